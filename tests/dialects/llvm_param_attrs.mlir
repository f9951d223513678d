// The llvm.* attributes of function arguments and results that are valid:
// on the types they apply to, and on types LLVM does not have (memrefs),
// where only the attribute's own kind is checked.
module {
  llvm.func @args(%arg0: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.nonnull, llvm.readonly}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.dereferenceable = 64 : i64}, %arg2: i32 {llvm.signext, llvm.noundef}, %arg3: i8 {llvm.zeroext, llvm.inreg}, %arg4: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>}, %arg5: !llvm.ptr {llvm.sret = i64}, %arg6: f32 {llvm.returned}, %arg7: !llvm.ptr {llvm.alignstack = 8 : i64, llvm.elementtype = f32}) -> (!llvm.ptr {llvm.noalias, llvm.align = 8 : i64}) {
    llvm.return %arg0 : !llvm.ptr
  }
  func.func private @memref_args(memref<4xf32> {llvm.noalias}, memref<?xi8> {llvm.align = 4 : i64}, index {llvm.zeroext}) -> (memref<2xf32> {llvm.noalias})
  func.func private @other_attrs(i32 {llvm.unknown_thing = 3 : i32, foo.bar})
}

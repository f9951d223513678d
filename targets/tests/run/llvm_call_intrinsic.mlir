// LLVM intrinsics called by name with llvm.call_intrinsic, with and
// without fast-math flags, overloaded on integer and float types.
module {
  func.func private @printI64(i64)
  func.func private @printF64(f64)
  func.func private @printNewline()

  func.func @main() {
    %x = arith.constant -2.5 : f64
    %y = arith.constant 1.25 : f64
    %a = llvm.call_intrinsic "llvm.fabs.f64"(%x) : (f64) -> f64
    func.call @printF64(%a) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %m = llvm.call_intrinsic "llvm.maxnum.f64"(%x, %y) : (f64, f64) -> f64 {fastmathFlags = #llvm.fastmath<nnan>}
    func.call @printF64(%m) : (f64) -> ()
    func.call @printNewline() : () -> ()
    %i = arith.constant 1000 : i32
    %p = llvm.call_intrinsic "llvm.ctpop.i32"(%i) : (i32) -> i32
    %p64 = arith.extui %p : i32 to i64
    func.call @printI64(%p64) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %hi = arith.constant 305419896 : i32
    %lo = arith.constant -1 : i32
    %sh = arith.constant 8 : i32
    %f = llvm.call_intrinsic "llvm.fshl.i32"(%hi, %lo, %sh) : (i32, i32, i32) -> i32
    %f64 = arith.extui %f : i32 to i64
    func.call @printI64(%f64) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %c = arith.constant 2.0 : f64
    %s = llvm.call_intrinsic "llvm.sqrt.f64"(%c) : (f64) -> f64
    func.call @printF64(%s) : (f64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}

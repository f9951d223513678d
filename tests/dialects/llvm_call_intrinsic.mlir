// llvm.call_intrinsic: a call of an LLVM intrinsic by name.
llvm.func @g(%a: f32) {
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %0 = llvm.call_intrinsic "llvm.fabs.f32"(%a) : (f32) -> f32 {fastmathFlags = #llvm.fastmath<fast>}
  %1 = llvm.call_intrinsic "llvm.fabs.f32"(%a) : (f32) -> f32 {foo = 1 : i32}
  llvm.return
}

// Exceptions: llvm.invoke (direct, indirect, variadic, with a calling
// convention), llvm.landingpad with cleanup, catch and filter clauses, and
// llvm.resume. (Destinations without operands: with them mlir-opt-19
// prints them among the callee's arguments, see
// tests/check/upstream_divergence_llvm_invoke.mlir.)
module {
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @foo(i32) -> i32
  llvm.func @vf(i32, ...)
  llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
  llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %2 = llvm.mlir.undef : !llvm.array<1 x ptr>
    %3 = llvm.invoke @foo(%arg0) to ^bb1 unwind ^bb3 : (i32) -> i32
  ^bb1:  // pred: ^bb0
    %4 = llvm.invoke fastcc %arg1(%3) to ^bb2 unwind ^bb3 {branch_weights = array<i32: 10, 1>} : !llvm.ptr, (i32) -> i32
  ^bb2:  // pred: ^bb1
    llvm.invoke @vf(%4, %3) to ^bb4 unwind ^bb3 vararg(!llvm.func<void (i32, ...)>) : (i32, i32) -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
    %5 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) (filter %2 : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
    llvm.resume %5 : !llvm.struct<(ptr, i32)>
  ^bb4:  // pred: ^bb2
    llvm.return %4 : i32
  }
}

// llvm.invoke (direct and indirect) whose callees return normally: the
// values reach the normal destinations; the landing pad, which would catch
// an unwind, is not reached. The personality is a function of the module.
// (Destinations with operands are left out: mlir-opt-19 prints them among
// the callee's arguments, so its own pipeline miscompiles them; see
// tests/check/upstream_divergence_llvm_invoke.mlir.)
module {
  func.func private @printI64(i64)
  func.func private @printNewline()

  llvm.func @personality(...) -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @triple(%a: i64) -> i64 {
    %c = llvm.mlir.constant(3 : i64) : i64
    %0 = llvm.mul %a, %c : i64
    llvm.return %0 : i64
  }
  llvm.func @compute(%a: i64) -> i64 attributes {personality = @personality} {
    %m = llvm.mlir.constant(-1 : i64) : i64
    %fp = llvm.mlir.addressof @triple : !llvm.ptr
    %0 = llvm.invoke @triple(%a) to ^bb1 unwind ^bb3 : (i64) -> i64
  ^bb1:
    %1 = llvm.invoke %fp(%0) to ^bb2 unwind ^bb3 : !llvm.ptr, (i64) -> i64
  ^bb2:
    %s = llvm.add %0, %1 : i64
    llvm.return %s : i64
  ^bb3:
    %2 = llvm.landingpad cleanup (catch %fp : !llvm.ptr) : !llvm.struct<(ptr, i32)>
    llvm.return %m : i64
  }

  func.func @main() {
    %a = arith.constant 7 : i64
    %r = llvm.call @compute(%a) : (i64) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}

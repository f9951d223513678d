// Inline assembly whose constraints tie the result to an operand: the
// (empty) assembly passes the value through on every target.
module {
  func.func private @printI64(i64)
  func.func private @printNewline()

  func.func @main() {
    %a = arith.constant 41 : i64
    %b = llvm.inline_asm has_side_effects "", "=r,0" %a : (i64) -> i64
    %one = arith.constant 1 : i64
    %c = arith.addi %b, %one : i64
    func.call @printI64(%c) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}

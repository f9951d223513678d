// PIPELINE: --split-input-file
// VERIFY-DIAGNOSTICS

// With --verify-diagnostics the expected errors must be produced, and the
// chunks that are valid are still printed and checked.

func.func @wrong_arity() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@wrong_arity) returns 1}}
  return
}

// -----

// CHECK-LABEL: func.func @fine(
// CHECK-NEXT: return %arg0 : i1
func.func @fine(%b: i1) -> i1 {
  return %b : i1
}

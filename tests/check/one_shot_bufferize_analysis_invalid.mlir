// PIPELINE: --one-shot-bufferize=test-analysis-only --split-input-file --verify-diagnostics
// The analysis alone refuses what the rewrite would: loops yielding a
// tensor that is not the iteration argument's buffer.

func.func @for_yields_other(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    // expected-error@+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @while_forwards_other(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%t = %a) : (tensor<4xf32>) -> (tensor<4xf32>) {
    %cond = arith.cmpi slt, %c0, %n : index
    // expected-error@+1 {{Condition arg #0 is not equivalent to the corresponding iter bbArg}}
    scf.condition(%cond) %b : tensor<4xf32>
  } do {
  ^bb0(%u: tensor<4xf32>):
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

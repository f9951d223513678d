// PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --split-input-file --verify-diagnostics
// What One-Shot Bufferize refuses at function boundaries, with upstream's
// diagnostics.

// A tensor returned by a function defined elsewhere has no buffer anyone owns.
// expected-error@+1 {{cannot bufferize bodiless function that returns a tensor}}
func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @call(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

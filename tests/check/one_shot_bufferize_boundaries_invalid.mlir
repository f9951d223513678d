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

// -----

// A function defined elsewhere may write its argument; %t is read after
// the call, so the call would need a copy of an unranked tensor.
func.func private @print(tensor<*xf32>)
func.func @unranked_copy(%t: tensor<4xf32>) -> f32 {
  // expected-error@+1 {{'tensor.cast' op not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @print(%u) : (tensor<*xf32>) -> ()
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}

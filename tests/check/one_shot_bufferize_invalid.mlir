// PIPELINE: --one-shot-bufferize --split-input-file --verify-diagnostics --allow-unregistered-dialect
// What One-Shot Bufferize refuses, with upstream's diagnostics.

func.func @unknown_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{op was not bufferized}}
  %r = "test.foo"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @to_tensor_without_restrict(%m: memref<4xf32>) -> memref<4xf32> {
  // expected-error@+1 {{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %t = bufferization.to_tensor %m : memref<4xf32>
  %r = bufferization.to_memref %t : memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @yield_not_equivalent(%a: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    // expected-error@+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

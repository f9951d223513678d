// PIPELINE: --lower-tensor-gather-scatter
// VERIFY-DIAGNOSTICS
// A gather of complex numbers: an out-of-range index reads zero, and
// lower-tensor-gather-scatter builds zeros of integers, indices and
// floats only; it is reported at the gather.

func.func @complex(%s: tensor<4xcomplex<f32>>, %i: tensor<2x1xindex>) -> tensor<2x1xcomplex<f32>> {
  // expected-error @+1 {{'tensor.gather' is lowered for integer, index and floating-point elements only}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4xcomplex<f32>>, tensor<2x1xindex>) -> tensor<2x1xcomplex<f32>>
  return %0 : tensor<2x1xcomplex<f32>>
}

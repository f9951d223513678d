// PIPELINE: --split-input-file --allow-unregistered-dialect --pass-pipeline=builtin.module(convert-poly-to-standard)
// VERIFY-DIAGNOSTICS
// Polynomials the pass cannot lower: those passed to or returned by ops
// other than poly ops.

// expected-error @+1 {{'func.func' op holds a value of type !poly.poly<2 x f32>, which convert-poly-to-standard lowers only between poly ops: pass the coefficients as a memref and use poly.from_memref}}
func.func @argument(%p: !poly.poly<2 x f32>, %x: f32) -> f32 {
  %y = poly.eval %p at %x : !poly.poly<2 x f32>
  return %y : f32
}

// -----

func.func @result(%m: memref<2xf32>) -> !poly.poly<2 x f32> {
  %p = poly.from_memref %m : memref<2xf32> to !poly.poly<2 x f32>
  // expected-error @+1 {{'func.return' op holds a value of type !poly.poly<2 x f32>}}
  return %p : !poly.poly<2 x f32>
}

// Kernels that use the poly dialect inside functions a C program calls
// (main.c): the functions take memrefs and floats, the polynomials live
// in between. Coefficients are listed lowest degree first.

// p(x) for the polynomial whose 4 coefficients are in %coeffs.
func.func @eval4(%coeffs: memref<4xf32>, %x: f32) -> f32 {
  %p = poly.from_memref %coeffs : memref<4xf32> to !poly.poly<4 x f32>
  %y = poly.eval %p at %x : !poly.poly<4 x f32>
  return %y : f32
}

// (0 + p + q)(x). Canonicalization folds the addition of the zero
// polynomial away and evaluates the sum as p(x) + q(x).
func.func @eval_sum(%a: memref<4xf32>, %b: memref<4xf32>, %x: f32) -> f32 {
  %zero = poly.constant [0.0, 0.0, 0.0, 0.0] : !poly.poly<4 x f32>
  %p = poly.from_memref %a : memref<4xf32> to !poly.poly<4 x f32>
  %q = poly.from_memref %b : memref<4xf32> to !poly.poly<4 x f32>
  %p0 = poly.add %zero, %p : !poly.poly<4 x f32>
  %s = poly.add %p0, %q : !poly.poly<4 x f32>
  %y = poly.eval %s at %x : !poly.poly<4 x f32>
  return %y : f32
}

// ys[i] = k(xs[i]) for k(x) = 1 - 2x + x^2/2, for buffers of any length.
func.func @tabulate(%xs: memref<?xf64>, %ys: memref<?xf64>) {
  %k = poly.constant [1.0, -2.0, 0.5] : !poly.poly<3 x f64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %xs, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %xs[%i] : memref<?xf64>
    %y = poly.eval %k at %x : !poly.poly<3 x f64>
    memref.store %y, %ys[%i] : memref<?xf64>
  }
  return
}

// ys[i] = (p + q)(xs[i]): the sum is computed once, before the loop.
func.func @tabulate_sum(%a: memref<4xf32>, %b: memref<4xf32>, %xs: memref<?xf32>, %ys: memref<?xf32>) {
  %p = poly.from_memref %a : memref<4xf32> to !poly.poly<4 x f32>
  %q = poly.from_memref %b : memref<4xf32> to !poly.poly<4 x f32>
  %s = poly.add %p, %q : !poly.poly<4 x f32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %xs, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %xs[%i] : memref<?xf32>
    %y = poly.eval %s at %x : !poly.poly<4 x f32>
    memref.store %y, %ys[%i] : memref<?xf32>
  }
  return
}

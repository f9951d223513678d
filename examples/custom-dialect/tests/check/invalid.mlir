// PIPELINE: --split-input-file --allow-unregistered-dialect
// VERIFY-DIAGNOSTICS
// The verifiers of the poly ops, and the errors of its type and attribute
// parameters, at the line each names.

func.func @too_few_coefficients() {
  // expected-error @+1 {{'poly.constant' op has 3 coefficients, but its type !poly.poly<4 x f32> holds 4}}
  %0 = poly.constant [1.0, 2.0, 3.0] : !poly.poly<4 x f32>
  return
}

// -----

func.func @coefficient_out_of_range() {
  // expected-error @+1 {{'poly.constant' op coefficient 100000.0 is out of the range of f16}}
  %0 = poly.constant [1.0, 1.0e5] : !poly.poly<2 x f16>
  return
}

// -----

func.func @not_a_coefficient_list() {
  // expected-error @+1 {{'poly.constant' op attribute 'value' failed to satisfy constraint: polynomial coefficients (#poly.coeffs<[...]>)}}
  %0 = "poly.constant"() <{value = [1.0, 2.0]}> : () -> !poly.poly<2 x f32>
  return
}

// -----

func.func @memref_of_another_length(%m: memref<3xf32>) {
  // expected-error @+1 {{'poly.from_memref' op source 'memref<3xf32>' does not hold the coefficients of '!poly.poly<4 x f32>': it must be 'memref<4xf32>'}}
  %0 = poly.from_memref %m : memref<3xf32> to !poly.poly<4 x f32>
  return
}

// -----

func.func @memref_of_another_type(%m: memref<4xf64>) {
  // expected-error @+1 {{'poly.from_memref' op source 'memref<4xf64>' does not hold the coefficients of '!poly.poly<4 x f32>': it must be 'memref<4xf32>'}}
  %0 = poly.from_memref %m : memref<4xf64> to !poly.poly<4 x f32>
  return
}

// -----

func.func @memref_with_a_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{it must be 'memref<4xf32>'}}
  %0 = poly.from_memref %m : memref<4xf32, strided<[2]>> to !poly.poly<4 x f32>
  return
}

// -----

func.func @memref_of_rank_2(%m: memref<2x2xf32>) {
  // expected-error @+1 {{'poly.from_memref' op operand #0 must be 1-D memref of f16, bf16, f32 or f64 values, but got 'memref<2x2xf32>'}}
  %0 = poly.from_memref %m : memref<2x2xf32> to !poly.poly<4 x f32>
  return
}

// -----

func.func @add_of_two_types(%p: !poly.poly<4 x f32>, %q: !poly.poly<3 x f32>) {
  // expected-error @+1 {{'poly.add' op requires the same type for all operands and results}}
  %0 = "poly.add"(%p, %q) : (!poly.poly<4 x f32>, !poly.poly<3 x f32>) -> !poly.poly<4 x f32>
  return
}

// -----

func.func @eval_at_a_point_of_another_type(%p: !poly.poly<4 x f32>, %x: f64) {
  // expected-error @+1 {{'poly.eval' op failed to verify that the point's type is the coefficient type}}
  %0 = "poly.eval"(%p, %x) : (!poly.poly<4 x f32>, f64) -> f32
  return
}

// -----

func.func @eval_of_a_memref(%m: memref<4xf32>, %x: f32) {
  // expected-error @+1 {{'poly.eval' op operand #0 must be polynomial, but got 'memref<4xf32>'}}
  %0 = "poly.eval"(%m, %x) : (memref<4xf32>, f32) -> f32
  return
}

// -----

// expected-error @+1 {{a polynomial has at least one coefficient}}
"test.op"() : () -> !poly.poly<0 x f32>

// -----

// expected-error @+1 {{polynomial coefficients are f16, bf16, f32 or f64, not i32}}
"test.op"() : () -> !poly.poly<4 x i32>

// -----

// expected-error @+1 {{unknown poly type 'matrix' (the dialect has one type, !poly.poly<N x T>)}}
"test.op"() : () -> !poly.matrix<2 x 2>

// -----

// expected-error @+1 {{a polynomial has at least one coefficient}}
"test.op"() {c = #poly.coeffs<[]>} : () -> ()

// -----

// expected-error @+1 {{expected a coefficient (a float literal), found 'x'}}
"test.op"() {c = #poly.coeffs<[1.0, x]>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `coefs` in dialect `poly`}}
"test.op"() {c = #poly.coefs<[1.0]>} : () -> ()

// -----

func.func @bad_list() {
  // expected-error @+1 {{expected a coefficient (a float literal)}}
  %0 = poly.constant [1.0, two] : !poly.poly<2 x f32>
  return
}

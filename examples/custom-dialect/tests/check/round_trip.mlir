// PIPELINE: --allow-unregistered-dialect
// The custom assembly formats of the poly ops print as they parse.

// CHECK-LABEL: func.func @all_ops
// CHECK-NEXT:    %0 = poly.constant [1.0, -2.0, 0.5, 0.0] : !poly.poly<4 x f32>
// CHECK-NEXT:    %1 = poly.from_memref %arg0 : memref<4xf32> to !poly.poly<4 x f32>
// CHECK-NEXT:    %2 = poly.add %0, %1 : !poly.poly<4 x f32>
// CHECK-NEXT:    %3 = poly.eval %2 at %arg1 : !poly.poly<4 x f32>
// CHECK-NEXT:    return %3 : f32
func.func @all_ops(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
  %0 = poly.constant [1.0, -2.0, 0.5, 0.0] : !poly.poly<4 x f32>
  %1 = poly.from_memref %arg0 : memref<4xf32> to !poly.poly<4 x f32>
  %2 = poly.add %0, %1 : !poly.poly<4 x f32>
  %3 = poly.eval %2 at %arg1 : !poly.poly<4 x f32>
  return %3 : f32
}

// Coefficients print in their canonical form; attributes go in the
// dictionary after the format's own.
// CHECK-LABEL: func.func @canonical_coefficients
// CHECK-NEXT:    poly.constant [1.0, 2.5, -0.003, 100000.0] {note = "x"} : !poly.poly<4 x f64>
func.func @canonical_coefficients() {
  %0 = poly.constant [1, 2.50, -3.0e-3, 1.0e5] {note = "x"} : !poly.poly<4 x f64>
  return
}

// The generic form reads the same ops; the attribute's own syntax is
// `#poly.coeffs<[...]>`, canonicalized by the dialect's hook, and the
// opaque form of the type goes through the dialect's parser.
// CHECK-LABEL: func.func @from_generic
// CHECK-NEXT:    %0 = poly.constant [1.0, 0.5] : !poly.poly<2 x f16>
// CHECK-NEXT:    %1 = poly.eval %0 at %arg0 : !poly.poly<2 x f16>
// CHECK-NEXT:    "test.keep"() {c = #poly.coeffs<[0.25]>} : () -> ()
func.func @from_generic(%arg0: f16) -> f16 {
  %0 = "poly.constant"() <{value = #poly.coeffs<[ 1, 5.0e-1 ]>}> : () -> !poly<poly<2 x f16>>
  %1 = "poly.eval"(%0, %arg0) : (!poly.poly<2 x f16>, f16) -> f16
  "test.keep"() {c = #poly<coeffs<[0.25]>>} : () -> ()
  return %1 : f16
}

// PIPELINE: --allow-unregistered-dialect --pass-pipeline=builtin.module(convert-poly-to-standard)
// convert-poly-to-standard: polynomials become memrefs of coefficients,
// poly.add and poly.eval loops over them.

// A constant: a stack buffer at the function's entry (not in the loop)
// and a store per coefficient; evaluation: Horner's rule, from the
// highest coefficient down, the value carried by the loop.
// CHECK-LABEL: func.func @constant_in_a_loop
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloca() : memref<2xf64>
// CHECK:         scf.for
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:      %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.store %[[C0]], %[[BUF]][%[[I0]]] : memref<2xf64>
// CHECK-NEXT:      %[[C1:.*]] = arith.constant -2.000000e+00 : f64
// CHECK-NEXT:      %[[I1:.*]] = arith.constant 1 : index
// CHECK-NEXT:      memref.store %[[C1]], %[[BUF]][%[[I1]]] : memref<2xf64>
// CHECK-NEXT:      %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:      %[[LAST:.*]] = arith.constant 1 : index
// CHECK-NEXT:      %[[LB:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[UB:.*]] = arith.constant 2 : index
// CHECK-NEXT:      %[[STEP:.*]] = arith.constant 1 : index
// CHECK-NEXT:      %[[Y:.*]] = scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (f64) {
// CHECK-NEXT:        %[[J:.*]] = arith.subi %[[LAST]], %[[I]] : index
// CHECK-NEXT:        %[[C:.*]] = memref.load %[[BUF]][%[[J]]] : memref<2xf64>
// CHECK-NEXT:        %[[M:.*]] = arith.mulf %[[ACC]], %arg0 : f64
// CHECK-NEXT:        %[[S:.*]] = arith.addf %[[M]], %[[C]] : f64
// CHECK-NEXT:        scf.yield %[[S]] : f64
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.use"(%[[Y]]) : (f64) -> ()
// CHECK-NOT:     poly.
func.func @constant_in_a_loop(%x: f64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %k = poly.constant [1.5, -2.0] : !poly.poly<2 x f64>
    %y = poly.eval %k at %x : !poly.poly<2 x f64>
    "test.use"(%y) : (f64) -> ()
  }
  return
}

// The memref of poly.from_memref is the polynomial; a sum is a new buffer
// filled by a loop.
// CHECK-LABEL: func.func @sum
// CHECK-NEXT:    %[[SUM:.*]] = memref.alloca() : memref<3xf32>
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] {
// CHECK-NEXT:      %[[A:.*]] = memref.load %arg0[%[[I]]] : memref<3xf32>
// CHECK-NEXT:      %[[B:.*]] = memref.load %arg1[%[[I]]] : memref<3xf32>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:      memref.store %[[S]], %[[SUM]][%[[I]]] : memref<3xf32>
// CHECK-NEXT:    }
// CHECK:         memref.load %[[SUM]]
// CHECK-NOT:     unrealized_conversion_cast
func.func @sum(%a: memref<3xf32>, %b: memref<3xf32>, %x: f32) -> f32 {
  %p = poly.from_memref %a : memref<3xf32> to !poly.poly<3 x f32>
  %q = poly.from_memref %b : memref<3xf32> to !poly.poly<3 x f32>
  %s = poly.add %p, %q : !poly.poly<3 x f32>
  %y = poly.eval %s at %x : !poly.poly<3 x f32>
  return %y : f32
}

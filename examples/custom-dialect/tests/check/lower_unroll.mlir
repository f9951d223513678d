// PIPELINE: --pass-pipeline=builtin.module(convert-poly-to-standard{unroll=true})
// With unroll=true, sums and evaluations are straight-line code.

// CHECK-LABEL: func.func @sum
// CHECK-NOT:     scf.for
// CHECK:         %[[SUM:.*]] = memref.alloca() : memref<2xf32>
// CHECK-NEXT:    %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A0:.*]] = memref.load %arg0[%[[I0]]] : memref<2xf32>
// CHECK-NEXT:    %[[B0:.*]] = memref.load %arg1[%[[I0]]] : memref<2xf32>
// CHECK-NEXT:    %[[S0:.*]] = arith.addf %[[A0]], %[[B0]] : f32
// CHECK-NEXT:    memref.store %[[S0]], %[[SUM]][%[[I0]]] : memref<2xf32>
// CHECK-NEXT:    %[[I1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[A1:.*]] = memref.load %arg0[%[[I1]]] : memref<2xf32>
// CHECK-NEXT:    %[[B1:.*]] = memref.load %arg1[%[[I1]]] : memref<2xf32>
// CHECK-NEXT:    %[[S1:.*]] = arith.addf %[[A1]], %[[B1]] : f32
// CHECK-NEXT:    memref.store %[[S1]], %[[SUM]][%[[I1]]] : memref<2xf32>
// CHECK-NEXT:    %[[TOP:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[C1:.*]] = memref.load %[[SUM]][%[[TOP]]] : memref<2xf32>
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C0:.*]] = memref.load %[[SUM]][%[[Z]]] : memref<2xf32>
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %[[C1]], %arg2 : f32
// CHECK-NEXT:    %[[Y:.*]] = arith.addf %[[M]], %[[C0]] : f32
// CHECK-NEXT:    return %[[Y]] : f32
func.func @sum(%a: memref<2xf32>, %b: memref<2xf32>, %x: f32) -> f32 {
  %p = poly.from_memref %a : memref<2xf32> to !poly.poly<2 x f32>
  %q = poly.from_memref %b : memref<2xf32> to !poly.poly<2 x f32>
  %s = poly.add %p, %q : !poly.poly<2 x f32>
  %y = poly.eval %s at %x : !poly.poly<2 x f32>
  return %y : f32
}

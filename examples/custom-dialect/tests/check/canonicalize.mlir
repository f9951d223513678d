// PIPELINE: --allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(canonicalize))
// poly.add's fold and poly.eval's canonicalization pattern.

// Adding the zero polynomial folds to the other operand, on either side.
// CHECK-LABEL: func.func @add_zero
// CHECK-NEXT:    %0 = poly.from_memref %arg0
// CHECK-NEXT:    return %0, %0 : !poly.poly<3 x f32>, !poly.poly<3 x f32>
func.func @add_zero(%m: memref<3xf32>) -> (!poly.poly<3 x f32>, !poly.poly<3 x f32>) {
  %zero = poly.constant [0.0, -0.0, 0.0] : !poly.poly<3 x f32>
  %p = poly.from_memref %m : memref<3xf32> to !poly.poly<3 x f32>
  %a = poly.add %p, %zero : !poly.poly<3 x f32>
  %b = poly.add %zero, %p : !poly.poly<3 x f32>
  return %a, %b : !poly.poly<3 x f32>, !poly.poly<3 x f32>
}

// A constant that is not zero stays (as the right-hand operand, where
// commutative ops keep constants).
// CHECK-LABEL: func.func @add_nonzero
// CHECK-NEXT:    %0 = poly.constant [0.0, 1.0] : !poly.poly<2 x f32>
// CHECK-NEXT:    %1 = poly.from_memref %arg0
// CHECK-NEXT:    %2 = poly.add %1, %0 : !poly.poly<2 x f32>
// CHECK-NEXT:    return %2
func.func @add_nonzero(%m: memref<2xf32>) -> !poly.poly<2 x f32> {
  %k = poly.constant [0.0, 1.0] : !poly.poly<2 x f32>
  %p = poly.from_memref %m : memref<2xf32> to !poly.poly<2 x f32>
  %a = poly.add %k, %p : !poly.poly<2 x f32>
  return %a : !poly.poly<2 x f32>
}

// Evaluating a sum is adding evaluations, through nested sums.
// CHECK-LABEL: func.func @eval_of_sums
// CHECK-DAG:     %[[A:.*]] = poly.from_memref %arg0
// CHECK-DAG:     %[[B:.*]] = poly.from_memref %arg1
// CHECK-DAG:     %[[C:.*]] = poly.from_memref %arg2
// CHECK-DAG:     %[[EA:.*]] = poly.eval %[[A]] at %arg3 : !poly.poly<2 x f64>
// CHECK-DAG:     %[[EB:.*]] = poly.eval %[[B]] at %arg3 : !poly.poly<2 x f64>
// CHECK-DAG:     %[[EC:.*]] = poly.eval %[[C]] at %arg3 : !poly.poly<2 x f64>
// CHECK-DAG:     %[[AB:.*]] = arith.addf %[[EA]], %[[EB]] : f64
// CHECK:         %[[ABC:.*]] = arith.addf %[[AB]], %[[EC]] : f64
// CHECK-NEXT:    return %[[ABC]] : f64
// CHECK-NOT:   poly.add
func.func @eval_of_sums(%a: memref<2xf64>, %b: memref<2xf64>, %c: memref<2xf64>, %x: f64) -> f64 {
  %pa = poly.from_memref %a : memref<2xf64> to !poly.poly<2 x f64>
  %pb = poly.from_memref %b : memref<2xf64> to !poly.poly<2 x f64>
  %pc = poly.from_memref %c : memref<2xf64> to !poly.poly<2 x f64>
  %ab = poly.add %pa, %pb : !poly.poly<2 x f64>
  %abc = poly.add %ab, %pc : !poly.poly<2 x f64>
  %y = poly.eval %abc at %x : !poly.poly<2 x f64>
  return %y : f64
}

// A sum used twice is computed once and evaluated twice.
// CHECK-LABEL: func.func @sum_used_twice
// CHECK:         %[[S:.*]] = poly.add
// CHECK-NEXT:    poly.eval %[[S]] at %arg2
// CHECK-NEXT:    poly.eval %[[S]] at %arg3
func.func @sum_used_twice(%a: memref<2xf32>, %b: memref<2xf32>, %x: f32, %y: f32) -> (f32, f32) {
  %pa = poly.from_memref %a : memref<2xf32> to !poly.poly<2 x f32>
  %pb = poly.from_memref %b : memref<2xf32> to !poly.poly<2 x f32>
  %s = poly.add %pa, %pb : !poly.poly<2 x f32>
  %u = poly.eval %s at %x : !poly.poly<2 x f32>
  %v = poly.eval %s at %y : !poly.poly<2 x f32>
  return %u, %v : f32, f32
}

// A sum computed before a loop is not evaluated term by term in it.
// CHECK-LABEL: func.func @sum_outside_a_loop
// CHECK:         %[[S:.*]] = poly.add
// CHECK:         scf.for
// CHECK-NEXT:      poly.eval %[[S]] at %arg1
func.func @sum_outside_a_loop(%a: memref<2xf32>, %x: f32, %n: index) {
  %pa = poly.from_memref %a : memref<2xf32> to !poly.poly<2 x f32>
  %s = poly.add %pa, %pa : !poly.poly<2 x f32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %y = poly.eval %s at %x : !poly.poly<2 x f32>
    "test.use"(%y) : (f32) -> ()
  }
  return
}

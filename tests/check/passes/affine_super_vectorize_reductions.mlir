// PIPELINE: --affine-super-vectorize='virtual-vector-size=8 vectorize-reductions=true'
// PIPELINE: --split-input-file
// affine-super-vectorize with vectorize-reductions: iteration arguments
// combined by one supported op become vector accumulators started at the
// neutral element, reduced after the loop, combined with an initial value
// that is not the neutral element. Compared with mlir-opt-19.

// CHECK-LABEL: func.func @sum
// CHECK: %[[NEUTRAL:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %[[LOOP:.*]] = affine.for %[[I:.*]] = 0 to 256 step 8 iter_args(%[[ACC:.*]] = %[[NEUTRAL]]) -> (vector<8xf32>) {
// CHECK-NEXT: %[[P:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = vector.transfer_read %arg0[%[[I]]], %[[P]] : memref<256xf32>, vector<8xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[A]] : vector<8xf32>
// CHECK-NEXT: affine.yield %[[S]] : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = vector.reduction <add>, %[[LOOP]] : vector<8xf32> into f32
// CHECK-NEXT: return %[[R]] : f32
func.func @sum(%A: memref<256xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 256 iter_args(%acc = %zero) -> f32 {
    %a = affine.load %A[%i] : memref<256xf32>
    %s = arith.addf %acc, %a : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// 100 is not a multiple of 8: the last iteration's lanes past the bound
// contribute the neutral element; the initial value is added at the end.
// CHECK: #[[LEFT:.*]] = affine_map<(d0) -> (-d0 + 100)>
// CHECK-LABEL: func.func @masked_sum
// CHECK: %[[NEUTRAL:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %[[LOOP:.*]] = affine.for %[[I:.*]] = 0 to 100 step 8 iter_args(%[[ACC:.*]] = %[[NEUTRAL]]) -> (vector<8xf32>) {
// CHECK-NEXT: %[[N:.*]] = affine.apply #[[LEFT]](%[[I]])
// CHECK-NEXT: %[[MASK:.*]] = vector.create_mask %[[N]] : vector<8xi1>
// CHECK-NEXT: %[[P:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = vector.transfer_read %arg0[%[[I]]], %[[P]] : memref<100xf32>, vector<8xf32>
// CHECK-NEXT: %[[M:.*]] = arith.select %[[MASK]], %[[A]], %[[NEUTRAL]] : vector<8xi1>, vector<8xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[M]], %[[ACC]] : vector<8xf32>
// CHECK-NEXT: affine.yield %[[S]] : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = vector.reduction <add>, %[[LOOP]] : vector<8xf32> into f32
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[R]], %arg1 : f32
// CHECK-NEXT: return %[[T]] : f32
func.func @masked_sum(%A: memref<100xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 100 iter_args(%acc = %init) -> f32 {
    %a = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %a, %acc : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// A symbolic bound is always masked; each reduction gets its select.
// CHECK: #[[LEFT:.*]] = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK-LABEL: func.func @max_and_product
// CHECK: %[[C0:.*]] = arith.constant 0 : i32
// CHECK: %[[MIN:.*]] = arith.constant dense<-2147483648> : vector<8xi32>
// CHECK-NEXT: %[[ONE:.*]] = arith.constant dense<1> : vector<8xi32>
// CHECK-NEXT: %[[LOOP:.*]]:2 = affine.for %[[I:.*]] = 0 to %arg1 step 8 iter_args(%[[M:.*]] = %[[MIN]], %[[P:.*]] = %[[ONE]])
// CHECK-NEXT: %[[N:.*]] = affine.apply #[[LEFT]](%[[I]])[%arg1]
// CHECK-NEXT: %[[MASK:.*]] = vector.create_mask %[[N]] : vector<8xi1>
// CHECK: %[[X:.*]] = vector.transfer_read
// CHECK-NEXT: %[[X1:.*]] = arith.select %[[MASK]], %[[X]], %[[MIN]] : vector<8xi1>, vector<8xi32>
// CHECK-NEXT: %[[S:.*]] = arith.maxsi %[[M]], %[[X1]] : vector<8xi32>
// CHECK-NEXT: %[[X2:.*]] = arith.select %[[MASK]], %[[X]], %[[ONE]] : vector<8xi1>, vector<8xi32>
// CHECK-NEXT: %[[Q:.*]] = arith.muli %[[P]], %[[X2]] : vector<8xi32>
// CHECK-NEXT: affine.yield %[[S]], %[[Q]] : vector<8xi32>, vector<8xi32>
// CHECK: %[[R0:.*]] = vector.reduction <maxsi>, %[[LOOP]]#0 : vector<8xi32> into i32
// CHECK-NEXT: %[[F0:.*]] = arith.maxsi %[[R0]], %[[C0]] : i32
// CHECK-NEXT: %[[R1:.*]] = vector.reduction <mul>, %[[LOOP]]#1 : vector<8xi32> into i32
// CHECK-NEXT: return %[[F0]], %[[R1]] : i32, i32
func.func @max_and_product(%A: memref<?xi32>, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = affine.for %i = 0 to %n iter_args(%m = %c0, %p = %c1) -> (i32, i32) {
    %x = affine.load %A[%i] : memref<?xi32>
    %s = arith.maxsi %m, %x : i32
    %q = arith.muli %p, %x : i32
    affine.yield %s, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// The neutral elements of `andi` and `minui` (all ones), `minimumf` (+inf)
// and `mulf` (1.0, the initial value: no final combination).
// CHECK-LABEL: func.func @neutral_elements
// CHECK: arith.constant dense<-1> : vector<8xi32>
// CHECK-NEXT: arith.constant dense<-1> : vector<8xi32>
// CHECK-NEXT: arith.constant dense<0x7F800000> : vector<8xf32>
// CHECK-NEXT: arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK: vector.reduction <and>
// CHECK-NEXT: arith.andi
// CHECK-NEXT: vector.reduction <minui>
// CHECK-NEXT: arith.minui
// CHECK-NEXT: vector.reduction <minimumf>
// CHECK-NEXT: arith.minimumf
// CHECK-NEXT: %[[PROD:.*]] = vector.reduction <mul>
// CHECK-NEXT: return %{{.*}}, %{{.*}}, %{{.*}}, %[[PROD]]
func.func @neutral_elements(%A: memref<128xi32>, %F: memref<128xf32>) -> (i32, i32, f32, f32) {
  %c = arith.constant 5 : i32
  %f = arith.constant 1.0 : f32
  %r:4 = affine.for %i = 0 to 128 iter_args(%a = %c, %b = %c, %x = %f, %y = %f) -> (i32, i32, f32, f32) {
    %v = affine.load %A[%i] : memref<128xi32>
    %w = affine.load %F[%i] : memref<128xf32>
    %a1 = arith.andi %a, %v : i32
    %b1 = arith.minui %b, %v : i32
    %x1 = arith.minimumf %x, %w : f32
    %y1 = arith.mulf %y, %w : f32
    affine.yield %a1, %b1, %x1, %y1 : i32, i32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, f32, f32
}

// -----

// The outer loop's accesses move along different dimensions; the inner
// reduction is vectorized, its result stored per row.
// CHECK-LABEL: func.func @row_sums
// CHECK: affine.for %{{.*}} = 0 to 16 {
// CHECK: %[[LOOP:.*]] = affine.for %{{.*}} = 0 to 100 step 8 iter_args
// CHECK: arith.mulf
// CHECK-NEXT: arith.select
// CHECK-NEXT: arith.addf
// CHECK: %[[R:.*]] = vector.reduction <add>, %[[LOOP]] : vector<8xf32> into f32
// CHECK-NEXT: affine.store %[[R]], %arg1[%{{.*}}] : memref<16xf32>
func.func @row_sums(%A: memref<16x100xf32>, %y: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %z = arith.constant 0.0 : f32
    %r = affine.for %k = 0 to 100 iter_args(%acc = %z) -> f32 {
      %a = affine.load %A[%i, %k] : memref<16x100xf32>
      %p = arith.mulf %a, %a : f32
      %s = arith.addf %acc, %p : f32
      affine.yield %s : f32
    }
    affine.store %r, %y[%i] : memref<16xf32>
  }
  return
}

// -----

// Upstream vectorizes reduction loops of step 1 only.
// CHECK-LABEL: func.func @non_unit_step_is_not_vectorized
// CHECK-NOT: vector.
// CHECK: affine.for %{{.*}} = 0 to 256 step 2 iter_args
func.func @non_unit_step_is_not_vectorized(%A: memref<256xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 256 step 2 iter_args(%acc = %zero) -> f32 {
    %a = affine.load %A[%i] : memref<256xf32>
    %s = arith.addf %acc, %a : f32
    affine.yield %s : f32
  }
  return %r : f32
}

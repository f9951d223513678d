// PIPELINE: --affine-super-vectorize=virtual-vector-size=8 --split-input-file
// affine-super-vectorize with 1-D vectors of 8 elements, compared with
// mlir-opt-19 by tests/differential.rs.

// An elementwise loop: loads and stores become transfers, the step is
// multiplied by 8, the constant defined above becomes a splat at the top of
// the loop, the padding a zero before each read.
// CHECK-LABEL: func.func @elementwise
// CHECK: affine.for %[[I:.*]] = 0 to 256 step 8 {
// CHECK-NEXT: %[[TWO:.*]] = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT: %[[P0:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = vector.transfer_read %arg0[%[[I]]], %[[P0]] : memref<256xf32>, vector<8xf32>
// CHECK-NEXT: %[[P1:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[B:.*]] = vector.transfer_read %arg1[%[[I]]], %[[P1]] : memref<256xf32>, vector<8xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : vector<8xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[S]], %[[TWO]] : vector<8xf32>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[M]] : vector<8xf32>
// CHECK-NEXT: vector.transfer_write %[[E]], %arg2[%[[I]]] : vector<8xf32>, memref<256xf32>
// CHECK-NEXT: }
func.func @elementwise(%A: memref<256xf32>, %B: memref<256xf32>, %C: memref<256xf32>) {
  %two = arith.constant 2.0 : f32
  affine.for %i = 0 to 256 {
    %a = affine.load %A[%i] : memref<256xf32>
    %b = affine.load %B[%i] : memref<256xf32>
    %s = arith.addf %a, %b : f32
    %m = arith.mulf %s, %two : f32
    %e = math.exp %m : f32
    affine.store %e, %C[%i] : memref<256xf32>
  }
  return
}

// -----

// A load invariant in the vector loop is a broadcasting read (a `0` in its
// permutation map, in bounds); a scalar from above is broadcast after its
// definition; the inner loop is vectorized, the outer one kept.
// CHECK: #[[BCAST:.*]] = affine_map<(d0) -> (0)>
// CHECK-LABEL: func.func @invariant_load_and_uniform
// CHECK-NEXT: %[[S:.*]] = vector.broadcast %arg2 : f32 to vector<8xf32>
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 64 {
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 256 step 8 {
// CHECK-NEXT: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK: %[[A:.*]] = vector.transfer_read %arg0[%[[J]], %[[I]]], %{{.*}} : memref<64x256xf32>, vector<8xf32>
// CHECK: %[[B:.*]] = vector.transfer_read %arg1[%[[J]]], %{{.*}} {in_bounds = [true], permutation_map = #[[BCAST]]} : memref<64xf32>, vector<8xf32>
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[A]], %[[B]] : vector<8xf32>
// CHECK-NEXT: %[[U:.*]] = arith.addf %[[T]], %[[ONE]] : vector<8xf32>
// CHECK-NEXT: %[[V:.*]] = arith.mulf %[[U]], %[[S]] : vector<8xf32>
// CHECK-NEXT: vector.transfer_write %[[V]], %arg0[%[[J]], %[[I]]] : vector<8xf32>, memref<64x256xf32>
func.func @invariant_load_and_uniform(%A: memref<64x256xf32>, %B: memref<64xf32>, %s: f32) {
  affine.for %j = 0 to 64 {
    affine.for %i = 0 to 256 {
      %one = arith.constant 1.0 : f32
      %a = affine.load %A[%j, %i] : memref<64x256xf32>
      %b = affine.load %B[%j] : memref<64xf32>
      %t = arith.addf %a, %b : f32
      %u = arith.addf %t, %one : f32
      %v = arith.mulf %u, %s : f32
      affine.store %v, %A[%j, %i] : memref<64x256xf32>
    }
  }
  return
}

// -----

// Subscripts other than the loop's values get one `affine.apply` each; a
// loop moving along the first dimension reads and writes a column.
// CHECK-DAG: #[[PLUS1:.*]] = affine_map<(d0, d1) -> (d0 + 1)>
// CHECK-DAG: #[[SECOND:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[COLUMN:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @shifted_and_column
// CHECK: affine.for %[[J:.*]] = 0 to 64 {
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 256 step 8 {
// CHECK-NEXT: %[[R:.*]] = affine.apply #[[PLUS1]](%[[I]], %[[J]])
// CHECK-NEXT: %[[C:.*]] = affine.apply #[[SECOND]](%[[I]], %[[J]])
// CHECK-NEXT: %[[P:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[A:.*]] = vector.transfer_read %arg0[%[[R]], %[[C]]], %[[P]] {permutation_map = #[[COLUMN]]} : memref<257x64xf32>, vector<8xf32>
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[A]] : vector<8xf32>
// CHECK-NEXT: vector.transfer_write %[[N]], %arg1[%[[I]], %[[J]]] {permutation_map = #[[COLUMN]]} : vector<8xf32>, memref<256x64xf32>
func.func @shifted_and_column(%A: memref<257x64xf32>, %B: memref<256x64xf32>) {
  affine.for %j = 0 to 64 {
    affine.for %i = 0 to 256 {
      %a = affine.load %A[%i + 1, %j] : memref<257x64xf32>
      %n = arith.negf %a : f32
      affine.store %n, %B[%i, %j] : memref<256x64xf32>
    }
  }
  return
}

// -----

// A loop-carried dependence: the loop stays.
// CHECK-LABEL: func.func @dependence_is_not_vectorized
// CHECK-NOT: vector.
// CHECK: affine.for %{{.*}} = 1 to 256 {
// CHECK-NEXT: affine.load
// CHECK-NEXT: affine.store
func.func @dependence_is_not_vectorized(%A: memref<256xf32>) {
  affine.for %i = 1 to 256 {
    %a = affine.load %A[%i - 1] : memref<256xf32>
    affine.store %a, %A[%i] : memref<256xf32>
  }
  return
}

// -----

// Trip counts that are not multiples of 8 (constant or symbolic, with a
// step of 2 becoming 16) keep the upper bound: the transfers are not in
// bounds, so lowering masks them.
// CHECK-LABEL: func.func @trip_count_not_a_multiple
// CHECK: affine.for %[[I:.*]] = 0 to 100 step 8 {
// CHECK-NEXT: %[[THREE:.*]] = arith.constant dense<3> : vector<8xi32>
// CHECK-NEXT: %[[P:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[A:.*]] = vector.transfer_read %arg0[%[[I]]], %[[P]] : memref<?xi32>, vector<8xi32>
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[THREE]] : vector<8xi32>
// CHECK-NEXT: vector.transfer_write %[[M]], %arg1[%[[I]]] : vector<8xi32>, memref<?xi32>
// CHECK: affine.for %[[K:.*]] = 0 to %arg2 step 16 {
// CHECK: %[[F:.*]] = arith.sitofp %{{.*}} : vector<8xi32> to vector<8xf32>
// CHECK-NEXT: %[[G:.*]] = arith.fptosi %[[F]] : vector<8xf32> to vector<8xi32>
// CHECK-NEXT: vector.transfer_write %[[G]], %arg1[%[[K]]] : vector<8xi32>, memref<?xi32>
func.func @trip_count_not_a_multiple(%A: memref<?xi32>, %B: memref<?xi32>, %n: index) {
  affine.for %i = 0 to 100 {
    %a = affine.load %A[%i] : memref<?xi32>
    %c = arith.constant 3 : i32
    %m = arith.muli %a, %c : i32
    affine.store %m, %B[%i] : memref<?xi32>
  }
  affine.for %i = 0 to %n step 2 {
    %a = affine.load %A[%i] : memref<?xi32>
    %f = arith.sitofp %a : i32 to f32
    %c = arith.fptosi %f : f32 to i32
    affine.store %c, %B[%i] : memref<?xi32>
  }
  return
}

// -----

// The induction variable used as a value has no vector form: the loop
// stays, with the broadcasts made before the failure left above it, as
// upstream leaves them.
// CHECK-LABEL: func.func @induction_variable_use_is_not_vectorized
// CHECK-NEXT: vector.broadcast %arg2 : i32 to vector<8xi32>
// CHECK-NEXT: vector.broadcast %arg1 : i32 to vector<8xi32>
// CHECK-NEXT: affine.for %{{.*}} = 0 to 256 {
// CHECK-NEXT: arith.addi %arg1, %arg2 : i32
func.func @induction_variable_use_is_not_vectorized(%B: memref<256xi32>, %x: i32, %y: i32) {
  affine.for %i = 0 to 256 {
    %s = arith.addi %x, %y : i32
    %c = arith.index_cast %i : index to i32
    %t = arith.addi %s, %c : i32
    affine.store %t, %B[%i] : memref<256xi32>
  }
  return
}

// -----

// Iteration arguments without `vectorize-reductions`: not parallel.
// CHECK-LABEL: func.func @reduction_without_the_option
// CHECK-NOT: vector.
// CHECK: affine.for %{{.*}} = 0 to 256 iter_args
func.func @reduction_without_the_option(%A: memref<256xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 256 iter_args(%acc = %z) -> f32 {
    %a = affine.load %A[%i] : memref<256xf32>
    %s = arith.addf %acc, %a : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// Both loops qualify; the innermost is vectorized. Comparisons give
// vectors of i1.
// CHECK-LABEL: func.func @innermost_loop_first
// CHECK: affine.for %{{.*}} = 0 to 32 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 64 step 8 {
// CHECK: %[[A:.*]] = vector.transfer_read
// CHECK-NEXT: %[[C:.*]] = arith.cmpf ogt, %[[A]], %[[A]] : vector<8xf32>
// CHECK-NEXT: arith.select %[[C]], %[[A]], %[[A]] : vector<8xi1>, vector<8xf32>
func.func @innermost_loop_first(%A: memref<32x64xf32>, %B: memref<32x64xf32>) {
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%i, %j] : memref<32x64xf32>
      %c = arith.cmpf ogt, %a, %a : f32
      %d = arith.select %c, %a, %a : f32
      affine.store %d, %B[%i, %j] : memref<32x64xf32>
    }
  }
  return
}

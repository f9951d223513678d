// PIPELINE: --pass-pipeline='builtin.module(func.func(lower-vector-mask))'
// PIPELINE: --split-input-file
// lower-vector-mask: vector.mask around a transfer or a gather becomes the
// op with the mask as its operand; empty and all-true masks give way to
// what they hold; masks around other ops stay.

// CHECK-LABEL: func.func @masked_read
// CHECK: %[[P:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[R:.*]] = vector.transfer_read %arg0[%arg1, %arg1], %[[P]], %arg2 {in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: return %[[R]]
func.func @masked_read(%m: memref<?x?xf32>, %i: index, %mask: vector<4x8xi1>) -> vector<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %0 = vector.mask %mask { vector.transfer_read %m[%i, %i], %p {in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return %0 : vector<4x8xf32>
}

// -----

// A write keeps its permutation map; on a tensor it keeps its result.
// CHECK-LABEL: func.func @masked_writes
// CHECK: vector.transfer_write %arg1, %arg0[%arg2, %arg2], %arg3 {in_bounds = [true], permutation_map = #{{.*}}} : vector<8xf32>, memref<?x?xf32>
// CHECK: %[[T:.*]] = vector.transfer_write %arg1, %arg4[%arg2], %arg3 : vector<8xf32>, tensor<?xf32>
// CHECK-NEXT: return %[[T]]
func.func @masked_writes(%m: memref<?x?xf32>, %v: vector<8xf32>, %i: index, %mask: vector<8xi1>, %t: tensor<?xf32>) -> tensor<?xf32> {
  vector.mask %mask { vector.transfer_write %v, %m[%i, %i] {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<8xf32>, memref<?x?xf32> } : vector<8xi1>
  %0 = vector.mask %mask { vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<?xf32> } : vector<8xi1> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A gather takes the mask, and zeros as its pass-through value.
// CHECK-LABEL: func.func @masked_gather
// CHECK: %[[Z:.*]] = arith.constant dense<0> : vector<8xi32>
// CHECK: vector.gather %arg0[%arg2] [%arg1], %arg3, %[[Z]] : memref<?xi32>, vector<8xindex>, vector<8xi1>, vector<8xi32> into vector<8xi32>
func.func @masked_gather(%m: memref<?xi32>, %idx: vector<8xindex>, %i: index, %mask: vector<8xi1>, %all: vector<8xi1>, %pt: vector<8xi32>) -> vector<8xi32> {
  %0 = vector.mask %mask { vector.gather %m[%i][%idx], %all, %pt : memref<?xi32>, vector<8xindex>, vector<8xi1>, vector<8xi32> into vector<8xi32> } : vector<8xi1> -> vector<8xi32>
  return %0 : vector<8xi32>
}

// -----

// Inside a loop, with a mask made by create_mask.
// CHECK-LABEL: func.func @in_loop
// CHECK: scf.for
// CHECK: %[[M:.*]] = vector.create_mask
// CHECK: vector.transfer_read %arg0[%{{.*}}], %{{.*}}, %[[M]]
// CHECK: vector.transfer_write %{{.*}}, %arg0[%{{.*}}], %[[M]]
func.func @in_loop(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %p = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c8 {
    %left = arith.subi %n, %i : index
    %mask = vector.create_mask %left : vector<8xi1>
    %v = vector.mask %mask { vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
    %w = arith.addf %v, %v : vector<8xf32>
    vector.mask %mask { vector.transfer_write %w, %m[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  }
  return
}

// -----

// A read with a pass-through value, and masks around other ops, stay.
// CHECK-LABEL: func.func @left_alone
// CHECK: vector.mask %arg2, %arg3 { vector.transfer_read
// CHECK: vector.mask %arg2 { vector.reduction <add>
// CHECK: vector.mask %arg4 { vector.multi_reduction <add>
func.func @left_alone(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<8xf32>, %mask2: vector<2x8xi1>, %v2: vector<2x8xf32>, %acc: vector<2xf32>) -> (vector<8xf32>, f32, vector<2xf32>) {
  %p = arith.constant 0.0 : f32
  %0 = vector.mask %mask, %pt { vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %1 = vector.mask %mask { vector.reduction <add>, %pt : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %2 = vector.mask %mask2 { vector.multi_reduction <add>, %v2, %acc [1] : vector<2x8xf32> to vector<2xf32> } : vector<2x8xi1> -> vector<2xf32>
  return %0, %1, %2 : vector<8xf32>, f32, vector<2xf32>
}

// -----

// Empty masks pass their values through; an all-true mask is dropped.
// CHECK-LABEL: func.func @empty_and_all_true
// CHECK-NOT: vector.mask
// CHECK: %[[R:.*]] = vector.reduction <mul>, %arg0 : vector<8xf32> into f32
// CHECK-NEXT: return %arg0, %[[R]]
func.func @empty_and_all_true(%v: vector<8xf32>, %mask: vector<8xi1>) -> (vector<8xf32>, f32) {
  %0 = vector.mask %mask { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %mask { vector.yield } : vector<8xi1>
  %all = vector.constant_mask [8] : vector<8xi1>
  %1 = vector.mask %all { vector.reduction <mul>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  return %0, %1 : vector<8xf32>, f32
}

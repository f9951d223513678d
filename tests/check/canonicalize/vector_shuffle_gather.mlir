// PIPELINE: --canonicalize --split-input-file
// vector.shuffle picking one operand whole, of constants and of one splat
// folds; gathers and scatters under an all-false mask go away.

// CHECK-LABEL: func.func @shuffle_whole_operand
// CHECK-NEXT: return %arg0, %arg1
func.func @shuffle_whole_operand(%a: vector<3x2xi32>, %b: vector<2x2xi32>) -> (vector<3x2xi32>, vector<2x2xi32>) {
  %0 = vector.shuffle %a, %b [0, 1, 2] : vector<3x2xi32>, vector<2x2xi32>
  %1 = vector.shuffle %a, %b [3, 4] : vector<3x2xi32>, vector<2x2xi32>
  return %0, %1 : vector<3x2xi32>, vector<2x2xi32>
}

// -----

// CHECK-LABEL: func.func @shuffle_reorders
// CHECK: vector.shuffle %arg0, %arg1 [1, 0, 2]
func.func @shuffle_reorders(%a: vector<3xf32>, %b: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.shuffle %a, %b [1, 0, 2] : vector<3xf32>, vector<3xf32>
  return %0 : vector<3xf32>
}

// -----

// CHECK-LABEL: func.func @shuffle_constants_and_splats
// CHECK-DAG: arith.constant dense<[9, 5, 8, 6]> : vector<4xi16>
// CHECK-DAG: arith.constant dense<[7, 7, 5]> : vector<3xi16>
// CHECK-DAG: vector.splat %arg0 : vector<5xf32>
// CHECK-NOT: vector.shuffle
func.func @shuffle_constants_and_splats(%x: f32) -> (vector<4xi16>, vector<3xi16>, vector<5xf32>) {
  %a = arith.constant dense<[5, 6]> : vector<2xi16>
  %b = arith.constant dense<[7, 8, 9]> : vector<3xi16>
  %s = arith.constant dense<7> : vector<2xi16>
  %0 = vector.shuffle %a, %b [4, 0, 3, 1] : vector<2xi16>, vector<3xi16>
  %1 = vector.shuffle %s, %a [1, 0, 2] : vector<2xi16>, vector<2xi16>
  %p = vector.splat %x : vector<3xf32>
  %2 = vector.shuffle %p, %p [5, 0, 1, 4, 2] : vector<3xf32>, vector<3xf32>
  return %0, %1, %2 : vector<4xi16>, vector<3xi16>, vector<5xf32>
}

// -----

// CHECK-LABEL: func.func @gather_scatter_all_false
// CHECK-NOT: vector.gather
// CHECK-NOT: vector.scatter
// CHECK: return %arg2, %arg2
func.func @gather_scatter_all_false(%m: memref<32xf32>, %idx: vector<4xindex>, %pt: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %none = vector.constant_mask [0] : vector<4xi1>
  %zero = arith.constant dense<false> : vector<4xi1>
  %0 = vector.gather %m[%c0][%idx], %none, %pt : memref<32xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.gather %m[%c0][%idx], %zero, %pt : memref<32xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%idx], %none, %pt : memref<32xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%c0][%idx], %zero, %pt : memref<32xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

// A mask that may have set lanes keeps the gather and the scatter.
// CHECK-LABEL: func.func @gather_scatter_some
// CHECK: vector.gather
// CHECK: vector.scatter
func.func @gather_scatter_some(%m: memref<32xf32>, %idx: vector<4xindex>, %pt: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %some = vector.constant_mask [2] : vector<4xi1>
  %0 = vector.gather %m[%c0][%idx], %some, %pt : memref<32xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%c0][%idx], %some, %0 : memref<32xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}

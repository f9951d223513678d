// PIPELINE: --canonicalize --split-input-file
// tensor.extract_slice and tensor.insert_slice folds and patterns of
// --canonicalize.

// CHECK-LABEL: func.func @extract_slice_constant_arguments
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[0, 1] [4, %arg1] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]] : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @extract_slice_constant_arguments(%a: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %a[%c0, %c1] [%c4, %n] [%c1, %c1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// Negative offsets and sizes stay dynamic; any stride becomes static.
// CHECK-LABEL: func.func @extract_slice_negative_constants
// CHECK: tensor.extract_slice %arg0[%{{.*}}, 0] [2, %{{.*}}] [0, -2] : tensor<?x?xf32> to tensor<2x?xf32>
func.func @extract_slice_negative_constants(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %cm = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant -2 : index
  %s = tensor.extract_slice %a[%cm, 0] [%c2, %cm] [%c0, %n] : tensor<?x?xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// The first unit dimensions are the dropped ones.
// CHECK-LABEL: func.func @extract_slice_rank_reducing_constants
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[%arg1, 2, 0] [1, 4, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x1xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]] : tensor<4x1xf32> to tensor<?x?xf32>
func.func @extract_slice_rank_reducing_constants(%d: tensor<8x16x4xf32>, %i: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.extract_slice %d[%i, 2, 0] [1, %c4, %c1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<?x?xf32>
  return %e : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @extract_slice_of_cast
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %arg0[0, 0] [%arg1, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %[[S]]
func.func @extract_slice_of_cast(%a: tensor<8x16xf32>, %n: index) -> tensor<?x4xf32> {
  %c = tensor.cast %a : tensor<8x16xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[0, 0] [%n, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  return %s : tensor<?x4xf32>
}

// -----

// A slice of a slice stays two slices under --canonicalize.
// CHECK-LABEL: func.func @extract_slice_of_extract_slice
// CHECK: tensor.extract_slice %arg0[1, 2] [4, 8] [1, 1]
// CHECK: tensor.extract_slice %{{.*}}[1, 1] [2, 4] [1, 1]
func.func @extract_slice_of_extract_slice(%a: tensor<8x16xf32>) -> tensor<2x4xf32> {
  %c = tensor.extract_slice %a[1, 2] [4, 8] [1, 1] : tensor<8x16xf32> to tensor<4x8xf32>
  %s = tensor.extract_slice %c[1, 1] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @extract_slice_folds
// CHECK-DAG: %[[SPLAT:.*]] = arith.constant dense<3> : tensor<2xi32>
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[CST]][1] [2] [1]
// CHECK-NEXT: return %arg0, %arg1, %[[SPLAT]], %[[S]]
func.func @extract_slice_folds(%d: tensor<8x16xf32>, %s: tensor<2x4xf32>, %i: index) -> (tensor<8x16xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>) {
  %c2 = arith.constant 2 : index
  %full = tensor.extract_slice %d[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  %r = tensor.insert_slice %s into %d[%i, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %back = tensor.extract_slice %r[%i, %c2] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  %splat = arith.constant dense<3> : tensor<4xi32>
  %a = tensor.extract_slice %splat[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %b = tensor.extract_slice %cst[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %full, %back, %a, %b : tensor<8x16xf32>, tensor<2x4xf32>, tensor<2xi32>, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_constant_arguments
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg0 : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT: %[[I:.*]] = tensor.insert_slice %[[C]] into %arg1[0, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %[[I]]
func.func @insert_slice_constant_arguments(%s: tensor<?x?xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %s into %d[%c0, %c2] [%c2, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// A zero stride stays dynamic in an insert.
// CHECK-LABEL: func.func @insert_slice_zero_stride
// CHECK: tensor.insert_slice %{{.*}} into %arg1[%{{.*}}, 0] [2, %{{.*}}] [%{{.*}}, -2] : tensor<2x?xf32> into tensor<?x?xf32>
func.func @insert_slice_zero_stride(%a: tensor<?x?xf32>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %cm = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant -2 : index
  %i = tensor.insert_slice %a into %d[%cm, 0] [%c2, %cm] [%c0, %n] : tensor<?x?xf32> into tensor<?x?xf32>
  return %i : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_of_casts
// CHECK-NEXT: %[[I:.*]] = tensor.insert_slice %arg0 into %arg1[0, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[I]] : tensor<8x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[J:.*]] = tensor.insert_slice %arg2 into %arg1[%arg3, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %[[C]], %[[J]]
func.func @insert_slice_of_casts(%s: tensor<2x4xf32>, %d: tensor<8x16xf32>, %t: tensor<4xf32>, %i: index, %m: index, %n: index) -> (tensor<?x?xf32>, tensor<8x16xf32>) {
  %c = tensor.cast %s : tensor<2x4xf32> to tensor<?x?xf32>
  %dc = tensor.cast %d : tensor<8x16xf32> to tensor<?x?xf32>
  %r = tensor.insert_slice %c into %dc[0, 2] [%m, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %tc = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %q = tensor.insert_slice %tc into %d[%i, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
  return %r, %q : tensor<?x?xf32>, tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_source_cast
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg0 : tensor<?x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: tensor.insert_slice %[[C]] into %arg1[0, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
func.func @insert_slice_source_cast(%s: tensor<?x4xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %c2 = arith.constant 2 : index
  %r = tensor.insert_slice %s into %d[0, 2] [%c2, 4] [1, 1] : tensor<?x4xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slice_folds
// CHECK-NEXT: %[[I:.*]] = tensor.insert_slice %arg1 into %arg0[0, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %arg0, %arg2, %[[I]], %arg2
func.func @insert_slice_folds(%a: tensor<8x16xf32>, %t: tensor<2x4xf32>, %d: tensor<8x16xf32>, %z: tensor<?x2xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %same = tensor.insert_slice %a into %d[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x16xf32>
  %e = tensor.extract_slice %d[0, 2] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  %back = tensor.insert_slice %e into %d[0, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %r = tensor.insert_slice %t into %a[0, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %over = tensor.insert_slice %t into %r[0, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %empty = tensor.insert_slice %z into %d[0, 0] [%c0, 2] [1, 1] : tensor<?x2xf32> into tensor<8x16xf32>
  return %same, %back, %over, %empty : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}

// PIPELINE: --canonicalize --split-input-file
// vector.extract_strided_slice and vector.insert_strided_slice: whole-vector
// slices fold away; slices of constants, splats, broadcasts and constant
// masks become constants, splats, broadcasts and masks; a slice read back
// from inserts is the inserted value; writing back what was read is a no-op.

// CHECK-LABEL: func.func @whole_slices
// CHECK-NEXT: return %arg0, %arg1
func.func @whole_slices(%a: vector<3x5xi32>, %b: vector<3x5xi32>) -> (vector<3x5xi32>, vector<3x5xi32>) {
  %0 = vector.extract_strided_slice %a {offsets = [0, 0], sizes = [3, 5], strides = [1, 1]} : vector<3x5xi32> to vector<3x5xi32>
  %1 = vector.insert_strided_slice %b, %a {offsets = [0, 0], strides = [1, 1]} : vector<3x5xi32> into vector<3x5xi32>
  return %0, %1 : vector<3x5xi32>, vector<3x5xi32>
}

// -----

// CHECK-LABEL: func.func @slice_of_constants
// CHECK-DAG: arith.constant dense<[20, 30, 40]> : vector<3xi16>
// CHECK-DAG: arith.constant dense<{{\[}}[6], [9]]> : vector<2x1xi8>
// CHECK-DAG: arith.constant dense<{{\[}}[4, 5, 6]]> : vector<1x3xi8>
// CHECK-DAG: arith.constant dense<2.500000e+00> : vector<2xf32>
// CHECK-NOT: vector.extract_strided_slice
func.func @slice_of_constants() -> (vector<3xi16>, vector<2x1xi8>, vector<1x3xi8>, vector<2xf32>) {
  %c = arith.constant dense<[10, 20, 30, 40, 50]> : vector<5xi16>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi8>
  %s = arith.constant dense<2.5> : vector<6xf32>
  %0 = vector.extract_strided_slice %c {offsets = [1], sizes = [3], strides = [1]} : vector<5xi16> to vector<3xi16>
  %1 = vector.extract_strided_slice %m {offsets = [1, 2], sizes = [2, 1], strides = [1, 1]} : vector<3x3xi8> to vector<2x1xi8>
  %2 = vector.extract_strided_slice %m {offsets = [1], sizes = [1], strides = [1]} : vector<3x3xi8> to vector<1x3xi8>
  %3 = vector.extract_strided_slice %s {offsets = [4], sizes = [2], strides = [1]} : vector<6xf32> to vector<2xf32>
  return %0, %1, %2, %3 : vector<3xi16>, vector<2x1xi8>, vector<1x3xi8>, vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_splat_and_broadcasts
// CHECK-DAG: vector.splat %arg0 : vector<2x3xf64>
// CHECK-DAG: vector.broadcast %arg0 : f64 to vector<1x2xf64>
// CHECK-DAG: vector.broadcast %arg1 : vector<6xf64> to vector<3x6xf64>
// CHECK-DAG: %[[S:.*]] = vector.extract_strided_slice %arg1 {offsets = [1], sizes = [4], strides = [1]} : vector<6xf64> to vector<4xf64>
// CHECK-DAG: vector.broadcast %[[S]] : vector<4xf64> to vector<2x4xf64>
func.func @slice_of_splat_and_broadcasts(%x: f64, %v: vector<6xf64>)
    -> (vector<2x3xf64>, vector<1x2xf64>, vector<3x6xf64>, vector<2x4xf64>) {
  %sp = vector.splat %x : vector<4x4xf64>
  %bs = vector.broadcast %x : f64 to vector<4x4xf64>
  %bv = vector.broadcast %v : vector<6xf64> to vector<5x6xf64>
  %0 = vector.extract_strided_slice %sp {offsets = [2, 1], sizes = [2, 3], strides = [1, 1]} : vector<4x4xf64> to vector<2x3xf64>
  %1 = vector.extract_strided_slice %bs {offsets = [3, 2], sizes = [1, 2], strides = [1, 1]} : vector<4x4xf64> to vector<1x2xf64>
  %2 = vector.extract_strided_slice %bv {offsets = [1], sizes = [3], strides = [1]} : vector<5x6xf64> to vector<3x6xf64>
  %3 = vector.extract_strided_slice %bv {offsets = [0, 1], sizes = [2, 4], strides = [1, 1]} : vector<5x6xf64> to vector<2x4xf64>
  return %0, %1, %2, %3 : vector<2x3xf64>, vector<1x2xf64>, vector<3x6xf64>, vector<2x4xf64>
}

// -----

// CHECK-LABEL: func.func @slice_of_constant_masks
// CHECK-DAG: vector.constant_mask [1, 2] : vector<2x3xi1>
// CHECK-DAG: vector.constant_mask [0, 0] : vector<2x2xi1>
// CHECK-NOT: vector.extract_strided_slice
func.func @slice_of_constant_masks() -> (vector<2x3xi1>, vector<2x2xi1>) {
  %m = vector.constant_mask [2, 4] : vector<4x6xi1>
  %0 = vector.extract_strided_slice %m {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x6xi1> to vector<2x3xi1>
  %1 = vector.extract_strided_slice %m {offsets = [2, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x6xi1> to vector<2x2xi1>
  return %0, %1 : vector<2x3xi1>, vector<2x2xi1>
}

// -----

// Reading back through a chain of inserts: the exact slice is the inserted
// value (past an insert it misses), a slice inside it reads the inserted
// value; missing every insert, or an insert of another rank, stays.
// CHECK-LABEL: func.func @slice_of_inserts
// CHECK-DAG: %[[IN:.*]] = vector.extract_strided_slice %arg0 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xi32> to vector<1x2xi32>
// CHECK-DAG: vector.extract_strided_slice %{{.*}} {offsets = [6, 0], sizes = [2, 2], strides = [1, 1]}
// CHECK-DAG: vector.extract_strided_slice %{{.*}} {offsets = [0, 2], sizes = [1, 4], strides = [1, 1]}
// CHECK: return %arg0, %[[IN]]
func.func @slice_of_inserts(%v: vector<2x4xi32>, %w: vector<2x2xi32>, %r: vector<4xi32>, %d: vector<8x8xi32>)
    -> (vector<2x4xi32>, vector<1x2xi32>, vector<2x2xi32>, vector<1x4xi32>) {
  %0 = vector.insert_strided_slice %v, %d {offsets = [2, 2], strides = [1, 1]} : vector<2x4xi32> into vector<8x8xi32>
  %1 = vector.insert_strided_slice %w, %0 {offsets = [0, 0], strides = [1, 1]} : vector<2x2xi32> into vector<8x8xi32>
  %2 = vector.extract_strided_slice %1 {offsets = [2, 2], sizes = [2, 4], strides = [1, 1]} : vector<8x8xi32> to vector<2x4xi32>
  %3 = vector.extract_strided_slice %1 {offsets = [3, 3], sizes = [1, 2], strides = [1, 1]} : vector<8x8xi32> to vector<1x2xi32>
  %4 = vector.extract_strided_slice %1 {offsets = [6, 0], sizes = [2, 2], strides = [1, 1]} : vector<8x8xi32> to vector<2x2xi32>
  %5 = vector.insert_strided_slice %r, %d {offsets = [0, 2], strides = [1]} : vector<4xi32> into vector<8x8xi32>
  %6 = vector.extract_strided_slice %5 {offsets = [0, 2], sizes = [1, 4], strides = [1, 1]} : vector<8x8xi32> to vector<1x4xi32>
  return %2, %3, %4, %6 : vector<2x4xi32>, vector<1x2xi32>, vector<2x2xi32>, vector<1x4xi32>
}

// -----

// CHECK-LABEL: func.func @insert_back_and_splats
// CHECK-NEXT: %[[D:.*]] = vector.splat %arg1 : vector<8xf32>
// CHECK-NEXT: return %arg0, %[[D]]
func.func @insert_back_and_splats(%d: vector<4x8xf32>, %x: f32) -> (vector<4x8xf32>, vector<8xf32>) {
  %0 = vector.extract_strided_slice %d {offsets = [1, 3], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %1 = vector.insert_strided_slice %0, %d {offsets = [1, 3], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %a = vector.splat %x : vector<3xf32>
  %b = vector.splat %x : vector<8xf32>
  %2 = vector.insert_strided_slice %a, %b {offsets = [4], strides = [1]} : vector<3xf32> into vector<8xf32>
  return %1, %2 : vector<4x8xf32>, vector<8xf32>
}

// -----

// The slice goes back elsewhere: it stays.
// CHECK-LABEL: func.func @insert_back_elsewhere
// CHECK: vector.insert_strided_slice
func.func @insert_back_elsewhere(%d: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.extract_strided_slice %d {offsets = [1, 3], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %1 = vector.insert_strided_slice %0, %d {offsets = [2, 3], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  return %1 : vector<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @insert_constants
// CHECK-DAG: arith.constant dense<[1, 7, 8, 4]> : vector<4xi32>
// CHECK-DAG: arith.constant dense<{{\[}}[1, 2, 3], [5, 5, 6], [7, 8, 9]]> : vector<3x3xi64>
// CHECK-NOT: vector.insert_strided_slice
func.func @insert_constants() -> (vector<4xi32>, vector<3x3xi64>) {
  %a = arith.constant dense<[7, 8]> : vector<2xi32>
  %b = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %0 = vector.insert_strided_slice %a, %b {offsets = [1], strides = [1]} : vector<2xi32> into vector<4xi32>
  %c = arith.constant dense<5> : vector<2xi64>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : vector<3x3xi64>
  %1 = vector.insert_strided_slice %c, %m {offsets = [1, 0], strides = [1]} : vector<2xi64> into vector<3x3xi64>
  return %0, %1 : vector<4xi32>, vector<3x3xi64>
}

// -----

// Extracts of a slice read its source at the shifted position when the
// dimensions past the position are taken whole; extracts of an insert,
// inside the inserted part, read the inserted value.
// CHECK-LABEL: func.func @extract_of_slices
// CHECK-DAG: %[[A:.*]] = vector.extract %arg0[3, 5] : i8 from vector<8x8xi8>
// CHECK-DAG: %[[B:.*]] = vector.extract %arg0[4] : vector<8xi8> from vector<8x8xi8>
// CHECK-DAG: %[[C:.*]] = vector.extract %arg1[1, 2] : i8 from vector<2x4xi8>
// CHECK-DAG: %[[D:.*]] = vector.extract %arg2[0] : vector<8xi8> from vector<2x8xi8>
// CHECK-DAG: %[[E:.*]] = vector.extract %{{.*}}[1] : vector<4xi8> from vector<4x4xi8>
// CHECK-DAG: %[[F:.*]] = vector.extract %{{.*}}[6, 1] : i8 from vector<8x8xi8>
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]]
func.func @extract_of_slices(%v: vector<8x8xi8>, %s: vector<2x4xi8>, %r: vector<2x8xi8>)
    -> (i8, vector<8xi8>, i8, vector<8xi8>, vector<4xi8>, i8) {
  %e = vector.extract_strided_slice %v {offsets = [2, 3], sizes = [4, 4], strides = [1, 1]} : vector<8x8xi8> to vector<4x4xi8>
  %0 = vector.extract %e[1, 2] : i8 from vector<4x4xi8>
  %rows = vector.extract_strided_slice %v {offsets = [3], sizes = [4], strides = [1]} : vector<8x8xi8> to vector<4x8xi8>
  %1 = vector.extract %rows[1] : vector<8xi8> from vector<4x8xi8>
  %i = vector.insert_strided_slice %s, %v {offsets = [4, 1], strides = [1, 1]} : vector<2x4xi8> into vector<8x8xi8>
  %2 = vector.extract %i[5, 3] : i8 from vector<8x8xi8>
  %j = vector.insert_strided_slice %r, %v {offsets = [5, 0], strides = [1, 1]} : vector<2x8xi8> into vector<8x8xi8>
  %3 = vector.extract %j[5] : vector<8xi8> from vector<8x8xi8>
  %4 = vector.extract %e[1] : vector<4xi8> from vector<4x4xi8>
  %5 = vector.extract %i[6, 1] : i8 from vector<8x8xi8>
  return %0, %1, %2, %3, %4, %5 : i8, vector<8xi8>, i8, vector<8xi8>, vector<4xi8>, i8
}

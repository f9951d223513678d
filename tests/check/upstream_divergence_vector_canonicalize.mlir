// PIPELINE: --canonicalize --split-input-file
// Where mlir-opt-19 --canonicalize breaks vector IR, Strata keeps it valid
// (this file is not run differentially).
//
// A strided slice of a broadcast that stretches a unit dimension: upstream
// slices the broadcast source with the slice's offsets and sizes in that
// dimension too, building an extract_strided_slice of a vector<1x8xf32> at
// row offset 1 that fails verification. Strata takes the stretched
// dimension whole (offset 0, size 1) and broadcasts the slice.

// CHECK-LABEL: func.func @slice_of_stretched_broadcast
// CHECK-NEXT: %[[S:.*]] = vector.extract_strided_slice %arg0 {offsets = [0, 2], sizes = [1, 4], strides = [1, 1]} : vector<1x8xf32> to vector<1x4xf32>
// CHECK-NEXT: %[[B:.*]] = vector.broadcast %[[S]] : vector<1x4xf32> to vector<2x4xf32>
// CHECK-NEXT: return %[[B]]
func.func @slice_of_stretched_broadcast(%v: vector<1x8xf32>) -> vector<2x4xf32> {
  %b = vector.broadcast %v : vector<1x8xf32> to vector<4x8xf32>
  %0 = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// A stretched unit dimension in the middle, with a non-unit one after it.
// CHECK-LABEL: func.func @slice_of_stretched_middle
// CHECK-NEXT: %[[S:.*]] = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [1, 2], strides = [1, 1]} : vector<1x4xi8> to vector<1x2xi8>
// CHECK-NEXT: %[[B:.*]] = vector.broadcast %[[S]] : vector<1x2xi8> to vector<2x3x2xi8>
// CHECK-NEXT: return %[[B]]
func.func @slice_of_stretched_middle(%v: vector<1x4xi8>) -> vector<2x3x2xi8> {
  %b = vector.broadcast %v : vector<1x4xi8> to vector<5x6x4xi8>
  %0 = vector.extract_strided_slice %b {offsets = [1, 2, 1], sizes = [2, 3, 2], strides = [1, 1, 1]} : vector<5x6x4xi8> to vector<2x3x2xi8>
  return %0 : vector<2x3x2xi8>
}

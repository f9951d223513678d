// PIPELINE: --canonicalize --split-input-file
// vector.extract of a vector.shape_cast reads the cast's source at the same
// linear position when the extracted vector keeps the source's trailing
// dimensions; a 1-D vector.multi_reduction over no dimension is its source.

// CHECK-LABEL: func.func @extract_row_of_flattened
// CHECK-NEXT: %[[E:.*]] = vector.extract %arg0[1, 0] : vector<3xf32> from vector<4x2x3xf32>
// CHECK-NEXT: return %[[E]]
func.func @extract_row_of_flattened(%v: vector<4x2x3xf32>) -> vector<3xf32> {
  %0 = vector.shape_cast %v : vector<4x2x3xf32> to vector<8x3xf32>
  %1 = vector.extract %0[2] : vector<3xf32> from vector<8x3xf32>
  return %1 : vector<3xf32>
}

// -----

// CHECK-LABEL: func.func @extract_element_of_flattened
// CHECK-NEXT: %[[E:.*]] = vector.extract %arg0[2, 1] : i32 from vector<3x5xi32>
func.func @extract_element_of_flattened(%v: vector<3x5xi32>) -> i32 {
  %0 = vector.shape_cast %v : vector<3x5xi32> to vector<15xi32>
  %1 = vector.extract %0[11] : i32 from vector<15xi32>
  return %1 : i32
}

// -----

// The trailing dimensions differ: no fold.
// CHECK-LABEL: func.func @trailing_dims_differ
// CHECK: vector.shape_cast
// CHECK: vector.extract %{{.*}}[1] : vector<4xf32> from vector<2x4xf32>
func.func @trailing_dims_differ(%v: vector<4x2xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %v : vector<4x2xf32> to vector<2x4xf32>
  %1 = vector.extract %0[1] : vector<4xf32> from vector<2x4xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @multi_reduction_over_nothing
// CHECK-NEXT: return %arg0 : vector<4xf32>
func.func @multi_reduction_over_nothing(%v: vector<4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}

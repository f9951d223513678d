// PIPELINE: --canonicalize
// Shuffles whose mask interleaves two operands of one type become
// vector.interleave (0-D and 1-D operands, fixed 1-D results); a 0-D
// shuffle picking one operand is a broadcast of it.

// CHECK-LABEL: func.func @interleave_0d
// CHECK-NEXT: %0 = vector.interleave %arg0, %arg1 : vector<f32> -> vector<2xf32>
func.func @interleave_0d(%a: vector<f32>, %b: vector<f32>) -> vector<2xf32> {
  %r = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  return %r : vector<2xf32>
}

// CHECK-LABEL: func.func @interleave_1d
// CHECK-NEXT: %0 = vector.interleave %arg0, %arg1 : vector<3xi8> -> vector<6xi8>
func.func @interleave_1d(%a: vector<3xi8>, %b: vector<3xi8>) -> vector<6xi8> {
  %r = vector.shuffle %a, %b [0, 3, 1, 4, 2, 5] : vector<3xi8>, vector<3xi8>
  return %r : vector<6xi8>
}

// CHECK-LABEL: func.func @pick_0d
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<f32> to vector<1xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : vector<f32> to vector<1xf32>
func.func @pick_0d(%a: vector<f32>, %b: vector<f32>) -> (vector<1xf32>, vector<1xf32>) {
  %r = vector.shuffle %a, %b [1] : vector<f32>, vector<f32>
  %q = vector.shuffle %a, %b [0] : vector<f32>, vector<f32>
  return %r, %q : vector<1xf32>, vector<1xf32>
}

// Not an interleaving mask, n-D operands, operands of different sizes: kept.
// CHECK-LABEL: func.func @kept
// CHECK-NEXT: vector.shuffle %arg0, %arg1 [0, 2, 3, 1]
// CHECK-NEXT: vector.shuffle %arg2, %arg3 [0, 2, 1, 3]
// CHECK-NEXT: vector.shuffle %arg0, %arg4 [0, 2, 1, 3]
func.func @kept(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2x2xf32>, %d: vector<2x2xf32>, %e: vector<3xf32>) -> (vector<4xf32>, vector<4x2xf32>, vector<4xf32>) {
  %r = vector.shuffle %a, %b [0, 2, 3, 1] : vector<2xf32>, vector<2xf32>
  %s = vector.shuffle %c, %d [0, 2, 1, 3] : vector<2x2xf32>, vector<2x2xf32>
  %t = vector.shuffle %a, %e [0, 2, 1, 3] : vector<2xf32>, vector<3xf32>
  return %r, %s, %t : vector<4xf32>, vector<4x2xf32>, vector<4xf32>
}

// PIPELINE: --expand-strided-metadata --split-input-file
// expand-strided-metadata: subviews, expand_shape and collapse_shape become
// extract_strided_metadata of their source + affine.apply/affine.min for
// the offset, sizes and strides + reinterpret_cast of the base buffer.

// CHECK-LABEL: func.func @subview_static(
// CHECK-SAME: %arg0: memref<64x32xf32>) -> memref<4x8xf32, strided<[32, 1], offset: 136>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<64x32xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [136], sizes: [4, 8], strides: [32, 1] : memref<f32> to memref<4x8xf32, strided<[32, 1], offset: 136>>
// CHECK-NEXT: return %reinterpret_cast : memref<4x8xf32, strided<[32, 1], offset: 136>>
// CHECK-NEXT: }
func.func @subview_static(%arg0: memref<64x32xf32>) -> memref<4x8xf32, strided<[32, 1], offset: 136>> {
  %0 = memref.subview %arg0[4, 8][4, 8][1, 1] : memref<64x32xf32> to memref<4x8xf32, strided<[32, 1], offset: 136>>
  return %0 : memref<4x8xf32, strided<[32, 1], offset: 136>>
}
// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK: #map1 = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-LABEL: func.func @subview_dyn(
// CHECK-SAME: %arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg5, %strides#0]
// CHECK-NEXT: %1 = affine.apply #map()[%arg6, %strides#1]
// CHECK-NEXT: %2 = affine.apply #map1()[%offset, %arg1, %strides#0, %arg2, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [%arg3, %arg4], strides: [%0, %1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @subview_dyn(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o0: index, %o1: index, %s0: index, %s1: index, %t0: index, %t1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.subview %arg0[%o0, %o1][%s0, %s1][%t0, %t1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 3)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @subview_mixed(
// CHECK-SAME: %arg0: memref<8x?xf32>, %arg1: index, %arg2: index) -> memref<2x?xf32, strided<[?, 2], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%strides#0, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [2, %arg2], strides: [%0, 2] : memref<f32> to memref<2x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: }
func.func @subview_mixed(%arg0: memref<8x?xf32>, %o: index, %s: index) -> memref<2x?xf32, strided<[?, 2], offset: ?>> {
  %0 = memref.subview %arg0[1, %o][2, %s][3, 2] : memref<8x?xf32> to memref<2x?xf32, strided<[?, 2], offset: ?>>
  return %0 : memref<2x?xf32, strided<[?, 2], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 64 + 2)>
// CHECK-LABEL: func.func @subview_rank_reducing(
// CHECK-SAME: %arg0: memref<8x16x4xf32>, %arg1: index) -> memref<16xf32, strided<[4], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [16], strides: [4] : memref<f32> to memref<16xf32, strided<[4], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<16xf32, strided<[4], offset: ?>>
// CHECK-NEXT: }
func.func @subview_rank_reducing(%arg0: memref<8x16x4xf32>, %o: index) -> memref<16xf32, strided<[4], offset: ?>> {
  %0 = memref.subview %arg0[%o, 0, 2][1, 16, 1][1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  return %0 : memref<16xf32, strided<[4], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 16 + 4)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 16)>
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %arg0: memref<8x16xf32>, %arg1: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%0, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [2, 2], strides: [16, 1] : memref<f32> to memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x2xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: }
func.func @chain(%arg0: memref<8x16xf32>, %o: index) -> memref<2x2xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %arg0[%o, 4][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %0[1, %o][2, 2][1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<2x2xf32, strided<[16, 1], offset: ?>>
  return %1 : memref<2x2xf32, strided<[16, 1], offset: ?>>
}
// -----

// CHECK-LABEL: func.func @expand_static(
// CHECK-SAME: %arg0: memref<8x32xf32>) -> memref<8x4x8xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x32xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [8, 4, 8], strides: [32, 8, 1] : memref<f32> to memref<8x4x8xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<8x4x8xf32>
// CHECK-NEXT: }
func.func @expand_static(%arg0: memref<8x32xf32>) -> memref<8x4x8xf32> {
  %0 = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [8, 4, 8] : memref<8x32xf32> into memref<8x4x8xf32>
  return %0 : memref<8x4x8xf32>
}
// -----

// CHECK-LABEL: func.func @expand_dyn(
// CHECK-SAME: %arg0: memref<?x32xf32>, %arg1: index) -> memref<?x4x8xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x32xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%sizes#0, 4, 8], strides: [32, 8, 1] : memref<f32> to memref<?x4x8xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x8xf32>
// CHECK-NEXT: }
func.func @expand_dyn(%arg0: memref<?x32xf32>, %sz: index) -> memref<?x4x8xf32> {
  %0 = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [%sz, 4, 8] : memref<?x32xf32> into memref<?x4x8xf32>
  return %0 : memref<?x4x8xf32>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 3)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 * 3)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 floordiv 5)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 * 5)>
// CHECK-LABEL: func.func @expand_dyn_group(
// CHECK-SAME: %arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x3x?x5xf32, strided<[?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%strides#0]
// CHECK-NEXT: %2 = affine.apply #map2()[%sizes#1]
// CHECK-NEXT: %3 = affine.apply #map3()[%strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 3, %2, 5], strides: [%1, %strides#0, %3, %strides#1] : memref<f32> to memref<?x3x?x5xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x3x?x5xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @expand_dyn_group(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %a: index, %b: index) -> memref<?x3x?x5xf32, strided<[?, ?, ?, ?], offset: ?>> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [%a, 3, %b, 5] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x3x?x5xf32, strided<[?, ?, ?, ?], offset: ?>>
  return %0 : memref<?x3x?x5xf32, strided<[?, ?, ?, ?], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 10)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 floordiv 2)>
// CHECK-LABEL: func.func @expand_mid(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: index) -> memref<2x?x5xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [2, %0, 5], strides: [%1, 5, 1] : memref<f32> to memref<2x?x5xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<2x?x5xf32>
// CHECK-NEXT: }
func.func @expand_mid(%arg0: memref<?xf32>, %b: index) -> memref<2x?x5xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1, 2]] output_shape [2, %b, 5] : memref<?xf32> into memref<2x?x5xf32>
  return %0 : memref<2x?x5xf32>
}
// -----

// CHECK-LABEL: func.func @expand_0d(
// CHECK-SAME: %arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT: }
func.func @expand_0d(%arg0: memref<f32>) -> memref<1x1xf32> {
  %0 = memref.expand_shape %arg0 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %0 : memref<1x1xf32>
}
// -----

// CHECK-LABEL: func.func @collapse_static(
// CHECK-SAME: %arg0: memref<8x4x8xf32>) -> memref<8x32xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x4x8xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [8, 32], strides: [32, 1] : memref<f32> to memref<8x32xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<8x32xf32>
// CHECK-NEXT: }
func.func @collapse_static(%arg0: memref<8x4x8xf32>) -> memref<8x32xf32> {
  %0 = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<8x4x8xf32> into memref<8x32xf32>
  return %0 : memref<8x32xf32>
}
// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-LABEL: func.func @collapse_dyn(
// CHECK-SAME: %arg0: memref<?x?x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0, %sizes#1]
// CHECK-NEXT: %1 = affine.min #map1()[%strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, %sizes#2], strides: [%1, 1] : memref<f32> to memref<?x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32>
// CHECK-NEXT: }
func.func @collapse_dyn(%arg0: memref<?x?x?xf32>) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %0 : memref<?x?xf32>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 4)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-LABEL: func.func @collapse_strided(
// CHECK-SAME: %arg0: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %1 = affine.min #map1()[%strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, %sizes#2], strides: [%1, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_strided(%arg0: memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
// -----

// CHECK-LABEL: func.func @collapse_ones(
// CHECK-SAME: %arg0: memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1, %sizes#2], strides: [%strides#0, 1] : memref<f32> to memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<1x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_ones(%arg0: memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<1x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<1x1x?xf32, strided<[?, ?, 1], offset: ?>> into memref<1x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<1x?xf32, strided<[?, 1], offset: ?>>
}
// -----

// CHECK-LABEL: func.func @collapse_0d(
// CHECK-SAME: %arg0: memref<1x1xf32>) -> memref<f32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer : memref<f32>
// CHECK-NEXT: }
func.func @collapse_0d(%arg0: memref<1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
  return %0 : memref<f32>
}
// -----

// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: return %transpose : memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: }
func.func @transpose(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.transpose %arg0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %0 : memref<?x?xf32, strided<[1, ?]>>
}
// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s0 * s1)>
// CHECK-LABEL: func.func @in_loop(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg2, %strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4, %arg1], strides: [%strides#0, 2] : memref<f32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %1 = memref.load %reinterpret_cast[%c1, %c0] : memref<4x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: memref.store %1, %reinterpret_cast[%c0, %c1] : memref<4x?xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_loop(%arg0: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = memref.subview %arg0[%i, %i][4, %n][1, 2] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 2], offset: ?>>
    %v = memref.load %0[%c1, %c0] : memref<4x?xf32, strided<[?, 2], offset: ?>>
    memref.store %v, %0[%c0, %c1] : memref<4x?xf32, strided<[?, 2], offset: ?>>
  }
  return
}
// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @expand_of_subview(
// CHECK-SAME: %arg0: memref<16x?xf32>, %arg1: index) -> memref<2x4x?xf32, strided<[?, ?, 1], offset: ?>> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<16x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [2, 4, %dim], strides: [%1, %strides#0, 1] : memref<f32> to memref<2x4x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x4x?xf32, strided<[?, ?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @expand_of_subview(%arg0: memref<16x?xf32>, %o: index) -> memref<2x4x?xf32, strided<[?, ?, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %d = memref.dim %arg0, %c1 : memref<16x?xf32>
  %0 = memref.subview %arg0[%o, 0][8, %d][1, 1] : memref<16x?xf32> to memref<8x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, %d] : memref<8x?xf32, strided<[?, 1], offset: ?>> into memref<2x4x?xf32, strided<[?, ?, 1], offset: ?>>
  return %1 : memref<2x4x?xf32, strided<[?, ?, 1], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 64)>
// CHECK-LABEL: func.func @collapse_of_subview(
// CHECK-SAME: %arg0: memref<8x16x4xf32>, %arg1: index) -> memref<32xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [32], strides: [1] : memref<f32> to memref<32xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<32xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_of_subview(%arg0: memref<8x16x4xf32>, %o: index) -> memref<32xf32, strided<[1], offset: ?>> {
  %0 = memref.subview %arg0[%o, 0, 0][1, 8, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x4xf32, strided<[4, 1], offset: ?>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<8x4xf32, strided<[4, 1], offset: ?>> into memref<32xf32, strided<[1], offset: ?>>
  return %1 : memref<32xf32, strided<[1], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * s2 + s3)>
// CHECK-LABEL: func.func @subview_strided_src(
// CHECK-SAME: %arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: index) -> memref<3x3xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%offset, %arg1, %strides#0, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [3, 3], strides: [%strides#0, 1] : memref<f32> to memref<3x3xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<3x3xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
func.func @subview_strided_src(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %a: index, %b: index) -> memref<3x3xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %arg0[%a, %b][3, 3][1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<3x3xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<3x3xf32, strided<[?, 1], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 5)>
// CHECK-LABEL: func.func @subview_0d(
// CHECK-SAME: %arg0: memref<4x4xf32>, %arg1: index) -> memref<f32, strided<[], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: }
func.func @subview_0d(%arg0: memref<4x4xf32>, %a: index) -> memref<f32, strided<[], offset: ?>> {
  %0 = memref.subview %arg0[%a, %a][1, 1][1, 1] : memref<4x4xf32> to memref<f32, strided<[], offset: ?>>
  return %0 : memref<f32, strided<[], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 16 + 4)>
// CHECK-LABEL: func.func @subview_of_alloc_load(
// CHECK-SAME: %arg0: index, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x16xf32>
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [%0], sizes: [2, 4], strides: [16, 1] : memref<?x16xf32> to memref<2x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %reinterpret_cast[%c0, %c0] : memref<2x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @subview_of_alloc_load(%a: index, %i: index) -> f32 {
  %0 = memref.alloc(%a) : memref<?x16xf32>
  %1 = memref.subview %0[%i, 4][2, 4][1, 1] : memref<?x16xf32> to memref<2x4xf32, strided<[16, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %v = memref.load %1[%c0, %c0] : memref<2x4xf32, strided<[16, 1], offset: ?>>
  return %v : f32
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK: #map2 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-LABEL: func.func @collapse_dyn_stride(
// CHECK-SAME: %arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.min #map()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes#1, %sizes#2]
// CHECK-NEXT: %2 = affine.min #map2()[%strides#1, %strides#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#0, %1], strides: [%0, %2] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_dyn_stride(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// -----

// CHECK-LABEL: func.func @expand_strided(
// CHECK-SAME: %arg0: memref<?x24xf32, strided<[?, 2], offset: ?>>, %arg1: index) -> memref<?x2x3x4xf32, strided<[?, 24, 8, 2], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x24xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%sizes#0, 2, 3, 4], strides: [%strides#0, 24, 8, 2] : memref<f32> to memref<?x2x3x4xf32, strided<[?, 24, 8, 2], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x2x3x4xf32, strided<[?, 24, 8, 2], offset: ?>>
// CHECK-NEXT: }
func.func @expand_strided(%arg0: memref<?x24xf32, strided<[?, 2], offset: ?>>, %s: index) -> memref<?x2x3x4xf32, strided<[?, 24, 8, 2], offset: ?>> {
  %0 = memref.expand_shape %arg0 [[0], [1, 2, 3]] output_shape [%s, 2, 3, 4] : memref<?x24xf32, strided<[?, 2], offset: ?>> into memref<?x2x3x4xf32, strided<[?, 24, 8, 2], offset: ?>>
  return %0 : memref<?x2x3x4xf32, strided<[?, 24, 8, 2], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 504)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 * 504)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 * 72)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 * 9)>
// CHECK: #map4 = affine_map<()[s0] -> (s0 floordiv 60)>
// CHECK: #map5 = affine_map<()[s0, s1] -> ((s0 floordiv 10) * s1)>
// CHECK: #map6 = affine_map<()[s0, s1] -> ((s0 floordiv 20) * s1)>
// CHECK: #map7 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-LABEL: func.func @expand8(
// CHECK-SAME: %arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%strides#0]
// CHECK-NEXT: %2 = affine.apply #map2()[%strides#0]
// CHECK-NEXT: %3 = affine.apply #map3()[%strides#0]
// CHECK-NEXT: %4 = affine.apply #map4()[%sizes#1]
// CHECK-NEXT: %5 = affine.apply #map5()[%sizes#1, %strides#1]
// CHECK-NEXT: %6 = affine.apply #map6()[%sizes#1, %strides#1]
// CHECK-NEXT: %7 = affine.apply #map7()[%strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 7, 8, 9, 10, 2, %4, 3], strides: [%1, %2, %3, %strides#0, %5, %6, %7, %strides#1] : memref<f32> to memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @expand8(%base: memref<?x?xf32, strided<[?,?], offset:?>>, %sz0: index, %sz1: index) -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> {
  %subview = memref.expand_shape %base [[0, 1, 2, 3],[4, 5, 6, 7]] output_shape [%sz0, 7, 8, 9, 10, 2, %sz1, 3] : memref<?x?xf32, strided<[?,?], offset: ?>> into memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
  return %subview : memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0)>
// CHECK: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK: #map2 = affine_map<()[s0, s1] -> (s0, s1, 42)>
// CHECK-LABEL: func.func @collapse6(
// CHECK-SAME: %arg0: memref<?x?x4x?x6x7xi32>) -> memref<?x?x42xi32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:6, %strides:6 = memref.extract_strided_metadata %arg0 : memref<?x?x4x?x6x7xi32> -> memref<i32>, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.min #map()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes#1, %sizes#3]
// CHECK-NEXT: %2 = affine.min #map2()[%strides#1, %strides#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%sizes#0, %1, 42], strides: [%0, %2, 1] : memref<i32> to memref<?x?x42xi32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?x42xi32>
// CHECK-NEXT: }
func.func @collapse6(%arg : memref<?x?x4x?x6x7xi32>) -> memref<?x?x42xi32> {
  %c = memref.collapse_shape %arg [[0], [1, 2, 3], [4, 5]] : memref<?x?x4x?x6x7xi32> into memref<?x?x42xi32>
  return %c : memref<?x?x42xi32>
}
// -----

// CHECK-LABEL: func.func @collapse_size1(
// CHECK-SAME: %arg0: memref<3x1xf32, strided<[2, 1]>>, %arg1: memref<3xf32>) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<3x1xf32, strided<[2, 1]>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [3], strides: [2] : memref<f32> to memref<3xf32, strided<[2]>>
// CHECK-NEXT: memref.copy %reinterpret_cast, %arg1 : memref<3xf32, strided<[2]>> to memref<3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @collapse_size1(%arg0: memref<3x1xf32, strided<[2,1]>>, %arg1: memref<3xf32>) {
  %c = memref.collapse_shape %arg0 [[0, 1]] : memref<3x1xf32, strided<[2, 1]>> into memref<3xf32, strided<[2]>>
  memref.copy %c, %arg1 : memref<3xf32, strided<[2]>> to memref<3xf32>
  return
}
// -----

// CHECK-LABEL: func.func @collapse_ones_stride2(
// CHECK-SAME: %arg0: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> memref<1xi32, strided<[2], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xi32, strided<[2, 1], offset: ?>> -> memref<i32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1], strides: [2] : memref<i32> to memref<1xi32, strided<[2], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<1xi32, strided<[2], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_ones_stride2(%arg0: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> memref<1xi32, strided<[2], offset: ?>> {
  %c = memref.collapse_shape %arg0 [[0, 1]] : memref<1x1xi32, strided<[2, 1], offset: ?>> into memref<1xi32, strided<[2], offset: ?>>
  return %c : memref<1xi32, strided<[2], offset: ?>>
}
// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-LABEL: func.func @collapse_ones_dyn(
// CHECK-SAME: %arg0: memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %arg0 : memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>> -> memref<i32>, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.min #map()[%strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [6, 1], strides: [%0, %strides#2] : memref<i32> to memref<6x1xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<6x1xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
func.func @collapse_ones_dyn(%arg0: memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>> {
  %c = memref.collapse_shape %arg0 [[0, 1], [2, 3, 4]] : memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>> into memref<6x1xi32, strided<[?, ?], offset: ?>>
  return %c : memref<6x1xi32, strided<[?, ?], offset: ?>>
}
// -----

// A realloc frees its source: unused, it is not dead (only --canonicalize
// removes it).
// CHECK-LABEL: func.func @realloc_is_not_dead(
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: return
func.func @realloc_is_not_dead(%arg0: memref<4xf32>) {
  %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
  return
}

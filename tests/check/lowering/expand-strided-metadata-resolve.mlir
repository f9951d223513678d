// PIPELINE: --expand-strided-metadata --split-input-file
// expand-strided-metadata: extract_strided_metadata of a subview,
// collapse_shape, allocation, get_global, reinterpret_cast, cast or of
// another base buffer resolves to the values it stands for (of an
// expand_shape, through the reinterpret_cast the expand_shape becomes);
// results the source type knows statically become constants;
// extract_aligned_pointer_as_index reads through views.

// CHECK-LABEL: func.func @alloc(
// CHECK-SAME: %arg0: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c0, %arg0, %c32, %c8, %c1 : index, index, index, index, index
// CHECK-NEXT: }
func.func @alloc(%n: index) -> (index, index, index, index, index) {
  %0 = memref.alloc(%n) : memref<?x4x8xf32>
  %base, %off, %sz:3, %st:3 = memref.extract_strided_metadata %0 : memref<?x4x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %off, %sz#0, %st#0, %st#1, %st#2 : index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @alloc_base(
// CHECK-SAME: %arg0: index, %arg1: index) -> (memref<f32>, index) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [], strides: [] : memref<?x?xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %arg1 : memref<f32>, index
// CHECK-NEXT: }
func.func @alloc_base(%n: index, %m: index) -> (memref<f32>, index) {
  %0 = memref.alloca(%n, %m) : memref<?x?xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %st#0 : memref<f32>, index
}
// -----

// CHECK: memref.global "private" constant @g : memref<2x3xf32> = dense<0.000000e+00>
// CHECK-LABEL: func.func @global(
// CHECK-SAME: ) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @g : memref<2x3xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<2x3xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %c3, %c3 : memref<f32>, index, index, index
// CHECK-NEXT: }
memref.global "private" constant @g : memref<2x3xf32> = dense<0.0>
func.func @global() -> (memref<f32>, index, index, index) {
  %0 = memref.get_global @g : memref<2x3xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#1, %st#0 : memref<f32>, index, index, index
}
// -----

// CHECK-LABEL: func.func @cast(
// CHECK-SAME: %arg0: memref<4x?xf32>) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c4, %strides#0 : memref<f32>, index, index, index
// CHECK-NEXT: }
func.func @cast(%arg0: memref<4x?xf32>) -> (memref<f32>, index, index, index) {
  %0 = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#0, %st#0 : memref<f32>, index, index, index
}
// -----

// CHECK-LABEL: func.func @msc(
// CHECK-SAME: %arg0: memref<4x?xf32, 1>) -> (memref<f32>, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4x?xf32, 1> to memref<4x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %memspacecast : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %sizes#1 : memref<f32>, index, index
// CHECK-NEXT: }
func.func @msc(%arg0: memref<4x?xf32, 1>) -> (memref<f32>, index, index) {
  %0 = memref.memory_space_cast %arg0 : memref<4x?xf32, 1> to memref<4x?xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#1 : memref<f32>, index, index
}
// -----

// CHECK-LABEL: func.func @esm_esm(
// CHECK-SAME: %arg0: memref<4x?xf32>) -> (memref<f32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0 : memref<f32>, index
// CHECK-NEXT: }
func.func @esm_esm(%arg0: memref<4x?xf32>) -> (memref<f32>, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}
// -----

// CHECK-LABEL: func.func @rc(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: index, %arg2: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %base_buffer, %arg1, %arg2, %c4 : memref<f32>, index, index, index
// CHECK-NEXT: }
func.func @rc(%arg0: memref<?xf32>, %o: index, %s: index) -> (memref<f32>, index, index, index) {
  %0 = memref.reinterpret_cast %arg0 to offset: [%o], sizes: [%s, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x4xf32, strided<[4, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#0, %sz#1 : memref<f32>, index, index, index
}
// -----

// CHECK-LABEL: func.func @aligned(
// CHECK-SAME: %arg0: memref<8x8xf32>, %arg1: index) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x8xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
func.func @aligned(%arg0: memref<8x8xf32>, %o: index) -> index {
  %0 = memref.subview %arg0[%o, 0][2, 2][1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<2x2xf32, strided<[8, 1], offset: ?>> -> index
  return %1 : index
}
// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1 + 2)>
// CHECK-LABEL: func.func @esm_subview(
// CHECK-SAME: %arg0: memref<8x?xf32>, %arg1: index) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %strides#0]
// CHECK-NEXT: return %base_buffer, %0, %c2, %strides#0 : memref<f32>, index, index, index
// CHECK-NEXT: }
func.func @esm_subview(%arg0: memref<8x?xf32>, %o: index) -> (memref<f32>, index, index, index) {
  %0 = memref.subview %arg0[%o, 2][2, 3][1, 2] : memref<8x?xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<2x3xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#0, %st#0 : memref<f32>, index, index, index
}
// -----

// CHECK-LABEL: func.func @t(
// CHECK-SAME: %arg0: memref<?x?xf32>) -> index {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %transpose : memref<?x?xf32, strided<[1, ?]>> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @v(
// CHECK-SAME: %arg0: memref<64xi8>, %arg1: index) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<64xi8> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(
// CHECK-SAME: %arg0: memref<4xf32>) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @m(
// CHECK-SAME: %arg0: memref<4xf32, 1>) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32, 1> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r(
// CHECK-SAME: %arg0: memref<4xf32>, %arg1: memref<2xindex>) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tc(
// CHECK-SAME: %arg0: memref<vector<4x4xf32>>) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<vector<4x4xf32>> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rc(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: index) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @esmt(
// CHECK-SAME: %arg0: memref<?x?xf32>) -> (memref<f32>, index, index) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %transpose : memref<?x?xf32, strided<[1, ?]>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %sizes#0, %strides#1 : memref<f32>, index, index
// CHECK-NEXT: }
func.func @t(%arg0: memref<?x?xf32>) -> index {
  %0 = memref.transpose %arg0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<?x?xf32, strided<[1, ?]>> -> index
  return %1 : index
}
func.func @v(%arg0: memref<64xi8>, %s: index) -> index {
  %0 = memref.view %arg0[%s][] : memref<64xi8> to memref<4xf32>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<4xf32> -> index
  return %1 : index
}
func.func @c(%arg0: memref<4xf32>) -> index {
  %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<?xf32> -> index
  return %1 : index
}
func.func @m(%arg0: memref<4xf32, 1>) -> index {
  %0 = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<4xf32> -> index
  return %1 : index
}
func.func @r(%arg0: memref<4xf32>, %sh: memref<2xindex>) -> index {
  %0 = memref.reshape %arg0(%sh) : (memref<4xf32>, memref<2xindex>) -> memref<?x?xf32>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<?x?xf32> -> index
  return %1 : index
}
func.func @tc(%arg0: memref<vector<4x4xf32>>) -> index {
  %0 = vector.type_cast %arg0 : memref<vector<4x4xf32>> to memref<4xvector<4xf32>>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<4xvector<4xf32>> -> index
  return %1 : index
}
func.func @rc(%arg0: memref<?xf32>, %o: index) -> index {
  %0 = memref.reinterpret_cast %arg0 to offset: [%o], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  %1 = memref.extract_aligned_pointer_as_index %0 : memref<4xf32, strided<[1], offset: ?>> -> index
  return %1 : index
}
func.func @esmt(%arg0: memref<?x?xf32>) -> (memref<f32>, index, index) {
  %0 = memref.transpose %arg0 (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<?x?xf32, strided<[1, ?]>> -> memref<f32>, index, index, index, index, index
  return %base, %sz#0, %st#1 : memref<f32>, index, index
}
// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1 + 1)>
// CHECK-LABEL: func.func @esm_chain(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: index) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %strides#0]
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %1 = affine.apply #map()[%arg1, %strides_3#0]
// CHECK-NEXT: return %base_buffer, %0, %c2, %1, %c16, %c2 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @esm_chain(%arg0: memref<?x?xf32>, %a: index) -> (memref<f32>, index, index, index, index, index) {
  %0 = memref.subview %arg0[%a, 1][4, 4][2, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 2], offset: ?>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<4x4xf32, strided<[?, 2], offset: ?>> into memref<16xf32, strided<[2], offset: ?>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %1 : memref<16xf32, strided<[2], offset: ?>> -> memref<f32>, index, index, index
  %2 = memref.expand_shape %1 [[0, 1]] output_shape [2, 8] : memref<16xf32, strided<[2], offset: ?>> into memref<2x8xf32, strided<[16, 2], offset: ?>>
  %b2, %o2, %s2:2, %t2:2 = memref.extract_strided_metadata %2 : memref<2x8xf32, strided<[16, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %st, %o2, %t2#0, %t2#1 : memref<f32>, index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @alloc_static(
// CHECK-SAME: ) -> (memref<f32>, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<4x8xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c8, %c8 : memref<f32>, index, index
// CHECK-NEXT: }
func.func @alloc_static() -> (memref<f32>, index, index) {
  %0 = memref.alloc() : memref<4x8xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sz#1, %st#0 : memref<f32>, index, index
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0 * 4)>
// CHECK-LABEL: func.func @alloc_dyn3(
// CHECK-SAME: %arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: return %0, %arg1, %c1 : index, index, index
// CHECK-NEXT: }
func.func @alloc_dyn3(%a: index, %b: index) -> (index, index, index) {
  %0 = memref.alloc(%a, %b) : memref<?x4x?xf32>
  %base, %off, %sz:3, %st:3 = memref.extract_strided_metadata %0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %st#0, %st#1, %st#2 : index, index, index
}
// -----

// CHECK-LABEL: func.func @esm_expand_static(
// CHECK-SAME: %arg0: memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<30x4xi16> -> memref<i16>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c3, %c5, %c2, %c2, %c2, %c40, %c8, %c4, %c2, %c1 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @esm_expand_static(%arg : memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
  %expand_shape = memref.expand_shape %arg[[0, 1, 2], [3, 4]] output_shape [3, 5, 2, 2, 2] : memref<30x4xi16> into memref<3x5x2x2x2xi16>
  %base, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %expand_shape : memref<3x5x2x2x2xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4, %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
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
// CHECK-LABEL: func.func @esm_expand_dyn8(
// CHECK-SAME: %arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> (memref<f32>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%strides#0]
// CHECK-NEXT: %2 = affine.apply #map2()[%strides#0]
// CHECK-NEXT: %3 = affine.apply #map3()[%strides#0]
// CHECK-NEXT: %4 = affine.apply #map4()[%sizes#1]
// CHECK-NEXT: %5 = affine.apply #map5()[%sizes#1, %strides#1]
// CHECK-NEXT: %6 = affine.apply #map6()[%sizes#1, %strides#1]
// CHECK-NEXT: %7 = affine.apply #map7()[%strides#1]
// CHECK-NEXT: return %base_buffer, %offset, %0, %c7, %c8, %c9, %c10, %c2, %4, %c3, %1, %2, %3, %strides#0, %5, %6, %7, %strides#1 : memref<f32>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @esm_expand_dyn8(%base: memref<?x?xf32, strided<[?,?], offset:?>>, %sz0: index, %sz1: index) -> (memref<f32>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %subview = memref.expand_shape %base[[0, 1, 2, 3],[4, 5, 6, 7]] output_shape [%sz0, 7, 8, 9, 10, 2, %sz1, 3] : memref<?x?xf32, strided<[?,?], offset: ?>> into memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
  %b, %o, %s:8, %t:8 = memref.extract_strided_metadata %subview : memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %s#2, %s#3, %s#4, %s#5, %s#6, %s#7, %t#0, %t#1, %t#2, %t#3, %t#4, %t#5, %t#6, %t#7 : memref<f32>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @esm_expand_rank0(
// CHECK-SAME: %arg0: memref<i16, strided<[], offset: ?>>) -> (memref<i16>, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<i16, strided<[], offset: ?>> -> memref<i16>, index
// CHECK-NEXT: return %base_buffer, %offset, %c1, %c1 : memref<i16>, index, index, index
// CHECK-NEXT: }
func.func @esm_expand_rank0(%arg : memref<i16, strided<[], offset: ?>>) -> (memref<i16>, index, index, index) {
  %e = memref.expand_shape %arg[] output_shape [1, 1] : memref<i16, strided<[], offset: ?>> into memref<1x1xi16, strided<[1,1], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %e : memref<1x1xi16, strided<[1,1], offset: ?>> -> memref<i16>, index, index, index, index, index
  return %base, %offset, %sizes#0, %strides#1 : memref<i16>, index, index, index
}
// -----

// CHECK-LABEL: func.func @alloc0(
// CHECK-SAME: ) -> (memref<i16>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<i16>
// CHECK-NEXT: return %alloc, %c0 : memref<i16>, index
// CHECK-NEXT: }
func.func @alloc0() -> (memref<i16>, index) {
  %A = memref.alloc() : memref<i16>
  %base, %offset = memref.extract_strided_metadata %A : memref<i16> -> memref<i16>, index
  return %base, %offset : memref<i16>, index
}
// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-LABEL: func.func @alloc_dyn4(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) -> (memref<i16>, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1, %arg2) : memref<?x4x?x?xi16>
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<?x4x?x?xi16> to memref<i16>
// CHECK-NEXT: return %reinterpret_cast, %c0, %arg0, %c4, %arg1, %arg2, %1, %0, %arg2, %c1 : memref<i16>, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @alloc_dyn4(%d0 : index, %d2 : index, %d3 : index) -> (memref<i16>, index, index, index, index, index, index, index, index, index) {
  %A = memref.alloc(%d0, %d2, %d3) : memref<?x4x?x?xi16>
  %base, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %A : memref<?x4x?x?xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %strides#0, %strides#1, %strides#2, %strides#3 : memref<i16>, index, index, index, index, index, index, index, index, index
}
// -----

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @alloc_map_offset(
// CHECK-SAME: %arg0: index) -> (memref<i16>, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc()[%arg0] : memref<4xi16, #map>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi16, #map> -> memref<i16>, index, index, index
// CHECK-NEXT: return %base_buffer, %offset, %c4, %c1 : memref<i16>, index, index, index
// CHECK-NEXT: }
#map0 = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @alloc_map_offset(%arg : index) -> (memref<i16>, index, index, index) {
  %A = memref.alloc()[%arg] : memref<4xi16, #map0>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %A : memref<4xi16, #map0> -> memref<i16>, index, index, index
  return %base, %offset, %size, %stride : memref<i16>, index, index, index
}
// -----

// CHECK-LABEL: func.func @alloc_strided(
// CHECK-SAME: %arg0: index) -> (memref<i16>, index, index, index) {
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi16, strided<[12]>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi16, strided<[12]>> -> memref<i16>, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c4, %c12 : memref<i16>, index, index, index
// CHECK-NEXT: }
func.func @alloc_strided(%arg : index) -> (memref<i16>, index, index, index) {
  %A = memref.alloc() : memref<4xi16, strided<[12]>>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %A : memref<4xi16, strided<[12]>> -> memref<i16>, index, index, index
  return %base, %offset, %size, %stride : memref<i16>, index, index, index
}
// -----

// CHECK-LABEL: func.func @alloc_identity_strided(
// CHECK-SAME: %arg0: index) -> (memref<i16>, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi16, strided<[1]>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<4xi16, strided<[1]>> to memref<i16>
// CHECK-NEXT: return %reinterpret_cast, %c0, %c4, %c1 : memref<i16>, index, index, index
// CHECK-NEXT: }
func.func @alloc_identity_strided(%arg : index) -> (memref<i16>, index, index, index) {
  %A = memref.alloc() : memref<4xi16, strided<[1]>>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %A : memref<4xi16, strided<[1]>> -> memref<i16>, index, index, index
  return %base, %offset, %size, %stride : memref<i16>, index, index, index
}
// -----

// CHECK-LABEL: func.func @aligned_unranked(
// CHECK-SAME: %arg0: memref<*xf32>) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<*xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
func.func @aligned_unranked(%arg0: memref<*xf32>) -> index {
  %r = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32>
  %i = memref.extract_aligned_pointer_as_index %r : memref<f32> -> index
  return %i : index
}
// -----

// CHECK: #map = affine_map<()[s0] -> (s0)>
// CHECK: #map1 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-LABEL: func.func @esm_collapse6(
// CHECK-SAME: %arg0: memref<?x?x4x?x6x7xi32>) -> (memref<i32>, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:6, %strides:6 = memref.extract_strided_metadata %arg0 : memref<?x?x4x?x6x7xi32> -> memref<i32>, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.min #map()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes#1, %sizes#3]
// CHECK-NEXT: return %base_buffer, %c0, %sizes#0, %1, %c42, %0, %c42, %c1 : memref<i32>, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @esm_collapse6(%arg : memref<?x?x4x?x6x7xi32>) -> (memref<i32>, index, index, index, index, index, index, index) {
  %c = memref.collapse_shape %arg [[0], [1, 2, 3], [4, 5]] : memref<?x?x4x?x6x7xi32> into memref<?x?x42xi32>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %c : memref<?x?x42xi32> -> memref<i32>, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %sizes#2, %strides#0, %strides#1, %strides#2 : memref<i32>, index, index, index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @esm_collapse_rank0(
// CHECK-SAME: %arg0: memref<1x1x1xi32>) -> (memref<i32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x1xi32> -> memref<i32>, index, index, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0 : memref<i32>, index
// CHECK-NEXT: }
func.func @esm_collapse_rank0(%arg : memref<1x1x1xi32>) -> (memref<i32>, index) {
  %c = memref.collapse_shape %arg [] : memref<1x1x1xi32> into memref<i32>
  %base, %offset = memref.extract_strided_metadata %c : memref<i32> -> memref<i32>, index
  return %base, %offset : memref<i32>, index
}
// -----

// CHECK-LABEL: func.func @esm_rc_unranked(
// CHECK-SAME: %arg0: memref<*xi32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> (memref<i32>, index, index, index, index, index) {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg2, %arg3], strides: [%arg4, %arg5] : memref<*xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %reinterpret_cast : memref<?x?xi32, strided<[?, ?], offset: ?>> -> memref<i32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @esm_rc_unranked(%arg : memref<*xi32>, %offset: index, %size0 : index, %size1 : index, %stride0 : index, %stride1 : index) -> (memref<i32>, index, index, index, index, index) {
  %cast = memref.reinterpret_cast %arg to offset: [%offset], sizes: [%size0, %size1], strides: [%stride0, %stride1] : memref<*xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %base, %bo, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xi32, strided<[?, ?], offset: ?>> -> memref<i32>, index, index, index, index, index
  return %base, %bo, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i32>, index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @esm_rc_rank0(
// CHECK-SAME: %arg0: memref<i32, strided<[], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) -> (memref<i32>, index, index, index) {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<i32, strided<[], offset: ?>> -> memref<i32>, index
// CHECK-NEXT: return %base_buffer, %arg1, %arg2, %arg3 : memref<i32>, index, index, index
// CHECK-NEXT: }
func.func @esm_rc_rank0(%arg : memref<i32, strided<[], offset:?>>, %offset: index, %size0 : index, %stride0 : index) -> (memref<i32>, index, index, index) {
  %cast = memref.reinterpret_cast %arg to offset: [%offset], sizes: [%size0], strides: [%stride0] : memref<i32, strided<[], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
  %base, %bo, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xi32, strided<[?], offset: ?>> -> memref<i32>, index, index, index
  return %base, %bo, %sizes, %strides : memref<i32>, index, index, index
}
// -----

// CHECK: memref.global "private" constant @const_i32 : memref<512x384xi32, strided<[420, 1]>> = dense<42>
// CHECK-LABEL: func.func @global_strided(
// CHECK-SAME: ) -> (memref<i32>, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c420 = arith.constant 420 : index
// CHECK-NEXT: %c384 = arith.constant 384 : index
// CHECK-NEXT: %c512 = arith.constant 512 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @const_i32 : memref<512x384xi32, strided<[420, 1]>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<512x384xi32, strided<[420, 1]>> -> memref<i32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c512, %c384, %c420, %c1 : memref<i32>, index, index, index, index, index
// CHECK-NEXT: }
memref.global "private" constant @const_i32 : memref<512x384xi32, strided<[420, 1], offset: 0>> = dense<42>
func.func @global_strided() -> (memref<i32>, index, index, index, index, index) {
  %A = memref.get_global @const_i32 : memref<512x384xi32, strided<[420, 1], offset: 0>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %A : memref<512x384xi32, strided<[420, 1], offset: 0>> -> memref<i32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i32>, index, index, index, index, index
}
// -----

// CHECK: memref.global "private" @dynamicShmem : memref<0xf16, 3>
// CHECK-LABEL: func.func @zero_sized(
// CHECK-SAME: %arg0: f32) -> (memref<f16, 3>, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @dynamicShmem : memref<0xf16, 3>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<0xf16, 3> to memref<f16, 3>
// CHECK-NEXT: return %reinterpret_cast, %c0, %c0, %c1 : memref<f16, 3>, index, index, index
// CHECK-NEXT: }
memref.global "private" @dynamicShmem : memref<0xf16,3>
func.func @zero_sized(%arg0: f32) -> (memref<f16, 3>, index,index,index) {
  %c0 = arith.constant 0 : index
  %dynamicMem = memref.get_global @dynamicShmem : memref<0xf16, 3>
  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %dynamicMem : memref<0xf16, 3> -> memref<f16, 3>, index, index, index
  return %base_buffer, %offset, %sizes, %strides : memref<f16,3>, index, index, index
}
// -----

// CHECK-LABEL: func.func @k(
// CHECK-SAME: %arg0: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c2, %c5, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
func.func @k(%base: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %base : memref<5x4xf32, strided<[4,1], offset:2>> -> memref<f32>, index, index, index, index, index
  return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @k2(
// CHECK-SAME: %arg0: memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<30x4xi16> -> memref<i16>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c3, %c5, %c40, %c8 : memref<i16>, index, index, index, index, index
// CHECK-NEXT: }
func.func @k2(%arg : memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index) {
  %expand_shape = memref.expand_shape %arg[[0, 1, 2], [3]] output_shape [3, 5, 2, 4] : memref<30x4xi16> into memref<3x5x2x4xi16>
  %base, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %expand_shape : memref<3x5x2x4xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<i16>, index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @k3(
// CHECK-SAME: %arg0: memref<30x4xi16>) -> (index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: return %c0, %c3, %c5, %c40, %c8 : index, index, index, index, index
// CHECK-NEXT: }
func.func @k3(%arg : memref<30x4xi16>) -> (index, index, index, index, index) {
  %expand_shape = memref.expand_shape %arg[[0, 1, 2], [3]] output_shape [3, 5, 2, 4] : memref<30x4xi16> into memref<3x5x2x4xi16>
  %base, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %expand_shape : memref<3x5x2x4xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

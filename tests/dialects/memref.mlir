func.func @alloc(%n: index, %s: index) {
  %0 = memref.alloc() : memref<4x4xf32>
  %1 = memref.alloc(%n) : memref<?x4xf32>
  %2 = memref.alloc(%n)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  %3 = memref.alloc() {alignment = 64 : i64} : memref<8xi8, 1>
  %4 = memref.alloca() : memref<4xf32>
  %5 = memref.alloca(%n) {alignment = 16} : memref<?xf32>
  memref.dealloc %0 : memref<4x4xf32>
  %u = memref.cast %1 : memref<?x4xf32> to memref<*xf32>
  memref.dealloc %u : memref<*xf32>
  return
}

// -----

func.func @load_store(%m: memref<4x?xf32>, %i: index, %v: f32) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32>
  %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %2 = memref.load %m[%i, %i] {nontemporal = false} : memref<4x?xf32>
  memref.store %v, %m[%i, %i] : memref<4x?xf32>
  memref.store %v, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %c = memref.alloc() : memref<f32>
  %3 = memref.load %c[] : memref<f32>
  memref.store %3, %c[] : memref<f32>
  return %0 : f32
}

// -----

func.func @dim_rank_cast(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<4x?xf32>
  %d2 = memref.dim %u, %i : memref<*xf32>
  %r = memref.rank %m : memref<4x?xf32>
  %r2 = memref.rank %u : memref<*xf32>
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %c2 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %c3 = memref.cast %m : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  memref.copy %m, %c : memref<4x?xf32> to memref<?x?xf32>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  return %d : index
}

// -----

memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
memref.global @x : memref<2x3xf32> = uninitialized
memref.global @y : memref<4xi8>
memref.global "public" @z : memref<f32> = dense<1.0> {alignment = 64}
memref.global constant @w : memref<2xf16> = dense<0.0> {alignment = 8}

func.func @globals() -> memref<2xi32> {
  %0 = memref.get_global @c : memref<2xi32>
  %1 = memref.get_global @x : memref<2x3xf32>
  %2 = memref.get_global @z : memref<f32>
  return %0 : memref<2xi32>
}

// -----

func.func @misc(%m: memref<8x?xf32>, %u: memref<*xf32>, %i: index, %buf: memref<2048xi8>) {
  memref.assume_alignment %m, 16 : memref<8x?xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<8x?xf32> -> index
  %p2 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x?xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  %ms = memref.memory_space_cast %m : memref<8x?xf32> to memref<8x?xf32, 1>
  %mu = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 3>
  %r = memref.alloc() : memref<4xf32>
  %r2 = memref.realloc %r : memref<4xf32> to memref<8xf32>
  %r3 = memref.realloc %r2(%i) {alignment = 8} : memref<8xf32> to memref<?xf32>
  %v = memref.view %buf[%i][] : memref<2048xi8> to memref<64x4xf32>
  %v2 = memref.view %buf[%i][%i, %i] : memref<2048xi8> to memref<?x?xf32>
  return
}
// -----

func.func @subview(%m: memref<8x16x4xf32>, %i: index, %d: memref<?x?xf32>) {
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  %1 = memref.subview %m[%i, 2, 0][4, 4, 4][1, 2, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 8, 1], offset: ?>>
  %2 = memref.subview %m[1, 2, 3][1, 4, 1][1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[4], offset: 75>>
  %3 = memref.subview %d[%i, %i][%i, %i][%i, %i] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.subview %d[0, 0][4, 1][1, 1] : memref<?x?xf32> to memref<4xf32, strided<[?]>>
  %5 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  return
}

// -----

func.func @reinterpret(%m: memref<?xf32>, %u: memref<*xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32>
  %1 = memref.reinterpret_cast %u to offset: [%i], sizes: [%i, 4], strides: [%i, 1] : memref<*xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.reinterpret_cast %m to offset: [2], sizes: [], strides: [] : memref<?xf32> to memref<f32, strided<[], offset: 2>>
  return
}

// -----

func.func @reshape(%m: memref<4x5xf32>, %s: memref<2xindex>, %s2: memref<?xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<2xindex>) -> memref<2x10xf32>
  %1 = memref.reshape %m(%s2) : (memref<4x5xf32>, memref<?xi32>) -> memref<*xf32>
  return
}

// -----

func.func @expand_collapse(%m: memref<6x4xf32>, %d: memref<?x4xf32>, %i: index, %s: memref<3x4x5xf32, strided<[20, 5, 1], offset: ?>>) {
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 3, 4] : memref<?x4xf32> into memref<?x3x4xf32>
  %2 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %3 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %4 = memref.collapse_shape %s [[0], [1, 2]] : memref<3x4x5xf32, strided<[20, 5, 1], offset: ?>> into memref<3x20xf32, strided<[20, 1], offset: ?>>
  %5 = memref.expand_shape %s [[0], [1], [2, 3]] output_shape [3, 4, 5, 1] : memref<3x4x5xf32, strided<[20, 5, 1], offset: ?>> into memref<3x4x5x1xf32, strided<[20, 5, 1, 1], offset: ?>>
  %c = memref.alloc() : memref<1x1xf32>
  %6 = memref.collapse_shape %c [] : memref<1x1xf32> into memref<f32>
  %7 = memref.expand_shape %6 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return
}

// -----

func.func @transpose(%m: memref<?x?xf32>, %s: memref<4x8xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.transpose %s (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %2 = memref.transpose %s (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  return
}

// -----

func.func @atomics(%i: index, %m: memref<10xf32>, %t: memref<1xi32>, %v: f32, %n: i32) {
  %a = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %x = memref.alloca() : memref<4xf32>
  }
  %r = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur : f32):
    %s = arith.addf %cur, %v : f32
    memref.atomic_yield %s : f32
  }
  %r2 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %r3 = memref.atomic_rmw maxs %n, %t[%i] : (i32, memref<1xi32>) -> i32
  %r4 = memref.atomic_rmw assign %n, %t[%i] {foo} : (i32, memref<1xi32>) -> i32
  memref.prefetch %m[%i], read, locality<3>, data : memref<10xf32>
  memref.prefetch %m[%i], write, locality<0>, instr : memref<10xf32>
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<10xf32>, memref<10xf32>, memref<1xi32>
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i, %i : memref<10xf32>, memref<10xf32>, memref<1xi32>
  memref.dma_wait %t[%i], %i : memref<1xi32>
  return
}

// -----

#map = affine_map<(d0, d1)[s0] -> (d0 * 16 + d1 + s0)>
func.func @more(%m: memref<8x16xf32, #map>, %d: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>, %i: index) {
  %0 = memref.subview %m[2, 3][4, 4][1, 1] : memref<8x16xf32, #map> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %d[0, %i, 0][1, %i, 4][1, 1, 1] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %2 = memref.subview %d[0, 0, 0][1, 1, 4][1, 1, 1] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  %3 = memref.collapse_shape %d [[0, 1], [2]] : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  memref.alloca_scope {
    memref.alloca_scope.return
  } {foo = 1 : i32}
  %5 = memref.alloc() : memref<2x0x3xf32>
  %6 = memref.subview %5[0, 0, 0][2, 0, 3][1, 1, 1] : memref<2x0x3xf32> to memref<2x0x3xf32, strided<[?, 3, 1]>>
  return
}
memref.global "private" @p : memref<3xi64> = dense<[1, 2, 3]>

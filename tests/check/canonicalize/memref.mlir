// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// CHECK-LABEL: func.func @cast_load(
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
func.func @cast_load(%a: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @cast_store(
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return
func.func @cast_store(%a: memref<4xf32>, %i: index, %v: f32) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @cast_unranked(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %0 = memref.load %cast[%arg1] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
func.func @cast_unranked(%a: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %a : memref<*xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @cast_dyn_to_static(
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
func.func @cast_dyn_to_static(%a: memref<?xf32>, %i: index) -> f32 {
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  %v = memref.load %c[%i] : memref<4xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @cast_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[?], offset: ?>>
func.func @cast_cast(%a: memref<4xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %d : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @cast_cast_back(
// CHECK-NEXT: return %arg0 : memref<4xf32>
func.func @cast_cast_back(%a: memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<4xf32>
  return %d : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @cast_same(
// CHECK-NEXT: return %arg0 : memref<4xf32>
func.func @cast_same(%a: memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %a : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @cast_dealloc(
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return
func.func @cast_dealloc(%a: memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @cast_copy(
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
func.func @cast_copy(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %c, %d : memref<?xf32> to memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @copy_cast_dyn(
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: return
func.func @copy_cast_dyn(%a: memref<?xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  memref.copy %c, %b : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @copy_self(
// CHECK-NEXT: return
func.func @copy_self(%a: memref<4xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @copy_empty(
// CHECK-NEXT: return
func.func @copy_empty(%a: memref<0xf32>, %b: memref<0xf32>) {
  memref.copy %a, %b : memref<0xf32> to memref<0xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dim_static(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
func.func @dim_static(%a: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<4x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_alloc(
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<4x?x?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<4x?x?xf32>) -> ()
// CHECK-NEXT: return %arg0, %arg1 : index, index
func.func @dim_alloc(%n: index, %m: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %m) : memref<4x?x?xf32>
  %d = memref.dim %a, %c1 : memref<4x?x?xf32>
  %e = memref.dim %a, %c2 : memref<4x?x?xf32>
  "test.use"(%a) : (memref<4x?x?xf32>) -> ()
  return %d, %e : index, index
}

// -----

// CHECK-LABEL: func.func @dim_alloca(
// CHECK-NEXT: return %arg0 : index
func.func @dim_alloca(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%n) : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_oob(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c3 : memref<4xf32>
// CHECK-NEXT: return %dim : index
func.func @dim_oob(%a: memref<4xf32>) -> index {
  %c3 = arith.constant 3 : index
  %d = memref.dim %a, %c3 : memref<4xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_cast(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: %dim = memref.dim %cast, %c0 : memref<*xf32>
// CHECK-NEXT: return %dim : index
func.func @dim_cast(%a: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = memref.cast %a : memref<?xf32> to memref<*xf32>
  %d = memref.dim %c, %c0 : memref<*xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_cast2(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4 : index
func.func @dim_cast2(%a: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.dim %c, %c0 : memref<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_subview(
// CHECK-NEXT: return %arg2 : index
func.func @dim_subview(%a: memref<?x?xf32>, %o: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %sv = memref.subview %a[%o, 0] [%s, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %d = memref.dim %sv, %c0 : memref<?xf32, strided<[?], offset: ?>>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_view(
// CHECK-NEXT: return %arg1 : index
func.func @dim_view(%a: memref<2048xi8>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %v = memref.view %a[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %d = memref.dim %v, %c0 : memref<?x4xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_reshape(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c3] : memref<?xindex>
// CHECK-NEXT: return %0 : index
func.func @dim_reshape(%a: memref<*xf32>, %s: memref<?xindex>) -> index {
  %c3 = arith.constant 3 : index
  %r = memref.reshape %a(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %d = memref.dim %r, %c3 : memref<*xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_reshape_i32(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c1] : memref<2xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: return %1 : index
func.func @dim_reshape_i32(%a: memref<*xf32>, %s: memref<2xi32>) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %a(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d = memref.dim %r, %c1 : memref<?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_reinterpret(
// CHECK-NEXT: return %arg1 : index
func.func @dim_reinterpret(%a: memref<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %d = memref.dim %r, %c0 : memref<?x4xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @rank(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: return %c2, %0 : index, index
func.func @rank(%a: memref<4x?xf32>, %b: memref<*xf32>) -> (index, index) {
  %r = memref.rank %a : memref<4x?xf32>
  %s = memref.rank %b : memref<*xf32>
  return %r, %s : index, index
}

// -----

// CHECK-LABEL: func.func @subview_const(
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[8, 1], offset: 10>> to memref<?x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[8, 1], offset: ?>>
func.func @subview_const(%a: memref<8x8xf32>) -> memref<?x?xf32, strided<[8, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %a[%c1, %c2] [%c4, %c4] [1, 1] : memref<8x8xf32> to memref<?x?xf32, strided<[8, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[8, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_const_use(
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
// CHECK-NEXT: %0 = memref.load %subview[%arg1, %arg1] : memref<4x4xf32, strided<[8, 1], offset: 10>>
// CHECK-NEXT: return %0 : f32
func.func @subview_const_use(%a: memref<8x8xf32>, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %a[%c1, %c2] [%c4, %c4] [%c1, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %v = memref.load %s[%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @subview_neg(
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%c-1, 0] [%c-1, 0] [%c0, %c-1] : memref<8x8xf32> to memref<?x0xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<?x0xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @subview_neg(%a: memref<8x8xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %s = memref.subview %a[%c1, %c0] [%c1, %c0] [%c0, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_trivial(
// CHECK-NEXT: return %arg0 : memref<8x8xf32>
func.func @subview_trivial(%a: memref<8x8xf32>) -> memref<8x8xf32> {
  %s = memref.subview %a[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  return %s : memref<8x8xf32>
}

// -----

// CHECK-LABEL: func.func @subview_trivial_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %cast : memref<8x8xf32, strided<[8, 1]>>
func.func @subview_trivial_cast(%a: memref<8x8xf32>) -> memref<8x8xf32, strided<[8, 1]>> {
  %s = memref.subview %a[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  return %s : memref<8x8xf32, strided<[8, 1]>>
}

// -----

// CHECK-LABEL: func.func @subview_trivial_dyn(
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [%arg1, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %subview : memref<?x8xf32, strided<[8, 1]>>
func.func @subview_trivial_dyn(%a: memref<?x8xf32>, %n: index) -> memref<?x8xf32, strided<[8, 1]>> {
  %s = memref.subview %a[0, 0] [%n, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
  return %s : memref<?x8xf32, strided<[8, 1]>>
}

// -----

// CHECK-LABEL: func.func @subview_rank_reduce(
// CHECK-NEXT: %subview = memref.subview %arg0[3, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: 24>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<8xf32, strided<[1], offset: 24>> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast : memref<8xf32, strided<[1], offset: ?>>
func.func @subview_rank_reduce(%a: memref<8x8xf32>) -> memref<8xf32, strided<[1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %s = memref.subview %a[%c3, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  return %s : memref<8xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_of_cast(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, 1], offset: ?>>
func.func @subview_of_cast(%a: memref<8x8xf32>, %o: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %a : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, %o] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_of_cast_load(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %0 = memref.load %subview[%arg1, %arg1] : memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %0 : f32
func.func @subview_of_cast_load(%a: memref<8x8xf32>, %o: index) -> f32 {
  %c = memref.cast %a : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, %o] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %v = memref.load %s[%o, %o] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @subview_of_subview_noop(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [%arg2, %arg2] [1, 1] : memref<8x8xf32> to memref<?x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %subview : memref<?x?xf32, strided<[8, 1], offset: ?>>
func.func @subview_of_subview_noop(%a: memref<8x8xf32>, %o: index, %n: index) -> memref<?x?xf32, strided<[8, 1], offset: ?>> {
  %s = memref.subview %a[%o, %o] [%n, %n] [1, 1] : memref<8x8xf32> to memref<?x?xf32, strided<[8, 1], offset: ?>>
  %t = memref.subview %s[0, 0] [%n, %n] [1, 1] : memref<?x?xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[8, 1], offset: ?>>
  return %t : memref<?x?xf32, strided<[8, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @subview_of_subview(
// CHECK-NEXT: %subview = memref.subview %arg0[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<2x2xf32, strided<[8, 1], offset: 27>>
// CHECK-NEXT: return %subview_0 : memref<2x2xf32, strided<[8, 1], offset: 27>>
func.func @subview_of_subview(%a: memref<8x8xf32>) -> memref<2x2xf32, strided<[8, 1], offset: 27>> {
  %s = memref.subview %a[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %t = memref.subview %s[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<2x2xf32, strided<[8, 1], offset: 27>>
  return %t : memref<2x2xf32, strided<[8, 1], offset: 27>>
}

// -----

// CHECK-LABEL: func.func @alloc_const(
// CHECK-NEXT: %0 = "test.n"() : () -> index
// CHECK-NEXT: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
func.func @alloc_const() -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %n = "test.n"() : () -> index
  %a = memref.alloc(%c4, %n) {alignment = 64 : i64} : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @alloca_const(
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: "test.use"(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT: return
func.func @alloca_const() {
  %c4 = arith.constant 4 : index
  %a = memref.alloca(%c4) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @alloc_neg(
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %alloc = memref.alloc(%c-4) : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: return
func.func @alloc_neg() {
  %c4 = arith.constant -4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return
}

// -----

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-LABEL: func.func @alloc_layout(
// CHECK-NEXT: %alloc = memref.alloc()[%arg0] : memref<4xf32, #map>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32, #map> to memref<?xf32, #map>
// CHECK-NEXT: "test.use"(%cast) : (memref<?xf32, #map>) -> ()
// CHECK-NEXT: return
func.func @alloc_layout(%n: index) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4)[%n] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  "test.use"(%a) : (memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @dead_alloc(
// CHECK-NEXT: return
func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_stored(
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %alloc, %arg0[%arg1] : memref<4xmemref<4xf32>>
// CHECK-NEXT: return
func.func @alloc_stored(%m: memref<4xmemref<4xf32>>, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%i] : memref<4xmemref<4xf32>>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_loaded(
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
func.func @alloc_loaded(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @dead_alloc_only(
// CHECK-NEXT: return
func.func @dead_alloc_only() {
  %a = memref.alloc() : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @subview_strides(
// CHECK-NEXT: %subview = memref.subview %arg0[2, 0] [4, 4] [2, -2] : memref<64x64xf32> to memref<4x4xf32, strided<[128, -2], offset: 128>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[128, -2], offset: 128>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, ?], offset: ?>>
func.func @subview_strides(%a: memref<64x64xf32>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %cm2 = arith.constant -2 : index
  %s = memref.subview %a[%c2, 0] [4, 4] [%c2, %cm2] : memref<64x64xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @rc_of_rc(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<4x4xf32>
func.func @rc_of_rc(%a: memref<?xf32>, %n: index) -> memref<4x4xf32> {
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [16], strides: [1] : memref<?xf32> to memref<16xf32>
  %s = memref.reinterpret_cast %r to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  return %s : memref<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @rc_of_cast(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<4x4xf32>
func.func @rc_of_cast(%a: memref<16xf32>) -> memref<4x4xf32> {
  %c = memref.cast %a : memref<16xf32> to memref<?xf32>
  %s = memref.reinterpret_cast %c to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return %s : memref<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @rc_identity(
// CHECK-NEXT: return %arg0 : memref<16xf32>
func.func @rc_identity(%a: memref<16xf32>) -> memref<16xf32> {
  %s = memref.reinterpret_cast %a to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xf32>
  return %s : memref<16xf32>
}

// -----

// CHECK-LABEL: func.func @rc_const(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, 1], offset: ?>>
func.func @rc_const(%a: memref<?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %s = memref.reinterpret_cast %a to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @rc_of_subview(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<4x4xf32>
func.func @rc_of_subview(%a: memref<16xf32>) -> memref<4x4xf32> {
  %sv = memref.subview %a[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %s = memref.reinterpret_cast %sv to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<8xf32, strided<[1]>> to memref<4x4xf32>
  return %s : memref<4x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_expand(
// CHECK-NEXT: return %arg0 : memref<4x8xf32>
func.func @collapse_expand(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  return %e : memref<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @expand_collapse(
// CHECK-NEXT: return %arg0 : memref<32xf32>
func.func @expand_collapse(%a: memref<32xf32>) -> memref<32xf32> {
  %e = memref.expand_shape %a [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  return %c : memref<32xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_collapse(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: return %collapse_shape : memref<24xf32>
func.func @collapse_collapse(%a: memref<2x3x4xf32>) -> memref<24xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  return %d : memref<24xf32>
}

// -----

// CHECK-LABEL: func.func @expand_expand(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
// CHECK-NEXT: return %expand_shape : memref<2x3x4xf32>
func.func @expand_expand(%a: memref<24xf32>) -> memref<2x3x4xf32> {
  %c = memref.expand_shape %a [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %d : memref<2x3x4xf32>
}

// -----

// CHECK-LABEL: func.func @expand_dyn(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%c8, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: return %expand_shape : memref<?x4xf32>
func.func @expand_dyn(%a: memref<?xf32>) -> memref<?x4xf32> {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %d = memref.expand_shape %a [[0, 1]] output_shape [%c8, 4] : memref<?xf32> into memref<?x4xf32>
  return %d : memref<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<6xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
func.func @collapse_of_cast(%a: memref<2x3xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<2x3xf32> to memref<?x3xf32>
  %d = memref.collapse_shape %c [[0, 1]] : memref<?x3xf32> into memref<?xf32>
  return %d : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_expand_partial(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: return %collapse_shape : memref<6x4xf32>
func.func @collapse_expand_partial(%a: memref<2x3x4xf32>) -> memref<6x4xf32> {
  %c = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  return %e : memref<6x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_partial(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<6x4xf32> into memref<24xf32>
// CHECK-NEXT: return %collapse_shape : memref<24xf32>
func.func @collapse_of_expand_partial(%a: memref<6x4xf32>) -> memref<24xf32> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  return %c : memref<24xf32>
}

// -----

// CHECK-LABEL: func.func @esm(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %c0, %c4, %c8, %c8, %c1 : index, index, index, index, index
func.func @esm(%a: memref<4x8xf32>) -> (index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %t#0, %t#1 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @esm_dyn(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %offset, %sizes#0, %c8, %strides#0, %c1 : memref<f32>, index, index, index, index, index
func.func @esm_dyn(%a: memref<?x8xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @esm_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %cast : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %sizes#0, %strides#0 : index, index
func.func @esm_cast(%a: memref<4x8xf32>) -> (index, index) {
  %c = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %s#0, %t#0 : index, index
}

// -----

// CHECK-LABEL: func.func @esm_rc(
// CHECK-NEXT: return %arg0 : memref<4x8xf32>
func.func @esm_rc(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<4x8xf32>
  return %r : memref<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @esm_rc_dyn(
// CHECK-NEXT: return %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @esm_rc_dyn(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %a : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @eapi(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %cast : memref<?x?xf32> -> index
// CHECK-NEXT: return %intptr : index
func.func @eapi(%a: memref<4x8xf32>) -> index {
  %c = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %p = memref.extract_aligned_pointer_as_index %c : memref<?x?xf32> -> index
  return %p : index
}

// -----

// CHECK-LABEL: func.func @msc(
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 3>
// CHECK-NEXT: return %memspacecast : memref<4xf32, 3>
func.func @msc(%a: memref<4xf32, 1>) -> memref<4xf32, 3> {
  %c = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %d = memref.memory_space_cast %c : memref<4xf32> to memref<4xf32, 3>
  return %d : memref<4xf32, 3>
}

// -----

// CHECK-LABEL: func.func @msc_id(
// CHECK-NEXT: return %arg0 : memref<4xf32, 1>
func.func @msc_id(%a: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %c = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 1>
  return %c : memref<4xf32, 1>
}

// -----

// CHECK-LABEL: func.func @a(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [%c0, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1]>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[?, 1]>>
func.func @a(%a: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %c = arith.constant 0 : index
  %s = memref.subview %a[0, 0] [4, 4] [%c, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1]>>
  return %s : memref<4x4xf32, strided<[?, 1]>>
}

// -----

// CHECK-LABEL: func.func @b(
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [-1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[-8, 1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[-8, 1]>> to memref<4x4xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, 1]>>
func.func @b(%a: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %c = arith.constant -1 : index
  %s = memref.subview %a[0, 0] [4, 4] [%c, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1]>>
  return %s : memref<4x4xf32, strided<[?, 1]>>
}

// -----

// CHECK-LABEL: func.func @c(
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%c-1, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[8, 1], offset: ?>>
func.func @c(%a: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: ?>> {
  %c = arith.constant -1 : index
  %s = memref.subview %a[%c, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[8, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @d(
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [%c-1, 4] [1, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 1]>>
// CHECK-NEXT: return %subview : memref<?x4xf32, strided<[8, 1]>>
func.func @d(%a: memref<8x8xf32>) -> memref<?x4xf32, strided<[8, 1]>> {
  %c = arith.constant -1 : index
  %s = memref.subview %a[0, 0] [%c, 4] [1, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[8, 1]>>
  return %s : memref<?x4xf32, strided<[8, 1]>>
}

// -----

// CHECK-LABEL: func.func @e(
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [-2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[-16, 1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[-16, 1]>> to memref<4x4xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, 1]>>
func.func @e(%a: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, 1]>> {
  %c = arith.constant -2 : index
  %s = memref.subview %a[0, 0] [4, 4] [%c, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1]>>
  return %s : memref<4x4xf32, strided<[?, 1]>>
}

// -----

// CHECK-LABEL: func.func @a(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [%c0, %c-1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, ?]>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[?, ?]>>
func.func @a(%a: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, ?]>> {
  %c = arith.constant 0 : index
  %m = arith.constant -1 : index
  %s = memref.subview %a[0, 0] [4, 4] [%c, %m] : memref<8x8xf32> to memref<4x4xf32, strided<[?, ?]>>
  return %s : memref<4x4xf32, strided<[?, ?]>>
}

// -----

// CHECK-LABEL: func.func @b(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [%c2, %c0] : memref<8x8xf32> to memref<4x4xf32, strided<[?, ?]>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[?, ?]>>
func.func @b(%a: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, ?]>> {
  %c = arith.constant 2 : index
  %m = arith.constant 0 : index
  %s = memref.subview %a[0, 0] [4, 4] [%c, %m] : memref<8x8xf32> to memref<4x4xf32, strided<[?, ?]>>
  return %s : memref<4x4xf32, strided<[?, ?]>>
}

// -----

// CHECK-LABEL: func.func @c(
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[2, %c-1] [%arg1, 4] [2, 2] : memref<8x8xf32> to memref<?x4xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<?x4xf32, strided<[16, 2], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
func.func @c(%a: memref<8x8xf32>, %n : index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %c = arith.constant 2 : index
  %m = arith.constant -1 : index
  %s = memref.subview %a[%c, %m] [%n, 4] [%c, %c] : memref<8x8xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x4xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @b(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[2, 0] [4, 4] [%c2, %c0] : memref<8x8xf32> to memref<4x4xf32, strided<[?, ?], offset: 16>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[?, ?], offset: 16>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, ?], offset: ?>>
func.func @b(%a: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c = arith.constant 2 : index
  %m = arith.constant 0 : index
  %s = memref.subview %a[%c, 0] [4, 4] [%c, %m] : memref<8x8xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @c(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[2, 0] [4, 4] [%c0, %c2] : memref<8x8xf32> to memref<4x4xf32, strided<[?, ?], offset: 16>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[?, ?], offset: 16>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[?, ?], offset: ?>>
func.func @c(%a: memref<8x8xf32>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %c = arith.constant 2 : index
  %m = arith.constant 0 : index
  %s = memref.subview %a[%c, 0] [4, 4] [%m, %c] : memref<8x8xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @view_const(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = "test.n"() : () -> index
// CHECK-NEXT: %view = memref.view %arg0[%c0][%0] : memref<2048xi8> to memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %view : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
func.func @view_const(%a: memref<2048xi8>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = "test.n"() : () -> index
  %v = memref.view %a[%c0][%c4, %n] : memref<2048xi8> to memref<?x?xf32>
  return %v : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @view_cast(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT: %view = memref.view %alloc[%c0][%arg0] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: return %view : memref<?x4xf32>
func.func @view_cast(%n: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @scope(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @scope() -> f32 {
  %r = memref.alloca_scope -> f32 {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @scope_alloca(
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
func.func @scope_alloca(%i: index) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<4xf32>
    %v = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @expand_expand_dyn(
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [%arg2, 2, 4] : memref<?xf32> into memref<?x2x4xf32>
// CHECK-NEXT: return %expand_shape : memref<?x2x4xf32>
func.func @expand_expand_dyn(%a: memref<?xf32>, %n: index, %m: index) -> memref<?x2x4xf32> {
  %c = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %d = memref.expand_shape %c [[0, 1], [2]] output_shape [%m, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  return %d : memref<?x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_dyn(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: return %collapse_shape : memref<?xf32>
func.func @collapse_of_expand_dyn(%a: memref<?x4xf32>, %n: index) -> memref<?xf32> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [%n, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<?x2x4xf32> into memref<?xf32>
  return %c : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @expand_of_collapse_dyn(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1, 2]] output_shape [%arg1, 2, 4] : memref<?xf32> into memref<?x2x4xf32>
// CHECK-NEXT: return %expand_shape : memref<?x2x4xf32>
func.func @expand_of_collapse_dyn(%a: memref<?x4xf32>, %n: index) -> memref<?x2x4xf32> {
  %c = memref.collapse_shape %a [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1, 2]] output_shape [%n, 2, 4] : memref<?xf32> into memref<?x2x4xf32>
  return %e : memref<?x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @expand_of_collapse(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
// CHECK-NEXT: return %expand_shape : memref<6x2x2xf32>
func.func @expand_of_collapse(%a: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %e : memref<6x2x2xf32>
}

// -----

// CHECK-LABEL: func.func @global_load(
// CHECK-NEXT: %0 = memref.get_global @g : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %0[%arg0] : memref<4xf32>
// CHECK-NEXT: return %1 : f32
func.func @global_load(%i: index) -> f32 {
  %g = memref.get_global @g : memref<4xf32>
  %v = memref.load %g[%i] : memref<4xf32>
  return %v : f32
}
memref.global "private" constant @g : memref<4xf32> = dense<1.0>

// -----

// CHECK-LABEL: func.func @cast_into_users(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.assume_alignment %cast, 16 : memref<?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %cast[%arg1] : memref<?xf32> {
// CHECK-NEXT: ^bb0(%arg4: f32):
// CHECK-NEXT: memref.atomic_yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.dma_wait %arg3[%arg1], %arg1 : memref<1xi32>
// CHECK-NEXT: return
func.func @cast_into_users(%a: memref<4xf32>, %i: index, %v: f32, %t: memref<1xi32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.assume_alignment %c, 16 : memref<?xf32>
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  %x = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  %y = memref.generic_atomic_rmw %c[%i] : memref<?xf32> {
  ^bb0(%o: f32):
    memref.atomic_yield %o : f32
  }
  %p = memref.extract_aligned_pointer_as_index %c : memref<?xf32> -> index
  %e = memref.expand_shape %c [[0, 1]] output_shape [%i, 2] : memref<?xf32> into memref<?x2xf32>
  %r = memref.realloc %c : memref<?xf32> to memref<8xf32>
  %tr = memref.transpose %c (i) -> (i) : memref<?xf32> to memref<?xf32, strided<[1]>>
  %ms = memref.memory_space_cast %c : memref<?xf32> to memref<?xf32, 1>
  memref.dma_wait %t[%i], %i : memref<1xi32>
  return
}

// -----

// CHECK-LABEL: func.func @transpose_twice(
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %transpose : memref<4x8xf32, strided<[8, 1]>>
func.func @transpose_twice(%a: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %t = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %u = memref.transpose %t (i, j) -> (j, i) : memref<8x4xf32, strided<[1, 8]>> to memref<4x8xf32, strided<[8, 1]>>
  return %u : memref<4x8xf32, strided<[8, 1]>>
}

// -----

// CHECK-LABEL: func.func @dim_rank_reduced_subview(
// CHECK-NEXT: return %arg1, %arg2 : index, index
func.func @dim_rank_reduced_subview(%a: memref<?x?x?xf32>, %n: index, %m: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %a[0, 0, 0] [%n, 1, %m] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d0 = memref.dim %s, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %d1 = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @dead_alloc_in_loop(
// CHECK-NEXT: return
func.func @dead_alloc_in_loop(%v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xf32>
  }
  memref.dealloc %a : memref<?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_const_then_dim(
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<16xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0] : memref<16xf32>
// CHECK-NEXT: "test.use"(%cast) : (memref<?xf32>) -> ()
// CHECK-NEXT: return %c16 : index
func.func @alloc_const_then_dim(%v: f32) -> index {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc(%c16) : memref<?xf32>
  memref.store %v, %a[%c0] : memref<?xf32>
  %d = memref.dim %a, %c0 : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_reshape_not_dominating(
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: %0 = "test.index"() : () -> index
// CHECK-NEXT: %dim = memref.dim %reshape, %0 : memref<*xf32>
// CHECK-NEXT: return %dim : index
func.func @dim_reshape_not_dominating(%a: memref<*xf32>, %s: memref<?xindex>) -> index {
  %r = memref.reshape %a(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %i = "test.index"() : () -> index
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// -----

// scf.for and affine.for bodies are automatic allocation scopes: an
// alloca_scope ending one is inlined.
// CHECK-LABEL: func.func @alloca_scope_in_loops(
// CHECK: scf.for
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
func.func @alloca_scope_in_loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "test.other"() : () -> ()
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  affine.for %i = 0 to 4 {
    "test.other"() : () -> ()
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  return
}

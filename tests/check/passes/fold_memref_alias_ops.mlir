// PIPELINE: --fold-memref-alias-ops --split-input-file --allow-unregistered-dialect

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 8)>
// CHECK-LABEL: func.func @load_sv(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<12x32xf32>
// CHECK-NEXT: return %2 : f32
func.func @load_sv(%a: memref<12x32xf32>, %i: index, %j: index) -> f32 {
  %s = memref.subview %a[4, 8] [4, 8] [1, 1] : memref<12x32xf32> to memref<4x8xf32, strided<[32, 1], offset: 136>>
  %v = memref.load %s[%i, %j] : memref<4x8xf32, strided<[32, 1], offset: 136>>
  return %v : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>
// CHECK-LABEL: func.func @load_sv_dyn(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg5, %arg3]
// CHECK-NEXT: %1 = affine.apply #map()[%arg2, %arg6, %arg4]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<?x?xf32>
// CHECK-NEXT: return %2 : f32
func.func @load_sv_dyn(%a: memref<?x?xf32>, %o1: index, %o2: index, %s1: index, %s2: index, %i: index, %j: index) -> f32 {
  %s = memref.subview %a[%o1, %o2] [4, 4] [%s1, %s2] : memref<?x?xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %v = memref.load %s[%i, %j] : memref<4x4xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @store_sv_const(
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c6, %c10] : memref<12x32xf32>
// CHECK-NEXT: return
func.func @store_sv_const(%a: memref<12x32xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %a[4, 8] [4, 8] [2, 1] : memref<12x32xf32> to memref<4x8xf32, strided<[64, 1], offset: 136>>
  memref.store %v, %s[%c1, %c2] : memref<4x8xf32, strided<[64, 1], offset: 136>>
  return
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 8)>
// CHECK-LABEL: func.func @load_sv_rank_reduced(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = memref.load %arg0[%c4, %0] : memref<12x32xf32>
// CHECK-NEXT: return %1 : f32
func.func @load_sv_rank_reduced(%a: memref<12x32xf32>, %i: index) -> f32 {
  %s = memref.subview %a[4, 8] [1, 8] [1, 1] : memref<12x32xf32> to memref<8xf32, strided<[1], offset: 136>>
  %v = memref.load %s[%i] : memref<8xf32, strided<[1], offset: 136>>
  return %v : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 8)>
// CHECK-LABEL: func.func @sv_sv(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %subview = memref.subview %arg0[%0, %1] [4, 4] [1, 1] : memref<64x64xf32> to memref<4x4xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[64, 1], offset: ?>>
func.func @sv_sv(%a: memref<64x64xf32>, %o: index) -> memref<4x4xf32, strided<[64, 1], offset: ?>> {
  %s = memref.subview %a[%o, 8] [16, 16] [1, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 1], offset: ?>>
  %t = memref.subview %s[2, %o] [4, 4] [1, 1] : memref<16x16xf32, strided<[64, 1], offset: ?>> to memref<4x4xf32, strided<[64, 1], offset: ?>>
  return %t : memref<4x4xf32, strided<[64, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @sv_sv_strided(
// CHECK-NEXT: %subview = memref.subview %arg0[2, 8] [16, 16] [2, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[128, 1], offset: 136>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[1, 4] [4, 4] [1, 3] : memref<16x16xf32, strided<[128, 1], offset: 136>> to memref<4x4xf32, strided<[128, 3], offset: 268>>
// CHECK-NEXT: return %subview_0 : memref<4x4xf32, strided<[128, 3], offset: 268>>
func.func @sv_sv_strided(%a: memref<64x64xf32>) -> memref<4x4xf32, strided<[128, 3], offset: 268>> {
  %s = memref.subview %a[2, 8] [16, 16] [2, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[128, 1], offset: 136>>
  %t = memref.subview %s[1, 4] [4, 4] [1, 3] : memref<16x16xf32, strided<[128, 1], offset: 136>> to memref<4x4xf32, strided<[128, 3], offset: 268>>
  return %t : memref<4x4xf32, strided<[128, 3], offset: 268>>
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2 + 4)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 8)>
// CHECK-LABEL: func.func @load_apply(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<12x32xf32>
// CHECK-NEXT: return %2 : f32
func.func @load_apply(%a: memref<12x32xf32>, %i: index) -> f32 {
  %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
  %s = memref.subview %a[4, 8] [4, 8] [1, 1] : memref<12x32xf32> to memref<4x8xf32, strided<[32, 1], offset: 136>>
  %v = memref.load %s[%k, %i] : memref<4x8xf32, strided<[32, 1], offset: 136>>
  return %v : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 * 8 + s1)>
// CHECK-LABEL: func.func @load_expand(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: %1 = memref.load %arg0[%0] : memref<32xf32>
// CHECK-NEXT: return %1 : f32
func.func @load_expand(%a: memref<32xf32>, %i: index, %j: index) -> f32 {
  %e = memref.expand_shape %a [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
  %v = memref.load %e[%i, %j] : memref<4x8xf32>
  return %v : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 floordiv 8)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 mod 8)>
// CHECK-LABEL: func.func @load_collapse(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<4x8xf32>
// CHECK-NEXT: return %2 : f32
func.func @load_collapse(%a: memref<4x8xf32>, %i: index) -> f32 {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %v = memref.load %c[%i] : memref<32xf32>
  return %v : f32
}

// -----

// CHECK-DAG: #map = affine_map<(d0) -> (d0 * 2 + 4)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 8)>
// CHECK-DAG: #map2 = affine_map<()[s0] -> (s0 + 4)>
// CHECK-LABEL: func.func @load_loop(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<12x32xf32>
// CHECK-NEXT: "test.use"(%2) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg2]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<12x32xf32>
// CHECK-NEXT: "test.use"(%2) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @load_loop(%a: memref<12x32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %a[4, 8] [4, 8] [1, 1] : memref<12x32xf32> to memref<4x8xf32, strided<[32, 1], offset: 136>>
  scf.for %i = %c0 to %n step %c1 {
    %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = memref.load %s[%k, %i] : memref<4x8xf32, strided<[32, 1], offset: 136>>
    "test.use"(%v) : (f32) -> ()
  }
  affine.for %j = 0 to 4 {
    %v = memref.load %s[%j, %j] : memref<4x8xf32, strided<[32, 1], offset: 136>>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @load_same(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1, %arg2]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<?x?xf32>
// CHECK-NEXT: return %2 : f32
func.func @load_same(%a: memref<?x?xf32>, %o: index, %i: index) -> f32 {
  %s = memref.subview %a[%o, %o] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %v = memref.load %s[%o, %i] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @load_zero(
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg2] : memref<?x?xf32>
// CHECK-NEXT: return %0 : f32
func.func @load_zero(%a: memref<?x?xf32>, %n: index, %i: index) -> f32 {
  %s = memref.subview %a[0, 0] [%n, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %v = memref.load %s[%i, %i] : memref<?x?xf32, strided<[?, 1]>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @dont_touch(
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg1] : memref<12x32xf32>
// CHECK-NEXT: "test.use"(%c12) : (index) -> ()
// CHECK-NEXT: return %0 : f32
func.func @dont_touch(%a: memref<12x32xf32>, %i: index) -> f32 {
  %c = memref.cast %a : memref<12x32xf32> to memref<?x?xf32>
  %v = memref.load %c[%i, %i] : memref<?x?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?x?xf32>
  "test.use"(%d) : (index) -> ()
  return %v : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 8)>
// CHECK-LABEL: func.func @vec(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT: %2 = vector.load %arg0[%0, %1] : memref<12x32xf32>, vector<4xf32>
// CHECK-NEXT: %3 = affine.apply #map()[%arg2]
// CHECK-NEXT: %4 = affine.apply #map1()[%arg1]
// CHECK-NEXT: vector.store %2, %arg0[%3, %4] : memref<12x32xf32>, vector<4xf32>
// CHECK-NEXT: return
func.func @vec(%a: memref<12x32xf32>, %i: index, %j: index) {
  %s = memref.subview %a[4, 8] [4, 8] [1, 1] : memref<12x32xf32> to memref<4x8xf32, strided<[32, 1], offset: 136>>
  %v = vector.load %s[%i, %j] : memref<4x8xf32, strided<[32, 1], offset: 136>>, vector<4xf32>
  vector.store %v, %s[%j, %i] : memref<4x8xf32, strided<[32, 1], offset: 136>>, vector<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @sv_sv_const(
// CHECK-NEXT: %subview = memref.subview %arg0[10, 10] [4, 4] [1, 1] : memref<64x64xf32> to memref<4x4xf32, strided<[64, 1], offset: 650>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[64, 1], offset: 650>>
func.func @sv_sv_const(%a: memref<64x64xf32>) -> memref<4x4xf32, strided<[64, 1], offset: 650>> {
  %s = memref.subview %a[8, 8] [16, 16] [1, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 1], offset: 520>>
  %t = memref.subview %s[2, 2] [4, 4] [1, 1] : memref<16x16xf32, strided<[64, 1], offset: 520>> to memref<4x4xf32, strided<[64, 1], offset: 650>>
  return %t : memref<4x4xf32, strided<[64, 1], offset: 650>>
}

// -----

// CHECK-LABEL: func.func @sv_sv_reduced(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 10] [1, 4] [1, 1] : memref<64x64xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1], offset: ?>>
func.func @sv_sv_reduced(%a: memref<64x64xf32>, %o: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %s = memref.subview %a[%o, 8] [1, 16] [1, 1] : memref<64x64xf32> to memref<16xf32, strided<[1], offset: ?>>
  %t = memref.subview %s[2] [4] [1] : memref<16xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %t : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 4)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 8)>
// CHECK-LABEL: func.func @nontemporal(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT: memref.store %arg2, %arg0[%0, %1] {nontemporal = true} : memref<12x32xf32>
// CHECK-NEXT: return
func.func @nontemporal(%a: memref<12x32xf32>, %i: index, %v: f32) {
  %s = memref.subview %a[4, 8] [4, 8] [1, 1] : memref<12x32xf32> to memref<4x8xf32, strided<[32, 1], offset: 136>>
  memref.store %v, %s[%i, %i] {nontemporal = true} : memref<4x8xf32, strided<[32, 1], offset: 136>>
  return
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 floordiv 3)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 mod 3)>
// CHECK-LABEL: func.func @store_collapse(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg1]
// CHECK-NEXT: memref.store %arg3, %arg0[%0, %1, %arg2] : memref<2x3x4xf32>
// CHECK-NEXT: return
func.func @store_collapse(%a: memref<2x3x4xf32>, %i: index, %j: index, %v: f32) {
  %c = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  memref.store %v, %c[%i, %j] : memref<6x4xf32>
  return
}

// -----

// CHECK-DAG: #map = affine_map<()[s0, s1] -> (s0 * 13 + s1 * 4)>
// CHECK-LABEL: func.func @store_expand_3(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: memref.store %arg3, %arg0[%0] : memref<24xf32>
// CHECK-NEXT: return
func.func @store_expand_3(%a: memref<24xf32>, %i: index, %j: index, %v: f32) {
  %e = memref.expand_shape %a [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  memref.store %v, %e[%i, %j, %i] : memref<2x3x4xf32>
  return
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 5)>
// CHECK-LABEL: func.func @load_expand_dyn(
// CHECK-NEXT: %0 = affine.apply #map()[%arg2]
// CHECK-NEXT: %1 = memref.load %arg0[%0] : memref<?xf32>
// CHECK-NEXT: return %1 : f32
func.func @load_expand_dyn(%a: memref<?xf32>, %n: index, %i: index) -> f32 {
  %e = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %v = memref.load %e[%i, %i] : memref<?x4xf32>
  return %v : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 10)>
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map()[%arg1]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<64x64xf32>
// CHECK-NEXT: return %2 : f32
func.func @chain(%a: memref<64x64xf32>, %i: index) -> f32 {
  %s = memref.subview %a[8, 8] [16, 16] [1, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[64, 1], offset: 520>>
  %t = memref.subview %s[2, 2] [4, 4] [1, 1] : memref<16x16xf32, strided<[64, 1], offset: 520>> to memref<4x4xf32, strided<[64, 1], offset: 650>>
  %v = memref.load %t[%i, %i] : memref<4x4xf32, strided<[64, 1], offset: 650>>
  return %v : f32
}

// -----

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 * 2 + 8)>
// CHECK-DAG: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * s0)>
// CHECK-LABEL: func.func @strided_load(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2, %arg1]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<64x64xf32>
// CHECK-NEXT: return %2 : f32
func.func @strided_load(%a: memref<64x64xf32>, %i: index, %n: index) -> f32 {
  %s = memref.subview %a[8, %n] [16, 16] [2, %n] : memref<64x64xf32> to memref<16x16xf32, strided<[128, ?], offset: ?>>
  %v = memref.load %s[%i, %i] : memref<16x16xf32, strided<[128, ?], offset: ?>>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @not_an_alias(
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg1] : memref<12x32xf32>
// CHECK-NEXT: return %0 : f32
func.func @not_an_alias(%a: memref<12x32xf32>, %i: index) -> f32 {
  %c = memref.cast %a : memref<12x32xf32> to memref<?x32xf32>
  %v = memref.load %c[%i, %i] : memref<?x32xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @strided_subview_of_subview_kept(
// CHECK-NEXT: %subview = memref.subview %arg0[8] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: 8>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[1] [4] [2] : memref<16xf32, strided<[1], offset: 8>> to memref<4xf32, strided<[2], offset: 9>>
// CHECK-NEXT: return %subview_0 : memref<4xf32, strided<[2], offset: 9>>
func.func @strided_subview_of_subview_kept(%a: memref<64xf32>) -> memref<4xf32, strided<[2], offset: 9>> {
  %s = memref.subview %a[8] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: 8>>
  %t = memref.subview %s[1] [4] [2] : memref<16xf32, strided<[1], offset: 8>> to memref<4xf32, strided<[2], offset: 9>>
  return %t : memref<4xf32, strided<[2], offset: 9>>
}

// PIPELINE: --affine-loop-tile="tile-sizes=32,8" --split-input-file --allow-unregistered-dialect
// affine-loop-tile with tile-sizes: each top-level perfect nest becomes
// tile-space loops around intra-tile loops; a min bound where the tile
// size does not divide the trip count, a short bound for a loop shorter
// than its tile; loops yielding values and non-rectangular nests stay.

// CHECK-LABEL: func.func @matmul
// CHECK-NEXT: affine.for %arg3 = 0 to 256 step 32 {
// CHECK-NEXT: affine.for %arg4 = 0 to 256 step 8 {
// CHECK-NEXT: affine.for %arg5 = 0 to 256 step 4 {
// CHECK-NEXT: affine.for %arg6 = #map(%arg3) to #map1(%arg3) {
// CHECK-NEXT: affine.for %arg7 = #map(%arg4) to #map2(%arg4) {
// CHECK-NEXT: affine.for %arg8 = #map(%arg5) to #map3(%arg5) {
// CHECK-NEXT: %0 = affine.load %arg0[%arg6, %arg8] : memref<256x256xf32>
func.func @matmul(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>) {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      affine.for %k = 0 to 256 {
        %a = affine.load %A[%i, %k] : memref<256x256xf32>
        %b = affine.load %B[%k, %j] : memref<256x256xf32>
        %c = affine.load %C[%i, %j] : memref<256x256xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<256x256xf32>
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @partial_and_short
// CHECK-NEXT: affine.for %arg1 = 0 to %arg0 step 32 {
// CHECK-NEXT: affine.for %arg2 = 0 to 5 step 8 {
// CHECK-NEXT: affine.for %arg3 = #map(%arg1) to min #map1(%arg1)[%arg0] {
// CHECK-NEXT: affine.for %arg4 = #map(%arg2) to #map2(%arg2) {
// CHECK-NEXT: "test.a"(%arg3, %arg4) : (index, index) -> ()
func.func @partial_and_short(%n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 5 {
      "test.a"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @not_tiled
// CHECK-NEXT: affine.for %arg1 = 0 to 64 {
// CHECK-NEXT: affine.for %arg2 = 0 to #map(%arg1) {
// CHECK: %0 = affine.for %arg1 = 0 to 64 iter_args
func.func @not_tiled(%x: f32) -> f32 {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      "test.b"(%i, %j) : (index, index) -> ()
    }
  }
  %r = affine.for %i = 0 to 64 iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// An in-place transpose: the element stored at (i, j) is read at (j, i),
// later when j > i, a distance of (1..7, -7..-1): tiling would reorder
// them, so the nest stays.
// CHECK-LABEL: func.func @transpose_in_place
// CHECK-NEXT: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1, %arg2] : memref<8x8xf32>
func.func @transpose_in_place(%A: memref<8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %A[%i, %j] : memref<8x8xf32>
      affine.store %v, %A[%j, %i] : memref<8x8xf32>
    }
  }
  return
}

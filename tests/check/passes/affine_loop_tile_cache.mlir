// PIPELINE: --pass-pipeline="builtin.module(func.func(affine-loop-tile{cache-size=64}, affine-loop-tile{tile-size=2}))"
// PIPELINE: --split-input-file --allow-unregistered-dialect
// Tile sizes from the footprint: 3 x 256 KiB against a 64 KiB cache is an
// excess of 12, so 2 x 2 x 3, each lowered to a divisor of 256 (3 -> 2).
// Tiling again leaves the nest alone, as upstream: the intra-tile bounds
// use the tile-space IVs, so the six-loop band is not hyper-rectangular.
// A nest that fits in the cache gets tiles of 1.

// CHECK-LABEL: func.func @matmul
// CHECK-NEXT: affine.for %arg3 = 0 to 256 step 2 {
// CHECK-NEXT: affine.for %arg4 = 0 to 256 step 2 {
// CHECK-NEXT: affine.for %arg5 = 0 to 256 step 2 {
// CHECK-NEXT: affine.for %arg6 = #map(%arg3) to #map1(%arg3) {
// CHECK-NEXT: affine.for %arg7 = #map(%arg4) to #map1(%arg4) {
// CHECK-NEXT: affine.for %arg8 = #map(%arg5) to #map1(%arg5) {
// CHECK-NEXT: %0 = affine.load
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

// CHECK-LABEL: func.func @small
// CHECK-NEXT: affine.for %arg1 = 0 to 16 {
// CHECK-NEXT: affine.for %arg2 = #map(%arg1) to #map1(%arg1) {
func.func @small(%m: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %m[%i] : memref<16xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

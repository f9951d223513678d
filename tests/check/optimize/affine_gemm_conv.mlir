// PIPELINE: --affine-gemm="vector-bits=256 mr=2 nr=16 kc=64 mc=4 nc=32" --split-input-file
// affine-gemm on deeper nests: a convolution's loops hold a GEMM once the
// loops that are not the GEMM's move out, which is done only where the
// written memref is provably apart from the ones read.

// A convolution's nest (n, oh, ow, f, kh, kw, c) into a buffer apart from
// its inputs: the loops not of the GEMM (n, oh, kh, kw) move out, keeping
// each element's sum in its order, and (ow, f, c) becomes a GEMM on views:
// the input's rows start at ow + kw, so its view is as tall as the ow loop.
// CHECK-LABEL: func.func @conv(
// CHECK: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: affine.for %arg5 = 0 to 3 {
// CHECK-NEXT: affine.for %arg6 = 0 to 3 {
// CHECK: %subview = memref.subview %arg0[%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, 0] [1, 1, %c8, 64] [1, 1, 1, 1] : memref<1x10x10x64xf32> to memref<?x64xf32, strided<[64, 1], offset: ?>>
// CHECK: %subview_1 = memref.subview %arg1[%{{[0-9]+}}, %{{[0-9]+}}, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : memref<3x3x64x64xf32> to memref<64x64xf32, strided<[64, 1], offset: ?>>
// CHECK: %subview_2 = memref.subview %alloc[%{{[0-9]+}}, %{{[0-9]+}}, 0, 0] [1, 1, 8, 64] [1, 1, 1, 1] : memref<1x8x8x64xf32> to memref<8x64xf32, strided<[64, 1], offset: ?>>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
func.func @conv(%in: memref<1x10x10x64xf32>, %w: memref<3x3x64x64xf32>, %out: memref<1x8x8x64xf32>) {
  %o = memref.alloc() : memref<1x8x8x64xf32>
  affine.for %n = 0 to 1 {
  affine.for %oh = 0 to 8 {
  affine.for %ow = 0 to 8 {
  affine.for %f = 0 to 64 {
  affine.for %kh = 0 to 3 {
  affine.for %kw = 0 to 3 {
  affine.for %c = 0 to 64 {
    %x = affine.load %in[%n, %oh + %kh, %ow + %kw, %c] : memref<1x10x10x64xf32>
    %y = affine.load %w[%kh, %kw, %c, %f] : memref<3x3x64x64xf32>
    %acc = affine.load %o[%n, %oh, %ow, %f] : memref<1x8x8x64xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    affine.store %s, %o[%n, %oh, %ow, %f] : memref<1x8x8x64xf32>
  }}}}}}}
  memref.copy %o, %out : memref<1x8x8x64xf32> to memref<1x8x8x64xf32>
  return
}

// -----

// Without assume-no-alias the loops of a nest writing a memref that may
// overlap its inputs (two arguments) are not reordered; a GEMM nest
// inside it would be handled where it is.
// CHECK-LABEL: func.func @conv_into_argument(
// CHECK: affine.for %arg3 = 0 to 1 {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: affine.for %arg5 = 0 to 8 {
// CHECK-NEXT: affine.for %arg6 = 0 to 64 {
// CHECK-NOT: memref.subview
func.func @conv_into_argument(%in: memref<1x10x10x64xf32>, %w: memref<3x3x64x64xf32>, %o: memref<1x8x8x64xf32>) {
  affine.for %n = 0 to 1 {
  affine.for %oh = 0 to 8 {
  affine.for %ow = 0 to 8 {
  affine.for %f = 0 to 64 {
  affine.for %kh = 0 to 3 {
  affine.for %kw = 0 to 3 {
  affine.for %c = 0 to 64 {
    %x = affine.load %in[%n, %oh + %kh, %ow + %kw, %c] : memref<1x10x10x64xf32>
    %y = affine.load %w[%kh, %kw, %c, %f] : memref<3x3x64x64xf32>
    %acc = affine.load %o[%n, %oh, %ow, %f] : memref<1x8x8x64xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    affine.store %s, %o[%n, %oh, %ow, %f] : memref<1x8x8x64xf32>
  }}}}}}}
  return
}

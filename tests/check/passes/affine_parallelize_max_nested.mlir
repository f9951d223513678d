// PIPELINE: --affine-parallelize=max-nested=1

// Only the outermost parallel loop of each nest is converted.

// CHECK-LABEL: func.func @nest(
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (8) {
// CHECK-NEXT: affine.for %arg3 = 0 to 16 {
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
func.func @nest(%a: memref<8x16x4xf32>, %b: memref<8x16x4xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      affine.for %k = 0 to 4 {
        %v = affine.load %a[%i, %j, %k] : memref<8x16x4xf32>
        affine.store %v, %b[%i, %j, %k] : memref<8x16x4xf32>
      }
    }
  }
  return
}

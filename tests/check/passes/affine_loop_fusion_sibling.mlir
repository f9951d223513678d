// PIPELINE: --affine-loop-fusion=mode=sibling --split-input-file
// affine-loop-fusion in sibling mode: nests reading a common memref fuse,
// a producer and its consumer do not.

// Three siblings become one nest.
// CHECK-LABEL: func.func @three_siblings
// CHECK-NEXT: affine.for %arg4 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg4] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg4] : memref<10xf32>
// CHECK-NEXT: affine.store %1, %arg2[%arg4] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %arg0[%arg4] : memref<10xf32>
// CHECK-NEXT: affine.store %2, %arg3[%arg4] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @three_siblings(%a: memref<10xf32>, %out: memref<10xf32>, %out2: memref<10xf32>, %out3: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %out2[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %out3[%i] : memref<10xf32>
  }
  return
}

// -----

// The fused nest goes where the later sibling is, when the consumer
// depends on the nest in between ...
// CHECK-LABEL: func.func @fused_at_later_sibling
// CHECK-NEXT: affine.for %arg5 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg4[%arg5] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg3[%arg5] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg5 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg5] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg5] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg5] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %arg3[%arg5] : memref<10xf32>
// CHECK-NEXT: %3 = arith.addf %1, %2 : f32
// CHECK-NEXT: affine.store %3, %arg2[%arg5] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @fused_at_later_sibling(%a: memref<10xf32>, %out: memref<10xf32>, %out2: memref<10xf32>, %b: memref<10xf32>, %c: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %c[%i] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = affine.load %b[%i] : memref<10xf32>
    %x = arith.addf %v, %w : f32
    affine.store %x, %out2[%i] : memref<10xf32>
  }
  return
}

// -----

// ... and before the nest in between when that nest depends on the
// earlier sibling.
// CHECK-LABEL: func.func @fused_before_dependent_nest
// CHECK-NEXT: affine.for %arg4 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg4] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg4] : memref<10xf32>
// CHECK-NEXT: affine.store %1, %arg2[%arg4] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg4] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg3[%arg4] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @fused_before_dependent_nest(%a: memref<10xf32>, %out: memref<10xf32>, %out2: memref<10xf32>, %b: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %out[%i] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %out2[%i] : memref<10xf32>
  }
  return
}

// -----

// NOT fused in sibling mode: a dependence between the nests (the second
// reads what the first writes) makes them producer and consumer.
// CHECK-LABEL: func.func @producer_and_consumer_not_fused
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: affine.store %2, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @producer_and_consumer_not_fused(%a: memref<10xf32>, %out: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = affine.load %out[%i] : memref<10xf32>
    %x = arith.addf %v, %w : f32
    affine.store %x, %out[%i] : memref<10xf32>
  }
  return
}

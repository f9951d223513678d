// PIPELINE: --affine-gemm="vector-bits=256 mr=2 nr=16 kc=64 mc=4 nc=32 assume-no-alias=true scratch-buffers=false"
// scratch-buffers=false (what `strata run` asks for): the packing buffers
// are plain allocations, freed after the nest.

// CHECK-LABEL: func.func @gemm(
// CHECK: memref.alloc(%{{[0-9]+}}, %{{[0-9]+}}) {alignment = 64 : i64} : memref<?x?x16xf32>
// CHECK-NEXT: memref.alloc(%{{[0-9]+}}, %{{[0-9]+}}) {alignment = 64 : i64} : memref<?x?x2xf32>
// CHECK: memref.dealloc %alloc_1 : memref<?x?x2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x?x16xf32>
// CHECK-NOT: strata.scratch
func.func @gemm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %m: index, %n: index, %k: index) {
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %k {
        %x = affine.load %a[%i, %p] : memref<?x?xf32>
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %xy : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

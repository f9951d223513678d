// PIPELINE: --expand-realloc=emit-deallocs=false
// Without emit-deallocs the old buffer is left to buffer deallocation.

// CHECK-LABEL: func.func @grow(
// CHECK: memref.copy
// CHECK-NOT: memref.dealloc
// CHECK: scf.yield
func.func @grow(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

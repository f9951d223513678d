// PIPELINE: --pass-pipeline="builtin.module(func.func(bufferization-lower-deallocations))" --verify-diagnostics

// On a function alone the helper cannot be added to the module.
func.func @general(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1, %d: i1) {
  // expected-error@+1 {{library function required for generic lowering, but cannot be automatically inserted when operating on functions}}
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c, %d)
  return
}

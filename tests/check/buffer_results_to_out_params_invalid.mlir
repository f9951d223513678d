// PIPELINE: --buffer-results-to-out-params --verify-diagnostics
// A call cannot allocate the out-param of a dynamically shaped result.

func.func @dyn(%n: index) -> memref<?xf32> {
  %r = memref.alloc(%n) : memref<?xf32>
  return %r : memref<?xf32>
}
func.func @c(%n: index) -> memref<?xf32> {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %r = call @dyn(%n) : (index) -> memref<?xf32>
  return %r : memref<?xf32>
}

// PIPELINE: --convert-bufferization-to-memref --verify-diagnostics

// A static layout no identity-layout buffer casts to cannot be cloned by
// allocating.
func.func @static_strides(%a: memref<4xf32, strided<[2], offset: ?>>) -> memref<4xf32, strided<[2], offset: ?>> {
  // expected-error@+1 {{failed to legalize operation 'bufferization.clone' that was explicitly marked illegal}}
  %0 = bufferization.clone %a : memref<4xf32, strided<[2], offset: ?>> to memref<4xf32, strided<[2], offset: ?>>
  return %0 : memref<4xf32, strided<[2], offset: ?>>
}

// PIPELINE: --finalize-memref-to-llvm --split-input-file
// VERIFY-DIAGNOSTICS
// finalize-memref-to-llvm reports each memref op it cannot lower with the
// reason, where mlir-opt-19 would leave the op in place.

func.func @subview(%m: memref<10xf32>) -> memref<2xf32, strided<[1], offset: 1>> {
  // expected-error @+1 {{'memref.subview' op cannot be lowered (finalize-memref-to-llvm: run expand-strided-metadata first}}
  %s = memref.subview %m[1][2][1] : memref<10xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %s : memref<2xf32, strided<[1], offset: 1>>
}

// -----

func.func @space(%m: memref<4xf32, "gpu">, %i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op cannot be lowered (finalize-memref-to-llvm: the memory space of memref<4xf32, "gpu"> is not an integer address space)}}
  %0 = memref.load %m[%i] : memref<4xf32, "gpu">
  return %0 : f32
}

// -----

func.func @layout(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1 floordiv 2, d0)>>, %i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op cannot be lowered (finalize-memref-to-llvm: the layout of memref<4x4xf32, affine_map<(d0, d1) -> (d1 floordiv 2, d0)>> is not strided)}}
  %0 = memref.load %m[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1 floordiv 2, d0)>>
  return %0 : f32
}

// -----

func.func @alloc_layout() -> memref<4xf32, strided<[2]>> {
  // expected-error @+1 {{'memref.alloc' op cannot be lowered (finalize-memref-to-llvm: only memrefs with the identity layout can be allocated)}}
  %0 = memref.alloc() : memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}

// -----

func.func @atomic(%m: memref<4xi128>, %v: i128, %i: index) -> i128 {
  // expected-error @+1 {{'memref.atomic_rmw' op cannot be lowered (finalize-memref-to-llvm: its kind has no llvm atomicrmw operation, and a compare-exchange loop needs an integer or float element of 8, 16, 32 or 64 bits)}}
  %0 = memref.atomic_rmw muli %v, %m[%i] : (i128, memref<4xi128>) -> i128
  return %0 : i128
}

// -----

func.func @generic_atomic(%m: memref<4xi128>, %i: index) -> i128 {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op cannot be lowered (finalize-memref-to-llvm: a compare-exchange loop needs an integer or float element of 8, 16, 32 or 64 bits)}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi128> {
  ^bb0(%x: i128):
    memref.atomic_yield %x : i128
  }
  return %0 : i128
}

// -----

// expected-error @+1 {{'memref.global' op cannot be lowered (finalize-memref-to-llvm: the memory space of memref<2xf32, "shared"> is not an integer address space)}}
memref.global "private" @shared : memref<2xf32, "shared"> = dense<0.0>

// PIPELINE: --normalize-memrefs --split-input-file --allow-unregistered-dialect
// normalize-memrefs: memrefs with a layout map become identity-layout
// memrefs of the map's range; allocations, function arguments and
// results, calls and every access are rewritten, accesses through the
// layout map.

// A transposed buffer: the subscripts swap.
// CHECK-LABEL: func.func @permute
// CHECK: %[[A:.*]] = memref.alloc() : memref<256x64xf32>
// CHECK: affine.load %[[A]][%arg1, %arg0] : memref<256x64xf32>
// CHECK: memref.dealloc %[[A]] : memref<256x64xf32>
func.func @permute() {
  %A = memref.alloc() : memref<64x256xf32, affine_map<(d0, d1) -> (d1, d0)>>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 256 {
      %v = affine.load %A[%i, %j] : memref<64x256xf32, affine_map<(d0, d1) -> (d1, d0)>>
      affine.store %v, %A[%i, %j] : memref<64x256xf32, affine_map<(d0, d1) -> (d1, d0)>>
    }
  }
  memref.dealloc %A : memref<64x256xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}

// -----

// A shifted buffer grows by the shift; a subscript that is a symbol.
// CHECK-LABEL: func.func @shift
// CHECK: memref.alloc() : memref<65xf32>
// CHECK: affine.load %{{.*}}[symbol(%arg0) + 1] : memref<65xf32>
func.func @shift(%idx: index) -> f32 {
  %A = memref.alloc() : memref<64xf32, affine_map<(d0) -> (d0 + 1)>>
  %v = affine.load %A[%idx] : memref<64xf32, affine_map<(d0) -> (d0 + 1)>>
  affine.for %i = 0 to 64 {
    affine.store %v, %A[%i] : memref<64xf32, affine_map<(d0) -> (d0 + 1)>>
  }
  return %v : f32
}

// -----

// A tiled layout: 10 rows in tiles of 4 give 3 tiles; the argument, the
// result and the local buffer all change.
// CHECK-LABEL: func.func @tiled
// CHECK-SAME: (%arg0: memref<3x5x4xf32>, %arg1: index) -> memref<3x5x4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<3x5x4xf32>
// CHECK: affine.load %arg0[%arg2 floordiv 4, %arg3, %arg2 mod 4] : memref<3x5x4xf32>
// CHECK: return %[[B]] : memref<3x5x4xf32>
#tile = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
func.func @tiled(%A: memref<10x5xf32, #tile>, %n: index) -> memref<10x5xf32, #tile> {
  %B = memref.alloc() : memref<10x5xf32, #tile>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 5 {
      %v = affine.load %A[%i, %j] : memref<10x5xf32, #tile>
      affine.store %v, %B[%i + 1, symbol(%n)] : memref<10x5xf32, #tile>
    }
  }
  return %B : memref<10x5xf32, #tile>
}

// -----

// Three dimensions permuted.
// CHECK-LABEL: func.func @high_dim_permute
// CHECK: memref.alloc() : memref<256x64x128xf32>
// CHECK: affine.load %{{.*}}[%arg2, %arg0, %arg1] : memref<256x64x128xf32>
func.func @high_dim_permute() {
  %A = memref.alloc() : memref<64x128x256xf32, affine_map<(d0, d1, d2) -> (d2, d0, d1)>>
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 256 {
        %v = affine.load %A[%i, %j, %k] : memref<64x128x256xf32, affine_map<(d0, d1, d2) -> (d2, d0, d1)>>
        "test.use"(%v) : (f32) -> ()
      }
    }
  }
  return
}

// -----

// A strided layout is a linear map: one dimension as long as the last
// element's offset plus one.
// CHECK-LABEL: func.func @strided
// CHECK-SAME: (%arg0: memref<30xf32>) -> f32
// CHECK: affine.load %arg0[12] : memref<30xf32>
func.func @strided(%A: memref<4x4xf32, strided<[8, 1], offset: 2>>) -> f32 {
  %v = affine.load %A[1, 2] : memref<4x4xf32, strided<[8, 1], offset: 2>>
  return %v : f32
}

// -----

// Calls: the callee's signature, the call's result type and the caller's
// return type all follow; an external declaration is normalized as it is.
// CHECK-LABEL: func.func private @ext(memref<2x4xf32>) -> memref<2x4xf32>
// CHECK-LABEL: func.func @callee
// CHECK-SAME: (%arg0: memref<2x4xf32>) -> memref<2x4xf32>
// CHECK-LABEL: func.func @caller
// CHECK-SAME: -> memref<2x4xf32>
// CHECK: %[[R:.*]] = call @callee(%{{.*}}) : (memref<2x4xf32>) -> memref<2x4xf32>
// CHECK: affine.load %[[R]][0, 3] : memref<2x4xf32>
// CHECK: %[[E:.*]] = call @ext(%[[R]]) : (memref<2x4xf32>) -> memref<2x4xf32>
// CHECK: return %[[E]] : memref<2x4xf32>
#t4 = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>
func.func private @ext(memref<8xf32, #t4>) -> memref<8xf32, #t4>
func.func @callee(%A: memref<8xf32, #t4>) -> memref<8xf32, #t4> {
  %c = arith.constant 1.0 : f32
  affine.store %c, %A[5] : memref<8xf32, #t4>
  return %A : memref<8xf32, #t4>
}
func.func @caller() -> memref<8xf32, #t4> {
  %A = memref.alloc() : memref<8xf32, #t4>
  %R = call @callee(%A) : (memref<8xf32, #t4>) -> memref<8xf32, #t4>
  %v = affine.load %R[3] : memref<8xf32, #t4>
  %E = call @ext(%R) : (memref<8xf32, #t4>) -> memref<8xf32, #t4>
  return %E : memref<8xf32, #t4>
}

// -----

// A buffer copied with memref.copy (not normalizable) keeps its layout,
// and so do the functions calling or called by its function; an unrelated
// function is normalized.
// CHECK-LABEL: func.func @leaf
// CHECK-SAME: memref<8xf32, #{{.*}}>
// CHECK-LABEL: func.func @escapes
// CHECK: memref.alloc() : memref<8xf32, #{{.*}}>
// CHECK-LABEL: func.func @calls_escapes
// CHECK-SAME: memref<8xf32, #{{.*}}>
// CHECK-LABEL: func.func @unrelated
// CHECK: memref.alloc() : memref<10xf32>
#s2 = affine_map<(d0) -> (d0 + 2)>
func.func @leaf(%A: memref<8xf32, #s2>) {
  return
}
func.func @escapes(%out: memref<8xf32>) {
  %A = memref.alloc() : memref<8xf32, #s2>
  memref.copy %A, %out : memref<8xf32, #s2> to memref<8xf32>
  call @leaf(%A) : (memref<8xf32, #s2>) -> ()
  return
}
func.func @calls_escapes(%out: memref<8xf32>, %B: memref<8xf32, #s2>) {
  call @escapes(%out) : (memref<8xf32>) -> ()
  return
}
func.func @unrelated() {
  %A = memref.alloc() : memref<8xf32, #s2>
  %c = arith.constant 1.0 : f32
  affine.store %c, %A[0] : memref<8xf32, #s2>
  return
}

// -----

// A dynamic size with a tiled layout: the new sizes are computed from the
// old one.
// CHECK-LABEL: func.func @dynamic_tiled
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[T:.*]] = affine.apply #{{.*}}(%arg0, %[[C5]])
// CHECK: memref.alloc(%[[T]], %{{.*}}) : memref<?x5x?xf32>
func.func @dynamic_tiled(%n: index) {
  %A = memref.alloc(%n) : memref<?x5xf32, affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>>
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i, 2] : memref<?x5xf32, affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

// Left alone: a dynamic size with a layout that is not tiled, an alloca
// (as upstream), a layout with a symbol, a layout mapping below zero.
// CHECK-LABEL: func.func @unchanged
// CHECK: memref.alloc(%arg0) : memref<?x5xf32, #{{.*}}>
// CHECK: memref.alloca() : memref<4xf32, #{{.*}}>
// CHECK: memref.alloc()[%arg0] : memref<4xf32, #{{.*}}>
// CHECK: memref.alloc() : memref<4xf32, #{{.*}}>
func.func @unchanged(%n: index) {
  %A = memref.alloc(%n) : memref<?x5xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %B = memref.alloca() : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  %C = memref.alloc()[%n] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %D = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0 - 10)>>
  %v = affine.load %A[0, 0] : memref<?x5xf32, affine_map<(d0, d1) -> (d1, d0)>>
  affine.store %v, %B[0] : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  affine.store %v, %C[0] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  affine.store %v, %D[0] : memref<4xf32, affine_map<(d0) -> (d0 - 10)>>
  return
}

// -----

// The other affine accesses: vector loads and stores, prefetches, DMAs.
// CHECK-LABEL: func.func @other_accesses
// CHECK-SAME: (%arg0: memref<10xf32>, %arg1: memref<1xi32>)
// CHECK: affine.vector_load %arg0[3] : memref<10xf32>, vector<2xf32>
// CHECK: affine.vector_store %{{.*}}, %arg0[%arg2 + 2] : memref<10xf32>, vector<2xf32>
// CHECK: affine.prefetch %arg0[%arg2 + 2], read, locality<3>, data : memref<10xf32>
// CHECK: affine.dma_start %arg0[2], %[[B:.*]][%c0], %arg1[%c0], %c8 : memref<10xf32>, memref<8xf32>, memref<1xi32>
func.func @other_accesses(%A: memref<8xf32, affine_map<(d0) -> (d0 + 2)>>, %T: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %x = affine.vector_load %A[1] : memref<8xf32, affine_map<(d0) -> (d0 + 2)>>, vector<2xf32>
  affine.for %i = 0 to 6 {
    affine.vector_store %x, %A[%i] : memref<8xf32, affine_map<(d0) -> (d0 + 2)>>, vector<2xf32>
    affine.prefetch %A[%i], read, locality<3>, data : memref<8xf32, affine_map<(d0) -> (d0 + 2)>>
  }
  %B = memref.alloc() : memref<8xf32>
  affine.dma_start %A[%c0], %B[%c0], %T[%c0], %c8 : memref<8xf32, affine_map<(d0) -> (d0 + 2)>>, memref<8xf32>, memref<1xi32>
  affine.dma_wait %T[%c0], %c8 : memref<1xi32>
  return
}

// -----

// A recursive function: the argument is normalized; the result, which is
// the recursive call's, keeps the old signature's layout, as upstream.
// CHECK-LABEL: func.func @recursive
// CHECK-SAME: (%arg0: memref<2x4xf32>, %arg1: index) -> memref<8xf32, #{{.*}}>
// CHECK: call @recursive(%arg0, %{{.*}}) : (memref<2x4xf32>, index) -> memref<8xf32, #{{.*}}>
func.func @recursive(%A: memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>, %n: index) -> memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>> {
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %R = call @recursive(%A, %m) : (memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>, index) -> memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
  return %R : memref<8xf32, affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>>
}

// GEMM-like nests for the end-to-end tests: at -O3 `affine-gemm`
// rewrites each into packed, register-tiled vector code for the target's
// vector registers (SSE, AVX2, AVX-512, NEON); gemm.c checks the results
// bit for bit against plain C loops.

func.func @gemm_ijk(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
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

func.func @gemm_at(%at: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = memref.dim %at, %c0 : memref<?x?xf32>
  %m = memref.dim %at, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  affine.for %p = 0 to %k {
    affine.for %i = 0 to %m {
      affine.for %j = 0 to %n {
        %x = affine.load %at[%p, %i] : memref<?x?xf32>
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

func.func @gemm_bt(%a: memref<?x?xf32>, %bt: memref<?x?xf32>, %c: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %bt, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %k {
        %x = affine.load %a[%i, %p] : memref<?x?xf32>
        %y = affine.load %bt[%j, %p] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %xy : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

func.func @gemm_f64(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf64>
  %k = memref.dim %a, %c1 : memref<?x?xf64>
  %n = memref.dim %b, %c1 : memref<?x?xf64>
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %k {
        %x = affine.load %a[%i, %p] : memref<?x?xf64>
        %y = affine.load %b[%p, %j] : memref<?x?xf64>
        %acc = affine.load %c[%i, %j] : memref<?x?xf64>
        %xy = arith.mulf %x, %y : f64
        %s = arith.addf %acc, %xy : f64
        affine.store %s, %c[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}


// A batch of GEMMs (linalg.batch_matmul's loops): the nest inside the
// batch loop works on the matrices a rank-reducing subview selects.
func.func @gemm_batch(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %bs = memref.dim %a, %c0 : memref<?x?x?xf32>
  %m = memref.dim %a, %c1 : memref<?x?x?xf32>
  %k = memref.dim %a, %c2 : memref<?x?x?xf32>
  %n = memref.dim %b, %c2 : memref<?x?x?xf32>
  affine.for %t = 0 to %bs {
    affine.for %i = 0 to %m {
      affine.for %j = 0 to %n {
        affine.for %p = 0 to %k {
          %x = affine.load %a[%t, %i, %p] : memref<?x?x?xf32>
          %y = affine.load %b[%t, %p, %j] : memref<?x?x?xf32>
          %acc = affine.load %c[%t, %i, %j] : memref<?x?x?xf32>
          %xy = arith.mulf %x, %y : f32
          %s = arith.addf %acc, %xy : f32
          affine.store %s, %c[%t, %i, %j] : memref<?x?x?xf32>
        }
      }
    }
  }
  return
}

// A convolution's nest (linalg.conv_2d_nhwc_hwcf's loops, NHWC input,
// HWCF filter) into a buffer of its own: -O3 moves the window loops out
// and rewrites the (ow, f, c) loops inside as a GEMM on views.
func.func @conv(%in: memref<?x?x?x?xf32>, %w: memref<?x?x?x?xf32>, %out: memref<?x?x?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %out, %c0 : memref<?x?x?x?xf32>
  %oh = memref.dim %out, %c1 : memref<?x?x?x?xf32>
  %ow = memref.dim %out, %c2 : memref<?x?x?x?xf32>
  %f = memref.dim %out, %c3 : memref<?x?x?x?xf32>
  %kh = memref.dim %w, %c0 : memref<?x?x?x?xf32>
  %kw = memref.dim %w, %c1 : memref<?x?x?x?xf32>
  %ch = memref.dim %w, %c2 : memref<?x?x?x?xf32>
  %o = memref.alloc(%n, %oh, %ow, %f) : memref<?x?x?x?xf32>
  memref.copy %out, %o : memref<?x?x?x?xf32> to memref<?x?x?x?xf32>
  affine.for %i0 = 0 to %n {
  affine.for %i1 = 0 to %oh {
  affine.for %i2 = 0 to %ow {
  affine.for %i3 = 0 to %f {
  affine.for %i4 = 0 to %kh {
  affine.for %i5 = 0 to %kw {
  affine.for %i6 = 0 to %ch {
    %x = affine.load %in[%i0, %i1 + %i4, %i2 + %i5, %i6] : memref<?x?x?x?xf32>
    %y = affine.load %w[%i4, %i5, %i6, %i3] : memref<?x?x?x?xf32>
    %acc = affine.load %o[%i0, %i1, %i2, %i3] : memref<?x?x?x?xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    affine.store %s, %o[%i0, %i1, %i2, %i3] : memref<?x?x?x?xf32>
  }}}}}}}
  memref.copy %o, %out : memref<?x?x?x?xf32> to memref<?x?x?x?xf32>
  memref.dealloc %o : memref<?x?x?x?xf32>
  return
}

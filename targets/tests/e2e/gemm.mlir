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

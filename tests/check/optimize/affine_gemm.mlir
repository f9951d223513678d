// PIPELINE: --affine-gemm="vector-bits=256 mr=2 nr=16 kc=64 mc=4 nc=32 assume-no-alias=true" --split-input-file
// affine-gemm: a GEMM-like nest becomes cache blocks (nc columns, kc of
// the reduction, mc rows), packed panels of B and A, and a 2 x 16 register
// tile of four vector<8xf32> accumulators carried through the k loop;
// fast-math flags carry over. Nests that are not exactly a GEMM stay.
// (Operands taken not to alias here; alias_versioning.mlir has the
// run-time check.)

// CHECK-LABEL: func.func @gemm(
// CHECK: %0 = affine.min #map()[%arg5]
// CHECK-NEXT: %1 = affine.min #map1()[%arg4]
// CHECK-NEXT: %2 = affine.min #map2()[%arg3]
// CHECK-NEXT: %alloc = memref.alloc(%1, %0) {alignment = 64 : i64, strata.scratch = 0 : i64} : memref<?x?x16xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%2, %0) {alignment = 64 : i64, strata.scratch = 1 : i64} : memref<?x?x2xf32>
// CHECK-NEXT: affine.for %arg6 = 0 to %arg4 step 32 {
// CHECK-NEXT: affine.for %arg7 = 0 to %arg5 step 64 {
// CHECK: vector.transfer_read %arg1[%arg9, %arg8], %cst : memref<?x?xf32>, vector<16xf32>
// CHECK-NEXT: affine.vector_store %3, %alloc[(%arg8 - %arg6) floordiv 16, %arg9 - %arg7, 0]
// CHECK: affine.for %arg8 = 0 to %arg3 step 4 {
// CHECK: affine.load %arg0[%arg9, %arg10] : memref<?x?xf32>
// CHECK-NEXT: affine.store %3, %alloc_1[(%arg9 - %arg8) floordiv 2, %arg10 - %arg7, (%arg9 - %arg8) mod 2]
// CHECK: affine.store %cst, %alloc_1
// CHECK: %14:4 = scf.if %9 -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// CHECK-NEXT: vector.load %arg2[%3, %4] : memref<?x?xf32>, vector<8xf32>
// CHECK: vector.transfer_read %arg2[%3, %4], %cst : memref<?x?xf32>, vector<8xf32>
// The next tile's rows of C are prefetched (clamped into C).
// CHECK: %15 = affine.min #map{{[0-9]+}}(%3)[%arg3]
// CHECK-NEXT: memref.prefetch %arg2[%15, %4], read, locality<3>, data : memref<?x?xf32>
// CHECK-NEXT: %16 = affine.min #map{{[0-9]+}}(%3)[%arg3]
// CHECK-NEXT: memref.prefetch %arg2[%16, %4], read, locality<3>, data : memref<?x?xf32>
// CHECK-NEXT: %17:4 = affine.for %arg11 = 0 to min #map{{[0-9]+}}(%arg7)[%arg5] iter_args(%arg12 = %14#0, %arg13 = %14#1, %arg14 = %14#2, %arg15 = %14#3)
// CHECK-NEXT: %18 = affine.vector_load %alloc[%arg9, %arg11, 0] : memref<?x?x16xf32>, vector<8xf32>
// CHECK-NEXT: %19 = affine.vector_load %alloc[%arg9, %arg11, 8] : memref<?x?x16xf32>, vector<8xf32>
// CHECK-NEXT: %20 = affine.load %alloc_1[%arg10, %arg11, 0] : memref<?x?x2xf32>
// CHECK-NEXT: %21 = vector.broadcast %20 : f32 to vector<8xf32>
// CHECK-NEXT: %22 = arith.mulf %21, %18 fastmath<contract> : vector<8xf32>
// CHECK-NEXT: %23 = arith.addf %arg12, %22 fastmath<contract> : vector<8xf32>
// CHECK: affine.yield %23, %25, %29, %31
// CHECK: vector.store %17#0, %arg2[%3, %4] : memref<?x?xf32>, vector<8xf32>
// CHECK: vector.transfer_write %17#0, %arg2[%3, %4] : vector<8xf32>, memref<?x?xf32>
// CHECK: memref.dealloc %alloc_1 {strata.scratch = 1 : i64} : memref<?x?x2xf32>
// CHECK-NEXT: memref.dealloc %alloc {strata.scratch = 0 : i64} : memref<?x?x16xf32>
// CHECK-NEXT: return
func.func @gemm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %m: index, %n: index, %k: index) {
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %k {
        %x = affine.load %a[%i, %p] : memref<?x?xf32>
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y fastmath<contract> : f32
        %s = arith.addf %acc, %xy fastmath<contract> : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// Transposed A (packed with k outer), f64 (4 lanes per vector), static
// bounds materialized as constants; the operand orders of the source
// multiply and add are kept.
// CHECK-LABEL: func.func @gemm_at_f64(
// CHECK: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c48 = arith.constant 48 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK: affine.load %arg0[%arg6, %arg7] : memref<40x64xf64>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<4xf64>
// CHECK-NEXT: arith.addf %{{.*}}, %arg{{.*}} : vector<4xf64>
// CHECK-NOT: affine.for %arg{{.*}} = 0 to 40 {
func.func @gemm_at_f64(%at: memref<40x64xf64>, %b: memref<40x48xf64>, %c: memref<64x48xf64>) {
  affine.for %p = 0 to 40 {
    affine.for %i = 0 to 64 {
      affine.for %j = 0 to 48 {
        %x = affine.load %at[%p, %i] : memref<40x64xf64>
        %y = affine.load %b[%p, %j] : memref<40x48xf64>
        %acc = affine.load %c[%i, %j] : memref<64x48xf64>
        %xy = arith.mulf %y, %x : f64
        %s = arith.addf %xy, %acc : f64
        affine.store %s, %c[%i, %j] : memref<64x48xf64>
      }
    }
  }
  return
}

// -----

// Transposed B (linalg.matmul_transpose_b): its rows are copied into the
// panels' columns in 8 x 16 blocks, and the columns past N are zeroed.
// CHECK-LABEL: func.func @gemm_bt(
// CHECK: affine.for %{{.*}} = #map{{[0-9]*}}(%{{.*}}) to min #map{{[0-9]*}}(%{{.*}})[%{{.*}}] step 8 {
// CHECK-NEXT: affine.for %{{.*}} = #map{{[0-9]*}}(%{{.*}}) to min #map{{[0-9]*}}(%{{.*}})[%{{.*}}] step 16 {
// CHECK: %[[X:.*]] = affine.load %arg1[%{{.*}}, %{{.*}}] : memref<?x?xf32>
// CHECK-NEXT: affine.store %[[X]], %{{.*}}[(%{{.*}} - %{{.*}}) floordiv 16, %{{.*}} - %{{.*}}, (%{{.*}} - %{{.*}}) mod 16] : memref<?x?x16xf32>
// CHECK: affine.store %cst, %{{.*}}[(%{{.*}} - %{{.*}}) floordiv 16, %{{.*}}, (%{{.*}} - %{{.*}}) mod 16] : memref<?x?x16xf32>
// CHECK: arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : vector<8xf32>
func.func @gemm_bt(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %n {
        %x = affine.load %a[%i, %p] : memref<?x?xf32>
        %y = affine.load %b[%j, %p] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y fastmath<contract> : f32
        %r = arith.addf %acc, %xy fastmath<contract> : f32
        affine.store %r, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

// Left alone: C is also an operand; an integer product;
// another op in the body; a nest too small to pay for packing; a column
// stride that is not 1.
// CHECK-LABEL: func.func @not_gemms(
// CHECK-NOT: memref.alloc
// CHECK-NOT: vector.
// CHECK: return
func.func @not_gemms(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %ci: memref<?x?xi32>,
                     %s: memref<?x?xf32, strided<[?, 2]>>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %n {
        %x = affine.load %c[%i, %p] : memref<?x?xf32>
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %r = arith.addf %acc, %xy : f32
        affine.store %r, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %n {
        %x = affine.load %ci[%i, %p] : memref<?x?xi32>
        %y = affine.load %ci[%p, %j] : memref<?x?xi32>
        %acc = affine.load %ci[%i, %j] : memref<?x?xi32>
        %xy = arith.muli %x, %y : i32
        %r = arith.addi %acc, %xy : i32
        affine.store %r, %ci[%i, %j] : memref<?x?xi32>
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %n {
        %x = affine.load %a[%i, %p] : memref<?x?xf32>
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %x2 = arith.mulf %xy, %xy : f32
        %r = arith.addf %acc, %x2 : f32
        affine.store %r, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %p = 0 to 8 {
        %x = affine.load %a[%i, %p] : memref<?x?xf32>
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %r = arith.addf %acc, %xy : f32
        affine.store %r, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %n {
        %x = affine.load %a[%i, %p] : memref<?x?xf32>
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %s[%i, %j] : memref<?x?xf32, strided<[?, 2]>>
        %xy = arith.mulf %x, %y : f32
        %r = arith.addf %acc, %xy : f32
        affine.store %r, %s[%i, %j] : memref<?x?xf32, strided<[?, 2]>>
      }
    }
  }
  return
}

// -----

// A batch of GEMMs: the loop around the nest stays, the nest inside is
// rewritten on views of the batch's matrices.
// CHECK-LABEL: func.func @batched(
// CHECK: affine.for %arg3 = 0 to 4 {
// CHECK: memref.subview
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64, strata.scratch = 0 : i64} : memref<?x?x16xf32>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
func.func @batched(%a: memref<4x40x40xf32>, %b: memref<4x40x40xf32>, %c: memref<4x40x40xf32>) {
  affine.for %t = 0 to 4 {
    %av = memref.subview %a[%t, 0, 0] [1, 40, 40] [1, 1, 1] : memref<4x40x40xf32> to memref<40x40xf32, strided<[40, 1], offset: ?>>
    %bv = memref.subview %b[%t, 0, 0] [1, 40, 40] [1, 1, 1] : memref<4x40x40xf32> to memref<40x40xf32, strided<[40, 1], offset: ?>>
    %cv = memref.subview %c[%t, 0, 0] [1, 40, 40] [1, 1, 1] : memref<4x40x40xf32> to memref<40x40xf32, strided<[40, 1], offset: ?>>
    affine.for %i = 0 to 40 {
      affine.for %j = 0 to 40 {
        affine.for %p = 0 to 40 {
          %x = affine.load %av[%i, %p] : memref<40x40xf32, strided<[40, 1], offset: ?>>
          %y = affine.load %bv[%p, %j] : memref<40x40xf32, strided<[40, 1], offset: ?>>
          %acc = affine.load %cv[%i, %j] : memref<40x40xf32, strided<[40, 1], offset: ?>>
          %xy = arith.mulf %x, %y : f32
          %s = arith.addf %acc, %xy : f32
          affine.store %s, %cv[%i, %j] : memref<40x40xf32, strided<[40, 1], offset: ?>>
        }
      }
    }
  }
  return
}

// -----

// A batch of GEMMs on rank-3 memrefs (linalg.batch_matmul's loops): the
// leading index of each access is fixed while the nest runs, so the nest
// works on the matrices rank-reducing subviews select, built inside the
// batch loop; the leading index may be any affine function of outer
// values.
// CHECK-LABEL: func.func @batched_rank3(
// CHECK: affine.for %arg3 = 0 to 4 {
// CHECK: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview = memref.subview %arg0[%0, 0, 0] [1, 40, 40] [1, 1, 1] : memref<8x40x40xf32> to memref<40x40xf32, strided<[40, 1], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map1(%arg3)
// CHECK-NEXT: %subview_2 = memref.subview %arg1[%1, 0, 0] [1, 40, 40] [1, 1, 1] : memref<8x40x40xf32> to memref<40x40xf32, strided<[40, 1], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map2(%arg3)
// CHECK-NEXT: %subview_3 = memref.subview %arg2[%2, 0, 0] [1, 40, 40] [1, 1, 1] : memref<4x40x40xf32> to memref<40x40xf32, strided<[40, 1], offset: ?>>
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64, strata.scratch = 0 : i64} : memref<?x?x16xf32>
// CHECK: vector.load %subview_3[%{{.*}}, %{{.*}}] : memref<40x40xf32, strided<[40, 1], offset: ?>>, vector<8xf32>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
func.func @batched_rank3(%a: memref<8x40x40xf32>, %b: memref<8x40x40xf32>, %c: memref<4x40x40xf32>) {
  affine.for %t = 0 to 4 {
    affine.for %i = 0 to 40 {
      affine.for %j = 0 to 40 {
        affine.for %p = 0 to 40 {
          %x = affine.load %a[%t * 2, %i, %p] : memref<8x40x40xf32>
          %y = affine.load %b[%t + 4, %p, %j] : memref<8x40x40xf32>
          %acc = affine.load %c[%t, %i, %j] : memref<4x40x40xf32>
          %xy = arith.mulf %x, %y : f32
          %s = arith.addf %acc, %xy : f32
          affine.store %s, %c[%t, %i, %j] : memref<4x40x40xf32>
        }
      }
    }
  }
  return
}

// -----

// A leading index that moves with the nest's loops is no batch: the nest
// stays.
// CHECK-LABEL: func.func @leading_index_moves(
// CHECK-NOT: memref.subview
// CHECK: affine.load %arg0[%arg3, %arg3, %arg5] : memref<40x40x40xf32>
func.func @leading_index_moves(%a: memref<40x40x40xf32>, %b: memref<40x40xf32>, %c: memref<40x40xf32>) {
  affine.for %i = 0 to 40 {
    affine.for %j = 0 to 40 {
      affine.for %p = 0 to 40 {
        %x = affine.load %a[%i, %i, %p] : memref<40x40x40xf32>
        %y = affine.load %b[%p, %j] : memref<40x40xf32>
        %acc = affine.load %c[%i, %j] : memref<40x40xf32>
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %xy : f32
        affine.store %s, %c[%i, %j] : memref<40x40xf32>
      }
    }
  }
  return
}

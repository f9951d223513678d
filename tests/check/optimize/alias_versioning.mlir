// PIPELINE: --affine-gemm="vector-bits=256 mr=2 nr=16 kc=64 mc=4 nc=32" --affine-loop-interchange --canonicalize --split-input-file
// The -O3 loop-nest passes reorder accesses to different memrefs, which is
// only valid when they do not overlap. Memrefs the IR cannot tell apart
// (function arguments, views of one buffer) are checked at run time: the
// transformed nest runs when the address ranges are disjoint, the original
// one (marked strata.alias_fallback, left alone by later passes) otherwise.

// The GEMM's C against A and against B: aligned pointer, offset and the
// reach of each dimension give each memref's byte range.
// CHECK-LABEL: func.func @gemm_arguments(
// CHECK: memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: memref.extract_aligned_pointer_as_index %arg0
// CHECK: memref.extract_strided_metadata %arg2
// CHECK: memref.extract_strided_metadata %arg1
// CHECK: arith.cmpi ule
// CHECK: %[[OK:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK-NEXT: scf.if %[[OK]] {
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64, strata.scratch = 0 : i64} : memref<?x?x16xf32>
// CHECK: vector.broadcast
// CHECK: memref.dealloc
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.for %arg6 = 0 to %arg3 {
// CHECK-NEXT: affine.for %arg7 = 0 to %arg4 {
// CHECK-NEXT: affine.for %arg8 = 0 to %arg5 {
// CHECK: affine.store %{{.*}}, %arg2[%arg6, %arg7] : memref<?x?xf32>
// CHECK: } {strata.alias_fallback}
// CHECK-NOT: vector.broadcast
// CHECK: return
func.func @gemm_arguments(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %m: index, %n: index, %k: index) {
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

// -----

// A fresh C overlaps nothing that existed before it: no check.
// CHECK-LABEL: func.func @gemm_into_a_fresh_buffer(
// CHECK-NOT: memref.extract_aligned_pointer_as_index
// CHECK-NOT: scf.if %{{.*}} {
// CHECK: memref.alloc(%{{.*}}, %{{.*}}) {alignment = 64 : i64, strata.scratch = 0 : i64} : memref<?x?x16xf32>
// CHECK-NOT: strata.alias_fallback
// CHECK: return
func.func @gemm_into_a_fresh_buffer(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %m: index, %n: index, %k: index) -> memref<?x?xf32> {
  %c = memref.alloc(%m, %n) : memref<?x?xf32>
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
  return %c : memref<?x?xf32>
}

// -----

// Interchange: the rows-first copy runs when the static 64x64 ranges are
// apart (16384 bytes each).
// CHECK-LABEL: func.func @column_walk(
// CHECK: %[[SIZE:.*]] = arith.constant 16384 : index
// CHECK-NEXT: %[[A:.*]] = memref.extract_aligned_pointer_as_index %arg0
// CHECK-NEXT: %[[AEND:.*]] = arith.addi %[[A]], %[[SIZE]] : index
// CHECK-NEXT: %[[B:.*]] = memref.extract_aligned_pointer_as_index %arg1
// CHECK-NEXT: %[[BEND:.*]] = arith.addi %[[B]], %[[SIZE]] : index
// CHECK-NEXT: %[[BEFORE:.*]] = arith.cmpi ule, %[[AEND]], %[[B]] : index
// CHECK-NEXT: %[[AFTER:.*]] = arith.cmpi ule, %[[BEND]], %[[A]] : index
// CHECK-NEXT: %[[OK:.*]] = arith.ori %[[BEFORE]], %[[AFTER]] : i1
// CHECK-NEXT: scf.if %[[OK]] {
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: affine.for %arg3 = 0 to 64 {
// CHECK-NEXT: affine.load %arg0[%arg2, %arg3]
// CHECK: } else {
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: affine.for %arg3 = 0 to 64 {
// CHECK-NEXT: affine.load %arg0[%arg3, %arg2]
// CHECK: } {strata.alias_fallback}
func.func @column_walk(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
  affine.for %j = 0 to 64 {
    affine.for %i = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      affine.store %v, %b[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Views of one buffer: their offsets place the ranges (rows 0..63 and
// 32..95 overlap, so at run time the original nest runs).
// CHECK-LABEL: func.func @column_walk_in_one_buffer(
// CHECK-DAG: %[[OFF_END:.*]] = arith.constant 24576 : index
// CHECK-DAG: %[[OFF:.*]] = arith.constant 8192 : index
// CHECK-DAG: %[[SIZE:.*]] = arith.constant 16384 : index
// CHECK: %[[A:.*]] = memref.extract_aligned_pointer_as_index %subview :
// CHECK-NEXT: %[[AEND:.*]] = arith.addi %[[A]], %[[SIZE]] : index
// CHECK-NEXT: %[[B:.*]] = memref.extract_aligned_pointer_as_index %subview_0 :
// CHECK-NEXT: %[[BLO:.*]] = arith.addi %[[B]], %[[OFF]] : index
// CHECK-NEXT: %[[BHI:.*]] = arith.addi %[[B]], %[[OFF_END]] : index
// CHECK-NEXT: arith.cmpi ule, %[[AEND]], %[[BLO]] : index
// CHECK-NEXT: arith.cmpi ule, %[[BHI]], %[[A]] : index
// CHECK: } {strata.alias_fallback}
func.func @column_walk_in_one_buffer(%buf: memref<128x64xf32>) {
  %a = memref.subview %buf[0, 0] [64, 64] [1, 1] : memref<128x64xf32> to memref<64x64xf32, strided<[64, 1]>>
  %b = memref.subview %buf[32, 0] [64, 64] [1, 1] : memref<128x64xf32> to memref<64x64xf32, strided<[64, 1], offset: 2048>>
  affine.for %j = 0 to 64 {
    affine.for %i = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32, strided<[64, 1]>>
      affine.store %v, %b[%i, %j] : memref<64x64xf32, strided<[64, 1], offset: 2048>>
    }
  }
  return
}

// -----

// Two allocations never overlap: interchanged in place.
// CHECK-LABEL: func.func @column_walk_between_allocations(
// CHECK-NOT: scf.if
// CHECK: affine.load %alloc[%arg0, %arg1]
// CHECK-NOT: strata.alias_fallback
func.func @column_walk_between_allocations() {
  %a = memref.alloc() : memref<64x64xf32>
  %b = memref.alloc() : memref<64x64xf32>
  affine.for %j = 0 to 64 {
    affine.for %i = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      affine.store %v, %b[%i, %j] : memref<64x64xf32>
    }
  }
  memref.dealloc %a : memref<64x64xf32>
  memref.dealloc %b : memref<64x64xf32>
  return
}

// -----

// A layout that is not strided has no range to compare: unchanged.
// CHECK-LABEL: func.func @not_strided(
// CHECK-NOT: scf.if
// CHECK: affine.load %arg0[%arg3, %arg2]
func.func @not_strided(%a: memref<64x64xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>, %b: memref<64x64xf32>) {
  affine.for %j = 0 to 64 {
    affine.for %i = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>
      affine.store %v, %b[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// A nest already in an alias-safe fallback is left as it is.
// CHECK-LABEL: func.func @fallback_left_alone(
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: affine.for %arg3 = 0 to 64 {
// CHECK-NEXT: affine.load %arg0[%arg3, %arg2]
// CHECK: } {strata.alias_fallback}
func.func @fallback_left_alone(%a: memref<64x64xf32>, %b: memref<64x64xf32>) {
  affine.for %j = 0 to 64 {
    affine.for %i = 0 to 64 {
      %v = affine.load %a[%i, %j] : memref<64x64xf32>
      affine.store %v, %b[%i, %j] : memref<64x64xf32>
    }
  } {strata.alias_fallback}
  return
}

// PIPELINE: --scf-parallel-loop-specialization --split-input-file
// scf-parallel-loop-specialization: an scf.parallel whose upper bounds are
// all affine.min ops with a constant is versioned on every bound being its
// smallest constant (the comparisons joined by arith.andi), the copy using
// the constants in its bounds and body; other loops are left alone.

// CHECK-LABEL: func.func @par_spec
// CHECK: %[[C1:.*]] = arith.cmpi eq, %0, %c1024 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %[[C2:.*]] = arith.cmpi eq, %1, %c64 : index
// CHECK-NEXT: %[[C:.*]] = arith.andi %[[C1]], %[[C2]] : i1
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c1024, %c64) step (%c1, %c1) {
#map = affine_map<()[s0, s1] -> (1024, s0 - s1)>
#map1 = affine_map<()[s0, s1] -> (64, s0 - s1)>
func.func @for_spec(%A: memref<?xf32>, %B: memref<?xf32>, %C: memref<?xf32>, %result: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %A, %c0 : memref<?xf32>
  %b0 = affine.min #map()[%d0, %c0]
  scf.for %i0 = %c0 to %b0 step %c1 {
    %B_elem = memref.load %B[%i0] : memref<?xf32>
    %C_elem = memref.load %C[%i0] : memref<?xf32>
    %sum_elem = arith.addf %B_elem, %C_elem : f32
    memref.store %sum_elem, %result[%i0] : memref<?xf32>
  }
  return
}

// -----

func.func @par_spec(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %outer_i0: index, %outer_i1: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %A, %c0 : memref<?x?xf32>
  %d1 = memref.dim %A, %c1 : memref<?x?xf32>
  %b0 = affine.min affine_map<()[s0, s1] -> (1024, s0 - s1)>()[%d0, %outer_i0]
  %b1 = affine.min affine_map<()[s0, s1] -> (64, s0 - s1)>()[%d1, %outer_i1]
  scf.parallel (%i0, %i1) = (%c0, %c0) to (%b0, %b1) step (%c1, %c1) {
    %B_elem = memref.load %B[%i0, %i1] : memref<?x?xf32>
    memref.store %B_elem, %A[%i0, %i1] : memref<?x?xf32>
    %u = arith.addi %b0, %i0 : index
    memref.store %B_elem, %A[%u, %b1] : memref<?x?xf32>
  }
  return
}

// -----

func.func @for_i32(%n: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c0i = arith.constant 0 : index
  %ni = arith.index_cast %n : i32 to index
  %b = affine.min affine_map<(d0) -> (d0, 8, 12)>(%ni)
  %bi = arith.index_cast %b : index to i32
  scf.for %i = %c0 to %bi step %c1 : i32 {
    memref.store %i, %m[%c0i] : memref<?xi32>
  }
  return
}

// -----

func.func @nested(%n: index, %m: memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = affine.min affine_map<(d0) -> (d0, 4)>(%n)
  scf.for %i = %c0 to %b step %c1 {
    %bb = affine.min affine_map<(d0) -> (d0, 2)>(%i)
    scf.for %j = %c0 to %bb step %c1 {
      memref.store %b, %m[%i, %j] : memref<?x?xindex>
    }
  }
  return
}

// -----

func.func @no_constant(%n: index, %k: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = affine.min affine_map<(d0, d1) -> (d0, d1)>(%n, %k)
  scf.for %i = %c0 to %b step %c1 {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %i, %m[%i] : memref<?xindex>
  }
  return
}

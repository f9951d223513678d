// PIPELINE: --bufferization-lower-deallocations

// One memref and nothing retained: freed under its condition.
// CHECK-LABEL: func.func @one(
// CHECK-SAME: %[[A:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: memref.dealloc %[[A]] : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @one(%a: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}

// One memref: freed when it aliases no retained memref; a retained memref
// takes over the condition when it aliases it.
// CHECK-LABEL: func.func @one_retain(
// CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %arg0
// CHECK: %[[Q:.*]] = memref.extract_aligned_pointer_as_index %arg2
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[P]], %[[Q]] : index
// CHECK: %[[Q1:.*]] = memref.extract_aligned_pointer_as_index %arg3
// CHECK: %[[NE1:.*]] = arith.cmpi ne, %[[P]], %[[Q1]] : index
// CHECK: %[[ALL:.*]] = arith.andi %[[NE]], %[[NE1]] : i1
// CHECK: %[[FREE:.*]] = arith.andi %[[ALL]], %arg1 : i1
// CHECK: scf.if %[[FREE]] {
// CHECK-NEXT: memref.dealloc %arg0
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[X:.*]] = arith.xori %[[NE]], %[[TRUE]] : i1
// CHECK: %[[U:.*]] = arith.andi %[[X]], %arg1 : i1
// CHECK: %[[X1:.*]] = arith.xori %[[NE1]], %[[TRUE]] : i1
// CHECK: %[[U1:.*]] = arith.andi %[[X1]], %arg1 : i1
// CHECK: return %[[U]], %[[U1]]
func.func @one_retain(%a: memref<2xf32>, %c: i1, %r: memref<2xf32>, %s: memref<?xi8>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r, %s : memref<2xf32>, memref<?xi8>)
  return %0#0, %0#1 : i1, i1
}

// Nothing to free: every retained memref's condition is false.
// CHECK-LABEL: func.func @none(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: return %[[F]], %[[F]]
func.func @none(%r: memref<2xf32>, %s: memref<*xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r, %s : memref<2xf32>, memref<*xf32>)
  return %0#0, %0#1 : i1, i1
}

// Several memrefs: pointers and conditions go through buffers to the
// helper, which says what to free and the updated conditions.
// CHECK-LABEL: func.func @general(
// CHECK: %[[MP:.*]] = memref.alloc() : memref<2xindex>
// CHECK: %[[MC:.*]] = memref.alloc() : memref<2xi1>
// CHECK: %[[RP:.*]] = memref.alloc() : memref<1xindex>
// CHECK: %[[FREE:.*]] = memref.alloc() : memref<2xi1>
// CHECK: %[[UPD:.*]] = memref.alloc() : memref<1xi1>
// CHECK: call @dealloc_helper_0(
// CHECK: %[[F0:.*]] = memref.load %[[FREE]][%{{.*}}] : memref<2xi1>
// CHECK-NEXT: scf.if %[[F0]] {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK: %[[F1:.*]] = memref.load %[[FREE]][%{{.*}}] : memref<2xi1>
// CHECK-NEXT: scf.if %[[F1]] {
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xi32>
// CHECK: %[[U:.*]] = memref.load %[[UPD]][%{{.*}}] : memref<1xi1>
// CHECK: memref.dealloc %[[MP]]
// CHECK: memref.dealloc %[[RP]]
// CHECK: memref.dealloc %[[MC]]
// CHECK: memref.dealloc %[[FREE]]
// CHECK: memref.dealloc %[[UPD]]
// CHECK: return %[[U]]
func.func @general(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1, %d: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c, %d) retain (%r : memref<2xf32>)
  return %0 : i1
}

// The helper takes the first free name and goes once at the end.
// CHECK-LABEL: func.func @general_no_retain(
// CHECK: memref.alloc() : memref<0xindex>
// CHECK: call @dealloc_helper_0(
func.func @general_no_retain(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c, %d)
  return
}

// CHECK-LABEL: func.func @dealloc_helper()
func.func @dealloc_helper() {
  return
}

// CHECK: func.func private @dealloc_helper_0(%[[PTRS:.*]]: memref<?xindex>, %[[KEPT:.*]]: memref<?xindex>, %[[CONDS:.*]]: memref<?xi1>, %[[OUT:.*]]: memref<?xi1>, %[[UPD:.*]]: memref<?xi1>)
// CHECK: memref.dim %[[PTRS]]
// CHECK: memref.dim %[[KEPT]]
// CHECK: scf.for
// CHECK: memref.store %false, %[[UPD]]
// CHECK: arith.cmpi eq
// CHECK: arith.ori
// CHECK: memref.store %{{.*}}, %[[OUT]]
// CHECK-NOT: func.func

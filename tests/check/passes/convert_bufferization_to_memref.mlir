// PIPELINE: --convert-bufferization-to-memref

// A clone is a new identity-layout buffer of the source's extents and a copy.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = memref.dim %arg0, %[[C1]] : memref<2x?xf32>
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[D]]) : memref<2x?xf32>
// CHECK-NEXT: memref.copy %arg0, %[[A]] : memref<2x?xf32> to memref<2x?xf32>
// CHECK-NEXT: return %[[A]]
func.func @dynamic(%a: memref<2x?xf32>) -> memref<2x?xf32> {
  %0 = bufferization.clone %a : memref<2x?xf32> to memref<2x?xf32>
  return %0 : memref<2x?xf32>
}

// The extents of an allocation are its operands: the dims fold away.
// CHECK-LABEL: func.func @of_alloc(
// CHECK: %[[A:.*]] = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NOT: memref.dim
// CHECK: %[[B:.*]] = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: memref.copy %[[A]], %[[B]]
func.func @of_alloc(%n: index, %m: index) -> memref<?x?xf32> {
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  %0 = bufferization.clone %a : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %a : memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// A layout the identity one casts to: the new buffer is cast.
// CHECK-LABEL: func.func @strided(
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) : memref<4x?xf32, 3>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<4x?xf32, 3> to memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
// CHECK-NEXT: memref.copy %arg0, %[[C]]
// CHECK-NEXT: return %[[C]]
func.func @strided(%a: memref<4x?xf32, strided<[?, 1], offset: ?>, 3>) -> memref<4x?xf32, strided<[?, 1], offset: ?>, 3> {
  %0 = bufferization.clone %a : memref<4x?xf32, strided<[?, 1], offset: ?>, 3> to memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
  return %0 : memref<4x?xf32, strided<[?, 1], offset: ?>, 3>
}

// Unranked: the extents are read into a shape buffer, the flat allocation
// is reshaped to them.
// CHECK-LABEL: func.func @unranked(
// CHECK: %[[R:.*]] = memref.rank %arg0 : memref<*xf32>
// CHECK: %[[S:.*]] = memref.alloca(%[[R]]) : memref<?xindex>
// CHECK: %[[N:.*]] = scf.for
// CHECK: memref.dim %arg0
// CHECK: arith.muli
// CHECK: %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT: %[[X:.*]] = memref.reshape %[[A]](%[[S]]) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: memref.copy %arg0, %[[X]] : memref<*xf32> to memref<*xf32>
func.func @unranked(%a: memref<*xf32>) -> memref<*xf32> {
  %0 = bufferization.clone %a : memref<*xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}

// Deallocs are lowered as bufferization-lower-deallocations does.
// CHECK-LABEL: func.func @dealloc(
// CHECK: call @dealloc_helper(
// CHECK: scf.if
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-LABEL: func.func private @dealloc_helper(
func.func @dealloc(%a: memref<2xf32>, %b: memref<4xi32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c, %d)
  return
}

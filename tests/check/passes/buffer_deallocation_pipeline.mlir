// PIPELINE: --buffer-deallocation-pipeline
// Deallocation from start to end: ownership, simplification and the
// lowering of every bufferization.dealloc to memref ops.

// An allocation freed at the end of its block: no dealloc op remains.
// CHECK-LABEL: func.func @straight(
// CHECK: %[[A:.*]] = memref.alloc(%arg0)
// CHECK: memref.dealloc %[[A]] : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NOT: bufferization.dealloc
func.func @straight(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}

// A buffer from either branch: freed when owned and not returned.
// CHECK-LABEL: func.func @branch(
// CHECK: scf.if
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: arith.cmpi ne
// CHECK: scf.if
// CHECK-NEXT: memref.dealloc
func.func @branch(%c: i1, %a: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = scf.if %c -> memref<?xf32> {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// A loop-carried buffer replaced every iteration.
// CHECK-LABEL: func.func @carried(
// CHECK: scf.for
// CHECK: memref.alloc
// CHECK: scf.if
// CHECK-NEXT: memref.dealloc
// CHECK: scf.yield
func.func @carried(%n: index, %init: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<4xf32> {
    %next = memref.alloc() : memref<4xf32>
    memref.copy %acc, %next : memref<4xf32> to memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  %v = memref.load %res[%c0] : memref<4xf32>
  return %v : f32
}

// A returned select is owned when the select of its operands' ownerships
// holds; the allocation it may be is freed unless it is the result, the
// other one always.
// CHECK-LABEL: func.func @select(
// CHECK: %[[A:.*]] = memref.alloc(%arg1)
// CHECK: %[[B:.*]] = memref.alloc(%arg1)
// CHECK: %[[R:.*]] = scf.if %arg0
// CHECK: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: %[[Q:.*]] = memref.extract_aligned_pointer_as_index %[[R]]
// CHECK: %[[NE:.*]] = arith.cmpi ne, %[[P]], %[[Q]]
// CHECK: scf.if %[[NE]] {
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK: memref.dealloc %[[B]]
// CHECK-NEXT: return %[[R]]
func.func @select(%c: i1, %n: index, %m: memref<?xf32>) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %s = arith.select %c, %a, %b : memref<?xf32>
  %t = arith.select %c, %s, %m : memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  return %t : memref<?xf32>
}

// A loop-carried buffer returned from the function: the loop's result and
// the initial buffer may be the same, so the dealloc after the loop takes
// the general path through the helper function.
// CHECK-LABEL: func.func @carried_returned(
// CHECK: scf.for
// CHECK: call @dealloc_helper(
// CHECK: return
// CHECK-LABEL: func.func private @dealloc_helper(
func.func @carried_returned(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = memref.alloc(%c4) : memref<?xf32>
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<?xf32> {
    %next = memref.alloc(%c4) : memref<?xf32>
    memref.copy %acc, %next : memref<?xf32> to memref<?xf32>
    scf.yield %next : memref<?xf32>
  }
  return %res : memref<?xf32>
}

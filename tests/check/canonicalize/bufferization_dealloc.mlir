// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect
// The dealloc patterns that need no alias analysis: duplicates, base
// buffers of allocations, allocations only the dealloc uses.

// A memref listed twice is freed under the disjunction of its conditions;
// a memref retained twice is retained once.
// CHECK-LABEL: func.func @duplicates(
// CHECK-NEXT: %[[C:.*]] = arith.ori %arg1, %arg2 : i1
// CHECK-NEXT: %[[R:.*]] = bufferization.dealloc (%arg0 : memref<2xf32>) if (%[[C]]) retain (%arg3 : memref<2xf32>)
// CHECK-NEXT: return %[[R]], %[[R]]
func.func @duplicates(%a: memref<2xf32>, %c: i1, %d: i1, %r: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%r, %r : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// The base buffer of an allocation is the allocation.
// CHECK-LABEL: func.func @base_of_alloc(
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK-NOT: memref.extract_strided_metadata
// CHECK: bufferization.dealloc (%[[A]] : memref<2xf32>) if (%arg0) retain (%arg1 : memref<2xf32>)
func.func @base_of_alloc(%c: i1, %r: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  %b, %o, %s, %t = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  %0 = bufferization.dealloc (%b : memref<f32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// An allocation nothing but the dealloc uses goes away with its entry.
// CHECK-LABEL: func.func @unused_alloc(
// CHECK-NEXT: return
func.func @unused_alloc(%c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%b : memref<f32>) if (%c)
  return
}

// -----

// CHECK-LABEL: func.func @unused_alloc_among_others(
// CHECK-NEXT: bufferization.dealloc (%arg2 : memref<2xf32>) if (%arg1){{$}}
// CHECK-NEXT: return
func.func @unused_alloc_among_others(%c: i1, %d: i1, %m: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %m : memref<2xf32>, memref<2xf32>) if (%c, %d)
  return
}

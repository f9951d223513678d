// PIPELINE: --canonicalize --split-input-file
// Folds and canonicalization of the bufferization ops: to_memref/to_tensor
// pairs, clones of casts, deallocations with nothing to free.

// CHECK-LABEL: func.func @to_memref_of_to_tensor(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
func.func @to_memref_of_to_tensor(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32>
  %r = bufferization.to_memref %t : memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @to_memref_of_to_tensor_cast(%arg0: memref<4xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast
func.func @to_memref_of_to_tensor_cast(%m: memref<4xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<4xf32>
  %r = bufferization.to_memref %t : memref<4xf32, strided<[1], offset: ?>>
  return %r : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @to_tensor_of_to_memref(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
func.func @to_tensor_of_to_memref(%t: tensor<4xf32>) -> tensor<4xf32> {
  %m = bufferization.to_memref %t : memref<4xf32>
  %r = bufferization.to_tensor %m : memref<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Not adjacent: the memref might be written in between.
// CHECK-LABEL: func.func @to_tensor_of_to_memref_apart
// CHECK: bufferization.to_tensor
func.func @to_tensor_of_to_memref_apart(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %m = bufferization.to_memref %t : memref<4xf32>
  memref.store %f, %m[%i] : memref<4xf32>
  %r = bufferization.to_tensor %m : memref<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @clone_of_cast
// CHECK-NEXT: bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
func.func @clone_of_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r = bufferization.clone %c : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @dealloc_nothing
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false, %false : i1, i1
func.func @dealloc_nothing(%m: memref<4xf32>, %n: memref<2xf32>) -> (i1, i1) {
  %r:2 = bufferization.dealloc retain (%m, %n : memref<4xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @dealloc_false_condition
// CHECK-NEXT: %[[R:.*]] = bufferization.dealloc (%arg1 : memref<2xf32>) if (%arg2) retain (%arg0 : memref<4xf32>)
// CHECK-NEXT: return %[[R]] : i1
func.func @dealloc_false_condition(%m: memref<4xf32>, %n: memref<2xf32>, %c: i1) -> i1 {
  %false = arith.constant false
  %r = bufferization.dealloc (%m, %n : memref<4xf32>, memref<2xf32>) if (%false, %c) retain (%m : memref<4xf32>)
  return %r : i1
}

// -----

// CHECK-LABEL: func.func @dealloc_all_false
// CHECK-NEXT: return
func.func @dealloc_all_false(%m: memref<4xf32>) {
  %false = arith.constant false
  bufferization.dealloc (%m : memref<4xf32>) if (%false)
  return
}

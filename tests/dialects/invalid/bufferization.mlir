func.func @alloc_tensor_sizes(%d: index) {
  // expected-error@+1 {{expected 1 dynamic sizes}}
  %0 = bufferization.alloc_tensor(%d, %d) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_sizes(%d: index, %t: tensor<?xf32>) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%d) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @materialize_memref_not_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_tensor_writable(%t: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_tensor_restrict(%t: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %m : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_shapes(%t: tensor<4xf32>, %m: tensor<5xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_tensor_no_result(%t: tensor<4xf32>, %m: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @dealloc_conditions(%m: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<4xf32>, i1, i1) -> ()
  return
}

// -----

func.func @dealloc_results(%m: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> ()
  return
}

// -----

func.func @to_tensor_type(%m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that result type matches tensor equivalent of 'memref'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @to_memref_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_memref' op failed to verify that type of 'tensor' is the tensor equivalent of 'memref'}}
  %0 = "bufferization.to_memref"(%t) : (tensor<4xf32>) -> memref<5xf32>
  return
}

// -----

func.func @to_memref_of_memref(%m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.to_memref' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  %0 = "bufferization.to_memref"(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}

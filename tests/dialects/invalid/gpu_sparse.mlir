func.func @wrong_handle(%d : !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.destroy_sp_mat' op operand #0 must be sparse matrix handle type, but got '!gpu.sparse.dntensor_handle'}}
  "gpu.destroy_sp_mat"(%d) : (!gpu.sparse.dntensor_handle) -> ()
  return
}

// -----

func.func @unknown_transpose_mode(%s : !gpu.sparse.spmat_handle, %d : !gpu.sparse.dntensor_handle) {
  // expected-error@+2 {{expected ::mlir::gpu::TransposeMode to be one of: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE}}
  // expected-error@+1 {{failed to parse GPU_TransposeModeAttr parameter 'value' which is to be a `::mlir::gpu::TransposeMode`}}
  %b = gpu.spmv_buffer_size %s{FLIP}, %d, %d into f32
  return
}

// -----

func.func @compute_type_required(%s : !gpu.sparse.spmat_handle, %d : !gpu.sparse.dntensor_handle) {
  // expected-error@+1 {{'gpu.spmv_buffer_size' op requires attribute 'computeType'}}
  %b = "gpu.spmv_buffer_size"(%s, %d, %d) : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// -----

func.func @kind_required(%s : !gpu.sparse.spmat_handle, %desc : !gpu.sparse.spgemmop_handle, %i : index, %m : memref<?xi8>) {
  // expected-error@+1 {{'gpu.spgemm_work_estimation_or_compute' op requires attribute 'kind'}}
  %b = "gpu.spgemm_work_estimation_or_compute"(%desc, %s, %s, %s, %i, %m) {computeType = f32} : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> index
  return
}

// -----

func.func @dims_are_indices(%m : memref<?xf64>, %i : i32) {
  // expected-error@+1 {{'gpu.create_dn_tensor' op operand #1 must be variadic of index, but got 'i32'}}
  %d = "gpu.create_dn_tensor"(%m, %i) {operandSegmentSizes = array<i32: 0, 1, 1>} : (memref<?xf64>, i32) -> !gpu.sparse.dntensor_handle
  return
}

// -----

// expected-error@+1 {{unknown gpu type: sparse}}
func.func @unknown_handle(%d : !gpu.sparse.tensor_handle) {
  return
}

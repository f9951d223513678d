// The gpu dialect's sparse matrix ops (cuSPARSE upstream), called from the host.

module attributes {gpu.container_module} {
  func.func @sparse(%arg0: index, %m: memref<?xf64>, %mi: memref<?xindex>, %b: memref<?xi8>) {
    %token0 = gpu.wait async
    %spmat, %token4 = gpu.create_coo async [%token0] %arg0, %arg0, %arg0, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat_aos, %t4b = gpu.create_coo_aos async [%token4] %arg0, %arg0, %arg0, %mi, %m : memref<?xindex>, memref<?xf64>
    %spmat2, %token5 = gpu.create_csr async [%token4] %arg0, %arg0, %arg0, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat3, %t5b = gpu.create_csc async [%token4] %arg0, %arg0, %arg0, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat4, %t5c = gpu.create_bsr async [%token4] %arg0, %arg0, %arg0, %arg0, %arg0, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %spmat5, %t5d = gpu.create_2to4_spmat async [%token4] {PRUNE_ONLY} %arg0, %arg0, %m : memref<?xf64>
    %spmat6 = gpu.create_2to4_spmat {PRUNE_AND_CHECK} %arg0, %arg0, %m : memref<?xf64>
    %dnvec, %token6 = gpu.create_dn_tensor async [%token5] %m, %arg0 : index into memref<?xf64>
    %dnmat, %t6b = gpu.create_dn_tensor async [%token5] %m, %arg0, %arg0 : index, index into memref<?xf64>
    %bufferSz, %token7 = gpu.spmv_buffer_size async [%token6] %spmat, %dnvec, %dnvec into f64
    %bufferSz2, %t7b = gpu.spmv_buffer_size async [%token6] %spmat{TRANSPOSE}, %dnvec, %dnvec into f32
    %token8 = gpu.spmv async [%token7] %spmat, %dnvec, %dnvec, %m : memref<?xf64> into f64
    %token8b = gpu.spmv async [%token7] %spmat{CONJUGATE_TRANSPOSE}, %dnvec, %dnvec, %m : memref<?xf64> into f64
    %bufferSz3, %token9 = gpu.spmm_buffer_size async [%token8] %spmat, %dnmat, %dnmat : index into f64
    %bufferSz4:2, %token9b = gpu.spmm_buffer_size async [%token8] %spmat{TRANSPOSE}, %dnmat{NON_TRANSPOSE}, %dnmat : index, index into f64
    %token10 = gpu.spmm async [%token9] %spmat, %dnmat, %dnmat, %m : memref<?xf64> into f64
    %token10b = gpu.spmm async [%token9] %spmat, %dnmat{TRANSPOSE}, %dnmat, %m, %m : memref<?xf64>, memref<?xf64> into f64
    %bufferSz5, %token11 = gpu.sddmm_buffer_size async [%token10] %dnmat, %dnmat, %spmat into f64
    %token12 = gpu.sddmm async [%token11] %dnmat{TRANSPOSE}, %dnmat, %spmat, %m : memref<?xf64> into f64
    %desc, %t13 = gpu.spgemm_create_descr async [%token12]
    %bsz, %t14 = gpu.spgemm_work_estimation_or_compute async [%t13] {WORK_ESTIMATION} %spmat, %spmat2, %spmat3, %desc, %arg0, %b : f32 into memref<?xi8>
    %bsz2, %t15 = gpu.spgemm_work_estimation_or_compute async [%t14] {COMPUTE} %spmat{TRANSPOSE}, %spmat2, %spmat3, %desc, %arg0, %b : f32 into memref<?xi8>
    %rows, %cols, %nnz, %t16 = gpu.spmat_get_size async [%t15] %spmat3
    %t17 = gpu.spgemm_copy async [%t16] %spmat, %spmat2, %spmat3, %desc : f32
    gpu.spgemm_copy %spmat{TRANSPOSE}, %spmat2, %spmat3, %desc : f32
    %t18 = gpu.set_csr_pointers async [%t17] %spmat3, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
    %t19 = gpu.spgemm_destroy_descr async [%t18] %desc
    %token13 = gpu.destroy_sp_mat async [%t19] %spmat
    %token14 = gpu.destroy_dn_tensor async [%token13] %dnvec
    gpu.destroy_sp_mat %spmat2
    gpu.wait [%token14]
    return
  }
}

// C = ((A x B + C) + 1)^2 elementwise on tensor cores, A 32x64 and B 64x48
// of f16, C of f32 (f32 accumulate). Each block is one warp (32 threads)
// computing one 16x16 tile of C with gpu.subgroup_mma_* ops, stepping
// through K 16 at a time; B's tile is staged in workgroup memory column by
// column and loaded from there transposed (column-major), and the result
// gets `+ 1.0` and is squared with elementwise ops before it is stored.
module attributes {gpu.container_module} {
  gpu.module @wmma_kernels {
    gpu.func @wmma_matmul(%a: memref<32x64xf16>, %b: memref<64x48xf16>, %c: memref<32x48xf32>)
        workgroup(%tb: memref<16x16xf16, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %lane = gpu.thread_id x
      %row = arith.muli %by, %c16 : index
      %col = arith.muli %bx, %c16 : index
      %k = arith.constant 64 : index
      %acc0 = gpu.subgroup_mma_load_matrix %c[%row, %col] {leadDimension = 48 : index} : memref<32x48xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
      %acc = scf.for %t = %c0 to %k step %c16 iter_args(%sum = %acc0) -> !gpu.mma_matrix<16x16xf32, "COp"> {
        // Each lane copies 8 elements of B's tile, transposed.
        scf.for %e = %lane to %c16 step %c32 {
          scf.for %j = %c0 to %c16 step %c1 {
            %bk = arith.addi %t, %j : index
            %bc = arith.addi %col, %e : index
            %v = memref.load %b[%bk, %bc] : memref<64x48xf16>
            memref.store %v, %tb[%e, %j] : memref<16x16xf16, #gpu.address_space<workgroup>>
          }
        }
        gpu.barrier
        %am = gpu.subgroup_mma_load_matrix %a[%row, %t] {leadDimension = 64 : index} : memref<32x64xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
        %bm = gpu.subgroup_mma_load_matrix %tb[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
        %next = gpu.subgroup_mma_compute %am, %bm, %sum {b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
        gpu.barrier
        scf.yield %next : !gpu.mma_matrix<16x16xf32, "COp">
      }
      %one = arith.constant 1.0 : f32
      %ones = gpu.subgroup_mma_constant_matrix %one : !gpu.mma_matrix<16x16xf32, "COp">
      %plus = gpu.subgroup_mma_elementwise addf %acc, %ones : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
      %sq = gpu.subgroup_mma_elementwise mulf %plus, %plus : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
      gpu.subgroup_mma_store_matrix %sq, %c[%row, %col] {leadDimension = 48 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x48xf32>
      gpu.return
    }

    // One 16x16x16 tile with an f16 accumulator, A and B row-major in
    // global memory.
    gpu.func @wmma_f16_acc(%a: memref<16x16xf16>, %b: memref<16x16xf16>, %c: memref<16x16xf16>) kernel {
      %c0 = arith.constant 0 : index
      %am = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
      %bm = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
      %cm = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
      %d = gpu.subgroup_mma_compute %am, %bm, %cm : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
      gpu.subgroup_mma_store_matrix %d, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
      gpu.return
    }

    // One tile of signed 8-bit integers with an i32 accumulator.
    gpu.func @wmma_i8(%a: memref<16x16xi8>, %b: memref<16x16xi8>, %c: memref<16x16xi32>) kernel {
      %c0 = arith.constant 0 : index
      %am = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi8> -> !gpu.mma_matrix<16x16xsi8, "AOp">
      %bm = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi8> -> !gpu.mma_matrix<16x16xsi8, "BOp">
      %cm = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi32> -> !gpu.mma_matrix<16x16xi32, "COp">
      %d = gpu.subgroup_mma_compute %am, %bm, %cm : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xsi8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
      gpu.subgroup_mma_store_matrix %d, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<16x16xi32>
      gpu.return
    }
  }

  func.func @wmma_matmul(%a: memref<32x64xf16>, %b: memref<64x48xf16>, %c: memref<32x48xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %gx = arith.constant 3 : index
    %gy = arith.constant 2 : index
    gpu.launch_func @wmma_kernels::@wmma_matmul blocks in (%gx, %gy, %c1) threads in (%c32, %c1, %c1) args(%a : memref<32x64xf16>, %b : memref<64x48xf16>, %c : memref<32x48xf32>)
    return
  }
}

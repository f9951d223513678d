// The gpu dialect's warp-synchronous matrix ops and `!gpu.mma_matrix`.

func.func @mma_f16_f32(%src : memref<32x32xf16, 3>, %dst : memref<32x32xf32>, %i : index) {
  %a = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %b = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %cst = arith.constant 1.0 : f32
  %c = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %e = gpu.subgroup_mma_compute %a, %b, %d {a_transpose, b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %f = gpu.subgroup_mma_elementwise addf %d, %e : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %g = gpu.subgroup_mma_elementwise negatef %f : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %h = gpu.subgroup_mma_elementwise #gpu<mma_element_wise maxf> %f, %g : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %h, %dst[%i, %i] {leadDimension = 32 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
  return
}

// -----

// Integer matrices carry their signedness in A and B; vectors of a memref
// and strided layouts with a unit innermost stride load too.
func.func @mma_i8(%m : memref<?x?xvector<4xi8>>, %s : memref<16x16xi32, strided<[32, 1], offset: ?>>, %i : index) {
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<?x?xvector<4xi8>> -> !gpu.mma_matrix<16x16xsi8, "AOp">
  %b = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<?x?xvector<4xi8>> -> !gpu.mma_matrix<16x16xui8, "BOp">
  %c = gpu.subgroup_mma_load_matrix %s[%i, %i] {leadDimension = 32 : index} : memref<16x16xi32, strided<[32, 1], offset: ?>> -> !gpu.mma_matrix<16x16xi32, "COp">
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xui8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
  %e = gpu.subgroup_mma_elementwise addi %d, %d : (!gpu.mma_matrix<16x16xi32, "COp">, !gpu.mma_matrix<16x16xi32, "COp">) -> !gpu.mma_matrix<16x16xi32, "COp">
  gpu.subgroup_mma_store_matrix %e, %s[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<16x16xi32, strided<[32, 1], offset: ?>>
  return
}

// -----

// Shapes other than 16x16, the pretty and the bracketed spelling, an
// elementwise op of no operand (upstream never checks the operands' types
// against each other), a rank-0 memref.
func.func @shapes(%a : !gpu.mma_matrix<16x8xf16, "AOp">, %b : !gpu<mma_matrix<8x32xf16, "BOp">>, %c : !gpu.mma_matrix<16x32xf16, "COp">, %z : memref<f16>) -> !gpu.mma_matrix<16x32xf16, "COp"> {
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<8x32xf16, "BOp"> -> !gpu.mma_matrix<16x32xf16, "COp">
  %e = gpu.subgroup_mma_elementwise extf : () -> !gpu.mma_matrix<16x32xf16, "COp">
  %f = gpu.subgroup_mma_elementwise divf %a, %c : (!gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x32xf16, "COp">) -> !gpu.mma_matrix<16x32xf16, "COp">
  %g = gpu.subgroup_mma_load_matrix %z[] {leadDimension = 16 : index} : memref<f16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return %d : !gpu.mma_matrix<16x32xf16, "COp">
}

// -----

// Inside a kernel, with the matrices in workgroup memory.
gpu.module @kernels {
  gpu.func @matmul(%A : memref<16x16xf16>, %B : memref<16x16xf16>, %C : memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    %sh = memref.alloca() : memref<16x16xf16, #gpu.address_space<workgroup>>
    %a = gpu.subgroup_mma_load_matrix %sh[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %b = gpu.subgroup_mma_load_matrix %B[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %c = gpu.subgroup_mma_load_matrix %C[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %C[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
    gpu.return
  }
}

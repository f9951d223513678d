// PIPELINE: --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))'
// Where mlir-opt-19 crashes, Strata lowers `gpu.subgroup_mma_elementwise
// negatef` (this file is not run differentially).
//
// `mlir-opt-19 --convert-gpu-to-nvvm` on this input ends in a stack dump
// ("PLEASE submit a bug report"): its elementwise pattern builds no op for
// the negation. Strata negates each field of the fragment with llvm.fneg.

// CHECK-LABEL: llvm.func @negate
// CHECK: %[[M:.*]] = nvvm.wmma.load
// CHECK: %[[X:.*]] = llvm.extractvalue %[[M]][0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %[[N:.*]] = llvm.fneg %[[X]] : f32
// CHECK: nvvm.wmma.store %{{.*}}, %{{.*}}, %[[N]],
gpu.module @negate {
  gpu.func @negate(%C : memref<32x32xf32>, %i : index) kernel {
    %d = gpu.subgroup_mma_load_matrix %C[%i, %i] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %e = gpu.subgroup_mma_elementwise negatef %d : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %e, %C[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    gpu.return
  }
}

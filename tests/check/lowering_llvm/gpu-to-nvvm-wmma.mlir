// PIPELINE: --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' --split-input-file
// convert-gpu-to-nvvm lowers the warp-synchronous matrix ops to NVVM WMMA
// as upstream does: a matrix is the LLVM struct of its fragment, loads and
// stores take the element's address and the leading dimension as an i32
// stride (`transpose`: the col layout), the multiply-accumulate unpacks
// the three fragments (eltypeA the input, eltypeB the accumulator type), a
// constant matrix is a struct of splats and elementwise ops apply to each
// field. The CHECK lines hold for mlir-opt-19's output too (Strata's
// folds the struct built and taken apart again, and shares constants).

// CHECK-LABEL: llvm.func @f16_f32
// CHECK: %[[A:.*]] = nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
// CHECK: nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
// CHECK: nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[A]][7]
// CHECK: %[[D:.*]] = nvvm.wmma.mma %{{.*}} {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[D]][7]
// CHECK: nvvm.wmma.store %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NOT: gpu.subgroup
gpu.module @f16_f32 {
  gpu.func @f16_f32(%A : memref<32x32xf16>, %C : memref<32x32xf32>, %i : index) kernel {
    %a = gpu.subgroup_mma_load_matrix %A[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %b = gpu.subgroup_mma_load_matrix %A[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %c = gpu.subgroup_mma_load_matrix %C[%i, %i] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %d = gpu.subgroup_mma_compute %a, %b, %c {b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %d, %C[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    gpu.return
  }
}

// -----

// CHECK-LABEL: llvm.func @f16_acc
// CHECK: %[[U:.*]] = llvm.mlir.undef : vector<2xf16>
// CHECK: %[[V0:.*]] = llvm.insertelement %arg{{[0-9]+}}, %[[U]][%{{.*}} : i32] : vector<2xf16>
// CHECK: %[[V:.*]] = llvm.insertelement %arg{{[0-9]+}}, %[[V0]][%{{.*}} : i32] : vector<2xf16>
// CHECK: nvvm.wmma.store %{{.*}} {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
gpu.module @f16_acc {
  gpu.func @f16_acc(%C : memref<16x16xf16>, %x : f16) kernel {
    %c0 = arith.constant 0 : index
    %c = gpu.subgroup_mma_constant_matrix %x : !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %c, %C[%c0, %c0] {leadDimension = 16 : index, transpose} : !gpu.mma_matrix<16x16xf16, "COp">, memref<16x16xf16>
    gpu.return
  }
}

// -----

// CHECK-LABEL: llvm.func @elementwise
// CHECK: %[[M:.*]] = nvvm.wmma.load
// CHECK: %[[X:.*]] = llvm.extractvalue %[[M]][0]
// CHECK: %[[Y:.*]] = llvm.extractvalue %[[M]][0]
// CHECK: llvm.fmul %[[X]], %[[Y]] : f32
// CHECK: llvm.fmul %{{.*}}, %{{.*}} : f32
// CHECK: %[[GT:.*]] = llvm.fcmp "ogt" %[[P:[0-9]+]], %[[Q:[0-9]+]] : f32
// CHECK-NEXT: %[[SEL:.*]] = llvm.select %[[GT]], %[[P]], %[[Q]] : i1, f32
// CHECK-NEXT: %[[UNO:.*]] = llvm.fcmp "uno" %[[P]], %[[Q]] : f32
// CHECK: llvm.select %[[UNO]], %{{.*}}, %[[SEL]] : i1, f32
// CHECK: nvvm.wmma.store
gpu.module @elementwise {
  gpu.func @elementwise(%C : memref<32x32xf32>, %i : index) kernel {
    %d = gpu.subgroup_mma_load_matrix %C[%i, %i] {leadDimension = 32 : index} : memref<32x32xf32> -> !gpu.mma_matrix<16x16xf32, "COp">
    %e = gpu.subgroup_mma_elementwise mulf %d, %d : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %m = gpu.subgroup_mma_elementwise maxf %e, %e : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %m, %C[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
    gpu.return
  }
}

// -----

// 8-bit integers: the fragments are i32s, the accumulator s32.
// CHECK-LABEL: llvm.func @i8
// CHECK: nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32)>
// CHECK: nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32)>
// CHECK: nvvm.wmma.load %{{.*}}, %{{.*}} {eltype = #nvvm.mma_type<s32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK: nvvm.wmma.mma %{{.*}} {eltypeA = #nvvm.mma_type<s8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
// CHECK: nvvm.wmma.store %{{.*}} {eltype = #nvvm.mma_type<s32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, i32, i32, i32, i32, i32, i32, i32, i32
gpu.module @i8 {
  gpu.func @i8(%a: memref<16x16xi8>, %b: memref<16x16xi8>, %c: memref<16x16xi32>) kernel {
    %c0 = arith.constant 0 : index
    %am = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi8> -> !gpu.mma_matrix<16x16xsi8, "AOp">
    %bm = gpu.subgroup_mma_load_matrix %b[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi8> -> !gpu.mma_matrix<16x16xsi8, "BOp">
    %cm = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xi32> -> !gpu.mma_matrix<16x16xi32, "COp">
    %d = gpu.subgroup_mma_compute %am, %bm, %cm : !gpu.mma_matrix<16x16xsi8, "AOp">, !gpu.mma_matrix<16x16xsi8, "BOp"> -> !gpu.mma_matrix<16x16xi32, "COp">
    gpu.subgroup_mma_store_matrix %d, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<16x16xi32>
    gpu.return
  }
}

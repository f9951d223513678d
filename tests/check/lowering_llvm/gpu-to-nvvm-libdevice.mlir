// PIPELINE: --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' --split-input-file
// convert-gpu-to-nvvm: math functions become calls of libdevice's __nv_*
// functions, as upstream's lowering does (the same calls mlir-opt-19
// produces): the f variant for f32, the plain one for f64, f16 extended
// to f32 around the call; each is declared before the first function
// calling it. What NVPTX has instructions for and upstream does not send
// to libdevice stays an LLVM intrinsic.

// CHECK-LABEL: gpu.module @math
// CHECK: llvm.func @__nv_expf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_exp(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_sinf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_powf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_atan2(f64, f64) -> f64
// CHECK-NEXT: llvm.func @__nv_sqrtf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_rsqrt(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_fabsf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_floor(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_log1pf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_tanh(f64) -> f64
// CHECK-NEXT: llvm.func @__nv_erff(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_cbrtf(f32) -> f32
// CHECK-NEXT: llvm.func @__nv_fmodf(f32, f32) -> f32
// CHECK-NEXT: llvm.func @__nv_powif(f32, i32) -> f32
// CHECK-NEXT: llvm.func @k(%arg0: f32, %arg1: f64, %arg2: f16, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: i64, %arg8: i64)
// CHECK: %[[E:.*]] = llvm.call @__nv_expf(%arg0) : (f32) -> f32
// CHECK-NEXT: %[[ED:.*]] = llvm.call @__nv_exp(%arg1) : (f64) -> f64
// CHECK-NEXT: %[[S:.*]] = llvm.call @__nv_sinf(%[[E]]) : (f32) -> f32
// CHECK-NEXT: %[[P:.*]] = llvm.call @__nv_powf(%[[S]], %arg0) : (f32, f32) -> f32
// CHECK-NEXT: llvm.call @__nv_atan2(%[[ED]], %arg1) : (f64, f64) -> f64
// CHECK-NEXT: llvm.call @__nv_sqrtf(%[[P]]) : (f32) -> f32
// CHECK-NEXT: llvm.call @__nv_rsqrt
// CHECK-NEXT: llvm.call @__nv_fabsf
// CHECK-NEXT: llvm.call @__nv_floor
// CHECK-NEXT: llvm.call @__nv_log1pf
// CHECK-NEXT: llvm.call @__nv_tanh
// CHECK-NEXT: llvm.call @__nv_erff
// CHECK-NEXT: llvm.call @__nv_cbrtf
// CHECK-NEXT: llvm.call @__nv_fmodf
// CHECK-NEXT: llvm.call @__nv_powif(%arg0, %arg3) : (f32, i32) -> f32
// CHECK-NEXT: %[[X:.*]] = llvm.fpext %arg2 : f16 to f32
// CHECK-NEXT: %[[H:.*]] = llvm.call @__nv_expf(%[[X]]) : (f32) -> f32
// CHECK-NEXT: llvm.fptrunc %[[H]] : f32 to f16
// CHECK: llvm.intr.trunc
// CHECK: llvm.intr.fma
// CHECK-NOT: math.
gpu.module @math {
  gpu.func @k(%x: f32, %y: f64, %h: f16, %i: i32, %out: memref<16xf32, #gpu.address_space<global>>) kernel {
    %e = math.exp %x : f32
    %ed = math.exp %y : f64
    %s = math.sin %e : f32
    %p = math.powf %s, %x : f32
    %a = math.atan2 %ed, %y : f64
    %q = math.sqrt %p : f32
    %r = math.rsqrt %a : f64
    %f = math.absf %q : f32
    %fl = math.floor %r : f64
    %l = math.log1p %f : f32
    %t = math.tanh %fl : f64
    %er = math.erf %l : f32
    %c = math.cbrt %er : f32
    %m = arith.remf %c, %x : f32
    %pi = math.fpowi %x, %i : f32, i32
    %he = math.exp %h : f16
    %tr = math.trunc %m : f32
    %fma = math.fma %tr, %pi, %x : f32
    %hf = arith.extf %he : f16 to f32
    %sum = arith.addf %fma, %hf : f32
    %td = arith.truncf %t : f64 to f32
    %all = arith.addf %sum, %td : f32
    %c0 = arith.constant 0 : index
    memref.store %all, %out[%c0] : memref<16xf32, #gpu.address_space<global>>
    gpu.return
  }
}

// -----

// A function called from two kernels is declared once, before the first.
// CHECK-LABEL: gpu.module @twice
// CHECK: llvm.func @__nv_cosf(f32) -> f32
// CHECK-NEXT: llvm.func @first
// CHECK-NOT: llvm.func @__nv_cosf
// CHECK: llvm.func @second
// CHECK: llvm.call @__nv_cosf
gpu.module @twice {
  gpu.func @first(%x: f32, %out: memref<1xf32, #gpu.address_space<global>>) kernel {
    %c = math.cos %x : f32
    %c0 = arith.constant 0 : index
    memref.store %c, %out[%c0] : memref<1xf32, #gpu.address_space<global>>
    gpu.return
  }
  gpu.func @second(%x: f32, %out: memref<1xf32, #gpu.address_space<global>>) kernel {
    %c = math.cos %x : f32
    %c0 = arith.constant 0 : index
    memref.store %c, %out[%c0] : memref<1xf32, #gpu.address_space<global>>
    gpu.return
  }
}

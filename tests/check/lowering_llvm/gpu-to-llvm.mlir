// PIPELINE: --gpu-to-llvm --split-input-file
// gpu-to-llvm: launches load the compiled module (the PTX global that
// replaced the gpu.module) with its size, look the kernel up by a
// NUL-terminated name, and launch it on a new stream with an array of
// pointers to each argument (a memref as its descriptor's fields);
// device memory ops call the runtime's mgpu* functions, copies and memsets
// on the null stream, which is then synchronized. Asynchronous forms are in
// gpu-to-llvm-async.mlir.

// CHECK-DAG: llvm.mlir.global internal constant @kernels_scale_kernel_name("scale\00")
// CHECK-DAG: llvm.func @mgpuModuleLoad(!llvm.ptr, i64) -> !llvm.ptr
// CHECK-DAG: llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
// CHECK-LABEL: func.func @launch(%arg0: memref<?xf32>, %arg1: f32, %arg2: index)
// CHECK-DAG: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-DAG: %[[N:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK: %[[F0:.*]] = llvm.extractvalue %[[D]][0]
// CHECK: %[[F4:.*]] = llvm.extractvalue %[[D]][4, 0]
// CHECK: %[[IMAGE:.*]] = llvm.mlir.addressof @kernels : !llvm.ptr
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[MODULE:.*]] = llvm.call @mgpuModuleLoad(%[[IMAGE]], %[[SIZE]])
// CHECK-NEXT: %[[NAME:.*]] = llvm.mlir.addressof @kernels_scale_kernel_name : !llvm.ptr
// CHECK-NEXT: %[[FN:.*]] = llvm.call @mgpuModuleGetFunction(%[[MODULE]], %[[NAME]])
// CHECK-NEXT: %[[STREAM:.*]] = llvm.call @mgpuStreamCreate()
// CHECK: %[[S0:.*]] = llvm.alloca %{{.*}} x !llvm.ptr
// CHECK-NEXT: llvm.store %[[F0]], %[[S0]] : !llvm.ptr, !llvm.ptr
// CHECK: llvm.store %arg1, %{{.*}} : f32, !llvm.ptr
// CHECK: llvm.store %[[N]], %{{.*}} : i64, !llvm.ptr
// CHECK: %[[COUNT:.*]] = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT: %[[PARAMS:.*]] = llvm.alloca %[[COUNT]] x !llvm.ptr
// CHECK: llvm.store %[[S0]], %[[PARAMS]] : !llvm.ptr, !llvm.ptr
// CHECK: llvm.getelementptr %[[PARAMS]][6] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: %[[SMEM:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuLaunchKernel(%[[FN]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[SMEM]], %[[STREAM]], %[[PARAMS]], %[[NULL]], %[[COUNT]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM]])
// CHECK-NOT: gpu.launch_func
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels("PTX\00")
  func.func @launch(%m: memref<?xf32>, %f: f32, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>, %f : f32, %n : index)
    return
  }
}

// -----

// CHECK-LABEL: func.func @memory(%arg0: memref<?x4xf32>, %arg1: index)
// CHECK: %[[BYTES:.*]] = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK: %[[P:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr, i1) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK: llvm.extractvalue %{{.*}}[3, 1]
// CHECK-NEXT: %[[N:.*]] = llvm.mul %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: %[[W:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %[[SIZE:.*]] = llvm.mul %[[N]], %[[W]] : i64
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %[[SIZE]], %[[NULL]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[NULL]])
// CHECK: %[[BITS:.*]] = llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.call @mgpuMemset32(%{{.*}}, %[[BITS]], %{{.*}}, %[[NULL2:[0-9]+]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[NULL2]])
// CHECK: llvm.call @mgpuMemFree
// CHECK-NOT: gpu.alloc
// CHECK-NOT: gpu.memset
// CHECK-NOT: gpu.wait
// CHECK-NOT: gpu.dealloc
func.func @memory(%host: memref<?x4xf32>, %n: index) {
  %zero = arith.constant 0.0 : f32
  %d = gpu.alloc (%n) : memref<?x4xf32>
  gpu.memcpy %d, %host : memref<?x4xf32>, memref<?x4xf32>
  gpu.memset %d, %zero : memref<?x4xf32>, f32
  gpu.wait
  gpu.dealloc %d : memref<?x4xf32>
  return
}

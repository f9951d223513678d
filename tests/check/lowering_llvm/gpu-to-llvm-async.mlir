// PIPELINE: --gpu-to-llvm --reconcile-unrealized-casts --split-input-file
// gpu-to-llvm: an !gpu.async.token is a CUDA stream, as upstream lowers it.
// An async op runs on the stream of its first dependency (a new stream when
// it has none) and its token is that stream; gpu.wait async [deps] records
// an event on each dependency's stream and makes a new stream wait for
// them; gpu.wait [deps] synchronizes and destroys the streams. Two
// independent chains run on two streams, with no synchronization between
// their launches.

// CHECK-LABEL: func.func @two_chains(%arg0: memref<?xf32>, %arg1: index)
// CHECK: %[[S1:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[S1]], %{{.*}})
// CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[S1]])
// CHECK-NOT: mgpuStreamSynchronize
// CHECK: llvm.call @mgpuLaunchKernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S1]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: mgpuStreamSynchronize
// CHECK: %[[S2:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NOT: mgpuStreamSynchronize
// CHECK: llvm.call @mgpuLaunchKernel(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S2]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NEXT: %[[E1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuEventRecord(%[[E1]], %[[S1]])
// CHECK-NEXT: %[[E2:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuEventRecord(%[[E2]], %[[S2]])
// CHECK-NEXT: %[[S3:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[S3]], %[[E1]])
// CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[S3]], %[[E2]])
// CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[E1]])
// CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[E2]])
// CHECK: llvm.call @mgpuMemFree(%{{.*}}, %[[S3]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[S3]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S3]])
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels("PTX\00")
  func.func @two_chains(%host: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %m, %host : memref<?xf32>, memref<?xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@k blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : index, %m : memref<?xf32>)
    %u0 = gpu.wait async
    %u1 = gpu.launch_func async [%u0] @kernels::@k blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : index, %m : memref<?xf32>)
    %j = gpu.wait async [%t3, %u1]
    %t4 = gpu.dealloc async [%j] %m : memref<?xf32>
    gpu.wait [%t4]
    return
  }
}

// -----

// An async op without dependencies creates its stream; one with several
// runs on the first's stream, made to wait for the others through events.
// A synchronous op waits for its dependencies' streams first.
// CHECK-LABEL: func.func @fan_in(%arg0: memref<16xi32>, %arg1: i32)
// CHECK: %[[A:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK: llvm.call @mgpuMemset32(%{{.*}}, %arg1, %{{.*}}, %[[A]])
// CHECK: %[[B:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK: llvm.call @mgpuMemset32(%{{.*}}, %arg1, %{{.*}}, %[[B]])
// CHECK: %[[E:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuEventRecord(%[[E]], %[[B]])
// CHECK-NEXT: llvm.call @mgpuStreamWaitEvent(%[[A]], %[[E]])
// CHECK-NEXT: llvm.call @mgpuEventDestroy(%[[E]])
// CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[A]])
// CHECK: llvm.call @mgpuStreamSynchronize(%[[A]])
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuMemFree(%{{.*}}, %[[NULL]])
// CHECK: llvm.call @mgpuStreamSynchronize(%[[A]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[A]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[B]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[B]])
func.func @fan_in(%host: memref<16xi32>, %v: i32) {
  %x, %a0 = gpu.alloc async () : memref<16xi32>
  %a1 = gpu.memset async [%a0] %x, %v : memref<16xi32>, i32
  %y, %b0 = gpu.alloc async () : memref<16xi32>
  %b1 = gpu.memset async [%b0] %y, %v : memref<16xi32>, i32
  %c = gpu.memcpy async [%a1, %b1] %x, %y : memref<16xi32>, memref<16xi32>
  gpu.dealloc [%c] %y : memref<16xi32>
  gpu.wait [%c, %b1]
  return
}

// -----

// Two tokens of one chain are one stream: it is synchronized and destroyed
// once, and an op depending on both waits for no event.
// CHECK-LABEL: func.func @one_chain(%arg0: memref<16xi32>, %arg1: i32)
// CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NOT: mgpuEvent
// CHECK: llvm.call @mgpuMemset32(%{{.*}}, %arg1, %{{.*}}, %[[S]])
// CHECK-NOT: mgpuEvent
// CHECK: llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NOT: mgpuStream
func.func @one_chain(%host: memref<16xi32>, %v: i32) {
  %x, %a0 = gpu.alloc async () : memref<16xi32>
  %a1 = gpu.memset async [%a0] %x, %v : memref<16xi32>, i32
  %a2 = gpu.memset async [%a0, %a1] %x, %v : memref<16xi32>, i32
  gpu.wait [%a1, %a2]
  return
}

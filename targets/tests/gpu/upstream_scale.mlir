// A host function and its kernel, for upstream's own lowering:
//   mlir-opt-19 --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80
//     cubin-features=+ptx78 cubin-format=isa" | mlir-translate-19 --mlir-to-llvmir
// embeds the kernel's PTX and calls mgpuStreamCreate, mgpuMemAlloc,
// mgpuMemcpy, mgpuModuleLoadJIT, mgpuModuleGetFunction, mgpuLaunchKernel,
// mgpuModuleUnload, mgpuMemFree, mgpuStreamSynchronize, mgpuStreamDestroy.
// @run multiplies the 16 floats of %host by %f on the GPU.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<16xf32>, %f: f32) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %buf[%tid] : memref<16xf32>
      %r = arith.mulf %v, %f : f32
      memref.store %r, %buf[%tid] : memref<16xf32>
      gpu.return
    }
  }
  func.func @run(%host: memref<16xf32>, %f: f32) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] () : memref<16xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %host : memref<16xf32>, memref<16xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@scale blocks in (%c1, %c1, %c1)
        threads in (%c16, %c1, %c1) args(%dev : memref<16xf32>, %f : f32)
    %t4 = gpu.memcpy async [%t3] %host, %dev : memref<16xf32>, memref<16xf32>
    %t5 = gpu.dealloc async [%t4] %dev : memref<16xf32>
    gpu.wait [%t5]
    return
  }
}

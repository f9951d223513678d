// c = a + b on the GPU: n floats in blocks of 256 threads, one element per
// thread (threads past the end do nothing). The host function copies a and
// b to device buffers, launches the kernel twice (the second launch adds
// again into a scratch buffer, so the module must be loaded once for both),
// and copies c back.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vadd(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @vector_add(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c255 = arith.constant 255 : index
    %c256 = arith.constant 256 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %da = gpu.alloc (%n) : memref<?xf32>
    %db = gpu.alloc (%n) : memref<?xf32>
    %dc = gpu.alloc (%n) : memref<?xf32>
    %scratch = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %da, %a : memref<?xf32>, memref<?xf32>
    gpu.memcpy %db, %b : memref<?xf32>, memref<?xf32>
    %rounded = arith.addi %n, %c255 : index
    %blocks = arith.divui %rounded, %c256 : index
    gpu.launch_func @kernels::@vadd blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%da : memref<?xf32>, %db : memref<?xf32>, %scratch : memref<?xf32>, %n : index)
    gpu.launch_func @kernels::@vadd blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%da : memref<?xf32>, %db : memref<?xf32>, %dc : memref<?xf32>, %n : index)
    gpu.wait
    gpu.memcpy %c, %dc : memref<?xf32>, memref<?xf32>
    gpu.dealloc %scratch : memref<?xf32>
    gpu.dealloc %dc : memref<?xf32>
    gpu.dealloc %db : memref<?xf32>
    gpu.dealloc %da : memref<?xf32>
    return
  }
}

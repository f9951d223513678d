// Two independent asynchronous chains, joined before the results are freed:
// x is copied to the device and doubled in place, y's device buffer is set
// to 1.0 and doubled; both are copied back. Each chain starts with
// `gpu.wait async`, so each runs on a stream of its own and the launches
// are not serialized; `gpu.wait async [%x, %y]` joins them on a third
// stream, which frees the buffers and is waited for at the end.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @double(%v: memref<?xf32>, %n: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %x = memref.load %v[%i] : memref<?xf32>
        %d = arith.addf %x, %x : f32
        memref.store %d, %v[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @async_chains(%x: memref<?xf32>, %y: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c255 = arith.constant 255 : index
    %c256 = arith.constant 256 : index
    %one = arith.constant 1.0 : f32
    %n = memref.dim %x, %c0 : memref<?xf32>
    %rounded = arith.addi %n, %c255 : index
    %blocks = arith.divui %rounded, %c256 : index

    %a0 = gpu.wait async
    %dx, %a1 = gpu.alloc async [%a0] (%n) : memref<?xf32>
    %a2 = gpu.memcpy async [%a1] %dx, %x : memref<?xf32>, memref<?xf32>
    %a3 = gpu.launch_func async [%a2] @kernels::@double blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%dx : memref<?xf32>, %n : index)
    %a4 = gpu.memcpy async [%a3] %x, %dx : memref<?xf32>, memref<?xf32>

    %b0 = gpu.wait async
    %dy, %b1 = gpu.alloc async [%b0] (%n) : memref<?xf32>
    %b2 = gpu.memset async [%b1] %dy, %one : memref<?xf32>, f32
    %b3 = gpu.launch_func async [%b2] @kernels::@double blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%dy : memref<?xf32>, %n : index)
    %b4 = gpu.memcpy async [%b3] %y, %dy : memref<?xf32>, memref<?xf32>

    %joined = gpu.wait async [%a4, %b4]
    %f0 = gpu.dealloc async [%joined] %dx : memref<?xf32>
    %f1 = gpu.dealloc async [%f0] %dy : memref<?xf32>
    gpu.wait [%f1]
    return
  }
}

// Sums of blocks of 256 floats on the GPU: each block of 256 threads loads
// its slice into workgroup (shared) memory and halves it eight times,
// with a gpu.barrier between steps; thread 0 writes the block's sum to
// partial[block]. The host zeroes the device partials first (gpu.memset).
module attributes {gpu.container_module} {
  gpu.module @reduce {
    gpu.func @block_sum(%x: memref<?xf32>, %partial: memref<?xf32>, %n: index)
        workgroup(%tile: memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %zero = arith.constant 0.0 : f32
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      %v = scf.if %in -> f32 {
        %l = memref.load %x[%i] : memref<?xf32>
        scf.yield %l : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %v, %tile[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %k = %c0 to %c8 step %c1 {
        %s = arith.shrui %c128, %k : index
        %active = arith.cmpi ult, %tid, %s : index
        scf.if %active {
          %j = arith.addi %tid, %s : index
          %a = memref.load %tile[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
          %b = memref.load %tile[%j] : memref<256xf32, #gpu.address_space<workgroup>>
          %sum = arith.addf %a, %b : f32
          memref.store %sum, %tile[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %total = memref.load %tile[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %total, %partial[%bid] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @block_sums(%x: memref<?xf32>, %partial: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %x, %c0 : memref<?xf32>
    %blocks = memref.dim %partial, %c0 : memref<?xf32>
    %dx = gpu.alloc (%n) : memref<?xf32>
    %dp = gpu.alloc (%blocks) : memref<?xf32>
    gpu.memcpy %dx, %x : memref<?xf32>, memref<?xf32>
    gpu.memset %dp, %zero : memref<?xf32>, f32
    gpu.launch_func @reduce::@block_sum blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%dx : memref<?xf32>, %dp : memref<?xf32>, %n : index)
    gpu.memcpy %partial, %dp : memref<?xf32>, memref<?xf32>
    gpu.dealloc %dp : memref<?xf32>
    gpu.dealloc %dx : memref<?xf32>
    return
  }
}

// gpu.all_reduce over 2-D blocks of 16x16 threads: block b sums the 256
// floats x[256b ..] (add) and finds the largest of the 256 integers
// y[256b ..] (maxsi); thread (0, 0) writes the results to sums[b] and
// maxes[b]. Every thread of the block receives both results.
module attributes {gpu.container_module} {
  gpu.module @reduce_kernels {
    gpu.func @block_reduce(%x: memref<?xf32>, %y: memref<?xi32>, %sums: memref<?xf32>, %maxes: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c256 = arith.constant 256 : index
      %bid = gpu.block_id x
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %row = arith.muli %ty, %c16 : index
      %t = arith.addi %row, %tx : index
      %base = arith.muli %bid, %c256 : index
      %i = arith.addi %base, %t : index
      %v = memref.load %x[%i] : memref<?xf32>
      %w = memref.load %y[%i] : memref<?xi32>
      %sum = gpu.all_reduce add %v {} : (f32) -> f32
      %max = gpu.all_reduce maxsi %w {} : (i32) -> i32
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %sum, %sums[%bid] : memref<?xf32>
        memref.store %max, %maxes[%bid] : memref<?xi32>
      }
      gpu.return
    }
  }

  func.func @block_reduce(%x: memref<?xf32>, %y: memref<?xi32>, %sums: memref<?xf32>, %maxes: memref<?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %blocks = memref.dim %sums, %c0 : memref<?xf32>
    %dx = gpu.alloc (%n) : memref<?xf32>
    %dy = gpu.alloc (%n) : memref<?xi32>
    %ds = gpu.alloc (%blocks) : memref<?xf32>
    %dm = gpu.alloc (%blocks) : memref<?xi32>
    gpu.memcpy %dx, %x : memref<?xf32>, memref<?xf32>
    gpu.memcpy %dy, %y : memref<?xi32>, memref<?xi32>
    gpu.launch_func @reduce_kernels::@block_reduce blocks in (%blocks, %c1, %c1) threads in (%c16, %c16, %c1)
        args(%dx : memref<?xf32>, %dy : memref<?xi32>, %ds : memref<?xf32>, %dm : memref<?xi32>)
    gpu.memcpy %sums, %ds : memref<?xf32>, memref<?xf32>
    gpu.memcpy %maxes, %dm : memref<?xi32>, memref<?xi32>
    gpu.dealloc %dm : memref<?xi32>
    gpu.dealloc %ds : memref<?xf32>
    gpu.dealloc %dy : memref<?xi32>
    gpu.dealloc %dx : memref<?xf32>
    return
  }
}

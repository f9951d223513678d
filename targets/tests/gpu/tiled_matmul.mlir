// C = A x B on the GPU with 16x16 tiles: each block of 16x16 threads
// computes one tile of C, stepping through K one tile at a time; A's and
// B's tiles are staged in workgroup (shared) memory between two
// gpu.barriers. M, N and K must be multiples of 16.
module attributes {gpu.container_module} {
  gpu.module @matmul_kernels {
    gpu.func @tiled_matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>)
        workgroup(%ta: memref<16x16xf32, #gpu.address_space<workgroup>>,
                  %tb: memref<16x16xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row0 = arith.muli %by, %c16 : index
      %row = arith.addi %row0, %ty : index
      %col0 = arith.muli %bx, %c16 : index
      %col = arith.addi %col0, %tx : index
      %k = memref.dim %a, %c1 : memref<?x?xf32>
      %acc = scf.for %t = %c0 to %k step %c16 iter_args(%sum = %zero) -> f32 {
        %ak = arith.addi %t, %tx : index
        %bk = arith.addi %t, %ty : index
        %av = memref.load %a[%row, %ak] : memref<?x?xf32>
        %bv = memref.load %b[%bk, %col] : memref<?x?xf32>
        memref.store %av, %ta[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        memref.store %bv, %tb[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %part = scf.for %j = %c0 to %c16 step %c1 iter_args(%s = %sum) -> f32 {
          %x = memref.load %ta[%ty, %j] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %y = memref.load %tb[%j, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %x, %y : f32
          %s2 = arith.addf %s, %p : f32
          scf.yield %s2 : f32
        }
        gpu.barrier
        scf.yield %part : f32
      }
      memref.store %acc, %c[%row, %col] : memref<?x?xf32>
      gpu.return
    }
  }

  func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %m = memref.dim %a, %c0 : memref<?x?xf32>
    %k = memref.dim %a, %c1 : memref<?x?xf32>
    %n = memref.dim %b, %c1 : memref<?x?xf32>
    %da = gpu.alloc (%m, %k) : memref<?x?xf32>
    %db = gpu.alloc (%k, %n) : memref<?x?xf32>
    %dc = gpu.alloc (%m, %n) : memref<?x?xf32>
    gpu.memcpy %da, %a : memref<?x?xf32>, memref<?x?xf32>
    gpu.memcpy %db, %b : memref<?x?xf32>, memref<?x?xf32>
    %gx = arith.divui %n, %c16 : index
    %gy = arith.divui %m, %c16 : index
    gpu.launch_func @matmul_kernels::@tiled_matmul blocks in (%gx, %gy, %c1) threads in (%c16, %c16, %c1)
        args(%da : memref<?x?xf32>, %db : memref<?x?xf32>, %dc : memref<?x?xf32>)
    gpu.memcpy %c, %dc : memref<?x?xf32>, memref<?x?xf32>
    gpu.dealloc %dc : memref<?x?xf32>
    gpu.dealloc %db : memref<?x?xf32>
    gpu.dealloc %da : memref<?x?xf32>
    return
  }
}

// y = exp(x) + sin(x) * pow(x, 1.5) on the GPU through libdevice: the
// compiled program's PTX holds the libdevice functions it uses.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @math(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %v = memref.load %x[%i] : memref<?xf32>
        %e = math.exp %v : f32
        %s = math.sin %v : f32
        %p = arith.constant 1.5 : f32
        %w = math.powf %v, %p : f32
        %sw = arith.mulf %s, %w : f32
        %r = arith.addf %e, %sw : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @math_kernel(%x: memref<?xf32>, %y: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c255 = arith.constant 255 : index
    %c256 = arith.constant 256 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %dx = gpu.alloc (%n) : memref<?xf32>
    %dy = gpu.alloc (%n) : memref<?xf32>
    gpu.memcpy %dx, %x : memref<?xf32>, memref<?xf32>
    %rounded = arith.addi %n, %c255 : index
    %blocks = arith.divui %rounded, %c256 : index
    gpu.launch_func @kernels::@math blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%dx : memref<?xf32>, %dy : memref<?xf32>, %n : index)
    gpu.memcpy %y, %dy : memref<?xf32>, memref<?xf32>
    gpu.dealloc %dy : memref<?xf32>
    gpu.dealloc %dx : memref<?xf32>
    return
  }
}

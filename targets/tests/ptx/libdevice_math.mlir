// Math through libdevice: out[i] = exp(x[i]) + sin(x[i]) + pow(x[i], 2.5)
// in f32, and the f64 exp of the same value, kept in out64.
module attributes {gpu.container_module} {
  gpu.module @math {
    gpu.func @math(%x: memref<?xf32>, %out: memref<?xf32>, %out64: memref<?xf64>, %n: index) kernel {
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
        %p = arith.constant 2.5 : f32
        %w = math.powf %v, %p : f32
        %es = arith.addf %e, %s : f32
        %r = arith.addf %es, %w : f32
        memref.store %r, %out[%i] : memref<?xf32>
        %d = arith.extf %v : f32 to f64
        %ed = math.exp %d : f64
        memref.store %ed, %out64[%i] : memref<?xf64>
      }
      gpu.return
    }
  }
}

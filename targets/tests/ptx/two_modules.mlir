// Two gpu.modules, each with one kernel, launched from one host function:
// `--emit ptx` writes one PTX file per module.
module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @fill(%out: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %one = arith.constant 1.0 : f32
      memref.store %one, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
  gpu.module @second {
    gpu.func @double(%out: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %out[%i] : memref<?xf32>
      %d = arith.addf %v, %v : f32
      memref.store %d, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @run(%out: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @first::@fill blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<?xf32>)
    gpu.launch_func @second::@double blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<?xf32>)
    return
  }
}

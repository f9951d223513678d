// PIPELINE: --gpu-to-llvm --split-input-file
// VERIFY-DIAGNOSTICS
// gpu-to-llvm reports what it cannot lower yet, at the op.

module attributes {gpu.container_module} {
  llvm.mlir.global internal constant @kernels("PTX\00")
  func.func @stream_object(%n: index, %stream: !llvm.ptr) {
    // expected-error @+1 {{'gpu.launch_func' op: launching on a given stream object is not supported yet}}
    gpu.launch_func <%stream : !llvm.ptr> @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @uncompiled(%n: index) {
    // expected-error @+1 {{kernel module 'kernels' is not compiled: gpu-to-llvm needs its PTX global (lower-gpu-to-nvvm compiles it first)}}
    gpu.launch_func @kernels::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}

// -----

func.func @memset16(%m: memref<8xf16>) {
  %z = arith.constant 0.0 : f16
  // expected-error @+1 {{'gpu.memset' op: only 32-bit elements are supported yet}}
  gpu.memset %m, %z : memref<8xf16>, f16
  return
}

// -----

func.func @inline_kernel(%n: index) {
  // expected-error @+1 {{'gpu.launch' op: the kernel must be outlined into a gpu.module first (gpu-kernel-outlining)}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}

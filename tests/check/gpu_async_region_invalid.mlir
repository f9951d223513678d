// PIPELINE: --pass-pipeline='builtin.module(func.func(gpu-async-region))'
// VERIFY-DIAGNOSTICS
// gpu-async-region needs kernels outlined: a gpu.launch is an error at the op.

func.func @launch_not_outlined() {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'gpu.launch' op replace with gpu.launch_func first}}
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%o = %c1, %p = %c1, %q = %c1) {
    gpu.terminator
  }
  return
}

// PIPELINE: --gpu-kernel-outlining='data-layout-str=#dlti.dl_spec<#dlti.dl_entry<index,32:i32>>'
// gpu-kernel-outlining gives each kernel module the data layout of its
// `data-layout-str` option as its `dlti.dl_spec` attribute.

// CHECK: gpu.module @f_kernel attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {
// CHECK: gpu.func @f_kernel
module attributes {gpu.container_module} {
  func.func @f(%sz : index, %m : memref<?xf32>) {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%x = %sz, %y = %sz, %z = %sz) {
      %v = memref.load %m[%tx] : memref<?xf32>
      memref.store %v, %m[%bx] : memref<?xf32>
      gpu.terminator
    }
    return
  }
}

// `gpu.binary`: kernels already compiled, as `#gpu.object`s for their
// targets, with the offloading handler that picks one.

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, "BLOB">]
  gpu.binary @by_index <#gpu.select_object<1>> [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "BLOB">, #gpu.object<#nvvm.target<chip = "sm_80">, fatbin = "x">]
  gpu.binary @by_target <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, offload = "BLOB">, #gpu.object<#nvvm.target, assembly = "ptx">]
  gpu.binary @default_handler <#gpu.select_object> {foo} [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {b = 1, a = "s"}, "z\00\FF\n">, #gpu.object<#nvvm.target, properties = {}, "y">]
  func.func @launch(%sz : index) {
    gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

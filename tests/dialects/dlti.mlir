// The dlti dialect: data layout entries and specs on modules and functions,
// and target descriptions.

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<"dlti.alloca_memory_space", 5 : ui32>, #dlti.dl_entry<index, 32>>} {
  func.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<!llvm.ptr, dense<64> : vector<1xi64>>>, test.entry = #dlti.dl_entry<"a", 1 : i32>} {
    return
  }
}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<>} {}

// -----

module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" : #dlti.target_device_spec<#dlti.dl_entry<"L1_cache_size_in_bytes", 4096 : i32>>, "GPU": #dlti.target_device_spec<#dlti.dl_entry<"max_vector_op_width", 64>, #dlti.dl_entry<"name", "a\"b">>>} {}

// -----

// The opaque spelling `#dialect<mnemonic ...>` reads the same.
module attributes {dlti.dl_spec = #dlti<dl_spec<#dlti<dl_entry<"dlti.endianness", "big">>>>, test.binary = #gpu<object<#nvvm.target, "x">>, test.handler = #gpu<select_object<2>>} {}

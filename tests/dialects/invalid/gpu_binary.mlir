// expected-error@+1 {{the target attribute must implement or promise the `gpu::TargetAttrInterface`}}
gpu.binary @not_a_target [#gpu.object<1, "x">]

// -----

// expected-error@+1 {{expected keyword for GPU object format}}
gpu.binary @unknown_format [#gpu.object<#nvvm.target, isa = "x">]

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'properties' which is to be a `DictionaryAttr`}}
gpu.binary @properties_not_a_dictionary [#gpu.object<#nvvm.target, properties = 3, "x">]

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse GPU_ObjectAttr parameter 'object' which is to be a `StringAttr`}}
gpu.binary @object_not_a_string [#gpu.object<#nvvm.target, 3>]

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @no_objects []

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @not_objects [1]

// -----

// expected-error@+1 {{'gpu.binary' op attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the `OffloadingTranslationAttrTrait` trait.}}
gpu.binary @handler_not_a_handler <1> [#gpu.object<#nvvm.target, "x">]

// -----

// expected-error@+1 {{the target attribute must be a GPU Target attribute}}
gpu.binary @select_by_string <#gpu.select_object<"s">> [#gpu.object<#nvvm.target, "x">]

// -----

func.func @not_in_a_symbol_table() {
  // expected-error@+1 {{'gpu.binary' op symbol's parent must have the SymbolTable trait}}
  gpu.binary @nested [#gpu.object<#nvvm.target, "x">]
  return
}

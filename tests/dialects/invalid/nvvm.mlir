llvm.func @shfl_valid_pair(%m: i32, %v: f32) {
  // expected-error@+1 {{expected return type to be a two-element struct with i1 as the second element}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i32)>
  llvm.return
}

// -----

llvm.func @shfl_mask_type(%m: i64, %v: f32, %o: i32) {
  // expected-error@+1 {{'nvvm.shfl.sync' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "nvvm.shfl.sync"(%m, %v, %o, %o) <{kind = #nvvm<shfl_kind up>}> : (i64, f32, i32, i32) -> f32
  llvm.return
}

// -----

// expected-error@+2 {{expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
// expected-error@+1 {{failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
llvm.func @shfl_kind() attributes {kind = #nvvm<shfl_kind xor>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: sm}}
gpu.module @unknown_parameter [#nvvm.target<sm = 90>] {
}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: chip}}
gpu.module @duplicate_parameter [#nvvm.target<chip = "sm_90", chip = "sm_80">] {
}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse NVVM_TargettAttr parameter 'O' which is to be a `int`}}
gpu.module @optimization_level [#nvvm.target<O = "3">] {
}

// -----

// expected-error@+2 {{expected string}}
// expected-error@+1 {{failed to parse NVVM_TargettAttr parameter 'chip' which is to be a `::llvm::StringRef`}}
gpu.module @chip_string [#nvvm.target<chip = 90>] {
}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse NVVM_TargettAttr parameter 'flags' which is to be a `DictionaryAttr`}}
gpu.module @flags_dictionary [#nvvm.target<flags = 3>] {
}

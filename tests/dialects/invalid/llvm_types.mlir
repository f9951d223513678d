// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
func.func private @void_arg(!llvm.func<void (void)>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.void'}}
func.func private @void_element(!llvm.array<2 x void>)

// -----

// expected-error@+1 {{invalid function result type: '!llvm.metadata'}}
func.func private @metadata_result(!llvm.func<metadata ()>)

// -----

// expected-error@+1 {{expected 'x'}}
func.func private @array_without_x(!llvm.array<2xi32>)

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @unknown(!llvm.foo)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.func<i32 (ptr)>'}}
func.func private @function_in_struct(!llvm.struct<(func<i32 (ptr)>)>)

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
func.func private @no_body(!llvm.struct<"x">)

// -----

// expected-error@+1 {{identified type already used with a different body}}
func.func private @two_bodies(!llvm.struct<"a", (i32)>, !llvm.struct<"a", (i64)>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @memref_of_pointers(memref<2x!llvm.ptr>)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @string_in_opaque_form(!llvm<"ptr">)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @no_keyword(!llvm.2x)

// -----

// expected-error@+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
func.func private @vec_of_i32(!llvm.vec<4 x i32>)

// -----

// expected-error@+1 {{invalid vector element type}}
func.func private @vec_of_struct(!llvm.vec<4 x struct<(i32)>>)

// -----

// expected-error@+1 {{the number of vector elements must be positive}}
func.func private @empty_vec(!llvm.vec<0 x ptr>)

// -----

// expected-error@+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
func.func private @vec_without_size(!llvm.vec<? x ptr>)

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
func.func private @vec_without_x(!llvm.vec<4 ptr>)

// -----

// expected-error@+1 {{failed to parse parameter list for target extension type}}
func.func private @target_int_before_type(!llvm.target<"a", 1, i32>)

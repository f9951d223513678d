// Functions.
// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_fn() {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_decl()

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @index_arg(index)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' attribute 'CConv' occurs more than once in the attribute list}}
llvm.func @cconv_twice() attributes {CConv = #llvm.cconv<coldcc>}

// -----

// expected-error@+1 {{variadic arguments must be in the end of the argument list}}
llvm.func @variadic_first(..., i32)

// -----

// expected-error@+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @inline_both() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone() attributes {optimize_none} {
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_missing() -> i32 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_extra(%a: i32) {
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @return_type(%a: i64) -> i32 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i64
}

// -----

// Globals.
// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @short("abc") : !llvm.array<4 x i8>

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @untyped(1 : i32)

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @nonzero(1 : i32) : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @scalar(0 : i32) : i32

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @align3(0 : i32) {alignment = 3 : i64} : i32

// -----

// Upstream reads the alignment as unsigned: -4 is no power of 2.
// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @align_negative(0 : i32) {alignment = -4 : i64} : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @init_type() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @void_global() : !llvm.void

// -----

llvm.mlir.global internal @g(0 : i32) {addr_space = 1 : i32} : i32
llvm.func @addressof_space() {
  // expected-error@+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global}}
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}

// -----

llvm.func @addressof_nothing() {
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global' or 'llvm.func'}}
  %0 = llvm.mlir.addressof @missing : !llvm.ptr
  llvm.return
}

// -----

// Constants.
llvm.func @string_constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

llvm.func @int_constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}

// -----

llvm.func @float_constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected float type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @symbol_constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@symbol_constant) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @splat_constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<1> : tensor<2xi32>) : i32
  llvm.return
}

// -----

llvm.func @undef_index() {
  // expected-error@+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = "llvm.mlir.undef"() : () -> index
  llvm.return
}

// -----

// Calls.
llvm.func @callee(i32)
llvm.func @call_arity(%a: i32) {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  llvm.call @callee(%a, %a) : (i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @call_type(%a: f32) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'f32' != 'i32'}}
  llvm.call @callee(%a) : (f32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_no_result(%a: i32) {
  // expected-error@+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @callee(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @call_void_result(%a: i32) {
  // expected-error@+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @callee(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @callee(i32) -> i32
llvm.func @call_result_type(%a: i32) {
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'f32' != 'i32'}}
  %0 = llvm.call @callee(%a) : (i32) -> f32
  llvm.return
}

// -----

llvm.func @call_unknown(%a: i32) {
  // expected-error@+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.mlir.global internal @data(0 : i32) : i32
llvm.func @call_global(%a: i32) {
  // expected-error@+1 {{'llvm.call' op 'data' does not reference a valid LLVM function}}
  llvm.call @data(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @call_vararg_missing(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  %0 = llvm.call @printf(%p) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @call_vararg_type(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  %0 = llvm.call @printf(%p) vararg(!llvm.func<i32 (ptr)>) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @call_indirect_callee(%a: i32) {
  // expected-error@+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i32'}}
  llvm.call %a(%a) : i32, (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i32)
llvm.func @call_trailing_types(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing type}}
  llvm.call @callee(%a) : !llvm.ptr, (i32) -> ()
  llvm.return
}

// -----

// Control flow.
llvm.func @br_operands(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.br ^bb1(%a : i32)
^bb1:
  llvm.return
}

// -----

llvm.func @cond_br_condition(%a: i32) {
  // expected-error@+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.cond_br"(%a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_weights(%a: i32) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1>}
^bb1:
  llvm.return
}

// -----

llvm.func @switch_cases(%a: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// A splat with a huge shape is counted, not expanded.
llvm.func @switch_huge_splat(%a: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%a)[^bb1, ^bb1] <{case_values = dense<1> : vector<4000000000xi32>, case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// Memory.
llvm.func @load_atomic_alignment(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic monotonic : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @load_atomic_type(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported type 'i3' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 1 : i64} : !llvm.ptr -> i3
  llvm.return
}

// -----

llvm.func @load_release(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @store_acquire(%p: !llvm.ptr, %a: i32) {
  // expected-error@+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %a, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_syncscope(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = llvm.load %p {syncscope = "agent"} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @load_from_int(%a: i32) {
  // expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = "llvm.load"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @load_void(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  llvm.return
}

// -----

llvm.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @gep_struct_bounds(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @gep_scalar(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[1, 2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @gep_raw_indices(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i32, rawConstantIndices = array<i32: 0>}> : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_float_index(%p: !llvm.ptr, %f: f32) {
  // expected-error@+1 {{'llvm.getelementptr' op operand #1 must be variadic of signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.getelementptr %p[%f] : (!llvm.ptr, f32) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @extractvalue_bounds(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[5] : !llvm.struct<(i32, f32)>
  // expected-error@+1 {{custom op 'llvm.extractvalue' position out of bounds: 5}}
  llvm.return
}

// -----

llvm.func @extractvalue_scalar(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[0, 0] : !llvm.struct<(i32, f32)>
  // expected-error@+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

llvm.func @extractvalue_result(%s: !llvm.struct<(i32, f32)>) {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @insertvalue_type(%s: !llvm.struct<(i32, f32)>, %f: f32) {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %f) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @insertvalue_bounds(%s: !llvm.struct<(i32, f32)>, %f: f32) {
  // expected-error@+1 {{'llvm.insertvalue' op position out of bounds: 3}}
  %0 = "llvm.insertvalue"(%s, %f) <{position = array<i64: 3>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @extractvalue_of_pointer(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.extractvalue' op operand #0 must be LLVM aggregate type, but got '!llvm.ptr'}}
  %0 = "llvm.extractvalue"(%p) <{position = array<i64: 0>}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @bitcast_pointer_to_int(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return
}

// -----

llvm.func @bitcast_address_space(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @bitcast_aggregate(%s: !llvm.struct<(i32)>) {
  // expected-error@+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i32)>'}}
  %0 = llvm.bitcast %s : !llvm.struct<(i32)> to i32
  llvm.return
}

// -----

// Arithmetic.
llvm.func @add_float(%a: f32) {
  // expected-error@+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.add"(%a, %a) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @fadd_int(%a: i32) {
  // expected-error@+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}

// -----

llvm.func @add_mixed(%a: i32, %b: i64) {
  // expected-error@+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @icmp_predicate(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @icmp_float(%a: f32) {
  // expected-error@+1 {{'llvm.icmp' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %0 = llvm.icmp "eq" %a, %a : f32
  llvm.return
}

// -----

llvm.func @icmp_result(%a: i32) {
  // expected-error@+1 {{'llvm.icmp' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> vector<2xi1>
  llvm.return
}

// -----

llvm.func @zext_narrowing(%a: i32) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.zext %a : i32 to i16
  llvm.return
}

// -----

llvm.func @sext_float(%a: i32) {
  // expected-error@+1 {{'llvm.sext' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.sext %a : i32 to f32
  llvm.return
}

// -----

llvm.func @select_condition(%a: i32) {
  // expected-error@+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %a, %a, %a : i32, i32
  llvm.return
}

// -----

llvm.func @extractelement_scalar(%a: i32) {
  // expected-error@+1 {{'llvm.extractelement' op operand #0 must be LLVM dialect-compatible vector type, but got 'i32'}}
  %0 = "llvm.extractelement"(%a, %a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @insertelement_type(%v: vector<4xf32>, %a: i32) {
  // expected-error@+1 {{'llvm.insertelement' op failed to verify that argument type matches vector element type}}
  %0 = "llvm.insertelement"(%v, %a, %a) : (vector<4xf32>, i32, i32) -> vector<4xf32>
  llvm.return
}

// -----

// Attributes.
// expected-error@+2 {{invalid LLVM linkage types specification: bogus}}
// expected-error@+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
llvm.func @bad_linkage() attributes {x = #llvm.linkage<bogus>}

// -----

// expected-error@+2 {{invalid Calling Conventions specification: bogus}}
// expected-error@+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
llvm.func @bad_cconv() attributes {x = #llvm.cconv<bogus>}

// -----

// expected-error@+2 {{expected keyword for Calling Conventions}}
// expected-error@+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
llvm.func @no_cconv() attributes {x = #llvm.cconv<>}

// -----

// expected-error@+2 {{invalid Tail Call Kind specification: sometimes}}
// expected-error@+1 {{failed to parse TailCallKindAttr parameter 'tailCallKind' which is to be a `TailCallKind`}}
llvm.func @bad_tail() attributes {x = #llvm.tailcallkind<sometimes>}

// -----

// expected-error@+2 {{invalid LLVM FramePointerKind specification: nonleaf}}
// expected-error@+1 {{failed to parse FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`}}
llvm.func @bad_frame_pointer() attributes {frame_pointer = #llvm.framePointerKind<nonleaf>}

// -----

// expected-error@+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
// expected-error@+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
llvm.func @bad_fastmath() attributes {x = #llvm.fastmath<quick>}

// -----

// expected-error@+2 {{expected ::mlir::LLVM::IntegerOverflowFlags to be one of: none, nsw, nuw}}
// expected-error@+1 {{failed to parse LLVM_IntegerOverflowFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::IntegerOverflowFlags`}}
llvm.func @bad_overflow() attributes {x = #llvm.overflow<wrap>}

// -----

// expected-error@+1 {{expected '>'}}
llvm.func @linkage_junk() attributes {x = #llvm.linkage<internal x>}

// -----

// expected-error@+1 {{unknown attribute `foo` in dialect `llvm`}}
llvm.func @unknown_attr() attributes {x = #llvm.foo<1>}

// -----

// Intrinsics.
llvm.func @sqrt_int(%a: i32) {
  // expected-error@+1 {{'llvm.intr.sqrt' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.intr.sqrt(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @fma_result(%f: f32) {
  // expected-error@+1 {{'llvm.intr.fma' op requires the same type for all operands and results}}
  %0 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f64
  llvm.return
}

// -----

llvm.func @powi_power(%f: f32) {
  // expected-error@+1 {{'llvm.intr.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = llvm.intr.powi(%f, %f) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @ctlz_poison(%a: i32) {
  // expected-error@+1 {{'llvm.intr.ctlz' op requires attribute 'is_zero_poison'}}
  %0 = "llvm.intr.ctlz"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @memcpy_volatile(%p: !llvm.ptr, %n: i32) {
  // expected-error@+1 {{'llvm.intr.memcpy' op attribute 'isVolatile' failed to satisfy constraint: 1-bit signless integer attribute}}
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = 0 : i32}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// -----

llvm.func @memset_value(%p: !llvm.ptr, %n: i32) {
  // expected-error@+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i32'}}
  "llvm.intr.memset"(%p, %n, %n) <{isVolatile = false}> : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @reduce_scalar(%a: i32) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.add' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'i32'}}
  %0 = "llvm.intr.vector.reduce.add"(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @reduce_result(%v: vector<4xi32>) {
  // expected-error@+1 {{'llvm.intr.vector.reduce.add' op requires the same element type for all operands and results}}
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i64
  llvm.return
}

// -----

llvm.func @masked_load_alignment(%p: !llvm.ptr, %m: vector<4xi1>) {
  // expected-error@+1 {{'llvm.intr.masked.load' op requires attribute 'alignment'}}
  %0 = llvm.intr.masked.load %p, %m : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @masked_load_mask(%p: !llvm.ptr, %v: vector<4xf32>) {
  // expected-error@+1 {{'llvm.intr.masked.load' op operand #1 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<4xf32>'}}
  %0 = llvm.intr.masked.load %p, %v, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @assume_int(%a: i32) {
  // expected-error@+1 {{'llvm.intr.assume' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "llvm.intr.assume"(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @lifetime_int(%a: i32) {
  // expected-error@+1 {{'llvm.intr.lifetime.start' op operand #0 must be LLVM pointer type, but got 'i32'}}
  "llvm.intr.lifetime.start"(%a) <{size = 4 : i64}> : (i32) -> ()
  llvm.return
}

// -----

// Atomics.
llvm.func @atomicrmw_struct(%p: !llvm.ptr, %s: !llvm.struct<(i32)>) {
  // expected-error@+1 {{'llvm.atomicrmw' op operand #1 must be floating point LLVM type or LLVM pointer type or signless integer, but got '!llvm.struct<(i32)>'}}
  %0 = "llvm.atomicrmw"(%p, %s) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, !llvm.struct<(i32)>) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @atomicrmw_fadd_int(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %i monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @atomicrmw_add_float(%p: !llvm.ptr, %f: f32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %f monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @atomicrmw_unordered(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw add %p, %i unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @atomicrmw_result(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %0 = "llvm.atomicrmw"(%p, %i) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  llvm.return
}

// -----

llvm.func @cmpxchg_failure_ordering(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %i, %i acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_type(%p: !llvm.ptr, %i: i3) {
  // expected-error@+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i3
  llvm.return
}

// -----

llvm.func @cmpxchg_result(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.cmpxchg' op failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool}}
  %0 = "llvm.cmpxchg"(%p, %i, %i) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @fence_monotonic() {
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

llvm.func @ctor()
// expected-error@+1 {{'llvm.mlir.global_ctors' op 'ctor' does not have a definition}}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = [0 : i32]}

// -----

llvm.func @ctor() {
  llvm.return
}
// expected-error@+1 {{mismatch between the number of ctors and the number of priorities}}
llvm.mlir.global_ctors {ctors = [@ctor], priorities = []}

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' attribute 'linkage' occurs more than once in the attribute list}}
llvm.mlir.global internal @twice(1 : i32) {linkage = #llvm.linkage<private>} : i32

// -----

// expected-error@+1 {{duplicate key 'alignment' in dictionary attribute}}
llvm.mlir.global internal @dup(1 : i32) {alignment = 4 : i64, alignment = 8 : i64} : i32

// -----

llvm.func @callee()
llvm.func @call_callee_twice() {
  // expected-error@+1 {{custom op 'llvm.call' attribute 'callee' occurs more than once in the attribute list}}
  llvm.call @callee() {callee = @callee} : () -> ()
  llvm.return
}

// -----

func.func @global_in_function() {
  // expected-error @+1 {{'llvm.mlir.global' op symbol's parent must have the SymbolTable trait}}
  llvm.mlir.global internal @bar(42) : i32
  return
}

// -----

llvm.func @addressof_string() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = llvm.mlir.addressof "foo" : i64 : !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global internal @value_and_region(43 : i64) : i64 {
  %c = llvm.mlir.constant(42 : i64) : i64
  llvm.return %c : i64
}

// -----

// expected-error @+2 {{block with no terminator}}
llvm.mlir.global internal @no_return() : i64 {
  %c = llvm.mlir.constant(42 : i64) : i64
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op attribute 'addr_space' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"llvm.mlir.global"() ({}) {sym_name = "foo", global_type = i64, value = 42 : i64, addr_space = -1 : i32, linkage = #llvm.linkage<private>} : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op requires one region}}
"llvm.func"() {function_type = !llvm.func<void ()>, sym_name = "no_region"} : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() ({}) {sym_name = "non_llvm_type", function_type = i64} : () -> ()

// -----

// Syntax errors.
llvm.func @load_arrow(%p: !llvm.ptr) {
  // expected-error@+1 {{expected '->'}}
  %0 = llvm.load %p : i32
  llvm.return
}

// -----

llvm.func @icmp_keyword_predicate(%i: i32) {
  // expected-error@+1 {{expected attribute value}}
  %0 = llvm.icmp slt %i, %i : i32
  llvm.return
}

// -----

llvm.func @overflow_flag(%i: i32) {
  // expected-error@+1 {{custom op 'llvm.add' invalid overflow flag: expected nsw, nuw, or none}}
  %0 = llvm.add %i, %i overflow<wrap> : i32
  llvm.return
}

// -----

llvm.func @gep_no_index(%p: !llvm.ptr) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @alloca_without_x(%i: i32) {
  // expected-error@+1 {{custom op 'llvm.alloca' expected 'x'}}
  %0 = llvm.alloca %i : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @cast_without_to(%i: i32) {
  // expected-error@+1 {{custom op 'llvm.inttoptr' expected 'to'}}
  %0 = llvm.inttoptr %i : i32 !llvm.ptr
  llvm.return
}

// -----

llvm.func @masked_load_operands(%p: !llvm.ptr, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'llvm.intr.masked.load' 2 operands present, but expected 1}}
  %0 = llvm.intr.masked.load %p, %v : (!llvm.ptr) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @call_two_results(%i: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected function with 0 or 1 result}}
  %0 = llvm.call @g(%i) : (i32) -> (i32, i32)
  llvm.return
}

// -----

llvm.func @alloca_float_alignment(%n: i64) {
  // expected-error@+1 {{custom op 'llvm.alloca' expected integer alignment}}
  %0 = llvm.alloca %n x i32 {alignment = 3.0} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @gep_type_count(%base: !llvm.ptr, %pos: i64) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' 2 operands present, but expected 1}}
  %0 = llvm.getelementptr %base[%pos] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.return
}

// -----

llvm.func @gep_no_result(%base: !llvm.ptr, %pos: i64) {
  // expected-error@+1 {{'llvm.getelementptr' op requires one result}}
  llvm.getelementptr %base[%pos] : (!llvm.ptr, i64) -> (), i64
  llvm.return
}

// -----

// expected-error@+2 {{invalid LLVM ModRefInfo specification: bogus}}
// expected-error@+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'other' which is to be a `ModRefInfo`}}
llvm.func @memory_bad_kind() attributes {memory = #llvm.memory_effects<other = bogus, argMem = read, inaccessibleMem = write>}

// -----

// expected-error@+1 {{expected ','}}
llvm.func @memory_missing_location() attributes {memory = #llvm.memory_effects<other = none, argMem = read>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: other}}
llvm.func @memory_twice() attributes {memory = #llvm.memory_effects<other = none, other = read, inaccessibleMem = write>}

// -----

// expected-error@+1 {{expected '='}}
llvm.func @memory_without_equals() attributes {memory = #llvm.memory_effects<other none, argMem = read, inaccessibleMem = write>}

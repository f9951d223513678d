// PIPELINE: --split-input-file
// VERIFY-DIAGNOSTICS
// Attribute values that mlir-opt-19 accepts but LLVM cannot hold: upstream
// leaves them to the translation to LLVM IR, which fails (or asserts) far
// from the op. Strata's verifiers reject them at the op. An alignment is 0
// (none) or a power of 2 up to 2^32; masked loads and stores need a power
// of 2. (This file is not run through mlir-opt-19.)

llvm.func @load_alignment_3(%p: !llvm.ptr) -> f32 {
  // expected-error @+1 {{'llvm.load' op alignment 3 is not a power of 2 (or 0 for none)}}
  %v = llvm.load %p {alignment = 3 : i64} : !llvm.ptr -> f32
  llvm.return %v : f32
}

// -----

llvm.func @load_alignment_negative(%p: !llvm.ptr) -> f32 {
  // expected-error @+1 {{'llvm.load' op alignment -4 is not a power of 2 (or 0 for none)}}
  %v = llvm.load %p {alignment = -4 : i64} : !llvm.ptr -> f32
  llvm.return %v : f32
}

// -----

llvm.func @load_alignment_beyond_llvm(%p: !llvm.ptr) -> f32 {
  // expected-error @+1 {{'llvm.load' op alignment 8589934592 is larger than LLVM's limit of 4294967296 (2^32)}}
  %v = llvm.load %p {alignment = 8589934592 : i64} : !llvm.ptr -> f32
  llvm.return %v : f32
}

// -----

llvm.func @store_alignment_3(%p: !llvm.ptr, %v: f32) {
  // expected-error @+1 {{'llvm.store' op alignment 3 is not a power of 2 (or 0 for none)}}
  llvm.store %v, %p {alignment = 3 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_alignment_3() {
  %c = llvm.mlir.constant(1 : i64) : i64
  // expected-error @+1 {{'llvm.alloca' op alignment 3 is not a power of 2 (or 0 for none)}}
  %p = llvm.alloca %c x f32 {alignment = 3 : i64} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @atomicrmw_alignment_3(%p: !llvm.ptr, %v: i32) -> i32 {
  // expected-error @+1 {{'llvm.atomicrmw' op alignment 3 is not a power of 2 (or 0 for none)}}
  %r = llvm.atomicrmw add %p, %v monotonic {alignment = 3 : i64} : !llvm.ptr, i32
  llvm.return %r : i32
}

// -----

llvm.func @cmpxchg_alignment_6(%p: !llvm.ptr, %a: i32, %b: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op alignment 6 is not a power of 2 (or 0 for none)}}
  %r = llvm.cmpxchg %p, %a, %b acq_rel monotonic {alignment = 6 : i64} : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @masked_load_alignment_0(%p: !llvm.ptr, %m: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'llvm.intr.masked.load' op alignment 0 is not a power of 2}}
  %r = llvm.intr.masked.load %p, %m, %pt {alignment = 0 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return %r : vector<4xf32>
}

// -----

llvm.func @masked_store_alignment_3(%p: !llvm.ptr, %m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.masked.store' op alignment 3 is not a power of 2}}
  llvm.intr.masked.store %v, %p, %m {alignment = 3 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op alignment 8589934592 is larger than LLVM's limit of 4294967296 (2^32)}}
llvm.mlir.global internal @global_alignment_beyond_llvm(0 : i32) {alignment = 8589934592 : i64} : i32

// -----

// memref allocations: the lowering rounds the pointer up to the alignment
// (a non-power of 2 gives a pointer misaligned for the elements) or hands
// it to llvm.alloca.

func.func @alloc_alignment_3() {
  // expected-error @+1 {{'memref.alloc' op alignment 3 is not a power of 2 (or 0 for none)}}
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @alloca_alignment_beyond_llvm() {
  // expected-error @+1 {{'memref.alloca' op alignment 8589934592 is larger than LLVM's limit of 4294967296 (2^32)}}
  %0 = memref.alloca() {alignment = 8589934592} : memref<4xf32>
  return
}

// -----

func.func @realloc_alignment_12(%m: memref<?xf32>) -> memref<8xf32> {
  // expected-error @+1 {{'memref.realloc' op alignment 12 is not a power of 2 (or 0 for none)}}
  %0 = memref.realloc %m {alignment = 12} : memref<?xf32> to memref<8xf32>
  return %0 : memref<8xf32>
}

// -----

// expected-error @+1 {{'memref.global' op alignment 8589934592 is larger than LLVM's limit of 4294967296 (2^32)}}
memref.global "private" @global_alignment_beyond_llvm : memref<4xf32> = dense<0.0> {alignment = 8589934592}

// -----

// An invoke's callee operands and result are checked against the callee's
// type as a call's are; mlir-opt-19 checks neither and its translation
// writes an invoke LLVM's verifier rejects.
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @foo(i32) -> i32

llvm.func @invoke_result_mismatch(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  // expected-error @+1 {{'llvm.invoke' op result type mismatch: 'i64' != 'i32'}}
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i64
^bb1:
  llvm.return %a : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// PIPELINE: --finalize-memref-to-llvm --split-input-file
// Scratch buffers (the packing buffers affine-gemm allocates on every
// call): a memref.alloc/dealloc marked `strata.scratch = <slot>` takes its
// buffer from, and gives it back to, a per-thread table through internal
// functions defined once in the module, instead of malloc and free (the
// alignment is still applied by hand). Unmarked ones are unchanged.

// CHECK-LABEL: module {
// CHECK: llvm.mlir.global internal thread_local @__strata_scratch_table() {addr_space = 0 : i32} : !llvm.array<4 x struct<(ptr, i64, ptr, i64)>>
// CHECK: llvm.mlir.global internal thread_local @__strata_scratch_registered(0 : i8)
// CHECK: llvm.mlir.global external hidden @__dso_handle()
// CHECK: llvm.func @__cxa_thread_atexit_impl(!llvm.ptr, !llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.func internal @__strata_scratch_exit(
// CHECK: llvm.func internal @__strata_scratch_acquire(%arg0: i64, %arg1: i64) -> !llvm.ptr {
// CHECK: llvm.call @malloc(%arg1) : (i64) -> !llvm.ptr
// CHECK: llvm.func internal @__strata_scratch_release(%arg0: i64, %arg1: !llvm.ptr) {
// CHECK: llvm.call @free(
// CHECK-LABEL: func.func @packed(
// CHECK: llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %[[BYTES:[0-9]+]] = llvm.add
// CHECK-NEXT: %[[SLOT:[0-9]+]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[P:[0-9]+]] = llvm.call @__strata_scratch_acquire(%[[SLOT]], %[[BYTES]]) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: llvm.ptrtoint %[[P]] : !llvm.ptr to i64
// CHECK: llvm.call @malloc(
// CHECK: %[[SLOT2:[0-9]+]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: llvm.call @__strata_scratch_release(%[[SLOT2]], %{{.*}}) : (i64, !llvm.ptr) -> ()
// CHECK: llvm.call @free(
func.func @packed(%n: index) {
  %s = memref.alloc(%n) {alignment = 64 : i64, strata.scratch = 1 : i64} : memref<?xf32>
  %plain = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %s {strata.scratch = 1 : i64} : memref<?xf32>
  memref.dealloc %plain : memref<?xf32>
  return
}

// -----

// A slot outside the table is no scratch slot: plain malloc and free.
// CHECK-LABEL: module {
// CHECK-NOT: __strata_scratch
// CHECK: llvm.call @malloc(
// CHECK: llvm.call @free(
func.func @unknown_slot(%n: index) {
  %s = memref.alloc(%n) {strata.scratch = 9 : i64} : memref<?xf32>
  memref.dealloc %s {strata.scratch = 9 : i64} : memref<?xf32>
  return
}

// PIPELINE: --pass-pipeline='builtin.module(finalize-memref-to-llvm{use-aligned-alloc=1 use-generic-functions=1})'
// finalize-memref-to-llvm with upstream's options: aligned_alloc (16 bytes
// or the element size at least, the size rounded up to the alignment unless
// its static part is a multiple of it), and the _mlir_memref_to_llvm_*
// functions in place of the C library's.

// CHECK: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-NOT: @malloc
// CHECK-LABEL: func.func @alloc_dynamic
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %[[P:.*]] = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%[[A]], %[[BYTES]]) : (i64, i64) -> !llvm.ptr
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK-LABEL: func.func @alloc_rounded
// CHECK: %[[BYTES:.*]] = llvm.ptrtoint
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK: %[[BUMPED:.*]] = llvm.add %[[BYTES]], %{{.*}} : i64
// CHECK: %[[REM:.*]] = llvm.urem %[[BUMPED]], %[[A]] : i64
// CHECK: %[[SIZE:.*]] = llvm.sub %[[BUMPED]], %[[REM]] : i64
// CHECK: llvm.call @_mlir_memref_to_llvm_aligned_alloc(%[[A]], %[[SIZE]])
// CHECK-LABEL: func.func @dealloc
// CHECK: %[[AP:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK: llvm.call @_mlir_memref_to_llvm_free(%[[AP]]) : (!llvm.ptr) -> ()
func.func @alloc_dynamic(%n: index) -> memref<?x4xf32> {
  %0 = memref.alloc(%n) : memref<?x4xf32>
  return %0 : memref<?x4xf32>
}
func.func @alloc_rounded() -> memref<2xf32> {
  %0 = memref.alloc() {alignment = 32} : memref<2xf32>
  return %0 : memref<2xf32>
}
func.func @dealloc(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}

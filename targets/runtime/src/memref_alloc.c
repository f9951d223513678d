/*
 * What finalize-memref-to-llvm{use-generic-functions=true} calls instead of
 * malloc, aligned_alloc and free. In their own object so that a program
 * defining them itself still links with the library.
 */
#include "internal.h"

#include <stdlib.h>

void *_mlir_memref_to_llvm_alloc(uint64_t size) { return mlirAlloc(size); }

void *_mlir_memref_to_llvm_aligned_alloc(uint64_t alignment, uint64_t size) {
  return mlirAlignedAlloc(alignment, size);
}

void _mlir_memref_to_llvm_free(void *ptr) { free(ptr); }

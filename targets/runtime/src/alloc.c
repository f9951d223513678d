/*
 * Allocation entry points of upstream's mlir_c_runner_utils.
 */
#define _POSIX_C_SOURCE 200809L
#include "internal.h"

#include <stdlib.h>

void *mlirAlloc(uint64_t size) { return malloc((size_t)size); }

/* posix_memalign rather than C11 aligned_alloc: the library is C99, and
 * posix_memalign has no size-multiple rule. Alignments below a pointer's
 * size are raised to it; a non-power-of-two alignment yields NULL. */
void *mlirAlignedAlloc(uint64_t alignment, uint64_t size) {
  void *result = NULL;
  if (alignment == 0 || (alignment & (alignment - 1)) != 0)
    return NULL;
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  if (posix_memalign(&result, (size_t)alignment, (size_t)size) != 0)
    return NULL;
  return result;
}

void mlirFree(void *ptr) { free(ptr); }

void mlirAlignedFree(void *ptr) { free(ptr); }

/*
 * memrefCopy: what memref.copy lowers to when a layout is not the identity.
 */
#include "internal.h"

/* Constant sizes let the compiler turn the common element copies into a load
 * and a store. memmove, because a memref may be copied onto itself. */
static void copy_block(char *dst, const char *src, int64_t bytes) {
  switch (bytes) {
  case 1:
    memmove(dst, src, 1);
    break;
  case 2:
    memmove(dst, src, 2);
    break;
  case 4:
    memmove(dst, src, 4);
    break;
  case 8:
    memmove(dst, src, 8);
    break;
  case 16:
    memmove(dst, src, 16);
    break;
  default:
    memmove(dst, src, (size_t)bytes);
    break;
  }
}

/* Copies dims [dim, outer) element-block by element-block; dims from `outer`
 * on are contiguous in both memrefs and form one block of `block` bytes. */
static void copy_dims(char *dst, const char *src, int64_t dim, int64_t outer,
                      int64_t elem_size, int64_t block, const int64_t *sizes,
                      const int64_t *src_strides, const int64_t *dst_strides) {
  int64_t i;
  if (dim == outer) {
    copy_block(dst, src, block);
    return;
  }
  for (i = 0; i < sizes[dim]; ++i)
    copy_dims(dst + i * dst_strides[dim] * elem_size,
              src + i * src_strides[dim] * elem_size, dim + 1, outer,
              elem_size, block, sizes, src_strides, dst_strides);
}

void memrefCopy(int64_t elemSize, StrataUnrankedMemRef *srcArg,
                StrataUnrankedMemRef *dstArg) {
  strata_view src = strata_view_of_unranked(srcArg);
  strata_view dst = strata_view_of_unranked(dstArg);
  int64_t rank = src.rank, outer, run, k;
  char *src_ptr, *dst_ptr;

  if (elemSize <= 0)
    return;
  for (k = 0; k < rank; ++k)
    if (src.sizes[k] <= 0)
      return;

  src_ptr = src.data + src.offset * elemSize;
  dst_ptr = dst.data + dst.offset * elemSize;

  /* Fold the innermost dims that are laid out contiguously in both memrefs
   * into one block (a dim of size 1 never breaks contiguity), so identity
   * layouts become a single memmove and row-strided views one per row. */
  run = 1; /* elements in the block */
  outer = rank;
  while (outer > 0) {
    int64_t size = src.sizes[outer - 1];
    if (size != 1 &&
        (src.strides[outer - 1] != run || dst.strides[outer - 1] != run))
      break;
    run *= size;
    --outer;
  }
  copy_dims(dst_ptr, src_ptr, 0, outer, elemSize, run * elemSize, src.sizes,
            src.strides, dst.strides);
}

/*
 * _mlir_ciface_stdSort*: ascending in-place sort of a unit-stride memref.
 */
#include "internal.h"

#include <stdlib.h>

static int compare_i64(const void *pa, const void *pb) {
  int64_t a, b;
  memcpy(&a, pa, sizeof a);
  memcpy(&b, pb, sizeof b);
  return (a > b) - (a < b);
}

/* NaNs sort after every number, so the order is total (qsort needs one). */
static int compare_f64(const void *pa, const void *pb) {
  double a, b;
  int a_nan, b_nan;
  memcpy(&a, pa, sizeof a);
  memcpy(&b, pb, sizeof b);
  a_nan = a != a;
  b_nan = b != b;
  if (a_nan || b_nan)
    return a_nan - b_nan;
  return (a > b) - (a < b);
}

static int compare_f32(const void *pa, const void *pb) {
  float a, b;
  int a_nan, b_nan;
  memcpy(&a, pa, sizeof a);
  memcpy(&b, pb, sizeof b);
  a_nan = a != a;
  b_nan = b != b;
  if (a_nan || b_nan)
    return a_nan - b_nan;
  return (a > b) - (a < b);
}

void _mlir_ciface_stdSortI64(uint64_t n, StrataMemRef1dI64 *vref) {
  qsort(vref->aligned + vref->offset, (size_t)n, sizeof(int64_t), compare_i64);
}

void _mlir_ciface_stdSortF64(uint64_t n, StrataMemRef1dF64 *vref) {
  qsort(vref->aligned + vref->offset, (size_t)n, sizeof(double), compare_f64);
}

void _mlir_ciface_stdSortF32(uint64_t n, StrataMemRef1dF32 *vref) {
  qsort(vref->aligned + vref->offset, (size_t)n, sizeof(float), compare_f32);
}

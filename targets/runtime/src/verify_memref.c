/*
 * verifyMemRef*: compare a computed memref with an expected one, as
 * upstream's mlir_runner_utils does.
 */
#include "internal.h"

#include <inttypes.h>

/* Upstream prints at most this many differences. */
#define PRINT_LIMIT 10

static int64_t verify_data(const strata_elem_type *ty, const char *actual,
                           const char *expected, int64_t dim, int64_t offset,
                           const int64_t *sizes, const int64_t *strides,
                           int64_t *printed) {
  int64_t errors = 0, i;
  if (dim == 0) {
    const char *a = actual + offset * (int64_t)ty->size;
    const char *e = expected + offset * (int64_t)ty->size;
    if (ty->equal(a, e))
      return 0;
    if (*printed < PRINT_LIMIT) {
      ty->print(stderr, a);
      fputs(" != ", stderr);
      ty->print(stderr, e);
      fprintf(stderr, " offset = %" PRId64 "\n", offset);
      ++*printed;
    }
    return 1;
  }
  for (i = 0; i < sizes[0]; ++i)
    errors += verify_data(ty, actual, expected, dim - 1,
                          offset + i * strides[0], sizes + 1, strides + 1,
                          printed);
  return errors;
}

/* The number of differing elements, or -1 (and both shapes on stderr) when
 * the shapes differ. As upstream, `expected` is read with `actual`'s sizes,
 * strides and offset, and the shapes of rank-0 memrefs are not compared. */
static int64_t verify(const strata_elem_type *ty,
                      const StrataUnrankedMemRef *actual,
                      const StrataUnrankedMemRef *expected) {
  strata_view a = strata_view_of_unranked(actual);
  strata_view e = strata_view_of_unranked(expected);
  int64_t printed = 0, i;
  for (i = 0; i < a.rank; ++i) {
    if (e.rank != a.rank || a.offset != e.offset ||
        a.sizes[i] != e.sizes[i] || a.strides[i] != e.strides[i]) {
      strata_print_metadata(stderr, &a);
      strata_print_metadata(stderr, &e);
      return -1;
    }
  }
  return verify_data(ty, a.data, e.data, a.rank, a.offset, a.sizes, a.strides,
                     &printed);
}

/* _mlir_ciface_verifyMemRef<S>(StrataUnrankedMemRef *, StrataUnrankedMemRef *) */
#define VERIFY_UNRANKED(S, ELEM)                                               \
  int64_t _mlir_ciface_verifyMemRef##S(StrataUnrankedMemRef *actual,           \
                                       StrataUnrankedMemRef *expected) {       \
    return verify(&ELEM, actual, expected);                                    \
  }
VERIFY_UNRANKED(I8, strata_elem_i8)
VERIFY_UNRANKED(I16, strata_elem_i16)
VERIFY_UNRANKED(I32, strata_elem_i32)
VERIFY_UNRANKED(I64, strata_elem_i64)
VERIFY_UNRANKED(BF16, strata_elem_bf16)
VERIFY_UNRANKED(F16, strata_elem_f16)
VERIFY_UNRANKED(F32, strata_elem_f32)
VERIFY_UNRANKED(F64, strata_elem_f64)
VERIFY_UNRANKED(Ind, strata_elem_index)
VERIFY_UNRANKED(C32, strata_elem_c32)
VERIFY_UNRANKED(C64, strata_elem_c64)

/* verifyMemRef<S>(int64_t rank, void *actual, void *expected) */
#define VERIFY_FIELDS(S, ELEM)                                                 \
  int64_t verifyMemRef##S(int64_t rank, void *actualPtr, void *expectedPtr) {  \
    StrataUnrankedMemRef a, e;                                                 \
    a.rank = rank;                                                             \
    a.descriptor = actualPtr;                                                  \
    e.rank = rank;                                                             \
    e.descriptor = expectedPtr;                                                \
    return verify(&ELEM, &a, &e);                                              \
  }
VERIFY_FIELDS(I32, strata_elem_i32)
VERIFY_FIELDS(F32, strata_elem_f32)
VERIFY_FIELDS(F64, strata_elem_f64)
VERIFY_FIELDS(Ind, strata_elem_index)
VERIFY_FIELDS(C32, strata_elem_c32)
VERIFY_FIELDS(C64, strata_elem_c64)

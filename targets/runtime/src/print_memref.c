/*
 * printMemref*, printMemrefShape*: memrefs printed as upstream's
 * mlir_runner_utils prints them.
 */
#include "internal.h"

#include <inttypes.h>

static void print_list(FILE *out, const int64_t *values, int64_t n) {
  int64_t i;
  for (i = 0; i < n; ++i)
    fprintf(out, i == 0 ? "%" PRId64 : ", %" PRId64, values[i]);
}

void strata_print_metadata(FILE *out, const strata_view *v) {
  /* "%#" prints a null pointer as "0", as C++'s std::showbase does. */
  fprintf(out, "base@ = %#" PRIxPTR " rank = %" PRId64 " offset = %" PRId64,
          (uintptr_t)v->data, v->rank, v->offset);
  fputs(" sizes = [", out);
  print_list(out, v->sizes, v->rank);
  fputs("] strides = [", out);
  print_list(out, v->strides, v->rank);
  fputc(']', out);
}

static void print_spaces(FILE *out, int64_t n) {
  for (; n > 0; --n)
    fputc(' ', out);
}

/* The elements of dims [rank - dim, rank): nested brackets, ", " between
 * elements, a newline after it between rows, and rows indented by their
 * depth. An empty dim prints "[]" (upstream prints an element past the end of
 * the buffer there). */
static void print_data(FILE *out, const strata_elem_type *ty, const char *data,
                       int64_t dim, int64_t rank, int64_t offset,
                       const int64_t *sizes, const int64_t *strides) {
  int64_t i, n;
  if (dim == 0) {
    ty->print(out, data + offset * (int64_t)ty->size);
    return;
  }
  n = sizes[0];
  fputc('[', out);
  for (i = 0; i < n; ++i) {
    if (i > 0)
      print_spaces(out, rank - dim + 1);
    print_data(out, ty, data, dim - 1, rank, offset + i * strides[0],
               sizes + 1, strides + 1);
    if (i + 1 < n) {
      fputs(", ", out);
      if (dim > 1)
        fputc('\n', out);
    }
  }
  fputc(']', out);
}

static void print_memref(const char *kind, const strata_elem_type *ty,
                         strata_view v) {
  FILE *out = stdout;
  fputs(kind, out);
  strata_print_metadata(out, &v);
  fputs(" data = \n", out);
  if (v.rank == 0)
    fputc('[', out);
  print_data(out, ty, v.data, v.rank, v.rank, v.offset, v.sizes, v.strides);
  if (v.rank == 0)
    fputc(']', out);
  fputc('\n', out);
  fflush(out);
}

static void print_unranked(const strata_elem_type *ty,
                           const StrataUnrankedMemRef *m) {
  print_memref("Unranked Memref ", ty, strata_view_of_unranked(m));
}

static void print_shape(const StrataUnrankedMemRef *m) {
  strata_view v = strata_view_of_unranked(m);
  fputs("Unranked Memref ", stdout);
  strata_print_metadata(stdout, &v);
  fputc('\n', stdout);
}

/* _mlir_ciface_printMemref<S>(StrataUnrankedMemRef *) */
#define PRINT_UNRANKED(S, ELEM)                                                \
  void _mlir_ciface_printMemref##S(StrataUnrankedMemRef *m) {                  \
    print_unranked(&ELEM, m);                                                  \
  }
PRINT_UNRANKED(I8, strata_elem_i8)
PRINT_UNRANKED(I16, strata_elem_i16)
PRINT_UNRANKED(I32, strata_elem_i32)
PRINT_UNRANKED(I64, strata_elem_i64)
PRINT_UNRANKED(F16, strata_elem_f16)
PRINT_UNRANKED(BF16, strata_elem_bf16)
PRINT_UNRANKED(F32, strata_elem_f32)
PRINT_UNRANKED(F64, strata_elem_f64)
PRINT_UNRANKED(Ind, strata_elem_index)
PRINT_UNRANKED(C32, strata_elem_c32)
PRINT_UNRANKED(C64, strata_elem_c64)

/* printMemref<S>(int64_t rank, void *descriptor) */
#define PRINT_FIELDS(S, ELEM)                                                  \
  void printMemref##S(int64_t rank, void *ptr) {                               \
    StrataUnrankedMemRef m;                                                    \
    m.rank = rank;                                                             \
    m.descriptor = ptr;                                                        \
    print_unranked(&ELEM, &m);                                                 \
  }
PRINT_FIELDS(I32, strata_elem_i32)
PRINT_FIELDS(I64, strata_elem_i64)
PRINT_FIELDS(F32, strata_elem_f32)
PRINT_FIELDS(F64, strata_elem_f64)
PRINT_FIELDS(Ind, strata_elem_index)
PRINT_FIELDS(C32, strata_elem_c32)
PRINT_FIELDS(C64, strata_elem_c64)

/* _mlir_ciface_printMemrefShape<S>(StrataUnrankedMemRef *) */
#define PRINT_SHAPE(S)                                                         \
  void _mlir_ciface_printMemrefShape##S(StrataUnrankedMemRef *m) {             \
    print_shape(m);                                                            \
  }
PRINT_SHAPE(I8)
PRINT_SHAPE(I32)
PRINT_SHAPE(I64)
PRINT_SHAPE(F32)
PRINT_SHAPE(F64)
PRINT_SHAPE(Ind)
PRINT_SHAPE(C32)
PRINT_SHAPE(C64)

/* _mlir_ciface_printMemref<N>d<S>(StrataMemRef<N>d<S> *) */
#define PRINT_RANKED(NAME, TYPE, RANK, ELEM)                                   \
  void _mlir_ciface_printMemref##NAME(TYPE *m) {                               \
    print_memref("Memref ", &ELEM, strata_view_of(m, RANK));                   \
  }
PRINT_RANKED(0dF32, StrataMemRef0dF32, 0, strata_elem_f32)
PRINT_RANKED(1dF32, StrataMemRef1dF32, 1, strata_elem_f32)
PRINT_RANKED(2dF32, StrataMemRef2dF32, 2, strata_elem_f32)
PRINT_RANKED(3dF32, StrataMemRef3dF32, 3, strata_elem_f32)
PRINT_RANKED(4dF32, StrataMemRef4dF32, 4, strata_elem_f32)
PRINT_RANKED(1dI8, StrataMemRef1dI8, 1, strata_elem_i8)
PRINT_RANKED(1dI32, StrataMemRef1dI32, 1, strata_elem_i32)
PRINT_RANKED(1dI64, StrataMemRef1dI64, 1, strata_elem_i64)
PRINT_RANKED(1dF64, StrataMemRef1dF64, 1, strata_elem_f64)
PRINT_RANKED(1dInd, StrataMemRef1dInd, 1, strata_elem_index)
PRINT_RANKED(1dC32, StrataMemRef1dC32, 1, strata_elem_c32)
PRINT_RANKED(1dC64, StrataMemRef1dC64, 1, strata_elem_c64)
PRINT_RANKED(Vector4x4xf32, StrataMemRef2dVector4x4F32, 2,
             strata_elem_vector4x4f32)

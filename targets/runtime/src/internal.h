/*
 * internal.h: what the runtime's source files share; not installed.
 */
#ifndef STRATA_RUNTIME_INTERNAL_H
#define STRATA_RUNTIME_INTERNAL_H

#include "strata_runtime.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* Keeps library-internal functions out of a shared object's exports when the
 * archive is linked into one. */
#if defined(__GNUC__) || defined(__clang__)
#define STRATA_INTERNAL __attribute__((visibility("hidden")))
#else
#define STRATA_INTERNAL
#endif

/* The fields every ranked descriptor starts with, whatever its element type
 * and rank; only used for offsetof. */
struct strata_descriptor_prefix {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[1];
};

/* A memref of any rank and element type, read out of its descriptor. */
typedef struct strata_view {
  int64_t rank;
  char *data; /* the aligned pointer */
  int64_t offset;
  const int64_t *sizes;   /* NULL for rank 0 */
  const int64_t *strides; /* NULL for rank 0 */
} strata_view;

/* Reads a ranked descriptor of `rank`. The pointer fields are copied with
 * memcpy because their declared type is T *, whatever T is. */
static inline strata_view strata_view_of(const void *descriptor, int64_t rank) {
  const char *d = (const char *)descriptor;
  strata_view v;
  void *aligned;
  memcpy(&aligned, d + offsetof(struct strata_descriptor_prefix, aligned),
         sizeof aligned);
  v.rank = rank;
  v.data = (char *)aligned;
  memcpy(&v.offset, d + offsetof(struct strata_descriptor_prefix, offset),
         sizeof v.offset);
  if (rank == 0) {
    v.sizes = NULL;
    v.strides = NULL;
  } else {
    v.sizes = (const int64_t *)(const void *)(d + offsetof(
                  struct strata_descriptor_prefix, sizes));
    v.strides = v.sizes + rank;
  }
  return v;
}

static inline strata_view strata_view_of_unranked(const StrataUnrankedMemRef *m) {
  return strata_view_of(m->descriptor, m->rank);
}

/* An element type: its size, how upstream's C++ streams print it, and when
 * verifyMemRef counts two elements as equal. */
typedef struct strata_elem_type {
  size_t size;
  void (*print)(FILE *out, const char *elem);
  int (*equal)(const char *actual, const char *expected);
} strata_elem_type;

extern STRATA_INTERNAL const strata_elem_type strata_elem_i8, strata_elem_i16,
    strata_elem_i32, strata_elem_i64, strata_elem_f16, strata_elem_bf16,
    strata_elem_f32, strata_elem_f64, strata_elem_index, strata_elem_c32,
    strata_elem_c64, strata_elem_vector4x4f32;

/* "base@ = 0x... rank = R offset = O sizes = [...] strides = [...]" */
STRATA_INTERNAL void strata_print_metadata(FILE *out, const strata_view *v);

STRATA_INTERNAL float strata_f16_to_float(uint16_t bits);
STRATA_INTERNAL float strata_bf16_to_float(uint16_t bits);

#endif /* STRATA_RUNTIME_INTERNAL_H */

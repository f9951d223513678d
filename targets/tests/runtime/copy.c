/*
 * memrefCopy on contiguous, strided, offset, transposed, rank-0, empty and
 * self-overlapping memrefs, each checked against an element-by-element
 * reference copy; then random layouts, whose results are printed as hashes
 * (compared with upstream's memrefCopy by the test). Exits 1 on a mismatch.
 */
#include "strata_runtime.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define MAX_RANK 4
#define BUFFER 32768 /* > (4 + 2)^4 elements of 16 bytes, plus offsets */

/* A descriptor of any rank up to MAX_RANK: for rank r, the sizes are
 * fields[0..r) and the strides fields[r..2r), as the ABI lays them out. */
typedef struct Desc {
  char *allocated;
  char *aligned;
  int64_t offset;
  int64_t fields[2 * MAX_RANK];
} Desc;

typedef struct Layout {
  int rank;
  int64_t offset;
  int64_t sizes[MAX_RANK];
  int64_t strides[MAX_RANK];
} Layout;

static Desc descriptor(char *buffer, const Layout *l) {
  Desc d;
  int k;
  memset(&d, 0, sizeof d);
  d.allocated = d.aligned = buffer;
  d.offset = l->offset;
  for (k = 0; k < l->rank; ++k) {
    d.fields[k] = l->sizes[k];
    d.fields[l->rank + k] = l->strides[k];
  }
  return d;
}

/* The element-by-element copy memrefCopy must agree with. */
static void reference_copy(int64_t elem, char *src, const Layout *s, char *dst,
                           const Layout *d) {
  int64_t index[MAX_RANK] = {0, 0, 0, 0}, total = 1, n, k;
  for (k = 0; k < s->rank; ++k)
    total *= s->sizes[k];
  for (n = 0; n < total; ++n) {
    int64_t rest = n, so = s->offset, doff = d->offset;
    for (k = s->rank - 1; k >= 0; --k) {
      index[k] = rest % s->sizes[k];
      rest /= s->sizes[k];
    }
    for (k = 0; k < s->rank; ++k) {
      so += index[k] * s->strides[k];
      doff += index[k] * d->strides[k];
    }
    memcpy(dst + doff * elem, src + so * elem, (size_t)elem);
  }
}

static unsigned char src_buf[BUFFER], dst_buf[BUFFER], want_buf[BUFFER];

static void fill(int seed) {
  int i;
  for (i = 0; i < BUFFER; ++i) {
    src_buf[i] = (unsigned char)(i * 7 + seed);
    dst_buf[i] = want_buf[i] = (unsigned char)(i * 13 + 1);
  }
}

static int failures = 0;

static void check(const char *name, int64_t elem, Layout s, Layout d) {
  Desc sd = descriptor((char *)src_buf, &s), dd = descriptor((char *)dst_buf, &d);
  StrataUnrankedMemRef us = {s.rank, &sd}, ud = {d.rank, &dd};
  fill((int)elem);
  reference_copy(elem, (char *)src_buf, &s, (char *)want_buf, &d);
  memrefCopy(elem, &us, &ud);
  if (memcmp(dst_buf, want_buf, BUFFER) != 0) {
    printf("FAIL %s\n", name);
    ++failures;
  } else {
    printf("ok %s\n", name);
  }
}

/* The same, copying a buffer onto itself (identical source and target). */
static void check_self(const char *name, int64_t elem, Layout l) {
  Desc sd = descriptor((char *)dst_buf, &l), dd = descriptor((char *)dst_buf, &l);
  StrataUnrankedMemRef us = {l.rank, &sd}, ud = {l.rank, &dd};
  fill(0);
  memrefCopy(elem, &us, &ud);
  if (memcmp(dst_buf, want_buf, BUFFER) != 0) {
    printf("FAIL %s\n", name);
    ++failures;
  } else {
    printf("ok %s\n", name);
  }
}

static uint64_t rng = 88172645463325252u;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

/* A random layout of `sizes`: dims in a random order, some padded, unit dims
 * with arbitrary strides, a small offset. */
static Layout random_layout(int rank, const int64_t *sizes) {
  Layout l;
  int order[MAX_RANK] = {0, 1, 2, 3}, i, k;
  int64_t stride = 1;
  l.rank = rank;
  if (next() % 2)
    for (i = rank - 1; i > 0; --i) {
      int j = (int)(next() % (uint64_t)(i + 1)), t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
  for (k = rank - 1; k >= 0; --k) {
    int dim = order[k];
    l.sizes[dim] = sizes[dim];
    l.strides[dim] = stride;
    stride *= sizes[dim] + (next() % 3 == 0 ? (int64_t)(next() % 3) : 0);
    if (sizes[dim] == 1 && next() % 2)
      l.strides[dim] = 77;
  }
  l.offset = (int64_t)(next() % 5);
  return l;
}

static void random_copies(int count) {
  static const int64_t elem_sizes[6] = {1, 2, 4, 8, 3, 16};
  int iter, k, i;
  for (iter = 0; iter < count; ++iter) {
    int rank = (int)(next() % (MAX_RANK + 1));
    int64_t sizes[MAX_RANK] = {1, 1, 1, 1}, elem = elem_sizes[next() % 6];
    Layout s, d;
    Desc sd, dd;
    StrataUnrankedMemRef us, ud;
    uint64_t hash = 1469598103934665603u;
    for (k = 0; k < rank; ++k)
      sizes[k] = (int64_t)(next() % 5);
    s = random_layout(rank, sizes);
    d = random_layout(rank, sizes);
    sd = descriptor((char *)src_buf, &s);
    dd = descriptor((char *)dst_buf, &d);
    us.rank = ud.rank = rank;
    us.descriptor = &sd;
    ud.descriptor = &dd;
    fill(iter);
    reference_copy(elem, (char *)src_buf, &s, (char *)want_buf, &d);
    memrefCopy(elem, &us, &ud);
    if (memcmp(dst_buf, want_buf, BUFFER) != 0) {
      printf("FAIL random copy %d\n", iter);
      ++failures;
    }
    for (i = 0; i < BUFFER; ++i) {
      hash ^= dst_buf[i];
      hash *= 1099511628211u;
    }
    printf("%d %016llx\n", iter, (unsigned long long)hash);
  }
}

int main(void) {
  check("rank 1 contiguous", 4, (Layout){1, 0, {10}, {1}},
        (Layout){1, 0, {10}, {1}});
  check("rank 2 contiguous with offsets", 4, (Layout){2, 3, {3, 5}, {5, 1}},
        (Layout){2, 7, {3, 5}, {5, 1}});
  check("rank 2 row-padded source", 8, (Layout){2, 2, {4, 3}, {5, 1}},
        (Layout){2, 0, {4, 3}, {3, 1}});
  check("rank 2 column view into padded target", 4,
        (Layout){2, 1, {4, 3}, {1, 8}}, (Layout){2, 5, {4, 3}, {6, 1}});
  check("rank 2 transpose", 2, (Layout){2, 0, {6, 7}, {1, 6}},
        (Layout){2, 0, {6, 7}, {7, 1}});
  check("rank 2 broadcast source (stride 0)", 4, (Layout){2, 4, {3, 5}, {0, 1}},
        (Layout){2, 0, {3, 5}, {5, 1}});
  check("rank 3 contiguous", 1, (Layout){3, 0, {2, 3, 4}, {12, 4, 1}},
        (Layout){3, 0, {2, 3, 4}, {12, 4, 1}});
  check("rank 3 strided with offsets", 4,
        (Layout){3, 5, {2, 3, 4}, {40, 10, 2}},
        (Layout){3, 3, {2, 3, 4}, {1, 2, 6}});
  check("rank 3 inner rows contiguous, outer padded", 8,
        (Layout){3, 1, {3, 2, 4}, {9, 4, 1}},
        (Layout){3, 2, {3, 2, 4}, {10, 4, 1}});
  check("rank 3 unit dims with odd strides", 4,
        (Layout){3, 0, {1, 5, 1}, {99, 1, 42}},
        (Layout){3, 1, {1, 5, 1}, {5, 1, 1}});
  check("rank 4 permuted", 2, (Layout){4, 2, {2, 3, 2, 2}, {1, 2, 6, 12}},
        (Layout){4, 0, {2, 3, 2, 2}, {12, 4, 2, 1}});
  check("odd element size", 3, (Layout){2, 1, {3, 3}, {1, 4}},
        (Layout){2, 0, {3, 3}, {3, 1}});
  check("rank 0", 8, (Layout){0, 5, {0}, {0}}, (Layout){0, 9, {0}, {0}});
  check("empty (size 0 copies nothing)", 4, (Layout){2, 0, {3, 0}, {0, 1}},
        (Layout){2, 0, {3, 0}, {0, 1}});
  check_self("onto itself, contiguous", 4, (Layout){2, 0, {4, 4}, {4, 1}});
  check_self("onto itself, strided", 4, (Layout){2, 1, {4, 2}, {6, 2}});
  random_copies(1000);
  return failures == 0 ? 0 : 1;
}

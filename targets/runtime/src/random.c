/*
 * rtsrand, rtrand, rtdrand and shuffle: a Mersenne Twister (mt19937) and the
 * draws of libstdc++'s uniform_int_distribution and std::shuffle, so that a
 * seed gives the numbers and permutations upstream's library gives.
 */
#include "internal.h"

#include <stdlib.h>

#define MT_N 624
#define MT_M 397

typedef struct mt19937 {
  uint32_t state[MT_N];
  int next;
} mt19937;

static void mt_seed(mt19937 *g, uint64_t seed) {
  int i;
  g->state[0] = (uint32_t)seed;
  for (i = 1; i < MT_N; ++i) {
    uint32_t prev = g->state[i - 1];
    g->state[i] = 1812433253u * (prev ^ (prev >> 30)) + (uint32_t)i;
  }
  g->next = MT_N;
}

static void mt_twist(mt19937 *g) {
  int i;
  for (i = 0; i < MT_N; ++i) {
    uint32_t y = (g->state[i] & 0x80000000u) |
                 (g->state[(i + 1) % MT_N] & 0x7fffffffu);
    uint32_t x = g->state[(i + MT_M) % MT_N] ^ (y >> 1);
    g->state[i] = (y & 1u) ? x ^ 0x9908b0dfu : x;
  }
  g->next = 0;
}

static uint32_t mt_next(mt19937 *g) {
  uint32_t y;
  if (g->next >= MT_N)
    mt_twist(g);
  y = g->state[g->next++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

/* A uniform draw from [0, range]: libstdc++'s uniform_int_distribution over
 * a 32-bit generator (Lemire's method below 2^32, two draws above). */
static uint64_t uniform(mt19937 *g, uint64_t range) {
  const uint64_t gen_range = 0xffffffffu;
  if (range < gen_range) {
    uint32_t n = (uint32_t)(range + 1);
    uint64_t product = (uint64_t)mt_next(g) * n;
    uint32_t low = (uint32_t)product;
    if (low < n) {
      uint32_t threshold = (uint32_t)(-n) % n;
      while (low < threshold) {
        product = (uint64_t)mt_next(g) * n;
        low = (uint32_t)product;
      }
    }
    return product >> 32;
  }
  if (range == gen_range)
    return mt_next(g);
  for (;;) {
    uint64_t high = (gen_range + 1) * uniform(g, range / (gen_range + 1));
    uint64_t result = high + mt_next(g);
    if (result <= range && result >= high)
      return result;
  }
}

void *rtsrand(uint64_t s) {
  mt19937 *g = (mt19937 *)malloc(sizeof *g);
  if (g != NULL)
    mt_seed(g, s);
  return g;
}

uint64_t rtrand(void *g, uint64_t m) { return uniform((mt19937 *)g, m); }

void rtdrand(void *g) { free(g); }

static void swap_u64(uint64_t *a, uint64_t *b) {
  uint64_t t = *a;
  *a = *b;
  *b = t;
}

/* std::shuffle of libstdc++: for up to 2^16 elements, two swap positions per
 * draw; otherwise one per element. */
static void shuffle(uint64_t *a, uint64_t n, mt19937 *g) {
  uint64_t i;
  if (n == 0)
    return;
  if (0xffffffffu / n >= n) {
    i = 1;
    if (n % 2 == 0) {
      swap_u64(&a[i], &a[uniform(g, 1)]);
      ++i;
    }
    while (i != n) {
      uint64_t b0 = i + 1, b1 = i + 2;
      uint64_t x = uniform(g, b0 * b1 - 1);
      swap_u64(&a[i], &a[x / b1]);
      ++i;
      swap_u64(&a[i], &a[x % b1]);
      ++i;
    }
    return;
  }
  for (i = 1; i != n; ++i)
    swap_u64(&a[i], &a[uniform(g, i)]);
}

/* Fills m with a permutation of 0 .. size-1. Unlike upstream, which writes
 * from the aligned pointer on, this honours the offset and stride. */
void _mlir_ciface_shuffle(StrataMemRef1dU64 *m, void *g) {
  uint64_t n = (uint64_t)m->sizes[0], i;
  uint64_t *values;
  if (n == 0)
    return;
  values = (uint64_t *)malloc(n * sizeof *values);
  if (values == NULL) {
    fputs("shuffle: out of memory\n", stderr);
    abort();
  }
  for (i = 0; i < n; ++i)
    values[i] = i;
  shuffle(values, n, (mt19937 *)g);
  for (i = 0; i < n; ++i)
    m->aligned[m->offset + (int64_t)i * m->strides[0]] = values[i];
  free(values);
}

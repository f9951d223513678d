/* Calls the kernels of kernels.mlir through the header strata generated
   for them (kernels.h), checks the answers and reports GFLOP/s. */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "kernels.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int main(int argc, char **argv) {
  int64_t n = argc > 1 ? atoll(argv[1]) : 256;
  float *a = malloc(sizeof(float) * n * n), *b = malloc(sizeof(float) * n * n), *c = malloc(sizeof(float) * n * n);
  for (int64_t i = 0; i < n * n; i++) {
    a[i] = (float)(i % 7) - 3.0f;
    b[i] = (float)(i % 5) * 0.5f;
    c[i] = 1.0f;
  }
  StrataMemRef2DF32 ma = strata_memref_2d_f32(a, n, n), mb = strata_memref_2d_f32(b, n, n),
                    mc = strata_memref_2d_f32(c, n, n);
  double t0 = now();
  _mlir_ciface_sgemm(&ma, &mb, &mc);
  double seconds = now() - t0;

  /* Check a few entries against a plain C dot product. */
  int bad = 0;
  for (int64_t s = 0; s < 16; s++) {
    int64_t i = (s * 37) % n, j = (s * 91) % n;
    double want = 1.0;
    for (int64_t p = 0; p < n; p++) want += (double)a[i * n + p] * b[p * n + j];
    if (fabs(c[i * n + j] - want) > 1e-3 * fabs(want) + 1e-3) {
      printf("sgemm: c[%lld][%lld] = %f, expected %f\n", (long long)i, (long long)j, c[i * n + j], want);
      bad = 1;
    }
  }
  printf("sgemm %lldx%lld: %s, %.3f s, %.2f GFLOP/s\n", (long long)n, (long long)n, bad ? "WRONG" : "correct",
         seconds, 2.0 * n * n * n / seconds * 1e-9);

  /* A memref result comes back through the descriptor the caller passes. */
  StrataMemRef1DF32 sums;
  _mlir_ciface_column_sums(&sums, &mb);
  double total = 0, want = 0;
  for (int64_t j = 0; j < sums.sizes[0]; j++) total += sums.aligned[sums.offset + j * sums.strides[0]];
  for (int64_t i = 0; i < n * n; i++) want += b[i];
  printf("column_sums: %lld sums, total %.1f (expected %.1f)\n", (long long)sums.sizes[0], total, want);
  bad |= sums.sizes[0] != n || fabs(total - want) > 1e-6 * want;
  free(sums.allocated);
  free(a);
  free(b);
  free(c);
  return bad;
}

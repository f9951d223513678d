/*
 * Driver of block_reduce.mlir: for each of 3 blocks of 256 elements, the
 * sum of the floats and the largest of the integers, checked against the
 * CPU's. Prints the host buffers' addresses, then "ok" or the first
 * mismatch (exit status 1). With "--no-check" (the tests' mock driver,
 * which runs no kernels) it prints "unchecked" instead.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { BLOCK = 256, BLOCKS = 3, N = BLOCK * BLOCKS };

void block_reduce(float *, float *, int64_t, int64_t, int64_t, int32_t *,
                  int32_t *, int64_t, int64_t, int64_t, float *, float *,
                  int64_t, int64_t, int64_t, int32_t *, int32_t *, int64_t,
                  int64_t, int64_t);

static float x[N], sums[BLOCKS];
static int32_t y[N], maxes[BLOCKS];

int main(int argc, char **argv) {
  int check = !(argc > 1 && strcmp(argv[1], "--no-check") == 0);
  int i, b;
  for (i = 0; i < N; i++) {
    x[i] = (float)(i % 11) * 0.25f;
    y[i] = (i * 7919) % 1009 - 500;
  }
  printf("x=%p y=%p sums=%p maxes=%p\n", (void *)x, (void *)y, (void *)sums,
         (void *)maxes);
  block_reduce(x, x, 0, N, 1, y, y, 0, N, 1, sums, sums, 0, BLOCKS, 1, maxes,
               maxes, 0, BLOCKS, 1);
  if (!check) {
    printf("unchecked\n");
    return 0;
  }
  for (b = 0; b < BLOCKS; b++) {
    double sum = 0;
    int32_t max = y[b * BLOCK];
    for (i = b * BLOCK; i < (b + 1) * BLOCK; i++) {
      sum += x[i];
      if (y[i] > max)
        max = y[i];
    }
    if (fabs(sums[b] - sum) > 1e-3 * (1 + fabs(sum)) || maxes[b] != max) {
      printf("mismatch in block %d: got sum %g max %d, want sum %g max %d\n",
             b, (double)sums[b], (int)maxes[b], sum, (int)max);
      return 1;
    }
  }
  printf("ok\n");
  return 0;
}

/*
 * Driver of block_sum.mlir: the sums of the four blocks of 256 of 1000
 * floats (the last block is partial), checked against the CPU's sums.
 * Prints the host buffers' addresses, then "ok" or the first mismatch
 * (exit status 1). With "--no-check" (the tests' mock driver, which runs
 * no kernels) it prints "unchecked" instead.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { N = 1000, BLOCK = 256, BLOCKS = (N + BLOCK - 1) / BLOCK };

void block_sums(float *, float *, int64_t, int64_t, int64_t, float *, float *,
                int64_t, int64_t, int64_t);

static float x[N], partial[BLOCKS];

int main(int argc, char **argv) {
  int check = !(argc > 1 && strcmp(argv[1], "--no-check") == 0);
  int i, blk;
  for (i = 0; i < N; i++)
    x[i] = (float)(i % 7) * 0.5f;
  for (blk = 0; blk < BLOCKS; blk++)
    partial[blk] = -1.0f;
  printf("x=%p partial=%p\n", (void *)x, (void *)partial);
  block_sums(x, x, 0, N, 1, partial, partial, 0, BLOCKS, 1);
  if (!check) {
    printf("unchecked\n");
    return 0;
  }
  for (blk = 0; blk < BLOCKS; blk++) {
    double want = 0;
    for (i = blk * BLOCK; i < N && i < (blk + 1) * BLOCK; i++)
      want += x[i];
    if (fabs(partial[blk] - want) > 1e-3 * (1 + fabs(want))) {
      printf("mismatch at partial[%d]: got %g, want %g\n", blk,
             (double)partial[blk], want);
      return 1;
    }
  }
  printf("ok\n");
  return 0;
}

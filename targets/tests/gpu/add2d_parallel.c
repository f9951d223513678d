/*
 * Driver of add2d_parallel.mlir: adds two 10x100 float matrices twice
 * (a += b) and checks a against the CPU. Prints the host buffers'
 * addresses, then "ok" or the first mismatch (exit status 1). With
 * "--no-check" (the tests' mock driver, which runs no kernels) it prints
 * "unchecked" instead.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { M = 10, N = 100 };

/* The compiled host function: each memref as its descriptor's fields. */
void add2d(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t,
           int64_t, int64_t, int64_t);

static float a[M][N], b[M][N];

int main(int argc, char **argv) {
  int check = !(argc > 1 && strcmp(argv[1], "--no-check") == 0);
  int i, j;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      a[i][j] = (float)(i * N + j);
      b[i][j] = (float)j - 0.5f * (float)i;
    }
  printf("a=%p b=%p\n", (void *)a, (void *)b);
  add2d(&a[0][0], &a[0][0], 0, M, N, N, 1, &b[0][0], &b[0][0], 0, M, N, N, 1);
  add2d(&a[0][0], &a[0][0], 0, M, N, N, 1, &b[0][0], &b[0][0], 0, M, N, N, 1);
  if (!check) {
    printf("unchecked\n");
    return 0;
  }
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      float want = (float)(i * N + j) + 2.0f * ((float)j - 0.5f * (float)i);
      if (a[i][j] != want) {
        printf("mismatch at a[%d][%d]: got %g, want %g\n", i, j, (double)a[i][j], (double)want);
        return 1;
      }
    }
  printf("ok\n");
  return 0;
}

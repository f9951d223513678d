/*
 * Driver of tiled_matmul.mlir: C = A x B with A 64x32 and B 32x48, checked
 * against the CPU's product (the values are small multiples of 1/4, so
 * both are exact). Prints the host buffers' addresses, then "ok" or the
 * first mismatch (exit status 1). With "--no-check" (the tests' mock
 * driver, which runs no kernels) it prints "unchecked" instead.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { M = 64, K = 32, N = 48 };

/* Each 2-D memref as allocated and aligned pointers, offset, sizes, strides. */
void matmul(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t,
            float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t,
            float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t);

static float a[M][K], b[K][N], c[M][N];

int main(int argc, char **argv) {
  int check = !(argc > 1 && strcmp(argv[1], "--no-check") == 0);
  int i, j, k;
  for (i = 0; i < M; i++)
    for (k = 0; k < K; k++)
      a[i][k] = (float)((i + k) % 5) * 0.25f;
  for (k = 0; k < K; k++)
    for (j = 0; j < N; j++)
      b[k][j] = (float)((k * j) % 3) - 1.0f;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      c[i][j] = -1.0f;
  printf("a=%p b=%p c=%p\n", (void *)a, (void *)b, (void *)c);
  matmul(&a[0][0], &a[0][0], 0, M, K, K, 1, &b[0][0], &b[0][0], 0, K, N, N, 1,
         &c[0][0], &c[0][0], 0, M, N, N, 1);
  if (!check) {
    printf("unchecked\n");
    return 0;
  }
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++) {
      float want = 0;
      for (k = 0; k < K; k++)
        want += a[i][k] * b[k][j];
      if (c[i][j] != want) {
        printf("mismatch at c[%d][%d]: got %g, want %g\n", i, j,
               (double)c[i][j], (double)want);
        return 1;
      }
    }
  printf("ok\n");
  return 0;
}

/*
 * Driver of math_kernel.mlir: y = exp(x) + sin(x) * pow(x, 1.5) for 1000
 * floats in [0, 4), checked against the C library within a relative 1e-5
 * (libdevice's functions are accurate to a few ulps). Prints the host
 * buffers' addresses, then "ok" or the first mismatch (exit status 1). With
 * "--no-check" (the tests' mock driver, which runs no kernels) it prints
 * "unchecked" instead.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { N = 1000 };

void math_kernel(float *, float *, int64_t, int64_t, int64_t, float *, float *,
                 int64_t, int64_t, int64_t);

static float x[N], y[N];

int main(int argc, char **argv) {
  int check = !(argc > 1 && strcmp(argv[1], "--no-check") == 0);
  int i;
  for (i = 0; i < N; i++) {
    x[i] = 4.0f * (float)i / N;
    y[i] = -1.0f;
  }
  printf("x=%p y=%p\n", (void *)x, (void *)y);
  math_kernel(x, x, 0, N, 1, y, y, 0, N, 1);
  if (!check) {
    printf("unchecked\n");
    return 0;
  }
  for (i = 0; i < N; i++) {
    double want = exp(x[i]) + sin(x[i]) * pow(x[i], 1.5);
    if (fabs(y[i] - want) > 1e-5 * fabs(want) + 1e-6) {
      printf("mismatch at y[%d]: got %g, want %g\n", i, (double)y[i], want);
      return 1;
    }
  }
  printf("ok\n");
  return 0;
}

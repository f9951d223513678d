/*
 * Driver of async_chains.mlir: x = 2 * x and y = 2 * 1.0 for 1000 floats,
 * on two streams. Prints the host buffers' addresses, then "ok" or the
 * first mismatch (exit status 1). With "--no-check" (the tests' mock
 * driver, which runs no kernels) it prints "unchecked" instead.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { N = 1000 };

/* The compiled host function: each memref as its descriptor's fields. */
void async_chains(float *, float *, int64_t, int64_t, int64_t, float *,
                  float *, int64_t, int64_t, int64_t);

static float x[N], y[N];

int main(int argc, char **argv) {
  int check = !(argc > 1 && strcmp(argv[1], "--no-check") == 0);
  int i;
  for (i = 0; i < N; i++) {
    x[i] = (float)i;
    y[i] = -1.0f;
  }
  printf("x=%p y=%p\n", (void *)x, (void *)y);
  async_chains(x, x, 0, N, 1, y, y, 0, N, 1);
  if (!check) {
    printf("unchecked\n");
    return 0;
  }
  for (i = 0; i < N; i++) {
    if (x[i] != 2.0f * (float)i || y[i] != 2.0f) {
      printf("mismatch at %d: x %g (want %g), y %g (want 2)\n", i,
             (double)x[i], 2.0 * i, (double)y[i]);
      return 1;
    }
  }
  printf("ok\n");
  return 0;
}

/*
 * Driver of scale_inline.mlir: scales 300 floats by 2.5 twice and checks
 * them against the CPU. Prints the host buffer's address, then "ok" or the
 * first mismatch (exit status 1). With "--no-check" (the tests' mock
 * driver, which runs no kernels) it prints "unchecked" instead.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { N = 300 };

/* The compiled host function: the memref as its descriptor's fields. */
void scale(float *, float *, int64_t, int64_t, int64_t, float);

static float a[N];

int main(int argc, char **argv) {
  int check = !(argc > 1 && strcmp(argv[1], "--no-check") == 0);
  int i;
  for (i = 0; i < N; i++) a[i] = (float)i - 100.0f;
  printf("a=%p\n", (void *)a);
  scale(a, a, 0, N, 1, 2.5f);
  scale(a, a, 0, N, 1, 2.5f);
  if (!check) {
    printf("unchecked\n");
    return 0;
  }
  for (i = 0; i < N; i++) {
    float want = ((float)i - 100.0f) * 2.5f * 2.5f;
    if (a[i] != want) {
      printf("mismatch at a[%d]: got %g, want %g\n", i, (double)a[i], (double)want);
      return 1;
    }
  }
  printf("ok\n");
  return 0;
}

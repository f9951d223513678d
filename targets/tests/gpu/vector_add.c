/*
 * Driver of vector_add.mlir: c = a + b for 1000 floats, checked against
 * the CPU's sums. Prints the host buffers' addresses, then "ok" or the
 * first mismatch (exit status 1). With "--no-check" (the tests' mock
 * driver, which runs no kernels) it prints "unchecked" instead.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { N = 1000 };

/* The compiled host function: each memref as its descriptor's fields
 * (allocated and aligned pointers, offset, size, stride). */
void vector_add(float *, float *, int64_t, int64_t, int64_t, float *, float *,
                int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t,
                int64_t);

static float a[N], b[N], c[N];

int main(int argc, char **argv) {
  int check = !(argc > 1 && strcmp(argv[1], "--no-check") == 0);
  int i;
  for (i = 0; i < N; i++) {
    a[i] = (float)i;
    b[i] = 2.0f * (float)i + 0.5f;
    c[i] = -1.0f;
  }
  printf("a=%p b=%p c=%p\n", (void *)a, (void *)b, (void *)c);
  vector_add(a, a, 0, N, 1, b, b, 0, N, 1, c, c, 0, N, 1);
  if (!check) {
    printf("unchecked\n");
    return 0;
  }
  for (i = 0; i < N; i++) {
    float want = a[i] + b[i];
    if (c[i] != want) {
      printf("mismatch at c[%d]: got %g, want %g\n", i, (double)c[i],
             (double)want);
      return 1;
    }
  }
  printf("ok\n");
  return 0;
}

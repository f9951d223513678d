/* Driver of alias.mlir: each case fills one buffer, calls a kernel with
   views of it (or of separate buffers) and prints a checksum of every
   buffer it touched, as exact hexadecimal floats. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} View;

void _mlir_ciface_mm(View *a, View *b, View *c);
void _mlir_ciface_walk(View *src, View *dst);

enum { N = 96 };
static float buf[4 * N * N], other[2 * N * N];

/* A rows x cols view of `base` starting at element (row, col) of an
   N-column matrix, for `memref<?x?xf32>` (offset 0: the start is in the
   aligned pointer) ... */
static View view(float *base, int64_t row, int64_t col, int64_t rows, int64_t cols) {
  View v = {base, base + row * N + col, 0, {rows, cols}, {N, 1}};
  return v;
}

/* ... and for `memref<?x?xf32, strided<[?, 1], offset: ?>>`. */
static View strided(float *base, int64_t row, int64_t col, int64_t rows, int64_t cols) {
  View v = {base, base, row * N + col, {rows, cols}, {N, 1}};
  return v;
}

static void fill(void) {
  for (int i = 0; i < 4 * N * N; i++) buf[i] = (float)((i * 7) % 11) * 0.125f - 0.5f;
  for (int i = 0; i < 2 * N * N; i++) other[i] = (float)((i * 5) % 13) * 0.25f - 1.0f;
}

static void print(const char *name) {
  double s = 0, t = 0;
  for (int i = 0; i < 4 * N * N; i++) s += buf[i] * (double)(i % 17 + 1);
  for (int i = 0; i < 2 * N * N; i++) t += other[i] * (double)(i % 19 + 1);
  printf("%s %a %a\n", name, s, t);
}

int main(void) {
  View a, b, c;
  /* GEMM: C is A. */
  fill();
  a = view(buf, 0, 0, N, N), b = view(other, 0, 0, N, N);
  _mlir_ciface_mm(&a, &b, &a);
  print("mm c=a");
  /* C is B. */
  fill();
  a = view(other, 0, 0, N, N), b = view(buf, 0, 0, N, N);
  _mlir_ciface_mm(&a, &b, &b);
  print("mm c=b");
  /* C overlaps A: C starts 17 rows and 3 columns further into the buffer. */
  fill();
  a = view(buf, 0, 0, N, N), b = view(other, 0, 0, N, N), c = view(buf, 17, 3, N, N - 3);
  _mlir_ciface_mm(&a, &b, &c);
  print("mm overlap");
  /* Disjoint views of one buffer: A the first N rows, C the next N. */
  fill();
  a = view(buf, 0, 0, N, N), b = view(other, 0, 0, N, N), c = view(buf, N, 0, N, N);
  _mlir_ciface_mm(&a, &b, &c);
  print("mm disjoint views");
  /* Separate buffers. */
  fill();
  a = view(other, 0, 0, N, N), b = view(other, N, 0, N, N), c = view(buf, 0, 0, N, N);
  _mlir_ciface_mm(&a, &b, &c);
  print("mm separate");
  /* Column walk: dst is src one row down and one column left. */
  fill();
  a = strided(buf, 0, 1, N, N - 1), c = strided(buf, 1, 0, N, N - 1);
  _mlir_ciface_walk(&a, &c);
  print("walk overlap");
  /* In place. */
  fill();
  a = strided(buf, 0, 0, N, N);
  _mlir_ciface_walk(&a, &a);
  print("walk in place");
  /* Disjoint views of one buffer. */
  fill();
  a = strided(buf, 0, 0, N, N), c = strided(buf, 2 * N, 0, N, N);
  _mlir_ciface_walk(&a, &c);
  print("walk disjoint views");
  return 0;
}

/* Driver of memref.mlir: builds descriptors, calls each kernel through its
 * C interface and prints the results. */
#include <stdint.h>
#include <stdio.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2DF32;
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1DF32;
typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1DI64;
typedef struct {
  int32_t *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1DI32;

void _mlir_ciface_scale(MemRef2DF32 *, float);
float _mlir_ciface_window_sum(MemRef2DF32 *, int64_t, int64_t, int64_t, int64_t);
void _mlir_ciface_transpose_copy(MemRef2DF32 *, MemRef2DF32 *);
void _mlir_ciface_copy_all(MemRef2DF32 *, MemRef2DF32 *);
int32_t _mlir_ciface_prime(int64_t);
int64_t _mlir_ciface_bump(int64_t);
int64_t _mlir_ciface_prefix_sums(MemRef1DI64 *, MemRef1DI64 *);
void _mlir_ciface_histogram(MemRef1DI32 *, MemRef1DI32 *);
void _mlir_ciface_max_abs(MemRef1DF32 *, MemRef1DF32 *);
int64_t _mlir_ciface_scoped_squares(int64_t);
int64_t _mlir_ciface_grow(int64_t, int64_t);
int64_t _mlir_ciface_cycle(MemRef1DI32 *, int64_t, int32_t);

static MemRef2DF32 matrix(float *data, int64_t rows, int64_t cols) {
  MemRef2DF32 m = {data, data, 0, {rows, cols}, {cols, 1}};
  return m;
}

static void print_matrix(const char *name, const float *data, int64_t rows, int64_t cols) {
  printf("%s", name);
  for (int64_t i = 0; i < rows * cols; i++) printf(" %.2f", data[i]);
  printf("\n");
}

int main(void) {
  enum { ROWS = 3, COLS = 5 };
  float a[ROWS * COLS], t[COLS * ROWS], c[ROWS * COLS];
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++) a[i * COLS + j] = (float)(i * 10 + j);
  MemRef2DF32 ma = matrix(a, ROWS, COLS), mt = matrix(t, COLS, ROWS), mc = matrix(c, ROWS, COLS);
  _mlir_ciface_scale(&ma, 0.5f);
  print_matrix("scaled", a, ROWS, COLS);
  printf("window %.2f\n", _mlir_ciface_window_sum(&ma, 1, 0, 2, 3));
  _mlir_ciface_transpose_copy(&ma, &mt);
  print_matrix("transposed", t, COLS, ROWS);
  _mlir_ciface_copy_all(&ma, &mc);
  print_matrix("copied", c, ROWS, COLS);

  printf("primes");
  for (int64_t i = 0; i < 8; i++) printf(" %d", _mlir_ciface_prime(i));
  printf("\n");
  int64_t b1 = _mlir_ciface_bump(5);
  int64_t b2 = _mlir_ciface_bump(7);
  printf("counter %lld %lld\n", (long long)b1, (long long)b2);

  int64_t in[8] = {3, 1, 4, 1, 5, 9, 2, 6}, out[8] = {0};
  MemRef1DI64 min = {in, in, 0, {8}, {1}}, mout = {out, out, 0, {8}, {1}};
  int64_t misalignment = _mlir_ciface_prefix_sums(&min, &mout);
  printf("prefix");
  for (int i = 0; i < 8; i++) printf(" %lld", (long long)out[i]);
  printf(" misaligned %lld\n", (long long)misalignment);

  int32_t data[100], hist[5] = {0};
  for (int i = 0; i < 100; i++) data[i] = (i * 7) % 5;
  MemRef1DI32 mdata = {data, data, 0, {100}, {1}}, mhist = {hist, hist, 0, {5}, {1}};
  _mlir_ciface_histogram(&mdata, &mhist);
  printf("histogram %d %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3], hist[4]);

  float xs[5] = {-3.5f, 2.0f, 7.25f, -8.0f, 1.0f}, acc[2] = {0.0f, -100.0f};
  MemRef1DF32 mxs = {xs, xs, 0, {5}, {1}}, macc = {acc, acc, 0, {2}, {1}};
  _mlir_ciface_max_abs(&mxs, &macc);
  printf("max %.2f %.2f\n", acc[0], acc[1]);

  printf("squares %lld\n", (long long)_mlir_ciface_scoped_squares(10));
  printf("grow %lld %lld\n", (long long)_mlir_ciface_grow(3, 7), (long long)_mlir_ciface_grow(5, 4));
  int32_t cell[1] = {3};
  MemRef1DI32 mcell = {cell, cell, 0, {1}, {1}};
  int64_t olds = _mlir_ciface_cycle(&mcell, 6, 50);
  printf("cycle %lld %d\n", (long long)olds, cell[0]);
  return 0;
}

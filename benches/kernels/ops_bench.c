/* Driver of benches/ops.sh: times Strata's -O3 conv2d, softmax and 1-D
 * stencil (benches/kernels/ops.mlir) against clang's builds of the same C
 * (benches/kernels/ops_ref.c) in one process, best of several runs, and
 * checks that both produce the same bits. Prints a Markdown table. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { float *allocated, *aligned; long offset, sizes[1], strides[1]; } M1;
typedef struct { float *allocated, *aligned; long offset, sizes[2], strides[2]; } M2;
typedef struct { float *allocated, *aligned; long offset, sizes[3], strides[3]; } M3;
typedef struct { float *allocated, *aligned; long offset, sizes[4], strides[4]; } M4;

void _mlir_ciface_conv2d(M3 *, M4 *, M3 *);
void _mlir_ciface_softmax(M2 *, M2 *);
void _mlir_ciface_stencil(M1 *, M1 *);
void conv2d_c(const float *, const float *, float *, long, long, long, long);
void softmax_c(const float *, float *, long, long);
void stencil_c(const float *, float *, long);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int failed;

static void row(const char *name, const char *shape, double strata, double clang, int same) {
  printf("| %s | %s | %.3f | %.3f | %.3f | %s |\n", name, shape, strata * 1e3, clang * 1e3, clang / strata,
         same ? "yes" : "NO");
  if (!same) failed = 1;
}

#define BEST(out, expr, reps)                  \
  do {                                         \
    out = 1e30;                                \
    for (int r_ = 0; r_ < (reps); r_++) {      \
      double t_ = now();                       \
      expr;                                    \
      t_ = now() - t_;                         \
      if (t_ < out) out = t_;                  \
    }                                          \
  } while (0)

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 20;
  double ts, tc;
  printf("| kernel | shape | Strata -O3 ms | clang -O3 ms | clang / Strata | same result |\n|---|---|---|---|---|---|\n");

  long nf = 32, nc = 32, oh = 56, ow = 56, ih = oh + 2, iw = ow + 2;
  float *in = malloc(sizeof(float) * nc * ih * iw), *w = malloc(sizeof(float) * nf * nc * 9);
  float *o1 = calloc(nf * oh * ow, sizeof(float)), *o2 = calloc(nf * oh * ow, sizeof(float));
  for (long i = 0; i < nc * ih * iw; i++) in[i] = (i % 17) / 7.0f;
  for (long i = 0; i < nf * nc * 9; i++) w[i] = (i % 13) / 11.0f;
  M3 mi = {in, in, 0, {nc, ih, iw}, {ih * iw, iw, 1}}, mo = {o1, o1, 0, {nf, oh, ow}, {oh * ow, ow, 1}};
  M4 mw = {w, w, 0, {nf, nc, 3, 3}, {nc * 9, 9, 3, 1}};
  BEST(ts, _mlir_ciface_conv2d(&mi, &mw, &mo), reps);
  BEST(tc, conv2d_c(in, w, o2, nf, nc, oh, ow), reps);
  row("conv2d 3x3", "32x32 channels, 56x56", ts, tc, !memcmp(o1, o2, sizeof(float) * nf * oh * ow));

  long rows = 512, cols = 1024;
  float *x = malloc(sizeof(float) * rows * cols), *y1 = malloc(sizeof(float) * rows * cols);
  float *y2 = malloc(sizeof(float) * rows * cols);
  for (long i = 0; i < rows * cols; i++) x[i] = ((i * 7) % 101) / 25.0f;
  M2 mx = {x, x, 0, {rows, cols}, {cols, 1}}, my = {y1, y1, 0, {rows, cols}, {cols, 1}};
  BEST(ts, _mlir_ciface_softmax(&mx, &my), reps);
  BEST(tc, softmax_c(x, y2, rows, cols), reps);
  row("softmax", "512 rows x 1024", ts, tc, !memcmp(y1, y2, sizeof(float) * rows * cols));

  long n = 1 << 20;
  float *a = malloc(sizeof(float) * n), *b1 = calloc(n, sizeof(float)), *b2 = calloc(n, sizeof(float));
  for (long i = 0; i < n; i++) a[i] = (i % 29) / 3.0f;
  M1 ma = {a, a, 0, {n}, {1}}, mb = {b1, b1, 0, {n}, {1}};
  BEST(ts, _mlir_ciface_stencil(&ma, &mb), reps);
  BEST(tc, stencil_c(a, b2, n), reps);
  row("1-D stencil", "2^20 points", ts, tc, !memcmp(b1, b2, sizeof(float) * n));
  return failed;
}

/* The linalg-on-tensors benchmark driver (benches/linalg.sh): times the
 * functions of benches/kernels/linalg.mlir, compiled by `strata compile -O3`
 * twice (exact, and with --fp-contract fast: the `_fma` copies), against
 * single-threaded BLAS doing the same work (OpenBLAS, and MKL when
 * $STRATA_MKL names it: blas_peers.h), in this process on the same data.
 * Each result is checked against BLAS's. Prints a Markdown table: each
 * peer's GFLOP/s, then best-of-REPS time per call, GFLOP/s and ratios to
 * the fastest peer. */
#define _POSIX_C_SOURCE 200112L
#include "blas_peers.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { float *allocated, *aligned; long offset, sizes[1], strides[1]; } M1;
typedef struct { float *allocated, *aligned; long offset, sizes[2], strides[2]; } M2;
typedef struct { float *allocated, *aligned; long offset, sizes[3], strides[3]; } M3;
typedef struct { float *allocated, *aligned; long offset, sizes[4], strides[4]; } M4;

#define KERNELS(S)                                                                 \
  void _mlir_ciface_matmul##S(M2 *, M2 *, M2 *);                                  \
  void _mlir_ciface_matmul_transpose_b##S(M2 *, M2 *, M2 *);                      \
  void _mlir_ciface_batch_matmul##S(M3 *, M3 *, M3 *);                            \
  void _mlir_ciface_conv##S(M4 *, M4 *, M4 *);                                    \
  void _mlir_ciface_mlp##S(M2 *, M2 *, M2 *, M1 *, M2 *, M1 *);
KERNELS()
KERNELS(_fma)

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static float *randoms(long n) {
  float *p = aligned_alloc(64, sizeof(float) * ((n + 15) / 16 * 16));
  for (long i = 0; i < n; i++) p[i] = rand() / (float)RAND_MAX - 0.5f;
  return p;
}

static M1 m1(float *p, long n) { M1 m = {p, p, 0, {n}, {1}}; return m; }
static M2 m2(float *p, long r, long c) { M2 m = {p, p, 0, {r, c}, {c, 1}}; return m; }
static M3 m3(float *p, long a, long b, long c) { M3 m = {p, p, 0, {a, b, c}, {b * c, c, 1}}; return m; }
static M4 m4(float *p, long a, long b, long c, long d) {
  M4 m = {p, p, 0, {a, b, c, d}, {b * c * d, c * d, d, 1}};
  return m;
}

static double check(const float *x, const float *ref, long n) {
  double worst = 0;
  for (long i = 0; i < n; i++) {
    double e = fabs((double)x[i] - ref[i]) / (fabs((double)ref[i]) + 1.0);
    if (e > worst) worst = e;
  }
  if (worst > 1e-3) {
    fprintf(stderr, "wrong result: relative error %g\n", worst);
    exit(1);
  }
  return worst;
}

static int reps = 5;
static double best_time;

/* Time `call` (a statement) REPS times; keeps the best in best_time. */
#define TIME(call)                                \
  do {                                            \
    best_time = 1e30;                             \
    for (int r_ = 0; r_ < reps; r_++) {           \
      double t_ = now();                          \
      call;                                       \
      t_ = now() - t_;                            \
      if (t_ < best_time) best_time = t_;         \
    }                                             \
  } while (0)

static double peer_time[MAX_PEERS];

/* Time `call` (a statement calling `sgemm`) with each BLAS peer; the
 * fastest peer's time goes to best_time. */
#define PEERS(call)                                                   \
  do {                                                                \
    double fastest_ = 1e30;                                           \
    for (int p_ = 0; p_ < npeers; p_++) {                             \
      sgemm = peers[p_];                                              \
      TIME(call);                                                     \
      peer_time[p_] = best_time;                                      \
      if (best_time < fastest_) fastest_ = best_time;                 \
    }                                                                 \
    best_time = fastest_;                                             \
  } while (0)

static void row(const char *name, double flops, double blas, double exact, double fma) {
  printf("| %s |", name);
  for (int p = 0; p < npeers; p++) printf(" %.1f |", flops / peer_time[p] * 1e-9);
  printf(" %.2f | %.2f | %.1f | %.2f | %.1f | %.2f |\n", blas * 1e3, exact * 1e3, flops / exact * 1e-9, blas / exact,
         flops / fma * 1e-9, blas / fma);
}

static void matmuls(long n) {
  float *a = randoms(n * n), *b = randoms(n * n), *ref = randoms(n * n);
  M2 ma = m2(a, n, n), mb = m2(b, n, n), r;
  double flops = 2.0 * n * n * n, blas, exact, fma;
  char name[64];
  PEERS(sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1, a, n, b, n, 0, ref, n));
  blas = best_time;
  TIME((_mlir_ciface_matmul(&r, &ma, &mb), free(r.allocated)));
  exact = best_time;
  _mlir_ciface_matmul(&r, &ma, &mb); check(r.aligned, ref, n * n); free(r.allocated);
  TIME((_mlir_ciface_matmul_fma(&r, &ma, &mb), free(r.allocated)));
  fma = best_time;
  _mlir_ciface_matmul_fma(&r, &ma, &mb); check(r.aligned, ref, n * n); free(r.allocated);
  snprintf(name, sizeof name, "matmul %ld", n);
  row(name, flops, blas, exact, fma);

  PEERS(sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, n, n, n, 1, a, n, b, n, 0, ref, n));
  blas = best_time;
  TIME((_mlir_ciface_matmul_transpose_b(&r, &ma, &mb), free(r.allocated)));
  exact = best_time;
  _mlir_ciface_matmul_transpose_b(&r, &ma, &mb); check(r.aligned, ref, n * n); free(r.allocated);
  TIME((_mlir_ciface_matmul_transpose_b_fma(&r, &ma, &mb), free(r.allocated)));
  fma = best_time;
  _mlir_ciface_matmul_transpose_b_fma(&r, &ma, &mb); check(r.aligned, ref, n * n); free(r.allocated);
  snprintf(name, sizeof name, "matmul_transpose_b %ld", n);
  row(name, flops, blas, exact, fma);
  free(a); free(b); free(ref);
}

static void batch(long bs, long n) {
  float *a = randoms(bs * n * n), *b = randoms(bs * n * n), *ref = randoms(bs * n * n);
  M3 ma = m3(a, bs, n, n), mb = m3(b, bs, n, n), r;
  double flops = 2.0 * bs * n * n * n, blas, exact, fma;
  char name[64];
  PEERS(for (long i = 0; i < bs; i++) sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1,
                                                  a + i * n * n, n, b + i * n * n, n, 0, ref + i * n * n, n));
  blas = best_time;
  TIME((_mlir_ciface_batch_matmul(&r, &ma, &mb), free(r.allocated)));
  exact = best_time;
  _mlir_ciface_batch_matmul(&r, &ma, &mb); check(r.aligned, ref, bs * n * n); free(r.allocated);
  TIME((_mlir_ciface_batch_matmul_fma(&r, &ma, &mb), free(r.allocated)));
  fma = best_time;
  snprintf(name, sizeof name, "batch_matmul %ldx%ld", bs, n);
  row(name, flops, blas, exact, fma);
  free(a); free(b); free(ref);
}

/* im2col of a pre-padded 1x58x58x64 input for a 3x3 window: 3136 x 576. */
static void im2col(const float *in, float *cols) {
  for (long y = 0; y < 56; y++)
    for (long x = 0; x < 56; x++)
      for (long ky = 0; ky < 3; ky++)
        for (long kx = 0; kx < 3; kx++)
          memcpy(cols + ((y * 56 + x) * 9 + ky * 3 + kx) * 64, in + ((y + ky) * 58 + (x + kx)) * 64,
                 64 * sizeof(float));
}

static void conv(void) {
  float *in = randoms(58 * 58 * 64), *w = randoms(9 * 64 * 64), *ref = randoms(56 * 56 * 64);
  float *cols = randoms(3136 * 576);
  M4 mi = m4(in, 1, 58, 58, 64), mw = m4(w, 3, 3, 64, 64), r;
  double flops = 2.0 * 56 * 56 * 64 * 576, blas, exact, fma;
  PEERS((im2col(in, cols),
         sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 3136, 64, 576, 1, cols, 576, w, 64, 0, ref, 64)));
  blas = best_time;
  TIME((_mlir_ciface_conv(&r, &mi, &mw), free(r.allocated)));
  exact = best_time;
  _mlir_ciface_conv(&r, &mi, &mw); check(r.aligned, ref, 3136 * 64); free(r.allocated);
  TIME((_mlir_ciface_conv_fma(&r, &mi, &mw), free(r.allocated)));
  fma = best_time;
  row("conv_2d_nhwc_hwcf 3x3 64->64 56x56", flops, blas, exact, fma);
  free(in); free(w); free(ref); free(cols);
}

static void mlp_blas(const float *x, const float *w1, const float *b1, const float *w2, const float *b2, float *h,
                     float *out) {
  sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 64, 1024, 1024, 1, x, 1024, w1, 1024, 0, h, 1024);
  for (long i = 0; i < 64; i++)
    for (long j = 0; j < 1024; j++) {
      float v = h[i * 1024 + j] + b1[j];
      h[i * 1024 + j] = v > 0 ? v : 0;
    }
  sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 64, 1024, 1024, 1, h, 1024, w2, 1024, 0, out, 1024);
  for (long i = 0; i < 64; i++) {
    float *o = out + i * 1024, m = -INFINITY, s = 0;
    for (long j = 0; j < 1024; j++) {
      o[j] += b2[j];
      if (o[j] > m) m = o[j];
    }
    for (long j = 0; j < 1024; j++) s += expf(o[j] - m);
    for (long j = 0; j < 1024; j++) o[j] = expf(o[j] - m) / s;
  }
}

static void mlp(void) {
  float *x = randoms(64 * 1024), *w1 = randoms(1024 * 1024), *b1 = randoms(1024), *w2 = randoms(1024 * 1024);
  float *b2 = randoms(1024), *h = randoms(64 * 1024), *ref = randoms(64 * 1024);
  M2 mx = m2(x, 64, 1024), mw1 = m2(w1, 1024, 1024), mw2 = m2(w2, 1024, 1024), r;
  M1 mb1 = m1(b1, 1024), mb2 = m1(b2, 1024);
  double flops = 2.0 * 2 * 64 * 1024 * 1024, blas, exact, fma;
  PEERS(mlp_blas(x, w1, b1, w2, b2, h, ref));
  blas = best_time;
  TIME((_mlir_ciface_mlp(&r, &mx, &mw1, &mb1, &mw2, &mb2), free(r.allocated)));
  exact = best_time;
  _mlir_ciface_mlp(&r, &mx, &mw1, &mb1, &mw2, &mb2); check(r.aligned, ref, 64 * 1024); free(r.allocated);
  TIME((_mlir_ciface_mlp_fma(&r, &mx, &mw1, &mb1, &mw2, &mb2), free(r.allocated)));
  fma = best_time;
  row("MLP 64x1024, 2 layers + softmax", flops, blas, exact, fma);
}

int main(int argc, char **argv) {
  reps = argc > 1 ? atoi(argv[1]) : 5;
  srand(1);
  load_peers();
  printf("| kernel |");
  for (int p = 0; p < npeers; p++) printf(" %s GFLOP/s |", peer_names[p]);
  printf(" best BLAS ms | Strata ms | Strata GFLOP/s | Strata / BLAS | fma GFLOP/s | fma / BLAS |\n|---|");
  for (int p = 0; p < npeers + 6; p++) printf("---:|");
  printf("\n");
  for (int i = 2; i < argc; i++) matmuls(atol(argv[i]));
  batch(16, 256);
  conv();
  mlp();
  return 0;
}

/* The SGEMM benchmark driver (benches/sgemm.sh): for each N, times
 * Strata's -O3 `sgemm` and `sgemm_exact`, upstream MLIR 19's plain lowering
 * of the same `sgemm`, and single-threaded BLAS (OpenBLAS, and MKL when
 * $STRATA_MKL names it: blas_peers.h), all in this process on the same
 * matrices. Each result is checked against BLAS's; `sgemm_exact` must also
 * equal the upstream (unoptimized) loop bit for bit. Prints a Markdown
 * table row per N: best-of-REPS GFLOP/s and the ratios to the fastest BLAS. */
#define _POSIX_C_SOURCE 200112L
#include "blas_peers.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  float *allocated, *aligned;
  long offset, sizes[2], strides[2];
} Mat;

void _mlir_ciface_sgemm(Mat *, Mat *, Mat *);
void _mlir_ciface_sgemm_exact(Mat *, Mat *, Mat *);
void _mlir_ciface_upstream_sgemm(Mat *, Mat *, Mat *);
void _mlir_ciface_upstream_sgemm_exact(Mat *, Mat *, Mat *);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static Mat mat(float *p, long rows, long cols) {
  Mat m = {p, p, 0, {rows, cols}, {cols, 1}};
  return m;
}

typedef void (*Kernel)(Mat *, Mat *, Mat *);

/* Best time of `reps` runs of C = 0; C += A * B. */
static double best(Kernel k, sgemm_fn blas, float *a, float *b, float *c, long n, int reps) {
  Mat ma = mat(a, n, n), mb = mat(b, n, n), mc = mat(c, n, n);
  double t_best = 1e30;
  for (int r = 0; r < reps; r++) {
    memset(c, 0, sizeof(float) * n * n);
    double t = now();
    if (blas)
      blas(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a, n, b, n, 1.0f, c, n);
    else
      k(&ma, &mb, &mc);
    t = now() - t;
    if (t < t_best) t_best = t;
  }
  return t_best;
}

static double max_rel_error(const float *x, const float *ref, long count) {
  double worst = 0;
  for (long i = 0; i < count; i++) {
    double e = fabs((double)x[i] - ref[i]) / (fabs((double)ref[i]) + 1.0);
    if (e > worst) worst = e;
  }
  return worst;
}

int main(int argc, char **argv) {
  int reps = argc > 1 ? atoi(argv[1]) : 5;
  int upstream_max = argc > 2 ? atoi(argv[2]) : 2048;
  load_peers();
  printf("| N | Strata -O3 GFLOP/s |");
  for (int p = 0; p < npeers; p++) printf(" %s GFLOP/s |", peer_names[p]);
  printf(" Strata / BLAS | Strata exact GFLOP/s | exact / BLAS | upstream GFLOP/s | Strata / upstream |\n|---|---|");
  for (int p = 0; p < npeers; p++) printf("---|");
  printf("---|---|---|---|---|\n");
  for (int ai = 3; ai < argc || ai == 3; ai++) {
    long n = argc > 3 ? atol(argv[ai]) : 512;
    size_t bytes = sizeof(float) * n * n;
    float *a = aligned_alloc(64, bytes), *b = aligned_alloc(64, bytes);
    float *c = aligned_alloc(64, bytes), *ref = aligned_alloc(64, bytes), *exact = aligned_alloc(64, bytes);
    srand(1);
    for (long i = 0; i < n * n; i++) {
      a[i] = rand() / (float)RAND_MAX - 0.5f;
      b[i] = rand() / (float)RAND_MAX - 0.5f;
    }
    double flops = 2.0 * n * n * n;
    double t_peer[MAX_PEERS], t_blas = 1e30;
    for (int p = 0; p < npeers; p++) {
      t_peer[p] = best(NULL, peers[p], a, b, ref, n, reps);
      if (t_peer[p] < t_blas) t_blas = t_peer[p];
    }
    double t_strata = best(_mlir_ciface_sgemm, NULL, a, b, c, n, reps);
    double err = max_rel_error(c, ref, n * n);
    double t_exact = best(_mlir_ciface_sgemm_exact, NULL, a, b, exact, n, reps);
    double err_exact = max_rel_error(exact, ref, n * n);
    if (err > 1e-4 || err_exact > 1e-4) {
      fprintf(stderr, "N=%ld: wrong result (relative error %g, exact %g)\n", n, err, err_exact);
      return 1;
    }
    char up[64] = "not run", ratio[64] = "-";
    if (n <= upstream_max) {
      double t_up = best(_mlir_ciface_upstream_sgemm, NULL, a, b, c, n, 1);
      snprintf(up, sizeof up, "%.2f", flops / t_up * 1e-9);
      snprintf(ratio, sizeof ratio, "%.0fx", t_up / t_strata);
      best(_mlir_ciface_upstream_sgemm_exact, NULL, a, b, c, n, 1);
      if (memcmp(c, exact, bytes) != 0) {
        fprintf(stderr, "N=%ld: sgemm_exact differs from the unoptimized loop\n", n);
        return 1;
      }
    }
    printf("| %ld | %.1f |", n, flops / t_strata * 1e-9);
    for (int p = 0; p < npeers; p++) printf(" %.1f |", flops / t_peer[p] * 1e-9);
    printf(" %.3f | %.1f | %.3f | %s | %s |\n", t_blas / t_strata, flops / t_exact * 1e-9, t_blas / t_exact, up, ratio);
    fflush(stdout);
    free(a), free(b), free(c), free(ref), free(exact);
  }
  return 0;
}

/* The BLAS libraries a benchmark compares with, single-threaded: OpenBLAS
 * (linked; the caller sets OPENBLAS_NUM_THREADS=1 and OPENBLAS_CORETYPE)
 * and, when the path in $STRATA_MKL names Intel MKL's libmkl_rt (benches/
 * common.sh installs it from PyPI), MKL opened with dlopen and told to use
 * one thread. A benchmark times each peer and compares with the fastest.
 * Both export the standard CBLAS ABI (row-major 101, no-trans 111, trans
 * 112). */
#ifndef STRATA_BLAS_PEERS_H
#define STRATA_BLAS_PEERS_H
#include <cblas.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef void (*sgemm_fn)(int order, int ta, int tb, int m, int n, int k, float alpha, const float *a, int lda,
                         const float *b, int ldb, float beta, float *c, int ldc);

static void openblas_sgemm(int order, int ta, int tb, int m, int n, int k, float alpha, const float *a, int lda,
                           const float *b, int ldb, float beta, float *c, int ldc) {
  cblas_sgemm((enum CBLAS_ORDER)order, (enum CBLAS_TRANSPOSE)ta, (enum CBLAS_TRANSPOSE)tb, m, n, k, alpha, a, lda, b,
              ldb, beta, c, ldc);
}

#define MAX_PEERS 2
static sgemm_fn peers[MAX_PEERS];
static const char *peer_names[MAX_PEERS];
static int npeers;
/* The peer a timed statement calls through `sgemm`. */
static sgemm_fn sgemm;

/* OpenBLAS, then MKL if $STRATA_MKL opens. Exits on a named MKL that
 * does not load: a benchmark must not silently lose its strongest peer. */
static void load_peers(void) {
  peers[0] = openblas_sgemm;
  peer_names[0] = "OpenBLAS";
  npeers = 1;
  const char *path = getenv("STRATA_MKL");
  if (!path || !*path) return;
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  void *f = lib ? dlsym(lib, "cblas_sgemm") : NULL;
  if (!f) {
    fprintf(stderr, "cannot load MKL's cblas_sgemm from %s: %s\n", path, dlerror());
    exit(1);
  }
  int (*set_threads)(int) = (int (*)(int))dlsym(lib, "MKL_Set_Num_Threads_Local");
  void (*set_global)(int) = (void (*)(int))dlsym(lib, "MKL_Set_Num_Threads");
  if (set_global) set_global(1);
  if (set_threads) set_threads(1);
  peers[npeers] = (sgemm_fn)f;
  peer_names[npeers++] = "MKL";
}

#endif

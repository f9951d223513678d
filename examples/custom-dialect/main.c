/* Calls the kernels of kernels.mlir through the C header the driver
   generated for them (kernels.h), and checks each answer against the
   polynomial computed here term by term. Exits nonzero on a mismatch. */
#include <math.h>
#include <stdio.h>

#include "kernels.h"

static int failures = 0;

/* sum of c[i] * x^i, with powers, not Horner's rule. */
static double power_sum(const double *c, int n, double x) {
  double y = 0, xi = 1;
  for (int i = 0; i < n; i++, xi *= x) y += c[i] * xi;
  return y;
}

static void check(const char *what, double got, double want, double tolerance) {
  int ok = fabs(got - want) <= tolerance * (1 + fabs(want));
  printf("%-26s %12.6f  (expected %12.6f)%s\n", what, got, want, ok ? "" : "  WRONG");
  failures += !ok;
}

int main(void) {
  float a[4] = {1.0f, -2.0f, 0.5f, 0.25f}, b[4] = {3.0f, 0.0f, -1.0f, 2.0f};
  double ad[4], bd[4], sd[4];
  for (int i = 0; i < 4; i++) ad[i] = a[i], bd[i] = b[i], sd[i] = ad[i] + bd[i];
  StrataMemRef1DF32 ma = strata_memref_1d_f32(a, 4), mb = strata_memref_1d_f32(b, 4);
  char what[64];

  const float points[3] = {0.0f, 1.5f, -2.25f};
  for (int k = 0; k < 3; k++) {
    snprintf(what, sizeof what, "eval4(a, %g)", points[k]);
    check(what, _mlir_ciface_eval4(&ma, points[k]), power_sum(ad, 4, points[k]), 1e-5);
    snprintf(what, sizeof what, "eval_sum(a, b, %g)", points[k]);
    check(what, _mlir_ciface_eval_sum(&ma, &mb, points[k]), power_sum(sd, 4, points[k]), 1e-5);
  }

  enum { N = 5 };
  double xs[N] = {-1.0, 0.0, 0.5, 2.0, 10.0}, ys[N];
  const double k[3] = {1.0, -2.0, 0.5};
  StrataMemRef1DF64 mxs = strata_memref_1d_f64(xs, N), mys = strata_memref_1d_f64(ys, N);
  _mlir_ciface_tabulate(&mxs, &mys);
  for (int i = 0; i < N; i++) {
    snprintf(what, sizeof what, "tabulate: k(%g)", xs[i]);
    check(what, ys[i], power_sum(k, 3, xs[i]), 1e-12);
  }

  float xf[N] = {-1.0f, 0.0f, 0.5f, 2.0f, 3.0f}, yf[N];
  StrataMemRef1DF32 mxf = strata_memref_1d_f32(xf, N), myf = strata_memref_1d_f32(yf, N);
  _mlir_ciface_tabulate_sum(&ma, &mb, &mxf, &myf);
  for (int i = 0; i < N; i++) {
    snprintf(what, sizeof what, "tabulate_sum: (a+b)(%g)", xf[i]);
    check(what, yf[i], power_sum(sd, 4, xf[i]), 1e-5);
  }

  printf(failures ? "%d WRONG\n" : "all answers correct\n", failures);
  return failures != 0;
}

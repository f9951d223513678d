/* Driver of gemm.mlir: fills matrices with inexact values, runs each
 * kernel and the same loops in C (products rounded on their own, as the
 * kernels' unfused multiply and add), and prints per case whether all
 * bits agree; then the same cases on four threads at once (the packing
 * buffers are kept per thread). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { float *allocated, *aligned; long offset, sizes[2], strides[2]; } F2;
typedef struct { double *allocated, *aligned; long offset, sizes[2], strides[2]; } D2;
typedef struct { float *allocated, *aligned; long offset, sizes[3], strides[3]; } F3;
typedef struct { float *allocated, *aligned; long offset, sizes[4], strides[4]; } F4;

void _mlir_ciface_gemm_ijk(F2 *, F2 *, F2 *);
void _mlir_ciface_gemm_at(F2 *, F2 *, F2 *);
void _mlir_ciface_gemm_bt(F2 *, F2 *, F2 *);
void _mlir_ciface_gemm_f64(D2 *, D2 *, D2 *);
void _mlir_ciface_gemm_batch(F3 *, F3 *, F3 *);
void _mlir_ciface_conv(F4 *, F4 *, F4 *);

static float fill(long i, long j, long seed) { return (float)((i * 31 + j * 17 + seed) % 23) / 7.0f - 1.5f; }

static F2 f2(float *p, long r, long c) { F2 m = {p, p, 0, {r, c}, {c, 1}}; return m; }
static D2 d2(double *p, long r, long c) { D2 m = {p, p, 0, {r, c}, {c, 1}}; return m; }

/* Which operand the kernel reads transposed. */
enum layout { PLAIN, A_T, B_T };

/* Whether the kernel's C equals the C loops' (1) or not (0). */
static int f32_agrees(enum layout layout, long m, long n, long k) {
  int at = layout == A_T, bt = layout == B_T;
  float *a = malloc(sizeof(float) * m * k), *b = malloc(sizeof(float) * k * n);
  float *c = malloc(sizeof(float) * m * n), *ref = malloc(sizeof(float) * m * n);
  for (long i = 0; i < m; i++)
    for (long p = 0; p < k; p++)
      a[at ? p * m + i : i * k + p] = fill(i, p, 1);
  for (long p = 0; p < k; p++)
    for (long j = 0; j < n; j++) b[bt ? j * k + p : p * n + j] = fill(p, j, 2);
  for (long i = 0; i < m; i++)
    for (long j = 0; j < n; j++) c[i * n + j] = ref[i * n + j] = fill(i, j, 3);
  for (long i = 0; i < m; i++)
    for (long j = 0; j < n; j++)
      for (long p = 0; p < k; p++) {
        volatile float product = a[at ? p * m + i : i * k + p] * b[bt ? j * k + p : p * n + j];
        ref[i * n + j] = ref[i * n + j] + product;
      }
  F2 ma = at ? f2(a, k, m) : f2(a, m, k), mb = bt ? f2(b, n, k) : f2(b, k, n), mc = f2(c, m, n);
  if (at) _mlir_ciface_gemm_at(&ma, &mb, &mc);
  else if (bt) _mlir_ciface_gemm_bt(&ma, &mb, &mc);
  else _mlir_ciface_gemm_ijk(&ma, &mb, &mc);
  int same = !memcmp(c, ref, sizeof(float) * m * n);
  free(a), free(b), free(c), free(ref);
  return same;
}

static void run_f32(const char *name, enum layout layout, long m, long n, long k) {
  printf("%s %ldx%ldx%ld %s\n", name, m, n, k, f32_agrees(layout, m, n, k) ? "same" : "DIFFERS");
}

static void run_batch(long bs, long m, long n, long k) {
  float *a = malloc(sizeof(float) * bs * m * k), *b = malloc(sizeof(float) * bs * k * n);
  float *c = malloc(sizeof(float) * bs * m * n), *ref = malloc(sizeof(float) * bs * m * n);
  for (long i = 0; i < bs * m * k; i++) a[i] = fill(i / k, i % k, 1);
  for (long i = 0; i < bs * k * n; i++) b[i] = fill(i / n, i % n, 2);
  for (long i = 0; i < bs * m * n; i++) c[i] = ref[i] = fill(i / n, i % n, 3);
  for (long t = 0; t < bs; t++)
    for (long i = 0; i < m; i++)
      for (long j = 0; j < n; j++)
        for (long p = 0; p < k; p++) {
          volatile float product = a[(t * m + i) * k + p] * b[(t * k + p) * n + j];
          ref[(t * m + i) * n + j] = ref[(t * m + i) * n + j] + product;
        }
  F3 ma = {a, a, 0, {bs, m, k}, {m * k, k, 1}}, mb = {b, b, 0, {bs, k, n}, {k * n, n, 1}};
  F3 mc = {c, c, 0, {bs, m, n}, {m * n, n, 1}};
  _mlir_ciface_gemm_batch(&ma, &mb, &mc);
  printf("batch %ldx%ldx%ldx%ld %s\n", bs, m, n, k, memcmp(c, ref, sizeof(float) * bs * m * n) ? "DIFFERS" : "same");
  free(a), free(b), free(c), free(ref);
}

static F4 f4(float *p, long a, long b, long c, long d) {
  F4 m = {p, p, 0, {a, b, c, d}, {b * c * d, c * d, d, 1}};
  return m;
}

/* out[n, y, x, f] += in[n, y + ky, x + kx, c] * w[ky, kx, c, f], in the
 * loop order of linalg.conv_2d_nhwc_hwcf. */
static void run_conv(long n, long oh, long ow, long f, long kh, long kw, long ch) {
  long ih = oh + kh - 1, iw = ow + kw - 1;
  float *in = malloc(sizeof(float) * n * ih * iw * ch), *w = malloc(sizeof(float) * kh * kw * ch * f);
  float *out = malloc(sizeof(float) * n * oh * ow * f), *ref = malloc(sizeof(float) * n * oh * ow * f);
  for (long i = 0; i < n * ih * iw * ch; i++) in[i] = fill(i / ch, i % ch, 1);
  for (long i = 0; i < kh * kw * ch * f; i++) w[i] = fill(i / f, i % f, 2);
  for (long i = 0; i < n * oh * ow * f; i++) out[i] = ref[i] = fill(i / f, i % f, 3);
  for (long b = 0; b < n; b++)
    for (long y = 0; y < oh; y++)
      for (long x = 0; x < ow; x++)
        for (long o = 0; o < f; o++)
          for (long ky = 0; ky < kh; ky++)
            for (long kx = 0; kx < kw; kx++)
              for (long c = 0; c < ch; c++) {
                volatile float product = in[((b * ih + y + ky) * iw + x + kx) * ch + c] * w[((ky * kw + kx) * ch + c) * f + o];
                long at = ((b * oh + y) * ow + x) * f + o;
                ref[at] = ref[at] + product;
              }
  F4 mi = f4(in, n, ih, iw, ch), mw = f4(w, kh, kw, ch, f), mo = f4(out, n, oh, ow, f);
  _mlir_ciface_conv(&mi, &mw, &mo);
  printf("conv %ldx%ldx%ldx%ld %ldx%ld %s\n", n, oh, ow, f, kh, kw,
         memcmp(out, ref, sizeof(float) * n * oh * ow * f) ? "DIFFERS" : "same");
  free(in), free(w), free(out), free(ref);
}

static const long sizes[][3] = {{1, 1, 1}, {5, 7, 3}, {13, 70, 9}, {67, 130, 600}, {130, 33, 17}};
#define NSIZES (sizeof sizes / sizeof sizes[0])

/* One thread's work: every size, the three layouts in turn, three times over. */
static void *worker(void *arg) {
  long bad = 0, first = (long)arg;
  for (int round = 0; round < 3; round++)
    for (unsigned s = 0; s < NSIZES; s++) {
      unsigned x = (unsigned)(s + first) % NSIZES;
      bad += !f32_agrees((enum layout)((s + first + round) % 3), sizes[x][0], sizes[x][1], sizes[x][2]);
    }
  return (void *)bad;
}

static void run_f64(long m, long n, long k) {
  double *a = malloc(sizeof(double) * m * k), *b = malloc(sizeof(double) * k * n);
  double *c = malloc(sizeof(double) * m * n), *ref = malloc(sizeof(double) * m * n);
  for (long i = 0; i < m * k; i++) a[i] = fill(i / k, i % k, 1);
  for (long i = 0; i < k * n; i++) b[i] = fill(i / n, i % n, 2);
  for (long i = 0; i < m * n; i++) c[i] = ref[i] = fill(i / n, i % n, 3);
  for (long i = 0; i < m; i++)
    for (long j = 0; j < n; j++)
      for (long p = 0; p < k; p++) {
        volatile double product = a[i * k + p] * b[p * n + j];
        ref[i * n + j] = ref[i * n + j] + product;
      }
  D2 ma = d2(a, m, k), mb = d2(b, k, n), mc = d2(c, m, n);
  _mlir_ciface_gemm_f64(&ma, &mb, &mc);
  printf("f64 %ldx%ldx%ld %s\n", m, n, k, memcmp(c, ref, sizeof(double) * m * n) ? "DIFFERS" : "same");
  free(a), free(b), free(c), free(ref);
}

int main(void) {
  for (unsigned s = 0; s < NSIZES; s++) {
    run_f32("ijk", PLAIN, sizes[s][0], sizes[s][1], sizes[s][2]);
    run_f32("at", A_T, sizes[s][0], sizes[s][1], sizes[s][2]);
    run_f32("bt", B_T, sizes[s][0], sizes[s][1], sizes[s][2]);
    run_f64(sizes[s][0], sizes[s][1], sizes[s][2]);
  }
  run_batch(1, 40, 40, 40);
  run_batch(3, 67, 130, 60);
  run_conv(1, 8, 8, 64, 3, 3, 64);
  run_conv(2, 5, 13, 40, 2, 3, 70);
  pthread_t threads[4];
  long bad = 0;
  for (long t = 0; t < 4; t++) pthread_create(&threads[t], NULL, worker, (void *)t);
  for (int t = 0; t < 4; t++) {
    void *r;
    pthread_join(threads[t], &r);
    bad += (long)r;
  }
  printf("threads %s\n", bad ? "DIFFER" : "same");
  return 0;
}

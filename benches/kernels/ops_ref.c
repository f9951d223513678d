/* The C twins of benches/kernels/ops.mlir, compiled by clang-19 -O3
 * -march=native -ffp-contract=off (the MLIR kernels have no contract flag,
 * so both sides compute the same rounded results, checked by the driver). */
#include <math.h>
void conv2d_c(const float *in, const float *w, float *out, long nf, long nc, long oh, long ow) {
  long ih = oh + 2, iw = ow + 2;
  for (long f = 0; f < nf; f++)
    for (long c = 0; c < nc; c++)
      for (long ky = 0; ky < 3; ky++)
        for (long kx = 0; kx < 3; kx++) {
          float wv = w[((f * nc + c) * 3 + ky) * 3 + kx];
          for (long y = 0; y < oh; y++)
            for (long x = 0; x < ow; x++)
              out[(f * oh + y) * ow + x] += in[(c * ih + y + ky) * iw + x + kx] * wv;
        }
}
void softmax_c(const float *in, float *out, long rows, long cols) {
  for (long i = 0; i < rows; i++) {
    float m = -INFINITY;
    for (long j = 0; j < cols; j++) { float v = in[i * cols + j]; m = v > m ? v : m; }
    float s = 0;
    for (long j = 0; j < cols; j++) { float e = expf(in[i * cols + j] - m); out[i * cols + j] = e; s += e; }
    float r = 1.0f / s;
    for (long j = 0; j < cols; j++) out[i * cols + j] *= r;
  }
}
void stencil_c(const float *in, float *out, long n) {
  for (long i = 1; i < n - 1; i++) out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

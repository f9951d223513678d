/* Driver of vector.mlir: memrefs are passed as their descriptor fields
 * (allocated, aligned, offset, sizes..., strides...). */
#include <stdint.h>
#include <stdio.h>

float dot(float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t, int64_t);
void saxpy(float, float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t, int64_t);
void max_and_negatives(int32_t *, int32_t *, int64_t, int64_t, int64_t, int64_t, int32_t *, int32_t *, int64_t,
                       int64_t, int64_t);
void matvec(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t,
            int64_t, float *, float *, int64_t, int64_t, int64_t);
void transpose_scaled(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, float *, float *, int64_t,
                      int64_t, int64_t, int64_t, int64_t);
void permute(float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t);
void gather_2d(float *, float *, int64_t, int64_t, int64_t, float *, float *, int64_t, int64_t, int64_t, int64_t,
               int64_t);
float pick(float *, float *, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, float *, float *,
           int64_t, int64_t, int64_t, int64_t, int64_t);

#define N 11

int main(void) {
  float a[N], b[N + 1], y[N + 1];
  for (int i = 0; i < N; i++) {
    a[i] = (float)(i + 1);
    b[i] = (float)(2 * i - 5);
    y[i] = (float)(3 * i);
  }
  b[N] = y[N] = 1000.0f; /* past the end of the views: must stay untouched */
  for (int n = 0; n <= N; n++) printf("dot %d %g\n", n, dot(a, a, 0, n, 1, b, b, 0, n, 1, n));
  /* A view at offset 2 of length 7. */
  printf("dot-offset %g\n", dot(a, a, 2, 7, 1, b, b, 2, 7, 1, 7));
  saxpy(0.5f, a, a, 0, N, 1, y, y, 0, N, 1, N);
  for (int i = 0; i <= N; i++) printf("saxpy %d %g\n", i, y[i]);

  int32_t v[13] = {5, -3, 17, -100, 42, 0, -1, 41, 8, -9, 99, -2, 7};
  for (int n = 1; n <= 13; n += 4) {
    int32_t r[2];
    max_and_negatives(v, v, 0, n, 1, n, r, r, 0, 2, 1);
    printf("maxneg %d %d %d\n", n, r[0], r[1]);
  }

  float m[16], x[4] = {1, -2, 3, 0.5f}, out[4], t[16];
  for (int i = 0; i < 16; i++) m[i] = (float)(i % 5) - 1.0f;
  matvec(m, m, 0, 4, 4, 4, 1, x, x, 0, 4, 1, out, out, 0, 4, 1);
  printf("matvec %g %g %g %g\n", out[0], out[1], out[2], out[3]);
  transpose_scaled(m, m, 0, 4, 4, 4, 1, t, t, 0, 4, 4, 4, 1);
  for (int i = 0; i < 4; i++) printf("t %g %g %g %g\n", t[4 * i], t[4 * i + 1], t[4 * i + 2], t[4 * i + 3]);
  float src[8], dst[8];
  for (int i = 0; i < 8; i++) src[i] = (float)(10 * i), dst[i] = -7.0f;
  permute(src, src, 0, 8, 1, dst, dst, 0, 8, 1);
  printf("permute");
  for (int i = 0; i < 8; i++) printf(" %g", dst[i]);
  printf("\n");
  float g[8];
  gather_2d(src, src, 0, 8, 1, g, g, 0, 2, 4, 4, 1);
  printf("gather2d");
  for (int i = 0; i < 8; i++) printf(" %g", g[i]);
  printf("\n");
  static const int64_t at[][2] = {{0, 0}, {2, 1}, {1, 2}};
  for (int k = 0; k < 3; k++) {
    float mm[12], o[12];
    for (int i = 0; i < 12; i++) mm[i] = (float)(i + 1);
    float e = pick(mm, mm, 0, 3, 4, 4, 1, at[k][0], at[k][1], o, o, 0, 3, 4, 4, 1);
    printf("pick %g", e);
    for (int i = 0; i < 12; i++) printf(" %g", o[i]);
    printf("\n");
  }
  return 0;
}

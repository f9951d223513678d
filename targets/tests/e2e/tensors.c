/* Driver of tensors.mlir: calls each function through its C interface,
 * prints the results and frees the buffers it owns. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "tensors.h"

static void print(const char *name, const float *data, int64_t n) {
  printf("%s", name);
  for (int64_t i = 0; i < n; i++) printf(" %.2f", data[i]);
  printf("\n");
}

static const float *elements(const float *aligned, int64_t offset) { return aligned + offset; }

int main(void) {
  float x[6] = {1, 2, 3, 4, 5, 6};
  StrataMemRef2DF32 mx = strata_memref_2d_f32(x, 2, 3);
  StrataMemRef2DF32 dense;
  _mlir_ciface_dense(&dense, &mx);
  print("dense", elements(dense.aligned, dense.offset), 4);
  free(dense.allocated);

  float rows[12];
  for (int i = 0; i < 12; i++) rows[i] = (float)i;
  StrataMemRef2DF32 mrows = strata_memref_2d_f32(rows, 3, 4);
  StrataMemRef1DF32 sums;
  _mlir_ciface_row_sums(&sums, &mrows);
  printf("row_sums %lld:", (long long)sums.sizes[0]);
  print("", elements(sums.aligned, sums.offset), sums.sizes[0]);
  free(sums.allocated);

  float small[4] = {1, 2, 3, 4};
  StrataMemRef2DF32 msmall = strata_memref_2d_f32(small, 2, 2);
  StrataMemRef1DF32 flat;
  _mlir_ciface_pad_flat(&flat, &msmall);
  print("pad_flat", elements(flat.aligned, flat.offset), 16);
  free(flat.allocated);

  float v[4] = {0.5f, 1, 1.5f, 2};
  StrataMemRef1DF32 mv = strata_memref_1d_f32(v, 4);
  StrataResults_accumulate acc;
  _mlir_ciface_accumulate(&acc, &mv, 3);
  print("accumulate", elements(acc.r0.aligned, acc.r0.offset), 4);
  print("input", elements(acc.r1.aligned, acc.r1.offset), 4);
  free(acc.r0.allocated);
  free(acc.r1.allocated);

  StrataMemRef1DF32 dbl;
  _mlir_ciface_doubling(&dbl, &mv, 5);
  print("doubling", elements(dbl.aligned, dbl.offset), 4);
  free(dbl.allocated);

  float m[16];
  for (int i = 0; i < 16; i++) m[i] = (float)i;
  StrataMemRef2DF32 mm = strata_memref_2d_f32(m, 4, 4);
  StrataMemRef2DF32 sl;
  _mlir_ciface_slices(&sl, &mm, -1.0f);
  print("slices", elements(sl.aligned, sl.offset), 16);
  print("unchanged", m, 16);
  free(sl.allocated);

  float logits[8] = {1, 2, 3, 4, -1, 0, 0, 1};
  StrataMemRef2DF32 ml = strata_memref_2d_f32(logits, 2, 4);
  StrataMemRef2DF32 sm;
  _mlir_ciface_softmax(&sm, &ml);
  print("softmax", elements(sm.aligned, sm.offset), 8);
  free(sm.allocated);

  float hv[4] = {40, 8, -2, 1};
  StrataMemRef1DF32 mh = strata_memref_1d_f32(hv, 4);
  StrataMemRef1DF32 hn;
  _mlir_ciface_halve_negate(&hn, &mh, 3.0f);
  print("halve_negate", elements(hn.aligned, hn.offset), 4);
  print("kept", hv, 4);
  free(hn.allocated);

  float top[4] = {1, 2, 3, 4};
  float mid[2] = {5, 6};
  StrataMemRef2DF32 mtop = strata_memref_2d_f32(top, 2, 2);
  StrataMemRef2DF32 mmid = strata_memref_2d_f32(mid, 1, 2);
  StrataMemRef2DF32 st;
  _mlir_ciface_stack(&st, &mtop, &mmid);
  printf("stack %lld:", (long long)st.sizes[0]);
  print("", elements(st.aligned, st.offset), st.sizes[0] * 2);
  free(st.allocated);
  return 0;
}

/* Calls the model of mlp.mlir, compiled by `strata compile` (see run.sh),
 * on a batch of 4 inputs, and checks the class probabilities against the
 * same model computed here in plain C. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "mlp.h"

enum { BATCH = 4, IN = 8, HIDDEN = 16, OUT = 3 };

/* The model in plain C: relu(x w1 + 0.1) w2 + b2, softmax per row. */
static void reference(const float *x, const float *w1, const float *w2, float *probs) {
  static const float b2[OUT] = {0.5f, -0.5f, 0.0f};
  for (int b = 0; b < BATCH; b++) {
    float h[HIDDEN], logits[OUT], max = -INFINITY, sum = 0;
    for (int j = 0; j < HIDDEN; j++) {
      float s = 0;
      for (int k = 0; k < IN; k++) s += x[b * IN + k] * w1[k * HIDDEN + j];
      s += 0.1f;
      h[j] = s > 0 ? s : 0;
    }
    for (int j = 0; j < OUT; j++) {
      float s = 0;
      for (int k = 0; k < HIDDEN; k++) s += h[k] * w2[k * OUT + j];
      logits[j] = s + b2[j];
      if (logits[j] > max) max = logits[j];
    }
    for (int j = 0; j < OUT; j++) sum += expf(logits[j] - max);
    for (int j = 0; j < OUT; j++) probs[b * OUT + j] = expf(logits[j] - max) / sum;
  }
}

int main(void) {
  float x[BATCH * IN], w1[IN * HIDDEN], w2[HIDDEN * OUT], expected[BATCH * OUT];
  for (int i = 0; i < BATCH * IN; i++) x[i] = (float)((i * 7) % 11) / 5.0f - 1.0f;
  for (int i = 0; i < IN * HIDDEN; i++) w1[i] = (float)((i * 5) % 13) / 6.0f - 1.0f;
  for (int i = 0; i < HIDDEN * OUT; i++) w2[i] = (float)((i * 3) % 7) / 3.0f - 1.0f;
  reference(x, w1, w2, expected);

  StrataMemRef2DF32 mx = strata_memref_2d_f32(x, BATCH, IN);
  StrataMemRef2DF32 mw1 = strata_memref_2d_f32(w1, IN, HIDDEN);
  StrataMemRef2DF32 mw2 = strata_memref_2d_f32(w2, HIDDEN, OUT);
  StrataMemRef2DF32 probs; /* filled by the call; its buffer is ours to free */
  _mlir_ciface_mlp(&probs, &mx, &mw1, &mw2);

  int ok = probs.sizes[0] == BATCH && probs.sizes[1] == OUT;
  for (int b = 0; b < BATCH && ok; b++) {
    printf("input %d:", b);
    for (int j = 0; j < OUT; j++) {
      float p = probs.aligned[probs.offset + b * probs.strides[0] + j * probs.strides[1]];
      printf(" %.4f", p);
      ok &= fabsf(p - expected[b * OUT + j]) < 1e-5f;
    }
    printf("\n");
  }
  free(probs.allocated);
  printf(ok ? "matches the C reference\n" : "DIFFERS from the C reference\n");
  return ok ? 0 : 1;
}

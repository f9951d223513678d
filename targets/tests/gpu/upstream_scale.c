/*
 * Calls @run of upstream_scale.mlir, lowered by upstream's
 * gpu-lower-to-nvvm-pipeline, three times: each call creates a stream,
 * allocates, copies, loads the embedded PTX, launches and frees. On a GPU
 * data[i] becomes i * 8; on the tests' mock driver kernels do not run and
 * the data round-trips unchanged.
 */
#include "strata_runtime.h"

#include <stdio.h>

void _mlir_ciface_run(StrataMemRef1dF32 *host, float f);

int main(void) {
  float data[16];
  StrataMemRef1dF32 host = {data, data, 0, {16}, {1}};
  int i;
  for (i = 0; i < 16; ++i)
    data[i] = (float)i;
  for (i = 0; i < 3; ++i)
    _mlir_ciface_run(&host, 2.0f);
  printf("data[1] = %g, data[15] = %g\n", data[1], data[15]);
  return 0;
}

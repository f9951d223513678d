/* Calls the functions of abi.mlir through its generated header. */
#include <stdio.h>

#include "abi.h"

int main(void) {
  printf("mix %g %g\n", (double)mix(true, -100, 30000, 1.5f), (double)mix(false, 1, 2, 2.5f));

  float data[6] = {0};
  StrataMemRef2DF32 in = strata_memref_2d_f32(data, 2, 3);
  StrataMemRef2DF32 out;
  _mlir_ciface_same(&out, &in);
  printf("same %d %lld %lld %lld %lld %lld\n", out.aligned == data, (long long)out.offset, (long long)out.sizes[0],
         (long long)out.sizes[1], (long long)out.strides[0], (long long)out.strides[1]);

  double v[8] = {0};
  StrataMemRef1DF64 view = {v, v, 2, {3}, {2}};
  StrataResults_several r;
  _mlir_ciface_several(&r, 14, &view, 5.0);
  printf("several %d %lld %lld %lld %g\n", r.r0, (long long)r.r1.offset, (long long)r.r1.sizes[0],
         (long long)r.r1.strides[0], r.r2);
  return 0;
}

/*
 * Empty memrefs print their brackets and no element. (Upstream prints one
 * element from past the end of the buffer there, so this is not compared
 * with upstream.)
 */
#include "strata_runtime.h"

#include <stddef.h>

STRATA_MEMREF(MemRef2dI32, int32_t, 2);

int main(void) {
  float data[4] = {1, 2, 3, 4};
  int32_t ints[4] = {1, 2, 3, 4};
  StrataMemRef1dF32 m1 = {data, data, 0, {0}, {1}};
  StrataMemRef2dF32 m2 = {NULL, NULL, 0, {0, 4}, {4, 1}};
  StrataMemRef3dF32 m3 = {data, data, 0, {2, 0, 3}, {0, 3, 1}};
  MemRef2dI32 i2 = {ints, ints, 1, {2, 0}, {1, 1}};
  StrataUnrankedMemRef u1 = {1, &m1}, u2 = {2, &m2}, u3 = {3, &m3};
  StrataUnrankedMemRef ui = {2, &i2};
  _mlir_ciface_printMemrefF32(&u1);
  _mlir_ciface_printMemrefF32(&u2);
  _mlir_ciface_printMemrefF32(&u3);
  _mlir_ciface_printMemrefI32(&ui);
  _mlir_ciface_printMemref1dF32(&m1);
  return 0;
}

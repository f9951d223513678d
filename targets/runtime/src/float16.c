/*
 * Half and bfloat16 values, widened to float for printing.
 */
#include "internal.h"

static float float_of_bits(uint32_t bits) {
  float f;
  memcpy(&f, &bits, sizeof f);
  return f;
}

float strata_f16_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  if (exp == 0x1f) /* inf, nan: keep the payload */
    return float_of_bits(sign | 0x7f800000u | (mant << 13));
  if (exp != 0)
    return float_of_bits(sign | ((exp + 112) << 23) | (mant << 13));
  /* zero or subnormal: mant * 2^-24, exact in float */
  {
    float f = (float)mant * float_of_bits(0x33800000u); /* 2^-24 */
    return sign ? -f : f;
  }
}

float strata_bf16_to_float(uint16_t bits) {
  return float_of_bits((uint32_t)bits << 16);
}

/*
 * The conversions to bfloat16 that LLVM calls for bf16 arithmetic on
 * targets without bf16 instructions (__truncsfbf2, __truncdfbf2). Older
 * libgcc lacks them, so code JIT-compiled by `strata run` could not resolve
 * them. LLVM 19 expects the result in the low 16 bits of a floating-point
 * register, the ABI of __bf16: returned as a float whose bit pattern is the
 * bf16's. Weak, so a toolchain's own definition wins when linking.
 */
#include "internal.h"

#include <math.h>

float __truncsfbf2(float f);
float __truncdfbf2(double d);

static float bf16_in_float(uint16_t bits) {
  uint32_t wide = bits;
  float f;
  memcpy(&f, &wide, sizeof f);
  return f;
}

/* float to bf16, rounding to nearest even; NaN stays a (quiet) NaN. */
static uint16_t bf16_of_float(float f) {
  uint32_t b;
  memcpy(&b, &f, sizeof b);
  if ((b & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)((b >> 16) | 0x40u);
  b += 0x7fffu + ((b >> 16) & 1u);
  return (uint16_t)(b >> 16);
}

__attribute__((weak)) float __truncsfbf2(float f) {
  return bf16_in_float(bf16_of_float(f));
}

/* double to bf16 in one rounding: to float rounding to odd (truncate, and
 * set the last bit when inexact), which keeps enough bits for the rounding
 * to bf16 to be the correct one. */
__attribute__((weak)) float __truncdfbf2(double d) {
  float f = (float)d;
  if (d == d && (double)f != d) {
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    if (fabs((double)f) > fabs(d))
      b -= 1u; /* the float toward zero: the same sign, one step smaller */
    b |= 1u;
    memcpy(&f, &b, sizeof f);
  }
  return bf16_in_float(bf16_of_float(f));
}

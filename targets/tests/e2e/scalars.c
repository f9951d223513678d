/* Driver of scalars.mlir: prints each kernel's result for a table of inputs. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>

int32_t floordivsi(int32_t, int32_t);
int32_t ceildivsi(int32_t, int32_t);
uint32_t ceildivui(uint32_t, uint32_t);
int32_t divsi(int32_t, int32_t);
int32_t remsi(int32_t, int32_t);
uint32_t divui(uint32_t, uint32_t);
uint32_t remui(uint32_t, uint32_t);
int8_t wrap_i8(int8_t, int8_t);
int16_t mul_hi_i16(int16_t, int16_t);
int32_t cmpf_bits(double, double);
int32_t switch_cases(int32_t);
int64_t sum_to(int32_t);
int32_t call_c(int32_t);
int64_t index_math(int64_t, int64_t);
double tanh_sqrt(double);

int32_t c_square(int32_t x) { return x * x; }

int main(void) {
  static const int32_t a[] = {7, -7, 6, -6, 0, 1, -1, INT32_MIN, INT32_MAX, INT32_MIN + 1};
  static const int32_t b[] = {2, -2, 3, -3, 1, -1, INT32_MAX, 7};
  for (unsigned i = 0; i < sizeof a / sizeof *a; i++)
    for (unsigned j = 0; j < sizeof b / sizeof *b; j++) {
      if (a[i] == INT32_MIN && b[j] == -1) continue; /* overflow: undefined */
      printf("%d %d: floor %d ceil %d div %d rem %d ceilu %u divu %u remu %u\n", a[i], b[j],
             floordivsi(a[i], b[j]), ceildivsi(a[i], b[j]), divsi(a[i], b[j]), remsi(a[i], b[j]),
             ceildivui((uint32_t)a[i], (uint32_t)b[j]), divui((uint32_t)a[i], (uint32_t)b[j]),
             remui((uint32_t)a[i], (uint32_t)b[j]));
    }
  printf("wrap %d %d %d\n", wrap_i8(127, 1), wrap_i8(-128, -1), wrap_i8(100, 100));
  printf("mulhi %d %d\n", mul_hi_i16(-32768, -32768), mul_hi_i16(300, -400));
  printf("cmpf %d %d %d %d\n", cmpf_bits(1.0, 2.0), cmpf_bits(2.0, 2.0), cmpf_bits(NAN, 1.0), cmpf_bits(-0.0, 0.0));
  printf("switch %d %d %d %d\n", switch_cases(1), switch_cases(-5), switch_cases(1000), switch_cases(3));
  printf("sum %lld %lld %lld\n", (long long)sum_to(0), (long long)sum_to(10), (long long)sum_to(100000));
  printf("call %d %d\n", call_c(3), call_c(-4));
  printf("index %lld %lld\n", (long long)index_math(3, 4), (long long)index_math(-3, 4));
  printf("math %.6f\n", tanh_sqrt(4.0));
  return 0;
}

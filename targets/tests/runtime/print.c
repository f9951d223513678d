/*
 * Calls every printing, verification, random and sorting entry point of the
 * runtime; its output must be what upstream's mlir_runner_utils and
 * mlir_c_runner_utils print (print.stdout, print.stderr).
 */
#include "strata_runtime.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

STRATA_MEMREF(MemRef1dI16, int16_t, 1);
STRATA_MEMREF(MemRef1dF16, uint16_t, 1);
STRATA_MEMREF(MemRef2dI32, int32_t, 2);
STRATA_MEMREF(MemRef2dF64, double, 2);
STRATA_MEMREF(MemRef2dInd, uint64_t, 2);
STRATA_MEMREF(MemRef2dC64, StrataComplexF64, 2);
STRATA_MEMREF_0D(MemRef0dI64, int64_t);

static void title(const char *s) {
  printf("-- %s\n", s);
  fflush(stdout);
}

static void print_scalars(void) {
  title("scalars");
  printF32(1.5f); printComma(); printF32(-0.0f); printComma();
  printF32(NAN); printComma(); printF32(-NAN); printComma();
  printF32(INFINITY); printComma(); printF32(-INFINITY); printComma();
  printF32(3.4028235e38f); printComma(); printF32(1.4e-45f); printComma();
  printF32(123456789.0f); printComma(); printF32(0.1f);
  printNewline();
  printOpen(); printF64(1.0 / 3.0); printComma(); printF64(1e100);
  printComma(); printF64(-2.5e-300); printComma(); printF64(4.9e-324);
  printComma(); printF64(100000); printComma(); printF64(1000000);
  printClose(); printNewline();
  printI64(INT64_MIN); printComma(); printI64(INT64_MAX); printComma();
  printI64(0); printComma(); printU64(UINT64_MAX); printComma(); printU64(7);
  printNewline();
  printF16(0x3c00); printComma(); printF16(0x3555); printComma();
  printF16(0x0001); printComma(); printF16(0x7bff); printComma();
  printF16(0xfc00); printComma(); printF16(0x7e00); printComma();
  printBF16(0x3f80); printComma(); printBF16(0x4049); printComma();
  printBF16(0xff80); printComma(); printBF16(0x8000);
  printNewline();
  printString("a string, no newline: "); printString("");
  printString("done\n");
}

static void print_f32(void) {
  float data[24];
  int i;
  for (i = 0; i < 24; ++i)
    data[i] = (float)i * 1.25f - 4.0f;
  data[1] = NAN; data[2] = -NAN; data[3] = INFINITY; data[4] = -INFINITY;
  data[5] = -0.0f; data[6] = 1e30f; data[7] = 1.17549435e-38f;
  data[8] = 123456789.0f; data[9] = 1e-5f; data[10] = 0.1f;
  title("f32 rank 2, row-major");
  {
    StrataMemRef2dF32 m = {data, data, 0, {3, 4}, {4, 1}};
    StrataUnrankedMemRef u = {2, &m};
    _mlir_ciface_printMemrefF32(&u);
    printMemrefF32(2, &m);
    _mlir_ciface_printMemref2dF32(&m);
    _mlir_ciface_printMemrefShapeF32(&u);
  }
  title("f32 rank 2, column view with offset (strided)");
  {
    StrataMemRef2dF32 m = {data, data, 1, {4, 2}, {1, 8}};
    StrataUnrankedMemRef u = {2, &m};
    _mlir_ciface_printMemrefF32(&u);
  }
  title("f32 rank 3, offset and padded strides");
  {
    StrataMemRef3dF32 m = {data, data, 2, {2, 2, 3}, {10, 5, 1}};
    StrataUnrankedMemRef u = {3, &m};
    _mlir_ciface_printMemrefF32(&u);
    _mlir_ciface_printMemref3dF32(&m);
  }
  title("f32 rank 3, unit dims");
  {
    StrataMemRef3dF32 m = {data, data, 12, {1, 1, 3}, {3, 3, 1}};
    StrataUnrankedMemRef u = {3, &m};
    _mlir_ciface_printMemrefF32(&u);
  }
  title("f32 rank 4");
  {
    StrataMemRef4dF32 m = {data, data, 0, {2, 1, 2, 2}, {12, 4, 2, 1}};
    _mlir_ciface_printMemref4dF32(&m);
  }
  title("f32 rank 1 and 0");
  {
    StrataMemRef1dF32 m1 = {data, data, 3, {5}, {2}};
    StrataUnrankedMemRef u1 = {1, &m1};
    StrataMemRef0dF32 m0 = {data, data, 10};
    StrataUnrankedMemRef u0 = {0, &m0};
    _mlir_ciface_printMemrefF32(&u1);
    _mlir_ciface_printMemref1dF32(&m1);
    _mlir_ciface_printMemrefF32(&u0);
    _mlir_ciface_printMemref0dF32(&m0);
    _mlir_ciface_printMemrefShapeF32(&u0);
  }
  title("f32 shapes of empty memrefs and a null pointer");
  {
    StrataMemRef2dF32 m = {NULL, NULL, 0, {0, 4}, {4, 1}};
    StrataUnrankedMemRef u = {2, &m};
    StrataMemRef1dF32 m1 = {data, data, 0, {0}, {1}};
    StrataUnrankedMemRef u1 = {1, &m1};
    _mlir_ciface_printMemrefShapeF32(&u);
    _mlir_ciface_printMemrefShapeF32(&u1);
  }
}

static void print_f64(void) {
  double data[6] = {1.0 / 3.0, 1e100, -2.5e-300, 4.9e-324, NAN, -INFINITY};
  MemRef2dF64 m = {data, data, 0, {2, 3}, {3, 1}};
  StrataUnrankedMemRef u = {2, &m};
  StrataMemRef1dF64 m1 = {data, data, 1, {2}, {3}};
  title("f64");
  _mlir_ciface_printMemrefF64(&u);
  printMemrefF64(2, &m);
  _mlir_ciface_printMemref1dF64(&m1);
  _mlir_ciface_printMemrefShapeF64(&u);
}

static void print_integers(void) {
  int8_t i8[6] = {72, 105, 33, 10, 48, 126};
  int16_t i16[3] = {-32768, 300, 32767};
  int32_t i32[6] = {INT32_MIN, -1, 0, 1, 1000000, INT32_MAX};
  int64_t i64[4] = {INT64_MIN, -7, 42, INT64_MAX};
  uint64_t ind[6] = {0, 1, 2, 3, UINT64_MAX, 18446744073709551615u - 1};
  title("i8 (printed as characters)");
  {
    StrataMemRef1dI8 m = {i8, i8, 0, {6}, {1}};
    StrataUnrankedMemRef u = {1, &m};
    _mlir_ciface_printMemrefI8(&u);
    _mlir_ciface_printMemref1dI8(&m);
    _mlir_ciface_printMemrefShapeI8(&u);
  }
  title("i16");
  {
    MemRef1dI16 m = {i16, i16, 0, {3}, {1}};
    StrataUnrankedMemRef u = {1, &m};
    _mlir_ciface_printMemrefI16(&u);
  }
  title("i32");
  {
    MemRef2dI32 m = {i32, i32, 0, {3, 2}, {2, 1}};
    StrataUnrankedMemRef u = {2, &m};
    StrataMemRef1dI32 m1 = {i32, i32, 1, {3}, {2}};
    _mlir_ciface_printMemrefI32(&u);
    printMemrefI32(2, &m);
    _mlir_ciface_printMemref1dI32(&m1);
    _mlir_ciface_printMemrefShapeI32(&u);
  }
  title("i64");
  {
    StrataMemRef1dI64 m = {i64, i64, 0, {4}, {1}};
    StrataUnrankedMemRef u = {1, &m};
    MemRef0dI64 m0 = {i64, i64, 2};
    StrataUnrankedMemRef u0 = {0, &m0};
    _mlir_ciface_printMemrefI64(&u);
    printMemrefI64(1, &m);
    _mlir_ciface_printMemref1dI64(&m);
    _mlir_ciface_printMemrefI64(&u0);
    _mlir_ciface_printMemrefShapeI64(&u);
  }
  title("index");
  {
    MemRef2dInd m = {ind, ind, 0, {2, 3}, {3, 1}};
    StrataUnrankedMemRef u = {2, &m};
    StrataMemRef1dInd m1 = {ind, ind, 4, {2}, {1}};
    _mlir_ciface_printMemrefInd(&u);
    printMemrefInd(2, &m);
    _mlir_ciface_printMemref1dInd(&m1);
    _mlir_ciface_printMemrefShapeInd(&u);
  }
}

static void print_other_types(void) {
  uint16_t half[4] = {0x3c00, 0x7e00, 0x8000, 0x0001};
  StrataComplexF32 c32[2] = {{1.0f, -2.5f}, {NAN, 3.0f}};
  StrataComplexF64 c64[4] = {{0.5, 1e10}, {-1, 0}, {1.0 / 3.0, 2}, {0, -0.0}};
  StrataVector4x4F32 vec[2];
  int i;
  for (i = 0; i < 32; ++i)
    vec[i / 16].v[(i / 4) % 4][i % 4] = (float)i / 2;
  title("f16 and bf16");
  {
    MemRef1dF16 m = {half, half, 0, {4}, {1}};
    StrataUnrankedMemRef u = {1, &m};
    _mlir_ciface_printMemrefF16(&u);
    _mlir_ciface_printMemrefBF16(&u);
  }
  title("complex");
  {
    StrataMemRef1dC32 m = {c32, c32, 0, {2}, {1}};
    StrataUnrankedMemRef u = {1, &m};
    MemRef2dC64 m2 = {c64, c64, 0, {2, 2}, {2, 1}};
    StrataUnrankedMemRef u2 = {2, &m2};
    StrataMemRef1dC64 m1 = {c64, c64, 1, {2}, {2}};
    _mlir_ciface_printMemrefC32(&u);
    printMemrefC32(1, &m);
    _mlir_ciface_printMemref1dC32(&m);
    _mlir_ciface_printMemrefShapeC32(&u);
    _mlir_ciface_printMemrefC64(&u2);
    printMemrefC64(2, &m2);
    _mlir_ciface_printMemref1dC64(&m1);
    _mlir_ciface_printMemrefShapeC64(&u2);
  }
  title("vector<4x4xf32> elements");
  {
    StrataMemRef2dVector4x4F32 m = {vec, vec, 0, {2, 1}, {1, 1}};
    _mlir_ciface_printMemrefVector4x4xf32(&m);
  }
}

static void verify(void) {
  float actual[6] = {1, 2, 3, NAN, INFINITY, 6};
  float expected[6] = {1, 2.0000001f, 3.1f, NAN, INFINITY, 6};
  double dactual[3] = {1, 1 + 1e-13, 2};
  double dexpected[3] = {1, 1, 2 + 1e-11};
  int32_t iactual[14], iexpected[14];
  uint16_t hactual[2] = {0x0000, 0x3c00}, hexpected[2] = {0x8000, 0x3c00};
  int8_t cactual[3] = {65, 66, 67}, cexpected[3] = {65, 98, 67};
  StrataComplexF32 zactual[2] = {{1, 2}, {3, 4}}, zexpected[2] = {{1, 2}, {3, 5}};
  int i;
  for (i = 0; i < 14; ++i) {
    iactual[i] = i;
    iexpected[i] = i % 13 == 0 ? i : -i;
  }
  title("verify");
  {
    StrataMemRef2dF32 a = {actual, actual, 0, {2, 3}, {3, 1}};
    StrataMemRef2dF32 e = {expected, expected, 0, {2, 3}, {3, 1}};
    StrataMemRef2dF32 shifted = {expected, expected, 1, {2, 3}, {3, 1}};
    StrataMemRef1dF32 flat = {expected, expected, 0, {6}, {1}};
    StrataUnrankedMemRef ua = {2, &a}, ue = {2, &e}, us = {2, &shifted};
    StrataUnrankedMemRef uf = {1, &flat};
    printf("f32 %lld\n", (long long)_mlir_ciface_verifyMemRefF32(&ua, &ue));
    fflush(stdout);
    printf("f32 same %lld\n", (long long)_mlir_ciface_verifyMemRefF32(&ua, &ua));
    fflush(stdout);
    printf("f32 offset %lld\n", (long long)_mlir_ciface_verifyMemRefF32(&ua, &us));
    fflush(stdout);
    fputc('\n', stderr);
    printf("f32 rank %lld\n", (long long)_mlir_ciface_verifyMemRefF32(&ua, &uf));
    fflush(stdout);
    fputc('\n', stderr);
    printf("f32 fields %lld\n", (long long)verifyMemRefF32(2, &a, &e));
    fflush(stdout);
  }
  {
    StrataMemRef1dF64 a = {dactual, dactual, 0, {3}, {1}};
    StrataMemRef1dF64 e = {dexpected, dexpected, 0, {3}, {1}};
    StrataUnrankedMemRef ua = {1, &a}, ue = {1, &e};
    printf("f64 %lld\n", (long long)_mlir_ciface_verifyMemRefF64(&ua, &ue));
    fflush(stdout);
    printf("f64 fields %lld\n", (long long)verifyMemRefF64(1, &a, &e));
    fflush(stdout);
  }
  {
    StrataMemRef1dI32 a = {iactual, iactual, 0, {14}, {1}};
    StrataMemRef1dI32 e = {iexpected, iexpected, 0, {14}, {1}};
    StrataUnrankedMemRef ua = {1, &a}, ue = {1, &e};
    printf("i32 (ten of twelve printed) %lld\n",
           (long long)_mlir_ciface_verifyMemRefI32(&ua, &ue));
    fflush(stdout);
    printf("i32 fields %lld\n", (long long)verifyMemRefI32(1, &a, &e));
    fflush(stdout);
  }
  {
    MemRef1dF16 a = {hactual, hactual, 0, {2}, {1}};
    MemRef1dF16 e = {hexpected, hexpected, 0, {2}, {1}};
    StrataUnrankedMemRef ua = {1, &a}, ue = {1, &e};
    printf("f16 %lld\n", (long long)_mlir_ciface_verifyMemRefF16(&ua, &ue));
    fflush(stdout);
    printf("bf16 %lld\n", (long long)_mlir_ciface_verifyMemRefBF16(&ua, &ue));
    fflush(stdout);
  }
  {
    StrataMemRef1dI8 a = {cactual, cactual, 0, {3}, {1}};
    StrataMemRef1dI8 e = {cexpected, cexpected, 0, {3}, {1}};
    StrataUnrankedMemRef ua = {1, &a}, ue = {1, &e};
    printf("i8 %lld\n", (long long)_mlir_ciface_verifyMemRefI8(&ua, &ue));
    fflush(stdout);
  }
  {
    StrataMemRef1dC32 a = {zactual, zactual, 0, {2}, {1}};
    StrataMemRef1dC32 e = {zexpected, zexpected, 0, {2}, {1}};
    StrataUnrankedMemRef ua = {1, &a}, ue = {1, &e};
    printf("c32 %lld\n", (long long)_mlir_ciface_verifyMemRefC32(&ua, &ue));
    fflush(stdout);
    printf("c32 fields %lld\n", (long long)verifyMemRefC32(1, &a, &e));
    fflush(stdout);
  }
}

static void random_and_sort(void) {
  void *g = rtsrand(42);
  uint64_t perm[10], big[70000];
  int64_t ints[6] = {5, -3, 9, 0, -3, 7};
  double doubles[5] = {2.5, -1, 0, 1e10, -1e-10};
  float floats[7] = {3, 1, 2, -5, 0.5f, 4, 0};
  StrataMemRef1dU64 m = {perm, perm, 0, {10}, {1}};
  StrataMemRef1dU64 mbig = {big, big, 0, {70000}, {1}};
  StrataMemRef1dI64 mi = {ints, ints, 0, {6}, {1}};
  StrataMemRef1dF64 md = {doubles, doubles, 0, {5}, {1}};
  StrataMemRef1dF32 mf = {floats, floats, 1, {6}, {1}};
  uint64_t sum = 0;
  int i;
  title("random");
  for (i = 0; i < 8; ++i)
    printf("%llu ", (unsigned long long)rtrand(g, 10));
  printf("%llu ", (unsigned long long)rtrand(g, 0));
  printf("%llu ", (unsigned long long)rtrand(g, 0xffffffffu));
  printf("%llu ", (unsigned long long)rtrand(g, 0x1ffffffffull));
  printf("%llu\n", (unsigned long long)rtrand(g, UINT64_MAX));
  _mlir_ciface_shuffle(&m, g);
  for (i = 0; i < 10; ++i)
    printf("%llu ", (unsigned long long)perm[i]);
  printf("\n");
  m.sizes[0] = 9;
  _mlir_ciface_shuffle(&m, g);
  for (i = 0; i < 9; ++i)
    printf("%llu ", (unsigned long long)perm[i]);
  printf("\n");
  /* Above 2^16 elements std::shuffle draws one position per element. */
  _mlir_ciface_shuffle(&mbig, g);
  for (i = 0; i < 70000; ++i)
    sum = sum * 31 + big[i];
  printf("%llu %llu %llu\n", (unsigned long long)big[0],
         (unsigned long long)big[69999], (unsigned long long)sum);
  rtdrand(g);
  title("sort");
  _mlir_ciface_stdSortI64(6, &mi);
  _mlir_ciface_stdSortF64(5, &md);
  _mlir_ciface_stdSortF32(5, &mf);
  for (i = 0; i < 6; ++i)
    printf("%lld ", (long long)ints[i]);
  for (i = 0; i < 5; ++i)
    printf("%g ", doubles[i]);
  for (i = 0; i < 7; ++i)
    printf("%g ", (double)floats[i]);
  printf("\n");
}

int main(void) {
  print_scalars();
  print_f32();
  print_f64();
  print_integers();
  print_other_types();
  verify();
  random_and_sort();
  printFlops(2.5e9);
  return 0;
}

/*
 * Element types of printed and verified memrefs: how upstream's C++ streams
 * print each (floats as "%g", int8_t as a character, complex as "(re,im)")
 * and when verifyMemRef counts two as equal.
 */
#include "internal.h"

#include <inttypes.h>
#include <math.h>

#define LOAD(T, p)                                                             \
  T v;                                                                         \
  memcpy(&v, p, sizeof v)

static void print_i8(FILE *out, const char *p) {
  /* std::ostream prints a signed char as the character itself. */
  fputc((unsigned char)*p, out);
}
static void print_i16(FILE *out, const char *p) {
  LOAD(int16_t, p);
  fprintf(out, "%d", (int)v);
}
static void print_i32(FILE *out, const char *p) {
  LOAD(int32_t, p);
  fprintf(out, "%" PRId32, v);
}
static void print_i64(FILE *out, const char *p) {
  LOAD(int64_t, p);
  fprintf(out, "%" PRId64, v);
}
static void print_index(FILE *out, const char *p) {
  LOAD(uint64_t, p);
  fprintf(out, "%" PRIu64, v);
}
static void print_f16(FILE *out, const char *p) {
  LOAD(uint16_t, p);
  fprintf(out, "%g", (double)strata_f16_to_float(v));
}
static void print_bf16(FILE *out, const char *p) {
  LOAD(uint16_t, p);
  fprintf(out, "%g", (double)strata_bf16_to_float(v));
}
static void print_f32(FILE *out, const char *p) {
  LOAD(float, p);
  fprintf(out, "%g", (double)v);
}
static void print_f64(FILE *out, const char *p) {
  LOAD(double, p);
  fprintf(out, "%g", v);
}
static void print_c32(FILE *out, const char *p) {
  LOAD(StrataComplexF32, p);
  fprintf(out, "(%g,%g)", (double)v.re, (double)v.im);
}
static void print_c64(FILE *out, const char *p) {
  LOAD(StrataComplexF64, p);
  fprintf(out, "(%g,%g)", v.re, v.im);
}

/* Upstream's Vector printer: "(a, b, c, d)" rows; the outer vector puts two
 * spaces before its middle rows and one before its last. */
static void print_row4(FILE *out, const float *row) {
  fprintf(out, "(%g, %g, %g, %g)", (double)row[0], (double)row[1],
          (double)row[2], (double)row[3]);
}
static void print_vector4x4f32(FILE *out, const char *p) {
  LOAD(StrataVector4x4F32, p);
  fputc('(', out);
  print_row4(out, v.v[0]);
  fputs(",   ", out);
  print_row4(out, v.v[1]);
  fputs(",   ", out);
  print_row4(out, v.v[2]);
  fputs(",  ", out);
  print_row4(out, v.v[3]);
  fputc(')', out);
}

/* Integers, f16, bf16 (bit patterns) and complex numbers compare exactly. */
static int equal_bytes_1(const char *a, const char *e) { return *a == *e; }
static int equal_bytes_2(const char *a, const char *e) {
  return memcmp(a, e, 2) == 0;
}
static int equal_bytes_4(const char *a, const char *e) {
  return memcmp(a, e, 4) == 0;
}
static int equal_bytes_8(const char *a, const char *e) {
  return memcmp(a, e, 8) == 0;
}
static int equal_c32(const char *a, const char *e) {
  LOAD(StrataComplexF32, a);
  StrataComplexF32 w;
  memcpy(&w, e, sizeof w);
  return v.re == w.re && v.im == w.im;
}
static int equal_c64(const char *a, const char *e) {
  LOAD(StrataComplexF64, a);
  StrataComplexF64 w;
  memcpy(&w, e, sizeof w);
  return v.re == w.re && v.im == w.im;
}
/* Floats: finite and within a relative error of the expected value. */
static int equal_f32(const char *a, const char *e) {
  LOAD(float, a);
  float w;
  memcpy(&w, e, sizeof w);
  if (!isfinite(v) || !isfinite(w))
    return 0;
  return fabsf(v - w) <= 1e-6f * fabsf(w);
}
static int equal_f64(const char *a, const char *e) {
  LOAD(double, a);
  double w;
  memcpy(&w, e, sizeof w);
  if (!isfinite(v) || !isfinite(w))
    return 0;
  return fabs(v - w) <= 1e-12 * fabs(w);
}
static int equal_vector4x4f32(const char *a, const char *e) {
  return memcmp(a, e, sizeof(StrataVector4x4F32)) == 0;
}

const strata_elem_type strata_elem_i8 = {1, print_i8, equal_bytes_1};
const strata_elem_type strata_elem_i16 = {2, print_i16, equal_bytes_2};
const strata_elem_type strata_elem_i32 = {4, print_i32, equal_bytes_4};
const strata_elem_type strata_elem_i64 = {8, print_i64, equal_bytes_8};
const strata_elem_type strata_elem_index = {8, print_index, equal_bytes_8};
const strata_elem_type strata_elem_f16 = {2, print_f16, equal_bytes_2};
const strata_elem_type strata_elem_bf16 = {2, print_bf16, equal_bytes_2};
const strata_elem_type strata_elem_f32 = {4, print_f32, equal_f32};
const strata_elem_type strata_elem_f64 = {8, print_f64, equal_f64};
const strata_elem_type strata_elem_c32 = {sizeof(StrataComplexF32), print_c32,
                                          equal_c32};
const strata_elem_type strata_elem_c64 = {sizeof(StrataComplexF64), print_c64,
                                          equal_c64};
const strata_elem_type strata_elem_vector4x4f32 = {
    sizeof(StrataVector4x4F32), print_vector4x4f32, equal_vector4x4f32};

// Scalar builtin attributes: integers (all widths, signedness, big, negative, hex), index,
// bool, floats (decimal, exponent, hex bit patterns, every float type), strings with escapes, unit.

"tst.integers"() {
  i64_default = 10,
  i32 = 10 : i32,
  neg = -42 : i32,
  zero = 0 : i8,
  i1_one = 1 : i1,
  i1_zero = 0 : i1,
  i8_max = 127 : i8,
  i8_min = -128 : i8,
  i8_as_unsigned = 255 : i8,
  ui8_max = 255 : ui8,
  si8_min = -128 : si8,
  si16 = -7 : si16,
  ui64_max = 18446744073709551615 : ui64,
  i64_min = -9223372036854775808 : i64,
  big = 123456789012345678901234567890 : i128,
  big_neg = -123456789012345678901234567890 : i128,
  wide = 1 : i1024,
  odd_width = 5 : i3,
  hex = 0x2A : i32,
  hex_lower = 0xff : i16,
  hex_big = 0xFFFFFFFFFFFFFFFFFFFF : i80,
  hex_default = 0x10,
  idx = 7 : index,
  neg_idx = -1 : index
} : () -> ()

"tst.bools"() {t = true, f = false, explicit_t = true, nested = [true, false]} : () -> ()

"tst.floats"() {
  f64_default = 42.0,
  f32 = 42.0 : f32,
  neg = -1.5 : f32,
  exp = 1.0e10 : f64,
  exp_neg = 2.5E-3 : f64,
  exp_plus = 3.0e+2 : f32,
  no_frac = 4. : f32,
  zero = 0.0 : f16,
  neg_zero = -0.0 : f64,
  tiny = 1.0e-300 : f64,
  pi = 3.14159265358979323846 : f64,
  bf = 1.5 : bf16,
  tf = 0.25 : tf32,
  ext = 1.0 : f80,
  quad = 2.0 : f128
} : () -> ()

"tst.float_hex"() {
  nan_f32 = 0x7FC00000 : f32,
  inf_f32 = 0x7F800000 : f32,
  ninf_f32 = 0xFF800000 : f32,
  pinf_f16 = 0x7C00 : f16,
  nan_f16 = 0x7CFF : f16,
  nan_f64 = 0x7FF8000000000000 : f64,
  bits_f64 = 0x3FF0000000000000 : f64,
  bf16_bits = 0x3F80 : bf16,
  f8_bits = 0x7F : f8E4M3FN,
  f80_bits = 0x3FFF8000000000000000 : f80,
  f128_bits = 0x3FFF0000000000000000000000000000 : f128
} : () -> ()

// Quirks accepted by mlir-opt-19: decimal values that overflow the type become +inf (or NaN for
// f8E4M3FN, which has no inf), underflow becomes 0, and hex bit patterns shorter than the type
// are zero-extended.
"tst.float_overflow"() {
  f16_overflow = 70000.0 : f16,
  f32_overflow = 1.0e40 : f32,
  f64_overflow = 1.0e400 : f64,
  f8_overflow = 1000.0 : f8E4M3FN,
  f32_underflow = 1.0e-50 : f32,
  short_hex = 0x7FC0 : f32,
  one_bit = 0x1 : f64
} : () -> ()

"tst.f8_floats"() {
  a = 1.0 : f8E5M2,
  b = 2.0 : f8E4M3FN,
  c = -0.5 : f8E5M2FNUZ,
  d = 0.25 : f8E4M3FNUZ,
  e = 1.5 : f8E4M3B11FNUZ,
  f = 3.0 : f8E4M3,
  g = 1.0 : f16,
  h = 1.0 : bf16,
  i = 1.0 : tf32,
  j = 1.0 : f32,
  k = 1.0 : f64,
  l = 1.0 : f80,
  m = 1.0 : f128
} : () -> ()

"tst.strings"() {
  plain = "hello",
  empty = "",
  escapes = "a\"b\n\\\00",
  tab = "col1\tcol2",
  hex_escape = "\41\42\7F\ff",
  unicode = "héllo ☃",
  typed = "string with a type" : !foo.string,
  typed_builtin = "s" : i32,
  comment_like = "// not a comment",
  braces = "{[<(>)]}"
} : () -> ()

"tst.unit"() {present, explicit = unit, "quoted key" = unit, foo.discardable} : () -> ()

// Attribute names may be bare identifiers (with '.', '$', digits) or string literals.
"tst.names"() {a.b.c = 1, _x$y = 2, "with space" = 3, a1_b2 = 5} : () -> ()

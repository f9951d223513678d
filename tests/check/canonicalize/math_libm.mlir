// PIPELINE: --canonicalize --split-input-file

// math constant folds through the C library (f32 in single, f64 in double
// precision; f16 is left alone, as upstream): exp2, logs (negative operands
// left unfolded), expm1, hyperbolic and inverse trigonometric functions;
// CHECK lines are mlir-opt-19's output.

// CHECK-LABEL: func.func @exp2_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 2.82842708 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 0.176776692 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 6.67843461E+21 : f32
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @exp2_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.exp2 %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.exp2 %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.exp2 %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.exp2 %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.exp2 %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @exp2_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 2.8284271247461903 : f64
// CHECK-NEXT:   %cst_0 = arith.constant 0.17677669529663689 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 6.6784347265703849E+21 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @exp2_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.exp2 %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.exp2 %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.exp2 %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.exp2 %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.exp2 %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @exp2_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.exp2 %cst_3 : f16
// CHECK-NEXT:   %1 = math.exp2 %cst_2 : f16
// CHECK-NEXT:   %2 = math.exp2 %cst_1 : f16
// CHECK-NEXT:   %3 = math.exp2 %cst_0 : f16
// CHECK-NEXT:   %4 = math.exp2 %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @exp2_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.exp2 %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.exp2 %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.exp2 %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.exp2 %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.exp2 %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @log2_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 6.17990923 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0.584962487 : f32
// CHECK-NEXT:   %0 = math.log2 %cst_2 : f32
// CHECK-NEXT:   %1 = math.log2 %cst_1 : f32
// CHECK-NEXT:   %2 = math.log2 %cst_0 : f32
// CHECK-NEXT:   return %cst_3, %0, %1, %2, %cst : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @log2_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.log2 %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.log2 %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.log2 %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.log2 %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.log2 %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @log2_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 6.1799090900149345 : f64
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 0.58496250072115619 : f64
// CHECK-NEXT:   %0 = math.log2 %cst_2 : f64
// CHECK-NEXT:   %1 = math.log2 %cst_1 : f64
// CHECK-NEXT:   %2 = math.log2 %cst_0 : f64
// CHECK-NEXT:   return %cst_3, %0, %1, %2, %cst : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @log2_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.log2 %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.log2 %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.log2 %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.log2 %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.log2 %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @log2_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.log2 %cst_3 : f16
// CHECK-NEXT:   %1 = math.log2 %cst_2 : f16
// CHECK-NEXT:   %2 = math.log2 %cst_1 : f16
// CHECK-NEXT:   %3 = math.log2 %cst_0 : f16
// CHECK-NEXT:   %4 = math.log2 %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @log2_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.log2 %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.log2 %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.log2 %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.log2 %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.log2 %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @log10_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 1.86033797 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0.176091254 : f32
// CHECK-NEXT:   %0 = math.log10 %cst_2 : f32
// CHECK-NEXT:   %1 = math.log10 %cst_1 : f32
// CHECK-NEXT:   %2 = math.log10 %cst_0 : f32
// CHECK-NEXT:   return %cst_3, %0, %1, %2, %cst : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @log10_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.log10 %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.log10 %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.log10 %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.log10 %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.log10 %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @log10_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 1.8603380065709938 : f64
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 0.17609125905568124 : f64
// CHECK-NEXT:   %0 = math.log10 %cst_2 : f64
// CHECK-NEXT:   %1 = math.log10 %cst_1 : f64
// CHECK-NEXT:   %2 = math.log10 %cst_0 : f64
// CHECK-NEXT:   return %cst_3, %0, %1, %2, %cst : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @log10_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.log10 %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.log10 %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.log10 %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.log10 %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.log10 %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @log10_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.log10 %cst_3 : f16
// CHECK-NEXT:   %1 = math.log10 %cst_2 : f16
// CHECK-NEXT:   %2 = math.log10 %cst_1 : f16
// CHECK-NEXT:   %3 = math.log10 %cst_0 : f16
// CHECK-NEXT:   %4 = math.log10 %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @log10_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.log10 %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.log10 %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.log10 %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.log10 %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.log10 %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @log1p_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 4.29728556 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0.91629076 : f32
// CHECK-NEXT:   %0 = math.log1p %cst_2 : f32
// CHECK-NEXT:   return %cst_3, %0, %cst_1, %cst_0, %cst : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @log1p_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.log1p %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.log1p %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.log1p %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.log1p %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.log1p %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @log1p_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 4.2972854062187906 : f64
// CHECK-NEXT:   %cst_0 = arith.constant 0xFFF0000000000000 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 0.91629073187415511 : f64
// CHECK-NEXT:   %0 = math.log1p %cst_2 : f64
// CHECK-NEXT:   return %cst_3, %0, %cst_1, %cst_0, %cst : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @log1p_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.log1p %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.log1p %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.log1p %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.log1p %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.log1p %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @log1p_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.log1p %cst_3 : f16
// CHECK-NEXT:   %1 = math.log1p %cst_2 : f16
// CHECK-NEXT:   %2 = math.log1p %cst_1 : f16
// CHECK-NEXT:   %3 = math.log1p %cst_0 : f16
// CHECK-NEXT:   %4 = math.log1p %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @log1p_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.log1p %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.log1p %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.log1p %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.log1p %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.log1p %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @expm1_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 3.48168898 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -0.917914986 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -0.632120549 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 3.06443159E+31 : f32
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @expm1_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.expm1 %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.expm1 %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.expm1 %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.expm1 %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.expm1 %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @expm1_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 3.481689070338065 : f64
// CHECK-NEXT:   %cst_0 = arith.constant -0.91791500137610126 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -0.63212055882855767 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 3.0644316416992722E+31 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @expm1_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.expm1 %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.expm1 %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.expm1 %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.expm1 %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.expm1 %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @expm1_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.expm1 %cst_3 : f16
// CHECK-NEXT:   %1 = math.expm1 %cst_2 : f16
// CHECK-NEXT:   %2 = math.expm1 %cst_1 : f16
// CHECK-NEXT:   %3 = math.expm1 %cst_0 : f16
// CHECK-NEXT:   %4 = math.expm1 %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @expm1_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.expm1 %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.expm1 %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.expm1 %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.expm1 %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.expm1 %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @tanh_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 0.905148268 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -0.986614286 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -0.761594176 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @tanh_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.tanh %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.tanh %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.tanh %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.tanh %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.tanh %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @tanh_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 0.9051482536448664 : f64
// CHECK-NEXT:   %cst_0 = arith.constant -0.98661429815143031 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -0.76159415595576485 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @tanh_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.tanh %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.tanh %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.tanh %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.tanh %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.tanh %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @tanh_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.tanh %cst_3 : f16
// CHECK-NEXT:   %1 = math.tanh %cst_2 : f16
// CHECK-NEXT:   %2 = math.tanh %cst_1 : f16
// CHECK-NEXT:   %3 = math.tanh %cst_0 : f16
// CHECK-NEXT:   %4 = math.tanh %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @tanh_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.tanh %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.tanh %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.tanh %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.tanh %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.tanh %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @sinh_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 2.12927938 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -6.05020475 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -1.17520118 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 1.5322158E+31 : f32
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @sinh_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.sinh %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.sinh %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.sinh %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.sinh %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.sinh %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @sinh_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 2.1292794550948173 : f64
// CHECK-NEXT:   %cst_0 = arith.constant -6.0502044810397875 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -1.1752011936438014 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 1.5322158208496361E+31 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @sinh_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.sinh %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.sinh %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.sinh %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.sinh %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.sinh %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @sinh_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.sinh %cst_3 : f16
// CHECK-NEXT:   %1 = math.sinh %cst_2 : f16
// CHECK-NEXT:   %2 = math.sinh %cst_1 : f16
// CHECK-NEXT:   %3 = math.sinh %cst_0 : f16
// CHECK-NEXT:   %4 = math.sinh %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @sinh_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.sinh %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.sinh %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.sinh %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.sinh %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.sinh %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @cosh_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 2.3524096 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 6.13228941 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 1.54308057 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 1.5322158E+31 : f32
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @cosh_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.cosh %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.cosh %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.cosh %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.cosh %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.cosh %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @cosh_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 2.3524096152432472 : f64
// CHECK-NEXT:   %cst_0 = arith.constant 6.1322894796636858 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant 1.5430806348152437 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 1.5322158208496361E+31 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @cosh_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.cosh %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.cosh %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.cosh %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.cosh %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.cosh %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @cosh_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.cosh %cst_3 : f16
// CHECK-NEXT:   %1 = math.cosh %cst_2 : f16
// CHECK-NEXT:   %2 = math.cosh %cst_1 : f16
// CHECK-NEXT:   %3 = math.cosh %cst_0 : f16
// CHECK-NEXT:   %4 = math.cosh %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @cosh_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.cosh %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.cosh %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.cosh %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.cosh %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.cosh %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @tan_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 14.1014204 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 0.74702233 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -1.55740774 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0.24829039 : f32
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @tan_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.tan %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.tan %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.tan %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.tan %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.tan %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @tan_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 14.101419947171719 : f64
// CHECK-NEXT:   %cst_0 = arith.constant 0.74702229723866032 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -1.5574077246549023 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 0.24829038484056751 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @tan_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.tan %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.tan %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.tan %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.tan %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.tan %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @tan_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.tan %cst_3 : f16
// CHECK-NEXT:   %1 = math.tan %cst_2 : f16
// CHECK-NEXT:   %2 = math.tan %cst_1 : f16
// CHECK-NEXT:   %3 = math.tan %cst_0 : f16
// CHECK-NEXT:   %4 = math.tan %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @tan_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.tan %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.tan %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.tan %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.tan %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.tan %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @atan_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 0.982793748 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -1.190290e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -0.785398185 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 1.55700409 : f32
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @atan_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.atan %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.atan %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.atan %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.atan %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.atan %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @atan_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 0.98279372324732905 : f64
// CHECK-NEXT:   %cst_0 = arith.constant -1.1902899496825317 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -0.78539816339744828 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 1.557004097958063 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @atan_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.atan %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.atan %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.atan %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.atan %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.atan %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @atan_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.atan %cst_3 : f16
// CHECK-NEXT:   %1 = math.atan %cst_2 : f16
// CHECK-NEXT:   %2 = math.atan %cst_1 : f16
// CHECK-NEXT:   %3 = math.atan %cst_0 : f16
// CHECK-NEXT:   %4 = math.atan %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @atan_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.atan %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.atan %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.atan %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.atan %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.atan %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @asin_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -1.57079637 : f32
// CHECK-NEXT:   return %cst, %cst, %cst_0, %cst_1, %cst : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @asin_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.asin %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.asin %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.asin %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.asin %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.asin %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @asin_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:   %cst_0 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -1.5707963267948966 : f64
// CHECK-NEXT:   return %cst, %cst, %cst_0, %cst_1, %cst : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @asin_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.asin %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.asin %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.asin %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.asin %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.asin %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @asin_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.asin %cst_3 : f16
// CHECK-NEXT:   %1 = math.asin %cst_2 : f16
// CHECK-NEXT:   %2 = math.asin %cst_1 : f16
// CHECK-NEXT:   %3 = math.asin %cst_0 : f16
// CHECK-NEXT:   %4 = math.asin %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @asin_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.asin %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.asin %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.asin %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.asin %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.asin %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @acos_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 1.57079637 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 3.14159274 : f32
// CHECK-NEXT:   return %cst, %cst, %cst_0, %cst_1, %cst : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @acos_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.acos %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.acos %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.acos %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.acos %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.acos %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @acos_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:   %cst_0 = arith.constant 1.5707963267948966 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 3.1415926535897931 : f64
// CHECK-NEXT:   return %cst, %cst, %cst_0, %cst_1, %cst : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @acos_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.acos %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.acos %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.acos %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.acos %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.acos %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @acos_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.acos %cst_3 : f16
// CHECK-NEXT:   %1 = math.acos %cst_2 : f16
// CHECK-NEXT:   %2 = math.acos %cst_1 : f16
// CHECK-NEXT:   %3 = math.acos %cst_0 : f16
// CHECK-NEXT:   %4 = math.acos %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @acos_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.acos %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.acos %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.acos %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.acos %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.acos %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

// -----

// CHECK-LABEL: func.func @log_f32() -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:   %cst = arith.constant 4.2835865 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 0.405465096 : f32
// CHECK-NEXT:   %0 = math.log %cst_2 : f32
// CHECK-NEXT:   %1 = math.log %cst_1 : f32
// CHECK-NEXT:   %2 = math.log %cst_0 : f32
// CHECK-NEXT:   return %cst_3, %0, %1, %2, %cst : f32, f32, f32, f32, f32
// CHECK-NEXT: }
func.func @log_f32() -> (f32, f32, f32, f32, f32) {
  %c0 = arith.constant 1.500000e+00 : f32
  %r0 = math.log %c0 : f32
  %c1 = arith.constant -2.500000e+00 : f32
  %r1 = math.log %c1 : f32
  %c2 = arith.constant -0.000000e+00 : f32
  %r2 = math.log %c2 : f32
  %c3 = arith.constant -1.000000e+00 : f32
  %r3 = math.log %c3 : f32
  %c4 = arith.constant 7.250000e+01 : f32
  %r4 = math.log %c4 : f32
  return %r0, %r1, %r2, %r3, %r4 : f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @log_f64() -> (f64, f64, f64, f64, f64) {
// CHECK-NEXT:   %cst = arith.constant 4.2835865618606288 : f64
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f64
// CHECK-NEXT:   %cst_3 = arith.constant 0.40546510810816438 : f64
// CHECK-NEXT:   %0 = math.log %cst_2 : f64
// CHECK-NEXT:   %1 = math.log %cst_1 : f64
// CHECK-NEXT:   %2 = math.log %cst_0 : f64
// CHECK-NEXT:   return %cst_3, %0, %1, %2, %cst : f64, f64, f64, f64, f64
// CHECK-NEXT: }
func.func @log_f64() -> (f64, f64, f64, f64, f64) {
  %c0 = arith.constant 1.500000e+00 : f64
  %r0 = math.log %c0 : f64
  %c1 = arith.constant -2.500000e+00 : f64
  %r1 = math.log %c1 : f64
  %c2 = arith.constant -0.000000e+00 : f64
  %r2 = math.log %c2 : f64
  %c3 = arith.constant -1.000000e+00 : f64
  %r3 = math.log %c3 : f64
  %c4 = arith.constant 7.250000e+01 : f64
  %r4 = math.log %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @log_f16() -> (f16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 7.250000e+01 : f16
// CHECK-NEXT:   %cst_0 = arith.constant -1.000000e+00 : f16
// CHECK-NEXT:   %cst_1 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:   %0 = math.log %cst_3 : f16
// CHECK-NEXT:   %1 = math.log %cst_2 : f16
// CHECK-NEXT:   %2 = math.log %cst_1 : f16
// CHECK-NEXT:   %3 = math.log %cst_0 : f16
// CHECK-NEXT:   %4 = math.log %cst : f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : f16, f16, f16, f16, f16
// CHECK-NEXT: }
func.func @log_f16() -> (f16, f16, f16, f16, f16) {
  %c0 = arith.constant 1.500000e+00 : f16
  %r0 = math.log %c0 : f16
  %c1 = arith.constant -2.500000e+00 : f16
  %r1 = math.log %c1 : f16
  %c2 = arith.constant -0.000000e+00 : f16
  %r2 = math.log %c2 : f16
  %c3 = arith.constant -1.000000e+00 : f16
  %r3 = math.log %c3 : f16
  %c4 = arith.constant 7.250000e+01 : f16
  %r4 = math.log %c4 : f16
  return %r0, %r1, %r2, %r3, %r4 : f16, f16, f16, f16, f16
}

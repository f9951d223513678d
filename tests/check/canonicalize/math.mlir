// PIPELINE: --canonicalize --split-input-file
// Constant folding of math ops where upstream folds (fma is not folded upstream).

// CHECK-LABEL: func.func @unary
// CHECK: %cst = arith.constant 2.500000e+00 : f32
// CHECK: %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK: %cst_1 = arith.constant -3.000000e+00 : f32
// CHECK: %cst_2 = arith.constant 1.58113885 : f32
// CHECK: %cst_3 = arith.constant 2.000000e+00 : f64
// CHECK: %cst_4 = arith.constant 54.598150033144236 : f64
// CHECK: %cst_5 = arith.constant 1.3862943611198906 : f64
// CHECK: %cst_6 = arith.constant -2.500000e+00 : f32
// CHECK: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f32, f32, f32, f32, f64, f64, f64, f32
func.func @unary() -> (f32, f32, f32, f32, f64, f64, f64, f32) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 4.0 : f64
  %0 = math.absf %a : f32
  %1 = math.ceil %a : f32
  %2 = math.floor %a : f32
  %3 = math.sqrt %0 : f32
  %4 = math.sqrt %b : f64
  %5 = math.exp %b : f64
  %6 = math.log %b : f64
  %7 = math.copysign %0, %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f64, f64, f64, f32
}

// -----

// CHECK-LABEL: func.func @ints
// CHECK: %c8_i32 = arith.constant 8 : i32
// CHECK: %c28_i32 = arith.constant 28 : i32
// CHECK: %c3_i32 = arith.constant 3 : i32
// CHECK: %c29_i32 = arith.constant 29 : i32
// CHECK: return %c8_i32, %c28_i32, %c3_i32, %c29_i32 : i32, i32, i32, i32
func.func @ints() -> (i32, i32, i32, i32) {
  %a = arith.constant -8 : i32
  %0 = math.absi %a : i32
  %1 = math.ctlz %0 : i32
  %2 = math.cttz %a : i32
  %3 = math.ctpop %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @binary
// CHECK: %c27_i32 = arith.constant 27 : i32
// CHECK: %cst = arith.constant 1.500000e+00 : f64
// CHECK: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK: %0 = math.fma %cst, %cst, %cst : f64
// CHECK: return %cst_0, %0, %c27_i32 : f32, f64, i32
func.func @binary() -> (f32, f64, i32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %0 = math.powf %a, %b : f32
  %c = arith.constant 1.5 : f64
  %1 = math.fma %c, %c, %c : f64
  %i = arith.constant 3 : i32
  %2 = math.ipowi %i, %i : i32
  return %0, %1, %2 : f32, f64, i32
}

// -----

// round and trunc fold through libm upstream (f32, f64 only); roundeven folds every kind.
// CHECK-LABEL: func.func @rounding(
// CHECK-NEXT: %cst = arith.constant dense<[0.000000e+00, 2.000000e+00, -2.000000e+00, 3.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %cst_2 = arith.constant dense<-5.000000e-01> : vector<2xf16>
// CHECK-NEXT: %cst_3 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 4.000000e+00 : f64
// CHECK-NEXT: %cst_6 = arith.constant 3.000000e+00 : f64
// CHECK-NEXT: %0 = math.round %cst_1 : f16
// CHECK-NEXT: %1 = math.trunc %cst_2 : vector<2xf16>
// CHECK-NEXT: return %cst_3, %cst_4, %cst_4, %cst_5, %cst_5, %cst_6, %0, %cst_0, %cst, %1 : f32, f32, f32, f64, f64, f64, f16, bf16, vector<4xf32>, vector<2xf16>
func.func @rounding() -> (f32, f32, f32, f64, f64, f64, f16, bf16, vector<4xf32>, vector<2xf16>) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 3.5 : f64
  %h = arith.constant 0.5 : f16
  %g = arith.constant -1.5 : bf16
  %v = arith.constant dense<[0.5, 1.5, -2.5, 2.7]> : vector<4xf32>
  %s = arith.constant dense<-0.5> : vector<2xf16>
  %0 = math.round %a : f32
  %1 = math.roundeven %a : f32
  %2 = math.trunc %a : f32
  %3 = math.round %b : f64
  %4 = math.roundeven %b : f64
  %5 = math.trunc %b : f64
  %6 = math.round %h : f16
  %7 = math.roundeven %g : bf16
  %8 = math.roundeven %v : vector<4xf32>
  %9 = math.trunc %s : vector<2xf16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f64, f64, f64, f16, bf16, vector<4xf32>, vector<2xf16>
}

// PIPELINE: --convert-math-to-libm --split-input-file
// convert-math-to-libm: every math op with a C library function becomes a
// func.call of its float (f32) or double (f64) function, declared private
// and llvm.readnone at the start of the module (the function first needed
// last comes first); f16 and bf16 go through f32; vectors call once per
// element. (Ops without a C function: convert-math-to-libm-invalid.mlir.)

// Every op on f32.
// CHECK-LABEL: func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @powf(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK: func.func private @fabsf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func @all_f32(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = call @fabsf(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = call @acosf(%arg0) : (f32) -> f32
// CHECK: %28 = call @atan2f(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %29 = call @powf(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT: %30 = call @fmaf(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-NOT: math.
func.func @all_f32(%x: f32, %y: f32, %z: f32) -> f32 {
  %absf = math.absf %x : f32
  %acos = math.acos %x : f32
  %acosh = math.acosh %x : f32
  %asin = math.asin %x : f32
  %asinh = math.asinh %x : f32
  %atan = math.atan %x : f32
  %atanh = math.atanh %x : f32
  %cbrt = math.cbrt %x : f32
  %ceil = math.ceil %x : f32
  %cos = math.cos %x : f32
  %cosh = math.cosh %x : f32
  %erf = math.erf %x : f32
  %exp = math.exp %x : f32
  %exp2 = math.exp2 %x : f32
  %expm1 = math.expm1 %x : f32
  %floor = math.floor %x : f32
  %log = math.log %x : f32
  %log10 = math.log10 %x : f32
  %log1p = math.log1p %x : f32
  %log2 = math.log2 %x : f32
  %round = math.round %x : f32
  %roundeven = math.roundeven %x : f32
  %sin = math.sin %x : f32
  %sinh = math.sinh %x : f32
  %sqrt = math.sqrt %x : f32
  %tan = math.tan %x : f32
  %tanh = math.tanh %x : f32
  %trunc = math.trunc %x : f32
  %atan2 = math.atan2 %x, %y : f32
  %powf = math.powf %x, %y : f32
  %fma = math.fma %x, %y, %z : f32
  return %tanh : f32
}

// -----

// Every op on f64.
// CHECK-LABEL: func.func private @fma(f64, f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @pow(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK: func.func private @fabs(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func @all_f64(%arg0: f64, %arg1: f64, %arg2: f64) -> f64 {
// CHECK-NEXT: %0 = call @fabs(%arg0) : (f64) -> f64
// CHECK-NEXT: %1 = call @acos(%arg0) : (f64) -> f64
// CHECK: %28 = call @atan2(%arg0, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %29 = call @pow(%arg0, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %30 = call @fma(%arg0, %arg1, %arg2) : (f64, f64, f64) -> f64
// CHECK-NOT: math.
func.func @all_f64(%x: f64, %y: f64, %z: f64) -> f64 {
  %absf = math.absf %x : f64
  %acos = math.acos %x : f64
  %acosh = math.acosh %x : f64
  %asin = math.asin %x : f64
  %asinh = math.asinh %x : f64
  %atan = math.atan %x : f64
  %atanh = math.atanh %x : f64
  %cbrt = math.cbrt %x : f64
  %ceil = math.ceil %x : f64
  %cos = math.cos %x : f64
  %cosh = math.cosh %x : f64
  %erf = math.erf %x : f64
  %exp = math.exp %x : f64
  %exp2 = math.exp2 %x : f64
  %expm1 = math.expm1 %x : f64
  %floor = math.floor %x : f64
  %log = math.log %x : f64
  %log10 = math.log10 %x : f64
  %log1p = math.log1p %x : f64
  %log2 = math.log2 %x : f64
  %round = math.round %x : f64
  %roundeven = math.roundeven %x : f64
  %sin = math.sin %x : f64
  %sinh = math.sinh %x : f64
  %sqrt = math.sqrt %x : f64
  %tan = math.tan %x : f64
  %tanh = math.tanh %x : f64
  %trunc = math.trunc %x : f64
  %atan2 = math.atan2 %x, %y : f64
  %powf = math.powf %x, %y : f64
  %fma = math.fma %x, %y, %z : f64
  return %tanh : f64
}

// -----
// f16 and bf16: each operand extended to f32 (an operand used twice twice),
// the f32 function called, the result truncated; fastmath flags dropped.
// CHECK-LABEL: func.func private @fmaf(f32, f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func @half(%arg0: f16, %arg1: bf16) -> (f16, bf16, f16) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT: %1 = call @tanhf(%0) : (f32) -> f32
// CHECK-NEXT: %2 = arith.truncf %1 : f32 to f16
// CHECK-NEXT: %3 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT: %4 = arith.extf %arg1 : bf16 to f32
// CHECK-NEXT: %5 = call @atan2f(%3, %4) : (f32, f32) -> f32
// CHECK-NEXT: %6 = arith.truncf %5 : f32 to bf16
// CHECK: %10 = call @fmaf(%7, %8, %9) : (f32, f32, f32) -> f32
func.func @half(%a: f16, %b: bf16) -> (f16, bf16, f16) {
  %0 = math.tanh %a fastmath<fast> : f16
  %1 = math.atan2 %b, %b : bf16
  %2 = math.fma %a, %a, %a : f16
  return %0, %1, %2 : f16, bf16, f16
}

// -----

// Vectors: a zero vector, then per element in row-major order the element
// of every operand, the call and the insertion; 0-D vectors have one
// element at position [].
// CHECK-LABEL: func.func @vectors(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf64>
// CHECK-NEXT: %0 = vector.extract %arg0[0, 0] : f64 from vector<2x3xf64>
// CHECK-NEXT: %1 = vector.extract %arg0[0, 0] : f64 from vector<2x3xf64>
// CHECK-NEXT: %2 = call @atan2(%0, %1) : (f64, f64) -> f64
// CHECK-NEXT: %3 = vector.insert %2, %cst [0, 0] : f64 into vector<2x3xf64>
// CHECK-NEXT: %4 = vector.extract %arg0[0, 1] : f64 from vector<2x3xf64>
// CHECK: %20 = vector.extract %arg0[1, 2] : f64 from vector<2x3xf64>
// CHECK-NEXT: %21 = vector.extract %arg0[1, 2] : f64 from vector<2x3xf64>
// CHECK-NEXT: %22 = call @atan2(%20, %21) : (f64, f64) -> f64
// CHECK-NEXT: %23 = vector.insert %22, %19 [1, 2] : f64 into vector<2x3xf64>
// CHECK: vector.extract %arg1[] : f32 from vector<f32>
// CHECK-NEXT: call @erff
// CHECK-NEXT: vector.insert %{{.*}}, %{{.*}} [] : f32 into vector<f32>
// CHECK: arith.constant dense<0.000000e+00> : vector<3xf16>
// CHECK-NEXT: vector.extract %arg2[0] : f16 from vector<3xf16>
// CHECK-NEXT: vector.extract %arg2[0] : f16 from vector<3xf16>
// CHECK-NEXT: vector.extract %arg2[0] : f16 from vector<3xf16>
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: call @fmaf
// CHECK-NEXT: arith.truncf %{{.*}} : f32 to f16
// CHECK-NEXT: vector.insert %{{.*}}, %{{.*}} [0] : f16 into vector<3xf16>
func.func @vectors(%a: vector<2x3xf64>, %b: vector<f32>, %c: vector<3xf16>, %d: vector<1xbf16>, %e: vector<2x1x2xf32>)
    -> (vector<2x3xf64>, vector<f32>, vector<3xf16>, vector<1xbf16>, vector<2x1x2xf32>, vector<4xf32>) {
  %0 = math.atan2 %a, %a : vector<2x3xf64>
  %1 = math.erf %b : vector<f32>
  %2 = math.fma %c, %c, %c : vector<3xf16>
  %3 = math.cbrt %d : vector<1xbf16>
  %4 = math.sinh %e : vector<2x1x2xf32>
  %5 = vector.shape_cast %4 : vector<2x1x2xf32> to vector<4xf32>
  %6 = math.powf %5, %5 : vector<4xf32>
  return %0, %1, %2, %3, %4, %6 : vector<2x3xf64>, vector<f32>, vector<3xf16>, vector<1xbf16>, vector<2x1x2xf32>, vector<4xf32>
}

// -----

// Every op on a vector of f32 and one of f64.
// CHECK-LABEL: func.func @every_vector_op(
// CHECK-NOT: math.
func.func @every_vector_op(%x: vector<2xf32>, %y: vector<3xf64>) -> (vector<2xf32>, vector<3xf64>) {
  %xabsf = math.absf %x : vector<2xf32>
  %xacos = math.acos %x : vector<2xf32>
  %xacosh = math.acosh %x : vector<2xf32>
  %xasin = math.asin %x : vector<2xf32>
  %xasinh = math.asinh %x : vector<2xf32>
  %xatan = math.atan %x : vector<2xf32>
  %xatanh = math.atanh %x : vector<2xf32>
  %xcbrt = math.cbrt %x : vector<2xf32>
  %xceil = math.ceil %x : vector<2xf32>
  %xcos = math.cos %x : vector<2xf32>
  %xcosh = math.cosh %x : vector<2xf32>
  %xerf = math.erf %x : vector<2xf32>
  %xexp = math.exp %x : vector<2xf32>
  %xexp2 = math.exp2 %x : vector<2xf32>
  %xexpm1 = math.expm1 %x : vector<2xf32>
  %xfloor = math.floor %x : vector<2xf32>
  %xlog = math.log %x : vector<2xf32>
  %xlog10 = math.log10 %x : vector<2xf32>
  %xlog1p = math.log1p %x : vector<2xf32>
  %xlog2 = math.log2 %x : vector<2xf32>
  %xround = math.round %x : vector<2xf32>
  %xroundeven = math.roundeven %x : vector<2xf32>
  %xsin = math.sin %x : vector<2xf32>
  %xsinh = math.sinh %x : vector<2xf32>
  %xsqrt = math.sqrt %x : vector<2xf32>
  %xtan = math.tan %x : vector<2xf32>
  %xtanh = math.tanh %x : vector<2xf32>
  %xtrunc = math.trunc %x : vector<2xf32>
  %xatan2 = math.atan2 %x, %x : vector<2xf32>
  %xpowf = math.powf %x, %x : vector<2xf32>
  %xfma = math.fma %x, %x, %x : vector<2xf32>
  %yabsf = math.absf %y : vector<3xf64>
  %yacos = math.acos %y : vector<3xf64>
  %yacosh = math.acosh %y : vector<3xf64>
  %yasin = math.asin %y : vector<3xf64>
  %yasinh = math.asinh %y : vector<3xf64>
  %yatan = math.atan %y : vector<3xf64>
  %yatanh = math.atanh %y : vector<3xf64>
  %ycbrt = math.cbrt %y : vector<3xf64>
  %yceil = math.ceil %y : vector<3xf64>
  %ycos = math.cos %y : vector<3xf64>
  %ycosh = math.cosh %y : vector<3xf64>
  %yerf = math.erf %y : vector<3xf64>
  %yexp = math.exp %y : vector<3xf64>
  %yexp2 = math.exp2 %y : vector<3xf64>
  %yexpm1 = math.expm1 %y : vector<3xf64>
  %yfloor = math.floor %y : vector<3xf64>
  %ylog = math.log %y : vector<3xf64>
  %ylog10 = math.log10 %y : vector<3xf64>
  %ylog1p = math.log1p %y : vector<3xf64>
  %ylog2 = math.log2 %y : vector<3xf64>
  %yround = math.round %y : vector<3xf64>
  %yroundeven = math.roundeven %y : vector<3xf64>
  %ysin = math.sin %y : vector<3xf64>
  %ysinh = math.sinh %y : vector<3xf64>
  %ysqrt = math.sqrt %y : vector<3xf64>
  %ytan = math.tan %y : vector<3xf64>
  %ytanh = math.tanh %y : vector<3xf64>
  %ytrunc = math.trunc %y : vector<3xf64>
  %yatan2 = math.atan2 %y, %y : vector<3xf64>
  %ypowf = math.powf %y, %y : vector<3xf64>
  %yfma = math.fma %y, %y, %y : vector<3xf64>
  return %xfma, %yfma : vector<2xf32>, vector<3xf64>
}

// -----

// A symbol of the function's name is called, not declared again (a
// definition too); a nested module is a symbol table of its own and gets
// its own declarations.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @cos(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: f64) -> (f32, f32, f64) {
// CHECK-NEXT: %0 = call @sinf(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = call @tanhf(%arg0) : (f32) -> f32
// CHECK: module @inner {
// CHECK-NEXT: func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT: func.func @g(
// CHECK: func.func private @tanhf(f32) -> f32{{$}}
func.func @f(%x: f32, %y: f64) -> (f32, f32, f64) {
  %0 = math.sin %x : f32
  %1 = math.tanh %x : f32
  %2 = math.cos %y : f64
  return %0, %1, %2 : f32, f32, f64
}
func.func @sinf(%x: f32) -> f32 {
  return %x : f32
}
module @inner {
  func.func @g(%x: f32) -> f32 {
    %0 = math.sin %x : f32
    return %0 : f32
  }
}
func.func private @tanhf(f32) -> f32

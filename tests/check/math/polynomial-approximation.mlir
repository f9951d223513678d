// PIPELINE: --math-polynomial-approximation --split-input-file
// math-polynomial-approximation: math ops on f32 (f16 and bf16 through
// f32) become arith and math ops with no library call; other types stay.
// The numbers are checked against mlir-cpu-runner-19 running upstream's
// test-math-polynomial-approximation (targets/tests/vector_math.rs).

// tanh: a clamp that keeps NaN, a rational function by Horner's rule, x
// itself near 0.
// CHECK-LABEL: func.func @tanh(%arg0: f32) -> f32 {
// CHECK: %[[HI:.*]] = arith.constant 7.99881172 : f32
// CHECK-NEXT: %[[C1:.*]] = arith.cmpf ult, %arg0, %[[HI]] : f32
// CHECK-NEXT: %[[X1:.*]] = arith.select %[[C1]], %arg0, %[[HI]] : f32
// CHECK: math.fma
// CHECK: %[[Q:.*]] = arith.divf
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[Q]] : f32
// CHECK-NOT: math.tanh
func.func @tanh(%x: f32) -> f32 {
  %0 = math.tanh %x : f32
  return %0 : f32
}

// -----

// Every op with an approximation, on an n-D vector: splat constants of the
// vector type; f64 and the ops without an approximation stay.
// CHECK-LABEL: func.func @all(
// CHECK-NOT: math.{{(tanh|erf|exp |expm1|log |log2|log1p|atan |atan2|sin|cos|cbrt|asin|acos)}}
// CHECK: arith.constant dense<{{.*}}> : vector<2x3xf32>
// CHECK-NOT: math.{{(tanh|erf|exp |expm1|log |log2|log1p|atan |atan2|sin|cos|cbrt|asin|acos)}}
// CHECK: math.tanh %arg1 : vector<2xf64>
// CHECK-NEXT: %[[SINH:.*]] = math.sinh %arg0 : vector<2x3xf32>
// CHECK-NEXT: math.rsqrt %[[SINH]] : vector<2x3xf32>
func.func @all(%x: vector<2x3xf32>, %d: vector<2xf64>) -> vector<2x3xf32> {
  %0 = math.tanh %x : vector<2x3xf32>
  %1 = math.erf %0 : vector<2x3xf32>
  %2 = math.exp %1 : vector<2x3xf32>
  %3 = math.expm1 %2 : vector<2x3xf32>
  %4 = math.log %3 : vector<2x3xf32>
  %5 = math.log2 %4 : vector<2x3xf32>
  %6 = math.log1p %5 : vector<2x3xf32>
  %7 = math.atan %6 : vector<2x3xf32>
  %8 = math.atan2 %7, %6 : vector<2x3xf32>
  %9 = math.sin %8 : vector<2x3xf32>
  %10 = math.cos %9 : vector<2x3xf32>
  %11 = math.cbrt %10 : vector<2x3xf32>
  %12 = math.asin %11 : vector<2x3xf32>
  %13 = math.acos %12 : vector<2x3xf32>
  %14 = math.tanh %d : vector<2xf64>
  %15 = math.sinh %x : vector<2x3xf32>
  %16 = math.rsqrt %15 : vector<2x3xf32>
  return %16 : vector<2x3xf32>
}

// -----

// f16 and bf16 are extended to f32 and the result truncated back; 0-D
// vectors are vectors.
// CHECK-LABEL: func.func @half(
// CHECK-NEXT: %[[E:.*]] = arith.extf %arg0 : vector<4xf16> to vector<4xf32>
// CHECK: %[[R:.*]] = arith.truncf %{{.*}} : vector<4xf32> to vector<4xf16>
// CHECK: arith.extf %arg1 : bf16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: arith.extf %arg2 : vector<f16> to vector<f32>
// CHECK: arith.constant dense<{{.*}}> : vector<f32>
// CHECK: arith.truncf %{{.*}} : vector<f32> to vector<f16>
// CHECK-NOT: math.{{(erf|asin|log1p)}}
func.func @half(%h: vector<4xf16>, %b: bf16, %z: vector<f16>) -> (vector<4xf16>, bf16, vector<f16>) {
  %0 = math.erf %h : vector<4xf16>
  %1 = math.asin %b : bf16
  %2 = math.log1p %z : vector<f16>
  return %0, %1, %2 : vector<4xf16>, bf16, vector<f16>
}

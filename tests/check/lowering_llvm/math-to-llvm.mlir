// PIPELINE: --convert-math-to-llvm --split-input-file
// convert-math-to-llvm: the ops without an LLVM intrinsic call the C math
// library once per lane of a vector (n-D vectors row by row), f16 and bf16
// through the f32 function; mlir-opt-19 fails on these. The functions are
// declared first.

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @atan2f(f32, f32) -> f32
// CHECK-NEXT: llvm.func @erff(f32) -> f32
// CHECK-NEXT: llvm.func @tanhf(f32) -> f32
// CHECK-LABEL: func.func @libm(
// CHECK-NEXT: %[[V:.*]] = llvm.mlir.undef : vector<2xf32>
// CHECK-NEXT: %[[I0:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[A0:.*]] = llvm.extractelement %arg0[%[[I0]] : i64] : vector<2xf32>
// CHECK-NEXT: %[[B0:.*]] = llvm.extractelement %arg0[%[[I0]] : i64] : vector<2xf32>
// CHECK-NEXT: %[[R0:.*]] = llvm.call @atan2f(%[[A0]], %[[B0]]) : (f32, f32) -> f32
// CHECK-NEXT: %[[V0:.*]] = llvm.insertelement %[[R0]], %[[V]][%[[I0]] : i64] : vector<2xf32>
// CHECK-NEXT: %[[I1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[R1:.*]] = llvm.call @atan2f
// CHECK-NEXT: %[[ATAN2:.*]] = llvm.insertelement %[[R1]], %[[V0]][%[[I1]] : i64] : vector<2xf32>
// CHECK-NEXT: %[[E:.*]] = llvm.fpext %arg1 : f16 to f32
// CHECK-NEXT: %[[T:.*]] = llvm.call @tanhf(%[[E]]) : (f32) -> f32
// CHECK-NEXT: %[[TANH:.*]] = llvm.fptrunc %[[T]] : f32 to f16
// CHECK: llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<2xbf16>>
// CHECK: llvm.fpext %{{.*}} : bf16 to f32
// CHECK-NEXT: llvm.call @erff
// CHECK-NEXT: llvm.fptrunc %{{.*}} : f32 to bf16
// CHECK-NEXT: llvm.insertelement
// CHECK: llvm.call @erff
// CHECK: llvm.call @erff
// CHECK: llvm.call @erff
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<2xbf16>>
// CHECK: return %[[ATAN2]], %[[TANH]],
func.func @libm(%a: vector<2xf32>, %b: f16, %c: vector<2x2xbf16>) -> (vector<2xf32>, f16, vector<2x2xbf16>) {
  %0 = math.atan2 %a, %a : vector<2xf32>
  %1 = math.tanh %b : f16
  %2 = math.erf %c : vector<2x2xbf16>
  return %0, %1, %2 : vector<2xf32>, f16, vector<2x2xbf16>
}

// -----

// log1p, expm1 and rsqrt expand on each row of an n-D vector, as upstream.
// CHECK-LABEL: func.func @expanded(
// CHECK: %[[ROW:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<3xf64>>
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf64>) : vector<3xf64>
// CHECK-NEXT: %[[SUM:.*]] = llvm.fadd %[[ONE]], %[[ROW]] : vector<3xf64>
// CHECK-NEXT: llvm.intr.log(%[[SUM]]) : (vector<3xf64>) -> vector<3xf64>
// CHECK: llvm.intr.exp
// CHECK: llvm.fsub
// CHECK: llvm.intr.sqrt
// CHECK: llvm.fdiv
func.func @expanded(%d: vector<2x3xf64>) -> (vector<2x3xf64>, vector<2x3xf64>, vector<2x3xf64>) {
  %0 = math.log1p %d : vector<2x3xf64>
  %1 = math.expm1 %d : vector<2x3xf64>
  %2 = math.rsqrt %d : vector<2x3xf64>
  return %0, %1, %2 : vector<2x3xf64>, vector<2x3xf64>, vector<2x3xf64>
}

// -----

// LLVM's powi takes one integer exponent: a vector fpowi is one powi per lane.
// CHECK-LABEL: func.func @fpowi(
// CHECK: %[[X:.*]] = llvm.extractelement %arg0[%{{.*}} : i64] : vector<2xf32>
// CHECK-NEXT: %[[N:.*]] = llvm.extractelement %arg1[%{{.*}} : i64] : vector<2xi32>
// CHECK-NEXT: llvm.intr.powi(%[[X]], %[[N]]) : (f32, i32) -> f32
// CHECK-NOT: math.fpowi
func.func @fpowi(%x: vector<2xf32>, %n: vector<2xi32>) -> vector<2xf32> {
  %0 = math.fpowi %x, %n : vector<2xf32>, vector<2xi32>
  return %0 : vector<2xf32>
}

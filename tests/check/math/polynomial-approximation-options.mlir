// PIPELINE: --pass-pipeline='builtin.module(func.func(math-polynomial-approximation{ops=tanh,math.exp vectors-only=true}))'
// Strata's options: `ops` names the ops to approximate, `vectors-only`
// leaves scalars alone (what -O3 runs).

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: math.tanh %arg0 : f32
// CHECK-NEXT: math.erf %arg1 : vector<4xf32>
// CHECK-NOT: math.tanh
// CHECK-NOT: math.exp
// CHECK: return
func.func @f(%x: f32, %v: vector<4xf32>) -> (f32, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = math.tanh %x : f32
  %1 = math.erf %v : vector<4xf32>
  %2 = math.tanh %v : vector<4xf32>
  %3 = math.exp %v : vector<4xf32>
  return %0, %1, %2, %3 : f32, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

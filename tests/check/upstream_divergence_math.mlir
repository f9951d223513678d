// PIPELINE: --math-legalize-to-f32 --split-input-file
// Where mlir-opt-19 --math-legalize-to-f32 differs from Strata (this file
// is not run differentially).

// Upstream's type converter makes every vector or tensor of floats one of
// f32, so a vector of f64 gets an `arith.extf` from vector<2xf64> to
// vector<2xf32>, which its verifier rejects ("cast incompatible"). Strata
// widens only floats narrower than 32 bits and leaves this op alone.
// CHECK-LABEL: func.func @vector_of_f64
// CHECK-NEXT: %0 = math.cos %arg0 : vector<2xf64>
// CHECK-NEXT: return %0 : vector<2xf64>
func.func @vector_of_f64(%d: vector<2xf64>) -> vector<2xf64> {
  %0 = math.cos %d : vector<2xf64>
  return %0 : vector<2xf64>
}

// -----

// The same with tf32, which upstream leaves alone as a scalar.
// CHECK-LABEL: func.func @vector_of_tf32
// CHECK-NEXT: %0 = math.absf %arg0 : vector<2xtf32>
func.func @vector_of_tf32(%d: vector<2xtf32>) -> vector<2xtf32> {
  %0 = math.absf %d : vector<2xtf32>
  return %0 : vector<2xtf32>
}

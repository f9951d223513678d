// PIPELINE: --arith-emulate-unsupported-floats="source-types=f8E4M3FN,bf16 target-type=f64" --split-input-file
// arith-emulate-unsupported-floats with an f64 target and f8 sources; f16
// is not a source here and stays.

// CHECK-LABEL: func.func @f8_and_bf16
// CHECK-NEXT: %0 = arith.extf %arg1 fastmath<contract> : bf16 to f64
// CHECK-NEXT: %1 = arith.extf %arg0 fastmath<contract> : f8E4M3FN to f64
// CHECK-NEXT: %2 = arith.subf %1, %1 : f64
// CHECK-NEXT: %3 = arith.truncf %2 fastmath<contract> : f64 to f8E4M3FN
// CHECK-NEXT: %4 = arith.divf %0, %0 : f64
// CHECK-NEXT: %5 = arith.truncf %4 fastmath<contract> : f64 to bf16
// CHECK-NEXT: %6 = arith.addf %arg2, %arg2 : f16
func.func @f8_and_bf16(%a: f8E4M3FN, %b: bf16, %h: f16) -> (f8E4M3FN, bf16, f16) {
  %0 = arith.subf %a, %a : f8E4M3FN
  %1 = arith.divf %b, %b : bf16
  %2 = arith.addf %h, %h : f16
  return %0, %1, %2 : f8E4M3FN, bf16, f16
}

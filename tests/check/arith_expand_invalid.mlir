// PIPELINE: --arith-expand=include-bf16=true --split-input-file
// VERIFY-DIAGNOSTICS

// A truncation to bf16 with a rounding mode has no expansion: the pass fails.
func.func @truncf_rounding_mode(%a: f32) -> bf16 {
  // expected-error @+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %a to_nearest_away : f32 to bf16
  return %0 : bf16
}

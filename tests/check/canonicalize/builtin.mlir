// PIPELINE: --canonicalize --allow-unregistered-dialect
// builtin.unrealized_conversion_cast folds as upstream: a cast to its own
// input types is its inputs, a cast back of all the results of a cast is
// that cast's inputs; other casts stay (unused ones are erased).

// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: i64) -> (i32, i32, i64, i32) {
// CHECK-NEXT: %0:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i64 to f32, f64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0#0 : f32 to i32
// CHECK-NEXT: return %arg0, %arg0, %arg1, %1 : i32, i32, i64, i32
// CHECK-NEXT: }
func.func @casts(%a: i32, %b: i64) -> (i32, i32, i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  %2 = builtin.unrealized_conversion_cast %a : i32 to i32
  %3:2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32, f64
  %4:2 = builtin.unrealized_conversion_cast %3#0, %3#1 : f32, f64 to i32, i64
  %5 = builtin.unrealized_conversion_cast %3#0 : f32 to i32
  return %1, %2, %4#1, %5 : i32, i32, i64, i32
}

// PIPELINE: --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-full}, affine-loop-unroll{unroll-factor=3 unroll-up-to-factor}, affine-loop-unroll{unroll-factor=4 cleanup-unroll}, affine-loop-unroll{unroll-factor=2 unroll-num-reps=2}))"
// PIPELINE: --split-input-file --allow-unregistered-dialect
// unroll-full unrolls constant-trip loops whatever their length;
// unroll-up-to-factor unrolls a 2-iteration loop by 2; cleanup-unroll
// unrolls completely when a cleanup loop would be needed; unroll-num-reps
// repeats on the innermost loops.

// CHECK-LABEL: func.func @full
// CHECK-NOT: affine.for
// CHECK: "test.a"
// CHECK: "test.a"
// CHECK: "test.a"
// CHECK: "test.a"
// CHECK: "test.a"
// CHECK-NOT: "test.a"
// CHECK: affine.for %arg1 = 0 to #map4()[%arg0] step 12 {
// CHECK: affine.for %arg1 = #map10()[%arg0] to %arg0 {
func.func @full(%n: index) {
  affine.for %i = 0 to 5 {
    "test.a"(%i) : (index) -> ()
  }
  affine.for %i = 0 to %n {
    "test.b"(%i) : (index) -> ()
  }
  return
}

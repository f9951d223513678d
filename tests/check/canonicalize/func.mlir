// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// func.constant is a constant: equal ones merge and move to the start of
// the entry block, from nested regions too.
// CHECK-LABEL: func.func @constants
// CHECK-NEXT: %f = constant @target : (i32) -> i32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: return %f, %f : (i32) -> i32, (i32) -> i32
func.func private @target(i32) -> i32

func.func @constants() -> ((i32) -> i32, (i32) -> i32) {
  "test.foo"() : () -> ()
  %g = func.constant @target : (i32) -> i32
  %h = func.constant @target : (i32) -> i32
  return %g, %h : (i32) -> i32, (i32) -> i32
}

// -----

// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %f = constant @target : (i32) -> i32
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: return %f : (i32) -> i32
func.func private @target(i32) -> i32

func.func @nested(%c: i1) -> ((i32) -> i32) {
  "test.foo"() : () -> ()
  %r = scf.if %c -> ((i32) -> i32) {
    %f = func.constant @target : (i32) -> i32
    scf.yield %f : (i32) -> i32
  } else {
    %f = func.constant @target : (i32) -> i32
    scf.yield %f : (i32) -> i32
  }
  return %r : (i32) -> i32
}

// PIPELINE: --duplicate-function-elimination --allow-unregistered-dialect --split-input-file
// Where mlir-opt-19 --duplicate-function-elimination changes the program
// or leaves it invalid, Strata keeps the meaning (this file is not run
// differentially).
//
// Upstream merges declarations with the same signature: the call to
// @ext2 becomes a call to @ext1, a different external function. Strata
// never merges functions without a body.

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @ext1(i32) -> i32
// CHECK-NEXT: func.func private @ext2(i32) -> i32
// CHECK: call @ext1(%arg0)
// CHECK: call @ext2(%arg0)
func.func private @ext1(i32) -> i32
func.func private @ext2(i32) -> i32
func.func @user(%x: i32) -> (i32, i32) {
  %0 = call @ext1(%x) : (i32) -> i32
  %1 = call @ext2(%x) : (i32) -> i32
  return %0, %1 : i32, i32
}

// -----

// Upstream renames the callee of a call but leaves the reference in
// `func.constant` (which then fails verification: "reference to undefined
// function 'second'") and references inside other attributes, which then
// name an erased symbol. Strata renames every reference.

// CHECK-LABEL: module {
// CHECK: func.func @first(
// CHECK-NOT: @second
// CHECK: %f = constant @first : () -> i32
// CHECK-NEXT: "test.refs"() {refs = [@first, {inner = @first}]} : () -> ()
func.func @first() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @second() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @user() -> (() -> i32) {
  %f = func.constant @second : () -> i32
  "test.refs"() {refs = [@second, {inner = @second}]} : () -> ()
  return %f : () -> i32
}

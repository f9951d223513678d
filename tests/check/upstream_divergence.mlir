// PIPELINE: --canonicalize --split-input-file
// Where mlir-opt-19 --canonicalize miscompiles, Strata keeps the meaning
// (this file is not run differentially).
//
// Upstream replaces bitcast(bitcast(x)) by x even when x has another type
// (f16 -> i16 -> bf16 yields an f16 and fails verification); the chain
// becomes one bitcast instead.

// CHECK-LABEL: func.func @bitcast_chain_changes_type
// CHECK-NEXT: %0 = arith.bitcast %arg0 : f16 to bf16
// CHECK-NEXT: return %0 : bf16
func.func @bitcast_chain_changes_type(%x: f16) -> bf16 {
  %a = arith.bitcast %x : f16 to i16
  %b = arith.bitcast %a : i16 to bf16
  return %b : bf16
}

// -----

// Upstream turns trunci(shrui(muli(extsi x, extsi y), c)) into the high
// half of mulsi_extended whenever c is the width the truncation drops; that
// half is only what the truncation reads when the product is exactly twice
// as wide as x (here bits 16..47 of the product are wanted, not 32..63).

// CHECK-LABEL: func.func @mul_not_twice_as_wide
// CHECK: arith.muli %{{.*}}, %{{.*}} : i48
// CHECK: arith.shrui
// CHECK: arith.trunci %{{.*}} : i48 to i32
// CHECK-NOT: mulsi_extended
func.func @mul_not_twice_as_wide(%x: i32, %y: i32) -> i32 {
  %a = arith.extsi %x : i32 to i48
  %b = arith.extsi %y : i32 to i48
  %m = arith.muli %a, %b : i48
  %c16 = arith.constant 16 : i48
  %h = arith.shrui %m, %c16 : i48
  %0 = arith.trunci %h : i48 to i32
  return %0 : i32
}

// -----

// Upstream folds maxnumf of constants with IEEE maximum (NaN wins); maxnum
// returns the number when one operand is a NaN, as minnumf already does.

// CHECK-LABEL: func.func @maxnumf_of_nan
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst : f32, f32
func.func @maxnumf_of_nan() -> (f32, f32) {
  %one = arith.constant 1.0 : f32
  %q = arith.constant 0x7FC00001 : f32
  %0 = arith.maxnumf %one, %q : f32
  %1 = arith.minnumf %q, %one : f32
  return %0, %1 : f32, f32
}


// -----

// Upstream folds a bitcast of poison into an `arith.constant` of whatever
// its folder reads from the poison attribute as a number (976 here; for a
// scalar argument, no value at all, printed `arith.constant  : i32`, which
// does not parse); the result is poison, as for every other cast.

// CHECK-LABEL: func.func @bitcast_of_poison
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: return %[[P]] : i32
func.func @bitcast_of_poison() -> i32 {
  %p = ub.poison : f32
  %0 = arith.bitcast %p : f32 to i32
  return %0 : i32
}

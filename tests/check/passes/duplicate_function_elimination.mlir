// PIPELINE: --duplicate-function-elimination --split-input-file

// Functions equal but for their name collapse into the first; calls to the
// others are renamed. Visibility, argument attributes and body contents
// keep functions apart.

// CHECK-LABEL: module {
// CHECK: func.func @first(
// CHECK-NOT: func.func @second(
// CHECK: func.func private @private_copy(
// CHECK: func.func @user(
// CHECK: call @first(
func.func @first(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}
func.func @second(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}
func.func private @private_copy(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}
func.func @other_constant(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}
func.func @arg_attr(%x: i32 {test.attr}) -> i32 {
  %c = arith.constant 1 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}
func.func @operands_swapped(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %y = arith.addi %c, %x : i32
  return %y : i32
}
func.func @user(%x: i32) -> (i32, i32, i32) {
  %0 = call @second(%x) : (i32) -> i32
  %1 = call @private_copy(%x) : (i32) -> i32
  %2 = call @first(%x) : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// Branch targets count: the same ops reaching their blocks in another
// order are a different function. Nested regions are compared too.

// CHECK-LABEL: module {
func.func @branches(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}
func.func @branches_swapped(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}
func.func @branches_copy(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i32
^bb2:
  return %y : i32
}
func.func @loop(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @loop_copy(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @loop_yields_init(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> f32 {
    %s = arith.addf %a, %a : f32
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @caller(%c: i1, %x: i32, %n: index, %f: f32) -> (i32, f32) {
  %0 = call @branches_copy(%c, %x, %x) : (i1, i32, i32) -> i32
  %1 = call @loop_copy(%n, %f) : (index, f32) -> f32
  return %0, %1 : i32, f32
}

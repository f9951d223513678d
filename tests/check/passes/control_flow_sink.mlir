// PIPELINE: --control-flow-sink --split-input-file

// Ops without memory effects move into the scf.if or scf.index_switch region
// holding all their uses, operands first; loads, ops used in two places,
// loops and execute_region/affine.if bodies (which may run more than once
// or whose bounds are not known) stay.

// CHECK-LABEL: func.func @f(
// CHECK: memref.load
// CHECK-NEXT: arith.subi
// CHECK-NEXT: scf.if %arg0 -> (i32) {
// CHECK-NEXT: arith.addi %arg1, %arg2
// CHECK-NEXT: arith.muli
// CHECK: scf.index_switch
// CHECK-NEXT: case 0 {
// CHECK-NEXT: arith.ori
// CHECK: arith.xori
// CHECK-NEXT: scf.execute_region
func.func @f(%c: i1, %x: i32, %y: i32, %n: index, %m: memref<4xi32>) -> (i32, i32, i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %a, %x : i32
  %l = memref.load %m[%n] : memref<4xi32>
  %u = arith.subi %x, %y : i32
  %r = scf.if %c -> i32 {
    %t = arith.addi %b, %l : i32
    scf.yield %t : i32
  } else {
    scf.yield %x : i32
  }
  %e = arith.ori %x, %y : i32
  %s = scf.index_switch %n -> i32
  case 0 {
    scf.yield %e : i32
  }
  default {
    scf.yield %x : i32
  }
  %g = arith.xori %x, %y : i32
  %w = scf.execute_region -> i32 {
    scf.yield %g : i32
  }
  %h = arith.andi %x, %y : i32
  %v = affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) -> i32 {
    affine.yield %h : i32
  } else {
    affine.yield %x : i32
  }
  %k = arith.divsi %x, %y : i32
  %c1 = arith.constant 1 : index
  %z = scf.for %i = %c1 to %n step %c1 iter_args(%q = %x) -> i32 {
    %p = arith.addi %q, %k : i32
    scf.yield %p : i32
  }
  return %r, %s, %w, %v : i32, i32, i32, i32
}

// -----

func.func @nested(%c: i1, %x: i32, %y: i32, %n: index) -> i32 {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %x, %y : i32
  %r = scf.if %c -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = scf.for %i = %c0 to %n step %c1 iter_args(%q = %x) -> i32 {
      %p = arith.addi %q, %a : i32
      scf.yield %p : i32
    }
    scf.yield %z : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
// CHECK-LABEL: func.func @both(
// CHECK-NEXT: arith.addi
// CHECK-NEXT: scf.if
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.subi
func.func @both(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %x, %y : i32
  %d = arith.subi %a, %b : i32
  %r = scf.if %c -> i32 {
    %t = arith.addi %d, %b : i32
    %u = arith.addi %t, %a : i32
    scf.yield %u : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @const_cond(%x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %a = arith.addi %x, %y : i32
  %b = arith.muli %x, %y : i32
  %r = scf.if %true -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @inner_if(%c: i1, %e: i1, %x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %r = scf.if %c -> i32 {
    %s = scf.if %e -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @region_op(%c: i1, %x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = scf.for %i = %c0 to %n step %c1 iter_args(%q = %x) -> i32 {
    %p = arith.addi %q, %x : i32
    scf.yield %p : i32
  }
  %r = scf.if %c -> i32 {
    scf.yield %z : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// A loop writing memory is not moved, and neither is what it uses.

// CHECK-LABEL: func.func @effects(
// CHECK: arith.addf
// CHECK: scf.for
// CHECK: scf.if
// CHECK-NEXT: arith.mulf
func.func @effects(%c: i1, %m: memref<4xf32>, %x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.addf %x, %x : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %s, %m[%i] : memref<4xf32>
  }
  %v = arith.mulf %x, %x : f32
  %r = scf.if %c -> f32 {
    %w = arith.addf %v, %s : f32
    scf.yield %w : f32
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}

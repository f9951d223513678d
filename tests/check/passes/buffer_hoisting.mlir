// PIPELINE: --buffer-hoisting --allow-unregistered-dialect --split-input-file
// memref.alloc moves to the nearest block dominating every use of every
// alias (branch arguments, values yielded by scf.if/affine.if/
// index_switch/alloca_scope, views), out of structured branches and to
// immediate dominators, but never out of a loop or an unknown region, nor
// above its operands' definitions. memref.alloca stays.

// CHECK-LABEL: func.func @cfg(
// CHECK-NEXT: memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br
func.func @cfg(%c: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  "test.copy"(%1, %arg2) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

// -----

// Operands defined in the branch keep the allocation there.
// CHECK-LABEL: func.func @cfg_dyn(
// CHECK: ^bb2:
// CHECK-NEXT: arith.muli
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
func.func @cfg_dyn(%c: i1, %arg1: memref<?xf32>, %n: index) {
  %x = arith.addi %n, %n : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2:
  %m = arith.muli %n, %n : index
  %0 = memref.alloc(%m) : memref<?xf32>
  %9 = memref.alloc(%x) : memref<?xf32>
  "test.use"(%0, %9) : (memref<?xf32>, memref<?xf32>) -> ()
  cf.br ^bb3(%0 : memref<?xf32>)
^bb3(%1: memref<?xf32>):
  "test.use"(%1) : (memref<?xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @cfg_loop_alias(
// CHECK: "test.use"
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: cf.cond_br
func.func @cfg_loop_alias(%c: i1, %init: memref<2xf32>) {
  cf.br ^bb1(%init : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  "test.use"(%x) : (memref<2xf32>) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%a : memref<2xf32>)
^bb3:
  return
}

// -----

// CHECK-LABEL: func.func @criss(
// CHECK: ^bb1:
// CHECK-NEXT: memref.alloc(%arg2)
// CHECK-NEXT: memref.alloc(%arg2)
// CHECK-NEXT: cf.cond_br
func.func @criss(%c: i1, %d: i1, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3, ^bb4
^bb2:
  cf.br ^bb5
^bb3:
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb6(%a : memref<?xf32>)
^bb4:
  %b = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb6(%b : memref<?xf32>)
^bb5:
  return
^bb6(%x: memref<?xf32>):
  "test.use"(%x) : (memref<?xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @if_yield(
// CHECK: memref.alloc(%arg0, %arg0)
// CHECK-NEXT: memref.alloc(%arg0, %arg1)
// CHECK-NEXT: scf.if
func.func @if_yield(%a: index, %b: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %a, %b : index
  %1 = memref.alloc(%a, %a) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%a, %b) : memref<?x?xf32>
    %s = memref.subview %3[0, 0] [1, 1] [1, 1] : memref<?x?xf32> to memref<1x1xf32, strided<[?, 1]>>
    "test.use"(%s) : (memref<1x1xf32, strided<[?, 1]>>) -> ()
    scf.yield %3 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// -----

// The size computed in the branch keeps that allocation in it.
// CHECK-LABEL: func.func @if_yield_dyn(
// CHECK: memref.alloc(%arg0)
// CHECK-NEXT: scf.if
// CHECK-NEXT: arith.addi
// CHECK-NEXT: memref.alloc
func.func @if_yield_dyn(%a: index, %b: index) -> memref<?xf32> {
  %0 = arith.cmpi eq, %a, %b : index
  %2 = scf.if %0 -> (memref<?xf32>) {
    %m = arith.addi %a, %b : index
    %3 = memref.alloc(%m) : memref<?xf32>
    scf.yield %3 : memref<?xf32>
  } else {
    %3 = memref.alloc(%a) : memref<?xf32>
    scf.yield %3 : memref<?xf32>
  }
  return %2 : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @nested_if(
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: scf.if
func.func @nested_if(%c: i1, %d: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %r2 = scf.if %d -> memref<2xf32> {
      %x = memref.alloc() : memref<2xf32>
      scf.yield %x : memref<2xf32>
    } else {
      %y = memref.alloc() : memref<2xf32>
      scf.yield %y : memref<2xf32>
    }
    scf.yield %r2 : memref<2xf32>
  } else {
    %z = memref.alloc() : memref<2xf32>
    scf.yield %z : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// Used only inside the branch: stays.
// CHECK-LABEL: func.func @if_local(
// CHECK: scf.if
// CHECK-NEXT: memref.alloc()
func.func @if_local(%c: i1) {
  scf.if %c {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @for_in_if_escape(
// CHECK: memref.alloc()
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: scf.if
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.alloc()
func.func @for_in_if_escape(%c: i1, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> memref<4xf32> {
    %o = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.alloc() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    scf.yield %o : memref<4xf32>
  } else {
    %o = memref.alloc() : memref<4xf32>
    scf.yield %o : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// Out of the scf.if but not out of the loop; the alloca stays.
// CHECK-LABEL: func.func @loops(
// CHECK: scf.for
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: scf.if
// CHECK: } else {
// CHECK-NEXT: memref.alloca()
func.func @loops(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.if %c -> memref<2xf32> {
      %x = memref.alloc() : memref<2xf32>
      scf.yield %x : memref<2xf32>
    } else {
      %y = memref.alloca() : memref<2xf32>
      scf.yield %y : memref<2xf32>
    }
    "test.use"(%r) : (memref<2xf32>) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @structured(
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: memref.alloca_scope
// CHECK: memref.alloc()
// CHECK-NEXT: scf.execute_region
// CHECK: memref.alloc()
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: affine.if
// CHECK: memref.alloc()
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: scf.index_switch
func.func @structured(%i: index) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %r0 = memref.alloca_scope -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    memref.alloca_scope.return %a : memref<4xf32>
  }
  %r1 = scf.execute_region -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  %r2 = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    affine.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    affine.yield %b : memref<4xf32>
  }
  %r3 = scf.index_switch %i -> memref<4xf32>
  case 2 {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  default {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  return %r0, %r1, %r2, %r3 : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>
}

// -----

// Freed twice: left alone, as upstream.
// CHECK-LABEL: func.func @two_frees(
// CHECK: scf.if
// CHECK-NEXT: memref.alloc()
func.func @two_frees(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %x = memref.alloc() : memref<2xf32>
    "test.use"(%x) : (memref<2xf32>) -> ()
    memref.dealloc %x : memref<2xf32>
    memref.dealloc %x : memref<2xf32>
    scf.yield %x : memref<2xf32>
  } else {
    %y = memref.alloc() : memref<2xf32>
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// Not out of an unknown op's region.
// CHECK-LABEL: func.func @unknown_region(
// CHECK: "test.region"
// CHECK-NEXT: memref.alloc()
func.func @unknown_region() -> memref<4xf32> {
  %r = "test.region"() ({
    %a = memref.alloc() : memref<4xf32>
    "test.term"(%a) : (memref<4xf32>) -> ()
  }) : () -> (memref<4xf32>)
  return %r : memref<4xf32>
}

// PIPELINE: --buffer-loop-hoisting --allow-unregistered-dialect --split-input-file
// memref.alloc, memref.realloc and memref.alloca move out of sequential
// loops (scf.for, scf.while, affine.for, affine.parallel) as far as their
// operands allow, when no alias of the buffer reaches the loop's block;
// never out of scf.parallel/scf.forall, scf.if, alloca scopes or unknown ops.

// CHECK-LABEL: func.func @for_nested(
// CHECK: memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
func.func @for_nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.alloc(%i) : memref<?xf32>
      %b = memref.alloca() : memref<4xf32>
      %c = memref.alloc(%j) : memref<?xf32>
      %d = memref.alloc() : memref<4xf32>
      "test.use"(%a, %b, %c, %d) : (memref<?xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32>) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @parallel(
// CHECK: scf.parallel
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: memref.alloca()
// CHECK: scf.forall
// CHECK-NEXT: memref.alloc()
// CHECK: memref.alloc()
// CHECK-NEXT: affine.parallel
func.func @parallel(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<4xf32>
    %b = memref.alloca() : memref<4xf32>
    "test.use"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
    scf.reduce
  }
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  affine.parallel (%i) = (0) to (10) {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @while(
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: scf.while
func.func @while(%n: i1) {
  scf.while : () -> () {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    scf.condition(%n)
  } do {
    %b = memref.alloc() : memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    scf.yield
  }
  return
}

// -----

// Through the loop's own arguments the buffer comes back: it stays; the
// alloca used in one iteration leaves.
// CHECK-LABEL: func.func @while_args(
// CHECK-NEXT: memref.alloca()
// CHECK-NEXT: scf.while
// CHECK-NEXT: memref.alloc()
func.func @while_args(%init: memref<2xf32>, %c: i1) {
  %r = scf.while (%x = %init) : (memref<2xf32>) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.condition(%c) %a : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    %b = memref.alloca() : memref<2xf32>
    "test.use"(%b) : (memref<2xf32>) -> ()
    scf.yield %y : memref<2xf32>
  }
  return
}

// -----

// Sizes defined in the loop keep the allocation in it.
// CHECK-LABEL: func.func @dyn_inside(
// CHECK-NEXT: memref.alloca(%arg0)
// CHECK-NEXT: affine.for
// CHECK-NEXT: arith.addi
// CHECK-NEXT: memref.alloc(
// CHECK-NEXT: affine.apply
// CHECK-NEXT: memref.alloc(
func.func @dyn_inside(%n: index) {
  affine.for %i = 0 to 10 {
    %m = arith.addi %n, %n : index
    %a = memref.alloc(%m) : memref<?xf32>
    %b = memref.alloca(%n) : memref<?xf32>
    %d = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %e = memref.alloc(%d) : memref<?xf32>
    "test.use"(%a, %b, %e) : (memref<?xf32>, memref<?xf32>, memref<?xf32>) -> ()
  }
  return
}

// -----

// Yielded out of the loop: stays; the inner loop's allocation that its
// iteration arguments carry stays, the outer loop's leaves it.
// CHECK-LABEL: func.func @escapes(
// CHECK: affine.for
// CHECK-NEXT: memref.alloc()
// CHECK-NEXT: affine.yield
// CHECK: memref.alloc()
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.alloc()
func.func @escapes(%init: memref<4xf32>, %n: index, %c: i1) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = affine.for %i = 0 to 10 iter_args(%x = %init) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    affine.yield %a : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %o = memref.alloc() : memref<4xf32>
    %q = scf.for %j = %c0 to %n step %c1 iter_args(%x = %o) -> memref<4xf32> {
      %a = memref.alloc() : memref<4xf32>
      %s = arith.select %c, %a, %x : memref<4xf32>
      scf.yield %s : memref<4xf32>
    }
    "test.use"(%q) : (memref<4xf32>) -> ()
  }
  return %r : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @branches(
// CHECK: scf.if
// CHECK-NEXT: memref.alloc()
// CHECK: memref.alloca_scope
// CHECK-NEXT: memref.alloca()
// CHECK: "test.region"
// CHECK-NEXT: memref.alloc()
func.func @branches(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %a = memref.alloc() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    memref.alloca_scope {
      %b = memref.alloca() : memref<4xf32>
      "test.use"(%b) : (memref<4xf32>) -> ()
    }
    "test.region"() ({
      %a = memref.alloc() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
      "test.term"() : () -> ()
    }) : () -> ()
  }
  return
}

// -----

// memref.realloc moves too; gpu.alloc and bufferization.clone stay.
// CHECK-LABEL: func.func @other(
// CHECK: memref.realloc
// CHECK-NEXT: memref.alloc() {alignment = 64 : i64}
// CHECK-NEXT: scf.for
// CHECK-NEXT: gpu.alloc
// CHECK-NEXT: bufferization.clone
func.func @other(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
    %g = gpu.alloc () : memref<4xf32>
    %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
    %a = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    "test.use"(%r, %g, %c, %a) : (memref<?xf32>, memref<4xf32>, memref<?xf32>, memref<4xf32>) -> ()
  }
  return
}

// PIPELINE: --canonicalize=region-simplify=aggressive --split-input-file --allow-unregistered-dialect

// A block argument that every predecessor passes the same value is
// dropped; one that gets different values stays.
// CHECK-LABEL: func.func @redundant_arguments
// CHECK-SAME: (%[[C:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK: "test.a"() : () -> ()
// CHECK-NEXT: cf.br ^bb3(%[[Y]] : i32)
// CHECK: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^bb3(%[[X]] : i32)
// CHECK-NEXT: ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT: "test.use"(%[[X]], %[[V]]) : (i32, i32) -> ()
func.func @redundant_arguments(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb3(%x, %y : i32, i32)
^bb2:
  "test.b"() : () -> ()
  cf.br ^bb3(%x, %x : i32, i32)
^bb3(%a: i32, %b: i32):
  "test.use"(%a, %b) : (i32, i32) -> ()
  return
}

// -----

// Through a loop: the loop header's arguments get different values from
// its two predecessors and stay; the blocks after the condition lose theirs.
// CHECK-LABEL: func.func @loop_invariant_argument
// CHECK: ^bb1(%[[I:.*]]: i32, %[[V:.*]]: i32):
// CHECK-NEXT: %[[C:.*]] = "test.use"(%[[V]], %[[I]]) : (i32, i32) -> i1
// CHECK-NEXT: cf.cond_br %[[C]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[N:.*]] = "test.next"(%[[I]]) : (i32) -> i32
// CHECK-NEXT: cf.br ^bb1(%[[N]], %[[V]] : i32, i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: return %[[V]] : i32
func.func @loop_invariant_argument(%i0: i32, %x: i32) -> i32 {
  cf.br ^bb1(%i0, %x : i32, i32)
^bb1(%i: i32, %v: i32):
  %c = "test.use"(%v, %i) : (i32, i32) -> i1
  cf.cond_br %c, ^bb2(%v : i32), ^bb3(%v : i32)
^bb2(%w: i32):
  %n = "test.next"(%i) : (i32) -> i32
  cf.br ^bb1(%n, %w : i32, i32)
^bb3(%r: i32):
  return %r : i32
}

// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// scf.while canonicalization: invariant loop-carried and forwarded values,
// the condition's truth in the after block, unused and duplicated results,
// unused arguments and argument order; CHECK lines are mlir-opt-19's output.

// CHECK-LABEL: func.func @while_unused_result(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_unused_result(%a: i32, %b: i32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %n = "test.next"(%x2, %y2) : (i32, i32) -> i32
    scf.yield %n, %y2 : i32, i32
  }
  return %0#0 : i32
}

// -----

// CHECK-LABEL: func.func @while_cond_true(%arg0: i32) -> i32 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     %0 = "test.cond"(%arg0) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%0)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @while_cond_true(%a: i32) -> i32 {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%x2: i32, %c2: i1):
    "test.use"(%c2) : (i1) -> ()
    scf.yield %x2 : i32
  }
  return %0#0 : i32
}

// -----

// CHECK-LABEL: func.func @while_dup(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @while_dup(%a: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%x2: i32, %x3: i32):
    %n = "test.next"(%x2, %x3) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @while_invariant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_invariant(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %n = "test.next"(%x2) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @while_cmp(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:     %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_cmp(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi slt, %x2, %b : i32
    "test.use"(%c2) : (i1) -> ()
    %n = "test.next"(%x2) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @while_unused_arg(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_unused_arg(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %n = "test.next"(%x2) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @while_yield_invariant(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @while_yield_invariant(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%x2: i32, %y: i32):
    %n = "test.next"(%x2, %y) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: i64) -> (i64, i32) {
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT:     %1 = "test.cond"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT:     %1:2 = "test.next"(%arg2, %arg3) : (i32, i64) -> (i32, i64)
// CHECK-NEXT:     scf.yield %1#0, %1#1 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#1, %0#0 : i64, i32
// CHECK-NEXT: }
func.func @align(%a: i32, %b: i64) -> (i64, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = "test.cond"(%x, %y) : (i32, i64) -> i1
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%y2: i64, %x2: i32):
    %n:2 = "test.next"(%x2, %y2) : (i32, i64) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %0#0, %0#1 : i64, i32
}

// -----

// CHECK-LABEL: func.func @cmp_inverse(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (index) -> index {
// CHECK-NEXT:     %1 = arith.cmpi ult, %arg1, %arg2 : index
// CHECK-NEXT:     scf.condition(%1) %arg2 : index
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index):
// CHECK-NEXT:     %1 = arith.cmpi eq, %arg1, %arg2 : index
// CHECK-NEXT:     "test.use"(%false, %true, %1) : (i1, i1, i1) -> ()
// CHECK-NEXT:     %2 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @cmp_inverse(%a: index, %n: index) -> index {
  %0 = scf.while (%x = %a) : (index) -> index {
    %c = arith.cmpi ult, %n, %x : index
    scf.condition(%c) %x : index
  } do {
  ^bb0(%x2: index):
    %c2 = arith.cmpi uge, %n, %x2 : index
    %c3 = arith.cmpi ult, %n, %x2 : index
    %c4 = arith.cmpi eq, %n, %x2 : index
    "test.use"(%c2, %c3, %c4) : (i1, i1, i1) -> ()
    %one = arith.constant 1 : index
    %n2 = arith.addi %x2, %one : index
    scf.yield %n2 : index
  }
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @count(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.condition(%1) %arg2, %arg3 : i32, i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:     %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT:     %2 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT:     scf.yield %2, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#1 : i32
// CHECK-NEXT: }
func.func @count(%lb: i32, %ub: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0:2 = scf.while (%i = %lb, %s = %lb) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %ub : i32
    scf.condition(%c) %i, %s : i32, i32
  } do {
  ^bb0(%i2: i32, %s2: i32):
    %s3 = arith.addi %s2, %i2 : i32
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %s3 : i32, i32
  }
  return %0#1 : i32
}

// -----

// CHECK-LABEL: func.func @nothing(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     %2 = "test.val"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.condition(%1) %2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @nothing(%a: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.val"(%x) : (i32) -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%x2: i32):
    %n = "test.next"(%x2) : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @init_yielded(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:     %2 = "test.val"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     scf.condition(%1) %2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @init_yielded(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    %v = "test.val"(%x, %y) : (i32, i32) -> i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%x2: i32):
    scf.yield %x2, %b : i32, i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @side_effects_kept(%arg0: i32) {
// CHECK-NEXT:   scf.while (%arg1 = %arg0) : (i32) -> () {
// CHECK-NEXT:     %0 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%0)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     %0 = "test.next"() : () -> i32
// CHECK-NEXT:     scf.yield %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @side_effects_kept(%a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c)
  } do {
    %n = "test.next"() : () -> i32
    scf.yield %n : i32
  }
  return
}

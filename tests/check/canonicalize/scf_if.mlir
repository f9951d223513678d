// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// scf.if canonicalization: merged neighbours and nests, the condition's
// value inside the branches, the not-condition fold, results that are the
// condition or one value; CHECK lines are mlir-opt-19's output.

// CHECK-LABEL: func.func @yield_cond(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg0, %0 : i1, i1
// CHECK-NEXT: }
func.func @yield_cond(%c: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0:2 = scf.if %c -> (i1, i1) {
    "test.a"() : () -> ()
    scf.yield %t, %f : i1, i1
  } else {
    "test.b"() : () -> ()
    scf.yield %f, %t : i1, i1
  }
  return %0#0, %0#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @cond_prop(%arg0: i1) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.use"(%false) : (i1) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @cond_prop(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @combine(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:     %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:     %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1, %2 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:     %2 = "test.d"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1, %2 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @combine(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %x = "test.a"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  %1 = scf.if %c -> (i32) {
    %x = "test.c"(%0) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.d"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @combine_not(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @combine_not(%c: i1) {
  %t = arith.constant true
  %nc = arith.xori %c, %t : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %nc {
    "test.b"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested_if(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:   scf.if %0 {
// CHECK-NEXT:     "test.x"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested_if(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested_if_res(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:   %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:     %2 = "test.x"() : () -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @nested_if_res(%a: i1, %b: i1, %v: i32, %w: i32) -> i32 {
  %0 = scf.if %a -> (i32) {
    %1 = scf.if %b -> (i32) {
      %q = "test.x"() : () -> i32
      scf.yield %q : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %w : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @remove_unused_then(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @remove_unused_then(%c: i1) {
  scf.if %c {
  } else {
    "test.b"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @result_precise(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
func.func @result_precise(%c: i1, %a: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @not_cond_swaps(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @not_cond_swaps(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested_select(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:   %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:   %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:     %3 = "test.x"() : () -> i32
// CHECK-NEXT:     scf.yield %3 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2, %1 : i32, i32
// CHECK-NEXT: }
func.func @nested_select(%a: i1, %b: i1, %v: i32, %w: i32) -> (i32, i32) {
  %0:2 = scf.if %a -> (i32, i32) {
    %1 = scf.if %b -> (i32) {
      %q = "test.x"() : () -> i32
      scf.yield %q : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %1, %v : i32, i32
  } else {
    scf.yield %w, %w : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @nested_blocked(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       %2 = "test.x"() : () -> i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @nested_blocked(%a: i1, %b: i1, %v: i32, %w: i32) -> i32 {
  %0 = scf.if %a -> (i32) {
    %1 = scf.if %b -> (i32) {
      %q = "test.x"() : () -> i32
      scf.yield %q : i32
    } else {
      scf.yield %v : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %w : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @combine_three(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:     "test.d"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.c"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @combine_three(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  scf.if %c {
    "test.d"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @combine_neg_prev(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %1 = "test.b"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = "test.a"(%arg1) : (i32) -> i32
// CHECK-NEXT:     %2 = "test.d"(%1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @combine_neg_prev(%c: i1, %x: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = scf.if %n -> (i32) {
    %a = "test.a"(%x) : (i32) -> i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  %1 = scf.if %c -> (i32) {
    %b = "test.b"(%0) : (i32) -> i32
    scf.yield %b : i32
  } else {
    %d = "test.d"(%0) : (i32) -> i32
    scf.yield %d : i32
  }
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @cond_prop_nested(%arg0: i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"(%arg0) : (i1) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @cond_prop_nested(%c: i1) {
  scf.if %c {
    scf.execute_region {
      "test.use"(%c) : (i1) -> ()
      scf.yield
    }
  }
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @different_conditions(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %arg1 {
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @different_conditions(%a: i1, %b: i1) {
  scf.if %a {
    "test.a"() : () -> ()
  }
  scf.if %b {
    "test.b"() : () -> ()
  }
  return
}

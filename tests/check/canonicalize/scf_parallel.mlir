// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// scf.parallel and scf.execute_region canonicalization: dimensions that run
// zero or one times, nested loops merged, multi-block regions inlined into
// their function; CHECK lines are mlir-opt-19's output.

// CHECK-LABEL: func.func @single_iter(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:     %0 = memref.load %arg0[%c0, %arg2] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg2, %c0] : memref<?x?xf32>
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @single_iter(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    %v = memref.load %A[%i, %j] : memref<?x?xf32>
    memref.store %v, %A[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @zero_iter(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @zero_iter(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c1) step (%c1, %c1) {
    %v = memref.load %A[%i] : memref<?xf32>
    memref.store %v, %A[%j] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @all_single_reduce(%arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT:   %1 = arith.addf %arg1, %0 : f32
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @all_single_reduce(%A: memref<?xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%init) -> f32 {
    %v = memref.load %A[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %arg2) step (%c1, %c1) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %v = memref.load %A[%i, %j] : memref<?x?xf32>
      memref.store %v, %A[%j, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @exec_multi(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @exec_multi(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @two_reductions(%arg0: memref<?xf32>, %arg1: memref<?xi32>, %arg2: f32, %arg3: i32) -> (f32, i32) {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = memref.load %arg0[%c3] : memref<?xf32>
// CHECK-NEXT:   %1 = memref.load %arg1[%c3] : memref<?xi32>
// CHECK-NEXT:   %2 = arith.mulf %arg2, %0 : f32
// CHECK-NEXT:   %3 = arith.maxsi %arg3, %1 : i32
// CHECK-NEXT:   return %2, %3 : f32, i32
// CHECK-NEXT: }
func.func @two_reductions(%A: memref<?xf32>, %B: memref<?xi32>, %x: f32, %y: i32) -> (f32, i32) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c3) to (%c4) step (%c1) init (%x, %y) -> (f32, i32) {
    %v = memref.load %A[%i] : memref<?xf32>
    %w = memref.load %B[%i] : memref<?xi32>
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// CHECK-LABEL: func.func @step_big(%arg0: memref<?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   "test.use"(%c0) : (index) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @step_big(%A: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c10) step (%c16) {
    "test.use"(%i) : (index) -> ()
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @same_bounds(%arg0: index) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @same_bounds(%n: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%n) to (%n) step (%c1) {
    "test.use"(%i) : (index) -> ()
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested_dependent(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:     scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:       "test.use"(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce 
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested_dependent(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func.func @exec_nested_in_for(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg4 = %c0 to %arg3 step %c1 {
// CHECK-NEXT:     %0 = scf.execute_region -> i32 {
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @exec_nested_in_for(%c: i1, %a: i32, %b: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %a : i32
    ^bb2:
      scf.yield %b : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @exec_chain(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   "test.before"() : () -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = "test.f"(%0) : (i32) -> i32
// CHECK-NEXT:   "test.after"(%1) : (i32) -> ()
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %2 = "test.g"() : () -> i32
// CHECK-NEXT:   cf.br ^bb1(%2 : i32)
// CHECK-NEXT: }
func.func @exec_chain(%c: i1, %a: i32) -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    %y = "test.f"(%x) : (i32) -> i32
    scf.yield %y : i32
  ^bb2:
    %z = "test.g"() : () -> i32
    cf.br ^bb1(%z : i32)
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}

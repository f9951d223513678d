// PIPELINE: --cse --split-input-file

// Equal pure ops merge; the first one stays.
// CHECK-LABEL: func.func @simple
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT: return %[[S]], %[[S]] : i32, i32
func.func @simple(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %a, %c1b : i32
  return %0, %1 : i32, i32
}

// -----

// An op in a nested region reuses the dominating one outside; ops in
// sibling regions do not merge.
// CHECK-LABEL: func.func @nested
// CHECK: %[[X:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK: = scf.if %arg1 -> (i32) {
// CHECK-NEXT: scf.yield %[[X]] : i32
// CHECK: } else {
// CHECK-NEXT: %[[Y:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %[[Y]] : i32
func.func @nested(%a: i32, %c: i1) -> (i32, i32) {
  %x = arith.muli %a, %a : i32
  %r = scf.if %c -> (i32) {
    %y = arith.muli %a, %a : i32
    scf.yield %y : i32
  } else {
    %z = arith.addi %a, %a : i32
    scf.yield %z : i32
  }
  return %r, %x : i32, i32
}

// -----

// Reads merge only without a write between them; dead ops are dropped.
// CHECK-LABEL: func.func @reads
// CHECK-NEXT: %[[L:.*]] = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: memref.store %[[L]], %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: %[[M:.*]] = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: return %[[L]], %[[M]] : f32, f32
func.func @reads(%m: memref<8xf32>, %i: index) -> (f32, f32) {
  %dead = arith.addi %i, %i : index
  %0 = memref.load %m[%i] : memref<8xf32>
  %1 = memref.load %m[%i] : memref<8xf32>
  memref.store %1, %m[%i] : memref<8xf32>
  %2 = memref.load %m[%i] : memref<8xf32>
  return %0, %2 : f32, f32
}

// -----

// Multi-block regions are walked along the dominator tree.
// CHECK-LABEL: func.func @cfg
// CHECK: ^bb1:
// CHECK-NEXT: %[[P:.*]] = arith.muli %0, %0 : i32
// CHECK-NEXT: return %[[P]] : i32
// CHECK: ^bb2:
// CHECK-NEXT: return %0 : i32
func.func @cfg(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  %p = arith.muli %1, %0 : i32
  return %p : i32
^bb2:
  %2 = arith.addi %a, %a : i32
  return %2 : i32
}

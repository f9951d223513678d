// PIPELINE: --drop-equivalent-buffer-results --split-input-file
// Memref results that are arguments are dropped, in callers too.

// CHECK-LABEL: func.func @f(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: i1) -> i32
// CHECK-LABEL: func.func @g(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: i1) {
func.func @f(%a: memref<4xf32>, %b: memref<?xf32>, %c: i1) -> (memref<4xf32>, i32, memref<?xf32>) {
  %x = arith.constant 1 : i32
  return %a, %x, %b : memref<4xf32>, i32, memref<?xf32>
}
func.func @g(%a: memref<4xf32>, %b: memref<?xf32>, %c: i1) -> (memref<4xf32>, memref<?xf32>) {
  %r:3 = call @f(%a, %b, %c) : (memref<4xf32>, memref<?xf32>, i1) -> (memref<4xf32>, i32, memref<?xf32>)
  return %r#0, %r#2 : memref<4xf32>, memref<?xf32>
}

// -----

// Several returns: left alone, as upstream.
// CHECK-LABEL: func.func @f
// CHECK-SAME: -> (memref<4xf32>, i32, memref<?xf32>)
func.func @f(%a: memref<4xf32>, %b: memref<?xf32>, %c: i1) -> (memref<4xf32>, i32, memref<?xf32>) {
  %x = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a, %x, %b : memref<4xf32>, i32, memref<?xf32>
^bb2:
  return %a, %x, %b : memref<4xf32>, i32, memref<?xf32>
}
func.func @g(%a: memref<4xf32>, %b: memref<?xf32>, %c: i1) -> (memref<4xf32>, memref<?xf32>) {
  %r:3 = call @f(%a, %b, %c) : (memref<4xf32>, memref<?xf32>, i1) -> (memref<4xf32>, i32, memref<?xf32>)
  return %r#0, %r#2 : memref<4xf32>, memref<?xf32>
}

// PIPELINE: --buffer-results-to-out-params --split-input-file
// Memref results become out-params the function fills and callers allocate.

// CHECK-LABEL: func.func @f(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> i32
// CHECK: memref.copy %alloc, %arg1
// CHECK-LABEL: func.func @g(%arg0: memref<4xf32>, %arg1: memref<4xf32>)
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: call @f(%arg0, %[[A]])
func.func @f(%a: memref<4xf32>) -> (memref<4xf32>, i32) {
  %r = memref.alloc() : memref<4xf32>
  memref.copy %a, %r : memref<4xf32> to memref<4xf32>
  %c = arith.constant 1 : i32
  return %r, %c : memref<4xf32>, i32
}
func.func @g(%a: memref<4xf32>) -> memref<4xf32> {
  %r:2 = call @f(%a) : (memref<4xf32>) -> (memref<4xf32>, i32)
  return %r#0 : memref<4xf32>
}
func.func private @ext() -> memref<4xf32>
func.func @dyn(%n: index) -> memref<?xf32> {
  %r = memref.alloc(%n) : memref<?xf32>
  return %r : memref<?xf32>
}

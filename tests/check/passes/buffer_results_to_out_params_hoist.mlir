// PIPELINE: --buffer-results-to-out-params=hoist-static-allocs --split-input-file
// A returned static allocation becomes the out-param itself.

// CHECK-LABEL: func.func @f(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> i32
// CHECK-NEXT: memref.copy %arg0, %arg1
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

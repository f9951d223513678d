// PIPELINE: --ownership-based-buffer-deallocation=private-function-dynamic-ownership=true

// A private function returns the ownership of each memref result as an
// extra `i1` result; its callers read it instead of taking ownership.

// CHECK-LABEL: func.func private @inner(
// CHECK-SAME: -> (memref<4xf32>, i1)
// CHECK: return %{{.*}}, %{{.*}} : memref<4xf32>, i1
// CHECK-LABEL: func.func @outer(
// CHECK: %[[R:.*]]:2 = call @inner(%arg0, %arg1) : (memref<4xf32>, i1) -> (memref<4xf32>, i1)
// CHECK: bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%{{.*}}, %[[R]]#1)
func.func private @inner(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @outer(%m: memref<4xf32>, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %r = call @inner(%m, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

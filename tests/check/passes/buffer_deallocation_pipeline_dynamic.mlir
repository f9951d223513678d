// PIPELINE: --buffer-deallocation-pipeline=private-function-dynamic-ownership=true
// The option reaches ownership-based-buffer-deallocation: a private
// function takes and returns ownership indicators, and its caller frees
// what it is handed back.

// CHECK-LABEL: func.func private @make(
// CHECK-SAME: -> (memref<4xf32>, i1)
func.func private @make(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func @caller(
// CHECK: %[[M:.*]]:2 = call @make(%arg0) : (i1) -> (memref<4xf32>, i1)
// CHECK: scf.if %[[M]]#1 {
// CHECK-NEXT: memref.dealloc
func.func @caller(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %m = call @make(%c) : (i1) -> memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

// PIPELINE: --canonicalize --split-input-file

// A structured op on buffers writes its inits: it stays though it has no
// results. One on tensors whose result is unused has no effect and goes.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.generic
// CHECK-NOT: linalg.fill
// CHECK: return
func.func @effects(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>, %T: tensor<4xf32>, %f: f32) {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x16xf32>) {
  ^bb0(%c: f32):
    linalg.yield %f : f32
  }
  %0 = linalg.fill ins(%f : f32) outs(%T : tensor<4xf32>) -> tensor<4xf32>
  return
}

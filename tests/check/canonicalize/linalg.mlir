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

// -----

// A generic whose maps are all equal and whose payload yields its
// arguments is replaced by the operands it yields (a cast where the types
// differ); on buffers, only a copy of a buffer onto itself is erased.
// CHECK-LABEL: func.func @identity_generics
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<?x8xf32>, %[[M:.*]]: memref<4x8xf32>, %[[N:.*]]: memref<4x8xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[B]] : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[M]] : memref<4x8xf32>) outs(%[[N]] : memref<4x8xf32>)
// CHECK: return %[[C]], %[[A]]
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @identity_generics(%a: tensor<4x8xf32>, %b: tensor<?x8xf32>, %m: memref<4x8xf32>, %n: memref<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %1:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<?x8xf32>) outs(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32, %o2: f32):
    linalg.yield %y, %x : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<4x8xf32>) outs(%n : memref<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return %1#0, %1#1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// PIPELINE: --linalg-fold-unit-extent-dims=use-rank-reducing-slices --split-input-file

// Operands are rank-reduced by extract_slice, the result inserted back
// into the old init.
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<1x5x1xf32>, %[[B:.*]]: tensor<1x5x1xf32>)
// CHECK-NEXT: %[[SA:.*]] = tensor.extract_slice %[[A]][0, 0, 0] [1, 5, 1] [1, 1, 1] : tensor<1x5x1xf32> to tensor<5xf32>
// CHECK-NEXT: %[[SB:.*]] = tensor.extract_slice %[[B]][0, 0, 0] [1, 5, 1] [1, 1, 1] : tensor<1x5x1xf32> to tensor<5xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {{.*}} ins(%[[SA]], %[[SB]] : tensor<5xf32>, tensor<5xf32>) outs(%[[E]] : tensor<5xf32>)
// CHECK: tensor.insert_slice %[[R]] into %[[B]][0, 0, 0] [1, 5, 1] [1, 1, 1] : tensor<5xf32> into tensor<1x5x1xf32>
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @elementwise(%arg0: tensor<1x5x1xf32>, %arg1: tensor<1x5x1xf32>) -> tensor<1x5x1xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x5x1xf32>) outs(%arg1 : tensor<1x5x1xf32>) {
  ^bb0(%a: f32, %b: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<1x5x1xf32>
  return %0 : tensor<1x5x1xf32>
}

// -----

// Dynamic sizes are read with tensor.dim.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<1x?x1xf32>, %[[B:.*]]: tensor<1x?x1xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %{{.*}} : tensor<1x?x1xf32>
// CHECK-NEXT: tensor.extract_slice %[[A]][0, 0, 0] [1, %[[D]], 1] [1, 1, 1] : tensor<1x?x1xf32> to tensor<?xf32>
// CHECK: %[[R:.*]] = linalg.generic
// CHECK: %[[D2:.*]] = tensor.dim %[[B]], %{{.*}} : tensor<1x?x1xf32>
// CHECK-NEXT: tensor.insert_slice %[[R]] into %[[B]][0, 0, 0] [1, %[[D2]], 1] [1, 1, 1] : tensor<?xf32> into tensor<1x?x1xf32>
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @dynamic(%arg0: tensor<1x?x1xf32>, %arg1: tensor<1x?x1xf32>) -> tensor<1x?x1xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x1xf32>) outs(%arg1 : tensor<1x?x1xf32>) {
  ^bb0(%a: f32, %b: f32):
    %1 = arith.mulf %a, %a : f32
    linalg.yield %1 : f32
  } -> tensor<1x?x1xf32>
  return %0 : tensor<1x?x1xf32>
}

// -----

// Buffers are rank-reduced by subview, of strided layout.
// CHECK-LABEL: func.func @buffers
// CHECK-NEXT: %[[A:.*]] = memref.subview %{{.*}}[0, 0, 0] [1, 5, 1] [1, 1, 1] : memref<1x5x1xf32> to memref<5xf32, strided<[1]>>
// CHECK-NEXT: %[[B:.*]] = memref.subview %{{.*}}[0, 0] [5, 1] [1, 1] : memref<5x1xf32> to memref<5xf32, strided<[1]>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<5xf32, strided<[1]>>) outs(%[[B]] : memref<5xf32, strided<[1]>>)
func.func @buffers(%arg0: memref<1x5x1xf32>, %arg1: memref<5x1xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x5x1xf32>) outs(%arg1 : memref<5x1xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

// A reduction into a fill: the init is sliced, the result inserted into
// the fill.
// CHECK-LABEL: func.func @reduction_into_fill
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: %[[S:.*]] = tensor.extract_slice %[[F]][0, 0] [1, 1] [1, 1] : tensor<1x1xf32> to tensor<f32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%{{.*}} : tensor<?xf32>) outs(%[[S]] : tensor<f32>)
// CHECK: tensor.insert_slice %[[R]] into %[[F]][0, 0] [1, 1] [1, 1] : tensor<f32> into tensor<1x1xf32>
func.func @reduction_into_fill(%arg0: tensor<1x?x1x1xf32>) -> tensor<1x1xf32> {
  %cst = arith.constant 1.0 : f32
  %0 = tensor.empty() : tensor<1x1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1xf32>) -> tensor<1x1xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x1x1xf32>) outs(%1 : tensor<1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.addf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<1x1xf32>
  return %2 : tensor<1x1xf32>
}

// -----

// A pad of a sliced source, inserted into an empty tensor of the old type;
// plain slices are left alone with this strategy.
// CHECK-LABEL: func.func @pad_and_slices
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[0, 0, 0] [1, 5, 1] [1, 1, 1] : tensor<1x5x1xf32> to tensor<5x1xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[S]] low[1, 1] high[2, 1]
// CHECK: } : tensor<5x1xf32> to tensor<8x3xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<1x8x3xf32>
// CHECK-NEXT: tensor.insert_slice %[[P]] into %[[E]][0, 0, 0] [1, 8, 3] [1, 1, 1] : tensor<8x3xf32> into tensor<1x8x3xf32>
// CHECK-NEXT: tensor.extract_slice %{{.*}}[1, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
// CHECK-NEXT: tensor.insert_slice %{{.*}} into %{{.*}}[2, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
func.func @pad_and_slices(%arg0: tensor<1x5x1xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<1x8xf32>) -> (tensor<1x8x3xf32>, tensor<1x8xf32>, tensor<4x8xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %arg0 low[0, 1, 1] high[0, 2, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } : tensor<1x5x1xf32> to tensor<1x8x3xf32>
  %1 = tensor.extract_slice %arg1[1, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
  %2 = tensor.insert_slice %arg2 into %arg1[2, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
  return %0, %1, %2 : tensor<1x8x3xf32>, tensor<1x8xf32>, tensor<4x8xf32>
}

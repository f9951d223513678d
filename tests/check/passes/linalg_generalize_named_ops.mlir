// PIPELINE: --linalg-generalize-named-ops

// reduce, transpose and broadcast become linalg.generic with their maps
// (transpose's input map is the inverse permutation); map stays, as
// upstream, since its payload takes no init argument.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: linalg.map { arith.addf }
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ROW]]], iterator_types = ["parallel", "reduction"]}
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: arith.addf %[[OUT]], %[[IN]] : f32
// CHECK: linalg.generic {indexing_maps = [#[[T]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
// CHECK: linalg.generic {indexing_maps = [#[[ROW]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
func.func @map_reduce_transpose_broadcast(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %r: memref<4xf32>, %t: memref<8x4xf32>) {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%r : memref<4xf32>) outs(%a : memref<4x8xf32>) dimensions = [1]
  return
}

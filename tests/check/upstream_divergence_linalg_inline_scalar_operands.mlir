// PIPELINE: --linalg-inline-scalar-operands
// Where mlir-opt-19 crashes and Strata does not.
//
// A plain scalar input (an f32, not a tensor) has an indexing map with no
// results, which upstream takes for a rank-0 tensor: it builds a
// tensor.extract of the f32, which does not verify, and crashes while
// reporting it. Strata leaves such inputs as they are; the tensor input
// is inlined.

// CHECK-LABEL: func.func @plain_scalar
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<4xf32>, f32)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[S:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[E:.*]] = tensor.extract %arg2[] : tensor<f32>
// CHECK-NEXT: arith.addf %[[IN]], %[[S]] : f32
func.func @plain_scalar(%a: tensor<4xf32>, %f: f32, %t: tensor<f32>) -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%a, %f, %t : tensor<4xf32>, f32, tensor<f32>) outs(%0 : tensor<4xf32>) {
  ^bb0(%x: f32, %s: f32, %u: f32, %o: f32):
    %2 = arith.addf %x, %s : f32
    %3 = arith.mulf %2, %u : f32
    linalg.yield %3 : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

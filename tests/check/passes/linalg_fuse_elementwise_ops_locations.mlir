// PIPELINE: --linalg-fuse-elementwise-ops --mlir-print-debuginfo

// Locations, as upstream: a producer without inputs keeps its result in
// the fused op (its init alone bounds its loops), which then drops it and
// is rebuilt with the payload arguments at their operands' locations; a
// generic rebuilt without a splat input has the fused location of the op
// and its remaining inputs.
// CHECK-LABEL: func.func @producer_without_inputs
// CHECK: ^bb0(%{{.*}}: f32 loc("tests/check/passes/linalg_fuse_elementwise_ops_locations.mlir":[[@LINE+2]]:36), %{{.*}}: f32 loc("tests/check/passes/linalg_fuse_elementwise_ops_locations.mlir":[[@LINE+3]]:8)):
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @producer_without_inputs(%b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<4x8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b, %0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @splat_input
// CHECK: } -> tensor<4x8xf32> loc(#[[FUSED:.*]])
// CHECK: #[[FUSED]] = loc(fused[#[[OP:.*]], #[[ARG:.*]]])
func.func @splat_input(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = arith.constant dense<2.0> : tensor<4x8xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %c : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

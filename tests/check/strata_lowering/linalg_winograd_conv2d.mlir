// PIPELINE: --linalg-winograd-conv2d=m=2\ r=5 --split-input-file
// Strata's rewrite of linalg.conv_2d_nhwc_fhwc into the Winograd
// transforms (mlir-opt-19 has it for F(4, 3) only, behind
// test-linalg-transform-patterns=test-winograd-conv2d), here F(2, 5): the
// filter transform, the input padded up to whole tiles and transformed,
// a batch_matmul of the collapsed transforms into zeros, the output
// transform into a tensor.empty of whole tiles cut to the convolution's
// size, and that added to the init (a convolution accumulates into it;
// mlir-opt-19's batch_matmul accumulates into an uninitialized
// tensor.empty and its output transform drops the init's values).

// CHECK-LABEL: func.func @conv_5x5(
// CHECK-SAME: %[[IN:[^:]+]]: tensor<1x8x9x2xf32>, %[[F:[^:]+]]: tensor<3x5x5x2xf32>, %[[INIT:[^:]+]]: tensor<1x4x5x3xf32>
// CHECK: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[E0:.+]] = tensor.empty() : tensor<6x6x2x3xf32>
// CHECK-NEXT: %[[TF:.+]] = linalg.winograd_filter_transform m(2) r(5) ins(%[[F]] : tensor<3x5x5x2xf32>) outs(%[[E0]] : tensor<6x6x2x3xf32>) -> tensor<6x6x2x3xf32>
// CHECK: %[[P:.+]] = tensor.pad %[[IN]] low[0, 0, 0, 0] high[0, 0, 1, 0] {
// CHECK: tensor.yield %[[ZERO]] : f32
// CHECK-NEXT: } : tensor<1x8x9x2xf32> to tensor<1x8x10x2xf32>
// CHECK-NEXT: %[[E1:.+]] = tensor.empty() : tensor<6x6x2x3x1x2xf32>
// CHECK-NEXT: %[[TI:.+]] = linalg.winograd_input_transform m(2) r(5) ins(%[[P]] : tensor<1x8x10x2xf32>) outs(%[[E1]] : tensor<6x6x2x3x1x2xf32>) -> tensor<6x6x2x3x1x2xf32>
// CHECK-NEXT: %[[CF:.+]] = tensor.collapse_shape %[[TF]] {{\[\[}}0, 1], [2], [3]] : tensor<6x6x2x3xf32> into tensor<36x2x3xf32>
// CHECK-NEXT: %[[CI:.+]] = tensor.collapse_shape %[[TI]] {{\[\[}}0, 1], [2, 3, 4], [5]] : tensor<6x6x2x3x1x2xf32> into tensor<36x6x2xf32>
// CHECK-NEXT: %[[E2:.+]] = tensor.empty() : tensor<36x6x3xf32>
// CHECK-NEXT: %[[Z:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E2]] : tensor<36x6x3xf32>) -> tensor<36x6x3xf32>
// CHECK-NEXT: %[[BM:.+]] = linalg.batch_matmul ins(%[[CI]], %[[CF]] : tensor<36x6x2xf32>, tensor<36x2x3xf32>) outs(%[[Z]] : tensor<36x6x3xf32>) -> tensor<36x6x3xf32>
// CHECK-NEXT: %[[X:.+]] = tensor.expand_shape %[[BM]] {{\[\[}}0, 1], [2, 3, 4], [5]] output_shape [6, 6, 2, 3, 1, 3] : tensor<36x6x3xf32> into tensor<6x6x2x3x1x3xf32>
// CHECK-NEXT: %[[E3:.+]] = tensor.empty() : tensor<1x4x6x3xf32>
// CHECK-NEXT: %[[TO:.+]] = linalg.winograd_output_transform m(2) r(5) ins(%[[X]] : tensor<6x6x2x3x1x3xf32>) outs(%[[E3]] : tensor<1x4x6x3xf32>) -> tensor<1x4x6x3xf32>
// CHECK-NEXT: %[[S:.+]] = tensor.extract_slice %[[TO]][0, 0, 0, 0] [1, 4, 5, 3] [1, 1, 1, 1] : tensor<1x4x6x3xf32> to tensor<1x4x5x3xf32>
// CHECK-NEXT: %[[SUM:.+]] = linalg.add ins(%[[S]], %[[INIT]] : tensor<1x4x5x3xf32>, tensor<1x4x5x3xf32>) outs(%[[INIT]] : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
// CHECK-NEXT: return %[[SUM]]
func.func @conv_5x5(%in: tensor<1x8x9x2xf32>, %f: tensor<3x5x5x2xf32>, %init: tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x8x9x2xf32>, tensor<3x5x5x2xf32>) outs(%init : tensor<1x4x5x3xf32>) -> tensor<1x4x5x3xf32>
  return %0 : tensor<1x4x5x3xf32>
}

// -----

// Left as they are: a 3x3 filter (F(2, 5) takes 5x5), strides of 2, a
// 5x1 filter over a wider input (mlir-opt-19 rewrites that into an input
// transform that does not verify), dynamic sizes, integers.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT: winograd
// CHECK: linalg.conv_2d_nhwc_fhwc {{.+}} tensor<1x8x8x2xf32>, tensor<3x3x3x2xf32>
// CHECK: linalg.conv_2d_nhwc_fhwc {{.+}} tensor<1x9x9x2xf32>, tensor<3x5x5x2xf32>
// CHECK: linalg.conv_2d_nhwc_fhwc {{.+}} tensor<1x8x4x2xf32>, tensor<3x5x1x2xf32>
// CHECK: linalg.conv_2d_nhwc_fhwc {{.+}} tensor<?x8x8x2xf32>, tensor<3x5x5x2xf32>
// CHECK: linalg.conv_2d_nhwc_fhwc {{.+}} tensor<1x8x8x2xi32>, tensor<3x5x5x2xi32>
// CHECK-NOT: winograd
func.func @left_alone(%a: tensor<1x8x8x2xf32>, %f3: tensor<3x3x3x2xf32>, %o6: tensor<1x6x6x3xf32>,
                      %b: tensor<1x9x9x2xf32>, %f5: tensor<3x5x5x2xf32>, %o3: tensor<1x3x3x3xf32>,
                      %c: tensor<1x8x4x2xf32>, %f51: tensor<3x5x1x2xf32>, %o44: tensor<1x4x4x3xf32>,
                      %d: tensor<?x8x8x2xf32>, %od: tensor<?x4x4x3xf32>,
                      %e: tensor<1x8x8x2xi32>, %f5i: tensor<3x5x5x2xi32>, %oi: tensor<1x4x4x3xi32>)
    -> (tensor<1x6x6x3xf32>, tensor<1x3x3x3xf32>, tensor<1x4x4x3xf32>, tensor<?x4x4x3xf32>, tensor<1x4x4x3xi32>) {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%a, %f3 : tensor<1x8x8x2xf32>, tensor<3x3x3x2xf32>) outs(%o6 : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %1 = linalg.conv_2d_nhwc_fhwc {strides = dense<2> : tensor<2xi64>} ins(%b, %f5 : tensor<1x9x9x2xf32>, tensor<3x5x5x2xf32>) outs(%o3 : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %2 = linalg.conv_2d_nhwc_fhwc ins(%c, %f51 : tensor<1x8x4x2xf32>, tensor<3x5x1x2xf32>) outs(%o44 : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %3 = linalg.conv_2d_nhwc_fhwc ins(%d, %f5 : tensor<?x8x8x2xf32>, tensor<3x5x5x2xf32>) outs(%od : tensor<?x4x4x3xf32>) -> tensor<?x4x4x3xf32>
  %4 = linalg.conv_2d_nhwc_fhwc ins(%e, %f5i : tensor<1x8x8x2xi32>, tensor<3x5x5x2xi32>) outs(%oi : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  return %0, %1, %2, %3, %4 : tensor<1x6x6x3xf32>, tensor<1x3x3x3xf32>, tensor<1x4x4x3xf32>, tensor<?x4x4x3xf32>, tensor<1x4x4x3xi32>
}

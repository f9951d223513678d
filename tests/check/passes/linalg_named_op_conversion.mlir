// PIPELINE: --linalg-named-op-conversion
// A depthwise convolution with a unit channel multiplier becomes the form
// without the multiplier dimension, through tensor.collapse_shape of the
// kernel and the init and tensor.expand_shape of the result; strides,
// dilations and other attributes carry over. Multipliers other than 1 and
// buffers are left alone.

// CHECK-LABEL: func.func @dw(
// CHECK: %[[K:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0], [1], [2, 3]] : tensor<3x3x4x1xf32> into tensor<3x3x4xf32>
// CHECK: %[[I:.*]] = tensor.collapse_shape %arg2 {{\[\[}}0], [1], [2], [3, 4]] : tensor<1x8x8x4x1xf32> into tensor<1x8x8x4xf32>
// CHECK: %[[C:.*]] = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, foo = 3 : i32, strides = dense<1> : tensor<2xi64>} ins(%arg0, %[[K]] : tensor<1x10x10x4xf32>, tensor<3x3x4xf32>) outs(%[[I]] : tensor<1x8x8x4xf32>)
// CHECK: tensor.expand_shape %[[C]] {{\[\[}}0], [1], [2], [3, 4]] output_shape [1, 8, 8, 4, 1]
// CHECK-LABEL: func.func @dws(
// CHECK: strides = dense<2>
// CHECK-LABEL: func.func @dwq(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc_q
// CHECK-LABEL: func.func @dwm2(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm ins
// CHECK-LABEL: func.func @dyn(
// CHECK: %[[D:.*]] = linalg.depthwise_conv_2d_nhwc_hwc
// CHECK: %[[D0:.*]] = tensor.dim %[[D]], %c0
// CHECK: tensor.expand_shape %[[D]] {{\[\[}}0], [1], [2], [3, 4]] output_shape [%[[D0]], %{{.*}}, %{{.*}}, %{{.*}}, 1]
// CHECK-LABEL: func.func @buf(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm ins
func.func @dw(%in: tensor<1x10x10x4xf32>, %k: tensor<3x3x4x1xf32>, %init: tensor<1x8x8x4x1xf32>) -> tensor<1x8x8x4x1xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {foo = 3 : i32} ins(%in, %k : tensor<1x10x10x4xf32>, tensor<3x3x4x1xf32>) outs(%init : tensor<1x8x8x4x1xf32>) -> tensor<1x8x8x4x1xf32>
  return %0 : tensor<1x8x8x4x1xf32>
}
func.func @dws(%in: tensor<1x10x10x4xf32>, %k: tensor<3x3x4x1xf32>, %init: tensor<1x4x4x4x1xf32>) -> tensor<1x4x4x4x1xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%in, %k : tensor<1x10x10x4xf32>, tensor<3x3x4x1xf32>) outs(%init : tensor<1x4x4x4x1xf32>) -> tensor<1x4x4x4x1xf32>
  return %0 : tensor<1x4x4x4x1xf32>
}
func.func @dwq(%in: tensor<1x10x10x4xi8>, %k: tensor<3x3x4x1xi8>, %z: i32, %z2: i32, %init: tensor<1x8x8x4x1xi32>) -> tensor<1x8x8x4x1xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%in, %k, %z, %z2 : tensor<1x10x10x4xi8>, tensor<3x3x4x1xi8>, i32, i32) outs(%init : tensor<1x8x8x4x1xi32>) -> tensor<1x8x8x4x1xi32>
  return %0 : tensor<1x8x8x4x1xi32>
}
func.func @dwm2(%in: tensor<1x10x10x4xf32>, %k: tensor<3x3x4x2xf32>, %init: tensor<1x8x8x4x2xf32>) -> tensor<1x8x8x4x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%in, %k : tensor<1x10x10x4xf32>, tensor<3x3x4x2xf32>) outs(%init : tensor<1x8x8x4x2xf32>) -> tensor<1x8x8x4x2xf32>
  return %0 : tensor<1x8x8x4x2xf32>
}
func.func @dyn(%in: tensor<?x?x?x?xf32>, %k: tensor<3x3x?x1xf32>, %init: tensor<?x?x?x?x1xf32>) -> tensor<?x?x?x?x1xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%in, %k : tensor<?x?x?x?xf32>, tensor<3x3x?x1xf32>) outs(%init : tensor<?x?x?x?x1xf32>) -> tensor<?x?x?x?x1xf32>
  return %0 : tensor<?x?x?x?x1xf32>
}
func.func @buf(%in: memref<1x10x10x4xf32>, %k: memref<3x3x4x1xf32>, %init: memref<1x8x8x4x1xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%in, %k : memref<1x10x10x4xf32>, memref<3x3x4x1xf32>) outs(%init : memref<1x8x8x4x1xf32>)
  return
}

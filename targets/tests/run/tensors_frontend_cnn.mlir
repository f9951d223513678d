// UPSTREAM-PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// A small CNN as torch-mlir emits it: tensor.pad, a bias broadcast, a
// convolution, relu, max pooling, a flatten by collapse_shape, a
// transposed weight and a dense layer; printMemrefF32 declared on tensors.
#map = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
module attributes {torch.debug_module_name = "Net"} {
  func.func @forward(%arg0: tensor<1x3x8x8xf32>) -> tensor<1x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant -3.40282347E+38 : f32
    %w = arith.constant dense<0.5> : tensor<8x3x3x3xf32>
    %b = arith.constant dense<[0.1, -0.1, 0.2, -0.2, 0.3, -0.3, 0.4, -0.4]> : tensor<8xf32>
    %fw = arith.constant dense<0.01> : tensor<4x128xf32>
    %fb = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%a: index, %b1: index, %c: index, %d: index):
      tensor.yield %cst : f32
    } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
    %0 = tensor.empty() : tensor<1x8x8x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<8xf32>) outs(%0 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x8xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %w : tensor<1x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%1 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<1x8x8x8xf32>) outs(%0 : tensor<1x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %r = arith.cmpf ugt, %in, %cst : f32
      %s = arith.select %r, %in, %cst : f32
      linalg.yield %s : f32
    } -> tensor<1x8x8x8xf32>
    %4 = tensor.empty() : tensor<1x8x4x4xf32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %6 = tensor.empty() : tensor<2x2xf32>
    %7 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%3, %6 : tensor<1x8x8x8xf32>, tensor<2x2xf32>) outs(%5 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %collapsed = tensor.collapse_shape %7 [[0], [1, 2, 3]] : tensor<1x8x4x4xf32> into tensor<1x128xf32>
    %8 = tensor.empty() : tensor<128x4xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%fw : tensor<4x128xf32>) outs(%8 : tensor<128x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x4xf32>
    %10 = tensor.empty() : tensor<1x4xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %12 = linalg.matmul ins(%collapsed, %9 : tensor<1x128xf32>, tensor<128x4xf32>) outs(%11 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %13 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%12, %fb : tensor<1x4xf32>, tensor<4xf32>) outs(%10 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %s = arith.addf %in, %in_1 : f32
      linalg.yield %s : f32
    } -> tensor<1x4xf32>
    return %13 : tensor<1x4xf32>
  }
  func.func private @printMemrefF32(tensor<*xf32>)
  func.func @main() {
    %x = arith.constant dense<1.0> : tensor<1x3x8x8xf32>
    %r = call @forward(%x) : (tensor<1x3x8x8xf32>) -> tensor<1x4xf32>
    %u = tensor.cast %r : tensor<1x4xf32> to tensor<*xf32>
    call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
    return
  }
}

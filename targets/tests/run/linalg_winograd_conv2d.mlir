// UPSTREAM-PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --linalg-winograd-conv2d
// Convolutions into a bias (the init is not zero), as direct
// linalg.conv_2d_nhwc_fhwc and (STRATA-OPT) rewritten by
// linalg-winograd-conv2d into F(4, 3) Winograd transforms: 3x3 filters
// over inputs whose tiles fit and do not (padded), a 3x1 filter over one
// column, and a 5x5 filter, which F(4, 3) leaves direct. The results are
// rounded to multiples of 1/64 (the exact ones are multiples of 1/4;
// Winograd's rounding errors are far below 1/128), so the rewritten
// program must print what upstream prints for the direct convolutions.

func.func private @printMemrefF32(memref<*xf32>)

// (n * 5 + h * 3 + w * 7 + c * 2 + seed) mod 9, minus 4, halved.
func.func @ramp(%t: tensor<?x?x?x?xf32>, %seed: index) -> tensor<?x?x?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xf32>) {
  ^bb0(%out: f32):
    %n = linalg.index 0 : index
    %h = linalg.index 1 : index
    %w = linalg.index 2 : index
    %c = linalg.index 3 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %a = arith.muli %n, %c5 : index
    %b = arith.muli %h, %c3 : index
    %d = arith.muli %w, %c7 : index
    %e = arith.muli %c, %c2 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %e : index
    %s3 = arith.addi %s2, %seed : index
    %m = arith.remui %s3, %c9 : index
    %i = arith.index_cast %m : index to i32
    %f = arith.sitofp %i : i32 to f32
    %four = arith.constant 4.0 : f32
    %half = arith.constant 0.5 : f32
    %g = arith.subf %f, %four : f32
    %v = arith.mulf %g, %half : f32
    linalg.yield %v : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

// Rounded to multiples of 1/64, then printed.
func.func @print(%t: tensor<?x?x?x?xf32>) {
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%t : tensor<?x?x?x?xf32>) {
  ^bb0(%out: f32):
    %k = arith.constant 64.0 : f32
    %zero = arith.constant 0.0 : f32
    %x = arith.mulf %out, %k : f32
    %y = math.roundeven %x : f32
    %z = arith.divf %y, %k : f32
    %p = arith.addf %z, %zero : f32
    linalg.yield %p : f32
  } -> tensor<?x?x?x?xf32>
  %m = bufferization.to_memref %r : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @conv_fits(%in: tensor<1x10x10x3xf32>, %f: tensor<2x3x3x3xf32>, %bias: tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x10x10x3xf32>, tensor<2x3x3x3xf32>) outs(%bias : tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
  return %r : tensor<1x8x8x2xf32>
}

func.func @conv_padded(%in: tensor<2x7x9x3xf32>, %f: tensor<3x3x3x3xf32>, %bias: tensor<2x5x7x3xf32>) -> tensor<2x5x7x3xf32> {
  %r = linalg.conv_2d_nhwc_fhwc ins(%in, %f : tensor<2x7x9x3xf32>, tensor<3x3x3x3xf32>) outs(%bias : tensor<2x5x7x3xf32>) -> tensor<2x5x7x3xf32>
  return %r : tensor<2x5x7x3xf32>
}

func.func @conv_column(%in: tensor<1x9x1x2xf32>, %f: tensor<2x3x1x2xf32>, %bias: tensor<1x7x1x2xf32>) -> tensor<1x7x1x2xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x9x1x2xf32>, tensor<2x3x1x2xf32>) outs(%bias : tensor<1x7x1x2xf32>) -> tensor<1x7x1x2xf32>
  return %r : tensor<1x7x1x2xf32>
}

func.func @conv_5x5(%in: tensor<1x7x7x2xf32>, %f: tensor<2x5x5x2xf32>, %bias: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<1x7x7x2xf32>, tensor<2x5x5x2xf32>) outs(%bias : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %r : tensor<1x3x3x2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %i1 = tensor.empty() : tensor<1x10x10x3xf32>
  %i1d = tensor.cast %i1 : tensor<1x10x10x3xf32> to tensor<?x?x?x?xf32>
  %i1r = call @ramp(%i1d, %c0) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %in1 = tensor.cast %i1r : tensor<?x?x?x?xf32> to tensor<1x10x10x3xf32>
  %f1 = tensor.empty() : tensor<2x3x3x3xf32>
  %f1d = tensor.cast %f1 : tensor<2x3x3x3xf32> to tensor<?x?x?x?xf32>
  %f1r = call @ramp(%f1d, %c1) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %fil1 = tensor.cast %f1r : tensor<?x?x?x?xf32> to tensor<2x3x3x3xf32>
  %b1 = tensor.empty() : tensor<1x8x8x2xf32>
  %b1d = tensor.cast %b1 : tensor<1x8x8x2xf32> to tensor<?x?x?x?xf32>
  %b1r = call @ramp(%b1d, %c2) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %bias1 = tensor.cast %b1r : tensor<?x?x?x?xf32> to tensor<1x8x8x2xf32>
  %r1 = call @conv_fits(%in1, %fil1, %bias1) : (tensor<1x10x10x3xf32>, tensor<2x3x3x3xf32>, tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
  %r1d = tensor.cast %r1 : tensor<1x8x8x2xf32> to tensor<?x?x?x?xf32>
  call @print(%r1d) : (tensor<?x?x?x?xf32>) -> ()

  %i2 = tensor.empty() : tensor<2x7x9x3xf32>
  %i2d = tensor.cast %i2 : tensor<2x7x9x3xf32> to tensor<?x?x?x?xf32>
  %i2r = call @ramp(%i2d, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %in2 = tensor.cast %i2r : tensor<?x?x?x?xf32> to tensor<2x7x9x3xf32>
  %f2 = tensor.empty() : tensor<3x3x3x3xf32>
  %f2d = tensor.cast %f2 : tensor<3x3x3x3xf32> to tensor<?x?x?x?xf32>
  %f2r = call @ramp(%f2d, %c2) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %fil2 = tensor.cast %f2r : tensor<?x?x?x?xf32> to tensor<3x3x3x3xf32>
  %b2 = tensor.empty() : tensor<2x5x7x3xf32>
  %b2d = tensor.cast %b2 : tensor<2x5x7x3xf32> to tensor<?x?x?x?xf32>
  %b2r = call @ramp(%b2d, %c1) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %bias2 = tensor.cast %b2r : tensor<?x?x?x?xf32> to tensor<2x5x7x3xf32>
  %r2 = call @conv_padded(%in2, %fil2, %bias2) : (tensor<2x7x9x3xf32>, tensor<3x3x3x3xf32>, tensor<2x5x7x3xf32>) -> tensor<2x5x7x3xf32>
  %r2d = tensor.cast %r2 : tensor<2x5x7x3xf32> to tensor<?x?x?x?xf32>
  call @print(%r2d) : (tensor<?x?x?x?xf32>) -> ()

  %i3 = tensor.empty() : tensor<1x9x1x2xf32>
  %i3d = tensor.cast %i3 : tensor<1x9x1x2xf32> to tensor<?x?x?x?xf32>
  %i3r = call @ramp(%i3d, %c1) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %in3 = tensor.cast %i3r : tensor<?x?x?x?xf32> to tensor<1x9x1x2xf32>
  %f3 = tensor.empty() : tensor<2x3x1x2xf32>
  %f3d = tensor.cast %f3 : tensor<2x3x1x2xf32> to tensor<?x?x?x?xf32>
  %f3r = call @ramp(%f3d, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %fil3 = tensor.cast %f3r : tensor<?x?x?x?xf32> to tensor<2x3x1x2xf32>
  %b3 = tensor.empty() : tensor<1x7x1x2xf32>
  %b3d = tensor.cast %b3 : tensor<1x7x1x2xf32> to tensor<?x?x?x?xf32>
  %b3r = call @ramp(%b3d, %c0) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %bias3 = tensor.cast %b3r : tensor<?x?x?x?xf32> to tensor<1x7x1x2xf32>
  %r3 = call @conv_column(%in3, %fil3, %bias3) : (tensor<1x9x1x2xf32>, tensor<2x3x1x2xf32>, tensor<1x7x1x2xf32>) -> tensor<1x7x1x2xf32>
  %r3d = tensor.cast %r3 : tensor<1x7x1x2xf32> to tensor<?x?x?x?xf32>
  call @print(%r3d) : (tensor<?x?x?x?xf32>) -> ()

  %i4 = tensor.empty() : tensor<1x7x7x2xf32>
  %i4d = tensor.cast %i4 : tensor<1x7x7x2xf32> to tensor<?x?x?x?xf32>
  %i4r = call @ramp(%i4d, %c2) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %in4 = tensor.cast %i4r : tensor<?x?x?x?xf32> to tensor<1x7x7x2xf32>
  %f4 = tensor.empty() : tensor<2x5x5x2xf32>
  %f4d = tensor.cast %f4 : tensor<2x5x5x2xf32> to tensor<?x?x?x?xf32>
  %f4r = call @ramp(%f4d, %c0) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %fil4 = tensor.cast %f4r : tensor<?x?x?x?xf32> to tensor<2x5x5x2xf32>
  %b4 = tensor.empty() : tensor<1x3x3x2xf32>
  %b4d = tensor.cast %b4 : tensor<1x3x3x2xf32> to tensor<?x?x?x?xf32>
  %b4r = call @ramp(%b4d, %c3) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %bias4 = tensor.cast %b4r : tensor<?x?x?x?xf32> to tensor<1x3x3x2xf32>
  %r4 = call @conv_5x5(%in4, %fil4, %bias4) : (tensor<1x7x7x2xf32>, tensor<2x5x5x2xf32>, tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %r4d = tensor.cast %r4 : tensor<1x3x3x2xf32> to tensor<?x?x?x?xf32>
  call @print(%r4d) : (tensor<?x?x?x?xf32>) -> ()
  return
}

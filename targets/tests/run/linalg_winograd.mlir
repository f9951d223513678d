// UPSTREAM-FROM: linalg_winograd_decomposed.mlir
// Convolutions by the Winograd transforms, as a frontend emits them
// (mlir-opt-19's test-winograd-conv2d form: filter and input transforms,
// a batch_matmul between collapse_shape and expand_shape, the output
// transform), for F(2, 3), F(4, 3) and F(2, 5), a 3x1 filter on one column (one
// side transformed) and an input whose tiles leave a row and a column over.
// strata run decomposes the transforms (tensors-to-buffers runs
// linalg-decompose-winograd-ops). Upstream's own decomposition
// (test-decompose-winograd-ops) multiplies into uninitialized tensors, so
// upstream runs the decomposed twin linalg_winograd_decomposed.mlir: both
// must print the same results, and each result must be within 1e-3 of the
// direct linalg.conv_2d_nhwc_fhwc of the same operands (the `1` after
// each).

func.func private @printMemrefF32(memref<*xf32>)

// (n * 5 + h * 3 + w * 7 + c * 2) mod 9, minus 4, halved.
func.func @ramp(%n: index, %h: index, %w: index, %c: index) -> f32 {
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
  %r = arith.remui %s2, %c9 : index
  %i = arith.index_cast %r : index to i32
  %f = arith.sitofp %i : i32 to f32
  %four = arith.constant 4.0 : f32
  %half = arith.constant 0.5 : f32
  %g = arith.subf %f, %four : f32
  %v = arith.mulf %g, %half : f32
  return %v : f32
}

func.func @input(%seed: index) -> tensor<2x11x11x3xf32> {
  %t = tensor.generate {
  ^bb0(%n: index, %h: index, %w: index, %c: index):
    %n1 = arith.addi %n, %seed : index
    %v = func.call @ramp(%n1, %h, %w, %c) : (index, index, index, index) -> f32
    tensor.yield %v : f32
  } : tensor<2x11x11x3xf32>
  return %t : tensor<2x11x11x3xf32>
}

func.func @filter3(%seed: index) -> tensor<2x3x3x3xf32> {
  %t = tensor.generate {
  ^bb0(%f: index, %h: index, %w: index, %c: index):
    %w1 = arith.addi %w, %seed : index
    %v = func.call @ramp(%h, %f, %w1, %c) : (index, index, index, index) -> f32
    tensor.yield %v : f32
  } : tensor<2x3x3x3xf32>
  return %t : tensor<2x3x3x3xf32>
}

func.func @filter5() -> tensor<2x5x5x3xf32> {
  %t = tensor.generate {
  ^bb0(%f: index, %h: index, %w: index, %c: index):
    %v = func.call @ramp(%w, %h, %f, %c) : (index, index, index, index) -> f32
    tensor.yield %v : f32
  } : tensor<2x5x5x3xf32>
  return %t : tensor<2x5x5x3xf32>
}

func.func @filter31() -> tensor<2x3x1x3xf32> {
  %t = tensor.generate {
  ^bb0(%f: index, %h: index, %w: index, %c: index):
    %v = func.call @ramp(%c, %f, %h, %w) : (index, index, index, index) -> f32
    tensor.yield %v : f32
  } : tensor<2x3x1x3xf32>
  return %t : tensor<2x3x1x3xf32>
}

// Prints %r, then whether every element is within 1e-3 of %ref.
func.func @check(%r: tensor<?x?x?x?xf32>, %ref: tensor<?x?x?x?xf32>) {
  %m = bufferization.to_memref %r : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %zero = arith.constant 0.0 : f32
  %init = tensor.from_elements %zero : tensor<f32>
  %max = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> ()>], iterator_types = ["reduction", "reduction", "reduction", "reduction"]} ins(%r, %ref : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %d = arith.subf %x, %y : f32
    %a = math.absf %d : f32
    %mx = arith.maximumf %a, %acc : f32
    linalg.yield %mx : f32
  } -> tensor<f32>
  %e = tensor.extract %max[] : tensor<f32>
  %tol = arith.constant 1.0e-3 : f32
  %ok = arith.cmpf olt, %e, %tol : f32
  vector.print %ok : i1
  return
}

func.func @direct(%in: tensor<?x?x?x3xf32>, %f: tensor<?x?x?x3xf32>, %out: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%out : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %f : tensor<?x?x?x3xf32>, tensor<?x?x?x3xf32>) outs(%z : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

// F(4, 3): 9x9 outputs from the 11x11 input padded to 14x14 (3x3 tiles).
func.func @wino_4_3(%in: tensor<2x11x11x3xf32>, %f: tensor<2x3x3x3xf32>) -> tensor<2x9x9x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<6x6x3x2xf32>
  %tf = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3x3xf32>) outs(%e0 : tensor<6x6x3x2xf32>) -> tensor<6x6x3x2xf32>
  %padded = tensor.pad %in low[0, 0, 0, 0] high[0, 3, 3, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x11x11x3xf32> to tensor<2x14x14x3xf32>
  %e1 = tensor.empty() : tensor<6x6x3x3x2x3xf32>
  %ti = linalg.winograd_input_transform m(4) r(3) ins(%padded : tensor<2x14x14x3xf32>) outs(%e1 : tensor<6x6x3x3x2x3xf32>) -> tensor<6x6x3x3x2x3xf32>
  %cf = tensor.collapse_shape %tf [[0, 1], [2], [3]] : tensor<6x6x3x2xf32> into tensor<36x3x2xf32>
  %ci = tensor.collapse_shape %ti [[0, 1], [2, 3, 4], [5]] : tensor<6x6x3x3x2x3xf32> into tensor<36x18x3xf32>
  %e2 = tensor.empty() : tensor<36x18x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<36x18x2xf32>) -> tensor<36x18x2xf32>
  %bm = linalg.batch_matmul ins(%ci, %cf : tensor<36x18x3xf32>, tensor<36x3x2xf32>) outs(%z2 : tensor<36x18x2xf32>) -> tensor<36x18x2xf32>
  %ex = tensor.expand_shape %bm [[0, 1], [2, 3, 4], [5]] output_shape [6, 6, 3, 3, 2, 2] : tensor<36x18x2xf32> into tensor<6x6x3x3x2x2xf32>
  %e3 = tensor.empty() : tensor<2x12x12x2xf32>
  %to = linalg.winograd_output_transform m(4) r(3) ins(%ex : tensor<6x6x3x3x2x2xf32>) outs(%e3 : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  %r = tensor.extract_slice %to[0, 0, 0, 0] [2, 9, 9, 2] [1, 1, 1, 1] : tensor<2x12x12x2xf32> to tensor<2x9x9x2xf32>
  return %r : tensor<2x9x9x2xf32>
}

// F(2, 3): 9x9 outputs, the input padded to 12x12 (5x5 tiles).
func.func @wino_2_3(%in: tensor<2x11x11x3xf32>, %f: tensor<2x3x3x3xf32>) -> tensor<2x9x9x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4x4x3x2xf32>
  %tf = linalg.winograd_filter_transform m(2) r(3) ins(%f : tensor<2x3x3x3xf32>) outs(%e0 : tensor<4x4x3x2xf32>) -> tensor<4x4x3x2xf32>
  %padded = tensor.pad %in low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x11x11x3xf32> to tensor<2x12x12x3xf32>
  %e1 = tensor.empty() : tensor<4x4x5x5x2x3xf32>
  %ti = linalg.winograd_input_transform m(2) r(3) ins(%padded : tensor<2x12x12x3xf32>) outs(%e1 : tensor<4x4x5x5x2x3xf32>) -> tensor<4x4x5x5x2x3xf32>
  %cf = tensor.collapse_shape %tf [[0, 1], [2], [3]] : tensor<4x4x3x2xf32> into tensor<16x3x2xf32>
  %ci = tensor.collapse_shape %ti [[0, 1], [2, 3, 4], [5]] : tensor<4x4x5x5x2x3xf32> into tensor<16x50x3xf32>
  %e2 = tensor.empty() : tensor<16x50x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x50x2xf32>) -> tensor<16x50x2xf32>
  %bm = linalg.batch_matmul ins(%ci, %cf : tensor<16x50x3xf32>, tensor<16x3x2xf32>) outs(%z2 : tensor<16x50x2xf32>) -> tensor<16x50x2xf32>
  %ex = tensor.expand_shape %bm [[0, 1], [2, 3, 4], [5]] output_shape [4, 4, 5, 5, 2, 2] : tensor<16x50x2xf32> into tensor<4x4x5x5x2x2xf32>
  %e3 = tensor.empty() : tensor<2x10x10x2xf32>
  %to = linalg.winograd_output_transform m(2) r(3) ins(%ex : tensor<4x4x5x5x2x2xf32>) outs(%e3 : tensor<2x10x10x2xf32>) -> tensor<2x10x10x2xf32>
  %r = tensor.extract_slice %to[0, 0, 0, 0] [2, 9, 9, 2] [1, 1, 1, 1] : tensor<2x10x10x2xf32> to tensor<2x9x9x2xf32>
  return %r : tensor<2x9x9x2xf32>
}

// F(2, 5): 7x7 outputs, the input padded to 12x12 (4x4 tiles).
func.func @wino_2_5(%in: tensor<2x11x11x3xf32>, %f: tensor<2x5x5x3xf32>) -> tensor<2x7x7x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<6x6x3x2xf32>
  %tf = linalg.winograd_filter_transform m(2) r(5) ins(%f : tensor<2x5x5x3xf32>) outs(%e0 : tensor<6x6x3x2xf32>) -> tensor<6x6x3x2xf32>
  %padded = tensor.pad %in low[0, 0, 0, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x11x11x3xf32> to tensor<2x12x12x3xf32>
  %e1 = tensor.empty() : tensor<6x6x4x4x2x3xf32>
  %ti = linalg.winograd_input_transform m(2) r(5) ins(%padded : tensor<2x12x12x3xf32>) outs(%e1 : tensor<6x6x4x4x2x3xf32>) -> tensor<6x6x4x4x2x3xf32>
  %cf = tensor.collapse_shape %tf [[0, 1], [2], [3]] : tensor<6x6x3x2xf32> into tensor<36x3x2xf32>
  %ci = tensor.collapse_shape %ti [[0, 1], [2, 3, 4], [5]] : tensor<6x6x4x4x2x3xf32> into tensor<36x32x3xf32>
  %e2 = tensor.empty() : tensor<36x32x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<36x32x2xf32>) -> tensor<36x32x2xf32>
  %bm = linalg.batch_matmul ins(%ci, %cf : tensor<36x32x3xf32>, tensor<36x3x2xf32>) outs(%z2 : tensor<36x32x2xf32>) -> tensor<36x32x2xf32>
  %ex = tensor.expand_shape %bm [[0, 1], [2, 3, 4], [5]] output_shape [6, 6, 4, 4, 2, 2] : tensor<36x32x2xf32> into tensor<6x6x4x4x2x2xf32>
  %e3 = tensor.empty() : tensor<2x8x8x2xf32>
  %to = linalg.winograd_output_transform m(2) r(5) ins(%ex : tensor<6x6x4x4x2x2xf32>) outs(%e3 : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  %r = tensor.extract_slice %to[0, 0, 0, 0] [2, 7, 7, 2] [1, 1, 1, 1] : tensor<2x8x8x2xf32> to tensor<2x7x7x2xf32>
  return %r : tensor<2x7x7x2xf32>
}

// F(4x1, 3x1): a 3x1 filter on a one-column input, only the height
// transformed: 9x1 outputs from the input padded to 14 rows (3x1 tiles).
func.func @wino_4_3_h(%in: tensor<2x11x1x3xf32>, %f: tensor<2x3x1x3xf32>) -> tensor<2x9x1x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<6x1x3x2xf32>
  %tf = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x1x3xf32>) outs(%e0 : tensor<6x1x3x2xf32>) -> tensor<6x1x3x2xf32>
  %padded = tensor.pad %in low[0, 0, 0, 0] high[0, 3, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x11x1x3xf32> to tensor<2x14x1x3xf32>
  %e1 = tensor.empty() : tensor<6x1x3x1x2x3xf32>
  %ti = linalg.winograd_input_transform m(4) r(3) ins(%padded : tensor<2x14x1x3xf32>) outs(%e1 : tensor<6x1x3x1x2x3xf32>) -> tensor<6x1x3x1x2x3xf32>
  %cf = tensor.collapse_shape %tf [[0, 1], [2], [3]] : tensor<6x1x3x2xf32> into tensor<6x3x2xf32>
  %ci = tensor.collapse_shape %ti [[0, 1], [2, 3, 4], [5]] : tensor<6x1x3x1x2x3xf32> into tensor<6x6x3xf32>
  %e2 = tensor.empty() : tensor<6x6x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<6x6x2xf32>) -> tensor<6x6x2xf32>
  %bm = linalg.batch_matmul ins(%ci, %cf : tensor<6x6x3xf32>, tensor<6x3x2xf32>) outs(%z2 : tensor<6x6x2xf32>) -> tensor<6x6x2xf32>
  %ex = tensor.expand_shape %bm [[0, 1], [2, 3, 4], [5]] output_shape [6, 1, 3, 1, 2, 2] : tensor<6x6x2xf32> into tensor<6x1x3x1x2x2xf32>
  %e3 = tensor.empty() : tensor<2x12x1x2xf32>
  %to = linalg.winograd_output_transform m(4) r(3) ins(%ex : tensor<6x1x3x1x2x2xf32>) outs(%e3 : tensor<2x12x1x2xf32>) -> tensor<2x12x1x2xf32>
  %r = tensor.extract_slice %to[0, 0, 0, 0] [2, 9, 1, 2] [1, 1, 1, 1] : tensor<2x12x1x2xf32> to tensor<2x9x1x2xf32>
  return %r : tensor<2x9x1x2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %in = call @input(%c0) : (index) -> tensor<2x11x11x3xf32>
  %f3 = call @filter3(%c1) : (index) -> tensor<2x3x3x3xf32>
  %f5 = call @filter5() : () -> tensor<2x5x5x3xf32>
  %f31 = call @filter31() : () -> tensor<2x3x1x3xf32>
  %o9 = tensor.empty() : tensor<2x9x9x2xf32>
  %o9d = tensor.cast %o9 : tensor<2x9x9x2xf32> to tensor<?x?x?x?xf32>
  %ind = tensor.cast %in : tensor<2x11x11x3xf32> to tensor<?x?x?x3xf32>
  %f3d = tensor.cast %f3 : tensor<2x3x3x3xf32> to tensor<?x?x?x3xf32>
  %ref3 = call @direct(%ind, %f3d, %o9d) : (tensor<?x?x?x3xf32>, tensor<?x?x?x3xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>

  %w43 = call @wino_4_3(%in, %f3) : (tensor<2x11x11x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x9x9x2xf32>
  %w43d = tensor.cast %w43 : tensor<2x9x9x2xf32> to tensor<?x?x?x?xf32>
  call @check(%w43d, %ref3) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()

  %w23 = call @wino_2_3(%in, %f3) : (tensor<2x11x11x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x9x9x2xf32>
  %w23d = tensor.cast %w23 : tensor<2x9x9x2xf32> to tensor<?x?x?x?xf32>
  call @check(%w23d, %ref3) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()

  %o7 = tensor.empty() : tensor<2x7x7x2xf32>
  %o7d = tensor.cast %o7 : tensor<2x7x7x2xf32> to tensor<?x?x?x?xf32>
  %f5d = tensor.cast %f5 : tensor<2x5x5x3xf32> to tensor<?x?x?x3xf32>
  %ref5 = call @direct(%ind, %f5d, %o7d) : (tensor<?x?x?x3xf32>, tensor<?x?x?x3xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %w25 = call @wino_2_5(%in, %f5) : (tensor<2x11x11x3xf32>, tensor<2x5x5x3xf32>) -> tensor<2x7x7x2xf32>
  %w25d = tensor.cast %w25 : tensor<2x7x7x2xf32> to tensor<?x?x?x?xf32>
  call @check(%w25d, %ref5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()

  %col = tensor.extract_slice %in[0, 0, 4, 0] [2, 11, 1, 3] [1, 1, 1, 1] : tensor<2x11x11x3xf32> to tensor<2x11x1x3xf32>
  %cold = tensor.cast %col : tensor<2x11x1x3xf32> to tensor<?x?x?x3xf32>
  %o91 = tensor.empty() : tensor<2x9x1x2xf32>
  %o91d = tensor.cast %o91 : tensor<2x9x1x2xf32> to tensor<?x?x?x?xf32>
  %f31d = tensor.cast %f31 : tensor<2x3x1x3xf32> to tensor<?x?x?x3xf32>
  %ref31 = call @direct(%cold, %f31d, %o91d) : (tensor<?x?x?x3xf32>, tensor<?x?x?x3xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %w431 = call @wino_4_3_h(%col, %f31) : (tensor<2x11x1x3xf32>, tensor<2x3x1x3xf32>) -> tensor<2x9x1x2xf32>
  %w431d = tensor.cast %w431 : tensor<2x9x1x2xf32> to tensor<?x?x?x?xf32>
  call @check(%w431d, %ref31) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  return
}

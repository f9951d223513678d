func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x4xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4, 4) to match shape of output (4, 8)}}
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x4xf32>) outs(%a : tensor<4x8xf32>)
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xi32>) {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'i32' to match bbArg type 'f32'}}
  %0 = linalg.map ins(%a, %b : tensor<4x8xf32>, tensor<4x8xi32>) outs(%a : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 1 and 2}}
  %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %i: tensor<8xf32>) {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [8] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i : tensor<8xf32>) dimensions = [1]
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %i: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i : tensor<4xf32>) dimensions = [2]
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %i: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) dimensions = [1]
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %i: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'f64'}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%i : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f64) {
      linalg.yield %x : f32
    }
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 1]
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %t: tensor<8x5xf32>) {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 1) = 5 doesn't match dim(input, permutation[1]) = 4}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x5xf32>) permutation = [1, 0]
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %t: tensor<4x8x2xf32>) {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<4x8x2xf32>) permutation = [1, 0, 2]
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %t: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%t : tensor<4x8xf32>) dimensions = [0, 1]
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %t: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 5}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%t : tensor<4x8xf32>) dimensions = [5]
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %t: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 8}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%t : tensor<4x8xf32>) dimensions = [0]
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x15xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 16, but found 15}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x15xf32>) -> tensor<4x15xf32>
  return
}

// -----

func.func @f(%a: tensor<4x8xf32>, %m: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.exp' op expected to have pure tensor or buffer semantics}}
  linalg.exp ins(%a : tensor<4x8xf32>) outs(%m : memref<4x8xf32>)
  return
}

// -----

func.func @f(%a: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<4x8xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  }
  return
}

// -----

func.func @f(%a: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : memref<4x8xf32>) {
  ^bb0(%out: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %out : f32
  }
  return
}

// -----

func.func @f(%a: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 3 dim(s) to match the number of loops}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%a : memref<4x8xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  }
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>, %b: tensor<2x8xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%b : tensor<2x8xf32>) -> tensor<2x8xf32>
  return
}

// -----

func.func @f(%a: tensor<2x16xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16xf32>) outs(%a : tensor<2x16xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @f(%f: tensor<2x3x2x5xf32>, %o: tensor<6x6x5x2xf32>) {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect filter width either equals to r or 1}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x2x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}

// -----

func.func @f(%f: tensor<2x1x1x5xf32>, %o: tensor<1x1x5x2xf32>) {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op expect either filter height or width equals to r}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x1x1x5xf32>) outs(%o : tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  return
}

// -----

func.func @f(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x2x5xf32>) {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x2x5xf32>) -> tensor<6x6x2x5xf32>
  return
}

// -----

func.func @f(%i: tensor<2x10x10x5xf32>, %o: tensor<6x6x3x2x2x5xf32>) {
  // expected-error @+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<2x10x10x5xf32>) outs(%o : tensor<6x6x3x2x2x5xf32>) -> tensor<6x6x3x2x2x5xf32>
  return
}

// -----

func.func @f(%v: tensor<5x6x2x2x2x2xf32>, %o: tensor<2x8x8x2xf32>) {
  // expected-error @+1 {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %0 = linalg.winograd_output_transform m(4) r(3) ins(%v : tensor<5x6x2x2x2x2xf32>) outs(%o : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return
}

// -----

func.func @f(%v: tensor<6x6x2x2x2x2xf32>, %o: tensor<2x8x9x2xf32>) {
  // expected-error @+1 {{'linalg.winograd_output_transform' op the output shape is not expected}}
  %0 = linalg.winograd_output_transform m(4) r(3) ins(%v : tensor<6x6x2x2x2x2xf32>) outs(%o : tensor<2x8x9x2xf32>) -> tensor<2x8x9x2xf32>
  return
}

// -----

func.func @f(%f: tensor<2x3x3xf32>, %o: tensor<6x6x5x2xf32>) {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op operand #0 must be 4D tensor of any type values, but got 'tensor<2x3x3xf32>'}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}

// -----

func.func @winograd_filter_element_types(%f: tensor<2x3x3x5xf16>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' op failed to verify that all of {filter, output} have same element type}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3x5xf16>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_input_element_types(%i: tensor<2x10x10x5xf32>, %o: tensor<6x6x2x2x2x5xf16>) -> tensor<6x6x2x2x2x5xf16> {
  // expected-error @+1 {{'linalg.winograd_input_transform' op failed to verify that all of {input, output} have same element type}}
  %0 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<2x10x10x5xf32>) outs(%o : tensor<6x6x2x2x2x5xf16>) -> tensor<6x6x2x2x2x5xf16>
  return %0 : tensor<6x6x2x2x2x5xf16>
}

// -----

func.func @winograd_output_element_types(%v: tensor<6x6x2x2x2x2xf32>, %o: tensor<2x8x8x2xf64>) -> tensor<2x8x8x2xf64> {
  // expected-error @+1 {{'linalg.winograd_output_transform' op failed to verify that all of {value, output} have same element type}}
  %0 = linalg.winograd_output_transform m(4) r(3) ins(%v : tensor<6x6x2x2x2x2xf32>) outs(%o : tensor<2x8x8x2xf64>) -> tensor<2x8x8x2xf64>
  return %0 : tensor<2x8x8x2xf64>
}

// -----

// Index attributes have the table's length and i64 elements; a splat of
// a huge shape is rejected without being expanded.
func.func @conv_strides_shape(%i: memref<1x8x8x4xf32>, %w: memref<3x3x4x4xf32>, %o: memref<1x6x6x4xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<4000000000xi64>} ins(%i, %w : memref<1x8x8x4xf32>, memref<3x3x4x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}

// -----

func.func @conv_dilations_type(%i: memref<1x8x8x4xf32>, %w: memref<3x3x4x4xf32>, %o: memref<1x6x6x4xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi32>} ins(%i, %w : memref<1x8x8x4xf32>, memref<3x3x4x4xf32>) outs(%o : memref<1x6x6x4xf32>)
  return
}

func.func @f(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 2, expected 1}}
  %e = tensor.empty(%i, %i) : tensor<?x8xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %c = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %c = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @f(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %c = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %c = tensor.extract %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %c = tensor.insert %f into %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @f(%t: tensor<8x8xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch) }}
  %c = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<3x2xf32>
  return
}

// -----

func.func @f(%t: tensor<8x8xf32>, %i: index) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %c = tensor.extract_slice %t[0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @f(%t: tensor<8x8xf32>, %i: index) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %c = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xi32>
  return
}

// -----

func.func @f(%t: tensor<8x8xf32>, %i: index) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank. }}
  %c = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2x2xf32>
  return
}

// -----

func.func @f(%t: tensor<8x8xf32>, %s: tensor<3x2xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch) }}
  %c = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] : tensor<3x2xf32> into tensor<8x8xf32>
  return
}

// -----

func.func @f(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -1}}
  %c = tensor.extract_slice %t[0, 0] [2, -1] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %c = "tensor.from_elements"(%f, %f) : (f32, f32) -> tensor<3xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{must have as many index operands as dynamic extents in the result type}}
  %g = tensor.generate %i, %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %g = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @f(%i: index, %f: i32) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : i32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 2, expected 1}}
  %s = tensor.splat %f[%i, %i] : tensor<?x4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<2x2xi32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<3xi32>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<3xi32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %s: tensor<?xi32>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xi32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16}}
  %e = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<15xf32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<16xf32>', but got 'tensor<16xi32>'}}
  %e = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<16xi32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected the expanded type, 'tensor<16xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<4x4xf32>'.}}
  %e = tensor.expand_shape %t [[0, 1]] output_shape [16] : tensor<4x4xf32> into tensor<16xf32>
  return
}

// -----

func.func @f(%t: tensor<2x1xf32>) {
  %e = tensor.collapse_shape %t [] : tensor<2x1xf32> into tensor<f32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<5xf32>' does not match the inferred type 'tensor<6xf32>'}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<6xf32>'}}
  %p = tensor.pad %t low[1, 2] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{expected the block to have 1 arguments}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %f: i32) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : i32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%a: i32):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %u: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %c = tensor.concat dim(0) %t, %u : (tensor<4xf32>, tensor<4x4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %c = tensor.concat dim(1) %t, %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<9xf32>'does not match inferred shape 'tensor<8xf32>' static sizes}}
  %c = tensor.concat dim(0) %t, %u : (tensor<4xf32>, tensor<4xf32>) -> tensor<9xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %u: tensor<4xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %c = tensor.concat dim(0) %t, %u : (tensor<4xf32>, tensor<4xi32>) -> tensor<8xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %c = tensor.concat dim(0) : () -> tensor<8xf32>
  return
}

// -----

func.func @f(%t: tensor<4x3xf32>, %u: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %c = tensor.concat dim(0) %t, %u : (tensor<4x3xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %c = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<5xi32>' are cast incompatible}}
  %c = tensor.bitcast %t : tensor<4xf32> to tensor<5xi32>
  return
}

// -----

func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<2x3x1x5x6xf32>' or its rank-reduced variant 'tensor<2x3x5x6xf32>' (got: 'tensor<2x3x5xf32>')}}
  %g = tensor.gather %src[%idx] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x5xf32>
  return
}

// -----

func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %g = tensor.gather %src[%idx] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<2x3x2xindex>) -> tensor<2x3x6xf32>
  return
}

// -----

func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %g = tensor.gather %src[%idx] gather_dims([3]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x5x6xf32>
  return
}

// -----

func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %g = tensor.gather %src[%idx] gather_dims([]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x5x6xf32>
  return
}

// -----

func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x1xindex>, %v: tensor<2x3x5x6xf32>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %s = tensor.scatter %v into %src[%idx] scatter_dims([0]) : (tensor<2x3x5x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @f(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x1xindex>, %v: tensor<2x3x5x7xf32>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<2x3x1x5x6xf32>' or its rank-reduced variant 'tensor<2x3x5x6xf32>' (got: 'tensor<2x3x5x7xf32>')}}
  %s = tensor.scatter %v into %src[%idx] scatter_dims([0]) unique : (tensor<2x3x5x7xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @f(%a: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %p = tensor.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 32, 4] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @f(%a: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %p = tensor.pack %a inner_dims_pos = [0, 2] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @f(%a: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{the shape of output is not large enough to hold the packed data. Expected at least 'tensor<16x16x8x16xf32>', got 'tensor<16x8x8x32xf32>'}}
  %p = tensor.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @f(%a: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{outer_dims_perm must be a permutation or empty}}
  %p = tensor.pack %a outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @f(%a: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{invalid zero tile factor}}
  %p = tensor.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 0] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @f(%a: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{invalid inner_dims_pos vector}}
  %p = tensor.pack %a inner_dims_pos = [0, 0] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return
}

// -----

func.func @f(%a: tensor<129x256xf32>, %d: tensor<17x8x8x32xf32>) {
  // expected-error @+1 {{'tensor.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %p = tensor.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<129x256xf32> -> tensor<17x8x8x32xf32>
  return
}

// -----

func.func @f(%a: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>) {
  // expected-error @+1 {{the shape of output is not large enough to hold the packed data. Expected at least 'tensor<16x16x8x16xf32>', got 'tensor<16x8x8x32xf32>'}}
  %p = tensor.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 16] into %a : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}

// -----

func.func @f(%t: tensor<?x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %e = tensor.expand_shape %t [[0, 1], [2]] output_shape [%i, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %e = tensor.collapse_shape %t [[0], [1]] : tensor<4x4xf32> into tensor<16xf32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %e = tensor.collapse_shape %t [[1, 0]] : tensor<4x4xf32> into tensor<16xf32>
  return
}

// -----

func.func @f(%t: tensor<?x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %e = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<16xf32>
  return
}

// -----

func.func @f(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %e = tensor.collapse_shape %t [[0, 1, 2]] : tensor<4x4xf32> into tensor<16xf32>
  return
}

// -----

// Sizes whose sum or product overflows int64 wrap, as upstream's.
func.func @pad_overflow(%t: tensor<9223372036854775807xf32>, %f: f32) -> tensor<4xf32> {
  // expected-error @+1 {{specified type 'tensor<4xf32>' does not match the inferred type 'tensor<-9223372036854775807xf32>'}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<9223372036854775807xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concat_overflow(%t: tensor<9223372036854775807xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<4xf32>'does not match inferred shape 'tensor<-2xf32>' static sizes}}
  %0 = tensor.concat dim(0) %t, %t : (tensor<9223372036854775807xf32>, tensor<9223372036854775807xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @collapse_overflow(%t: tensor<9223372036854775807x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of -4}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<9223372036854775807x4xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}

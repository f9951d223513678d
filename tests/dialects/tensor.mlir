func.func @basic(%t: tensor<?x4xf32>, %i: index, %j: index, %f: f32, %u: tensor<*xf32>) {
  %e = tensor.empty(%i) : tensor<?x8xf32>
  %c = tensor.cast %t : tensor<?x4xf32> to tensor<2x4xf32>
  %c2 = tensor.cast %u : tensor<*xf32> to tensor<?x?xf32>
  %d = tensor.dim %t, %i : tensor<?x4xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %x = tensor.extract %t[%i, %j] : tensor<?x4xf32>
  %y = tensor.insert %f into %t[%i, %j] : tensor<?x4xf32>
  %s = tensor.extract_slice %t[0, %i] [2, 2] [1, 1] : tensor<?x4xf32> to tensor<2x2xf32>
  %s2 = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<4xf32>
  %is = tensor.insert_slice %s into %t[0, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x4xf32>
  %fe = tensor.from_elements %f, %f : tensor<2xf32>
  %fe0 = tensor.from_elements %f : tensor<f32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %sp = tensor.splat %f : tensor<4x4xf32>
  %sp2 = tensor.splat %f[%i] : tensor<?x4xf32>
  %sh = arith.constant dense<[2, 4]> : tensor<2xi32>
  %rs = tensor.reshape %t(%sh) : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %ex = tensor.expand_shape %t [[0, 1], [2]] output_shape [%i, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %co = tensor.collapse_shape %ex [[0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>
  %p = tensor.pad %t low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x?xf32>
  %p2 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  %cc = tensor.concat dim(0) %t, %t : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %bc = tensor.bitcast %t : tensor<?x4xf32> to tensor<?x4xi32>
  return
}
func.func @gs(%src: tensor<4x5x6xf32>, %idx: tensor<2x3x1xindex>, %v: tensor<2x3x5x6xf32>) {
  %g = tensor.gather %src[%idx] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x5x6xf32>
  %g2 = tensor.gather %src[%idx] gather_dims([0]) unique : (tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<2x3x1x5x6xf32>
  %s = tensor.scatter %v into %src[%idx] scatter_dims([0]) unique : (tensor<2x3x5x6xf32>, tensor<4x5x6xf32>, tensor<2x3x1xindex>) -> tensor<4x5x6xf32>
  return
}
func.func @pk(%a: tensor<128x256xf32>, %d: tensor<16x8x8x32xf32>, %f: f32, %i: index) {
  %p = tensor.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %e = tensor.empty() : tensor<8x16x8x32xf32>
  %p2 = tensor.pack %a padding_value(%f : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %e : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  %u = tensor.unpack %d inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %a : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  %u2 = tensor.unpack %e outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %a : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  return
}
func.func @par(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

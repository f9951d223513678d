// PIPELINE: --canonicalize --split-input-file
// tensor.parallel_insert_slice takes tensor.insert_slice's patterns (the
// new casts go before the scf.forall.in_parallel), bitcast chains become
// one bitcast and identity bitcasts fold; with other tensor patterns that
// frontends' IR meets.

// CHECK-LABEL: func.func @pis(
// CHECK: tensor.parallel_insert_slice %arg0 into %arg3[2] [2] [1] : tensor<2xf32> into tensor<8xf32>
func.func @pis(%a: tensor<2xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%s = %o) -> (tensor<8xf32>) {
    %c = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
    %sz = arith.constant 2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %c into %s[%c2] [%sz] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @expand_static
func.func @expand_static(%a: tensor<?xf32>) -> tensor<?x4xf32> {
  %c3 = arith.constant 3 : index
  %r = tensor.expand_shape %a [[0, 1]] output_shape [%c3, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @pad_pad
func.func @pad_pad(%a: tensor<4xf32>, %f: f32) -> tensor<8xf32> {
  %p = tensor.pad %a low[1] high[1] { ^bb0(%i: index): tensor.yield %f : f32 } : tensor<4xf32> to tensor<6xf32>
  %q = tensor.pad %p low[1] high[1] { ^bb0(%i: index): tensor.yield %f : f32 } : tensor<6xf32> to tensor<8xf32>
  return %q : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @concat1
func.func @concat1(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tensor.concat dim(0) %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @pack_static
func.func @pack_static(%a: tensor<?x?xf32>, %d: tensor<2x3x4x2xf32>) -> tensor<2x3x4x2xf32> {
  %r = tensor.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %d : tensor<?x?xf32> -> tensor<2x3x4x2xf32>
  return %r : tensor<2x3x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @gen_dim
func.func @gen_dim(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %g = tensor.generate %n { ^bb0(%i: index): %f = arith.constant 1.0 : f32
    tensor.yield %f : f32 } : tensor<?xf32>
  %d = tensor.dim %g, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @extract_from_elements
func.func @extract_from_elements(%a: f32, %b: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %x = tensor.extract %t[%c1] : tensor<2xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand
func.func @collapse_of_expand(%a: tensor<12xf32>) -> tensor<12xf32> {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  return %c : tensor<12xf32>
}

// -----

// CHECK-LABEL: func.func @bitcast_chain
// CHECK-NEXT: return %arg0
func.func @bitcast_chain(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = tensor.bitcast %a : tensor<4xf32> to tensor<4xi32>
  %c = tensor.bitcast %b : tensor<4xi32> to tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @splat_dyn
func.func @splat_dyn(%f: f32) -> tensor<4xf32> {
  %s = tensor.splat %f : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %s[%c0] : tensor<4xf32>
  %t = tensor.splat %x : tensor<4xf32>
  return %t : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @id
func.func @id(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = tensor.bitcast %a : tensor<4xf32> to tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @chain3
func.func @chain3(%a: tensor<4xf32>) -> tensor<4xui32> {
  %b = tensor.bitcast %a : tensor<4xf32> to tensor<4xi32>
  %c = tensor.bitcast %b : tensor<4xi32> to tensor<4xui32>
  return %c : tensor<4xui32>
}

// -----

// CHECK-LABEL: func.func @pis_dyn_size
func.func @pis_dyn_size(%a: tensor<?xf32>, %o: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c3 = arith.constant 3 : index
  %r = scf.forall (%i) in (4) shared_outs(%s = %o) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %s[%i] [%c3] [1] : tensor<?xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// PIPELINE: --linalg-fold-unit-extent-dims --split-input-file

// Unit loops are dropped: the operands are collapsed, the result expanded
// back; the init the payload reads becomes an input (all loops parallel).
// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<1x5x1xf32>, %[[B:.*]]: tensor<1x5x1xf32>)
// CHECK-NEXT: %[[CA:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1, 2]] : tensor<1x5x1xf32> into tensor<5xf32>
// CHECK-NEXT: %[[CB:.*]] = tensor.collapse_shape %[[B]] {{\[\[}}0, 1, 2]] : tensor<1x5x1xf32> into tensor<5xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%[[CA]], %[[CB]] : tensor<5xf32>, tensor<5xf32>) outs(%[[E]] : tensor<5xf32>)
// CHECK: %[[X:.*]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1, 2]] output_shape [1, 5, 1] : tensor<5xf32> into tensor<1x5x1xf32>
// CHECK-NEXT: return %[[X]]
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @elementwise(%arg0: tensor<1x5x1xf32>, %arg1: tensor<1x5x1xf32>) -> tensor<1x5x1xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x5x1xf32>) outs(%arg1 : tensor<1x5x1xf32>) {
  ^bb0(%a: f32, %b: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<1x5x1xf32>
  return %0 : tensor<1x5x1xf32>
}

// -----

// A reduction over the one non-unit loop: the init becomes rank 0, the
// index of a dropped loop is 0 and the other index is renumbered; the
// discardable attributes are dropped, as upstream.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @reduction_with_index
// CHECK: %[[CA:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : tensor<1x8x1xf32> into tensor<8xf32>
// CHECK-NEXT: %[[CI:.*]] = tensor.collapse_shape %{{.*}} [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[SCALAR]]], iterator_types = ["reduction"]} ins(%[[CA]] : tensor<8xf32>) outs(%[[CI]] : tensor<f32>) {
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: arith.index_cast %[[I]] : index to i32
// CHECK: } -> tensor<f32>
// CHECK-NEXT: tensor.expand_shape %[[R]] [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
func.func @reduction_with_index(%arg0: tensor<1x8x1xf32>, %init: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<1x8x1xf32>) outs(%init : tensor<1x1xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%a: f32, %b: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %k = arith.addi %i, %j : index
    %c = arith.index_cast %k : index to i32
    %f = arith.sitofp %c : i32 to f32
    %1 = arith.addf %a, %b : f32
    %2 = arith.addf %1, %f : f32
    linalg.yield %2 : f32
  } -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// -----

// Buffers of identity layout are collapsed with memref.collapse_shape.
// CHECK-LABEL: func.func @buffers
// CHECK-NEXT: %[[A:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]] : memref<1x5x1xf32> into memref<5xf32>
// CHECK-NEXT: %[[B:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<5x1xf32> into memref<5xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<5xf32>) outs(%[[B]] : memref<5xf32>)
func.func @buffers(%arg0: memref<1x5x1xf32>, %arg1: memref<5x1xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<1x5x1xf32>) outs(%arg1 : memref<5x1xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

// A strided buffer keeps its type; only its map loses the dropped loop.
// CHECK-DAG: #[[ZERO:.*]] = affine_map<(d0) -> (0, d0)>
// CHECK-LABEL: func.func @strided_buffer_kept
// CHECK-SAME: (%[[A:.*]]: memref<1x5xf32, strided<[10, 1]>>, %[[B:.*]]: memref<1x5xf32>)
// CHECK-NEXT: %[[CB:.*]] = memref.collapse_shape %[[B]] {{\[\[}}0, 1]] : memref<1x5xf32> into memref<5xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#[[ZERO]], #{{.*}}], iterator_types = ["parallel"]} ins(%[[A]] : memref<1x5xf32, strided<[10, 1]>>) outs(%[[CB]] : memref<5xf32>)
func.func @strided_buffer_kept(%arg0: memref<1x5xf32, strided<[10, 1]>>, %arg1: memref<1x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<1x5xf32, strided<[10, 1]>>) outs(%arg1 : memref<1x5xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

// Broadcasts written with constant 0 on unit sizes: the operands drop those
// dimensions though no loop is dropped.
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @broadcast
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[COL]], #[[ROW]], #{{.*}}], iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %{{.*}} : tensor<5xf32>, tensor<5xf32>) outs(%{{.*}} : tensor<5x5xf32>)
// CHECK: return %[[R]]
func.func @broadcast(%arg0: tensor<1x5xf32>, %arg1: tensor<5x1xf32>, %e: tensor<5x5xf32>) -> tensor<5x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<1x5xf32>, tensor<5x1xf32>) outs(%e : tensor<5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %1 = arith.addf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<5x5xf32>
  return %0 : tensor<5x5xf32>
}

// -----

// Scalar and rank-0 operands stay as they are.
// CHECK-LABEL: func.func @scalars
// CHECK-SAME: (%{{.*}}: tensor<1x5xf32>, %[[S:.*]]: f32, %[[Z:.*]]: tensor<f32>,
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[S]], %[[Z]] : tensor<5xf32>, f32, tensor<f32>) outs(%{{.*}} : tensor<5xf32>)
func.func @scalars(%arg0: tensor<1x5xf32>, %s: f32, %z: tensor<f32>, %e: tensor<1x5xf32>) -> tensor<1x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %s, %z : tensor<1x5xf32>, f32, tensor<f32>) outs(%e : tensor<1x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32):
    %1 = arith.addf %a, %b : f32
    %2 = arith.addf %1, %c : f32
    linalg.yield %2 : f32
  } -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}

// -----

// No unit dimension, an encoded tensor, a named op: nothing to do.
// CHECK-LABEL: func.func @unchanged
// CHECK-NOT: collapse_shape
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<4x5xf32>) outs(%{{.*}} : tensor<4x5xf32>)
// CHECK-NOT: collapse_shape
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<1x5xf32, "enc">) outs(%{{.*}} : tensor<1x5xf32, "enc">)
// CHECK-NOT: collapse_shape
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<1x5xf32>, tensor<5x1xf32>) outs(%{{.*}} : tensor<1x1xf32>)
func.func @unchanged(%arg0: tensor<4x5xf32>, %e: tensor<4x5xf32>, %x: tensor<1x5xf32, "enc">, %y: tensor<1x5xf32, "enc">, %l: tensor<1x5xf32>, %r: tensor<5x1xf32>, %o: tensor<1x1xf32>) -> (tensor<4x5xf32>, tensor<1x5xf32, "enc">, tensor<1x1xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%a: f32, %d: f32):
    linalg.yield %a : f32
  } -> tensor<4x5xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<1x5xf32, "enc">) outs(%y : tensor<1x5xf32, "enc">) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<1x5xf32, "enc">
  %2 = linalg.matmul ins(%l, %r : tensor<1x5xf32>, tensor<5x1xf32>) outs(%o : tensor<1x1xf32>) -> tensor<1x1xf32>
  return %0, %1, %2 : tensor<4x5xf32>, tensor<1x5xf32, "enc">, tensor<1x1xf32>
}

// -----

// A pad with constant padding and no padding on its unit dimensions pads
// the collapsed source; a pad whose body computes the value stays.
// CHECK-LABEL: func.func @pad
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<1x5x1xf32> into tensor<5x1xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad %[[C]] low[1, 1] high[2, 1]
// CHECK: } : tensor<5x1xf32> to tensor<8x3xf32>
// CHECK-NEXT: tensor.expand_shape %[[P]] {{\[\[}}0, 1], [2]] output_shape [1, 8, 3] : tensor<8x3xf32> into tensor<1x8x3xf32>
// CHECK: tensor.pad %{{.*}} low[0, 1] high[0, 1]
// CHECK: } : tensor<1x5xf32> to tensor<1x7xf32>
func.func @pad(%arg0: tensor<1x5x1xf32>, %arg1: tensor<1x5xf32>) -> (tensor<1x8x3xf32>, tensor<1x7xf32>) {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %arg0 low[0, 1, 1] high[0, 2, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } : tensor<1x5x1xf32> to tensor<1x8x3xf32>
  %1 = tensor.pad %arg1 low[0, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    %c = arith.index_cast %j : index to i32
    %f = arith.sitofp %c : i32 to f32
    tensor.yield %f : f32
  } : tensor<1x5xf32> to tensor<1x7xf32>
  return %0, %1 : tensor<1x8x3xf32>, tensor<1x7xf32>
}

// -----

// Slices with unit dimensions become rank-reducing slices and reshapes,
// also in scf.forall (the source collapsed in front of `in_parallel`).
// CHECK-LABEL: func.func @slices
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[1, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
// CHECK-NEXT: %[[X:.*]] = tensor.expand_shape %[[S]] {{\[\[}}0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<1x8xf32> into tensor<8xf32>
// CHECK-NEXT: tensor.insert_slice %[[C]] into %{{.*}}[2, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
// CHECK: scf.forall
// CHECK-NEXT: %[[PC:.*]] = tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<1x8xf32> into tensor<8xf32>
// CHECK-NEXT: scf.forall.in_parallel
// CHECK-NEXT: tensor.parallel_insert_slice %[[PC]] into
func.func @slices(%arg0: tensor<4x8xf32>, %arg1: tensor<1x8xf32>, %d: tensor<4x8xf32>) -> (tensor<1x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = tensor.extract_slice %arg0[1, 0] [1, 8] [1, 1] : tensor<4x8xf32> to tensor<1x8xf32>
  %1 = tensor.insert_slice %arg1 into %d[2, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
  %2 = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<4x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %arg1 into %o[%i, 0] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<4x8xf32>
    }
  }
  return %0, %1, %2 : tensor<1x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// A fill through a unit-dropping generic: the fill and the empty tensor are
// made in the collapsed type directly.
// CHECK-LABEL: func.func @reduction_into_fill
// CHECK: %[[E:.*]] = tensor.empty() : tensor<f32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%{{.*}} : tensor<?xf32>) outs(%[[F]] : tensor<f32>)
func.func @reduction_into_fill(%arg0: tensor<1x?x1x1xf32>) -> tensor<1x1xf32> {
  %cst = arith.constant 1.0 : f32
  %0 = tensor.empty() : tensor<1x1xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1xf32>) -> tensor<1x1xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x1x1xf32>) outs(%1 : tensor<1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.addf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<1x1xf32>
  return %2 : tensor<1x1xf32>
}

// -----

// An all-parallel generic reading its init takes it as an input; the
// discardable attributes stay.
// CHECK-LABEL: func.func @init_read_becomes_input
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]], %[[B]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>) attrs = {foo}
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.addf %[[X]], %[[Y]] : f32
func.func @init_read_becomes_input(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) attrs = {foo} {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.addf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// Fills and empty tensors fold through reshapes, extracts and casts.
// CHECK-LABEL: func.func @fill_and_empty
// CHECK-SAME: (%[[V:.*]]: f32)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<2x4xf32>
// CHECK-NEXT: %[[E3:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E3]] : tensor<4x4xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %[[F]], %[[E2]], %[[C]], %[[V]]
func.func @fill_and_empty(%arg0: f32) -> (tensor<8xf32>, tensor<2x4xf32>, tensor<4x?xf32>, f32) {
  %0 = tensor.empty() : tensor<1x8xf32>
  %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<1x8xf32>) -> tensor<1x8xf32>
  %2 = tensor.collapse_shape %1 [[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
  %3 = tensor.empty() : tensor<8xf32>
  %4 = tensor.expand_shape %3 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %c4 = arith.constant 4 : index
  %5 = tensor.empty(%c4) : tensor<4x?xf32>
  %c0 = arith.constant 0 : index
  %6 = tensor.extract %1[%c0, %c0] : tensor<1x8xf32>
  return %2, %4, %5, %6 : tensor<8xf32>, tensor<2x4xf32>, tensor<4x?xf32>, f32
}

// -----

// The other fill folds: a copy of a fill fills the copy's init, a copy
// into a fill copies into the fill's init, a transpose of a fill fills the
// transpose's init, a pad of a fill with the fill's value fills an empty
// tensor of the pad's type (not one padding with another value, nor
// buffers).
// CHECK-LABEL: func.func @copy_of_fill
// CHECK-SAME: (%[[V:.*]]: f32, %[[O:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[O]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %[[F]]
// CHECK-LABEL: func.func @copy_into_fill
// CHECK-SAME: (%{{.*}}: f32, %[[I:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: linalg.copy ins(%[[I]] : tensor<4xf32>) outs(%[[E]] : tensor<4xf32>)
// CHECK-LABEL: func.func @transpose_of_fill
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<3x2xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<3x2xf32>)
// CHECK-LABEL: func.func @pad_of_fill
// CHECK-SAME: (%[[V:.*]]: f32, %[[W:.*]]: f32)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<6xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT: %[[P:.*]] = tensor.pad
// CHECK-NEXT: ^bb0
// CHECK-NEXT: tensor.yield %[[W]] : f32
// CHECK: return %[[F]], %[[P]]
// CHECK-LABEL: func.func @buffer_copy
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: linalg.copy
func.func @copy_of_fill(%v: f32, %o: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.copy ins(%f : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @copy_into_fill(%v: f32, %i: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c = linalg.copy ins(%i : tensor<4xf32>) outs(%f : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @transpose_of_fill(%v: f32) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %o = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%f : tensor<2x3xf32>) outs(%o : tensor<3x2xf32>) permutation = [1, 0]
  return %t : tensor<3x2xf32>
}
func.func @pad_of_fill(%v: f32, %w: f32) -> (tensor<6xf32>, tensor<6xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %p = tensor.pad %f low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<6xf32>
  %q = tensor.pad %f low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %w : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %p, %q : tensor<6xf32>, tensor<6xf32>
}
func.func @buffer_copy(%v: f32, %a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// -----

// Dynamic sizes: the collapsed empty init and the expanded result take
// sizes computed from the operands (the resolve-dims patterns of the pass).
// CHECK-LABEL: func.func @dyn
// CHECK: tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @dyn(%a: tensor<?x1x?xf32>) -> tensor<?x1x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x1x?xf32>
  %d2 = tensor.dim %a, %c2 : tensor<?x1x?xf32>
  %e = tensor.empty(%d0, %d2) : tensor<?x1x?xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<?x1x?xf32>) outs(%e : tensor<?x1x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<?x1x?xf32>
  return %r : tensor<?x1x?xf32>
}

// -----

// CHECK-LABEL: func.func @pad_dyn
func.func @pad_dyn(%a: tensor<1x?xf32>, %f: f32, %h: index) -> tensor<1x?xf32> {
  %p = tensor.pad %a low[0, 1] high[0, %h] { ^bb0(%i: index, %j: index): tensor.yield %f : f32 } : tensor<1x?xf32> to tensor<1x?xf32>
  return %p : tensor<1x?xf32>
}

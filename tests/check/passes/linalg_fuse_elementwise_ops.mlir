// PIPELINE: --linalg-fuse-elementwise-ops --split-input-file

// The producer's inputs take the place of the fused operand, with its
// payload in front of the consumer's.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @broadcast_input_before_fused_operand
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>, %[[C:.*]]: tensor<8xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [#[[COL]], #[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[C]], %[[A]], %[[B]] : tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[IC:.*]]: f32, %[[IA:.*]]: f32, %[[IB:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[IA]], %[[IB]] : f32
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[IC]], %[[S]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
// CHECK: return %[[R]]
#map = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1) -> (d1)>
func.func @broadcast_input_before_fused_operand(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#b, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%c, %0 : tensor<8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// A producer with another use is not fused.
// CHECK-LABEL: func.func @producer_with_two_uses
// CHECK: %[[P:.*]] = linalg.generic
// CHECK: arith.addf
// CHECK: %[[Q:.*]] = linalg.generic {{.*}} ins(%[[P]] :
// CHECK: return %[[Q]], %[[P]]
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @producer_with_two_uses(%a: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1, %0 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// The producer's map is composed with the consumer's transposed map, and
// its linalg.index ops read the consumer's loops swapped.
// CHECK-DAG: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @transposed_with_index
// CHECK: linalg.generic {indexing_maps = [#[[T]], #[[ID]], #[[ID]]]
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Z:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[I0:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[I1:.*]] = linalg.index 1 : index
// CHECK-NEXT: arith.addi %[[I1]], %[[I0]] : index
#map = affine_map<(d0, d1) -> (d0, d1)>
#mapT = affine_map<(d0, d1) -> (d1, d0)>
func.func @transposed_with_index(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %kk = arith.index_cast %k : index to i32
    %kf = arith.sitofp %kk : i32 to f32
    %s = arith.addf %x, %kf : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %1 = linalg.generic {indexing_maps = [#mapT, #map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0, %b : tensor<8x4xf32>, tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %t = arith.mulf %x, %z : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// A producer whose payload reads its init keeps that result: the fused
// op has the producer's init before the consumer's.
// CHECK-LABEL: func.func @producer_reads_its_init
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[C:.*]]: tensor<8xf32>, %[[I:.*]]: tensor<4x8xf32>)
// CHECK: %[[E:.*]] = tensor.empty()
// CHECK-NEXT: %[[R:.*]]:2 = linalg.generic {{.*}} ins(%[[A]], %[[C]] : tensor<4x8xf32>, tensor<8xf32>) outs(%[[I]], %[[E]] : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[O:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[O]] : f32
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[S]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[S]], %[[M]] : f32, f32
// CHECK: return %[[R]]#1
#map = affine_map<(d0, d1) -> (d0, d1)>
#b = affine_map<(d0, d1) -> (d1)>
func.func @producer_reads_its_init(%a: tensor<4x8xf32>, %c: tensor<8xf32>, %i: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%i : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #b, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0, %c : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// Fused into a reduction; an operand given twice is then given once, and
// unused operands and dead payload ops go.
// CHECK-LABEL: func.func @into_reduction_with_duplicate
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %{{.*}}: tensor<4x8xf32>, %[[I:.*]]: tensor<4xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[A]] : tensor<4x8xf32>) outs(%[[I]] : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[O:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[M]], %[[O]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @into_reduction_with_duplicate(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %unused = arith.subf %x, %y : f32
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #r], iterator_types = ["parallel", "reduction"]}
      ins(%a, %0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%i : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Named ops are left alone, as producers and as consumers.
// CHECK-LABEL: func.func @named_ops_stay
// CHECK: linalg.add
// CHECK: linalg.generic
// CHECK: linalg.mul
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @named_ops_stay(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %2 = linalg.mul ins(%1, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}

// -----

// A chain of three on dynamic shapes becomes one op; the unused result of
// a two-result producer is dropped.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[A:.*]]: tensor<?x?xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[A]] : tensor<?x?xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[X]] : f32
// CHECK-NEXT: %[[E:.*]] = math.exp %[[N]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[E]], %[[X]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK-NOT: linalg.generic
// CHECK-LABEL: func.func @two_results
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel"]}
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[O:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT: arith.subf %[[M]], %[[O]] : f32
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @chain(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = math.exp %x : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%1, %a : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
func.func @two_results(%a: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%e, %e : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32, %o2: f32):
    %s = arith.addf %x, %x : f32
    %t = arith.mulf %x, %x : f32
    linalg.yield %s, %t : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%0#1 : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.subf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// Fill and splat inputs are read as scalars, scalar constants too; an
// init the payload does not read becomes a tensor.empty of its sizes.
// CHECK-LABEL: func.func @fill_input
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[F:.*]]: f32)
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic {{.*}} ins(%[[A]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.addf %[[X]], %[[F]] : f32
// CHECK-LABEL: func.func @splat_and_scalar_constants
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : i8
// CHECK-DAG: %[[CM3:.*]] = arith.constant -3 : i8
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<4x8xi8>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: i8, %{{.*}}: i8):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[X]], %[[CM3]] : i8
// CHECK-NEXT: arith.muli %[[S]], %[[C5]] : i8
// CHECK-LABEL: func.func @unread_dynamic_init
// CHECK-SAME: (%{{.*}}: tensor<?x8xf32>, %[[B:.*]]: tensor<?x8xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[B]], %[[C0]] : tensor<?x8xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x8xf32>
// CHECK-NEXT: linalg.generic {{.*}} outs(%[[E]] : tensor<?x8xf32>)
// CHECK-LABEL: func.func @identity_generic
// CHECK-SAME: (%[[A:.*]]: tensor<?x8xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[A]] : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %[[C]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
func.func @fill_input(%a: tensor<4x8xf32>, %f: f32) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @splat_and_scalar_constants(%a: tensor<4x8xi8>) -> tensor<4x8xi8> {
  %c = arith.constant dense<-3> : tensor<4x8xi8>
  %k = arith.constant 5 : i8
  %e = tensor.empty() : tensor<4x8xi8>
  %1 = linalg.generic {indexing_maps = [#id, #id, #s, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %c, %k : tensor<4x8xi8>, tensor<4x8xi8>, i8) outs(%e : tensor<4x8xi8>) {
  ^bb0(%x: i8, %y: i8, %z: i8, %o: i8):
    %s = arith.addi %x, %y : i8
    %t = arith.muli %s, %z : i8
    linalg.yield %t : i8
  } -> tensor<4x8xi8>
  return %1 : tensor<4x8xi8>
}
func.func @unread_dynamic_init(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x8xf32>) outs(%b : tensor<?x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<?x8xf32>
  return %1 : tensor<?x8xf32>
}
func.func @identity_generic(%a: tensor<?x8xf32>, %e: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// A generic that only permutes a dense constant used nowhere else folds
// to the permuted constant.
// CHECK-LABEL: func.func @constant_transpose
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[\[\[}}1.000000e+00, 7.000000e+00], [2.000000e+00, 8.000000e+00], [3.000000e+00, 9.000000e+00]], {{\[\[}}4.000000e+00, 1.000000e+01], [5.000000e+00, 1.100000e+01], [6.000000e+00, 1.200000e+01]]]> : tensor<2x3x2xf32>
// CHECK-NEXT: return %[[C]]
// CHECK-LABEL: func.func @constant_with_two_uses
// CHECK: linalg.generic
func.func @constant_transpose() -> tensor<2x3x2xf32> {
  %c = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]]> : tensor<2x2x3xf32>
  %e = tensor.empty() : tensor<2x3x2xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c : tensor<2x2x3xf32>) outs(%e : tensor<2x3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<2x3x2xf32>
  return %1 : tensor<2x3x2xf32>
}
func.func @constant_with_two_uses() -> (tensor<2x3xi32>, tensor<3x2xi32>) {
  %c = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %e = tensor.empty() : tensor<2x3xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<3x2xi32>) outs(%e : tensor<2x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<2x3xi32>
  return %1, %c : tensor<2x3xi32>, tensor<3x2xi32>
}

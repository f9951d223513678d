// PIPELINE: --pass-pipeline='builtin.module(func.func(linalg-detensorize))'
// PIPELINE: --split-input-file --allow-unregistered-dialect

// Only the generics and block arguments that take part in control flow are
// detensored: the loop condition and the loop-carried value.
// CHECK-LABEL: func.func @while_loop
// CHECK-SAME: (%[[A:.*]]: tensor<i32>, %[[B:.*]]: tensor<i32>)
// CHECK-NEXT: %[[XB:.*]] = tensor.extract %[[B]][] : tensor<i32>
// CHECK-NEXT: %[[XA:.*]] = tensor.extract %[[A]][] : tensor<i32>
// CHECK-NEXT: cf.br ^bb1(%[[XA]] : i32)
// CHECK-NEXT: ^bb1(%[[V:.*]]: i32):
// CHECK-NEXT: %[[C:.*]] = arith.cmpi slt, %[[V]], %[[XB]] : i32
// CHECK-NEXT: cf.cond_br %[[C]], ^bb2, ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[V]], %[[V]] : i32
// CHECK-NEXT: cf.br ^bb1(%[[N]] : i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: %[[T:.*]] = tensor.from_elements %[[V]] : tensor<i32>
// CHECK-NEXT: return %[[T]]
#map = affine_map<() -> ()>
func.func @while_loop(%farg0: tensor<i32>, %farg1: tensor<i32>) -> tensor<i32> {
  cf.br ^bb1(%farg0 : tensor<i32>)
^bb1(%0: tensor<i32>):
  %1 = tensor.empty() : tensor<i1>
  %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%0, %farg1 : tensor<i32>, tensor<i32>) outs(%1 : tensor<i1>) {
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %8 = arith.cmpi slt, %arg0, %arg1 : i32
    linalg.yield %8 : i1
  } -> tensor<i1>
  %3 = tensor.extract %2[] : tensor<i1>
  cf.cond_br %3, ^bb2(%0 : tensor<i32>), ^bb3(%0 : tensor<i32>)
^bb2(%4: tensor<i32>):
  %5 = tensor.empty() : tensor<i32>
  %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%4 : tensor<i32>) outs(%5 : tensor<i32>) {
  ^bb0(%arg0: i32, %arg1: i32):
    %8 = arith.addi %arg0, %arg0 : i32
    linalg.yield %8 : i32
  } -> tensor<i32>
  cf.br ^bb1(%6 : tensor<i32>)
^bb3(%7: tensor<i32>):
  return %7 : tensor<i32>
}

// -----

// Generics outside control flow stay.
// CHECK-LABEL: func.func @straight_line
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.mulf
#map = affine_map<() -> ()>
func.func @straight_line(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%a, %b : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %1 = arith.addf %x, %y : f32
    linalg.yield %1 : f32
  } -> tensor<f32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%0, %b : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %2 = arith.mulf %x, %y : f32
    linalg.yield %2 : f32
  } -> tensor<f32>
  return %1 : tensor<f32>
}

// -----

// A loop-carried value also used by an op that keeps tensors: bridged with
// from_elements and extract; the other argument passes through unchanged.
// CHECK-LABEL: func.func @bridged
// CHECK: ^bb1(%[[V:.*]]: i32, %[[S:.*]]: i32):
// CHECK: ^bb2:
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[V]], %[[V]] : i32
// CHECK-NEXT: %[[T:.*]] = tensor.from_elements %[[N]] : tensor<i32>
// CHECK-NEXT: %[[U:.*]] = "test.use"(%[[T]]) : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[U]][] : tensor<i32>
// CHECK-NEXT: cf.br ^bb1(%[[N]], %[[X]] : i32, i32)
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: tensor.from_elements %[[S]] : tensor<i32>
#map = affine_map<() -> ()>
func.func @bridged(%farg0: tensor<i32>, %farg1: tensor<i32>) -> tensor<i32> {
  cf.br ^bb1(%farg0, %farg1 : tensor<i32>, tensor<i32>)
^bb1(%0: tensor<i32>, %s: tensor<i32>):
  %1 = tensor.empty() : tensor<i1>
  %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%0, %farg1 : tensor<i32>, tensor<i32>) outs(%1 : tensor<i1>) {
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %8 = arith.cmpi slt, %arg0, %arg1 : i32
    linalg.yield %8 : i1
  } -> tensor<i1>
  %3 = tensor.extract %2[] : tensor<i1>
  cf.cond_br %3, ^bb2(%0 : tensor<i32>), ^bb3(%s : tensor<i32>)
^bb2(%4: tensor<i32>):
  %5 = tensor.empty() : tensor<i32>
  %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%4 : tensor<i32>) outs(%5 : tensor<i32>) {
  ^bb0(%arg0: i32, %arg1: i32):
    %8 = arith.addi %arg0, %arg0 : i32
    linalg.yield %8 : i32
  } -> tensor<i32>
  %t = "test.use"(%6) : (tensor<i32>) -> tensor<i32>
  cf.br ^bb1(%6, %t : tensor<i32>, tensor<i32>)
^bb3(%7: tensor<i32>):
  return %7 : tensor<i32>
}

// PIPELINE: --pass-pipeline='builtin.module(func.func(linalg-detensorize{aggressive-mode}))'
// PIPELINE: --split-input-file

// Every generic on rank-0 tensors becomes scalar code, bridged to the
// function's tensor arguments and result.
// CHECK-LABEL: func.func @straight_line
// CHECK-SAME: (%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>)
// CHECK-NEXT: %[[XB:.*]] = tensor.extract %[[B]][] : tensor<f32>
// CHECK-NEXT: %[[XA:.*]] = tensor.extract %[[A]][] : tensor<f32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[XA]], %[[XB]] : f32
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[S]], %[[XB]] : f32
// CHECK-NEXT: %[[T:.*]] = tensor.from_elements %[[P]] : tensor<f32>
// CHECK-NEXT: return %[[T]]
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

// Non-entry block arguments become scalars with the branch operands.
// CHECK-LABEL: func.func @branches
// CHECK-SAME: (%[[C:.*]]: tensor<i1>, %[[A:.*]]: tensor<f32>)
// CHECK-NEXT: %[[XA:.*]] = tensor.extract %[[A]][] : tensor<f32>
// CHECK-NEXT: %[[XC:.*]] = tensor.extract %[[C]][] : tensor<i1>
// CHECK-NEXT: cf.cond_br %[[XC]], ^bb1, ^bb2(%[[XA]] : f32)
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[XA]] : f32
// CHECK-NEXT: cf.br ^bb2(%[[N]] : f32)
// CHECK-NEXT: ^bb2(%[[R:.*]]: f32):
// CHECK-NEXT: %[[T:.*]] = tensor.from_elements %[[R]] : tensor<f32>
// CHECK-NEXT: return %[[T]]
#map = affine_map<() -> ()>
func.func @branches(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = tensor.extract %arg0[] : tensor<i1>
  cf.cond_br %0, ^bb1, ^bb2(%arg1 : tensor<f32>)
^bb1:
  %e = tensor.empty() : tensor<f32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg1 : tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %2 = arith.negf %x : f32
    linalg.yield %2 : f32
  } -> tensor<f32>
  cf.br ^bb2(%1 : tensor<f32>)
^bb2(%3: tensor<f32>):
  return %3 : tensor<f32>
}

// -----

// Generics with an operand that is not a rank-0 tensor stay.
// CHECK-LABEL: func.func @not_detensorable
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<f32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : f32) outs(%{{.*}} : tensor<f32>)
func.func @not_detensorable(%a: tensor<4xf32>, %b: tensor<f32>, %s: f32) -> (tensor<4xf32>, tensor<f32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<f32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%s : f32) outs(%b : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    %2 = arith.addf %x, %o : f32
    linalg.yield %2 : f32
  } -> tensor<f32>
  return %0, %1 : tensor<4xf32>, tensor<f32>
}

// -----

// Generics nested in regions are detensored in place; a yielded input is
// bridged back for a call; declarations are left alone.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: tensor<f32>)
// CHECK-NEXT: %[[X:.*]] = tensor.extract %[[A]][] : tensor<f32>
// CHECK-NEXT: scf.if %[[C]]
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[X]] : f32
// CHECK-NEXT: %[[T:.*]] = tensor.from_elements %[[N]] : tensor<f32>
// CHECK-NEXT: scf.yield %[[T]] : tensor<f32>
// CHECK: func.func private @decl(tensor<f32>) -> tensor<f32>
// CHECK-LABEL: func.func @yield_input
// CHECK-SAME: (%[[A2:.*]]: tensor<f32>, %{{.*}}: tensor<f32>)
// CHECK-NEXT: %[[X2:.*]] = tensor.extract %[[A2]][] : tensor<f32>
// CHECK-NEXT: %[[T2:.*]] = tensor.from_elements %[[X2]] : tensor<f32>
// CHECK-NEXT: call @decl(%[[T2]])
#map = affine_map<() -> ()>
func.func @nested(%c: i1, %a: tensor<f32>) -> tensor<f32> {
  %r = scf.if %c -> tensor<f32> {
    %e = tensor.empty() : tensor<f32>
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%a : tensor<f32>) outs(%e : tensor<f32>) {
    ^bb0(%x: f32, %o: f32):
      %1 = arith.negf %x : f32
      linalg.yield %1 : f32
    } -> tensor<f32>
    scf.yield %0 : tensor<f32>
  } else {
    scf.yield %a : tensor<f32>
  }
  return %r : tensor<f32>
}
func.func private @decl(tensor<f32>) -> tensor<f32>
func.func @yield_input(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%a : tensor<f32>) outs(%b : tensor<f32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<f32>
  %1 = func.call @decl(%0) : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

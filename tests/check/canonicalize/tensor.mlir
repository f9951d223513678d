// PIPELINE: --canonicalize --split-input-file
// CHECK-LABEL: func.func @dim_of_empty
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: return %arg0, %[[C4]]
func.func @dim_of_empty(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x4xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x4xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @rank_and_casts
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[A:.*]] = tensor.cast %arg0
// CHECK-NEXT: return %[[C2]], %arg0, %[[A]]
func.func @rank_and_casts(%t: tensor<4x?xf32>) -> (index, tensor<4x?xf32>, tensor<?x?xf32>) {
  %r = tensor.rank %t : tensor<4x?xf32>
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<4x?xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xf32>
  %d = tensor.cast %a : tensor<?x?xf32> to tensor<?x?xf32>
  return %r, %b, %d : index, tensor<4x?xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @extract_known
// CHECK-DAG: arith.constant 2.000000e+00 : f32
// CHECK-DAG: arith.constant 7 : i32
// CHECK: %[[S:.*]] = tensor.splat %arg0
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[S]][%arg2]
// CHECK-NEXT: return %arg1, %[[E]]
func.func @extract_known(%f: f32, %g: f32, %i: index) -> (f32, f32, f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %fe = tensor.from_elements %f, %g : tensor<2xf32>
  %x = tensor.extract %fe[%c1] : tensor<2xf32>
  %s = tensor.splat %f : tensor<4xf32>
  %y = tensor.extract %s[%i] : tensor<4xf32>
  %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %z = tensor.extract %cst[%c1] : tensor<2xf32>
  %ci = arith.constant dense<7> : tensor<2x2xi32>
  %w = tensor.extract %ci[%c0, %c1] : tensor<2x2xi32>
  return %x, %y, %z, %w : f32, f32, f32, i32
}

// -----

// CHECK-LABEL: func.func @dim_of_generate
// CHECK-NEXT: return %arg0
func.func @dim_of_generate(%n: index, %f: f32) -> index {
  %c1 = arith.constant 1 : index
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<3x?xf32>
  %d = tensor.dim %g, %c1 : tensor<3x?xf32>
  return %d : index
}

// -----

// A dim of a splat is not folded to the splat's size operand (upstream 19
// has no such fold or pattern).
// CHECK-LABEL: func.func @dim_of_splat_stays
// CHECK: %[[S:.*]] = tensor.splat
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[S]], %c1
// CHECK-NEXT: return %[[D]]
func.func @dim_of_splat_stays(%a: index, %b: index, %f: f32) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.splat %f[%a, %b] : tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1 : index
}

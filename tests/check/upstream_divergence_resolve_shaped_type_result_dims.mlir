// PIPELINE: --resolve-ranked-shaped-type-result-dims
// Where Strata leaves a dim that mlir-opt-19 resolves wrongly.
//
// An expand_shape that splits one dimension into two dynamic ones: mlir-opt-19
// divides the source size by the product of the group's other sizes, one of
// which is the dynamic marker, and returns `%dim floordiv -9223372036854775808`
// for both sizes. Strata does not reify such an expansion and keeps the dims.

// CHECK-LABEL: func.func @expand_two_dynamic
// CHECK: %[[E:.*]] = tensor.expand_shape
// CHECK-NEXT: tensor.dim %[[E]], %c0
// CHECK-NEXT: tensor.dim %[[E]], %c1
// CHECK-NOT: floordiv
func.func @expand_two_dynamic(%u: tensor<?xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.expand_shape %u [[0, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %1, %2 : index, index
}

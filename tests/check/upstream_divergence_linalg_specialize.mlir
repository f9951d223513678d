// PIPELINE: --linalg-specialize-generic-ops
// Where Strata keeps a linalg.generic that mlir-opt-19 specializes wrongly.
//
// A matmul of i8 operands zero-extended to i32: mlir-opt-19 looks only at
// the kinds of the multiply and the add and builds linalg.matmul, whose
// payload sign-extends (generalizing it back gives arith.extsi), so 200 * 1
// becomes -56. Strata compares the payload with the one the named-op table
// builds and keeps the generic.

// CHECK-LABEL: func.func @mm_unsigned
// CHECK: linalg.generic
// CHECK: arith.extui
// CHECK-NOT: linalg.matmul
func.func @mm_unsigned(%a: tensor<4x6xi8>, %b: tensor<6x5xi8>, %c: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x6xi8>, tensor<6x5xi8>) outs(%c : tensor<4x5xi32>) {
  ^bb0(%x: i8, %y: i8, %o: i32):
    %x1 = arith.extui %x : i8 to i32
    %y1 = arith.extui %y : i8 to i32
    %m = arith.muli %x1, %y1 : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}

// PIPELINE: --resolve-ranked-shaped-type-result-dims --split-input-file
// VERIFY-DIAGNOSTICS
// A dim past the rank of a pad is left alone, but the sizes built for it
// are built again on every sweep: the rewrites do not converge and the
// pass fails, as upstream's (mlir-opt-19 fails without a message).

// expected-error @+1 {{'resolve-ranked-shaped-type-result-dims' did not converge}}
module {
  func.func @pad_dim_out_of_bounds(%t: tensor<?x?xf32>, %l: index) -> index {
    %c5 = arith.constant 5 : index
    %cst = arith.constant 0.0 : f32
    %0 = tensor.pad %t low[%l, 1] high[2, 3] {
    ^bb0(%i: index, %j: index):
      tensor.yield %cst : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    %1 = tensor.dim %0, %c5 : tensor<?x?xf32>
    return %1 : index
  }
}

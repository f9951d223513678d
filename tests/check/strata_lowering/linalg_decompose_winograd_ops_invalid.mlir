// PIPELINE: --linalg-decompose-winograd-ops --split-input-file
// VERIFY-DIAGNOSTICS
// The Winograd transforms linalg-decompose-winograd-ops cannot decompose,
// reported at the op (mlir-opt-19's decomposition builds loops that do not
// verify for an F(m, r) it has no matrices for, and asserts on dynamic
// sizes).

func.func @unsupported_f(%o: tensor<5x5x1x1x1x1xf32>, %oo: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  // expected-error @+1 {{'linalg.winograd_output_transform' with m(3) r(3) is not supported: linalg-decompose-winograd-ops implements F(2, 3), F(4, 3) and F(2, 5)}}
  %0 = linalg.winograd_output_transform m(3) r(3) ins(%o : tensor<5x5x1x1x1x1xf32>) outs(%oo : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}

// -----

func.func @dynamic(%f: tensor<?x3x3x5xf32>, %fo: tensor<6x6x5x?xf32>) -> tensor<6x6x5x?xf32> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' with dynamic sizes is not supported}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<?x3x3x5xf32>) outs(%fo : tensor<6x6x5x?xf32>) -> tensor<6x6x5x?xf32>
  return %0 : tensor<6x6x5x?xf32>
}

// -----

func.func @integers(%i: tensor<1x6x6x1xi32>, %io: tensor<6x6x1x1x1x1xi32>) -> tensor<6x6x1x1x1x1xi32> {
  // expected-error @+1 {{'linalg.winograd_input_transform' is supported on tensors of floating-point elements only}}
  %0 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<1x6x6x1xi32>) outs(%io : tensor<6x6x1x1x1x1xi32>) -> tensor<6x6x1x1x1x1xi32>
  return %0 : tensor<6x6x1x1x1x1xi32>
}

// -----

// (mlir-opt-19 verifies the result type against nothing.)
func.func @result_type(%f: tensor<2x3x3x5xf32>, %fo: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf16> {
  // expected-error @+1 {{'linalg.winograd_filter_transform' whose result type is not its outs type is not supported}}
  %0 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf16>
  return %0 : tensor<6x6x5x2xf16>
}

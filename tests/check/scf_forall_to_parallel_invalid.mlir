// PIPELINE: --scf-forall-to-parallel
// VERIFY-DIAGNOSTICS
// An scf.forall with shared_outs cannot be converted: the pass fails with
// a located error (mlir-opt-19 fails without a message).

func.func @outs(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'scf.forall' op with shared_outs cannot be converted: only fully bufferized loops can}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// PIPELINE: --convert-scf-to-cf --split-input-file --verify-diagnostics --allow-unregistered-dialect
// convert-scf-to-cf cannot lower an scf.forall with shared_outs (it is not
// bufferized): the pass fails on it, as mlir-opt-19 does. Strata's message
// adds the pass and the reason to upstream's.

func.func @forall_shared_outs(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<4xf32> {
    "test.b"(%i) : (index) -> ()
  }
  return %r : tensor<4xf32>
}

// PIPELINE: --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" --split-input-file
// The analysis alone, with function boundaries: tensor arguments are
// marked with how the function uses their buffers, returns with the
// arguments whose buffers they return; the IR keeps its tensors.

// CHECK-LABEL: func.func @access
// CHECK-SAME: {bufferization.access = "read-write"}
// CHECK-SAME: {bufferization.access = "read"}
// CHECK-SAME: {bufferization.access = "write"}
// CHECK-SAME: {bufferization.access = "none"}
// CHECK: __equivalent_func_args__ = [0, -1, -1, 2]
func.func @access(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>, %d: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32, tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %x = tensor.extract %b[%c0] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return %w, %x, %e, %f : tensor<4xf32>, f32, tensor<4xf32>, tensor<4xf32>
}

// -----

// A call writing a copy of its argument returns the copy's buffer.
// CHECK-LABEL: func.func @caller
// CHECK: return {__inplace_operands_attr__
func.func @callee(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %r = call @callee(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

// CHECK-LABEL: func.func @region
// CHECK: __equivalent_func_args__ = [0]
func.func @region(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %f = arith.constant 2.0 : f32
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

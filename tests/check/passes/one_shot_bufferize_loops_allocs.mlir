// PIPELINE: --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --split-input-file
// Loops whose body yields something other than the iteration argument's
// buffer (allowed by allow-return-allocs-from-loops): a buffer made in the
// iteration is passed on as it is; anything else is copied, since the next
// iteration may write the buffer it receives.

// A yielded function argument is copied: writing the iteration argument in
// place must not write %b.
// CHECK-LABEL: func.func @for_yields_outside_value
// CHECK: memref.store
// CHECK: memref.copy %arg1
// CHECK: scf.yield
func.func @for_yields_outside_value(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 7.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %w = tensor.insert %cst into %t[%c0] : tensor<4xf32>
    %x = tensor.extract %w[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @for_yields_new_buffer
// CHECK-NOT: memref.copy
func.func @for_yields_new_buffer(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %x = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @while_forwards_outside_value
// CHECK: memref.copy %arg1
// CHECK: scf.condition
func.func @while_forwards_outside_value(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%t = %a) : (tensor<4xf32>) -> (tensor<4xf32>) {
    %cond = arith.cmpi slt, %c0, %n : index
    scf.condition(%cond) %b : tensor<4xf32>
  } do {
  ^bb0(%u: tensor<4xf32>):
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

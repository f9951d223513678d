// PIPELINE: --one-shot-bufferize=test-analysis-only --split-input-file
// The in-place decisions of One-Shot Analysis, as upstream annotates
// them: per operand "true" (in place), "false" (a copy) or "none".

// CHECK-LABEL: func.func @mlp
// CHECK: linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]

func.func @mlp(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<16xf32>) outs(%m : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %z = arith.maximumf %s, %zero : f32
    linalg.yield %z : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

func.func @loop(%n: index, %v: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<16xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<16xf32> {
    %x = tensor.insert %v into %acc[%i] : tensor<16xf32>
    scf.yield %x : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

func.func @elements(%a: f32, %b: f32) -> tensor<2xf32> {
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  return %t : tensor<2xf32>
}

// -----

// The write into the argument is a copy: it is read afterwards.
// CHECK-LABEL: func.func @write_then_read
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @write_then_read(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %r = tensor.insert %v into %e[%c0] : tensor<4xf32>
  %r2 = tensor.insert %v into %e[%c0] : tensor<4xf32>
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  return %r2, %x : tensor<4xf32>, f32
}

// -----

// A slice of the old value taken after the insert still reads the old value:
// the insert is a copy.
// CHECK-LABEL: func.func @late_view
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @late_view(%t0: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %t = bufferization.alloc_tensor() copy(%t0) : tensor<4xf32>
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %x = tensor.extract %s[%c0] : tensor<2xf32>
  return %r, %x : tensor<4xf32>, f32
}

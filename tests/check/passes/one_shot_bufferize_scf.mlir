// PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --split-input-file
// One-Shot Bufferize of scf.while, scf.forall, scf.execute_region,
// scf.index_switch and tensor.reshape: carried tensors stay in their
// buffers when the loop body passes them on, a forall's shared output is
// written through subviews, branches return the buffers they yield.

// CHECK-LABEL: func.func @while_in_place
func.func @while_in_place(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %r:2 = scf.while (%t = %a, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %t, %i : tensor<4xf32>, index
  } do {
  ^bb0(%u: tensor<4xf32>, %j: index):
    %x = tensor.extract %u[%c0] : tensor<4xf32>
    %y = arith.addf %x, %cst : f32
    %w = tensor.insert %y into %u[%c0] : tensor<4xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %w, %k : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @forall_shared_output
func.func @forall_shared_output(%a: tensor<8x4xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%s = %o) -> (tensor<8x4xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %x = tensor.extract_slice %a[%off, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
    %y = linalg.exp ins(%x : tensor<2x4xf32>) outs(%x : tensor<2x4xf32>) -> tensor<2x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %s[%off, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x4xf32>
    }
  }
  return %r : tensor<8x4xf32>
}

// -----

// CHECK-LABEL: func.func @forall_writes_its_slice
func.func @forall_writes_its_slice(%o: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%s = %o) -> (tensor<8xf32>) {
    %x = tensor.extract_slice %s[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %y = linalg.negf ins(%x : tensor<1xf32>) outs(%x : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %s[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @execute_region
func.func @execute_region(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %c0 = arith.constant 0 : index
    %f = arith.constant 2.0 : f32
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @index_switch
func.func @index_switch(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 2 {
    scf.yield %a : tensor<4xf32>
  }
  default {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @reshape
// CHECK: memref.copy
// CHECK: memref.reshape
func.func @reshape(%a: tensor<2x6xf32>, %s: tensor<1xindex>) -> tensor<12xf32> {
  %r = tensor.reshape %a(%s) : (tensor<2x6xf32>, tensor<1xindex>) -> tensor<12xf32>
  return %r : tensor<12xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_contiguous
// CHECK-NOT: memref.copy
// CHECK: memref.reshape
func.func @reshape_contiguous(%s: tensor<2xindex>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<12xf32>
  %r = tensor.reshape %e(%s) : (tensor<12xf32>, tensor<2xindex>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

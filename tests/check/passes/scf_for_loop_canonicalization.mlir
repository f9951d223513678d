// PIPELINE: --scf-for-loop-canonicalization --split-input-file
// scf-for-loop-canonicalization: affine.min/max ops of scf.for,
// scf.parallel and scf.forall induction variables (constant steps) are
// simplified with the ranges of those variables, dynamic bounds included;
// dims of shape-preserving loop-carried tensors and memrefs read the init
// value.

// CHECK-LABEL: func.func @scf_for_canonicalize_min
// CHECK: %c2_i64 = arith.constant 2 : i64
// CHECK: scf.for
// CHECK-NEXT: memref.store %c2_i64, %arg0[] : memref<i64>
func.func @scf_for_canonicalize_min(%A : memref<i64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c2 {
    %1 = affine.min affine_map<(d0, d1)[s0] -> (s0, -d0 + d1)> (%i, %c4)[%c2]
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @scf_for_canonicalize_max(%A : memref<i64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c2 {
    %1 = affine.max affine_map<(d0, d1)[s0] -> (-s0, -(-d0 + d1))> (%i, %c4)[%c2]
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @scf_for_max_not_canonicalizable(%A : memref<i64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c2 {
    %1 = affine.max affine_map<(d0, d1) -> (-d0 + d1)> (%i, %c3)
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @scf_for_not_canonicalizable_1(%A : memref<i64>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c1 to %c4 step %c2 {
    %1 = affine.min affine_map<(d0)[s0] -> (s0, d0)> (%i)[%c2]
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @scf_for_canonicalize_partly(%A : memref<i64>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c1 to %c4 step %c2 {
    %1 = affine.apply affine_map<(d0) -> (d0 * 2)> (%i)
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @scf_for_not_canonicalizable_2(%A : memref<i64>, %step : index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c1 to %c4 step %step {
    %1 = affine.min affine_map<(d0)[s0] -> (s0, d0)> (%i)[%c2]
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @scf_for_not_canonicalizable_3(%A : memref<i64>, %step : index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c1 to %c4 step %c2 {
    %1 = affine.min affine_map<(d0)[s0] -> (s0 + 1, d0)> (%i)[%step]
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @scf_for_invalid_loop(%A : memref<i64>, %step : index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c4 to %c1 step %c2 {
    %1 = affine.min affine_map<(d0)[s0] -> (s0 + 1, d0)> (%i)[%c2]
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @scf_parallel_canonicalize_min_1(%A : memref<i64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c2) {
    %1 = affine.min affine_map<(d0, d1)[s0] -> (s0, -d0 + d1)> (%i, %c4)[%c2]
    %2 = arith.index_cast %1: index to i64
    memref.store %2, %A[]: memref<i64>
  }
  return
}

// -----

func.func @tensor_dim_of_iter_arg(%t : tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0, %1 = scf.for %i = %c0 to %c10 step %c1 iter_args(%arg0 = %t, %arg1 = %c0) -> (tensor<?x?xf32>, index) {
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    scf.yield %arg0, %dim : tensor<?x?xf32>, index
  }
  return %1 : index
}

// -----

func.func @tensor_dim_of_iter_arg_insertslice(%t : tensor<?x?xf32>, %t2 : tensor<10x10xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0, %1 = scf.for %i = %c0 to %c10 step %c1 iter_args(%arg0 = %t, %arg1 = %c0) -> (tensor<?x?xf32>, index) {
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %2 = tensor.insert_slice %t2 into %arg0[0, 0] [10, 10] [1, 1] : tensor<10x10xf32> into tensor<?x?xf32>
    %3 = tensor.insert_slice %t2 into %2[1, 1] [10, 10] [1, 1] : tensor<10x10xf32> into tensor<?x?xf32>
    scf.yield %3, %dim : tensor<?x?xf32>, index
  }
  return %1 : index
}

// -----

func.func @tensor_dim_of_loop_result(%t : tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c0 to %c10 step %c1 iter_args(%arg0 = %t) -> (tensor<?x?xf32>) {
    scf.yield %arg0 : tensor<?x?xf32>
  }
  %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
  return %dim : index
}

// -----

func.func @tensor_dim_not_preserved(%t : tensor<?x?xf32>, %u : tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c0 to %c10 step %c1 iter_args(%arg0 = %t) -> (tensor<?x?xf32>) {
    scf.yield %u : tensor<?x?xf32>
  }
  %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
  return %dim : index
}

// -----

func.func @memref_dim_of_iter_arg(%t : memref<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0, %1 = scf.for %i = %c0 to %c10 step %c1 iter_args(%arg0 = %t, %arg1 = %c0) -> (memref<?x?xf32>, index) {
    %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
    scf.yield %arg0, %dim : memref<?x?xf32>, index
  }
  %d2 = memref.dim %0, %c0 : memref<?x?xf32>
  %s = arith.addi %1, %d2 : index
  return %s : index
}

// -----

func.func @dynamic_bounds(%lb: index, %ub: index, %A : memref<?xindex>) {
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %c4 {
    %1 = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)> (%i)[%ub]
    memref.store %1, %A[%i]: memref<?xindex>
    %2 = affine.max affine_map<(d0)[s0] -> (d0, s0)> (%i)[%lb]
    memref.store %2, %A[%i]: memref<?xindex>
  }
  return
}

// -----

func.func @forall_min(%A : memref<?xindex>, %n: index) {
  scf.forall (%i, %j) in (8, %n) {
    %1 = affine.min affine_map<(d0) -> (8, d0)> (%i)
    memref.store %1, %A[%j]: memref<?xindex>
  }
  return
}

// -----

func.func @dynamic_ub_constant_bound(%n: index, %A : memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c4 {
    %1 = affine.min affine_map<(d0) -> (4, d0 + 4)> (%i)
    memref.store %1, %A[%i]: memref<?xindex>
    %2 = affine.max affine_map<(d0) -> (-1, -d0 - 3)> (%i)
    memref.store %2, %A[%i]: memref<?xindex>
    %3 = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)> (%i)[%n]
    memref.store %3, %A[%i]: memref<?xindex>
  }
  return
}

// -----

func.func @nested_dependent(%A : memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c2 {
    scf.for %j = %i to %c8 step %c1 {
      %1 = affine.min affine_map<(d0, d1) -> (d0 - d1, 8)> (%j, %i)
      memref.store %1, %A[%j]: memref<?xindex>
    }
  }
  return
}

// -----

func.func @parallel_2d(%A : memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %c12 = arith.constant 12 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c10, %c12) step (%c4, %c5) {
    %1 = affine.min affine_map<(d0, d1) -> (d0 + d1, 20)> (%i, %j)
    %2 = affine.min affine_map<(d0) -> (4, 10 - d0)> (%i)
    memref.store %1, %A[%i, %j]: memref<?x?xindex>
    memref.store %2, %A[%i, %j]: memref<?x?xindex>
  }
  return
}

// -----

func.func @forall_dynamic(%A : memref<?xindex>, %n: index, %m: index) {
  scf.forall (%i, %j) = (0, %m) to (%n, 64) step (1, 16) {
    %1 = affine.min affine_map<(d0)[s0] -> (d0, s0)> (%i)[%n]
    %2 = affine.min affine_map<(d0) -> (64, d0 + 16)> (%j)
    memref.store %1, %A[%j]: memref<?xindex>
    memref.store %2, %A[%j]: memref<?xindex>
  }
  return
}

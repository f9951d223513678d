// PIPELINE: --convert-linalg-to-parallel-loops --split-input-file

// Structured ops on buffers become loop nests (differential against
// mlir-opt-19: loop ranges, loads and stores at the indexing maps, the
// inlined payload, linalg.index as the induction variable).
// CHECK-LABEL: func.func @matmul
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%c4, %c16) step (%c1, %c1) {
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[A:.*]] = memref.load %arg0[%[[I]], %[[K]]]
// CHECK: memref.store %{{.*}}, %arg2[%[[I]], %[[J]]]
// CHECK: }
// CHECK-NEXT: scf.reduce
func.func @matmul(%A: memref<4x8xf32>, %B: memref<8x16xf32>, %C: memref<4x16xf32>) {
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x16xf32>) outs(%C : memref<4x16xf32>)
  return
}

// -----

// Loop bounds of dynamic dimensions come from memref.dim of the first
// operand that has them; linalg.index is the induction variable.
// CHECK-LABEL: func.func @reduce_rows
// CHECK: %[[N:.*]] = memref.dim %arg0, %c0
// CHECK: %[[M:.*]] = memref.dim %arg0, %c1
// CHECK: scf.parallel (%[[I:.*]]) = (%c0) to (%[[N]]) step (%c1) {
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %[[M]] step %c1 {
// CHECK: arith.index_cast %[[J]] : index to i32
func.func @reduce_rows(%A: memref<?x?xf32>, %B: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<?x?xf32>) outs(%B : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %m = arith.mulf %a, %jf : f32
    %s = arith.addf %m, %b : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @conv_strided
// CHECK: %[[H:.*]] = affine.apply #map(%arg4, %arg7)
// CHECK: %[[W:.*]] = affine.apply #map(%arg5, %arg8)
// CHECK: memref.load %arg0[%arg3, %[[H]], %[[W]], %arg9]
func.func @conv_strided(%I: memref<1x9x9x3xf32>, %F: memref<3x3x3x8xf32>, %O: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%I, %F : memref<1x9x9x3xf32>, memref<3x3x3x8xf32>) outs(%O : memref<1x4x4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @fill_copy_zero_d
// CHECK: memref.store %arg0, %arg1[] : memref<f32>
// CHECK: scf.parallel
// CHECK: memref.load %arg2
// CHECK: memref.store %{{.*}}, %arg3
func.func @fill_copy_zero_d(%f: f32, %O: memref<f32>, %X: memref<?x5xi32>, %Y: memref<?x5xi32>, %Z: memref<8xf32>) {
  linalg.fill ins(%f : f32) outs(%O : memref<f32>)
  linalg.copy ins(%X : memref<?x5xi32>) outs(%Y : memref<?x5xi32>)
  linalg.fill ins(%f : f32) outs(%Z : memref<8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise
// CHECK: arith.addf
// CHECK: math.exp
func.func @elementwise(%A: memref<8x?xf32>, %B: memref<8x?xf32>, %C: memref<8x?xf32>) {
  linalg.add ins(%A, %B : memref<8x?xf32>, memref<8x?xf32>) outs(%C : memref<8x?xf32>)
  linalg.exp ins(%A : memref<8x?xf32>) outs(%C : memref<8x?xf32>)
  return
}

// -----

// A reduction between parallel loops: the parallel lowering nests an
// scf.for between two scf.parallel.
// CHECK-LABEL: func.func @middle_reduction
// CHECK: scf.parallel (%[[I:.*]]) = (%c0) to (%c4)
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c5
// CHECK-NEXT: scf.parallel (%[[J:.*]]) = (%c0) to (%c6)
// CHECK: memref.store %{{.*}}, %arg3[%[[J]], %[[I]]]
func.func @middle_reduction(%A: memref<4x5x6xf32>, %s: f32, %B: memref<4x6xf32>, %M: memref<6x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k, j)>, affine_map<(i, k, j) -> ()>,
                                   affine_map<(i, k, j) -> (i, j)>, affine_map<(i, k, j) -> (j, i)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%A, %s : memref<4x5x6xf32>, f32) outs(%B, %M : memref<4x6xf32>, memref<6x4xf32>) {
  ^bb0(%a: f32, %x: f32, %b: f32, %m: f32):
    %p = arith.mulf %a, %x : f32
    %s2 = arith.addf %p, %b : f32
    %mx = arith.maximumf %a, %m : f32
    linalg.yield %s2, %mx : f32, f32
  }
  return
}

// -----

// Ops on tensors are left alone.
// CHECK-LABEL: func.func @on_tensors
// CHECK: linalg.matmul
func.func @on_tensors(%A: tensor<4x8xf32>, %B: tensor<8x16xf32>, %C: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x16xf32>) outs(%C : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_and_batch
// CHECK: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) = (%c0, %c0, %c0, %c0) to (%c1, %c2, %c2, %c2)
// CHECK: arith.maximumf
// CHECK: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = (%c0, %c0, %c0) to (%c2, %c3, %c5)
func.func @pooling_and_batch(%I: memref<1x6x6x2xf32>, %W: memref<3x3xf32>, %O: memref<1x2x2x2xf32>,
                             %A: memref<2x3x4xf32>, %B: memref<2x4x5xf32>, %C: memref<2x3x5xf32>) {
  linalg.pooling_nhwc_max {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[1, 1]> : tensor<2xi64>}
      ins(%I, %W : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%O : memref<1x2x2x2xf32>)
  linalg.batch_matmul ins(%A, %B : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%C : memref<2x3x5xf32>)
  return
}

// -----

// map, transpose and broadcast loops are all parallel; reduce's reduction
// loop stays an scf.for.
// CHECK-LABEL: func.func @map_reduce_transpose_broadcast
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c4, %c8)
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c4)
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%c8, %c4)
// CHECK-NEXT: memref.load %arg0[%[[J]], %[[I]]]
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c4, %c8)
func.func @map_reduce_transpose_broadcast(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %r: memref<4xf32>, %t: memref<8x4xf32>) {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%r : memref<4xf32>) outs(%a : memref<4x8xf32>) dimensions = [1]
  return
}

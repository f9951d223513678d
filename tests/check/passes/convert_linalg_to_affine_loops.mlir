// PIPELINE: --convert-linalg-to-affine-loops --split-input-file

// Structured ops on buffers become loop nests (differential against
// mlir-opt-19: loop ranges, loads and stores at the indexing maps, the
// inlined payload, linalg.index as the induction variable).
// CHECK-LABEL: func.func @matmul
// CHECK: affine.for %[[I:.*]] = 0 to 4 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 16 {
// CHECK-NEXT: affine.for %[[K:.*]] = 0 to 8 {
// CHECK-NEXT: %[[A:.*]] = affine.load %arg0[%[[I]], %[[K]]]
// CHECK-NEXT: %[[B:.*]] = affine.load %arg1[%[[K]], %[[J]]]
// CHECK-NEXT: %[[C:.*]] = affine.load %arg2[%[[I]], %[[J]]]
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[B]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[C]], %[[M]]
// CHECK-NEXT: affine.store %[[S]], %arg2[%[[I]], %[[J]]]
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
// CHECK: affine.for %[[I:.*]] = 0 to %[[N]] {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to %[[M]] {
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
// CHECK: affine.load %arg0[%arg3, %[[H]], %[[W]], %arg9]
func.func @conv_strided(%I: memref<1x9x9x3xf32>, %F: memref<3x3x3x8xf32>, %O: memref<1x4x4x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%I, %F : memref<1x9x9x3xf32>, memref<3x3x3x8xf32>) outs(%O : memref<1x4x4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @fill_copy_zero_d
// CHECK: affine.store %arg0, %arg1[] : memref<f32>
// CHECK: affine.for
// CHECK: affine.load %arg2
// CHECK: affine.store %{{.*}}, %arg3
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
// CHECK: affine.for %[[I:.*]] = 0 to 4
// CHECK: affine.for %[[K:.*]] = 0 to 5
// CHECK: affine.for %[[J:.*]] = 0 to 6
// CHECK: arith.mulf %{{.*}}, %arg1 : f32
// CHECK: affine.store %{{.*}}, %arg3[%[[J]], %[[I]]]
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
// CHECK: arith.maximumf
// CHECK: affine.for %{{.*}} = 0 to 2
func.func @pooling_and_batch(%I: memref<1x6x6x2xf32>, %W: memref<3x3xf32>, %O: memref<1x2x2x2xf32>,
                             %A: memref<2x3x4xf32>, %B: memref<2x4x5xf32>, %C: memref<2x3x5xf32>) {
  linalg.pooling_nhwc_max {strides = dense<[2, 2]> : tensor<2xi64>, dilations = dense<[1, 1]> : tensor<2xi64>}
      ins(%I, %W : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%O : memref<1x2x2x2xf32>)
  linalg.batch_matmul ins(%A, %B : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%C : memref<2x3x5xf32>)
  return
}

// -----

// map, reduce, transpose and broadcast are structured ops.
// CHECK-LABEL: func.func @map_reduce_transpose_broadcast
// CHECK: affine.store %{{.*}}, %arg1[%{{.*}}, %{{.*}}]
// CHECK: %[[S:.*]] = arith.addf %{{.*}}, %{{.*}}
// CHECK-NEXT: affine.store %[[S]], %arg2[%{{.*}}]
// CHECK: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 4 {
// CHECK-NEXT: %[[X:.*]] = affine.load %arg0[%[[J]], %[[I]]]
// CHECK-NEXT: affine.store %[[X]], %arg3[%[[I]], %[[J]]]
// CHECK: affine.store %{{.*}}, %arg0[%{{.*}}, %{{.*}}]
func.func @map_reduce_transpose_broadcast(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %r: memref<4xf32>, %t: memref<8x4xf32>) {
  linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  linalg.broadcast ins(%r : memref<4xf32>) outs(%a : memref<4x8xf32>) dimensions = [1]
  return
}

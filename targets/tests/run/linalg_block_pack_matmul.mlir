// UPSTREAM-PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --linalg-block-pack-matmul=block-factors=2,4,3
// Matmuls on tensors as upstream runs them, and (STRATA-OPT) after
// linalg-block-pack-matmul: the packs (padded where the blocks do not
// divide the sizes, with dynamic sizes, with the LHS and RHS blocks
// transposed), the blocked contraction and the unpacks run through
// strata run and must print the same numbers.

func.func private @printMemrefF32(memref<*xf32>)

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_memref %t : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Dynamic sizes: every operand is padded.
func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.0]]> : tensor<3x5xf32>
  %b = arith.constant dense<[[1.0, 0.5, -1.0, 2.0, 0.0, 1.0, 3.0], [2.0, -1.0, 0.0, 1.0, 1.0, 0.5, -2.0], [0.0, 3.0, 1.0, 1.0, -1.0, 2.0, 0.25], [1.0, 1.0, 2.0, -3.0, 0.5, 0.0, 1.0], [-2.0, 0.25, 1.5, 1.0, 2.0, -1.0, 0.0]]> : tensor<5x7xf32>
  %c = arith.constant dense<1.0> : tensor<3x7xf32>
  %ad = tensor.cast %a : tensor<3x5xf32> to tensor<?x?xf32>
  %bd = tensor.cast %b : tensor<5x7xf32> to tensor<?x?xf32>
  %cd = tensor.cast %c : tensor<3x7xf32> to tensor<?x?xf32>
  %r = call @matmul(%ad, %bd, %cd) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  call @print(%r) : (tensor<?x?xf32>) -> ()

  // Static sizes the blocks divide (4x8 += 4x6 * 6x8): no padding.
  %x = arith.constant dense<[[1.0, -1.0, 2.0, 0.5, 3.0, 1.0], [0.0, 2.0, 1.0, -2.0, 1.0, 4.0], [3.0, 1.0, -1.0, 1.0, 0.0, 2.0], [2.0, 2.0, 0.5, 1.0, -1.0, 0.0]]> : tensor<4x6xf32>
  %y = arith.constant dense<[[1.0, 2.0, 0.0, -1.0, 1.0, 0.5, 2.0, 1.0], [0.0, 1.0, 3.0, 1.0, -2.0, 1.0, 0.0, 1.0], [2.0, -1.0, 1.0, 0.0, 1.0, 1.0, 1.0, 0.5], [1.0, 0.0, -1.0, 2.0, 0.0, 3.0, 1.0, 1.0], [0.5, 1.0, 1.0, 1.0, 2.0, 0.0, -1.0, 2.0], [1.0, 1.0, 0.0, 0.0, 1.0, -1.0, 2.0, 1.0]]> : tensor<6x8xf32>
  %z = arith.constant dense<0.5> : tensor<4x8xf32>
  %s = linalg.matmul ins(%x, %y : tensor<4x6xf32>, tensor<6x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sd = tensor.cast %s : tensor<4x8xf32> to tensor<?x?xf32>
  call @print(%sd) : (tensor<?x?xf32>) -> ()

  // A transposed (6x4 holds the 4x6 LHS), padded k and n: 4x5 += 4x6 * 6x5.
  %xt = arith.constant dense<[[1.0, 0.0, 3.0, 2.0], [-1.0, 2.0, 1.0, 2.0], [2.0, 1.0, -1.0, 0.5], [0.5, -2.0, 1.0, 1.0], [3.0, 1.0, 0.0, -1.0], [1.0, 4.0, 2.0, 0.0]]> : tensor<6x4xf32>
  %y5 = tensor.extract_slice %y[0, 0] [6, 5] [1, 1] : tensor<6x8xf32> to tensor<6x5xf32>
  %z5 = arith.constant dense<-1.0> : tensor<4x5xf32>
  %t = linalg.matmul_transpose_a ins(%xt, %y5 : tensor<6x4xf32>, tensor<6x5xf32>) outs(%z5 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %td = tensor.cast %t : tensor<4x5xf32> to tensor<?x?xf32>
  call @print(%td) : (tensor<?x?xf32>) -> ()

  // A batch of B-transposed matmuls: 2 x (3x5 += 3x4 * (5x4)^T).
  %ba = arith.constant dense<[[[1.0, 2.0, 0.0, -1.0], [0.5, 1.0, 3.0, 2.0], [2.0, -2.0, 1.0, 1.0]], [[0.0, 1.0, 1.0, 1.0], [4.0, 0.5, -1.0, 0.0], [1.0, 1.0, 2.0, 3.0]]]> : tensor<2x3x4xf32>
  %bb = arith.constant dense<[[[1.0, 0.0, 2.0, 1.0], [0.0, 1.0, -1.0, 2.0], [3.0, 1.0, 0.5, 0.0], [1.0, -1.0, 1.0, 1.0], [2.0, 2.0, 0.0, -2.0]], [[0.5, 1.0, 1.0, 0.0], [1.0, 0.0, 2.0, 1.0], [-1.0, 3.0, 0.0, 1.0], [2.0, 1.0, 1.0, 0.5], [0.0, 0.0, 1.0, 4.0]]]> : tensor<2x5x4xf32>
  %bc = arith.constant dense<0.0> : tensor<2x3x5xf32>
  %bm = linalg.batch_matmul_transpose_b ins(%ba, %bb : tensor<2x3x4xf32>, tensor<2x5x4xf32>) outs(%bc : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %bmm = bufferization.to_memref %bm : memref<2x3x5xf32>
  %bu = memref.cast %bmm : memref<2x3x5xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  return
}

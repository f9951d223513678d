// UPSTREAM-PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// linalg.transpose, map, reduce and broadcast on tensors, bufferized,
// freed and lowered by strata run; upstream's pipeline prints the same.

func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<3x2xf32>
  %m = linalg.map { arith.mulf } ins(%t, %t : tensor<3x2xf32>, tensor<3x2xf32>) outs(%e2 : tensor<3x2xf32>)
  %z = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce { arith.addf } ins(%m : tensor<3x2xf32>) outs(%f : tensor<3xf32>) dimensions = [1]
  %e4 = tensor.empty() : tensor<3x4xf32>
  %b = linalg.broadcast ins(%r : tensor<3xf32>) outs(%e4 : tensor<3x4xf32>) dimensions = [1]
  %mm = bufferization.to_memref %b : memref<3x4xf32>
  %u = memref.cast %mm : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

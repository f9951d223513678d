// UPSTREAM-PIPELINE: --linalg-fold-unit-extent-dims --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --linalg-fold-unit-extent-dims
// Generics with unit loops (an index-dependent elementwise op, a broadcast
// through constant-0 maps, a reduction into a filled 1x1 init) and a pad
// with unit dimensions: mlir-opt-19 runs the folded program, Strata the
// original (-O0, -O3) and its own folded form (STRATA-OPT); all must print
// the same.

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[[1.0], [2.0], [3.0]]]> : tensor<1x3x1xf32>
  %e = tensor.empty() : tensor<1x3x1xf32>
  %0 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<1x3x1xf32>) outs(%e : tensor<1x3x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %r = arith.mulf %x, %kf : f32
    linalg.yield %r : f32
  } -> tensor<1x3x1xf32>
  %m0 = bufferization.to_memref %0 : memref<1x3x1xf32>
  %u0 = memref.cast %m0 : memref<1x3x1xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()

  %row = arith.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %col = arith.constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%row, %col : tensor<1x3xf32>, tensor<2x1xf32>) outs(%e2 : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %m1 = bufferization.to_memref %1 : memref<2x3xf32>
  %u1 = memref.cast %m1 : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()

  %b = arith.constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %one = arith.constant 0.5 : f32
  %e3 = tensor.empty() : tensor<1x1xf32>
  %acc = linalg.fill ins(%one : f32) outs(%e3 : tensor<1x1xf32>) -> tensor<1x1xf32>
  %2 = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%b : tensor<1x4x1xf32>) outs(%acc : tensor<1x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x1xf32>
  %m2 = bufferization.to_memref %2 : memref<1x1xf32>
  %u2 = memref.cast %m2 : memref<1x1xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()

  %z = arith.constant -1.0 : f32
  %3 = tensor.pad %a low[0, 1, 0] high[0, 2, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %z : f32
  } : tensor<1x3x1xf32> to tensor<1x6x1xf32>
  %m3 = bufferization.to_memref %3 : memref<1x6x1xf32>
  %u3 = memref.cast %m3 : memref<1x6x1xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  return
}

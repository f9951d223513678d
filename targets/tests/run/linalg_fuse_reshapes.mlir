// UPSTREAM-PIPELINE: --linalg-fuse-elementwise-ops --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --linalg-fuse-elementwise-ops
// Reshapes fused into generics by expansion: an index-dependent generic
// whose result is expanded, and a generic reading a collapse. mlir-opt-19
// runs the fused program, Strata the original (-O0, -O3) and its own fused
// form; all must print the same.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @index_expand(%a: tensor<6x2xf32>) -> tensor<2x3x2xf32> {
  %e = tensor.empty() : tensor<6x2xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<6x2xf32>) outs(%e : tensor<6x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %c = arith.index_cast %k : index to i32
    %f = arith.sitofp %c : i32 to f32
    %s = arith.addf %x, %f : f32
    linalg.yield %s : f32
  } -> tensor<6x2xf32>
  %x = tensor.expand_shape %r [[0, 1], [2]] output_shape [2, 3, 2] : tensor<6x2xf32> into tensor<2x3x2xf32>
  return %x : tensor<2x3x2xf32>
}
func.func @collapse_read(%a: tensor<2x3x2xf32>, %b: tensor<6x2xf32>) -> tensor<6x2xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x2xf32> into tensor<6x2xf32>
  %e = tensor.empty() : tensor<6x2xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c, %b : tensor<6x2xf32>, tensor<6x2xf32>) outs(%e : tensor<6x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %i = linalg.index 0 : index
    %c1 = arith.index_cast %i : index to i32
    %f = arith.sitofp %c1 : i32 to f32
    %m = arith.mulf %x, %y : f32
    %s = arith.subf %m, %f : f32
    linalg.yield %s : f32
  } -> tensor<6x2xf32>
  return %r : tensor<6x2xf32>
}
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<6x2xf32>
  %x = call @index_expand(%a) : (tensor<6x2xf32>) -> tensor<2x3x2xf32>
  %xm = bufferization.to_memref %x : memref<2x3x2xf32>
  %u = memref.cast %xm : memref<2x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %y = call @collapse_read(%x, %a) : (tensor<2x3x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
  %ym = bufferization.to_memref %y : memref<6x2xf32>
  %v = memref.cast %ym : memref<6x2xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}

// UPSTREAM-PIPELINE: --linalg-fuse-elementwise-ops --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --linalg-fuse-elementwise-ops
// A chain of elementwise generics (a transposed read, a broadcast, an
// index-dependent term, a producer reading its init) ending in a reduction:
// mlir-opt-19 runs the fused program, Strata the original (-O0, -O3) and
// its own fused form (STRATA-OPT); all must print the same.

#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %init = arith.constant dense<[[10.0, 20.0], [30.0, 40.0], [50.0, 60.0]]> : tensor<3x2xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %s = arith.mulf %x, %x : f32
    %r = arith.addf %s, %kf : f32
    linalg.yield %r : f32
  } -> tensor<2x3xf32>
  %1 = linalg.generic {indexing_maps = [#t, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0, %v : tensor<2x3xf32>, tensor<2xf32>) outs(%init : tensor<3x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %q = arith.subf %p, %o : f32
    linalg.yield %q : f32
  } -> tensor<3x2xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%z : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  %2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%1 : tensor<3x2xf32>) outs(%acc : tensor<3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = math.absf %x : f32
    %s = arith.addf %n, %o : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %m = bufferization.to_memref %2 : memref<3xf32>
  %u = memref.cast %m : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// UPSTREAM-PIPELINE: --convert-elementwise-to-linalg --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --convert-vector-to-scf --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// tensor.generate and a tensor.pad whose padding is computed from the
// indices, with dynamic sizes and a strided slice passed to a function
// (copied to the contiguous buffer its type asks for).

func.func private @printMemrefF32(memref<*xf32>)
func.func @gen(%n: index) -> tensor<?x3xf32> {
  %r = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %j : index
    %x = arith.index_cast %k : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
func.func @padi(%t: tensor<?x2xf32>, %l: index) -> tensor<?x?xf32> {
  %p = tensor.pad %t low[%l, 1] high[1, %l] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %x = arith.index_cast %s : index to i32
    %f = arith.sitofp %x : i32 to f32
    %neg = arith.negf %f : f32
    tensor.yield %neg : f32
  } : tensor<?x2xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %g = call @gen(%c2) : (index) -> tensor<?x3xf32>
  %m = bufferization.to_memref %g : memref<?x3xf32>
  %u = memref.cast %m : memref<?x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %gc = tensor.extract_slice %g[0, 0] [2, 2] [1, 1] : tensor<?x3xf32> to tensor<2x2xf32>
  %gd = tensor.cast %gc : tensor<2x2xf32> to tensor<?x2xf32>
  %p = call @padi(%gd, %c1) : (tensor<?x2xf32>, index) -> tensor<?x?xf32>
  %pm = bufferization.to_memref %p : memref<?x?xf32>
  %pu = memref.cast %pm : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  return
}

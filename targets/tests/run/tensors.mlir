// UPSTREAM-PIPELINE: --convert-elementwise-to-linalg --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// Programs on tensors: `strata run` bufferizes, frees and lowers them on
// its own; upstream runs one-shot-bufferize with function boundaries, its
// deallocation pipeline and convert-linalg-to-loops. Dense constants,
// tensor.empty + linalg.fill + named ops, a generic reduction, tensor.pad,
// collapse_shape, extract/insert and insert_slice, elementwise arith on
// tensors, and a loop carrying a tensor.

func.func private @printMemrefF32(memref<*xf32>)

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @print(%t: tensor<?x?xf32>) {
  %m = bufferization.to_memref %t : memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @print1(%t: tensor<?xf32>) {
  %m = bufferization.to_memref %t : memref<?xf32>
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @matmul(%a: tensor<3x4xf32>, %b: tensor<4x2xf32>) -> tensor<3x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x2xf32>) outs(%f : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @matmul_tb(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c0 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul_transpose_b ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @row_sums(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x4xf32>) outs(%f : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @pad_flat(%x: tensor<3x4xf32>) -> tensor<30xf32> {
  %one = arith.constant 1.0 : f32
  %p = tensor.pad %x low[1, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<3x4xf32> to tensor<5x5xf32>
  %e = tensor.empty() : tensor<6x5xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<6x5xf32>) -> tensor<6x5xf32>
  %i = tensor.insert_slice %p into %f[0, 0] [5, 5] [1, 1] : tensor<5x5xf32> into tensor<6x5xf32>
  %flat = tensor.collapse_shape %i [[0, 1]] : tensor<6x5xf32> into tensor<30xf32>
  return %flat : tensor<30xf32>
}

func.func @powers(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> tensor<4xf32> {
    %m = linalg.mul ins(%acc, %x : tensor<4xf32>, tensor<4xf32>) outs(%acc : tensor<4xf32>) -> tensor<4xf32>
    %v = tensor.extract %m[%c0] : tensor<4xf32>
    %w = arith.addf %v, %v : f32
    %s = tensor.insert %w into %m[%c0] : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 2.5, 3.0], [-2.0, 0.25, 1.0, 0.0]]> : tensor<3x4xf32>
  %third = arith.constant dense<0.333333343> : tensor<4x2xf32>
  %b = arith.constant dense<[[1.0, -1.0], [2.0, 0.5], [0.0, 3.0], [-1.5, 1.0]]> : tensor<4x2xf32>
  %b3 = arith.addf %b, %third : tensor<4x2xf32>
  %m = call @matmul(%a, %b3) : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3x2xf32>
  %md = tensor.cast %m : tensor<3x2xf32> to tensor<?x?xf32>
  call @print(%md) : (tensor<?x?xf32>) -> ()
  %bt = arith.constant dense<[[1.0, 2.0, 0.0, -1.5], [-1.0, 0.5, 3.0, 1.0]]> : tensor<2x4xf32>
  %thirdt = arith.constant dense<0.333333343> : tensor<2x4xf32>
  %b3t = arith.addf %bt, %thirdt : tensor<2x4xf32>
  %a2 = tensor.cast %a : tensor<3x4xf32> to tensor<?x?xf32>
  %b2 = tensor.cast %b3t : tensor<2x4xf32> to tensor<?x?xf32>
  %mt = call @matmul_tb(%a2, %b2) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  call @print(%mt) : (tensor<?x?xf32>) -> ()
  %ad = tensor.cast %a : tensor<3x4xf32> to tensor<?x4xf32>
  %s = call @row_sums(%ad) : (tensor<?x4xf32>) -> tensor<?xf32>
  call @print1(%s) : (tensor<?xf32>) -> ()
  %p = call @pad_flat(%a) : (tensor<3x4xf32>) -> tensor<30xf32>
  %pd = tensor.cast %p : tensor<30xf32> to tensor<?xf32>
  call @print1(%pd) : (tensor<?xf32>) -> ()
  %x = arith.constant dense<[1.5, -0.5, 0.333333343, 2.0]> : tensor<4xf32>
  %c3 = arith.constant 3 : index
  %q = call @powers(%x, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  %qd = tensor.cast %q : tensor<4xf32> to tensor<?xf32>
  call @print1(%qd) : (tensor<?xf32>) -> ()
  call @print1(%pd) : (tensor<?xf32>) -> ()
  return
}

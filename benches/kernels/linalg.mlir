// Linalg on tensors as frontends emit it, for benches/linalg.sh: named
// matmuls on dynamically shaped tensors (zero-filled results), a 3x3
// convolution and an MLP. Compiled with `strata compile -O3` as it comes.
#bias = affine_map<(b, j) -> (j)>
#id = affine_map<(b, j) -> (b, j)>
#row = affine_map<(b, j) -> (b)>

func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @matmul_transpose_b(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c0 : tensor<?x?xf32>
  %e = tensor.empty(%m, %n) : tensor<?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = linalg.matmul_transpose_b ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @batch_matmul(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %bs = tensor.dim %a, %c0 : tensor<?x?x?xf32>
  %m = tensor.dim %a, %c1 : tensor<?x?x?xf32>
  %n = tensor.dim %b, %c2 : tensor<?x?x?xf32>
  %e = tensor.empty(%bs, %m, %n) : tensor<?x?x?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%f : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// 3x3, 64 to 64 channels, 56x56 output, batch 1; the input is pre-padded.
func.func @conv(%in: tensor<1x58x58x64xf32>, %w: tensor<3x3x64x64xf32>) -> tensor<1x56x56x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x56x56x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %w : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>) outs(%f : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  return %r : tensor<1x56x56x64xf32>
}

// relu(x * w1 + b1) * w2 + b2, then softmax per row; batch 64, 1024 wide.
func.func @mlp(%x: tensor<64x1024xf32>, %w1: tensor<1024x1024xf32>, %b1: tensor<1024xf32>,
               %w2: tensor<1024x1024xf32>, %b2: tensor<1024xf32>) -> tensor<64x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<64x1024xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<64x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %h = linalg.generic {indexing_maps = [#bias, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b1 : tensor<1024xf32>) outs(%m1 : tensor<64x1024xf32>) {
  ^bb0(%bv: f32, %acc: f32):
    %s = arith.addf %acc, %bv : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  %e2 = tensor.empty() : tensor<64x1024xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %m2 = linalg.matmul ins(%h, %w2 : tensor<64x1024xf32>, tensor<1024x1024xf32>) outs(%f2 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %l = linalg.generic {indexing_maps = [#bias, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b2 : tensor<1024xf32>) outs(%m2 : tensor<64x1024xf32>) {
  ^bb0(%bv: f32, %acc: f32):
    %s = arith.addf %acc, %bv : f32
    linalg.yield %s : f32
  } -> tensor<64x1024xf32>
  %er = tensor.empty() : tensor<64xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%l : tensor<64x1024xf32>) outs(%fm : tensor<64xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %er2 = tensor.empty() : tensor<64xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er2 : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%l, %max : tensor<64x1024xf32>, tensor<64xf32>) outs(%fs : tensor<64xf32>) {
  ^bb0(%v: f32, %m: f32, %acc: f32):
    %d = arith.subf %v, %m : f32
    %x2 = math.exp %d : f32
    %r = arith.addf %acc, %x2 : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %p = linalg.generic {indexing_maps = [#row, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%max, %sum : tensor<64xf32>, tensor<64xf32>) outs(%l : tensor<64x1024xf32>) {
  ^bb0(%m: f32, %s: f32, %v: f32):
    %d = arith.subf %v, %m : f32
    %x2 = math.exp %d : f32
    %r = arith.divf %x2, %s : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  return %p : tensor<64x1024xf32>
}

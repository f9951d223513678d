// A small model in linalg on tensors, as a frontend would emit it: two
// dense layers (matmul + bias + relu, then matmul + bias) and a softmax
// over the classes, for a batch of 4 inputs of 8 features.
#map_bias = affine_map<(b, j) -> (j)>
#map_id = affine_map<(b, j) -> (b, j)>
#map_row = affine_map<(b, j) -> (b)>

func.func @mlp(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %w2: tensor<16x3xf32>) -> tensor<4x3xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %b1 = arith.constant dense<0.1> : tensor<16xf32>
  %b2 = arith.constant dense<[0.5, -0.5, 0.0]> : tensor<3xf32>

  // Layer 1: relu(x * w1 + b1).
  %e1 = tensor.empty() : tensor<4x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h = linalg.generic {indexing_maps = [#map_bias, #map_id], iterator_types = ["parallel", "parallel"]}
      ins(%b1 : tensor<16xf32>) outs(%m1 : tensor<4x16xf32>) {
  ^bb0(%bias: f32, %acc: f32):
    %s = arith.addf %acc, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4x16xf32>

  // Layer 2: h * w2 + b2.
  %e2 = tensor.empty() : tensor<4x3xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m2 = linalg.matmul ins(%h, %w2 : tensor<4x16xf32>, tensor<16x3xf32>) outs(%f2 : tensor<4x3xf32>) -> tensor<4x3xf32>
  %logits = linalg.generic {indexing_maps = [#map_bias, #map_id], iterator_types = ["parallel", "parallel"]}
      ins(%b2 : tensor<3xf32>) outs(%m2 : tensor<4x3xf32>) {
  ^bb0(%bias: f32, %acc: f32):
    %s = arith.addf %acc, %bias : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>

  // Softmax over each row: exp(l - max) / sum(exp(l - max)).
  %e3 = tensor.empty() : tensor<4xf32>
  %fmax = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#map_id, #map_row], iterator_types = ["parallel", "reduction"]}
      ins(%logits : tensor<4x3xf32>) outs(%fmax : tensor<4xf32>) {
  ^bb0(%l: f32, %m: f32):
    %r = arith.maximumf %l, %m : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %fsum = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#map_id, #map_row, #map_row], iterator_types = ["parallel", "reduction"]}
      ins(%logits, %max : tensor<4x3xf32>, tensor<4xf32>) outs(%fsum : tensor<4xf32>) {
  ^bb0(%l: f32, %m: f32, %acc: f32):
    %d = arith.subf %l, %m : f32
    %x2 = math.exp %d : f32
    %r = arith.addf %acc, %x2 : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %probs = linalg.generic {indexing_maps = [#map_row, #map_row, #map_id], iterator_types = ["parallel", "parallel"]}
      ins(%max, %sum : tensor<4xf32>, tensor<4xf32>) outs(%logits : tensor<4x3xf32>) {
  ^bb0(%m: f32, %s: f32, %l: f32):
    %d = arith.subf %l, %m : f32
    %x2 = math.exp %d : f32
    %r = arith.divf %x2, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x3xf32>
  return %probs : tensor<4x3xf32>
}

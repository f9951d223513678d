#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @g(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %m: memref<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %i = linalg.index 1 : index
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  linalg.generic {doc = "d", indexing_maps = [#map], iterator_types = ["parallel", "parallel"], library_call = "f"} outs(%m : memref<4x8xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  }
  %2 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %m: memref<4x16xf32>, %i: tensor<1x10x10x3xi8>, %k: tensor<3x3x3x8xi8>, %o: tensor<1x8x8x8xi32>, %ma: memref<4x8xi8>, %mb: memref<8x16xf16>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ma, %mb : memref<4x8xi8>, memref<8x16xf16>) outs(%m : memref<4x16xf32>)
  %1 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>) outs(%o : tensor<1x8x8x8xi32>) -> tensor<1x8x8x8xi32>
  %cst = arith.constant 0.0 : f32
  %2 = linalg.fill ins(%cst : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%c, %c : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @map_reduce(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4xf32>, %o: tensor<8x4xf32>, %m: memref<4x8xf32>, %mr: memref<4xf32>, %mi: memref<4x8xi32>) -> tensor<4x8xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %1 = linalg.map ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%x: f32) {
      %e = math.exp %x : f32
      linalg.yield %e : f32
    }
  %2 = linalg.map { arith.mulf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {tag = 1 : i32}
  %3 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%i : tensor<4xf32>) dimensions = [1]
  %4 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%i : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %e = arith.mulf %x, %y : f32
      linalg.yield %e : f32
    }
  %5:2 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%i, %i : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %s: f32, %t: f32) {
      %e = arith.addf %x, %s : f32
      %f = arith.addf %y, %t : f32
      linalg.yield %e, %f : f32, f32
    }
  %6 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%o : tensor<8x4xf32>) permutation = [1, 0]
  %7 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) permutation = [0, 1] {tag = 2 : i32}
  %8 = linalg.broadcast ins(%i : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  linalg.map { arith.addi } ins(%mi, %mi : memref<4x8xi32>, memref<4x8xi32>) outs(%mi : memref<4x8xi32>)
  linalg.reduce { arith.maximumf } ins(%m : memref<4x8xf32>) outs(%mr : memref<4xf32>) dimensions = [1]
  linalg.map outs(%m : memref<4x8xf32>)
    () {
      %c = arith.constant 1.0 : f32
      linalg.yield %c : f32
    }
  linalg.broadcast ins(%mr : memref<4xf32>) outs(%m : memref<4x8xf32>) dimensions = [1]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @softmax_winograd(%a: tensor<2x16x32xf32>, %m: memref<2x16x32xf32>, %f: tensor<2x3x3x5xf32>, %fo: tensor<6x6x5x2xf32>, %i: tensor<2x10x10x5xf32>, %io: tensor<6x6x2x2x2x5xf32>, %o: tensor<6x6x2x2x2x2xf32>, %oo: tensor<2x8x8x2xf32>, %f1: tensor<2x3x1x5xf32>, %fo1: tensor<6x1x5x2xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%a : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  linalg.softmax {tag} dimension(0) ins(%m : memref<2x16x32xf32>) outs(%m : memref<2x16x32xf32>)
  %1 = linalg.winograd_filter_transform m(4) r(3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %2 = linalg.winograd_filter_transform m(4) r(3) ins(%f1 : tensor<2x3x1x5xf32>) outs(%fo1 : tensor<6x1x5x2xf32>) -> tensor<6x1x5x2xf32>
  %3 = linalg.winograd_input_transform m(4) r(3) ins(%i : tensor<2x10x10x5xf32>) outs(%io : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
  %4 = linalg.winograd_output_transform m(4) r(3) ins(%o : tensor<6x6x2x2x2x2xf32>) outs(%oo : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x16x32xf32>
}

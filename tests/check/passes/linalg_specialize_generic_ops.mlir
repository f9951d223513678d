// PIPELINE: --linalg-specialize-generic-ops --split-input-file --allow-unregistered-dialect
// linalg.generic ops that spell out copy, fill, exp, the float
// add/sub/mul/div (inputs swapped when the payload swaps them) and the
// matmul/batch_matmul contractions (plain or transposed, loops in any
// order, with the table's casts) become those named ops; others stay.

// CHECK-LABEL: func.func @swapped(
// CHECK: linalg.sub ins(%arg1, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK: linalg.add ins(%arg1, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK-LABEL: func.func @ints(
// CHECK: linalg.generic
// CHECK-LABEL: func.func @mm_perm(
// CHECK: linalg.matmul ins(%arg0, %arg1 : memref<4x6xf32>, memref<6x5xf32>)
// CHECK-LABEL: func.func @mm_i8(
// CHECK: linalg.matmul ins(%arg0, %arg1 : tensor<4x6xi8>, tensor<6x5xi8>)
// CHECK-LABEL: func.func @mm_f16(
// CHECK: linalg.matmul_transpose_b ins(%arg0, %arg1 : tensor<4x6xf16>, tensor<5x6xf16>)
// CHECK-LABEL: func.func @not_copy(
// CHECK: linalg.generic
// CHECK-LABEL: func.func @transposed_copy(
// CHECK: linalg.generic
// CHECK-LABEL: func.func @bmm(
// CHECK: linalg.batch_matmul_transpose_a ins(%arg0, %arg1 : tensor<2x6x4xf32>, tensor<2x6x5xf32>)
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @swapped(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) attrs = {foo} {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %y, %x fastmath<fast> : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func @ints(%a: tensor<8x8xi32>, %b: tensor<8x8xi32>, %c: tensor<8x8xi32>) -> tensor<8x8xi32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x8xi32>, tensor<8x8xi32>) outs(%c : tensor<8x8xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %s = arith.addi %x, %y : i32
    linalg.yield %s : i32
  } -> tensor<8x8xi32>
  return %0 : tensor<8x8xi32>
}
func.func @mm_perm(%a: memref<4x6xf32>, %b: memref<6x5xf32>, %c: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(n, k, m) -> (m, k)>, affine_map<(n, k, m) -> (k, n)>, affine_map<(n, k, m) -> (m, n)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a, %b : memref<4x6xf32>, memref<6x5xf32>) outs(%c : memref<4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %y, %x : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }
  return
}
func.func @mm_i8(%a: tensor<4x6xi8>, %b: tensor<6x5xi8>, %c: tensor<4x5xi32>) -> tensor<4x5xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x6xi8>, tensor<6x5xi8>) outs(%c : tensor<4x5xi32>) {
  ^bb0(%x: i8, %y: i8, %o: i32):
    %x1 = arith.extsi %x : i8 to i32
    %y1 = arith.extsi %y : i8 to i32
    %m = arith.muli %x1, %y1 : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
}
func.func @mm_f16(%a: tensor<4x6xf16>, %b: tensor<5x6xf16>, %c: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x6xf16>, tensor<5x6xf16>) outs(%c : tensor<4x5xf32>) {
  ^bb0(%x: f16, %y: f16, %o: f32):
    %x1 = arith.extf %x : f16 to f32
    %y1 = arith.extf %y : f16 to f32
    %m = arith.mulf %x1, %y1 : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
func.func @not_copy(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %e = math.exp %x : f32
    %n = math.exp %e : f32
    linalg.yield %n : f32
  } -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func @transposed_copy(%a: tensor<8x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func @bmm(%a: tensor<2x6x4xf32>, %b: tensor<2x6x5xf32>, %c: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, k, m)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x6x4xf32>, tensor<2x6x5xf32>) outs(%c : tensor<2x4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

// Named ops generalized by mlir-opt-19 and specialized back: those
// upstream 19 knows return, the others (log, abs..., max, min, powf,
// transpose, broadcast, matvec, dot, vecmat, batch_reduce_matmul) stay.
// CHECK-LABEL: func.func @ops(
// CHECK: linalg.copy
// CHECK: linalg.fill
// CHECK: linalg.exp
// CHECK: linalg.add
// CHECK: linalg.sub
// CHECK: linalg.mul
// CHECK: linalg.div
// CHECK: linalg.div
// CHECK: linalg.matmul ins
// CHECK: linalg.matmul_transpose_a
// CHECK: linalg.matmul_transpose_b
// CHECK: linalg.batch_matmul ins
// CHECK: linalg.batch_matmul_transpose_a
// CHECK: linalg.batch_matmul_transpose_b
// CHECK-NOT: linalg.transpose
// CHECK-NOT: linalg.broadcast
// CHECK: "test.use"
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map6 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map12 = affine_map<(d0, d1) -> (d1, d0)>
#map13 = affine_map<(d0, d1) -> (d0)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0) -> (d0)>
#map16 = affine_map<(d0) -> ()>
#map17 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
  func.func @ops(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: f32, %arg4: tensor<2x8x8xf32>, %arg5: tensor<2x8x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<f32>) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %1 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3 : f32) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.exp %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.log %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.absf %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.ceil %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.floor %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.negf %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.divf %cst, %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.round %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.sqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.rsqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.mulf %in, %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.tanh %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.erf %in : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.addf %in, %in_0 : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.subf %in, %in_0 : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.divf %in, %in_0 : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.divf %in, %in_0 : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.maximumf %in, %in_0 : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.minimumf %in, %in_0 : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = math.powf %in, %in_0 : f32
      linalg.yield %35 : f32
    } -> tensor<8x8xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<8x8xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<8x8xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map6, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<8x8xf32>
    %26 = linalg.generic {indexing_maps = [#map7, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg4, %arg4 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%arg5 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<2x8x8xf32>
    %27 = linalg.generic {indexing_maps = [#map10, #map8, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg4, %arg4 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%arg5 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<2x8x8xf32>
    %28 = linalg.generic {indexing_maps = [#map7, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg4, %arg4 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%arg5 : tensor<2x8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<2x8x8xf32>
    %29 = linalg.generic {indexing_maps = [#map12, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %30 = linalg.generic {indexing_maps = [#map13, #map], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map14, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg6 : tensor<8x8xf32>, tensor<8xf32>) outs(%arg6 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<8xf32>
    %32 = linalg.generic {indexing_maps = [#map15, #map15, #map16], iterator_types = ["reduction"]} ins(%arg6, %arg6 : tensor<8xf32>, tensor<8xf32>) outs(%arg7 : tensor<f32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<f32>
    %33 = linalg.generic {indexing_maps = [#map14, #map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg6, %arg0 : tensor<8xf32>, tensor<8x8xf32>) outs(%arg6 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<8xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map8, #map17], iterator_types = ["reduction", "parallel", "parallel", "reduction"]} ins(%arg4, %arg4 : tensor<2x8x8xf32>, tensor<2x8x8xf32>) outs(%arg2 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %35 = arith.mulf %in, %in_0 : f32
      %36 = arith.addf %out, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<8x8xf32>
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8x8xf32>) -> ()
    return
  }


// UPSTREAM-PIPELINE: --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-scf --convert-vector-to-llvm --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// linalg_winograd.mlir with its Winograd transforms decomposed by
// `strata opt --linalg-decompose-winograd-ops`: the program upstream runs
// for linalg_winograd.mlir (UPSTREAM-FROM there). mlir-opt-19's own
// decomposition multiplies into uninitialized tensor.empty results, so
// upstream's run of the original prints garbage and fails the comparisons
// with the direct convolutions (tests/check/upstream_divergence_winograd.mlir).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0) -> (d0 * 4)>
#map3 = affine_map<(d0, d1) -> ()>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0) -> (d0 * 2)>
module {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @ramp(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> f32 {
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c9 = arith.constant 9 : index
    %0 = arith.muli %arg0, %c5 : index
    %1 = arith.muli %arg1, %c3 : index
    %2 = arith.muli %arg2, %c7 : index
    %3 = arith.muli %arg3, %c2 : index
    %4 = arith.addi %0, %1 : index
    %5 = arith.addi %4, %2 : index
    %6 = arith.addi %5, %3 : index
    %7 = arith.remui %6, %c9 : index
    %8 = arith.index_cast %7 : index to i32
    %9 = arith.sitofp %8 : i32 to f32
    %cst = arith.constant 4.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %10 = arith.subf %9, %cst : f32
    %11 = arith.mulf %10, %cst_0 : f32
    return %11 : f32
  }
  func.func @input(%arg0: index) -> tensor<2x11x11x3xf32> {
    %generated = tensor.generate  {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      %0 = arith.addi %arg1, %arg0 : index
      %1 = func.call @ramp(%0, %arg2, %arg3, %arg4) : (index, index, index, index) -> f32
      tensor.yield %1 : f32
    } : tensor<2x11x11x3xf32>
    return %generated : tensor<2x11x11x3xf32>
  }
  func.func @filter3(%arg0: index) -> tensor<2x3x3x3xf32> {
    %generated = tensor.generate  {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      %0 = arith.addi %arg3, %arg0 : index
      %1 = func.call @ramp(%arg2, %arg1, %0, %arg4) : (index, index, index, index) -> f32
      tensor.yield %1 : f32
    } : tensor<2x3x3x3xf32>
    return %generated : tensor<2x3x3x3xf32>
  }
  func.func @filter5() -> tensor<2x5x5x3xf32> {
    %generated = tensor.generate  {
    ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index):
      %0 = func.call @ramp(%arg2, %arg1, %arg0, %arg3) : (index, index, index, index) -> f32
      tensor.yield %0 : f32
    } : tensor<2x5x5x3xf32>
    return %generated : tensor<2x5x5x3xf32>
  }
  func.func @filter31() -> tensor<2x3x1x3xf32> {
    %generated = tensor.generate  {
    ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: index):
      %0 = func.call @ramp(%arg3, %arg0, %arg1, %arg2) : (index, index, index, index) -> f32
      tensor.yield %0 : f32
    } : tensor<2x3x1x3xf32>
    return %generated : tensor<2x3x1x3xf32>
  }
  func.func @check(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>) {
    %0 = bufferization.to_memref %arg0 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
    %cast = memref.cast %0 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<*xf32>
    call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
    %cst = arith.constant 0.000000e+00 : f32
    %from_elements = tensor.from_elements %cst : tensor<f32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%from_elements : tensor<f32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %3 = arith.subf %in, %in_1 : f32
      %4 = math.absf %3 : f32
      %5 = arith.maximumf %4, %out : f32
      linalg.yield %5 : f32
    } -> tensor<f32>
    %extracted = tensor.extract %1[] : tensor<f32>
    %cst_0 = arith.constant 1.000000e-03 : f32
    %2 = arith.cmpf olt, %extracted, %cst_0 : f32
    vector.print %2 : i1
    return
  }
  func.func @direct(%arg0: tensor<?x?x?x3xf32>, %arg1: tensor<?x?x?x3xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    %1 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x3xf32>, tensor<?x?x?x3xf32>) outs(%0 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    return %1 : tensor<?x?x?x?xf32>
  }
  func.func @wino_4_3(%arg0: tensor<2x11x11x3xf32>, %arg1: tensor<2x3x3x3xf32>) -> tensor<2x9x9x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<6x6x3x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [-0.333333343, 0.333333343, -0.333333343], [-0.333333343, -0.333333343, -0.333333343], [0.0833333358, -0.166666672, 0.333333343], [0.0833333358, 0.166666672, 0.333333343], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<6x3xf32>
    %cst_2 = arith.constant dense<[[1.000000e+00, -0.333333343, -0.333333343, 0.0833333358, 0.0833333358, 0.000000e+00], [0.000000e+00, 0.333333343, -0.333333343, -0.166666672, 0.166666672, 0.000000e+00], [0.000000e+00, -0.333333343, -0.333333343, 0.333333343, 0.333333343, 1.000000e+00]]> : tensor<3x6xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %1 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %0) -> (tensor<6x6x3x2xf32>) {
      %9 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (tensor<6x6x3x2xf32>) {
        %extracted_slice_19 = tensor.extract_slice %arg1[%arg2, 0, 0, %arg4] [1, 3, 3, 1] [1, 1, 1, 1] : tensor<2x3x3x3xf32> to tensor<3x3xf32>
        %10 = tensor.empty() : tensor<6x3xf32>
        %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<6x3xf32>) -> tensor<6x3xf32>
        %12 = linalg.matmul ins(%cst_1, %extracted_slice_19 : tensor<6x3xf32>, tensor<3x3xf32>) outs(%11 : tensor<6x3xf32>) -> tensor<6x3xf32>
        %13 = tensor.empty() : tensor<6x6xf32>
        %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<6x6xf32>) -> tensor<6x6xf32>
        %15 = linalg.matmul ins(%12, %cst_2 : tensor<6x3xf32>, tensor<3x6xf32>) outs(%14 : tensor<6x6xf32>) -> tensor<6x6xf32>
        %inserted_slice = tensor.insert_slice %15 into %arg5[0, 0, %arg4, %arg2] [6, 6, 1, 1] [1, 1, 1, 1] : tensor<6x6xf32> into tensor<6x6x3x2xf32>
        scf.yield %inserted_slice : tensor<6x6x3x2xf32>
      }
      scf.yield %9 : tensor<6x6x3x2xf32>
    }
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 3, 3, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x11x11x3xf32> to tensor<2x14x14x3xf32>
    %2 = tensor.empty() : tensor<6x6x3x3x2x3xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %cst_4 = arith.constant dense<[[2.500000e-01, 0.000000e+00, -3.125000e-01, 0.000000e+00, 6.250000e-02, 0.000000e+00], [0.000000e+00, 2.500000e-01, -2.500000e-01, -6.250000e-02, 6.250000e-02, 0.000000e+00], [0.000000e+00, -2.500000e-01, -2.500000e-01, 6.250000e-02, 6.250000e-02, 0.000000e+00], [0.000000e+00, 2.500000e-01, -1.250000e-01, -2.500000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, -2.500000e-01, -1.250000e-01, 2.500000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, 2.500000e-01, 0.000000e+00, -3.125000e-01, 0.000000e+00, 6.250000e-02]]> : tensor<6x6xf32>
    %cst_5 = arith.constant dense<[[2.500000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 2.500000e-01, -2.500000e-01, 2.500000e-01, -2.500000e-01, 2.500000e-01], [-3.125000e-01, -2.500000e-01, -2.500000e-01, -1.250000e-01, -1.250000e-01, 0.000000e+00], [0.000000e+00, -6.250000e-02, 6.250000e-02, -2.500000e-01, 2.500000e-01, -3.125000e-01], [6.250000e-02, 6.250000e-02, 6.250000e-02, 1.250000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 6.250000e-02]]> : tensor<6x6xf32>
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c3_8 = arith.constant 3 : index
    %c2_9 = arith.constant 2 : index
    %3 = scf.for %arg2 = %c0_6 to %c3_8 step %c1_7 iter_args(%arg3 = %2) -> (tensor<6x6x3x3x2x3xf32>) {
      %9 = scf.for %arg4 = %c0_6 to %c3_8 step %c1_7 iter_args(%arg5 = %arg3) -> (tensor<6x6x3x3x2x3xf32>) {
        %10 = scf.for %arg6 = %c0_6 to %c2_9 step %c1_7 iter_args(%arg7 = %arg5) -> (tensor<6x6x3x3x2x3xf32>) {
          %11 = scf.for %arg8 = %c0_6 to %c3_8 step %c1_7 iter_args(%arg9 = %arg7) -> (tensor<6x6x3x3x2x3xf32>) {
            %12 = affine.apply #map2(%arg2)
            %13 = affine.apply #map2(%arg4)
            %extracted_slice_19 = tensor.extract_slice %padded[%arg6, %12, %13, %arg8] [1, 6, 6, 1] [1, 1, 1, 1] : tensor<2x14x14x3xf32> to tensor<6x6xf32>
            %14 = tensor.empty() : tensor<6x6xf32>
            %15 = linalg.fill ins(%cst_3 : f32) outs(%14 : tensor<6x6xf32>) -> tensor<6x6xf32>
            %16 = linalg.matmul ins(%cst_4, %extracted_slice_19 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%15 : tensor<6x6xf32>) -> tensor<6x6xf32>
            %17 = tensor.empty() : tensor<6x6xf32>
            %18 = linalg.fill ins(%cst_3 : f32) outs(%17 : tensor<6x6xf32>) -> tensor<6x6xf32>
            %19 = linalg.matmul ins(%16, %cst_5 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%18 : tensor<6x6xf32>) -> tensor<6x6xf32>
            %inserted_slice = tensor.insert_slice %19 into %arg9[0, 0, %arg2, %arg4, %arg6, %arg8] [6, 6, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x6xf32> into tensor<6x6x3x3x2x3xf32>
            scf.yield %inserted_slice : tensor<6x6x3x3x2x3xf32>
          }
          scf.yield %11 : tensor<6x6x3x3x2x3xf32>
        }
        scf.yield %10 : tensor<6x6x3x3x2x3xf32>
      }
      scf.yield %9 : tensor<6x6x3x3x2x3xf32>
    }
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<6x6x3x2xf32> into tensor<36x3x2xf32>
    %collapsed_10 = tensor.collapse_shape %3 [[0, 1], [2, 3, 4], [5]] : tensor<6x6x3x3x2x3xf32> into tensor<36x18x3xf32>
    %4 = tensor.empty() : tensor<36x18x2xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<36x18x2xf32>) -> tensor<36x18x2xf32>
    %6 = linalg.batch_matmul ins(%collapsed_10, %collapsed : tensor<36x18x3xf32>, tensor<36x3x2xf32>) outs(%5 : tensor<36x18x2xf32>) -> tensor<36x18x2xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2, 3, 4], [5]] output_shape [6, 6, 3, 3, 2, 2] : tensor<36x18x2xf32> into tensor<6x6x3x3x2x2xf32>
    %7 = tensor.empty() : tensor<2x12x12x2xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    %cst_12 = arith.constant dense<[[1.250000e-01, 2.500000e-01, 2.500000e-01, 1.250000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, -2.500000e-01, 2.500000e-01, -2.500000e-01, 2.500000e-01, 0.000000e+00], [0.000000e+00, 2.500000e-01, 2.500000e-01, 5.000000e-01, 5.000000e-01, 0.000000e+00], [0.000000e+00, -2.500000e-01, 2.500000e-01, -1.000000e+00, 1.000000e+00, 5.000000e-01]]> : tensor<4x6xf32>
    %cst_13 = arith.constant dense<[[1.250000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00], [2.500000e-01, -2.500000e-01, 2.500000e-01, -2.500000e-01], [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01], [1.250000e-01, -2.500000e-01, 5.000000e-01, -1.000000e+00], [1.250000e-01, 2.500000e-01, 5.000000e-01, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 5.000000e-01]]> : tensor<6x4xf32>
    %cst_14 = arith.constant 1.024000e+03 : f32
    %c0_15 = arith.constant 0 : index
    %c1_16 = arith.constant 1 : index
    %c3_17 = arith.constant 3 : index
    %c2_18 = arith.constant 2 : index
    %8 = scf.for %arg2 = %c0_15 to %c3_17 step %c1_16 iter_args(%arg3 = %7) -> (tensor<2x12x12x2xf32>) {
      %9 = scf.for %arg4 = %c0_15 to %c3_17 step %c1_16 iter_args(%arg5 = %arg3) -> (tensor<2x12x12x2xf32>) {
        %10 = scf.for %arg6 = %c0_15 to %c2_18 step %c1_16 iter_args(%arg7 = %arg5) -> (tensor<2x12x12x2xf32>) {
          %11 = scf.for %arg8 = %c0_15 to %c2_18 step %c1_16 iter_args(%arg9 = %arg7) -> (tensor<2x12x12x2xf32>) {
            %extracted_slice_19 = tensor.extract_slice %expanded[0, 0, %arg2, %arg4, %arg6, %arg8] [6, 6, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x6x3x3x2x2xf32> to tensor<6x6xf32>
            %12 = tensor.empty() : tensor<4x6xf32>
            %13 = linalg.fill ins(%cst_11 : f32) outs(%12 : tensor<4x6xf32>) -> tensor<4x6xf32>
            %14 = linalg.matmul ins(%cst_12, %extracted_slice_19 : tensor<4x6xf32>, tensor<6x6xf32>) outs(%13 : tensor<4x6xf32>) -> tensor<4x6xf32>
            %15 = tensor.empty() : tensor<4x4xf32>
            %16 = linalg.fill ins(%cst_11 : f32) outs(%15 : tensor<4x4xf32>) -> tensor<4x4xf32>
            %17 = linalg.matmul ins(%14, %cst_13 : tensor<4x6xf32>, tensor<6x4xf32>) outs(%16 : tensor<4x4xf32>) -> tensor<4x4xf32>
            %18 = tensor.empty() : tensor<4x4xf32>
            %19 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_14, %17 : f32, tensor<4x4xf32>) outs(%18 : tensor<4x4xf32>) {
            ^bb0(%in: f32, %in_20: f32, %out: f32):
              %22 = arith.mulf %in, %in_20 : f32
              linalg.yield %22 : f32
            } -> tensor<4x4xf32>
            %20 = affine.apply #map2(%arg2)
            %21 = affine.apply #map2(%arg4)
            %inserted_slice = tensor.insert_slice %19 into %arg9[%arg6, %20, %21, %arg8] [1, 4, 4, 1] [1, 1, 1, 1] : tensor<4x4xf32> into tensor<2x12x12x2xf32>
            scf.yield %inserted_slice : tensor<2x12x12x2xf32>
          }
          scf.yield %11 : tensor<2x12x12x2xf32>
        }
        scf.yield %10 : tensor<2x12x12x2xf32>
      }
      scf.yield %9 : tensor<2x12x12x2xf32>
    }
    %extracted_slice = tensor.extract_slice %8[0, 0, 0, 0] [2, 9, 9, 2] [1, 1, 1, 1] : tensor<2x12x12x2xf32> to tensor<2x9x9x2xf32>
    return %extracted_slice : tensor<2x9x9x2xf32>
  }
  func.func @wino_2_3(%arg0: tensor<2x11x11x3xf32>, %arg1: tensor<2x3x3x3xf32>) -> tensor<2x9x9x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x4x3x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<[[-1.000000e+00, 0.000000e+00, 0.000000e+00], [5.000000e-01, -5.000000e-01, 5.000000e-01], [5.000000e-01, 5.000000e-01, 5.000000e-01], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x3xf32>
    %cst_2 = arith.constant dense<[[-1.000000e+00, 5.000000e-01, 5.000000e-01, 0.000000e+00], [0.000000e+00, -5.000000e-01, 5.000000e-01, 0.000000e+00], [0.000000e+00, 5.000000e-01, 5.000000e-01, 1.000000e+00]]> : tensor<3x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %1 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %0) -> (tensor<4x4x3x2xf32>) {
      %9 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (tensor<4x4x3x2xf32>) {
        %extracted_slice_18 = tensor.extract_slice %arg1[%arg2, 0, 0, %arg4] [1, 3, 3, 1] [1, 1, 1, 1] : tensor<2x3x3x3xf32> to tensor<3x3xf32>
        %10 = tensor.empty() : tensor<4x3xf32>
        %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<4x3xf32>) -> tensor<4x3xf32>
        %12 = linalg.matmul ins(%cst_1, %extracted_slice_18 : tensor<4x3xf32>, tensor<3x3xf32>) outs(%11 : tensor<4x3xf32>) -> tensor<4x3xf32>
        %13 = tensor.empty() : tensor<4x4xf32>
        %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<4x4xf32>) -> tensor<4x4xf32>
        %15 = linalg.matmul ins(%12, %cst_2 : tensor<4x3xf32>, tensor<3x4xf32>) outs(%14 : tensor<4x4xf32>) -> tensor<4x4xf32>
        %inserted_slice = tensor.insert_slice %15 into %arg5[0, 0, %arg4, %arg2] [4, 4, 1, 1] [1, 1, 1, 1] : tensor<4x4xf32> into tensor<4x4x3x2xf32>
        scf.yield %inserted_slice : tensor<4x4x3x2xf32>
      }
      scf.yield %9 : tensor<4x4x3x2xf32>
    }
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 1, 1, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x11x11x3xf32> to tensor<2x12x12x3xf32>
    %2 = tensor.empty() : tensor<4x4x5x5x2x3xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %cst_4 = arith.constant dense<[[-1.000000e+00, 0.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, -1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, -1.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf32>
    %cst_5 = arith.constant dense<[[-1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<4x4xf32>
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c5 = arith.constant 5 : index
    %c2_8 = arith.constant 2 : index
    %c3_9 = arith.constant 3 : index
    %3 = scf.for %arg2 = %c0_6 to %c5 step %c1_7 iter_args(%arg3 = %2) -> (tensor<4x4x5x5x2x3xf32>) {
      %9 = scf.for %arg4 = %c0_6 to %c5 step %c1_7 iter_args(%arg5 = %arg3) -> (tensor<4x4x5x5x2x3xf32>) {
        %10 = scf.for %arg6 = %c0_6 to %c2_8 step %c1_7 iter_args(%arg7 = %arg5) -> (tensor<4x4x5x5x2x3xf32>) {
          %11 = scf.for %arg8 = %c0_6 to %c3_9 step %c1_7 iter_args(%arg9 = %arg7) -> (tensor<4x4x5x5x2x3xf32>) {
            %12 = affine.apply #map5(%arg2)
            %13 = affine.apply #map5(%arg4)
            %extracted_slice_18 = tensor.extract_slice %padded[%arg6, %12, %13, %arg8] [1, 4, 4, 1] [1, 1, 1, 1] : tensor<2x12x12x3xf32> to tensor<4x4xf32>
            %14 = tensor.empty() : tensor<4x4xf32>
            %15 = linalg.fill ins(%cst_3 : f32) outs(%14 : tensor<4x4xf32>) -> tensor<4x4xf32>
            %16 = linalg.matmul ins(%cst_4, %extracted_slice_18 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%15 : tensor<4x4xf32>) -> tensor<4x4xf32>
            %17 = tensor.empty() : tensor<4x4xf32>
            %18 = linalg.fill ins(%cst_3 : f32) outs(%17 : tensor<4x4xf32>) -> tensor<4x4xf32>
            %19 = linalg.matmul ins(%16, %cst_5 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%18 : tensor<4x4xf32>) -> tensor<4x4xf32>
            %inserted_slice = tensor.insert_slice %19 into %arg9[0, 0, %arg2, %arg4, %arg6, %arg8] [4, 4, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<4x4xf32> into tensor<4x4x5x5x2x3xf32>
            scf.yield %inserted_slice : tensor<4x4x5x5x2x3xf32>
          }
          scf.yield %11 : tensor<4x4x5x5x2x3xf32>
        }
        scf.yield %10 : tensor<4x4x5x5x2x3xf32>
      }
      scf.yield %9 : tensor<4x4x5x5x2x3xf32>
    }
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<4x4x3x2xf32> into tensor<16x3x2xf32>
    %collapsed_10 = tensor.collapse_shape %3 [[0, 1], [2, 3, 4], [5]] : tensor<4x4x5x5x2x3xf32> into tensor<16x50x3xf32>
    %4 = tensor.empty() : tensor<16x50x2xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<16x50x2xf32>) -> tensor<16x50x2xf32>
    %6 = linalg.batch_matmul ins(%collapsed_10, %collapsed : tensor<16x50x3xf32>, tensor<16x3x2xf32>) outs(%5 : tensor<16x50x2xf32>) -> tensor<16x50x2xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2, 3, 4], [5]] output_shape [4, 4, 5, 5, 2, 2] : tensor<16x50x2xf32> into tensor<4x4x5x5x2x2xf32>
    %7 = tensor.empty() : tensor<2x10x10x2xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    %cst_12 = arith.constant dense<[[1.000000e+00, 1.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, -1.000000e+00, 1.000000e+00, 1.000000e+00]]> : tensor<2x4xf32>
    %cst_13 = arith.constant dense<[[1.000000e+00, 0.000000e+00], [1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00], [0.000000e+00, 1.000000e+00]]> : tensor<4x2xf32>
    %c0_14 = arith.constant 0 : index
    %c1_15 = arith.constant 1 : index
    %c5_16 = arith.constant 5 : index
    %c2_17 = arith.constant 2 : index
    %8 = scf.for %arg2 = %c0_14 to %c5_16 step %c1_15 iter_args(%arg3 = %7) -> (tensor<2x10x10x2xf32>) {
      %9 = scf.for %arg4 = %c0_14 to %c5_16 step %c1_15 iter_args(%arg5 = %arg3) -> (tensor<2x10x10x2xf32>) {
        %10 = scf.for %arg6 = %c0_14 to %c2_17 step %c1_15 iter_args(%arg7 = %arg5) -> (tensor<2x10x10x2xf32>) {
          %11 = scf.for %arg8 = %c0_14 to %c2_17 step %c1_15 iter_args(%arg9 = %arg7) -> (tensor<2x10x10x2xf32>) {
            %extracted_slice_18 = tensor.extract_slice %expanded[0, 0, %arg2, %arg4, %arg6, %arg8] [4, 4, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<4x4x5x5x2x2xf32> to tensor<4x4xf32>
            %12 = tensor.empty() : tensor<2x4xf32>
            %13 = linalg.fill ins(%cst_11 : f32) outs(%12 : tensor<2x4xf32>) -> tensor<2x4xf32>
            %14 = linalg.matmul ins(%cst_12, %extracted_slice_18 : tensor<2x4xf32>, tensor<4x4xf32>) outs(%13 : tensor<2x4xf32>) -> tensor<2x4xf32>
            %15 = tensor.empty() : tensor<2x2xf32>
            %16 = linalg.fill ins(%cst_11 : f32) outs(%15 : tensor<2x2xf32>) -> tensor<2x2xf32>
            %17 = linalg.matmul ins(%14, %cst_13 : tensor<2x4xf32>, tensor<4x2xf32>) outs(%16 : tensor<2x2xf32>) -> tensor<2x2xf32>
            %18 = affine.apply #map5(%arg2)
            %19 = affine.apply #map5(%arg4)
            %inserted_slice = tensor.insert_slice %17 into %arg9[%arg6, %18, %19, %arg8] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<2x2xf32> into tensor<2x10x10x2xf32>
            scf.yield %inserted_slice : tensor<2x10x10x2xf32>
          }
          scf.yield %11 : tensor<2x10x10x2xf32>
        }
        scf.yield %10 : tensor<2x10x10x2xf32>
      }
      scf.yield %9 : tensor<2x10x10x2xf32>
    }
    %extracted_slice = tensor.extract_slice %8[0, 0, 0, 0] [2, 9, 9, 2] [1, 1, 1, 1] : tensor<2x10x10x2xf32> to tensor<2x9x9x2xf32>
    return %extracted_slice : tensor<2x9x9x2xf32>
  }
  func.func @wino_2_5(%arg0: tensor<2x11x11x3xf32>, %arg1: tensor<2x5x5x3xf32>) -> tensor<2x7x7x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<6x6x3x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.166666672, -0.166666672, 0.166666672, -0.166666672, 0.166666672], [-0.166666672, -0.166666672, -0.166666672, -0.166666672, -0.166666672], [-0.266666681, 0.13333334, -0.0666666701, 0.0333333351, -0.0166666675], [0.0166666675, 0.0333333351, 0.0666666701, 0.13333334, 0.266666681], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<6x5xf32>
    %cst_2 = arith.constant dense<[[1.000000e+00, 0.166666672, -0.166666672, -0.266666681, 0.0166666675, 0.000000e+00], [0.000000e+00, -0.166666672, -0.166666672, 0.13333334, 0.0333333351, 0.000000e+00], [0.000000e+00, 0.166666672, -0.166666672, -0.0666666701, 0.0666666701, 0.000000e+00], [0.000000e+00, -0.166666672, -0.166666672, 0.0333333351, 0.13333334, 0.000000e+00], [0.000000e+00, 0.166666672, -0.166666672, -0.0166666675, 0.266666681, 1.000000e+00]]> : tensor<5x6xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %1 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %0) -> (tensor<6x6x3x2xf32>) {
      %9 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (tensor<6x6x3x2xf32>) {
        %extracted_slice_19 = tensor.extract_slice %arg1[%arg2, 0, 0, %arg4] [1, 5, 5, 1] [1, 1, 1, 1] : tensor<2x5x5x3xf32> to tensor<5x5xf32>
        %10 = tensor.empty() : tensor<6x5xf32>
        %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<6x5xf32>) -> tensor<6x5xf32>
        %12 = linalg.matmul ins(%cst_1, %extracted_slice_19 : tensor<6x5xf32>, tensor<5x5xf32>) outs(%11 : tensor<6x5xf32>) -> tensor<6x5xf32>
        %13 = tensor.empty() : tensor<6x6xf32>
        %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<6x6xf32>) -> tensor<6x6xf32>
        %15 = linalg.matmul ins(%12, %cst_2 : tensor<6x5xf32>, tensor<5x6xf32>) outs(%14 : tensor<6x6xf32>) -> tensor<6x6xf32>
        %inserted_slice = tensor.insert_slice %15 into %arg5[0, 0, %arg4, %arg2] [6, 6, 1, 1] [1, 1, 1, 1] : tensor<6x6xf32> into tensor<6x6x3x2xf32>
        scf.yield %inserted_slice : tensor<6x6x3x2xf32>
      }
      scf.yield %9 : tensor<6x6x3x2xf32>
    }
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 1, 1, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x11x11x3xf32> to tensor<2x12x12x3xf32>
    %2 = tensor.empty() : tensor<6x6x4x4x2x3xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %cst_4 = arith.constant dense<[[1.250000e-01, 1.875000e-01, -2.500000e-01, -1.875000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, 1.250000e-01, 6.250000e-02, -3.125000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, -1.250000e-01, -3.125000e-01, -6.250000e-02, 1.250000e-01, 0.000000e+00], [0.000000e+00, 2.500000e-01, -1.250000e-01, -2.500000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, -1.250000e-01, -2.500000e-01, 1.250000e-01, 2.500000e-01, 0.000000e+00], [0.000000e+00, 1.250000e-01, 1.875000e-01, -2.500000e-01, -1.875000e-01, 1.250000e-01]]> : tensor<6x6xf32>
    %cst_5 = arith.constant dense<[[1.250000e-01, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [1.875000e-01, 1.250000e-01, -1.250000e-01, 2.500000e-01, -1.250000e-01, 1.250000e-01], [-2.500000e-01, 6.250000e-02, -3.125000e-01, -1.250000e-01, -2.500000e-01, 1.875000e-01], [-1.875000e-01, -3.125000e-01, -6.250000e-02, -2.500000e-01, 1.250000e-01, -2.500000e-01], [1.250000e-01, 1.250000e-01, 1.250000e-01, 1.250000e-01, 2.500000e-01, -1.875000e-01], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00, 1.250000e-01]]> : tensor<6x6xf32>
    %c0_6 = arith.constant 0 : index
    %c1_7 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c2_8 = arith.constant 2 : index
    %c3_9 = arith.constant 3 : index
    %3 = scf.for %arg2 = %c0_6 to %c4 step %c1_7 iter_args(%arg3 = %2) -> (tensor<6x6x4x4x2x3xf32>) {
      %9 = scf.for %arg4 = %c0_6 to %c4 step %c1_7 iter_args(%arg5 = %arg3) -> (tensor<6x6x4x4x2x3xf32>) {
        %10 = scf.for %arg6 = %c0_6 to %c2_8 step %c1_7 iter_args(%arg7 = %arg5) -> (tensor<6x6x4x4x2x3xf32>) {
          %11 = scf.for %arg8 = %c0_6 to %c3_9 step %c1_7 iter_args(%arg9 = %arg7) -> (tensor<6x6x4x4x2x3xf32>) {
            %12 = affine.apply #map5(%arg2)
            %13 = affine.apply #map5(%arg4)
            %extracted_slice_19 = tensor.extract_slice %padded[%arg6, %12, %13, %arg8] [1, 6, 6, 1] [1, 1, 1, 1] : tensor<2x12x12x3xf32> to tensor<6x6xf32>
            %14 = tensor.empty() : tensor<6x6xf32>
            %15 = linalg.fill ins(%cst_3 : f32) outs(%14 : tensor<6x6xf32>) -> tensor<6x6xf32>
            %16 = linalg.matmul ins(%cst_4, %extracted_slice_19 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%15 : tensor<6x6xf32>) -> tensor<6x6xf32>
            %17 = tensor.empty() : tensor<6x6xf32>
            %18 = linalg.fill ins(%cst_3 : f32) outs(%17 : tensor<6x6xf32>) -> tensor<6x6xf32>
            %19 = linalg.matmul ins(%16, %cst_5 : tensor<6x6xf32>, tensor<6x6xf32>) outs(%18 : tensor<6x6xf32>) -> tensor<6x6xf32>
            %inserted_slice = tensor.insert_slice %19 into %arg9[0, 0, %arg2, %arg4, %arg6, %arg8] [6, 6, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x6xf32> into tensor<6x6x4x4x2x3xf32>
            scf.yield %inserted_slice : tensor<6x6x4x4x2x3xf32>
          }
          scf.yield %11 : tensor<6x6x4x4x2x3xf32>
        }
        scf.yield %10 : tensor<6x6x4x4x2x3xf32>
      }
      scf.yield %9 : tensor<6x6x4x4x2x3xf32>
    }
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<6x6x3x2xf32> into tensor<36x3x2xf32>
    %collapsed_10 = tensor.collapse_shape %3 [[0, 1], [2, 3, 4], [5]] : tensor<6x6x4x4x2x3xf32> into tensor<36x32x3xf32>
    %4 = tensor.empty() : tensor<36x32x2xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<36x32x2xf32>) -> tensor<36x32x2xf32>
    %6 = linalg.batch_matmul ins(%collapsed_10, %collapsed : tensor<36x32x3xf32>, tensor<36x3x2xf32>) outs(%5 : tensor<36x32x2xf32>) -> tensor<36x32x2xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2, 3, 4], [5]] output_shape [6, 6, 4, 4, 2, 2] : tensor<36x32x2xf32> into tensor<6x6x4x4x2x2xf32>
    %7 = tensor.empty() : tensor<2x8x8x2xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    %cst_12 = arith.constant dense<[[5.000000e-01, 1.000000e+00, 1.000000e+00, 2.000000e+00, 1.000000e+00, 0.000000e+00], [0.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00, 2.000000e+00, 5.000000e-01]]> : tensor<2x6xf32>
    %cst_13 = arith.constant dense<[[5.000000e-01, 0.000000e+00], [1.000000e+00, -1.000000e+00], [1.000000e+00, 1.000000e+00], [2.000000e+00, -1.000000e+00], [1.000000e+00, 2.000000e+00], [0.000000e+00, 5.000000e-01]]> : tensor<6x2xf32>
    %cst_14 = arith.constant 2.560000e+02 : f32
    %c0_15 = arith.constant 0 : index
    %c1_16 = arith.constant 1 : index
    %c4_17 = arith.constant 4 : index
    %c2_18 = arith.constant 2 : index
    %8 = scf.for %arg2 = %c0_15 to %c4_17 step %c1_16 iter_args(%arg3 = %7) -> (tensor<2x8x8x2xf32>) {
      %9 = scf.for %arg4 = %c0_15 to %c4_17 step %c1_16 iter_args(%arg5 = %arg3) -> (tensor<2x8x8x2xf32>) {
        %10 = scf.for %arg6 = %c0_15 to %c2_18 step %c1_16 iter_args(%arg7 = %arg5) -> (tensor<2x8x8x2xf32>) {
          %11 = scf.for %arg8 = %c0_15 to %c2_18 step %c1_16 iter_args(%arg9 = %arg7) -> (tensor<2x8x8x2xf32>) {
            %extracted_slice_19 = tensor.extract_slice %expanded[0, 0, %arg2, %arg4, %arg6, %arg8] [6, 6, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x6x4x4x2x2xf32> to tensor<6x6xf32>
            %12 = tensor.empty() : tensor<2x6xf32>
            %13 = linalg.fill ins(%cst_11 : f32) outs(%12 : tensor<2x6xf32>) -> tensor<2x6xf32>
            %14 = linalg.matmul ins(%cst_12, %extracted_slice_19 : tensor<2x6xf32>, tensor<6x6xf32>) outs(%13 : tensor<2x6xf32>) -> tensor<2x6xf32>
            %15 = tensor.empty() : tensor<2x2xf32>
            %16 = linalg.fill ins(%cst_11 : f32) outs(%15 : tensor<2x2xf32>) -> tensor<2x2xf32>
            %17 = linalg.matmul ins(%14, %cst_13 : tensor<2x6xf32>, tensor<6x2xf32>) outs(%16 : tensor<2x2xf32>) -> tensor<2x2xf32>
            %18 = tensor.empty() : tensor<2x2xf32>
            %19 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_14, %17 : f32, tensor<2x2xf32>) outs(%18 : tensor<2x2xf32>) {
            ^bb0(%in: f32, %in_20: f32, %out: f32):
              %22 = arith.mulf %in, %in_20 : f32
              linalg.yield %22 : f32
            } -> tensor<2x2xf32>
            %20 = affine.apply #map5(%arg2)
            %21 = affine.apply #map5(%arg4)
            %inserted_slice = tensor.insert_slice %19 into %arg9[%arg6, %20, %21, %arg8] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<2x2xf32> into tensor<2x8x8x2xf32>
            scf.yield %inserted_slice : tensor<2x8x8x2xf32>
          }
          scf.yield %11 : tensor<2x8x8x2xf32>
        }
        scf.yield %10 : tensor<2x8x8x2xf32>
      }
      scf.yield %9 : tensor<2x8x8x2xf32>
    }
    %extracted_slice = tensor.extract_slice %8[0, 0, 0, 0] [2, 7, 7, 2] [1, 1, 1, 1] : tensor<2x8x8x2xf32> to tensor<2x7x7x2xf32>
    return %extracted_slice : tensor<2x7x7x2xf32>
  }
  func.func @wino_4_3_h(%arg0: tensor<2x11x1x3xf32>, %arg1: tensor<2x3x1x3xf32>) -> tensor<2x9x1x2xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<6x1x3x2xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<[[1.000000e+00, 0.000000e+00, 0.000000e+00], [-0.333333343, 0.333333343, -0.333333343], [-0.333333343, -0.333333343, -0.333333343], [0.0833333358, -0.166666672, 0.333333343], [0.0833333358, 0.166666672, 0.333333343], [0.000000e+00, 0.000000e+00, 1.000000e+00]]> : tensor<6x3xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %1 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %0) -> (tensor<6x1x3x2xf32>) {
      %9 = scf.for %arg4 = %c0 to %c3 step %c1 iter_args(%arg5 = %arg3) -> (tensor<6x1x3x2xf32>) {
        %extracted_slice_16 = tensor.extract_slice %arg1[%arg2, 0, 0, %arg4] [1, 3, 1, 1] [1, 1, 1, 1] : tensor<2x3x1x3xf32> to tensor<3x1xf32>
        %10 = tensor.empty() : tensor<6x1xf32>
        %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<6x1xf32>) -> tensor<6x1xf32>
        %12 = linalg.matmul ins(%cst_1, %extracted_slice_16 : tensor<6x3xf32>, tensor<3x1xf32>) outs(%11 : tensor<6x1xf32>) -> tensor<6x1xf32>
        %inserted_slice = tensor.insert_slice %12 into %arg5[0, 0, %arg4, %arg2] [6, 1, 1, 1] [1, 1, 1, 1] : tensor<6x1xf32> into tensor<6x1x3x2xf32>
        scf.yield %inserted_slice : tensor<6x1x3x2xf32>
      }
      scf.yield %9 : tensor<6x1x3x2xf32>
    }
    %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 3, 0, 0] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<2x11x1x3xf32> to tensor<2x14x1x3xf32>
    %2 = tensor.empty() : tensor<6x1x3x1x2x3xf32>
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant dense<[[2.500000e-01, 0.000000e+00, -3.125000e-01, 0.000000e+00, 6.250000e-02, 0.000000e+00], [0.000000e+00, 2.500000e-01, -2.500000e-01, -6.250000e-02, 6.250000e-02, 0.000000e+00], [0.000000e+00, -2.500000e-01, -2.500000e-01, 6.250000e-02, 6.250000e-02, 0.000000e+00], [0.000000e+00, 2.500000e-01, -1.250000e-01, -2.500000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, -2.500000e-01, -1.250000e-01, 2.500000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, 2.500000e-01, 0.000000e+00, -3.125000e-01, 0.000000e+00, 6.250000e-02]]> : tensor<6x6xf32>
    %c0_4 = arith.constant 0 : index
    %c1_5 = arith.constant 1 : index
    %c3_6 = arith.constant 3 : index
    %c2_7 = arith.constant 2 : index
    %3 = scf.for %arg2 = %c0_4 to %c3_6 step %c1_5 iter_args(%arg3 = %2) -> (tensor<6x1x3x1x2x3xf32>) {
      %9 = scf.for %arg4 = %c0_4 to %c1_5 step %c1_5 iter_args(%arg5 = %arg3) -> (tensor<6x1x3x1x2x3xf32>) {
        %10 = scf.for %arg6 = %c0_4 to %c2_7 step %c1_5 iter_args(%arg7 = %arg5) -> (tensor<6x1x3x1x2x3xf32>) {
          %11 = scf.for %arg8 = %c0_4 to %c3_6 step %c1_5 iter_args(%arg9 = %arg7) -> (tensor<6x1x3x1x2x3xf32>) {
            %12 = affine.apply #map2(%arg2)
            %extracted_slice_16 = tensor.extract_slice %padded[%arg6, %12, %arg4, %arg8] [1, 6, 1, 1] [1, 1, 1, 1] : tensor<2x14x1x3xf32> to tensor<6x1xf32>
            %13 = tensor.empty() : tensor<6x1xf32>
            %14 = linalg.fill ins(%cst_2 : f32) outs(%13 : tensor<6x1xf32>) -> tensor<6x1xf32>
            %15 = linalg.matmul ins(%cst_3, %extracted_slice_16 : tensor<6x6xf32>, tensor<6x1xf32>) outs(%14 : tensor<6x1xf32>) -> tensor<6x1xf32>
            %inserted_slice = tensor.insert_slice %15 into %arg9[0, 0, %arg2, %arg4, %arg6, %arg8] [6, 1, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x1xf32> into tensor<6x1x3x1x2x3xf32>
            scf.yield %inserted_slice : tensor<6x1x3x1x2x3xf32>
          }
          scf.yield %11 : tensor<6x1x3x1x2x3xf32>
        }
        scf.yield %10 : tensor<6x1x3x1x2x3xf32>
      }
      scf.yield %9 : tensor<6x1x3x1x2x3xf32>
    }
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<6x1x3x2xf32> into tensor<6x3x2xf32>
    %collapsed_8 = tensor.collapse_shape %3 [[0, 1], [2, 3, 4], [5]] : tensor<6x1x3x1x2x3xf32> into tensor<6x6x3xf32>
    %4 = tensor.empty() : tensor<6x6x2xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<6x6x2xf32>) -> tensor<6x6x2xf32>
    %6 = linalg.batch_matmul ins(%collapsed_8, %collapsed : tensor<6x6x3xf32>, tensor<6x3x2xf32>) outs(%5 : tensor<6x6x2xf32>) -> tensor<6x6x2xf32>
    %expanded = tensor.expand_shape %6 [[0, 1], [2, 3, 4], [5]] output_shape [6, 1, 3, 1, 2, 2] : tensor<6x6x2xf32> into tensor<6x1x3x1x2x2xf32>
    %7 = tensor.empty() : tensor<2x12x1x2xf32>
    %cst_9 = arith.constant 0.000000e+00 : f32
    %cst_10 = arith.constant dense<[[1.250000e-01, 2.500000e-01, 2.500000e-01, 1.250000e-01, 1.250000e-01, 0.000000e+00], [0.000000e+00, -2.500000e-01, 2.500000e-01, -2.500000e-01, 2.500000e-01, 0.000000e+00], [0.000000e+00, 2.500000e-01, 2.500000e-01, 5.000000e-01, 5.000000e-01, 0.000000e+00], [0.000000e+00, -2.500000e-01, 2.500000e-01, -1.000000e+00, 1.000000e+00, 5.000000e-01]]> : tensor<4x6xf32>
    %cst_11 = arith.constant 3.200000e+01 : f32
    %c0_12 = arith.constant 0 : index
    %c1_13 = arith.constant 1 : index
    %c3_14 = arith.constant 3 : index
    %c2_15 = arith.constant 2 : index
    %8 = scf.for %arg2 = %c0_12 to %c3_14 step %c1_13 iter_args(%arg3 = %7) -> (tensor<2x12x1x2xf32>) {
      %9 = scf.for %arg4 = %c0_12 to %c1_13 step %c1_13 iter_args(%arg5 = %arg3) -> (tensor<2x12x1x2xf32>) {
        %10 = scf.for %arg6 = %c0_12 to %c2_15 step %c1_13 iter_args(%arg7 = %arg5) -> (tensor<2x12x1x2xf32>) {
          %11 = scf.for %arg8 = %c0_12 to %c2_15 step %c1_13 iter_args(%arg9 = %arg7) -> (tensor<2x12x1x2xf32>) {
            %extracted_slice_16 = tensor.extract_slice %expanded[0, 0, %arg2, %arg4, %arg6, %arg8] [6, 1, 1, 1, 1, 1] [1, 1, 1, 1, 1, 1] : tensor<6x1x3x1x2x2xf32> to tensor<6x1xf32>
            %12 = tensor.empty() : tensor<4x1xf32>
            %13 = linalg.fill ins(%cst_9 : f32) outs(%12 : tensor<4x1xf32>) -> tensor<4x1xf32>
            %14 = linalg.matmul ins(%cst_10, %extracted_slice_16 : tensor<4x6xf32>, tensor<6x1xf32>) outs(%13 : tensor<4x1xf32>) -> tensor<4x1xf32>
            %15 = tensor.empty() : tensor<4x1xf32>
            %16 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_11, %14 : f32, tensor<4x1xf32>) outs(%15 : tensor<4x1xf32>) {
            ^bb0(%in: f32, %in_17: f32, %out: f32):
              %18 = arith.mulf %in, %in_17 : f32
              linalg.yield %18 : f32
            } -> tensor<4x1xf32>
            %17 = affine.apply #map2(%arg2)
            %inserted_slice = tensor.insert_slice %16 into %arg9[%arg6, %17, %arg4, %arg8] [1, 4, 1, 1] [1, 1, 1, 1] : tensor<4x1xf32> into tensor<2x12x1x2xf32>
            scf.yield %inserted_slice : tensor<2x12x1x2xf32>
          }
          scf.yield %11 : tensor<2x12x1x2xf32>
        }
        scf.yield %10 : tensor<2x12x1x2xf32>
      }
      scf.yield %9 : tensor<2x12x1x2xf32>
    }
    %extracted_slice = tensor.extract_slice %8[0, 0, 0, 0] [2, 9, 1, 2] [1, 1, 1, 1] : tensor<2x12x1x2xf32> to tensor<2x9x1x2xf32>
    return %extracted_slice : tensor<2x9x1x2xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = call @input(%c0) : (index) -> tensor<2x11x11x3xf32>
    %1 = call @filter3(%c1) : (index) -> tensor<2x3x3x3xf32>
    %2 = call @filter5() : () -> tensor<2x5x5x3xf32>
    %3 = call @filter31() : () -> tensor<2x3x1x3xf32>
    %4 = tensor.empty() : tensor<2x9x9x2xf32>
    %cast = tensor.cast %4 : tensor<2x9x9x2xf32> to tensor<?x?x?x?xf32>
    %cast_0 = tensor.cast %0 : tensor<2x11x11x3xf32> to tensor<?x?x?x3xf32>
    %cast_1 = tensor.cast %1 : tensor<2x3x3x3xf32> to tensor<?x?x?x3xf32>
    %5 = call @direct(%cast_0, %cast_1, %cast) : (tensor<?x?x?x3xf32>, tensor<?x?x?x3xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    %6 = call @wino_4_3(%0, %1) : (tensor<2x11x11x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x9x9x2xf32>
    %cast_2 = tensor.cast %6 : tensor<2x9x9x2xf32> to tensor<?x?x?x?xf32>
    call @check(%cast_2, %5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
    %7 = call @wino_2_3(%0, %1) : (tensor<2x11x11x3xf32>, tensor<2x3x3x3xf32>) -> tensor<2x9x9x2xf32>
    %cast_3 = tensor.cast %7 : tensor<2x9x9x2xf32> to tensor<?x?x?x?xf32>
    call @check(%cast_3, %5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
    %8 = tensor.empty() : tensor<2x7x7x2xf32>
    %cast_4 = tensor.cast %8 : tensor<2x7x7x2xf32> to tensor<?x?x?x?xf32>
    %cast_5 = tensor.cast %2 : tensor<2x5x5x3xf32> to tensor<?x?x?x3xf32>
    %9 = call @direct(%cast_0, %cast_5, %cast_4) : (tensor<?x?x?x3xf32>, tensor<?x?x?x3xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    %10 = call @wino_2_5(%0, %2) : (tensor<2x11x11x3xf32>, tensor<2x5x5x3xf32>) -> tensor<2x7x7x2xf32>
    %cast_6 = tensor.cast %10 : tensor<2x7x7x2xf32> to tensor<?x?x?x?xf32>
    call @check(%cast_6, %9) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
    %extracted_slice = tensor.extract_slice %0[0, 0, 4, 0] [2, 11, 1, 3] [1, 1, 1, 1] : tensor<2x11x11x3xf32> to tensor<2x11x1x3xf32>
    %cast_7 = tensor.cast %extracted_slice : tensor<2x11x1x3xf32> to tensor<?x?x?x3xf32>
    %11 = tensor.empty() : tensor<2x9x1x2xf32>
    %cast_8 = tensor.cast %11 : tensor<2x9x1x2xf32> to tensor<?x?x?x?xf32>
    %cast_9 = tensor.cast %3 : tensor<2x3x1x3xf32> to tensor<?x?x?x3xf32>
    %12 = call @direct(%cast_7, %cast_9, %cast_8) : (tensor<?x?x?x3xf32>, tensor<?x?x?x3xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
    %13 = call @wino_4_3_h(%extracted_slice, %3) : (tensor<2x11x1x3xf32>, tensor<2x3x1x3xf32>) -> tensor<2x9x1x2xf32>
    %cast_10 = tensor.cast %13 : tensor<2x9x1x2xf32> to tensor<?x?x?x?xf32>
    call @check(%cast_10, %12) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
    return
  }
}


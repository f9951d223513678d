// UPSTREAM-PIPELINE: --convert-linalg-to-affine-loops --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --convert-linalg-to-affine-loops
// linalg.matmul, a strided conv_2d_nhwc_hwcf and a row-sum linalg.generic
// (with linalg.index) on memrefs, lowered through
// convert-linalg-to-affine-loops; `strata run` lowers them the same way on
// its own. The inputs are inexact (sevenths), so the printed bit patterns
// also check the order of the additions.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill(%m: memref<?x?xf32>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7.0 : f32
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %rows {
    affine.for %j = 0 to %cols {
      %h = affine.apply affine_map<(d0, d1)[s0] -> ((d0 * 31 + d1 * 17 + s0) mod 23)>(%i, %j)[%seed]
      %hi = arith.index_cast %h : index to i32
      %hf = arith.sitofp %hi : i32 to f32
      %v = arith.divf %hf, %seven : f32
      affine.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @print_bits(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %rows {
    affine.for %j = 0 to %cols {
      %v = affine.load %m[%i, %j] : memref<?x?xf32>
      %b = arith.bitcast %v : f32 to i32
      %w = arith.extui %b : i32 to i64
      func.call @printI64(%w) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<5x7xf32>
  %b = memref.alloc() : memref<7x6xf32>
  %c = memref.alloc() : memref<5x6xf32>
  %ad = memref.cast %a : memref<5x7xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<7x6xf32> to memref<?x?xf32>
  %cd = memref.cast %c : memref<5x6xf32> to memref<?x?xf32>
  %s1 = arith.constant 1 : index
  %s2 = arith.constant 2 : index
  %s3 = arith.constant 3 : index
  func.call @fill(%ad, %s1) : (memref<?x?xf32>, index) -> ()
  func.call @fill(%bd, %s2) : (memref<?x?xf32>, index) -> ()
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<5x6xf32>)
  linalg.matmul ins(%a, %b : memref<5x7xf32>, memref<7x6xf32>) outs(%c : memref<5x6xf32>)
  func.call @print_bits(%cd) : (memref<?x?xf32>) -> ()

  // A 1x7x7x1 image, a 3x3x1x2 filter, stride 2: a 1x3x3x2 output.
  %img = memref.alloc() : memref<7x7xf32>
  %imgd = memref.cast %img : memref<7x7xf32> to memref<?x?xf32>
  func.call @fill(%imgd, %s3) : (memref<?x?xf32>, index) -> ()
  %flt = memref.alloc() : memref<9x2xf32>
  %fltd = memref.cast %flt : memref<9x2xf32> to memref<?x?xf32>
  func.call @fill(%fltd, %s1) : (memref<?x?xf32>, index) -> ()
  %I = memref.expand_shape %img [[0, 1], [2, 3]] output_shape [1, 7, 7, 1] : memref<7x7xf32> into memref<1x7x7x1xf32>
  %F = memref.expand_shape %flt [[0, 1, 2], [3]] output_shape [3, 3, 1, 2] : memref<9x2xf32> into memref<3x3x1x2xf32>
  %out = memref.alloc() : memref<9x2xf32>
  %outd = memref.cast %out : memref<9x2xf32> to memref<?x?xf32>
  %O = memref.expand_shape %out [[0, 1, 2], [3]] output_shape [1, 3, 3, 2] : memref<9x2xf32> into memref<1x3x3x2xf32>
  linalg.fill ins(%zero : f32) outs(%O : memref<1x3x3x2xf32>)
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%I, %F : memref<1x7x7x1xf32>, memref<3x3x1x2xf32>) outs(%O : memref<1x3x3x2xf32>)
  func.call @print_bits(%outd) : (memref<?x?xf32>) -> ()

  // Row sums weighted by the column index, on dynamic shapes.
  %sums = memref.alloc() : memref<5x1xf32>
  %sumsd = memref.cast %sums : memref<5x1xf32> to memref<?x?xf32>
  %sums1 = memref.collapse_shape %sums [[0, 1]] : memref<5x1xf32> into memref<5xf32>
  %sumsv = memref.cast %sums1 : memref<5xf32> to memref<?xf32>
  linalg.fill ins(%zero : f32) outs(%sumsv : memref<?xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%ad : memref<?x?xf32>) outs(%sumsv : memref<?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    %p = arith.mulf %x, %jf : f32
    %s = arith.addf %p, %acc : f32
    linalg.yield %s : f32
  }
  func.call @print_bits(%sumsd) : (memref<?x?xf32>) -> ()
  memref.dealloc %a : memref<5x7xf32>
  memref.dealloc %b : memref<7x6xf32>
  memref.dealloc %c : memref<5x6xf32>
  memref.dealloc %img : memref<7x7xf32>
  memref.dealloc %flt : memref<9x2xf32>
  memref.dealloc %out : memref<9x2xf32>
  memref.dealloc %sums : memref<5x1xf32>
  return
}

// UPSTREAM-PIPELINE: --lower-vector-multi-reduction=lowering-strategy=inner-reduction --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --lower-vector-multi-reduction=lowering-strategy=inner-reduction
// Masked vector.multi_reduction (1-D, inner, outer and non-contiguous
// dimensions) lowered with lowering-strategy=inner-reduction: masked-off
// lanes must not count, for sums, products, minima and bitwise kinds.
func.func @reduce(%a: vector<2x3x4xi32>, %acc: vector<3xi32>, %m: vector<2x3x4xi1>, %f: vector<4xf32>, %fm: vector<4xi1>) {
  %0 = vector.mask %m { vector.multi_reduction <add>, %a, %acc [0, 2] : vector<2x3x4xi32> to vector<3xi32> } : vector<2x3x4xi1> -> vector<3xi32>
  vector.print %0 : vector<3xi32>
  %acc1 = arith.constant dense<1> : vector<2x3xi32>
  %1 = vector.mask %m { vector.multi_reduction <mul>, %a, %acc1 [2] : vector<2x3x4xi32> to vector<2x3xi32> } : vector<2x3x4xi1> -> vector<2x3xi32>
  vector.print %1 : vector<2x3xi32>
  %acc2 = arith.constant dense<100> : vector<3x4xi32>
  %2 = vector.mask %m { vector.multi_reduction <minsi>, %a, %acc2 [0] : vector<2x3x4xi32> to vector<3x4xi32> } : vector<2x3x4xi1> -> vector<3x4xi32>
  vector.print %2 : vector<3x4xi32>
  %s = arith.constant 0 : i32
  %3 = vector.mask %m { vector.multi_reduction <or>, %a, %s [0, 1, 2] : vector<2x3x4xi32> to i32 } : vector<2x3x4xi1> -> i32
  vector.print %3 : i32
  %fs = arith.constant 1.0 : f32
  %4 = vector.mask %fm { vector.multi_reduction <add>, %f, %fs [0] : vector<4xf32> to f32 } : vector<4xi1> -> f32
  vector.print %4 : f32
  %5 = vector.mask %fm { vector.multi_reduction <maxnumf>, %f, %fs [0] : vector<4xf32> to f32 } : vector<4xi1> -> f32
  vector.print %5 : f32
  return
}

func.func @main() {
  %a = arith.constant dense<[[[1, -2, 3, 4], [5, 6, -7, 8], [9, 10, 11, 12]],
                             [[-13, 14, 15, 16], [17, 18, 19, 20], [21, -22, 23, 24]]]> : vector<2x3x4xi32>
  %acc = arith.constant dense<[100, -200, 300]> : vector<3xi32>
  %m = arith.constant dense<[[[true, false, true, true], [false, false, true, true], [true, true, true, true]],
                             [[true, true, false, false], [true, false, true, false], [false, false, false, false]]]> : vector<2x3x4xi1>
  %f = arith.constant dense<[1.5, 8.0, -0.5, 2.0]> : vector<4xf32>
  %fm = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  call @reduce(%a, %acc, %m, %f, %fm) : (vector<2x3x4xi32>, vector<3xi32>, vector<2x3x4xi1>, vector<4xf32>, vector<4xi1>) -> ()
  return
}

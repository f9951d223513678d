// UPSTREAM-PIPELINE: --lower-vector-multi-reduction=lowering-strategy=inner-reduction --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --lower-vector-multi-reduction
// vector.multi_reduction over inner, outer, non-contiguous and all
// dimensions, of integers, indices, i1 and floats (values whose sums are
// exact in any order): Strata's inner-parallel lowering (elementwise chains)
// must print what upstream's inner-reduction lowering (vector.reduction per
// row) prints, and so must Strata's own compile of the unlowered program.
func.func @reduce(%a: vector<2x3x4xi32>, %acc: vector<3xi32>, %f: vector<4x2xf32>, %facc: vector<2xf32>, %x: vector<2x3x4xindex>) {
  %0 = vector.multi_reduction <add>, %a, %acc [0, 2] : vector<2x3x4xi32> to vector<3xi32>
  vector.print %0 : vector<3xi32>
  %1 = vector.multi_reduction <maxsi>, %a, %acc [0, 2] : vector<2x3x4xi32> to vector<3xi32>
  vector.print %1 : vector<3xi32>
  %s = arith.constant 5 : i32
  %2 = vector.multi_reduction <xor>, %a, %s [0, 1, 2] : vector<2x3x4xi32> to i32
  vector.print %2 : i32
  %acc2 = arith.constant dense<1> : vector<2x3xi32>
  %3 = vector.multi_reduction <mul>, %a, %acc2 [2] : vector<2x3x4xi32> to vector<2x3xi32>
  vector.print %3 : vector<2x3xi32>
  %acc4 = arith.constant dense<20> : vector<3x4xi32>
  %4 = vector.multi_reduction <minui>, %a, %acc4 [0] : vector<2x3x4xi32> to vector<3x4xi32>
  vector.print %4 : vector<3x4xi32>
  %5 = vector.multi_reduction <add>, %f, %facc [0] : vector<4x2xf32> to vector<2xf32>
  vector.print %5 : vector<2xf32>
  %6 = vector.multi_reduction <minimumf>, %f, %facc [0] : vector<4x2xf32> to vector<2xf32>
  vector.print %6 : vector<2xf32>
  %fs = arith.constant 0.5 : f32
  %7 = vector.multi_reduction <mul>, %f, %fs [0, 1] : vector<4x2xf32> to f32
  vector.print %7 : f32
  %xacc = arith.constant dense<7> : vector<2x4xindex>
  %8 = vector.multi_reduction <maxui>, %x, %xacc [1] : vector<2x3x4xindex> to vector<2x4xindex>
  vector.print %8 : vector<2x4xindex>
  %twenty = arith.constant dense<20> : vector<2x3x4xi32>
  %b = arith.cmpi slt, %a, %twenty : vector<2x3x4xi32>
  %bacc = arith.constant dense<true> : vector<3xi1>
  %9 = vector.multi_reduction <and>, %b, %bacc [0, 2] : vector<2x3x4xi1> to vector<3xi1>
  vector.print %9 : vector<3xi1>
  return
}

func.func @main() {
  %a = arith.constant dense<[[[1, -2, 3, 4], [5, 6, -7, 8], [9, 10, 11, 12]],
                             [[-13, 14, 15, 16], [17, 18, 19, 20], [21, -22, 23, 24]]]> : vector<2x3x4xi32>
  %acc = arith.constant dense<[100, -200, 300]> : vector<3xi32>
  %f = arith.constant dense<[[1.5, -2.0], [8.0, 0.25], [-0.5, 4.0], [2.0, -8.0]]> : vector<4x2xf32>
  %facc = arith.constant dense<[0.75, 16.0]> : vector<2xf32>
  %x = arith.constant dense<[[[3, 0, 9, 1], [4, 4, 2, 8], [7, 1, 5, 6]],
                             [[2, 9, 9, 0], [1, 0, 3, 2], [8, 8, 1, 7]]]> : vector<2x3x4xindex>
  call @reduce(%a, %acc, %f, %facc, %x) : (vector<2x3x4xi32>, vector<3xi32>, vector<4x2xf32>, vector<2xf32>, vector<2x3x4xindex>) -> ()
  return
}

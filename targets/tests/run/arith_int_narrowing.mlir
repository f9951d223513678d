// STRATA-OPT: --arith-int-narrowing=int-bitwidths-supported=8,16,32
// arith-int-narrowing on boundary values: sums, differences, products and
// quotients of the extremes of i8 (-128 / -1 needs nine bits), min/max,
// int-to-float conversions, index casts of loop induction variables and
// extensions moved through vector ops. The narrowed program, run by
// Strata, prints what upstream prints for the original.
module {
  func.func @binary(%a: i8, %b: i8) {
    %x = arith.extsi %a : i8 to i32
    %y = arith.extsi %b : i8 to i32
    %ux = arith.extui %a : i8 to i32
    %uy = arith.extui %b : i8 to i32
    %add = arith.addi %x, %y : i32
    %sub = arith.subi %x, %y : i32
    %mul = arith.muli %x, %y : i32
    %umul = arith.muli %ux, %uy : i32
    %div = arith.divsi %x, %y : i32
    %udiv = arith.divui %ux, %uy : i32
    %max = arith.maxsi %x, %y : i32
    %umin = arith.minui %ux, %uy : i32
    %c = arith.constant -300 : i32
    %addc = arith.addi %x, %c : i32
    %f = arith.sitofp %x : i32 to f32
    %uf = arith.uitofp %ux : i32 to f32
    vector.print %add : i32
    vector.print %sub : i32
    vector.print %mul : i32
    vector.print %umul : i32
    vector.print %div : i32
    vector.print %udiv : i32
    vector.print %max : i32
    vector.print %umin : i32
    vector.print %addc : i32
    vector.print %f : f32
    vector.print %uf : f32
    return
  }

  func.func @casts() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c120 = arith.constant 120 : index
    %c130 = arith.constant 130 : index
    %sum = scf.for %i = %c120 to %c130 step %c1 iter_args(%acc = %c0) -> index {
      %x = arith.index_cast %i : index to i32
      %y = arith.index_castui %i : index to i32
      %z = arith.muli %x, %y : i32
      vector.print %z : i32
      %n = arith.addi %acc, %i : index
      scf.yield %n : index
    }
    vector.print %sum : index
    return
  }

  func.func @vectors(%v: vector<4xi8>, %s: i8) {
    %w = arith.extsi %v : vector<4xi8> to vector<4xi32>
    %e0 = vector.extract %w[0] : i32 from vector<4xi32>
    %e3 = vector.extract %w[3] : i32 from vector<4xi32>
    %sum = arith.addi %e0, %e3 : i32
    vector.print %sum : i32
    %x = arith.extsi %s : i8 to i32
    %ins = vector.insert %x, %w [2] : i32 into vector<4xi32>
    %t = vector.shape_cast %ins : vector<4xi32> to vector<2x2xi32>
    %tt = vector.transpose %t, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
    %sq = arith.muli %tt, %tt : vector<2x2xi32>
    vector.print %sq : vector<2x2xi32>
    return
  }

  func.func @main() {
    %min = arith.constant -128 : i8
    %max = arith.constant 127 : i8
    %m1 = arith.constant -1 : i8
    %three = arith.constant 3 : i8
    func.call @binary(%min, %m1) : (i8, i8) -> ()
    func.call @binary(%max, %min) : (i8, i8) -> ()
    func.call @binary(%min, %min) : (i8, i8) -> ()
    func.call @binary(%max, %three) : (i8, i8) -> ()
    func.call @casts() : () -> ()
    %v = arith.constant dense<[-128, 127, 5, -1]> : vector<4xi8>
    func.call @vectors(%v, %min) : (vector<4xi8>, i8) -> ()
    return
  }
}

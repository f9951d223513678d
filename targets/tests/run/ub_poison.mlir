// ub.poison where what the program prints is defined: every lane of a
// poison vector overwritten, a select that does not take its poison
// alternative, a shuffle that reads no poison lane.
func.func @pick(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.select %c, %x, %p : i32
  return %r : i32
}

func.func @main() {
  %true = arith.constant true
  %c7 = arith.constant 7 : i32
  %0 = func.call @pick(%true, %c7) : (i1, i32) -> i32
  vector.print %0 : i32
  %pv = ub.poison : vector<4xf32>
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %v0 = vector.insert %a, %pv[0] : f32 into vector<4xf32>
  %v1 = vector.insert %b, %v0[1] : f32 into vector<4xf32>
  %v2 = vector.insert %a, %v1[2] : f32 into vector<4xf32>
  %v3 = vector.insert %b, %v2[3] : f32 into vector<4xf32>
  vector.print %v3 : vector<4xf32>
  %p2 = ub.poison : vector<2x3xi32>
  %row = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %row2 = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %m0 = vector.insert %row, %p2[0] : vector<3xi32> into vector<2x3xi32>
  %m1 = vector.insert %row2, %m0[1] : vector<3xi32> into vector<2x3xi32>
  vector.print %m1 : vector<2x3xi32>
  %s = vector.shuffle %pv, %v3 [7, 4, 6] : vector<4xf32>, vector<4xf32>
  vector.print %s : vector<3xf32>
  return
}

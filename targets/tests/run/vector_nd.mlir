// n-D vectors: constants, prints of 2-D and 3-D vectors, broadcasts with
// stretched dimensions, transposes, shape casts, n-D extract/insert,
// strided slices, n-D masks and elementwise arith/math on n-D vectors
// (floor/ceil divisions, comparisons, casts).
func.func @main() {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  vector.print %a : vector<2x3xi32>
  %c = arith.constant dense<[[[1.5, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, -8.5]]]> : vector<2x2x2xf32>
  vector.print %c : vector<2x2x2xf32>
  %t = vector.transpose %a, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  vector.print %t : vector<3x2xi32>
  %t3 = vector.transpose %c, [2, 0, 1] : vector<2x2x2xf32> to vector<2x2x2xf32>
  vector.print %t3 : vector<2x2x2xf32>
  %t4 = vector.transpose %c, [1, 0, 2] : vector<2x2x2xf32> to vector<2x2x2xf32>
  vector.print %t4 : vector<2x2x2xf32>
  %s = vector.shape_cast %a : vector<2x3xi32> to vector<3x2xi32>
  vector.print %s : vector<3x2xi32>
  %f = vector.shape_cast %c : vector<2x2x2xf32> to vector<8xf32>
  vector.print %f : vector<8xf32>
  %u = vector.shape_cast %f : vector<8xf32> to vector<4x2xf32>
  vector.print %u : vector<4x2xf32>
  %col = arith.constant dense<[[10], [20]]> : vector<2x1xi32>
  %b = vector.broadcast %col : vector<2x1xi32> to vector<3x2x4xi32>
  vector.print %b : vector<3x2x4xi32>
  %row = vector.extract %a[1] : vector<3xi32> from vector<2x3xi32>
  vector.print %row : vector<3xi32>
  %e = vector.extract %c[1, 0, 1] : f32 from vector<2x2x2xf32>
  vector.print %e : f32
  %plane = vector.extract %c[0] : vector<2x2xf32> from vector<2x2x2xf32>
  vector.print %plane : vector<2x2xf32>
  %c9 = arith.constant 9 : i32
  %i = vector.insert %c9, %a[0, 2] : i32 into vector<2x3xi32>
  vector.print %i : vector<2x3xi32>
  %i2 = vector.insert %row, %i[0] : vector<3xi32> into vector<2x3xi32>
  vector.print %i2 : vector<2x3xi32>
  %sl = vector.extract_strided_slice %a {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x3xi32> to vector<2x2xi32>
  vector.print %sl : vector<2x2xi32>
  %big = arith.constant dense<0> : vector<3x4xi32>
  %ins = vector.insert_strided_slice %a, %big {offsets = [1, 1], strides = [1, 1]} : vector<2x3xi32> into vector<3x4xi32>
  vector.print %ins : vector<3x4xi32>
  %sum = arith.addi %a, %a : vector<2x3xi32>
  %prod = arith.muli %sum, %a : vector<2x3xi32>
  vector.print %prod : vector<2x3xi32>
  %fm = vector.fma %c, %c, %c : vector<2x2x2xf32>
  vector.print %fm : vector<2x2x2xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c2, %c1 : vector<3x2xi1>
  vector.print %m : vector<3x2xi1>
  %cm = vector.constant_mask [2, 3] : vector<2x4xi1>
  vector.print %cm : vector<2x4xi1>
  %sel = arith.select %cm, %cm, %cm : vector<2x4xi1>, vector<2x4xi1>
  vector.print %sel : vector<2x4xi1>
  %z = arith.constant dense<7> : vector<i32>
  vector.print %z : vector<i32>
  %ar_a = arith.constant dense<[[7, -7, 6], [-6, 0, 1]]> : vector<2x3xi32>
  %ar_b = arith.constant dense<[[2, 2, -4], [4, 3, -1]]> : vector<2x3xi32>
  %ar_f = arith.floordivsi %ar_a, %ar_b : vector<2x3xi32>
  vector.print %ar_f : vector<2x3xi32>
  %ar_c = arith.ceildivsi %ar_a, %ar_b : vector<2x3xi32>
  vector.print %ar_c : vector<2x3xi32>
  %ar_x = arith.constant dense<[[1.5, 2.0], [-3.0, 4.0]]> : vector<2x2xf32>
  %ar_y = math.absf %ar_x : vector<2x2xf32>
  %ar_z = arith.cmpf olt, %ar_x, %ar_y : vector<2x2xf32>
  vector.print %ar_y : vector<2x2xf32>
  vector.print %ar_z : vector<2x2xi1>
  %ar_s = math.sqrt %ar_y : vector<2x2xf32>
  %ar_e = arith.extf %ar_s : vector<2x2xf32> to vector<2x2xf64>
  vector.print %ar_e : vector<2x2xf64>
  %ar_i = arith.fptosi %ar_y : vector<2x2xf32> to vector<2x2xi16>
  vector.print %ar_i : vector<2x2xi16>
  return
}

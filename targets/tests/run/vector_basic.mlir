// vector.print of scalars and 1-D vectors (floats, signed, unsigned and
// boolean integers, index), broadcasts, shuffles, fma, reductions, masks,
// extract/insert, bitcasts, from_elements and interleave.
func.func @main() {
  %a = arith.constant dense<[1.0, 2.5, -3.0, 4.0]> : vector<4xf32>
  %b = arith.constant dense<[10, -20, 30, 40]> : vector<4xi32>
  %s = arith.constant 7.0 : f32
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  vector.print %0 : vector<4xf32>
  %1 = vector.reduction <add>, %a : vector<4xf32> into f32
  vector.print %1 : f32
  %2 = vector.reduction <maxsi>, %b : vector<4xi32> into i32
  vector.print %2 : i32
  %3 = vector.shuffle %a, %0 [0, 4, 3, 7, 1] : vector<4xf32>, vector<4xf32>
  vector.print %3 : vector<5xf32>
  %4 = vector.fma %a, %a, %0 : vector<4xf32>
  vector.print %4 : vector<4xf32>
  %m = vector.constant_mask [2] : vector<4xi1>
  vector.print %m : vector<4xi1>
  %e = vector.extract %b[2] : i32 from vector<4xi32>
  vector.print %e : i32
  %c = arith.constant 3 : index
  %n = vector.create_mask %c : vector<5xi1>
  vector.print %n : vector<5xi1>
  %x = vector.insert %e, %b[0] : i32 into vector<4xi32>
  vector.print %x : vector<4xi32>
  %u = arith.constant dense<[200, 255, 1, 0]> : vector<4xui8>
  vector.print %u : vector<4xui8>
  %i8 = arith.constant dense<[-1, 127, -128, 5]> : vector<4xi8>
  vector.print %i8 : vector<4xi8>
  %st = vector.step : vector<3xindex>
  vector.print %st : vector<3xindex>
  %d2 = vector.broadcast %a : vector<4xf32> to vector<2x4xf32>
  vector.print %d2 : vector<2x4xf32>
  %t = vector.transpose %d2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  vector.print %t : vector<4x2xf32>
  %f64 = arith.constant dense<[0.125, -1.0e10]> : vector<2xf64>
  vector.print %f64 : vector<2xf64>
  %bits = vector.bitcast %f64 : vector<2xf64> to vector<4xi32>
  vector.print %bits : vector<4xi32>
  %ie = vector.insertelement %s, %a[%c : index] : vector<4xf32>
  vector.print %ie : vector<4xf32>
  %ee = vector.extractelement %ie[%c : index] : vector<4xf32>
  vector.print %ee : f32
  %tr = arith.constant true
  vector.print %tr : i1
  %bs = vector.broadcast %tr : i1 to vector<3xi1>
  vector.print %bs : vector<3xi1>
  %big = arith.constant -9223372036854775807 : i64
  vector.print %big : i64
  %ubv = arith.constant dense<[4000000000]> : vector<1xui32>
  %ub = vector.extract %ubv[0] : ui32 from vector<1xui32>
  vector.print %ub : ui32
  vector.print %e : i32 punctuation <comma>
  vector.print %e : i32 punctuation <no_punctuation>
  vector.print punctuation <newline>
  %fe_a = arith.constant 1.5 : f32
  %fe_b = arith.constant -2.0 : f32
  %fe_0 = vector.from_elements %fe_a, %fe_b, %fe_a : vector<3xf32>
  vector.print %fe_0 : vector<3xf32>
  %fe_i = arith.constant 7 : i32
  %fe_j = arith.constant 9 : i32
  %fe_2 = vector.from_elements %fe_a : vector<f32>
  vector.print %fe_2 : vector<f32>
  %fe_v = arith.constant dense<[1, 2, 3]> : vector<3xi16>
  %fe_w = arith.constant dense<[10, 20, 30]> : vector<3xi16>
  %fe_3 = vector.interleave %fe_v, %fe_w : vector<3xi16> -> vector<6xi16>
  vector.print %fe_3 : vector<6xi16>
  vector.print str "done\n"
  return
}

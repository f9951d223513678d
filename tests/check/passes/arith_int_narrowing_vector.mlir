// PIPELINE: --arith-int-narrowing="int-bitwidths-supported=8,16,32"
// arith-int-narrowing: extensions move below the vector ops that only move
// elements, where they meet the narrowing of the ops that use them.

// CHECK-LABEL: func.func @bcast
// CHECK: vector.broadcast %arg0 : i8 to vector<4xi8>
// CHECK-NEXT: arith.extsi %0 : vector<4xi8> to vector<4xi32>
// CHECK: vector.extract %arg1[1] : i8 from vector<4xi8>
// CHECK: vector.extractelement %arg1[%c2 : index] : vector<4xi8>
// CHECK: vector.extract_strided_slice %arg1 {offsets = [1], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
// CHECK: vector.shape_cast %arg1 : vector<4xi8> to vector<2x2xi8>
// CHECK: vector.transpose %8, [1, 0] : vector<2x2xi8> to vector<2x2xi8>
// CHECK: vector.flat_transpose %arg1 {columns = 2 : i32, rows = 2 : i32} : vector<4xi8> -> vector<4xi8>
func.func @bcast(%a: i8, %v: vector<4xi8>) -> (vector<4xi32>, i32, i32, vector<2xi32>, vector<2x2xi32>, vector<2x2xi32>, vector<4xi32>) {
  %x = arith.extsi %a : i8 to i32
  %b = vector.broadcast %x : i32 to vector<4xi32>
  %w = arith.extui %v : vector<4xi8> to vector<4xi32>
  %e = vector.extract %w[1] : i32 from vector<4xi32>
  %c2 = arith.constant 2 : index
  %ee = vector.extractelement %w[%c2 : index] : vector<4xi32>
  %s = vector.extract_strided_slice %w {offsets = [1], sizes = [2], strides = [1]} : vector<4xi32> to vector<2xi32>
  %sc = vector.shape_cast %w : vector<4xi32> to vector<2x2xi32>
  %t = vector.transpose %sc, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  %ft = vector.flat_transpose %w {rows = 2 : i32, columns = 2 : i32} : vector<4xi32> -> vector<4xi32>
  return %b, %e, %ee, %s, %sc, %t, %ft : vector<4xi32>, i32, i32, vector<2xi32>, vector<2x2xi32>, vector<2x2xi32>, vector<4xi32>
}

// Insertions narrow when the destination fits too (not into %arg2).
// CHECK-LABEL: func.func @ins
// CHECK: vector.insert %arg0, %cst_0 [1] : i8 into vector<4xi8>
// CHECK: vector.insertelement %arg0, %cst_0[%c0 : index] : vector<4xi8>
// CHECK: vector.insert %0, %arg2 [1] : i32 into vector<4xi32>
// CHECK: vector.insert_strided_slice %7, %cst {offsets = [2], strides = [1]} : vector<4xi16> into vector<8xi16>
func.func @ins(%a: i8, %v: vector<4xi8>, %d: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<8xi32>) {
  %x = arith.extsi %a : i8 to i32
  %cst = arith.constant dense<[1, 2, -3, 4]> : vector<4xi32>
  %i = vector.insert %x, %cst [1] : i32 into vector<4xi32>
  %c0 = arith.constant 0 : index
  %ie = vector.insertelement %x, %cst[%c0 : index] : vector<4xi32>
  %j = vector.insert %x, %d [1] : i32 into vector<4xi32>
  %w = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %vd = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %k = vector.insert_strided_slice %w, %vd {offsets = [0], strides = [1]} : vector<4xi32> into vector<4xi32>
  %big = arith.constant dense<1000> : vector<8xi32>
  %l = vector.insert_strided_slice %w, %big {offsets = [2], strides = [1]} : vector<4xi32> into vector<8xi32>
  return %i, %ie, %j, %k, %l : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<8xi32>
}

// CHECK-LABEL: func.func @narrow_after_move
// CHECK: arith.addi %4, %5 : i16
func.func @narrow_after_move(%v: vector<4xi8>) -> i32 {
  %w = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %a = vector.extract %w[0] : i32 from vector<4xi32>
  %b = vector.extract %w[1] : i32 from vector<4xi32>
  %r = arith.addi %a, %b : i32
  return %r : i32
}

// PIPELINE: --convert-vector-to-llvm --split-input-file
// convert-vector-to-llvm of the ops that become one LLVM intrinsic or a
// pair of shuffles: deinterleave (shuffles of fixed rows,
// llvm.intr.vector.deinterleave2 of scalable ones), scalable.insert and
// scalable.extract, flat_transpose and matrix_multiply.

// CHECK-LABEL: func.func @deinterleave_fixed
// CHECK: %[[P:.*]] = llvm.mlir.poison : vector<8xf32>
// CHECK: %[[E:.*]] = llvm.shufflevector %arg0, %[[P]] [0, 2, 4, 6] : vector<8xf32>
// CHECK: %[[O:.*]] = llvm.shufflevector %arg0, %[[P]] [1, 3, 5, 7] : vector<8xf32>
// CHECK: return %[[E]], %[[O]]
func.func @deinterleave_fixed(%v: vector<8xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0, %1 = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @deinterleave_scalable
// CHECK: %[[S:.*]] = "llvm.intr.vector.deinterleave2"(%arg0) : (vector<[8]xi16>) -> !llvm.struct<(vector<[4]xi16>, vector<[4]xi16>)>
// CHECK: %[[E:.*]] = llvm.extractvalue %[[S]][0]
// CHECK: %[[O:.*]] = llvm.extractvalue %[[S]][1]
// CHECK: return %[[E]], %[[O]]
func.func @deinterleave_scalable(%v: vector<[8]xi16>) -> (vector<[4]xi16>, vector<[4]xi16>) {
  %0, %1 = vector.deinterleave %v : vector<[8]xi16> -> vector<[4]xi16>
  return %0, %1 : vector<[4]xi16>, vector<[4]xi16>
}

// -----

// CHECK-LABEL: func.func @deinterleave_two_lanes
// CHECK: llvm.shufflevector %arg0, %{{.*}} [0] : vector<2xi1>
// CHECK: llvm.shufflevector %arg0, %{{.*}} [1] : vector<2xi1>
func.func @deinterleave_two_lanes(%v: vector<2xi1>) -> (vector<1xi1>, vector<1xi1>) {
  %0, %1 = vector.deinterleave %v : vector<2xi1> -> vector<1xi1>
  return %0, %1 : vector<1xi1>, vector<1xi1>
}

// -----

// CHECK-LABEL: func.func @scalable_insert_extract
// CHECK: %[[I:.*]] = llvm.intr.vector.insert %arg0, %arg1[8] : vector<8xf32> into vector<[8]xf32>
// CHECK: llvm.intr.vector.extract %[[I]][0] : vector<4xf32> from vector<[8]xf32>
func.func @scalable_insert_extract(%v: vector<8xf32>, %sv: vector<[8]xf32>) -> vector<4xf32> {
  %0 = vector.scalable.insert %v, %sv[8] : vector<8xf32> into vector<[8]xf32>
  %1 = vector.scalable.extract %0[0] : vector<4xf32> from vector<[8]xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @flat_matrices
// CHECK: %[[T:.*]] = llvm.intr.matrix.transpose %arg0 {columns = 4 : i32, rows = 3 : i32} : vector<12xf64> into vector<12xf64>
// CHECK: llvm.intr.matrix.multiply %[[T]], %arg1 {lhs_columns = 3 : i32, lhs_rows = 4 : i32, rhs_columns = 2 : i32} : (vector<12xf64>, vector<6xf64>) -> vector<8xf64>
func.func @flat_matrices(%a: vector<12xf64>, %b: vector<6xf64>) -> vector<8xf64> {
  %t = vector.flat_transpose %a {rows = 3 : i32, columns = 4 : i32} : vector<12xf64> -> vector<12xf64>
  %m = vector.matrix_multiply %t, %b {lhs_rows = 4 : i32, lhs_columns = 3 : i32, rhs_columns = 2 : i32} : (vector<12xf64>, vector<6xf64>) -> vector<8xf64>
  return %m : vector<8xf64>
}

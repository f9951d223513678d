// PIPELINE: --canonicalize --split-input-file
// A vector.bitcast of an integer splat constant to a wider integer element
// (a multiple of its width) is a splat of the repeated bits; narrowing and
// non-splat constants stay bitcasts.

// CHECK-LABEL: func.func @widen_splats
// CHECK-DAG: arith.constant dense<131074> : vector<2xi32>
// CHECK-DAG: arith.constant dense<-1> : vector<1xi64>
// CHECK-DAG: arith.constant dense<-1> : vector<2xi8>
// CHECK-NOT: vector.bitcast
func.func @widen_splats() -> (vector<2xi32>, vector<1xi64>, vector<2xi8>) {
  %a = arith.constant dense<2> : vector<4xi16>
  %0 = vector.bitcast %a : vector<4xi16> to vector<2xi32>
  %b = arith.constant dense<-1> : vector<8xi8>
  %1 = vector.bitcast %b : vector<8xi8> to vector<1xi64>
  %s = arith.constant dense<true> : vector<16xi1>
  %2 = vector.bitcast %s : vector<16xi1> to vector<2xi8>
  return %0, %1, %2 : vector<2xi32>, vector<1xi64>, vector<2xi8>
}

// -----

// CHECK-LABEL: func.func @narrow_and_dense_stay
// CHECK: vector.bitcast %{{.*}} : vector<2xi16> to vector<4xi8>
// CHECK: vector.bitcast %{{.*}} : vector<4xi8> to vector<2xi16>
func.func @narrow_and_dense_stay() -> (vector<4xi8>, vector<2xi16>) {
  %a = arith.constant dense<258> : vector<2xi16>
  %0 = vector.bitcast %a : vector<2xi16> to vector<4xi8>
  %b = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %1 = vector.bitcast %b : vector<4xi8> to vector<2xi16>
  return %0, %1 : vector<4xi8>, vector<2xi16>
}

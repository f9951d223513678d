// PIPELINE: --canonicalize --split-input-file
// Patterns that look through a vector's producer: transposes of splats and
// masks, shape casts of scalar broadcasts, from_elements of one repeated
// value, and extracts of from_elements.

// CHECK-LABEL: func.func @transpose_of_producers
// CHECK-DAG: vector.splat %arg0 : vector<4x2xi16>
// CHECK-DAG: vector.constant_mask [2, 1, 3] : vector<4x2x3xi1>
// CHECK-DAG: vector.create_mask %arg2, %arg1 : vector<4x2xi1>
// CHECK-NOT: vector.transpose
func.func @transpose_of_producers(%x: i16, %a: index, %b: index) -> (vector<4x2xi16>, vector<4x2x3xi1>, vector<4x2xi1>) {
  %s = vector.splat %x : vector<2x4xi16>
  %0 = vector.transpose %s, [1, 0] : vector<2x4xi16> to vector<4x2xi16>
  %m = vector.constant_mask [1, 3, 2] : vector<2x3x4xi1>
  %1 = vector.transpose %m, [2, 0, 1] : vector<2x3x4xi1> to vector<4x2x3xi1>
  %c = vector.create_mask %a, %b : vector<2x4xi1>
  %2 = vector.transpose %c, [1, 0] : vector<2x4xi1> to vector<4x2xi1>
  return %0, %1, %2 : vector<4x2xi16>, vector<4x2x3xi1>, vector<4x2xi1>
}

// -----

// A broadcast of a scalar or 0-D vector is reshaped by broadcasting to the
// cast's type; one of a wider vector is left alone.
// CHECK-LABEL: func.func @shape_cast_of_broadcast
// CHECK-DAG: vector.broadcast %arg0 : f32 to vector<24xf32>
// CHECK-DAG: vector.broadcast %arg1 : vector<f32> to vector<4xf32>
// CHECK-DAG: vector.shape_cast %{{.*}} : vector<4x8xf32> to vector<32xf32>
func.func @shape_cast_of_broadcast(%x: f32, %z: vector<f32>, %v: vector<8xf32>) -> (vector<24xf32>, vector<4xf32>, vector<32xf32>) {
  %b = vector.broadcast %x : f32 to vector<2x3x4xf32>
  %0 = vector.shape_cast %b : vector<2x3x4xf32> to vector<24xf32>
  %c = vector.broadcast %z : vector<f32> to vector<2x2xf32>
  %1 = vector.shape_cast %c : vector<2x2xf32> to vector<4xf32>
  %d = vector.broadcast %v : vector<8xf32> to vector<4x8xf32>
  %2 = vector.shape_cast %d : vector<4x8xf32> to vector<32xf32>
  return %0, %1, %2 : vector<24xf32>, vector<4xf32>, vector<32xf32>
}

// -----

// CHECK-LABEL: func.func @from_elements_repeated
// CHECK-DAG: vector.splat %arg0 : vector<3xi8>
// CHECK-DAG: vector.splat %arg0 : vector<1xi8>
// CHECK-DAG: vector.from_elements %arg0, %arg1, %arg1, %arg0 : vector<2x2xi8>
func.func @from_elements_repeated(%a: i8, %b: i8) -> (vector<3xi8>, vector<1xi8>, vector<2x2xi8>) {
  %0 = vector.from_elements %a, %a, %a : vector<3xi8>
  %1 = vector.from_elements %a : vector<1xi8>
  %2 = vector.from_elements %a, %b, %b, %a : vector<2x2xi8>
  return %0, %1, %2 : vector<3xi8>, vector<1xi8>, vector<2x2xi8>
}

// -----

// CHECK-LABEL: func.func @extract_of_from_elements
// CHECK-NEXT: %[[R:.*]] = vector.from_elements %arg4, %arg5 : vector<2xf32>
// CHECK-NEXT: return %arg1, %[[R]], %arg3
func.func @extract_of_from_elements(%a: f32, %b: f32, %c: f32, %d: f32, %e: f32, %f: f32) -> (f32, vector<2xf32>, f32) {
  %v = vector.from_elements %a, %b, %c, %d, %e, %f : vector<3x2xf32>
  %0 = vector.extract %v[0, 1] : f32 from vector<3x2xf32>
  %1 = vector.extract %v[2] : vector<2xf32> from vector<3x2xf32>
  %z = vector.from_elements %d : vector<f32>
  %2 = vector.extract %z[] : f32 from vector<f32>
  return %0, %1, %2 : f32, vector<2xf32>, f32
}

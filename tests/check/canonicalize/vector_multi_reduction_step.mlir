// PIPELINE: --canonicalize --split-input-file
// A vector.multi_reduction over only unit dimensions (or none) is its source
// reshaped and combined with the accumulator; a fixed-size vector.step is a
// constant.

// CHECK-LABEL: func.func @reduce_nothing
// CHECK-NEXT: %[[R:.*]] = arith.addf %arg1, %arg0 : vector<3x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_nothing(%v: vector<3x4xf32>, %acc: vector<3x4xf32>) -> vector<3x4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<3x4xf32> to vector<3x4xf32>
  return %0 : vector<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @reduce_unit_dims
// CHECK-DAG: %[[A:.*]] = vector.shape_cast %arg0 : vector<1x6xi32> to vector<6xi32>
// CHECK-DAG: arith.maxsi %arg1, %[[A]] : vector<6xi32>
// CHECK-DAG: %[[B:.*]] = vector.shape_cast %arg2 : vector<2x1x4xf32> to vector<2x4xf32>
// CHECK-DAG: arith.mulf %arg3, %[[B]] : vector<2x4xf32>
// CHECK-DAG: %[[C:.*]] = vector.extract %arg4[0, 0] : f64 from vector<1x1xf64>
// CHECK-DAG: arith.minimumf %arg5, %[[C]] : f64
// CHECK-NOT: vector.multi_reduction
func.func @reduce_unit_dims(%a: vector<1x6xi32>, %acca: vector<6xi32>, %b: vector<2x1x4xf32>, %accb: vector<2x4xf32>,
                            %c: vector<1x1xf64>, %accc: f64) -> (vector<6xi32>, vector<2x4xf32>, f64) {
  %0 = vector.multi_reduction <maxsi>, %a, %acca [0] : vector<1x6xi32> to vector<6xi32>
  %1 = vector.multi_reduction <mul>, %b, %accb [1] : vector<2x1x4xf32> to vector<2x4xf32>
  %2 = vector.multi_reduction <minimumf>, %c, %accc [0, 1] : vector<1x1xf64> to f64
  return %0, %1, %2 : vector<6xi32>, vector<2x4xf32>, f64
}

// -----

// A real reduction stays.
// CHECK-LABEL: func.func @reduce_wide
// CHECK: vector.multi_reduction <add>, %arg0, %arg1 [1]
func.func @reduce_wide(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// CHECK-LABEL: func.func @steps
// CHECK-DAG: arith.constant dense<[0, 1, 2, 3, 4]> : vector<5xindex>
// CHECK-DAG: %[[C:.*]] = arith.constant 2 : index
// CHECK-DAG: vector.step : vector<[4]xindex>
// CHECK: return %{{.*}}, %[[C]], %{{.*}}
func.func @steps() -> (vector<5xindex>, index, vector<[4]xindex>) {
  %s = vector.step : vector<5xindex>
  %t = vector.step : vector<4xindex>
  %e = vector.extract %t[2] : index from vector<4xindex>
  %u = vector.step : vector<[4]xindex>
  return %s, %e, %u : vector<5xindex>, index, vector<[4]xindex>
}

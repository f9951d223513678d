// PIPELINE: --pass-pipeline='builtin.module(func.func(lower-vector-multi-reduction{lowering-strategy=inner-reduction}))'
// PIPELINE: --split-input-file
// lower-vector-multi-reduction with lowering-strategy=inner-reduction: the
// reduced dimensions are transposed innermost and flattened, and each kept
// row becomes a vector.reduction inserted into a zero vector.

// CHECK-LABEL: func.func @inner_dim_reduced
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[Z:.*]] = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK: %[[V0:.*]] = vector.extract %arg0[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %[[A0:.*]] = vector.extract %arg1[0] : f32 from vector<2xf32>
// CHECK-NEXT: %[[R0:.*]] = vector.reduction <mul>, %[[V0]], %[[A0]] : vector<4xf32> into f32
// CHECK-NEXT: %[[I0:.*]] = vector.insertelement %[[R0]], %[[Z]][%[[C0]] : index] : vector<2xf32>
// CHECK: %[[I1:.*]] = vector.insertelement %{{.*}}, %[[I0]][%[[C1]] : index] : vector<2xf32>
// CHECK-NEXT: return %[[I1]]
func.func @inner_dim_reduced(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <mul>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// An outer reduced dimension is transposed inward.
// CHECK-LABEL: func.func @outer_dim_reduced
// CHECK: arith.constant dense<0> : vector<2xindex>
// CHECK: vector.transpose %arg0, [1, 0] : vector<3x2xindex> to vector<2x3xindex>
// CHECK: vector.reduction <maxui>, {{.*}} : vector<3xindex> into index
func.func @outer_dim_reduced(%v: vector<3x2xindex>, %acc: vector<2xindex>) -> vector<2xindex> {
  %0 = vector.multi_reduction <maxui>, %v, %acc [0] : vector<3x2xindex> to vector<2xindex>
  return %0 : vector<2xindex>
}

// -----

// Everything reduced: one reduction of the flattened vector; the 1x8 cast
// folds into the row extract and the broadcast accumulator into its use.
// CHECK-LABEL: func.func @all_dims_reduced
// CHECK: %[[F:.*]] = vector.shape_cast %arg0 : vector<2x4xi32> to vector<8xi32>
// CHECK-NEXT: %[[R:.*]] = vector.reduction <add>, %[[F]], %arg1 : vector<8xi32> into i32
func.func @all_dims_reduced(%v: vector<2x4xi32>, %acc: i32) -> i32 {
  %0 = vector.multi_reduction <add>, %v, %acc [0, 1] : vector<2x4xi32> to i32
  return %0 : i32
}

// -----

// 1-D with a mask: the masked reduction stays masked, with the original
// mask once the broadcast folds away.
// CHECK-LABEL: func.func @one_dim_masked
// CHECK: vector.mask %arg2 { vector.reduction <add>, %arg0, %arg1 : vector<4xf32> into f32 } : vector<4xi1> -> f32
func.func @one_dim_masked(%v: vector<4xf32>, %acc: f32, %m: vector<4xi1>) -> f32 {
  %0 = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<4xf32> to f32 } : vector<4xi1> -> f32
  return %0 : f32
}

// -----

// n-D masked: the mask is cast with the source and sliced per row.
// CHECK-LABEL: func.func @masked
// CHECK: %[[M:.*]] = vector.shape_cast %arg2 : vector<2x3x4xi1> to vector<2x12xi1>
// CHECK: %[[S:.*]] = vector.shape_cast %arg0 : vector<2x3x4xi32> to vector<2x12xi32>
// CHECK: %[[M0:.*]] = vector.extract %[[M]][0] : vector<12xi1> from vector<2x12xi1>
// CHECK-NEXT: vector.mask %[[M0]] { vector.reduction <xor>
func.func @masked(%v: vector<2x3x4xi32>, %acc: vector<2xi32>, %m: vector<2x3x4xi1>) -> vector<2xi32> {
  %0 = vector.mask %m { vector.multi_reduction <xor>, %v, %acc [1, 2] : vector<2x3x4xi32> to vector<2xi32> } : vector<2x3x4xi1> -> vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

// Non-contiguous kept dimensions: one transpose, one flattening cast, and
// the accumulator read element by element.
// CHECK-LABEL: func.func @non_contiguous
// CHECK: vector.transpose %arg0, [1, 3, 0, 2] : vector<2x3x4x5xf16> to vector<3x5x2x4xf16>
// CHECK: vector.shape_cast {{.*}} : vector<3x5x2x4xf16> to vector<15x8xf16>
// CHECK: vector.extract %arg1[2, 4] : f16 from vector<3x5xf16>
// CHECK: vector.shape_cast {{.*}} : vector<15xf16> to vector<3x5xf16>
func.func @non_contiguous(%v: vector<2x3x4x5xf16>, %acc: vector<3x5xf16>) -> vector<3x5xf16> {
  %0 = vector.multi_reduction <minnumf>, %v, %acc [0, 2] : vector<2x3x4x5xf16> to vector<3x5xf16>
  return %0 : vector<3x5xf16>
}

// PIPELINE: --pass-pipeline='builtin.module(func.func(lower-vector-multi-reduction))'
// PIPELINE: --split-input-file
// lower-vector-multi-reduction, default strategy inner-parallel: the reduced
// dimensions are transposed outermost and flattened, and each reduced row is
// combined with the accumulator by an elementwise arith op.

// CHECK-LABEL: func.func @inner_dim_reduced
// CHECK-NEXT: %[[T:.*]] = vector.transpose %arg0, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %[[R0:.*]] = vector.extract %[[T]][0] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %[[A0:.*]] = arith.mulf %[[R0]], %arg1 : vector<2xf32>
// CHECK-NEXT: %[[R1:.*]] = vector.extract %[[T]][1] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %[[A1:.*]] = arith.mulf %[[R1]], %[[A0]] : vector<2xf32>
// CHECK: %[[R3:.*]] = vector.extract %[[T]][3] : vector<2xf32> from vector<4x2xf32>
// CHECK-NEXT: %[[A3:.*]] = arith.mulf %[[R3]], %{{.*}} : vector<2xf32>
// CHECK-NEXT: return %[[A3]]
func.func @inner_dim_reduced(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <mul>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

// Already outermost: no transpose; a constant zero accumulator is folded
// into the first addition.
// CHECK-LABEL: func.func @outer_dim_reduced
// CHECK-NOT: vector.transpose
// CHECK-NOT: arith.constant
// CHECK: %[[R0:.*]] = vector.extract %arg0[0] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT: %[[R1:.*]] = vector.extract %arg0[1] : vector<2xi32> from vector<3x2xi32>
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[R1]], %[[R0]] : vector<2xi32>
func.func @outer_dim_reduced(%v: vector<3x2xi32>) -> vector<2xi32> {
  %acc = arith.constant dense<0> : vector<2xi32>
  %0 = vector.multi_reduction <add>, %v, %acc [0] : vector<3x2xi32> to vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

// Everything reduced: flattened to 1-D, then a 1x8 reduction whose unit row
// is extracted at the end.
// CHECK-LABEL: func.func @all_dims_reduced
// CHECK: vector.shape_cast %arg0 : vector<2x4xi32> to vector<8xi32>
// CHECK: vector.broadcast %arg1 : i32 to vector<1xi32>
// CHECK: vector.transpose {{.*}} [1, 0] : vector<1x8xi32> to vector<8x1xi32>
// CHECK: arith.xori
// CHECK: %[[E:.*]] = vector.extract {{.*}}[0] : i32 from vector<1xi32>
// CHECK-NEXT: return %[[E]]
func.func @all_dims_reduced(%v: vector<2x4xi32>, %acc: i32) -> i32 {
  %0 = vector.multi_reduction <xor>, %v, %acc [0, 1] : vector<2x4xi32> to i32
  return %0 : i32
}

// -----

// Kept dimensions apart from each other: transposed together and flattened
// to 15 lanes, reshaped back at the end.
// CHECK-LABEL: func.func @non_contiguous
// CHECK: vector.transpose %arg0, [0, 2, 1, 3] : vector<2x3x4x5xi32> to vector<2x4x3x5xi32>
// CHECK: vector.shape_cast {{.*}} : vector<2x4x3x5xi32> to vector<8x15xi32>
// CHECK: vector.shape_cast %arg1 : vector<3x5xi32> to vector<15xi32>
// CHECK: arith.minsi
// CHECK: vector.shape_cast {{.*}} : vector<15xi32> to vector<3x5xi32>
func.func @non_contiguous(%v: vector<2x3x4x5xi32>, %acc: vector<3x5xi32>) -> vector<3x5xi32> {
  %0 = vector.multi_reduction <minsi>, %v, %acc [0, 2] : vector<2x3x4x5xi32> to vector<3x5xi32>
  return %0 : vector<3x5xi32>
}

// -----

// The reduced dimensions in the attribute's order ([2, 0]) lead the
// transpose; the flattening cast folds into the row extracts.
// CHECK-LABEL: func.func @dims_out_of_order
// CHECK: vector.transpose %arg0, [2, 0, 1] : vector<2x3x4xf32> to vector<4x2x3xf32>
// CHECK: vector.extract %{{.*}}[3, 1] : vector<3xf32> from vector<4x2x3xf32>
func.func @dims_out_of_order(%v: vector<2x3x4xf32>, %acc: vector<3xf32>) -> vector<3xf32> {
  %0 = vector.multi_reduction <maximumf>, %v, %acc [2, 0] : vector<2x3x4xf32> to vector<3xf32>
  return %0 : vector<3xf32>
}

// -----

// Index and i1 elements, and a reduction inside a loop body.
// CHECK-LABEL: func.func @index_and_i1_in_loop
// CHECK: scf.for
// CHECK: arith.maxui {{.*}} : vector<2xindex>
// CHECK: arith.andi {{.*}} : vector<4xi1>
func.func @index_and_i1_in_loop(%v: vector<3x2xindex>, %acc: vector<2xindex>, %b: vector<2x4xi1>, %bacc: vector<4xi1>, %n: index) -> (vector<2xindex>, vector<4xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc, %ba = %bacc) -> (vector<2xindex>, vector<4xi1>) {
    %0 = vector.multi_reduction <maxui>, %v, %a [0] : vector<3x2xindex> to vector<2xindex>
    %1 = vector.multi_reduction <and>, %b, %ba [0] : vector<2x4xi1> to vector<4xi1>
    scf.yield %0, %1 : vector<2xindex>, vector<4xi1>
  }
  return %r#0, %r#1 : vector<2xindex>, vector<4xi1>
}

// -----

// A reduction over no dimension is its source (the accumulator is unused).
// CHECK-LABEL: func.func @nothing_reduced
// CHECK-NEXT: return %arg0 : vector<2x4xf32>
func.func @nothing_reduced(%v: vector<2x4xf32>, %acc: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc [] : vector<2x4xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// Masked: the mask is transposed and cast with the source, but as upstream
// the masked [reduction, parallel] form is not unrolled.
// CHECK-LABEL: func.func @masked
// CHECK: vector.transpose %arg2, [1, 2, 0] : vector<2x3x4xi1> to vector<3x4x2xi1>
// CHECK: vector.transpose %arg0, [1, 2, 0] : vector<2x3x4xi32> to vector<3x4x2xi32>
// CHECK: %[[M:.*]] = vector.shape_cast {{.*}} : vector<3x4x2xi1> to vector<12x2xi1>
// CHECK: %[[S:.*]] = vector.shape_cast {{.*}} : vector<3x4x2xi32> to vector<12x2xi32>
// CHECK: vector.mask %[[M]] { vector.multi_reduction <xor>, %[[S]], %arg1 [0] : vector<12x2xi32> to vector<2xi32> }
func.func @masked(%v: vector<2x3x4xi32>, %acc: vector<2xi32>, %m: vector<2x3x4xi1>) -> vector<2xi32> {
  %0 = vector.mask %m { vector.multi_reduction <xor>, %v, %acc [1, 2] : vector<2x3x4xi32> to vector<2xi32> } : vector<2x3x4xi1> -> vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

// Other reductions are left alone.
// CHECK-LABEL: func.func @other_ops_untouched
// CHECK-NEXT: vector.reduction <add>, %arg0 : vector<4xf32> into f32
func.func @other_ops_untouched(%v: vector<4xf32>) -> f32 {
  %0 = vector.reduction <add>, %v : vector<4xf32> into f32
  return %0 : f32
}

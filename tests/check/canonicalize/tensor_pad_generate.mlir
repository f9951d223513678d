// PIPELINE: --canonicalize --split-input-file
// tensor.pad, tensor.generate, tensor.extract, tensor.from_elements and
// tensor.splat folds and patterns of --canonicalize.

// CHECK-LABEL: func.func @pad_of_nothing
// CHECK-NEXT: return %arg0, %arg0
func.func @pad_of_nothing(%a: tensor<4x5xf32>, %f: f32) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %a low[%c0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x5xf32> to tensor<4x5xf32>
  %q = tensor.pad %a low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x5xf32> to tensor<4x5xf32>
  return %p, %q : tensor<4x5xf32>, tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func.func @pad_nofold
// CHECK: tensor.pad %arg0 nofold low[0, 0] high[0, 0]
func.func @pad_nofold(%a: tensor<4x5xf32>, %f: f32) -> tensor<4x5xf32> {
  %p = tensor.pad %a nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x5xf32> to tensor<4x5xf32>
  return %p : tensor<4x5xf32>
}

// -----

// CHECK-LABEL: func.func @pad_constant_padding
// CHECK-NEXT: %[[P:.*]] = tensor.pad %arg0 low[1, 0] high[0, 2] {
// CHECK: } : tensor<4x5xf32> to tensor<5x7xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[P]] : tensor<5x7xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @pad_constant_padding(%a: tensor<4x5xf32>, %f: f32) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %p = tensor.pad %a low[%c1, 0] high[0, %c2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x5xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @pad_and_casts
// CHECK: tensor.pad %arg0 low[1, 0] high[1, 0]
// CHECK: } : tensor<4x5xf32> to tensor<6x5xf32>
// CHECK: tensor.pad %arg1 low[1, 0] high[1, 0]
// CHECK: } : tensor<?x?xf32> to tensor<6x5xf32>
// CHECK-NOT: tensor.cast
func.func @pad_and_casts(%a: tensor<4x5xf32>, %b: tensor<?x?xf32>, %f: f32) -> (tensor<6x5xf32>, tensor<6x5xf32>) {
  %c = tensor.cast %a : tensor<4x5xf32> to tensor<?x?xf32>
  %p = tensor.pad %c low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<6x5xf32>
  %q = tensor.pad %b low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %d = tensor.cast %q : tensor<?x?xf32> to tensor<6x5xf32>
  return %p, %d : tensor<6x5xf32>, tensor<6x5xf32>
}

// -----

// CHECK-LABEL: func.func @generate_constant_extents
// CHECK-NEXT: %[[G:.*]] = tensor.generate {
// CHECK: } : tensor<4x3xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[G]] : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @generate_constant_extents(%f: f32) -> tensor<?x3xf32> {
  %c4 = arith.constant 4 : index
  %g = tensor.generate %c4 {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return %g : tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @extract_of_generate
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: return %[[S]]
func.func @extract_of_generate(%n: index, %i: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%x: index, %y: index):
    %s = arith.addi %x, %y : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  %e = tensor.extract %g[%i, %i] : tensor<?x3xindex>
  return %e : index
}

// -----

// A body that writes memory is not copied.
// CHECK-LABEL: func.func @extract_of_generate_with_effects
// CHECK: tensor.generate
// CHECK: tensor.extract
func.func @extract_of_generate_with_effects(%m: memref<4xf32>, %n: index, %i: index) -> f32 {
  %g = tensor.generate %n {
  ^bb0(%x: index):
    %v = memref.load %m[%x] : memref<4xf32>
    memref.store %v, %m[%x] : memref<4xf32>
    tensor.yield %v : f32
  } : tensor<?xf32>
  %e = tensor.extract %g[%i] : tensor<?xf32>
  return %e : f32
}

// -----

// CHECK-LABEL: func.func @extract_through_casts
// CHECK-NEXT: %[[A:.*]] = tensor.extract %arg0[%arg2] : tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.extract %arg1[%arg2] : tensor<4xi32>
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[B]] : i32 to index
// CHECK-NEXT: return %[[A]], %[[I]]
func.func @extract_through_casts(%a: tensor<4xf32>, %t: tensor<4xi32>, %i: index) -> (f32, index) {
  %c = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %e = tensor.extract %c[%i] : tensor<?xf32>
  %ic = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %x = tensor.extract %ic[%i] : tensor<4xindex>
  return %e, %x : f32, index
}

// -----

// CHECK-LABEL: func.func @constant_elements
// CHECK-DAG: %[[F:.*]] = arith.constant dense<[1, 2, 1]> : tensor<3xi32>
// CHECK-DAG: %[[S:.*]] = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[D:.*]] = tensor.splat %{{.*}}[%{{.*}}] : tensor<?xf32>
// CHECK: return %[[F]], %[[S]], %[[D]]
func.func @constant_elements() -> (tensor<3xi32>, tensor<4xf32>, tensor<?xf32>) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %f = tensor.from_elements %a, %b, %a : tensor<3xi32>
  %one = arith.constant 1.0 : f32
  %c4 = arith.constant 4 : index
  %s = tensor.splat %one : tensor<4xf32>
  %t = tensor.splat %one[%c4] : tensor<?xf32>
  return %f, %s, %t : tensor<3xi32>, tensor<4xf32>, tensor<?xf32>
}

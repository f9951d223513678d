// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect

// CHECK-LABEL: func.func @sc(
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4x4xf32> to vector<16xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<16xf32> to vector<2x8xf32>
// CHECK-NEXT: return %arg0, %arg0, %1 : vector<4x4xf32>, vector<4x4xf32>, vector<2x8xf32>
func.func @sc(%a: vector<4x4xf32>) -> (vector<4x4xf32>, vector<4x4xf32>, vector<2x8xf32>) {
  %0 = vector.shape_cast %a : vector<4x4xf32> to vector<16xf32>
  %1 = vector.shape_cast %0 : vector<16xf32> to vector<4x4xf32>
  %2 = vector.shape_cast %a : vector<4x4xf32> to vector<4x4xf32>
  %3 = vector.shape_cast %0 : vector<16xf32> to vector<2x8xf32>
  return %1, %2, %3 : vector<4x4xf32>, vector<4x4xf32>, vector<2x8xf32>
}

// -----

// CHECK-LABEL: func.func @tr(
// CHECK-NEXT: return %arg0, %arg0 : vector<4x8xf32>, vector<4x8xf32>
func.func @tr(%a: vector<4x8xf32>) -> (vector<4x8xf32>, vector<4x8xf32>) {
  %0 = vector.transpose %a, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %1 = vector.transpose %0, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
  %2 = vector.transpose %a, [0, 1] : vector<4x8xf32> to vector<4x8xf32>
  return %1, %2 : vector<4x8xf32>, vector<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @tr3(
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 2, 0] : vector<2x3x4xf32> to vector<3x4x2xf32>
// CHECK-NEXT: return %0 : vector<3x4x2xf32>
func.func @tr3(%a: vector<2x3x4xf32>) -> vector<3x4x2xf32> {
  %0 = vector.transpose %a, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [0, 2, 1] : vector<3x2x4xf32> to vector<3x4x2xf32>
  return %1 : vector<3x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @bc(
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<4xf32> to vector<8xi16>
// CHECK-NEXT: return %arg0, %0, %arg0 : vector<4xf32>, vector<8xi16>, vector<4xf32>
func.func @bc(%a: vector<4xf32>, %b: vector<4xi32>) -> (vector<4xf32>, vector<8xi16>, vector<4xf32>) {
  %0 = vector.bitcast %a : vector<4xf32> to vector<4xi32>
  %1 = vector.bitcast %0 : vector<4xi32> to vector<4xf32>
  %2 = vector.bitcast %0 : vector<4xi32> to vector<8xi16>
  %3 = vector.bitcast %a : vector<4xf32> to vector<4xf32>
  return %1, %2, %3 : vector<4xf32>, vector<8xi16>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @brd(
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: return %0, %arg1, %arg1 : vector<2x4xf32>, vector<4xf32>, vector<4xf32>
func.func @brd(%a: f32, %v: vector<4xf32>) -> (vector<2x4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  %1 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %3 = vector.shape_cast %1 : vector<2x4xf32> to vector<8xf32>
  %4 = vector.broadcast %v : vector<4xf32> to vector<1x4xf32>
  %5 = vector.shape_cast %4 : vector<1x4xf32> to vector<4xf32>
  return %1, %2, %5 : vector<2x4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %0 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %0, %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.maskedload %arg0[%arg1], %arg3, %arg2 : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %arg3, %1 : memref<8xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
func.func @casts(%m: memref<8xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) -> vector<4xf32> {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %0 = vector.load %c[%i] : memref<?xf32>, vector<4xf32>
  vector.store %0, %c[%i] : memref<?xf32>, vector<4xf32>
  %1 = vector.maskedload %c[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %c[%i], %k, %1 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @shape_cast_not_composed(
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<4x4xf32> to vector<16xf32>
// CHECK-NEXT: %1 = vector.shape_cast %0 : vector<16xf32> to vector<2x8xf32>
// CHECK-NEXT: return %1 : vector<2x8xf32>
func.func @shape_cast_not_composed(%a: vector<4x4xf32>) -> vector<2x8xf32> {
  %0 = vector.shape_cast %a : vector<4x4xf32> to vector<16xf32>
  %1 = vector.shape_cast %0 : vector<16xf32> to vector<2x8xf32>
  return %1 : vector<2x8xf32>
}

// -----

// CHECK-LABEL: func.func @shape_cast_composed(
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<2x3x4xf32> to vector<24xf32>
// CHECK-NEXT: return %0 : vector<24xf32>
func.func @shape_cast_composed(%a: vector<2x3x4xf32>) -> vector<24xf32> {
  %0 = vector.shape_cast %a : vector<2x3x4xf32> to vector<6x4xf32>
  %1 = vector.shape_cast %0 : vector<6x4xf32> to vector<24xf32>
  return %1 : vector<24xf32>
}

// -----

// CHECK-LABEL: func.func @unranked_cast_kept(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %0 = vector.load %cast[%arg1] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
func.func @unranked_cast_kept(%m: memref<*xf32>, %i: index) -> vector<4xf32> {
  %c = memref.cast %m : memref<*xf32> to memref<?xf32>
  %0 = vector.load %c[%i] : memref<?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// Transfers learn which dimensions are in bounds (a constant index of a
// static dimension, ending inside it), drop all-true masks and read through
// memref.cast.
// CHECK-LABEL: func.func @transfer_folds(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c2, %c0], %cst {in_bounds = [true, true]} : memref<8x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c2, %arg1], %cst {in_bounds = [true, false]} : memref<8x8xf32>, vector<4x1xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%c2, %arg1], %cst {in_bounds = [true, false]} : memref<8x8xf32>, vector<4x2xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg2[%arg1], %cst : memref<?xf32>, vector<8xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%c2, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, memref<8x8xf32>
// CHECK-NEXT: vector.transfer_write %3, %arg2[%arg1] : vector<8xf32>, memref<?xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%c2, %arg1] {in_bounds = [true, false]} : vector<4x1xf32>, memref<8x8xf32>
func.func @transfer_folds(%A: memref<8x8xf32>, %i: index, %B: memref<?xf32>) -> (vector<4x8xf32>, vector<4x2xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%c2, %c0], %pad : memref<8x8xf32>, vector<4x8xf32>
  %w = vector.transfer_read %A[%c2, %i], %pad : memref<8x8xf32>, vector<4x1xf32>
  %m = memref.cast %A : memref<8x8xf32> to memref<?x?xf32>
  %x = vector.transfer_read %m[%c2, %i], %pad : memref<?x?xf32>, vector<4x2xf32>
  %all = vector.constant_mask [8] : vector<8xi1>
  %y = vector.transfer_read %B[%i], %pad, %all : memref<?xf32>, vector<8xf32>
  vector.transfer_write %v, %A[%c2, %c0] : vector<4x8xf32>, memref<8x8xf32>
  %t = arith.constant dense<true> : vector<8xi1>
  vector.transfer_write %y, %B[%i], %t : vector<8xf32>, memref<?xf32>
  vector.transfer_write %w, %m[%c2, %i] : vector<4x1xf32>, memref<?x?xf32>
  return %v, %x : vector<4x8xf32>, vector<4x2xf32>
}

// -----

// Extracts read through transposes (the position permuted back) when the
// transpose keeps the non-extracted dimensions last, and through the
// inserts behind them.
// CHECK-LABEL: func.func @extract_of_transpose(
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2, 3] : f32 from vector<2x3x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %2 = vector.transpose %arg0, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
// CHECK-NEXT: %3 = vector.extract %2[1, 2] : vector<2xf32> from vector<4x3x2xf32>
// CHECK-NEXT: %4 = vector.extract %arg1[2] : f32 from vector<4xf32>
// CHECK-NEXT: return %0, %1, %3, %4 : f32, vector<4xf32>, vector<2xf32>, f32
func.func @extract_of_transpose(%v: vector<2x3x4xf32>, %w: vector<4xf32>) -> (f32, vector<4xf32>, vector<2xf32>, f32) {
  %t = vector.transpose %v, [1, 0, 2] : vector<2x3x4xf32> to vector<3x2x4xf32>
  %a = vector.extract %t[2, 1, 3] : f32 from vector<3x2x4xf32>
  %b = vector.extract %t[2, 1] : vector<4xf32> from vector<3x2x4xf32>
  %u = vector.transpose %v, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
  %c = vector.extract %u[1, 2] : vector<2xf32> from vector<4x3x2xf32>
  %z = vector.extract %v[0] : vector<3x4xf32> from vector<2x3x4xf32>
  %i = vector.insert %w, %z [1] : vector<4xf32> into vector<3x4xf32>
  %s = vector.transpose %i, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
  %d = vector.extract %s[2, 1] : f32 from vector<4x3xf32>
  return %a, %b, %c, %d : f32, vector<4xf32>, vector<2xf32>, f32
}

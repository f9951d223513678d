// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect
// Folds of vector ops over constants, broadcasts, inserts and masks, and the cases upstream leaves alone.

// CHECK-LABEL: func.func @ext_bcast(
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: return %arg0, %arg0, %0 : f32, f32, vector<4xf32>
func.func @ext_bcast(%a: f32) -> (f32, f32, vector<4xf32>) {
  %b = vector.broadcast %a : f32 to vector<2x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<2x4xf32>
  %s = vector.splat %a : vector<4xf32>
  %1 = vector.extract %s[3] : f32 from vector<4xf32>
  %2 = vector.extract %b[0] : vector<4xf32> from vector<2x4xf32>
  return %0, %1, %2 : f32, f32, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @ext_const(
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<[3.000000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %c3_i32, %cst_0 : f32, f32, vector<2xf32>, i32, f32
func.func @ext_const() -> (f32, f32, vector<2xf32>, i32, f32) {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %s = arith.constant dense<7.0> : vector<2x2xf32>
  %0 = vector.extract %c[1, 0] : f32 from vector<2x2xf32>
  %1 = vector.extract %s[1, 0] : f32 from vector<2x2xf32>
  %2 = vector.extract %c[1] : vector<2xf32> from vector<2x2xf32>
  %i = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %3 = vector.extract %i[2] : i32 from vector<4xi32>
  %4 = vector.extract %s[0, 1] : f32 from vector<2x2xf32>
  return %0, %1, %2, %3, %4 : f32, f32, vector<2xf32>, i32, f32
}

// -----

// CHECK-LABEL: func.func @ext_dyn(
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %0 = vector.extract %cst_0[%arg0] : f32 from vector<2xf32>
// CHECK-NEXT: return %0, %cst : f32, f32
func.func @ext_dyn(%p: index) -> (f32, f32) {
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %s = arith.constant dense<7.0> : vector<2xf32>
  %0 = vector.extract %c[%p] : f32 from vector<2xf32>
  %1 = vector.extract %s[%p] : f32 from vector<2xf32>
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func.func @ext_dyn_const(
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = vector.extract %cst[%c1] : f32 from vector<2xf32>
// CHECK-NEXT: return %0 : f32
func.func @ext_dyn_const() -> f32 {
  %c = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %p = arith.constant 1 : index
  %0 = vector.extract %c[%p] : f32 from vector<2xf32>
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @ee(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %0 = vector.splat %arg0 : vector<4xf32>
// CHECK-NEXT: %1 = vector.extractelement %0[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT: %2 = vector.extractelement %cst_0[%c9_i32 : i32] : vector<4xf32>
// CHECK-NEXT: %3 = vector.extractelement %cst_0[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT: %4 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT: %5 = vector.extractelement %4[] : vector<f32>
// CHECK-NEXT: return %arg0, %1, %cst, %2, %3, %5 : f32, f32, f32, f32, f32, f32
func.func @ee(%a: f32, %p: i32) -> (f32, f32, f32, f32, f32, f32) {
  %b = vector.broadcast %a : f32 to vector<4xf32>
  %c1 = arith.constant 1 : i32
  %0 = vector.extractelement %b[%c1 : i32] : vector<4xf32>
  %s = vector.splat %a : vector<4xf32>
  %1 = vector.extractelement %s[%p : i32] : vector<4xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %2 = vector.extractelement %c[%c1 : i32] : vector<4xf32>
  %c9 = arith.constant 9 : i32
  %3 = vector.extractelement %c[%c9 : i32] : vector<4xf32>
  %4 = vector.extractelement %c[%p : i32] : vector<4xf32>
  %z = vector.broadcast %a : f32 to vector<f32>
  %5 = vector.extractelement %z[] : vector<f32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @ext_ins(
// CHECK-NEXT: %0 = vector.extract %arg1[1] : f32 from vector<4xf32>
// CHECK-NEXT: return %arg0, %0 : f32, f32
func.func @ext_ins(%a: f32, %v: vector<4xf32>) -> (f32, f32) {
  %0 = vector.insert %a, %v[2] : f32 into vector<4xf32>
  %1 = vector.extract %0[2] : f32 from vector<4xf32>
  %2 = vector.extract %0[1] : f32 from vector<4xf32>
  return %1, %2 : f32, f32
}

// -----

// CHECK-LABEL: func.func @ee_ie(
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = vector.insertelement %arg0, %arg1[%c2_i32 : i32] : vector<4xf32>
// CHECK-NEXT: %1 = vector.extractelement %0[%c2_i32 : i32] : vector<4xf32>
// CHECK-NEXT: %2 = vector.extractelement %0[%c1_i32 : i32] : vector<4xf32>
// CHECK-NEXT: return %1, %2 : f32, f32
func.func @ee_ie(%a: f32, %v: vector<4xf32>) -> (f32, f32) {
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %0 = vector.insertelement %a, %v[%c2 : i32] : vector<4xf32>
  %1 = vector.extractelement %0[%c2 : i32] : vector<4xf32>
  %2 = vector.extractelement %0[%c1 : i32] : vector<4xf32>
  return %1, %2 : f32, f32
}

// -----

// CHECK-LABEL: func.func @ins_const(
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}0.000000e+00, 9.000000e+00], [0.000000e+00, 0.000000e+00]]> : vector<2x2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}0.000000e+00, 0.000000e+00], [5.000000e+00, 6.000000e+00]]> : vector<2x2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.000000e+00, 9.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %0 = vector.insert %arg0, %cst_1 [1] : f32 into vector<4xf32>
// CHECK-NEXT: return %cst_2, %0, %cst_0, %cst, %cst_2 : vector<4xf32>, vector<4xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4xf32>
func.func @ins_const(%a: f32) -> (vector<4xf32>, vector<4xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %s = arith.constant dense<0.0> : vector<2x2xf32>
  %x = arith.constant 9.0 : f32
  %0 = vector.insert %x, %c[1] : f32 into vector<4xf32>
  %1 = vector.insert %a, %c[1] : f32 into vector<4xf32>
  %r = arith.constant dense<[5.0, 6.0]> : vector<2xf32>
  %2 = vector.insert %r, %s[1] : vector<2xf32> into vector<2x2xf32>
  %3 = vector.insert %x, %s[0, 1] : f32 into vector<2x2xf32>
  %c1 = arith.constant 1 : i32
  %4 = vector.insertelement %x, %c[%c1 : i32] : vector<4xf32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @ins_misc(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<f32>
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_1 = arith.constant 9.000000e+00 : f32
// CHECK-NEXT: %0 = vector.insert %cst_1, %cst_0 [%arg1] : f32 into vector<4xf32>
// CHECK-NEXT: %1 = vector.insertelement %cst_1, %cst_0[%arg2 : i32] : vector<4xf32>
// CHECK-NEXT: %2 = vector.insertelement %cst_1, %cst_0[%c7_i32 : i32] : vector<4xf32>
// CHECK-NEXT: %3 = vector.insertelement %cst_1, %cst[] : vector<f32>
// CHECK-NEXT: return %0, %1, %2, %3, %arg0 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<f32>, vector<4xf32>
func.func @ins_misc(%v: vector<4xf32>, %p: index, %q: i32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<f32>, vector<4xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %x = arith.constant 9.0 : f32
  %0 = vector.insert %x, %c[%p] : f32 into vector<4xf32>
  %1 = vector.insertelement %x, %c[%q : i32] : vector<4xf32>
  %c7 = arith.constant 7 : i32
  %2 = vector.insertelement %x, %c[%c7 : i32] : vector<4xf32>
  %z = arith.constant dense<1.0> : vector<f32>
  %3 = vector.insertelement %x, %z[] : vector<f32>
  %4 = vector.insert %v, %c[] : vector<4xf32> into vector<4xf32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<f32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @ins_int(
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, -1]> : vector<3xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 5]> : vector<2xindex>
// CHECK-NEXT: return %cst, %cst_0 : vector<3xi8>, vector<2xindex>
func.func @ins_int() -> (vector<3xi8>, vector<2xindex>) {
  %c = arith.constant dense<[1, 2, 3]> : vector<3xi8>
  %x = arith.constant -1 : i8
  %0 = vector.insert %x, %c[2] : i8 into vector<3xi8>
  %d = arith.constant dense<0> : vector<2xindex>
  %i = arith.constant 5 : index
  %1 = vector.insert %i, %d[1] : index into vector<2xindex>
  return %0, %1 : vector<3xi8>, vector<2xindex>
}

// -----

// CHECK-LABEL: func.func @splat_const(
// CHECK-NEXT: %cst = arith.constant dense<5.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<3> : vector<2x3xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<2.000000e+00> : vector<f32>
// CHECK-NEXT: %0 = vector.broadcast %cst_0 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: return %cst_1, %cst_2, %cst_1, %cst_3, %0, %cst : vector<4xf32>, vector<2x3xi32>, vector<4xf32>, vector<f32>, vector<2x4xf32>, vector<2x4xf32>
func.func @splat_const() -> (vector<4xf32>, vector<2x3xi32>, vector<4xf32>, vector<f32>, vector<2x4xf32>, vector<2x4xf32>) {
  %x = arith.constant 2.0 : f32
  %i = arith.constant 3 : i32
  %0 = vector.splat %x : vector<4xf32>
  %1 = vector.splat %i : vector<2x3xi32>
  %2 = vector.broadcast %x : f32 to vector<4xf32>
  %3 = vector.broadcast %x : f32 to vector<f32>
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %4 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %s = arith.constant dense<5.0> : vector<4xf32>
  %5 = vector.broadcast %s : vector<4xf32> to vector<2x4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<2x3xi32>, vector<4xf32>, vector<f32>, vector<2x4xf32>, vector<2x4xf32>
}

// -----

// CHECK-LABEL: func.func @splat_scalable(
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : vector<[4]xf32>
// CHECK-NEXT: return %cst, %cst : vector<[4]xf32>, vector<[4]xf32>
func.func @splat_scalable() -> (vector<[4]xf32>, vector<[4]xf32>) {
  %x = arith.constant 2.0 : f32
  %0 = vector.splat %x : vector<[4]xf32>
  %1 = vector.broadcast %x : f32 to vector<[4]xf32>
  return %0, %1 : vector<[4]xf32>, vector<[4]xf32>
}

// -----

// CHECK-LABEL: func.func @cmask(
// CHECK-NEXT: %0 = vector.constant_mask [4] : vector<4xi1>
// CHECK-NEXT: %1 = vector.constant_mask [4, 3] : vector<4x3xi1>
// CHECK-NEXT: %2 = vector.constant_mask [0] : vector<4xi1>
// CHECK-NEXT: %3 = vector.constant_mask [0, 0] : vector<4x3xi1>
// CHECK-NEXT: %4 = vector.constant_mask [2, 3] : vector<4x3xi1>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : vector<4xi1>, vector<4x3xi1>, vector<4xi1>, vector<4x3xi1>, vector<4x3xi1>
func.func @cmask() -> (vector<4xi1>, vector<4x3xi1>, vector<4xi1>, vector<4x3xi1>, vector<4x3xi1>) {
  %0 = vector.constant_mask [4] : vector<4xi1>
  %1 = vector.constant_mask [4, 3] : vector<4x3xi1>
  %2 = vector.constant_mask [0] : vector<4xi1>
  %3 = vector.constant_mask [0, 0] : vector<4x3xi1>
  %4 = vector.constant_mask [2, 3] : vector<4x3xi1>
  return %0, %1, %2, %3, %4 : vector<4xi1>, vector<4x3xi1>, vector<4xi1>, vector<4x3xi1>, vector<4x3xi1>
}

// -----

// CHECK-LABEL: func.func @ml(
// CHECK-NEXT: %0 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: %1 = vector.load %arg0[%arg1] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.maskedload %arg0[%arg1], %0, %arg2 : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.store %arg3, %arg0[%arg1] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg1], %0, %arg3 : memref<16xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return %1, %arg2, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
func.func @ml(%m: memref<16xf32>, %i: index, %p: vector<4xf32>, %v: vector<4xf32>, %k: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %t = vector.constant_mask [4] : vector<4xi1>
  %f = vector.constant_mask [0] : vector<4xi1>
  %h = vector.constant_mask [2] : vector<4xi1>
  %0 = vector.maskedload %m[%i], %t, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %f, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %2 = vector.maskedload %m[%i], %h, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %t, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %h, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @ml2(
// CHECK-NEXT: %0 = vector.load %arg0[%arg1] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg3, %arg0[%arg1] : memref<16xf32>, vector<4xf32>
// CHECK-NEXT: return %0, %arg2 : vector<4xf32>, vector<4xf32>
func.func @ml2(%m: memref<16xf32>, %i: index, %p: vector<4xf32>, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %t = arith.constant dense<true> : vector<4xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %0 = vector.maskedload %m[%i], %t, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.maskedload %m[%i], %f, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %t, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%i], %f, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @red(
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[0] : i32 from vector<1xi32>
// CHECK-NEXT: %2 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %3 = arith.addf %2, %arg2 : f32
// CHECK-NEXT: %4 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %5 = arith.maximumf %4, %arg2 : f32
// CHECK-NEXT: %6 = vector.reduction <add>, %arg3 : vector<4xf32> into f32
// CHECK-NEXT: %7 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %8 = arith.minnumf %7, %arg2 fastmath<fast> : f32
// CHECK-NEXT: %9 = vector.extractelement %arg5[] : vector<f32>
// CHECK-NEXT: return %0, %1, %3, %5, %6, %8, %9 : f32, i32, f32, f32, f32, f32, f32
func.func @red(%a: vector<1xf32>, %b: vector<1xi32>, %acc: f32, %c: vector<4xf32>, %d: vector<1xf32>, %z: vector<f32>) -> (f32, i32, f32, f32, f32, f32, f32) {
  %0 = vector.reduction <add>, %a : vector<1xf32> into f32
  %1 = vector.reduction <mul>, %b : vector<1xi32> into i32
  %2 = vector.reduction <add>, %a, %acc : vector<1xf32> into f32
  %3 = vector.reduction <maximumf>, %a, %acc : vector<1xf32> into f32
  %4 = vector.reduction <add>, %c : vector<4xf32> into f32
  %5 = vector.reduction <minnumf>, %a, %acc fastmath<fast> : vector<1xf32> into f32
  %6 = vector.reduction <add>, %z : vector<f32> into f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, i32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @red_const(
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %cst = arith.constant dense<[2.000000e+00, 3.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %0 = vector.reduction <add>, %cst : vector<2xf32> into f32
// CHECK-NEXT: return %0, %c5_i32 : f32, i32
func.func @red_const() -> (f32, i32) {
  %a = arith.constant dense<[2.0, 3.0]> : vector<2xf32>
  %0 = vector.reduction <add>, %a : vector<2xf32> into f32
  %b = arith.constant dense<5> : vector<1xi32>
  %1 = vector.reduction <xor>, %b : vector<1xi32> into i32
  return %0, %1 : f32, i32
}

// -----

// CHECK-LABEL: func.func @cm(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: %1 = vector.constant_mask [2, 3] : vector<4x3xi1>
// CHECK-NEXT: %2 = vector.constant_mask [0] : vector<4xi1>
// CHECK-NEXT: %3 = vector.create_mask %arg0 : vector<4xi1>
// CHECK-NEXT: %4 = vector.create_mask %arg0, %c0 : vector<4x3xi1>
// CHECK-NEXT: %5 = vector.constant_mask [4] : vector<4xi1>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5 : vector<4xi1>, vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<4x3xi1>, vector<4xi1>
func.func @cm(%n: index) -> (vector<4xi1>, vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<4x3xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %0 = vector.create_mask %c2 : vector<4xi1>
  %1 = vector.create_mask %c2, %c9 : vector<4x3xi1>
  %2 = vector.create_mask %cm1 : vector<4xi1>
  %3 = vector.create_mask %n : vector<4xi1>
  %4 = vector.create_mask %n, %c0 : vector<4x3xi1>
  %5 = vector.create_mask %c9 : vector<4xi1>
  return %0, %1, %2, %3, %4, %5 : vector<4xi1>, vector<4x3xi1>, vector<4xi1>, vector<4xi1>, vector<4x3xi1>, vector<4xi1>
}

// -----

// CHECK-LABEL: func.func @cms(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.create_mask %c2 : vector<[4]xi1>
// CHECK-NEXT: return %0 : vector<[4]xi1>
func.func @cms() -> vector<[4]xi1> {
  %c2 = arith.constant 2 : index
  %6 = vector.create_mask %c2 : vector<[4]xi1>
  return %6 : vector<[4]xi1>
}

// -----

// CHECK-LABEL: func.func @cm3(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = vector.create_mask %c0, %arg0 : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.constant_mask [0, 0] : vector<4x3xi1>
// CHECK-NEXT: return %0, %1 : vector<4x3xi1>, vector<4x3xi1>
func.func @cm3(%n: index) -> (vector<4x3xi1>, vector<4x3xi1>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = vector.create_mask %c0, %n : vector<4x3xi1>
  %1 = vector.create_mask %c2, %c0 : vector<4x3xi1>
  return %0, %1 : vector<4x3xi1>, vector<4x3xi1>
}

// -----

// CHECK-LABEL: func.func @a(
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %0[%arg1, 1] : f32 from vector<2x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg2 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %3 = vector.extract %2[%arg1, 2] : f32 from vector<3x4xf32>
// CHECK-NEXT: %4 = vector.extract %2[%arg1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %5 = vector.extract %arg3[0, 3] : f32 from vector<1x4xf32>
// CHECK-NEXT: %6 = vector.extract %arg3[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: %7 = vector.extract %arg2[3] : f32 from vector<4xf32>
// CHECK-NEXT: return %1, %3, %4, %5, %6, %7 : f32, f32, vector<4xf32>, f32, vector<4xf32>, f32
func.func @a(%a: f32, %p: index, %v: vector<4xf32>, %w: vector<1x4xf32>) -> (f32, f32, vector<4xf32>, f32, vector<4xf32>, f32) {
  %b = vector.broadcast %a : f32 to vector<2x4xf32>
  %0 = vector.extract %b[%p, 1] : f32 from vector<2x4xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract %c[%p, 2] : f32 from vector<3x4xf32>
  %2 = vector.extract %c[%p] : vector<4xf32> from vector<3x4xf32>
  %d = vector.broadcast %w : vector<1x4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %d[1, 2, 3] : f32 from vector<2x3x4xf32>
  %4 = vector.extract %d[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %e = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  %5 = vector.extract %e[1, 1, 3] : f32 from vector<2x3x4xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, vector<4xf32>, f32, vector<4xf32>, f32
}

// -----

// CHECK-LABEL: func.func @b(
// CHECK-NEXT: %0 = vector.extract %arg2[1, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg3[2] : f32 from vector<4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[0, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT: %3 = vector.extract %arg3[0] : f32 from vector<4xf32>
// CHECK-NEXT: return %0, %1, %2, %arg3, %3 : f32, f32, f32, vector<4xf32>, f32
func.func @b(%a: f32, %p: index, %v: vector<2x4xf32>, %r: vector<4xf32>) -> (f32, f32, f32, vector<4xf32>, f32) {
  %0 = vector.insert %a, %v[%p, 1] : f32 into vector<2x4xf32>
  %1 = vector.extract %0[1, 2] : f32 from vector<2x4xf32>
  %2 = vector.insert %r, %v[1] : vector<4xf32> into vector<2x4xf32>
  %3 = vector.extract %2[1, 2] : f32 from vector<2x4xf32>
  %4 = vector.extract %2[0, 2] : f32 from vector<2x4xf32>
  %5 = vector.insert %a, %2[0, 3] : f32 into vector<2x4xf32>
  %6 = vector.extract %5[1] : vector<4xf32> from vector<2x4xf32>
  %7 = vector.extract %5[0] : vector<4xf32> from vector<2x4xf32>
  %8 = vector.extract %5[1, 0] : f32 from vector<2x4xf32>
  return %1, %3, %4, %6, %8 : f32, f32, f32, vector<4xf32>, f32
}

// -----

// CHECK-LABEL: func.func @big(
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<300xf32>
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = vector.insert %cst_0, %cst [3] : f32 into vector<300xf32>
// CHECK-NEXT: return %0, %cst : vector<300xf32>, vector<300xf32>
func.func @big(%x: f32) -> (vector<300xf32>, vector<300xf32>) {
  %c = arith.constant dense<1.0> : vector<300xf32>
  %y = arith.constant 2.0 : f32
  %0 = vector.insert %y, %c[3] : f32 into vector<300xf32>
  return %0, %c : vector<300xf32>, vector<300xf32>
}

// -----

// CHECK-LABEL: func.func @ins_vec_const(
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}7, 8, 9], [4, 5, 6]]> : vector<2x3xi32>
// CHECK-NEXT: return %cst : vector<2x3xi32>
func.func @ins_vec_const() -> vector<2x3xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %r = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %0 = vector.insert %r, %c[0] : vector<3xi32> into vector<2x3xi32>
  %1 = vector.extract %0[0, 2] : i32 from vector<2x3xi32>
  %s = arith.constant dense<1> : vector<3xi32>
  %2 = vector.insert %s, %c[1] : vector<3xi32> into vector<2x3xi32>
  %3 = vector.extract %2[1] : vector<3xi32> from vector<2x3xi32>
  %4 = vector.extract %2[0] : vector<3xi32> from vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

// -----

// CHECK-LABEL: func.func @splat_ins(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = vector.insertelement %cst, %cst_0[%arg1 : index] : vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
func.func @splat_ins(%a: f32, %idx: index) -> vector<4xf32> {
  %c = arith.constant dense<0.0> : vector<4xf32>
  %x = arith.constant 0.0 : f32
  %0 = vector.insert %x, %c[1] : f32 into vector<4xf32>
  %n = arith.constant -0.0 : f32
  %1 = vector.insertelement %n, %0[%idx : index] : vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @red2(
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %1 = arith.minsi %0, %arg1 : i32
// CHECK-NEXT: %2 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %3 = arith.xori %2, %arg1 : i32
// CHECK-NEXT: %4 = vector.extract %arg0[0] : i32 from vector<1xi32>
// CHECK-NEXT: %5 = arith.maxui %4, %arg1 : i32
// CHECK-NEXT: %6 = vector.extract %arg2[0] : f32 from vector<1xf32>
// CHECK-NEXT: %7 = arith.mulf %6, %arg3 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %8 = vector.extract %arg2[0] : f32 from vector<1xf32>
// CHECK-NEXT: %9 = arith.minimumf %8, %arg3 : f32
// CHECK-NEXT: return %1, %3, %5, %7, %9 : i32, i32, i32, f32, f32
func.func @red2(%a: vector<1xi32>, %acc: i32, %b: vector<1xf32>, %f: f32) -> (i32, i32, i32, f32, f32) {
  %0 = vector.reduction <minsi>, %a, %acc : vector<1xi32> into i32
  %1 = vector.reduction <xor>, %a, %acc : vector<1xi32> into i32
  %2 = vector.reduction <maxui>, %a, %acc : vector<1xi32> into i32
  %3 = vector.reduction <mul>, %b, %f fastmath<nnan,ninf> : vector<1xf32> into f32
  %4 = vector.reduction <minimumf>, %b, %f : vector<1xf32> into f32
  return %0, %1, %2, %3, %4 : i32, i32, i32, f32, f32
}

// -----

// CHECK-LABEL: func.func @red_masked(
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: return %0 : f32
func.func @red_masked(%a: vector<1xf32>, %m: vector<1xi1>) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @scal(
// CHECK-NEXT: %0 = vector.extract %arg0[0] : f32 from vector<[1]xf32>
// CHECK-NEXT: return %0 : f32
func.func @scal(%a: vector<[1]xf32>) -> f32 {
  %0 = vector.reduction <add>, %a : vector<[1]xf32> into f32
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @bcast_ext(
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.extractelement %arg2[] : vector<f32>
// CHECK-NEXT: %2 = vector.broadcast %arg2 : vector<f32> to vector<3x4xf32>
// CHECK-NEXT: return %0, %1, %2 : vector<4xf32>, f32, vector<3x4xf32>
func.func @bcast_ext(%a: f32, %p: index, %z: vector<f32>) -> (vector<4xf32>, f32, vector<3x4xf32>) {
  %b = vector.broadcast %a : f32 to vector<2x4xf32>
  %0 = vector.extract %b[%p] : vector<4xf32> from vector<2x4xf32>
  %c = vector.broadcast %z : vector<f32> to vector<4xf32>
  %1 = vector.extract %c[2] : f32 from vector<4xf32>
  %d = vector.broadcast %z : vector<f32> to vector<2x3x4xf32>
  %2 = vector.extract %d[1] : vector<3x4xf32> from vector<2x3x4xf32>
  return %0, %1, %2 : vector<4xf32>, f32, vector<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @mixed(
// CHECK-NEXT: %0 = vector.load %arg0[%arg1] : memref<8xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
func.func @mixed(%m: memref<8xf32>, %i: index, %p: vector<4xf32>) -> vector<4xf32> {
  %c4 = arith.constant 4 : index
  %k = vector.create_mask %c4 : vector<4xi1>
  %0 = vector.maskedload %m[%i], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %z = arith.constant 0 : index
  %k2 = vector.create_mask %z : vector<4xi1>
  vector.maskedstore %m[%i], %k2, %0 : memref<8xf32>, vector<4xi1>, vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @red_masked(
// CHECK-NEXT: %0 = vector.extract %arg1[0] : i1 from vector<1xi1>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : f32 from vector<1xf32>
// CHECK-NEXT: %2 = arith.addf %1, %arg2 : f32
// CHECK-NEXT: %3 = arith.select %0, %2, %arg2 : f32
// CHECK-NEXT: return %3 : f32
func.func @red_masked(%a: vector<1xf32>, %m: vector<1xi1>, %acc: f32) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %a, %acc : vector<1xf32> into f32 } : vector<1xi1> -> f32
  return %0 : f32
}

// PIPELINE: --canonicalize --split-input-file
// Constant folding and identities of arith ops; every result is what
// mlir-opt-19 --canonicalize produces.

// CHECK-LABEL: func.func @int_consts
// CHECK: %c-3_i32 = arith.constant -3 : i32
// CHECK: %c-2_i32 = arith.constant -2 : i32
// CHECK: %c33_i32 = arith.constant 33 : i32
// CHECK: %c0_i16 = arith.constant 0 : i16
// CHECK: %c5_i16 = arith.constant 5 : i16
// CHECK: %c-1_i64 = arith.constant -1 : i64
// CHECK: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK: %c7_i32 = arith.constant 7 : i32
// CHECK: %c127_i8 = arith.constant 127 : i8
// CHECK: %c4_i32 = arith.constant 4 : i32
// CHECK: %c-21_i32 = arith.constant -21 : i32
// CHECK: %c-128_i8 = arith.constant -128 : i8
// CHECK: %0 = arith.divsi %c-9223372036854775808_i64, %c-1_i64 : i64
// CHECK: %1 = arith.divui %c5_i16, %c0_i16 : i16
// CHECK: %2 = arith.shli %c7_i32, %c33_i32 : i32
// CHECK: return %c4_i32, %c-21_i32, %c-128_i8, %c127_i8, %0, %1, %c-2_i32, %c-3_i32, %c-3_i32, %2 : i32, i32, i8, i8, i64, i16, i32, i32, i32, i32
func.func @int_consts() -> (i32, i32, i8, i8, i64, i16, i32, i32, i32, i32) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %c = arith.constant 127 : i8
  %d = arith.constant 1 : i8
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.addi %c, %d : i8
  %3 = arith.divsi %c, %d : i8
  %m = arith.constant -9223372036854775808 : i64
  %n = arith.constant -1 : i64
  %4 = arith.divsi %m, %n : i64
  %e = arith.constant 5 : i16
  %z = arith.constant 0 : i16
  %5 = arith.divui %e, %z : i16
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remsi %b, %a : i32
  %s = arith.constant 33 : i32
  %9 = arith.shli %a, %s : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, i32, i8, i8, i64, i16, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @ident
// CHECK: %c0_i32 = arith.constant 0 : i32
// CHECK: %c-1_i32 = arith.constant -1 : i32
// CHECK: return %arg0, %arg0, %c0_i32, %arg0, %c-1_i32, %c0_i32, %arg0, %arg0, %arg0 : i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @ident(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.addi %c0, %x : i32
  %1 = arith.muli %x, %c1 : i32
  %2 = arith.subi %x, %x : i32
  %3 = arith.andi %x, %m1 : i32
  %4 = arith.ori %x, %m1 : i32
  %5 = arith.xori %x, %x : i32
  %6 = arith.divsi %x, %c1 : i32
  %s = arith.subi %x, %y : i32
  %7 = arith.addi %s, %y : i32
  %8 = arith.maxsi %x, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @floats
// CHECK: %cst = arith.constant 1.600000e+00 : f32
// CHECK: %cst_0 = arith.constant 1.500000e+01 : f32
// CHECK: %cst_1 = arith.constant 0x7C00 : f16
// CHECK: %cst_2 = arith.constant 1.000000e+00 : bf16
// CHECK: %cst_3 = arith.constant 0x7FF8000000000000 : f64
// CHECK: %cst_4 = arith.constant 0.000000e+00 : f32
// CHECK: %cst_5 = arith.constant -0.000000e+00 : f32
// CHECK: %cst_6 = arith.constant 0.0999999791 : f32
// CHECK: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_4, %cst_6 : f32, f32, f16, bf16, f64, f32, f32, f32, f32
func.func @floats() -> (f32, f32, f16, bf16, f64, f32, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.divf %a, %b : f32
  %h = arith.constant 65504.0 : f16
  %2 = arith.addf %h, %h : f16
  %bb = arith.constant 3.0 : bf16
  %3 = arith.divf %bb, %bb : bf16
  %z = arith.constant 0.0 : f64
  %4 = arith.divf %z, %z : f64
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %5 = arith.maximumf %nz, %pz : f32
  %6 = arith.minimumf %nz, %pz : f32
  %7 = arith.maxnumf %nz, %pz : f32
  %8 = arith.remf %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f16, bf16, f64, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @cmp
// CHECK: %c7_i32 = arith.constant 7 : i32
// CHECK: %true = arith.constant true
// CHECK: %false = arith.constant false
// CHECK: %0 = arith.cmpi sgt, %arg0, %c7_i32 : i32
// CHECK: return %true, %false, %true, %0, %true, %false : i1, i1, i1, i1, i1, i1
func.func @cmp(%x: i32, %f: f32) -> (i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 7 : i32
  %b = arith.constant -3 : i32
  %0 = arith.cmpi ult, %a, %b : i32
  %1 = arith.cmpi slt, %a, %b : i32
  %2 = arith.cmpi sle, %x, %x : i32
  %3 = arith.cmpi slt, %a, %x : i32
  %nan = arith.constant 0x7FC00000 : f32
  %4 = arith.cmpf uno, %f, %nan : f32
  %o = arith.constant 1.0 : f32
  %5 = arith.cmpf olt, %o, %nan : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @casts
// CHECK: %c-1070805811_i32 = arith.constant -1070805811 : i32
// CHECK: %c255 = arith.constant 255 : index
// CHECK: %c-1 = arith.constant -1 : index
// CHECK: %cst = arith.constant -2.700000e+00 : f32
// CHECK: %c255_i32 = arith.constant 255 : i32
// CHECK: %c-1_i64 = arith.constant -1 : i64
// CHECK: %cst_0 = arith.constant 2.550000e+02 : f32
// CHECK: %c-2_i32 = arith.constant -2 : i32
// CHECK: %0 = arith.fptoui %cst : f32 to i8
// CHECK: %1 = arith.truncf %cst : f32 to f16
// CHECK: return %c255_i32, %arg0, %c-1_i64, %cst_0, %c-2_i32, %0, %c-1, %c255, %1, %c-1070805811_i32, %arg1 : i32, i8, i64, f32, i32, i8, index, index, f16, i32, i16
func.func @casts(%x: i8, %y: i16) -> (i32, i8, i64, f32, i32, i8, index, index, f16, i32, i16) {
  %c = arith.constant -1 : i8
  %0 = arith.extui %c : i8 to i32
  %e = arith.extsi %x : i8 to i32
  %1 = arith.trunci %e : i32 to i8
  %2 = arith.extsi %c : i8 to i64
  %3 = arith.uitofp %c : i8 to f32
  %f = arith.constant -2.7 : f32
  %4 = arith.fptosi %f : f32 to i32
  %5 = arith.fptoui %f : f32 to i8
  %6 = arith.index_cast %c : i8 to index
  %7 = arith.index_castui %c : i8 to index
  %8 = arith.truncf %f : f32 to f16
  %9 = arith.bitcast %f : f32 to i32
  %e2 = arith.extsi %y : i16 to i32
  %e3 = arith.extsi %e2 : i32 to i64
  %10 = arith.trunci %e3 : i64 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, i8, i64, f32, i32, i8, index, index, f16, i32, i16
}

// -----

// CHECK-LABEL: func.func @vec
// CHECK: %c4_i32 = arith.constant 4 : i32
// CHECK: %cst = arith.constant dense<[6, 7, 8, 9]> : vector<4xi32>
// CHECK: %cst_0 = arith.constant dense<25> : vector<4xi32>
// CHECK: %cst_1 = arith.constant dense<[1.000000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK: %cst_2 = arith.constant dense<false> : vector<4xi1>
// CHECK: return %cst, %cst_0, %cst_1, %c4_i32, %arg1, %cst_2 : vector<4xi32>, vector<4xi32>, vector<2xf32>, i32, vector<4xi32>, vector<4xi1>
func.func @vec(%c: i1, %x: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<2xf32>, i32, vector<4xi32>, vector<4xi1>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<5> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.muli %b, %b : vector<4xi32>
  %f = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %2 = arith.mulf %f, %f : vector<2xf32>
  %i = arith.constant 4 : i32
  %j = arith.constant 8 : i32
  %t = arith.constant true
  %3 = arith.select %t, %i, %j : i32
  %z = arith.constant dense<0> : vector<4xi32>
  %4 = arith.addi %x, %z : vector<4xi32>
  %5 = arith.cmpi eq, %a, %b : vector<4xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xi32>, vector<2xf32>, i32, vector<4xi32>, vector<4xi1>
}

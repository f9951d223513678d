// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect
// Exact constant folding for every float kind mlir-opt-19 knows (f80 and
// f128 literals are exact doubles: upstream parses decimal literals via f64).

// CHECK-LABEL: func.func @kind_f8E5M2(
// CHECK-NEXT: %cst = arith.constant 0x7E : f8E5M2
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f8E5M2
// CHECK-NEXT: %cst_1 = arith.constant 1.750000e+00 : f8E5M2
// CHECK-NEXT: %cst_2 = arith.constant -1.250000e+00 : f8E5M2
// CHECK-NEXT: %cst_3 = arith.constant 5.000000e-01 : f8E5M2
// CHECK-NEXT: %cst_4 = arith.constant 2.187500e-01 : f8E5M2
// CHECK-NEXT: %cst_5 = arith.constant 2.500000e-01 : f8E5M2
// CHECK-NEXT: %cst_6 = arith.constant -3.125000e-01 : f8E5M2
// CHECK-NEXT: %cst_7 = arith.constant 1.500000e+00 : f8E5M2
// CHECK-NEXT: %cst_8 = arith.constant 0x7C : f8E5M2
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_9 = arith.constant 3.125000e-01 : f8E5M2
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_10 = arith.constant 3.000000e+00 : f8E5M2
// CHECK-NEXT: %cst_11 = arith.constant -0.000000e+00 : f8E5M2
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_0 : f8E5M2
// CHECK-NEXT: return %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %true, %cst_0, %cst_9, %c1_i32, %cst_10, %cst_11, %0, %arg0, %cst, %cst_9 : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, i1, f8E5M2, f8E5M2, i32, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2
func.func @kind_f8E5M2(%x: f8E5M2) -> (f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, i1, f8E5M2, f8E5M2, i32, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2) {
  %a = arith.constant 1.5 : f8E5M2
  %b = arith.constant 0.3 : f8E5M2
  %0 = arith.addf %a, %b : f8E5M2
  %1 = arith.subf %b, %a : f8E5M2
  %2 = arith.mulf %a, %b : f8E5M2
  %3 = arith.divf %b, %a : f8E5M2
  %4 = arith.remf %a, %b : f8E5M2
  %5 = arith.negf %b : f8E5M2
  %6 = arith.maximumf %a, %b : f8E5M2
  %z = arith.constant 0.0 : f8E5M2
  %7 = arith.divf %a, %z : f8E5M2
  %8 = arith.cmpf olt, %b, %a : f8E5M2
  %9 = math.floor %b : f8E5M2
  %10 = math.absf %5 : f8E5M2
  %12 = arith.fptosi %a : f8E5M2 to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to f8E5M2
  %14 = arith.negf %z : f8E5M2
  %15 = arith.addf %x, %z : f8E5M2
  %16 = arith.subf %x, %z : f8E5M2
  %17 = arith.mulf %7, %z : f8E5M2
  %18 = math.ceil %b : f8E5M2
  %19 = arith.minnumf %7, %b : f8E5M2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, i1, f8E5M2, f8E5M2, i32, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2, f8E5M2
}

// -----

// CHECK-LABEL: func.func @kind_f8E4M3FN(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_0 = arith.constant 1.750000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_1 = arith.constant -1.250000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_2 = arith.constant 4.687500e-01 : f8E4M3FN
// CHECK-NEXT: %cst_3 = arith.constant 2.031250e-01 : f8E4M3FN
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e-01 : f8E4M3FN
// CHECK-NEXT: %cst_5 = arith.constant -3.125000e-01 : f8E4M3FN
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_7 = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_8 = arith.constant 3.125000e-01 : f8E4M3FN
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_9 = arith.constant 3.000000e+00 : f8E4M3FN
// CHECK-NEXT: %cst_10 = arith.constant -0.000000e+00 : f8E4M3FN
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f8E4M3FN
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %true, %cst, %cst_8, %c1_i32, %cst_9, %cst_10, %0, %arg0, %cst_7, %cst_8 : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, i1, f8E4M3FN, f8E4M3FN, i32, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN
func.func @kind_f8E4M3FN(%x: f8E4M3FN) -> (f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, i1, f8E4M3FN, f8E4M3FN, i32, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN) {
  %a = arith.constant 1.5 : f8E4M3FN
  %b = arith.constant 0.3 : f8E4M3FN
  %0 = arith.addf %a, %b : f8E4M3FN
  %1 = arith.subf %b, %a : f8E4M3FN
  %2 = arith.mulf %a, %b : f8E4M3FN
  %3 = arith.divf %b, %a : f8E4M3FN
  %4 = arith.remf %a, %b : f8E4M3FN
  %5 = arith.negf %b : f8E4M3FN
  %6 = arith.maximumf %a, %b : f8E4M3FN
  %z = arith.constant 0.0 : f8E4M3FN
  %7 = arith.divf %a, %z : f8E4M3FN
  %8 = arith.cmpf olt, %b, %a : f8E4M3FN
  %9 = math.floor %b : f8E4M3FN
  %10 = math.absf %5 : f8E4M3FN
  %12 = arith.fptosi %a : f8E4M3FN to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to f8E4M3FN
  %14 = arith.negf %z : f8E4M3FN
  %15 = arith.addf %x, %z : f8E4M3FN
  %16 = arith.subf %x, %z : f8E4M3FN
  %17 = arith.mulf %7, %z : f8E4M3FN
  %18 = math.ceil %b : f8E4M3FN
  %19 = arith.minnumf %7, %b : f8E4M3FN
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, i1, f8E4M3FN, f8E4M3FN, i32, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN, f8E4M3FN
}

// -----

// CHECK-LABEL: func.func @kind_f8E5M2FNUZ(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f8E5M2FNUZ
// CHECK-NEXT: %cst_0 = arith.constant 1.750000e+00 : f8E5M2FNUZ
// CHECK-NEXT: %cst_1 = arith.constant -1.250000e+00 : f8E5M2FNUZ
// CHECK-NEXT: %cst_2 = arith.constant 5.000000e-01 : f8E5M2FNUZ
// CHECK-NEXT: %cst_3 = arith.constant 2.187500e-01 : f8E5M2FNUZ
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e-01 : f8E5M2FNUZ
// CHECK-NEXT: %cst_5 = arith.constant -3.125000e-01 : f8E5M2FNUZ
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f8E5M2FNUZ
// CHECK-NEXT: %cst_7 = arith.constant 0x80 : f8E5M2FNUZ
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_8 = arith.constant 3.125000e-01 : f8E5M2FNUZ
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_9 = arith.constant 3.000000e+00 : f8E5M2FNUZ
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f8E5M2FNUZ
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %true, %cst, %cst_8, %c1_i32, %cst_9, %cst, %0, %arg0, %cst_7, %cst_8 : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, i1, f8E5M2FNUZ, f8E5M2FNUZ, i32, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ
func.func @kind_f8E5M2FNUZ(%x: f8E5M2FNUZ) -> (f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, i1, f8E5M2FNUZ, f8E5M2FNUZ, i32, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ) {
  %a = arith.constant 1.5 : f8E5M2FNUZ
  %b = arith.constant 0.3 : f8E5M2FNUZ
  %0 = arith.addf %a, %b : f8E5M2FNUZ
  %1 = arith.subf %b, %a : f8E5M2FNUZ
  %2 = arith.mulf %a, %b : f8E5M2FNUZ
  %3 = arith.divf %b, %a : f8E5M2FNUZ
  %4 = arith.remf %a, %b : f8E5M2FNUZ
  %5 = arith.negf %b : f8E5M2FNUZ
  %6 = arith.maximumf %a, %b : f8E5M2FNUZ
  %z = arith.constant 0.0 : f8E5M2FNUZ
  %7 = arith.divf %a, %z : f8E5M2FNUZ
  %8 = arith.cmpf olt, %b, %a : f8E5M2FNUZ
  %9 = math.floor %b : f8E5M2FNUZ
  %10 = math.absf %5 : f8E5M2FNUZ
  %12 = arith.fptosi %a : f8E5M2FNUZ to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to f8E5M2FNUZ
  %14 = arith.negf %z : f8E5M2FNUZ
  %15 = arith.addf %x, %z : f8E5M2FNUZ
  %16 = arith.subf %x, %z : f8E5M2FNUZ
  %17 = arith.mulf %7, %z : f8E5M2FNUZ
  %18 = math.ceil %b : f8E5M2FNUZ
  %19 = arith.minnumf %7, %b : f8E5M2FNUZ
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, i1, f8E5M2FNUZ, f8E5M2FNUZ, i32, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ, f8E5M2FNUZ
}

// -----

// CHECK-LABEL: func.func @kind_f8E4M3FNUZ(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %cst_0 = arith.constant 1.750000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %cst_1 = arith.constant -1.250000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %cst_2 = arith.constant 4.687500e-01 : f8E4M3FNUZ
// CHECK-NEXT: %cst_3 = arith.constant 2.031250e-01 : f8E4M3FNUZ
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e-01 : f8E4M3FNUZ
// CHECK-NEXT: %cst_5 = arith.constant -3.125000e-01 : f8E4M3FNUZ
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %cst_7 = arith.constant 0x80 : f8E4M3FNUZ
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_8 = arith.constant 3.125000e-01 : f8E4M3FNUZ
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_9 = arith.constant 3.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f8E4M3FNUZ
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %true, %cst, %cst_8, %c1_i32, %cst_9, %cst, %0, %arg0, %cst_7, %cst_8 : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, i1, f8E4M3FNUZ, f8E4M3FNUZ, i32, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ
func.func @kind_f8E4M3FNUZ(%x: f8E4M3FNUZ) -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, i1, f8E4M3FNUZ, f8E4M3FNUZ, i32, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ) {
  %a = arith.constant 1.5 : f8E4M3FNUZ
  %b = arith.constant 0.3 : f8E4M3FNUZ
  %0 = arith.addf %a, %b : f8E4M3FNUZ
  %1 = arith.subf %b, %a : f8E4M3FNUZ
  %2 = arith.mulf %a, %b : f8E4M3FNUZ
  %3 = arith.divf %b, %a : f8E4M3FNUZ
  %4 = arith.remf %a, %b : f8E4M3FNUZ
  %5 = arith.negf %b : f8E4M3FNUZ
  %6 = arith.maximumf %a, %b : f8E4M3FNUZ
  %z = arith.constant 0.0 : f8E4M3FNUZ
  %7 = arith.divf %a, %z : f8E4M3FNUZ
  %8 = arith.cmpf olt, %b, %a : f8E4M3FNUZ
  %9 = math.floor %b : f8E4M3FNUZ
  %10 = math.absf %5 : f8E4M3FNUZ
  %12 = arith.fptosi %a : f8E4M3FNUZ to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to f8E4M3FNUZ
  %14 = arith.negf %z : f8E4M3FNUZ
  %15 = arith.addf %x, %z : f8E4M3FNUZ
  %16 = arith.subf %x, %z : f8E4M3FNUZ
  %17 = arith.mulf %7, %z : f8E4M3FNUZ
  %18 = math.ceil %b : f8E4M3FNUZ
  %19 = arith.minnumf %7, %b : f8E4M3FNUZ
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, i1, f8E4M3FNUZ, f8E4M3FNUZ, i32, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ
}

// -----

// CHECK-LABEL: func.func @kind_f8E4M3B11FNUZ(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_0 = arith.constant 1.750000e+00 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_1 = arith.constant -1.250000e+00 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_2 = arith.constant 4.687500e-01 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_3 = arith.constant 2.031250e-01 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e-01 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_5 = arith.constant -3.125000e-01 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_7 = arith.constant 0x80 : f8E4M3B11FNUZ
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_8 = arith.constant 3.125000e-01 : f8E4M3B11FNUZ
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_9 = arith.constant 3.000000e+00 : f8E4M3B11FNUZ
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f8E4M3B11FNUZ
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %true, %cst, %cst_8, %c1_i32, %cst_9, %cst, %0, %arg0, %cst_7, %cst_8 : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, i1, f8E4M3B11FNUZ, f8E4M3B11FNUZ, i32, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ
func.func @kind_f8E4M3B11FNUZ(%x: f8E4M3B11FNUZ) -> (f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, i1, f8E4M3B11FNUZ, f8E4M3B11FNUZ, i32, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ) {
  %a = arith.constant 1.5 : f8E4M3B11FNUZ
  %b = arith.constant 0.3 : f8E4M3B11FNUZ
  %0 = arith.addf %a, %b : f8E4M3B11FNUZ
  %1 = arith.subf %b, %a : f8E4M3B11FNUZ
  %2 = arith.mulf %a, %b : f8E4M3B11FNUZ
  %3 = arith.divf %b, %a : f8E4M3B11FNUZ
  %4 = arith.remf %a, %b : f8E4M3B11FNUZ
  %5 = arith.negf %b : f8E4M3B11FNUZ
  %6 = arith.maximumf %a, %b : f8E4M3B11FNUZ
  %z = arith.constant 0.0 : f8E4M3B11FNUZ
  %7 = arith.divf %a, %z : f8E4M3B11FNUZ
  %8 = arith.cmpf olt, %b, %a : f8E4M3B11FNUZ
  %9 = math.floor %b : f8E4M3B11FNUZ
  %10 = math.absf %5 : f8E4M3B11FNUZ
  %12 = arith.fptosi %a : f8E4M3B11FNUZ to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to f8E4M3B11FNUZ
  %14 = arith.negf %z : f8E4M3B11FNUZ
  %15 = arith.addf %x, %z : f8E4M3B11FNUZ
  %16 = arith.subf %x, %z : f8E4M3B11FNUZ
  %17 = arith.mulf %7, %z : f8E4M3B11FNUZ
  %18 = math.ceil %b : f8E4M3B11FNUZ
  %19 = arith.minnumf %7, %b : f8E4M3B11FNUZ
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, i1, f8E4M3B11FNUZ, f8E4M3B11FNUZ, i32, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ, f8E4M3B11FNUZ
}

// -----

// CHECK-LABEL: func.func @kind_f8E4M3(
// CHECK-NEXT: %cst = arith.constant 0x7C : f8E4M3
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f8E4M3
// CHECK-NEXT: %cst_1 = arith.constant 1.750000e+00 : f8E4M3
// CHECK-NEXT: %cst_2 = arith.constant -1.250000e+00 : f8E4M3
// CHECK-NEXT: %cst_3 = arith.constant 4.687500e-01 : f8E4M3
// CHECK-NEXT: %cst_4 = arith.constant 2.031250e-01 : f8E4M3
// CHECK-NEXT: %cst_5 = arith.constant 2.500000e-01 : f8E4M3
// CHECK-NEXT: %cst_6 = arith.constant -3.125000e-01 : f8E4M3
// CHECK-NEXT: %cst_7 = arith.constant 1.500000e+00 : f8E4M3
// CHECK-NEXT: %cst_8 = arith.constant 0x78 : f8E4M3
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_9 = arith.constant 3.125000e-01 : f8E4M3
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_10 = arith.constant 3.000000e+00 : f8E4M3
// CHECK-NEXT: %cst_11 = arith.constant -0.000000e+00 : f8E4M3
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_0 : f8E4M3
// CHECK-NEXT: return %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %true, %cst_0, %cst_9, %c1_i32, %cst_10, %cst_11, %0, %arg0, %cst, %cst_9 : f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, i1, f8E4M3, f8E4M3, i32, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3
func.func @kind_f8E4M3(%x: f8E4M3) -> (f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, i1, f8E4M3, f8E4M3, i32, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3) {
  %a = arith.constant 1.5 : f8E4M3
  %b = arith.constant 0.3 : f8E4M3
  %0 = arith.addf %a, %b : f8E4M3
  %1 = arith.subf %b, %a : f8E4M3
  %2 = arith.mulf %a, %b : f8E4M3
  %3 = arith.divf %b, %a : f8E4M3
  %4 = arith.remf %a, %b : f8E4M3
  %5 = arith.negf %b : f8E4M3
  %6 = arith.maximumf %a, %b : f8E4M3
  %z = arith.constant 0.0 : f8E4M3
  %7 = arith.divf %a, %z : f8E4M3
  %8 = arith.cmpf olt, %b, %a : f8E4M3
  %9 = math.floor %b : f8E4M3
  %10 = math.absf %5 : f8E4M3
  %12 = arith.fptosi %a : f8E4M3 to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to f8E4M3
  %14 = arith.negf %z : f8E4M3
  %15 = arith.addf %x, %z : f8E4M3
  %16 = arith.subf %x, %z : f8E4M3
  %17 = arith.mulf %7, %z : f8E4M3
  %18 = math.ceil %b : f8E4M3
  %19 = arith.minnumf %7, %b : f8E4M3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, i1, f8E4M3, f8E4M3, i32, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3, f8E4M3
}

// -----

// CHECK-LABEL: func.func @kind_tf32(
// CHECK-NEXT: %cst = arith.constant 0x3FE00 : tf32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : tf32
// CHECK-NEXT: %cst_1 = arith.constant 1.799800e+00 : tf32
// CHECK-NEXT: %cst_2 = arith.constant -1.200200e+00 : tf32
// CHECK-NEXT: %cst_3 = arith.constant 4.501950e-01 : tf32
// CHECK-NEXT: %cst_4 = arith.constant 2.000730e-01 : tf32
// CHECK-NEXT: %cst_5 = arith.constant 2.998050e-01 : tf32
// CHECK-NEXT: %cst_6 = arith.constant -3.000490e-01 : tf32
// CHECK-NEXT: %cst_7 = arith.constant 1.500000e+00 : tf32
// CHECK-NEXT: %cst_8 = arith.constant 0x3FC00 : tf32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_9 = arith.constant 3.000490e-01 : tf32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_10 = arith.constant 3.000000e+00 : tf32
// CHECK-NEXT: %cst_11 = arith.constant -0.000000e+00 : tf32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_0 : tf32
// CHECK-NEXT: return %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %true, %cst_0, %cst_9, %c1_i32, %cst_10, %cst_11, %0, %arg0, %cst, %cst_9 : tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, i1, tf32, tf32, i32, tf32, tf32, tf32, tf32, tf32, tf32
func.func @kind_tf32(%x: tf32) -> (tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, i1, tf32, tf32, i32, tf32, tf32, tf32, tf32, tf32, tf32) {
  %a = arith.constant 1.5 : tf32
  %b = arith.constant 0.3 : tf32
  %0 = arith.addf %a, %b : tf32
  %1 = arith.subf %b, %a : tf32
  %2 = arith.mulf %a, %b : tf32
  %3 = arith.divf %b, %a : tf32
  %4 = arith.remf %a, %b : tf32
  %5 = arith.negf %b : tf32
  %6 = arith.maximumf %a, %b : tf32
  %z = arith.constant 0.0 : tf32
  %7 = arith.divf %a, %z : tf32
  %8 = arith.cmpf olt, %b, %a : tf32
  %9 = math.floor %b : tf32
  %10 = math.absf %5 : tf32
  %12 = arith.fptosi %a : tf32 to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to tf32
  %14 = arith.negf %z : tf32
  %15 = arith.addf %x, %z : tf32
  %16 = arith.subf %x, %z : tf32
  %17 = arith.mulf %7, %z : tf32
  %18 = math.ceil %b : tf32
  %19 = arith.minnumf %7, %b : tf32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : tf32, tf32, tf32, tf32, tf32, tf32, tf32, tf32, i1, tf32, tf32, i32, tf32, tf32, tf32, tf32, tf32, tf32
}

// -----

// CHECK-LABEL: func.func @kind_f80(
// CHECK-NEXT: %cst = arith.constant 0x7FFFC000000000000000 : f80
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f80
// CHECK-NEXT: %cst_1 = arith.constant 1.875000e+00 : f80
// CHECK-NEXT: %cst_2 = arith.constant -1.125000e+00 : f80
// CHECK-NEXT: %cst_3 = arith.constant 5.625000e-01 : f80
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e-01 : f80
// CHECK-NEXT: %cst_5 = arith.constant -3.750000e-01 : f80
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f80
// CHECK-NEXT: %cst_7 = arith.constant 0x7FFF8000000000000000 : f80
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_8 = arith.constant 3.750000e-01 : f80
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_9 = arith.constant 3.000000e+00 : f80
// CHECK-NEXT: %cst_10 = arith.constant -0.000000e+00 : f80
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_0 : f80
// CHECK-NEXT: return %cst_1, %cst_2, %cst_3, %cst_4, %cst_0, %cst_5, %cst_6, %cst_7, %true, %cst_0, %cst_8, %c1_i32, %cst_9, %cst_10, %0, %arg0, %cst, %cst_8 : f80, f80, f80, f80, f80, f80, f80, f80, i1, f80, f80, i32, f80, f80, f80, f80, f80, f80
func.func @kind_f80(%x: f80) -> (f80, f80, f80, f80, f80, f80, f80, f80, i1, f80, f80, i32, f80, f80, f80, f80, f80, f80) {
  %a = arith.constant 1.5 : f80
  %b = arith.constant 0.375 : f80
  %0 = arith.addf %a, %b : f80
  %1 = arith.subf %b, %a : f80
  %2 = arith.mulf %a, %b : f80
  %3 = arith.divf %b, %a : f80
  %4 = arith.remf %a, %b : f80
  %5 = arith.negf %b : f80
  %6 = arith.maximumf %a, %b : f80
  %z = arith.constant 0.0 : f80
  %7 = arith.divf %a, %z : f80
  %8 = arith.cmpf olt, %b, %a : f80
  %9 = math.floor %b : f80
  %10 = math.absf %5 : f80
  %12 = arith.fptosi %a : f80 to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to f80
  %14 = arith.negf %z : f80
  %15 = arith.addf %x, %z : f80
  %16 = arith.subf %x, %z : f80
  %17 = arith.mulf %7, %z : f80
  %18 = math.ceil %b : f80
  %19 = arith.minnumf %7, %b : f80
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : f80, f80, f80, f80, f80, f80, f80, f80, i1, f80, f80, i32, f80, f80, f80, f80, f80, f80
}

// -----

// CHECK-LABEL: func.func @kind_f128(
// CHECK-NEXT: %cst = arith.constant 0x7FFF8000000000000000000000000000 : f128
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f128
// CHECK-NEXT: %cst_1 = arith.constant 1.875000e+00 : f128
// CHECK-NEXT: %cst_2 = arith.constant -1.125000e+00 : f128
// CHECK-NEXT: %cst_3 = arith.constant 5.625000e-01 : f128
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e-01 : f128
// CHECK-NEXT: %cst_5 = arith.constant -3.750000e-01 : f128
// CHECK-NEXT: %cst_6 = arith.constant 1.500000e+00 : f128
// CHECK-NEXT: %cst_7 = arith.constant 0x7FFF0000000000000000000000000000 : f128
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_8 = arith.constant 3.750000e-01 : f128
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst_9 = arith.constant 3.000000e+00 : f128
// CHECK-NEXT: %cst_10 = arith.constant -0.000000e+00 : f128
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_0 : f128
// CHECK-NEXT: return %cst_1, %cst_2, %cst_3, %cst_4, %cst_0, %cst_5, %cst_6, %cst_7, %true, %cst_0, %cst_8, %c1_i32, %cst_9, %cst_10, %0, %arg0, %cst, %cst_8 : f128, f128, f128, f128, f128, f128, f128, f128, i1, f128, f128, i32, f128, f128, f128, f128, f128, f128
func.func @kind_f128(%x: f128) -> (f128, f128, f128, f128, f128, f128, f128, f128, i1, f128, f128, i32, f128, f128, f128, f128, f128, f128) {
  %a = arith.constant 1.5 : f128
  %b = arith.constant 0.375 : f128
  %0 = arith.addf %a, %b : f128
  %1 = arith.subf %b, %a : f128
  %2 = arith.mulf %a, %b : f128
  %3 = arith.divf %b, %a : f128
  %4 = arith.remf %a, %b : f128
  %5 = arith.negf %b : f128
  %6 = arith.maximumf %a, %b : f128
  %z = arith.constant 0.0 : f128
  %7 = arith.divf %a, %z : f128
  %8 = arith.cmpf olt, %b, %a : f128
  %9 = math.floor %b : f128
  %10 = math.absf %5 : f128
  %12 = arith.fptosi %a : f128 to i32
  %c3 = arith.constant 3 : i32
  %13 = arith.sitofp %c3 : i32 to f128
  %14 = arith.negf %z : f128
  %15 = arith.addf %x, %z : f128
  %16 = arith.subf %x, %z : f128
  %17 = arith.mulf %7, %z : f128
  %18 = math.ceil %b : f128
  %19 = arith.minnumf %7, %b : f128
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %12, %13, %14, %15, %16, %17, %19 : f128, f128, f128, f128, f128, f128, f128, f128, i1, f128, f128, i32, f128, f128, f128, f128, f128, f128
}

// -----

// CHECK-LABEL: func.func @nan_operands(
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800001 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0xFFC00002 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0xFF800001 : f32
// CHECK-NEXT: %0 = arith.extf %cst_0 : f32 to f64
// CHECK-NEXT: %1 = arith.truncf %cst_1 : f32 to f16
// CHECK-NEXT: return %cst_2, %cst_2, %cst_1, %cst_2, %cst_1, %cst_0, %cst_3, %cst_1, %1, %cst, %0, %true, %false : f32, f32, f32, f32, f32, f32, f32, f32, f16, f32, f64, i1, i1
func.func @nan_operands() -> (f32, f32, f32, f32, f32, f32, f32, f32, f16, f32, f64, i1, i1) {
  %one = arith.constant 1.0 : f32
  %q = arith.constant 0x7FC00001 : f32
  %s = arith.constant 0x7F800001 : f32
  %nq = arith.constant 0xFFC00002 : f32
  %0 = arith.addf %one, %q : f32
  %1 = arith.subf %one, %s : f32
  %2 = arith.mulf %one, %nq : f32
  %3 = arith.divf %s, %q : f32
  %4 = arith.remf %one, %nq : f32
  %5 = arith.maximumf %one, %s : f32
  %6 = arith.negf %s : f32
  %7 = arith.extf %s : f32 to f64
  %8 = arith.truncf %nq : f32 to f16
  %9 = arith.minimumf %nq, %q : f32
  %inf = arith.constant 0x7F800000 : f32
  %10 = arith.subf %inf, %inf : f32
  %11 = arith.cmpf une, %q, %one : f32
  %12 = arith.cmpf oeq, %one, %q : f32
  return %0, %1, %2, %3, %4, %5, %6, %9, %8, %10, %7, %11, %12 : f32, f32, f32, f32, f32, f32, f32, f32, f16, f32, f64, i1, i1
}

// -----

// CHECK-LABEL: func.func @casts_across_kinds(
// CHECK-NEXT: %cst = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.100000000000000005551 : f80
// CHECK-NEXT: %cst_1 = arith.constant 0.100000000000000005551115123125782702 : f128
// CHECK-NEXT: %cst_2 = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-NEXT: %cst_3 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+05 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_6 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT: %cst_7 = arith.constant 5.000000e-01 : f16
// CHECK-NEXT: %0 = arith.truncf %cst_5 : f32 to bf16
// CHECK-NEXT: %1 = arith.truncf %cst_4 : f32 to f8E5M2
// CHECK-NEXT: %2 = arith.truncf %cst_3 : f16 to f8E4M3FNUZ
// CHECK-NEXT: return %cst_6, %cst_7, %0, %cst_2, %1, %cst_1, %cst_0, %cst, %cst_3, %2 : f64, f16, bf16, f8E4M3FN, f8E5M2, f128, f80, f32, f16, f8E4M3FNUZ
func.func @casts_across_kinds() -> (f64, f16, bf16, f8E4M3FN, f8E5M2, f128, f80, f32, f16, f8E4M3FNUZ) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %b = arith.constant 0.5 : f32
  %1 = arith.truncf %b : f32 to f16
  %2 = arith.truncf %a : f32 to bf16
  %c = arith.constant 448.0 : f16
  %3 = arith.truncf %c : f16 to f8E4M3FN
  %d = arith.constant 1.0e5 : f32
  %4 = arith.truncf %d : f32 to f8E5M2
  %e = arith.constant 0.1 : f64
  %5 = arith.extf %e : f64 to f128
  %6 = arith.extf %e : f64 to f80
  %f = arith.constant 0x7C00 : f16
  %7 = arith.extf %f : f16 to f32
  %g = arith.constant -0.0 : f32
  %8 = arith.truncf %g : f32 to f16
  %h = arith.constant -0.0 : f16
  %9 = arith.truncf %h : f16 to f8E4M3FNUZ
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f64, f16, bf16, f8E4M3FN, f8E5M2, f128, f80, f32, f16, f8E4M3FNUZ
}

// -----

// CHECK-LABEL: func.func @int_float_casts(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %cst = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT: %cst_0 = arith.constant 0x403E8000000000000000 : f80
// CHECK-NEXT: %cst_1 = arith.constant 0x41E0000000000000 : f64
// CHECK-NEXT: %cst_2 = arith.constant -2.750000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_4 = arith.constant -2.048000e+03 : f16
// CHECK-NEXT: %cst_5 = arith.constant 3.40282366920938463463374607431768211E+38 : f128
// CHECK-NEXT: %cst_6 = arith.constant 1.677720e+07 : bf16
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %0 = arith.fptoui %cst_2 : f32 to i8
// CHECK-NEXT: %1 = arith.fptosi %cst_1 : f64 to i32
// CHECK-NEXT: %2 = arith.fptosi %cst_0 : f80 to i64
// CHECK-NEXT: %3 = arith.fptosi %cst : f8E4M3FN to i8
// CHECK-NEXT: return %cst_3, %cst_4, %cst, %cst_5, %cst_6, %c-2_i8, %0, %c-1_i8, %1, %c0_i16, %2, %3, %true : f16, f16, f8E4M3FN, f128, bf16, i8, i8, i8, i32, i16, i64, i8, i1
func.func @int_float_casts() -> (f16, f16, f8E4M3FN, f128, bf16, i8, i8, i8, i32, i16, i64, i8, i1) {
  %big = arith.constant 65520 : i32
  %0 = arith.uitofp %big : i32 to f16
  %m = arith.constant -2049 : i32
  %1 = arith.sitofp %m : i32 to f16
  %c = arith.constant 500 : i32
  %2 = arith.sitofp %c : i32 to f8E4M3FN
  %i = arith.constant -1 : i128
  %3 = arith.uitofp %i : i128 to f128
  %j = arith.constant 16777217 : i32
  %4 = arith.sitofp %j : i32 to bf16
  %f = arith.constant -2.75 : f32
  %5 = arith.fptosi %f : f32 to i8
  %6 = arith.fptoui %f : f32 to i8
  %g = arith.constant 255.9 : f32
  %7 = arith.fptoui %g : f32 to i8
  %h = arith.constant 2147483648.0 : f64
  %8 = arith.fptosi %h : f64 to i32
  %k = arith.constant -0.75 : f16
  %9 = arith.fptoui %k : f16 to i16
  %l = arith.constant 0x403E8000000000000000 : f80
  %10 = arith.fptosi %l : f80 to i64
  %n = arith.constant 0x7F : f8E4M3FN
  %11 = arith.fptosi %n : f8E4M3FN to i8
  %t = arith.constant -1.0 : f32
  %12 = arith.fptosi %t : f32 to i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : f16, f16, f8E4M3FN, f128, bf16, i8, i8, i8, i32, i16, i64, i8, i1
}

// -----

// CHECK-LABEL: func.func @identities_respect_encodings(
// CHECK-NEXT: %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0xFF : f8E4M3FN
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_1 : f8E4M3FNUZ
// CHECK-NEXT: %1 = arith.maximumf %arg1, %cst_0 : f8E4M3FN
// CHECK-NEXT: %2 = arith.minnumf %arg2, %cst : f16
// CHECK-NEXT: return %0, %arg0, %arg1, %1, %arg2, %2 : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FN, f8E4M3FN, f16, f16
func.func @identities_respect_encodings(%x: f8E4M3FNUZ, %y: f8E4M3FN, %z: f16) -> (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FN, f8E4M3FN, f16, f16) {
  %nz = arith.constant 0.0 : f8E4M3FNUZ
  %0 = arith.addf %x, %nz : f8E4M3FNUZ
  %1 = arith.subf %x, %nz : f8E4M3FNUZ
  %m = arith.constant -0.0 : f8E4M3FN
  %2 = arith.addf %y, %m : f8E4M3FN
  %lo = arith.constant 0xFF : f8E4M3FN
  %3 = arith.maximumf %y, %lo : f8E4M3FN
  %ninf = arith.constant 0xFC00 : f16
  %4 = arith.maximumf %z, %ninf : f16
  %5 = arith.minnumf %z, %ninf : f16
  return %0, %1, %2, %3, %4, %5 : f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FN, f8E4M3FN, f16, f16
}

// -----

// CHECK-LABEL: func.func @wide_kind_arithmetic(
// CHECK-NEXT: %cst = arith.constant 0.333333333333333333333333333333333317 : f128
// CHECK-NEXT: %cst_0 = arith.constant 0.333333333333333333342 : f80
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f128
// CHECK-NEXT: %cst_2 = arith.constant 1.08420217248550443401E-19 : f80
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_3 = arith.constant 1.00000000000000000011 : f80
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %true, %cst_1, %cst_3 : f128, f80, f128, f80, i1, f128, f80
func.func @wide_kind_arithmetic() -> (f128, f80, f128, f80, i1, f128, f80) {
  %a = arith.constant 1.0 : f128
  %b = arith.constant 3.0 : f128
  %0 = arith.divf %a, %b : f128
  %c = arith.constant 1.0 : f80
  %d = arith.constant 3.0 : f80
  %1 = arith.divf %c, %d : f80
  %e = arith.constant 0x00000000000000000000000000000001 : f128
  %2 = arith.addf %a, %e : f128
  %f = arith.constant 0x3FFF8000000000000001 : f80
  %3 = arith.subf %f, %c : f80
  %4 = arith.cmpf olt, %c, %f : f80
  %5 = arith.mulf %0, %b : f128
  %6 = arith.remf %f, %d : f80
  return %0, %1, %2, %3, %4, %5, %6 : f128, f80, f128, f80, i1, f128, f80
}

// -----

// CHECK-LABEL: func.func @splats_and_dense(
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : vector<2xf8E5M2>
// CHECK-NEXT: %cst_0 = arith.constant dense<[2.500000e-01, -3.000000e+00]> : vector<2xf8E5M2>
// CHECK-NEXT: %cst_1 = arith.constant dense<[3.750000e-01, -4.000000e+00]> : vector<2xf8E5M2>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xbf16>
// CHECK-NEXT: %0 = arith.cmpf ogt, %cst, %cst_0 : vector<2xf8E5M2>
// CHECK-NEXT: return %cst_1, %cst_2, %0 : vector<2xf8E5M2>, tensor<3xbf16>, vector<2xi1>
func.func @splats_and_dense() -> (vector<2xf8E5M2>, tensor<3xbf16>, vector<2xi1>) {
  %a = arith.constant dense<1.5> : vector<2xf8E5M2>
  %b = arith.constant dense<[0.25, -3.0]> : vector<2xf8E5M2>
  %0 = arith.mulf %a, %b : vector<2xf8E5M2>
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %1 = arith.truncf %c : tensor<3xf32> to tensor<3xbf16>
  %2 = arith.cmpf ogt, %a, %b : vector<2xf8E5M2>
  return %0, %1, %2 : vector<2xf8E5M2>, tensor<3xbf16>, vector<2xi1>
}

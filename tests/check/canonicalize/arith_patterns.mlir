// PIPELINE: --canonicalize --split-input-file --allow-unregistered-dialect
// Canonicalization patterns of arith (upstream's ArithCanonicalization):
// constant reassociation with overflow flags, inverted comparisons, bitwise
// ops of extensions, cast chains, selects of booleans, extended arithmetic.

// CHECK-LABEL: func.func @add_add_const(
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c3_i32 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c3_i32 overflow<nuw> : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg1, %c10 : index
// CHECK-NEXT: return %0, %1, %2, %3, %4 : i32, i32, i32, i32, index
func.func @add_add_const(%x: i32, %i: index) -> (i32, i32, i32, i32, index) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 overflow<nsw> : i32
  %b = arith.addi %a, %c2 overflow<nsw> : i32
  %a2 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %b2 = arith.addi %a2, %c2 overflow<nuw> : i32
  %a3 = arith.addi %c1, %x : i32
  %b3 = arith.addi %c2, %a3 overflow<nuw> : i32
  %a4 = arith.addi %x, %c1 overflow<nsw> : i32
  %b4 = arith.addi %a4, %c2 overflow<nuw> : i32
  %i5 = arith.constant 5 : index
  %j = arith.addi %i, %i5 : index
  %k = arith.addi %j, %i5 : index
  return %b, %b2, %b3, %b4, %k : i32, i32, i32, i32, index
}

// -----

// CHECK-LABEL: func.func @add_wraps_to_zero(
// CHECK-NEXT: return %arg0 : i8
func.func @add_wraps_to_zero(%x: i8) -> i8 {
  %c1 = arith.constant 100 : i8
  %c2 = arith.constant -100 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  %b = arith.addi %a, %c2 overflow<nsw> : i8
  return %b : i8
}

// -----

// CHECK-LABEL: func.func @splats_are_not_reassociated(
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<4xi32>
// CHECK-NEXT: %0 = arith.addi %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %1 = arith.addi %0, %cst : vector<4xi32>
// CHECK-NEXT: return %1 : vector<4xi32>
func.func @splats_are_not_reassociated(%x: vector<4xi32>) -> vector<4xi32> {
  %c = arith.constant dense<3> : vector<4xi32>
  %a = arith.addi %x, %c : vector<4xi32>
  %b = arith.addi %a, %c : vector<4xi32>
  return %b : vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @add_sub_const(
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c4_i32 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.subi %c10_i32, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.subi %c10_i32, %arg0 overflow<nuw> : i32
// CHECK-NEXT: return %0, %1, %2, %3 : i32, i32, i32, i32
func.func @add_sub_const(%x: i32) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.subi %x, %c3 overflow<nsw, nuw> : i32
  %0 = arith.addi %a, %c7 overflow<nsw, nuw> : i32
  %b = arith.subi %c3, %x overflow<nsw, nuw> : i32
  %1 = arith.addi %b, %c7 overflow<nsw> : i32
  %c = arith.subi %x, %c3 : i32
  %2 = arith.addi %c, %c7 overflow<nsw, nuw> : i32
  %d = arith.subi %c3, %x overflow<nuw> : i32
  %3 = arith.addi %d, %c7 overflow<nuw> : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @sub_const_chains(
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c-4_i32 : i32
// CHECK-NEXT: %1 = arith.subi %c4_i32, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %c10_i32 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.subi %c-4_i32, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %4 = arith.subi %c10_i32, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %5 = arith.addi %arg0, %c4_i32 overflow<nsw, nuw> : i32
// CHECK-NEXT: %6 = arith.addi %arg0, %c4_i32 overflow<nsw> : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
func.func @sub_const_chains(%x: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %add = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %subr = arith.subi %x, %c3 overflow<nsw, nuw> : i32
  %subl = arith.subi %c3, %x overflow<nsw, nuw> : i32
  %0 = arith.subi %add, %c7 overflow<nsw, nuw> : i32
  %1 = arith.subi %c7, %add overflow<nsw, nuw> : i32
  %2 = arith.subi %subr, %c7 overflow<nsw, nuw> : i32
  %3 = arith.subi %subl, %c7 overflow<nsw, nuw> : i32
  %4 = arith.subi %c7, %subr overflow<nsw, nuw> : i32
  %5 = arith.subi %c7, %subl overflow<nsw, nuw> : i32
  %6 = arith.subi %c7, %subl overflow<nsw> : i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @sub_sub_lhs(
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %0 : i32
// CHECK-NEXT: %3 = arith.subi %cst, %arg3 : vector<2xi32>
// CHECK-NEXT: return %1, %2, %3 : i32, i32, vector<2xi32>
func.func @sub_sub_lhs(%a: i32, %b: i32, %v: vector<2xi32>, %w: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
  %s = arith.subi %a, %b overflow<nsw> : i32
  %0 = arith.subi %s, %a overflow<nsw> : i32
  %1 = arith.subi %a, %s : i32
  %t = arith.subi %v, %w : vector<2xi32>
  %2 = arith.subi %t, %v : vector<2xi32>
  return %0, %1, %2 : i32, i32, vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @mul_mul_const(
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c15_i32 = arith.constant 15 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c15_i32 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %c15_i32 : i32
// CHECK-NEXT: %2 = arith.muli %arg1, %c16 : index
// CHECK-NEXT: return %0, %1, %2 : i32, i32, index
func.func @mul_mul_const(%x: i32, %i: index) -> (i32, i32, index) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.muli %x, %c3 overflow<nsw, nuw> : i32
  %0 = arith.muli %a, %c5 overflow<nsw, nuw> : i32
  %b = arith.muli %c3, %x overflow<nuw> : i32
  %1 = arith.muli %b, %c5 overflow<nsw> : i32
  %i4 = arith.constant 4 : index
  %j = arith.muli %i, %i4 : index
  %2 = arith.muli %j, %i4 : index
  return %0, %1, %2 : i32, i32, index
}

// -----

// CHECK-LABEL: func.func @add_mul_neg_one(
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg3 : vector<2xi32>
// CHECK-NEXT: %3 = arith.muli %arg1, %c-2_i32 : i32
// CHECK-NEXT: %4 = arith.addi %arg0, %3 : i32
// CHECK-NEXT: return %0, %1, %2, %4 : i32, i32, vector<2xi32>, i32
func.func @add_mul_neg_one(%x: i32, %y: i32, %v: vector<2xi32>, %w: vector<2xi32>) -> (i32, i32, vector<2xi32>, i32) {
  %m = arith.constant -1 : i32
  %a = arith.muli %y, %m overflow<nsw> : i32
  %0 = arith.addi %x, %a overflow<nsw> : i32
  %b = arith.muli %m, %x : i32
  %1 = arith.addi %b, %y : i32
  %mv = arith.constant dense<-1> : vector<2xi32>
  %c = arith.muli %w, %mv : vector<2xi32>
  %2 = arith.addi %v, %c : vector<2xi32>
  %m2 = arith.constant -2 : i32
  %d = arith.muli %y, %m2 : i32
  %3 = arith.addi %x, %d : i32
  return %0, %1, %2, %3 : i32, i32, vector<2xi32>, i32
}

// -----

// CHECK-LABEL: func.func @cmpi_of_ext(
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %3 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %4 = arith.extsi %arg2 : i16 to i32
// CHECK-NEXT: %5 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: %8 = arith.cmpi ult, %2, %3 : i32
// CHECK-NEXT: %9 = arith.cmpi eq, %0, %4 : i32
// CHECK-NEXT: %10 = arith.cmpi eq, %0, %3 : i32
// CHECK-NEXT: %11 = arith.cmpi ne, %2, %0 : i32
// CHECK-NEXT: %12 = arith.cmpi eq, %arg3, %arg4 : vector<2xi8>
// CHECK-NEXT: return %5, %6, %7, %8, %9, %10, %11, %12 : i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
func.func @cmpi_of_ext(%x: i8, %y: i8, %z: i16, %v: vector<2xi8>, %w: vector<2xi8>) -> (i1, i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %a = arith.extsi %x : i8 to i32
  %b = arith.extsi %y : i8 to i32
  %c = arith.extui %x : i8 to i32
  %d = arith.extui %y : i8 to i32
  %e = arith.extsi %z : i16 to i32
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %c, %d : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi ult, %c, %d : i32
  %4 = arith.cmpi eq, %a, %e : i32
  %5 = arith.cmpi eq, %a, %d : i32
  %6 = arith.cmpi ne, %c, %a : i32
  %va = arith.extui %v : vector<2xi8> to vector<2xi64>
  %vb = arith.extui %w : vector<2xi8> to vector<2xi64>
  %7 = arith.cmpi eq, %va, %vb : vector<2xi64>
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
}

// -----

// CHECK-LABEL: func.func @xori_of_cmpi(
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.cmpi eq, %arg3, %arg4 : vector<2xi32>
// CHECK-NEXT: %12 = arith.xori %11, %cst : vector<2xi1>
// CHECK-NEXT: return %0, %1, %3, %4, %5, %6, %7, %8, %9, %10, %2, %12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
func.func @xori_of_cmpi(%x: i32, %y: i32, %p: i1, %v: vector<2xi32>, %w: vector<2xi32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %t = arith.constant true
  %c0 = arith.cmpi eq, %x, %y : i32
  %0 = arith.xori %c0, %t : i1
  %c1 = arith.cmpi ne, %x, %y : i32
  %1 = arith.xori %t, %c1 : i1
  %c2 = arith.cmpi slt, %x, %y : i32
  %2 = arith.xori %c2, %t : i1
  %c3 = arith.cmpi sle, %x, %y : i32
  %3 = arith.xori %c3, %t : i1
  %c4 = arith.cmpi sgt, %x, %y : i32
  %4 = arith.xori %c4, %t : i1
  %c5 = arith.cmpi sge, %x, %y : i32
  %5 = arith.xori %c5, %t : i1
  %c6 = arith.cmpi ult, %x, %y : i32
  %6 = arith.xori %c6, %t : i1
  %c7 = arith.cmpi ule, %x, %y : i32
  %7 = arith.xori %c7, %t : i1
  %c8 = arith.cmpi ugt, %x, %y : i32
  %8 = arith.xori %c8, %t : i1
  %c9 = arith.cmpi uge, %x, %y : i32
  %9 = arith.xori %c9, %t : i1
  %10 = arith.xori %p, %t : i1
  %vt = arith.constant dense<true> : vector<2xi1>
  %vc = arith.cmpi eq, %v, %w : vector<2xi32>
  %11 = arith.xori %vc, %vt : vector<2xi1>
  %f = arith.constant false
  %12 = arith.xori %c2, %f : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %12, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
}

// -----

// CHECK-LABEL: func.func @bitwise_of_ext(
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %2 = arith.extui %1 : i8 to i32
// CHECK-NEXT: %3 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.extui %3 : i8 to i32
// CHECK-NEXT: %5 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.extui %5 : i8 to i32
// CHECK-NEXT: %7 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %8 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %9 = arith.extsi %8 : i8 to i32
// CHECK-NEXT: %10 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %11 = arith.extsi %10 : i8 to i32
// CHECK-NEXT: %12 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %13 = arith.extsi %12 : i8 to i32
// CHECK-NEXT: %14 = arith.andi %0, %7 : i32
// CHECK-NEXT: %15 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT: %16 = arith.ori %0, %15 : i32
// CHECK-NEXT: %17 = arith.andi %arg3, %arg4 : vector<2xi8>
// CHECK-NEXT: %18 = arith.extsi %17 : vector<2xi8> to vector<2xi32>
// CHECK-NEXT: return %2, %4, %6, %9, %11, %13, %14, %16, %18 : i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>
func.func @bitwise_of_ext(%x: i8, %y: i8, %z: i16, %v: vector<2xi8>, %w: vector<2xi8>) -> (i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>) {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %0 = arith.andi %a, %b : i32
  %1 = arith.ori %a, %b : i32
  %2 = arith.xori %a, %b : i32
  %c = arith.extsi %x : i8 to i32
  %d = arith.extsi %y : i8 to i32
  %3 = arith.andi %c, %d : i32
  %4 = arith.ori %c, %d : i32
  %5 = arith.xori %c, %d : i32
  %6 = arith.andi %a, %d : i32
  %e = arith.extui %z : i16 to i32
  %7 = arith.ori %a, %e : i32
  %va = arith.extsi %v : vector<2xi8> to vector<2xi32>
  %vb = arith.extsi %w : vector<2xi8> to vector<2xi32>
  %8 = arith.andi %va, %vb : vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @select_bools(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg0, %arg1 : i1
// CHECK-NEXT: %2 = arith.select %arg0, %true, %arg1 : i1
// CHECK-NEXT: %3 = arith.select %arg0, %arg1, %false : i1
// CHECK-NEXT: return %arg0, %0, %1, %2, %3, %false : i1, i1, i1, i1, i1, i1
func.func @select_bools(%c: i1, %d: i1) -> (i1, i1, i1, i1, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %t, %f : i1
  %1 = arith.select %c, %f, %t : i1
  %2 = arith.select %c, %c, %d : i1
  %3 = arith.select %c, %t, %d : i1
  %4 = arith.select %c, %d, %f : i1
  %5 = arith.select %c, %f, %f : i1
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @select_to_extui(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i64
// CHECK-NEXT: %3 = arith.select %arg0, %c1, %c0 : index
// CHECK-NEXT: %4 = arith.select %arg1, %cst_0, %cst : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %5 = arith.select %arg0, %cst_0, %cst : vector<4xi32>
// CHECK-NEXT: %6 = arith.select %arg0, %c-1_i8, %c0_i8 : i8
// CHECK-NEXT: return %0, %2, %3, %4, %5, %6 : i32, i64, index, vector<4xi32>, vector<4xi32>, i8
func.func @select_to_extui(%c: i1, %v: vector<4xi1>) -> (i32, i64, index, vector<4xi32>, vector<4xi32>, i8) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %0 = arith.select %c, %one, %zero : i32
  %one64 = arith.constant 1 : i64
  %zero64 = arith.constant 0 : i64
  %1 = arith.select %c, %zero64, %one64 : i64
  %onei = arith.constant 1 : index
  %zeroi = arith.constant 0 : index
  %2 = arith.select %c, %onei, %zeroi : index
  %vone = arith.constant dense<1> : vector<4xi32>
  %vzero = arith.constant dense<0> : vector<4xi32>
  %3 = arith.select %v, %vone, %vzero : vector<4xi1>, vector<4xi32>
  %4 = arith.select %c, %vone, %vzero : vector<4xi32>
  %m1 = arith.constant -1 : i8
  %z8 = arith.constant 0 : i8
  %5 = arith.select %c, %m1, %z8 : i8
  return %0, %1, %2, %3, %4, %5 : i32, i64, index, vector<4xi32>, vector<4xi32>, i8
}

// -----

// CHECK-LABEL: func.func @redundant_selects(
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg4, %arg2 : i32
// CHECK-NEXT: %2 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %3 = arith.select %arg0, %2, %arg3 : i32
// CHECK-NEXT: %4 = arith.select %arg0, %arg2, %2 : i32
// CHECK-NEXT: %5 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: return %0, %1, %3, %4, %5 : i32, i32, i32, i32, i32
func.func @redundant_selects(%c: i1, %d: i1, %x: i32, %y: i32, %z: i32) -> (i32, i32, i32, i32, i32) {
  %s = arith.select %c, %x, %y : i32
  %0 = arith.select %c, %s, %z : i32
  %s2 = arith.select %c, %y, %x : i32
  %1 = arith.select %c, %z, %s2 : i32
  %s3 = arith.select %d, %x, %y : i32
  %2 = arith.select %c, %s3, %y : i32
  %3 = arith.select %c, %x, %s3 : i32
  %s4 = arith.select %c, %x, %y : i32
  %4 = arith.select %c, %s4, %s4 : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @select_not_cond(
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = arith.xori %arg3, %cst : vector<2xi1>
// CHECK-NEXT: %3 = arith.select %2, %arg4, %arg5 : vector<2xi1>, vector<2xi32>
// CHECK-NEXT: return %0, %1, %3 : i32, i32, vector<2xi32>
func.func @select_not_cond(%c: i1, %x: i32, %y: i32, %v: vector<2xi1>, %a: vector<2xi32>, %b: vector<2xi32>) -> (i32, i32, vector<2xi32>) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %x, %y : i32
  %n2 = arith.xori %t, %c : i1
  %1 = arith.select %n2, %x, %y : i32
  %vt = arith.constant dense<true> : vector<2xi1>
  %vn = arith.xori %v, %vt : vector<2xi1>
  %2 = arith.select %vn, %a, %b : vector<2xi1>, vector<2xi32>
  return %0, %1, %2 : i32, i32, vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @ext_chains(
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.extui %1 : i16 to i32
// CHECK-NEXT: %3 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT: %4 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %5 = arith.extui %arg1 : vector<2xi8> to vector<2xi32>
// CHECK-NEXT: return %0, %2, %3, %4, %5 : i32, i32, i64, i64, vector<2xi32>
func.func @ext_chains(%x: i8, %v: vector<2xi8>) -> (i32, i32, i64, i64, vector<2xi32>) {
  %a = arith.extui %x : i8 to i16
  %0 = arith.extsi %a : i16 to i32
  %b = arith.extsi %x : i8 to i16
  %1 = arith.extui %b : i16 to i32
  %c = arith.extsi %x : i8 to i16
  %2 = arith.extsi %c : i16 to i64
  %d = arith.extui %x : i8 to i32
  %3 = arith.extui %d : i32 to i64
  %e = arith.extui %v : vector<2xi8> to vector<2xi16>
  %4 = arith.extsi %e : vector<2xi16> to vector<2xi32>
  return %0, %1, %2, %3, %4 : i32, i32, i64, i64, vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @trunc_chains(
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %2 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg2 : i64 to i16
// CHECK-NEXT: %4 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %5 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: return %0, %1, %arg0, %2, %3, %4, %5 : i16, i16, i8, i8, i16, i8, i16
func.func @trunc_chains(%x: i8, %y: i32, %z: i64) -> (i16, i16, i8, i8, i16, i8, i16) {
  %a = arith.extsi %x : i8 to i64
  %0 = arith.trunci %a : i64 to i16
  %b = arith.extui %x : i8 to i32
  %1 = arith.trunci %b : i32 to i16
  %2 = arith.trunci %b : i32 to i8
  %c = arith.extsi %y : i32 to i64
  %3 = arith.trunci %c : i64 to i8
  %d = arith.trunci %z : i64 to i32
  %4 = arith.trunci %d : i32 to i16
  %e = arith.extui %y : i32 to i64
  %5 = arith.trunci %e : i64 to i8
  %f = arith.trunci %y : i32 to i16
  %g = arith.extsi %f : i16 to i64
  %6 = arith.trunci %g : i64 to i16
  return %0, %1, %2, %3, %4, %5, %6 : i16, i16, i8, i8, i16, i8, i16
}

// -----

// CHECK-LABEL: func.func @trunc_of_shift(
// CHECK-NEXT: %c24_i32 = arith.constant 24 : i32
// CHECK-NEXT: %cst = arith.constant dense<16> : vector<2xi32>
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %c17_i32 = arith.constant 17 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = arith.shrui %arg0, %c16_i32 : i32
// CHECK-NEXT: %1 = arith.trunci %0 : i32 to i16
// CHECK-NEXT: %2 = arith.shrsi %arg0, %c17_i32 : i32
// CHECK-NEXT: %3 = arith.trunci %2 : i32 to i16
// CHECK-NEXT: %4 = arith.shrsi %arg0, %c8_i32 : i32
// CHECK-NEXT: %5 = arith.trunci %4 : i32 to i16
// CHECK-NEXT: %6 = arith.shrui %arg1, %cst : vector<2xi32>
// CHECK-NEXT: %7 = arith.trunci %6 : vector<2xi32> to vector<2xi16>
// CHECK-NEXT: %8 = arith.shrui %arg0, %c24_i32 : i32
// CHECK-NEXT: %9 = arith.trunci %8 : i32 to i8
// CHECK-NEXT: return %1, %3, %5, %7, %9 : i16, i16, i16, vector<2xi16>, i8
func.func @trunc_of_shift(%x: i32, %v: vector<2xi32>) -> (i16, i16, i16, vector<2xi16>, i8) {
  %c16 = arith.constant 16 : i32
  %a = arith.shrsi %x, %c16 : i32
  %0 = arith.trunci %a : i32 to i16
  %c17 = arith.constant 17 : i32
  %b = arith.shrsi %x, %c17 : i32
  %1 = arith.trunci %b : i32 to i16
  %c8 = arith.constant 8 : i32
  %c = arith.shrsi %x, %c8 : i32
  %2 = arith.trunci %c : i32 to i16
  %s16 = arith.constant dense<16> : vector<2xi32>
  %d = arith.shrsi %v, %s16 : vector<2xi32>
  %3 = arith.trunci %d : vector<2xi32> to vector<2xi16>
  %c24 = arith.constant 24 : i32
  %e = arith.shrsi %x, %c24 : i32
  %4 = arith.trunci %e : i32 to i8
  return %0, %1, %2, %3, %4 : i16, i16, i16, vector<2xi16>, i8
}

// -----

// CHECK-LABEL: func.func @trunc_of_wide_mul(
// CHECK-NEXT: %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %2 = arith.muli %0, %1 : i64
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.muli %0, %3 : i64
// CHECK-NEXT: %5 = arith.shrui %4, %c32_i64 : i64
// CHECK-NEXT: %6 = arith.trunci %5 : i64 to i32
// CHECK-NEXT: %7 = arith.shrui %2, %c31_i64 : i64
// CHECK-NEXT: %8 = arith.trunci %7 : i64 to i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg3, %arg4 : vector<2xi8>
// CHECK-NEXT: return %high, %high_1, %6, %8, %high_3 : i32, i32, i32, i32, vector<2xi8>
func.func @trunc_of_wide_mul(%x: i32, %y: i32, %p: i16, %v: vector<2xi8>, %w: vector<2xi8>) -> (i32, i32, i32, i32, vector<2xi8>) {
  %a = arith.extsi %x : i32 to i64
  %b = arith.extsi %y : i32 to i64
  %m = arith.muli %a, %b : i64
  %c32 = arith.constant 32 : i64
  %h = arith.shrui %m, %c32 : i64
  %0 = arith.trunci %h : i64 to i32
  %a2 = arith.extui %x : i32 to i64
  %b2 = arith.extui %y : i32 to i64
  %m2 = arith.muli %a2, %b2 : i64
  %h2 = arith.shrui %m2, %c32 : i64
  %1 = arith.trunci %h2 : i64 to i32
  %m3 = arith.muli %a, %b2 : i64
  %h3 = arith.shrui %m3, %c32 : i64
  %2 = arith.trunci %h3 : i64 to i32
  %c31 = arith.constant 31 : i64
  %h4 = arith.shrui %m, %c31 : i64
  %3 = arith.trunci %h4 : i64 to i32
  %va = arith.extui %v : vector<2xi8> to vector<2xi16>
  %vb = arith.extui %w : vector<2xi8> to vector<2xi16>
  %vm = arith.muli %va, %vb : vector<2xi16>
  %c8 = arith.constant dense<8> : vector<2xi16>
  %vh = arith.shrui %vm, %c8 : vector<2xi16>
  %4 = arith.trunci %vh : vector<2xi16> to vector<2xi8>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<2xi8>
}

// -----

// CHECK-LABEL: func.func @cast_round_trips(
// CHECK-NEXT: %0 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: %2 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.index_castui %3 : i32 to index
// CHECK-NEXT: return %arg0, %arg0, %arg1, %arg1, %1, %4, %arg2, %arg1 : index, index, i32, i32, i64, index, f32, i32
func.func @cast_round_trips(%i: index, %j: i32, %f: f32) -> (index, index, i32, i32, i64, index, f32, i32) {
  %a = arith.index_cast %i : index to i64
  %0 = arith.index_cast %a : i64 to index
  %b = arith.index_castui %i : index to i32
  %1 = arith.index_castui %b : i32 to index
  %c = arith.index_cast %j : i32 to index
  %2 = arith.index_cast %c : index to i32
  %d = arith.index_castui %j : i32 to index
  %3 = arith.index_castui %d : index to i32
  %4 = arith.index_cast %c : index to i64
  %e = arith.index_castui %j : i32 to index
  %f2 = arith.index_cast %e : index to i32
  %5 = arith.index_castui %f2 : i32 to index
  %g = arith.bitcast %f : f32 to i32
  %6 = arith.bitcast %g : i32 to f32
  %h = arith.bitcast %j : i32 to f32
  %7 = arith.bitcast %h : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, i32, i32, i64, index, f32, i32
}

// -----

// CHECK-LABEL: func.func @extended_unused_halves(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg1, %arg0 : i32, i1
// CHECK-NEXT: %3 = arith.muli %arg2, %arg2 : vector<2xi16>
// CHECK-NEXT: return %0, %1, %2, %overflow, %sum, %3 : i32, i32, i32, i1, i32, vector<2xi16>
func.func @extended_unused_halves(%x: i32, %y: i32, %v: vector<2xi16>) -> (i32, i32, i32, i1, i32, vector<2xi16>) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  %s3, %o3 = arith.addui_extended %y, %x : i32, i1
  %l4, %h4 = arith.mului_extended %v, %v : vector<2xi16>
  return %s, %l, %l2, %o3, %s3, %l4 : i32, i32, i32, i1, i32, vector<2xi16>
}

// -----

// CHECK-LABEL: func.func @extended_identities(
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %cst : vector<2xi32>
// CHECK-NEXT: %3 = arith.extsi %2 : vector<2xi1> to vector<2xi32>
// CHECK-NEXT: %low, %high = arith.mului_extended %arg0, %c-1_i32 : i32
// CHECK-NEXT: return %arg0, %false, %arg0, %1, %arg0, %c0_i32, %c0_i32, %c0_i32, %arg1, %3, %low, %high : i32, i1, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i32
func.func @extended_identities(%x: i32, %v: vector<2xi32>) -> (i32, i1, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %c0, %x : i32, i1
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  %l2, %h2 = arith.mului_extended %c1, %x : i32
  %l3, %h3 = arith.mulsi_extended %x, %c0 : i32
  %l4, %h4 = arith.mului_extended %x, %c0 : i32
  %v1 = arith.constant dense<1> : vector<2xi32>
  %vl, %vh = arith.mulsi_extended %v, %v1 : vector<2xi32>
  %m1 = arith.constant -1 : i32
  %l5, %h5 = arith.mului_extended %x, %m1 : i32
  return %s, %o, %l, %h, %l2, %h2, %l3, %h4, %vl, %vh, %l5, %h5 : i32, i1, i32, i32, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, i32, i32
}

// -----

// CHECK-LABEL: func.func @extended_constants(
// CHECK-NEXT: %c299993_i32 = arith.constant 299993 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-2100000_i32 = arith.constant -2100000 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c299999_i32 = arith.constant 299999 : i32
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-116_i8 = arith.constant -116 : i8
// CHECK-NEXT: %c10_i8 = arith.constant 10 : i8
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c4611686018427387904_i64 = arith.constant 4611686018427387904 : i64
// CHECK-NEXT: return %c299993_i32, %true, %c-2100000_i32, %c-1_i32, %c-2100000_i32, %c299999_i32, %c127_i8, %false, %c-116_i8, %c10_i8, %c-116_i8, %c10_i8, %c0_i64, %c4611686018427387904_i64, %c0_i64, %c4611686018427387904_i64 : i32, i1, i32, i32, i32, i32, i8, i1, i8, i8, i8, i8, i64, i64, i64, i64
func.func @extended_constants() -> (i32, i1, i32, i32, i32, i32, i8, i1, i8, i8, i8, i8, i64, i64, i64, i64) {
  %a = arith.constant -7 : i32
  %b = arith.constant 300000 : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  %p = arith.constant 100 : i8
  %q = arith.constant 27 : i8
  %s3, %o3 = arith.addui_extended %p, %q : i8, i1
  %l4, %h4 = arith.mulsi_extended %p, %q : i8
  %l5, %h5 = arith.mului_extended %p, %q : i8
  %min = arith.constant -9223372036854775808 : i64
  %l6, %h6 = arith.mulsi_extended %min, %min : i64
  %l7, %h7 = arith.mului_extended %min, %min : i64
  return %s, %o, %l, %h, %l2, %h2, %s3, %o3, %l4, %h4, %l5, %h5, %l6, %h6, %l7, %h7 : i32, i1, i32, i32, i32, i32, i8, i1, i8, i8, i8, i8, i64, i64, i64, i64
}

// -----

// CHECK-LABEL: func.func @extended_vectors(
// CHECK-NEXT: %cst = arith.constant dense<[6, 4]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[false, true]> : vector<2xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 4]> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[0, -1]> : vector<2xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[true, false, true]> : vector<3xi1>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>, vector<3xi1>
func.func @extended_vectors() -> (vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>, vector<3xi1>) {
  %a = arith.constant dense<[1, -1]> : vector<2xi32>
  %b = arith.constant dense<5> : vector<2xi32>
  %s, %o = arith.addui_extended %a, %b : vector<2xi32>, vector<2xi1>
  %l, %h = arith.mului_extended %a, %b : vector<2xi32>
  %l2, %h2 = arith.mulsi_extended %a, %b : vector<2xi32>
  %t = arith.constant dense<[true, false, true]> : vector<3xi1>
  %s3, %o3 = arith.addui_extended %t, %t : vector<3xi1>, vector<3xi1>
  return %s, %o, %h, %h2, %o3 : vector<2xi32>, vector<2xi1>, vector<2xi32>, vector<2xi32>, vector<3xi1>
}

// -----

// CHECK-LABEL: func.func @extended_i128(
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: %c-2_i128 = arith.constant -2 : i128
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %c-170141183460469231731687303715884105728_i128, %c-2_i128, %true : i128, i128, i1
func.func @extended_i128() -> (i128, i128, i1) {
  %a = arith.constant -170141183460469231731687303715884105728 : i128
  %b = arith.constant 3 : i128
  %l, %h = arith.mulsi_extended %a, %b : i128
  %s, %o = arith.addui_extended %a, %a : i128, i1
  return %l, %h, %o : i128, i128, i1
}

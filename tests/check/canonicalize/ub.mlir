// PIPELINE: --canonicalize --split-input-file
// Folds into and out of poison: a poison operand makes the result of
// arith's and math's elementwise, conversion and extended ops poison;
// select takes the other alternative of a poison one. Comparisons,
// shifts, fma and the index dialect keep their operands.

// CHECK-LABEL: func.func @poison_operands
// CHECK-DAG: %[[PI:.*]] = ub.poison : i32
// CHECK-DAG: %[[PF:.*]] = ub.poison : f32
// CHECK-DAG: %[[PV:.*]] = ub.poison : vector<4xi32>
// CHECK-DAG: %[[P64:.*]] = ub.poison : i64
// CHECK-DAG: %[[PX:.*]] = ub.poison : index
// CHECK: return %[[PI]], %[[PI]], %[[PI]], %[[PV]], %[[PF]], %[[PF]], %[[P64]], %[[PF]], %[[PX]], %[[PI]], %[[PF]], %[[PI]], %[[PI]]
func.func @poison_operands(%a: i32, %f: f32) -> (i32, i32, i32, vector<4xi32>, f32, f32, i64, f32, index, i32, f32, i32, i32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pv = ub.poison : vector<4xi32>
  %c3 = arith.constant 3 : i32
  %cv = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %f1 = arith.constant 1.0 : f32
  %0 = arith.addi %a, %p : i32
  %1 = arith.divsi %p, %c3 : i32
  %2 = arith.remui %a, %p : i32
  %3 = arith.muli %pv, %cv : vector<4xi32>
  %4 = arith.maximumf %pf, %f1 : f32
  %5 = arith.negf %pf : f32
  %6 = arith.extsi %p : i32 to i64
  %7 = arith.sitofp %p : i32 to f32
  %8 = arith.index_cast %p : i32 to index
  %9 = arith.fptosi %pf : f32 to i32
  %10 = math.sqrt %pf : f32
  %11 = math.ctpop %p : i32
  %12:2 = arith.mului_extended %p, %c3 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12#1 : i32, i32, i32, vector<4xi32>, f32, f32, i64, f32, index, i32, f32, i32, i32
}

// -----

// CHECK-LABEL: func.func @identities_first
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: return %[[Z]], %[[Z]], %[[Z]]
func.func @identities_first() -> (i32, i32, i32) {
  %p = ub.poison : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.muli %p, %c0 : i32
  %1 = arith.subi %p, %p : i32
  %2 = arith.andi %p, %c0 : i32
  return %0, %1, %2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @kept
// CHECK: arith.cmpi slt
// CHECK: arith.shli
// CHECK: arith.shrsi
// CHECK: arith.cmpf oeq
// CHECK: math.fma
// CHECK: index.add
// CHECK: math.fpowi
func.func @kept(%a: i32, %f: f32, %i: index) -> (i1, i32, i32, i1, f32, index, f32) {
  %p = ub.poison : i32
  %pf = ub.poison : f32
  %pi = ub.poison : index
  %c3 = arith.constant 3 : i32
  %0 = arith.cmpi slt, %p, %c3 : i32
  %1 = arith.shli %p, %c3 : i32
  %2 = arith.shrsi %a, %p : i32
  %3 = arith.cmpf oeq, %pf, %f : f32
  %4 = math.fma %pf, %f, %f : f32
  %5 = index.add %pi, %i
  %6 = math.fpowi %pf, %c3 : f32, i32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i32, i32, i1, f32, index, f32
}

// -----

// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[A:.*]]: i32, %[[C:.*]]: i1, %[[V:.*]]: vector<4xi32>, %[[M:.*]]: vector<4xi1>)
// CHECK-DAG: %[[P:.*]] = ub.poison : i32
// CHECK-DAG: %[[PB:.*]] = ub.poison : i1
// CHECK: %[[S:.*]] = arith.select %[[PB]], %[[A]]
// CHECK: return %[[A]], %[[A]], %[[P]], %[[P]], %[[S]], %[[V]]
func.func @select(%a: i32, %c: i1, %v: vector<4xi32>, %m: vector<4xi1>) -> (i32, i32, i32, i32, i32, vector<4xi32>) {
  %p = ub.poison : i32
  %pb = ub.poison : i1
  %pv = ub.poison : vector<4xi32>
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %0 = arith.select %c, %p, %a : i32
  %1 = arith.select %c, %a, %p : i32
  %2 = arith.select %c, %p, %p : i32
  %3 = arith.select %t, %p, %a : i32
  %4 = arith.select %pb, %a, %c1 : i32
  %5 = arith.select %m, %pv, %v : vector<4xi1>, vector<4xi32>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, vector<4xi32>
}

// -----

// Poison values are constants: hoisted to the entry block and uniqued.

// CHECK-LABEL: func.func @uniqued
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: scf.if
// CHECK-NEXT: vector.print %[[P]] : i32
// CHECK: return %[[P]], %[[P]]
func.func @uniqued(%c: i1) -> (i32, i32) {
  scf.if %c {
    %q = ub.poison : i32
    vector.print %q : i32
  }
  %p = ub.poison : i32
  %r = ub.poison <#ub.poison> : i32
  return %p, %r : i32, i32
}

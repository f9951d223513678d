// PIPELINE: --convert-arith-to-llvm --split-input-file
// convert-arith-to-llvm: one llvm op per arith op, flags carried over; floor
// and ceiling divisions expanded from the truncating quotient and remainder
// (no intermediate overflow, so INT_MIN dividends round correctly).

// CHECK-LABEL: func.func @flags
// CHECK: llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK: llvm.fadd %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: llvm.fcmp "ult" %arg2, %arg3 : f32
// CHECK: llvm.sext %arg0 : i32 to i64
func.func @flags(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, f32, i1, i64) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.addf %x, %y fastmath<fast> : f32
  %2 = arith.cmpf ult, %x, %y : f32
  %3 = arith.extsi %a : i32 to i64
  return %0, %1, %2, %3 : i32, f32, i1, i64
}

// -----

// CHECK-LABEL: func.func @floordivsi
// CHECK: %[[Q:.*]] = llvm.sdiv %arg0, %arg1 : i32
// CHECK: %[[R:.*]] = llvm.srem %arg0, %arg1 : i32
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[NZ:.*]] = llvm.icmp "ne" %[[R]], %[[Z]] : i32
// CHECK: %[[X:.*]] = llvm.xor %[[R]], %arg1 : i32
// CHECK: %[[NEG:.*]] = llvm.icmp "slt" %[[X]], %[[Z]] : i32
// CHECK: %[[ADJ:.*]] = llvm.and %[[NZ]], %[[NEG]] : i1
// CHECK: %[[ONE:.*]] = llvm.zext %[[ADJ]] : i1 to i32
// CHECK: llvm.sub %[[Q]], %[[ONE]] : i32
func.func @floordivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.floordivsi %a, %b : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @ceildivsi
// CHECK: llvm.icmp "sge"
// CHECK: llvm.add
func.func @ceildivsi(%a: i64, %b: i64) -> i64 {
  %0 = arith.ceildivsi %a, %b : i64
  return %0 : i64
}

// -----

// CHECK-LABEL: func.func @ceildivui
// CHECK: %[[Q:.*]] = llvm.udiv %arg0, %arg1 : vector<4xi32>
// CHECK: %[[R:.*]] = llvm.urem %arg0, %arg1 : vector<4xi32>
// CHECK: %[[Z:.*]] = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
// CHECK: %[[NZ:.*]] = llvm.icmp "ne" %[[R]], %[[Z]] : vector<4xi32>
// CHECK: %[[ONE:.*]] = llvm.zext %[[NZ]] : vector<4xi1> to vector<4xi32>
// CHECK: llvm.add %[[Q]], %[[ONE]] : vector<4xi32>
func.func @ceildivui(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.ceildivui %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

// CHECK-LABEL: func.func @index_values
// CHECK: %[[C:.*]] = llvm.mlir.constant(7 : i64) : i64
// CHECK: llvm.trunc %{{.*}} : i64 to i32
// CHECK: llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
func.func @index_values(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.constant 7 : index
  %0 = arith.index_cast %c : index to i32
  %1 = arith.maxsi %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

// Extended arithmetic: the carry from uadd.with.overflow, the products'
// high halves from a multiplication in twice the width.
// CHECK-LABEL: func.func @extended
// CHECK: %[[P:.*]] = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK: llvm.extractvalue %[[P]][0] : !llvm.struct<(i32, i1)>
// CHECK: llvm.extractvalue %[[P]][1] : !llvm.struct<(i32, i1)>
// CHECK: %[[A:.*]] = llvm.sext %arg0 : i32 to i64
// CHECK: %[[B:.*]] = llvm.sext %arg1 : i32 to i64
// CHECK: %[[M:.*]] = llvm.mul %[[A]], %[[B]] : i64
// CHECK: llvm.trunc %[[M]] : i64 to i32
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK: %[[H:.*]] = llvm.lshr %[[M]], %[[C32]] : i64
// CHECK: llvm.trunc %[[H]] : i64 to i32
// CHECK: llvm.zext %arg2 : vector<4xi8> to vector<4xi16>
func.func @extended(%a: i32, %b: i32, %v: vector<4xi8>) -> (i32, i1, i32, i32, vector<4xi8>, vector<4xi8>) {
  %s, %c = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %vlo, %vhi = arith.mului_extended %v, %v : vector<4xi8>
  return %s, %c, %lo, %hi, %vlo, %vhi : i32, i1, i32, i32, vector<4xi8>, vector<4xi8>
}

// -----

// n-D vectors are arrays of 1-D vectors: constants are built row by row and
// ops apply to each row.
// CHECK-LABEL: func.func @nd
// CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[R0:.*]] = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK: %[[C0:.*]] = llvm.insertvalue %[[R0]], %[[U]][0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[R1:.*]] = llvm.mlir.constant(dense<[3, 4]> : vector<2xi32>) : vector<2xi32>
// CHECK: llvm.insertvalue %[[R1]], %[[C0]][1] : !llvm.array<2 x vector<2xi32>>
// The constant's rows are read straight from the insertvalue chain.
// CHECK: %[[A0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[S0:.*]] = llvm.add %[[A0]], %[[R0]] : vector<2xi32>
// CHECK: llvm.insertvalue %[[S0]], %{{.*}}[0] : !llvm.array<2 x vector<2xi32>>
// CHECK: llvm.add %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: llvm.insertvalue %{{.*}}[1] : !llvm.array<2 x vector<2xi32>>
// CHECK: llvm.sdiv %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: llvm.sdiv %{{.*}}, %{{.*}} : vector<2xi32>
func.func @nd(%a: vector<2x2xi32>) -> (vector<2x2xi32>, vector<2x2xi32>) {
  %c = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %0 = arith.addi %a, %c : vector<2x2xi32>
  %1 = arith.floordivsi %a, %c : vector<2x2xi32>
  return %0, %1 : vector<2x2xi32>, vector<2x2xi32>
}

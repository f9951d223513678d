// PIPELINE: --arith-expand --split-input-file
// arith-expand: ceil/floor divisions, and the float min/max ops, become
// plain arith; every other op (bf16 casts without include-bf16) stays.

// CHECK-LABEL: func.func @ceildivsi
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.select %0, %c-1_i32, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT: %3 = arith.divsi %2, %arg1 : i32
// CHECK-NEXT: %4 = arith.addi %c1_i32, %3 : i32
// CHECK-NEXT: %5 = arith.subi %c0_i32, %arg0 : i32
// CHECK-NEXT: %6 = arith.divsi %5, %arg1 : i32
// CHECK-NEXT: %7 = arith.subi %c0_i32, %6 : i32
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %11 = arith.cmpi sgt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %12 = arith.andi %8, %10 : i1
// CHECK-NEXT: %13 = arith.andi %9, %11 : i1
// CHECK-NEXT: %14 = arith.ori %12, %13 : i1
// CHECK-NEXT: %15 = arith.select %14, %4, %7 : i32
// CHECK-NEXT: return %15 : i32
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @ceildivui_index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.subi %arg0, %c1 : index
// CHECK-NEXT: %2 = arith.divui %1, %arg1 : index
// CHECK-NEXT: %3 = arith.addi %2, %c1 : index
// CHECK-NEXT: %4 = arith.select %0, %c0, %3 : index
func.func @ceildivui_index(%a: index, %b: index) -> index {
  %0 = arith.ceildivui %a, %b : index
  return %0 : index
}

// -----

// Vectors get splat constants and i1 vector comparisons.
// CHECK-LABEL: func.func @floordivsi_vector
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : vector<4xi8>
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : vector<4xi8>
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : vector<4xi8>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi8>
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %cst : vector<4xi8>
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %cst : vector<4xi8>
// CHECK-NEXT: %5 = arith.cmpi ne, %3, %4 : vector<4xi1>
// CHECK-NEXT: %6 = arith.andi %2, %5 : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<-1> : vector<4xi8>
// CHECK-NEXT: %7 = arith.addi %0, %cst_0 : vector<4xi8>
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : vector<4xi1>, vector<4xi8>
func.func @floordivsi_vector(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %0 = arith.floordivsi %a, %b : vector<4xi8>
  return %0 : vector<4xi8>
}

// -----

// Divisions of tensors, of i64 and i1, and ops in nested regions.
// CHECK-LABEL: func.func @nested
// CHECK-NOT: ceildiv
// CHECK-NOT: floordiv
// CHECK: return
func.func @nested(%t: tensor<2x3xi16>, %u: tensor<2x3xi16>, %c: i1, %x: i64, %y: i64, %p: i1, %q: i1) -> (tensor<2x3xi16>, i64, i1) {
  %0 = arith.ceildivsi %t, %u : tensor<2x3xi16>
  %1 = scf.if %c -> i64 {
    %2 = arith.floordivsi %x, %y : i64
    %3 = arith.ceildivui %2, %y : i64
    scf.yield %3 : i64
  } else {
    scf.yield %x : i64
  }
  %4 = arith.ceildivui %p, %q : i1
  return %0, %1, %4 : tensor<2x3xi16>, i64, i1
}

// -----

// maximumf/minimumf: NaN in either operand gives NaN; fast-math flags
// are dropped.
// CHECK-LABEL: func.func @maximum_minimum
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT: %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT: %4 = arith.cmpf ult, %arg2, %arg3 : vector<2xf64>
// CHECK-NEXT: %5 = arith.select %4, %arg2, %arg3 : vector<2xi1>, vector<2xf64>
// CHECK-NEXT: %6 = arith.cmpf uno, %arg3, %arg3 : vector<2xf64>
// CHECK-NEXT: %7 = arith.select %6, %arg3, %5 : vector<2xi1>, vector<2xf64>
func.func @maximum_minimum(%a: f32, %b: f32, %c: vector<2xf64>, %d: vector<2xf64>) -> (f32, vector<2xf64>) {
  %0 = arith.maximumf %a, %b fastmath<nnan,nsz> : f32
  %1 = arith.minimumf %c, %d : vector<2xf64>
  return %0, %1 : f32, vector<2xf64>
}

// -----

// maxnumf/minnumf: the other operand when the left one is NaN.
// CHECK-LABEL: func.func @maxnum_minnum
// CHECK-NEXT: %0 = arith.cmpf ugt, %arg0, %arg1 : f16
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : f16
// CHECK-NEXT: %2 = arith.cmpf uno, %arg0, %arg0 : f16
// CHECK-NEXT: %3 = arith.select %2, %arg1, %1 : f16
// CHECK-NEXT: %4 = arith.cmpf ult, %arg2, %arg3 : bf16
// CHECK-NEXT: %5 = arith.select %4, %arg2, %arg3 : bf16
// CHECK-NEXT: %6 = arith.cmpf uno, %arg2, %arg2 : bf16
// CHECK-NEXT: %7 = arith.select %6, %arg3, %5 : bf16
func.func @maxnum_minnum(%a: f16, %b: f16, %c: bf16, %d: bf16) -> (f16, bf16) {
  %0 = arith.maxnumf %a, %b : f16
  %1 = arith.minnumf %c, %d : bf16
  return %0, %1 : f16, bf16
}

// -----

// Without include-bf16 the bf16 casts stay, as do the other arith ops.
// CHECK-LABEL: func.func @bf16_untouched
// CHECK-NEXT: %0 = arith.extf %arg0 : bf16 to f32
// CHECK-NEXT: %1 = arith.truncf %arg1 : f32 to bf16
// CHECK-NEXT: %2 = arith.divsi %arg2, %arg2 : i32
func.func @bf16_untouched(%a: bf16, %b: f32, %c: i32) -> (f32, bf16, i32) {
  %0 = arith.extf %a : bf16 to f32
  %1 = arith.truncf %b : f32 to bf16
  %2 = arith.divsi %c, %c : i32
  return %0, %1, %2 : f32, bf16, i32
}

// PIPELINE: --convert-ub-to-llvm --split-input-file
// convert-ub-to-llvm: ub.poison becomes llvm.mlir.poison of the converted
// type (index as i64, n-D vectors as arrays of 1-D vectors).

// CHECK-LABEL: func.func @poison
// CHECK: llvm.mlir.poison : i16
// CHECK: llvm.mlir.poison : f64
// CHECK: %[[I:.*]] = llvm.mlir.poison : i64
// CHECK: builtin.unrealized_conversion_cast %[[I]] : i64 to index
// CHECK: llvm.mlir.poison : vector<[4]xf32>
// CHECK: llvm.mlir.poison : !llvm.array<2 x vector<3xi8>>
// CHECK: llvm.mlir.poison : !llvm.ptr
func.func @poison() -> (i16, f64, index, vector<[4]xf32>, vector<2x3xi8>, !llvm.ptr) {
  %0 = ub.poison : i16
  %1 = ub.poison : f64
  %2 = ub.poison : index
  %3 = ub.poison : vector<[4]xf32>
  %4 = ub.poison : vector<2x3xi8>
  %5 = ub.poison : !llvm.ptr
  return %0, %1, %2, %3, %4, %5 : i16, f64, index, vector<[4]xf32>, vector<2x3xi8>, !llvm.ptr
}

// -----

// CHECK-LABEL: func.func @nested
// CHECK: scf.if
// CHECK: llvm.mlir.poison : i32
func.func @nested(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %p = ub.poison : i32
    scf.yield %p : i32
  } else {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

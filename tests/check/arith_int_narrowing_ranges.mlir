// PIPELINE: --arith-int-narrowing="int-bitwidths-supported=8,16,32,64"
// Strata bounds index casts with its integer range analysis, which also
// follows an index made from a narrower integer; mlir-opt-19's value bounds
// do not, so it leaves this cast at i64. Both keep the meaning; this file is
// not run differentially.

// CHECK-LABEL: func.func @from_i8
// CHECK: %0 = arith.index_cast %arg1 : i8 to index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i8
// CHECK-NEXT: %2 = arith.extsi %1 : i8 to i64
func.func @from_i8(%m: memref<?xi64>, %k: i8) {
  %c0 = arith.constant 0 : index
  %ki = arith.index_cast %k : i8 to index
  %kx = arith.index_cast %ki : index to i64
  memref.store %kx, %m[%c0] : memref<?xi64>
  return
}

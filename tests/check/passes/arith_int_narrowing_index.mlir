// PIPELINE: --arith-int-narrowing="int-bitwidths-supported=8,16,32,64"
// arith-int-narrowing: index casts narrow by the bounds of their operand:
// constants, scf.for induction variables and index arithmetic on them.
// Unbounded values (an affine.min of an argument has no lower bound) stay.

// CHECK-LABEL: func.func @ivs
// CHECK: arith.addi %arg3, %c5 : index
// CHECK-NEXT: arith.index_cast %3 : index to i16
// CHECK: arith.index_castui %6 : index to i16
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: memref.store
func.func @ivs(%m: memref<?xi64>, %n: index, %k: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c300 = arith.constant 300 : index
  affine.for %i = 0 to 1000 {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%i] : memref<?xi64>
  }
  affine.for %i = -40 to 40 {
    %x = arith.index_cast %i : index to i64
    %y = arith.index_castui %i : index to i64
    %s = arith.addi %x, %y : i64
    memref.store %s, %m[%c0] : memref<?xi64>
  }
  scf.for %i = %c5 to %c300 step %c5 {
    %j = arith.addi %i, %c5 : index
    %x = arith.index_cast %j : index to i64
    %d = arith.muli %i, %c5 : index
    %y = arith.index_castui %d : index to i32
    %z = arith.extui %y : i32 to i64
    %w = arith.addi %x, %z : i64
    memref.store %w, %m[%i] : memref<?xi64>
  }
  %mn = affine.min affine_map<(d0) -> (d0, 100)>(%n)
  %mx = arith.index_cast %mn : index to i64
  memref.store %mx, %m[%c0] : memref<?xi64>
  %vs = vector.broadcast %c5 : index to vector<4xindex>
  %vc = arith.index_cast %vs : vector<4xindex> to vector<4xi64>
  %e = vector.extract %vc[0] : i64 from vector<4xi64>
  memref.store %e, %m[%c0] : memref<?xi64>
  return
}

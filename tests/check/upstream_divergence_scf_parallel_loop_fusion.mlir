// PIPELINE: --scf-parallel-loop-fusion --split-input-file
// Where mlir-opt-19 --scf-parallel-loop-fusion changes what a program
// computes, Strata keeps the loops apart (this file is not run
// differentially).
//
// Upstream checks only reads of one loop against writes of the other. Two
// loops writing the same buffer at different places are fused: here the
// fused iteration i writes x at i and y at i + 1, and iteration i + 1 then
// overwrites y with x, so the buffer ends [x, x, ..., x, y] where the
// loops leave [x, y, ..., y]
// (targets/tests/run/scf_parallel_loop_fusion.mlir runs this case; upstream's
// fused program prints 1 in place of 2).

// CHECK-LABEL: func.func @write_after_write
// CHECK: scf.parallel
// CHECK: memref.store %arg0
// CHECK: scf.reduce
// CHECK: scf.parallel
// CHECK: memref.store %arg1
func.func @write_after_write(%x: f32, %y: f32) -> memref<9xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %tmp = memref.alloc() : memref<9xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %x, %tmp[%i] : memref<9xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %j = arith.addi %i, %c1 : index
    memref.store %y, %tmp[%j] : memref<9xf32>
    scf.reduce
  }
  return %tmp : memref<9xf32>
}

// -----

// The same through two arguments, which may be views of one buffer.
// CHECK-LABEL: func.func @write_after_write_may_alias
// CHECK: scf.parallel
// CHECK: memref.store %arg0, %arg2
// CHECK: scf.reduce
// CHECK: scf.parallel
// CHECK: memref.store %arg1, %arg3
func.func @write_after_write_may_alias(%x: f32, %y: f32, %A: memref<8xf32>, %B: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %x, %A[%i] : memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %y, %B[%i] : memref<8xf32>
    scf.reduce
  }
  return
}

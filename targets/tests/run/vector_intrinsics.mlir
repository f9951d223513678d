// expandload and compressstore through a buffer, deinterleave of 1-D and
// 2-D vectors. (flat_transpose and matrix_multiply, which
// mlir-cpu-runner-19 cannot run, are in targets/tests/matrix_intrinsics.rs.)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloca() : memref<10xf32>
  %init = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0]> : vector<10xf32>
  vector.store %init, %buf[%c0] : memref<10xf32>, vector<10xf32>
  %mask = arith.constant dense<[true, false, true, true, false, false, true, false]> : vector<8xi1>
  %pt = arith.constant dense<-1.0> : vector<8xf32>
  %e = vector.expandload %buf[%c1], %mask, %pt : memref<10xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %e : vector<8xf32>
  %vals = arith.constant dense<[10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0]> : vector<8xf32>
  vector.compressstore %buf[%c1], %mask, %vals : memref<10xf32>, vector<8xi1>, vector<8xf32>
  %after = vector.load %buf[%c0] : memref<10xf32>, vector<10xf32>
  vector.print %after : vector<10xf32>

  %v = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi32>
  %ev, %od = vector.deinterleave %v : vector<8xi32> -> vector<4xi32>
  vector.print %ev : vector<4xi32>
  vector.print %od : vector<4xi32>
  %w = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi16>
  %we, %wo = vector.deinterleave %w : vector<2x4xi16> -> vector<2x2xi16>
  vector.print %we : vector<2x2xi16>
  vector.print %wo : vector<2x2xi16>

  return
}

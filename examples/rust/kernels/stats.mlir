// Prefix sums into a new buffer the caller owns, and the total.
func.func @prefix_sums(%x: memref<?xf64>) -> (memref<?xf64>, f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %out = memref.alloc(%n) : memref<?xf64>
  %zero = arith.constant 0.0 : f64
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f64 {
    %v = memref.load %x[%i] : memref<?xf64>
    %s = arith.addf %acc, %v : f64
    memref.store %s, %out[%i] : memref<?xf64>
    scf.yield %s : f64
  }
  return %out, %total : memref<?xf64>, f64
}

// The number of elements above a threshold in a fixed-size 4x4 block.
func.func @count_above(%m: memref<4x4xi32>, %t: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %r2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%a2 = %acc) -> i64 {
      %v = memref.load %m[%i, %j] : memref<4x4xi32>
      %gt = arith.cmpi sgt, %v, %t : i32
      %inc = arith.select %gt, %one, %zero : i64
      %n = arith.addi %a2, %inc : i64
      scf.yield %n : i64
    }
    scf.yield %r2 : i64
  }
  return %r : i64
}

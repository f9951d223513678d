// Globals (a constant table and a mutable accumulator), contiguous and
// strided memref.copy, stack buffers in an alloca_scope, a view of a byte
// buffer and a reshape. Prints with the runtime's scalar printers.

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

memref.global "private" constant @table : memref<3x4xi64> = dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]>
memref.global "private" @total : memref<i64> = dense<100>
memref.global "private" @scratch : memref<4xf32> = uninitialized

func.func @print1d(%m: memref<?xi64, strided<[?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64, strided<[?], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xi64, strided<[?], offset: ?>>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// Add every element of the table to @total.
func.func @accumulate() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t = memref.get_global @table : memref<3x4xi64>
  %g = memref.get_global @total : memref<i64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %t[%i, %j] : memref<3x4xi64>
      %s = memref.load %g[] : memref<i64>
      %n = arith.addi %s, %v : i64
      memref.store %n, %g[] : memref<i64>
    }
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t = memref.get_global @table : memref<3x4xi64>

  // Contiguous copy of the whole table, then of column 2 (strided).
  %whole = memref.alloc() : memref<3x4xi64>
  memref.copy %t, %whole : memref<3x4xi64> to memref<3x4xi64>
  %flat = memref.collapse_shape %whole [[0, 1]] : memref<3x4xi64> into memref<12xi64>
  %flatd = memref.cast %flat : memref<12xi64> to memref<?xi64, strided<[?], offset: ?>>
  func.call @print1d(%flatd) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
  %col = memref.subview %t[0, 2] [3, 1] [1, 1] : memref<3x4xi64> to memref<3xi64, strided<[4], offset: 2>>
  %colbuf = memref.alloca() : memref<3xi64>
  memref.copy %col, %colbuf : memref<3xi64, strided<[4], offset: 2>> to memref<3xi64>
  %cold = memref.cast %colbuf : memref<3xi64> to memref<?xi64, strided<[?], offset: ?>>
  func.call @print1d(%cold) : (memref<?xi64, strided<[?], offset: ?>>) -> ()

  // The mutable global, twice.
  func.call @accumulate() : () -> ()
  func.call @accumulate() : () -> ()
  %g = memref.get_global @total : memref<i64>
  %tot = memref.load %g[] : memref<i64>
  func.call @printI64(%tot) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // An uninitialized global written, then read back.
  %s = memref.get_global @scratch : memref<4xf32>
  %half = arith.constant 0.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %h = arith.mulf %f, %half : f32
    memref.store %h, %s[%i] : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %s[%i] : memref<4xf32>
    func.call @printF32(%v) : (f32) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()

  // Sums through stack buffers that live in their own scopes.
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> i64 {
    %r = memref.alloca_scope -> i64 {
      %row = memref.alloca() : memref<4xi64>
      %off = arith.muli %i, %c4 : index
      %src = memref.reinterpret_cast %t to offset: [%off], sizes: [4], strides: [1] : memref<3x4xi64> to memref<4xi64, strided<[1], offset: ?>>
      memref.copy %src, %row : memref<4xi64, strided<[1], offset: ?>> to memref<4xi64>
      %a = memref.load %row[%c0] : memref<4xi64>
      %b = memref.load %row[%c3] : memref<4xi64>
      %p = arith.muli %a, %b : i64
      memref.alloca_scope.return %p : i64
    }
    %n = arith.addi %acc, %r : i64
    scf.yield %n : i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // Two i64 at byte 8 of a byte buffer, and the table reshaped to 2 x 6.
  %bytes = memref.alloc() : memref<64xi8>
  %c8 = arith.constant 8 : index
  %v = memref.view %bytes[%c8][] : memref<64xi8> to memref<2xi64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %v[%c1] : memref<2xi64>
  %again = memref.view %bytes[%c0][] : memref<64xi8> to memref<3xi64>
  %x = memref.load %again[%c2] : memref<3xi64>
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %shape = memref.alloca() : memref<2xindex>
  %c6 = arith.constant 6 : index
  memref.store %c2, %shape[%c0] : memref<2xindex>
  memref.store %c6, %shape[%c1] : memref<2xindex>
  %re = memref.reshape %whole(%shape) : (memref<3x4xi64>, memref<2xindex>) -> memref<?x?xi64>
  %cols = memref.dim %re, %c1 : memref<?x?xi64>
  scf.for %j = %c0 to %cols step %c1 {
    %e = memref.load %re[%c1, %j] : memref<?x?xi64>
    func.call @printI64(%e) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %bytes : memref<64xi8>
  memref.dealloc %whole : memref<3x4xi64>
  return
}

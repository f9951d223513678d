// Memref kernels called from tests/e2e/memref.c through their C interfaces
// (descriptors passed by pointer): dynamic shapes, strided subviews and
// transposes, globals, contiguous and strided copies, heap buffers with an
// alignment, realloc, atomics (with control flow in a generic_atomic_rmw
// body) and stack allocations in an alloca_scope.

memref.global "private" constant @primes : memref<8xi32> = dense<[2, 3, 5, 7, 11, 13, 17, 19]>
memref.global @counter : memref<i64> = dense<0>

// Multiply every element of a matrix of any shape by %s, in place.
func.func @scale(%m: memref<?x?xf32>, %s: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %w = arith.mulf %v, %s : f32
      memref.store %w, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// Sum of the %h x %w window at (%i, %j) that takes every second column.
func.func @window_sum(%m: memref<?x?xf32>, %i: index, %j: index, %h: index, %w: index) -> f32
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sub = memref.subview %m[%i, %j] [%h, %w] [1, 2]
      : memref<?x?xf32> to memref<?x?xf32, strided<[?, 2], offset: ?>>
  %sum = scf.for %a = %c0 to %h step %c1 iter_args(%acc = %zero) -> f32 {
    %row = scf.for %b = %c0 to %w step %c1 iter_args(%r = %acc) -> f32 {
      %v = memref.load %sub[%a, %b] : memref<?x?xf32, strided<[?, 2], offset: ?>>
      %n = arith.addf %r, %v : f32
      scf.yield %n : f32
    }
    scf.yield %row : f32
  }
  return %sum : f32
}

// %dst = transpose(%src), a strided copy (memrefCopy).
func.func @transpose_copy(%src: memref<?x?xf32>, %dst: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %t = memref.transpose %src (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  memref.copy %t, %dst : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32>
  return
}

// %dst = %src, a contiguous copy (memcpy).
func.func @copy_all(%src: memref<?x?xf32>, %dst: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  memref.copy %src, %dst : memref<?x?xf32> to memref<?x?xf32>
  return
}

// Element %i of a constant global.
func.func @prime(%i: index) -> i32 attributes {llvm.emit_c_interface} {
  %p = memref.get_global @primes : memref<8xi32>
  %v = memref.load %p[%i] : memref<8xi32>
  return %v : i32
}

// Add %by to a mutable global and return its new value.
func.func @bump(%by: i64) -> i64 attributes {llvm.emit_c_interface} {
  %c = memref.get_global @counter : memref<i64>
  %v = memref.load %c[] : memref<i64>
  %n = arith.addi %v, %by : i64
  memref.store %n, %c[] : memref<i64>
  return %n : i64
}

// Prefix sums of %in into %out through a 64-byte aligned heap buffer;
// returns the buffer's address modulo 64.
func.func @prefix_sums(%in: memref<?xi64>, %out: memref<?xi64>) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %in, %c0 : memref<?xi64>
  %tmp = memref.alloc(%n) {alignment = 64} : memref<?xi64>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %in[%i] : memref<?xi64>
    %s = arith.addi %acc, %v : i64
    memref.store %s, %tmp[%i] : memref<?xi64>
    scf.yield %s : i64
  }
  memref.copy %tmp, %out : memref<?xi64> to memref<?xi64>
  %p = memref.extract_aligned_pointer_as_index %tmp : memref<?xi64> -> index
  %r = arith.remui %p, %c64 : index
  %ri = arith.index_cast %r : index to i64
  memref.dealloc %tmp : memref<?xi64>
  return %ri : i64
}

// %hist[d] += 1 for each d in %data, with atomic adds.
func.func @histogram(%data: memref<?xi32>, %hist: memref<?xi32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %n = memref.dim %data, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %d = memref.load %data[%i] : memref<?xi32>
    %k = arith.index_cast %d : i32 to index
    %old = memref.atomic_rmw addi %one, %hist[%k] : (i32, memref<?xi32>) -> i32
  }
  return
}

// %acc[0] = max(%acc[0], |x|) over %data, with a compare-exchange loop;
// also the atomic maximum of the raw values into %acc[1].
func.func @max_abs(%data: memref<?xf32>, %acc: memref<2xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %data, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %data[%i] : memref<?xf32>
    %a = math.absf %x : f32
    %r = memref.generic_atomic_rmw %acc[%c0] : memref<2xf32> {
    ^bb0(%cur: f32):
      %m = arith.maximumf %cur, %a : f32
      memref.atomic_yield %m : f32
    }
    %o = memref.atomic_rmw maximumf %x, %acc[%c1] : (f32, memref<2xf32>) -> f32
  }
  return
}

// Sum of i * i for i < %n, each square going through a stack buffer that
// lives in its own allocation scope.
func.func @scoped_squares(%n: index) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %sq = memref.alloca_scope -> i64 {
      %buf = memref.alloca() : memref<4xi64>
      %ii = arith.index_cast %i : index to i64
      %p = arith.muli %ii, %ii : i64
      memref.store %p, %buf[%c1] : memref<4xi64>
      %v = memref.load %buf[%c1] : memref<4xi64>
      memref.alloca_scope.return %v : i64
    }
    %s = arith.addi %acc, %sq : i64
    scf.yield %s : i64
  }
  return %sum : i64
}

// A heap buffer of %n elements (1, 2, ...) grown to %m with realloc, the new
// elements 100 + i, shrunk back to 2: the sum of the grown buffer times 1000
// plus the sum of the shrunk one.
func.func @grow(%n: index, %m: index) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %thousand = arith.constant 1000 : i64
  %hundred = arith.constant 100 : i64
  %a = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %v = arith.index_cast %i1 : index to i64
    memref.store %v, %a[%i] : memref<?xi64>
  }
  %b = memref.realloc %a(%m) : memref<?xi64> to memref<?xi64>
  scf.for %i = %n to %m step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %hundred : i64
    memref.store %v, %b[%i] : memref<?xi64>
  }
  %sum = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %b[%i] : memref<?xi64>
    %s = arith.addi %acc, %v : i64
    scf.yield %s : i64
  }
  %c = memref.realloc %b(%c2) : memref<?xi64> to memref<?xi64>
  %x = memref.load %c[%c0] : memref<?xi64>
  %y = memref.load %c[%c1] : memref<?xi64>
  %xy = arith.addi %x, %y : i64
  %big = arith.muli %sum, %thousand : i64
  %r = arith.addi %big, %xy : i64
  memref.dealloc %c : memref<?xi64>
  return %r : i64
}

// %n times, atomically: cell = cell < %lim ? cell * 3 : cell - %lim, with
// the choice made by control flow inside the generic_atomic_rmw body;
// returns the sum of the old values.
func.func @cycle(%cell: memref<1xi32>, %n: index, %lim: i32) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3 : i32
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %old = memref.generic_atomic_rmw %cell[%c0] : memref<1xi32> {
    ^bb0(%x: i32):
      %small = arith.cmpi slt, %x, %lim : i32
      %y = scf.if %small -> i32 {
        %z = arith.muli %x, %three : i32
        scf.yield %z : i32
      } else {
        %z = arith.subi %x, %lim : i32
        scf.yield %z : i32
      }
      memref.atomic_yield %y : i32
    }
    %o = arith.extsi %old : i32 to i64
    %s = arith.addi %acc, %o : i64
    scf.yield %s : i64
  }
  return %sum : i64
}

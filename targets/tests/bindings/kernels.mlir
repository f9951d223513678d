// Kernels whose results the Rust bindings must check: sizes come from
// the caller's index arguments, which may be negative or huge.

// A buffer of n copies of v; filled only when the allocation succeeded.
func.func @fill(%n: index, %v: f32) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
  %ok = arith.cmpi ne, %p, %c0 : index
  scf.if %ok {
    scf.for %i = %c0 to %n step %c1 {
      memref.store %v, %m[%i] : memref<?xf32>
    }
  }
  return %m : memref<?xf32>
}

// An n x k buffer of zeros (when it could be allocated).
func.func @zeros(%n: index, %k: index) -> memref<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %m = memref.alloc(%n, %k) {alignment = 64} : memref<?x?xf64>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x?xf64> -> index
  %ok = arith.cmpi ne, %p, %c0 : index
  scf.if %ok {
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %k step %c1 {
        memref.store %zero, %m[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return %m : memref<?x?xf64>
}

// Two buffers and a scalar: when one result is refused, both are freed.
func.func @pair(%n: index) -> (memref<?xi32>, memref<4xi32>, f32) {
  %a = memref.alloc(%n) : memref<?xi32>
  %b = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i32
  memref.store %seven, %b[%c0] : memref<4xi32>
  %one = arith.constant 1.0 : f32
  return %a, %b, %one : memref<?xi32>, memref<4xi32>, f32
}

// The sum of a 1-D view of any stride and offset.
func.func @sum(%x: memref<?xf32, strided<[?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %x[%i] : memref<?xf32, strided<[?], offset: ?>>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  return %s : f32
}

// The buffer is freed before it is returned: no binding may own it.
func.func @freed(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return %m : memref<?xf32>
}

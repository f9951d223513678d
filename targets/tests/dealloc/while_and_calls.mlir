// Buffers through scf.while (a buffer that doubles until it is large
// enough), nested branches inside a loop, and private functions that
// return new buffers or one of their arguments.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func private @print(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A copy of `%m` with `%n` elements (zero past the end of `%m`).
func.func private @resized(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %old = memref.dim %m, %c0 : memref<?xf32>
  %r = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %in = arith.cmpi ult, %i, %old : index
    %v = scf.if %in -> f32 {
      %x = memref.load %m[%i] : memref<?xf32>
      scf.yield %x : f32
    } else {
      scf.yield %zero : f32
    }
    memref.store %v, %r[%i] : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// The larger of two buffers (no new allocation).
func.func private @larger(%a: memref<?xf32>, %b: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %na = memref.dim %a, %c0 : memref<?xf32>
  %nb = memref.dim %b, %c0 : memref<?xf32>
  %ge = arith.cmpi uge, %na, %nb : index
  %r = arith.select %ge, %a, %b : memref<?xf32>
  return %r : memref<?xf32>
}

func.func @grow(%limit: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %start = memref.alloc(%c1) : memref<?xf32>
  memref.store %one, %start[%c0] : memref<?xf32>
  %res:2 = scf.while (%b = %start, %n = %c1) : (memref<?xf32>, index) -> (memref<?xf32>, index) {
    %small = arith.cmpi ult, %n, %limit : index
    scf.condition(%small) %b, %n : memref<?xf32>, index
  } do {
  ^bb0(%b: memref<?xf32>, %n: index):
    %m = arith.muli %n, %c2 : index
    %bigger = func.call @resized(%b, %m) : (memref<?xf32>, index) -> memref<?xf32>
    %last = arith.subi %m, %c1 : index
    %f = arith.index_cast %m : index to i64
    %g = arith.sitofp %f : i64 to f32
    memref.store %g, %bigger[%last] : memref<?xf32>
    scf.yield %bigger, %m : memref<?xf32>, index
  }
  return %res#0 : memref<?xf32>
}

// Odd iterations keep the old buffer, even ones replace it.
func.func @alternate(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %init = memref.alloc(%c3) : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %zero, %init[%i] : memref<?xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<?xf32> {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %next = scf.if %even -> memref<?xf32> {
      %bigger = func.call @resized(%acc, %c3) : (memref<?xf32>, index) -> memref<?xf32>
      %x = arith.index_cast %i : index to i64
      %y = arith.sitofp %x : i64 to f32
      memref.store %y, %bigger[%c1] : memref<?xf32>
      scf.yield %bigger : memref<?xf32>
    } else {
      %same = func.call @larger(%acc, %init) : (memref<?xf32>, memref<?xf32>) -> memref<?xf32>
      scf.yield %same : memref<?xf32>
    }
    scf.yield %next : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main() -> i32 {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %g = func.call @grow(%c6) : (index) -> memref<?xf32>
  func.call @print(%g) : (memref<?xf32>) -> ()
  %a = func.call @alternate(%c5) : (index) -> memref<?xf32>
  func.call @print(%a) : (memref<?xf32>) -> ()
  %ok = arith.constant 0 : i32
  return %ok : i32
}

// Buffers allocated in loops, in both branches of an scf.if, carried
// through loop iterations, returned from functions (private and public)
// and freed by buffer-deallocation-pipeline. Each function prints what it
// computes.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @print(%m: memref<?xf32>) {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @fill(%v: f32, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// A new buffer each iteration, filled with i * j.
func.func @loop_alloc(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.for %j = %c0 to %n step %c1 {
      %p = arith.muli %i, %j : index
      %q = arith.index_cast %p : index to i64
      %f = arith.sitofp %q : i64 to f32
      memref.store %f, %b[%j] : memref<?xf32>
    }
    func.call @print(%b) : (memref<?xf32>) -> ()
  }
  return
}

// The buffer comes from either branch: a new one or the argument.
func.func @branch(%c: i1, %a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<?xf32> {
    %b = memref.alloc(%n) : memref<?xf32>
    %one = arith.constant 1.5 : f32
    func.call @fill(%one, %b) : (f32, memref<?xf32>) -> ()
    scf.yield %b : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}

// An accumulator replaced by a new buffer every iteration (loop-carried).
func.func @carried(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc(%c4) : memref<?xf32>
  func.call @fill(%zero, %init) : (f32, memref<?xf32>) -> ()
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<?xf32> {
    %next = memref.alloc(%c4) : memref<?xf32>
    scf.for %j = %c0 to %c4 step %c1 {
      %old = memref.load %acc[%j] : memref<?xf32>
      %ij = arith.addi %i, %j : index
      %x = arith.index_cast %ij : index to i64
      %y = arith.sitofp %x : i64 to f32
      %s = arith.addf %old, %y : f32
      memref.store %s, %next[%j] : memref<?xf32>
    }
    scf.yield %next : memref<?xf32>
  }
  return %res : memref<?xf32>
}

// Several buffers at once, some freed only on one path (the general dealloc).
func.func @many(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  func.call @fill(%two, %a) : (f32, memref<?xf32>) -> ()
  func.call @fill(%three, %b) : (f32, memref<?xf32>) -> ()
  %r = arith.select %c, %a, %b : memref<?xf32>
  return %r : memref<?xf32>
}

func.func @main() -> i32 {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  func.call @loop_alloc(%c3) : (index) -> ()
  %a = memref.alloc(%c3) : memref<?xf32>
  %seven = arith.constant 7.0 : f32
  func.call @fill(%seven, %a) : (f32, memref<?xf32>) -> ()
  %true = arith.constant true
  %false = arith.constant false
  %x = func.call @branch(%true, %a, %c3) : (i1, memref<?xf32>, index) -> f32
  %y = func.call @branch(%false, %a, %c3) : (i1, memref<?xf32>, index) -> f32
  %xy = memref.alloc(%c3) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %x, %xy[%c0] : memref<?xf32>
  memref.store %y, %xy[%c1] : memref<?xf32>
  %c2 = arith.constant 2 : index
  memref.store %seven, %xy[%c2] : memref<?xf32>
  func.call @print(%xy) : (memref<?xf32>) -> ()
  %s = func.call @carried(%c5) : (index) -> memref<?xf32>
  func.call @print(%s) : (memref<?xf32>) -> ()
  %m1 = func.call @many(%true, %c3) : (i1, index) -> memref<?xf32>
  %m2 = func.call @many(%false, %c3) : (i1, index) -> memref<?xf32>
  func.call @print(%m1) : (memref<?xf32>) -> ()
  func.call @print(%m2) : (memref<?xf32>) -> ()
  %ok = arith.constant 0 : i32
  return %ok : i32
}

// Loops: constant, symbol and map bounds, min/max bounds, steps, iter_args.
#lb = affine_map<(d0)[s0] -> (d0 + s0, d0 * 2)>
func.func @loops(%A: memref<10x20xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    affine.for %j = max #lb(%i)[%n] to min affine_map<(d0)[s0] -> (d0, s0, 100)>(%i)[%n] step 2 {
      %x = affine.load %A[%i + 1, symbol(%n) * 2 + %j] : memref<10x20xf32>
      affine.store %x, %A[%i, %j] : memref<10x20xf32>
    }
  }
  affine.for %i = %c0 to %n {
  }
  affine.for %i = -4 to affine_map<()[s0] -> (s0 floordiv 2)>()[%n] step 3 {
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%c0) to affine_map<()[s0, s1] -> (s0 + s1)>()[%n, %c0] {
  }
  %r = affine.for %i = affine_map<(d0) -> (d0)>(%c0) to 10 iter_args(%acc = %c0) -> (index) {
    %s = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%acc, %i)
    affine.yield %s : index
  }
  %p:2 = affine.for %i = 0 to %r iter_args(%a = %n, %b = %c0) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  affine.for %i = 0 to 10 {
  } {tag = "outer"}
  return
}

// -----

// Index computations.
func.func @index_ops(%n: index, %m: index) -> index {
  %a = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%n]
  %b = affine.apply affine_map<(d0, d1)[s0] -> ((d0 + d1) mod s0)>(%n, %a)[%m] {some.attr}
  %c = affine.apply affine_map<() -> (42)>()
  %d = affine.min affine_map<(d0)[s0] -> (d0, s0, 7)>(%b)[%m]
  %e = affine.max affine_map<()[s0] -> (s0, 3)>()[%d]
  %f:3 = affine.delinearize_index %e into (%n, %m, %a) : index, index, index
  %g = affine.delinearize_index %f#0 into (%n) : index
  return %g : index
}

// -----

// Conditionals.
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
func.func @conditionals(%n: index, %m: index) -> index {
  affine.if #set(%n)[%m] {
  }
  affine.if affine_set<() : (0 == 0)>() {
    %c = arith.constant 1 : index
  } else {
    %c = arith.constant 2 : index
  }
  %y = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> index {
    affine.yield %m : index
  } else {
    affine.yield %n : index
  }
  %z:2 = affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%n, %y) -> (index, i32) {
    %c = arith.constant 1 : i32
    affine.yield %m, %c : index, i32
  } else {
    %c = arith.constant 2 : i32
    affine.yield %n, %c : index, i32
  } {note = 1 : i64}
  return %z#0 : index
}

// -----

// Memory accesses.
func.func @memory(%A: memref<10x20xf32>, %B: memref<4xf32>, %T: memref<1xi32>, %S: memref<f32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %w = affine.vector_load %A[%i, %j] : memref<10x20xf32>, vector<4xf32>
      affine.vector_store %w, %A[%i, %j + 1] : memref<10x20xf32>, vector<4xf32>
      %v = affine.vector_load %A[%i, symbol(%n)] {nontemporal} : memref<10x20xf32>, vector<2x2xf32>
      affine.prefetch %A[%i, %j], read, locality<3>, data : memref<10x20xf32>
      affine.prefetch %A[%i - 1, %j floordiv 4], write, locality<0>, instr : memref<10x20xf32>
      %x = affine.load %A[(%i + %j) mod 10, -%j + 19] : memref<10x20xf32>
      %s = affine.load %S[] : memref<f32>
      affine.store %s, %S[] : memref<f32>
      affine.store %x, %B[%i * 3 - 2 * symbol(%n)] : memref<4xf32>
    }
  }
  %c0 = arith.constant 0 : index
  affine.dma_start %A[%c0, %c0], %B[%c0], %T[%c0], %n : memref<10x20xf32>, memref<4xf32>, memref<1xi32>
  affine.dma_start %A[%c0, %n], %B[%n + 1], %T[0], %n, %c0, %n : memref<10x20xf32>, memref<4xf32>, memref<1xi32>
  affine.dma_wait %T[%c0], %n : memref<1xi32>
  affine.dma_wait %T[symbol(%n) - 1], %n : memref<1xi32>
  return
}

// -----

// Parallel loops: groups, steps and reductions.
func.func @parallel(%A: memref<100x100xf32>, %n: index, %m: index) {
  %p:2 = affine.parallel (%i, %j) = (0, max(%n, 3)) to (10, min(%n + 1, 20)) step (2, 3) reduce ("addf", "addi") -> (f32, i32) {
    %f = arith.constant 1.0 : f32
    %g = arith.constant 1 : i32
    affine.yield %f, %g : f32, i32
  }
  affine.parallel (%i) = (0) to (%n) {
    affine.parallel (%j, %k) = (%i, symbol(%m)) to (%i + 10, symbol(%m) * 2 + %i) {
      %x = affine.load %A[%j, %k] : memref<100x100xf32>
    }
  }
  %q = affine.parallel (%i) = (max(%n floordiv 2, symbol(%m), 0)) to (min(%n, %m + %n)) reduce ("maximumf") -> f32 {
    %x = affine.load %A[%i, %i] : memref<100x100xf32>
    affine.yield %x : f32
  }
  %r:2 = affine.parallel (%i) = (0) to (4) reduce ("assign", "muli") -> (index, i64) {
    %c = arith.constant 3 : i64
    affine.yield %i, %c : index, i64
  } {mark}
  affine.parallel () = () to () {
  }
  return
}

// -----

// Generic form, including unusual but valid bounds.
func.func @generic(%n: index) {
  "affine.for"(%n) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 5 : index, upperBoundMap = affine_map<() -> (0, 10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (1)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Affine ops may use function arguments of nested isolated functions.
module {
  func.func @nested(%n: index) {
    affine.for %i = 0 to %n {
      %x = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
      affine.for %j = affine_map<(d0) -> (d0)>(%x) to 5 {
      }
    }
    return
  }
}

// -----

// Repeated operands, symbols written as dims, bounds of one symbol expression.
func.func @more(%A: memref<10x20xf32>, %n: index, %m: index) {
  affine.for %i = -10 to -2 {
    affine.for %j = 0 to affine_map<()[s0] -> (s0 + 1)>()[%n] {
      %x = affine.load %A[%i, %i] : memref<10x20xf32>
      %y = affine.load %A[%i + symbol(%i), symbol(%n) + %n] : memref<10x20xf32>
      affine.store %y, %A[%j * 2, %j - %i] {attr = 3 : i32} : memref<10x20xf32>
    }
  }
  affine.parallel (%i, %j) = (%n, %n + 1) to (symbol(%m) + %n, min(%m, symbol(%n))) {
  }
  affine.parallel (%i) = (max(%n, 3)) to (min(%m, 2)) {
  }
  affine.if affine_set<()[s0] : (s0 >= 0)>()[%n] {
  }
  %e = affine.min affine_map<(d0) -> ()>(%n)
  %f = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0 - (d0 floordiv 2) * 3)>(%n)[%m]
  return
}

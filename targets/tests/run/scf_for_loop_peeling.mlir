// STRATA-OPT: --scf-for-loop-peeling
// Loops that scf-for-loop-peeling splits into full iterations and a
// partial one (dynamic and constant bounds, a negative lower bound, a
// step that divides, a constant zero-trip range, nested loops with affine.min
// tile sizes that the pass simplifies, a lower bound above the upper
// bound): the peeled program, run by
// Strata, prints what upstream prints for the original.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// sum over tiles [i, i + min(step, ub - i)) of (i * 100 + tile size).
func.func @tiles(%lb: index, %ub: index, %step: index) -> i64 {
  %z = arith.constant 0 : i64
  %c100 = arith.constant 100 : i64
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %z) -> i64 {
    %size = affine.min affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>(%ub, %i)[%step]
    %s = arith.index_cast %size : index to i64
    %ii = arith.index_cast %i : index to i64
    %w = arith.muli %ii, %c100 : i64
    %t = arith.addi %w, %s : i64
    %n = arith.addi %acc, %t : i64
    scf.yield %n : i64
  }
  return %r : i64
}

// The same with a constant step of 4 and bound 17.
func.func @tiles_static() -> i64 {
  %z = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c17 = arith.constant 17 : index
  %r = scf.for %i = %c0 to %c17 step %c4 iter_args(%acc = %z) -> i64 {
    %size = affine.min affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>(%c17, %i)[%c4]
    %lo = affine.max affine_map<(d0, d1)[s0] -> (-s0, -d0 + d1)>(%c17, %i)[%c4]
    %s = arith.index_cast %size : index to i64
    %l = arith.index_cast %lo : index to i64
    %t = arith.muli %s, %l : i64
    %n = arith.addi %acc, %t : i64
    scf.yield %n : i64
  }
  return %r : i64
}

// A loop without iterations (constant lb > ub), which is not peeled.
func.func @tiles_reversed() -> i64 {
  %z = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c10 to %c0 step %c4 iter_args(%acc = %z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %n = arith.addi %acc, %ii : i64
    scf.yield %n : i64
  }
  return %r : i64
}

// A 2-D tiled sum of (i + 2 * j) over [0, n) x [0, m), tiles of 3 x 5.
func.func @nested(%n: index, %m: index) -> i64 {
  %z = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %n step %c3 iter_args(%a0 = %z) -> i64 {
    %ti = affine.min affine_map<(d0, d1) -> (3, d0 - d1)>(%n, %i)
    %r1 = scf.for %j = %c0 to %m step %c5 iter_args(%a1 = %a0) -> i64 {
      %tj = affine.min affine_map<(d0, d1) -> (5, d0 - d1)>(%m, %j)
      %r2 = scf.for %ii = %c0 to %ti step %c1 iter_args(%a2 = %a1) -> i64 {
        %r3 = scf.for %jj = %c0 to %tj step %c1 iter_args(%a3 = %a2) -> i64 {
          %x = arith.addi %i, %ii : index
          %y = arith.addi %j, %jj : index
          %v = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 2)>(%x, %y)
          %vi = arith.index_cast %v : index to i64
          %s = arith.addi %a3, %vi : i64
          scf.yield %s : i64
        }
        scf.yield %r3 : i64
      }
      scf.yield %r2 : i64
    }
    scf.yield %r1 : i64
  }
  return %r : i64
}

func.func @main() {
  %cm7 = arith.constant -7 : index
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c12 = arith.constant 12 : index
  %c23 = arith.constant 23 : index
  %a = func.call @tiles(%c0, %c23, %c4) : (index, index, index) -> i64
  func.call @print(%a) : (i64) -> ()
  %b = func.call @tiles(%cm7, %c10, %c3) : (index, index, index) -> i64
  func.call @print(%b) : (i64) -> ()
  %c = func.call @tiles(%c0, %c12, %c4) : (index, index, index) -> i64
  func.call @print(%c) : (i64) -> ()
  %d = func.call @tiles_reversed() : () -> i64
  func.call @print(%d) : (i64) -> ()
  %e = func.call @tiles_static() : () -> i64
  func.call @print(%e) : (i64) -> ()
  %f = func.call @nested(%c10, %c12) : (index, index) -> i64
  func.call @print(%f) : (i64) -> ()
  %g = func.call @nested(%c4, %c23) : (index, index) -> i64
  func.call @print(%g) : (i64) -> ()
  // Dynamic bounds with lb > ub: no iteration (upstream's peeled loop
  // runs one partial iteration here).
  %h = func.call @tiles(%c10, %c0, %c4) : (index, index, index) -> i64
  func.call @print(%h) : (i64) -> ()
  %k = func.call @tiles(%c0, %cm7, %c3) : (index, index, index) -> i64
  func.call @print(%k) : (i64) -> ()
  return
}

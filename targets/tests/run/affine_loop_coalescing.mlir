// STRATA-OPT: --affine-loop-coalescing
// UPSTREAM-PIPELINE: --convert-linalg-to-loops --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// Nests that affine-loop-coalescing makes single loops: affine loops (one
// bound an affine.min of a symbol), scf loops with other lower bounds and
// steps (normalized first), a loop of one iteration, iteration arguments
// through an scf nest, and a band below a loop its bounds depend on: the
// coalesced program, run by Strata, prints what upstream prints for the
// original.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printF32(f32)
func.func private @printNewline()

// A[i][j][k] = 100 i + 10 j + k over j < min(3, n).
func.func @affine_fill(%A: memref<2x3x4xf32>, %n: index) {
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to min affine_map<()[s0] -> (3, s0)>()[%n] {
      affine.for %k = 0 to 4 {
        %a = arith.muli %i, %c100 : index
        %b = arith.muli %j, %c10 : index
        %s = arith.addi %a, %b : index
        %t = arith.addi %s, %k : index
        %u = arith.index_cast %t : index to i32
        %f = arith.sitofp %u : i32 to f32
        affine.store %f, %A[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  return
}

// B[i][j] = i - j for i in [1, 7) step 2 and j in [3, 7), k once.
func.func @scf_fill(%B: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c1 to %c7 step %c2 {
    scf.for %k = %c0 to %c1 step %c1 {
      scf.for %j = %c3 to %c7 step %c1 {
        %d = arith.subi %i, %j : index
        %e = arith.addi %d, %k : index
        %u = arith.index_cast %e : index to i32
        %f = arith.sitofp %u : i32 to f32
        memref.store %f, %B[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}

// sum over i < 5, j < 6 of (i * 6 + j), carried through both loops.
func.func @scf_sum() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %zero) -> f32 {
    %r2 = scf.for %j = %c0 to %c6 step %c1 iter_args(%b = %a) -> f32 {
      %m = arith.muli %i, %c6 : index
      %s = arith.addi %m, %j : index
      %u = arith.index_cast %s : index to i32
      %f = arith.sitofp %u : i32 to f32
      %v = arith.addf %b, %f : f32
      scf.yield %v : f32
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}

// C[i][j] += 1 for j < i: the band of j and k below i.
func.func @triangle(%C: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %v = memref.load %C[%i, %j] : memref<4x4xf32>
        %w = arith.addf %v, %one : f32
        memref.store %w, %C[%i, %j] : memref<4x4xf32>
      }
    }
  }
  return
}

func.func @main() {
  %zero = arith.constant 0.0 : f32
  %c3 = arith.constant 3 : index
  %A = memref.alloc() : memref<2x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%A : memref<2x3x4xf32>)
  %n = arith.constant 2 : index
  call @affine_fill(%A, %n) : (memref<2x3x4xf32>, index) -> ()
  %ua = memref.cast %A : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %B = memref.alloc() : memref<8x8xf32>
  linalg.fill ins(%zero : f32) outs(%B : memref<8x8xf32>)
  call @scf_fill(%B) : (memref<8x8xf32>) -> ()
  %ub = memref.cast %B : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %s = call @scf_sum() : () -> f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  %C = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%zero : f32) outs(%C : memref<4x4xf32>)
  call @triangle(%C) : (memref<4x4xf32>) -> ()
  %uc = memref.cast %C : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<2x3x4xf32>
  memref.dealloc %B : memref<8x8xf32>
  memref.dealloc %C : memref<4x4xf32>
  return
}

// STRATA-OPT: --scf-parallel-loop-fusion
// Chains of scf.parallel loops that scf-parallel-loop-fusion fuses (through
// local buffers, 2-D, with reductions) and two it must keep apart (the
// second writes the first's buffer one element further on, which upstream
// fuses; the second reads the first's buffer transposed): the fused
// program, run by Strata, prints what upstream prints for the original.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printF32(f32)
func.func private @printNewline()

func.func @print(%m: memref<8x8xf32>) {
  %u = memref.cast %m : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %A = memref.alloc() : memref<8x8xf32>
  %T = memref.alloc() : memref<8x8xf32>
  %U = memref.alloc() : memref<8x8xf32>
  // A[i][j] = 8 i + j; T = A + 1; U = 2 T (fused into one loop).
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %k = arith.muli %i, %c8 : index
    %l = arith.addi %k, %j : index
    %a = arith.index_cast %l : index to i32
    %f = arith.sitofp %a : i32 to f32
    memref.store %f, %A[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %a = memref.load %A[%i, %j] : memref<8x8xf32>
    %b = arith.addf %a, %one : f32
    memref.store %b, %T[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %a = memref.load %T[%i, %j] : memref<8x8xf32>
    %b = arith.mulf %a, %two : f32
    memref.store %b, %U[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  // Reads T transposed: not fused.
  scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    %a = memref.load %U[%j, %i] : memref<8x8xf32>
    memref.store %a, %T[%i, %j] : memref<8x8xf32>
    scf.reduce
  }
  call @print(%U) : (memref<8x8xf32>) -> ()
  call @print(%T) : (memref<8x8xf32>) -> ()

  // Two reductions over U, fused into one loop.
  %s:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) init (%zero, %zero) -> (f32, f32) {
    %a = memref.load %U[%i, %j] : memref<8x8xf32>
    scf.reduce(%a, %a : f32, f32) {
    ^bb0(%x: f32, %y: f32):
      %r = arith.addf %x, %y : f32
      scf.reduce.return %r : f32
    }, {
    ^bb0(%x: f32, %y: f32):
      %r = arith.maximumf %x, %y : f32
      scf.reduce.return %r : f32
    }
  }
  %m = scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) init (%one) -> f32 {
    %a = memref.load %T[%i, %j] : memref<8x8xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %r = arith.minimumf %x, %y : f32
      scf.reduce.return %r : f32
    }
  }
  call @printF32(%s#0) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%s#1) : (f32) -> ()
  call @printNewline() : () -> ()
  call @printF32(%m) : (f32) -> ()
  call @printNewline() : () -> ()

  // The second loop writes one element further on: not fused (upstream
  // fuses them and prints 1 where 2 belongs).
  %W = memref.alloc() : memref<9xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %one, %W[%i] : memref<9xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %j = arith.addi %i, %c1 : index
    memref.store %two, %W[%j] : memref<9xf32>
    scf.reduce
  }
  %w = memref.cast %W : memref<9xf32> to memref<*xf32>
  call @printMemrefF32(%w) : (memref<*xf32>) -> ()
  memref.dealloc %W : memref<9xf32>
  memref.dealloc %A : memref<8x8xf32>
  memref.dealloc %T : memref<8x8xf32>
  memref.dealloc %U : memref<8x8xf32>
  return
}

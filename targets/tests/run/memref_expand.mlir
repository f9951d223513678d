// UPSTREAM-PIPELINE: --convert-scf-to-cf --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --memref-expand
// A reshape by a shape memref, run as it is and in its memref-expand form.
// (The float min/max atomics memref-expand rewrites have no upstream run
// to compare with: mlir-opt-19 lowers neither them nor the
// generic_atomic_rmw on f32 it rewrites them to, as llvm.cmpxchg takes no
// floats.)

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %m = memref.alloc() : memref<6xf32>
  %s = memref.alloc() : memref<2xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<6xf32>
  }
  memref.store %c2, %s[%c0] : memref<2xindex>
  memref.store %c3, %s[%c1] : memref<2xindex>
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
  %u = memref.cast %r : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<6xf32>
  memref.dealloc %s : memref<2xindex>
  return
}

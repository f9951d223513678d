// STRATA-OPT-ONLY: --normalize-memrefs
// UPSTREAM-PIPELINE: --normalize-memrefs --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// Buffers with tiled and permuted layouts (which neither lowering takes
// before normalize-memrefs), passed to functions, returned from them and
// allocated with a dynamic size: Strata's normalized program prints what
// upstream's prints.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

#tile = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
#perm = affine_map<(d0, d1) -> (d1, d0)>

// A[i][j] = 10 * i + j + k.
func.func @fill(%A: memref<10x3xf32, #tile>, %k: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 3 {
      %a = arith.index_cast %i : index to i32
      %b = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %m = arith.muli %a, %c10 : i32
      %s = arith.addi %m, %b : i32
      %f = arith.sitofp %s : i32 to f32
      %g = arith.addf %f, %k : f32
      affine.store %g, %A[%i, %j] : memref<10x3xf32, #tile>
    }
  }
  return
}

// The transpose of A into a permuted buffer, returned.
func.func @transpose(%A: memref<10x3xf32, #tile>) -> memref<3x10xf32, #perm> {
  %T = memref.alloc() : memref<3x10xf32, #perm>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%i, %j] : memref<10x3xf32, #tile>
      affine.store %v, %T[%j, %i] : memref<3x10xf32, #perm>
    }
  }
  return %T : memref<3x10xf32, #perm>
}

func.func @main() {
  %c5 = arith.constant 5.0 : f32
  %A = memref.alloc() : memref<10x3xf32, #tile>
  call @fill(%A, %c5) : (memref<10x3xf32, #tile>, f32) -> ()
  %T = call @transpose(%A) : (memref<10x3xf32, #tile>) -> memref<3x10xf32, #perm>
  %out = memref.alloc() : memref<3x10xf32>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 10 {
      %v = affine.load %T[%i, %j] : memref<3x10xf32, #perm>
      affine.store %v, %out[%i, %j] : memref<3x10xf32>
    }
  }
  %u = memref.cast %out : memref<3x10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // A dynamic number of rows in tiles of 4: rows 0..6 shifted by one.
  %n = arith.constant 7 : index
  %D = memref.alloc(%n) : memref<?x3xf32, #tile>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%i + 1, %j] : memref<10x3xf32, #tile>
      affine.store %v, %D[%i, %j] : memref<?x3xf32, #tile>
    }
  }
  %out2 = memref.alloc() : memref<7x3xf32>
  affine.for %i = 0 to 7 {
    affine.for %j = 0 to 3 {
      %v = affine.load %D[%i, %j] : memref<?x3xf32, #tile>
      affine.store %v, %out2[%i, %j] : memref<7x3xf32>
    }
  }
  %u2 = memref.cast %out2 : memref<7x3xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  memref.dealloc %D : memref<?x3xf32, #tile>
  memref.dealloc %T : memref<3x10xf32, #perm>
  memref.dealloc %A : memref<10x3xf32, #tile>
  memref.dealloc %out : memref<3x10xf32>
  memref.dealloc %out2 : memref<7x3xf32>
  return
}

// UPSTREAM-PIPELINE: --affine-super-vectorize=virtual-vector-size=4,8 --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --affine-super-vectorize=virtual-vector-size=4,8
// Nests affine-super-vectorize rewrites with 4x8 vectors: mlir-opt-19 runs
// the vectorized program, Strata the original (-O0, -O3) and its own
// vectorized form (STRATA-OPT); all must print the same. The 10x13 shape
// leaves partial vectors along both dimensions; the middle loop of the
// 3-deep nest stays scalar and its value is broadcast.

func.func @fill(%a: memref<10x13xf32>, %c: memref<5xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 13 {
      %m = affine.apply affine_map<(d0, d1) -> ((d0 * 3 + d1) mod 7)>(%i, %j)
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      affine.store %mf, %a[%i, %j] : memref<10x13xf32>
    }
  }
  affine.for %i = 0 to 5 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    affine.store %f, %c[%i] : memref<5xf32>
  }
  return
}

func.func @scale(%a: memref<10x13xf32>, %b: memref<10x13xf32>, %s: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 13 {
      %x = affine.load %a[%i, %j] : memref<10x13xf32>
      %h = arith.constant 0.5 : f32
      %y = arith.mulf %x, %h : f32
      %z = arith.subf %y, %s : f32
      affine.store %z, %b[%i, %j] : memref<10x13xf32>
    }
  }
  return
}

func.func @plane(%a: memref<10x5x13xf32>, %c: memref<5xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %k = 0 to 5 {
      affine.for %j = 0 to 13 {
        %v = affine.load %c[%k] : memref<5xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %a[%i, %k, %j] : memref<10x5x13xf32>
      }
    }
  }
  return
}

func.func @print(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    vector.print %x : f32
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<10x13xf32>
  %b = memref.alloc() : memref<10x13xf32>
  %c = memref.alloc() : memref<5xf32>
  %p = memref.alloc() : memref<10x5x13xf32>
  func.call @fill(%a, %c) : (memref<10x13xf32>, memref<5xf32>) -> ()
  %s = arith.constant 0.25 : f32
  func.call @scale(%a, %b, %s) : (memref<10x13xf32>, memref<10x13xf32>, f32) -> ()
  %bf = memref.collapse_shape %b [[0, 1]] : memref<10x13xf32> into memref<130xf32>
  %bd = memref.cast %bf : memref<130xf32> to memref<?xf32>
  func.call @print(%bd) : (memref<?xf32>) -> ()
  func.call @plane(%p, %c) : (memref<10x5x13xf32>, memref<5xf32>) -> ()
  %pf = memref.collapse_shape %p [[0, 1, 2]] : memref<10x5x13xf32> into memref<650xf32>
  %pd = memref.cast %pf : memref<650xf32> to memref<?xf32>
  func.call @print(%pd) : (memref<?xf32>) -> ()
  memref.dealloc %a : memref<10x13xf32>
  memref.dealloc %b : memref<10x13xf32>
  memref.dealloc %c : memref<5xf32>
  memref.dealloc %p : memref<10x5x13xf32>
  return
}

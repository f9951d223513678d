// UPSTREAM-PIPELINE: --affine-super-vectorize='virtual-vector-size=8 vectorize-reductions=true' --convert-vector-to-scf --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --affine-super-vectorize='virtual-vector-size=8 vectorize-reductions=true'
// Loops affine-super-vectorize rewrites with 8-element vectors: mlir-opt-19
// runs the vectorized program, Strata the original (-O0, -O3) and its own
// vectorized form (STRATA-OPT); all must print the same. Trip counts of 100
// and 37 leave a partial last vector (out-of-bounds transfers, masked
// reductions); values are small multiples of 0.5, so sums are exact in any
// order.

func.func @fill(%a: memref<100xf32>, %b: memref<100xf32>, %k: memref<37xi32>) {
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 100 {
    %m = affine.apply affine_map<(d0) -> (d0 mod 7)>(%i)
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %x = arith.mulf %mf, %half : f32
    affine.store %x, %a[%i] : memref<100xf32>
    %n = affine.apply affine_map<(d0) -> (d0 mod 5)>(%i)
    %ni = arith.index_cast %n : index to i32
    %nf = arith.sitofp %ni : i32 to f32
    %y = arith.subf %nf, %half : f32
    affine.store %y, %b[%i] : memref<100xf32>
  }
  affine.for %i = 0 to 37 {
    %m = affine.apply affine_map<(d0) -> ((d0 * 5) mod 11 + 1)>(%i)
    %mi = arith.index_cast %m : index to i32
    affine.store %mi, %k[%i] : memref<37xi32>
  }
  return
}

// y = s * a + b, elementwise: a uniform scalar and a constant.
func.func @axpy(%s: f32, %a: memref<100xf32>, %b: memref<100xf32>, %y: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %x = affine.load %a[%i] : memref<100xf32>
    %z = affine.load %b[%i] : memref<100xf32>
    %p = arith.mulf %s, %x : f32
    %q = arith.addf %p, %z : f32
    %one = arith.constant 1.0 : f32
    %r = arith.maximumf %q, %one : f32
    affine.store %r, %y[%i] : memref<100xf32>
  }
  return
}

func.func @sum_and_max(%a: memref<100xf32>, %init: f32) -> (f32, f32) {
  %lowest = arith.constant -100.0 : f32
  %r:2 = affine.for %i = 0 to 100 iter_args(%s = %init, %m = %lowest) -> (f32, f32) {
    %x = affine.load %a[%i] : memref<100xf32>
    %s1 = arith.addf %s, %x : f32
    %m1 = arith.maximumf %m, %x : f32
    affine.yield %s1, %m1 : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

func.func @int_reductions(%k: memref<37xi32>) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %big = arith.constant 1000 : i32
  %all = arith.constant -1 : i32
  %r:5 = affine.for %i = 0 to 37 iter_args(%s = %c0, %p = %c1, %mn = %big, %mx = %c0, %an = %all) -> (i32, i32, i32, i32, i32) {
    %x = affine.load %k[%i] : memref<37xi32>
    %s1 = arith.addi %s, %x : i32
    %p1 = arith.muli %p, %x : i32
    %mn1 = arith.minui %mn, %x : i32
    %mx1 = arith.maxsi %mx, %x : i32
    %an1 = arith.andi %an, %x : i32
    affine.yield %s1, %p1, %mn1, %mx1, %an1 : i32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : i32, i32, i32, i32, i32
}

// Each row of y plus a value invariant in the vector loop (a broadcast
// read), rows of 100: partial vectors in every row.
func.func @rows(%m: memref<6x100xf32>, %a: memref<100xf32>) {
  affine.for %r = 0 to 6 {
    affine.for %i = 0 to 100 {
      %x = affine.load %a[%i] : memref<100xf32>
      %v = affine.load %a[%r] : memref<100xf32>
      %t = arith.mulf %x, %v : f32
      affine.store %t, %m[%r, %i] : memref<6x100xf32>
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
  %a = memref.alloc() : memref<100xf32>
  %b = memref.alloc() : memref<100xf32>
  %y = memref.alloc() : memref<100xf32>
  %k = memref.alloc() : memref<37xi32>
  %m = memref.alloc() : memref<6x100xf32>
  func.call @fill(%a, %b, %k) : (memref<100xf32>, memref<100xf32>, memref<37xi32>) -> ()
  %s = arith.constant 1.5 : f32
  func.call @axpy(%s, %a, %b, %y) : (f32, memref<100xf32>, memref<100xf32>, memref<100xf32>) -> ()
  %yd = memref.cast %y : memref<100xf32> to memref<?xf32>
  func.call @print(%yd) : (memref<?xf32>) -> ()
  %init = arith.constant 10.0 : f32
  %r:2 = func.call @sum_and_max(%a, %init) : (memref<100xf32>, f32) -> (f32, f32)
  vector.print %r#0 : f32
  vector.print %r#1 : f32
  %q:5 = func.call @int_reductions(%k) : (memref<37xi32>) -> (i32, i32, i32, i32, i32)
  vector.print %q#0 : i32
  vector.print %q#1 : i32
  vector.print %q#2 : i32
  vector.print %q#3 : i32
  vector.print %q#4 : i32
  func.call @rows(%m, %a) : (memref<6x100xf32>, memref<100xf32>) -> ()
  %flat = memref.collapse_shape %m [[0, 1]] : memref<6x100xf32> into memref<600xf32>
  %fd = memref.cast %flat : memref<600xf32> to memref<?xf32>
  func.call @print(%fd) : (memref<?xf32>) -> ()
  memref.dealloc %a : memref<100xf32>
  memref.dealloc %b : memref<100xf32>
  memref.dealloc %y : memref<100xf32>
  memref.dealloc %k : memref<37xi32>
  memref.dealloc %m : memref<6x100xf32>
  return
}

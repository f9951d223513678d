// UPSTREAM-PIPELINE: --convert-vector-to-scf --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-vector-to-llvm --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// GEMM-like nests, the kind `strata run -O3` (and `strata compile -O3`)
// rewrites into packed, register-tiled vector code with `affine-gemm`:
// loop orders i-j-k and i-k-j (A's load hoisted), A transposed, f64,
// static shapes and a strided view of C, a batch loop around a nest, at sizes that leave partial
// register tiles and cross the cache blocks (k past 512, rows past the
// row block, columns past 2048). The inputs are inexact (sevenths), so
// any change in the order of the additions would change the printed
// checksums (printed as their bit patterns): -O3 must agree bit for bit
// with -O0 and with upstream.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill_f32(%m: memref<?x?xf32>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7.0 : f32
  %off = arith.constant 1.5 : f32
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %rows {
    affine.for %j = 0 to %cols {
      %h = affine.apply affine_map<(d0, d1)[s0] -> ((d0 * 31 + d1 * 17 + s0) mod 23)>(%i, %j)[%seed]
      %hi = arith.index_cast %h : index to i32
      %hf = arith.sitofp %hi : i32 to f32
      %q = arith.divf %hf, %seven : f32
      %v = arith.subf %q, %off : f32
      affine.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @fill_f64(%m: memref<?x?xf64>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7.0 : f64
  %off = arith.constant 1.5 : f64
  %rows = memref.dim %m, %c0 : memref<?x?xf64>
  %cols = memref.dim %m, %c1 : memref<?x?xf64>
  affine.for %i = 0 to %rows {
    affine.for %j = 0 to %cols {
      %h = affine.apply affine_map<(d0, d1)[s0] -> ((d0 * 31 + d1 * 17 + s0) mod 23)>(%i, %j)[%seed]
      %hi = arith.index_cast %h : index to i32
      %hf = arith.sitofp %hi : i32 to f64
      %q = arith.divf %hf, %seven : f64
      %v = arith.subf %q, %off : f64
      affine.store %v, %m[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// Sum of C[i, j] * ((i + 2 * j) mod 5 + 1), in f64, and each row's first
// element: a wrong element anywhere changes the sum.
func.func @check_f32(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %s = affine.for %i = 0 to %rows iter_args(%acc = %z) -> f64 {
    %r = affine.for %j = 0 to %cols iter_args(%a = %acc) -> f64 {
      %w = affine.apply affine_map<(d0, d1) -> ((d0 + d1 * 2) mod 5 + 1)>(%i, %j)
      %wi = arith.index_cast %w : index to i32
      %wf = arith.sitofp %wi : i32 to f64
      %x = affine.load %m[%i, %j] : memref<?x?xf32>
      %xd = arith.extf %x : f32 to f64
      %t = arith.mulf %xd, %wf : f64
      %n = arith.addf %a, %t : f64
      affine.yield %n : f64
    }
    affine.yield %r : f64
  }
  %bits = arith.bitcast %s : f64 to i64
  func.call @printI64(%bits) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @check_f64(%m: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %rows = memref.dim %m, %c0 : memref<?x?xf64>
  %cols = memref.dim %m, %c1 : memref<?x?xf64>
  %s = affine.for %i = 0 to %rows iter_args(%acc = %z) -> f64 {
    %r = affine.for %j = 0 to %cols iter_args(%a = %acc) -> f64 {
      %w = affine.apply affine_map<(d0, d1) -> ((d0 + d1 * 2) mod 5 + 1)>(%i, %j)
      %wi = arith.index_cast %w : index to i32
      %wf = arith.sitofp %wi : i32 to f64
      %x = affine.load %m[%i, %j] : memref<?x?xf64>
      %t = arith.mulf %x, %wf : f64
      %n = arith.addf %a, %t : f64
      affine.yield %n : f64
    }
    affine.yield %r : f64
  }
  %bits = arith.bitcast %s : f64 to i64
  func.call @printI64(%bits) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// C += A * B, loops i, j, k.
func.func @gemm_ijk(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %k {
        %x = affine.load %a[%i, %p] : memref<?x?xf32>
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %xy : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// Loops i, k, j with A's load hoisted; the product first in the add.
func.func @gemm_ikj(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %m {
    affine.for %p = 0 to %k {
      %x = affine.load %a[%i, %p] : memref<?x?xf32>
      affine.for %j = 0 to %n {
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %y, %x : f32
        %s = arith.addf %xy, %acc : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// C += transpose(At) * B with At stored k x m; loops k, i, j.
func.func @gemm_at(%at: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = memref.dim %at, %c0 : memref<?x?xf32>
  %m = memref.dim %at, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  affine.for %p = 0 to %k {
    affine.for %i = 0 to %m {
      affine.for %j = 0 to %n {
        %x = affine.load %at[%p, %i] : memref<?x?xf32>
        %y = affine.load %b[%p, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %xy : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

func.func @gemm_f64(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf64>
  %k = memref.dim %a, %c1 : memref<?x?xf64>
  %n = memref.dim %b, %c1 : memref<?x?xf64>
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n {
      affine.for %p = 0 to %k {
        %x = affine.load %a[%i, %p] : memref<?x?xf64>
        %y = affine.load %b[%p, %j] : memref<?x?xf64>
        %acc = affine.load %c[%i, %j] : memref<?x?xf64>
        %xy = arith.mulf %x, %y : f64
        %s = arith.addf %acc, %xy : f64
        affine.store %s, %c[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// Static shapes (constant bounds) and C a strided window of a larger buffer.
func.func @gemm_static_view(%a: memref<37x45xf32>, %b: memref<45x70xf32>, %c: memref<37x70xf32, strided<[80, 1], offset: 5>>) {
  affine.for %i = 0 to 37 {
    affine.for %j = 0 to 70 {
      affine.for %p = 0 to 45 {
        %x = affine.load %a[%i, %p] : memref<37x45xf32>
        %y = affine.load %b[%p, %j] : memref<45x70xf32>
        %acc = affine.load %c[%i, %j] : memref<37x70xf32, strided<[80, 1], offset: 5>>
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %xy : f32
        affine.store %s, %c[%i, %j] : memref<37x70xf32, strided<[80, 1], offset: 5>>
      }
    }
  }
  return
}

func.func @run_f32(%kind: index, %m: index, %n: index, %k: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%m, %k) : memref<?x?xf32>
  %at = memref.alloc(%k, %m) : memref<?x?xf32>
  %b = memref.alloc(%k, %n) : memref<?x?xf32>
  %c = memref.alloc(%m, %n) : memref<?x?xf32>
  func.call @fill_f32(%a, %c1) : (memref<?x?xf32>, index) -> ()
  func.call @fill_f32(%at, %c1) : (memref<?x?xf32>, index) -> ()
  func.call @fill_f32(%b, %c2) : (memref<?x?xf32>, index) -> ()
  func.call @fill_f32(%c, %c3) : (memref<?x?xf32>, index) -> ()
  %is0 = arith.cmpi eq, %kind, %c1 : index
  %is1 = arith.cmpi eq, %kind, %c2 : index
  scf.if %is0 {
    func.call @gemm_ijk(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  } else {
    scf.if %is1 {
      func.call @gemm_ikj(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    } else {
      func.call @gemm_at(%at, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
    }
  }
  func.call @check_f32(%c) : (memref<?x?xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %at : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return
}

func.func @run_f64(%m: index, %n: index, %k: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%m, %k) : memref<?x?xf64>
  %b = memref.alloc(%k, %n) : memref<?x?xf64>
  %c = memref.alloc(%m, %n) : memref<?x?xf64>
  func.call @fill_f64(%a, %c1) : (memref<?x?xf64>, index) -> ()
  func.call @fill_f64(%b, %c2) : (memref<?x?xf64>, index) -> ()
  func.call @fill_f64(%c, %c3) : (memref<?x?xf64>, index) -> ()
  func.call @gemm_f64(%a, %b, %c) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  func.call @check_f64(%c) : (memref<?x?xf64>) -> ()
  memref.dealloc %a : memref<?x?xf64>
  memref.dealloc %b : memref<?x?xf64>
  memref.dealloc %c : memref<?x?xf64>
  return
}

func.func @run_static() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<37x45xf32>
  %b = memref.alloc() : memref<45x70xf32>
  %buf = memref.alloc() : memref<40x80xf32>
  %ad = memref.cast %a : memref<37x45xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<45x70xf32> to memref<?x?xf32>
  %cd = memref.cast %buf : memref<40x80xf32> to memref<?x?xf32>
  func.call @fill_f32(%ad, %c1) : (memref<?x?xf32>, index) -> ()
  func.call @fill_f32(%bd, %c2) : (memref<?x?xf32>, index) -> ()
  func.call @fill_f32(%cd, %c3) : (memref<?x?xf32>, index) -> ()
  %view = memref.subview %buf[0, 5] [37, 70] [1, 1] : memref<40x80xf32> to memref<37x70xf32, strided<[80, 1], offset: 5>>
  func.call @gemm_static_view(%a, %b, %view) : (memref<37x45xf32>, memref<45x70xf32>, memref<37x70xf32, strided<[80, 1], offset: 5>>) -> ()
  // The whole buffer: the columns outside the view must be untouched.
  func.call @check_f32(%cd) : (memref<?x?xf32>) -> ()
  memref.dealloc %a : memref<37x45xf32>
  memref.dealloc %b : memref<45x70xf32>
  memref.dealloc %buf : memref<40x80xf32>
  return
}

// A batch of three GEMMs through views of 3-D buffers: the batch loop
// stays, the nest inside it is rewritten.
func.func @gemm_batched(%a: memref<3x37x45xf32>, %b: memref<3x45x70xf32>, %c: memref<3x37x70xf32>) {
  affine.for %t = 0 to 3 {
    %av = memref.subview %a[%t, 0, 0] [1, 37, 45] [1, 1, 1] : memref<3x37x45xf32> to memref<37x45xf32, strided<[45, 1], offset: ?>>
    %bv = memref.subview %b[%t, 0, 0] [1, 45, 70] [1, 1, 1] : memref<3x45x70xf32> to memref<45x70xf32, strided<[70, 1], offset: ?>>
    %cv = memref.subview %c[%t, 0, 0] [1, 37, 70] [1, 1, 1] : memref<3x37x70xf32> to memref<37x70xf32, strided<[70, 1], offset: ?>>
    affine.for %i = 0 to 37 {
      affine.for %j = 0 to 70 {
        affine.for %p = 0 to 45 {
          %x = affine.load %av[%i, %p] : memref<37x45xf32, strided<[45, 1], offset: ?>>
          %y = affine.load %bv[%p, %j] : memref<45x70xf32, strided<[70, 1], offset: ?>>
          %acc = affine.load %cv[%i, %j] : memref<37x70xf32, strided<[70, 1], offset: ?>>
          %xy = arith.mulf %x, %y : f32
          %s = arith.addf %acc, %xy : f32
          affine.store %s, %cv[%i, %j] : memref<37x70xf32, strided<[70, 1], offset: ?>>
        }
      }
    }
  }
  return
}

func.func @run_batched() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<3x37x45xf32>
  %b = memref.alloc() : memref<3x45x70xf32>
  %c = memref.alloc() : memref<3x37x70xf32>
  %a2 = memref.collapse_shape %a [[0, 1], [2]] : memref<3x37x45xf32> into memref<111x45xf32>
  %b2 = memref.collapse_shape %b [[0, 1], [2]] : memref<3x45x70xf32> into memref<135x70xf32>
  %c2d = memref.collapse_shape %c [[0, 1], [2]] : memref<3x37x70xf32> into memref<111x70xf32>
  %ad = memref.cast %a2 : memref<111x45xf32> to memref<?x?xf32>
  %bd = memref.cast %b2 : memref<135x70xf32> to memref<?x?xf32>
  %cd = memref.cast %c2d : memref<111x70xf32> to memref<?x?xf32>
  func.call @fill_f32(%ad, %c1) : (memref<?x?xf32>, index) -> ()
  func.call @fill_f32(%bd, %c2) : (memref<?x?xf32>, index) -> ()
  func.call @fill_f32(%cd, %c3) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_batched(%a, %b, %c) : (memref<3x37x45xf32>, memref<3x45x70xf32>, memref<3x37x70xf32>) -> ()
  func.call @check_f32(%cd) : (memref<?x?xf32>) -> ()
  memref.dealloc %a : memref<3x37x45xf32>
  memref.dealloc %b : memref<3x45x70xf32>
  memref.dealloc %c : memref<3x37x70xf32>
  return
}

func.func @main() {
  %t1_1_1_1 = arith.constant 1 : index
  %m1_1_1_1 = arith.constant 1 : index
  %n1_1_1_1 = arith.constant 1 : index
  %k1_1_1_1 = arith.constant 1 : index
  func.call @run_f32(%t1_1_1_1, %m1_1_1_1, %n1_1_1_1, %k1_1_1_1) : (index, index, index, index) -> ()
  %t1_13_70_9 = arith.constant 1 : index
  %m1_13_70_9 = arith.constant 13 : index
  %n1_13_70_9 = arith.constant 70 : index
  %k1_13_70_9 = arith.constant 9 : index
  func.call @run_f32(%t1_13_70_9, %m1_13_70_9, %n1_13_70_9, %k1_13_70_9) : (index, index, index, index) -> ()
  %t1_6_64_512 = arith.constant 1 : index
  %m1_6_64_512 = arith.constant 6 : index
  %n1_6_64_512 = arith.constant 64 : index
  %k1_6_64_512 = arith.constant 512 : index
  func.call @run_f32(%t1_6_64_512, %m1_6_64_512, %n1_6_64_512, %k1_6_64_512) : (index, index, index, index) -> ()
  %t1_7_129_600 = arith.constant 1 : index
  %m1_7_129_600 = arith.constant 7 : index
  %n1_7_129_600 = arith.constant 129 : index
  %k1_7_129_600 = arith.constant 600 : index
  func.call @run_f32(%t1_7_129_600, %m1_7_129_600, %n1_7_129_600, %k1_7_129_600) : (index, index, index, index) -> ()
  %t1_130_65_33 = arith.constant 1 : index
  %m1_130_65_33 = arith.constant 130 : index
  %n1_130_65_33 = arith.constant 65 : index
  %k1_130_65_33 = arith.constant 33 : index
  func.call @run_f32(%t1_130_65_33, %m1_130_65_33, %n1_130_65_33, %k1_130_65_33) : (index, index, index, index) -> ()
  %t1_3_2100_5 = arith.constant 1 : index
  %m1_3_2100_5 = arith.constant 3 : index
  %n1_3_2100_5 = arith.constant 2100 : index
  %k1_3_2100_5 = arith.constant 5 : index
  func.call @run_f32(%t1_3_2100_5, %m1_3_2100_5, %n1_3_2100_5, %k1_3_2100_5) : (index, index, index, index) -> ()
  %t1_64_64_64 = arith.constant 1 : index
  %m1_64_64_64 = arith.constant 64 : index
  %n1_64_64_64 = arith.constant 64 : index
  %k1_64_64_64 = arith.constant 64 : index
  func.call @run_f32(%t1_64_64_64, %m1_64_64_64, %n1_64_64_64, %k1_64_64_64) : (index, index, index, index) -> ()
  %t2_1_1_1 = arith.constant 2 : index
  %m2_1_1_1 = arith.constant 1 : index
  %n2_1_1_1 = arith.constant 1 : index
  %k2_1_1_1 = arith.constant 1 : index
  func.call @run_f32(%t2_1_1_1, %m2_1_1_1, %n2_1_1_1, %k2_1_1_1) : (index, index, index, index) -> ()
  %t2_13_70_9 = arith.constant 2 : index
  %m2_13_70_9 = arith.constant 13 : index
  %n2_13_70_9 = arith.constant 70 : index
  %k2_13_70_9 = arith.constant 9 : index
  func.call @run_f32(%t2_13_70_9, %m2_13_70_9, %n2_13_70_9, %k2_13_70_9) : (index, index, index, index) -> ()
  %t2_6_64_512 = arith.constant 2 : index
  %m2_6_64_512 = arith.constant 6 : index
  %n2_6_64_512 = arith.constant 64 : index
  %k2_6_64_512 = arith.constant 512 : index
  func.call @run_f32(%t2_6_64_512, %m2_6_64_512, %n2_6_64_512, %k2_6_64_512) : (index, index, index, index) -> ()
  %t2_7_129_600 = arith.constant 2 : index
  %m2_7_129_600 = arith.constant 7 : index
  %n2_7_129_600 = arith.constant 129 : index
  %k2_7_129_600 = arith.constant 600 : index
  func.call @run_f32(%t2_7_129_600, %m2_7_129_600, %n2_7_129_600, %k2_7_129_600) : (index, index, index, index) -> ()
  %t2_130_65_33 = arith.constant 2 : index
  %m2_130_65_33 = arith.constant 130 : index
  %n2_130_65_33 = arith.constant 65 : index
  %k2_130_65_33 = arith.constant 33 : index
  func.call @run_f32(%t2_130_65_33, %m2_130_65_33, %n2_130_65_33, %k2_130_65_33) : (index, index, index, index) -> ()
  %t2_3_2100_5 = arith.constant 2 : index
  %m2_3_2100_5 = arith.constant 3 : index
  %n2_3_2100_5 = arith.constant 2100 : index
  %k2_3_2100_5 = arith.constant 5 : index
  func.call @run_f32(%t2_3_2100_5, %m2_3_2100_5, %n2_3_2100_5, %k2_3_2100_5) : (index, index, index, index) -> ()
  %t2_64_64_64 = arith.constant 2 : index
  %m2_64_64_64 = arith.constant 64 : index
  %n2_64_64_64 = arith.constant 64 : index
  %k2_64_64_64 = arith.constant 64 : index
  func.call @run_f32(%t2_64_64_64, %m2_64_64_64, %n2_64_64_64, %k2_64_64_64) : (index, index, index, index) -> ()
  %t3_1_1_1 = arith.constant 3 : index
  %m3_1_1_1 = arith.constant 1 : index
  %n3_1_1_1 = arith.constant 1 : index
  %k3_1_1_1 = arith.constant 1 : index
  func.call @run_f32(%t3_1_1_1, %m3_1_1_1, %n3_1_1_1, %k3_1_1_1) : (index, index, index, index) -> ()
  %t3_13_70_9 = arith.constant 3 : index
  %m3_13_70_9 = arith.constant 13 : index
  %n3_13_70_9 = arith.constant 70 : index
  %k3_13_70_9 = arith.constant 9 : index
  func.call @run_f32(%t3_13_70_9, %m3_13_70_9, %n3_13_70_9, %k3_13_70_9) : (index, index, index, index) -> ()
  %t3_6_64_512 = arith.constant 3 : index
  %m3_6_64_512 = arith.constant 6 : index
  %n3_6_64_512 = arith.constant 64 : index
  %k3_6_64_512 = arith.constant 512 : index
  func.call @run_f32(%t3_6_64_512, %m3_6_64_512, %n3_6_64_512, %k3_6_64_512) : (index, index, index, index) -> ()
  %t3_7_129_600 = arith.constant 3 : index
  %m3_7_129_600 = arith.constant 7 : index
  %n3_7_129_600 = arith.constant 129 : index
  %k3_7_129_600 = arith.constant 600 : index
  func.call @run_f32(%t3_7_129_600, %m3_7_129_600, %n3_7_129_600, %k3_7_129_600) : (index, index, index, index) -> ()
  %t3_130_65_33 = arith.constant 3 : index
  %m3_130_65_33 = arith.constant 130 : index
  %n3_130_65_33 = arith.constant 65 : index
  %k3_130_65_33 = arith.constant 33 : index
  func.call @run_f32(%t3_130_65_33, %m3_130_65_33, %n3_130_65_33, %k3_130_65_33) : (index, index, index, index) -> ()
  %t3_3_2100_5 = arith.constant 3 : index
  %m3_3_2100_5 = arith.constant 3 : index
  %n3_3_2100_5 = arith.constant 2100 : index
  %k3_3_2100_5 = arith.constant 5 : index
  func.call @run_f32(%t3_3_2100_5, %m3_3_2100_5, %n3_3_2100_5, %k3_3_2100_5) : (index, index, index, index) -> ()
  %t3_64_64_64 = arith.constant 3 : index
  %m3_64_64_64 = arith.constant 64 : index
  %n3_64_64_64 = arith.constant 64 : index
  %k3_64_64_64 = arith.constant 64 : index
  func.call @run_f32(%t3_64_64_64, %m3_64_64_64, %n3_64_64_64, %k3_64_64_64) : (index, index, index, index) -> ()
  %dm_11_33_20 = arith.constant 11 : index
  %dn_11_33_20 = arith.constant 33 : index
  %dk_11_33_20 = arith.constant 20 : index
  func.call @run_f64(%dm_11_33_20, %dn_11_33_20, %dk_11_33_20) : (index, index, index) -> ()
  %dm_40_9_70 = arith.constant 40 : index
  %dn_40_9_70 = arith.constant 9 : index
  %dk_40_9_70 = arith.constant 70 : index
  func.call @run_f64(%dm_40_9_70, %dn_40_9_70, %dk_40_9_70) : (index, index, index) -> ()
  func.call @run_static() : () -> ()
  func.call @run_batched() : () -> ()
  return
}

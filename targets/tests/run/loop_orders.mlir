// Loop nests whose order -O3's affine-loop-interchange changes (a scaled
// matmul over i, j, k; column walks) or must not change (a skewed
// dependence), with inexact values: -O0, -O3 and upstream must print the
// same bits.

func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill(%m: memref<?x?xf32>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7.0 : f32
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  affine.for %i = 0 to %rows {
    affine.for %j = 0 to %cols {
      %h = affine.apply affine_map<(d0, d1)[s0] -> ((d0 * 13 + d1 * 5 + s0) mod 19)>(%i, %j)[%seed]
      %hi = arith.index_cast %h : index to i32
      %hf = arith.sitofp %hi : i32 to f32
      %v = arith.divf %hf, %seven : f32
      affine.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// The bits of sum(m[i, j] * (i + 3 * j + 1)) in f64, row by row.
func.func @check(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %s = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %z) -> f64 {
    %r = scf.for %j = %c0 to %cols step %c1 iter_args(%a = %acc) -> f64 {
      %w = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 3 + 1)>(%i, %j)
      %wi = arith.index_cast %w : index to i64
      %wf = arith.sitofp %wi : i64 to f64
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      %xd = arith.extf %x : f32 to f64
      %t = arith.mulf %xd, %wf : f64
      %n = arith.addf %a, %t : f64
      scf.yield %n : f64
    }
    scf.yield %r : f64
  }
  %bits = arith.bitcast %s : f64 to i64
  func.call @printI64(%bits) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @matmul_scaled(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>, %n: index) {
  %two = arith.constant 2.5 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %x = affine.load %a[%i, %k] : memref<?x?xf32>
        %y = affine.load %b[%k, %j] : memref<?x?xf32>
        %acc = affine.load %c[%i, %j] : memref<?x?xf32>
        %xy = arith.mulf %x, %y : f32
        %xy2 = arith.mulf %xy, %two : f32
        %s = arith.addf %acc, %xy2 : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// b[j, i] = a[j, i] * 3 + b[j, i], walking columns.
func.func @column_walk(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %n: index) {
  %three = arith.constant 3.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %v = affine.load %a[%j, %i] : memref<?x?xf32>
      %w = affine.load %b[%j, %i] : memref<?x?xf32>
      %p = arith.mulf %v, %three : f32
      %s = arith.addf %p, %w : f32
      affine.store %s, %b[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

// a[j, i] = a[j - 1, i + 1] + a[j, i]: interchanging would reverse the
// dependence carried by i.
func.func @skewed(%a: memref<?x?xf32>, %n: index) {
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    affine.for %j = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      %v = affine.load %a[%j - 1, %i + 1] : memref<?x?xf32>
      %w = affine.load %a[%j, %i] : memref<?x?xf32>
      %s = arith.addf %v, %w : f32
      affine.store %s, %a[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 37 : index
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  %b = memref.alloc(%n, %n) : memref<?x?xf32>
  %c = memref.alloc(%n, %n) : memref<?x?xf32>
  func.call @fill(%a, %c1) : (memref<?x?xf32>, index) -> ()
  func.call @fill(%b, %c2) : (memref<?x?xf32>, index) -> ()
  func.call @fill(%c, %c3) : (memref<?x?xf32>, index) -> ()
  func.call @matmul_scaled(%a, %b, %c, %n) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>, index) -> ()
  func.call @check(%c) : (memref<?x?xf32>) -> ()
  func.call @column_walk(%a, %b, %n) : (memref<?x?xf32>, memref<?x?xf32>, index) -> ()
  func.call @check(%b) : (memref<?x?xf32>) -> ()
  func.call @skewed(%c, %n) : (memref<?x?xf32>, index) -> ()
  func.call @check(%c) : (memref<?x?xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %c : memref<?x?xf32>
  return
}

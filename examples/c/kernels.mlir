// The C example's kernels: compiled with `strata compile -O3 -H kernels.h`
// and called from main.c through the generated header.

// C += A * B, row-major f32 matrices (M x K times K x N).
func.func @sgemm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
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
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %xy : f32
        affine.store %s, %c[%i, %j] : memref<?x?xf32>
      }
    }
  }
  return
}

// The column sums of a matrix, in a new buffer the caller frees.
func.func @column_sums(%a: memref<?x?xf32>) -> memref<?xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  %out = memref.alloc(%n) : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %n step %c1 {
    %s = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %a[%i, %j] : memref<?x?xf32>
      %t = arith.addf %acc, %v : f32
      scf.yield %t : f32
    }
    memref.store %s, %out[%j] : memref<?xf32>
  }
  return %out : memref<?xf32>
}

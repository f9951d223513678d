// Kernels whose -O3 forms reorder memory accesses: the GEMM nest
// (packed and register-tiled by affine-gemm) and a column walk
// (interchanged by affine-loop-interchange). alias.c calls them with
// operands that are the same buffer, overlapping views of one buffer,
// disjoint views of one buffer and separate buffers; every -O3 result must
// equal the -O0 one.

func.func @mm(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %c, %c0 : memref<?x?xf32>
  %n = memref.dim %c, %c1 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
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

// dst[i, j] = src[i, j] + 1, walking columns (interchanged to rows at -O3).
func.func @walk(%src: memref<?x?xf32, strided<[?, 1], offset: ?>>, %dst: memref<?x?xf32, strided<[?, 1], offset: ?>>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %m = memref.dim %dst, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %n = memref.dim %dst, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  affine.for %j = 0 to %n {
    affine.for %i = 0 to %m {
      %v = affine.load %src[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      %w = arith.addf %v, %one : f32
      affine.store %w, %dst[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
    }
  }
  return
}

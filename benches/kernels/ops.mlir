// The conv2d, softmax and 1-D stencil of the -O3 benchmark
// (benches/ops.sh), written as a user would: plain affine loops, no
// fast-math flags. kernels/ops_ref.c is the same three in C for clang.

// out[f, y, x] += sum_c,ky,kx in[c, y + ky, x + kx] * w[f, c, ky, kx]
func.func @conv2d(%in: memref<?x?x?xf32>, %w: memref<?x?x3x3xf32>, %out: memref<?x?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %nf = memref.dim %out, %c0 : memref<?x?x?xf32>
  %oh = memref.dim %out, %c1 : memref<?x?x?xf32>
  %ow = memref.dim %out, %c2 : memref<?x?x?xf32>
  %nc = memref.dim %in, %c0 : memref<?x?x?xf32>
  affine.for %f = 0 to %nf {
    affine.for %c = 0 to %nc {
      affine.for %ky = 0 to 3 {
        affine.for %kx = 0 to 3 {
          %wv = affine.load %w[%f, %c, %ky, %kx] : memref<?x?x3x3xf32>
          affine.for %y = 0 to %oh {
            affine.for %x = 0 to %ow {
              %iv = affine.load %in[%c, %y + %ky, %x + %kx] : memref<?x?x?xf32>
              %o = affine.load %out[%f, %y, %x] : memref<?x?x?xf32>
              %p = arith.mulf %iv, %wv : f32
              %s = arith.addf %o, %p : f32
              affine.store %s, %out[%f, %y, %x] : memref<?x?x?xf32>
            }
          }
        }
      }
    }
  }
  return
}

// Row-wise softmax of a rows x cols matrix.
func.func @softmax(%in: memref<?x?xf32>, %out: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %in, %c0 : memref<?x?xf32>
  %cols = memref.dim %in, %c1 : memref<?x?xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to %rows {
    %m = affine.for %j = 0 to %cols iter_args(%acc = %ninf) -> f32 {
      %v = affine.load %in[%i, %j] : memref<?x?xf32>
      %gt = arith.cmpf ogt, %v, %acc : f32
      %n = arith.select %gt, %v, %acc : f32
      affine.yield %n : f32
    }
    %s = affine.for %j = 0 to %cols iter_args(%acc = %zero) -> f32 {
      %v = affine.load %in[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      affine.store %e, %out[%i, %j] : memref<?x?xf32>
      %n = arith.addf %acc, %e : f32
      affine.yield %n : f32
    }
    %r = arith.divf %one, %s : f32
    affine.for %j = 0 to %cols {
      %v = affine.load %out[%i, %j] : memref<?x?xf32>
      %q = arith.mulf %v, %r : f32
      affine.store %q, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1], i in [1, n - 1)
func.func @stencil(%in: memref<?xf32>, %out: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?xf32>
  %q = arith.constant 0.25 : f32
  %h = arith.constant 0.5 : f32
  affine.for %i = 1 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
    %a = affine.load %in[%i - 1] : memref<?xf32>
    %b = affine.load %in[%i] : memref<?xf32>
    %c = affine.load %in[%i + 1] : memref<?xf32>
    %x = arith.mulf %a, %q : f32
    %y = arith.mulf %b, %h : f32
    %z = arith.mulf %c, %q : f32
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    affine.store %t, %out[%i] : memref<?xf32>
  }
  return
}

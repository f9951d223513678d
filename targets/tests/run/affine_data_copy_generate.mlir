// STRATA-OPT: --affine-data-copy-generate=generate-dma=false
// Nests whose accesses affine-data-copy-generate moves into fast buffers
// (memory space 1) with point-wise copies: a stencil reading a shifted
// window, a transposing 2-D nest, an in-place update (one buffer, copied
// in and out), straight-line accesses and a strided loop. The copied
// program, run by Strata, prints what upstream prints for the original.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @stencil(%a: memref<32xf32>, %out: memref<32xf32>) {
  %third = arith.constant 0.333333 : f32
  affine.for %i = 1 to 31 {
    %l = affine.load %a[%i - 1] : memref<32xf32>
    %c = affine.load %a[%i] : memref<32xf32>
    %r = affine.load %a[%i + 1] : memref<32xf32>
    %s = arith.addf %l, %c : f32
    %t = arith.addf %s, %r : f32
    %m = arith.mulf %t, %third : f32
    affine.store %m, %out[%i] : memref<32xf32>
  }
  return
}

func.func @transpose(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 2 to 8 {
      %v = affine.load %a[%i, %j] : memref<4x8xf32>
      affine.store %v, %b[%j, %i] : memref<8x4xf32>
    }
  }
  return
}

func.func @in_place(%a: memref<32xf32>) {
  affine.for %i = 0 to 20 {
    %v = affine.load %a[%i + 2] : memref<32xf32>
    %w = affine.load %a[%i] : memref<32xf32>
    %x = arith.subf %v, %w : f32
    affine.store %x, %a[%i + 1] : memref<32xf32>
  }
  return
}

func.func @straight_and_strided(%a: memref<32xf32>, %out: memref<32xf32>) {
  %v = affine.load %a[3] : memref<32xf32>
  affine.store %v, %out[0] : memref<32xf32>
  affine.for %i = 4 to 32 step 5 {
    %w = affine.load %a[%i] : memref<32xf32>
    %y = arith.addf %w, %v : f32
    affine.store %y, %out[%i] : memref<32xf32>
  }
  return
}

func.func @main() {
  %seven = arith.constant 7.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<32xf32>
  %out = memref.alloc() : memref<32xf32>
  affine.for %i = 0 to 32 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.mulf %f, %f : f32
    %h = arith.divf %g, %seven : f32
    affine.store %h, %a[%i] : memref<32xf32>
    affine.store %zero, %out[%i] : memref<32xf32>
  }
  call @stencil(%a, %out) : (memref<32xf32>, memref<32xf32>) -> ()
  %u = memref.cast %out : memref<32xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %m = memref.alloc() : memref<4x8xf32>
  %t = memref.alloc() : memref<8x4xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%i * 8 + %j] : memref<32xf32>
      affine.store %v, %m[%i, %j] : memref<4x8xf32>
      affine.store %zero, %t[%j, %i] : memref<8x4xf32>
    }
  }
  call @transpose(%m, %t) : (memref<4x8xf32>, memref<8x4xf32>) -> ()
  %tu = memref.cast %t : memref<8x4xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  call @in_place(%a) : (memref<32xf32>) -> ()
  %au = memref.cast %a : memref<32xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  call @straight_and_strided(%a, %out) : (memref<32xf32>, memref<32xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

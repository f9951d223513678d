// UPSTREAM-PIPELINE: --affine-parallelize=parallel-reductions --lower-affine --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// STRATA-OPT: --affine-parallelize=parallel-reductions
// Loops affine-parallelize turns into affine.parallel (a copy, a 2-D nest,
// a sum and a product reduced in parallel and combined with the initial
// value) and one it keeps (a recurrence): all print what upstream prints.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<4x4xf32>
  affine.for %i = 0 to 16 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.constant 0.25 : f32
    %h = arith.mulf %f, %g : f32
    affine.store %h, %a[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %a[%i * 4 + %j] : memref<16xf32>
      affine.store %v, %b[%j, %i] : memref<4x4xf32>
    }
  }
  %init = arith.constant 10.0 : f32
  %one = arith.constant 1.0 : f32
  %r:2 = affine.for %i = 1 to 16 iter_args(%s = %init, %p = %one) -> (f32, f32) {
    %v = affine.load %a[%i] : memref<16xf32>
    %t = arith.addf %s, %v : f32
    %u = arith.mulf %v, %p : f32
    affine.yield %t, %u : f32, f32
  }
  affine.for %i = 1 to 16 {
    %v = affine.load %a[%i - 1] : memref<16xf32>
    %w = affine.load %a[%i] : memref<16xf32>
    %x = arith.addf %v, %w : f32
    affine.store %x, %a[%i] : memref<16xf32>
  }
  %out = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %r#0, %out[%c0] : memref<2xf32>
  memref.store %r#1, %out[%c1] : memref<2xf32>
  %ua = memref.cast %a : memref<16xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<4x4xf32> to memref<*xf32>
  %uo = memref.cast %out : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<16xf32>
  memref.dealloc %b : memref<4x4xf32>
  memref.dealloc %out : memref<2xf32>
  return
}

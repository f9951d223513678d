// STRATA-OPT: --affine-loop-fusion
// Producer-consumer chains that affine-loop-fusion fuses (a private
// one-element buffer, a chain of three, two consumers, a nest moved before
// a conflicting one, a 2-D nest, siblings) and one it must refuse (the consumer
// overwrites what a later producer iteration reads): the fused program,
// run by Strata, prints what upstream prints for the original.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @fill(%m: memref<10xf32>, %k: f32) {
  %seven = arith.constant 7.0 : f32
  affine.for %i = 0 to 10 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.addf %f, %k : f32
    %h = arith.divf %g, %seven : f32
    affine.store %h, %m[%i] : memref<10xf32>
  }
  return
}

func.func @print(%m: memref<10xf32>) {
  %u = memref.cast %m : memref<10xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @chain(%a: memref<10xf32>, %out: memref<10xf32>, %out2: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %u = memref.alloc() : memref<10xf32>
  %cst = arith.constant 3.0 : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %m = arith.mulf %v, %cst : f32
    affine.store %m, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %w = arith.subf %v, %cst : f32
    affine.store %w, %u[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %u[%i] : memref<10xf32>
    %w = affine.load %a[%i] : memref<10xf32>
    %x = arith.mulf %v, %w : f32
    affine.store %x, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %x = arith.divf %v, %cst : f32
    affine.store %x, %out2[%i] : memref<10xf32>
  }
  memref.dealloc %u : memref<10xf32>
  return
}

func.func @moved_before(%a: memref<10xf32>, %b: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %b[%i] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %w = affine.load %a[%i] : memref<10xf32>
    %x = arith.subf %v, %w : f32
    affine.store %x, %out[%i] : memref<10xf32>
  }
  return
}

// Fusing would let iteration i read a[i - 1] after iteration i - 1 wrote
// it; mlir-opt-19 fuses anyway, Strata refuses.
func.func @shift_through_buffer(%a: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 1 to 10 {
    %v = affine.load %a[%i - 1] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 1 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  return
}

func.func @two_deep(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<2x5xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 5 {
      %v = affine.load %a[%i * 5 + %j] : memref<10xf32>
      %w = arith.mulf %v, %v : f32
      affine.store %w, %t[%i, %j] : memref<2x5xf32>
    }
  }
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 5 {
      %v = affine.load %t[%i, %j] : memref<2x5xf32>
      %w = affine.load %a[%j * 2 + %i] : memref<10xf32>
      %x = arith.addf %v, %w : f32
      affine.store %x, %out[%i * 5 + %j] : memref<10xf32>
    }
  }
  return
}

func.func @siblings(%a: memref<10xf32>, %out: memref<10xf32>, %out2: memref<10xf32>) {
  %half = arith.constant 0.5 : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = arith.mulf %v, %half : f32
    affine.store %w, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %w = arith.subf %v, %half : f32
    affine.store %w, %out2[%i] : memref<10xf32>
  }
  return
}

func.func @main() {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  %out = memref.alloc() : memref<10xf32>
  %out2 = memref.alloc() : memref<10xf32>
  %k1 = arith.constant 1.0 : f32
  %k2 = arith.constant 2.5 : f32
  call @fill(%a, %k1) : (memref<10xf32>, f32) -> ()
  call @fill(%b, %k2) : (memref<10xf32>, f32) -> ()
  call @chain(%a, %out, %out2) : (memref<10xf32>, memref<10xf32>, memref<10xf32>) -> ()
  call @print(%out) : (memref<10xf32>) -> ()
  call @print(%out2) : (memref<10xf32>) -> ()
  call @moved_before(%a, %b, %out) : (memref<10xf32>, memref<10xf32>, memref<10xf32>) -> ()
  call @print(%out) : (memref<10xf32>) -> ()
  call @print(%a) : (memref<10xf32>) -> ()
  call @fill(%a, %k1) : (memref<10xf32>, f32) -> ()
  call @shift_through_buffer(%a) : (memref<10xf32>) -> ()
  call @print(%a) : (memref<10xf32>) -> ()
  call @two_deep(%b, %out) : (memref<10xf32>, memref<10xf32>) -> ()
  call @print(%out) : (memref<10xf32>) -> ()
  call @siblings(%b, %out, %out2) : (memref<10xf32>, memref<10xf32>, memref<10xf32>) -> ()
  call @print(%out) : (memref<10xf32>) -> ()
  call @print(%out2) : (memref<10xf32>) -> ()
  return
}

// PIPELINE: --affine-parallelize=parallel-reductions --split-input-file

// Parallel affine.for loops become 1-D affine.parallel ops, outer loops
// first; with parallel-reductions, loops whose iteration arguments are
// reductions reduce in the affine.parallel and combine the initial value
// after it. Loops with dependences, non-affine memory accesses, calls or
// other iteration arguments stay.

// CHECK-LABEL: func.func @copy(
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (100) {
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (200) step (2) {
func.func @copy(%a: memref<100x200xf32>, %b: memref<100x200xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 step 2 {
      %v = affine.load %a[%i, %j] : memref<100x200xf32>
      affine.store %v, %b[%i, %j] : memref<100x200xf32>
    }
  }
  return
}
func.func @bounds(%a: memref<?xf32>, %n: index, %m: index) {
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%n)[%m] to min affine_map<(d0)[s0] -> (d0 + 10, s0 * 2)>(%n)[%m] {
    %v = affine.load %a[%i] : memref<?xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %a[%i] : memref<?xf32>
  }
  return
}
func.func @seq(%a: memref<100xf32>) {
  affine.for %i = 1 to 100 {
    %v = affine.load %a[%i - 1] : memref<100xf32>
    affine.store %v, %a[%i] : memref<100xf32>
  }
  return
}
func.func @red(%a: memref<100xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%s = %z) -> f32 {
    %v = affine.load %a[%i] : memref<100xf32>
    %t = arith.addf %s, %v : f32
    affine.yield %t : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @two_red(
// CHECK: affine.parallel (%arg2) = (0) to (100) reduce ("mulf", "maximumf") -> (f32, f32) {
func.func @two_red(%a: memref<100xf32>, %b: memref<100xf32>) -> (f32, f32) {
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 0 to 100 iter_args(%p = %one, %m = %z) -> (f32, f32) {
    %v = affine.load %a[%i] : memref<100xf32>
    %w = affine.load %b[%i] : memref<100xf32>
    %q = arith.mulf %v, %p fastmath<fast> : f32
    %n = arith.maximumf %m, %w : f32
    affine.yield %q, %n : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
func.func @not_red(%a: memref<100xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%s = %z) -> f32 {
    %v = affine.load %a[%i] : memref<100xf32>
    %t = arith.subf %s, %v : f32
    affine.yield %t : f32
  }
  return %r : f32
}
func.func @used_twice(%a: memref<100xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 100 iter_args(%s = %z) -> f32 {
    %v = affine.load %a[%i] : memref<100xf32>
    %t = arith.addf %s, %v : f32
    affine.store %t, %a[%i] : memref<100xf32>
    affine.yield %t : f32
  }
  return %r : f32
}
func.func @non_affine(%a: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %v = memref.load %a[%i] : memref<100xf32>
    memref.store %v, %a[%i] : memref<100xf32>
  }
  return
}
func.func private @ext(index)
func.func @call(%a: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    func.call @ext(%i) : (index) -> ()
  }
  return
}
func.func @inner_dep(%a: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 1 to 10 {
      %v = affine.load %a[%i, %j - 1] : memref<10x10xf32>
      affine.store %v, %a[%i, %j] : memref<10x10xf32>
    }
  }
  return
}
func.func @alloc(%a: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %t = memref.alloc() : memref<4xf32>
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[0] : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
  }
  return
}
func.func @sym(%a: memref<?xf32>, %n: index) {
  affine.for %i = 0 to affine_map<()[s0] -> (s0 floordiv 2)>()[%n] step 3 {
    %v = affine.load %a[%i * 2] : memref<?xf32>
    affine.store %v, %a[%i * 2 + 1] : memref<?xf32>
  }
  return
}

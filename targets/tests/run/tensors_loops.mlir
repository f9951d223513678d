// UPSTREAM-PIPELINE: --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --scf-forall-to-parallel --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-math-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts
// Tensors carried by scf.while, scf.forall, scf.execute_region and
// scf.index_switch, tensor.reshape, and loops yielding buffers other than
// their iteration argument's (which must be copied when anything outside
// the iteration still reads them).

func.func private @printMemrefF32(memref<*xf32>)

// Doubles the first element until it exceeds %limit.
func.func @grow(%a: tensor<4xf32>, %limit: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%t = %a) : (tensor<4xf32>) -> (tensor<4xf32>) {
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %go = arith.cmpf olt, %x, %limit : f32
    scf.condition(%go) %t : tensor<4xf32>
  } do {
  ^bb0(%u: tensor<4xf32>):
    %x = tensor.extract %u[%c0] : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    %w = tensor.insert %y into %u[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Each of 4 iterations writes exp of two rows of %a into the same rows of %o.
func.func @rows(%a: tensor<8x2xf32>, %o: tensor<8x2xf32>) -> tensor<8x2xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%s = %o) -> (tensor<8x2xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %x = tensor.extract_slice %a[%off, 0] [2, 2] [1, 1] : tensor<8x2xf32> to tensor<2x2xf32>
    %d = tensor.extract_slice %s[%off, 0] [2, 2] [1, 1] : tensor<8x2xf32> to tensor<2x2xf32>
    %y = linalg.add ins(%x, %x : tensor<2x2xf32>, tensor<2x2xf32>) outs(%d : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %s[%off, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x2xf32>
    }
  }
  return %r : tensor<8x2xf32>
}

// The loop writes its iteration argument, then yields %b: %b must keep its
// values.
func.func @yield_other(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 7.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %w = tensor.insert %cst into %t[%i] : tensor<4xf32>
    %x = tensor.extract %w[%c0] : tensor<4xf32>
    %v = tensor.insert %x into %w[%c1] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r, %b : tensor<4xf32>, tensor<4xf32>
}

// Sums %a into a new tensor per iteration.
func.func @accumulate(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %x = linalg.add ins(%t, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @pick(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 1 {
    scf.yield %a : tensor<4xf32>
  }
  default {
    %e = scf.execute_region -> tensor<4xf32> {
      %c0 = arith.constant 0 : index
      %f = arith.constant -1.0 : f32
      %w = tensor.insert %f into %b[%c0] : tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    }
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @flat(%a: tensor<2x4xf32>) -> tensor<8xf32> {
  %s = arith.constant dense<8> : tensor<1xindex>
  %r = tensor.reshape %a(%s) : (tensor<2x4xf32>, tensor<1xindex>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @print(%t: tensor<4xf32>) {
  %m = bufferization.to_memref %t : memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[1.5, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %limit = arith.constant 20.0 : f32
  %g = call @grow(%a, %limit) : (tensor<4xf32>, f32) -> tensor<4xf32>
  call @print(%g) : (tensor<4xf32>) -> ()
  call @print(%a) : (tensor<4xf32>) -> ()
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0], [11.0, 12.0], [13.0, 14.0], [15.0, 16.0]]> : tensor<8x2xf32>
  %z = arith.constant dense<0.0> : tensor<8x2xf32>
  %rows = call @rows(%m, %z) : (tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<8x2xf32>
  %rm = bufferization.to_memref %rows : memref<8x2xf32>
  %ru = memref.cast %rm : memref<8x2xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  %y:2 = call @yield_other(%a, %b, %c3) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>)
  call @print(%y#0) : (tensor<4xf32>) -> ()
  call @print(%y#1) : (tensor<4xf32>) -> ()
  call @print(%b) : (tensor<4xf32>) -> ()
  %acc = call @accumulate(%a, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  call @print(%acc) : (tensor<4xf32>) -> ()
  %p1 = call @pick(%a, %b, %c1) : (tensor<4xf32>, tensor<4xf32>, index) -> tensor<4xf32>
  call @print(%p1) : (tensor<4xf32>) -> ()
  %p2 = call @pick(%a, %b, %c2) : (tensor<4xf32>, tensor<4xf32>, index) -> tensor<4xf32>
  call @print(%p2) : (tensor<4xf32>) -> ()
  call @print(%b) : (tensor<4xf32>) -> ()
  return
}

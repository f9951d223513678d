// PIPELINE: --affine-loop-fusion --split-input-file --allow-unregistered-dialect
// affine-loop-fusion: producer-consumer and sibling fusion of nests with
// equal constant bounds and unit steps at the innermost depth, local
// buffers privatized to one element; nests whose fusion a dependence, an
// op in between or an unsupported shape forbids stay as they are.

// The producer writes a local buffer the consumer reads at the same
// element: the producer's body moves to the top of the consumer's, and the
// buffer shrinks to one element.
// CHECK-LABEL: func.func @elementwise_chain
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %cst : f32
// CHECK-NEXT: affine.store %1, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %2 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: %3 = arith.addf %2, %cst : f32
// CHECK-NEXT: affine.store %3, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @elementwise_chain(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %cst = arith.constant 2.0 : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    %m = arith.mulf %v, %cst : f32
    affine.store %m, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %m = arith.addf %v, %cst : f32
    affine.store %m, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// A deallocated buffer escapes: fused, but not privatized.
// CHECK-LABEL: func.func @dealloc_keeps_buffer
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: %2 = arith.addf %1, %1 : f32
// CHECK-NEXT: affine.store %2, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<10xf32>
// CHECK-NEXT: return
func.func @dealloc_keeps_buffer(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %m = arith.addf %v, %v : f32
    affine.store %m, %out[%i] : memref<10xf32>
  }
  memref.dealloc %t : memref<10xf32>
  return
}

// -----

// Two-deep nests fuse at the innermost depth.
// CHECK-LABEL: func.func @two_deep
// CHECK-NEXT: %alloc = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT: affine.store %1, %alloc[0, 0] : memref<1x1xf32>
// CHECK-NEXT: %2 = affine.load %alloc[0, 0] : memref<1x1xf32>
// CHECK-NEXT: %3 = arith.addf %2, %2 : f32
// CHECK-NEXT: affine.store %3, %arg1[%arg2, %arg3] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @two_deep(%a: memref<4x8xf32>, %out: memref<4x8xf32>) {
  %t = memref.alloc() : memref<4x8xf32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%i, %j] : memref<4x8xf32>
      %m = arith.mulf %v, %v : f32
      affine.store %m, %t[%i, %j] : memref<4x8xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %t[%i, %j] : memref<4x8xf32>
      %m = arith.addf %v, %v : f32
      affine.store %m, %out[%i, %j] : memref<4x8xf32>
    }
  }
  return
}

// -----

// An argument is fused through but stays as it is.
// CHECK-LABEL: func.func @argument_intermediate
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %1, %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @argument_intermediate(%a: memref<10xf32>, %t: memref<10xf32>, %out: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// A chain of three: each buffer becomes private in turn (the later one is
// allocated first).
// CHECK-LABEL: func.func @chain_of_three
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<1xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc_0[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %alloc_0[0] : memref<1xf32>
// CHECK-NEXT: %2 = arith.negf %1 : f32
// CHECK-NEXT: affine.store %2, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %3 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: affine.store %3, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @chain_of_three(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %u = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %w = arith.negf %v : f32
    affine.store %w, %u[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %u[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// Two consumers: the first fusion keeps the buffer (another nest reads
// it), the second makes it private.
// CHECK-LABEL: func.func @two_consumers
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: affine.store %2, %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @two_consumers(%a: memref<10xf32>, %out: memref<10xf32>, %out2: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out2[%i] : memref<10xf32>
  }
  return
}

// -----

// A later non-affine user keeps the buffer; the fusion still happens.
// CHECK-LABEL: func.func @later_user_keeps_buffer
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloc) : (memref<10xf32>) -> ()
// CHECK-NEXT: return
func.func @later_user_keeps_buffer(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  "test.use"(%t) : (memref<10xf32>) -> ()
  return
}

// -----

// The nest in between overwrites what the producer reads: the fused nest
// goes before it.
// CHECK-LABEL: func.func @fused_before_conflicting_nest
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @fused_before_conflicting_nest(%a: memref<10xf32>, %out: memref<10xf32>, %b: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %b[%i] : memref<10xf32>
    affine.store %v, %a[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// The consumer reads what the middle nest writes and what the middle nest
// overwrites: middle into consumer first, then the producer.
// CHECK-LABEL: func.func @middle_nest_fused_first
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %1, %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: %3 = affine.load %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: %4 = arith.addf %2, %3 : f32
// CHECK-NEXT: affine.store %4, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @middle_nest_fused_first(%a: memref<10xf32>, %out: memref<10xf32>, %b: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %b[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %w = affine.load %b[%i] : memref<10xf32>
    %x = arith.addf %v, %w : f32
    affine.store %x, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// An alloca is privatized too, and stays (unused).
// CHECK-LABEL: func.func @alloca_buffer
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @alloca_buffer(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloca() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// A producer with two outputs read by two consumers.
// CHECK-LABEL: func.func @two_outputs
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<1xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc_0[0] : memref<1xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %alloc_0[0] : memref<1xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: affine.store %2, %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @two_outputs(%a: memref<10xf32>, %out: memref<10xf32>, %out2: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %u = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
    affine.store %v, %u[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %u[%i] : memref<10xf32>
    affine.store %v, %out2[%i] : memref<10xf32>
  }
  return
}

// -----

// The consumer overwrites the producer's input at the element the
// producer has just read: legal.
// CHECK-LABEL: func.func @consumer_overwrites_input
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: affine.for %arg1 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: %2 = arith.addf %1, %1 : f32
// CHECK-NEXT: affine.store %2, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @consumer_overwrites_input(%a: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %a[%i] : memref<10xf32>
  }
  return
}

// -----

// NOT fused: consumer iteration i reads what producer iteration i + 1
// writes.
// CHECK-LABEL: func.func @shifted_read_not_fused
// CHECK-NEXT: %alloc = memref.alloc() : memref<11xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<11xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2] : memref<11xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2 + 1] : memref<11xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @shifted_read_not_fused(%a: memref<11xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<11xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<11xf32>
    affine.store %v, %t[%i] : memref<11xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i + 1] : memref<11xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// NOT fused: the ops in between read the producer's output and write the
// consumer's input, so the fused nest has no place.
// CHECK-LABEL: func.func @op_between_not_fused
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %1 = affine.load %arg0[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %1, %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.load %alloc[3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg2[0] : memref<10xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %1 = affine.load %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT: %2 = affine.load %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: %3 = arith.addf %1, %2 : f32
// CHECK-NEXT: affine.store %3, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @op_between_not_fused(%a: memref<10xf32>, %out: memref<10xf32>, %c: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  %x = affine.load %t[3] : memref<10xf32>
  affine.store %x, %c[0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    %w = affine.load %c[%i] : memref<10xf32>
    %s = arith.addf %v, %w : f32
    affine.store %s, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// NOT fused: a non-affine write to the buffer in between.
// CHECK-LABEL: func.func @non_affine_write_between_not_fused
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %cst, %alloc[%c0] : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @non_affine_write_between_not_fused(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  memref.store %one, %t[%c0] : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// -----

// NOT fused: symbolic bounds, strided loops, nests inside an affine.for.
// CHECK-LABEL: func.func @symbolic_bounds_not_fused
// CHECK-NEXT: %alloc = memref.alloc() : memref<100xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to %arg2 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to %arg2 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg3] : memref<100xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3] : memref<100xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @symbolic_bounds_not_fused(%a: memref<100xf32>, %out: memref<100xf32>, %n: index) {
  %t = memref.alloc() : memref<100xf32>
  affine.for %i = 0 to %n {
    %v = affine.load %a[%i] : memref<100xf32>
    affine.store %v, %t[%i] : memref<100xf32>
  }
  affine.for %i = 0 to %n {
    %v = affine.load %t[%i] : memref<100xf32>
    affine.store %v, %out[%i] : memref<100xf32>
  }
  return
}
// CHECK-LABEL: func.func @strided_not_fused
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf64>
// CHECK-NEXT: affine.for %arg2 = 0 to 8 step 2 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<8xf64>
// CHECK-NEXT: affine.store %0, %alloc[%arg2] : memref<8xf64>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 8 step 2 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg2] : memref<8xf64>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<8xf64>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @strided_not_fused(%a: memref<8xf64>, %out: memref<8xf64>) {
  %t = memref.alloc() : memref<8xf64>
  affine.for %i = 0 to 8 step 2 {
    %v = affine.load %a[%i] : memref<8xf64>
    affine.store %v, %t[%i] : memref<8xf64>
  }
  affine.for %i = 0 to 8 step 2 {
    %v = affine.load %t[%i] : memref<8xf64>
    affine.store %v, %out[%i] : memref<8xf64>
  }
  return
}
// CHECK-LABEL: func.func @inside_loop_not_fused
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2, %arg3] : memref<4x10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc[%arg3] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2, %arg3] : memref<4x10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @inside_loop_not_fused(%a: memref<4x10xf32>, %out: memref<4x10xf32>) {
  affine.for %k = 0 to 4 {
    %t = memref.alloc() : memref<10xf32>
    affine.for %i = 0 to 10 {
      %v = affine.load %a[%k, %i] : memref<4x10xf32>
      affine.store %v, %t[%i] : memref<10xf32>
    }
    affine.for %i = 0 to 10 {
      %v = affine.load %t[%i] : memref<10xf32>
      affine.store %v, %out[%k, %i] : memref<4x10xf32>
    }
  }
  return
}

// -----

// Nests in an scf.for body fuse.
// CHECK-LABEL: func.func @inside_scf_for
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<1xf32>
// CHECK-NEXT: affine.for %arg6 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg6] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<1xf32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<1xf32>
// CHECK-NEXT: affine.store %1, %arg1[%arg6] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @inside_scf_for(%a: memref<10xf32>, %out: memref<10xf32>, %lb: index, %ub: index, %s: index) {
  scf.for %k = %lb to %ub step %s {
    %t = memref.alloc() : memref<10xf32>
    affine.for %i = 0 to 10 {
      %v = affine.load %a[%i] : memref<10xf32>
      affine.store %v, %t[%i] : memref<10xf32>
    }
    affine.for %i = 0 to 10 {
      %v = affine.load %t[%i] : memref<10xf32>
      affine.store %v, %out[%i] : memref<10xf32>
    }
  }
  return
}

// -----

// Siblings (nests reading a common memref, neither writing what the other
// uses) fuse too: the earlier one's body first.
// CHECK-LABEL: func.func @siblings
// CHECK-NEXT: affine.for %arg3 = 0 to 4 {
// CHECK-NEXT: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: %1 = affine.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: %2 = arith.addf %1, %1 : f32
// CHECK-NEXT: affine.store %2, %arg2[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @siblings(%a: memref<4x8xf32>, %out: memref<4x8xf32>, %out2: memref<4x8xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%i, %j] : memref<4x8xf32>
      affine.store %v, %out[%i, %j] : memref<4x8xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%i, %j] : memref<4x8xf32>
      %w = arith.addf %v, %v : f32
      affine.store %w, %out2[%i, %j] : memref<4x8xf32>
    }
  }
  return
}

// -----

// NOT fused: siblings reading different elements of the shared memref in
// one iteration.
// CHECK-LABEL: func.func @shifted_sibling_reads_not_fused
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3 + 1] : memref<11xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3] : memref<11xf32>
// CHECK-NEXT: affine.store %0, %arg2[%arg3] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @shifted_sibling_reads_not_fused(%a: memref<11xf32>, %out: memref<10xf32>, %out2: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i + 1] : memref<11xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<11xf32>
    affine.store %v, %out2[%i] : memref<10xf32>
  }
  return
}

// -----

// An allocation between the nests does not stop the fusion; a
// deallocation of a memref the fused nest uses does.
// CHECK-LABEL: func.func @allocations_between
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: %1 = affine.load %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %1, %alloc_0[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<10xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<10xf32>
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: %0 = affine.load %alloc_0[%arg2] : memref<10xf32>
// CHECK-NEXT: affine.store %0, %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @allocations_between(%a: memref<10xf32>, %out: memref<10xf32>) {
  %t = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %a[%i] : memref<10xf32>
    affine.store %v, %t[%i] : memref<10xf32>
  }
  %u = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : memref<10xf32>
    affine.store %v, %u[%i] : memref<10xf32>
  }
  memref.dealloc %t : memref<10xf32>
  %w = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    %v = affine.load %u[%i] : memref<10xf32>
    affine.store %v, %out[%i] : memref<10xf32>
  }
  return
}

// PIPELINE: --ownership-based-buffer-deallocation --split-input-file --allow-unregistered-dialect
// VERIFY-DIAGNOSTICS

func.func @has_dealloc() {
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{Only structured control-flow loops are supported.}}
func.func @loop_cf(%c: i1) {
  cf.br ^bb1
^bb1:
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @unknown() {
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{ops with unknown memory side effects are not supported}}
  "test.foo"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @already_deallocated(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  return
}

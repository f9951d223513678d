// PIPELINE: --convert-parallel-loops-to-gpu --split-input-file --verify-diagnostics
// Mapped loops convert-parallel-loops-to-gpu cannot turn into a launch are
// reported at the loop (upstream leaves them unchanged and succeeds).

func.func @reduction(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  // expected-error @+1 {{'scf.parallel' op cannot be converted to a gpu.launch (convert-parallel-loops-to-gpu): reductions are not supported}}
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %f = arith.constant 1.0 : f32
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return %r : f32
}

// -----

func.func @side_effect_before_nest(%A: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %A[%i] : memref<?xf32>
    // expected-error @+1 {{an op with side effects or regions precedes it in the enclosing loop's body}}
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %v, %A[%j] : memref<?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

func.func @side_effect_after_nest(%A: memref<?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{an op with side effects or regions follows a nested loop}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %A[%j] : memref<?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    memref.store %f, %A[%i] : memref<?xf32>
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

func.func @bound_in_nest(%A: memref<?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    // expected-error @+1 {{the upper bound of dimension 0, mapped to thread_x, is computed in the loop nest}}
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %f, %A[%j] : memref<?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

func.func @twice(%A: memref<?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{cannot redefine the bound for processor block_x}}
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %f, %A[%j] : memref<?xf32>
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

func.func @in_unmapped(%A: memref<?xf32>, %n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    // expected-error @+1 {{is nested in an scf.parallel without mapping}}
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %f, %A[%j] : memref<?xf32>
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  }
  return
}

// PIPELINE: --one-shot-bufferize --split-input-file --verify-diagnostics --allow-unregistered-dialect
// What One-Shot Bufferize refuses, with upstream's diagnostics.

func.func @unknown_op(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+2 {{op was not bufferized}}
  // expected-note@+1 {{'test.foo' has no bufferization: no op of the 'test' dialect has one; one-shot-bufferize bufferizes ops of the arith, bufferization, func, linalg, scf and tensor dialects}}
  %r = "test.foo"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @to_tensor_without_restrict(%m: memref<4xf32>) -> memref<4xf32> {
  // expected-error@+1 {{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %t = bufferization.to_tensor %m : memref<4xf32>
  %r = bufferization.to_memref %t : memref<4xf32>
  return %r : memref<4xf32>
}

// -----

func.func @yield_not_equivalent(%a: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    // expected-error@+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @while_forwards_other(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%t = %a) : (tensor<4xf32>) -> (tensor<4xf32>) {
    %cond = arith.cmpi slt, %c0, %n : index
    // expected-error@+1 {{Condition arg #0 is not equivalent to the corresponding iter bbArg}}
    scf.condition(%cond) %b : tensor<4xf32>
  } do {
  ^bb0(%u: tensor<4xf32>):
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @while_yields_other(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%t = %a) : (tensor<4xf32>) -> (tensor<4xf32>) {
    %cond = arith.cmpi slt, %c0, %n : index
    scf.condition(%cond) %t : tensor<4xf32>
  } do {
  ^bb0(%u: tensor<4xf32>):
    // expected-error@+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @execute_region_two_yields(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  // expected-error@+1 {{'scf.execute_region' op op without unique scf.yield is not supported}}
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : tensor<4xf32>
  ^bb2:
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// Nor does tensor.pack: the note says which pass decomposes it.
func.func @pack(%a: tensor<8x6xf32>) -> tensor<2x3x4x2xf32> {
  %e = tensor.empty() : tensor<2x3x4x2xf32>
  // expected-error@+2 {{op was not bufferized}}
  // expected-note@+1 {{'tensor.pack' has no bufferization; one-shot-bufferize bufferizes ops of the arith, bufferization, func, linalg, scf and tensor dialects (docs/passes.md lists which); lower-tensor-pack-unpack decomposes this op into ops that have one (strata compile runs it)}}
  %p = tensor.pack %a inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %e : tensor<8x6xf32> -> tensor<2x3x4x2xf32>
  return %p : tensor<2x3x4x2xf32>
}

// -----

// tensor.gather and tensor.scatter have no bufferization, as upstream
// (strata compile rewrites them first: lower-tensor-gather-scatter).
func.func @gather(%s: tensor<4x5xf32>, %i: tensor<2x1xindex>) -> tensor<2x1x5xf32> {
  // expected-error@+2 {{op was not bufferized}}
  // expected-note@+1 {{'tensor.gather' has no bufferization}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  return %0 : tensor<2x1x5xf32>
}

// -----

func.func @scatter(%u: tensor<2x1x5xf32>, %d: tensor<4x5xf32>, %i: tensor<2x1xindex>) -> tensor<4x5xf32> {
  // expected-error@+2 {{op was not bufferized}}
  // expected-note@+1 {{'tensor.scatter' has no bufferization}}
  %0 = tensor.scatter %u into %d[%i] scatter_dims([0]) unique : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// Frontend-shaped programs on tensors, compiled with `strata compile`
// (bufferized, deallocated, lowered) and called from tensors.c.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

// A dense layer with constant weights: relu(x * W + b).
func.func @dense(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %w = arith.constant dense<[[1.0, -1.0], [0.5, 2.0], [-2.0, 1.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[0.25, -0.5]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.generic {indexing_maps = [#col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<2xf32>) outs(%m : tensor<2x2xf32>) {
  ^bb0(%bias: f32, %acc: f32):
    %s = arith.addf %acc, %bias : f32
    %relu = arith.maximumf %s, %zero : f32
    linalg.yield %relu : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// Row sums of a matrix with a dynamic number of rows.
func.func @row_sums(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x4xf32>) outs(%f : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// Zero padding around a 2x2 tensor, then flattened.
func.func @pad_flat(%x: tensor<2x2xf32>) -> tensor<16xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<2x2xf32> to tensor<4x4xf32>
  %flat = tensor.collapse_shape %p [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  return %flat : tensor<16xf32>
}

// x added to itself n times in a loop carrying the tensor, elementwise
// arith on tensors, and the input returned unchanged (the caller still
// owns a copy of it).
func.func @accumulate(%x: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> tensor<4xf32> {
    %s = arith.addf %acc, %x : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r, %x : tensor<4xf32>, tensor<4xf32>
}

// A slice of the input scaled in place of a copy, and an element inserted.
func.func @slices(%x: tensor<4x4xf32>, %v: f32) -> tensor<4x4xf32> {
  %c2 = arith.constant 2 : index
  %e = bufferization.alloc_tensor() copy(%x) : tensor<4x4xf32>
  %s = tensor.extract_slice %e[1, 0] [2, 4] [1, 1] : tensor<4x4xf32> to tensor<2x4xf32>
  %d = linalg.add ins(%s, %s : tensor<2x4xf32>, tensor<2x4xf32>) outs(%s : tensor<2x4xf32>) -> tensor<2x4xf32>
  %i = tensor.insert_slice %d into %e[1, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
  %r = tensor.insert %v into %i[%c2, %c2] : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// A loop whose body yields a new tensor each iteration: the buffers it
// allocates are freed as the loop goes.
func.func @doubling(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %x) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// linalg.softmax along the rows of a dynamic batch.
func.func @softmax(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// scf.while carrying a tensor: halves every element until the first is
// below %limit; scf.forall then negates each element in parallel, through
// a buffer each iteration allocates (and frees).
func.func @halve_negate(%x: tensor<4xf32>, %limit: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %half = arith.constant 0.5 : f32
  %r = scf.while (%t = %x) : (tensor<4xf32>) -> tensor<4xf32> {
    %f = tensor.extract %t[%c0] : tensor<4xf32>
    %go = arith.cmpf oge, %f, %limit : f32
    scf.condition(%go) %t : tensor<4xf32>
  } do {
  ^bb0(%u: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
    %h = linalg.map { arith.mulf } ins(%u, %u : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>)
    %q = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%u : tensor<4xf32>) outs(%h : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.mulf %a, %half : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    scf.yield %q : tensor<4xf32>
  }
  %neg = scf.forall (%i) in (4) shared_outs(%s = %r) -> (tensor<4xf32>) {
    %v = tensor.extract_slice %s[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %o = tensor.empty() : tensor<1xf32>
    %n = linalg.negf ins(%v : tensor<1xf32>) outs(%o : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %n into %s[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %neg : tensor<4xf32>
}

// tensor.concat of dynamically sized tensors (upstream MLIR 19 does not
// bufferize concat).
func.func @stack(%a: tensor<?x2xf32>, %b: tensor<1x2xf32>) -> tensor<?x2xf32> {
  %r = tensor.concat dim(0) %a, %b, %a : (tensor<?x2xf32>, tensor<1x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}

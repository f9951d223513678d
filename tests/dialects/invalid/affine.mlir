func.func @apply_mismatch(%n: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%n)[%n]
  return
}

// -----

func.func @apply_operand_count(%n: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%n) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_two_results(%n: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_not_a_map(%n: index) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = affine.apply 3 (%n)
  return
}

// -----

func.func @min_operand_count(%n: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%n) <{map = affine_map<(d0, d1) -> (d0)>}> : (index) -> index
  return
}

// -----

func.func @max_operand_count(%n: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0) -> (d0)>(%n)[%n]
  return
}

// -----

func.func @load_rank(%n: index, %A: memref<10xf32>) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %A[%n, %n] : memref<10xf32>
  return
}

// -----

func.func @load_subscripts(%n: index, %A: memref<10xf32>) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%A, %n, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}

// -----

func.func @load_index_type(%n: i32, %A: memref<10xf32>) {
  // expected-error@+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "affine.load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, i32) -> f32
  return
}

// -----

func.func @load_result_type(%n: index, %A: memref<10xf32>) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f16
  return
}

// -----

func.func @load_index_not_affine(%n: index, %A: memref<10xf32>) {
  scf.for %i = %n to %n step %n {
    // expected-error@+1 {{'affine.load' op index must be a valid dimension or symbol identifier}}
    %0 = affine.load %A[%i] : memref<10xf32>
  }
  return
}

// -----

func.func @load_not_memref(%n: index, %A: memref<10xf32>) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified}}
  %0 = affine.load %A[%n] : f32
  return
}

// -----

func.func @load_bad_map_delimiter(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{expected '[' in affine map}}
  %0 = affine.load %A(%n) : memref<4xf32>
  return
}

// -----

func.func @load_non_affine(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %A[%n * %n] : memref<4xf32>
  return
}

// -----

func.func @store_value_type(%n: index, %A: memref<10xf32>, %f: f16) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%f, %A, %n) <{map = affine_map<(d0) -> (d0)>}> : (f16, memref<10xf32>, index) -> ()
  return
}

// -----

func.func @store_value_use(%n: index, %A: memref<10xf32>, %f: f16) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: 'f32' vs 'f16'}}
  affine.store %f, %A[%n] : memref<10xf32>
  return
}

// -----

func.func @vector_load_element(%n: index, %A: memref<10xf32>) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %A[%n] : memref<10xf32>, vector<4xf16>
  return
}

// -----

func.func @vector_store_element(%n: index, %A: memref<10xf32>, %v: vector<4xi8>) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %A[%n] : memref<10xf32>, vector<4xi8>
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n)[%n] {
  }
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>() {
  }
  return
}

// -----

func.func @if_no_condition(%n: index) {
  // expected-error@+1 {{'affine.if' op requires an integer set attribute named 'condition'}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_operand_count(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0, d1) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @if_results_without_else(%n: index) {
  // expected-error@+1 {{'affine.if' op  region control flow edge from parent operands to parent results: source has 0 operands, but target successor needs 1}}
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> index {
    affine.yield %n : index
  }
  return
}

// -----

func.func @if_invalid_dim(%n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    }
  }
  return
}

// -----

func.func @for_iv_as_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func.func @for_apply_of_iv_as_symbol(%n: index) {
  affine.for %i = 0 to %n {
    %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %x to 5 {
    }
  }
  return
}

// -----

func.func @for_min_prefix(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 2)>(%n) {
  }
  return
}

// -----

func.func @for_max_prefix(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 2)>(%n) to 3 {
  }
  return
}

// -----

func.func @for_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n)[%n] to 3 {
  }
  return
}

// -----

func.func @for_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>()[%n] to 3 {
  }
  return
}

// -----

func.func @for_two_bound_operands(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %n to 3 {
  }
  return
}

// -----

func.func @for_bound_kind(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "x" to 3 {
  }
  return
}

// -----

func.func @for_missing_to(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 1 3 {
  }
  return
}

// -----

func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @for_step_type() {
  // expected-error@+1 {{'affine.for' op attribute 'step' failed to satisfy constraint: index attribute}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : i32, upperBoundMap = affine_map<() -> (0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_missing_step() {
  // expected-error@+1 {{'affine.for' op requires attribute 'step'}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, upperBoundMap = affine_map<() -> (0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_inits_without_args(%n: index) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @for_iv_type() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (0)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_iter_args_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %0 = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index, index) {
    affine.yield %a : index
  }
  return
}

// -----

func.func @yield_count(%n: index) {
  %0 = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_types(%n: index, %x: i32) {
  %0 = affine.if affine_set<() : (0 == 0)>() -> index {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %x : i32
  } else {
    affine.yield %n : index
  }
  return
}

// -----

func.func @yield_parent(%n: index) {
  scf.execute_region {
    // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }
  return
}

// -----

func.func @parallel_steps(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (%n) step (%n) {
  }
  return
}

// -----

func.func @parallel_reduction_name(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  affine.parallel (%i) = (0) to (%n) reduce ("foo") -> f32 {
  }
  return
}

// -----

func.func @parallel_missing_reduction(%n: index) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %0 = affine.parallel (%i) = (0) to (%n) -> f32 {
    %f = arith.constant 1.0 : f32
    affine.yield %f : f32
  }
  return
}

// -----

func.func @parallel_counts(%n: index) {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (%n) {
  }
  return
}

// -----

func.func @parallel_reduction_type(%n: index) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (%n) reduce ("maxs") -> i32 {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}

// -----

func.func @parallel_invalid_dim(%n: index) {
  affine.parallel (%i) = (0) to (%n) {
    scf.for %j = %n to %n step %n {
      // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
      affine.parallel (%k) = (%j) to (%n) {
      }
    }
  }
  return
}

// -----

func.func @parallel_map_results(%n: index) {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 1 results}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0, 1)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @parallel_reduction_attr(%n: index) {
  // expected-error@+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [17], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @parallel_groups_attr(%n: index) {
  // expected-error@+1 {{'affine.parallel' op attribute 'upperBoundsGroups' failed to satisfy constraint: 32-bit signless integer elements attribute}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi64>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @prefetch_rw(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%n], foo, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %A[%n], read, locality<3>, bar : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%n], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_rank(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %A[%n, %n], write, locality<1>, instr : memref<4xf32>
  return
}

// -----

func.func @dma_strides(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %A[%n], %A[%n], %A[%n], %n, %n : memref<4xf32>, memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_types(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %A[%n], %A[%n], %A[%n], %n : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_destination(%A: memref<4xf32>, %n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  affine.dma_start %A[%n], %t[%n], %A[%n], %n : memref<4xf32>, tensor<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_wait_tag(%n: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %t[%n], %n : tensor<4xf32>
  return
}

// -----

func.func @dma_index_not_affine(%A: memref<4xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %A[%i], %n : memref<4xf32>
  }
  return
}

// -----

func.func @delinearize_empty_basis(%n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op basis should not be empty}}
  %0:2 = affine.delinearize_index %n into () : index, index
  return
}

// -----

func.func @delinearize_results(%n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element}}
  %0:2 = affine.delinearize_index %n into (%n) : index, index
  return
}

// -----

func.func @parallel_wrong_bound_keyword(%n: index) {
  // expected-error@+1 {{use of undeclared identifier}}
  affine.parallel (%i) = (%n) to (%n, max(%n)) {
  }
  return
}


// -----

func.func @vector_load_rank_zero(%A: memref<4xf32>, %n: index) {
  // expected-error@+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "affine.vector_load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> vector<f32>
  return
}

// -----

func.func @parallel_steps_attr(%n: index) {
  // expected-error@+1 {{'affine.parallel' op attribute 'steps' failed to satisfy constraint: 64-bit integer array attribute}}
  "affine.parallel"(%n) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1 : i32], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<(d0) -> (d0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @parallel_truncated_bound(%n: index) {
  // expected-error@+1 {{missing right operand of binary operator}}
  affine.parallel (%i) = (%n +

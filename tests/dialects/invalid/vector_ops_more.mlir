func.func @expandload_element(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %pt: vector<16xf32>) {
  // expected-error @+1 {{'vector.expandload' op base and result element type should match}}
  %1 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xi32>
  return
}

// -----

func.func @expandload_indices(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %pt: vector<16xf32>) {
  // expected-error @+1 {{'vector.expandload' op requires 1 indices}}
  %1 = vector.expandload %m[%i, %i], %mask, %pt : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @expandload_mask(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %pt: vector<16xf32>) {
  // expected-error @+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %1 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<8xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @expandload_pass_thru(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %pt: vector<16xf16>) {
  // expected-error @+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %1 = vector.expandload %m[%i], %mask, %pt : memref<?xf32>, vector<16xi1>, vector<16xf16> into vector<16xf32>
  return
}

// -----

func.func @compressstore_element(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %v: vector<16xf16>) {
  // expected-error @+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<16xi1>, vector<16xf16>
  return
}

// -----

func.func @compressstore_indices(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %v: vector<16xf32>) {
  // expected-error @+1 {{'vector.compressstore' op requires 1 indices}}
  vector.compressstore %m[%i, %i], %mask, %v : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @compressstore_mask(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %v: vector<16xf32>) {
  // expected-error @+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<8xi1>, vector<16xf32>
  return
}

// -----

func.func @compressstore_rank(%m: memref<?xf32>, %i: index, %mask: vector<16xi1>, %v: vector<2x8xf32>) {
  // expected-error @+1 {{'vector.compressstore' op operand #3 must be  of ranks 1, but got 'vector<2x8xf32>'}}
  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<16xi1>, vector<2x8xf32>
  return
}

// -----

func.func @deinterleave_odd(%v: vector<7xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %v : vector<7xf32> -> vector<3xf32>
  return
}

// -----

func.func @deinterleave_not_half(%v: vector<8xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = vector.deinterleave %v : vector<8xf32> -> vector<8xf32>
  return
}

// -----

func.func @deinterleave_result_types(%v: vector<8xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0, %1 = "vector.deinterleave"(%v) : (vector<8xf32>) -> (vector<4xf32>, vector<4xf16>)
  return
}

// -----

func.func @deinterleave_leading_dims(%v: vector<2x8xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = vector.deinterleave %v : vector<2x8xf32> -> vector<3x4xf32>
  return
}

// -----

func.func @deinterleave_0d(%v: vector<f32>) {
  // expected-error @+1 {{'vector.deinterleave' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0, %1 = vector.deinterleave %v : vector<f32> -> vector<f32>
  return
}

// -----

func.func @deinterleave_scalability(%v: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = vector.deinterleave %v : vector<[8]xf32> -> vector<4xf32>
  return
}

// -----

func.func @scalable_insert_position(%v: vector<8xf32>, %sv: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %v, %sv[3] : vector<8xf32> into vector<[8]xf32>
  return
}

// -----

func.func @scalable_insert_element(%v: vector<8xf32>, %sv: vector<[8]xf16>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that all of {source, dest} have same element type}}
  %0 = vector.scalable.insert %v, %sv[0] : vector<8xf32> into vector<[8]xf16>
  return
}

// -----

func.func @scalable_insert_fixed_dest(%v: vector<8xf32>, %sv: vector<8xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.scalable.insert %v, %sv[0] : vector<8xf32> into vector<8xf32>
  return
}

// -----

func.func @scalable_insert_rank(%v: vector<2x8xf32>, %sv: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op operand #0 must be  of ranks 1, but got 'vector<2x8xf32>'}}
  %0 = vector.scalable.insert %v, %sv[0] : vector<2x8xf32> into vector<[8]xf32>
  return
}

// -----

func.func @scalable_extract_position(%sv: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %sv[3] : vector<8xf32> from vector<[8]xf32>
  return
}

// -----

func.func @scalable_extract_element(%sv: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that all of {source, res} have same element type}}
  %0 = vector.scalable.extract %sv[0] : vector<8xi32> from vector<[8]xf32>
  return
}

// -----

func.func @flat_transpose_element(%a: vector<16xf32>) {
  // expected-error @+1 {{'vector.flat_transpose' op failed to verify that source operand and result have same element type}}
  %0 = vector.flat_transpose %a {rows = 4 : i32, columns = 4 : i32} : vector<16xf32> -> vector<16xi32>
  return
}

// -----

func.func @flat_transpose_rank(%a: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.flat_transpose' op operand #0 must be vector of signless integer or signed integer or index or floating-point values of ranks 1, but got 'vector<4x4xf32>'}}
  %0 = vector.flat_transpose %a {rows = 4 : i32, columns = 4 : i32} : vector<4x4xf32> -> vector<16xf32>
  return
}

// -----

func.func @flat_transpose_rows_type(%a: vector<16xf32>) {
  // expected-error @+1 {{'vector.flat_transpose' op attribute 'rows' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = vector.flat_transpose %a {rows = 4, columns = 4 : i32} : vector<16xf32> -> vector<16xf32>
  return
}

// -----

func.func @matrix_multiply_missing_attr(%a: vector<16xf32>, %b: vector<12xf32>) {
  // expected-error @+1 {{'vector.matrix_multiply' op requires attribute 'rhs_columns'}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 4 : i32, lhs_columns = 4 : i32} : (vector<16xf32>, vector<12xf32>) -> vector<12xf32>
  return
}

// -----

func.func @matrix_multiply_rhs(%a: vector<16xf32>, %b: vector<12xf16>) {
  // expected-error @+1 {{'vector.matrix_multiply' op failed to verify that rhs operand and result have same element type}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 3 : i32} : (vector<16xf32>, vector<12xf16>) -> vector<12xf32>
  return
}

// -----

func.func @matrix_multiply_lhs(%a: vector<16xf16>, %b: vector<12xf32>) {
  // expected-error @+1 {{'vector.matrix_multiply' op failed to verify that lhs operand and result have same element type}}
  %0 = vector.matrix_multiply %a, %b {lhs_rows = 4 : i32, lhs_columns = 4 : i32, rhs_columns = 3 : i32} : (vector<16xf16>, vector<12xf32>) -> vector<12xf32>
  return
}

// -----

func.func @interleave_leading_dims(%a: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %a : vector<2x4xf32> -> vector<3x8xf32>
  return
}

// -----

func.func @interleave_element(%a: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %a : vector<2x4xf32> -> vector<2x8xf16>
  return
}

// -----

func.func @interleave_operand_types(%a: vector<2x4xf32>, %b: vector<2x4xf16>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<2x4xf32>, vector<2x4xf16>) -> vector<2x8xf32>
  return
}

// -----

func.func @interleave_scalability(%a: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = vector.interleave %a, %a : vector<2x4xf32> -> vector<2x[8]xf32>
  return
}

// -----

func.func @interleave_0d_result(%a: vector<f32>) {
  // expected-error @+1 {{'vector.interleave' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "vector.interleave"(%a, %a) : (vector<f32>, vector<f32>) -> vector<f32>
  return
}

// -----

func.func @scan_dim(%w: vector<2x8xf32>, %i: vector<2xf32>) {
  // expected-error @+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %w, %i {inclusive = true, reduction_dim = 2 : i64} : vector<2x8xf32>, vector<2xf32>
  return
}

// -----

func.func @scan_initial_shape(%w: vector<2x8xf32>, %i: vector<8xf32>) {
  // expected-error @+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %w, %i {inclusive = true, reduction_dim = 1 : i64} : vector<2x8xf32>, vector<8xf32>
  return
}

// -----

func.func @scan_kind(%w: vector<2x8xf32>, %i: vector<2xf32>) {
  // expected-error @+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %w, %i {inclusive = true, reduction_dim = 1 : i64} : vector<2x8xf32>, vector<2xf32>
  return
}

// -----

func.func @scan_inclusive_missing(%w: vector<2x8xf32>, %i: vector<2xf32>) {
  // expected-error @+1 {{'vector.scan' op requires attribute 'inclusive'}}
  %0:2 = vector.scan <add>, %w, %i {reduction_dim = 1 : i64} : vector<2x8xf32>, vector<2xf32>
  return
}

// -----

func.func @scan_result_types(%w: vector<2x8xf32>, %i: vector<2xf32>) {
  // expected-error @+1 {{'vector.scan' op failed to verify that all of {source, dest} have same type}}
  %0:2 = "vector.scan"(%w, %i) <{inclusive = false, kind = #vector.kind<add>, reduction_dim = 1 : i64}> : (vector<2x8xf32>, vector<2xf32>) -> (vector<2x8xf16>, vector<2xf32>)
  return
}

// -----

func.func @warp_yield_count(%i: index) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = vector.warp_execute_on_lane_0(%i)[32] -> (vector<1xf32>) {
    %r = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %r, %r : vector<32xf32>, vector<32xf32>
  }
  return
}

// -----

func.func @warp_block_args(%i: index, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  vector.warp_execute_on_lane_0(%i)[32] args(%a : vector<4xf32>) {
  ^bb0(%x: vector<128xf32>, %y: f32):
  }
  return
}

// -----

func.func @warp_not_multiple(%i: index) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected expanded vector dimension #0 (32) to be a multipler of the distributed vector dimension (3)}}
  %0 = vector.warp_execute_on_lane_0(%i)[32] -> (vector<3xf32>) {
    %r = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %r : vector<32xf32>
  }
  return
}

// -----

func.func @warp_size_mismatch(%i: index) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<32xf32>' to 'vector<2xf32>' with warp size = 32}}
  %0 = vector.warp_execute_on_lane_0(%i)[32] -> (vector<2xf32>) {
    %r = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %r : vector<32xf32>
  }
  return
}

// -----

func.func @warp_scalar_result(%i: index) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %0 = vector.warp_execute_on_lane_0(%i)[32] -> (f32) {
    %r = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %r : vector<32xf32>
  }
  return
}

// -----

func.func @warp_element_type(%i: index) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %0 = vector.warp_execute_on_lane_0(%i)[32] -> (vector<1xi32>) {
    %r = arith.constant dense<1.0> : vector<32xf32>
    vector.yield %r : vector<32xf32>
  }
  return
}

// -----

func.func @warp_block_arg_type(%i: index, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xf32>' to 'vector<4xf32>' with warp size = 32}}
  vector.warp_execute_on_lane_0(%i)[32] args(%a : vector<4xf32>) {
  ^bb0(%x: vector<64xf32>):
  }
  return
}

// -----

func.func @reshape_input_rank(%w3: vector<2x4x8xf32>, %c2: index, %c4: index) {
  // expected-error @+1 {{invalid input shape for vector type 'vector<2x4x8xf32>'}}
  %0 = vector.reshape %w3, [%c2], [%c4, %c2], [8] : vector<2x4x8xf32> to vector<4x2x8xf32>
  return
}

// -----

func.func @reshape_output_rank(%w3: vector<2x4x8xf32>, %c2: index, %c4: index) {
  // expected-error @+1 {{invalid output shape for vector type 'vector<4x2x8xf32>'}}
  %0 = vector.reshape %w3, [%c2, %c4], [%c4], [8] : vector<2x4x8xf32> to vector<4x2x8xf32>
  return
}

// -----

func.func @reshape_fixed_input(%w3: vector<2x4x4xf32>, %c2: index, %c4: index) {
  // expected-error @+1 {{fixed vector size must match input vector for dim 0}}
  %0 = vector.reshape %w3, [%c2, %c4], [%c4, %c2], [8] : vector<2x4x4xf32> to vector<4x2x8xf32>
  return
}

// -----

func.func @reshape_fixed_output(%w3: vector<2x4x8xf32>, %c2: index, %c4: index) {
  // expected-error @+1 {{fixed vector size must match output vector for dim 0}}
  %0 = vector.reshape %w3, [%c2, %c4], [%c4, %c2], [8] : vector<2x4x8xf32> to vector<4x2x4xf32>
  return
}

// -----

func.func @reshape_product(%w3: vector<2x4x8xf32>) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // expected-error @+1 {{product of input and output shape sizes must match}}
  %0 = vector.reshape %w3, [%c2, %c2], [%c3, %c2], [8] : vector<2x4x8xf32> to vector<3x2x8xf32>
  return
}

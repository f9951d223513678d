func.func @element_type_of_memref(%src : memref<32x32xf64>, %i : index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float values of ranks 1 values, but got 'memref<32x32xf64>'}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf64> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @matrix_of_vectors_of_rank_2(%m : memref<4x4xvector<2x2xi8>>, %i : index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of}}
  %d = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<4x4xvector<2x2xi8>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @unknown_operand(%src : memref<32x32xf16>, %i : index) {
  // expected-error@+1 {{operand expected to be one of AOp, BOp or COp}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf16, "XOp">
  return
}

// -----

func.func @three_dimensions(%src : memref<32x32xf16>, %i : index) {
  // expected-error@+1 {{MMAMatrixType must have exactly two dimensions}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16x16xf16, "AOp">
  return
}

// -----

func.func @f64_elements(%src : memref<32x32xf16>, %i : index) {
  // expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, or F32}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16> -> !gpu.mma_matrix<16x16xf64, "AOp">
  return
}

// -----

// expected-error@+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, or F32}}
func.func @signless_i8_elements(%a : !gpu.mma_matrix<16x16xi8, "COp">) {
  return
}

// -----

// expected-error@+1 {{expected static shape}}
func.func @dynamic_shape(%a : !gpu.mma_matrix<?x16xf16, "COp">) {
  return
}

// -----

// expected-error@+1 {{expected ','}}
func.func @missing_comma(%a : !gpu.mma_matrix<16x16xf16 "COp">) {
  return
}

// -----

// expected-error@+1 {{expected '>'}}
func.func @extra_parameter(%a : !gpu.mma_matrix<16x16xf16, "COp", 1>) {
  return
}

// -----

// expected-error@+1 {{expected '<'}}
func.func @no_parameters(%a : !gpu.mma_matrix) {
  return
}

// -----

// expected-error@+1 {{unknown gpu type: foo}}
func.func @unknown_type(%a : !gpu.foo) {
  return
}

// -----

func.func @source_stride(%src : memref<32x32xf16, strided<[64, 2]>>, %i : index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[64,2]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @source_permuted(%m : memref<4x4xf16, affine_map<(d0, d1) -> (d1, d0)>>, %i : index) {
  // expected-error@+1 {{expected source memref most minor dim must have unit stride}}
  %d = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<4x4xf16, affine_map<(d0, d1) -> (d1, d0)>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @lead_dimension_required(%m : memref<4x4xf16>, %i : index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op requires attribute 'leadDimension'}}
  %d = "gpu.subgroup_mma_load_matrix"(%m, %i, %i) : (memref<4x4xf16>, index, index) -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @result_not_a_matrix(%m : memref<4x4xf16>, %i : index) {
  // expected-error@+1 {{'gpu.subgroup_mma_load_matrix' op result #0 must be MMAMatrix type, but got 'memref<4x4xf16>'}}
  %d = "gpu.subgroup_mma_load_matrix"(%m, %i, %i) {leadDimension = 4 : index} : (memref<4x4xf16>, index, index) -> memref<4x4xf16>
  return
}

// -----

func.func @store_a_operand(%m : !gpu.mma_matrix<16x16xf16, "AOp">, %dst : memref<32x32xf16>, %i : index) {
  // expected-error@+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %m, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @destination_stride(%a : !gpu.mma_matrix<16x16xi32, "COp">, %m : memref<32x32xf16, strided<[1, 32]>>, %i : index) {
  // expected-error@+1 {{expected destination memref most minor dim must have unit stride}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xi32, "COp">, memref<32x32xf16, strided<[1, 32]>>
  return
}

// -----

func.func @operand_order(%a : !gpu.mma_matrix<16x16xf16, "AOp">, %b : !gpu.mma_matrix<16x16xf16, "AOp">, %c : !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operands must be in the order AOp, BOp, COp}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @matmul_shapes(%a : !gpu.mma_matrix<16x8xf16, "AOp">, %b : !gpu.mma_matrix<16x16xf16, "BOp">, %c : !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @i32_a_operand(%a : !gpu.mma_matrix<16x16xi32, "AOp">, %b : !gpu.mma_matrix<16x16xf16, "BOp">, %c : !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op operand #0 must be gpu.mma_matrix of 8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float values, but got '!gpu.mma_matrix<16x16xi32, "AOp">'}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xi32, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @si8_accumulator(%a : !gpu.mma_matrix<16x16xf16, "AOp">, %b : !gpu.mma_matrix<16x16xf16, "BOp">, %c : !gpu.mma_matrix<16x16xsi8, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_compute' op operand #2 must be gpu.mma_matrix of 32-bit signless integer or 16-bit float or 32-bit float values, but got '!gpu.mma_matrix<16x16xsi8, "COp">'}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xsi8, "COp">
  return
}

// -----

func.func @compute_result_differs(%a : !gpu.mma_matrix<16x16xf16, "AOp">, %b : !gpu.mma_matrix<16x16xf16, "BOp">, %c : !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error@+2 {{use of value '%c' expects different type than prior uses}}
  // expected-note@-2 {{prior use here}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @constant_f64(%v : f64) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op operand #0 must be 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float, but got 'f64'}}
  %d = "gpu.subgroup_mma_constant_matrix"(%v) : (f64) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @constant_of_other_type(%v : f16) {
  // expected-error@+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %d = "gpu.subgroup_mma_constant_matrix"(%v) : (f16) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @unknown_elementwise(%a : !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+2 {{expected ::mlir::gpu::MMAElementwiseOp to be one of: addf, mulf, subf, maxf, minf, divf, addi, muli, subi, divs, divu, negatef, negates, extf}}
  // expected-error@+1 {{failed to parse MMAElementWiseAttr parameter 'value' which is to be a `::mlir::gpu::MMAElementwiseOp`}}
  %d = gpu.subgroup_mma_elementwise foo %a : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @elementwise_integer_op_type(%a : !gpu.mma_matrix<16x16xf16, "COp">) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op attribute 'opType' failed to satisfy constraint: elementwise operation to apply to mma matrix}}
  %d = "gpu.subgroup_mma_elementwise"(%a) {opType = 3 : i32} : (!gpu.mma_matrix<16x16xf16, "COp">) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

// -----

func.func @elementwise_of_scalar(%a : f16) {
  // expected-error@+1 {{'gpu.subgroup_mma_elementwise' op operand #0 must be variadic of MMAMatrix type, but got 'f16'}}
  %d = "gpu.subgroup_mma_elementwise"(%a) {opType = #gpu<mma_element_wise addf>} : (f16) -> !gpu.mma_matrix<16x16xf16, "COp">
  return
}

func.func @f(%n: index) {
// expected-error @+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @f(%n: index) {
// expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc(%n) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @f(%n: index) {
// expected-error @+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
  %0 = "memref.alloca"() <{alignment = -1 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
// expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32) {
// expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index, %v: f32) {
  "memref.store"(%v, %m, %i, %i) : (f32, memref<4x4xf32>, index, index) -> ()
// expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i, %i) : (memref<4x4xf32>, index, index) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xf32, 1>) {
// expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<5xf32>) {
// expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>) {
// expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<f32>, %i: index) {
// expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

// expected-error @+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @g : memref<2xf32> = "foo"

// -----

// expected-error @+1 {{expected operation name in quotes}}
memref.global @g : memref<2xf32> = dense<1.0> : tensor<3xf32>

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<2xf32>', but was of type 'tensor<3xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 3 : i32}> : () -> ()

// -----

// expected-error @+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @g : memref<2xf32> = dense<1.0> {alignment = 3}

// -----

func.func @assume_alignment_not_power_of_two(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global @g : memref<2xf32>
func.func @f() {
// expected-error @+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  return
}

// -----

func.func @f() {
// expected-error @+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = memref.get_global @g : memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4xf32, strided<[2]>>) {
// expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}


// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout) }}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes) }}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected result rank to be smaller or equal to the source rank. }}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4x1xf32, strided<[16, 1, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected result element type to be 'f32'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][4, 4][1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16xf32> to memref<4x4x4xf32, strided<[16, 1, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: -16>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0, 0][4, -4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout) }}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 3>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error @+1 {{expected result type to be 'memref<1x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout) }}
  %0 = memref.subview %m[0, 0][1, 4][1, 1] : memref<8x16xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>) {
// expected-error @+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0][1, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error @+1 {{expected result type with size = 10 instead of 9 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x9xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error @+1 {{expected result type with stride = 1 instead of 10 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 10], strides: [1, 1] : memref<?xf32> to memref<10x10xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error @+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<10x10xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xi32>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error @+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10x10xf32, 2>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32, 2>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error @+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 1], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error @+1 {{expected result type to have strided layout but found 'memref<10x10xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 10], strides: [10, 1] : memref<?xf32> to memref<10x10xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>
  return
}

// -----

func.func @f(%m: memref<6x4xf32>) {
// expected-error @+1 {{'memref.expand_shape' op collapsed dim size (6) must equal reassociation group size (8)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 4] : memref<6x4xf32> into memref<2x4x4xf32>
  return
}

// -----

func.func @f(%m: memref<6x4xf32>) {
// expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @f(%m: memref<6x4xf32>) {
// expected-error @+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = memref.expand_shape %m [[0, 2], [1]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @f(%m: memref<6x4xf32>) {
// expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3] : memref<6x4xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @f(%m: memref<6x4xf32>) {
// expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 2}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x4xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @f(%m: memref<6x4xf32>) {
// expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3x4xf32>' but found 'memref<2x3x4xf32, strided<[12, 4, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32, strided<[12, 4, 1]>>
  return
}

// -----

func.func @f(%m: memref<6x4xf32>) {
// expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0], [1]] output_shape [6, 4] : memref<6x4xf32> into memref<6xf32>
  return
}

// -----

func.func @f(%m: memref<6x?xf32>) {
// expected-error @+1 {{'memref.expand_shape' op collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x?xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @f(%m: memref<2x3x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (5) must equal reassociation group size (6)}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<5x4xf32>
  return
}

// -----

func.func @f(%m: memref<2x3x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<6x4xf32>' but found 'memref<6x4xf32, strided<[4, 1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @f(%m: memref<2x3xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6x1xf32>
  return
}

// -----

func.func @f(%m: memref<2x3x4xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 1], [3]] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func.func @f(%m: memref<2x3xf32>) {
// expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<2x3xf32> into memref<f32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>) {
// expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>) {
// expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i) -> (i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
// expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
// expected-error @+1 {{incorrect number of size operands for type 'memref<?x4xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8, 1>, %i: index) {
// expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8, 1>' and view memref type 'memref<4x4xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8, 1> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
// expected-error @+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[8, 1]>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @f(%m: memref<2048xf32>, %i: index) {
// expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4x5xf32>, %s: memref<2xindex>) {
// expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<2xindex>) -> memref<2x10xi32>
  return
}

// -----

func.func @f(%m: memref<4x5xf32>, %s: memref<3xindex>) {
// expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<3xindex>) -> memref<2x10xf32>
  return
}

// -----

func.func @f(%m: memref<4x5xf32>, %s: memref<?xindex>) {
// expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<?xindex>) -> memref<2x10xf32>
  return
}

// -----

func.func @f(%m: memref<4x5xf32, strided<[10, 1]>>, %s: memref<2xindex>) {
// expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x5xf32, strided<[10, 1]>>, memref<2xindex>) -> memref<2x10xf32>
  return
}


// -----

func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
// expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<10xi32>, %v: i32, %i: index) {
// expected-error @+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<10xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
// expected-error @+1 {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
// expected-error @+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, assign, maximumf, maxs, maxu, minimumf, mins, minu, mulf, muli, ori, andi, maxnumf, minnumf]}}
  %0 = memref.atomic_rmw bogus %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<10xf32>, %v: f64, %i: index) {
// expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f64, memref<10xf32>) -> f64
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
// expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
// expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: i32):
    memref.atomic_yield %a : i32
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index, %x: i32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
// expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %x : i32
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index, %v: f32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%a: f32):
// expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<10xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @f(%v: f32) {
// expected-error @+1 {{'memref.alloca_scope' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @f(%v: i32) {
// expected-error @+1 {{'memref.alloca_scope' op  along control flow edge from Region #0 to parent results: source type #0 'i32' should match input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : i32
  }
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
// expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<3>, data : memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
// expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
// expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<3>, data : memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index) {
// expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<3>, code : memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %t: memref<1xi32>, %i: index) {
// expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i : memref<10xf32>, memref<10xf32>, memref<1xi32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %t: memref<1xi32>, %i: index) {
// expected-error @+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<10xf32>, memref<10xf32>
  return
}

// -----

func.func @f(%m: memref<10xf32>, %t: memref<1xi32>, %i: index) {
// expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%m, %i, %m) : (memref<10xf32>, index, memref<10xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<10xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
// expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%f, %i, %m, %i, %i, %t, %i) : (f32, index, memref<10xf32>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<10xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
// expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %i, %m, %i, %f, %t, %i) : (memref<10xf32>, index, memref<10xf32>, index, f32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<10xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
// expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %i) : (memref<10xf32>, index, memref<10xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @f(%t: memref<1xi32>, %i: index) {
// expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %t[], %i : memref<1xi32>
  return
}

// -----

func.func @f(%m: memref<8x?xf32>) {
// expected-error @+2 {{'memref.extract_strided_metadata' op failed to infer returned types}}
// expected-error @+1 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'}}
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x?xf32> -> memref<f64>, index, index, index, index, index
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<8xf32>' and result type 'memref<9xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<8xf32> to memref<9xf32, 1>
  return
}

// -----

func.func @f(%m: memref<8xf32>) {
// expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<8xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<8xf32> to memref<*xf32, 1>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%m: memref<8xf32>, %v: i32, %i: index) {
// expected-error @+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  memref.store %v, %m[%i] : memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<8xf32>, %i: index) {
// expected-error @+1 {{expected operation name in quotes}}
  %0 = memref.load %m[%i] : memref<8xf32> ]
  return
}

// -----

func.func @prefetch_missing_rw_keyword(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i],
  // expected-error@+1 {{expected valid keyword}}
  3, locality<1>, data : memref<4xf32>
  return
}

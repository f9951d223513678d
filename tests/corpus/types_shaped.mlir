// Builtin shaped types: vector (fixed, 0-d, scalable), ranked/unranked tensor (with encoding),
// memref (affine-map and strided layouts, integer/string/dictionary memory spaces), unranked memref.
// Note: mlir-opt-19 only accepts integer, string, dictionary or registered-dialect memory spaces.

#enc = #foo.encoding<"csr">
#col_major = affine_map<(d0, d1) -> (d1, d0)>
#col_major2 = affine_map<(d0) -> (d0 * 2)>

func.func @vectors(%a: vector<4xf32>, %b: vector<3x42xi32>, %c: vector<f32>,
                   %d: vector<[4]xf32>, %e: vector<2x[4]xf32>, %f: vector<[2]x[8]xi8>,
                   %g: vector<4x[4]xindex>, %h: vector<1x1x1xf64>, %i: vector<2x3x[4]xbf16>,
                   %j: vector<[4]x2xf32>, %k: vector<16xi1>) {
  "tst.use"(%a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k)
      : (vector<4xf32>, vector<3x42xi32>, vector<f32>, vector<[4]xf32>, vector<2x[4]xf32>,
         vector<[2]x[8]xi8>, vector<4x[4]xindex>, vector<1x1x1xf64>, vector<2x3x[4]xbf16>,
         vector<[4]x2xf32>, vector<16xi1>) -> ()
  return
}

// Whitespace inside dimension lists is allowed.
func.func @vector_spacing(%a: vector<4 x 8 x f32>, %b: vector< [4] x i8 >) {
  return
}

func.func @tensors(%a: tensor<f32>, %b: tensor<?xf32>, %c: tensor<?x?x13x?xf32>,
                   %d: tensor<17x4x13x4xf32>, %e: tensor<0x42xf32>, %f: tensor<0xf32>,
                   %g: tensor<*xf32>, %h: tensor<*xi1>, %i: tensor<4x!foo.elt>,
                   %j: tensor<2xvector<4xf32>>, %k: tensor<2xcomplex<f32>>,
                   %l: tensor<1x0xi32>) {
  return
}

func.func @tensor_encodings(%a: tensor<?x?xf64, #enc>, %b: tensor<4xi32, "enc_string">,
                            %c: tensor<4xi32, 7 : i64>, %d: tensor<4xi32, {a = 1}>,
                            %e: tensor<4xi32, #foo<"opaque enc">>, %f: tensor<4xi32, [1, 2]>) {
  return
}

func.func @memrefs(%a: memref<f32>, %b: memref<0xf32>, %c: memref<1x0xf32>, %d: memref<0x1xf32>,
                   %e: memref<16x32xf32>, %f: memref<?x?xf32>, %g: memref<4xvector<4xf32>>,
                   %h: memref<4xmemref<2xi8>>, %i: memref<8xindex>,
                   %k: memref<4xcomplex<f32>>) {
  return
}

func.func @memref_affine_layouts(
    %a: memref<16x32xf32, #col_major>,
    %b: memref<16x32xf32, affine_map<(d0, d1) -> (d0, d1)>>,
    %c: memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>>,
    %d: memref<16x64xf32, affine_map<(d0, d1) -> (d0, (d1 + 2) floordiv 2, (d1 + 2) mod 2)>>,
    %e: memref<16x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>) {
  return
}

func.func @memref_strided_layouts(
    %a: memref<2x3x4xf32, strided<[12, 4, 1]>>,
    %b: memref<?x?xf32, strided<[?, 1], offset: ?>>,
    %c: memref<2xf32, strided<[2], offset: 0>>,
    %d: memref<2xf32, strided<[2]>>,
    %e: memref<4x4xf32, strided<[?, ?], offset: 5>>,
    %f: memref<f32, strided<[], offset: 3>>,
    %g: memref<f32, strided<[]>>,
    %h: memref<?xf32, strided<[1]>>,
    // Negative strides/offsets: accepted by mlir-opt-19 although the spec says they must not be.
    %i: memref<4xf32, strided<[-1], offset: 3>>,
    %j: memref<4xf32, strided<[1], offset: -1>>) {
  return
}

func.func @memref_memory_spaces(
    %a: memref<4xf32, 1>,
    %b: memref<4xf32, 0>,
    %c: memref<4xf32, 3 : i32>,
    %d: memref<4xf32, "shared">,
    %e: memref<4xf32, 2 : index>,
    %f: memref<4xf32, {space = 2}>,
    %g: memref<4xf32, #col_major2, 5>,
    %h: memref<4x4xf32, strided<[4, 1]>, "private">,
    %i: memref<4xf32, affine_map<(d0) -> (d0 + 1)>, {kind = "local"}>) {
  return
}
func.func @unranked_memrefs(%a: memref<*xf32>, %b: memref<*xf32, 1>, %c: memref<*xi8, "shared">,
                            %d: memref<*xf32, {kind = "global"}>, %e: memref<*xvector<4xf32>>) {
  return
}

// Shaped types as type attributes.
"tst.shaped_attrs"() {
  v = vector<[4]xf32>, t = tensor<*xf32>, m = memref<*xf32, 1>,
  s = memref<?x?xf32, strided<[?, 1], offset: ?>>
} : () -> ()

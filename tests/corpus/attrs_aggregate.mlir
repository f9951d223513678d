// Aggregate builtin attributes: arrays, dictionaries, dense arrays, dense int/float/complex/string
// elements (nested, splat, hex, empty), dense_resource + dialect_resources, sparse, opaque and
// pretty dialect attributes, type attrs, symbol references and distinct attributes.

"tst.arrays"() {
  empty = [],
  mixed = [10, i32, "string", 1.5 : f32, unit],
  nested = [[], [1, [2, [3]]], [{a = 1}]],
  with_map = [affine_map<(d0, d1, d2) -> (d0, d1)>, i32, "string attribute"]
} : () -> ()

"tst.dicts"() {
  empty = {},
  one = {attr_name = "string attribute"},
  two = {int_attr = 10, "string attr name" = "string attribute"},
  nested = {outer = {inner = {leaf = true}}, z = 1, a = 2},
  unit_entry = {flag}
} : () -> ()

"tst.dense_arrays"() {
  i8 = array<i8: 1, -2, 127>,
  i16 = array<i16: 1000>,
  i32 = array<i32: 1, 2>,
  i64 = array<i64: 9223372036854775807, -1>,
  f32 = array<f32: 1.0, -2.5, 3.>,
  f64 = array<f64: 42., 12.>,
  bools = array<i1: true, false>,
  empty_f32 = array<f32>,
  empty_i64 = array<i64>,
  empty_i1 = array<i1>
} : () -> ()

"tst.dense_int_float"() {
  splat_i32 = dense<10> : tensor<2xi32>,
  splat_f32 = dense<1.5> : tensor<4x4xf32>,
  list_f32 = dense<[10.0, 11.0]> : tensor<2xf32>,
  nested = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>,
  nested3 = dense<[[[1], [2]], [[3], [4]]]> : tensor<2x2x1xi8>,
  neg = dense<[-1, -128, 127]> : tensor<3xi8>,
  bools = dense<[true, false, true]> : tensor<3xi1>,
  bool_splat = dense<true> : tensor<8xi1>,
  vec = dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>,
  vec2d = dense<0> : vector<2x[4]xi32>,
  scalar = dense<5> : tensor<i64>,
  dyn_splat_idx = dense<3> : tensor<2xindex>,
  empty = dense<> : tensor<0xi32>,
  empty2d = dense<> : tensor<2x0xf32>,
  empty_list = dense<[]> : tensor<0xi32>,
  unsigned = dense<[255, 0]> : tensor<2xui8>,
  signed = dense<[-1, 1]> : tensor<2xsi16>,
  big = dense<[123456789012345678901234567890, 0]> : tensor<2xi128>,
  odd = dense<[1, 2, 3]> : tensor<3xi3>,
  f16 = dense<[0.5, 0.25]> : tensor<2xf16>,
  bf16 = dense<1.0> : tensor<2xbf16>,
  f8 = dense<[1.0, 2.0]> : tensor<2xf8E4M3FN>,
  hex_float_elems = dense<[0x7FC00000, 0x3F800000]> : tensor<2xf32>,
  f64 = dense<[1.0e10, -2.5e-3]> : tensor<2xf64>
} : () -> ()

// Quirks accepted by mlir-opt-19: a dense attribute typed as a memref (the spec only lists
// tensor/vector), and a parenthesized (complex-style) literal for a non-complex element type.
"tst.dense_quirks"() {
  on_memref = dense<1> : memref<2xi32>,
  paren_pair = dense<(1, 2)> : tensor<2xi32>
} : () -> ()

"tst.dense_complex"() {
  ci = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>,
  cf = dense<(1.0, -2.0)> : tensor<3xcomplex<f32>>,
  cf_nested = dense<[[(1.0, 0.0)], [(0.0, 1.0)]]> : tensor<2x1xcomplex<f64>>
} : () -> ()

"tst.dense_hex"() {
  hex_i32 = dense<"0x0100000002000000"> : tensor<2xi32>,
  hex_splat = dense<"0x01000000"> : tensor<4xi32>,
  hex_f32 = dense<"0x0000803F00000040"> : tensor<2xf32>,
  hex_i8 = dense<"0x0102030405060708"> : tensor<2x4xi8>
} : () -> ()

"tst.dense_string"() {
  splat = dense<"example"> : tensor<2x!foo.string>,
  list = dense<["example1", "example2"]> : tensor<2x!foo.string>,
  nested = dense<[["a", "b"], ["c", "d"]]> : tensor<2x2x!foo.string>,
  escapes = dense<["a\"b", "\00\ff"]> : tensor<2x!foo.bytes>
} : () -> ()

"tst.dense_resource"() {
  res_i32 = dense_resource<blob1> : tensor<2xi32>,
  res_f32 = dense_resource<blob_f32> : tensor<2xf32>,
  res_again = dense_resource<blob1> : tensor<2xui32>
} : () -> ()

"tst.sparse"() {
  coo = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>,
  float = sparse<[[0], [3]], [1.5, -2.0]> : tensor<8xf32>,
  splat_value = sparse<[[0, 1]], 7> : tensor<2x2xi64>,
  empty = sparse<[], []> : tensor<4xi32>,
  vec = sparse<[[1]], [3.0]> : vector<4xf32>
} : () -> ()

"tst.dialect_attrs"() {
  opaque = #foo<"opaque attribute data">,
  opaque_nested = #foo<string<"">>,
  complex_body = #foo<"a123^^^" + bar>,
  pretty = #foo.string<"">,
  pretty_bare = #foo.flag,
  pretty_nested = #foo.pair<[1, 2], {k = v}, (x), <y>>,
  typed = #foo.typed : i32
} : () -> ()

"tst.type_attrs"() {i = i32, t = tensor<*xf32>, f = (i32) -> i1, d = !foo.bar<1>, c = complex<f32>} : () -> ()

"tst.symbol_refs"() {
  flat = @flat_reference,
  nested = @parent_reference::@nested_reference,
  deep = @a::@b::@c,
  quoted = @"sym with spaces",
  quoted_nested = @"outer sym"::@"inner.sym",
  in_array = [@x, @y::@z]
} : () -> ()

"tst.distinct"() {
  d0 = distinct[0]<42 : i32>,
  d0_again = distinct[0]<42 : i32>,
  d1 = distinct[1]<42 : i32>,
  d2 = distinct[2]<unit>,
  d3 = distinct[3]<{a = "b"}>,
  arr = [distinct[4]<[]>, distinct[4]<[]>]
} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob_f32: "0x040000000000803F00000040"
    }
  }
#-}

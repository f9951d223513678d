// Other builtin types (complex, tuple, function, none, index) and dialect types
// in opaque form `!foo<"...">` and pretty form `!foo.bar<...>`.

func.func @complex(%a: complex<f32>, %b: complex<f64>, %c: complex<i32>, %d: complex<bf16>, %e: complex<si8>) {
  return
}

func.func @tuples(%a: tuple<>, %b: tuple<f32>, %c: tuple<i32, f32, tensor<i1>, i5>,
                  %d: tuple<tuple<>, tuple<i8, tuple<index>>>, %e: tuple<none, !foo.bar>) {
  return
}

func.func @function_types(%a: () -> (), %b: (i32) -> i32, %c: (i32, f32) -> (i1, i1),
                          %d: () -> (() -> ()), %e: ((i32) -> i32) -> (i32),
                          %f: (tuple<>) -> (), %g: (i8) -> ((i8) -> (i8))) {
  return
}

func.func @none_and_index(%a: none, %b: index, %c: tensor<?xindex>) -> (none, index) {
  return %a, %b : none, index
}

func.func @dialect_types(%a: !foo<"opaque contents">, %b: !foo.bar, %c: !foo.bar<abcd>,
                         %d: !foo.bar<"a123^^^" + bar>, %e: !foo<something<abcd>>,
                         %f: !tf.string, %g: !foo.nested<[1, 2], {x = y}, (p, q)>,
                         %h: !foo.baz<i32, f32, <4 x 8>>, %i: !foo.a.b.c,
                         %j: !foo.with_arrow<i32 -> f32>) {
  return
}

// Dialect types nested inside builtin types and vice versa.
func.func @nesting(%a: tensor<4x!foo.bar<x>>, %b: tuple<!foo<"q">, complex<f16>>,
                   %c: !foo.wrap<tensor<?xf32>, memref<4xi8>>) {
  return
}

// Types appearing only as type attributes.
"tst.type_attrs"() {
  fn = (i32, !foo.bar) -> tuple<i1>, none = none, cplx = complex<f80>,
  opq = !foo<"x y z">, pretty = !foo.t<1, "s", [a]>
} : () -> ()

// Multiple results of misc types from a generic op.
%0:3 = "tst.make"() : () -> (complex<f32>, tuple<i1, i2>, none)
"tst.use"(%0#0, %0#1, %0#2) : (complex<f32>, tuple<i1, i2>, none) -> ()

// Generic operation syntax with unregistered ops: operands, results (%x:2, %x#1, named lists),
// properties <{...}>, attribute dicts, successors, regions (empty, nested, multi-block), trailing locs.

// Zero operands, zero results.
"tst.nop"() : () -> ()

// Op names from several dialect namespaces, including nested dots and quoted characters.
"foo.op"() : () -> ()
"bar.baz.qux"() : () -> ()
"my_dialect.op_with_underscores"() : () -> ()
"x.y$z"() : () -> ()
// An op name without any dialect prefix.
"foo_div"() : () -> ()
"a.op-with-dash"() : () -> ()

// Results: single, multiple with `:N`, comma-separated names, and mixed groups.
%single = "tst.one"() : () -> i32
%pair:2 = "tst.two"() : () -> (f32, i32)
%foo, %bar = "tst.two"() : () -> (f32, i32)
%g1:2, %g2, %g3:3 = "tst.six"() : () -> (i1, i2, i3, i4, i5, i6)
%0 = "tst.numbered"() : () -> i64
%1:1 = "tst.one_group"() : () -> i8

// Uses of individual results with `#N`.
%2 = "tst.scramble"(%pair#0, %bar) {fruit = "banana"} : (f32, i32) -> f32
"tst.use"(%g1#0, %g1#1, %g2, %g3#0, %g3#2, %1#0, %single, %0) : (i1, i2, i3, i4, i6, i8, i32, i64) -> ()

// The same value used several times.
"tst.use"(%single, %single, %single#0) : (i32, i32, i32) -> ()

// Properties, attribute dictionary, both, and empty forms.
"tst.props"() <{fruit = "banana", count = 3 : i32}> : () -> ()
"tst.attrs"() {some_attr = "value", other_attr = 42 : i64} : () -> ()
"tst.both"(%single) <{p = 1}> {a = 2} : (i32) -> ()
"tst.empty_dicts"() <{}> {} : () -> ()
"tst.props_nested"() <{d = {x = [1, 2]}, t = i32, u}> : () -> ()

// Results typed with a non-parenthesized single result type, and parenthesized forms.
%r1 = "tst.paren"() : () -> (i32)
%r2 = "tst.noparen"(%r1) : (i32) -> i32

// Function-type results in op signatures need parentheses.
%fnv = "tst.fn_value"() : () -> ((i32) -> i32)

// Regions: empty region (no blocks), a single empty labeled block, entry blocks with and
// without labels/arguments, multiple regions, and nested regions.
"tst.empty_region"() ({
}) : () -> ()
"tst.two_empty_regions"() ({}, {}) : () -> ()
// A lone block without operations is accepted when it is the only block (no terminator needed).
"tst.single_empty_block"() ({
^bb0:
}) : () -> ()
"tst.entry_only"() ({
  "tst.inner"() : () -> ()
}) : () -> ()
"tst.labeled_entry"() ({
^entry:
  "tst.inner"() : () -> ()
}) : () -> ()
"tst.entry_args"() ({
^bb0(%a: i32, %b: f32):
  "tst.inner"(%a, %b) : (i32, f32) -> ()
}) : () -> ()
"tst.entry_args_empty_parens"() ({
^bb0():
  "tst.inner"() : () -> ()
}) : () -> ()
%nested = "tst.outer"(%single) ({
  %inner = "tst.mid"() ({
    "tst.leaf"(%single) : (i32) -> ()
  }) : () -> i32
  "tst.yield"(%inner) : (i32) -> ()
}, {
^bb0(%x: index):
  "tst.yield"(%x) : (index) -> ()
}) {attr = 1} : (i32) -> i32

// Operands, properties, two regions, attributes and a trailing location together.
%all:2 = "tst.everything"(%single, %2) <{prop = 1 : i8}> ({
  "tst.region0"() : () -> ()
}, {
  "tst.region1"() : () -> ()
}) {attr = "x"} : (i32, f32) -> (i1, i1) loc("all.cc":1:1)

// Multi-block region inside an op, with successors and block arguments.
"tst.cfg_region"() ({
^bb0(%arg: i32):
  "tst.cond_br"(%arg)[^bb1, ^bb2] : (i32) -> ()
^bb1:
  "tst.br"(%arg)[^bb3] : (i32) -> ()
^bb2:
  "tst.br"(%arg)[^bb3] : (i32) -> ()
^bb3(%m: i32):
  "tst.return"(%m) : (i32) -> ()
}) : () -> ()

// Value and block names: digits, letters, punctuation allowed in suffix ids.
"tst.names"() ({
^bb_named.1$x-y(%v.a: i32, %v$b: i32, %v-c: i32, %_d: i32, %42: i32):
  "tst.use"(%v.a, %v$b, %v-c, %_d, %42) : (i32, i32, i32, i32, i32) -> ()
}) : () -> ()

// Op names are arbitrary string literals.
"tst.op with spaces"() : () -> ()

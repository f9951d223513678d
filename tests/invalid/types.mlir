// Type parsing errors: missing/unknown types, bad dimension lists, invalid element types,
// unterminated builtin types, integer width limits.

// expected-error @+1 {{expected non-function type}}
"tst.op"() : () -> (i32, )

// -----

// A bare identifier is not a type.
// expected-error @+1 {{expected non-function type}}
"tst.op"() : () -> (foo)

// -----

// f8E3M4 is not known to mlir-opt-19.
// expected-error @+1 {{expected non-function type}}
"tst.op"() : () -> f8E3M4

// -----

// expected-error @+1 {{expected function type}}
"tst.op"() : i32

// -----

// expected-error @+1 {{expected 0 operand types but had 1}}
"tst.op"() : (i32) -> ()

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"tst.op"() : () -> i16777216

// -----

// expected-error @+1 {{expected non-function type}}
"tst.op"() : () -> tensor<-1xf32>

// -----

// expected-error @+1 {{invalid dimension}}
"tst.op"() : () -> tensor<9223372036854775808xf32>

// -----

// expected-error @+1 {{expected '>' in tensor type}}
"tst.op"() : () -> tensor<4xf32

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
"tst.op"() : () -> tensor<4x4>

// -----

// `*` is only allowed as the whole dimension list.
// expected-error @+1 {{expected non-function type}}
"tst.op"() : () -> tensor<4x*xf32>

// -----

// expected-error @+1 {{cannot apply encoding to unranked tensor}}
"tst.op"() {a = tensor<*xf32, "enc">} : () -> ()

// -----

// expected-error @+1 {{invalid tensor element type}}
"tst.op"() : () -> tensor<4xnone>

// -----

// Unranked memref needs the `x` after `*` (the spec's `memref<*f32>` example is rejected).
// expected-error @+1 {{expected 'x' in dimension list}}
"tst.op"() : () -> memref<*f32>

// -----

// expected-error @+1 {{invalid element type for complex}}
"tst.op"() : () -> complex<tensor<f32>>

// -----

// expected-error @+1 {{expected '>' in tuple type}}
"tst.op"() : () -> tuple<i32

// -----

// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
"tst.op"() : () -> !foo.bar<[>

// -----

// The `opaque<"dialect", "data">` spelling from the spec is not a type.
// expected-error @+1 {{expected non-function type}}
"tst.op"() : () -> opaque<"foo", "bar">

// -----

// A dialect namespace is `[a-zA-Z_][a-zA-Z_0-9$]*`: an empty one is not.
// expected-error @+1 {{invalid dialect namespace '""'}}
"tst.op"() : () -> !.foo<x>

// -----

// expected-error @+1 {{invalid dialect namespace '"a-b"'}}
"tst.op"() {a = #a-b<x>} : () -> ()

// -----

// expected-error @+1 {{invalid dialect namespace '"$a"'}}
"tst.op"() : () -> !llvm.func<i32 (!$a.b<x>)>

// builtin.module and builtin.unrealized_conversion_cast verifier/parser errors, and region
// structure errors (entry block with predecessors).

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
module {
^bb0:
  "tst.op"() : () -> ()
^bb1:
  "tst.op"() : () -> ()
}

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
  "tst.op"() : () -> ()
}) : () -> ()

// -----

// A generic module needs exactly one block (an empty region is not enough).
// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() ({
  "tst.op"() : () -> ()
}, {
  "tst.op"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
  "tst.op"() : () -> ()
}) : () -> i32

// -----

// expected-error @+1 {{invalid properties {sym_name = 1 : i64} for op builtin.module: Invalid attribute `sym_name` in property conversion: 1 : i64}}
"builtin.module"() <{sym_name = 1}> ({
^bb0:
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}

// -----

// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

// expected-error @+1 {{cannot name an operation with no results}}
%0 = "builtin.unrealized_conversion_cast"() : () -> ()

// -----

func.func @f(%x: i1) -> i8 {
  // expected-error @+1 {{custom op 'unrealized_conversion_cast' is unknown (tried 'func.unrealized_conversion_cast' as well)}}
  %0 = unrealized_conversion_cast %x : i1 to i8
  return %0 : i8
}

// -----

// This error is reported at the next token (`return`), not after `i1`.
func.func @f(%x: i1) {
  %0 = builtin.unrealized_conversion_cast %x : i1
  // expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{expected ':'}}
  %0 = builtin.unrealized_conversion_cast %x to i8
  return
}

// -----

func.func @f(%x: i1) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = builtin.unrealized_conversion_cast %x : i1 to i8
  return
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @f() {
^bb0:
  "tst.br"()[^bb1] : () -> ()
^bb1:
  "tst.br"()[^bb0] : () -> ()
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
"tst.op"() ({
^entry:
  "tst.br"()[^entry] : () -> ()
}) : () -> ()

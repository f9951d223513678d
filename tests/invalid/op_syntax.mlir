// Generic-operation syntax errors: unbalanced parens, missing types, duplicate keys, bad
// successors and blocks, and misplaced parts.

// expected-error @+1 {{expected ')' to end operand list}}
"tst.op"(%a : () -> ()

// -----

// expected-error @+1 {{expected ')'}}
"tst.op"() : (() -> ()

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"tst.op"()) : () -> ()

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"tst.op"()

// -----

// The attribute dictionary comes after the regions, not before.
// expected-error @+1 {{expected ':' followed by operation type}}
"tst.op"() {a = 1} ({
}) : () -> ()

// -----

// A function type cannot be an unparenthesized result type.
// expected-error @+1 {{expected operation name in quotes}}
"tst.op"() : () -> (i32) -> i32

// -----

// expected-error @+1 {{expected operation name in quotes}}
"tst.op"() {a = 1 : i32} : () -> () }

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"tst.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"tst.op"() <{a = 1, a = 2}> : () -> ()

// -----

// expected-error @+1 {{duplicate key 'b' in dictionary attribute}}
"tst.op"() {a = {b = 1, b = 2}} : () -> ()

// -----

// expected-error @+1 {{expected valid attribute name}}
"tst.op"() {"" = 1} : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{reference to an undefined block}}
  "tst.br"()[^bb9] : () -> ()
}

// -----

// An unlabeled entry block cannot be referenced by name.
func.func @f() {
  // expected-error @+1 {{reference to an undefined block}}
  "tst.br"()[^bb0] : () -> ()
}

// -----

// Blocks of another region are not visible.
func.func @f() {
  "tst.region"() ({
    // expected-error @+1 {{reference to an undefined block}}
    "tst.br"()[^bb1] : () -> ()
  }) : () -> ()
  "tst.br"()[^bb1] : () -> ()
^bb1:
  return
}

// -----

// Successors in the top-level module body cannot exist.
// expected-error @+1 {{reference to an undefined block}}
"tst.op"()[^bb1] : () -> ()

// -----

"tst.op"() ({
^bb0:
  "tst.t"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb0'}}
^bb0:
  "tst.t"() : () -> ()
}) : () -> ()

// -----

// Successor operands go in the operand list; the spec's `^bb1(%a : i32)` form is rejected.
func.func @f(%a: i32) {
  // expected-error @+1 {{expected ',' or ']'}}
  "tst.br"()[^bb1(%a : i32)] : () -> ()
^bb1(%b: i32):
  return
}

// -----

// In a multi-block region every block needs at least one operation.
// expected-error @+1 {{empty block: expect at least a terminator}}
"tst.op"() ({
^bb0:
^bb1:
  "tst.x"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @f() {
^bb0:
^bb1:
  return
}

// -----

// Regions of an op without a default dialect (scf.if) take none: the
// function's `func` default does not reach into them.
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
func.func @f(%c: i1, %x: i32) {
  scf.if %c {
    // expected-error @+1 {{Dialect `' not found for custom op 'call'}}
    %y = call @g(%x) : (i32) -> i32
  }
  return
}

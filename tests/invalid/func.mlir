// func.func / func.return verifier and parser errors: return arity and types, bodies, entry
// block signature, visibility, inherent attributes.

func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 0}}
  return %a : i32
}

// -----

func.func @f() -> i32 {
  %0 = "tst.op"() : () -> i64
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %0 : i64
}

// -----

func.func @f() -> (i32, f32) {
  %0 = "tst.op"() : () -> i32
  // expected-error @+1 {{type of return operand 1 ('i32') doesn't match function result type ('f32') in function @f}}
  return %0, %0 : i32, i32
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "tst.op"() : () -> ()
}

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @f() -> i32 {
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
func.func @f(i32) {
^bb0(%a: i64):
  return
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
^bb0:
  return
}

// -----

// External declarations must not be public.
// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @g(i32) -> i32

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func weird @f()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "bogus"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @m() attributes {sym_name = "n"} {
  return
}

// -----

"tst.op"() ({
  // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
  func.return
}) : () -> ()

// -----

// A func body is not a symbol table, so funcs cannot nest directly.
func.func @outer() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() {
    return
  }
  return
}

// -----

// A registered non-terminator op cannot end a func block (the op is printed generically).
func.func @f() {
  // expected-error @+1 {{block with no terminator, has "func.call"() <{callee = @f}> : () -> ()}}
  func.call @f() : () -> ()
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{block with no terminator, has %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64}}
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
}

// -----

// The same applies to blocks of multi-block regions of unregistered ops.
func.func @f(%a: i32) {
  "tst.op"() ({
  ^bb0:
    "tst.x"() : () -> ()
  ^bb1:
    // expected-error @+1 {{block with no terminator, has}}
    func.call @f(%a) : (i32) -> ()
  }) : () -> ()
  return
}

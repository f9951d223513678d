// func.call / func.constant symbol and type verification errors (incl. symbol lookup from unregistered ops).

func.func @f() {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  %0 = call @missing() : () -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @g(%a) : (i64) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'i64'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %0 = call @g(%a) : (i32) -> i64
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @g() : () -> i32
  return
}

// -----

// A call cannot target a symbol nested in another symbol table; the callee must be flat.
module @m {
  func.func private @g()
}
func.func @f() {
  // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
  "func.call"() <{callee = @g}> : () -> ()
  return
}

// -----

// A symbol that is not a function.
module @notfn {
}
func.func @f() {
  // expected-error @+1 {{'func.call' op 'notfn' does not reference a valid function}}
  call @notfn() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'missing'}}
  %0 = constant @missing : () -> ()
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = constant @g : (i64) -> i32
  return
}

// -----

// An unregistered op with a single region is a potential symbol table: @g is not found from it.
func.func private @g(i32)
func.func @f(%a: i32) {
  "tst.op"() ({
    // expected-error @+1 {{'func.call' op 'g' does not reference a valid function}}
    func.call @g(%a) : (i32) -> ()
  }) : () -> ()
  return
}

// Symbol table and region isolation errors: duplicate symbols (funcs, modules) and uses of values
// across IsolatedFromAbove boundaries (func.func, builtin.module).

// expected-note @+1 {{see existing symbol definition here}}
func.func private @f()
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func private @f()

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
module @a {
}
// expected-error @+1 {{redefinition of symbol named 'a'}}
module @a {
}

// -----

// A module and a function share one symbol namespace.
module @m {
  // expected-note @+1 {{see existing symbol definition here}}
  module @x {
  }
  // expected-error @+1 {{redefinition of symbol named 'x'}}
  func.func private @x()
}

// -----

%outer = "tst.op"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
func.func @f() {
  // expected-error @+1 {{'tst.use' op using value defined outside the region}}
  "tst.use"(%outer) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  "tst.op"() ({
    // expected-note @+1 {{required by region isolation constraints}}
    builtin.module {
      // expected-error @+1 {{'tst.use' op using value defined outside the region}}
      "tst.use"(%a) : (i32) -> ()
    }
  }) : () -> ()
  return
}

// -----

// The isolation check also applies to values used deep inside nested regions.
%outer = "tst.op"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
func.func @f() {
  "tst.region"() ({
    // expected-error @+1 {{'tst.use' op using value defined outside the region}}
    "tst.use"(%outer) : (i32) -> ()
  }) : () -> ()
  return
}

// -----

// Inside a func body the default dialect is `func`, so `module` needs its `builtin.` prefix.
func.func @f() {
  "tst.op"() ({
    // expected-error @+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
    module {
    }
  }) : () -> ()
  return
}

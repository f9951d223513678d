// SSA value errors found by the parser: undefined/redefined values, result-count mismatches,
// invalid result numbers, type mismatches between uses and definitions, name shadowing.

func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "tst.use"(%x) : (i32) -> ()
  return
}

// -----

// expected-note @+1 {{previously defined here}}
%a = "tst.op"() : () -> i32
// expected-error @+1 {{redefinition of SSA value '%a'}}
%a = "tst.op"() : () -> i32

// -----

// expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
%x:3 = "tst.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%x = "tst.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{operation defines 1 results but was provided 3 to bind}}
%a, %b:2 = "tst.op"() : () -> (i32)

// -----

%x:2 = "tst.op"() : () -> (i32, i32)
// expected-error @+1 {{reference to invalid result number}}
"tst.use"(%x#2) : (i32) -> ()

// -----

%0 = "tst.op"() : () -> i32
// expected-error @+1 {{reference to invalid result number}}
"tst.use"(%0#1) : (i32) -> ()

// -----

// expected-note @+1 {{prior use here}}
%a = "tst.op"() : () -> i32
// expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
"tst.use"(%a) : (i64) -> ()

// -----

func.func @f() {
  // expected-note @+1 {{previously used here with type 'i32'}}
  "tst.use"(%late) : (i32) -> ()
  // expected-error @+1 {{definition of SSA value '%late#0' has type 'i64'}}
  %late = "tst.op"() : () -> i64
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%fn: (i32) -> i32, %a: i64) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = call_indirect %fn(%a) : (i32) -> i32
  return
}

// -----

"tst.op"() : () -> ()
// expected-error @+1 {{cannot name an operation with no results}}
%x = "tst.op"() : () -> ()

// -----

// expected-error @+1 {{expected 2 operand types but had 1}}
"tst.use"(%a, %b) : (i32) -> ()

// -----

// Names cannot be shadowed in nested regions, not even inside an IsolatedFromAbove func.
// expected-note @+1 {{previously defined here}}
%v = "tst.m"() : () -> i1
func.func @f() {
  // expected-error @+1 {{redefinition of SSA value '%v'}}
  %v = "tst.m"() : () -> i1
  return
}

// -----

// expected-note @+1 {{previously referenced here}}
%x = "tst.m"() : () -> i1
// expected-error @+1 {{region entry argument '%x' is already in use}}
func.func @f(%x: i32) {
  return
}

// -----

func.func @f() {
  "tst.region"() ({
    %inner = "tst.op"() : () -> i32
  }) : () -> ()
  // Values defined in a region are not visible outside it.
  // expected-error @+1 {{use of undeclared SSA value name}}
  "tst.use"(%inner) : (i32) -> ()
  return
}

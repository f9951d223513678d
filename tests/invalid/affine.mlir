// Invalid affine_map / affine_set attributes: undeclared identifiers, non-affine expressions,
// malformed map syntax.

// expected-error @+1 {{use of undeclared identifier}}
"tst.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"tst.op"() {a = affine_map<(d0)[s0] -> (s1)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"tst.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"tst.op"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"tst.op"() {a = affine_map<(d0) -> (d0 mod d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"tst.op"() {a = affine_map<(d0) -> (d0 floordiv d0)>} : () -> ()

// -----

// expected-error @+1 {{expected '(' in affine map range}}
"tst.op"() {a = affine_map<(d0) -> d0>} : () -> ()

// -----

// expected-error @+1 {{expected '->' or ':'}}
"tst.op"() {a = affine_map<(d0)>} : () -> ()

// -----

// expected-error @+1 {{missing right operand of binary operator}}
"tst.op"() {a = affine_map<(d0) -> (d0 + )>} : () -> ()

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"tst.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

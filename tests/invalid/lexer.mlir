// Lexer-level errors: strings, stray characters, escapes, malformed sigils and number forms.

// expected-error @+1 {{expected '"' in string literal}}
"tst.op"() {a = "unterminated} : () -> ()

// -----

// A string literal may not contain a raw newline.
// expected-error @+1 {{expected '"' in string literal}}
"tst.op"() {a = "new
line"} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
"tst.op"() {a = 1 ` 2} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"tst.op"() {a = "\q"} : () -> ()

// -----

// A backslash must be followed by two hex digits, not one.
// expected-error @+1 {{unknown escape in string literal}}
"tst.op"() {a = "\4"} : () -> ()

// -----

// expected-error @+1 {{invalid SSA name}}
% = "tst.op"() : () -> i32

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"tst.op"() {a = @} : () -> ()

// -----

// expected-error @+1 {{invalid attribute name}}
"tst.op"() {a = #} : () -> ()

// -----

// expected-error @+1 {{invalid type identifier}}
"tst.op"() : () -> !

// -----

// A leading '+' is not part of any literal.
// expected-error @+1 {{expected attribute value}}
"tst.op"() {a = +1.0} : () -> ()

// -----

// Untyped integers default to i64; this one does not fit.
// expected-error @+1 {{integer constant out of range for attribute}}
"tst.op"() {a = 99999999999999999999999} : () -> ()

// -----

// `0X` is not a hexadecimal prefix: this lexes as `0` followed by the identifier `XFF`.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"tst.op"() {a = 0XFF : i32} : () -> ()

// -----

// `0x` without digits lexes as `0` followed by the identifier `x`.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"tst.op"() {a = 0x} : () -> ()

// -----

// An exponent needs digits.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"tst.op"() {a = 1.5e} : () -> ()

// -----

// A block label is not a valid top-level entity.
// expected-error @+1 {{expected operation name in quotes}}
^bb0:

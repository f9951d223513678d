// Alias and location errors: undefined/redefined aliases, use before definition, reserved
// dotted alias names, malformed locations and undefined location aliases.

// expected-error @+1 {{undefined symbol alias id 'undef'}}
"tst.op"() {a = #undef} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'undef'}}
"tst.op"() {a = !undef} : () -> ()

// -----

// Attribute aliases must be defined before use (unlike location aliases).
// expected-error @+1 {{undefined symbol alias id 'later'}}
"tst.op"() {a = #later} : () -> ()
#later = 1 : i32

// -----

// Type aliases must be defined before use.
// expected-error @+1 {{undefined symbol alias id 'later_t'}}
"tst.op"() : () -> !later_t
!later_t = i32

// -----

!t = i32
// expected-error @+1 {{redefinition of type alias id 't'}}
!t = i64

// -----

#t = 1
// expected-error @+1 {{redefinition of attribute alias id 't'}}
#t = 2

// -----

// expected-error @+1 {{type names with a '.' are reserved for dialect-defined names}}
!a.b = i32

// -----

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#a.b = 1

// -----

// The spec's `loc(?)` spelling of an unknown location is rejected; upstream uses `loc(unknown)`.
// expected-error @+1 {{expected location instance}}
"tst.op"() : () -> () loc(?)

// -----

// expected-error @+1 {{expected ':' in FileLineColLoc}}
"tst.op"() : () -> () loc("a":1)

// -----

// expected-error @+1 {{operation location alias was never defined}}
"tst.op"() : () -> () loc(#undefined_loc)

// -----

#a = "x"
// expected-error @+1 {{expected location, but found '"x"'}}
"tst.op"() : () -> () loc(#a)

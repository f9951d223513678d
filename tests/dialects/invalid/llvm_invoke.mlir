llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @foo(i32) -> i32

llvm.func @unwind_without_landingpad(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  llvm.return %a : i32
}

// -----

llvm.func @foo(i32) -> i32

llvm.func @no_personality(%a: i32) -> i32 {
  %z = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %1 = llvm.landingpad (catch %z : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @foo(i32) -> i32

llvm.func @no_clause(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %1 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @foo(i32) -> i32

llvm.func @clause_not_constant(%a: i32, %p: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @foo(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  // expected-error@+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %1 = llvm.landingpad (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %a : i32
}

// -----

llvm.func @foo(i32) -> i32

llvm.func @missing_to(%a: i32) -> i32 {
  // expected-error@+1 {{expected 'to'}}
  %0 = llvm.invoke @foo(%a) ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
}

// -----

llvm.func @pers(...) -> i32
llvm.func @foo()
// expected-error@+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @f() attributes {personality = @pers} {
  llvm.invoke @foo() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.invoke @foo() to ^bb3 unwind ^bb4 : () -> ()
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %0 : !llvm.struct<(ptr, i32)>
^bb3:
  llvm.return
^bb4:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.resume %1 : !llvm.struct<(ptr, i64)>
}

// The func dialect in custom form: definitions, external declarations, visibility, arg/result
// attributes, multiple results, func.return/call/call_indirect/constant, attributes {...}, nested modules.

// External declarations (no body) with and without visibility.
func.func private @ext(i32) -> i32
func.func private @ext_none()
func.func private @ext_multi(i32, f32) -> (i1, index)
func.func private @ext_fn_result() -> ((i32) -> i32)
func.func private @ext_named_args(%a: i32, %b: f32) -> i64
func.func private @ext_arg_attrs(memref<4xf32> {llvm.noalias}, i32 {foo.attr = 1 : i32, bar.flag}) -> (f32 {foo.res})

// Definitions with different signatures.
func.func @empty() {
  return
}

func.func @identity(%arg0: i32) -> i32 {
  return %arg0 : i32
}

func.func @multi_result(%a: i32, %b: f32) -> (f32, i32, i32) {
  return %b, %a, %a : f32, i32, i32
}

func.func @paren_single_result(%a: index) -> (index) {
  return %a : index
}

// Visibility: public (explicit), private, nested.
func.func public @explicit_public() {
  return
}
func.func private @private_def(%x: i8) -> i8 {
  return %x : i8
}

// Argument and result attributes on definitions (mlir-opt-19 verifies llvm.noalias: pointer-like
// types such as memref only, not i32).
func.func @arg_attrs(%a: memref<4xf32> {llvm.noalias}, %b: memref<4xf32> {llvm.noalias, foo.align = 16 : i64},
                     %c: i32 {}) -> (i32 {foo.sext}, f32 {foo.a = "x", foo.b = [1, 2]}) {
  %f = "tst.make"() : () -> f32
  return %c, %f : i32, f32
}

// Function-level attributes.
func.func @with_attributes() attributes {foo.inline, foo.level = 3 : i32, passthrough = ["x"]} {
  return
}
func.func private @decl_with_attributes(i32) attributes {foo.external}
func.func private @decl_everything(i32 {foo.a}) -> (i1 {foo.r}) attributes {foo.f = "s"}

// Quoted symbol names.
func.func private @"quoted name"()
func.func private @"with.dots"(i32)

// Calls: direct, to declarations, with multiple results, recursive, to quoted names.
func.func @calls(%a: i32, %b: f32) -> i32 {
  %0 = func.call @ext(%a) : (i32) -> i32
  %1 = call @identity(%0) : (i32) -> i32
  %2:3 = func.call @multi_result(%1, %b) : (i32, f32) -> (f32, i32, i32)
  %3, %4 = func.call @ext_multi(%2#1, %2#0) : (i32, f32) -> (i1, index)
  func.call @empty() : () -> ()
  func.call @"quoted name"() : () -> ()
  func.call @"with.dots"(%a) : (i32) -> ()
  %5 = func.call @calls(%2#2, %b) : (i32, f32) -> i32
  %6 = func.call @ext(%5) {foo.tail} : (i32) -> i32
  return %6 : i32
}

// func.constant and func.call_indirect.
func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @identity : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  %g = constant @multi_result : (i32, f32) -> (f32, i32, i32)
  %x = "tst.make"() : () -> f32
  %s:3 = call_indirect %g(%a, %x) : (i32, f32) -> (f32, i32, i32)
  %e = func.constant @empty : () -> ()
  func.call_indirect %e() : () -> ()
  return %r : i32
}

// Function values passed as arguments and returned.
func.func @higher_order(%fn: (i32) -> i32, %v: i32) -> ((i32) -> i32) {
  %r = func.call_indirect %fn(%v) : (i32) -> i32
  return %fn : (i32) -> i32
}

// Generic form of func ops mixed with custom form.
"func.func"() <{function_type = (i32) -> i32, sym_name = "generic_func"}> ({
^bb0(%arg0: i32):
  "func.return"(%arg0) : (i32) -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "generic_decl", sym_visibility = "private"}> ({
}) : () -> ()

// Nested modules with names, attributes, and nested symbol visibility.
module @m attributes {foo.attr = "value", foo.unit} {
  func.func nested @nested_vis() {
    return
  }
  func.func @m_public(%x: i32) -> i32 {
    call @nested_vis() : () -> ()
    return %x : i32
  }
  module @inner {
    func.func private @deep()
  }
}
module attributes {foo.anon} {
}
builtin.module @explicit_builtin_prefix {
}

// Calling into nested symbol tables uses nested references in other ops.
"tst.refs"() {f = @m::@m_public, d = @m::@inner::@deep} : () -> ()

// func ops inside regions of unregistered ops. An unregistered op with exactly ONE region is
// treated by mlir-opt-19 as a potential (unknown) symbol table, so symbol uses inside it cannot
// resolve to outer functions; with two regions they resolve normally. A single-block region of
// an unregistered op may end with a non-terminator (registered) op.
func.func @in_unregistered_regions(%a: i32) {
  "tst.op"() ({
    %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  }) : () -> ()
  "tst.two_regions"() ({
    %c = func.constant @identity : (i32) -> i32
    %r = func.call_indirect %c(%a) : (i32) -> i32
    "tst.yield"(%r) : (i32) -> ()
  }, {
    %r = func.call @identity(%a) : (i32) -> i32
    "tst.yield"(%r) : (i32) -> ()
  }) : () -> ()
  return
}

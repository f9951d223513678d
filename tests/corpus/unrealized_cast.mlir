// builtin.unrealized_conversion_cast in custom and generic form: 0->1, 1->1, 1->N, N->1, N->M
// conversions, with builtin and dialect types, attributes and locations.

func.func @casts(%operand: !foo.type, %t: !foo.tuple_type<!foo.type, !foo.type>, %i: i32) {
  // An unrealized 0-1 conversion.
  %result = builtin.unrealized_conversion_cast to !bar.tuple_type<>
  // An unrealized 1-1 conversion.
  %result1 = builtin.unrealized_conversion_cast %operand : !foo.type to !bar.lowered_type
  // An unrealized 1-N conversion.
  %results2:2 = builtin.unrealized_conversion_cast %t : !foo.tuple_type<!foo.type, !foo.type> to !foo.type, !foo.type
  // An unrealized N-1 conversion.
  %result3 = builtin.unrealized_conversion_cast %operand, %operand : !foo.type, !foo.type to !bar.tuple_type<!foo.type, !foo.type>
  // N-M with builtin types.
  %r4:3 = builtin.unrealized_conversion_cast %i, %i : i32, i32 to i64, f32, index
  // Same type in and out, and identity-looking casts.
  %r5 = builtin.unrealized_conversion_cast %i : i32 to i32
  // With an attribute dictionary and a trailing location.
  %r6 = builtin.unrealized_conversion_cast %i : i32 to si32 {foo.note = "x"} loc("cast.cc":1:1)
  // Shaped types.
  %m = builtin.unrealized_conversion_cast %i : i32 to memref<?xf32, strided<[1], offset: ?>>
  %v = builtin.unrealized_conversion_cast %m : memref<?xf32, strided<[1], offset: ?>> to tensor<*xf32>
  // Casting results of previous casts.
  %back = builtin.unrealized_conversion_cast %results2#0, %results2#1 : !foo.type, !foo.type to !foo.tuple_type<!foo.type, !foo.type>
  "tst.use"(%result, %result1, %result3, %r4#2, %r5, %r6, %v, %back)
      : (!bar.tuple_type<>, !bar.lowered_type, !bar.tuple_type<!foo.type, !foo.type>, index, i32, si32, tensor<*xf32>, !foo.tuple_type<!foo.type, !foo.type>) -> ()
  return
}

// The short name `unrealized_conversion_cast` resolves to the builtin op directly in a module
// body (default dialect "builtin"), but NOT inside a func body (default dialect "func").
%xs = "tst.make"() : () -> i1
%short = unrealized_conversion_cast %xs : i1 to i8
module @m {
  %y = "tst.make"() : () -> i1
  %z = unrealized_conversion_cast %y : i1 to i8
}

// Generic form.
func.func @generic(%x: f32) -> (i32, i32) {
  %0:2 = "builtin.unrealized_conversion_cast"(%x) : (f32) -> (i32, i32)
  %1 = "builtin.unrealized_conversion_cast"() : () -> none
  return %0#0, %0#1 : i32, i32
}

// Casts at module level (graph region) may reference each other cyclically.
%a = builtin.unrealized_conversion_cast %b : i32 to i64
%b = builtin.unrealized_conversion_cast %a : i64 to i32

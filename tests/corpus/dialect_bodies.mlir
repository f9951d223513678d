// Unregistered dialect attributes/types: the `<...>` body is kept as balanced raw text. Covers
// strings containing brackets, all bracket kinds nested, `->`, sigils, empty bodies, dotted names.

"tst.bodies"() {
  str_gt = !foo<"a>b">,
  str_bracket = #foo<"x]y">,
  str_lt = !foo.t<"<">,
  all_brackets = #foo.k<{[(<>)]}>,
  arrow = !foo.u<a -> b>,
  arrow_only = #foo.x<->>,
  float_and_type = #foo.v<1.5e3 : f32>,
  symbols = !foo.w<@sym::@x>,
  sigils = #foo.z<%x ^bb #y !z>,
  empty_body = #foo.x<>,
  empty_type_body = !foo.x<>,
  dotted = #foo.x.y,
  dotted_type = !foo.x.y,
  underscore = #foo.x_1,
  opaque_to_pretty = #foo<bar<1>>,
  opaque_keeps_quotes = #foo<"bar<1>">,
  escapes = !foo<"q\"uote">,
  multiline = #foo.m<
    line1,
    line2
  >
} : () -> ()

// Dialect types as op value types.
%0 = "tst.make"() : () -> !foo.node<{kind = "leaf"}>
"tst.use"(%0) : (!foo.node<{kind = "leaf"}>) -> ()

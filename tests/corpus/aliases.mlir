// Type aliases `!t = ...` and attribute aliases `#a = ...`: simple, nested, aliases referencing
// earlier aliases, aliases used in types/attrs/func signatures, and aliases unused.

!i = i32
!avx_m128 = vector<4 x f32>
!tensor_of_alias = tensor<?x!avx_m128>
!fn = (!i, !avx_m128) -> !i
!tup = tuple<!i, !tensor_of_alias, !fn>
!dialect_ty = !foo.bar<"x">
!alias_of_dialect = !dialect_ty
!unused = memref<4xf64>

#map = affine_map<(d0) -> (d0 + 10)>
#str = "a string attribute"
#int = 42 : i64
#arr = [#int, #str, !i]
#dict = {key = #arr, other = #map}
#typed = 1.0 : f32
#layout = affine_map<(d0, d1) -> (d1, d0)>
#mem = memref<4x4xf32, #layout>
#dense = dense<[1, 2]> : tensor<2x!i>
#sym = @some::@symbol
// The body of an unregistered dialect attribute is opaque text: `!dialect_ty` is NOT expanded here.
#dia = #foo.attr<!dialect_ty>
#unused_attr = unit

func.func @use_aliases(%a: !i, %b: !avx_m128, %c: !tensor_of_alias, %d: !fn, %e: !tup,
                       %f: !alias_of_dialect, %g: memref<4x4xf32, #layout>) -> !i {
  %0 = "tst.op"(%a, %b) {m = #map, s = #str, d = #dict, t = #typed, mem = #mem,
                         dense = #dense, sym = #sym, dia = #dia}
      : (!i, !avx_m128) -> !i
  return %0 : !i
}

// Aliases in generic-op function types and nested types.
%x = "tst.make"() : () -> !tup
"tst.use"(%x) {arr = [#arr, #arr]} : (!tup) -> ()

// Aliases of aliases used before a later, unrelated alias definition.
!late = complex<!i>
"tst.after"() {t = !late} : () -> ()

// affine_map and affine_set attributes: dims, symbols, constants, semi-affine mod/floordiv/ceildiv,
// empty maps, multi-result maps, aliases, and expressions that upstream simplifies when printing.

#identity = affine_map<(d0, d1) -> (d0, d1)>
#tiled = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 10 == 0)>

"tst.maps"() {
  empty = affine_map<() -> ()>,
  const_only = affine_map<() -> (42)>,
  neg_const = affine_map<() -> (-7)>,
  id1 = affine_map<(d0) -> (d0)>,
  proj = affine_map<(d0, d1, d2) -> (d0, d1)>,
  perm = affine_map<(d0, d1, d2) -> (d2, d0, d1)>,
  zero_result = affine_map<(d0) -> ()>,
  sym_only = affine_map<()[s0] -> (s0)>,
  dim_and_sym = affine_map<(d0)[s0, s1] -> (d0 + s0, s1 * 4)>,
  linear = affine_map<(d0, d1) -> (d0 * 3 + d1 * -2 + 5)>,
  sub = affine_map<(d0, d1) -> (d0 - d1)>,
  neg = affine_map<(d0) -> (-d0)>,
  floordiv = affine_map<(d0) -> (d0 floordiv 4)>,
  ceildiv = affine_map<(d0) -> (d0 ceildiv 8)>,
  mod = affine_map<(d0) -> (d0 mod 16)>,
  semi_affine_mul = affine_map<(d0)[s0] -> (d0 * s0)>,
  semi_affine_mod = affine_map<(d0)[s0] -> (d0 mod s0)>,
  semi_affine_floordiv = affine_map<(d0)[s0] -> (d0 floordiv s0)>,
  semi_affine_ceildiv = affine_map<(d0)[s0] -> (d0 ceildiv s0)>,
  nested_parens = affine_map<(d0, d1) -> ((d0 + 2) floordiv 2, (d1 + 2) mod 2, ((d0 * 2) ceildiv 3) * 4)>,
  custom_names = affine_map<(i, j)[N] -> (j, i + N)>,
  padded = affine_map<(d0, d1) -> (d0, (d1 + 2) floordiv 2, (d1 + 2) mod 2)>,
  aliases = [#identity, #tiled]
} : () -> ()

// Maps that upstream simplifies/canonicalizes when constructing or printing.
"tst.simplified_maps"() {
  fold_const = affine_map<(d0) -> (d0 + 2 + 3)>,
  fold_mul = affine_map<(d0) -> (d0 * 2 * 3)>,
  fold_cancel = affine_map<(d0, d1) -> (d0 + d1 - d1)>,
  fold_mod_one = affine_map<(d0) -> (d0 mod 1)>,
  fold_div_one = affine_map<(d0) -> (d0 floordiv 1)>,
  const_div = affine_map<() -> (7 floordiv 2, 7 ceildiv 2, 7 mod 2, -7 floordiv 2, -7 mod 2)>,
  mul_zero = affine_map<(d0) -> (d0 * 0)>,
  reorder = affine_map<(d0, d1)[s0] -> (s0 + d1 + d0)>,
  const_first = affine_map<(d0) -> (3 + d0)>,
  const_times = affine_map<(d0) -> (2 * d0)>,
  double_neg = affine_map<(d0) -> (-(-d0))>,
  mod_of_mod = affine_map<(d0) -> ((d0 mod 4) mod 4)>
} : () -> ()

"tst.sets"() {
  one_dim = affine_set<(d0) : (d0 - 2 >= 0)>,
  eq = affine_set<(d0, d1) : (d0 - d1 == 0)>,
  mixed = affine_set<(d0, d1)[s0] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 == 0, d0 mod 2 >= 0)>,
  empty_dims = affine_set<()[s0] : (s0 >= 0)>,
  trivially_true = affine_set<(d0) : (0 == 0)>,
  trivially_false = affine_set<(d0) : (1 == 0)>,
  alias = #set
} : () -> ()

// Edge cases mlir-opt-19 accepts: division/mod by zero or a negative constant (not folded),
// symbol * symbol (semi-affine), and an empty constraint list (printed as `(0 == 0)`).
"tst.edge_cases"() {
  mod_zero = affine_map<(d0) -> (d0 mod 0)>,
  floordiv_zero = affine_map<(d0) -> (d0 floordiv 0)>,
  const_mod_zero = affine_map<() -> (5 mod 0)>,
  floordiv_neg = affine_map<(d0) -> (d0 floordiv -2)>,
  sym_times_sym = affine_map<(d0)[s0] -> (s0 * s0)>,
  empty_constraints = affine_set<(d0) : ()>
} : () -> ()

// Affine maps as memref layouts and as elements of other attributes.
func.func @layouts(%a: memref<4x4xf32, #tiled>, %b: memref<8xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>) {
  "tst.op"() {maps = {m = #identity, s = #set}} : () -> ()
  return
}

//! Affine maps together with their SSA operands: upstream's
//! `composeAffineMapAndOperands` (operands produced by `affine.apply` are
//! folded into the map), `canonicalizeMapAndOperands` (valid symbols in
//! dimension positions become symbols, constant symbols become constants,
//! duplicate and unused operands are dropped), `simplifyMapWithOperands`
//! (floordiv/ceildiv/mod simplified with the constant ranges of
//! `affine.for` induction variables) and the redundant-bound removal of
//! loop bound maps. Integer sets reuse the map versions through their
//! constraint expressions.

use rustc_hash::FxHashMap;

use super::valid::is_valid_symbol_value;
use super::{affine_map, int_value, ApplyOp, ForOp};
use crate::ir::affine::{expr_bound, AffineBinaryOp as Op, AffineExpr, AffineMap, IntegerSet};
use crate::ir::{Body, Context, OpId, ValueDef, ValueId};
use crate::opdef::Registry;
use crate::rewrite::value_int;

/// Read access to the IR the map operands live in.
#[derive(Copy, Clone)]
pub struct MapCx<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
    pub body: &'a Body,
}

impl MapCx<'_> {
    /// The constant integer `v` holds, as upstream's `m_Constant` into an
    /// `IntegerAttr` read with `getSExtValue`.
    pub fn const_int(&self, v: ValueId) -> Option<i64> {
        let i = value_int(self.ctx, self.registry, self.body, v)?;
        i64::try_from(i).ok()
    }

    fn is_valid_symbol(&self, v: ValueId) -> bool {
        is_valid_symbol_value(self.ctx, self.registry, self.body, v)
    }

    fn apply_def(&self, v: ValueId) -> Option<OpId> {
        self.body.defining_op(v).filter(|&d| self.ctx.str(self.body.op(d).name) == ApplyOp::NAME)
    }

    /// The `affine.for` whose induction variable `v` is.
    pub fn for_of_iv(&self, v: ValueId) -> Option<OpId> {
        let ValueDef::BlockArg { block, index: 0 } = self.body.value(v).def else { return None };
        let owner = self.body.parent_region(block).and_then(|r| self.body.parent_op(r))?;
        (self.ctx.str(self.body.op(owner).name) == ForOp::NAME).then_some(owner)
    }

    fn loop_bounds(&self, for_op: OpId) -> (Option<i64>, Option<i64>, i64) {
        let single = |name| affine_map(self.ctx, self.body, for_op, name).and_then(|m| m.single_constant_result());
        let step = int_value(self.ctx, ForOp(for_op).step(self.ctx, self.body)).unwrap_or(1);
        (single("lowerBoundMap"), single("upperBoundMap"), step)
    }

    /// Upstream `getLowerBound(Value)`: a constant lower bound of an IV.
    fn iv_lower_bound(&self, v: ValueId) -> Option<i64> {
        self.loop_bounds(self.for_of_iv(v)?).0
    }

    /// Upstream `getUpperBound(Value)`: the largest value an IV takes.
    fn iv_upper_bound(&self, v: ValueId) -> Option<i64> {
        let (lb, ub, step) = self.loop_bounds(self.for_of_iv(v)?);
        let ub = ub?;
        match lb {
            Some(lb) => {
                let rem = ub.wrapping_sub(lb).wrapping_sub(1).checked_rem(step)?;
                Some(ub.wrapping_sub(1).wrapping_sub(rem))
            }
            None => Some(ub.wrapping_sub(1)),
        }
    }

    fn operand_bounds(&self, operands: &[ValueId]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
        let lower = operands.iter().map(|&v| self.iv_lower_bound(v)).collect();
        let upper = operands.iter().map(|&v| self.iv_upper_bound(v)).collect();
        (lower, upper)
    }
}

/// The dims and symbols used by `exprs`.
fn used_inputs<'e>(
    exprs: impl Iterator<Item = &'e AffineExpr>,
    num_dims: usize,
    num_syms: usize,
) -> (Vec<bool>, Vec<bool>) {
    let (mut dims, mut syms) = (vec![false; num_dims], vec![false; num_syms]);
    for e in exprs {
        e.walk(|x| match x {
            AffineExpr::Dim(p) if *p < num_dims => dims[*p] = true,
            AffineExpr::Symbol(p) if *p < num_syms => syms[*p] = true,
            _ => {}
        });
    }
    (dims, syms)
}

/// Dimension operands that are valid symbols become symbols, appended after
/// the existing ones (upstream `canonicalizePromotedSymbols`).
fn promote_symbols(cx: MapCx<'_>, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    let old_syms = map.num_symbols;
    let (mut result, mut promoted) = (Vec::with_capacity(operands.len()), Vec::new());
    let mut dim_map = Vec::with_capacity(map.num_dims);
    let mut next_dim = 0;
    for (i, &v) in operands.iter().enumerate() {
        if i >= map.num_dims {
            result.push(v);
        } else if cx.is_valid_symbol(v) {
            dim_map.push(AffineExpr::Symbol(old_syms + promoted.len()));
            promoted.push(v);
        } else {
            dim_map.push(AffineExpr::Dim(next_dim));
            next_dim += 1;
            result.push(v);
        }
    }
    let num_syms = old_syms + promoted.len();
    result.extend(promoted);
    *operands = result;
    *map = map.replace_dims_and_symbols(&dim_map, &[], next_dim, num_syms);
}

/// Upstream `canonicalizeMapAndOperands`: promote valid symbols, fold
/// constant symbols into the map, and drop unused and duplicate operands.
pub fn canonicalize_map_and_operands(cx: MapCx<'_>, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    if operands.is_empty() || operands.len() != map.num_inputs() {
        return;
    }
    promote_symbols(cx, map, operands);
    let (num_dims, num_syms) = (map.num_dims, map.num_symbols);
    let (used_dims, used_syms) = used_inputs(map.results.iter(), num_dims, num_syms);
    let mut result = Vec::with_capacity(operands.len());
    let mut seen: FxHashMap<ValueId, AffineExpr> = FxHashMap::default();
    let mut dim_map = vec![AffineExpr::Constant(0); num_dims];
    for i in (0..num_dims).filter(|&i| used_dims[i]) {
        let v = operands[i];
        dim_map[i] = seen
            .entry(v)
            .or_insert_with(|| {
                result.push(v);
                AffineExpr::Dim(result.len() - 1)
            })
            .clone();
    }
    let next_dim = result.len();
    let mut seen: FxHashMap<ValueId, AffineExpr> = FxHashMap::default();
    let mut sym_map = vec![AffineExpr::Constant(0); num_syms];
    for i in (0..num_syms).filter(|&i| used_syms[i]) {
        let v = operands[num_dims + i];
        if let Some(c) = cx.const_int(v) {
            sym_map[i] = AffineExpr::Constant(c);
            continue;
        }
        sym_map[i] = seen
            .entry(v)
            .or_insert_with(|| {
                result.push(v);
                AffineExpr::Symbol(result.len() - 1 - next_dim)
            })
            .clone();
    }
    let next_sym = result.len() - next_dim;
    *map = map.replace_dims_and_symbols(&dim_map, &sym_map, next_dim, next_sym);
    *operands = result;
}

/// The map whose results are the constraints of `set`.
fn set_as_map(set: &IntegerSet) -> AffineMap {
    AffineMap::new(set.num_dims, set.num_symbols, set.constraints.iter().map(|(e, _)| e.clone()).collect())
}

fn map_as_set(map: AffineMap, set: &IntegerSet) -> IntegerSet {
    let constraints = map.results.into_iter().zip(&set.constraints).map(|(e, (_, eq))| (e, *eq)).collect();
    IntegerSet::new(map.num_dims, map.num_symbols, constraints)
}

/// [`canonicalize_map_and_operands`] for the constraints of an integer set.
pub(crate) fn canonicalize_set_and_operands(cx: MapCx<'_>, set: &mut IntegerSet, operands: &mut Vec<ValueId>) {
    let mut map = set_as_map(set);
    canonicalize_map_and_operands(cx, &mut map, operands);
    *set = map_as_set(map, set);
}

/// Replace the input at `pos` (dims first, then symbols) by the expression
/// of the `affine.apply` defining it, appending that op's operands as new
/// inputs (upstream `replaceDimOrSym`). False when the input is no
/// `affine.apply` result.
fn replace_dim_or_sym(
    cx: MapCx<'_>,
    map: &mut AffineMap,
    pos: usize,
    dims: &mut Vec<Option<ValueId>>,
    syms: &mut Vec<Option<ValueId>>,
) -> bool {
    let is_dim = pos < dims.len();
    let slot = if is_dim { &mut dims[pos] } else { &mut syms[pos - dims.len()] };
    let Some(apply) = slot.and_then(|v| cx.apply_def(v)) else { return false };
    let Some(mut apply_map) = affine_map(cx.ctx, cx.body, apply, crate::static_ident!(cx.ctx, "map")) else {
        return false;
    };
    let mut apply_operands = cx.body.operands(apply).to_vec();
    if apply_map.num_results() != 1 || apply_map.num_inputs() != apply_operands.len() {
        return false;
    }
    *slot = None;
    canonicalize_map_and_operands(cx, &mut apply_map, &mut apply_operands);
    let shifted = apply_map.shift_dims(dims.len(), 0).shift_symbols(syms.len(), 0);
    let replacement = &shifted.results[0];
    let to_replace = if is_dim { AffineExpr::Dim(pos) } else { AffineExpr::Symbol(pos - dims.len()) };
    let (new_dims, new_syms) = apply_operands.split_at(apply_map.num_dims);
    dims.extend(new_dims.iter().map(|&v| Some(v)));
    syms.extend(new_syms.iter().map(|&v| Some(v)));
    *map = map.replace_with_counts(&to_replace, replacement, dims.len(), syms.len());
    true
}

/// Upper limit on `affine.apply` substitutions, against cycles in graph
/// regions or unreachable code.
const MAX_COMPOSITIONS: usize = 1 << 12;

/// Upstream `composeAffineMapAndOperands`: operands defined by
/// `affine.apply` are replaced by their expressions (repeatedly), then the
/// map and operands are canonicalized and the map simplified.
pub fn compose_affine_map_and_operands(cx: MapCx<'_>, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    if operands.len() != map.num_inputs() {
        return;
    }
    if map.num_results() == 0 {
        canonicalize_map_and_operands(cx, map, operands);
        *map = map.simplify();
        return;
    }
    let mut dims: Vec<Option<ValueId>> = operands[..map.num_dims].iter().map(|&v| Some(v)).collect();
    let mut syms: Vec<Option<ValueId>> = operands[map.num_dims..].iter().map(|&v| Some(v)).collect();
    for _ in 0..MAX_COMPOSITIONS {
        let n = dims.len() + syms.len();
        if !(0..n).any(|pos| replace_dim_or_sym(cx, map, pos, &mut dims, &mut syms)) {
            break;
        }
    }
    operands.clear();
    let renumber = |values: &[Option<ValueId>], dim: bool, operands: &mut Vec<ValueId>| -> Vec<AffineExpr> {
        let mut next = 0;
        values
            .iter()
            .map(|v| match v {
                None => AffineExpr::Constant(0),
                Some(v) => {
                    operands.push(*v);
                    next += 1;
                    if dim {
                        AffineExpr::Dim(next - 1)
                    } else {
                        AffineExpr::Symbol(next - 1)
                    }
                }
            })
            .collect()
    };
    let dim_map = renumber(&dims, true, operands);
    let num_dims = operands.len();
    let sym_map = renumber(&syms, false, operands);
    let num_syms = operands.len() - num_dims;
    *map = map.replace_dims_and_symbols(&dim_map, &sym_map, num_dims, num_syms);
    canonicalize_map_and_operands(cx, map, operands);
    *map = map.simplify();
}

/// Upstream `composeSetAndOperands`: composes the constraints with the
/// `affine.apply` ops defining the operands, when there is one.
pub(crate) fn compose_set_and_operands(cx: MapCx<'_>, set: &mut IntegerSet, operands: &mut Vec<ValueId>) {
    if !operands.iter().any(|&v| cx.apply_def(v).is_some()) {
        return;
    }
    let mut map = set_as_map(set);
    compose_affine_map_and_operands(cx, &mut map, operands);
    *set = map_as_set(map, set);
}

// ---- simplification with operand ranges ------------------------------------------------

/// Upstream `getLargestKnownDivisor(expr, operands)`: for a dimension, the
/// step (or its gcd with the lower bound's divisor) of the loop whose IV it is.
fn largest_known_divisor(cx: MapCx<'_>, e: &AffineExpr, operands: &[ValueId]) -> i64 {
    let Some(p) = e.as_dim() else { return e.largest_known_divisor() };
    let Some(for_op) = operands.get(p).and_then(|&v| cx.for_of_iv(v)) else { return 1 };
    let (lb, _, step) = cx.loop_bounds(for_op);
    if lb == Some(0) {
        return step;
    }
    let lb_div = affine_map(cx.ctx, cx.body, for_op, crate::static_ident!(cx.ctx, "lowerBoundMap"))
        .map_or(1, |m| m.largest_known_divisor_of_results());
    crate::ir::affine::gcd_u64(lb_div, step as u64) as i64
}

/// Upstream `isNonNegativeBoundedBy`: `0 <= e < k` for a constant or the
/// IV of a loop with constant bounds.
fn is_non_negative_bounded_by(cx: MapCx<'_>, e: &AffineExpr, operands: &[ValueId], k: i64) -> bool {
    if let Some(c) = e.as_constant() {
        return c >= 0 && c < k;
    }
    let Some(for_op) = e.as_dim().and_then(|p| operands.get(p)).and_then(|&v| cx.for_of_iv(v)) else {
        return false;
    };
    matches!(cx.loop_bounds(for_op), (Some(lb), Some(ub), _) if lb >= 0 && ub <= k)
}

/// Upstream `isQTimesDPlusR`: `e = q + r` with `q` a known multiple of `d`
/// and `0 <= r < d`; gives `(d, q, r)`.
fn split_q_times_d_plus_r(
    cx: MapCx<'_>,
    e: &AffineExpr,
    operands: &[ValueId],
) -> Option<(i64, AffineExpr, AffineExpr)> {
    let (l, r) = e.as_op(Op::Add)?;
    let div = largest_known_divisor(cx, l, operands);
    if is_non_negative_bounded_by(cx, r, operands, div) {
        return Some((div, l.clone(), r.clone()));
    }
    let div = largest_known_divisor(cx, r, operands);
    if is_non_negative_bounded_by(cx, l, operands, div) {
        return Some((div, r.clone(), l.clone()));
    }
    None
}

/// Constant bound of `e` from the loop ranges of its operands.
fn bound_with_operands(
    cx: MapCx<'_>,
    e: &AffineExpr,
    nd: usize,
    ns: usize,
    operands: &[ValueId],
    upper: bool,
) -> Option<i64> {
    let (lower_bounds, upper_bounds) = cx.operand_bounds(operands);
    if let Some(c) = e.as_constant() {
        return Some(c);
    }
    expr_bound(e, nd, ns, &lower_bounds, &upper_bounds, upper)
}

/// Upstream `simplifyExprAndOperands`: floordiv, ceildiv and mod by a
/// positive constant simplified with what the operands' loops tell.
fn simplify_expr_with_operands(
    cx: MapCx<'_>,
    expr: &AffineExpr,
    nd: usize,
    ns: usize,
    operands: &[ValueId],
) -> AffineExpr {
    let AffineExpr::Binary(op, l, r) = expr else { return expr.clone() };
    let l = simplify_expr_with_operands(cx, l, nd, ns, operands);
    let r = simplify_expr_with_operands(cx, r, nd, ns, operands);
    let expr = AffineExpr::binary(*op, l, r);
    let Some((op @ (Op::FloorDiv | Op::CeilDiv | Op::Mod), lhs, rhs)) = expr.as_binary() else { return expr };
    let Some(c) = rhs.as_constant().filter(|&c| c > 0) else { return expr };
    let lb = bound_with_operands(cx, lhs, nd, ns, operands, false);
    let ub = bound_with_operands(cx, lhs, nd, ns, operands, true);
    if let (Some(lb), Some(ub)) = (lb, ub) {
        use crate::ir::affine::{ceil_div_i64, floor_div_i64};
        if op == Op::FloorDiv && floor_div_i64(lb, c) == floor_div_i64(ub, c) {
            return AffineExpr::Constant(floor_div_i64(lb, c));
        }
        if op == Op::CeilDiv && ceil_div_i64(lb, c) == ceil_div_i64(ub, c) {
            return AffineExpr::Constant(ceil_div_i64(lb, c));
        }
        if op == Op::Mod && lb >= 0 && lb < c && ub < c {
            return lhs.clone();
        }
    }
    if let Some((div, q, rem)) = split_q_times_d_plus_r(cx, lhs, operands) {
        if div != 0 && c % div == 0 && op == Op::FloorDiv {
            return q.floor_div(c);
        }
        if div % c == 0 && op == Op::Mod {
            return rem.modulo(c);
        }
        return expr;
    }
    let floor_to_zero = op == Op::FloorDiv && is_non_negative_bounded_by(cx, lhs, operands, c);
    let mod_to_zero = op == Op::Mod && largest_known_divisor(cx, lhs, operands) % c == 0;
    if floor_to_zero || mod_to_zero {
        return AffineExpr::Constant(0);
    }
    expr
}

/// Upstream `simplifyMapWithOperands`.
pub(crate) fn simplify_map_with_operands(cx: MapCx<'_>, map: &mut AffineMap, operands: &[ValueId]) {
    if operands.len() != map.num_inputs() {
        return;
    }
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let results = map.results.iter().map(|e| simplify_expr_with_operands(cx, e, nd, ns, operands)).collect();
    *map = AffineMap::new(nd, ns, results);
}

/// Upstream `simplifyMinOrMaxExprWithOperands`: results of a min (max) map
/// that can never be the smallest (largest), given the constant ranges of
/// the operands, are dropped; results with a single possible value become
/// that constant.
pub(crate) fn simplify_min_or_max_with_operands(
    cx: MapCx<'_>,
    map: &mut AffineMap,
    operands: &[ValueId],
    is_max: bool,
) {
    if operands.is_empty() || operands.len() != map.num_inputs() {
        return;
    }
    let (lower_in, upper_in) = cx.operand_bounds(operands);
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let bound = |e: &AffineExpr, upper| match e.as_constant() {
        Some(c) => Some(c),
        None => expr_bound(e, nd, ns, &lower_in, &upper_in, upper),
    };
    let lower: Vec<Option<i64>> = map.results.iter().map(|e| bound(e, false)).collect();
    let upper: Vec<Option<i64>> = map.results.iter().map(|e| bound(e, true)).collect();
    // For max, bounds are read as (own upper, others' lower); min mirrors it.
    let (own, other) = if is_max { (&upper, &lower) } else { (&lower, &upper) };
    let beats = |a: i64, b: i64| if is_max { a > b } else { a < b };
    let mut kept = Vec::new();
    for (i, e) in map.results.iter().enumerate() {
        let mut e = e.clone();
        if let (Some(l), Some(u)) = (lower[i], upper[i]) {
            if l == u {
                e = AffineExpr::Constant(l);
            }
        }
        let Some(mine) = own[i] else {
            kept.push(e);
            continue;
        };
        let redundant = other.iter().enumerate().any(|(pos, &theirs)| {
            let Some(theirs) = theirs.filter(|_| pos != i) else { return false };
            if beats(theirs, mine) {
                return true;
            }
            if beats(mine, theirs) {
                return false;
            }
            // Equal: of two results that are both redundant, keep the first.
            let fixed = lower[i].is_some() && lower[i] == upper[i];
            !(own[pos].is_some() && fixed && Some(theirs) == own[pos] && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    *map = AffineMap::new(nd, ns, kept);
}

/// Upstream `fullyComposeAffineMapAndOperands`: compose until no operand is
/// an `affine.apply` result.
pub fn fully_compose_affine_map_and_operands(cx: MapCx<'_>, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    for _ in 0..MAX_COMPOSITIONS {
        if !operands.iter().any(|&v| cx.apply_def(v).is_some()) || operands.len() != map.num_inputs() {
            break;
        }
        compose_affine_map_and_operands(cx, map, operands);
    }
}

/// Upstream `AffineValueMap::difference`: the map `a - b` (result-wise,
/// over the operands of both), composed, canonicalized and simplified.
/// The maps have as many results as each other.
pub fn value_map_difference(
    cx: MapCx<'_>,
    (a, a_operands): (&AffineMap, &[ValueId]),
    (b, b_operands): (&AffineMap, &[ValueId]),
) -> (AffineMap, Vec<ValueId>) {
    let mut operands = a_operands[..a.num_dims].to_vec();
    operands.extend_from_slice(&b_operands[..b.num_dims]);
    operands.extend_from_slice(&a_operands[a.num_dims..]);
    operands.extend_from_slice(&b_operands[b.num_dims..]);
    let shifted = b.shift_dims(a.num_dims, 0).shift_symbols(a.num_symbols, 0);
    let results = a.results.iter().zip(&shifted.results).map(|(x, y)| x.clone() - y.clone()).collect();
    let mut map = AffineMap::new(shifted.num_dims, shifted.num_symbols, results);
    fully_compose_affine_map_and_operands(cx, &mut map, &mut operands);
    canonicalize_map_and_operands(cx, &mut map, &mut operands);
    (map.simplify(), operands)
}

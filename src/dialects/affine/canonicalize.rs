//! Folders and canonicalization patterns of the affine ops, as
//! `mlir-opt-19 --canonicalize` applies them:
//!
//! * `affine.apply`: folds to an operand or a constant; maps are composed
//!   with the `affine.apply` ops producing their operands, constants folded
//!   in, operands deduplicated and the map simplified (also for the maps of
//!   `affine.min`/`max`, `load`, `store`, `vector_load`, `vector_store` and
//!   `prefetch`).
//! * `affine.min`/`max`: constant folding, single-result maps become
//!   `affine.apply`, duplicate results dropped, nested min/max merged and
//!   results sorted by their flattened form.
//! * `affine.for`: constant bounds folded into the maps, bound maps composed
//!   and redundant bounds dropped; loops without iterations or with an
//!   empty body are replaced by the values they would yield.
//! * `affine.if`: the condition is composed and canonicalized, an empty
//!   else dropped, and a trivially true or false condition selects a branch.

use super::operands::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, compose_affine_map_and_operands,
    compose_set_and_operands, simplify_map_with_operands, simplify_min_or_max_with_operands, MapCx,
};
use super::{affine_map, int_value, integer_set, ApplyOp, ForOp, IfOp, MinOp};
use crate::ir::affine::{sort_results_by_flat_form, AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, OperationState, TypeKind, ValueId};
use crate::opdef::ods::{segment_sizes, set_attr};
use crate::rewrite::{FoldCx, Folded, OpFoldResult, Rewriter};

fn map_attr(ctx: &Context, map: AffineMap) -> Attribute {
    ctx.attr(AttrKind::AffineMap(map))
}

fn index_attr(ctx: &Context, value: i64) -> Attribute {
    ctx.int_attr(ctx.index_type(), value)
}

fn attr_i64(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    int_value(ctx, a)
}

/// `expr` evaluated with the constants known for the inputs (`[dims..,
/// symbols..]`); `None` when a used input is unknown or the value is
/// undefined.
fn eval_with(expr: &AffineExpr, num_dims: usize, inputs: &[Option<i64>]) -> Option<i64> {
    let mut known = true;
    expr.walk(|e| match e {
        AffineExpr::Dim(p) => known &= inputs.get(*p).copied().flatten().is_some(),
        AffineExpr::Symbol(p) => known &= inputs.get(num_dims + p).copied().flatten().is_some(),
        _ => {}
    });
    if !known || inputs.len() < num_dims {
        return None;
    }
    let values: Vec<i64> = inputs.iter().map(|c| c.unwrap_or(0)).collect();
    let (dims, syms) = values.split_at(num_dims);
    expr.eval(dims, syms)
}

fn fold_constants(cx: &FoldCx<'_>, n: usize) -> Vec<Option<i64>> {
    (0..n).map(|i| attr_i64(cx.ctx, cx.constant(i))).collect()
}

// ---- affine.apply ---------------------------------------------------------------------

/// A map that is a lone dimension or symbol folds to that operand; a map
/// whose inputs are constants folds to its value.
pub(super) fn fold_apply(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let Some(map) = affine_map(cx.ctx, body, op, crate::static_ident!(cx.ctx, "map")) else { return Folded::Failure };
    let operands = body.operands(op);
    let (Some(result), true) = (map.results.first(), operands.len() == map.num_inputs()) else {
        return Folded::Failure;
    };
    match result {
        AffineExpr::Dim(p) => return Folded::value(operands[*p]),
        AffineExpr::Symbol(p) => return Folded::value(operands[map.num_dims + p]),
        _ => {}
    }
    let inputs = fold_constants(cx, operands.len());
    match eval_with(result, map.num_dims, &inputs) {
        Some(c) => Folded::attr(index_attr(cx.ctx, c)),
        None => Folded::Failure,
    }
}

/// Where the map operands of an op with a `map` attribute start.
fn map_operands_start(name: &str) -> Option<usize> {
    match name {
        "affine.apply" | "affine.min" | "affine.max" => Some(0),
        "affine.load" | "affine.vector_load" | "affine.prefetch" => Some(1),
        "affine.store" | "affine.vector_store" => Some(2),
        _ => None,
    }
}

/// Replace `op` by a copy whose map is `map` over `map_operands` (the other
/// operands and inherent attributes kept, discardable attributes dropped,
/// as upstream rebuilds the op).
fn replace_affine_op(rw: &mut Rewriter<'_>, op: OpId, map: AffineMap, map_operands: Vec<ValueId>, name: Option<&str>) {
    let ctx = rw.ctx;
    let data = rw.body.op(op);
    let start = map_operands_start(ctx.str(data.name)).unwrap_or(0);
    let mut operands = rw.body.operands(op)[..start].to_vec();
    operands.extend(map_operands);
    let state = OperationState {
        name: name.map_or(data.name, |n| ctx.ident(n)),
        loc: data.loc,
        operands,
        result_types: rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect(),
        properties: data.properties,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let new = rw.body.create_op(state);
    set_attr(ctx, rw.body, new, "map", map_attr(ctx, map));
    rw.set_insertion_point_before(op);
    rw.insert(new);
    let results = rw.body.results(new).to_vec();
    rw.replace_op(op, &results);
}

/// Upstream `SimplifyAffineOp`: compose the map with the `affine.apply`
/// ops producing its operands, canonicalize and simplify it.
pub fn simplify_affine_op(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(start) = map_operands_start(rw.ctx.str(rw.body.op(op).name)) else { return false };
    let Some(old_map) = affine_map(rw.ctx, rw.body, op, crate::static_ident!(rw.ctx, "map")) else { return false };
    let Some(old_operands) = rw.body.operands(op).get(start..) else { return false };
    if old_operands.len() != old_map.num_inputs() {
        return false;
    }
    let (mut map, mut operands) = (old_map.clone(), old_operands.to_vec());
    let cx = MapCx { ctx: rw.ctx, registry: rw.registry, body: rw.body };
    compose_affine_map_and_operands(cx, &mut map, &mut operands);
    canonicalize_map_and_operands(cx, &mut map, &mut operands);
    simplify_map_with_operands(cx, &mut map, &operands);
    if map == old_map && operands == old_operands {
        return false;
    }
    replace_affine_op(rw, op, map, operands, None);
    true
}

// ---- memory accesses ------------------------------------------------------------------

/// Operands produced by a `memref.cast` of a ranked memref read the cast's
/// source instead (upstream `memref::foldMemRefCast`); the value an
/// `affine.store` stores is left alone.
pub(super) fn fold_memref_cast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let skip = (cx.ctx.str(body.op(op).name) == "affine.store").then(|| body.operands(op)[0]);
    let mut operands = body.operands(op).to_vec();
    let mut folded = false;
    for v in operands.iter_mut().filter(|v| Some(**v) != skip) {
        let Some(cast) = body.defining_op(*v).filter(|&d| cx.ctx.str(body.op(d).name) == "memref.cast") else {
            continue;
        };
        let Some(&source) = body.operands(cast).first() else { continue };
        if matches!(cx.ctx.type_kind(body.value_type(source)), TypeKind::MemRef { .. }) {
            *v = source;
            folded = true;
        }
    }
    if !folded {
        return Folded::Failure;
    }
    body.set_operands(op, operands);
    Folded::InPlace
}

// ---- affine.min / affine.max ----------------------------------------------------------------

/// Results that fold to constants are replaced by them; a map of constants
/// folds to its minimum (maximum).
pub(super) fn fold_min_max(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let is_min = cx.ctx.str(body.op(op).name) == MinOp::NAME;
    let Some(map) = affine_map(cx.ctx, body, op, crate::static_ident!(cx.ctx, "map")) else { return Folded::Failure };
    if body.operands(op).len() != map.num_inputs() {
        return Folded::Failure;
    }
    let inputs = fold_constants(cx, map.num_inputs());
    let mut values = Some(Vec::new());
    let mut results = Vec::with_capacity(map.num_results());
    for r in &map.results {
        match eval_with(r, map.num_dims, &inputs) {
            Some(c) => {
                results.push(AffineExpr::Constant(c));
                if let Some(v) = values.as_mut() {
                    v.push(c);
                }
            }
            None => {
                results.push(r.clone());
                values = None;
            }
        }
    }
    // Upstream 19 leaves `()[s0] -> (s0)` to the single-result pattern.
    let folded = AffineMap::new(map.num_dims, map.num_symbols, results);
    match values {
        Some(v) if !v.is_empty() => {
            let c = if is_min { v.iter().min() } else { v.iter().max() };
            Folded::attr(index_attr(cx.ctx, *c.unwrap_or(&0)))
        }
        Some(_) => Folded::Failure,
        None if folded == map => Folded::Failure,
        None => {
            set_attr(cx.ctx, body, op, "map", map_attr(cx.ctx, folded));
            Folded::InPlace
        }
    }
}

pub(super) fn canonicalize_min_max(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    min_max_single_result(rw, op)
        || min_max_dedup(rw, op)
        || min_max_merge(rw, op)
        || simplify_affine_op(rw, op)
        || min_max_sort(rw, op)
}

/// A min/max of one result is an `affine.apply`.
fn min_max_single_result(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(map) = affine_map(rw.ctx, rw.body, op, crate::static_ident!(rw.ctx, "map")) else { return false };
    if map.num_results() != 1 {
        return false;
    }
    let operands = rw.body.operands(op).to_vec();
    replace_affine_op(rw, op, map, operands, Some(ApplyOp::NAME));
    true
}

/// Results that occur twice are dropped.
fn min_max_dedup(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(map) = affine_map(rw.ctx, rw.body, op, crate::static_ident!(rw.ctx, "map")) else { return false };
    let mut results: Vec<AffineExpr> = Vec::with_capacity(map.num_results());
    for r in &map.results {
        if !results.contains(r) {
            results.push(r.clone());
        }
    }
    if results.len() == map.num_results() {
        return false;
    }
    let operands = rw.body.operands(op).to_vec();
    replace_affine_op(rw, op, AffineMap::new(map.num_dims, map.num_symbols, results), operands, None);
    true
}

/// A result that is a lone dimension or symbol bound to another min (max)
/// of the same kind is replaced by that op's results.
fn min_max_merge(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let name = rw.body.op(op).name;
    let Some(map) = affine_map(ctx, rw.body, op, crate::static_ident!(ctx, "map")) else { return false };
    let operands = rw.body.operands(op).to_vec();
    if operands.len() != map.num_inputs() {
        return false;
    }
    let (dim_operands, sym_operands) = operands.split_at(map.num_dims);
    let same_kind = |v: ValueId| rw.body.defining_op(v).filter(|&d| rw.body.op(d).name == name);
    let mut results = Vec::new();
    let mut producers = Vec::new();
    for r in &map.results {
        let producer = match r {
            AffineExpr::Dim(p) => dim_operands.get(*p).and_then(|&v| same_kind(v)),
            AffineExpr::Symbol(p) => sym_operands.get(*p).and_then(|&v| same_kind(v)),
            _ => None,
        };
        match producer {
            Some(p) => producers.push(p),
            None => results.push(r.clone()),
        }
    }
    if producers.is_empty() {
        return false;
    }
    let (mut dims, mut syms) = (dim_operands.to_vec(), sym_operands.to_vec());
    let (mut num_dims, mut num_syms) = (map.num_dims, map.num_symbols);
    for p in producers {
        let Some(pmap) = affine_map(ctx, rw.body, p, crate::static_ident!(ctx, "map")) else { return false };
        let pops = rw.body.operands(p);
        if pops.len() != pmap.num_inputs() {
            return false;
        }
        dims.extend_from_slice(&pops[..pmap.num_dims]);
        syms.extend_from_slice(&pops[pmap.num_dims..]);
        for r in &pmap.results {
            results.push(r.shift_dims(pmap.num_dims, num_dims, 0).shift_symbols(pmap.num_symbols, num_syms, 0));
        }
        num_dims += pmap.num_dims;
        num_syms += pmap.num_symbols;
    }
    dims.extend(syms);
    replace_affine_op(rw, op, AffineMap::new(num_dims, num_syms, results), dims, None);
    true
}

/// Results are ordered by their flattened coefficients.
fn min_max_sort(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(map) = affine_map(rw.ctx, rw.body, op, crate::static_ident!(rw.ctx, "map")) else { return false };
    let Some(sorted) = sort_results_by_flat_form(&map) else { return false };
    let operands = rw.body.operands(op).to_vec();
    replace_affine_op(rw, op, sorted, operands, None);
    true
}

// ---- affine.for -------------------------------------------------------------------------

/// The constant lower bound, upper bound and step of a loop.
fn constant_bounds(ctx: &Context, body: &Body, op: OpId) -> (Option<i64>, Option<i64>, i64) {
    let single = |name| affine_map(ctx, body, op, name).and_then(|m| m.single_constant_result());
    let step = attr_i64(ctx, ForOp(op).step(ctx, body)).unwrap_or(1);
    (single("lowerBoundMap"), single("upperBoundMap"), step)
}

/// Upstream `getTrivialConstantTripCount`.
pub(super) fn trivial_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<u64> {
    let (Some(lb), Some(ub), step) = constant_bounds(ctx, body, op) else { return None };
    if step <= 0 {
        return None;
    }
    let diff = ub.checked_sub(lb)?;
    if diff <= 0 {
        return Some(0);
    }
    Some((diff as u64).div_ceil(step as u64))
}

/// The operands and map of the lower (`lower`) or upper bound.
pub fn loop_bound(ctx: &Context, body: &Body, op: OpId, lower: bool) -> Option<(AffineMap, Vec<ValueId>)> {
    let for_op = ForOp(op);
    let (name, operands) = if lower {
        ("lowerBoundMap", for_op.lower_bound_operands(ctx, body))
    } else {
        ("upperBoundMap", for_op.upper_bound_operands(ctx, body))
    };
    let map = affine_map(ctx, body, op, name)?;
    (map.num_inputs() == operands.len()).then(|| (map, operands.to_vec()))
}

/// Give a loop new bound maps and operands.
pub fn set_loop_bounds(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    (lb_map, lb_operands): (AffineMap, Vec<ValueId>),
    (ub_map, ub_operands): (AffineMap, Vec<ValueId>),
) {
    let inits = ForOp(op).inits(ctx, body).to_vec();
    let sizes = [lb_operands.len(), ub_operands.len(), inits.len()];
    let mut operands = lb_operands;
    operands.extend(ub_operands);
    operands.extend(inits);
    body.set_operands(op, operands);
    set_attr(ctx, body, op, "lowerBoundMap", map_attr(ctx, lb_map));
    set_attr(ctx, body, op, "upperBoundMap", map_attr(ctx, ub_map));
    set_attr(ctx, body, op, "operandSegmentSizes", segment_sizes(ctx, &sizes));
}

/// A bound whose used operands are all constants becomes the constant
/// maximum (lower) or minimum (upper) of its results.
fn fold_bound(cx: &FoldCx<'_>, map: &AffineMap, first_operand: usize, lower: bool) -> Option<AffineMap> {
    let inputs: Vec<Option<i64>> =
        (0..map.num_inputs()).map(|i| attr_i64(cx.ctx, cx.constant(first_operand + i))).collect();
    let values: Option<Vec<i64>> = map.results.iter().map(|r| eval_with(r, map.num_dims, &inputs)).collect();
    let values = values?;
    let c = if lower { values.iter().max() } else { values.iter().min() };
    Some(AffineMap::constant(*c?))
}

/// Fold constant bound operands into the maps, compose and canonicalize the
/// bounds, and fold a loop that never runs to its inits.
pub(super) fn fold_for(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let (Some(mut lb), Some(mut ub)) = (loop_bound(ctx, body, op, true), loop_bound(ctx, body, op, false)) else {
        return Folded::Failure;
    };
    let mut folded = false;
    if lb.0.single_constant_result().is_none() {
        if let Some(m) = fold_bound(cx, &lb.0, 0, true) {
            lb = (m, Vec::new());
            folded = true;
        }
    }
    if ub.0.single_constant_result().is_none() {
        if let Some(m) =
            fold_bound(cx, &ub.0, body.operands(op).len() - ForOp(op).inits(ctx, body).len() - ub.1.len(), false)
        {
            ub = (m, Vec::new());
            folded = true;
        }
    }
    if folded {
        set_loop_bounds(ctx, body, op, lb.clone(), ub.clone());
    }
    folded |= canonicalize_loop_bounds(cx, body, op, lb, ub);
    let results = body.results(op).len();
    if results > 0 && trivial_trip_count(ctx, body, op) == Some(0) {
        let inits = ForOp(op).inits(ctx, body);
        return Folded::Results(inits.iter().map(|&v| OpFoldResult::Value(v)).collect());
    }
    if folded {
        Folded::InPlace
    } else {
        Folded::Failure
    }
}

/// Upstream `canonicalizeLoopBounds`.
fn canonicalize_loop_bounds(
    cx: &FoldCx<'_>,
    body: &mut Body,
    op: OpId,
    (old_lb, lb_operands): (AffineMap, Vec<ValueId>),
    (old_ub, ub_operands): (AffineMap, Vec<ValueId>),
) -> bool {
    let m = MapCx { ctx: cx.ctx, registry: cx.registry, body };
    let (mut lb, mut lb_ops) = (old_lb.clone(), lb_operands);
    let (mut ub, mut ub_ops) = (old_ub.clone(), ub_operands);
    compose_affine_map_and_operands(m, &mut lb, &mut lb_ops);
    canonicalize_map_and_operands(m, &mut lb, &mut lb_ops);
    simplify_min_or_max_with_operands(m, &mut lb, &lb_ops, true);
    simplify_min_or_max_with_operands(m, &mut ub, &ub_ops, false);
    compose_affine_map_and_operands(m, &mut ub, &mut ub_ops);
    canonicalize_map_and_operands(m, &mut ub, &mut ub_ops);
    if lb == old_lb && ub == old_ub {
        return false;
    }
    if lb.num_results() == 0 || ub.num_results() == 0 {
        return false;
    }
    let current = |lower| loop_bound(cx.ctx, body, op, lower);
    let Some(lb_pair) = (if lb != old_lb { Some((lb, lb_ops)) } else { current(true) }) else { return false };
    let Some(ub_pair) = (if ub != old_ub { Some((ub, ub_ops)) } else { current(false) }) else { return false };
    set_loop_bounds(cx.ctx, body, op, lb_pair, ub_pair);
    true
}

/// Upstream `AffineForEmptyLoopFolder`: a loop whose body only yields is
/// replaced by its inits or the outside values it yields, where that is
/// what running it would give.
pub fn canonicalize_for(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let region = ForOp(op).region(rw.body);
    let Some(&block) = rw.body.region(region).blocks.first() else { return false };
    let Some(term) = rw.body.first_op(block) else { return false };
    if rw.body.last_op(block) != Some(term) || rw.body.results(op).is_empty() {
        return false;
    }
    let inits = ForOp(op).inits(rw.ctx, rw.body).to_vec();
    let trip_count = trivial_trip_count(rw.ctx, rw.body, op);
    if trip_count == Some(0) {
        rw.replace_op(op, &inits);
        return true;
    }
    let args = rw.body.block(block).args.clone();
    let Some(iter_args) = args.get(1..) else { return false };
    let (mut outside, mut out_of_order) = (false, false);
    let mut replacements = Vec::new();
    for (i, &v) in rw.body.operands(term).iter().enumerate() {
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                let Some(&init) = inits.get(pos) else { return false };
                replacements.push(init);
            }
            None if Some(&v) == args.first() => return false,
            None => {
                outside = true;
                replacements.push(v);
            }
        }
    }
    if replacements.len() != rw.body.results(op).len() {
        return false;
    }
    match trip_count {
        None if outside || out_of_order => return false,
        Some(n) if n >= 2 && out_of_order => return false,
        _ => {}
    }
    rw.replace_op(op, &replacements);
    true
}

// ---- affine.if ------------------------------------------------------------------------------

/// The condition is composed with `affine.apply` operands and canonicalized.
pub(super) fn fold_if(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let Some(old) = integer_set(cx.ctx, body, op, crate::static_ident!(cx.ctx, "condition")) else {
        return Folded::Failure;
    };
    let old_operands = body.operands(op).to_vec();
    if old_operands.len() != old.num_inputs() {
        return Folded::Failure;
    }
    let (mut set, mut operands) = (old.clone(), old_operands.clone());
    let m = MapCx { ctx: cx.ctx, registry: cx.registry, body };
    compose_set_and_operands(m, &mut set, &mut operands);
    canonicalize_set_and_operands(m, &mut set, &mut operands);
    if set == old && operands == old_operands {
        return Folded::Failure;
    }
    let a = cx.ctx.attr(AttrKind::IntegerSet(set));
    set_attr(cx.ctx, body, op, "condition", a);
    body.set_operands(op, operands);
    Folded::InPlace
}

pub fn canonicalize_if(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if_dead_else(rw, op) || if_always_true_or_false(rw, op)
}

/// An else block holding only its terminator is dropped (no results).
fn if_dead_else(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let else_region = IfOp(op).else_region(rw.body);
    let Some(&block) = rw.body.region(else_region).blocks.first() else { return false };
    let single = rw.body.first_op(block).is_some() && rw.body.first_op(block) == rw.body.last_op(block);
    if !single || !rw.body.results(op).is_empty() {
        return false;
    }
    rw.erase_block(block);
    rw.modify(op, |_| {});
    true
}

/// A condition that is the empty set or `0 == 0` selects its branch.
fn if_always_true_or_false(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(set) = integer_set(rw.ctx, rw.body, op, crate::static_ident!(rw.ctx, "condition")) else { return false };
    let if_op = IfOp(op);
    let region = if set.is_empty_integer_set() {
        let else_region = if_op.else_region(rw.body);
        if rw.body.region(else_region).blocks.is_empty() {
            if !rw.body.results(op).is_empty() {
                return false;
            }
            rw.erase_op(op);
            return true;
        }
        else_region
    } else if set.num_equalities() == 1
        && set.num_inequalities() == 0
        && set.constraints[0].0 == AffineExpr::Constant(0)
    {
        if_op.then_region(rw.body)
    } else {
        return false;
    };
    rw.replace_op_with_region(op, region, &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eval_with_needs_every_used_input() {
        let e = AffineExpr::Dim(0) + AffineExpr::Symbol(0) * 2;
        assert_eq!(eval_with(&e, 1, &[Some(1), Some(3)]), Some(7));
        assert_eq!(eval_with(&e, 1, &[None, Some(3)]), None);
        assert_eq!(eval_with(&AffineExpr::Symbol(0), 1, &[None, Some(3)]), Some(3));
        assert_eq!(eval_with(&AffineExpr::Dim(0).floor_div(AffineExpr::Symbol(0)), 1, &[Some(1), Some(0)]), None);
    }
}

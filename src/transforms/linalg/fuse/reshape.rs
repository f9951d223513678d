//! Reshapes fused into `linalg.generic` by expanding its loops (upstream's
//! `populateFoldReshapeOpsByExpansionPatterns`): a generic reading a
//! `tensor.collapse_shape` runs over the collapse's source instead, and a
//! `tensor.expand_shape` of a generic's result is produced by the generic
//! directly. Each loop the reshaped operand indexes becomes the loops of
//! its reassociation group; every other operand is expanded to match
//! (`tensor.expand_shape`) and results of the old shape are collapsed back.
//!
//! As upstream: the generic is on tensors with projected-permutation maps,
//! the reshaped operand's loops are parallel, and the reshape (a collapse
//! feeding the generic, or the generic feeding the expansion) has no other
//! use. A split dimension may have one dynamic size (not after the first
//! when the payload reads `linalg.index`): the other operands are expanded
//! with it inferred from their own size, and every operand's sizes must fit
//! the expansion. A payload's `linalg.index` of a split loop becomes the
//! linearization of the new loops' indices.

use super::generic::Generic;
use crate::dialects::affine::ApplyOp;
use crate::dialects::arith::DivUIOp;
use crate::dialects::linalg::build::{generic_state, has_pure_tensor_semantics, index_state, GenericParts};
use crate::dialects::linalg::keyword_attr;
use crate::dialects::linalg::named::IteratorType;
use crate::dialects::linalg::StructuredOp;
use crate::dialects::tensor::{CollapseShapeOp, ExpandShapeOp};
use crate::dialects::view_like::{reassociation, reassociation_attr};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Location, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::attr;
use crate::rewrite::Rewriter;

pub(super) fn fold_reshapes_by_expansion(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    fold_collapse_producer(rw, op) || fold_expand_consumer(rw, op)
}

/// How the loops of a generic expand.
struct Expansion {
    /// Per old loop: the sizes of the loops it becomes (its static range
    /// when it is not expanded).
    shapes: Vec<Vec<i64>>,
    /// Per old loop: its first new loop.
    starts: Vec<usize>,
    loops: usize,
}

impl Expansion {
    fn len(&self, d: usize) -> usize {
        self.shapes[d].len()
    }

    /// The map over the new loops of an operand with `map` over the old.
    fn map(&self, map: &AffineMap) -> Option<AffineMap> {
        let mut results = Vec::new();
        for e in &map.results {
            let d = e.as_dim()?;
            results.extend((self.starts[d]..self.starts[d] + self.len(d)).map(AffineExpr::dim));
        }
        Some(AffineMap::new(self.loops, 0, results))
    }

    /// The type and reassociation of an operand of type `ty` read through
    /// `map` once expanded; `None` when the operand's sizes do not fit the
    /// expansion (upstream's `reshapeLikeShapesAreCompatible`: a group with
    /// a dynamic size needs a dynamic operand size, a static group the
    /// product of its sizes).
    fn operand(&self, ctx: &crate::ir::Context, map: &AffineMap, ty: Type) -> Option<(Type, Vec<Vec<i64>>)> {
        let TypeKind::RankedTensor { shape, element, .. } = ctx.type_kind(ty) else { return None };
        let (mut new_shape, mut groups) = (Vec::new(), Vec::new());
        for e in &map.results {
            let d = e.as_dim()?;
            let start = new_shape.len() as i64;
            new_shape.extend(self.shapes[d].iter().copied());
            groups.push((start..new_shape.len() as i64).collect::<Vec<i64>>());
        }
        let new_ty = crate::dialects::tensor::ranked_tensor(ctx, new_shape.clone(), *element);
        if new_ty != ty {
            for (group, &size) in groups.iter().zip(shape) {
                let sizes = group.iter().map(|&k| new_shape[k as usize]);
                let fits = match sizes.clone().any(|s| s == DYNAMIC) {
                    true => size == DYNAMIC,
                    false => size == sizes.product::<i64>(),
                };
                if !fits {
                    return None;
                }
            }
        }
        Some((new_ty, groups))
    }
}

/// The expansion that makes operand `fused` of `g` (read through its map)
/// the tensor of `expanded_shape` grouped by `groups`; `None` when a group
/// has more than one dynamic size (the sizes of the other operands could
/// not be inferred) or, with `linalg.index` ops in the payload, a dynamic
/// size after its group's first (the index could not be linearized
/// statically), as upstream.
fn expansion(
    rw: &Rewriter<'_>,
    g: &Generic,
    fused: usize,
    groups: &[Vec<i64>],
    expanded_shape: &[i64],
) -> Option<Expansion> {
    let map = &g.maps[fused];
    if map.results.len() != groups.len() || map.results.is_empty() {
        return None;
    }
    let ranges = StructuredOp::get(rw.ctx, rw.body, g.op)?.static_loop_ranges(rw.ctx, rw.body);
    let mut shapes: Vec<Vec<i64>> = ranges.iter().map(|&r| vec![r]).collect();
    let indexed = has_index_ops(rw, g);
    for (e, group) in map.results.iter().zip(groups) {
        let d = e.as_dim()?;
        if g.iterators[d] != IteratorType::Parallel {
            return None;
        }
        let sizes: Vec<i64> = group.iter().map(|&k| expanded_shape.get(k as usize).copied()).collect::<Option<_>>()?;
        if sizes.iter().filter(|&&s| s == DYNAMIC).count() > 1
            || (indexed && sizes.iter().skip(1).any(|&s| s == DYNAMIC))
        {
            return None;
        }
        *shapes.get_mut(d)? = sizes;
    }
    let mut starts = Vec::new();
    let mut loops = 0;
    for s in &shapes {
        starts.push(loops);
        loops += s.len();
    }
    Some(Expansion { shapes, starts, loops })
}

fn has_index_ops(rw: &Rewriter<'_>, g: &Generic) -> bool {
    let Some(block) = rw.body.parent_block(g.terminator) else { return false };
    rw.body.block_ops(block).any(|o| rw.ctx.str(rw.body.op(o).name) == "linalg.index")
}

/// Whether `g` may be expanded at all.
fn expandable(rw: &Rewriter<'_>, g: &Generic) -> bool {
    let ctx = rw.ctx;
    has_pure_tensor_semantics(ctx, rw.body, g.op) && g.maps.iter().all(|m| m.is_projected_permutation(false))
}

/// The payload's `linalg.index` ops read the new loops: an expanded loop's
/// index is the linearization of its loops' (`affine.apply`s), a moved
/// one's the index of its new position.
fn renumber_indices(rw: &mut Rewriter<'_>, g: &Generic, x: &Expansion) {
    let ctx = rw.ctx;
    let Some(block) = rw.body.parent_block(g.terminator) else { return };
    let indices: Vec<OpId> =
        rw.body.block_ops(block).filter(|&o| ctx.str(rw.body.op(o).name) == "linalg.index").collect();
    for index in indices {
        let dim = match attr(ctx, rw.body, index, "dim").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => usize::try_from(value).unwrap_or(usize::MAX),
            _ => continue,
        };
        if dim >= x.starts.len() || (x.len(dim) == 1 && x.starts[dim] == dim) {
            continue;
        }
        let loc = rw.body.op(index).loc;
        let first = x.starts[dim];
        rw.set_insertion_point_after(index);
        let inner: Vec<ValueId> = (first + 1..first + x.len(dim))
            .map(|d| {
                let op = rw.create(index_state(ctx, loc, d as i64));
                rw.body.results(op)[0]
            })
            .collect();
        let op = rw.create(index_state(ctx, loc, first as i64));
        let mut value = rw.body.results(op)[0];
        let sizes = x.shapes[dim].clone();
        for (&size, &i) in sizes.iter().skip(1).zip(&inner) {
            let map = AffineMap::new(2, 0, vec![AffineExpr::dim(0).add(AffineExpr::dim(1).mul(size))]);
            let apply = ApplyOp::create(
                ctx,
                rw.body,
                loc,
                vec![i, value],
                ctx.index_type(),
                ctx.attr(AttrKind::AffineMap(map)),
            );
            rw.insert(apply.0);
            value = rw.body.results(apply.0)[0];
        }
        rw.replace_op(index, &[value]);
    }
}

fn shape_of(rw: &Rewriter<'_>, v: ValueId) -> Option<Vec<i64>> {
    match rw.ctx.type_kind(rw.body.value_type(v)) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// Per result of an expanded generic: the reassociation collapsing it back
/// to its old type, when that changed.
type CollapseBack = Option<Vec<Vec<i64>>>;

/// Rebuild `g` over the loops of `x`, operand `fused` replaced by
/// `fused_value` (already of the expanded type); returns the new generic
/// and, per result, the reassociation collapsing it back (when its type
/// changed).
fn expand_generic(
    rw: &mut Rewriter<'_>,
    g: &Generic,
    x: &Expansion,
    fused: usize,
    fused_value: Option<ValueId>,
) -> Option<(OpId, Vec<CollapseBack>)> {
    let ctx = rw.ctx;
    let operands = rw.body.operands(g.op).to_vec();
    let mut plans = Vec::new();
    for (k, &v) in operands.iter().enumerate() {
        let map = x.map(&g.maps[k])?;
        let ty = rw.body.value_type(v);
        let typed = if matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. }) {
            Some(x.operand(ctx, &g.maps[k], ty)?)
        } else {
            None
        };
        plans.push((map, typed));
    }
    let loc = rw.body.op(g.op).loc;
    rw.set_insertion_point_before(g.op);
    let mut new_operands = Vec::new();
    let mut collapse_back = Vec::new();
    for (k, &v) in operands.iter().enumerate() {
        let new = match &plans[k].1 {
            _ if k == fused && fused_value.is_some() => fused_value.unwrap_or(v),
            Some((ty, _)) if *ty == rw.body.value_type(v) => v,
            Some((ty, groups)) => expand_operand(rw, loc, v, *ty, groups),
            None => v,
        };
        if k >= g.num_inputs {
            let changed = plans[k].1.as_ref().is_some_and(|(ty, _)| *ty != rw.body.value_type(v));
            collapse_back.push(changed.then(|| plans[k].1.as_ref().map(|(_, gr)| gr.clone()).unwrap_or_default()));
        }
        new_operands.push(new);
    }
    let iterators = (0..g.num_loops())
        .flat_map(|d| std::iter::repeat(g.iterators[d]).take(x.len(d)))
        .map(|t| keyword_attr(ctx, "iterator_type", t.keyword()))
        .collect();
    let inits = new_operands.split_off(g.num_inputs);
    let parts = GenericParts {
        result_types: inits.iter().map(|&v| rw.body.value_type(v)).collect(),
        inputs: new_operands,
        inits,
        maps: plans.into_iter().map(|(m, _)| m).collect(),
        iterator_types: ctx.attr(AttrKind::Array(iterators)),
        inherent: Vec::new(),
        attributes: ctx.empty_dictionary(),
    };
    renumber_indices(rw, g, x);
    rw.set_insertion_point_before(g.op);
    let region = rw.body.op(g.op).regions[0];
    rw.body.op_mut(g.op).regions.clear();
    let new = rw.create(generic_state(ctx, loc, parts, region));
    Some((new, collapse_back))
}

/// `v` expanded to `ty` by `groups`, the expansion's dynamic sizes inferred
/// from `v`'s as upstream's `tensor.expand_shape` builder does: the
/// operand's size divided by the product of the group's static sizes.
fn expand_operand(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, ty: Type, groups: &[Vec<i64>]) -> ValueId {
    let ctx = rw.ctx;
    let new_shape = shape_of_type(ctx, ty);
    let old_shape = shape_of_type(ctx, rw.body.value_type(v));
    let dims: Vec<Option<ValueId>> = old_shape
        .iter()
        .enumerate()
        .map(|(i, &s)| (s == DYNAMIC).then(|| crate::dialects::tensor::create_or_fold_dim(rw, loc, v, i)))
        .collect();
    let mut sizes = Vec::new();
    for (group, dim) in groups.iter().zip(dims) {
        let Some(dim) = dim else { continue };
        let product: i64 = group.iter().map(|&k| new_shape[k as usize]).filter(|&s| s != DYNAMIC).product();
        let divisor = crate::dialects::tensor::constant_index(rw, loc, product);
        let div = DivUIOp::create(ctx, rw.body, loc, dim, divisor, ctx.index_type()).0;
        sizes.push(rw.create_or_fold(div)[0]);
    }
    let statics = crate::opdef::ods::constraints::i64_array(ctx, &new_shape);
    let e = ExpandShapeOp::create(ctx, rw.body, loc, v, sizes, ty, reassociation_attr(ctx, groups), statics);
    rw.insert(e.0);
    rw.body.results(e.0)[0]
}

fn shape_of_type(ctx: &crate::ir::Context, ty: Type) -> Vec<i64> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => shape.clone(),
        _ => Vec::new(),
    }
}

/// The results of the new generic for the old one's: collapsed back where
/// their type changed.
fn collapsed_results(rw: &mut Rewriter<'_>, old: OpId, new: OpId, back: &[CollapseBack]) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let loc = rw.body.op(old).loc;
    let mut out = Vec::new();
    for (r, groups) in back.iter().enumerate() {
        let v = rw.body.results(new)[r];
        let old_ty = rw.body.value_type(rw.body.results(old)[r]);
        out.push(match groups {
            Some(groups) => {
                let c = CollapseShapeOp::create(ctx, rw.body, loc, v, old_ty, reassociation_attr(ctx, groups));
                rw.insert(c.0);
                rw.body.results(c.0)[0]
            }
            None => v,
        });
    }
    out
}

/// A generic reading the only use of a `tensor.collapse_shape` runs over
/// the collapse's source.
fn fold_collapse_producer(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(g) = Generic::get(ctx, rw.body, op) else { return false };
    if !expandable(rw, &g) {
        return false;
    }
    for k in 0..g.num_inputs {
        let v = rw.body.operands(op)[k];
        let Some(collapse) = rw.body.defining_op(v) else { continue };
        if ctx.str(rw.body.op(collapse).name) != CollapseShapeOp::NAME || rw.body.uses(v).len() != 1 {
            continue;
        }
        let source = rw.body.operands(collapse)[0];
        let (Some(groups), Some(shape)) =
            (attr(ctx, rw.body, collapse, "reassociation").and_then(|a| reassociation(ctx, a)), shape_of(rw, source))
        else {
            continue;
        };
        let Some(x) = expansion(rw, &g, k, &groups, &shape) else { continue };
        let Some((new, back)) = expand_generic(rw, &g, &x, k, Some(source)) else { continue };
        let results = collapsed_results(rw, op, new, &back);
        rw.replace_op(op, &results);
        return true;
    }
    false
}

/// A `tensor.expand_shape` of the result of a generic used nowhere else is
/// that generic expanded.
fn fold_expand_consumer(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if ctx.str(rw.body.op(op).name) != ExpandShapeOp::NAME {
        return false;
    }
    let source = rw.body.operands(op)[0];
    let Some(producer) = rw.body.defining_op(source) else { return false };
    let Some(g) = Generic::get(ctx, rw.body, producer) else { return false };
    let uses: usize = rw.body.results(producer).iter().map(|&r| rw.body.uses(r).len()).sum();
    if uses != 1 || !expandable(rw, &g) {
        return false;
    }
    let Some(r) = rw.body.results(producer).iter().position(|&x| x == source) else { return false };
    let result = rw.body.results(op)[0];
    let (Some(groups), Some(shape)) =
        (attr(ctx, rw.body, op, "reassociation").and_then(|a| reassociation(ctx, a)), shape_of(rw, result))
    else {
        return false;
    };
    let init = g.num_inputs + r;
    let Some(x) = expansion(rw, &g, init, &groups, &shape) else { return false };
    let init_ty = rw.body.value_type(rw.body.operands(producer)[init]);
    if x.operand(ctx, &g.maps[init], init_ty).map(|(t, _)| t) != Some(rw.body.value_type(result)) {
        return false;
    }
    let Some((new, back)) = expand_generic(rw, &g, &x, init, None) else { return false };
    let expanded = rw.body.results(new)[r];
    let results = collapsed_results(rw, producer, new, &back);
    rw.replace_op(producer, &results);
    rw.replace_op(op, &[expanded]);
    true
}

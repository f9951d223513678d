//! Upstream's `DropUnitDims` on `linalg.generic`: loops whose first bounding
//! operand dimension is a static 1 are dropped; each operand loses the
//! dimensions such a loop (or a constant 0 on a unit size) indexes, its
//! type collapsed to match, and each result is expanded back to its old
//! type. `linalg.index` ops of dropped loops become 0.

use super::reshape::{collapse_value, expand_value, unit_groups};
use super::Strategy;
use crate::dialects::linalg::build::{generic_state, index_state, is_generic, GenericParts};
use crate::dialects::linalg::StructuredOp;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, TypeKind, ValueId};
use crate::opdef::ods::attr;
use crate::rewrite::Rewriter;

/// What becomes of one operand.
struct OperandPlan {
    map: AffineMap,
    /// The new shape and reassociation, when the operand is collapsed.
    collapse: Option<(Vec<i64>, Vec<Vec<i64>>)>,
}

/// Whether the operand type can be reshaped: a memref of identity layout
/// or a ranked tensor without encoding.
fn collapsible(ctx: &Context, body: &Body, v: ValueId) -> bool {
    match ctx.type_kind(body.value_type(v)) {
        TypeKind::MemRef { layout, .. } => match layout {
            None => true,
            Some(l) => matches!(ctx.attr_kind(*l), AttrKind::AffineMap(m) if m.is_identity()),
        },
        TypeKind::RankedTensor { encoding, .. } => encoding.is_none(),
        _ => false,
    }
}

/// The loops to drop: each loop whose first pure occurrence in the
/// operands' maps indexes a static unit size.
fn unit_loops(maps: &[AffineMap], shapes: &[Vec<i64>]) -> Option<Vec<bool>> {
    let concat = AffineMap::concat(maps);
    let inverse = concat.inverse_permutation()?;
    let sizes: Vec<i64> = shapes.iter().flatten().copied().collect();
    Some(inverse.results.iter().map(|e| e.as_dim().and_then(|p| sizes.get(p)).is_some_and(|&s| s == 1)).collect())
}

/// The plan for an operand indexed by `map` with shape `shape`.
fn plan_operand(map: &AffineMap, shape: &[i64], dropped: &[bool], replacements: &[AffineExpr]) -> OperandPlan {
    let kept = dropped.iter().filter(|&&d| !d).count();
    let unit: Vec<bool> = map
        .results
        .iter()
        .zip(shape)
        .map(|(e, &size)| {
            size == 1
                && (e.as_dim().is_some_and(|d| dropped.get(d).copied().unwrap_or(false)) || e.as_constant() == Some(0))
        })
        .collect();
    let results: Vec<AffineExpr> =
        map.results.iter().zip(&unit).filter(|(_, &u)| !u).map(|(e, _)| e.replace_dims(replacements)).collect();
    let target: Vec<i64> = shape.iter().zip(&unit).filter(|(_, &u)| !u).map(|(&s, _)| s).collect();
    let collapsed = results.len() != map.num_results();
    OperandPlan {
        map: AffineMap::new(kept, map.num_symbols, results),
        collapse: collapsed.then(|| (target, unit_groups(&unit))),
    }
}

/// Rewrite the generic `op` without its unit loops and unit operand
/// dimensions. True when it changed.
pub(super) fn drop_unit_dims(rw: &mut Rewriter<'_>, op: OpId, strategy: Strategy) -> bool {
    let ctx = rw.ctx;
    if !is_generic(ctx, rw.body, op) {
        return false;
    }
    let Some(s) = StructuredOp::get(ctx, rw.body, op) else { return false };
    let maps = s.indexing_maps(ctx, rw.body);
    let operands = rw.body.operands(op).to_vec();
    let Some(payload) = s.payload(rw.body) else { return false };
    if maps.is_empty() || maps.len() != operands.len() || rw.body.block(payload).args.len() != operands.len() {
        return false;
    }
    let shapes = s.shapes(ctx, rw.body);
    let Some(dropped) = unit_loops(&maps, &shapes) else { return false };
    let Some(AttrKind::Array(iterators)) = attr(ctx, rw.body, op, "iterator_types").map(|a| ctx.attr_kind(a).clone())
    else {
        return false;
    };
    if iterators.len() != dropped.len() {
        return false;
    }
    let mut replacements = Vec::with_capacity(dropped.len());
    let mut next = 0;
    for &d in &dropped {
        if d {
            replacements.push(AffineExpr::constant(0));
        } else {
            replacements.push(AffineExpr::dim(next));
            next += 1;
        }
    }
    let plans: Vec<OperandPlan> = maps
        .iter()
        .zip(&shapes)
        .zip(&operands)
        .map(|((map, shape), &v)| {
            if collapsible(ctx, rw.body, v) {
                plan_operand(map, shape, &dropped, &replacements)
            } else {
                OperandPlan { map: map.replace_dims_and_symbols(&replacements, &[], next, 0), collapse: None }
            }
        })
        .collect();
    let new_maps: Vec<AffineMap> = plans.iter().map(|p| p.map.clone()).collect();
    if new_maps == maps || AffineMap::concat(&new_maps).inverse_permutation().is_none() {
        return false;
    }
    let new_iterators: Vec<Attribute> = iterators.iter().zip(&dropped).filter(|(_, &d)| !d).map(|(&a, _)| a).collect();
    rebuild(rw, op, &s, &plans, new_maps, new_iterators, &dropped, strategy);
    true
}

#[allow(clippy::too_many_arguments)]
fn rebuild(
    rw: &mut Rewriter<'_>,
    op: OpId,
    s: &StructuredOp,
    plans: &[OperandPlan],
    maps: Vec<AffineMap>,
    iterators: Vec<Attribute>,
    dropped: &[bool],
    strategy: Strategy,
) {
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let num_inputs = s.num_inputs(ctx, rw.body);
    let operands = rw.body.operands(op).to_vec();
    rw.set_insertion_point_before(op);
    let mut new_operands = Vec::with_capacity(operands.len());
    for (&v, plan) in operands.iter().zip(plans) {
        let new = match &plan.collapse {
            Some((target, groups)) => collapse_value(rw, loc, v, target, groups, strategy).unwrap_or(v),
            None => v,
        };
        new_operands.push(new);
    }
    let inits = new_operands[num_inputs..].to_vec();
    let num_results = rw.body.results(op).len();
    let result_types = inits.iter().take(num_results).map(|&v| rw.body.value_type(v)).collect();
    let parts = GenericParts {
        inputs: new_operands[..num_inputs].to_vec(),
        inits,
        result_types,
        maps,
        iterator_types: ctx.attr(AttrKind::Array(iterators)),
        inherent: vec![],
        attributes: ctx.empty_dictionary(),
    };
    let region = rw.body.create_region();
    let block = rw.body.create_block(region);
    let old_block = s.payload(rw.body).expect("checked by the caller");
    let mut args = Vec::new();
    for a in rw.body.block(old_block).args.clone() {
        let (ty, arg_loc) = (rw.body.value_type(a), rw.body.value(a).loc);
        args.push(rw.body.add_block_arg(block, ty, arg_loc));
    }
    let new = rw.create(generic_state(ctx, loc, parts, region));
    rw.merge_blocks(old_block, block, &args);
    replace_index_ops(rw, block, dropped);
    let results = rw.body.results(new).to_vec();
    rw.set_insertion_point_after(new);
    let mut replacements = Vec::with_capacity(results.len());
    for (r, &result) in results.iter().enumerate() {
        let i = num_inputs + r;
        match &plans[i].collapse {
            Some((_, groups)) => replacements.push(expand_value(rw, loc, result, operands[i], groups, strategy)),
            None => replacements.push(result),
        }
    }
    rw.replace_op(op, &replacements);
}

/// Point the `linalg.index` ops of `block` at the kept loops: those of a
/// dropped loop become the constant 0 (upstream's `replaceUnitDimIndexOps`).
fn replace_index_ops(rw: &mut Rewriter<'_>, block: crate::ir::BlockId, dropped: &[bool]) {
    let ctx = rw.ctx;
    let index_ops: Vec<OpId> =
        rw.body.block_ops(block).filter(|&o| ctx.str(rw.body.op(o).name) == "linalg.index").collect();
    for o in index_ops {
        let dim = match attr(ctx, rw.body, o, "dim").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => usize::try_from(value).ok(),
            _ => None,
        };
        let Some(dim) = dim.filter(|&d| d < dropped.len()) else { continue };
        let loc = rw.body.op(o).loc;
        rw.set_insertion_point_before(o);
        let value = if dropped[dim] {
            super::reshape::index_constant(rw, loc, 0)
        } else {
            let before = dropped[..dim].iter().filter(|&&d| d).count();
            if before == 0 {
                continue;
            }
            let new = rw.create(index_state(ctx, loc, (dim - before) as i64));
            rw.body.results(new)[0]
        };
        rw.replace_op(o, &[value]);
    }
}

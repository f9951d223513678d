//! Upstream's `DeduplicateAndRemoveDeadOperandsAndResults` on
//! `linalg.generic`: inputs the payload does not read and results nobody
//! uses are dropped (when the remaining maps still bound every loop), and
//! an input or init given twice with the same map (an init also with the
//! same yielded value) is given once.

use rustc_hash::FxHashMap;

use super::generic::Generic;
use crate::dialects::linalg::build::{generic_state, has_pure_tensor_semantics, GenericParts};
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Body, Context, OpId, OperationState, TypeKind, ValueId};
use crate::opdef::ods::attr;
use crate::rewrite::Rewriter;

/// Which operands the new op keeps: for each old input (init), the new
/// input (init) it becomes, if any; the old operand numbers kept.
struct Kept {
    inputs: Vec<Option<usize>>,
    inits: Vec<Option<usize>>,
    operands: Vec<usize>,
    num_inputs: usize,
}

/// Rewrite the generic `op` without its dead and duplicate operands and
/// results. True when anything was dropped.
pub(super) fn dedup_and_remove_dead(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(g) = Generic::get(rw.ctx, rw.body, op) else { return false };
    let mut dropped = Vec::new();
    let mut kept = Kept { inputs: vec![], inits: vec![], operands: vec![], num_inputs: 0 };
    keep_inputs(rw.body, &g, &mut dropped, &mut kept);
    keep_inits(rw.ctx, rw.body, &g, &mut dropped, &mut kept);
    if kept.operands.len() == g.num_operands() {
        return false;
    }
    rebuild(rw, &g, &kept);
    true
}

fn keep_inputs(body: &Body, g: &Generic, dropped: &mut Vec<usize>, kept: &mut Kept) {
    let mut seen: FxHashMap<(ValueId, &AffineMap), usize> = FxHashMap::default();
    for i in 0..g.num_inputs {
        if !g.uses_operand(body, i) {
            dropped.push(i);
            if g.can_drop_operands(dropped) {
                kept.inputs.push(None);
                continue;
            }
            dropped.pop();
        }
        let key = (body.operands(g.op)[i], &g.maps[i]);
        if let Some(&n) = seen.get(&key) {
            kept.inputs.push(Some(n));
            dropped.push(i);
            continue;
        }
        seen.insert(key, kept.operands.len());
        kept.inputs.push(Some(kept.operands.len()));
        kept.operands.push(i);
    }
    kept.num_inputs = kept.operands.len();
}

fn keep_inits(ctx: &Context, body: &Body, g: &Generic, dropped: &mut Vec<usize>, kept: &mut Kept) {
    let removable = has_pure_tensor_semantics(ctx, body, g.op);
    let yielded = body.operands(g.terminator);
    let mut seen: FxHashMap<(ValueId, &AffineMap, Option<ValueId>), usize> = FxHashMap::default();
    for r in 0..g.num_inits() {
        let i = g.num_inputs + r;
        if removable {
            if result_is_dead(body, g, r) {
                dropped.push(i);
                if g.can_drop_operands(dropped) {
                    kept.inits.push(None);
                    continue;
                }
                dropped.pop();
            }
            let key = (body.operands(g.op)[i], &g.maps[i], yielded.get(r).copied());
            if !g.uses_operand(body, i) {
                if let Some(&n) = seen.get(&key) {
                    kept.inits.push(Some(n));
                    dropped.push(i);
                    continue;
                }
            }
            seen.insert(key, kept.operands.len() - kept.num_inputs);
        }
        kept.inits.push(Some(kept.operands.len() - kept.num_inputs));
        kept.operands.push(i);
    }
}

/// Whether result `r` is unused and its init is read by the payload at
/// most to yield it back unchanged as this same result.
fn result_is_dead(body: &Body, g: &Generic, r: usize) -> bool {
    if !body.uses(body.results(g.op)[r]).is_empty() {
        return false;
    }
    let arg = g.args[g.num_inputs + r];
    match body.uses(arg) {
        [] => true,
        [u] => u.op == g.terminator && u.index as usize == r,
        _ => false,
    }
}

/// The location of a value: its defining op's, or its own as a block
/// argument (upstream's `Value::getLoc`).
pub(crate) fn value_loc(ctx: &Context, body: &Body, v: ValueId) -> crate::ir::Location {
    match body.defining_op(v) {
        Some(op) => body.op(op).loc,
        None => body.value(v).loc.unwrap_or_else(|| ctx.unknown_loc()),
    }
}

/// Create the op with the kept operands before `g`, move the payload over
/// and replace `g`.
fn rebuild(rw: &mut Rewriter<'_>, g: &Generic, kept: &Kept) {
    let ctx = rw.ctx;
    let body = &mut *rw.body;
    let values: Vec<ValueId> = kept.operands.iter().map(|&i| body.operands(g.op)[i]).collect();
    let inits = values[kept.num_inputs..].to_vec();
    let tensor = |t| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
    let result_types = inits.iter().map(|&v| body.value_type(v)).filter(|&t| tensor(t)).collect();
    let inherent = ["doc", "library_call"]
        .into_iter()
        .filter_map(|name| attr(ctx, body, g.op, name).map(|a| (ctx.ident(name), a)))
        .collect();
    let parts = GenericParts {
        inputs: values[..kept.num_inputs].to_vec(),
        inits,
        result_types,
        maps: kept.operands.iter().map(|&i| g.maps[i].clone()).collect(),
        iterator_types: attr(ctx, body, g.op, "iterator_types").unwrap_or_else(|| ctx.attr(AttrKind::Array(vec![]))),
        inherent,
        attributes: body.op(g.op).attributes,
    };
    let region = body.create_region();
    let block = body.create_block(region);
    let mut args = Vec::new();
    for &v in &values {
        let ty = body.value_type(v);
        let shaped = matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. } | TypeKind::MemRef { .. });
        let ty = ctx.shaped_parts(ty).filter(|_| shaped).map_or(ty, |(_, e)| e);
        let loc = value_loc(ctx, body, v);
        args.push(body.add_block_arg(block, ty, Some(loc)));
    }
    let loc = body.op(g.op).loc;
    let new = rw.create(generic_state(ctx, loc, parts, region));
    let old_block = rw.body.parent_block(g.terminator).expect("terminator is in a block");
    if kept.inits.iter().flatten().count() != g.num_inits() {
        let old = rw.body.operands(g.terminator).to_vec();
        let mut yielded = vec![None; kept.inits.iter().flatten().max().map_or(0, |m| m + 1)];
        for (r, n) in kept.inits.iter().enumerate() {
            if let (Some(n), Some(&v)) = (n, old.get(r)) {
                yielded[*n] = Some(v);
            }
        }
        let yield_loc = rw.body.op(g.terminator).loc;
        rw.set_insertion_point_before(g.terminator);
        rw.create(yield_state(ctx, yield_loc, yielded.into_iter().flatten().collect()));
        rw.erase_op(g.terminator);
    }
    let replacements: Vec<ValueId> = (0..g.num_operands())
        .map(|i| {
            let n = if i < g.num_inputs {
                kept.inputs[i]
            } else {
                kept.inits[i - g.num_inputs].map(|n| n + kept.num_inputs)
            };
            n.map_or(g.args[i], |n| args[n])
        })
        .collect();
    rw.merge_blocks(old_block, block, &replacements);
    let new_results = rw.body.results(new).to_vec();
    let results: Vec<ValueId> = (0..rw.body.results(g.op).len())
        .map(|r| kept.inits.get(r).copied().flatten().and_then(|n| new_results.get(n).copied()))
        .zip(rw.body.results(g.op).to_vec())
        .map(|(new, old)| new.unwrap_or(old))
        .collect();
    rw.replace_op(g.op, &results);
}

fn yield_state(ctx: &Context, loc: crate::ir::Location, operands: Vec<ValueId>) -> OperationState {
    OperationState::new(ctx, "linalg.yield", loc, operands, vec![])
}

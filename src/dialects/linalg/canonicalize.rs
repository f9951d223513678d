//! Canonicalization of `linalg.generic` (upstream's `EraseIdentityGenericOp`):
//! a generic whose maps are all equal and whose payload only yields its
//! arguments is replaced by the operands it yields (a `tensor.cast` where
//! the result type differs); on buffers, a copy of a buffer onto itself is
//! erased. And the dialect's patterns for every structured op: erasing ops
//! on empty buffers, folding a `tensor.cast` of a result into the op, and
//! inferring static operand shapes.

use super::build::has_pure_tensor_semantics;
use super::StructuredOp;
use crate::dialects::tensor::CastOp;
use crate::ir::{Body, OpId, Type, TypeKind, ValueDef, ValueId, DYNAMIC};
use crate::rewrite::Rewriter;

/// Whether every operand of `op` is a memref or not shaped at all.
fn has_pure_buffer_semantics(ctx: &crate::ir::Context, body: &Body, op: OpId) -> bool {
    body.operands(op).iter().all(|&v| {
        !matches!(ctx.type_kind(body.value_type(v)), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
    })
}

pub(super) fn erase_identity_generic(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(s) = StructuredOp::get(ctx, rw.body, op) else { return false };
    let maps = s.indexing_maps(ctx, rw.body);
    if maps.windows(2).any(|w| w[0] != w[1]) {
        return false;
    }
    let Some(block) = s.payload(rw.body) else { return false };
    let Some(terminator) = rw.body.first_op(block).filter(|&t| rw.body.next_op(t).is_none()) else { return false };
    if ctx.str(rw.body.op(terminator).name) != "linalg.yield" {
        return false;
    }
    let operands = rw.body.operands(op).to_vec();
    if has_pure_buffer_semantics(ctx, rw.body, op) {
        let n = s.num_inputs(ctx, rw.body);
        if n == 1 && operands.len() == 2 && operands[0] == operands[1] {
            rw.erase_op(op);
            return true;
        }
        return false;
    }
    if !has_pure_tensor_semantics(ctx, rw.body, op) {
        return false;
    }
    let yielded = rw.body.operands(terminator).to_vec();
    let results = rw.body.results(op).to_vec();
    if yielded.len() != results.len() {
        return false;
    }
    let mut returned: Vec<ValueId> = Vec::new();
    for (&y, &r) in yielded.iter().zip(&results) {
        let ValueDef::BlockArg { block: owner, index } = rw.body.value(y).def else { return false };
        let value = operands[index as usize];
        let (from, to) = (rw.body.value_type(value), rw.body.value_type(r));
        if owner != block || (from != to && !crate::dialects::tensor::cast_compatible(ctx, from, to, false)) {
            return false;
        }
        returned.push(value);
    }
    let loc = rw.body.op(op).loc;
    for (value, &r) in returned.iter_mut().zip(&results) {
        let to = rw.body.value_type(r);
        if rw.body.value_type(*value) != to {
            let cast = CastOp::create(ctx, rw.body, loc, *value, to);
            rw.insert(cast.0);
            *value = rw.body.results(cast.0)[0];
        }
    }
    rw.replace_op(op, &returned);
    true
}

// ---- the linalg dialect's patterns (upstream's `LinalgDialect::getCanonicalizationPatterns`) ----

/// `EraseDeadLinalgOp`: a structured op on buffers with an operand of
/// size 0 in some dimension does nothing.
pub(super) fn erase_dead(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if StructuredOp::get(ctx, rw.body, op).is_none() || !rw.body.results(op).is_empty() {
        return false;
    }
    let empty =
        rw.body.operands(op).iter().any(
            |&v| matches!(ctx.type_kind(rw.body.value_type(v)), TypeKind::MemRef { shape, .. } if shape.contains(&0)),
        );
    if empty {
        rw.erase_op(op);
    }
    empty
}

fn cast(rw: &mut Rewriter<'_>, loc: crate::ir::Location, v: ValueId, to: Type) -> ValueId {
    let c = CastOp::create(rw.ctx, rw.body, loc, v, to);
    rw.insert(c.0);
    rw.body.results(c.0)[0]
}

/// `FoldTensorCastConsumerOp`: a `tensor.cast` to a more static type of a
/// structured op's result (in the same block): the op writes a cast of its
/// init to that type instead, and the cast is that result.
pub(super) fn fold_cast_consumer(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if ctx.str(rw.body.op(op).name) != CastOp::NAME {
        return false;
    }
    let source = rw.body.operands(op)[0];
    let to = rw.body.value_type(rw.body.results(op)[0]);
    if !crate::dialects::tensor::preserves_static_information(ctx, rw.body.value_type(source), to) {
        return false;
    }
    let Some(producer) = rw.body.defining_op(source) else { return false };
    let Some(s) = StructuredOp::get(ctx, rw.body, producer) else { return false };
    if rw.body.parent_block(producer) != rw.body.parent_block(op) {
        return false;
    }
    let Some(r) = rw.body.results(producer).iter().position(|&x| x == source) else { return false };
    let init = s.num_inputs(ctx, rw.body) + r;
    let mut operands = rw.body.operands(producer).to_vec();
    if init >= operands.len() {
        return false;
    }
    rw.set_insertion_point_before(producer);
    let loc = rw.body.op(producer).loc;
    operands[init] = cast(rw, loc, operands[init], to);
    let mut result_types: Vec<Type> = rw.body.results(producer).iter().map(|&x| rw.body.value_type(x)).collect();
    result_types[r] = to;
    let new = crate::dialects::tensor::rebuild_casting_back(rw, producer, operands, result_types);
    let result = rw.body.results(new)[r];
    rw.replace_op(op, &[result]);
    true
}

/// `InferStaticShapeOfOperands`: a structured op on tensors with
/// projected-permutation maps gives each operand the static sizes other
/// operands fix for its loops (through `tensor.cast`s), its results cast
/// back to their old types.
pub(super) fn infer_static_shapes(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(s) = StructuredOp::get(ctx, rw.body, op) else { return false };
    if !has_pure_tensor_semantics(ctx, rw.body, op) {
        return false;
    }
    let maps = s.indexing_maps(ctx, rw.body);
    let operands = rw.body.operands(op).to_vec();
    if maps.len() != operands.len() || maps.iter().any(|m| !m.is_projected_permutation(false)) {
        return false;
    }
    let ranked = |rw: &Rewriter<'_>, v: ValueId| match ctx.type_kind(rw.body.value_type(v)) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    };
    // The static size of each loop some operand fixes (the first one).
    let mut sizes: rustc_hash::FxHashMap<usize, i64> = rustc_hash::FxHashMap::default();
    for (map, &v) in maps.iter().zip(&operands) {
        let Some((shape, _)) = ranked(rw, v) else { continue };
        for (i, &extent) in shape.iter().enumerate() {
            if let (false, Some(d)) = (extent == DYNAMIC, map.results.get(i).and_then(|e| e.as_dim())) {
                sizes.entry(d).or_insert(extent);
            }
        }
    }
    let inputs = s.num_inputs(ctx, rw.body);
    let loc = rw.body.op(op).loc;
    let mut new_operands = operands.clone();
    let mut result_types = Vec::new();
    let mut changed = false;
    for (k, (map, &v)) in maps.iter().zip(&operands).enumerate() {
        let Some((shape, element)) = ranked(rw, v) else { continue };
        let init = k >= inputs;
        if init && shape.iter().all(|&e| e != DYNAMIC) {
            result_types.push(rw.body.value_type(v));
            continue;
        }
        let mut needed = false;
        let new_shape: Vec<i64> = shape
            .iter()
            .enumerate()
            .map(|(i, &extent)| match map.results.get(i).and_then(|e| e.as_dim()).and_then(|d| sizes.get(&d)) {
                Some(&size) if extent == DYNAMIC => {
                    needed = true;
                    size
                }
                _ => extent,
            })
            .collect();
        let ty = crate::dialects::tensor::ranked_tensor(ctx, new_shape, element);
        if needed {
            changed = true;
            rw.set_insertion_point_before(op);
            new_operands[k] = cast(rw, loc, v, ty);
        }
        if init {
            result_types.push(ty);
        }
    }
    if !changed || result_types.len() != rw.body.results(op).len() {
        return false;
    }
    rw.set_insertion_point_before(op);
    crate::dialects::tensor::rebuild_casting_back(rw, op, new_operands, result_types);
    true
}

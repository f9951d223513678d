//! Canonicalization of `linalg.generic` (upstream's `EraseIdentityGenericOp`):
//! a generic whose maps are all equal and whose payload only yields its
//! arguments is replaced by the operands it yields (a `tensor.cast` where
//! the result type differs); on buffers, a copy of a buffer onto itself is
//! erased.

use super::build::has_pure_tensor_semantics;
use super::StructuredOp;
use crate::dialects::tensor::CastOp;
use crate::ir::{Body, OpId, TypeKind, ValueDef, ValueId};
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

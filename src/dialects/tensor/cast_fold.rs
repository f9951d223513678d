//! The tensor dialect's canonicalization pattern for ops of any dialect
//! (upstream's `FoldTensorCastProducerOp`): a destination-style op whose
//! operand is a `tensor.cast` that only made its source more dynamic uses
//! the source instead; its results take the new inits' types and are cast
//! back to the old ones. `tensor.insert_slice` folds its casts itself, and
//! loops (`scf.forall`) are left to their own patterns.

use super::canonicalize::{cast_to, foldable_cast_source};
use super::InsertSliceOp;
use crate::ir::{OpId, Type, TypeKind, ValueId};
use crate::rewrite::Rewriter;

pub(super) fn fold_cast_producers(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let name = ctx.str(rw.body.op(op).name);
    if name == InsertSliceOp::NAME || name == "scf.forall" {
        return false;
    }
    let Some(inits) = rw.registry.dps_inits(ctx, rw.body, op) else { return false };
    let operands = rw.body.operands(op).to_vec();
    let sources: Vec<Option<ValueId>> = operands.iter().map(|&v| foldable_cast_source(ctx, rw.body, v)).collect();
    if sources.iter().all(Option::is_none) {
        return false;
    }
    let new_operands: Vec<ValueId> = operands.iter().zip(&sources).map(|(&v, s)| s.unwrap_or(v)).collect();
    let mut result_types: Vec<Type> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let tensor_inits = new_operands[inits]
        .iter()
        .copied()
        .filter(|&v| !matches!(ctx.type_kind(rw.body.value_type(v)), TypeKind::MemRef { .. }));
    for (slot, init) in result_types.iter_mut().zip(tensor_inits) {
        *slot = rw.body.value_type(init);
    }
    rebuild_casting_back(rw, op, new_operands, result_types);
    true
}

/// Rebuild `op` with `operands` and `result_types` at the insertion point,
/// its old results replaced by the new ones (through a `tensor.cast` to the
/// old type where the type changed).
pub fn rebuild_casting_back(rw: &mut Rewriter<'_>, op: OpId, operands: Vec<ValueId>, result_types: Vec<Type>) -> OpId {
    let loc = rw.body.op(op).loc;
    let old_results = rw.body.results(op).to_vec();
    let new = rw.rebuild_with(op, operands, result_types);
    let mut replacements = Vec::new();
    for (i, &old) in old_results.iter().enumerate() {
        let r = rw.body.results(new)[i];
        let old_ty = rw.body.value_type(old);
        replacements.push(if rw.body.value_type(r) == old_ty { r } else { cast_to(rw, loc, r, old_ty) });
    }
    rw.replace_op(op, &replacements);
    new
}

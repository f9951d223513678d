//! The buffer passes that run on memref IR after bufferization:
//! `ownership-based-buffer-deallocation` (`ownership.rs`) frees every
//! `memref.alloc` through `bufferization.dealloc` ops guarded by `i1`
//! ownership indicators.
//!
//! This module holds what the passes share: which values are buffers,
//! which ops are structured control flow (upstream's
//! `RegionBranchOpInterface`), and small IR builders.

mod clone;
pub mod convert_to_memref;
pub mod expand_realloc;
pub mod hoisting;
pub mod lower_deallocations;
mod origin;
pub mod ownership;
pub mod pipeline;
pub mod promote;
pub mod results;
pub mod simplification;
mod template;

use crate::dialects::arith::ConstantOp;
use crate::ir::{Body, Context, Identifier, OpId, OperationState, Type, TypeKind, ValueId};

/// Whether `t` is a ranked or unranked memref.
pub(crate) fn is_memref_type(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}

/// Whether value `v` is a buffer.
pub(crate) fn is_memref(ctx: &Context, body: &Body, v: ValueId) -> bool {
    is_memref_type(ctx, body.value_type(v))
}

/// Ops whose regions are structured control flow: the values forwarded to
/// their regions and results are their memref operands, block arguments,
/// terminator operands and results, in order.
pub(crate) fn is_region_branch(name: &str) -> bool {
    matches!(name, "scf.if" | "scf.for" | "scf.while" | "scf.execute_region" | "scf.index_switch" | "scf.forall")
}

/// Whether terminator `op` passes control to its parent op or a sibling
/// region (upstream's `RegionBranchTerminatorOpInterface`).
pub(crate) fn is_region_terminator(ctx: &Context, body: &Body, op: OpId, traits: crate::opdef::Traits) -> bool {
    use crate::opdef::Traits;
    traits.contains(Traits::TERMINATOR)
        && (traits.contains(Traits::RETURN_LIKE)
            || is_op(ctx, body, op, "scf.condition")
            || is_op(ctx, body, op, "scf.forall.in_parallel"))
}

/// The operands of return-like terminator `op` forwarded to its parent
/// (all of them, except the condition of `scf.condition`).
pub(crate) fn forwarded_operand_start(ctx: &Context, body: &Body, op: OpId) -> usize {
    usize::from(ctx.str(body.op(op).name) == "scf.condition")
}

/// A detached `arith.constant` of type `i1`.
pub(crate) fn bool_constant(ctx: &Context, body: &mut Body, loc: crate::ir::Location, value: bool) -> ValueId {
    let i1 = ctx.integer_type(1);
    let c = ConstantOp::create(ctx, body, loc, i1, ctx.int_attr(i1, i64::from(value)));
    body.results(c.0)[0]
}

/// Rebuild `op` in place with `extra` results appended; its regions move
/// to the new op and the old results' uses go to the new op's first ones.
pub(crate) fn append_results(body: &mut Body, op: OpId, extra: &[Type]) -> OpId {
    let data = body.op(op);
    let mut result_types: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    result_types.extend_from_slice(extra);
    let state = OperationState {
        name: data.name,
        loc: data.loc,
        operands: body.operands(op).to_vec(),
        result_types,
        properties: data.properties,
        attributes: data.attributes,
        successors: data.successors.clone(),
        regions: std::mem::take(&mut body.op_mut(op).regions),
        inner: body.op_mut(op).inner.take(),
    };
    let new = body.create_op(state);
    body.insert_op_before(op, new);
    let old: Vec<ValueId> = body.results(op).to_vec();
    for (i, r) in old.into_iter().enumerate() {
        let n = body.results(new)[i];
        body.replace_all_uses(r, n);
    }
    body.erase_op(op);
    new
}

/// Whether `op` is named `name`.
pub(crate) fn is_op(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    let n: Identifier = body.op(op).name;
    ctx.str(n) == name
}

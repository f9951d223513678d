//! Canonicalization patterns and folders of the gpu dialect, as upstream's:
//! redundant `gpu.wait`s go, a launch's block or thread id along a
//! dimension of size 1 becomes the constant 0, a `gpu.barrier` right before
//! another goes, a `gpu.memcpy` into fresh memory that is only freed
//! after goes, and `gpu.memcpy`/`gpu.memset` take the sources of their
//! `memref.cast` operands; `gpu.all_reduce` and `gpu.subgroup_reduce` in the
//! entry block of a launch body are marked `uniform`.

use super::{BarrierOp, LaunchOp, MemcpyOp, WaitOp, LAUNCH, WAIT};
use crate::ir::{Body, OpId, ValueDef, ValueId};
use crate::opdef::Traits;
use crate::rewrite::{value_is_one, FoldCx, Folded, Rewriter};

/// `gpu.barrier` directly followed by another one is redundant (upstream's
/// `eraseRedundantGpuBarrierOps`).
pub(super) fn canonicalize_barrier(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let next_is_barrier = rw.body.next_op(op).is_some_and(|n| rw.ctx.str(rw.body.op(n).name) == BarrierOp::NAME);
    if next_is_barrier {
        rw.erase_op(op);
    }
    next_is_barrier
}

/// `gpu.memcpy` and `gpu.memset`: a memref operand made by a `memref.cast`
/// of a ranked memref is replaced by the cast's source (upstream's
/// `foldMemRefCast`).
pub(super) fn fold_memref_operand_casts(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if crate::dialects::memref::fold::fold_memref_cast(cx.ctx, body, op, None) {
        Folded::InPlace
    } else {
        Folded::Failure
    }
}

/// Whether `v` is the token of a `gpu.wait` without dependencies.
fn is_fresh_token(rw: &Rewriter<'_>, v: ValueId) -> bool {
    rw.body
        .defining_op(v)
        .is_some_and(|d| rw.ctx.str(rw.body.op(d).name) == WaitOp::NAME && rw.body.operands(d).is_empty())
}

/// `gpu.wait`: upstream's `EraseRedundantGpuWaitOpPairs` (dependencies on
/// a `gpu.wait async` without dependencies are dropped), then
/// `SimplifyGpuWaitOp` (a wait without dependencies or token goes, a token
/// waiting on one other token is that token, an unused token's wait goes).
pub(super) fn canonicalize_wait(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let deps = WAIT.operand_group(rw.ctx, rw.body, op, 0).to_vec();
    if deps.iter().any(|&d| is_fresh_token(rw, d)) {
        let kept: Vec<ValueId> = deps.iter().copied().filter(|&d| !is_fresh_token(rw, d)).collect();
        rw.modify(op, |b| b.set_operands(op, kept));
        return true;
    }
    let token = rw.body.results(op).first().copied();
    match (deps.as_slice(), token) {
        ([], None) => rw.erase_op(op),
        ([dep], Some(_)) => rw.replace_op(op, &[*dep]),
        (_, Some(t)) if !rw.body.has_uses(t) => rw.erase_op(op),
        _ => return false,
    }
    true
}

/// `gpu.launch`: upstream's `FoldLaunchArguments`, the used ids of
/// dimensions whose size is the constant 1 become one `arith.constant 0`
/// at the top of the body.
pub(super) fn canonicalize_launch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let region = rw.body.op(op).regions[0];
    let Some(&entry) = rw.body.region(region).blocks.first() else { return false };
    let args = rw.body.block(entry).args.clone();
    let mut zero: Option<ValueId> = None;
    // Block ids with the grid sizes, thread ids with the block sizes.
    for (id, group) in [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6)] {
        let Some(&size) = LAUNCH.operand_group(rw.ctx, rw.body, op, group).first() else { continue };
        let Some(&id) = args.get(id) else { continue };
        if !value_is_one(rw.ctx, rw.registry, rw.body, size) || !rw.body.has_uses(id) {
            continue;
        }
        let zero = *zero.get_or_insert_with(|| {
            let loc = rw.body.op(op).loc;
            let index = rw.ctx.index_type();
            let value = rw.ctx.int_attr(index, 0);
            rw.set_insertion_point_to_start(entry);
            let c = crate::dialects::arith::ConstantOp::create(rw.ctx, rw.body, loc, index, value).0;
            rw.insert(c);
            rw.body.results(c)[0]
        });
        rw.replace_all_uses_with(id, zero);
    }
    zero.is_some()
}

/// Whether the op `user` can only free memory (a dealloc).
fn only_frees(rw: &Rewriter<'_>, user: OpId) -> bool {
    let traits = rw.registry.op_traits(rw.ctx, rw.body, user);
    traits.contains(Traits::MEM_FREE)
        && ![Traits::MEM_READ, Traits::MEM_WRITE, Traits::MEM_ALLOC].iter().any(|&t| traits.contains(t))
}

/// `gpu.memcpy` into memory its op allocated and that nothing but frees
/// uses besides the copy is dead (upstream's `EraseTrivialCopyOp`). A copy
/// with a token goes only when it waits on exactly one token, which takes
/// its place; one without a token only when it waits on nothing.
pub(super) fn canonicalize_memcpy(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let copy = MemcpyOp(op);
    let dst = copy.dst(rw.ctx, rw.body);
    let ValueDef::Result { op: def, .. } = rw.body.value(dst).def else { return false };
    if !rw.registry.op_traits(rw.ctx, rw.body, def).contains(Traits::MEM_ALLOC) {
        return false;
    }
    if !rw.body.uses(dst).iter().all(|u| u.op == op || only_frees(rw, u.op)) {
        return false;
    }
    let deps = copy.async_dependencies(rw.ctx, rw.body).to_vec();
    match (deps.as_slice(), copy.async_token(rw.ctx, rw.body)) {
        ([dep], Some(_)) => rw.replace_op(op, &[*dep]),
        ([], None) => rw.erase_op(op),
        _ => return false,
    }
    true
}

/// `gpu.all_reduce` and `gpu.subgroup_reduce` in the entry block of a
/// `gpu.launch` body run in every work item, so they get `uniform`
/// (upstream's folders; ops in later blocks may be divergent and stay).
pub(super) fn fold_group_uniform(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    if crate::opdef::ods::attr(ctx, body, op, crate::static_ident!(ctx, "uniform")).is_some() {
        return Folded::Failure;
    }
    let Some(block) = body.parent_block(op) else { return Folded::Failure };
    let in_launch = body.is_entry_block(block)
        && body
            .parent_region(block)
            .and_then(|r| body.parent_op(r))
            .is_some_and(|p| ctx.str(body.op(p).name) == LaunchOp::NAME);
    if !in_launch {
        return Folded::Failure;
    }
    crate::opdef::ods::set_attr(ctx, body, op, "uniform", ctx.unit_attr());
    Folded::InPlace
}

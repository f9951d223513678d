//! Canonicalization patterns of the gpu dialect, as upstream's: redundant
//! `gpu.wait`s go, and a launch's block or thread id along a dimension of
//! size 1 becomes the constant 0.

use super::{WaitOp, LAUNCH, WAIT};
use crate::ir::{OpId, ValueId};
use crate::rewrite::{value_is_one, Rewriter};

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

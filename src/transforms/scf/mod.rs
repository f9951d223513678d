//! Transforms of scf loops, upstream's `scf-*` passes: `scf.for` to
//! `scf.while`, `scf.forall` to `scf.for` nests or `scf.parallel`, loop
//! canonicalization, peeling, range folding, specialization, parallel
//! loop fusion and parallel loop tiling. Their registry entries are in `passes.rs`.

pub mod canonicalization;
pub mod for_to_while;
pub mod forall;
mod min_max;
pub mod parallel_fusion;
pub mod parallel_tiling;
pub mod passes;
pub mod peeling;
pub mod range_folding;
pub mod specialization;

use crate::dialects::scf::{ForOp, YieldOp};
use crate::ir::{BlockId, Body, Context, Location, OpId, ValueId};
use crate::rewrite::Rewriter;
use crate::transforms::gpu_launch_sink_index_computations::walk_post_order;
use crate::transforms::linalg::fuse::value_loc;

/// Run `f` on `body` and on the arena of every isolated op nested in it
/// (functions, nested modules), outermost first.
pub(crate) fn for_each_arena(body: &mut Body, f: &mut dyn FnMut(&mut Body)) {
    f(body);
    crate::rewrite::greedy::for_each_isolated(body, &mut |_, inner| for_each_arena(inner, f));
}

/// The ops named `name` in `body`'s own regions, in post-order (nested
/// ops before the ops holding them), as upstream's default walk.
pub(crate) fn ops_post_order(ctx: &Context, body: &Body, name: &str) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in &body.roots {
        walk_post_order(body, r, &mut |op| {
            if ctx.str(body.op(op).name) == name {
                out.push(op);
            }
        });
    }
    out
}

/// An `scf.for` at the insertion point as upstream's builder makes it: a
/// body block with the induction variable (at `loc`) and the iteration
/// arguments (at their init values' locations), ending in an `scf.yield`
/// when there are none. The loop and its body block.
pub fn build_for(
    rw: &mut Rewriter<'_>,
    loc: Location,
    [lb, ub, step]: [ValueId; 3],
    inits: &[ValueId],
) -> (OpId, BlockId) {
    let ctx = rw.ctx;
    let types: Vec<_> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let for_op = ForOp::create(ctx, rw.body, loc, lb, ub, step, inits.to_vec(), types.clone());
    rw.insert(for_op.0);
    let block = rw.body.create_block(for_op.region(rw.body));
    let iv_ty = rw.body.value_type(lb);
    rw.body.add_block_arg(block, iv_ty, Some(loc));
    for (&v, ty) in inits.iter().zip(types) {
        let arg_loc = value_loc(ctx, rw.body, v);
        rw.body.add_block_arg(block, ty, Some(arg_loc));
    }
    if inits.is_empty() {
        let y = YieldOp::create(ctx, rw.body, loc, Vec::new());
        rw.body.append_op(block, y.0);
    }
    (for_op.0, block)
}

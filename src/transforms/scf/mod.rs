//! Transforms of scf loops, upstream's `scf-*` passes: `scf.for` to
//! `scf.while`, `scf.forall` to `scf.for` nests or `scf.parallel`, loop
//! peeling and specialization. Their registry entries are in `passes.rs`.

pub mod for_to_while;
pub mod passes;

use crate::ir::{Body, Context, OpId};
use crate::transforms::gpu_launch_sink_index_computations::walk_post_order;

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

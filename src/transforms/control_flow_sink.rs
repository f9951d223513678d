//! `control-flow-sink`: move ops without memory effects into the region
//! of a region-branch op where all their uses are, when that region runs
//! at most once per run of the op (the `then` or `else` of an `scf.if`, a
//! case of an `scf.index_switch`; dialects say which regions through
//! [`Registry::region_invocation_bounds`]), so that they only run when
//! their results are needed.
//!
//! Region-branch ops are visited innermost first. In each region, the
//! operands of the ops directly in it are looked at from the last op up:
//! an op defined outside the region whose every use is inside it (at any
//! depth) moves to the start of the region's entry block, and its own
//! operands are looked at next, so whole expression trees move.

use crate::ir::{Body, Context, OpId, RegionId};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::{constant_value, is_memory_effect_free};
use crate::syntax::diag::Diagnostic;

struct ControlFlowSink;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ControlFlowSink))
}

impl Pass for ControlFlowSink {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        sink_in_body(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

/// Sink in every region-branch op of `body` and of the isolated ops nested
/// in it. Returns the number of ops moved.
pub fn sink_in_body(ctx: &Context, registry: &Registry, body: &mut Body) -> usize {
    let mut branches = Vec::new();
    for r in body.roots.clone() {
        post_order(body, r, &mut branches);
    }
    let mut moved = 0;
    for op in branches {
        for region in singly_executed_regions(ctx, registry, body, op) {
            moved += sink_into(ctx, registry, body, region);
        }
    }
    crate::rewrite::greedy::for_each_isolated(body, &mut |_, inner| moved += sink_in_body(ctx, registry, inner));
    moved
}

/// The ops of `region` holding regions, nested ones before their parents.
fn post_order(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
        for op in body.block_ops(b) {
            let data = body.op(op);
            if data.inner.is_some() || data.regions.is_empty() {
                continue;
            }
            for &r in &data.regions {
                crate::stack::ensure_sufficient_stack(|| post_order(body, r, out));
            }
            out.push(op);
        }
    }
}

/// The non-empty regions of `op` that run at most once each time it runs.
fn singly_executed_regions(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> Vec<RegionId> {
    let constants: Vec<_> = body
        .operands(op)
        .iter()
        .map(|&v| body.defining_op(v).and_then(|d| constant_value(ctx, registry, body, d)))
        .collect();
    let Some(bounds) = registry.region_invocation_bounds(ctx, body, op, &constants) else { return Vec::new() };
    body.op(op)
        .regions
        .iter()
        .zip(bounds)
        .filter(|&(&r, (_, upper))| upper.is_some_and(|u| u <= 1) && !body.region(r).blocks.is_empty())
        .map(|(&r, _)| r)
        .collect()
}

/// Whether `op` lies in `region`, at any depth.
fn inside(body: &Body, op: OpId, region: RegionId) -> bool {
    body.parent_block(op).and_then(|b| body.parent_region(b)).is_some_and(|r| body.region_contains(region, r))
}

fn sink_into(ctx: &Context, registry: &Registry, body: &mut Body, region: RegionId) -> usize {
    let entry = body.region(region).blocks[0];
    let mut stack: Vec<OpId> = body.region(region).blocks.iter().flat_map(|&b| body.block_ops(b)).collect();
    let mut moved = 0;
    while let Some(user) = stack.pop() {
        for v in body.operands(user).to_vec() {
            let Some(def) = body.defining_op(v) else { continue };
            if inside(body, def, region) {
                continue;
            }
            let all_uses_inside =
                body.results(def).iter().all(|&r| body.uses(r).iter().all(|u| inside(body, u.op, region)));
            if !all_uses_inside || !is_memory_effect_free(ctx, registry, body, def) {
                continue;
            }
            let Some(front) = body.first_op(entry) else { continue };
            body.move_op_before(def, front);
            moved += 1;
            stack.push(def);
        }
    }
    moved
}

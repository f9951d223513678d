//! `loop-invariant-code-motion`: ops of a loop body that have no memory
//! effect, may be executed speculatively and use only values from outside
//! the loop move right before the loop. Loops are visited innermost first,
//! so an op can climb out of several loops; an op with regions moves when
//! everything nested in it qualifies too.
//!
//! The loops are the loop-like ops of scf: `scf.for`, `scf.parallel` and
//! `scf.forall` (their body) and `scf.while` (both regions).

use std::collections::VecDeque;

use num_traits::{One, Signed, Zero};

use crate::ir::{AttrKind, Body, Context, OpId, RegionId, ValueId};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::{is_memory_effect_free, value_constant};
use crate::syntax::diag::Diagnostic;

struct LoopInvariantCodeMotion;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LoopInvariantCodeMotion))
}

impl Pass for LoopInvariantCodeMotion {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        hoist_in_body(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

/// Hoist invariant code out of every loop of `body` and of the isolated ops
/// nested in it. Returns the number of ops moved.
pub fn hoist_in_body(ctx: &Context, registry: &Registry, body: &mut Body) -> usize {
    let mut loops = Vec::new();
    for r in body.roots.clone() {
        collect_loops(ctx, body, r, &mut loops);
    }
    let mut moved = 0;
    for l in loops {
        moved += hoist_loop(ctx, registry, body, l);
    }
    crate::rewrite::greedy::for_each_isolated(body, &mut |_, inner| moved += hoist_in_body(ctx, registry, inner));
    moved
}

/// The regions of a loop-like op that form its body.
fn loop_regions(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<RegionId>> {
    let data = body.op(op);
    match ctx.str(data.name) {
        "scf.for" | "scf.parallel" | "scf.forall" => data.regions.first().map(|&r| vec![r]),
        "scf.while" => Some(data.regions.clone()),
        _ => None,
    }
}

/// The loops nested in `region`, inner loops before the loops holding them.
fn collect_loops(ctx: &Context, body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
        for op in body.block_ops(b) {
            if body.op(op).inner.is_some() {
                continue;
            }
            for &r in &body.op(op).regions {
                crate::stack::ensure_sufficient_stack(|| collect_loops(ctx, body, r, out));
            }
            if loop_regions(ctx, body, op).is_some() {
                out.push(op);
            }
        }
    }
}

/// Whether `v` is defined in a region nested in `op` (or of `op`).
fn defined_inside(body: &Body, v: ValueId, op: OpId) -> bool {
    let owner = body.value_block(v).and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r));
    owner.is_some_and(|p| body.is_ancestor(op, p))
}

fn hoist_loop(ctx: &Context, registry: &Registry, body: &mut Body, lp: OpId) -> usize {
    let Some(regions) = loop_regions(ctx, body, lp) else { return 0 };
    let mut moved = 0;
    for region in regions {
        let mut worklist: VecDeque<OpId> = body.region(region).blocks.iter().flat_map(|&b| body.block_ops(b)).collect();
        while let Some(op) = worklist.pop_front() {
            if body.parent_block(op).and_then(|b| body.parent_region(b)) != Some(region) {
                continue;
            }
            let movable = is_memory_effect_free(ctx, registry, body, op)
                && is_speculatable(ctx, registry, body, op)
                && can_be_hoisted(ctx, registry, body, op, lp);
            if !movable {
                continue;
            }
            body.move_op_before(op, lp);
            moved += 1;
            for &r in body.results(op) {
                for u in body.uses(r) {
                    if body.parent_block(u.op).and_then(|b| body.parent_region(b)) == Some(region) {
                        worklist.push_back(u.op);
                    }
                }
            }
        }
    }
    moved
}

/// Whether `op` is no terminator and every value used in it, or nested in
/// it, comes from outside the loop `lp` or from inside `op` itself.
fn can_be_hoisted(ctx: &Context, registry: &Registry, body: &Body, op: OpId, lp: OpId) -> bool {
    if registry.traits_named(ctx, body.op(op).name).contains(Traits::TERMINATOR) {
        return false;
    }
    let ok = |o: OpId| body.operands(o).iter().all(|&v| defined_inside(body, v, op) || !defined_inside(body, v, lp));
    ok(op) && body.all_nested(op, &mut |o| ok(o))
}

/// Whether `op` may run where it was not going to run: it cannot trap or
/// loop forever, and neither can what it holds when that matters.
pub fn is_speculatable(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    let name = ctx.str(body.op(op).name);
    let rhs_int = || {
        let v = *body.operands(op).get(1)?;
        match ctx.attr_kind(value_constant(ctx, registry, body, v)?) {
            AttrKind::Integer { value, .. } => Some(value.clone()),
            _ => None,
        }
    };
    match name {
        // Division traps on a zero divisor, and signed division on -1 too
        // (overflow of the most negative value).
        "arith.divui" | "arith.ceildivui" => rhs_int().is_some_and(|d| !d.is_zero()),
        "arith.divsi" | "arith.ceildivsi" => {
            rhs_int().is_some_and(|d| !(d.is_zero() || d.is_negative() && d.abs().is_one()))
        }
        // A loop with step 1 terminates; then only its contents matter.
        "scf.for" => {
            let step = body.operands(op).get(2).and_then(|&v| value_constant(ctx, registry, body, v));
            let unit =
                step.is_some_and(|s| matches!(ctx.attr_kind(s), AttrKind::Integer { value, .. } if value.is_one()));
            unit && body.all_nested_direct(op, &mut |o| {
                crate::stack::ensure_sufficient_stack(|| is_speculatable(ctx, registry, body, o))
            })
        }
        _ => registry.traits(name).contains(Traits::PURE),
    }
}

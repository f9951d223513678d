//! `affine-loop-unroll`: unrolls `affine.for` loops as upstream's
//! `LoopUnroll` pass and `loopUnrollByFactor`/`loopUnrollFull`/
//! `loopUnrollUpToFactor` do. The body is copied `factor - 1` times after
//! itself (each copy's IV is `iv + i * step`, its iteration arguments the
//! previous copy's yields) and the step multiplied by the factor. When the
//! factor does not divide the trip count, a cleanup loop runs the last
//! iterations: a copy of the loop starting where the unrolled one stops.
//!
//! By default the innermost loops are unrolled by `unroll-factor`, the
//! whole `unroll-num-reps` times; `unroll-full` unrolls loops with a
//! constant trip count completely (only those with at most
//! `unroll-full-threshold` iterations, innermost first, when that option
//! is given); `unroll-up-to-factor` unrolls by the trip count when it is
//! smaller than the factor; `cleanup-unroll` unrolls completely instead of
//! emitting a cleanup loop.

use super::analysis::{is_for, largest_divisor_of_trip_count, loops_post_order, trip_count_map};
use crate::dialects::affine::{
    canonicalize_map_and_operands, constant_trip_count, fully_compose_affine_map_and_operands, int_value, loop_bound,
    promote_if_single_iteration, set_loop_bounds, ApplyOp, ForOp, MapCx,
};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::IrMapping;
use crate::ir::{AttrKind, Body, Context, OpId, ValueId};
use crate::opdef::ods::set_attr;
use crate::opdef::Registry;
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

/// The IR a loop transformation works on.
#[derive(Copy, Clone)]
pub struct LoopCx<'a> {
    pub ctx: &'a Context,
    pub registry: &'a Registry,
}

impl LoopCx<'_> {
    fn map_cx<'b>(&'b self, body: &'b Body) -> MapCx<'b> {
        MapCx { ctx: self.ctx, registry: self.registry, body }
    }

    fn trip_count(&self, body: &Body, op: OpId) -> Option<u64> {
        constant_trip_count(self.ctx, self.registry, body, op)
    }

    fn step(&self, body: &Body, op: OpId) -> i64 {
        int_value(self.ctx, ForOp(op).step(self.ctx, body)).unwrap_or(1)
    }

    fn set_step(&self, body: &mut Body, op: OpId, step: i64) {
        set_attr(self.ctx, body, op, "step", self.ctx.int_attr(self.ctx.index_type(), step));
    }

    /// An `affine.apply` of `map` to `operands`, inserted before `anchor`.
    fn apply_before(&self, body: &mut Body, anchor: OpId, map: AffineMap, operands: Vec<ValueId>) -> ValueId {
        let ctx = self.ctx;
        let loc = body.op(anchor).loc;
        let apply = ApplyOp::create(ctx, body, loc, operands, ctx.index_type(), ctx.attr(AttrKind::AffineMap(map)));
        body.insert_op_before(anchor, apply.0);
        apply.result(body)
    }

    /// Whether a loop bound has exactly one result.
    fn single_result_bounds(&self, body: &Body, op: OpId) -> bool {
        let n = |lower| loop_bound(self.ctx, body, op, lower).map_or(0, |(m, _)| m.num_results());
        n(true) == 1 && n(false) == 1
    }

    fn promote(&self, body: &mut Body, op: OpId) -> bool {
        promote_if_single_iteration(self.ctx, self.registry, body, op)
    }
}

/// The first block of the body of the `affine.for` `op`.
pub(crate) fn loop_block(body: &Body, op: OpId) -> crate::ir::BlockId {
    body.region(ForOp(op).region(body)).blocks[0]
}

struct LoopUnroll {
    factor: u64,
    up_to_factor: bool,
    full: bool,
    num_reps: u64,
    full_threshold: Option<u64>,
    cleanup: bool,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let unsigned = |name: &str, default: u64| -> Result<u64, String> {
        match options.get(name).map(String::as_str) {
            None | Some("") => Ok(default),
            Some(v) => v.parse().map_err(|_| format!("invalid value '{v}' for option {name}")),
        }
    };
    let full_threshold = match options.get("unroll-full-threshold").map(String::as_str) {
        None | Some("") => None,
        Some(_) => Some(unsigned("unroll-full-threshold", 1)?),
    };
    Ok(Box::new(LoopUnroll {
        factor: unsigned("unroll-factor", 4)?,
        up_to_factor: flag(options, "unroll-up-to-factor"),
        full: flag(options, "unroll-full"),
        num_reps: unsigned("unroll-num-reps", 1)?,
        full_threshold,
        cleanup: flag(options, "cleanup-unroll"),
    }))
}

impl Pass for LoopUnroll {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let lcx = LoopCx { ctx: cx.ctx, registry: cx.registry };
        let body = &mut target.body;
        if !body.roots.first().is_some_and(|&r| !body.region(r).blocks.is_empty()) {
            return Ok(());
        }
        if let (true, Some(threshold)) = (self.full, self.full_threshold) {
            let loops: Vec<OpId> = loops_post_order(lcx.map_cx(body))
                .into_iter()
                .filter(|&l| lcx.trip_count(body, l).is_some_and(|t| t <= threshold))
                .collect();
            for l in loops {
                loop_unroll_full(lcx, body, l);
            }
            return Ok(());
        }
        for _ in 0..self.num_reps {
            let loops = innermost_loops(lcx, body);
            if loops.is_empty() {
                break;
            }
            let mut unrolled = false;
            for l in loops {
                unrolled |= if self.full {
                    loop_unroll_full(lcx, body, l)
                } else if self.up_to_factor {
                    loop_unroll_up_to_factor(lcx, body, l, self.factor)
                } else {
                    loop_unroll_by_factor(lcx, body, l, self.factor, self.cleanup)
                };
            }
            if !unrolled {
                break;
            }
        }
        Ok(())
    }
}

/// The `affine.for` ops with no `affine.for` nested in them, in post-order.
pub fn innermost_loops(lcx: LoopCx<'_>, body: &Body) -> Vec<OpId> {
    let cx = lcx.map_cx(body);
    loops_post_order(cx).into_iter().filter(|&l| body.all_nested(l, &mut |o| !is_for(cx, o))).collect()
}

/// Upstream `loopUnrollFull`: unrolls a loop with a constant trip count
/// completely. False when the trip count is not constant.
pub fn loop_unroll_full(lcx: LoopCx<'_>, body: &mut Body, op: OpId) -> bool {
    match lcx.trip_count(body, op) {
        None => false,
        Some(0) => true,
        Some(1) => lcx.promote(body, op),
        Some(t) => loop_unroll_by_factor(lcx, body, op, t, false),
    }
}

/// Upstream `loopUnrollUpToFactor`: by `factor`, or by the trip count when
/// that is constant and smaller.
pub fn loop_unroll_up_to_factor(lcx: LoopCx<'_>, body: &mut Body, op: OpId, factor: u64) -> bool {
    match lcx.trip_count(body, op) {
        Some(t) if t < factor => loop_unroll_by_factor(lcx, body, op, t, false),
        _ => loop_unroll_by_factor(lcx, body, op, factor, false),
    }
}

/// Upstream `loopUnrollByFactor`: unrolls `op` by `factor`, with a cleanup
/// loop when `factor` does not divide the trip count (or a complete unroll
/// with `cleanup_unroll`). False when the loop cannot be unrolled: a trip
/// count below the factor, or a cleanup loop needed with a max lower bound
/// or a min upper bound.
pub fn loop_unroll_by_factor(lcx: LoopCx<'_>, body: &mut Body, op: OpId, factor: u64, cleanup_unroll: bool) -> bool {
    let trip = lcx.trip_count(body, op);
    if factor <= 1 {
        return factor == 1 && (trip != Some(1) || lcx.promote(body, op));
    }
    let block = loop_block(body, op);
    if body.first_op(block) == body.last_op(block) {
        return true;
    }
    if trip.is_some_and(|t| t < factor) {
        return cleanup_unroll && loop_unroll_full(lcx, body, op);
    }
    if largest_divisor_of_trip_count(lcx.map_cx(body), op) % factor != 0 {
        if !lcx.single_result_bounds(body, op) {
            return false;
        }
        if cleanup_unroll {
            return loop_unroll_full(lcx, body, op);
        }
        if !generate_cleanup_loop(lcx, body, op, factor) {
            return false;
        }
    }
    let step = lcx.step(body, op);
    lcx.set_step(body, op, step.saturating_mul(factor as i64));
    generate_unrolled_loop(lcx, body, block, factor, |i| bump_map(i, step));
    lcx.promote(body, op);
    true
}

/// `d0 + i * step`.
pub(crate) fn bump_map(i: u64, step: i64) -> AffineMap {
    AffineMap::new(1, 0, vec![AffineExpr::Dim(0) + (i as i64).saturating_mul(step)])
}

/// Upstream `generateUnrolledLoop`: appends `factor - 1` copies of the
/// loop body `block` before its terminator, the IV of copy `i` computed by
/// `iv_map(i)`, its iteration arguments the previous copy's yields.
fn generate_unrolled_loop(
    lcx: LoopCx<'_>,
    body: &mut Body,
    block: crate::ir::BlockId,
    factor: u64,
    iv_map: impl Fn(u64) -> AffineMap,
) {
    let Some(term) = body.last_op(block) else { return };
    let originals: Vec<OpId> = body.block_ops(block).filter(|&o| o != term).collect();
    let args = body.block(block).args.clone();
    let (iv, iter_args) = (args[0], &args[1..]);
    let yielded = body.operands(term).to_vec();
    let mut last = yielded.clone();
    for i in 1..factor {
        let mut map = IrMapping::default();
        for (&a, &l) in iter_args.iter().zip(&last) {
            map.map_value(a, l);
        }
        if body.has_uses(iv) {
            let v = lcx.apply_before(body, term, iv_map(i), vec![iv]);
            map.map_value(iv, v);
        }
        for &o in &originals {
            let clone = body.clone_op(o, &mut map);
            body.insert_op_before(term, clone);
        }
        for (j, &y) in yielded.iter().enumerate() {
            if body.defining_op(y).is_some_and(|d| body.parent_block(d) == Some(block)) {
                last[j] = map.value(y);
            }
        }
    }
    body.set_operands(term, last);
}

/// Upstream `getCleanupLoopLowerBound`: where the unrolled part of `op`
/// ends, `lb + (tc - tc mod factor) * step` per upper bound, as a composed
/// map and its operands. `None` when the trip count has no affine form.
pub fn cleanup_loop_lower_bound(
    lcx: LoopCx<'_>,
    body: &mut Body,
    op: OpId,
    factor: u64,
) -> Option<(AffineMap, Vec<ValueId>)> {
    let (tc_map, tc_operands) = trip_count_map(lcx.map_cx(body), op)?;
    let (lb_map, lb_operands) = loop_bound(lcx.ctx, body, op, true)?;
    let lb = lcx.apply_before(body, op, lb_map, lb_operands);
    let step = lcx.step(body, op);
    let f = factor as i64;
    let mut bumps = Vec::with_capacity(tc_map.num_results());
    for e in &tc_map.results {
        let bump = (e.clone() - e.clone().modulo(f)) * step;
        let map = AffineMap::new(tc_map.num_dims, tc_map.num_symbols, vec![bump]);
        bumps.push(lcx.apply_before(body, op, map, tc_operands.clone()));
    }
    let n = bumps.len();
    let results = (0..n).map(|i| AffineExpr::Dim(0) + AffineExpr::Dim(i + 1)).collect();
    let mut map = AffineMap::new(1 + n, 0, results);
    let mut operands = vec![lb];
    operands.extend(&bumps);
    let cx = lcx.map_cx(body);
    fully_compose_affine_map_and_operands(cx, &mut map, &mut operands);
    map = map.simplify();
    canonicalize_map_and_operands(cx, &mut map, &mut operands);
    for v in bumps.into_iter().chain([lb]) {
        if !body.has_uses(v) {
            if let Some(d) = body.defining_op(v) {
                body.erase_op(d);
            }
        }
    }
    Some((map, operands))
}

/// Upstream `generateCleanupLoopForUnroll`: a copy of `op` after it runs
/// the iterations from where the loop unrolled by `factor` ends, which
/// becomes `op`'s upper bound. The copy takes `op`'s results as its inits
/// and gives the results `op`'s users used.
pub fn generate_cleanup_loop(lcx: LoopCx<'_>, body: &mut Body, op: OpId, factor: u64) -> bool {
    let cleanup = body.clone_op(op, &mut IrMapping::default());
    body.insert_op_after(op, cleanup);
    let results = body.results(op).to_vec();
    let cleanup_results = body.results(cleanup).to_vec();
    let inits = ForOp(cleanup).inits(lcx.ctx, body).to_vec();
    for ((&r, &cr), &init) in results.iter().zip(&cleanup_results).zip(&inits) {
        body.replace_all_uses(r, cr);
        let operands: Vec<ValueId> = body.operands(cleanup).iter().map(|&v| if v == init { r } else { v }).collect();
        body.set_operands(cleanup, operands);
    }
    let Some((map, operands)) = cleanup_loop_lower_bound(lcx, body, op, factor) else { return false };
    let Some(cleanup_ub) = loop_bound(lcx.ctx, body, cleanup, false) else { return false };
    set_loop_bounds(lcx.ctx, body, cleanup, (map.clone(), operands.clone()), cleanup_ub);
    lcx.promote(body, cleanup);
    let Some(lb) = loop_bound(lcx.ctx, body, op, true) else { return false };
    set_loop_bounds(lcx.ctx, body, op, lb, (map, operands));
    true
}

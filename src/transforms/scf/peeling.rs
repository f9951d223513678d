//! `scf-for-loop-peeling`: an `scf.for` whose step may not divide its
//! range is split, as upstream, into a main loop up to
//! `ub - (ub - lb) mod step` (an `affine.apply`) whose iterations are all
//! full, and a copy of the loop from there to `ub` for the last, partial
//! iteration, carrying the main loop's results. The `affine.min`/`affine.max`
//! ops in both loops are then simplified with what is known there
//! (`min_max.rs`). With `peel-front`, the first iteration is peeled
//! instead: a copy of the loop up to `lb + step`, then the loop from there.
//! With `skip-partial` (the default) loops inside a partial iteration are
//! not peeled. Loops with a constant step of at most 1, with a step that
//! divides the range (constant bounds, or a range `(ub - lb) mod step`
//! composes to 0), loops with constant bounds and no iteration, and loops
//! whose bounds are not `index` are left alone. With dynamic bounds the
//! split is `max(lb, ub - (ub - lb) mod step)` (`affine.max`) and the
//! peeled first iteration ends at `min(lb + step, ub)`, so a loop whose
//! lower bound exceeds its upper bound still runs no iteration; upstream
//! peels as if `lb <= ub` and then runs one.
//! The rewrite runs under the greedy driver, as upstream's.

use super::for_each_arena;
use super::min_max::simplify_peeled_min_max;
use crate::dialects::affine::{fully_compose_affine_map_and_operands, ApplyOp, MapCx, MaxOp, MinOp};
use crate::dialects::scf::ForOp;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, IrMapping, OpId, TypeKind, ValueId};
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

/// Marks a loop that was peeled (or is a peeled part) during the pass.
const PEELED: &str = "__peeled_loop__";
/// Marks the loop holding the partial (or peeled first) iteration.
const PARTIAL: &str = "__partial_iteration__";

struct ForLoopPeeling {
    peel_front: bool,
    skip_partial: bool,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ForLoopPeeling {
        peel_front: flag(options, "peel-front"),
        skip_partial: flag(options, "skip-partial"),
    }))
}

impl Pass for ForLoopPeeling {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig::default();
        let pattern = |rw: &mut Rewriter<'_>, op: OpId| self.peel(rw, op);
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &pattern);
        let labels = [cx.ctx.ident(PEELED), cx.ctx.ident(PARTIAL)];
        for_each_arena(&mut target.body, &mut |body| {
            for r in body.roots.clone() {
                let mut ops = Vec::new();
                body.walk_region(r, &mut |op| ops.push(op));
                for op in ops {
                    let attrs = body.op(op).attributes;
                    if labels.iter().any(|&l| cx.ctx.dict_get_id(attrs, l).is_some()) {
                        let kept = cx.ctx.dict_entries(attrs).iter().filter(|(k, _)| !labels.contains(k)).copied();
                        body.op_mut(op).attributes = cx.ctx.dictionary(kept.collect());
                    }
                }
            }
        });
        Ok(())
    }
}

impl ForLoopPeeling {
    /// The pattern (upstream's `ForLoopPeelingPattern`).
    fn peel(&self, rw: &mut Rewriter<'_>, op: OpId) -> bool {
        let ctx = rw.ctx;
        let Some(for_op) = ForOp::cast(ctx, rw.body, op) else { return false };
        if has_label(rw, op, PEELED)
            || !matches!(ctx.type_kind(rw.body.value_type(for_op.step(ctx, rw.body))), TypeKind::Index)
        {
            return false;
        }
        let partial = if self.peel_front {
            match peel_first_iteration(rw, for_op) {
                Some(p) => p,
                None => return false,
            }
        } else {
            if self.skip_partial && inside_partial_iteration(rw, op) {
                return false;
            }
            let previous_ub = for_op.upper_bound(ctx, rw.body);
            let Some(partial) = peel_last_iteration(rw, for_op) else { return false };
            simplify_after_peeling(rw, for_op, partial, previous_ub);
            partial
        };
        rw.modify(partial.0, |b| {
            add_label(ctx, b, partial.0, PEELED);
            add_label(ctx, b, partial.0, PARTIAL);
        });
        rw.modify(op, |b| add_label(ctx, b, op, PEELED));
        true
    }
}

fn has_label(rw: &Rewriter<'_>, op: OpId, label: &str) -> bool {
    rw.ctx.dict_get(rw.body.op(op).attributes, label).is_some()
}

fn add_label(ctx: &crate::ir::Context, body: &mut crate::ir::Body, op: OpId, label: &str) {
    let mut entries = ctx.dict_entries(body.op(op).attributes).to_vec();
    entries.push((ctx.ident(label), ctx.unit_attr()));
    body.op_mut(op).attributes = ctx.dictionary(entries);
}

/// Whether an `scf.for` holding `op` is a partial iteration.
fn inside_partial_iteration(rw: &Rewriter<'_>, op: OpId) -> bool {
    let mut cur = rw.body.parent_of_op(op);
    while let Some(p) = cur {
        if ForOp::cast(rw.ctx, rw.body, p).is_some() && has_label(rw, p, PARTIAL) {
            return true;
        }
        cur = rw.body.parent_of_op(p);
    }
    false
}

/// The constant held by `v`.
fn constant(rw: &Rewriter<'_>, v: ValueId) -> Option<i64> {
    MapCx { ctx: rw.ctx, registry: rw.registry, body: rw.body }.const_int(v)
}

/// An `affine.apply` of `map` to `operands` before `anchor`, folded when
/// it folds (upstream's `createOrFold`).
fn create_or_fold_apply(rw: &mut Rewriter<'_>, anchor: OpId, map: AffineMap, operands: Vec<ValueId>) -> ValueId {
    create_or_fold_affine(rw, anchor, AffineKind::Apply, map, operands)
}

#[derive(Clone, Copy)]
enum AffineKind {
    Apply,
    Min,
    Max,
}

/// An `affine.apply`, `affine.min` or `affine.max` of `map` before
/// `anchor`, folded when it can be.
fn create_or_fold_affine(
    rw: &mut Rewriter<'_>,
    anchor: OpId,
    kind: AffineKind,
    map: AffineMap,
    operands: Vec<ValueId>,
) -> ValueId {
    let ctx = rw.ctx;
    let loc = rw.body.op(anchor).loc;
    let (index, map) = (ctx.index_type(), ctx.attr(AttrKind::AffineMap(map)));
    let op = match kind {
        AffineKind::Apply => ApplyOp::create(ctx, rw.body, loc, operands, index, map).0,
        AffineKind::Min => MinOp::create(ctx, rw.body, loc, operands, index, map).0,
        AffineKind::Max => MaxOp::create(ctx, rw.body, loc, operands, index, map).0,
    };
    rw.set_insertion_point_before(anchor);
    rw.create_or_fold(op)[0]
}

/// Upstream's `peelForLoop`: the partial-iteration loop after `for_op`,
/// whose upper bound becomes the split bound. None when the step divides
/// the range (or may not be positive).
fn peel_last_iteration(rw: &mut Rewriter<'_>, for_op: ForOp) -> Option<ForOp> {
    let ctx = rw.ctx;
    let (lb, ub, step) =
        (for_op.lower_bound(ctx, rw.body), for_op.upper_bound(ctx, rw.body), for_op.step(ctx, rw.body));
    let (lb_int, ub_int, step_int) = (constant(rw, lb), constant(rw, ub), constant(rw, step));
    if step_int.is_some_and(|s| s <= 1) {
        return None;
    }
    if let (Some(l), Some(u), Some(s)) = (lb_int, ub_int, step_int) {
        // Upstream also peels a loop without iterations (l > u), whose
        // partial iteration would then run once.
        if (u - l) % s == 0 || l >= u {
            return None;
        }
    }
    let [s0, s1, s2] = [0, 1, 2].map(AffineExpr::symbol);
    let mut range = AffineMap::new(0, 3, vec![s1.clone().sub(s0.clone()).modulo(s2.clone())]);
    let mut operands = vec![lb, ub, step];
    fully_compose_affine_map_and_operands(
        MapCx { ctx, registry: rw.registry, body: rw.body },
        &mut range,
        &mut operands,
    );
    if range.results[0].as_constant() == Some(0) {
        return None;
    }
    // With dynamic bounds the loop may have no iteration (lb > ub): the
    // split is then kept at lb so that neither loop runs (upstream splits
    // below ub and runs one partial iteration).
    let split_expr = s1.clone().sub(s1.sub(s0.clone()).modulo(s2));
    let split = if lb_int.is_some() && ub_int.is_some() {
        create_or_fold_apply(rw, for_op.0, AffineMap::new(0, 3, vec![split_expr]), vec![lb, ub, step])
    } else {
        let map = AffineMap::new(0, 3, vec![s0, split_expr]);
        create_or_fold_affine(rw, for_op.0, AffineKind::Max, map, vec![lb, ub, step])
    };
    let partial = rw.body.clone_op(for_op.0, &mut IrMapping::default());
    rw.set_insertion_point_after(for_op.0);
    rw.insert(partial);
    let partial = ForOp(partial);
    rw.modify(partial.0, |b| b.set_operand(partial.0, 0, split));
    let results = rw.body.results(for_op.0).to_vec();
    for (i, &r) in results.iter().enumerate() {
        let new = rw.body.results(partial.0)[i];
        rw.replace_all_uses_with(r, new);
    }
    // The partial loop starts from the main loop's results.
    rw.modify(partial.0, |b| {
        for (i, &r) in results.iter().enumerate() {
            b.set_operand(partial.0, 3 + i, r);
        }
    });
    rw.modify(for_op.0, |b| b.set_operand(for_op.0, 1, split));
    Some(partial)
}

/// Upstream's `peelForLoopFirstIteration`: a copy of `for_op` before it
/// running up to `lb + step`, the loop itself starting there from the
/// copy's results. None when the loop has at most one iteration.
fn peel_first_iteration(rw: &mut Rewriter<'_>, for_op: ForOp) -> Option<ForOp> {
    let ctx = rw.ctx;
    let (lb, ub, step) =
        (for_op.lower_bound(ctx, rw.body), for_op.upper_bound(ctx, rw.body), for_op.step(ctx, rw.body));
    if let (Some(l), Some(u), Some(s)) = (constant(rw, lb), constant(rw, ub), constant(rw, step)) {
        // Upstream computes the trip count in single-precision float.
        if ((u - l) as f32 / s as f32).ceil() <= 1.0 {
            return None;
        }
    }
    // The first iteration ends at lb + step, or at ub when the loop has at
    // most one iteration (upstream runs one even when lb >= ub).
    let (s0, s1, s2) = (AffineExpr::symbol(0), AffineExpr::symbol(1), AffineExpr::symbol(2));
    let split = if constant(rw, lb).is_some() && constant(rw, ub).is_some() {
        let map = AffineMap::new(0, 2, vec![s0.add(s1)]);
        create_or_fold_apply(rw, for_op.0, map, vec![lb, step])
    } else {
        let map = AffineMap::new(0, 3, vec![s0.add(s1), s2]);
        create_or_fold_affine(rw, for_op.0, AffineKind::Min, map, vec![lb, step, ub])
    };
    let mut mapping = IrMapping::default();
    mapping.map_value(ub, split);
    let first = rw.body.clone_op(for_op.0, &mut mapping);
    rw.set_insertion_point_before(for_op.0);
    rw.insert(first);
    let results = rw.body.results(first).to_vec();
    rw.modify(for_op.0, |b| {
        for (i, &r) in results.iter().enumerate() {
            b.set_operand(for_op.0, 3 + i, r);
        }
        b.set_operand(for_op.0, 0, split);
    });
    Some(ForOp(first))
}

/// Upstream's `rewriteAffineOpAfterPeeling`: simplify the min/max ops of
/// the main loop, then those of the partial iteration.
fn simplify_after_peeling(rw: &mut Rewriter<'_>, main: ForOp, partial: ForOp, previous_ub: ValueId) {
    let step = main.step(rw.ctx, rw.body);
    for (lp, inside) in [(main, true), (partial, false)] {
        let Some(&block) = rw.body.region(lp.region(rw.body)).blocks.first() else { continue };
        let iv = rw.body.block(block).args[0];
        let mut ops = Vec::new();
        let region = lp.region(rw.body);
        rw.body.walk_region(region, &mut |o| ops.push(o));
        let ops: Vec<OpId> = ops
            .into_iter()
            .filter(|&o| MinOp::cast(rw.ctx, rw.body, o).is_some() || MaxOp::cast(rw.ctx, rw.body, o).is_some())
            .collect();
        for o in ops {
            simplify_peeled_min_max(rw, o, [iv, previous_ub, step], inside);
        }
    }
}

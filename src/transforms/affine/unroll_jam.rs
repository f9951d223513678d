//! `affine-loop-unroll-jam`: unroll-and-jam as upstream's
//! `loopUnrollJamByFactor`. The loop is unrolled by the factor, and the
//! copies are fused ("jammed") into the loops it holds: each maximal run of
//! ops without an `affine.for` (at every nesting level) is followed by its
//! copies for the IVs `iv + i * step`. Loops with iteration arguments get
//! one set of them per copy; the copies of a reduction (`arith.addf`,
//! `mulf`, `addi`, `muli`, `andi`, `ori`, `minimumf`, `maximumf`,
//! `minsi`, `maxsi`, `minui`, `maxui`) carried by the unrolled loop are
//! combined after it. A cleanup loop runs the last iterations when the
//! factor does not divide the trip count.
//!
//! Like upstream, no dependence check is made: the pass (which, as
//! upstream's, only transforms the function's first op when that is an
//! `affine.for`) is meant for loops known to allow it; callers choosing
//! loops use [`super::analysis`] first. It refuses loops whose trip count
//! is below the factor and nests whose inner loop bounds use values
//! defined in the loop.

use super::analysis::{is_for, largest_divisor_of_trip_count};
use super::unroll::{bump_map, generate_cleanup_loop, loop_block, LoopCx};
use crate::dialects::affine::{constant_trip_count, int_value, promote_if_single_iteration, ForOp, MapCx};
use crate::ir::{AttrKind, BlockId, Body, IrMapping, OpId, OperationState, ValueId};
use crate::opdef::ods::set_attr;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct LoopUnrollJam {
    factor: u64,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let factor = options.get("unroll-jam-factor").map_or("4", String::as_str);
    let factor = factor.parse().map_err(|_| format!("invalid value '{factor}' for option unroll-jam-factor"))?;
    Ok(Box::new(LoopUnrollJam { factor }))
}

impl Pass for LoopUnrollJam {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let lcx = LoopCx { ctx: cx.ctx, registry: cx.registry };
        let body = &mut target.body;
        let Some(&entry) = body.roots.first().and_then(|&r| body.region(r).blocks.first()) else { return Ok(()) };
        if let Some(first) = body.first_op(entry) {
            if is_for(MapCx { ctx: cx.ctx, registry: cx.registry, body }, first) {
                loop_unroll_jam_by_factor(lcx, body, first, self.factor);
            }
        }
        Ok(())
    }
}

/// The reductions the combiner op names can combine copies with.
const REDUCTION_OPS: [&str; 12] = [
    "arith.addf",
    "arith.mulf",
    "arith.addi",
    "arith.andi",
    "arith.ori",
    "arith.muli",
    "arith.minimumf",
    "arith.maximumf",
    "arith.minsi",
    "arith.maxsi",
    "arith.minui",
    "arith.maxui",
];

/// Upstream `getSupportedReductions`: for each iteration argument of `op`
/// updated by one supported combiner op (its only use, whose result is
/// yielded in its place), the position and the combiner's name.
pub fn supported_reductions(lcx: LoopCx<'_>, body: &Body, op: OpId) -> Vec<(usize, &'static str)> {
    let block = loop_block(body, op);
    let Some(term) = body.last_op(block) else { return Vec::new() };
    let yielded = body.operands(term);
    let args = &body.block(block).args[1..];
    let mut out = Vec::new();
    for (pos, &arg) in args.iter().enumerate() {
        let [use_] = body.uses(arg) else { continue };
        let combiner = use_.op;
        let name = lcx.ctx.str(body.op(combiner).name);
        let Some(&kind) = REDUCTION_OPS.iter().find(|&&n| n == name) else { continue };
        let results = body.results(combiner);
        if body.parent_block(combiner) == Some(block) && results.len() == 1 && yielded.get(pos) == Some(&results[0]) {
            out.push((pos, kind));
        }
    }
    out
}

/// Upstream `areInnerBoundsInvariant`: no loop in `op` has a bound operand
/// defined inside `op`.
fn inner_bounds_invariant(lcx: LoopCx<'_>, body: &Body, op: OpId) -> bool {
    let cx = MapCx { ctx: lcx.ctx, registry: lcx.registry, body };
    let outside = |v: ValueId| {
        let owner = body.value_block(v).and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r));
        !owner.is_some_and(|p| body.is_ancestor(op, p))
    };
    body.all_nested(op, &mut |o| {
        if !is_for(cx, o) {
            return true;
        }
        let f = ForOp(o);
        f.lower_bound_operands(lcx.ctx, body).iter().chain(f.upper_bound_operands(lcx.ctx, body)).all(|&v| outside(v))
    })
}

/// Upstream's `JamBlockGatherer`: the maximal runs of ops without an
/// `affine.for` in the blocks of `op` and of the loops nested in them
/// (terminators left out).
fn jam_blocks(lcx: LoopCx<'_>, body: &Body, op: OpId, out: &mut Vec<Vec<OpId>>) {
    let cx = MapCx { ctx: lcx.ctx, registry: lcx.registry, body };
    for &r in &body.op(op).regions {
        for &b in &body.region(r).blocks {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            let mut run = Vec::new();
            for &o in &ops[..ops.len().saturating_sub(1)] {
                if is_for(cx, o) {
                    if !run.is_empty() {
                        out.push(std::mem::take(&mut run));
                    }
                    crate::stack::ensure_sufficient_stack(|| jam_blocks(lcx, body, o, out));
                } else {
                    run.push(o);
                }
            }
            if !run.is_empty() {
                out.push(run);
            }
        }
    }
}

/// Upstream `replaceWithAdditionalYields` for an `affine.for`: a new loop
/// with `extra_inits` appended to the inits, as many iteration arguments
/// and `extra_yields` appended to the yield, taking over `op`'s body and
/// the uses of its results.
fn with_additional_yields(
    lcx: LoopCx<'_>,
    body: &mut Body,
    op: OpId,
    extra_inits: &[ValueId],
    extra_yields: &[ValueId],
) -> OpId {
    let ctx = lcx.ctx;
    let f = ForOp(op);
    let lb_operands = f.lower_bound_operands(ctx, body).to_vec();
    let ub_operands = f.upper_bound_operands(ctx, body).to_vec();
    let mut inits = f.inits(ctx, body).to_vec();
    inits.extend_from_slice(extra_inits);
    let types: Vec<_> = inits.iter().map(|&v| body.value_type(v)).collect();
    let (Some(lb), Some(ub), Some(step)) =
        (f.lower_bound_map(ctx, body), f.upper_bound_map(ctx, body), f.step(ctx, body))
    else {
        return op;
    };
    let loc = body.op(op).loc;
    let new = ForOp::create(ctx, body, loc, lb_operands, ub_operands, inits, types.clone(), lb, ub, step).0;
    body.insert_op_before(op, new);
    let block = loop_block(body, op);
    body.unlink_block(block);
    body.insert_block(ForOp(new).region(body), 0, block);
    let old_count = body.results(op).len();
    for &t in &types[old_count..] {
        body.add_block_arg(block, t, Some(loc));
    }
    if let Some(term) = body.last_op(block) {
        let mut yields = body.operands(term).to_vec();
        yields.extend_from_slice(extra_yields);
        body.set_operands(term, yields);
    }
    let old_results = body.results(op).to_vec();
    let new_results = body.results(new).to_vec();
    for (&o, &n) in old_results.iter().zip(&new_results) {
        body.replace_all_uses(o, n);
    }
    body.erase_op(op);
    new
}

/// Upstream `loopUnrollJamByFactor`: unroll-and-jam `op` by `factor`.
/// False when refused (trip count below the factor, inner bounds defined
/// in the loop, a cleanup loop needed with a max lower or min upper bound).
pub fn loop_unroll_jam_by_factor(lcx: LoopCx<'_>, body: &mut Body, op: OpId, factor: u64) -> bool {
    let ctx = lcx.ctx;
    let trip = constant_trip_count(ctx, lcx.registry, body, op);
    if factor <= 1 {
        return factor == 1 && (trip != Some(1) || promote_if_single_iteration(ctx, lcx.registry, body, op));
    }
    let block = loop_block(body, op);
    if body.first_op(block) == body.last_op(block) {
        return true;
    }
    if trip.is_some_and(|t| t < factor) || !inner_bounds_invariant(lcx, body, op) {
        return false;
    }
    let mut sub_blocks = Vec::new();
    jam_blocks(lcx, body, op, &mut sub_blocks);
    let cx = MapCx { ctx, registry: lcx.registry, body };
    let mut with_iter_args = Vec::new();
    if !ForOp(op).inits(ctx, body).is_empty() {
        with_iter_args.push(op);
    }
    body.all_nested(op, &mut |o| {
        if is_for(cx, o) && !ForOp(o).inits(ctx, body).is_empty() {
            with_iter_args.push(o);
        }
        true
    });
    // Upstream's walk is post-order: inner loops first.
    with_iter_args.reverse();
    let reductions = supported_reductions(lcx, body, op);
    let mut op = op;
    if largest_divisor_of_trip_count(MapCx { ctx, registry: lcx.registry, body }, op) % factor != 0 {
        let single = |lower| crate::dialects::affine::loop_bound(ctx, body, op, lower).map(|(m, _)| m.num_results());
        if single(true) != Some(1) || single(false) != Some(1) {
            return false;
        }
        if !generate_cleanup_loop(lcx, body, op, factor) {
            return false;
        }
    }
    let copies = (factor - 1) as usize;
    let mut maps: Vec<IrMapping> = (0..copies).map(|_| IrMapping::default()).collect();
    let new_loops = duplicate_iter_args(lcx, body, &with_iter_args, copies, &mut maps);
    if let Some(p) = with_iter_args.iter().position(|&l| l == op) {
        op = new_loops[p];
    }
    let step = int_value(ctx, ForOp(op).step(ctx, body)).unwrap_or(1);
    set_attr(ctx, body, op, "step", ctx.int_attr(ctx.index_type(), step.saturating_mul(factor as i64)));
    let iv = body.block(loop_block(body, op)).args[0];
    let loc = body.op(op).loc;
    for i in (1..=copies).rev() {
        for run in &sub_blocks {
            let Some(anchor) = run.last().and_then(|&l| body.next_op(l)) else { continue };
            if body.has_uses(iv) {
                let map = ctx.attr(AttrKind::AffineMap(bump_map(i as u64, step)));
                let apply = crate::dialects::affine::ApplyOp::create(ctx, body, loc, vec![iv], ctx.index_type(), map);
                body.insert_op_before(anchor, apply.0);
                let v = apply.result(body);
                maps[i - 1].map_value(iv, v);
            }
            for &o in run {
                let clone = body.clone_op(o, &mut maps[i - 1]);
                body.insert_op_before(anchor, clone);
            }
        }
        for &l in &new_loops {
            fix_copied_iter_args(lcx, body, l, i, factor as usize, &maps[i - 1]);
        }
    }
    combine_reductions(lcx, body, op, &reductions, factor as usize);
    promote_if_single_iteration(ctx, lcx.registry, body, op);
    true
}

/// Replaces each loop of `loops` by one with `copies` more sets of
/// iteration arguments (inits and yields repeated, fixed once the copies
/// of the body exist); `maps[i - 1]` takes the original iteration
/// arguments and results to the `i`th set. Returns the new loops.
fn duplicate_iter_args(
    lcx: LoopCx<'_>,
    body: &mut Body,
    loops: &[OpId],
    copies: usize,
    maps: &mut [IrMapping],
) -> Vec<OpId> {
    let mut new_loops = Vec::with_capacity(loops.len());
    for &old in loops {
        let inits = ForOp(old).inits(lcx.ctx, body).to_vec();
        let old_block = loop_block(body, old);
        let yields = body.last_op(old_block).map_or(Vec::new(), |t| body.operands(t).to_vec());
        let n = inits.len();
        let dup_inits: Vec<ValueId> = (0..copies).flat_map(|_| inits.iter().copied()).collect();
        let dup_yields: Vec<ValueId> = (0..copies).flat_map(|_| yields.iter().copied()).collect();
        let new = with_additional_yields(lcx, body, old, &dup_inits, &dup_yields);
        new_loops.push(new);
        let args = body.block(loop_block(body, new)).args[1..].to_vec();
        let results = body.results(new).to_vec();
        for i in 1..=copies {
            for j in 0..n {
                maps[i - 1].map_value(args[j], args[i * n + j]);
                maps[i - 1].map_value(results[j], results[i * n + j]);
            }
        }
    }
    new_loops
}

/// The `i`th copies of the inits and yields of `l` become the values the
/// `i`th copy of the body maps the originals to.
fn fix_copied_iter_args(lcx: LoopCx<'_>, body: &mut Body, l: OpId, i: usize, factor: usize, map: &IrMapping) {
    let f = ForOp(l);
    let control = f.lower_bound_operands(lcx.ctx, body).len() + f.upper_bound_operands(lcx.ctx, body).len();
    let n = f.inits(lcx.ctx, body).len() / factor;
    let mut operands = body.operands(l).to_vec();
    for j in 0..n {
        operands[control + i * n + j] = map.value(operands[control + j]);
    }
    body.set_operands(l, operands);
    let block: BlockId = loop_block(body, l);
    if let Some(term) = body.last_op(block) {
        let mut yields = body.operands(term).to_vec();
        for j in 0..n {
            yields[i * n + j] = map.value(yields[j]);
        }
        body.set_operands(term, yields);
    }
}

/// After the loop, each reduction's copies are combined into the value
/// its users get.
fn combine_reductions(lcx: LoopCx<'_>, body: &mut Body, op: OpId, reductions: &[(usize, &str)], factor: usize) {
    let results = body.results(op).to_vec();
    if results.is_empty() {
        return;
    }
    let n = results.len() / factor;
    let loc = body.op(op).loc;
    let mut anchor = op;
    for &(pos, kind) in reductions {
        let mut lhs = results[pos];
        let mut new_ops = Vec::new();
        for i in (1..factor).rev() {
            let rhs = results[i * n + pos];
            let state = OperationState {
                name: lcx.ctx.ident(kind),
                loc,
                operands: vec![lhs, rhs],
                result_types: vec![body.value_type(lhs)],
                properties: None,
                attributes: lcx.ctx.empty_dictionary(),
                successors: Vec::new(),
                regions: Vec::new(),
                inner: None,
            };
            let combined = body.create_op(state);
            body.insert_op_after(anchor, combined);
            anchor = combined;
            new_ops.push(combined);
            lhs = body.results(combined)[0];
        }
        body.replace_uses_where(results[pos], lhs, &mut |u| !new_ops.contains(&u.op));
    }
}

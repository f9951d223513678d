//! `affine-loop-coalescing`: each band of perfectly nested loops whose
//! bounds are defined above the band's outermost loop becomes one loop over
//! the product of their trip counts, the original induction variables
//! recovered from the new one by division and remainder, as upstream 19.
//! Functions are walked outermost loop first; in a nest, bands are looked
//! for from the innermost loop up.
//!
//! * `affine.for` bands (upstream's `coalescePerfectlyNestedAffineLoops`):
//!   all loops must run from 0 with step 1; the upper bounds become
//!   `affine.apply` (`affine.min` for several results) ops before the nest,
//!   their product the new upper bound, and the variables `affine.apply`
//!   ops of `floordiv` and `mod`.
//! * `scf.for` bands (`coalescePerfectlyNestedSCFForLoops`): each loop is
//!   first normalized (`(ub - lb) ceildiv step` iterations, the variable
//!   `iv * step + lb` in the body), the product of the counts is an
//!   `arith.muli` chain and the variables `arith.remsi`/`arith.divsi` of the
//!   new one; iteration arguments are allowed when each loop passes its own
//!   to the next and yields that loop's results.
//!
//! An `affine.for` band with iteration arguments is left alone, as
//! upstream. Unlike upstream, so is one whose upper bounds are not all valid symbols at its outermost loop (upstream
//! makes their product the new bound there, which does not verify:
//! `tests/check/upstream_divergence_affine_loop_coalescing.mlir`).

use crate::dialects::affine::{
    int_value, is_valid_symbol_value, loop_bound, set_loop_bounds, ApplyOp, ForOp as AffineFor, MinOp,
};
use crate::dialects::arith::{AddIOp, CeilDivSIOp, ConstantOp, DivSIOp, MulIOp, RemSIOp, SubIOp};
use crate::dialects::scf::ForOp as ScfFor;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, BlockId, Body, Context, Location, OpId, RegionId, Type, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::{value_int, Rewriter};
use crate::syntax::diag::Diagnostic;

struct LoopCoalescing;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LoopCoalescing))
}

impl Pass for LoopCoalescing {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let body = &mut target.body;
        for r in body.roots.clone() {
            walk_region(cx, body, r);
        }
        Ok(())
    }
}

/// Upstream's pre-order walk: a loop is coalesced before the ops then in
/// its body are visited.
fn walk_region(cx: &PassCx<'_>, body: &mut Body, region: RegionId) {
    for block in body.region(region).blocks.clone() {
        let mut next = body.first_op(block);
        while let Some(op) = next {
            next = body.next_op(op);
            if body.op(op).inner.is_some() {
                continue;
            }
            match cx.ctx.str(body.op(op).name) {
                AffineFor::NAME => {
                    coalesce_nest(cx, body, op, AffineFor::NAME);
                }
                ScfFor::NAME => {
                    coalesce_nest(cx, body, op, ScfFor::NAME);
                }
                _ => {}
            }
            for r in body.op(op).regions.clone() {
                crate::stack::ensure_sufficient_stack(|| walk_region(cx, body, r));
            }
        }
    }
}

fn entry(body: &Body, op: OpId) -> BlockId {
    body.region(body.op(op).regions[0]).blocks[0]
}

/// Upstream's `getPerfectlyNestedLoops`: `root` and the loops of `name`
/// each alone (with the terminator) in the body of the one before.
fn perfect_nest(ctx: &Context, body: &Body, root: OpId, name: &str) -> Vec<OpId> {
    let mut loops = vec![root];
    let mut current = root;
    loop {
        let block = entry(body, current);
        let ops: Vec<OpId> = body.block_ops(block).collect();
        match ops.as_slice() {
            [inner, _] if ctx.str(body.op(*inner).name) == name => {
                loops.push(*inner);
                current = *inner;
            }
            _ => return loops,
        }
    }
}

/// The operands that decide a loop's iteration space.
fn bound_operands(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<ValueId> {
    if name == ScfFor::NAME {
        let f = ScfFor(op);
        vec![f.lower_bound(ctx, body), f.upper_bound(ctx, body), f.step(ctx, body)]
    } else {
        body.operands(op).to_vec()
    }
}

/// Whether `v` is defined outside the regions of `op`.
fn defined_above(body: &Body, v: ValueId, op: OpId) -> bool {
    let Some(block) = body.value_block(v) else { return true };
    let Some(owner) = body.parent_region(block).and_then(|r| body.parent_op(r)) else { return true };
    owner != op && !body.is_ancestor(op, owner)
}

/// Upstream's search for bands in the perfect nest under `root`.
fn coalesce_nest(cx: &PassCx<'_>, body: &mut Body, root: OpId, name: &str) {
    let ctx = cx.ctx;
    let loops = perfect_nest(ctx, body, root, name);
    if loops.len() <= 1 {
        return;
    }
    // For each loop, the outermost loop of the nest its bounds are defined above.
    let defined: Vec<usize> = (0..loops.len())
        .map(|i| {
            let operands = bound_operands(ctx, body, loops[i], name);
            (0..i).find(|&j| operands.iter().all(|&v| defined_above(body, v, loops[j]))).unwrap_or(i)
        })
        .collect();
    let chain = if name == ScfFor::NAME { iter_arg_chains(ctx, body, &loops) } else { vec![0; loops.len()] };
    let mut end = loops.len();
    while end > 0 {
        let mut start = 0;
        while start + 1 < end {
            let max = *defined[start..end].iter().max().expect("non-empty band");
            if max > start || chain[end - 1] > start {
                start += 1;
                continue;
            }
            let band = &loops[start..end];
            if name == ScfFor::NAME {
                coalesce_scf(cx, body, band);
            } else {
                coalesce_affine(cx, body, band);
            }
            break;
        }
        if start + 1 != end {
            end = start + 1;
        }
        end -= 1;
    }
}

/// For each `scf.for` of the nest, the outermost loop from which each loop
/// hands its iteration arguments to the next as its inits and yields the
/// next one's results.
fn iter_arg_chains(ctx: &Context, body: &Body, loops: &[OpId]) -> Vec<usize> {
    let mut start = vec![0; loops.len()];
    for i in 1..loops.len() {
        start[i] = i;
        let (outer, inner) = (loops[i - 1], loops[i]);
        let outer_args = &body.block(entry(body, outer)).args[1..];
        let inits = ScfFor(inner).init_args(ctx, body);
        let yielded = body.last_op(entry(body, outer)).map(|t| body.operands(t)).unwrap_or_default();
        if outer_args == inits && yielded == body.results(inner) {
            start[i] = start[i - 1];
        }
    }
    start
}

fn single(num_dims: usize, num_symbols: usize, e: AffineExpr) -> AffineMap {
    AffineMap::new(num_dims, num_symbols, vec![e])
}

fn apply(rw: &mut Rewriter<'_>, loc: Location, map: AffineMap, operands: Vec<ValueId>) -> ValueId {
    let ctx = rw.ctx;
    let op = ApplyOp::create(ctx, rw.body, loc, operands, ctx.index_type(), ctx.attr(AttrKind::AffineMap(map))).0;
    rw.insert(op);
    rw.body.results(op)[0]
}

/// Upstream's `coalesceLoops` for an `affine.for` band.
fn coalesce_affine(cx: &PassCx<'_>, body: &mut Body, loops: &[OpId]) {
    let ctx = cx.ctx;
    let normalized = loops.iter().all(|&l| {
        let f = AffineFor(l);
        int_value(ctx, f.step(ctx, body)) == Some(1)
            && loop_bound(ctx, body, l, true).and_then(|(m, _)| m.single_constant_result()) == Some(0)
            && f.inits(ctx, body).is_empty()
            && f.upper_bound_operands(ctx, body).iter().all(|&v| is_valid_symbol_value(ctx, cx.registry, body, v))
    });
    if !normalized {
        return;
    }
    let (outermost, innermost) = (loops[0], *loops.last().expect("band"));
    let loc = body.op(outermost).loc;
    let mut rw = Rewriter::new(ctx, cx.registry, body);
    rw.set_insertion_point_before(outermost);
    // The trip counts (upper bounds) and their running product.
    let mut counts = Vec::new();
    let mut product = None;
    for &l in loops {
        let Some((map, operands)) = loop_bound(ctx, rw.body, l, false) else { return };
        let count = if map.results.len() == 1 {
            apply(&mut rw, loc, map, operands)
        } else {
            let op = MinOp::create(ctx, rw.body, loc, operands, ctx.index_type(), ctx.attr(AttrKind::AffineMap(map))).0;
            rw.insert(op);
            rw.body.results(op)[0]
        };
        counts.push(count);
        product = Some(match product {
            None => count,
            Some(p) => apply(&mut rw, loc, single(1, 1, AffineExpr::dim(0).mul(AffineExpr::symbol(0))), vec![p, count]),
        });
    }
    let product = product.expect("band");
    let lb = loop_bound(ctx, rw.body, outermost, true).expect("lower bound");
    set_loop_bounds(ctx, rw.body, outermost, lb, (single(0, 1, AffineExpr::symbol(0)), vec![product]));
    // iv_k = (iv floordiv (count_{k+1} * ... )) mod count_k, innermost first.
    let outer_block = entry(rw.body, outermost);
    rw.set_insertion_point_to_start(outer_block);
    let mut previous = rw.body.block(outer_block).args[0];
    let inner_region = rw.body.op(innermost).regions[0];
    for idx in (1..=loops.len()).rev() {
        if idx != loops.len() {
            let e = AffineExpr::dim(0).floor_div(AffineExpr::symbol(0));
            previous = apply(&mut rw, loc, single(1, 1, e), vec![previous, counts[idx]]);
        }
        let iv = if idx == 1 {
            previous
        } else {
            let e = AffineExpr::dim(0).modulo(AffineExpr::symbol(0));
            apply(&mut rw, loc, single(1, 1, e), vec![previous, counts[idx - 1]])
        };
        let old = rw.body.block(entry(rw.body, loops[idx - 1])).args[0];
        let inside: Vec<OpId> =
            rw.body.uses(old).iter().map(|u| u.op).filter(|&o| in_region(rw.body, o, inner_region)).collect();
        rw.body.replace_uses_where(old, iv, &mut |u| inside.contains(&u.op));
    }
    // The innermost body takes the place of the second loop.
    let inner_block = entry(rw.body, innermost);
    if let Some(t) = rw.body.last_op(inner_block) {
        rw.body.erase_op(t);
    }
    rw.body.splice_block_before(inner_block, loops[1]);
    rw.body.erase_op(loops[1]);
}

/// Whether `op` is inside `region`.
fn in_region(body: &Body, op: OpId, region: RegionId) -> bool {
    let mut block = body.parent_block(op);
    while let Some(b) = block {
        let Some(r) = body.parent_region(b) else { return false };
        if r == region {
            return true;
        }
        block = body.parent_op(r).and_then(|o| body.parent_block(o));
    }
    false
}

fn constant_int(rw: &Rewriter<'_>, v: ValueId) -> Option<i64> {
    value_int(rw.ctx, rw.registry, rw.body, v).and_then(|i| i64::try_from(i).ok())
}

fn int_constant(rw: &mut Rewriter<'_>, loc: Location, ty: Type, value: i64) -> ValueId {
    let ctx = rw.ctx;
    let op = ConstantOp::create(ctx, rw.body, loc, ty, ctx.int_attr(ty, value)).0;
    rw.insert(op);
    rw.body.results(op)[0]
}

/// Upstream's `coalesceLoops` for an `scf.for` band.
fn coalesce_scf(cx: &PassCx<'_>, body: &mut Body, loops: &[OpId]) {
    let ctx = cx.ctx;
    let (outermost, innermost) = (loops[0], *loops.last().expect("band"));
    let mut rw = Rewriter::new(ctx, cx.registry, body);
    // 1. Every loop from 0 to its trip count with step 1.
    for &l in loops {
        let f = ScfFor(l);
        let (lb, ub, step) = (f.lower_bound(ctx, rw.body), f.upper_bound(ctx, rw.body), f.step(ctx, rw.body));
        let loc = rw.body.op(l).loc;
        let ty = rw.body.value_type(lb);
        let zero_based = constant_int(&rw, lb) == Some(0);
        let step_one = constant_int(&rw, step) == Some(1);
        if !(zero_based && step_one) {
            rw.set_insertion_point_before(outermost);
            let mut count = ub;
            if !zero_based {
                let sub = SubIOp::create(ctx, rw.body, loc, ub, lb, ty, None).0;
                count = rw.create_or_fold(sub)[0];
            }
            if !step_one {
                let div = CeilDivSIOp::create(ctx, rw.body, loc, count, step, ty).0;
                count = rw.create_or_fold(div)[0];
            }
            let zero = int_constant(&mut rw, loc, ty, 0);
            let one = int_constant(&mut rw, loc, ty, 1);
            rw.body.set_operand(l, 0, zero);
            rw.body.set_operand(l, 1, count);
            rw.body.set_operand(l, 2, one);
        }
        denormalize(&mut rw, loc, l, innermost, lb, step, (zero_based, step_one));
    }
    // 2. The product of the trip counts.
    let loc = rw.body.op(outermost).loc;
    rw.set_insertion_point_before(outermost);
    let counts: Vec<ValueId> = loops.iter().map(|&l| ScfFor(l).upper_bound(ctx, rw.body)).collect();
    let mut product: Option<ValueId> = None;
    for &c in &counts {
        if constant_int(&rw, c) == Some(1) {
            continue;
        }
        product = Some(match product {
            None => c,
            Some(p) => {
                let ty = rw.body.value_type(p);
                let op = MulIOp::create(ctx, rw.body, loc, p, c, ty, None).0;
                rw.insert(op);
                rw.body.results(op)[0]
            }
        });
    }
    let product = match product {
        Some(p) => p,
        None => {
            let ty = rw.body.value_type(counts[0]);
            int_constant(&mut rw, loc, ty, 1)
        }
    };
    rw.body.set_operand(outermost, 1, product);
    // 3. The variables from the new one, then the bodies inlined outward.
    let inner_block = entry(rw.body, innermost);
    rw.set_insertion_point_to_start(inner_block);
    let outer_iv = rw.body.block(entry(rw.body, outermost)).args[0];
    let (ivs, preserved) = delinearize(&mut rw, loc, outer_iv, &counts);
    rw.body.replace_uses_where(outer_iv, ivs[0], &mut |u| !preserved.contains(&u.op));
    for i in (1..loops.len()).rev() {
        let (outer, inner) = (loops[i - 1], loops[i]);
        let block = entry(rw.body, inner);
        let terminator = rw.body.last_op(block).expect("terminator");
        let yielded = rw.body.operands(terminator).to_vec();
        rw.body.erase_op(terminator);
        let mut args = vec![ivs[i]];
        args.extend_from_slice(&rw.body.block(entry(rw.body, outer)).args[1..]);
        rw.inline_block_before(block, inner, &args);
        rw.replace_op(inner, &yielded);
    }
}

/// Upstream's `denormalizeInductionVariable`: uses of loop `l`'s variable
/// take `iv * step + lb` (each part only when needed), computed at the
/// start of the innermost loop's body.
fn denormalize(
    rw: &mut Rewriter<'_>,
    loc: Location,
    l: OpId,
    innermost: OpId,
    lb: ValueId,
    step: ValueId,
    (zero_based, step_one): (bool, bool),
) {
    let ctx = rw.ctx;
    let block = entry(rw.body, innermost);
    rw.set_insertion_point_to_start(block);
    let iv = rw.body.block(entry(rw.body, l)).args[0];
    let ty = rw.body.value_type(iv);
    let mut preserve = Vec::new();
    let mut value = iv;
    if !step_one {
        let op = MulIOp::create(ctx, rw.body, loc, iv, step, ty, None).0;
        rw.insert(op);
        preserve.push(op);
        value = rw.body.results(op)[0];
    }
    if !zero_based {
        let op = AddIOp::create(ctx, rw.body, loc, value, lb, ty, None).0;
        rw.insert(op);
        preserve.push(op);
        value = rw.body.results(op)[0];
    }
    rw.body.replace_uses_where(iv, value, &mut |u| !preserve.contains(&u.op));
}

/// Upstream's `delinearizeInductionVariable` over the trip counts `ubs`:
/// the variables, and the ops computing them (which keep using `linear`).
fn delinearize(rw: &mut Rewriter<'_>, loc: Location, linear: ValueId, ubs: &[ValueId]) -> (Vec<ValueId>, Vec<OpId>) {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(linear);
    let is_one: Vec<bool> = ubs.iter().map(|&u| constant_int(rw, u) == Some(1)).collect();
    let mut ivs = vec![linear; ubs.len()];
    let mut preserved = Vec::new();
    let leading = is_one.iter().take_while(|&&o| o).count();
    for iv in ivs.iter_mut().take(leading) {
        *iv = int_constant(rw, loc, ty, 0);
    }
    let mut previous = linear;
    for i in leading..ubs.len() {
        let idx = ubs.len() - (i - leading) - 1;
        if i != leading && !is_one[idx + 1] {
            let op = DivSIOp::create(ctx, rw.body, loc, previous, ubs[idx + 1], ty).0;
            rw.insert(op);
            preserved.push(op);
            previous = rw.body.results(op)[0];
        }
        let mut iv = previous;
        if i != ubs.len() - 1 {
            if is_one[idx] {
                iv = int_constant(rw, loc, ty, 0);
            } else {
                let op = RemSIOp::create(ctx, rw.body, loc, previous, ubs[idx], ty).0;
                rw.insert(op);
                preserved.push(op);
                iv = rw.body.results(op)[0];
            }
        }
        ivs[idx] = iv;
    }
    (ivs, preserved)
}

//! Loop normalization of `affine.for` and `affine.parallel` (rewritten to
//! run from 0 with step 1; the body computes the original induction
//! variable with an `affine.apply`), trip counts, and promotion of a loop
//! that runs once. The `affine-loop-normalize` pass is in
//! `transforms::affine::normalize`.

use super::canonicalize::{loop_bound, set_loop_bounds};
use super::operands::{compose_affine_map_and_operands, value_map_difference, MapCx};
use super::{affine_map, i64_array, int_value, ApplyOp, ForOp};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Body, Context, OpId, RegionId};
use crate::opdef::ods::set_attr;
use crate::opdef::Registry;

/// The ops of `region` and below, nested ops before the ops holding them.
pub fn post_order(body: &Body, region: RegionId, out: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
        for op in body.block_ops(b) {
            if body.op(op).inner.is_none() {
                for &r in &body.op(op).regions {
                    crate::stack::ensure_sufficient_stack(|| post_order(body, r, out));
                }
            }
            out.push(op);
        }
    }
}

/// Upstream `getConstantTripCount`: the smallest trip count over the upper
/// bounds, when every one is constant.
pub fn constant_trip_count(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> Option<u64> {
    let (lb, lb_operands) = loop_bound(ctx, body, op, true)?;
    let (ub, ub_operands) = loop_bound(ctx, body, op, false)?;
    let step = int_value(ctx, ForOp(op).step(ctx, body))?;
    if step <= 0 {
        return None;
    }
    if let (Some(l), Some(u)) = (lb.single_constant_result(), ub.single_constant_result()) {
        let span = u.saturating_sub(l).max(0);
        return Some((span as u64).div_ceil(step as u64));
    }
    if lb.num_results() != 1 {
        return None;
    }
    let splat = AffineMap::new(lb.num_dims, lb.num_symbols, vec![lb.results[0].clone(); ub.num_results()]);
    let cx = MapCx { ctx, registry, body };
    let (diff, _) = value_map_difference(cx, (&ub, &ub_operands), (&splat, &lb_operands));
    let mut count: Option<u64> = None;
    for r in &diff.results {
        let c = r.clone().ceil_div(step).as_constant()? as u64;
        count = Some(count.map_or(c, |n| n.min(c)));
    }
    count
}

/// Upstream `promoteIfSingleIteration`: a loop running once is replaced by
/// its body, with the IV replaced by the lower bound and the iteration
/// arguments by their inits. False when the loop does not run exactly once.
pub fn promote_if_single_iteration(ctx: &Context, registry: &Registry, body: &mut Body, op: OpId) -> bool {
    if constant_trip_count(ctx, registry, body, op) != Some(1) {
        return false;
    }
    let Some((lb, lb_operands)) = loop_bound(ctx, body, op, true) else { return false };
    if lb.num_results() != 1 {
        return false;
    }
    let region = ForOp(op).region(body);
    let Some(&block) = body.region(region).blocks.first() else { return false };
    let Some(term) = body.last_op(block) else { return false };
    let args = body.block(block).args.clone();
    let Some(&iv) = args.first() else { return false };
    let loc = body.op(op).loc;
    let index = ctx.index_type();
    if body.has_uses(iv) {
        let replacement = if let Some(c) = lb.single_constant_result() {
            let Some(entry) = body.roots.first().and_then(|&r| body.region(r).blocks.first().copied()) else {
                return false;
            };
            let state = crate::ir::OperationState {
                name: crate::static_ident!(ctx, "arith.constant"),
                loc,
                operands: Vec::new(),
                result_types: vec![index],
                properties: Some(ctx.dictionary(vec![(crate::static_ident!(ctx, "value"), ctx.int_attr(index, c))])),
                attributes: ctx.empty_dictionary(),
                successors: Vec::new(),
                regions: Vec::new(),
                inner: None,
            };
            let constant = body.create_op(state);
            body.prepend_op(entry, constant);
            body.results(constant)[0]
        } else if lb == AffineMap::identity(1) {
            lb_operands[0]
        } else {
            let map = ctx.attr(AttrKind::AffineMap(lb));
            let apply = ApplyOp::create(ctx, body, loc, lb_operands, index, map);
            body.insert_op_before(op, apply.0);
            apply.result(body)
        };
        body.replace_all_uses(iv, replacement);
    }
    let inits = ForOp(op).inits(ctx, body).to_vec();
    for (&arg, &init) in args[1..].iter().zip(&inits) {
        body.replace_all_uses(arg, init);
    }
    let yielded = body.operands(term).to_vec();
    let results = body.results(op).to_vec();
    for (&r, &y) in results.iter().zip(&yielded) {
        body.replace_all_uses(r, y);
    }
    body.erase_op(term);
    body.splice_block_before(block, op);
    body.erase_op(op);
    true
}

/// Upstream `normalizeAffineFor`.
pub fn normalize_for(ctx: &Context, registry: &Registry, body: &mut Body, op: OpId, promote_single_iter: bool) {
    if promote_single_iter && promote_if_single_iteration(ctx, registry, body, op) {
        return;
    }
    let (Some((lb, lb_operands)), Some((ub, ub_operands))) =
        (loop_bound(ctx, body, op, true), loop_bound(ctx, body, op, false))
    else {
        return;
    };
    let Some(step) = int_value(ctx, ForOp(op).step(ctx, body)) else { return };
    if lb.single_constant_result() == Some(0) && step == 1 {
        return;
    }
    if lb.num_results() != 1 || step <= 0 {
        return;
    }
    let cx = MapCx { ctx, registry, body };
    let padded = AffineMap::new(lb.num_dims, lb.num_symbols, vec![lb.results[0].clone(); ub.num_results()]);
    let (mut diff, mut diff_operands) = value_map_difference(cx, (&ub, &ub_operands), (&padded, &lb_operands));
    compose_affine_map_and_operands(cx, &mut diff, &mut diff_operands);
    let scale = AffineMap::new(
        diff.num_results(),
        0,
        (0..diff.num_results()).map(|i| AffineExpr::Dim(i).ceil_div(step)).collect(),
    );
    let new_ub = scale.compose(&diff);
    set_loop_bounds(ctx, body, op, (AffineMap::constant(0), Vec::new()), (new_ub, diff_operands));
    set_attr(ctx, body, op, "step", ctx.int_attr(ctx.index_type(), 1));

    let region = ForOp(op).region(body);
    let Some(&block) = body.region(region).blocks.first() else { return };
    let iv = body.block(block).args[0];
    // The old IV is `lb - (-iv * step)`, computed as upstream does.
    let scale_iv = AffineMap::new(1, 0, vec![(-AffineExpr::Dim(0)) * step]);
    let cx = MapCx { ctx, registry, body };
    let (mut iv_map, mut operands) = value_map_difference(cx, (&lb, &lb_operands), (&scale_iv, &[iv]));
    compose_affine_map_and_operands(cx, &mut iv_map, &mut operands);
    let loc = body.op(op).loc;
    let apply = ApplyOp::create(ctx, body, loc, operands, ctx.index_type(), ctx.attr(AttrKind::AffineMap(iv_map)));
    body.prepend_op(block, apply.0);
    let new_iv = apply.result(body);
    body.replace_uses_where(iv, new_iv, &mut |u| u.op != apply.0);
}

/// Upstream `normalizeAffineParallel`: every dimension of an
/// `affine.parallel` without min/max bounds runs from 0 with step 1.
pub fn normalize_parallel(ctx: &Context, registry: &Registry, body: &mut Body, op: OpId) {
    let (Some(lb), Some(ub)) = (
        affine_map(ctx, body, op, crate::static_ident!(ctx, "lowerBoundsMap")),
        affine_map(ctx, body, op, crate::static_ident!(ctx, "upperBoundsMap")),
    ) else {
        return;
    };
    let Some(steps) =
        crate::opdef::ods::attr(ctx, body, op, crate::static_ident!(ctx, "steps")).and_then(|a| i64_array(ctx, a))
    else {
        return;
    };
    let n = steps.len();
    let operands = body.operands(op).to_vec();
    if lb.num_results() != n || ub.num_results() != n || operands.len() != lb.num_inputs() + ub.num_inputs() {
        return;
    }
    if steps.iter().zip(&lb.results).all(|(&s, e)| s == 1 && e.as_constant() == Some(0)) {
        return;
    }
    let region = body.op(op).regions[0];
    let Some(&block) = body.region(region).blocks.first() else { return };
    let ivs = body.block(block).args.clone();
    if ivs.len() != n || steps.iter().any(|&s| s <= 0) {
        return;
    }
    let (lb_operands, ub_operands) = operands.split_at(lb.num_inputs());
    let cx = MapCx { ctx, registry, body };
    let (ranges, range_operands) = value_map_difference(cx, (&ub, ub_operands), (&lb, lb_operands));
    let loc = body.op(op).loc;
    let mut anchor = None;
    for (i, (&step, &iv)) in steps.iter().zip(&ivs).enumerate() {
        let expr = lb.results[i].clone() + AffineExpr::Dim(lb.num_dims) * step;
        let map = AffineMap::new(lb.num_dims + 1, lb.num_symbols, vec![expr]);
        let mut apply_operands = lb_operands[..lb.num_dims].to_vec();
        apply_operands.push(iv);
        apply_operands.extend_from_slice(&lb_operands[lb.num_dims..]);
        let apply =
            ApplyOp::create(ctx, body, loc, apply_operands, ctx.index_type(), ctx.attr(AttrKind::AffineMap(map)));
        // Each apply goes after the previous one, at the start of the body.
        match anchor {
            None => body.prepend_op(block, apply.0),
            Some(prev) => body.insert_op_after(prev, apply.0),
        }
        anchor = Some(apply.0);
        let new_iv = apply.result(body);
        body.replace_uses_where(iv, new_iv, &mut |u| u.op != apply.0);
    }
    let ub_results = ranges.results.iter().zip(&steps).map(|(r, &s)| r.clone().ceil_div(s)).collect();
    let new_ub = AffineMap::new(ranges.num_dims, ranges.num_symbols, ub_results);
    let i64_type = ctx.integer_type(64);
    let ones = ctx.attr(AttrKind::Array(vec![ctx.int_attr(i64_type, 1); n]));
    body.set_operands(op, range_operands);
    set_attr(ctx, body, op, "steps", ones);
    set_attr(ctx, body, op, "lowerBoundsMap", ctx.attr(AttrKind::AffineMap(AffineMap::constants(&vec![0; n]))));
    set_attr(ctx, body, op, "upperBoundsMap", ctx.attr(AttrKind::AffineMap(new_ub)));
}

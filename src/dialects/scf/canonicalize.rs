//! Canonicalization patterns of `scf.if`, `scf.for`, `scf.execute_region`
//! and `scf.index_switch`: regions selected by constants are inlined,
//! trivial loops removed, forwarded loop-carried values and unused results
//! dropped, and values an `scf.if` only selects become `arith.select`.

use num_bigint::BigInt;

use super::{ForOp, IfOp, ParallelOp, ReduceOp, WhileOp, YieldOp};
use crate::dialects::arith::{constant_before, AndIOp, CmpIOp, SelectOp, XOrIOp};
use crate::dialects::cf::BranchOp;
use crate::ir::{AttrKind, BlockId, Body, Location, OpId, RegionId, Type, ValueId};
use crate::rewrite::{value_constant, value_int, value_is_one, FoldCx, Folded, Rewriter};

/// The entry block of `region`, if it has one.
fn entry(body: &Body, region: RegionId) -> Option<BlockId> {
    body.region(region).blocks.first().copied()
}

/// The operands of the terminator of `block`.
fn yielded(body: &Body, block: BlockId) -> Vec<ValueId> {
    body.last_op(block).map(|t| body.operands(t).to_vec()).unwrap_or_default()
}

/// Move the blocks of `src` to the (empty) region `dst`.
fn take_body(body: &mut Body, dst: RegionId, src: RegionId) {
    for (i, b) in body.region(src).blocks.clone().into_iter().enumerate() {
        body.insert_block(dst, i, b);
    }
}

/// The integer value of `v`, when it is a known constant fitting `i64`.
fn const_i64(rw: &Rewriter<'_>, v: ValueId) -> Option<i64> {
    value_int(rw.ctx, rw.registry, rw.body, v).and_then(|i| i64::try_from(i).ok())
}

// ---- scf.if -------------------------------------------------------------------------

/// `scf.if` on `xori %c, true` with an else branch: the branches swap and
/// the condition becomes `%c`.
pub(crate) fn fold_if(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let &[then_r, else_r] = body.op(op).regions.as_slice() else { return Folded::Failure };
    if body.region(else_r).blocks.is_empty() {
        return Folded::Failure;
    }
    let Some(lhs) = negated(cx, body, body.operands(op)[0]) else { return Folded::Failure };
    body.set_operand(op, 0, lhs);
    let (then_blocks, else_blocks) = (body.region(then_r).blocks.clone(), body.region(else_r).blocks.clone());
    for (i, b) in else_blocks.into_iter().enumerate() {
        body.insert_block(then_r, i, b);
    }
    for (i, b) in then_blocks.into_iter().enumerate() {
        body.insert_block(else_r, i, b);
    }
    Folded::InPlace
}

/// `c` when `v` is `arith.xori c, <one>`.
fn negated(cx: &FoldCx<'_>, body: &Body, v: ValueId) -> Option<ValueId> {
    let xor = body.defining_op(v).filter(|&d| cx.ctx.str(body.op(d).name) == XOrIOp::NAME)?;
    let &[lhs, rhs] = body.operands(xor) else { return None };
    value_is_one(cx.ctx, cx.registry, body, rhs).then_some(lhs)
}

pub(crate) fn canonicalize_if(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    combine_ifs(rw, op)
        || combine_nested_ifs(rw, op)
        || if_condition_propagation(rw, op)
        || if_to_select(rw, op)
        || if_remove_empty_else(rw, op)
        || if_static_condition(rw, op)
        || if_unused_results(rw, op)
        || if_yield_condition_or_value(rw, op)
}

/// The then and else entry blocks of an `scf.if` (no else block: `None`).
fn if_blocks(body: &Body, op: OpId) -> Option<(BlockId, Option<BlockId>)> {
    let &[then_r, else_r] = body.op(op).regions.as_slice() else { return None };
    Some((entry(body, then_r)?, entry(body, else_r)))
}

/// Whether `user` lies in `region` (at any depth).
fn op_in_region(body: &Body, user: OpId, region: RegionId) -> bool {
    body.parent_block(user).is_some_and(|b| is_in_region(body, b, region))
}

/// An `scf.if` directly after another on the same condition (or its
/// negation) is merged into it: results of the first used in the second
/// become the values the matching branch yields.
fn combine_ifs(rw: &mut Rewriter<'_>, next: OpId) -> bool {
    let Some(prev) = rw.body.prev_op(next) else { return false };
    if rw.ctx.str(rw.body.op(prev).name) != IfOp::NAME {
        return false;
    }
    let (Some((next_then_b, next_else_b)), Some((prev_then_b, prev_else_b))) =
        (if_blocks(rw.body, next), if_blocks(rw.body, prev))
    else {
        return false;
    };
    let (next_cond, prev_cond) = (rw.body.operands(next)[0], rw.body.operands(prev)[0]);
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = Some(next_then_b);
        next_else = next_else_b;
    }
    let negation_of = |a: ValueId, b: ValueId, rw: &Rewriter<'_>| {
        let xor = rw.body.defining_op(a).filter(|&d| rw.ctx.str(rw.body.op(d).name) == XOrIOp::NAME);
        xor.is_some_and(|x| {
            let ops = rw.body.operands(x);
            ops[0] == b && value_is_one(rw.ctx, rw.registry, rw.body, ops[1])
        })
    };
    if negation_of(next_cond, prev_cond, rw) || negation_of(prev_cond, next_cond, rw) {
        next_else = Some(next_then_b);
        if next_else_b.is_some() {
            next_then = next_else_b;
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let prev_results = rw.body.results(prev).to_vec();
    let prev_then_yield = yielded(rw.body, prev_then_b);
    let prev_else_yield = prev_else_b.map(|b| yielded(rw.body, b)).unwrap_or_default();
    let region_of = |b: Option<BlockId>, body: &Body| b.and_then(|b| body.parent_region(b));
    let (then_region, else_region) = (region_of(next_then, rw.body), region_of(next_else, rw.body));
    for ((&r, &t), &e) in prev_results.iter().zip(&prev_then_yield).zip(&prev_else_yield) {
        let uses: Vec<_> = rw.body.uses(r).iter().rev().copied().collect();
        for u in uses {
            let target = if then_region.is_some_and(|reg| op_in_region(rw.body, u.op, reg)) {
                t
            } else if else_region.is_some_and(|reg| op_in_region(rw.body, u.op, reg)) {
                e
            } else {
                continue;
            };
            rw.modify(u.op, |b| b.set_operand(u.op, u.index as usize, target));
        }
    }
    let mut types: Vec<Type> = prev_results.iter().map(|&r| rw.body.value_type(r)).collect();
    types.extend(rw.body.results(next).iter().map(|&r| rw.body.value_type(r)));
    let loc = rw.body.op(next).loc;
    rw.set_insertion_point_before(next);
    let combined = IfOp::create(rw.ctx, rw.body, loc, prev_cond, types).0;
    rw.insert(combined);
    let (c_then, c_else) = (rw.body.op(combined).regions[0], rw.body.op(combined).regions[1]);
    let (p_then, p_else) = (rw.body.op(prev).regions[0], rw.body.op(prev).regions[1]);
    take_body(rw.body, c_then, p_then);
    if let Some(src) = next_then {
        merge_yielding_blocks(rw, src, prev_then_b);
    }
    take_body(rw.body, c_else, p_else);
    if let Some(src) = next_else {
        match entry(rw.body, c_else) {
            None => {
                let Some(src_region) = rw.body.parent_region(src) else { return false };
                take_body(rw.body, c_else, src_region);
            }
            Some(dst) => merge_yielding_blocks(rw, src, dst),
        }
    }
    let results = rw.body.results(combined).to_vec();
    let (prev_values, next_values) = results.split_at(prev_results.len());
    rw.replace_op(prev, prev_values);
    rw.replace_op(next, next_values);
    true
}

/// Append the ops of `src` to `dst`, both ending in `scf.yield`: one yield
/// of what both yielded replaces the two.
fn merge_yielding_blocks(rw: &mut Rewriter<'_>, src: BlockId, dst: BlockId) {
    let (Some(first_yield), Some(second_yield)) = (rw.body.last_op(dst), rw.body.last_op(src)) else { return };
    rw.merge_blocks(src, dst, &[]);
    let mut values = rw.body.operands(first_yield).to_vec();
    values.extend_from_slice(rw.body.operands(second_yield));
    let loc = rw.body.op(second_yield).loc;
    rw.set_insertion_point_to_end(dst);
    let y = YieldOp::create(rw.ctx, rw.body, loc, values);
    rw.insert(y.0);
    rw.erase_op(first_yield);
    rw.erase_op(second_yield);
}

/// `scf.if %a { scf.if %b { ... } }` (else branches only yielding) becomes
/// `scf.if (%a and %b) { ... }`; results the outer then branch takes from
/// outside become selects on `%a`.
fn combine_nested_ifs(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some((then_b, else_b)) = if_blocks(rw.body, op) else { return false };
    let (Some(nested), Some(then_term)) = (rw.body.first_op(then_b), rw.body.last_op(then_b)) else { return false };
    if rw.body.next_op(nested) != Some(then_term) || rw.ctx.str(rw.body.op(nested).name) != IfOp::NAME {
        return false;
    }
    let single = |b: Option<BlockId>, body: &Body| b.map_or(true, |b| body.first_op(b) == body.last_op(b));
    if !single(else_b, rw.body) {
        return false;
    }
    let Some((nested_then, nested_else)) = if_blocks(rw.body, nested) else { return false };
    if !single(nested_else, rw.body) {
        return false;
    }
    let mut then_yield = yielded(rw.body, then_b);
    let else_yield = else_b.map(|b| yielded(rw.body, b)).unwrap_or_default();
    let nested_then_yield = yielded(rw.body, nested_then);
    let nested_else_yield = nested_else.map(|b| yielded(rw.body, b)).unwrap_or_default();
    let then_region = rw.body.op(op).regions[0];
    let mut to_select = Vec::new();
    for (i, slot) in then_yield.iter_mut().enumerate() {
        let v = *slot;
        if rw.body.defining_op(v) == Some(nested) {
            let Some(k) = rw.body.results(nested).iter().position(|&r| r == v) else { return false };
            if nested_else_yield.get(k) != else_yield.get(i) {
                return false;
            }
            *slot = nested_then_yield[k];
            continue;
        }
        if rw.body.value_block(v).and_then(|b| rw.body.parent_region(b)) == Some(then_region) {
            return false;
        }
        to_select.push(i);
    }
    let loc = rw.body.op(op).loc;
    let (cond, nested_cond) = (rw.body.operands(op)[0], rw.body.operands(nested)[0]);
    rw.set_insertion_point_before(op);
    let and = AndIOp::create(rw.ctx, rw.body, loc, cond, nested_cond, rw.body.value_type(cond));
    rw.insert(and.0);
    let new_cond = and.result(rw.body);
    let types = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let new = IfOp::create(rw.ctx, rw.body, loc, new_cond, types).0;
    rw.insert(new);
    let mut results = rw.body.results(new).to_vec();
    rw.set_insertion_point_before(new);
    for i in to_select {
        let ty = rw.body.value_type(then_yield[i]);
        let select = SelectOp::create(rw.ctx, rw.body, loc, cond, then_yield[i], else_yield[i], ty);
        rw.insert(select.0);
        results[i] = select.result(rw.body);
    }
    let (new_then_r, new_else_r) = (rw.body.op(new).regions[0], rw.body.op(new).regions[1]);
    let new_then = rw.body.create_block(new_then_r);
    rw.merge_blocks(nested_then, new_then, &[]);
    if let Some(old_yield) = rw.body.last_op(new_then) {
        let yloc = rw.body.op(old_yield).loc;
        rw.set_insertion_point_to_end(new_then);
        let y = YieldOp::create(rw.ctx, rw.body, yloc, then_yield);
        rw.insert(y.0);
        rw.replace_op(old_yield, &[]);
    }
    if !else_yield.is_empty() {
        let new_else = rw.body.create_block(new_else_r);
        rw.set_insertion_point_to_end(new_else);
        let y = YieldOp::create(rw.ctx, rw.body, loc, else_yield);
        rw.insert(y.0);
    }
    rw.replace_op(op, &results);
    true
}

/// Uses of the condition inside the branches are `true` in the then branch
/// and `false` in the else branch.
fn if_condition_propagation(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let cond = rw.body.operands(op)[0];
    if value_constant(rw.ctx, rw.registry, rw.body, cond).is_some() {
        return false;
    }
    let &[then_r, else_r] = rw.body.op(op).regions.as_slice() else { return false };
    let (mut on_true, mut on_false) = (None, None);
    let loc = rw.body.op(op).loc;
    let i1 = rw.ctx.integer_type(1);
    // Newest use first, as upstream walks its use lists.
    let uses: Vec<_> = rw.body.uses(cond).iter().rev().copied().collect();
    for u in uses {
        let (slot, truth) = if op_in_region(rw.body, u.op, then_r) {
            (&mut on_true, -1)
        } else if op_in_region(rw.body, u.op, else_r) {
            (&mut on_false, 0)
        } else {
            continue;
        };
        let c = match *slot {
            Some(c) => c,
            None => {
                let attr = rw.ctx.int_attr(i1, truth);
                *slot.insert(constant_before(rw, op, loc, i1, attr))
            }
        };
        rw.modify(u.op, |b| b.set_operand(u.op, u.index as usize, c));
    }
    on_true.is_some() || on_false.is_some()
}

/// Results both branches yield the same value for become that value, and
/// results yielding `true`/`false` (or `false`/`true`) become the condition
/// (or its negation).
fn if_yield_condition_or_value(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let results = rw.body.results(op).to_vec();
    if results.is_empty() {
        return false;
    }
    let Some((then_b, Some(else_b))) = if_blocks(rw.body, op) else { return false };
    let (then_y, else_y) = (yielded(rw.body, then_b), yielded(rw.body, else_b));
    let cond = rw.body.operands(op)[0];
    let loc = rw.body.op(op).loc;
    let mut changed = false;
    for ((&t, &f), &r) in then_y.iter().zip(&else_y).zip(&results) {
        if t == f {
            if rw.body.has_uses(r) {
                rw.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let as_bool = |v: ValueId, rw: &Rewriter<'_>| {
            let is_i1 = rw.ctx.int_info(rw.body.value_type(v)).is_some_and(|(w, _)| w == 1);
            value_int(rw.ctx, rw.registry, rw.body, v).filter(|_| is_i1).map(|x| x != BigInt::from(0))
        };
        let (Some(tv), Some(fv)) = (as_bool(t, rw), as_bool(f, rw)) else { continue };
        if !rw.body.has_uses(r) || tv == fv {
            continue;
        }
        let replacement = if tv {
            cond
        } else {
            let Some(def) = rw.body.defining_op(t) else { continue };
            let dialect = crate::rewrite::dialect_of(rw.ctx.str(rw.body.op(def).name)).to_string();
            let i1 = rw.ctx.integer_type(1);
            rw.set_insertion_point_before(op);
            let one = rw.ctx.int_attr(i1, -1);
            let Some(one) = rw.materialize_constant(&dialect, one, i1, loc) else { continue };
            let xor = XOrIOp::create(rw.ctx, rw.body, loc, cond, one, i1);
            rw.insert(xor.0);
            xor.result(rw.body)
        };
        rw.replace_all_uses_with(r, replacement);
        changed = true;
    }
    changed
}

/// Results both branches take from outside the `scf.if` become
/// `arith.select`s (or the value itself when both yield it).
fn if_to_select(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let n = rw.body.results(op).len();
    let &[then_r, else_r] = rw.body.op(op).regions.as_slice() else { return false };
    let (Some(then_b), Some(else_b)) = (entry(rw.body, then_r), entry(rw.body, else_r)) else { return false };
    if n == 0 {
        return false;
    }
    let (then_y, else_y) = (yielded(rw.body, then_b), yielded(rw.body, else_b));
    if then_y.len() != n || else_y.len() != n {
        return false;
    }
    let inside = |body: &Body, v: ValueId, r: RegionId| {
        body.value_block(v).and_then(|b| body.parent_region(b)).is_some_and(|vr| vr == r)
    };
    let keep: Vec<bool> =
        then_y.iter().zip(&else_y).map(|(&t, &e)| inside(rw.body, t, then_r) || inside(rw.body, e, else_r)).collect();
    if keep.iter().all(|&k| k) {
        return false;
    }
    let cond = rw.body.operands(op)[0];
    let loc = rw.body.op(op).loc;
    let types = keep.iter().zip(rw.body.results(op)).filter(|(&k, _)| k).map(|(_, &r)| rw.body.value_type(r)).collect();
    rw.set_insertion_point_before(op);
    let new = IfOp::create(rw.ctx, rw.body, loc, cond, types).0;
    rw.body.op_mut(new).attributes = rw.body.op(op).attributes;
    rw.insert(new);
    let (new_then, new_else) = (rw.body.op(new).regions[0], rw.body.op(new).regions[1]);
    take_body(rw.body, new_then, then_r);
    take_body(rw.body, new_else, else_r);
    rw.set_insertion_point_before(new);
    let (mut results, mut then_keep, mut else_keep) = (Vec::with_capacity(n), Vec::new(), Vec::new());
    for i in 0..n {
        let (t, e) = (then_y[i], else_y[i]);
        if keep[i] {
            results.push(rw.body.results(new)[then_keep.len()]);
            then_keep.push(t);
            else_keep.push(e);
        } else if t == e {
            results.push(t);
        } else {
            let ty = rw.body.value_type(t);
            let select = SelectOp::create(rw.ctx, rw.body, loc, cond, t, e, ty);
            rw.insert(select.0);
            results.push(select.result(rw.body));
        }
    }
    for (block, values) in [(then_b, then_keep), (else_b, else_keep)] {
        let Some(term) = rw.body.last_op(block) else { continue };
        let yloc = rw.body.op(term).loc;
        rw.set_insertion_point_to_end(block);
        let y = YieldOp::create(rw.ctx, rw.body, yloc, values);
        rw.insert(y.0);
        rw.replace_op(term, &[]);
    }
    rw.replace_op(op, &results);
    true
}

/// An `scf.if` without results drops an else branch that only yields.
fn if_remove_empty_else(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if !rw.body.results(op).is_empty() {
        return false;
    }
    let &[then_r, else_r] = rw.body.op(op).regions.as_slice() else { return false };
    let Some(else_b) = entry(rw.body, else_r) else { return false };
    if rw.body.first_op(else_b) != rw.body.last_op(else_b) || rw.body.first_op(else_b).is_none() {
        return false;
    }
    let cond = rw.body.operands(op)[0];
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = IfOp::create(rw.ctx, rw.body, loc, cond, Vec::new()).0;
    rw.body.op_mut(new).attributes = rw.body.op(op).attributes;
    rw.insert(new);
    let new_then = rw.body.op(new).regions[0];
    take_body(rw.body, new_then, then_r);
    rw.erase_op(op);
    true
}

/// `scf.if` on a constant: the selected branch is inlined.
fn if_static_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let cond = rw.body.operands(op)[0];
    let Some(value) = value_int(rw.ctx, rw.registry, rw.body, cond) else { return false };
    let &[then_r, else_r] = rw.body.op(op).regions.as_slice() else { return false };
    if value != BigInt::from(0) {
        rw.replace_op_with_region(op, then_r, &[])
    } else if entry(rw.body, else_r).is_some() {
        rw.replace_op_with_region(op, else_r, &[])
    } else {
        rw.erase_op(op);
        true
    }
}

/// Results of an `scf.if` without uses are dropped.
fn if_unused_results(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let results = rw.body.results(op).to_vec();
    let used: Vec<usize> = (0..results.len()).filter(|&i| rw.body.has_uses(results[i])).collect();
    if used.len() == results.len() {
        return false;
    }
    let &[then_r, else_r] = rw.body.op(op).regions.as_slice() else { return false };
    let (Some(then_b), Some(else_b)) = (entry(rw.body, then_r), entry(rw.body, else_r)) else { return false };
    let cond = rw.body.operands(op)[0];
    let loc = rw.body.op(op).loc;
    let types = used.iter().map(|&i| rw.body.value_type(results[i])).collect();
    rw.set_insertion_point_before(op);
    let new = IfOp::create(rw.ctx, rw.body, loc, cond, types).0;
    rw.insert(new);
    for (k, src) in [then_b, else_b].into_iter().enumerate() {
        let region = rw.body.op(new).regions[k];
        let dst = rw.body.create_block(region);
        rw.merge_blocks(src, dst, &[]);
        let Some(term) = rw.body.last_op(dst) else { continue };
        let values: Vec<ValueId> = used.iter().filter_map(|&i| rw.body.operands(term).get(i).copied()).collect();
        rw.modify(term, |b| b.set_operands(term, values));
    }
    let new_results = rw.body.results(new).to_vec();
    let mut replacements = results.clone();
    for (j, &i) in used.iter().enumerate() {
        replacements[i] = new_results[j];
    }
    rw.replace_op(op, &replacements);
    true
}

// ---- scf.for ------------------------------------------------------------------------

pub(crate) fn canonicalize_for(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    for_iter_args_folder(rw, op) || for_trivial_loop(rw, op)
}

/// Loop-carried values that are forwarded unchanged (the body yields its
/// argument or the init), or are unused inside and outside, are replaced by
/// their init values.
fn for_iter_args_folder(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(block) = rw.body.op(op).regions.first().and_then(|&r| entry(rw.body, r)) else { return false };
    let Some(term) = rw.body.last_op(block) else { return false };
    let inits = rw.body.operands(op)[3..].to_vec();
    let args = rw.body.block(block).args.clone();
    let results = rw.body.results(op).to_vec();
    let yields = rw.body.operands(term).to_vec();
    if args.len() != inits.len() + 1 || results.len() != inits.len() || yields.len() != inits.len() {
        return false;
    }
    let mut forwarded = Vec::with_capacity(inits.len());
    for i in 0..inits.len() {
        let (arg, y) = (args[i + 1], yields[i]);
        let unused = !rw.body.has_uses(arg) && !rw.body.has_uses(results[i]);
        forwarded.push(arg == y || inits[i] == y || unused);
    }
    if !forwarded.iter().any(|&f| f) {
        return false;
    }
    let pick =
        |v: &[ValueId]| -> Vec<ValueId> { v.iter().zip(&forwarded).filter(|(_, &f)| !f).map(|(&x, _)| x).collect() };
    let new_inits = pick(&inits);
    let types = pick(&results).iter().map(|&r| rw.body.value_type(r)).collect();
    let bounds = rw.body.operands(op)[..3].to_vec();
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = ForOp::create(rw.ctx, rw.body, loc, bounds[0], bounds[1], bounds[2], new_inits.clone(), types).0;
    rw.body.op_mut(new).attributes = rw.body.op(op).attributes;
    let region = rw.body.op(new).regions[0];
    let new_block = rw.body.create_block(region);
    let iv_ty = rw.body.value_type(args[0]);
    let iv = rw.body.add_block_arg(new_block, iv_ty, Some(loc));
    for &v in &new_inits {
        let ty = rw.body.value_type(v);
        rw.body.add_block_arg(new_block, ty, Some(loc));
    }
    rw.insert(new);
    let new_args = rw.body.block(new_block).args.clone();
    let new_results = rw.body.results(new).to_vec();
    let (mut transfer, mut replacements, mut kept) = (vec![iv], Vec::new(), 0);
    for i in 0..inits.len() {
        if forwarded[i] {
            transfer.push(inits[i]);
            replacements.push(inits[i]);
        } else {
            kept += 1;
            transfer.push(new_args[kept]);
            replacements.push(new_results[kept - 1]);
        }
    }
    rw.merge_blocks(block, new_block, &transfer);
    let Some(merged) = rw.body.last_op(new_block) else { return false };
    let yloc = rw.body.op(merged).loc;
    let kept_yields = pick(rw.body.operands(merged));
    rw.set_insertion_point_before(merged);
    let y = YieldOp::create(rw.ctx, rw.body, yloc, kept_yields);
    rw.insert(y.0);
    rw.erase_op(merged);
    rw.replace_op(op, &replacements);
    true
}

/// `ub - lb` when known: both constant, or `ub = lb + c`.
fn const_diff(rw: &Rewriter<'_>, lb: ValueId, ub: ValueId) -> Option<i64> {
    if let (Some(l), Some(u)) = (const_i64(rw, lb), const_i64(rw, ub)) {
        return Some(u.wrapping_sub(l));
    }
    let add = rw.body.defining_op(ub)?;
    if rw.ctx.str(rw.body.op(add).name) != "arith.addi" {
        return None;
    }
    match *rw.body.operands(add) {
        [a, c] if a == lb => const_i64(rw, c),
        [c, a] if a == lb => const_i64(rw, c),
        _ => None,
    }
}

/// Loops that run zero times are replaced by their inits, loops that run
/// once by their body, and empty loops yielding outside values by those.
fn for_trivial_loop(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let operands = rw.body.operands(op).to_vec();
    if operands.len() < 3 {
        return false;
    }
    let (lb, ub, step, inits) = (operands[0], operands[1], operands[2], &operands[3..]);
    if lb == ub {
        rw.replace_op(op, inits);
        return true;
    }
    let Some(diff) = const_diff(rw, lb, ub) else { return false };
    if diff <= 0 {
        rw.replace_op(op, inits);
        return true;
    }
    let Some(step_value) = const_i64(rw, step) else { return false };
    let region = rw.body.op(op).regions[0];
    if step_value >= diff {
        let mut args = vec![lb];
        args.extend_from_slice(inits);
        return rw.replace_op_with_region(op, region, &args);
    }
    let Some(block) = entry(rw.body, region) else { return false };
    if rw.body.first_op(block) != rw.body.last_op(block) {
        return false;
    }
    let yields = yielded(rw.body, block);
    if yields.iter().any(|&v| rw.body.value_block(v).is_some_and(|b| is_in_region(rw.body, b, region))) {
        return false;
    }
    rw.replace_op(op, &yields);
    true
}

/// Whether `block` lies in `region` (at any depth).
fn is_in_region(body: &Body, block: BlockId, region: RegionId) -> bool {
    body.parent_region(block).is_some_and(|r| body.region_contains(region, r))
}

// ---- scf.execute_region, scf.index_switch ------------------------------------------------------

pub(crate) fn canonicalize_execute_region(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    execute_region_single_block(rw, op) || execute_region_multi_block(rw, op)
}

/// A single-block `scf.execute_region` is inlined.
fn execute_region_single_block(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    if rw.body.region(region).blocks.len() != 1 {
        return false;
    }
    rw.replace_op_with_region(op, region, &[])
}

/// A multi-block `scf.execute_region` directly in a function (or another
/// `scf.execute_region`) becomes blocks of its parent: its block is split
/// at the op, the region's `scf.yield`s branch to the second half, whose
/// arguments replace the results.
fn execute_region_multi_block(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    let blocks = rw.body.region(region).blocks.clone();
    let Some(&first) = blocks.first() else { return false };
    let Some(parent) = rw.parent_name(op) else { return false };
    let function_like = rw.registry.traits(parent).contains(crate::opdef::Traits::FUNCTION_LIKE);
    if !function_like && parent != super::ExecuteRegionOp::NAME {
        return false;
    }
    let (Some(prev), Some(parent_region)) =
        (rw.body.parent_block(op), rw.body.parent_block(op).and_then(|b| rw.body.parent_region(b)))
    else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let post = rw.body.split_block(prev, op);
    rw.set_insertion_point_to_end(prev);
    let br = BranchOp::create(rw.ctx, rw.body, loc, Vec::new(), first);
    rw.insert(br.0);
    for &b in &blocks {
        let Some(term) = rw.body.last_op(b) else { continue };
        if rw.ctx.str(rw.body.op(term).name) != YieldOp::NAME {
            continue;
        }
        let (yloc, values) = (rw.body.op(term).loc, rw.body.operands(term).to_vec());
        rw.set_insertion_point_before(term);
        let br = BranchOp::create(rw.ctx, rw.body, yloc, values, post);
        rw.insert(br.0);
        rw.erase_op(term);
    }
    let at = rw.body.region(parent_region).blocks.iter().position(|&b| b == post).unwrap_or(0);
    for (i, b) in blocks.into_iter().enumerate() {
        rw.body.insert_block(parent_region, at + i, b);
    }
    let results = rw.body.results(op).to_vec();
    let args: Vec<ValueId> = results
        .iter()
        .map(|&r| {
            let ty = rw.body.value_type(r);
            rw.body.add_block_arg(post, ty, Some(loc))
        })
        .collect();
    rw.replace_op(op, &args);
    true
}

// ---- scf.parallel -------------------------------------------------------------------

pub(crate) fn canonicalize_parallel(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    parallel_trivial_dims(rw, op) || parallel_merge_nested(rw, op)
}

/// The bounds, steps and inits of an `scf.parallel`.
fn parallel_operands(body: &Body, op: OpId) -> Option<[Vec<ValueId>; 4]> {
    let n = body.block(entry(body, body.op(op).regions[0])?).args.len();
    let operands = body.operands(op);
    if operands.len() < 3 * n {
        return None;
    }
    let part = |k: usize| operands[k * n..(k + 1) * n].to_vec();
    Some([part(0), part(1), part(2), operands[3 * n..].to_vec()])
}

/// `ceil((ub - lb) / step)` when all are constants (0 when `lb` is `ub`).
fn constant_trip_count(rw: &Rewriter<'_>, lb: ValueId, ub: ValueId, step: ValueId) -> Option<i64> {
    if lb == ub {
        return Some(0);
    }
    let (l, u, s) = (const_i64(rw, lb)?, const_i64(rw, ub)?, const_i64(rw, step)?);
    let diff = u.checked_sub(l)?;
    if s == 0 {
        return None;
    }
    let (q, r) = (diff / s, diff % s);
    Some(if r != 0 && ((r > 0) == (s > 0)) { q + 1 } else { q })
}

/// Dimensions that run once are replaced by their lower bound; a loop with
/// a dimension that runs zero times is replaced by its inits; a loop left
/// without dimensions is inlined, its reductions applied to the inits.
fn parallel_trivial_dims(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some([lbs, ubs, steps, inits]) = parallel_operands(rw.body, op) else { return false };
    let region = rw.body.op(op).regions[0];
    let Some(block) = entry(rw.body, region) else { return false };
    let ivs = rw.body.block(block).args.clone();
    let mut mapping: Vec<Option<ValueId>> = vec![None; ivs.len()];
    let mut kept = Vec::new();
    for i in 0..ivs.len() {
        match constant_trip_count(rw, lbs[i], ubs[i], steps[i]) {
            Some(0) => {
                rw.replace_op(op, &inits);
                return true;
            }
            Some(1) => mapping[i] = Some(lbs[i]),
            _ => kept.push(i),
        }
    }
    if kept.len() == ivs.len() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    if kept.is_empty() {
        let Some(reduce) = rw.body.last_op(block) else { return false };
        let args: Vec<ValueId> = mapping.iter().map(|m| m.unwrap_or(lbs[0])).collect();
        let reduced = rw.body.operands(reduce).to_vec();
        let reductions = rw.body.op(reduce).regions.clone();
        rw.inline_block_before(block, op, &args);
        let mut results = Vec::with_capacity(inits.len());
        for (i, r) in reductions.into_iter().enumerate() {
            let (Some(rb), Some(&init), Some(&value)) = (entry(rw.body, r), inits.get(i), reduced.get(i)) else {
                return false;
            };
            let Some(ret) = rw.body.last_op(rb) else { return false };
            let result = rw.body.operands(ret).first().copied();
            rw.inline_block_before(rb, op, &[init, value]);
            rw.erase_op(ret);
            results.push(result.unwrap_or(init));
        }
        rw.erase_op(reduce);
        rw.replace_op(op, &results);
        return true;
    }
    let pick = |v: &[ValueId]| -> Vec<ValueId> { kept.iter().map(|&i| v[i]).collect() };
    let types = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    rw.set_insertion_point_before(op);
    let new = ParallelOp::create(rw.ctx, rw.body, loc, pick(&lbs), pick(&ubs), pick(&steps), inits, types).0;
    rw.body.op_mut(new).attributes = rw.body.op(op).attributes;
    rw.insert(new);
    let new_region = rw.body.op(new).regions[0];
    let index = rw.ctx.index_type();
    let locs = arg_locs(rw.body, &pick(&ivs));
    let new_block = block_with_args(rw, new_region, &vec![index; kept.len()], &locs);
    let mut new_args = rw.body.block(new_block).args.clone().into_iter();
    let args: Vec<ValueId> = mapping.iter().map(|m| m.or_else(|| new_args.next()).unwrap_or(lbs[0])).collect();
    rw.merge_blocks(block, new_block, &args);
    let results = rw.body.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// An `scf.parallel` whose body is only another one (neither reducing, the
/// inner bounds not using the outer induction variables) becomes one loop
/// over both sets of dimensions.
fn parallel_merge_nested(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let region = rw.body.op(op).regions[0];
    let Some(outer_block) = entry(rw.body, region) else { return false };
    let (Some(inner), Some(outer_term)) = (rw.body.first_op(outer_block), rw.body.last_op(outer_block)) else {
        return false;
    };
    if rw.body.next_op(inner) != Some(outer_term) || rw.ctx.str(rw.body.op(inner).name) != ParallelOp::NAME {
        return false;
    }
    let (Some([lbs, ubs, steps, inits]), Some([ilbs, iubs, isteps, iinits])) =
        (parallel_operands(rw.body, op), parallel_operands(rw.body, inner))
    else {
        return false;
    };
    let outer_ivs = rw.body.block(outer_block).args.clone();
    if outer_ivs.iter().any(|v| ilbs.contains(v) || iubs.contains(v) || isteps.contains(v)) {
        return false;
    }
    if !inits.is_empty() || !iinits.is_empty() {
        return false;
    }
    let inner_region = rw.body.op(inner).regions[0];
    let Some(inner_block) = entry(rw.body, inner_region) else { return false };
    let Some(inner_term) = rw.body.last_op(inner_block) else { return false };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let cat = |a: Vec<ValueId>, b: Vec<ValueId>| [a, b].concat();
    let new = ParallelOp::create(
        rw.ctx,
        rw.body,
        loc,
        cat(lbs, ilbs),
        cat(ubs, iubs),
        cat(steps, isteps),
        Vec::new(),
        Vec::new(),
    )
    .0;
    rw.insert(new);
    let new_region = rw.body.op(new).regions[0];
    let inner_ivs = rw.body.block(inner_block).args.clone();
    let n = outer_ivs.len() + inner_ivs.len();
    let index = rw.ctx.index_type();
    let new_block = block_with_args(rw, new_region, &vec![index; n], &vec![Some(loc); n]);
    let args = rw.body.block(new_block).args.clone();
    for (&o, &a) in outer_ivs.iter().zip(&args) {
        rw.replace_all_uses_with(o, a);
    }
    rw.merge_blocks(inner_block, new_block, &args[outer_ivs.len()..]);
    rw.erase_op(inner_term);
    rw.set_insertion_point_to_end(new_block);
    let reduce = ReduceOp::create(rw.ctx, rw.body, loc, Vec::new());
    rw.insert(reduce.0);
    rw.erase_op(op);
    true
}

/// `scf.index_switch` on a constant: the matching case (or the default) is inlined.
pub(crate) fn canonicalize_index_switch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(value) = const_i64(rw, rw.body.operands(op)[0]) else { return false };
    let cases = super::switch_cases(rw.ctx, rw.body, op);
    let regions = rw.body.op(op).regions.clone();
    let region = match cases.iter().position(|&c| c == value) {
        Some(i) if i + 1 < regions.len() => regions[i + 1],
        _ => regions[0],
    };
    let Some(block) = entry(rw.body, region) else { return false };
    let Some(term) = rw.body.last_op(block) else { return false };
    let results = rw.body.operands(term).to_vec();
    if results.len() != rw.body.results(op).len() {
        return false;
    }
    rw.inline_block_before(block, op, &[]);
    rw.erase_block(block);
    rw.erase_op(term);
    rw.replace_op(op, &results);
    true
}

// ---- scf.while ----------------------------------------------------------------------

/// The single blocks of an `scf.while` and their terminators.
struct WhileParts {
    before: BlockId,
    after: BlockId,
    cond: OpId,
    yield_op: OpId,
}

fn while_parts(body: &Body, op: OpId) -> Option<WhileParts> {
    let &[before_r, after_r] = body.op(op).regions.as_slice() else { return None };
    if body.region(before_r).blocks.len() != 1 || body.region(after_r).blocks.len() != 1 {
        return None;
    }
    let (before, after) = (entry(body, before_r)?, entry(body, after_r)?);
    let (cond, yield_op) = (body.last_op(before)?, body.last_op(after)?);
    (!body.operands(cond).is_empty()).then_some(WhileParts { before, after, cond, yield_op })
}

/// The position of `v` among the arguments of `block`, if it is one.
fn arg_index(body: &Body, v: ValueId, block: BlockId) -> Option<usize> {
    body.block(block).args.iter().position(|&a| a == v)
}

/// A new `scf.while` before `op` (with its attributes) with `inits` and
/// result types `types`; with `blocks`, its regions get entry blocks taking
/// the init types and the result types, as upstream's builder makes them.
fn new_while(rw: &mut Rewriter<'_>, op: OpId, inits: Vec<ValueId>, types: Vec<Type>, blocks: bool) -> OpId {
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let arg_types: Vec<Type> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let new = WhileOp::create(rw.ctx, rw.body, loc, inits, types.clone()).0;
    rw.body.op_mut(new).attributes = rw.body.op(op).attributes;
    if blocks {
        let regions = rw.body.op(new).regions.clone();
        for (region, tys) in regions.into_iter().zip([arg_types, types]) {
            let b = rw.body.create_block(region);
            for t in tys {
                rw.body.add_block_arg(b, t, Some(loc));
            }
        }
    }
    rw.insert(new);
    new
}

/// A new block in `region` with arguments of `types` at `locs`.
fn block_with_args(rw: &mut Rewriter<'_>, region: RegionId, types: &[Type], locs: &[Option<Location>]) -> BlockId {
    let b = rw.body.create_block(region);
    for (&t, &l) in types.iter().zip(locs) {
        rw.body.add_block_arg(b, t, l);
    }
    b
}

/// Replace the operands of the terminator `term` by `values`.
fn set_terminator_operands(rw: &mut Rewriter<'_>, term: OpId, values: Vec<ValueId>) {
    rw.modify(term, |b| b.set_operands(term, values));
}

/// Replace the forwarded values of `scf.condition` `cond` by `args`.
fn set_condition_args(rw: &mut Rewriter<'_>, cond: OpId, args: &[ValueId]) {
    let mut operands = vec![rw.body.operands(cond)[0]];
    operands.extend_from_slice(args);
    set_terminator_operands(rw, cond, operands);
}

fn arg_locs(body: &Body, args: &[ValueId]) -> Vec<Option<Location>> {
    args.iter().map(|&a| body.value(a).loc).collect()
}

pub(crate) fn canonicalize_while(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(p) = while_parts(rw.body, op) else { return false };
    while_invariant_before_args(rw, op, &p)
        || while_invariant_yielded_values(rw, op, &p)
        || while_condition_truth(rw, op, &p)
        || while_cmp_cond(rw, op, &p)
        || while_unused_results(rw, op, &p)
        || while_duplicated_results(rw, op, &p)
        || while_unused_before_args(rw, op, &p)
        || while_align_before_args(rw, op, &p)
}

/// Loop-carried values that come back unchanged (the after block yields the
/// init, or the after argument the condition forwarded from this before
/// argument or its init) are replaced by their inits.
fn while_invariant_before_args(rw: &mut Rewriter<'_>, op: OpId, p: &WhileParts) -> bool {
    let inits = rw.body.operands(op).to_vec();
    let yields = rw.body.operands(p.yield_op).to_vec();
    let before_args = rw.body.block(p.before).args.clone();
    let cond_args = rw.body.operands(p.cond)[1..].to_vec();
    if yields.len() != inits.len() || before_args.len() != inits.len() {
        return false;
    }
    let invariant: Vec<bool> = (0..inits.len())
        .map(|i| {
            yields[i] == inits[i]
                || arg_index(rw.body, yields[i], p.after)
                    .and_then(|k| cond_args.get(k))
                    .is_some_and(|&c| c == before_args[i] || c == inits[i])
        })
        .collect();
    if !invariant.contains(&true) {
        return false;
    }
    let keep =
        |v: &[ValueId]| -> Vec<ValueId> { v.iter().zip(&invariant).filter(|(_, &x)| !x).map(|(&v, _)| v).collect() };
    let (new_inits, new_yields, kept_args) = (keep(&inits), keep(&yields), keep(&before_args));
    set_terminator_operands(rw, p.yield_op, new_yields.clone());
    let types = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let new = new_while(rw, op, new_inits, types, false);
    let &[before_r, after_r] = rw.body.op(new).regions.as_slice() else { return false };
    let arg_types: Vec<Type> = new_yields.iter().map(|&v| rw.body.value_type(v)).collect();
    let locs = arg_locs(rw.body, &kept_args);
    let new_before = block_with_args(rw, before_r, &arg_types, &locs);
    let new_args = rw.body.block(new_before).args.clone();
    let mut next = new_args.into_iter();
    let mapping: Vec<ValueId> =
        (0..inits.len()).map(|i| if invariant[i] { inits[i] } else { next.next().unwrap_or(inits[i]) }).collect();
    rw.merge_blocks(p.before, new_before, &mapping);
    let old_after_r = rw.body.op(op).regions[1];
    take_body(rw.body, after_r, old_after_r);
    let results = rw.body.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// Values the condition forwards from outside the before block replace the
/// matching results and after arguments.
fn while_invariant_yielded_values(rw: &mut Rewriter<'_>, op: OpId, p: &WhileParts) -> bool {
    let cond_args = rw.body.operands(p.cond)[1..].to_vec();
    let after_args = rw.body.block(p.after).args.clone();
    let outside: Vec<bool> = cond_args.iter().map(|&v| rw.body.value_block(v) != Some(p.before)).collect();
    if !outside.contains(&true) || after_args.len() != cond_args.len() {
        return false;
    }
    let kept: Vec<usize> = (0..cond_args.len()).filter(|&i| !outside[i]).collect();
    let kept_args: Vec<ValueId> = kept.iter().map(|&i| cond_args[i]).collect();
    set_condition_args(rw, p.cond, &kept_args);
    let types: Vec<Type> = kept_args.iter().map(|&v| rw.body.value_type(v)).collect();
    let inits = rw.body.operands(op).to_vec();
    let new = new_while(rw, op, inits, types.clone(), false);
    let &[before_r, after_r] = rw.body.op(new).regions.as_slice() else { return false };
    let locs: Vec<Option<Location>> = kept.iter().map(|&i| rw.body.value(after_args[i]).loc).collect();
    let new_after = block_with_args(rw, after_r, &types, &locs);
    let (new_args, new_results) = (rw.body.block(new_after).args.clone(), rw.body.results(new).to_vec());
    let (mut mapping, mut results, mut j) = (Vec::new(), Vec::new(), 0);
    for i in 0..cond_args.len() {
        if outside[i] {
            mapping.push(cond_args[i]);
            results.push(cond_args[i]);
        } else {
            mapping.push(new_args[j]);
            results.push(new_results[j]);
            j += 1;
        }
    }
    rw.merge_blocks(p.after, new_after, &mapping);
    let old_before_r = rw.body.op(op).regions[0];
    take_body(rw.body, before_r, old_before_r);
    rw.replace_op(op, &results);
    true
}

/// After arguments that receive the condition itself are `true` (the after
/// block only runs when it holds).
fn while_condition_truth(rw: &mut Rewriter<'_>, op: OpId, p: &WhileParts) -> bool {
    let condition = rw.body.operands(p.cond)[0];
    let cond_args = rw.body.operands(p.cond)[1..].to_vec();
    let after_args = rw.body.block(p.after).args.clone();
    let mut constant = None;
    for (&c, &a) in cond_args.iter().zip(&after_args) {
        if c != condition || !rw.body.has_uses(a) {
            continue;
        }
        let t = *constant.get_or_insert_with(|| {
            let ty = rw.body.value_type(condition);
            let loc = rw.body.op(op).loc;
            let attr = rw.ctx.int_attr(ty, -1);
            constant_before(rw, op, loc, ty, attr)
        });
        rw.replace_all_uses_with(a, t);
    }
    constant.is_some()
}

fn cmpi_predicate(rw: &Rewriter<'_>, op: OpId) -> Option<i64> {
    match rw.ctx.attr_kind(super::attr(rw.ctx, rw.body, op, "predicate")?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// When the condition is an `arith.cmpi`, the same comparison of the
/// forwarded values in the after block is `true` (and its inverse `false`).
fn while_cmp_cond(rw: &mut Rewriter<'_>, op: OpId, p: &WhileParts) -> bool {
    let condition = rw.body.operands(p.cond)[0];
    let Some(cmp) = rw.body.defining_op(condition).filter(|&d| rw.ctx.str(rw.body.op(d).name) == CmpIOp::NAME) else {
        return false;
    };
    let Some(pred) = cmpi_predicate(rw, cmp) else { return false };
    let cmp_operands = rw.body.operands(cmp).to_vec();
    let cond_args = rw.body.operands(p.cond)[1..].to_vec();
    let after_args = rw.body.block(p.after).args.clone();
    let mut changed = false;
    for (&c, &a) in cond_args.iter().zip(&after_args) {
        for idx in 0..2 {
            if c != cmp_operands[idx] {
                continue;
            }
            // Newest use first, as upstream walks its use lists.
            let users: Vec<OpId> = rw.body.uses(a).iter().rev().map(|u| u.op).collect();
            for user in users {
                if rw.body.is_erased(user) || rw.ctx.str(rw.body.op(user).name) != CmpIOp::NAME {
                    continue;
                }
                if rw.body.operands(user)[1 - idx] != cmp_operands[1 - idx] {
                    continue;
                }
                let Some(pred2) = cmpi_predicate(rw, user) else { continue };
                let truth = if pred2 == pred {
                    -1
                } else if pred2 == crate::dialects::arith::invert_cmpi(pred) {
                    0
                } else {
                    continue;
                };
                let loc = rw.body.op(user).loc;
                let i1 = rw.ctx.integer_type(1);
                let attr = rw.ctx.int_attr(i1, truth);
                let v = constant_before(rw, op, loc, i1, attr);
                rw.replace_op(user, &[v]);
                changed = true;
            }
        }
    }
    changed
}

/// Results unused both outside and in the after block are dropped.
fn while_unused_results(rw: &mut Rewriter<'_>, op: OpId, p: &WhileParts) -> bool {
    let results = rw.body.results(op).to_vec();
    let after_args = rw.body.block(p.after).args.clone();
    let cond_args = rw.body.operands(p.cond)[1..].to_vec();
    if after_args.len() != results.len() || cond_args.len() != results.len() {
        return false;
    }
    let kept: Vec<usize> =
        (0..results.len()).filter(|&i| rw.body.has_uses(results[i]) || rw.body.has_uses(after_args[i])).collect();
    if kept.len() == results.len() {
        return false;
    }
    let kept_args: Vec<ValueId> = kept.iter().map(|&i| cond_args[i]).collect();
    set_condition_args(rw, p.cond, &kept_args);
    let types: Vec<Type> = kept.iter().map(|&i| rw.body.value_type(results[i])).collect();
    let inits = rw.body.operands(op).to_vec();
    let new = new_while(rw, op, inits, types.clone(), false);
    let &[before_r, after_r] = rw.body.op(new).regions.as_slice() else { return false };
    let loc = Some(rw.body.op(op).loc);
    let new_after = block_with_args(rw, after_r, &types, &vec![loc; types.len()]);
    let old_before_r = rw.body.op(op).regions[0];
    take_body(rw.body, before_r, old_before_r);
    let (new_args, new_results) = (rw.body.block(new_after).args.clone(), rw.body.results(new).to_vec());
    // Dropped arguments have no uses: they map to themselves.
    let (mut mapping, mut replacements) = (after_args, results);
    for (j, &i) in kept.iter().enumerate() {
        mapping[i] = new_args[j];
        replacements[i] = new_results[j];
    }
    rw.merge_blocks(p.after, new_after, &mapping);
    rw.replace_op(op, &replacements);
    true
}

/// A value the condition forwards twice is forwarded once.
fn while_duplicated_results(rw: &mut Rewriter<'_>, op: OpId, p: &WhileParts) -> bool {
    let cond_args = rw.body.operands(p.cond)[1..].to_vec();
    let mut unique: Vec<ValueId> = Vec::new();
    let positions: Vec<usize> = cond_args
        .iter()
        .map(|&v| {
            unique.iter().position(|&u| u == v).unwrap_or_else(|| {
                unique.push(v);
                unique.len() - 1
            })
        })
        .collect();
    if unique.len() == cond_args.len() {
        return false;
    }
    let types: Vec<Type> = unique.iter().map(|&v| rw.body.value_type(v)).collect();
    let inits = rw.body.operands(op).to_vec();
    let new = new_while(rw, op, inits, types, true);
    let &[before_r, after_r] = rw.body.op(new).regions.as_slice() else { return false };
    let (Some(new_before), Some(new_after)) = (entry(rw.body, before_r), entry(rw.body, after_r)) else { return false };
    set_condition_args(rw, p.cond, &unique);
    let before_args = rw.body.block(new_before).args.clone();
    rw.merge_blocks(p.before, new_before, &before_args);
    let (new_args, new_results) = (rw.body.block(new_after).args.clone(), rw.body.results(new).to_vec());
    let after_mapping: Vec<ValueId> = positions.iter().map(|&k| new_args[k]).collect();
    let results: Vec<ValueId> = positions.iter().map(|&k| new_results[k]).collect();
    rw.merge_blocks(p.after, new_after, &after_mapping);
    rw.replace_op(op, &results);
    true
}

/// Before arguments without uses are dropped with their inits and yields.
fn while_unused_before_args(rw: &mut Rewriter<'_>, op: OpId, p: &WhileParts) -> bool {
    let before_args = rw.body.block(p.before).args.clone();
    let inits = rw.body.operands(op).to_vec();
    let yields = rw.body.operands(p.yield_op).to_vec();
    if yields.len() != before_args.len() || inits.len() != before_args.len() {
        return false;
    }
    let unused: Vec<bool> = before_args.iter().map(|&a| !rw.body.has_uses(a)).collect();
    if !unused.contains(&true) {
        return false;
    }
    let keep =
        |v: &[ValueId]| -> Vec<ValueId> { v.iter().zip(&unused).filter(|(_, &u)| !u).map(|(&v, _)| v).collect() };
    let (new_inits, new_yields) = (keep(&inits), keep(&yields));
    for i in (0..before_args.len()).rev() {
        if unused[i] {
            rw.body.erase_block_arg(p.before, i);
        }
    }
    let types = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let new = new_while(rw, op, new_inits, types, true);
    let &[before_r, after_r] = rw.body.op(new).regions.as_slice() else { return false };
    let (Some(new_before), Some(new_after)) = (entry(rw.body, before_r), entry(rw.body, after_r)) else { return false };
    set_terminator_operands(rw, p.yield_op, new_yields);
    let before_args = rw.body.block(new_before).args.clone();
    rw.merge_blocks(p.before, new_before, &before_args);
    let after_args = rw.body.block(new_after).args.clone();
    rw.merge_blocks(p.after, new_after, &after_args);
    let results = rw.body.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// When the condition forwards exactly the before arguments in another
/// order, it forwards them in their order (results and after arguments
/// permuted to match).
fn while_align_before_args(rw: &mut Rewriter<'_>, op: OpId, p: &WhileParts) -> bool {
    let before_args = rw.body.block(p.before).args.clone();
    let cond_args = rw.body.operands(p.cond)[1..].to_vec();
    if before_args == cond_args || before_args.len() != cond_args.len() {
        return false;
    }
    if cond_args.iter().enumerate().any(|(i, v)| cond_args[..i].contains(v)) {
        return false;
    }
    // mapping[k]: the before argument the condition forwards at position k.
    let mut mapping = vec![0; cond_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(k) = cond_args.iter().position(|c| c == a) else { return false };
        mapping[k] = i;
    }
    set_condition_args(rw, p.cond, &before_args);
    let results = rw.body.results(op).to_vec();
    let mut types = vec![None; results.len()];
    for (k, &i) in mapping.iter().enumerate() {
        types[i] = Some(rw.body.value_type(results[k]));
    }
    let Some(types) = types.into_iter().collect::<Option<Vec<Type>>>() else { return false };
    let inits = rw.body.operands(op).to_vec();
    let new = new_while(rw, op, inits, types, true);
    let &[before_r, after_r] = rw.body.op(new).regions.as_slice() else { return false };
    let (Some(new_before), Some(new_after)) = (entry(rw.body, before_r), entry(rw.body, after_r)) else { return false };
    let (new_args, new_results) = (rw.body.block(new_after).args.clone(), rw.body.results(new).to_vec());
    let after_mapping: Vec<ValueId> = mapping.iter().map(|&i| new_args[i]).collect();
    let replacements: Vec<ValueId> = mapping.iter().map(|&i| new_results[i]).collect();
    let nb_args = rw.body.block(new_before).args.clone();
    rw.merge_blocks(p.before, new_before, &nb_args);
    rw.merge_blocks(p.after, new_after, &after_mapping);
    rw.replace_op(op, &replacements);
    true
}

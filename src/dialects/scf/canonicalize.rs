//! Canonicalization patterns of `scf.if`, `scf.for`, `scf.execute_region`
//! and `scf.index_switch`: regions selected by constants are inlined,
//! trivial loops removed, forwarded loop-carried values and unused results
//! dropped, and values an `scf.if` only selects become `arith.select`.

use num_bigint::BigInt;

use super::{ForOp, IfOp, YieldOp};
use crate::dialects::arith::SelectOp;
use crate::ir::{AttrKind, BlockId, Body, OpId, RegionId, ValueId};
use crate::rewrite::{value_int, Rewriter};

/// The entry block of `region`, if it has one.
fn entry(body: &Body, region: RegionId) -> Option<BlockId> {
    body.region(region).blocks.first().copied()
}

/// The operands of the terminator of `block`.
fn yielded(body: &Body, block: BlockId) -> Vec<ValueId> {
    body.last_op(block).map(|t| body.operands(t).to_vec()).unwrap_or_default()
}

/// Replace `op` by the ops of the single block of `region` (with its
/// arguments standing for `args`) and its results by what that block yields.
fn replace_op_with_region(rw: &mut Rewriter<'_>, op: OpId, region: RegionId, args: &[ValueId]) -> bool {
    let Some(block) = entry(rw.body, region) else { return false };
    let Some(term) = rw.body.last_op(block) else { return false };
    let results = rw.body.operands(term).to_vec();
    if results.len() != rw.body.results(op).len() {
        return false;
    }
    rw.inline_block_before(block, op, args);
    rw.erase_block(block);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
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

pub(crate) fn canonicalize_if(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if_to_select(rw, op) || if_remove_empty_else(rw, op) || if_static_condition(rw, op) || if_unused_results(rw, op)
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
        replace_op_with_region(rw, op, then_r, &[])
    } else if entry(rw.body, else_r).is_some() {
        replace_op_with_region(rw, op, else_r, &[])
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
        return replace_op_with_region(rw, op, region, &args);
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

/// A single-block `scf.execute_region` is inlined.
pub(crate) fn canonicalize_execute_region(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    if rw.body.region(region).blocks.len() != 1 {
        return false;
    }
    replace_op_with_region(rw, op, region, &[])
}

/// `scf.index_switch` on a constant: the matching case (or the default) is inlined.
pub(crate) fn canonicalize_index_switch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(value) = const_i64(rw, rw.body.operands(op)[0]) else { return false };
    let cases: Vec<i64> = match super::attr(rw.ctx, rw.body, op, "cases").map(|a| rw.ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|&v| v as i64).collect(),
        _ => Vec::new(),
    };
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

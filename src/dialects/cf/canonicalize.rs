//! Canonicalization patterns of `cf.assert`, `cf.br`, `cf.cond_br` and
//! `cf.switch`: constant conditions, branches to single-predecessor blocks
//! (merged), branches through blocks that only branch on (threaded),
//! identical successors, truth propagation of a branch condition, and
//! switch cases that match the default or cannot happen.

use num_bigint::BigInt;

use super::{BranchOp, CondBranchOp};
use crate::dialects::arith::{constant_before, SelectOp};
use crate::ir::{BlockId, Body, OpId, ValueId};
use crate::rewrite::{value_int, value_is_one, Rewriter};

/// `cf.assert` of a constant true is erased.
pub(crate) fn canonicalize_assert(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let arg = rw.body.operands(op)[0];
    if !value_is_one(rw.ctx, rw.registry, rw.body, arg) {
        return false;
    }
    rw.erase_op(op);
    true
}

pub(crate) fn canonicalize_br(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    br_to_single_pred(rw, op) || pass_through_br(rw, op)
}

pub(crate) fn canonicalize_cond_br(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    const_cond_br(rw, op)
        || pass_through_cond_br(rw, op)
        || cond_br_identical_successors(rw, op)
        || cond_br_on_same_condition(rw, op)
        || cond_br_truth_propagation(rw, op)
}

/// The successor of a `cf.br`.
fn dest(body: &Body, op: OpId) -> BlockId {
    body.op(op).successors[0]
}

/// The predecessor edges of `block`: one per successor slot naming it.
fn num_pred_edges(body: &Body, block: BlockId) -> usize {
    body.predecessors(block).len()
}

/// The block of the single predecessor edge of `block`.
fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    match body.predecessors(block).as_slice() {
        [(pred, _)] => body.parent_block(*pred),
        _ => None,
    }
}

/// The block every predecessor edge of `block` comes from, if there is one.
fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let preds = body.predecessors(block);
    let first = body.parent_block(preds.first()?.0)?;
    preds.iter().all(|&(p, _)| body.parent_block(p) == Some(first)).then_some(first)
}

/// Replace the terminator `op` by a `cf.br` to `dest`.
fn replace_with_br(rw: &mut Rewriter<'_>, op: OpId, dest: BlockId, operands: Vec<ValueId>) {
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let br = BranchOp::create(rw.ctx, rw.body, loc, operands, dest);
    rw.insert(br.0);
    rw.replace_op(op, &[]);
}

/// `cf.br` to a block whose only predecessor it is: the blocks are merged.
fn br_to_single_pred(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let succ = dest(rw.body, op);
    let Some(parent) = rw.body.parent_block(op) else { return false };
    if succ == parent || num_pred_edges(rw.body, succ) != 1 {
        return false;
    }
    let operands = BranchOp(op).dest_operands(rw.ctx, rw.body).to_vec();
    rw.merge_blocks(succ, parent, &operands);
    rw.erase_block(succ);
    rw.erase_op(op);
    true
}

/// When `block` holds nothing but a `cf.br` elsewhere that only uses the
/// block's arguments as operands, the destination and operands a branch to
/// `block` with `operands` can jump to directly.
fn collapse(rw: &Rewriter<'_>, block: BlockId, operands: &[ValueId]) -> Option<(BlockId, Vec<ValueId>)> {
    let body = &*rw.body;
    let br = body.first_op(block)?;
    if body.next_op(br).is_some() {
        return None;
    }
    BranchOp::cast(rw.ctx, body, br)?;
    let args = &body.block(block).args;
    if args.iter().any(|&a| body.uses(a).iter().any(|u| u.op != br)) {
        return None;
    }
    let target = dest(body, br);
    if target == block {
        return None;
    }
    let forwarded = body
        .operands(br)
        .iter()
        .map(|&v| match args.iter().position(|&a| a == v) {
            Some(i) => operands[i],
            None => v,
        })
        .collect();
    Some((target, forwarded))
}

/// `cf.br ^a` where `^a` only branches on: branch to its destination.
fn pass_through_br(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let succ = dest(rw.body, op);
    if Some(succ) == rw.body.parent_block(op) {
        return false;
    }
    let operands = BranchOp(op).dest_operands(rw.ctx, rw.body).to_vec();
    let Some((target, forwarded)) = collapse(rw, succ, &operands) else { return false };
    replace_with_br(rw, op, target, forwarded);
    true
}

/// Whether the integer `v` is known to be zero (`Some(false)`) or not.
fn known_truth(rw: &Rewriter<'_>, v: ValueId) -> Option<bool> {
    value_int(rw.ctx, rw.registry, rw.body, v).map(|i| i != BigInt::from(0))
}

/// `cf.cond_br` on a constant: branch to the successor it selects.
fn const_cond_br(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let cb = CondBranchOp(op);
    let Some(taken) = known_truth(rw, cb.condition(rw.ctx, rw.body)) else { return false };
    let (dest, operands) = if taken {
        (rw.body.op(op).successors[0], cb.true_dest_operands(rw.ctx, rw.body).to_vec())
    } else {
        (rw.body.op(op).successors[1], cb.false_dest_operands(rw.ctx, rw.body).to_vec())
    };
    replace_with_br(rw, op, dest, operands);
    true
}

/// `cf.cond_br` to blocks that only branch on: jump to their destinations.
fn pass_through_cond_br(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let cb = CondBranchOp(op);
    let (t, f) = (rw.body.op(op).successors[0], rw.body.op(op).successors[1]);
    let t_ops = cb.true_dest_operands(rw.ctx, rw.body).to_vec();
    let f_ops = cb.false_dest_operands(rw.ctx, rw.body).to_vec();
    let new_t = collapse(rw, t, &t_ops);
    let new_f = collapse(rw, f, &f_ops);
    if new_t.is_none() && new_f.is_none() {
        return false;
    }
    let (t, t_ops) = new_t.unwrap_or((t, t_ops));
    let (f, f_ops) = new_f.unwrap_or((f, f_ops));
    let cond = cb.condition(rw.ctx, rw.body);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = CondBranchOp::create(rw.ctx, rw.body, loc, cond, t_ops, f_ops, t, f);
    rw.insert(new.0);
    rw.replace_op(op, &[]);
    true
}

/// `cf.cond_br` whose successors are the same block: a `cf.br`, selecting
/// the operands that differ when this block is the only predecessor.
fn cond_br_identical_successors(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let cb = CondBranchOp(op);
    let dest = rw.body.op(op).successors[0];
    if dest != rw.body.op(op).successors[1] {
        return false;
    }
    let t_ops = cb.true_dest_operands(rw.ctx, rw.body).to_vec();
    let f_ops = cb.false_dest_operands(rw.ctx, rw.body).to_vec();
    if t_ops == f_ops {
        replace_with_br(rw, op, dest, t_ops);
        return true;
    }
    if unique_predecessor(rw.body, dest) != rw.body.parent_block(op) {
        return false;
    }
    let cond = cb.condition(rw.ctx, rw.body);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut merged = Vec::with_capacity(t_ops.len());
    for (&t, &f) in t_ops.iter().zip(&f_ops) {
        if t == f {
            merged.push(t);
        } else {
            let ty = rw.body.value_type(t);
            let select = SelectOp::create(rw.ctx, rw.body, loc, cond, t, f, ty);
            rw.insert(select.0);
            merged.push(select.result(rw.body));
        }
    }
    replace_with_br(rw, op, dest, merged);
    true
}

/// A `cf.cond_br` whose block is reached only from a `cf.cond_br` on the
/// same condition takes the same side.
fn cond_br_on_same_condition(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(block) = rw.body.parent_block(op) else { return false };
    let Some(pred) = single_predecessor(rw.body, block) else { return false };
    let Some(pred_term) = rw.body.last_op(pred) else { return false };
    if CondBranchOp::cast(rw.ctx, rw.body, pred_term).is_none() {
        return false;
    }
    let cb = CondBranchOp(op);
    if cb.condition(rw.ctx, rw.body) != CondBranchOp(pred_term).condition(rw.ctx, rw.body) {
        return false;
    }
    let (dest, operands) = if rw.body.op(pred_term).successors[0] == block {
        (rw.body.op(op).successors[0], cb.true_dest_operands(rw.ctx, rw.body).to_vec())
    } else {
        (rw.body.op(op).successors[1], cb.false_dest_operands(rw.ctx, rw.body).to_vec())
    };
    replace_with_br(rw, op, dest, operands);
    true
}

/// Uses of the condition in a successor reached only through this branch
/// see a constant.
fn cond_br_truth_propagation(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let cond = CondBranchOp(op).condition(rw.ctx, rw.body);
    let loc = rw.body.op(op).loc;
    let i1 = rw.ctx.integer_type(1);
    let mut replaced = false;
    for (side, truth) in [(0, -1i64), (1, 0)] {
        let dest = rw.body.op(op).successors[side];
        if single_predecessor(rw.body, dest).is_none() {
            continue;
        }
        let mut constant = None;
        // Newest use first, as upstream walks its use lists.
        let uses: Vec<_> = rw.body.uses(cond).iter().rev().copied().collect();
        for u in uses {
            if rw.body.parent_block(u.op) != Some(dest) {
                continue;
            }
            replaced = true;
            let c = *constant.get_or_insert_with(|| {
                let attr = rw.ctx.int_attr(i1, truth);
                constant_before(rw, op, loc, i1, attr)
            });
            rw.modify(u.op, |b| b.set_operand(u.op, u.index as usize, c));
        }
    }
    replaced
}

/// A `cf.switch` destination: block and operands.
type Dest = (BlockId, Vec<ValueId>);

/// The default destination and the (value, destination) cases of a switch.
fn switch_parts(rw: &Rewriter<'_>, op: OpId) -> Option<(Dest, Vec<(u128, Dest)>)> {
    let succ: Vec<Dest> =
        super::SWITCH.successor_operands(rw.ctx, rw.body, op).into_iter().map(|(b, v)| (b, v.to_vec())).collect();
    let values = super::case_values(rw.ctx, rw.body, op);
    let (default, cases) = succ.split_first()?;
    (values.len() == cases.len()).then(|| (default.clone(), values.into_iter().zip(cases.iter().cloned()).collect()))
}

/// Replace the switch `op` by one on the same flag with these destinations.
fn replace_switch(rw: &mut Rewriter<'_>, op: OpId, default: Dest, cases: Vec<(u128, Dest)>) {
    let loc = rw.body.op(op).loc;
    let flag = rw.body.operands(op)[0];
    let flag_ty = rw.body.value_type(flag);
    let values: Vec<u128> = cases.iter().map(|c| c.0).collect();
    let sizes: Vec<usize> = cases.iter().map(|c| c.1 .1.len()).collect();
    let (dests, operands): (Vec<BlockId>, Vec<Vec<ValueId>>) = cases.into_iter().map(|(_, d)| d).unzip();
    let case_values = super::case_values_attr(rw.ctx, flag_ty, values);
    let segments = crate::opdef::ods::segment_sizes(rw.ctx, &sizes);
    rw.set_insertion_point_before(op);
    let new = super::SwitchOp::create(
        rw.ctx,
        rw.body,
        loc,
        flag,
        default.1,
        operands.concat(),
        case_values,
        segments,
        default.0,
        dests,
    );
    rw.insert(new.0);
    rw.replace_op(op, &[]);
}

pub(crate) fn canonicalize_switch(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some((default, cases)) = switch_parts(rw, op) else { return false };
    switch_only_default(rw, op, &default, &cases)
        || switch_drop_default_cases(rw, op, &default, &cases)
        || switch_const_flag(rw, op, &default, &cases)
        || switch_pass_through(rw, op, &default, &cases)
        || switch_on_same_flag(rw, op)
        || switch_from_default_on_same_flag(rw, op, &default, &cases)
}

/// A switch with only a default destination is a `cf.br` there.
fn switch_only_default(rw: &mut Rewriter<'_>, op: OpId, default: &Dest, cases: &[(u128, Dest)]) -> bool {
    if !cases.is_empty() {
        return false;
    }
    replace_with_br(rw, op, default.0, default.1.clone());
    true
}

/// Cases that go where the default goes, with the same operands, are dropped.
fn switch_drop_default_cases(rw: &mut Rewriter<'_>, op: OpId, default: &Dest, cases: &[(u128, Dest)]) -> bool {
    let kept: Vec<(u128, Dest)> = cases.iter().filter(|(_, d)| d != default).cloned().collect();
    if kept.len() == cases.len() {
        return false;
    }
    replace_switch(rw, op, default.clone(), kept);
    true
}

/// The destination a switch on `value` takes.
fn taken(value: u128, default: &Dest, cases: &[(u128, Dest)]) -> Dest {
    cases.iter().find(|(v, _)| *v == value).map_or_else(|| default.clone(), |(_, d)| d.clone())
}

/// A switch on a constant is a `cf.br` to the destination it takes.
fn switch_const_flag(rw: &mut Rewriter<'_>, op: OpId, default: &Dest, cases: &[(u128, Dest)]) -> bool {
    let flag = rw.body.operands(op)[0];
    let Some(value) = value_int(rw.ctx, rw.registry, rw.body, flag) else { return false };
    let width = rw.ctx.int_info(rw.body.value_type(flag)).map_or(64, |(w, _)| w);
    // Case values are zero-extended bit patterns of the flag's width.
    let modulus = BigInt::from(1) << width.min(128);
    let bits = ((value % &modulus) + &modulus) % &modulus;
    let Ok(bits) = u128::try_from(bits) else { return false };
    let (dest, operands) = taken(bits, default, cases);
    replace_with_br(rw, op, dest, operands);
    true
}

/// Destinations that only branch on are replaced by where they branch.
fn switch_pass_through(rw: &mut Rewriter<'_>, op: OpId, default: &Dest, cases: &[(u128, Dest)]) -> bool {
    let mut changed = false;
    let mut step = |d: &Dest| match collapse(rw, d.0, &d.1) {
        Some(next) => {
            changed = true;
            next
        }
        None => d.clone(),
    };
    let new_cases: Vec<(u128, Dest)> = cases.iter().map(|(v, d)| (*v, step(d))).collect();
    let new_default = step(default);
    if !changed {
        return false;
    }
    replace_switch(rw, op, new_default, new_cases);
    true
}

/// The switch of this block's only predecessor edge, when it switches on
/// the same flag.
fn predecessor_switch(rw: &Rewriter<'_>, op: OpId) -> Option<(BlockId, OpId)> {
    let block = rw.body.parent_block(op)?;
    let pred = single_predecessor(rw.body, block)?;
    let term = rw.body.last_op(pred)?;
    let same = rw.ctx.str(rw.body.op(term).name) == super::SwitchOp::NAME
        && rw.body.operands(term)[0] == rw.body.operands(op)[0];
    same.then_some((block, term))
}

/// Reached through a case of a switch on the same flag: the flag is that
/// case's value, so this switch is a `cf.br`.
fn switch_on_same_flag(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some((block, pred)) = predecessor_switch(rw, op) else { return false };
    let Some((pred_default, pred_cases)) = switch_parts(rw, pred) else { return false };
    if pred_default.0 == block {
        return false;
    }
    let Some((default, cases)) = switch_parts(rw, op) else { return false };
    let (dest, operands) = match pred_cases.iter().find(|(_, d)| d.0 == block) {
        Some(&(value, _)) => taken(value, &default, &cases),
        None => default,
    };
    replace_with_br(rw, op, dest, operands);
    true
}

/// Reached as the default of a switch on the same flag: cases that switch
/// sends elsewhere cannot happen here and are dropped.
fn switch_from_default_on_same_flag(rw: &mut Rewriter<'_>, op: OpId, default: &Dest, cases: &[(u128, Dest)]) -> bool {
    let Some((block, pred)) = predecessor_switch(rw, op) else { return false };
    let Some((pred_default, pred_cases)) = switch_parts(rw, pred) else { return false };
    if pred_default.0 != block {
        return false;
    }
    let impossible: Vec<u128> = pred_cases.iter().filter(|(_, d)| d.0 != block).map(|c| c.0).collect();
    let kept: Vec<(u128, Dest)> = cases.iter().filter(|(v, _)| !impossible.contains(v)).cloned().collect();
    if kept.len() == cases.len() {
        return false;
    }
    replace_switch(rw, op, default.clone(), kept);
    true
}

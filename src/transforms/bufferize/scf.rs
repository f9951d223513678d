//! Models of scf ops carrying tensors.
//!
//! * `scf.for` and `scf.while`: each carried tensor becomes a buffer, the
//!   init's own when the loop may write it, else a copy. What the body
//!   yields (and what `scf.condition` forwards) is passed on as it is when
//!   it is the iteration argument's buffer; otherwise upstream refuses the
//!   loop unless `allow-return-allocs-from-loops`, and then Strata passes a
//!   buffer made in this iteration as it is and copies anything else (a
//!   buffer something outside the iteration still holds would be written
//!   by the next one).
//! * `scf.if`, `scf.index_switch`, `scf.execute_region`: the results are
//!   the buffers the regions yield.
//! * `scf.forall`: in `forall.rs`.

use super::models::{no_pairs, writable, Effect, Model};
use super::rewrite::{Bufferizer, Layout};
use crate::dialects::memref::layout::has_identity_layout;
use crate::dialects::memref::CopyOp;
use crate::dialects::scf::{ConditionOp, ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, YieldOp};
use crate::ir::{Body, Context, OpId, Type, ValueId};

pub fn model(name: &str) -> Option<&'static Model> {
    match name {
        ForOp::NAME => Some(&FOR),
        WhileOp::NAME => Some(&WHILE),
        ConditionOp::NAME => Some(&CONDITION),
        IfOp::NAME | IndexSwitchOp::NAME | ExecuteRegionOp::NAME => Some(&BRANCHES),
        YieldOp::NAME => Some(&YIELD),
        _ => super::forall::model(name),
    }
}

/// The first operand that is an iteration argument's init.
const FOR_INITS: usize = 3;

fn region_args(body: &Body, op: OpId, region: usize) -> Vec<ValueId> {
    let region = body.op(op).regions[region];
    let block = body.region(region).blocks[0];
    body.block(block).args.to_vec()
}

fn body_args(body: &Body, op: OpId) -> Vec<ValueId> {
    region_args(body, op, 0)
}

/// The terminator of the first block of region `region` of `op`.
fn terminator(body: &Body, op: OpId, region: usize) -> Option<OpId> {
    let r = *body.op(op).regions.get(region)?;
    body.last_op(*body.region(r).blocks.first()?)
}

static FOR: Model = Model {
    effect: |ctx, body, op, i| {
        if i >= FOR_INITS && super::analysis::is_tensor(ctx, body, body.operands(op)[i]) {
            Effect::dest(true, i - FOR_INITS)
        } else {
            Effect::NONE
        }
    },
    writable_result: writable,
    region_aliases: |ctx, body, op| {
        let args = body_args(body, op);
        body.results(op)
            .iter()
            .enumerate()
            .filter(|&(_, &r)| super::analysis::is_tensor(ctx, body, r))
            .map(|(j, &r)| (r, args[j + 1]))
            .collect()
    },
    may_alias: no_pairs,
    bufferize: bufferize_for,
};

/// The buffer a loop's init `i` (operand `index`) passes, and the type of
/// the iteration argument receiving it: the buffer's own, or the fully
/// dynamic layout when what the body yields for it may be a copy that
/// cannot take the buffer's layout.
fn carried_init(bx: &mut Bufferizer<'_>, op: OpId, index: usize, yielded: Option<ValueId>, arg: ValueId) -> Type {
    let buffer = bx.dest_buffer(op, index, true);
    let mut ty = bx.body.value_type(buffer);
    let passed_as_is = yielded.map_or(true, |y| bx.equivalent(y, arg));
    if !passed_as_is && !has_identity_layout(bx.ctx, ty) {
        ty = bx.memref_of(bx.body.value_type(arg), Layout::FullyDynamic, None);
    }
    let cast = bx.cast(op, buffer, ty);
    bx.body.set_operand(op, index, cast);
    ty
}

fn bufferize_for(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let args = body_args(bx.body, op);
    let results = bx.body.results(op).to_vec();
    let yield_op = terminator(bx.body, op, 0);
    for j in 0..results.len() {
        if !bx.is_tensor(bx.body.operands(op)[FOR_INITS + j]) {
            continue;
        }
        let yielded = yield_op.and_then(|y| bx.body.operands(y).get(j).copied());
        let ty = carried_init(bx, op, FOR_INITS + j, yielded, args[j + 1]);
        bx.retype(args[j + 1], ty);
        bx.retype(results[j], ty);
    }
    Ok(())
}

/// Whether init `i` of `scf.while` is carried into result `i` when the
/// loop ends (the before region forwards it there): the two have one type.
fn while_slot(body: &Body, op: OpId, i: usize) -> bool {
    body.results(op).get(i).is_some_and(|&r| body.value_type(r) == body.value_type(body.operands(op)[i]))
}

static WHILE: Model = Model {
    effect: |ctx, body, op, i| {
        if !super::analysis::is_tensor(ctx, body, body.operands(op)[i]) {
            Effect::NONE
        } else if while_slot(body, op, i) {
            Effect::dest(true, i)
        } else {
            Effect { read: true, write: true, alias: None }
        }
    },
    writable_result: writable,
    region_aliases: |ctx, body, op| {
        let before = region_args(body, op, 0);
        let after = region_args(body, op, 1);
        let mut out = Vec::new();
        for (j, &r) in body.results(op).iter().enumerate() {
            if !super::analysis::is_tensor(ctx, body, r) {
                continue;
            }
            out.extend(after.get(j).map(|&a| (r, a)));
            if while_slot(body, op, j) {
                out.extend(before.get(j).map(|&b| (r, b)));
            }
        }
        out
    },
    may_alias: no_pairs,
    bufferize: bufferize_while,
};

fn bufferize_while(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let before = region_args(bx.body, op, 0);
    let after = region_args(bx.body, op, 1);
    let condition = terminator(bx.body, op, 0).ok_or("expects a 'before' region")?;
    let yield_op = terminator(bx.body, op, 1);
    let slots: Vec<bool> = (0..bx.body.results(op).len()).map(|j| while_slot(bx.body, op, j)).collect();
    for (i, &arg) in before.iter().enumerate() {
        if !bx.is_tensor(bx.body.operands(op)[i]) {
            continue;
        }
        let yielded = yield_op.and_then(|y| bx.body.operands(y).get(i).copied());
        let ty = carried_init(bx, op, i, yielded, arg);
        bx.retype(arg, ty);
    }
    let results = bx.body.results(op).to_vec();
    for (j, &r) in results.iter().enumerate() {
        if !bx.is_tensor(r) {
            continue;
        }
        let forwarded = bx.body.operands(condition)[j + 1];
        let ty = if slots[j] && bx.equivalent(forwarded, before[j]) {
            bx.body.value_type(before[j])
        } else {
            bx.memref_of(bx.body.value_type(r), Layout::Identity, None)
        };
        bx.retype(after[j], ty);
        bx.retype(r, ty);
    }
    Ok(())
}

static CONDITION: Model = Model::new(
    |_, _, _, _| Effect::READ,
    writable,
    |bx, op| {
        let Some(parent) = bx.body.parent_of_op(op) else { return Ok(()) };
        let after = region_args(bx.body, parent, 1);
        let before = region_args(bx.body, parent, 0);
        for j in 1..bx.body.operands(op).len() {
            let v = bx.body.operands(op)[j];
            if !bx.is_tensor(v) {
                continue;
            }
            // (forwarding an iteration argument's buffer as it is needs the
            // same tensor type, which the types of the buffers no longer show)
            let slot = before.get(j - 1).copied();
            let ty = bx.body.value_type(after[j - 1]);
            let passed = carry(bx, op, parent, j, slot, ty, || {
                format!("Condition arg #{} is not equivalent to the corresponding iter bbArg", j - 1)
            })?;
            bx.body.set_operand(op, j, passed);
        }
        Ok(())
    },
);

/// Operand `index` of `term` (a loop's yield or condition) as a buffer of
/// type `ty` for the iteration argument `slot`: the value's own buffer when
/// it is `slot`'s, or (with `allow-return-allocs-from-loops`) one made in
/// this iteration of `loop_op` that no other carried value shares; else a
/// new copy.
#[allow(clippy::too_many_arguments)]
fn carry(
    bx: &mut Bufferizer<'_>,
    term: OpId,
    loop_op: OpId,
    index: usize,
    slot: Option<ValueId>,
    ty: Type,
    refusal: impl FnOnce() -> String,
) -> Result<ValueId, String> {
    let v = bx.body.operands(term)[index];
    let buffer = bx.buffer(v);
    if slot.is_some_and(|s| bx.equivalent(v, s)) {
        return Ok(bx.cast_or_copy(term, buffer, ty));
    }
    if !bx.opts.allow_return_allocs_from_loops {
        return Err(refusal());
    }
    let shared =
        bx.body.operands(term).iter().enumerate().any(|(k, &w)| k != index && bx.is_tensor(w) && bx.equivalent(v, w));
    if !shared && bx.made_inside(v, loop_op) {
        return Ok(bx.cast_or_copy(term, buffer, ty));
    }
    let tensor = bx.body.value_type(v);
    let copy = bx.alloc_like(term, buffer, tensor);
    let c = CopyOp::create(bx.ctx, bx.body, bx.loc(term), buffer, copy);
    bx.insert_before(term, c.0);
    Ok(bx.cast_or_copy(term, copy, ty))
}

/// The regions' terminators of `op` (an `scf.if`, `scf.index_switch` or
/// `scf.execute_region`) that yield its results.
fn branch_yields(ctx: &Context, body: &Body, op: OpId) -> Vec<OpId> {
    if ctx.str(body.op(op).name) == ExecuteRegionOp::NAME {
        let region = body.op(op).regions[0];
        return body
            .region(region)
            .blocks
            .iter()
            .filter_map(|&b| body.last_op(b))
            .filter(|&t| ctx.str(body.op(t).name) == YieldOp::NAME)
            .collect();
    }
    (0..body.op(op).regions.len()).filter_map(|r| terminator(body, op, r)).collect()
}

static BRANCHES: Model = Model {
    effect: |_, _, _, _| Effect::NONE,
    writable_result: writable,
    region_aliases: no_pairs,
    may_alias: |ctx, body, op| {
        let mut out = Vec::new();
        for term in branch_yields(ctx, body, op) {
            for (j, &r) in body.results(op).iter().enumerate() {
                if super::analysis::is_tensor(ctx, body, r) {
                    out.extend(body.operands(term).get(j).map(|&y| (r, y)));
                }
            }
        }
        out
    },
    bufferize: |_, _| Ok(()),
};

/// After the regions of an `scf.if`, `scf.index_switch` or
/// `scf.execute_region`: the yields pass buffers, the results take their
/// type (a fully dynamic layout when the regions' buffers differ).
pub fn bufferize_branches_after_regions(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    let results = bx.body.results(op).to_vec();
    let yields = branch_yields(ctx, bx.body, op);
    if ctx.str(bx.body.op(op).name) == ExecuteRegionOp::NAME && yields.len() != 1 {
        return Err(format!("'{}' op op without unique scf.yield is not supported", ExecuteRegionOp::NAME));
    }
    if yields.is_empty() {
        return Ok(());
    }
    for (j, &r) in results.iter().enumerate() {
        if !bx.is_tensor(r) {
            continue;
        }
        let buffers: Vec<ValueId> = yields.iter().map(|&y| bx.buffer(bx.body.operands(y)[j])).collect();
        let first = bx.body.value_type(buffers[0]);
        let ty = if buffers.iter().all(|&b| bx.body.value_type(b) == first) {
            first
        } else {
            bx.memref_of(bx.body.value_type(r), Layout::FullyDynamic, None)
        };
        for (&y, &b) in yields.iter().zip(&buffers) {
            let v = bx.cast(y, b, ty);
            bx.body.set_operand(y, j, v);
        }
        bx.retype(r, ty);
    }
    Ok(())
}

static YIELD: Model = Model::new(|_, _, _, _| Effect::READ, writable, bufferize_yield);

/// The yield of a loop body (`scf.for`, the `after` region of `scf.while`)
/// passes the buffers of the iteration arguments' types.
fn bufferize_yield(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    let Some(parent) = bx.body.parent_of_op(op) else { return Ok(()) };
    let args = match ctx.str(bx.body.op(parent).name) {
        ForOp::NAME => body_args(bx.body, parent)[1..].to_vec(),
        WhileOp::NAME => region_args(bx.body, parent, 0),
        _ => return Ok(()),
    };
    for j in 0..bx.body.operands(op).len() {
        if !bx.is_tensor(bx.body.operands(op)[j]) {
            continue;
        }
        let arg = args[j];
        let ty = bx.body.value_type(arg);
        let passed = carry(bx, op, parent, j, Some(arg), ty, || {
            format!("Yield operand #{j} is not equivalent to the corresponding iter bbArg")
        })?;
        bx.body.set_operand(op, j, passed);
    }
    Ok(())
}

/// What the rewrite of the loops would refuse without
/// `allow-return-allocs-from-loops` (for `test-analysis-only`, which stops
/// before the rewrite): a yielded or forwarded tensor that is not the
/// iteration argument's buffer.
pub fn check_loop_yields(ctx: &Context, body: &Body, a: &super::analysis::Analysis) -> Result<(), (OpId, String)> {
    for op in super::analysis::ops_in_order(body) {
        let name = ctx.str(body.op(op).name);
        let Some(parent) = body.parent_of_op(op).filter(|_| name == YieldOp::NAME || name == ConditionOp::NAME) else {
            continue;
        };
        let (args, first, what) = match (ctx.str(body.op(parent).name), name) {
            (ForOp::NAME, YieldOp::NAME) => (body_args(body, parent)[1..].to_vec(), 0, "Yield operand"),
            (WhileOp::NAME, YieldOp::NAME) => (region_args(body, parent, 0), 0, "Yield operand"),
            (WhileOp::NAME, _) => (region_args(body, parent, 0), 1, "Condition arg"),
            _ => continue,
        };
        for (k, &v) in body.operands(op).iter().enumerate().skip(first) {
            let j = k - first;
            if super::analysis::is_tensor(ctx, body, v) && !args.get(j).is_some_and(|&arg| a.equivalent(v, arg)) {
                return Err((op, format!("{what} #{j} is not equivalent to the corresponding iter bbArg")));
            }
        }
    }
    Ok(())
}

/// Finish `op` once the ops of its regions are done.
pub fn finish_after_regions(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    if super::forall::after_regions(bx.ctx, bx.body, op) {
        super::forall::finish_forall(bx, op)
    } else {
        bufferize_branches_after_regions(bx, op)
    }
}

/// Whether `op`'s model must also run after the ops in its regions.
pub fn after_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    matches!(ctx.str(body.op(op).name), IfOp::NAME | IndexSwitchOp::NAME | ExecuteRegionOp::NAME)
        || super::forall::after_regions(ctx, body, op)
}

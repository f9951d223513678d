//! Models of scf ops carrying tensors: `scf.for` iteration arguments
//! become buffers (the init's own when the loop may write it, else a copy),
//! `scf.if` results the buffers its branches yield.

use super::models::{no_pairs, writable, Effect, Model};
use super::rewrite::{Bufferizer, Layout};
use crate::dialects::scf::{ForOp, IfOp, YieldOp};
use crate::ir::{Body, Context, OpId, ValueId};

pub fn model(name: &str) -> Option<&'static Model> {
    match name {
        ForOp::NAME => Some(&FOR),
        IfOp::NAME => Some(&IF),
        YieldOp::NAME => Some(&YIELD),
        _ => None,
    }
}

/// The first operand that is an iteration argument's init.
const FOR_INITS: usize = 3;

fn body_args(body: &Body, op: OpId) -> Vec<ValueId> {
    let region = body.op(op).regions[0];
    let block = body.region(region).blocks[0];
    body.block(block).args.to_vec()
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

fn bufferize_for(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let args = body_args(bx.body, op);
    let results = bx.body.results(op).to_vec();
    for j in 0..results.len() {
        let init = bx.body.operands(op)[FOR_INITS + j];
        if !bx.is_tensor(init) {
            continue;
        }
        let buffer = bx.dest_buffer(op, FOR_INITS + j, true);
        bx.body.set_operand(op, FOR_INITS + j, buffer);
        let ty = bx.body.value_type(buffer);
        bx.retype(args[j + 1], ty);
        bx.retype(results[j], ty);
    }
    Ok(())
}

static IF: Model = Model {
    effect: |_, _, _, _| Effect::NONE,
    writable_result: writable,
    region_aliases: no_pairs,
    may_alias: |ctx, body, op| {
        let mut out = Vec::new();
        for &region in &body.op(op).regions {
            let Some(&block) = body.region(region).blocks.first() else { continue };
            let Some(term) = body.last_op(block) else { continue };
            for (j, &r) in body.results(op).iter().enumerate() {
                if super::analysis::is_tensor(ctx, body, r) {
                    out.push((r, body.operands(term)[j]));
                }
            }
        }
        out
    },
    bufferize: |_, _| Ok(()),
};

/// After both branches: the yields pass buffers, the results take their
/// type (a fully dynamic layout when the branches' buffers differ).
pub fn bufferize_if_after_regions(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let results = bx.body.results(op).to_vec();
    let yields: Vec<OpId> = bx
        .body
        .op(op)
        .regions
        .iter()
        .filter_map(|&r| bx.body.region(r).blocks.first().copied())
        .filter_map(|b| bx.body.last_op(b))
        .collect();
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

/// A `scf.for` body's yield passes buffers of the iteration arguments'
/// types; each must be the iteration argument's own buffer unless
/// `allow-return-allocs-from-loops`.
fn bufferize_yield(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    let Some(parent) = bx.body.parent_of_op(op) else { return Ok(()) };
    if ctx.str(bx.body.op(parent).name) != ForOp::NAME {
        return Ok(());
    }
    let args = body_args(bx.body, parent);
    for j in 0..bx.body.operands(op).len() {
        let v = bx.body.operands(op)[j];
        if !bx.is_tensor(v) {
            continue;
        }
        let arg = args[j + 1];
        if !bx.equivalent(v, arg) && !bx.opts.allow_return_allocs_from_loops {
            return Err(format!("Yield operand #{j} is not equivalent to the corresponding iter bbArg"));
        }
        let buffer = bx.buffer(v);
        let ty = bx.body.value_type(arg);
        let cast = bx.cast_or_copy(op, buffer, ty);
        bx.body.set_operand(op, j, cast);
    }
    Ok(())
}

/// Whether `op`'s model must run after the ops in its regions.
pub fn after_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.str(body.op(op).name) == IfOp::NAME
}

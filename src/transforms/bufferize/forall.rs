//! The model of `scf.forall` with `shared_outs`: each shared output becomes
//! a buffer (the init's own when the loop may write it, else a copy) that
//! every iteration sees through its block argument; the
//! `tensor.parallel_insert_slice`s of the terminator copy into subviews of
//! it (in `tensor.rs`). Once the body is done the loop is rebuilt without
//! `shared_outs` and its results are those buffers, as upstream.

use super::models::{writable, Effect, Model};
use super::rewrite::Bufferizer;
use crate::dialects::scf::ForallOp;
use crate::ir::{Body, Context, OpId, OperationState, ValueId};

pub fn model(name: &str) -> Option<&'static Model> {
    (name == ForallOp::NAME).then_some(&FORALL)
}

/// Whether `op` is finished after its body (it is an `scf.forall`).
pub fn after_regions(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.str(body.op(op).name) == ForallOp::NAME
}

/// The index of the first shared output (they come last).
fn first_output(ctx: &Context, body: &Body, op: OpId) -> usize {
    body.operands(op).len() - ForallOp(op).outputs(ctx, body).len()
}

/// The block arguments of the shared outputs.
fn output_args(ctx: &Context, body: &Body, op: OpId) -> Vec<ValueId> {
    let region = body.op(op).regions[0];
    let block = body.region(region).blocks[0];
    let args = &body.block(block).args;
    let outs = body.operands(op).len() - first_output(ctx, body, op);
    args[args.len() - outs..].to_vec()
}

static FORALL: Model = Model {
    effect: |ctx, body, op, i| {
        let first = first_output(ctx, body, op);
        if i >= first {
            Effect::dest(true, i - first)
        } else {
            Effect::NONE
        }
    },
    writable_result: writable,
    region_aliases: |ctx, body, op| body.results(op).iter().copied().zip(output_args(ctx, body, op)).collect(),
    may_alias: super::models::no_pairs,
    bufferize: bufferize_forall,
};

/// Before the body: the shared outputs' buffers, seen by the body through
/// its block arguments.
fn bufferize_forall(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let first = first_output(bx.ctx, bx.body, op);
    let args = output_args(bx.ctx, bx.body, op);
    for (k, &arg) in args.iter().enumerate() {
        let buffer = bx.dest_buffer(op, first + k, true);
        bx.body.set_operand(op, first + k, buffer);
        let ty = bx.body.value_type(buffer);
        bx.retype(arg, ty);
    }
    Ok(())
}

/// After the body: the loop without `shared_outs`; its results are the
/// buffers it wrote.
pub fn finish_forall(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    let first = first_output(ctx, bx.body, op);
    let operands = bx.body.operands(op).to_vec();
    let (bounds, outputs) = operands.split_at(first);
    let region = bx.body.op(op).regions[0];
    let block = bx.body.region(region).blocks[0];
    // The shared outputs' block arguments stand for the buffers themselves.
    let args = output_args(ctx, bx.body, op);
    for (&arg, &buffer) in args.iter().zip(outputs) {
        bx.body.replace_all_uses(arg, buffer);
    }
    let count = bx.body.block(block).args.len();
    for index in (count - args.len()..count).rev() {
        bx.body.erase_block_arg(block, index);
    }
    let data = bx.body.op(op);
    let mut state = OperationState::new(ctx, ForallOp::NAME, data.loc, bounds.to_vec(), Vec::new());
    state.properties = data.properties;
    state.attributes = data.attributes;
    state.regions = vec![region];
    bx.body.op_mut(op).regions.clear();
    let new = bx.body.create_op(state);
    // Lower bounds, upper bounds, steps, shared outputs.
    let mut sizes = vec![0usize; 4];
    if let Some(old) = crate::opdef::ods::attr(ctx, bx.body, new, "operandSegmentSizes")
        .and_then(|a| crate::opdef::ods::i32_array(ctx, a))
    {
        for (s, &o) in sizes.iter_mut().zip(&old) {
            *s = o as usize;
        }
    }
    sizes[3] = 0;
    crate::opdef::ods::set_attr(
        ctx,
        bx.body,
        new,
        "operandSegmentSizes",
        crate::opdef::ods::segment_sizes(ctx, &sizes),
    );
    bx.insert_before(op, new);
    let buffers: Vec<Option<ValueId>> = outputs.iter().map(|&b| Some(b)).collect();
    bx.replace(op, &buffers);
    Ok(())
}

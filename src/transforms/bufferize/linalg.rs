//! Models of the linalg structured ops: inputs are read, each init is the
//! destination of its result (read when the payload reads it). On buffers
//! the op is the same op with memref operands and no results, its payload
//! moved over; the results are the inits' buffers.

use super::models::{writable, Effect, Model};
use super::rewrite::Bufferizer;
use crate::dialects::linalg::StructuredOp;
use crate::ir::{Body, Context, OpId, OperationState, ValueId};

pub fn model(ctx: &Context, body: &Body, op: OpId) -> Option<&'static Model> {
    if ctx.str(body.op(op).name) == "linalg.softmax" {
        return Some(&SOFTMAX);
    }
    StructuredOp::get(ctx, body, op).map(|_| &STRUCTURED)
}

/// `linalg.softmax` reads its input and writes its init without reading it.
static SOFTMAX: Model = Model::new(
    |ctx, body, op, i| match i {
        1 if super::analysis::is_tensor(ctx, body, body.operands(op)[1]) => Effect::dest(false, 0),
        _ => Effect::READ,
    },
    writable,
    |bx, op| {
        let input = bx.body.operands(op)[0];
        let input = if bx.is_tensor(input) { bx.buffer(input) } else { input };
        let init = bx.body.operands(op)[1];
        let init = if bx.is_tensor(init) { bx.dest_buffer(op, 1, false) } else { init };
        let data = bx.body.op(op);
        let mut state = OperationState::new(bx.ctx, "linalg.softmax", data.loc, vec![input, init], Vec::new());
        state.properties = data.properties;
        state.attributes = data.attributes;
        let new = bx.body.create_op(state);
        bx.insert_before(op, new);
        let results = if bx.body.results(op).is_empty() { vec![] } else { vec![Some(init)] };
        bx.replace(op, &results);
        Ok(())
    },
);

static STRUCTURED: Model = Model::new(structured_effect, writable, bufferize_structured);

fn structured_effect(ctx: &Context, body: &Body, op: OpId, i: usize) -> Effect {
    let Some(s) = StructuredOp::get(ctx, body, op) else { return Effect::READ };
    let inputs = s.num_inputs(ctx, body);
    if i < inputs {
        return Effect::READ;
    }
    if !super::analysis::is_tensor(ctx, body, body.operands(op)[i]) {
        return Effect::NONE;
    }
    // The results follow the tensor inits in order.
    let r = body.operands(op)[inputs..i].iter().filter(|&&v| super::analysis::is_tensor(ctx, body, v)).count();
    Effect::dest(s.payload_uses_operand(body, i), r)
}

fn bufferize_structured(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    let s = StructuredOp::get(ctx, bx.body, op).expect("structured op");
    let inputs = s.num_inputs(ctx, bx.body);
    let mut operands = Vec::new();
    let mut results: Vec<Option<ValueId>> = Vec::new();
    for i in 0..bx.body.operands(op).len() {
        let v = bx.body.operands(op)[i];
        if !bx.is_tensor(v) {
            operands.push(v);
        } else if i < inputs {
            operands.push(bx.buffer(v));
        } else {
            let read = s.payload_uses_operand(bx.body, i);
            let b = bx.dest_buffer(op, i, read);
            operands.push(b);
            results.push(Some(b));
        }
    }
    let data = bx.body.op(op);
    let regions = data.regions.clone();
    let state = OperationState {
        name: data.name,
        loc: data.loc,
        operands,
        result_types: Vec::new(),
        properties: data.properties,
        attributes: data.attributes,
        successors: Vec::new(),
        regions: regions.clone(),
        inner: None,
    };
    bx.body.op_mut(op).regions.clear();
    let new = bx.body.create_op(state);
    bx.insert_before(op, new);
    bx.replace(op, &results);
    Ok(())
}

/// `linalg.fill ins(value) outs(buffer)` before `op`.
pub fn fill(bx: &mut Bufferizer<'_>, op: OpId, value: ValueId, buffer: ValueId) {
    let state = crate::dialects::linalg::build::fill_state(bx.ctx, bx.body, bx.loc(op), value, buffer);
    let f = bx.body.create_op(state);
    bx.insert_before(op, f);
}

/// Whether structured op `op` may write operand `write` in the buffer of
/// operand `read` it also reads: every loop is parallel and both are
/// accessed through the same indexing map, so each element is read before
/// it is written and by the same iteration only.
pub fn reads_in_place(ctx: &Context, body: &Body, op: OpId, read: usize, write: usize) -> bool {
    let Some(s) = StructuredOp::get(ctx, body, op) else { return false };
    let maps = s.indexing_maps(ctx, body);
    let all_parallel =
        s.iterator_types(ctx, body).iter().all(|t| *t == crate::dialects::linalg::named::IteratorType::Parallel);
    all_parallel
        && maps.get(read).is_some()
        && maps.get(read) == maps.get(write)
        && body.value_type(body.operands(op)[read]) == body.value_type(body.operands(op)[write])
}

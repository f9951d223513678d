//! Models of the linalg structured ops: inputs are read, each init is the
//! destination of its result (read when the payload reads it). On buffers
//! the op is the same op with memref operands and no results, its payload
//! moved over; the results are the inits' buffers.

use super::models::{writable, Effect, Model};
use super::rewrite::Bufferizer;
use crate::dialects::linalg::named::named_op;
use crate::dialects::linalg::region::{build_payload, PayloadCx};
use crate::dialects::linalg::StructuredOp;
use crate::ir::{Body, Context, OpId, OperationState, ValueId};

pub fn model(ctx: &Context, body: &Body, op: OpId) -> Option<&'static Model> {
    StructuredOp::get(ctx, body, op).map(|_| &STRUCTURED)
}

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
    let ctx = bx.ctx;
    let def = named_op("linalg.fill").expect("linalg.fill is in the named-op table");
    let elem = ctx.shaped_parts(bx.body.value_type(buffer)).map_or(bx.body.value_type(value), |(_, e)| e);
    let region = bx.body.create_region();
    let cx = PayloadCx { ctx, loc: bx.loc(op), fns: Vec::new(), out_ty: elem };
    build_payload(&cx, bx.body, region, def, &[bx.body.value_type(value), elem])
        .expect("the fill payload builds for any element type");
    let props = vec![(ctx.ident("operandSegmentSizes"), crate::opdef::ods::segment_sizes(ctx, &[1, 1]))];
    let state = OperationState {
        name: ctx.ident("linalg.fill"),
        loc: bx.loc(op),
        operands: vec![value, buffer],
        result_types: Vec::new(),
        properties: Some(ctx.dictionary(props)),
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: vec![region],
        inner: None,
    };
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

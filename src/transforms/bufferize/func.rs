//! Models of func ops. `func.return` reads what it returns; with function
//! boundaries bufferized, the driver (`mod.rs`) turns returns and the
//! function type to buffers after the body. `func.call` is analyzed
//! through the callee's summary and passes buffers of the callee's new
//! argument types.

use super::models::{read_only, reads_all, Model};
use super::rewrite::Bufferizer;
use crate::ir::{AttrKind, OpId};

pub fn model(name: &str) -> Option<&'static Model> {
    match name {
        "func.return" => Some(&RETURN),
        "func.call" => Some(&CALL),
        _ => None,
    }
}

static RETURN: Model = Model::new(reads_all, read_only, |_, _| Ok(()));

/// Effects and aliasing of a call come from the callee's summary (see
/// `analysis::Env`); this entry is the rewrite.
static CALL: Model = Model::new(reads_all, read_only, bufferize_call);

fn bufferize_call(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    // Without function boundaries a call keeps its tensors, as the callee
    // does.
    let has_tensors = bx.body.operands(op).iter().chain(bx.body.results(op)).any(|&v| bx.is_tensor(v));
    if !bx.opts.function_boundaries || !has_tensors {
        return Ok(());
    }
    let callee = crate::opdef::ods::attr(ctx, bx.body, op, crate::static_ident!(ctx, "callee"));
    let Some(AttrKind::SymbolRef { root, .. }) = callee.map(|a| ctx.attr_kind(a)) else { return Ok(()) };
    let Some(&fty) = bx.signatures.get(ctx.bytes(*root)) else {
        return Err(
            "the callee's function boundary was not bufferized (it is not a func.func with a body in this module)"
                .into(),
        );
    };
    let (inputs, outputs) = ctx.function_parts(fty).expect("function type");
    let (inputs, outputs) = (inputs.to_vec(), outputs.to_vec());
    let mut operands = Vec::new();
    for (i, &input) in inputs.iter().enumerate().take(bx.body.operands(op).len()) {
        let v = bx.body.operands(op)[i];
        if bx.is_tensor(v) {
            let b = if bx.analysis.writes.contains_key(&(op, i)) { bx.dest_buffer(op, i, true) } else { bx.buffer(v) };
            operands.push(bx.cast_or_copy(op, b, input));
        } else {
            operands.push(v);
        }
    }
    let data = bx.body.op(op);
    let state = crate::ir::OperationState {
        name: data.name,
        loc: data.loc,
        operands,
        result_types: outputs.clone(),
        properties: data.properties,
        attributes: data.attributes,
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let call = bx.body.create_op(state);
    bx.insert_before(op, call);
    let results = bx.body.results(call).to_vec();
    let buffers: Vec<Option<crate::ir::ValueId>> = (0..results.len())
        .map(|j| {
            let r = bx.body.results(op)[j];
            if bx.is_tensor(r) {
                Some(results[j])
            } else {
                bx.body.replace_all_uses(r, results[j]);
                None
            }
        })
        .collect();
    bx.replace(op, &buffers);
    Ok(())
}

//! Models of arith ops on tensors: constants become read-only globals,
//! `select` chooses between buffers. Elementwise arithmetic on tensors is
//! turned into linalg first (`convert-elementwise-to-linalg`).

use super::models::{read_only, writable, Effect, Model};
use super::rewrite::{Bufferizer, Layout};
use crate::dialects::arith::{ConstantOp, SelectOp};
use crate::dialects::memref::GetGlobalOp;
use crate::ir::{AttrKind, OpId};

pub fn model(name: &str) -> Option<&'static Model> {
    match name {
        ConstantOp::NAME => Some(&CONSTANT),
        SelectOp::NAME => Some(&SELECT),
        _ => None,
    }
}

static CONSTANT: Model = Model::new(|_, _, _, _| Effect::NONE, read_only, bufferize_constant);

fn bufferize_constant(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    let result = bx.body.results(op)[0];
    if !bx.is_tensor(result) {
        return Ok(());
    }
    let Some(value) = ConstantOp(op).value(ctx, bx.body) else { return Err("constant without a value".into()) };
    if !matches!(ctx.attr_kind(value), AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. }) {
        return Err("only dense and dense resource constants can be bufferized".into());
    }
    let ty = bx.memref_of(bx.body.value_type(result), Layout::Identity, None);
    let name = bx.globals.name_for(ctx, ty, value);
    let symbol = ctx.attr(AttrKind::SymbolRef { root: ctx.ident(&name), nested: Vec::new() });
    let g = GetGlobalOp::create(ctx, bx.body, bx.loc(op), ty, symbol);
    bx.insert_before(op, g.0);
    let m = bx.body.results(g.0)[0];
    bx.replace(op, &[Some(m)]);
    Ok(())
}

/// `select` between two tensors yields one of their buffers.
static SELECT: Model = Model::new(
    |_, _, _, i| if i == 0 { Effect::NONE } else { Effect::view(0) },
    writable,
    |bx, op| {
        let ctx = bx.ctx;
        let result = bx.body.results(op)[0];
        if !bx.is_tensor(result) {
            return Ok(());
        }
        let (c, t, f) = (bx.body.operands(op)[0], bx.body.operands(op)[1], bx.body.operands(op)[2]);
        if bx.is_tensor(c) {
            return Err(
                "an elementwise select on tensors must become linalg first (convert-elementwise-to-linalg)".into()
            );
        }
        let (mut tb, mut fb) = (bx.buffer(t), bx.buffer(f));
        let mut ty = bx.body.value_type(tb);
        if ty != bx.body.value_type(fb) {
            ty = bx.memref_of(bx.body.value_type(result), Layout::FullyDynamic, None);
            tb = bx.cast(op, tb, ty);
            fb = bx.cast(op, fb, ty);
        }
        let s = SelectOp::create(ctx, bx.body, bx.loc(op), c, tb, fb, ty);
        bx.insert_before(op, s.0);
        let v = bx.body.results(s.0)[0];
        bx.replace(op, &[Some(v)]);
        Ok(())
    },
);

//! The linalg ops declared in `ops.ods`, which are not structured ops:
//! `linalg.softmax` and the Winograd convolution transforms
//! (`winograd_filter_transform`, `winograd_input_transform`,
//! `winograd_output_transform`). Their syntax comes from the declarations;
//! here are their operand constraints and upstream's verifiers.

use crate::ir::{Body, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::TypeConstraint;
use crate::verify::VerifyCx;

include!(concat!(env!("OUT_DIR"), "/ods/linalg.rs"));

fn ranked_tensor_rank(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

pub static ANY_SHAPED: TypeConstraint = TypeConstraint {
    desc: "shaped of any type values",
    check: |c, t| {
        c.shaped_parts(t).is_some()
            || matches!(c.type_kind(t), TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. })
    },
    build: None,
};
pub static ANY_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "ranked tensor of any type values",
    check: |c, t| ranked_tensor_rank(c, t).is_some(),
    build: None,
};
pub static RANK4_TENSOR: TypeConstraint = TypeConstraint {
    desc: "4D tensor of any type values",
    check: |c, t| ranked_tensor_rank(c, t) == Some(4),
    build: None,
};
pub static RANK6_TENSOR: TypeConstraint = TypeConstraint {
    desc: "6D tensor of any type values",
    check: |c, t| ranked_tensor_rank(c, t) == Some(6),
    build: None,
};

fn shape(ctx: &Context, body: &Body, v: ValueId) -> Vec<i64> {
    ctx.shaped_parts(body.value_type(v)).map_or(vec![], |(s, _)| s.to_vec())
}

fn int_attr(cx: &VerifyCx<'_>, body: &Body, op: OpId, name: &str) -> i64 {
    match attr(cx.ctx, body, op, name).map(|a| cx.ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::Integer { value, .. }) => i64::try_from(value).unwrap_or(0),
        _ => 0,
    }
}

/// Upstream's `verifyCompatibleShape`: same rank, equal static extents.
fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

fn report(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, r: Result<(), &str>) {
    if let Err(msg) = r {
        cx.op_error(body, op, msg);
    }
}

fn verify_softmax(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let [input, output] = body.operands(op)[..] else { return };
    let (i, o) = (shape(cx.ctx, body, input), shape(cx.ctx, body, output));
    let dim = int_attr(cx, body, op, "dimension");
    let r = if !compatible(&i, &o) {
        Err("incompatible output shape")
    } else if dim < 0 || dim >= i.len() as i64 {
        Err("incorrect dimension specified")
    } else {
        Ok(())
    };
    report(cx, body, op, r);
}

/// Filter (F, KH, KW, C) to (alpha, alpha, C, F), alpha = m + r - 1 for a
/// transformed side, 1 for a side of extent 1.
fn verify_winograd_filter_transform(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let [filter, output] = body.operands(op)[..] else { return };
    let (f, o) = (shape(cx.ctx, body, filter), shape(cx.ctx, body, output));
    if f.len() != 4 {
        return; // the operand constraint reports it
    }
    let (m, r) = (int_attr(cx, body, op, "m"), int_attr(cx, body, op, "r"));
    let (h, w) = (f[1], f[2]);
    let side = |x: i64| if x == r { m + r - 1 } else { 1 };
    let result = if h != r && h != 1 {
        Err("expect filter height either equals to r or 1")
    } else if w != r && w != 1 {
        Err("expect filter width either equals to r or 1")
    } else if h == 1 && w == 1 {
        Err("expect either filter height or width equals to r")
    } else if !compatible(&[side(h), side(w), f[3], f[0]], &o) {
        Err("the output shape is not expected")
    } else {
        Ok(())
    };
    report(cx, body, op, result);
}

/// Input (N, H, W, C) to (alpha, alpha, tileH, tileW, N, C).
fn verify_winograd_input_transform(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let [input, output] = body.operands(op)[..] else { return };
    let (i, o) = (shape(cx.ctx, body, input), shape(cx.ctx, body, output));
    if i.len() != 4 {
        return;
    }
    let (m, r) = (int_attr(cx, body, op, "m"), int_attr(cx, body, op, "r"));
    let tile = m + r - 1;
    let side = |x: i64| match x {
        DYNAMIC => (tile, DYNAMIC),
        1 => (1, 1),
        _ if m != 0 => (tile, (x - (r - 1)) / m),
        _ => (tile, DYNAMIC),
    };
    let ((ah, th), (aw, tw)) = (side(i[1]), side(i[2]));
    let expected = [ah, aw, th, tw, i[0], i[3]];
    report(cx, body, op, if compatible(&expected, &o) { Ok(()) } else { Err("the output shape is not expected") });
}

/// Value (alpha, alpha, tileH, tileW, N, F) to (N, H, W, F).
fn verify_winograd_output_transform(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let [value, output] = body.operands(op)[..] else { return };
    let (v, o) = (shape(cx.ctx, body, value), shape(cx.ctx, body, output));
    if v.len() != 6 {
        return;
    }
    let (m, r) = (int_attr(cx, body, op, "m"), int_attr(cx, body, op, "r"));
    let side = |alpha: i64, tiles: i64, what: &'static str| -> Result<i64, &'static str> {
        if alpha == DYNAMIC || tiles == DYNAMIC {
            return Ok(DYNAMIC);
        }
        let transformed = alpha != 1;
        if alpha != if transformed { m + r - 1 } else { 1 } {
            return Err(what);
        }
        Ok(if transformed { m } else { 1 } * tiles)
    };
    let result = side(v[0], v[2], "expect input height equals to input tile size").and_then(|h| {
        let w = side(v[1], v[3], "expect input width equals to input tile size")?;
        if compatible(&[v[4], h, w, v[5]], &o) {
            Ok(())
        } else {
            Err("the output shape is not expected")
        }
    });
    report(cx, body, op, result);
}

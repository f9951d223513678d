//! Canonicalization patterns that look through the op producing a vector,
//! as upstream's `--canonicalize` applies them: transposes of splats and
//! masks become splats and transposed masks, shape casts of scalar
//! broadcasts become broadcasts, `from_elements` of one repeated value is
//! a splat, and extracts of `from_elements` pick its elements.

use super::fold::{static_position, vector_shape};
use super::*;
use crate::dialects::memref::fold::def_named;
use crate::ir::{Body, OpId, ValueId, DYNAMIC};
use crate::rewrite::Rewriter;

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

fn result_of(rw: &mut Rewriter<'_>, op: OpId, new: OpId) -> bool {
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

/// A transpose of a `vector.splat` is a splat of the transposed type; one
/// of a `constant_mask` or `create_mask` is the mask with its dimension
/// sizes permuted.
pub(super) fn transpose_of_producer(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let (t, loc) = (ty(rw.body, rw.body.results(op)[0]), rw.body.op(op).loc);
    let Some(perm) = TransposeOp(op).permutation(ctx, rw.body).and_then(|a| dense_i64(ctx, a)) else { return false };
    let permute =
        |v: &[ValueId]| perm.iter().map(|&p| usize::try_from(p).ok().and_then(|p| v.get(p).copied())).collect();
    rw.set_insertion_point_before(op);
    if let Some(splat) = def_named(ctx, rw.body, source, SplatOp::NAME) {
        let scalar = rw.body.operands(splat)[0];
        let new = SplatOp::create(ctx, rw.body, loc, scalar, t).0;
        return result_of(rw, op, new);
    }
    if let Some(cm) = def_named(ctx, rw.body, source, CreateMaskOp::NAME) {
        let Some(operands) = permute(rw.body.operands(cm)) else { return false };
        let new = CreateMaskOp::create(ctx, rw.body, loc, operands, t).0;
        return result_of(rw, op, new);
    }
    let Some(cm) = def_named(ctx, rw.body, source, ConstantMaskOp::NAME) else { return false };
    let Some(sizes) = ConstantMaskOp(cm).mask_dim_sizes(ctx, rw.body).and_then(|a| int_array(ctx, a)) else {
        return false;
    };
    let Some(permuted) =
        perm.iter().map(|&p| usize::try_from(p).ok().and_then(|p| sizes.get(p).copied())).collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let i64t = ctx.integer_type(64);
    let attr = ctx.attr(AttrKind::Array(permuted.iter().map(|&s| ctx.int_attr(i64t, s)).collect()));
    let new = ConstantMaskOp::create(ctx, rw.body, loc, t, attr).0;
    result_of(rw, op, new)
}

/// A shape cast of a broadcast of a scalar (or 0-D vector) broadcasts it
/// to the cast's type.
pub(super) fn canonicalize_shape_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(b) = def_named(ctx, rw.body, rw.body.operands(op)[0], BroadcastOp::NAME) else { return false };
    let scalar = rw.body.operands(b)[0];
    if vector_shape(ctx, ty(rw.body, scalar)).is_some_and(|s| !s.is_empty()) {
        return false;
    }
    let (t, loc) = (ty(rw.body, rw.body.results(op)[0]), rw.body.op(op).loc);
    rw.set_insertion_point_before(op);
    let new = BroadcastOp::create(ctx, rw.body, loc, scalar, t).0;
    result_of(rw, op, new)
}

/// A `from_elements` of one value repeated is a splat of it.
pub(super) fn canonicalize_from_elements(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let elements = rw.body.operands(op);
    let Some(&first) = elements.first() else { return false };
    if elements.iter().any(|&e| e != first) {
        return false;
    }
    let (t, loc) = (ty(rw.body, rw.body.results(op)[0]), rw.body.op(op).loc);
    rw.set_insertion_point_before(op);
    let new = SplatOp::create(ctx, rw.body, loc, first, t).0;
    result_of(rw, op, new)
}

/// An extract at a static position of a `from_elements` is the element
/// there, or a smaller `from_elements` of the elements it covers.
pub(super) fn extract_of_from_elements(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(fe) = def_named(ctx, rw.body, rw.body.operands(op)[0], FromElementsOp::NAME) else { return false };
    let pos = static_position(ctx, rw.body, op);
    let Some(shape) = vector_shape(ctx, ty(rw.body, rw.body.results(fe)[0])) else { return false };
    if pos.contains(&DYNAMIC) || pos.len() > shape.len() || (pos.is_empty() && !shape.is_empty()) {
        return false;
    }
    let mut start = 0i64;
    for (d, &extent) in shape.iter().enumerate() {
        let p = pos.get(d).copied().unwrap_or(0);
        if p < 0 || p >= extent {
            return false;
        }
        start = start * extent + p;
    }
    let count: i64 = shape[pos.len()..].iter().product();
    let elements = rw.body.operands(fe);
    let Some(picked) = usize::try_from(start)
        .ok()
        .and_then(|s| elements.get(s..s + usize::try_from(count).ok()?))
        .map(<[ValueId]>::to_vec)
    else {
        return false;
    };
    let t = ty(rw.body, rw.body.results(op)[0]);
    if pos.len() == shape.len() {
        rw.replace_op(op, &[picked[0]]);
        return true;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = FromElementsOp::create(ctx, rw.body, loc, picked, t).0;
    result_of(rw, op, new)
}

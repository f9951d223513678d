//! Folders of the vector ops, as upstream's `--canonicalize` applies them:
//! identity casts, broadcasts and transposes fold away, chains of shape
//! casts, bitcasts, broadcasts and transposes compose, and memory accesses
//! read through `memref.cast`.

use super::*;
use crate::dialects::memref::fold::{def_named, fold_memref_cast};
use crate::ir::{Body, OpId, ValueId};
use crate::rewrite::{FoldCx, Folded};

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

fn source_and_result(body: &Body, op: OpId) -> (ValueId, Type) {
    (body.operands(op)[0], ty(body, body.results(op)[0]))
}

fn vector_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => Some(shape.clone()),
        _ => None,
    }
}

/// Loads, stores and transfers: operands made by `memref.cast` are read
/// through.
pub(super) fn fold_access(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if fold_memref_cast(cx.ctx, body, op, None) {
        Folded::InPlace
    } else {
        Folded::Failure
    }
}

/// A broadcast to its own type; a broadcast of a broadcast broadcasts the
/// inner source.
pub(super) fn fold_broadcast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let (source, result_ty) = source_and_result(body, op);
    if ty(body, source) == result_ty {
        return Folded::value(source);
    }
    if let Some(inner) = def_named(cx.ctx, body, source, BroadcastOp::NAME) {
        let inner_source = body.operands(inner)[0];
        body.set_operand(op, 0, inner_source);
        return Folded::InPlace;
    }
    Folded::Failure
}

/// A shape cast to its own type, back to the type before another shape
/// cast, of a broadcast from the result type, or composed with an inner
/// shape cast when only dimensions are split or merged.
pub(super) fn fold_shape_cast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let (source, result_ty) = source_and_result(body, op);
    if ty(body, source) == result_ty {
        return Folded::value(source);
    }
    if let Some(inner) = def_named(ctx, body, source, ShapeCastOp::NAME) {
        let inner_source = body.operands(inner)[0];
        let src_ty = ty(body, inner_source);
        if src_ty == result_ty {
            return Folded::value(inner_source);
        }
        let (Some(s), Some(r)) = (vector_shape(ctx, src_ty), vector_shape(ctx, result_ty)) else {
            return Folded::Failure;
        };
        let valid = match s.len().cmp(&r.len()) {
            std::cmp::Ordering::Less => super::verify::valid_shape_cast(&s, &r),
            std::cmp::Ordering::Greater => super::verify::valid_shape_cast(&r, &s),
            std::cmp::Ordering::Equal => false,
        };
        if !valid {
            return Folded::Failure;
        }
        body.set_operand(op, 0, inner_source);
        return Folded::InPlace;
    }
    if let Some(bcast) = def_named(ctx, body, source, BroadcastOp::NAME) {
        let bsource = body.operands(bcast)[0];
        if ty(body, bsource) == result_ty {
            return Folded::value(bsource);
        }
    }
    Folded::Failure
}

/// A bitcast to its own type, or back through another bitcast; a bitcast
/// of a bitcast casts the inner source.
pub(super) fn fold_bitcast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let (source, result_ty) = source_and_result(body, op);
    if ty(body, source) == result_ty {
        return Folded::value(source);
    }
    if let Some(inner) = def_named(cx.ctx, body, source, BitCastOp::NAME) {
        let inner_source = body.operands(inner)[0];
        if ty(body, inner_source) == result_ty {
            return Folded::value(inner_source);
        }
        body.set_operand(op, 0, inner_source);
        return Folded::InPlace;
    }
    Folded::Failure
}

/// An identity transpose folds away; a transpose of a transpose composes
/// the permutations.
pub(super) fn fold_transpose(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let perm = |body: &Body, o: OpId| TransposeOp(o).permutation(ctx, body).and_then(|a| dense_i64(ctx, a));
    let Some(p) = perm(body, op) else { return Folded::Failure };
    let source = body.operands(op)[0];
    if p.iter().enumerate().all(|(i, &x)| x == i as i64) {
        return Folded::value(source);
    }
    let Some(inner) = def_named(ctx, body, source, TransposeOp::NAME) else { return Folded::Failure };
    let Some(q) = perm(body, inner) else { return Folded::Failure };
    let Some(composed) =
        p.iter().map(|&i| usize::try_from(i).ok().and_then(|i| q.get(i).copied())).collect::<Option<Vec<i64>>>()
    else {
        return Folded::Failure;
    };
    let inner_source = body.operands(inner)[0];
    if composed.iter().enumerate().all(|(i, &x)| x == i as i64)
        && ty(body, inner_source) == ty(body, body.results(op)[0])
    {
        return Folded::value(inner_source);
    }
    body.set_operand(op, 0, inner_source);
    let values = composed.iter().map(|&v| v as u64 as u128).collect();
    let attr = ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(64), values });
    crate::dialects::ods::set_attr(ctx, body, op, "permutation", attr);
    Folded::InPlace
}

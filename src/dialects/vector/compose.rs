//! Canonicalization patterns that look through the op producing a vector,
//! as upstream's `--canonicalize` applies them: transposes of splats and
//! masks become splats and transposed masks, shape casts of scalar
//! broadcasts become broadcasts, `from_elements` of one repeated value is
//! a splat, extracts of `from_elements` pick its elements, and shuffles
//! that pick one whole operand, or shuffle constants or one splat, fold; a
//! `multi_reduction` over only unit dimensions is a reshape combined with
//! its accumulator; a fixed-size `step` is the constant `[0, 1, ...]`.

use super::fold::{static_position, vector_shape};
use super::*;
use crate::dialects::arith::constfold::{self as cf, Elems};
use crate::dialects::memref::fold::def_named;
use crate::ir::{Body, OpId, ValueId, DYNAMIC};
use crate::rewrite::{FoldCx, Folded, Rewriter};

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

/// The leading dimension a shuffle's mask indexes (1 for a 0-D operand).
fn shuffle_len(ctx: &Context, body: &Body, v: ValueId) -> i64 {
    vector_shape(ctx, ty(body, v)).and_then(|s| s.first().copied()).unwrap_or(1)
}

/// A shuffle that picks one operand whole is that operand; a 1-D shuffle
/// of two constants is a constant.
pub(super) fn fold_shuffle(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let (v1, v2) = (body.operands(op)[0], body.operands(op)[1]);
    let result_ty = ty(body, body.results(op)[0]);
    let Some(mask) = ShuffleOp(op).mask(ctx, body).and_then(|a| int_array(ctx, a)) else { return Folded::Failure };
    let n1 = shuffle_len(ctx, body, v1);
    let picks =
        |v: ValueId, base: i64| ty(body, v) == result_ty && mask.iter().enumerate().all(|(i, &m)| m == base + i as i64);
    if picks(v1, 0) {
        return Folded::value(v1);
    }
    if picks(v2, n1) {
        return Folded::value(v2);
    }
    let one_d = vector_shape(ctx, ty(body, v1)).is_some_and(|s| s.len() == 1);
    let (Some(a), Some(b)) = (cx.constant(0), cx.constant(1)) else { return Folded::Failure };
    let (Some(a), Some(b)) = (cf::elems(ctx, a), cf::elems(ctx, b)) else { return Folded::Failure };
    let n2 = shuffle_len(ctx, body, v2);
    let at = |e: &Elems, i: i64, n: i64| match e {
        Elems::Splat(x) if (0..n).contains(&i) => Some(*x),
        Elems::Dense(v) => usize::try_from(i).ok().and_then(|i| v.get(i).copied()),
        _ => None,
    };
    let values: Option<Vec<u128>> =
        mask.iter().map(|&m| if m < n1 { at(&a, m, n1) } else { at(&b, m - n1, n2) }).collect();
    match values {
        Some(values) if one_d => cf::build(ctx, result_ty, Elems::Dense(values)).map_or(Folded::Failure, Folded::attr),
        _ => Folded::Failure,
    }
}

/// The shuffle canonicalizations, in upstream's order: a splat shuffled
/// with itself, an interleaving mask, a 0-D shuffle picking one operand.
pub(super) fn canonicalize_shuffle(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    shuffle_splat(rw, op) || shuffle_interleave(rw, op) || shuffle_0d(rw, op)
}

/// A shuffle of two operands of one type `n`, 0-D or 1-D, whose mask is
/// `[0, n, 1, n + 1, ...]` into a fixed 1-D result is `vector.interleave`.
fn shuffle_interleave(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (v1, v2) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let result = ty(rw.body, rw.body.results(op)[0]);
    let Some(shape) = vector_shape(ctx, result) else { return false };
    let scalable = matches!(ctx.type_kind(result), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    if shape.len() != 1 || scalable || ty(rw.body, v1) != ty(rw.body, v2) {
        return false;
    }
    let elements: i64 = vector_shape(ctx, ty(rw.body, v1)).map_or(1, |s| s.iter().product());
    if elements * 2 != shape[0] {
        return false;
    }
    let Some(mask) = ShuffleOp(op).mask(ctx, rw.body).and_then(|a| int_array(ctx, a)) else { return false };
    if !(0..elements).all(|i| mask[2 * i as usize] == i && mask[2 * i as usize + 1] == elements + i) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = InterleaveOp::create(ctx, rw.body, loc, v1, v2, result).0;
    result_of(rw, op, new)
}

/// A shuffle of 0-D operands with a one-element mask is a broadcast of the
/// operand it picks.
fn shuffle_0d(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (v1, v2) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    if !vector_shape(ctx, ty(rw.body, v1)).is_some_and(|s| s.is_empty()) {
        return false;
    }
    let Some(mask) = ShuffleOp(op).mask(ctx, rw.body).and_then(|a| int_array(ctx, a)) else { return false };
    let &[pick] = mask.as_slice() else { return false };
    let element = ctx.element_type(ty(rw.body, v1)).unwrap_or(ty(rw.body, v1));
    let t = ctx.ty(TypeKind::Vector { shape: vec![1], scalable: vec![false], element });
    let source = if pick == 0 { v1 } else { v2 };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = BroadcastOp::create(ctx, rw.body, loc, source, t).0;
    result_of(rw, op, new)
}

/// A shuffle of one `vector.splat` with itself is a splat of the result
/// type.
fn shuffle_splat(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (v1, v2) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let (Some(a), Some(b)) = (def_named(ctx, rw.body, v1, SplatOp::NAME), def_named(ctx, rw.body, v2, SplatOp::NAME))
    else {
        return false;
    };
    let scalar = rw.body.operands(a)[0];
    if rw.body.operands(b)[0] != scalar {
        return false;
    }
    let (t, loc) = (ty(rw.body, rw.body.results(op)[0]), rw.body.op(op).loc);
    rw.set_insertion_point_before(op);
    let new = SplatOp::create(ctx, rw.body, loc, scalar, t).0;
    result_of(rw, op, new)
}

/// A `multi_reduction` (not under `vector.mask`) whose reduced dimensions
/// all have size 1 (or that reduces none) is its source, reshaped to the
/// accumulator's type, combined with the accumulator.
pub(super) fn canonicalize_multi_reduction(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if rw.body.parent_of_op(op).is_some_and(|p| ctx.str(rw.body.op(p).name) == MaskOp::NAME) {
        return false;
    }
    let m = MultiDimReductionOp(op);
    let (source, acc) = (m.source(rw.body), m.acc(rw.body));
    let Some(shape) = vector_shape(ctx, ty(rw.body, source)) else { return false };
    let Some(dims) = m.reduction_dims(ctx, rw.body).and_then(|a| int_array(ctx, a)) else { return false };
    if dims.iter().any(|&d| usize::try_from(d).ok().and_then(|d| shape.get(d)) != Some(&1)) {
        return false;
    }
    let Some(kind) = m.kind(ctx, rw.body).and_then(|a| COMBINING_KIND.bits_of(ctx, a)) else { return false };
    let t = ty(rw.body, acc);
    let element = ctx.element_type(t).unwrap_or(t);
    let float = matches!(ctx.type_kind(element), TypeKind::Float(_));
    let Some((name, _)) = super::canonicalize::combining_op(kind, float) else { return false };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let reshaped = if ty(rw.body, source) == t {
        source
    } else if vector_shape(ctx, t).is_some() {
        let cast = ShapeCastOp::create(ctx, rw.body, loc, source, t).0;
        rw.insert(cast);
        rw.body.results(cast)[0]
    } else {
        let values = vec![0u128; shape.len()];
        let pos = ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(64), values });
        let e = ExtractOp::create(ctx, rw.body, loc, source, Vec::new(), t, pos).0;
        rw.insert(e);
        rw.body.results(e)[0]
    };
    let result = super::canonicalize::create_simple(rw, name, loc, vec![acc, reshaped], t, None);
    rw.replace_op(op, &[result]);
    true
}

/// A fixed-size `vector.step` is the constant `[0, 1, ..., n - 1]`.
pub(super) fn fold_step(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let t = ty(body, body.results(op)[0]);
    let Some(n) = super::fold::vector_len(cx.ctx, t) else { return Folded::Failure };
    cf::build(cx.ctx, t, Elems::Dense((0..n as u128).collect())).map_or(Folded::Failure, Folded::attr)
}

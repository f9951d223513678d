//! Folders of the tensor ops, as upstream's `--canonicalize` applies them:
//! `dim` of known sizes (static, or the size operands of the op that made
//! the tensor), `rank` of ranked tensors, casts of casts, `extract` of
//! tensors whose elements are known, and `from_elements` and `splat` of
//! constants.

use super::*;
use crate::dialects::arith::constfold as cf;
use crate::ir::{AttrKind, Attribute};
use crate::rewrite::{FoldCx, Folded};

fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.int_attr(ctx.index_type(), v)
}

fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// The operand holding the size of dynamic dimension `dim` of `shape`
/// among an op's dynamic size operands.
fn dynamic_size(shape: &[i64], sizes: &[crate::ir::ValueId], dim: usize) -> Option<crate::ir::ValueId> {
    let k = shape[..dim].iter().filter(|&&d| d == DYNAMIC).count();
    sizes.get(k).copied()
}

/// `tensor.dim` with a constant index: a static size, or the size operand
/// of the `generate` that made the tensor (as upstream's folder: a `dim` of
/// `empty` is a canonicalization pattern, one of `splat` stays).
pub(super) fn fold_dim(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let Some(index) = int_of(ctx, cx.constant(1)) else { return Folded::Failure };
    let source = body.operands(op)[0];
    let Some((shape, _)) = ranked(ctx, body.value_type(source)) else { return Folded::Failure };
    if index < 0 || index as usize >= shape.len() {
        return Folded::Failure;
    }
    let dim = index as usize;
    if shape[dim] != DYNAMIC {
        return Folded::attr(index_attr(ctx, shape[dim]));
    }
    let shape = shape.to_vec();
    let Some(def) = body.defining_op(source) else { return Folded::Failure };
    let sizes: &[_] = match ctx.str(body.op(def).name) {
        GenerateOp::NAME => body.operands(def),
        ExtractSliceOp::NAME => return fold_dim_of_extract_slice(ctx, body, def, dim),
        _ => return Folded::Failure,
    };
    match dynamic_size(&shape, sizes, dim) {
        Some(v) => Folded::value(v),
        None => Folded::Failure,
    }
}

/// The size operand of dimension `dim` of an `extract_slice` that drops no
/// dimension (upstream leaves rank-reducing ones to
/// `resolve-shaped-type-result-dims`).
fn fold_dim_of_extract_slice(ctx: &Context, body: &Body, slice: OpId, dim: usize) -> Folded {
    let source = body.operands(slice)[0];
    let result = body.results(slice)[0];
    let rank = |v| ranked(ctx, body.value_type(v)).map(|(s, _)| s.len());
    if rank(source) != rank(result) {
        return Folded::Failure;
    }
    let sizes = crate::dialects::memref::statics_of(ctx, body, slice, "static_sizes");
    if sizes.get(dim) != Some(&DYNAMIC) {
        return Folded::Failure;
    }
    match dynamic_size(&sizes, ExtractSliceOp(slice).sizes(ctx, body), dim) {
        Some(v) => Folded::value(v),
        None => Folded::Failure,
    }
}

/// `tensor.rank` of a ranked tensor.
pub(super) fn fold_rank(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    match ranked(cx.ctx, body.value_type(body.operands(op)[0])) {
        Some((s, _)) => Folded::attr(index_attr(cx.ctx, s.len() as i64)),
        None => Folded::Failure,
    }
}

/// A cast to the same type is its source; a cast of a cast whose types
/// only make dimensions more dynamic than the source's takes the inner
/// cast's source.
/// A bitcast to its own type is its source.
pub(super) fn fold_bitcast(_: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let source = body.operands(op)[0];
    if body.value_type(source) == body.value_type(body.results(op)[0]) {
        Folded::value(source)
    } else {
        Folded::Failure
    }
}

pub(super) fn fold_cast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let source = body.operands(op)[0];
    let result_ty = body.value_type(body.results(op)[0]);
    if body.value_type(source) == result_ty {
        return Folded::value(source);
    }
    let Some(inner) = body.defining_op(source).filter(|&d| ctx.str(body.op(d).name) == CastOp::NAME) else {
        return Folded::Failure;
    };
    let inner_source = body.operands(inner)[0];
    let (a, b, c) = (body.value_type(inner_source), body.value_type(source), result_ty);
    // Upstream's `joinShapes` test: folding must not lose static information
    // the intermediate type had that the final type lacks.
    if a == c || (more_static_or_equal(ctx, a, b) && more_static_or_equal(ctx, b, c)) {
        body.set_operand(op, 0, inner_source);
        return Folded::InPlace;
    }
    Folded::Failure
}

/// Whether `a` knows every static size `b` knows (unranked knows none).
fn more_static_or_equal(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (_, None) => true,
        (None, Some(_)) => false,
        (Some((x, _)), Some((y, _))) => x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| q == DYNAMIC || p == q),
    }
}

/// `tensor.extract` at constant indices of a `from_elements` or a dense
/// constant (upstream leaves `tensor.splat` sources alone).
pub(super) fn fold_extract(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let source = body.operands(op)[0];
    let n = body.operands(op).len() - 1;
    let indices: Option<Vec<i64>> = (1..=n).map(|i| int_of(ctx, cx.constant(i))).collect();
    if let Some(def) = body.defining_op(source).filter(|&d| ctx.str(body.op(d).name) == FromElementsOp::NAME) {
        let Some((shape, _)) = ranked(ctx, body.value_type(source)) else { return Folded::Failure };
        let Some(indices) = indices else { return Folded::Failure };
        let Some(flat) = linear_index(shape, &indices) else { return Folded::Failure };
        return body.operands(def).get(flat).map_or(Folded::Failure, |&v| Folded::value(v));
    }
    // A dense constant: its element at constant indices.
    let (Some(value), Some(indices)) = (cx.constant(0), indices) else { return Folded::Failure };
    let Some((shape, _)) = ranked(ctx, body.value_type(source)) else { return Folded::Failure };
    let Some(flat) = linear_index(shape, &indices) else { return Folded::Failure };
    let Some(bits) = cf::elems(ctx, value).and_then(|e| match e {
        cf::Elems::Dense(v) => v.get(flat).copied(),
        cf::Elems::Splat(b) => Some(b),
        cf::Elems::Scalar(_) => None,
    }) else {
        return Folded::Failure;
    };
    let result_ty = body.value_type(body.results(op)[0]);
    cf::build(ctx, result_ty, cf::Elems::Scalar(bits)).map_or(Folded::Failure, Folded::attr)
}

/// The row-major position of `indices` in `shape`, when in bounds.
fn linear_index(shape: &[i64], indices: &[i64]) -> Option<usize> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut flat = 0i64;
    for (&d, &i) in shape.iter().zip(indices) {
        if i < 0 || i >= d {
            return None;
        }
        flat = flat * d + i;
    }
    usize::try_from(flat).ok()
}

/// A concat of one input of the result's type is that input.
pub(super) fn fold_concat(_: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ops = body.operands(op);
    if ops.len() == 1 && body.value_type(ops[0]) == body.value_type(body.results(op)[0]) {
        return Folded::value(ops[0]);
    }
    Folded::Failure
}

/// A `from_elements` of constants is a dense constant.
pub(super) fn fold_from_elements(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let n = body.operands(op).len();
    let bits: Option<Vec<u128>> = (0..n)
        .map(|i| match cx.constant(i).and_then(|a| cf::elems(cx.ctx, a)) {
            Some(cf::Elems::Scalar(b)) => Some(b),
            _ => None,
        })
        .collect();
    let Some(bits) = bits else { return Folded::Failure };
    let result_ty = body.value_type(body.results(op)[0]);
    cf::build(cx.ctx, result_ty, cf::Elems::Dense(bits)).map_or(Folded::Failure, Folded::attr)
}

/// A statically shaped `splat` of a constant is a splat constant.
pub(super) fn fold_splat(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let Some(cf::Elems::Scalar(bits)) = cx.constant(0).and_then(|a| cf::elems(cx.ctx, a)) else {
        return Folded::Failure;
    };
    let result_ty = body.value_type(body.results(op)[0]);
    if !ranked(cx.ctx, result_ty).is_some_and(|(s, _)| !s.contains(&DYNAMIC)) {
        return Folded::Failure;
    }
    cf::build(cx.ctx, result_ty, cf::Elems::Splat(bits)).map_or(Folded::Failure, Folded::attr)
}

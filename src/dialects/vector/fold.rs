//! Folders of the vector ops, as upstream's `--canonicalize` applies them:
//! identity casts, broadcasts and transposes fold away, chains of shape
//! casts, bitcasts, broadcasts and transposes compose, memory accesses
//! read through `memref.cast`, and transfers learn which dimensions are in
//! bounds and drop all-true masks.

use super::*;
use crate::dialects::arith::constfold as cf;
use crate::dialects::memref::fold::{def_named, fold_memref_cast};
use crate::ir::{Body, OpId, ValueId};
use crate::opdef::ods::attr;
use crate::rewrite::{FoldCx, Folded};

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

fn source_and_result(body: &Body, op: OpId) -> (ValueId, Type) {
    (body.operands(op)[0], ty(body, body.results(op)[0]))
}

pub(super) fn vector_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
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

/// A broadcast to its own type. (A broadcast of a broadcast is a
/// canonicalization pattern upstream, not a fold.)
pub(super) fn fold_broadcast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let (source, result_ty) = source_and_result(body, op);
    if ty(body, source) == result_ty {
        return Folded::value(source);
    }
    // A constant scalar or splat becomes a splat of the result type.
    match cx.constant(0).and_then(|a| cf::elems(cx.ctx, a)) {
        Some(cf::Elems::Scalar(b) | cf::Elems::Splat(b)) => {
            cf::build(cx.ctx, result_ty, cf::Elems::Splat(b)).map_or(Folded::Failure, Folded::attr)
        }
        _ => Folded::Failure,
    }
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
/// of a bitcast casts the inner source; integer splats widen.
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
    widen_integer_splat(cx, body, op).map_or(Folded::Failure, Folded::attr)
}

/// A bitcast of an integer splat constant to a wider integer element whose
/// width is a multiple of the source's is a splat of the repeated bits.
fn widen_integer_splat(cx: &FoldCx<'_>, body: &Body, op: OpId) -> Option<Attribute> {
    let ctx = cx.ctx;
    let (source, result_ty) = source_and_result(body, op);
    let cf::Elems::Splat(b) = cf::elems(ctx, cx.constant(0)?)? else { return None };
    let width = |t: Type| match ctx.type_kind(ctx.element_type(t)?) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    };
    let (from, to) = (width(ty(body, source))?, width(result_ty)?);
    if from == 0 || to <= from || to % from != 0 || to > 128 {
        return None;
    }
    let bits = if from >= 128 { b } else { b & ((1u128 << from) - 1) };
    let splat = (0..to / from).fold(0u128, |acc, k| acc | bits << (k * from));
    cf::build(ctx, result_ty, cf::Elems::Splat(splat))
}

/// An identity transpose folds away, a transpose of a splat constant is
/// that splat. (A transpose of a transpose is a canonicalization pattern
/// upstream, not a fold.)
pub(super) fn fold_transpose(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let result_ty = ty(body, body.results(op)[0]);
    if let Some(cf::Elems::Splat(b)) = cx.constant(0).and_then(|a| cf::elems(ctx, a)) {
        if let Some(a) = cf::build(ctx, result_ty, cf::Elems::Splat(b)) {
            return Folded::attr(a);
        }
    }
    let Some(p) = TransposeOp(op).permutation(ctx, body).and_then(|a| dense_i64(ctx, a)) else {
        return Folded::Failure;
    };
    if p.iter().enumerate().all(|(i, &x)| x == i as i64) {
        return Folded::value(body.operands(op)[0]);
    }
    Folded::Failure
}

// ---- element access and constants -------------------------------------------------

/// The static position of an extract or insert (`DYNAMIC` for a value).
pub(super) fn static_position(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    crate::opdef::ods::attr(ctx, body, op, crate::static_ident!(ctx, "static_position"))
        .and_then(|a| dense_i64(ctx, a))
        .unwrap_or_default()
}

fn has_dynamic_position(ctx: &Context, body: &Body, op: OpId) -> bool {
    static_position(ctx, body, op).contains(&crate::ir::DYNAMIC)
}

fn rank_of(ctx: &Context, t: Type) -> usize {
    vector_shape(ctx, t).map_or(0, |s| s.len())
}

pub(super) fn set_static_position(ctx: &Context, body: &mut Body, op: OpId, pos: &[i64]) {
    let values = pos.iter().map(|&v| v as u64 as u128).collect();
    let attr = ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(64), values });
    crate::opdef::ods::set_attr(ctx, body, op, "static_position", attr);
}

/// A positionless extract of the whole vector; then, with a static
/// position, extracts of extracts compose, inserts are looked through, and
/// extracts of broadcasts read the broadcast source.
pub(super) fn fold_extract(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let (source, result_ty) = source_and_result(body, op);
    let pos = static_position(ctx, body, op);
    if pos.is_empty() && ty(body, source) == result_ty {
        return Folded::value(source);
    }
    if has_dynamic_position(ctx, body, op) {
        return Folded::Failure;
    }
    if extract_of_extract(ctx, body, op) {
        return Folded::InPlace;
    }
    match extract_through_inserts(ctx, body, op) {
        Some(Folded::Failure) | None => {}
        Some(f) => return f,
    }
    match extract_of_broadcast(ctx, body, op) {
        Folded::Failure
            if extract_of_shape_cast(ctx, body, op) || super::strided::extract_of_strided(ctx, body, op, &pos) =>
        {
            Folded::InPlace
        }
        f => f,
    }
}

/// Upstream `foldExtractFromShapeCast`: an extract of a shape cast reads
/// the cast's source at the same linear position, when the extracted
/// vector's dimensions are the trailing ones of the source.
fn extract_of_shape_cast(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let vector = body.operands(op)[0];
    let Some(cast) = def_named(ctx, body, vector, ShapeCastOp::NAME) else { return false };
    let source = body.operands(cast)[0];
    let (Some(src), Some(cast_shape)) = (vector_shape(ctx, ty(body, source)), vector_shape(ctx, ty(body, vector)))
    else {
        return false;
    };
    let result_shape = vector_shape(ctx, ty(body, body.results(op)[0])).unwrap_or_default();
    let dest_rank = result_shape.len();
    if src.is_empty() || cast_shape.is_empty() || dest_rank > src.len() {
        return false;
    }
    // The n-th dimension from the innermost.
    let rev = |shape: &[i64], n: usize| shape[shape.len() - 1 - n];
    if (0..dest_rank).any(|i| rev(&src, i) != rev(&result_shape, i)) {
        return false;
    }
    let pos = static_position(ctx, body, op);
    let (mut linear, mut stride) = (0i64, 1i64);
    for (i, &p) in pos.iter().rev().enumerate() {
        linear += p * stride;
        stride *= rev(&cast_shape, i + dest_rank);
    }
    let outer = src.len() - dest_rank;
    let mut strides: Vec<i64> = Vec::with_capacity(outer);
    stride = 1;
    for i in 0..outer {
        strides.push(stride);
        stride *= rev(&src, i + dest_rank);
    }
    let new_pos: Vec<i64> = strides
        .iter()
        .rev()
        .map(|&s| {
            let p = linear / s;
            linear %= s;
            p
        })
        .collect();
    body.set_operand(op, 0, source);
    set_static_position(ctx, body, op, &new_pos);
    true
}

/// A reduction of a 1-D vector over no dimension is its source.
pub(super) fn fold_multi_reduction(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let source = body.operands(op)[0];
    let reduced = attr(ctx, body, op, crate::static_ident!(ctx, "reduction_dims")).and_then(|a| int_array(ctx, a));
    match (vector_shape(ctx, ty(body, source)), reduced) {
        (Some(shape), Some(dims)) if shape.len() == 1 && !dims.contains(&0) => Folded::value(source),
        _ => Folded::Failure,
    }
}

/// `extract(extract(v, p), q)` reads `v` at `p ++ q`.
fn extract_of_extract(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    let mut changed = false;
    while let Some(inner) = def_named(ctx, body, body.operands(op)[0], ExtractOp::NAME) {
        if has_dynamic_position(ctx, body, inner) {
            break;
        }
        let mut pos = static_position(ctx, body, inner);
        pos.extend(static_position(ctx, body, op));
        let inner_source = body.operands(inner)[0];
        body.set_operand(op, 0, inner_source);
        set_static_position(ctx, body, op, &pos);
        changed = true;
    }
    changed
}

/// Whether `a` and `b` agree wherever both are static.
fn agree_where_static(a: &[i64], b: &[i64]) -> bool {
    a.iter().zip(b).all(|(&x, &y)| x < 0 || y < 0 || x == y)
}

/// Upstream `ExtractFromInsertTransposeChainState`: walk the chain of
/// inserts and transposes the extracted vector comes from. The position is
/// tracked over all dimensions (negative sentinels stand for the ones not
/// extracted) and permuted through transposes; an insert at the extracted
/// position gives its source, one at a prefix of it is read inside, one
/// elsewhere is skipped. The fold applies only when no transpose moved a
/// non-extracted dimension to the front. `None`: nothing to fold.
fn extract_through_inserts(ctx: &Context, body: &mut Body, op: OpId) -> Option<Folded> {
    let original = body.operands(op)[0];
    let mut pos = static_position(ctx, body, op);
    let mut extracted = pos.len();
    let rank = rank_of(ctx, ty(body, original));
    let sentinels: Vec<i64> = (0..rank.saturating_sub(extracted)).map(|i| -(i as i64 + 1)).collect();
    pos.extend(&sentinels);
    let can_fold = |pos: &[i64], extracted: usize| pos[extracted..] == sentinels[..];
    let mut from = original;
    loop {
        if let Some(t) = def_named(ctx, body, from, TransposeOp::NAME) {
            let perm = attr(ctx, body, t, crate::static_ident!(ctx, "permutation")).and_then(|a| dense_i64(ctx, a))?;
            if perm.len() != pos.len() {
                return None;
            }
            let mut permuted = vec![0; pos.len()];
            for (j, &p) in perm.iter().enumerate() {
                *permuted.get_mut(usize::try_from(p).ok()?)? = pos[j];
            }
            pos = permuted;
            from = body.operands(t)[0];
            continue;
        }
        let Some(insert) = def_named(ctx, body, from, InsertOp::NAME) else { break };
        let inserted = static_position(ctx, body, insert);
        let insert_source = body.operands(insert)[0];
        if inserted == pos[..extracted] && can_fold(&pos, extracted) {
            return Some(Folded::value(insert_source));
        }
        if inserted.len() <= pos.len() && pos[..inserted.len()] == inserted[..] {
            pos.drain(..inserted.len());
            extracted = pos.len() - sentinels.len();
            from = insert_source;
            break;
        }
        if agree_where_static(&pos, &inserted) {
            return None;
        }
        from = body.operands(insert)[1];
    }
    if from == original || !can_fold(&pos, extracted) {
        return None;
    }
    body.set_operand(op, 0, from);
    set_static_position(ctx, body, op, &pos[..extracted]);
    Some(Folded::InPlace)
}

/// An extract of a broadcast (or splat) reads the broadcast source: the
/// source itself when the types agree, else at the position stripped of
/// broadcast dimensions.
fn extract_of_broadcast(ctx: &Context, body: &mut Body, op: OpId) -> Folded {
    let vector = body.operands(op)[0];
    let Some(def) =
        def_named(ctx, body, vector, BroadcastOp::NAME).or_else(|| def_named(ctx, body, vector, SplatOp::NAME))
    else {
        return Folded::Failure;
    };
    let source = body.operands(def)[0];
    let result_ty = ty(body, body.results(op)[0]);
    let source_ty = ty(body, source);
    if source_ty == result_ty {
        return Folded::value(source);
    }
    let (src_rank, res_rank) = (rank_of(ctx, source_ty), rank_of(ctx, result_ty));
    if res_rank >= src_rank || ctx.str(body.op(def).name) != BroadcastOp::NAME {
        return Folded::Failure;
    }
    let (Some(src_shape), Some(dst_shape)) = (vector_shape(ctx, source_ty), vector_shape(ctx, ty(body, vector))) else {
        return Folded::Failure;
    };
    if let Some(res_shape) = vector_shape(ctx, result_ty) {
        if res_shape[..] != src_shape[src_rank - res_rank..] {
            return Folded::Failure;
        }
    }
    let rank_diff = dst_shape.len() - src_rank;
    let mut pos = static_position(ctx, body, op);
    for (i, p) in pos.iter_mut().enumerate().skip(rank_diff) {
        // Dimensions stretched from size 1 read index 0.
        if src_shape[i - rank_diff] == 1 && dst_shape[i] != 1 {
            *p = 0;
        }
    }
    let keep = src_rank - res_rank;
    if pos.len() < keep {
        return Folded::Failure;
    }
    let pos = pos.split_off(pos.len() - keep);
    body.set_operand(op, 0, source);
    set_static_position(ctx, body, op, &pos);
    Folded::InPlace
}

/// An element of a splat or scalar broadcast, or at a constant position of
/// a constant vector.
pub(super) fn fold_extractelement(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let operands = body.operands(op);
    // Upstream folds only at a constant position (so never a 0-D vector).
    let Some(p) = cx.constant(1) else { return Folded::Failure };
    let vector = operands[0];
    if let Some(splat) = def_named(ctx, body, vector, SplatOp::NAME) {
        return Folded::value(body.operands(splat)[0]);
    }
    if let Some(b) = def_named(ctx, body, vector, BroadcastOp::NAME) {
        let source = body.operands(b)[0];
        if vector_shape(ctx, ty(body, source)).is_none() {
            return Folded::value(source);
        }
    }
    let Some(v) = cx.constant(0) else { return Folded::Failure };
    let (Some(elems), Some(p)) = (cf::elems(ctx, v), cf::elems(ctx, p).and_then(|e| e.single())) else {
        return Folded::Failure;
    };
    let n = vector_len(ctx, ty(body, vector));
    let p_width = ctx.int_info(ty(body, operands[1])).map_or(64, |(w, _)| w);
    let Ok(i) = usize::try_from(cf::sext(p, p_width)) else { return Folded::Failure };
    let Some(bits) = n.filter(|&n| i < n).and_then(|_| element_at(&elems, i)) else { return Folded::Failure };
    cf::build(ctx, ty(body, body.results(op)[0]), cf::Elems::Scalar(bits)).map_or(Folded::Failure, Folded::attr)
}

/// The number of elements of a fixed-size vector.
pub(super) fn vector_len(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } if !scalable.iter().any(|&s| s) => {
            shape.iter().try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))
        }
        _ => None,
    }
}

pub(super) fn element_at(e: &cf::Elems, i: usize) -> Option<u128> {
    match e {
        cf::Elems::Dense(v) => v.get(i).copied(),
        cf::Elems::Splat(b) => Some(*b),
        cf::Elems::Scalar(_) => None,
    }
}

/// A positionless insert of a whole vector is that vector.
pub(super) fn fold_insert(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let source = body.operands(op)[0];
    let no_position = static_position(cx.ctx, body, op).is_empty();
    if no_position && ty(body, source) == ty(body, body.results(op)[0]) {
        return Folded::value(source);
    }
    Folded::Failure
}

/// A constant inserted into a constant vector at a constant position.
pub(super) fn fold_insertelement(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let operands = body.operands(op);
    if operands.len() < 3 {
        return Folded::Failure;
    }
    let (Some(s), Some(d), Some(p)) = (cx.constant(0), cx.constant(1), cx.constant(2)) else {
        return Folded::Failure;
    };
    let (Some(s), Some(d), Some(p)) =
        (cf::elems(ctx, s).and_then(|e| e.single()), cf::elems(ctx, d), cf::elems(ctx, p).and_then(|e| e.single()))
    else {
        return Folded::Failure;
    };
    let result_ty = ty(body, body.results(op)[0]);
    let Some(n) = vector_len(ctx, result_ty) else { return Folded::Failure };
    let p_width = ctx.int_info(ty(body, operands[2])).map_or(64, |(w, _)| w);
    let Some(i) = usize::try_from(cf::sext(p, p_width)).ok().filter(|&i| i < n) else { return Folded::Failure };
    let Some(mut values) = (0..n).map(|k| element_at(&d, k)).collect::<Option<Vec<u128>>>() else {
        return Folded::Failure;
    };
    values[i] = s;
    cf::build(ctx, result_ty, cf::Elems::Dense(values)).map_or(Folded::Failure, Folded::attr)
}

/// A splat of a constant scalar is a splat constant.
pub(super) fn fold_splat(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let Some(cf::Elems::Scalar(b)) = cx.constant(0).and_then(|a| cf::elems(cx.ctx, a)) else {
        return Folded::Failure;
    };
    cf::build(cx.ctx, ty(body, body.results(op)[0]), cf::Elems::Splat(b)).map_or(Folded::Failure, Folded::attr)
}

// ---- transfers ----------------------------------------------------------------------

/// Where the parts of a transfer are among its operands.
struct TransferLayout {
    source: usize,
    indices: usize,
    vector_ty: Type,
}

fn transfer_layout(cx: &FoldCx<'_>, body: &Body, op: OpId) -> TransferLayout {
    if cx.ctx.str(body.op(op).name) == TransferReadOp::NAME {
        TransferLayout { source: 0, indices: 1, vector_ty: ty(body, body.results(op)[0]) }
    } else {
        TransferLayout { source: 1, indices: 2, vector_ty: ty(body, body.operands(op)[0]) }
    }
}

/// Upstream `foldTransferInBoundsAttribute`: a dimension read at a constant
/// index of a static source dimension, ending inside it, is in bounds.
fn fold_transfer_in_bounds(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> bool {
    let ctx = cx.ctx;
    let l = transfer_layout(cx, body, op);
    let Some(map) = map_attr(ctx, body, op) else { return false };
    let Some(mut bounds) = attr(ctx, body, op, crate::static_ident!(ctx, "in_bounds")).and_then(|a| bools(ctx, a))
    else {
        return false;
    };
    let source_shape = ctx.shaped_parts(ty(body, body.operands(op)[l.source])).map(|(s, _)| s.to_vec());
    let (Some(source_shape), Some(vector_shape)) = (source_shape, vector_shape(ctx, l.vector_ty)) else {
        return false;
    };
    if map.num_results() == 0 || bounds.len() != map.num_results() {
        return false;
    }
    let mut changed = false;
    for (i, result) in map.results.iter().enumerate() {
        let Some(d) = result.as_dim().filter(|_| !bounds[i]) else { continue };
        let index = cx.constant(l.indices + d).and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
            _ => None,
        });
        let (Some(index), Some(&size), Some(&len)) = (index, source_shape.get(d), vector_shape.get(i)) else {
            continue;
        };
        if size != crate::ir::DYNAMIC && index.checked_add(len).is_some_and(|end| end <= size) {
            bounds[i] = true;
            changed = true;
        }
    }
    if changed {
        crate::opdef::ods::set_attr(ctx, body, op, "in_bounds", bool_array(ctx, &bounds));
    }
    changed
}

/// Whether the mask operand `mask_index` of a transfer is known to be all
/// set: a constant, or a `constant_mask` covering every dimension
/// (upstream `getMaskFormat`).
fn mask_all_true(cx: &FoldCx<'_>, body: &Body, op: OpId, mask_index: usize) -> bool {
    let ctx = cx.ctx;
    if let Some(a) = cx.constant(mask_index) {
        return match cf::elems(ctx, a) {
            Some(cf::Elems::Splat(b)) => b & 1 == 1,
            Some(cf::Elems::Dense(v)) => !v.is_empty() && v.iter().all(|b| b & 1 == 1),
            _ => false,
        };
    }
    let mask = body.operands(op)[mask_index];
    let Some(cm) = def_named(ctx, body, mask, ConstantMaskOp::NAME) else { return false };
    let sizes = ConstantMaskOp(cm).mask_dim_sizes(ctx, body).and_then(|a| int_array(ctx, a));
    match (sizes, vector_shape(ctx, ty(body, mask))) {
        (Some(sizes), Some(shape)) => sizes.len() == shape.len() && sizes.iter().zip(&shape).all(|(s, d)| s >= d),
        _ => false,
    }
}

/// Upstream `foldTransferFullMask`: an all-true mask is dropped.
fn fold_transfer_full_mask(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> bool {
    let ctx = cx.ctx;
    let (spec, mask) = if ctx.str(body.op(op).name) == TransferReadOp::NAME {
        (TransferReadOp::spec(), TransferReadOp(op).mask(ctx, body))
    } else {
        (TransferWriteOp::spec(), TransferWriteOp(op).mask(ctx, body))
    };
    let Some(mask) = mask else { return false };
    let Some(index) = body.operands(op).iter().rposition(|&v| v == mask) else { return false };
    if !mask_all_true(cx, body, op, index) {
        return false;
    }
    spec.erase_operand(ctx, body, op, index);
    true
}

/// `vector.transfer_read` and `transfer_write`, one change per call as
/// upstream: dimensions statically in bounds are marked so, an all-true
/// mask is dropped, `memref.cast` sources are read through.
pub(super) fn fold_transfer(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let changed = fold_transfer_in_bounds(cx, body, op)
        || fold_transfer_full_mask(cx, body, op)
        || fold_memref_cast(cx.ctx, body, op, None);
    if changed {
        return Folded::InPlace;
    }
    match read_after_write(cx, body, op) {
        Some(v) => Folded::value(v),
        None => Folded::Failure,
    }
}

/// The operands of a transfer: its indices, its mask, and whether it has a
/// dimension out of bounds.
struct TransferParts {
    indices: Vec<ValueId>,
    masked: bool,
    out_of_bounds: bool,
}

fn transfer_parts(ctx: &Context, body: &Body, op: OpId) -> Option<TransferParts> {
    let read = ctx.str(body.op(op).name) == TransferReadOp::NAME;
    let (start, mask) =
        if read { (1, TransferReadOp(op).mask(ctx, body)) } else { (2, TransferWriteOp(op).mask(ctx, body)) };
    let source = body.operands(op)[start - 1];
    let rank = ctx.shaped_parts(ty(body, source))?.0.len();
    let indices = body.operands(op).get(start..start + rank)?.to_vec();
    let bounds = attr(ctx, body, op, crate::static_ident!(ctx, "in_bounds")).and_then(|a| bools(ctx, a))?;
    Some(TransferParts { indices, masked: mask.is_some(), out_of_bounds: bounds.iter().any(|&b| !b) })
}

/// Upstream's `foldRAW`: a read of a tensor written by a chain of
/// `transfer_write`s is the vector the nearest write of the same place
/// wrote (no masks, that write in bounds, same indices, vector type and
/// map), looking past writes to disjoint places.
fn read_after_write(cx: &FoldCx<'_>, body: &Body, op: OpId) -> Option<ValueId> {
    let ctx = cx.ctx;
    if ctx.str(body.op(op).name) != TransferReadOp::NAME {
        return None;
    }
    let source = body.operands(op)[0];
    if !matches!(ctx.type_kind(ty(body, source)), TypeKind::RankedTensor { .. }) {
        return None;
    }
    let read = transfer_parts(ctx, body, op)?;
    let read_ty = ty(body, body.results(op)[0]);
    let read_map = map_attr(ctx, body, op);
    let mut write = body.defining_op(source).filter(|&w| ctx.str(body.op(w).name) == TransferWriteOp::NAME);
    while let Some(w) = write {
        let written = transfer_parts(ctx, body, w)?;
        let write_ty = ty(body, body.operands(w)[0]);
        if !written.out_of_bounds
            && !written.masked
            && !read.masked
            && written.indices == read.indices
            && write_ty == read_ty
            && map_attr(ctx, body, w) == read_map
        {
            return Some(body.operands(w)[0]);
        }
        if !disjoint_transfers(cx, body, (&written, write_ty), (&read, read_ty)) {
            return None;
        }
        let next = body.operands(w)[1];
        write = body.defining_op(next).filter(|&d| ctx.str(body.op(d).name) == TransferWriteOp::NAME);
    }
    None
}

/// Upstream's `isDisjointTransferIndices` without bounds: two transfers of
/// one vector type touch disjoint places when a leading (not transferred)
/// index differs as constants, or a transferred one differs by at least
/// the vector's size along it.
fn disjoint_transfers(cx: &FoldCx<'_>, body: &Body, a: (&TransferParts, Type), b: (&TransferParts, Type)) -> bool {
    let ctx = cx.ctx;
    if a.1 != b.1 {
        return false;
    }
    let Some(vector) = vector_shape(ctx, a.1) else { return false };
    let Some(leading) = a.0.indices.len().checked_sub(vector.len()) else { return false };
    let constant =
        |v: ValueId| crate::rewrite::value_int(ctx, cx.registry, body, v).and_then(|i| i64::try_from(i).ok());
    for (i, (&x, &y)) in a.0.indices.iter().zip(&b.0.indices).enumerate() {
        let (Some(x), Some(y)) = (constant(x), constant(y)) else { continue };
        if i < leading {
            if x != y {
                return true;
            }
        } else if x.abs_diff(y) >= vector[i - leading].unsigned_abs() {
            return true;
        }
    }
    false
}

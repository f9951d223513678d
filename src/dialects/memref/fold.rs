//! Folders of the memref ops, as upstream's `--canonicalize` applies them:
//! `memref.cast` operands folded into their users, identity and composed
//! casts, `dim` and `rank` of known shapes, no-op subviews, reshapes that
//! undo each other and reinterpret casts of casts.

use super::layout::{memref_parts, memref_rank_reduction_mask, MemRefParts};
use super::syntax::i64_values;
use super::*;
use crate::dialects::gpu;
use crate::ir::{AttrKind, Attribute, Context, TypeKind, ValueId, DYNAMIC};
use crate::rewrite::{FoldCx, Folded};

/// An entry of an offsets, sizes or strides list: static, or an SSA value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ofr {
    Static(i64),
    Value(ValueId),
}

/// The mixed list of a static attribute and its operand group: each
/// `DYNAMIC` entry stands for the next value.
pub fn mixed(statics: &[i64], values: &[ValueId]) -> Vec<Ofr> {
    let mut next = values.iter();
    statics
        .iter()
        .map(|&s| match (s == DYNAMIC, next.clone().next()) {
            (true, Some(&v)) => {
                next.next();
                Ofr::Value(v)
            }
            _ => Ofr::Static(s),
        })
        .collect()
}

/// The static list and the operand group of a mixed list (the inverse of
/// [`mixed`]).
pub fn split_mixed(list: &[Ofr]) -> (Vec<i64>, Vec<ValueId>) {
    let mut statics = Vec::with_capacity(list.len());
    let mut values = Vec::new();
    for &o in list {
        match o {
            Ofr::Static(s) => statics.push(s),
            Ofr::Value(v) => {
                statics.push(DYNAMIC);
                values.push(v);
            }
        }
    }
    (statics, values)
}

/// The i64 array attribute `name` of `op` (empty when absent).
pub fn statics_of(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    attr(ctx, body, op, name).and_then(|a| i64_values(ctx, a)).unwrap_or_default()
}

/// The defining op of `v` when it is named `name`.
pub fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| ctx.str(body.op(d).name) == name)
}

/// The integer held by an `arith.constant` defining `v` (folders have no
/// registry to ask for other constant-like ops).
pub(crate) fn arith_const(ctx: &Context, body: &Body, v: ValueId) -> Option<i64> {
    let def = def_named(ctx, body, v, "arith.constant")?;
    match ctx.attr_kind(attr(ctx, body, def, crate::static_ident!(ctx, "value"))?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// Whether `ofr` is the constant `c` (upstream's `isConstantIntValue`).
pub(crate) fn ofr_is(ctx: &Context, body: &Body, ofr: Ofr, c: i64) -> bool {
    match ofr {
        Ofr::Static(s) => s == c,
        Ofr::Value(v) => arith_const(ctx, body, v) == Some(c),
    }
}

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

fn index_attr(ctx: &Context, v: i64) -> Attribute {
    ctx.int_attr(ctx.index_type(), v)
}

/// Replace each operand of `op` (except `inner`) defined by a `memref.cast`
/// from a ranked memref by the cast's source (upstream's `foldMemRefCast`).
pub(crate) fn fold_memref_cast(ctx: &Context, body: &mut Body, op: OpId, inner: Option<ValueId>) -> bool {
    let mut folded = false;
    for i in 0..body.operands(op).len() {
        let v = body.operands(op)[i];
        if Some(v) == inner {
            continue;
        }
        let Some(cast) = def_named(ctx, body, v, CastOp::NAME) else { continue };
        let source = body.operands(cast)[0];
        if matches!(ctx.type_kind(ty(body, source)), TypeKind::MemRef { .. }) {
            body.set_operand(op, i, source);
            folded = true;
        }
    }
    folded
}

fn in_place_if(changed: bool) -> Folded {
    if changed {
        Folded::InPlace
    } else {
        Folded::Failure
    }
}

/// Ops whose only folding is taking the sources of `memref.cast` operands.
pub(super) fn fold_operand_casts(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    in_place_if(fold_memref_cast(cx.ctx, body, op, None))
}

/// `memref.store` and `memref.atomic_rmw`: the stored value is left alone.
pub(super) fn fold_stored_operand_casts(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let value = body.operands(op)[0];
    in_place_if(fold_memref_cast(cx.ctx, body, op, Some(value)))
}

/// Upstream's `CastOp::canFoldIntoConsumerOp`: the cast only makes sizes,
/// strides or the offset dynamic.
pub(crate) fn cast_folds_into_consumer(ctx: &Context, body: &Body, cast: OpId) -> bool {
    let (Some(src), Some(dst)) =
        (memref_parts(ctx, ty(body, body.operands(cast)[0])), memref_parts(ctx, ty(body, body.results(cast)[0])))
    else {
        return false;
    };
    if src.shape.len() != dst.shape.len() {
        return false;
    }
    let more_dynamic = |a: i64, b: i64| !(a == DYNAMIC && b != DYNAMIC);
    if !src.shape.iter().zip(dst.shape).all(|(&a, &b)| more_dynamic(a, b)) {
        return false;
    }
    let (Some((ss, so)), Some((ds, d_off))) = (
        layout::strides_and_offset(ctx, ty(body, body.operands(cast)[0])),
        layout::strides_and_offset(ctx, ty(body, body.results(cast)[0])),
    ) else {
        return false;
    };
    more_dynamic(so, d_off) && ss.iter().zip(&ds).all(|(&a, &b)| more_dynamic(a, b))
}

/// `memref.copy`: casts that only make the type more dynamic are skipped.
pub(super) fn fold_copy(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let mut folded = false;
    for i in 0..2 {
        let v = body.operands(op)[i];
        if let Some(cast) = def_named(cx.ctx, body, v, CastOp::NAME) {
            if cast_folds_into_consumer(cx.ctx, body, cast) {
                let source = body.operands(cast)[0];
                body.set_operand(op, i, source);
                folded = true;
            }
        }
    }
    in_place_if(folded)
}

/// A cast of a cast takes the inner source; a cast to its own type folds
/// away (`CastOpInterface`).
pub(super) fn fold_cast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let changed = fold_memref_cast(cx.ctx, body, op, None);
    identity_cast(body, op).unwrap_or(in_place_if(changed))
}

fn identity_cast(body: &Body, op: OpId) -> Option<Folded> {
    let source = body.operands(op)[0];
    (ty(body, source) == ty(body, body.results(op)[0])).then(|| Folded::value(source))
}

/// `memory_space_cast` of a `memory_space_cast` takes the inner source.
pub(super) fn fold_memory_space_cast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let source = body.operands(op)[0];
    let mut changed = false;
    if let Some(parent) = def_named(cx.ctx, body, source, MemorySpaceCastOp::NAME) {
        let inner = body.operands(parent)[0];
        body.set_operand(op, 0, inner);
        changed = true;
    }
    identity_cast(body, op).unwrap_or(in_place_if(changed))
}

/// `memref.rank` of a ranked memref.
pub(super) fn fold_rank(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    match memref_parts(cx.ctx, ty(body, body.operands(op)[0])) {
        Some(p) => Folded::attr(index_attr(cx.ctx, p.shape.len() as i64)),
        None => Folded::Failure,
    }
}

/// The operand holding the size of dynamic dimension `dim` of a type with
/// `shape`, among the op's dynamic size operands `sizes`.
fn dynamic_size(shape: &[i64], sizes: &[ValueId], dim: usize) -> Option<ValueId> {
    let k = shape[..dim].iter().filter(|&&d| d == DYNAMIC).count();
    sizes.get(k).copied()
}

/// `memref.dim` with a constant index: a static size, the dynamic size
/// operand of the allocation (`memref.alloc`, `memref.alloca` or
/// `gpu.alloc`) or view that made the memref, or the dim of a
/// cast's source.
pub(super) fn fold_dim(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let Some(index) = cx.constant(1).and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }) else {
        return Folded::Failure;
    };
    let source = body.operands(op)[0];
    let source_ty = ty(body, source);
    let Some(MemRefParts { shape, .. }) = memref_parts(ctx, source_ty) else { return Folded::Failure };
    if index < 0 || index as usize >= shape.len() {
        return Folded::Failure;
    }
    let dim = index as usize;
    if shape[dim] != DYNAMIC {
        return Folded::attr(index_attr(ctx, shape[dim]));
    }
    let found = body.defining_op(source).and_then(|def| {
        let name = ctx.str(body.op(def).name);
        match name {
            AllocOp::NAME | AllocaOp::NAME => dynamic_size(shape, AllocOp(def).dynamic_sizes(ctx, body), dim),
            // Upstream's `SimplifyDimOfAllocOp` of the gpu dialect.
            gpu::AllocOp::NAME => dynamic_size(shape, gpu::AllocOp(def).dynamic_sizes(ctx, body), dim),
            ViewOp::NAME => dynamic_size(shape, ViewOp(def).sizes(ctx, body), dim),
            SubViewOp::NAME => subview_dim_size(ctx, body, def, dim),
            ReinterpretCastOp::NAME => {
                let statics = statics_of(ctx, body, def, "static_sizes");
                match mixed(&statics, ReinterpretCastOp(def).sizes(ctx, body)).get(dim) {
                    Some(Ofr::Value(v)) => Some(*v),
                    _ => None,
                }
            }
            _ => None,
        }
    });
    match found {
        Some(v) => Folded::value(v),
        None => in_place_if(fold_memref_cast(ctx, body, op, None)),
    }
}

/// The size operand of a subview for result dimension `dim`, skipping the
/// dimensions the subview drops.
fn subview_dim_size(ctx: &Context, body: &Body, sv: OpId, dim: usize) -> Option<ValueId> {
    let sizes = statics_of(ctx, body, sv, "static_sizes");
    let source = ty(body, SubViewOp(sv).source(ctx, body));
    let dropped = memref_rank_reduction_mask(ctx, source, ty(body, body.results(sv)[0]), &sizes)?;
    let source_dim = (0..dropped.len()).filter(|&i| !dropped[i]).nth(dim)?;
    match mixed(&sizes, SubViewOp(sv).sizes(ctx, body)).get(source_dim) {
        Some(Ofr::Value(v)) => Some(*v),
        _ => None,
    }
}

/// A subview that keeps its static source whole, or a zero-offset unit-stride
/// subview of a subview with the same sizes, is its source.
pub(super) fn fold_subview(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let sv = SubViewOp(op);
    let source = sv.source(ctx, body);
    let (source_ty, result_ty) = (ty(body, source), ty(body, sv.result(body)));
    let static_shape = memref_parts(ctx, result_ty).is_some_and(|p| p.shape.iter().all(|&d| d != DYNAMIC));
    if static_shape && result_ty == source_ty {
        return Folded::value(source);
    }
    let Some(inner) = def_named(ctx, body, source, SubViewOp::NAME) else { return Folded::Failure };
    let inner_sizes = mixed(&statics_of(ctx, body, inner, "static_sizes"), SubViewOp(inner).sizes(ctx, body));
    let sizes = mixed(&statics_of(ctx, body, op, "static_sizes"), sv.sizes(ctx, body));
    let offsets = mixed(&statics_of(ctx, body, op, "static_offsets"), sv.offsets(ctx, body));
    let strides = mixed(&statics_of(ctx, body, op, "static_strides"), sv.strides(ctx, body));
    if offsets.iter().all(|&o| ofr_is(ctx, body, o, 0))
        && strides.iter().all(|&s| ofr_is(ctx, body, s, 1))
        && sizes == inner_sizes
        && result_ty == source_ty
    {
        return Folded::value(source);
    }
    Folded::Failure
}

/// A reinterpret cast reads through casts, reinterpret casts and
/// zero-offset subviews of its source; one that changes nothing folds away.
pub(super) fn fold_reinterpret_cast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let source = body.operands(op)[0];
    let prev = body.defining_op(source).and_then(|def| match ctx.str(body.op(def).name) {
        ReinterpretCastOp::NAME | CastOp::NAME => Some(body.operands(def)[0]),
        SubViewOp::NAME => {
            let offsets = mixed(&statics_of(ctx, body, def, "static_offsets"), SubViewOp(def).offsets(ctx, body));
            offsets.iter().all(|&o| ofr_is(ctx, body, o, 0)).then(|| body.operands(def)[0])
        }
        _ => None,
    });
    if let Some(prev) = prev {
        body.set_operand(op, 0, prev);
        return Folded::InPlace;
    }
    let result_ty = ty(body, body.results(op)[0]);
    let static_shape = memref_parts(ctx, result_ty).is_some_and(|p| p.shape.iter().all(|&d| d != DYNAMIC));
    if static_shape && ty(body, source) == result_ty && statics_of(ctx, body, op, "static_offsets").first() == Some(&0)
    {
        return Folded::value(source);
    }
    Folded::Failure
}

/// A reshape to its own type, or one undoing the inverse reshape.
fn fold_reshape(cx: &FoldCx<'_>, body: &mut Body, op: OpId, inverse: &str) -> Folded {
    let source = body.operands(op)[0];
    let result_ty = ty(body, body.results(op)[0]);
    if ty(body, source) == result_ty {
        return Folded::value(source);
    }
    if let Some(def) = def_named(cx.ctx, body, source, inverse) {
        let inner = body.operands(def)[0];
        if ty(body, inner) == result_ty {
            return Folded::value(inner);
        }
    }
    Folded::Failure
}

pub(super) fn fold_collapse_shape(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    fold_reshape(cx, body, op, ExpandShapeOp::NAME)
}

pub(super) fn fold_expand_shape(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    fold_reshape(cx, body, op, CollapseShapeOp::NAME)
}

/// An identity transpose to the same type folds away; a transpose of a
/// transpose composes the permutations.
pub(super) fn fold_transpose(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let perm = |body: &Body, o: OpId| match attr(ctx, body, o, crate::static_ident!(ctx, "permutation"))
        .map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::AffineMap(m)) => Some(m.clone()),
        _ => None,
    };
    let Some(map) = perm(body, op) else { return Folded::Failure };
    let source = body.operands(op)[0];
    if map.is_identity() && ty(body, source) == ty(body, body.results(op)[0]) {
        return Folded::value(source);
    }
    let Some(inner) = def_named(ctx, body, source, TransposeOp::NAME) else { return Folded::Failure };
    let Some(inner_map) = perm(body, inner) else { return Folded::Failure };
    let composed = map.compose(&inner_map);
    let inner_source = body.operands(inner)[0];
    body.set_operand(op, 0, inner_source);
    crate::opdef::ods::set_attr(ctx, body, op, "permutation", ctx.attr(AttrKind::AffineMap(composed)));
    Folded::InPlace
}

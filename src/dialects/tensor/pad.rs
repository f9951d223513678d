//! Folds and canonicalization patterns of the tensor ops with a body
//! (`tensor.pad`, `tensor.generate`), as upstream's `--canonicalize`: pads
//! of nothing, constant padding and sizes made static (with a cast back to
//! the old type), and casts that only change how static the types are
//! folded into the pad. A rebuilt op gets a copy of the old body.

use super::canonicalize::{foldable_cast_source, preserves_static_information, replace_with_cast, ty};
use super::slice::const_i64;
use super::*;
use crate::dialects::memref::{mixed, statics_of, Ofr};
use crate::dialects::view_like::i64_array;
use crate::ir::{IrMapping, ValueId};
use crate::rewrite::{FoldCx, Folded, Rewriter};

/// Copy the body of `from` into the (empty) region of `to`.
fn copy_body(body: &mut Body, from: OpId, to: OpId) {
    let (Some(&src), Some(&dst)) = (body.op(from).regions.first(), body.op(to).regions.first()) else { return };
    let tree = body.snapshot_region(src);
    body.materialize_region_into(&tree, dst, &mut IrMapping::default());
}

/// A pad into the source's own static type adds nothing (unless `nofold`).
pub(super) fn fold_pad(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let (source, result_ty) = (body.operands(op)[0], ty(body, body.results(op)[0]));
    let static_result = ranked(cx.ctx, result_ty).is_some_and(|(s, _)| !s.contains(&DYNAMIC));
    if static_result && ty(body, source) == result_ty && PadOp(op).nofold(cx.ctx, body).is_none() {
        return Folded::value(source);
    }
    Folded::Failure
}

pub(super) fn canonicalize_pad(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    zero_padding(rw, op) || pad_of_cast(rw, op) || cast_of_pad(rw, op) || static_padding(rw, op)
}

/// The low and high padding of a pad, mixed.
fn padding(ctx: &Context, body: &Body, op: OpId) -> (Vec<Ofr>, Vec<Ofr>) {
    let p = PadOp(op);
    (
        mixed(&statics_of(ctx, body, op, "static_low"), p.low(ctx, body)),
        mixed(&statics_of(ctx, body, op, "static_high"), p.high(ctx, body)),
    )
}

/// A `tensor.pad` of `source` into `result_ty` with `low`/`high` padding,
/// whose body (one index argument per dimension) yields `padding`, placed
/// at the insertion point at `loc`; its result.
#[allow(clippy::too_many_arguments)]
pub fn build_pad(
    rw: &mut Rewriter<'_>,
    loc: crate::ir::Location,
    source: ValueId,
    low: &[Ofr],
    high: &[Ofr],
    result_ty: Type,
    padding: ValueId,
    nofold: Option<crate::ir::Attribute>,
) -> ValueId {
    let ctx = rw.ctx;
    let (sl, vl) = crate::dialects::memref::split_mixed(low);
    let (sh, vh) = crate::dialects::memref::split_mixed(high);
    let (al, ah) = (i64_array(ctx, &sl), i64_array(ctx, &sh));
    let new = PadOp::create(ctx, rw.body, loc, source, vl, vh, result_ty, al, ah, nofold);
    let block = rw.body.create_block(new.region(rw.body));
    for _ in 0..sl.len() {
        rw.body.add_block_arg(block, ctx.index_type(), Some(loc));
    }
    let yield_op = YieldOp::create(ctx, rw.body, loc, padding);
    rw.body.append_op(block, yield_op.0);
    rw.insert(new.0);
    rw.body.results(new.0)[0]
}

/// Build a pad like `op` of `source` into `result_ty` with the given
/// padding, at the insertion point, with a copy of `op`'s body.
fn rebuild_pad(
    rw: &mut Rewriter<'_>,
    op: OpId,
    source: ValueId,
    low: &[Ofr],
    high: &[Ofr],
    result_ty: Type,
) -> ValueId {
    let ctx = rw.ctx;
    let (sl, vl) = crate::dialects::memref::split_mixed(low);
    let (sh, vh) = crate::dialects::memref::split_mixed(high);
    let (loc, nofold) = (rw.body.op(op).loc, PadOp(op).nofold(ctx, rw.body));
    let (al, ah) = (i64_array(ctx, &sl), i64_array(ctx, &sh));
    let new = PadOp::create(ctx, rw.body, loc, source, vl, vh, result_ty, al, ah, nofold);
    copy_body(rw.body, op, new.0);
    rw.insert(new.0);
    rw.body.results(new.0)[0]
}

/// Zero low and high padding: the source, cast to the result type.
fn zero_padding(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if PadOp(op).nofold(ctx, rw.body).is_some() {
        return false;
    }
    let (low, high) = padding(ctx, rw.body, op);
    let zero = |o: &Ofr| match *o {
        Ofr::Static(c) => c == 0,
        Ofr::Value(v) => const_i64(rw, v) == Some(0),
    };
    if !low.iter().chain(&high).all(zero) {
        return false;
    }
    let source = rw.body.operands(op)[0];
    let (loc, result_ty) = (rw.body.op(op).loc, ty(rw.body, rw.body.results(op)[0]));
    rw.set_insertion_point_before(op);
    let v = super::canonicalize::cast_to(rw, loc, source, result_ty);
    rw.replace_op(op, &[v]);
    true
}

/// Upstream's `PadOp::inferResultType` given the old result shape: the
/// padded size where the source size and both paddings are static, the
/// old size elsewhere.
fn inferred_pad_shape(source: &[i64], low: &[i64], high: &[i64], old: &[i64]) -> Option<Vec<i64>> {
    if source.len() != low.len() || source.len() != high.len() || source.len() != old.len() {
        return None;
    }
    let dims = (0..source.len()).map(|i| {
        if source[i] == DYNAMIC || low[i] == DYNAMIC || high[i] == DYNAMIC {
            Some(old[i])
        } else {
            source[i].checked_add(low[i])?.checked_add(high[i])
        }
    });
    dims.collect()
}

/// A pad of a cast that only made the type more dynamic pads the cast's
/// source when the result type stays; otherwise the pad gets the more
/// static result type, cast back.
fn pad_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(inner) = foldable_cast_source(ctx, rw.body, source) else { return false };
    let result_ty = ty(rw.body, rw.body.results(op)[0]);
    let (Some((inner_shape, element)), Some((old, _))) = (ranked(ctx, ty(rw.body, inner)), ranked(ctx, result_ty))
    else {
        return false;
    };
    let (sl, sh) = (statics_of(ctx, rw.body, op, "static_low"), statics_of(ctx, rw.body, op, "static_high"));
    let Some(shape) = inferred_pad_shape(inner_shape, &sl, &sh, old) else { return false };
    let new_ty = ranked_tensor(ctx, shape, element);
    if new_ty == result_ty {
        rw.modify(op, |b| b.set_operand(op, 0, inner));
        return true;
    }
    let (low, high) = padding(ctx, rw.body, op);
    rw.set_insertion_point_before(op);
    // Upstream keeps padding the cast here, into the more static type.
    let v = rebuild_pad(rw, op, source, &low, &high, new_ty);
    replace_with_cast(rw, op, v);
    true
}

/// A pad whose only use is a cast to a more static type pads into that
/// type directly.
fn cast_of_pad(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let result = rw.body.results(op)[0];
    let uses = rw.body.uses(result);
    if uses.len() != 1 {
        return false;
    }
    let cast = uses[0].op;
    if ctx.str(rw.body.op(cast).name) != CastOp::NAME {
        return false;
    }
    let cast_ty = ty(rw.body, rw.body.results(cast)[0]);
    if !preserves_static_information(ctx, ty(rw.body, result), cast_ty) {
        return false;
    }
    let source = rw.body.operands(op)[0];
    let (low, high) = padding(ctx, rw.body, op);
    rw.set_insertion_point_before(op);
    let v = rebuild_pad(rw, op, source, &low, &high, cast_ty);
    rw.replace_op(cast, &[v]);
    rw.replace_op(op, &[v]);
    true
}

/// Constant low and high padding becomes static when that makes the
/// result type more static; the new pad is cast back to the old type.
fn static_padding(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, result_ty) = (rw.body.operands(op)[0], ty(rw.body, rw.body.results(op)[0]));
    let (Some((src, element)), Some((old, _))) = (ranked(ctx, ty(rw.body, source)), ranked(ctx, result_ty)) else {
        return false;
    };
    let (mut low, mut high) = padding(ctx, rw.body, op);
    for o in low.iter_mut().chain(high.iter_mut()) {
        if let Ofr::Value(v) = *o {
            if let Some(c) = const_i64(rw, v) {
                *o = Ofr::Static(c);
            }
        }
    }
    let statics = |l: &[Ofr]| crate::dialects::memref::split_mixed(l).0;
    let (sl, sh) = (statics(&low), statics(&high));
    let Some(inferred) = inferred_pad_shape(src, &sl, &sh, &vec![DYNAMIC; old.len()]) else { return false };
    let shape: Vec<i64> = old.iter().zip(&inferred).map(|(&o, &n)| if o == DYNAMIC { n } else { o }).collect();
    if shape == old || shape.iter().all(|&d| d == DYNAMIC) {
        return false;
    }
    let new_ty = ranked_tensor(ctx, shape, element);
    rw.set_insertion_point_before(op);
    let v = rebuild_pad(rw, op, source, &low, &high, new_ty);
    replace_with_cast(rw, op, v);
    true
}

/// Dynamic extents of a `generate` given by non-negative constants become
/// static; the new `generate` is cast back to the old type.
pub(super) fn canonicalize_generate(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let old_ty = ty(rw.body, rw.body.results(op)[0]);
    let Some((old, element)) = ranked(ctx, old_ty) else { return false };
    let extents = rw.body.operands(op).to_vec();
    let (mut shape, mut dynamic, mut next) = (Vec::with_capacity(old.len()), Vec::new(), extents.iter());
    for &d in old {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let Some(&v) = next.next() else { return false };
        match const_i64(rw, v).filter(|&c| c >= 0) {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    if shape == old {
        return false;
    }
    let new_ty = ranked_tensor(ctx, shape, element);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = GenerateOp::create(ctx, rw.body, loc, dynamic, new_ty);
    copy_body(rw.body, op, new.0);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    replace_with_cast(rw, op, v);
    true
}

//! Folds and canonicalization patterns of `tensor.expand_shape` and
//! `tensor.collapse_shape`, as upstream's `--canonicalize`: identity
//! reshapes, a reshape undoing the one before it, reshaped constants,
//! chains of reshapes composed into one, splats and `from_elements`
//! made directly in the reshaped type, and collapses of casts that only
//! made the type more dynamic.

use super::canonicalize::{foldable_cast_source, replace_with_cast, ty};
use super::*;
use crate::dialects::arith::constfold as cf;
use crate::dialects::memref::def_named;
use crate::dialects::view_like::{
    collapse_of_expand_groups, compose_groups, find_collapsing_groups, reassociation, reassociation_attr,
};
use crate::ir::ValueId;
use crate::rewrite::{FoldCx, Folded, Rewriter};

fn groups(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<i64>>> {
    reassociation(ctx, attr(ctx, body, op, crate::static_ident!(ctx, "reassociation"))?)
}

fn is_static(ctx: &Context, t: Type) -> bool {
    ranked(ctx, t).is_some_and(|(s, _)| !s.contains(&DYNAMIC))
}

/// Upstream's `foldReshapeOp`: the identity, a reshaped dense constant, and
/// the source of the inverse reshape when it has this result's type (with
/// at most one dynamic size, or grouped as this reshape).
fn fold_reshape(cx: &FoldCx<'_>, body: &Body, op: OpId, inverse: &str) -> Folded {
    let ctx = cx.ctx;
    let (source, result_ty) = (body.operands(op)[0], ty(body, body.results(op)[0]));
    if ty(body, source) == result_ty {
        return Folded::value(source);
    }
    if let Some(elems) = cx.constant(0).and_then(|c| cf::elems(ctx, c)) {
        if is_static(ctx, result_ty) && !matches!(elems, cf::Elems::Scalar(_)) {
            if let Some(a) = cf::build(ctx, result_ty, elems) {
                return Folded::attr(a);
            }
        }
    }
    if let Some(prev) = def_named(ctx, body, source, inverse) {
        let src = body.operands(prev)[0];
        let dynamic = ranked(ctx, ty(body, src)).map_or(2, |(s, _)| s.iter().filter(|&&d| d == DYNAMIC).count());
        // (with more dynamic sizes, the same grouping still undoes it)
        if ty(body, src) == result_ty && (dynamic < 2 || groups(ctx, body, prev) == groups(ctx, body, op)) {
            return Folded::value(src);
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

pub(super) fn canonicalize_collapse_shape(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    compose_reshapes(rw, op, CollapseShapeOp::NAME)
        || collapse_of_expand(rw, op)
        || reshape_of_splat_or_elements(rw, op)
        || collapse_of_cast(rw, op)
}

pub(super) fn canonicalize_expand_shape(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    compose_reshapes(rw, op, ExpandShapeOp::NAME) || expand_of_collapse(rw, op) || reshape_of_splat_or_elements(rw, op)
}

/// Build a collapse of `src` into `result_ty` replacing `op`.
fn replace_by_collapse(rw: &mut Rewriter<'_>, op: OpId, src: ValueId, result_ty: Type, groups: &[Vec<i64>]) {
    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
    rw.set_insertion_point_before(op);
    let new = CollapseShapeOp::create(ctx, rw.body, loc, src, result_ty, reassociation_attr(ctx, groups));
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    rw.replace_op(op, &[v]);
}

/// Build an expansion of `src` replacing the expansion `op`, with its
/// output shape.
fn replace_by_expand(rw: &mut Rewriter<'_>, op: OpId, src: ValueId, groups: &[Vec<i64>]) -> bool {
    let ctx = rw.ctx;
    let shape = ExpandShapeOp(op).output_shape(ctx, rw.body).to_vec();
    let Some(statics) = attr(ctx, rw.body, op, crate::static_ident!(ctx, "static_output_shape")) else { return false };
    let (loc, result_ty) = (rw.body.op(op).loc, ty(rw.body, rw.body.results(op)[0]));
    rw.set_insertion_point_before(op);
    let new = ExpandShapeOp::create(ctx, rw.body, loc, src, shape, result_ty, reassociation_attr(ctx, groups), statics);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    rw.replace_op(op, &[v]);
    true
}

/// A collapse of a collapse (an expansion of an expansion) is one reshape.
fn compose_reshapes(rw: &mut Rewriter<'_>, op: OpId, name: &str) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(inner) = def_named(ctx, rw.body, source, name) else { return false };
    let (Some(outer_g), Some(inner_g)) = (groups(ctx, rw.body, op), groups(ctx, rw.body, inner)) else { return false };
    let Some(composed) = compose_groups(&inner_g, &outer_g) else { return false };
    let src = rw.body.operands(inner)[0];
    if name == CollapseShapeOp::NAME {
        let result_ty = ty(rw.body, rw.body.results(op)[0]);
        replace_by_collapse(rw, op, src, result_ty, &composed);
        true
    } else {
        replace_by_expand(rw, op, src, &composed)
    }
}

/// A collapse of an expansion becomes one collapse, one static expansion,
/// or a cast.
fn collapse_of_expand(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(expand) = def_named(ctx, rw.body, source, ExpandShapeOp::NAME) else { return false };
    let src = rw.body.operands(expand)[0];
    let (src_ty, result_ty) = (ty(rw.body, src), ty(rw.body, rw.body.results(op)[0]));
    let (Some((src_shape, _)), Some((result_shape, _))) = (ranked(ctx, src_ty), ranked(ctx, result_ty)) else {
        return false;
    };
    if src_ty == result_ty {
        return false;
    }
    let (src_rank, result_rank) = (src_shape.len(), result_shape.len());
    let (Some(expand_g), Some(collapse_g)) = (groups(ctx, rw.body, expand), groups(ctx, rw.body, op)) else {
        return false;
    };
    let (higher, lower) = if src_rank > result_rank { (expand_g, collapse_g) } else { (collapse_g, expand_g) };
    let Some(composed) = collapse_of_expand_groups(&higher, &lower) else { return false };
    let loc = rw.body.op(op).loc;
    if src_rank > result_rank {
        replace_by_collapse(rw, op, src, result_ty, &composed);
        return true;
    }
    rw.set_insertion_point_before(op);
    let new = if src_rank < result_rank {
        if result_shape.contains(&DYNAMIC) {
            // Upstream computes the dynamic output sizes with new ops; not done here.
            return false;
        }
        let statics = crate::dialects::view_like::i64_array(ctx, result_shape);
        let reassoc = reassociation_attr(ctx, &composed);
        ExpandShapeOp::create(ctx, rw.body, loc, src, Vec::new(), result_ty, reassoc, statics).0
    } else {
        CastOp::create(ctx, rw.body, loc, src, result_ty).0
    };
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

/// An expansion of a collapse becomes one collapse or one expansion when
/// the sub-shapes line up.
fn expand_of_collapse(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(collapse) = def_named(ctx, rw.body, source, CollapseShapeOp::NAME) else { return false };
    let src = rw.body.operands(collapse)[0];
    let (src_ty, result_ty) = (ty(rw.body, src), ty(rw.body, rw.body.results(op)[0]));
    let (Some((src_shape, _)), Some((result_shape, _))) = (ranked(ctx, src_ty), ranked(ctx, result_ty)) else {
        return false;
    };
    if src_ty == result_ty {
        return false;
    }
    let (src_shape, result_shape) = (src_shape.to_vec(), result_shape.to_vec());
    let (Some(src_g), Some(result_g)) = (groups(ctx, rw.body, collapse), groups(ctx, rw.body, op)) else {
        return false;
    };
    if src_shape.len() > result_shape.len() {
        let Some(g) = find_collapsing_groups(&src_g, &result_g, &src_shape, &result_shape) else { return false };
        replace_by_collapse(rw, op, src, result_ty, &g);
        return true;
    }
    let Some(g) = find_collapsing_groups(&result_g, &src_g, &result_shape, &src_shape) else { return false };
    replace_by_expand(rw, op, src, &g)
}

/// A reshape of a statically shaped `splat` is a `splat` of the reshaped
/// type; a reshape into a static type of a `from_elements` is a
/// `from_elements` of that type.
fn reshape_of_splat_or_elements(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, result_ty) = (rw.body.operands(op)[0], ty(rw.body, rw.body.results(op)[0]));
    let Some(def) = rw.body.defining_op(source) else { return false };
    let loc = rw.body.op(op).loc;
    let new = match ctx.str(rw.body.op(def).name) {
        SplatOp::NAME if is_static(ctx, ty(rw.body, source)) => {
            let input = rw.body.operands(def)[0];
            rw.set_insertion_point_before(op);
            SplatOp::create(ctx, rw.body, loc, input, Vec::new(), result_ty).0
        }
        FromElementsOp::NAME if is_static(ctx, result_ty) => {
            let elements = rw.body.operands(def).to_vec();
            rw.set_insertion_point_before(op);
            FromElementsOp::create(ctx, rw.body, loc, elements, result_ty).0
        }
        _ => return false,
    };
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

/// The collapsed type of `source` (upstream's `inferCollapsedType`): each
/// group's sizes multiplied, dynamic where one is.
fn collapsed_type(ctx: &Context, source: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let (shape, element) = ranked(ctx, source)?;
    let mut out = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size = 1i64;
        for &d in g {
            let s = *shape.get(usize::try_from(d).ok()?)?;
            size = if s == DYNAMIC || size == DYNAMIC { DYNAMIC } else { size.checked_mul(s)? };
        }
        out.push(size);
    }
    Some(ranked_tensor(ctx, out, element))
}

/// A collapse of a cast that only made the type more dynamic collapses
/// the cast's source (cast back to the old type when more static).
fn collapse_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(src) = foldable_cast_source(ctx, rw.body, rw.body.operands(op)[0]) else { return false };
    let Some(g) = groups(ctx, rw.body, op) else { return false };
    let Some(new_ty) = collapsed_type(ctx, ty(rw.body, src), &g) else { return false };
    if new_ty == ty(rw.body, rw.body.results(op)[0]) {
        rw.modify(op, |b| b.set_operand(op, 0, src));
        return true;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = CollapseShapeOp::create(ctx, rw.body, loc, src, new_ty, reassociation_attr(ctx, &g));
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    replace_with_cast(rw, op, v);
    true
}

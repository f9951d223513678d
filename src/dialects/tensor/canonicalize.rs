//! Canonicalization patterns of `tensor.empty`, `tensor.dim`,
//! `tensor.bitcast` (chains become one) and `tensor.cast`, as upstream's
//! `--canonicalize`: constant sizes become
//! static (with a cast back to the old type), casts to more static types
//! are folded into the `empty` or `extract_slice` that made their source,
//! `dim` reads through casts, destination-style ops (the init's size),
//! `tensor.reshape` (an element of the shape operand) and expand/collapse
//! reshapes (an `affine.apply` of the source's sizes), and `extract` reads
//! through casts.

use super::slice::{build_extract_slice, const_i64, rank_reduction_mask};
use super::*;
use crate::dialects::affine::ApplyOp;
use crate::dialects::arith::IndexCastOp;
use crate::dialects::memref::{def_named, mixed, statics_of, Ofr};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::AttrKind;
use crate::ir::{Location, ValueId};
use crate::rewrite::Rewriter;

pub(super) fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

/// Create a `tensor.cast` of `v` to `to` at the insertion point.
pub(super) fn cast_to(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, to: Type) -> ValueId {
    let cast = CastOp::create(rw.ctx, rw.body, loc, v, to);
    rw.insert(cast.0);
    rw.body.results(cast.0)[0]
}

/// Replace `op` by `v`, through a cast to the old type when the types differ.
pub(super) fn replace_with_cast(rw: &mut Rewriter<'_>, op: OpId, v: ValueId) {
    let old = ty(rw.body, rw.body.results(op)[0]);
    let new = if ty(rw.body, v) == old {
        v
    } else {
        let loc = rw.body.op(op).loc;
        rw.set_insertion_point_before(op);
        cast_to(rw, loc, v, old)
    };
    rw.replace_op(op, &[new]);
}

/// Upstream's `preservesStaticInformation`: both ranked, same element type,
/// rank and encoding, and `target` static wherever `source` is.
pub fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    match (ctx.type_kind(source), ctx.type_kind(target)) {
        (
            TypeKind::RankedTensor { shape: s, element: se, encoding: sn },
            TypeKind::RankedTensor { shape: t, element: te, encoding: tn },
        ) => se == te && sn == tn && s.len() == t.len() && s.iter().zip(t).all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC),
        _ => false,
    }
}

/// The source of a `tensor.cast` defining `v` that only made the type more
/// dynamic (upstream's `canFoldIntoConsumerOp`).
pub(super) fn foldable_cast_source(ctx: &Context, body: &Body, v: ValueId) -> Option<ValueId> {
    let cast = def_named(ctx, body, v, CastOp::NAME)?;
    let source = body.operands(cast)[0];
    preserves_static_information(ctx, ty(body, v), ty(body, source)).then_some(source)
}

// ---- empty ------------------------------------------------------------------------------

/// Dynamic sizes given by non-negative constants become static; the new `empty` is cast
/// back to the old type.
pub(super) fn canonicalize_empty(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let old_ty = ty(rw.body, rw.body.results(op)[0]);
    let TypeKind::RankedTensor { shape, element, encoding } = ctx.type_kind(old_ty).clone() else { return false };
    let sizes = EmptyOp(op).dynamic_sizes(ctx, rw.body).to_vec();
    let (mut new_shape, mut dynamic, mut next) = (Vec::with_capacity(shape.len()), Vec::new(), sizes.iter());
    for &d in &shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let Some(&v) = next.next() else { return false };
        match const_i64(rw, v).filter(|&c| c >= 0) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    if new_shape == shape {
        return false;
    }
    let new_ty = ctx.ty(TypeKind::RankedTensor { shape: new_shape, element, encoding });
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = EmptyOp::create(ctx, rw.body, loc, dynamic, new_ty);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    replace_with_cast(rw, op, v);
    true
}

// ---- cast -------------------------------------------------------------------------------

/// A bitcast of a bitcast is one bitcast of the first source (upstream's
/// `ChainedTensorBitcast`).
pub(super) fn canonicalize_bitcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(inner) = def_named(ctx, rw.body, rw.body.operands(op)[0], BitcastOp::NAME) else { return false };
    let source = rw.body.operands(inner)[0];
    rw.modify(op, |b| b.set_operand(op, 0, source));
    true
}

pub(super) fn canonicalize_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    chained_casts(rw, op) || cast_of_empty(rw, op) || cast_of_extract_slice(rw, op)
}

/// The most static shape both tensor types admit (upstream's `joinShapes`):
/// `None` when they conflict, `Some(None)` when both are unranked.
fn join_shapes(ctx: &Context, a: Type, b: Type) -> Option<Option<Vec<i64>>> {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (None, None) => Some(None),
        (Some((s, _)), None) | (None, Some((s, _))) => Some(Some(s.to_vec())),
        (Some((x, _)), Some((y, _))) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .map(|(&p, &q)| match (p, q) {
                (DYNAMIC, d) | (d, DYNAMIC) => Some(d),
                (p, q) => (p == q).then_some(p),
            })
            .collect::<Option<Vec<i64>>>()
            .map(Some),
        _ => None,
    }
}

/// A cast of a cast casts the inner source directly when the intermediate
/// type adds no static size the two ends do not already agree on (it
/// would check nothing at run time).
fn chained_casts(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(inner) = def_named(ctx, rw.body, source, CastOp::NAME) else { return false };
    let inner_source = rw.body.operands(inner)[0];
    let (a, b, c) = (ty(rw.body, inner_source), ty(rw.body, source), ty(rw.body, rw.body.results(op)[0]));
    let Some(ab) = join_shapes(ctx, a, b) else { return false };
    let ab_ty = match ab {
        Some(shape) => ranked_tensor(ctx, shape, element_type(ctx, a).unwrap_or(a)),
        None => a,
    };
    let Some(first) = join_shapes(ctx, ab_ty, c) else { return false };
    if join_shapes(ctx, a, c) != Some(first) {
        return false;
    }
    rw.modify(op, |b| b.set_operand(op, 0, inner_source));
    true
}

/// A cast to a more static type of a `tensor.empty` is an `empty` of the
/// cast's type, taking the sizes the cast leaves dynamic.
pub(crate) fn cast_of_empty(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, result) = (rw.body.operands(op)[0], rw.body.results(op)[0]);
    let Some(empty) = def_named(ctx, rw.body, source, EmptyOp::NAME) else { return false };
    let (from, to) = (ty(rw.body, source), ty(rw.body, result));
    if !preserves_static_information(ctx, from, to) {
        return false;
    }
    let (Some((old, _)), Some((new, element))) = (ranked(ctx, from), ranked(ctx, to)) else { return false };
    let sizes = mixed(old, EmptyOp(empty).dynamic_sizes(ctx, rw.body));
    let mut dynamic = Vec::new();
    for (&d, s) in new.iter().zip(&sizes) {
        match *s {
            Ofr::Static(c) if c != d => return false,
            Ofr::Value(v) if d == DYNAMIC => dynamic.push(v),
            _ => {}
        }
    }
    // Upstream drops the encoding here.
    let new_ty = ranked_tensor(ctx, new.to_vec(), element);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = EmptyOp::create(ctx, rw.body, loc, dynamic, new_ty);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    rw.replace_op(op, &[v]);
    true
}

/// A cast to a more static type of an `extract_slice` is an `extract_slice`
/// of the cast's type, with the sizes the cast makes static.
fn cast_of_extract_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, result) = (rw.body.operands(op)[0], rw.body.results(op)[0]);
    let Some(slice) = def_named(ctx, rw.body, source, ExtractSliceOp::NAME) else { return false };
    let (from, to) = (ty(rw.body, source), ty(rw.body, result));
    let (Some((from_shape, _)), Some((to_shape, _))) = (ranked(ctx, from), ranked(ctx, to)) else { return false };
    if from_shape == to_shape || !preserves_static_information(ctx, from, to) {
        return false;
    }
    let static_sizes = statics_of(ctx, rw.body, slice, "static_sizes");
    let s = ExtractSliceOp(slice);
    let mut sizes = mixed(&static_sizes, s.sizes(ctx, rw.body));
    let Some(dropped) = rank_reduction_mask(&static_sizes, from_shape) else { return false };
    let mut kept = to_shape.iter();
    for (size, &drop) in sizes.iter_mut().zip(&dropped) {
        if drop {
            continue;
        }
        match kept.next() {
            Some(&d) if d != DYNAMIC => *size = Ofr::Static(d),
            _ => {}
        }
    }
    let offsets = mixed(&statics_of(ctx, rw.body, slice, "static_offsets"), s.offsets(ctx, rw.body));
    let strides = mixed(&statics_of(ctx, rw.body, slice, "static_strides"), s.strides(ctx, rw.body));
    let slice_source = s.source(ctx, rw.body);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let v = build_extract_slice(rw, loc, slice_source, [&offsets, &sizes, &strides], to);
    rw.replace_op(op, &[v]);
    true
}

// ---- dim --------------------------------------------------------------------------------

/// A dynamic `dim` at a constant index of a `tensor.empty` is its size
/// operand.
fn dim_of_empty(rw: &mut Rewriter<'_>, op: OpId, empty: OpId) -> bool {
    let ctx = rw.ctx;
    let index = crate::rewrite::value_int(ctx, rw.registry, rw.body, rw.body.operands(op)[1]);
    let Some(dim) = index.and_then(|i| usize::try_from(i).ok()) else { return false };
    let Some((shape, _)) = ranked(ctx, ty(rw.body, rw.body.results(empty)[0])) else { return false };
    if shape.get(dim) != Some(&DYNAMIC) {
        return false;
    }
    let k = shape[..dim].iter().filter(|&&d| d == DYNAMIC).count();
    let Some(&size) = EmptyOp(empty).dynamic_sizes(ctx, rw.body).get(k) else { return false };
    rw.replace_op(op, &[size]);
    true
}

/// `dim` of a cast reads the cast's source; `dim` of a result of a
/// destination-style op reads its init; `dim` of a `tensor.reshape`
/// extracts the size from the shape operand; a dynamic `dim` of an
/// `expand_shape` or `collapse_shape` is computed from the source's sizes,
/// one of an `empty` is its size operand.
pub(super) fn canonicalize_dim(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(def) = rw.body.defining_op(source) else { return false };
    let name = ctx.str(rw.body.op(def).name);
    if name == CastOp::NAME {
        let inner = rw.body.operands(def)[0];
        rw.modify(op, |b| b.set_operand(op, 0, inner));
        return true;
    }
    if name == ReshapeOp::NAME {
        return dim_of_reshape(rw, op, def);
    }
    if name == ExpandShapeOp::NAME || name == CollapseShapeOp::NAME {
        return dim_of_expand_or_collapse(rw, op, def);
    }
    if name == EmptyOp::NAME {
        return dim_of_empty(rw, op, def);
    }
    let Some(inits) = rw.registry.dps_inits(ctx, rw.body, def) else { return false };
    let k = rw.body.results(def).iter().position(|&r| r == source).unwrap_or(usize::MAX);
    let Some(&init) = rw.body.operands(def)[inits].get(k) else { return false };
    rw.modify(op, |b| b.set_operand(op, 0, init));
    true
}

fn dim_of_reshape(rw: &mut Rewriter<'_>, op: OpId, reshape: OpId) -> bool {
    let ctx = rw.ctx;
    let (shape, index) = (rw.body.operands(reshape)[1], rw.body.operands(op)[1]);
    let Some((_, element)) = ranked(ctx, ty(rw.body, shape)) else { return false };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_after(op);
    let extract = ExtractOp::create(ctx, rw.body, loc, shape, vec![index], element);
    rw.insert(extract.0);
    let mut v = rw.body.results(extract.0)[0];
    if element != ctx.index_type() {
        let cast = IndexCastOp::create(ctx, rw.body, loc, v, ctx.index_type());
        rw.insert(cast.0);
        v = rw.body.results(cast.0)[0];
    }
    rw.replace_op(op, &[v]);
    true
}

/// `tensor.dim` of a `tensor.expand_shape` or `tensor.collapse_shape`
/// computed from the reshape's source (upstream's `FoldDimOfExpandShape`
/// and `FoldDimOfCollapseShape`, which come with the reshapes'
/// canonicalization patterns into the pattern sets of other passes).
pub fn dim_of_reshape_source(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if ctx.str(rw.body.op(op).name) != DimOp::NAME {
        return false;
    }
    let Some(def) = rw.body.defining_op(rw.body.operands(op)[0]) else { return false };
    let name = ctx.str(rw.body.op(def).name);
    (name == ExpandShapeOp::NAME || name == CollapseShapeOp::NAME) && dim_of_expand_or_collapse(rw, op, def)
}

/// A dynamic size of an expansion is its source size divided by the other
/// (static) sizes of its group; of a collapse, the product of its group's
/// source sizes (an `affine.apply`, as upstream).
fn dim_of_expand_or_collapse(rw: &mut Rewriter<'_>, op: OpId, reshape: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(dim) = const_i64(rw, rw.body.operands(op)[1]).and_then(|d| usize::try_from(d).ok()) else { return false };
    let (src, result) = (rw.body.operands(reshape)[0], rw.body.results(reshape)[0]);
    let Some((shape, _)) = ranked(ctx, ty(rw.body, result)) else { return false };
    if shape.get(dim) != Some(&DYNAMIC) {
        return false;
    }
    let Some(groups) = attr(ctx, rw.body, reshape, crate::static_ident!(ctx, "reassociation"))
        .and_then(|a| crate::dialects::view_like::reassociation(ctx, a))
    else {
        return false;
    };
    let (map, src_dims) = if ctx.str(rw.body.op(reshape).name) == ExpandShapeOp::NAME {
        let Some(k) = groups.iter().position(|g| g.contains(&(dim as i64))) else { return false };
        let mut product = 1i64;
        for &d in groups[k].iter().filter(|&&d| d != dim as i64) {
            match shape.get(d as usize) {
                Some(&s) if s != DYNAMIC => product = product.saturating_mul(s),
                _ => return false,
            }
        }
        (AffineMap::new(0, 1, vec![AffineExpr::symbol(0).floor_div(product)]), vec![k as i64])
    } else {
        let Some(g) = groups.get(dim) else { return false };
        let expr = (1..g.len()).fold(AffineExpr::symbol(0), |e, i| e.mul(AffineExpr::symbol(i)));
        (AffineMap::new(0, g.len(), vec![expr]), g.clone())
    };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut sizes = Vec::with_capacity(src_dims.len());
    for d in src_dims {
        let index =
            crate::dialects::arith::build_constant(rw, loc, ctx.index_type(), ctx.int_attr(ctx.index_type(), d));
        let size = DimOp::create(ctx, rw.body, loc, src, index, ctx.index_type());
        rw.insert(size.0);
        sizes.push(rw.body.results(size.0)[0]);
    }
    let apply = ApplyOp::create(ctx, rw.body, loc, sizes, ctx.index_type(), ctx.attr(AttrKind::AffineMap(map)));
    rw.insert(apply.0);
    let v = rw.body.results(apply.0)[0];
    rw.replace_op(op, &[v]);
    true
}

// ---- extract ----------------------------------------------------------------------------

pub(super) fn canonicalize_extract(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    extract_of_cast(rw, op) || extract_of_generate(rw, op) || extract_of_index_cast(rw, op)
}

/// `extract` of a cast of a ranked tensor reads the cast's source.
fn extract_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(cast) = def_named(ctx, rw.body, rw.body.operands(op)[0], CastOp::NAME) else { return false };
    let source = rw.body.operands(cast)[0];
    if ranked(ctx, ty(rw.body, source)).is_none() {
        return false;
    }
    rw.modify(op, |b| b.set_operand(op, 0, source));
    true
}

/// `extract` of a side-effect free `generate` computes the element: a
/// copy of the body at the extracted indices.
fn extract_of_generate(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(generate) = def_named(ctx, rw.body, rw.body.operands(op)[0], GenerateOp::NAME) else { return false };
    if !crate::rewrite::would_be_trivially_dead(ctx, rw.registry, rw.body, generate) {
        return false;
    }
    let Some(block) = rw.body.op(generate).regions.first().and_then(|&r| rw.body.region(r).blocks.first().copied())
    else {
        return false;
    };
    let args = rw.body.block(block).args.clone();
    let indices = rw.body.operands(op)[1..].to_vec();
    if args.len() != indices.len() {
        return false;
    }
    let mut map = crate::ir::IrMapping::default();
    for (&a, &i) in args.iter().zip(&indices) {
        map.map_value(a, i);
    }
    let ops: Vec<OpId> = rw.body.block_ops(block).collect();
    let Some((&yield_op, body_ops)) = ops.split_last() else { return false };
    rw.set_insertion_point_before(op);
    for &o in body_ops {
        let copy = rw.body.clone_op(o, &mut map);
        rw.insert(copy);
    }
    let value = map.value(rw.body.operands(yield_op)[0]);
    rw.replace_op(op, &[value]);
    true
}

/// `extract` of an `arith.index_cast` of a tensor is the `index_cast` of
/// the extracted element.
pub(crate) fn extract_of_index_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(cast) = def_named(ctx, rw.body, rw.body.operands(op)[0], IndexCastOp::NAME) else { return false };
    let input = rw.body.operands(cast)[0];
    let Some(element) = element_type(ctx, ty(rw.body, input)) else { return false };
    let (loc, result_ty) = (rw.body.op(op).loc, ty(rw.body, rw.body.results(op)[0]));
    let indices = rw.body.operands(op)[1..].to_vec();
    rw.set_insertion_point_before(op);
    let extract = ExtractOp::create(ctx, rw.body, loc, input, indices, element);
    rw.insert(extract.0);
    let e = rw.body.results(extract.0)[0];
    let new = IndexCastOp::create(ctx, rw.body, loc, e, result_ty);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    rw.replace_op(op, &[v]);
    true
}

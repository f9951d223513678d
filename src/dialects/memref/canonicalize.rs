//! Canonicalization patterns of the memref ops, as upstream's
//! `--canonicalize`: constant sizes of allocations and subviews become
//! static (with a cast back to the old type), dead allocations and trivial
//! copies are erased, subviews of casts and trivial subviews are simplified,
//! `dim` of `memref.reshape` reads the shape operand, and reshapes and
//! strided-metadata round trips are composed.

use super::fold::{cast_folds_into_consumer, def_named, mixed, split_mixed, statics_of, Ofr};
use super::layout::{
    collapsed_layout, has_identity_layout, memref_parts, memref_rank_reduction_mask, memref_type, mul_sat,
    rank_reduction_mask, strided_layout, strides_and_offset, subview_type,
};
use super::*;
use crate::dialects::arith::{constant_before, IndexCastOp};
use crate::dialects::view_like::{
    collapse_of_expand_groups, compose_groups, find_collapsing_groups, i64_array, reassociation_attr,
};
use crate::ir::{Context, Location, ValueId, DYNAMIC};
use crate::rewrite::{value_int, Rewriter};

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

/// The non-negative-or-any integer `v` is known to hold.
fn const_i64(rw: &Rewriter<'_>, v: ValueId) -> Option<i64> {
    value_int(rw.ctx, rw.registry, rw.body, v).and_then(|i| i64::try_from(i).ok())
}

/// Create a `memref.cast` of `v` to `to` at the insertion point.
fn cast_to(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, to: Type) -> ValueId {
    let cast = CastOp::create(rw.ctx, rw.body, loc, v, to);
    rw.insert(cast.0);
    rw.body.results(cast.0)[0]
}

/// Replace `op` by `v`, through a cast when the types differ.
fn replace_with_cast(rw: &mut Rewriter<'_>, op: OpId, v: ValueId) {
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

// ---- alloc / alloca ---------------------------------------------------------------------

pub(super) fn canonicalize_alloc_like(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    alloc_constant_sizes(rw, op) || dead_alloc(rw, op)
}

/// Dynamic sizes given by non-negative constants become static; the new
/// allocation is cast back to the old type.
fn alloc_constant_sizes(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, alloc) = (rw.ctx, AllocOp(op));
    let old_ty = ty(rw.body, alloc.memref(rw.body));
    let Some(parts) = memref_parts(ctx, old_ty) else { return false };
    let sizes = alloc.dynamic_sizes(ctx, rw.body).to_vec();
    let constants: Vec<Option<i64>> = sizes.iter().map(|&v| const_i64(rw, v).filter(|&c| c >= 0)).collect();
    if constants.iter().all(Option::is_none) {
        return false;
    }
    let (mut shape, mut dynamic) = (Vec::with_capacity(parts.shape.len()), Vec::new());
    let mut next = sizes.iter().zip(&constants);
    for &d in parts.shape {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        match next.next() {
            Some((_, Some(c))) => shape.push(*c),
            Some((&v, None)) => {
                shape.push(DYNAMIC);
                dynamic.push(v);
            }
            None => return false,
        }
    }
    let new_ty = memref_type(ctx, shape, parts.element, parts.layout, parts.memory_space);
    let symbols = alloc.symbol_operands(ctx, rw.body).to_vec();
    let alignment = alloc.alignment(ctx, rw.body);
    let loc = rw.body.op(op).loc;
    let name = rw.body.op(op).name;
    rw.set_insertion_point_before(op);
    let new = AllocOp::create(ctx, rw.body, loc, dynamic, symbols, new_ty, alignment).0;
    rw.body.op_mut(new).name = name;
    rw.insert(new);
    let v = rw.body.results(new)[0];
    replace_with_cast(rw, op, v);
    true
}

/// A `realloc` whose result is only stored into and deallocated (upstream
/// `SimplifyDeadAlloc<ReallocOp>`; it frees its source, so it is not
/// trivially dead).
pub(super) fn canonicalize_realloc(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    dead_alloc(rw, op)
}

/// An allocation only stored into and deallocated is erased with those uses.
fn dead_alloc(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let memref = rw.body.results(op)[0];
    let users: Vec<OpId> = rw.body.uses(memref).iter().map(|u| u.op).collect();
    let removable = users.iter().all(|&u| match ctx.str(rw.body.op(u).name) {
        StoreOp::NAME => rw.body.operands(u)[0] != memref,
        DeallocOp::NAME => true,
        _ => false,
    });
    if !removable {
        return false;
    }
    let mut seen = Vec::new();
    for u in users {
        if !seen.contains(&u) {
            seen.push(u);
            rw.erase_op(u);
        }
    }
    rw.erase_op(op);
    true
}

// ---- subview ----------------------------------------------------------------------------

pub(super) fn canonicalize_subview(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    subview_constant_arguments(rw, op) || subview_of_cast(rw, op) || trivial_subview(rw, op)
}

/// The source and the mixed offsets, sizes and strides of a subview.
pub struct SubViewParts {
    pub source: ValueId,
    pub offsets: Vec<Ofr>,
    pub sizes: Vec<Ofr>,
    pub strides: Vec<Ofr>,
}

pub fn subview_parts(ctx: &Context, body: &Body, op: OpId) -> SubViewParts {
    let sv = SubViewOp(op);
    SubViewParts {
        source: sv.source(ctx, body),
        offsets: mixed(&statics_of(ctx, body, op, "static_offsets"), sv.offsets(ctx, body)),
        sizes: mixed(&statics_of(ctx, body, op, "static_sizes"), sv.sizes(ctx, body)),
        strides: mixed(&statics_of(ctx, body, op, "static_strides"), sv.strides(ctx, body)),
    }
}

/// The dimensions the subview `op` drops (upstream's `getDroppedDims`).
pub fn dropped_dims(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<bool>> {
    let sv = SubViewOp(op);
    let sizes = statics_of(ctx, body, op, "static_sizes");
    memref_rank_reduction_mask(ctx, ty(body, sv.source(ctx, body)), ty(body, sv.result(body)), &sizes)
}

/// Build a subview of `source` replacing `op`, of type `new_ty`, cast back
/// to the type of `op`.
pub(crate) fn replace_subview(rw: &mut Rewriter<'_>, op: OpId, source: ValueId, parts: [&[Ofr]; 3], new_ty: Type) {
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let (so, vo) = split_mixed(parts[0]);
    let (ss, vs) = split_mixed(parts[1]);
    let (st, vt) = split_mixed(parts[2]);
    rw.set_insertion_point_before(op);
    let new = SubViewOp::create(
        ctx,
        rw.body,
        loc,
        source,
        vo,
        vs,
        vt,
        new_ty,
        i64_array(ctx, &so),
        i64_array(ctx, &ss),
        i64_array(ctx, &st),
    );
    rw.insert(new.0);
    let v = new.result(rw.body);
    replace_with_cast(rw, op, v);
}

/// Offsets, sizes and strides given by constants become static (offsets
/// and sizes when non-negative; strides only when none is zero), and the
/// result type is inferred again.
fn subview_constant_arguments(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let mut p = subview_parts(ctx, rw.body, op);
    let mut changed = false;
    for list in [&mut p.offsets, &mut p.sizes] {
        for o in list.iter_mut() {
            if let Ofr::Value(v) = *o {
                if let Some(c) = const_i64(rw, v).filter(|&c| c >= 0) {
                    *o = Ofr::Static(c);
                    changed = true;
                }
            }
        }
    }
    let stride_constants: Vec<Option<i64>> =
        p.strides.iter().map(|&o| if let Ofr::Value(v) = o { const_i64(rw, v) } else { None }).collect();
    if !stride_constants.contains(&Some(0)) {
        for (o, c) in p.strides.iter_mut().zip(stride_constants) {
            if let Some(c) = c {
                *o = Ofr::Static(c);
                changed = true;
            }
        }
    }
    if !changed {
        return false;
    }
    let Some(new_ty) = reduced_subview_type(ctx, rw.body, op, &p) else { return false };
    replace_subview(rw, op, p.source, [&p.offsets, &p.sizes, &p.strides], new_ty);
    true
}

/// The type of a subview of `p` dropping the dimensions `op` drops.
fn reduced_subview_type(ctx: &Context, body: &Body, op: OpId, p: &SubViewParts) -> Option<Type> {
    let statics = |l: &[Ofr]| split_mixed(l).0;
    let full = subview_type(ctx, ty(body, p.source), &statics(&p.offsets), &statics(&p.sizes), &statics(&p.strides))?;
    let dropped = dropped_dims(ctx, body, op)?;
    if !dropped.contains(&true) {
        return Some(full);
    }
    let parts = memref_parts(ctx, full)?;
    let (strides, offset) = strides_and_offset(ctx, full)?;
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let shape = (0..parts.shape.len()).filter(keep).map(|i| parts.shape[i]).collect();
    let strides = (0..strides.len()).filter(keep).map(|i| strides[i]).collect();
    Some(memref_type(ctx, shape, parts.element, Some(strided_layout(ctx, offset, strides)), parts.memory_space))
}

/// A subview of a cast that only made the type more dynamic takes the
/// cast's source.
fn subview_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let p = subview_parts(ctx, rw.body, op);
    let Some(cast) = def_named(ctx, rw.body, p.source, CastOp::NAME) else { return false };
    if !cast_folds_into_consumer(ctx, rw.body, cast) {
        return false;
    }
    let source = rw.body.operands(cast)[0];
    let statics = |l: &[Ofr]| split_mixed(l).0;
    let Some(full) =
        subview_type(ctx, ty(rw.body, source), &statics(&p.offsets), &statics(&p.sizes), &statics(&p.strides))
    else {
        return false;
    };
    let result_ty = ty(rw.body, rw.body.results(op)[0]);
    let Some(result_shape) = memref_parts(ctx, result_ty).map(|r| r.shape.to_vec()) else { return false };
    let new_ty = match memref_parts(ctx, full) {
        Some(f) if f.shape.len() == result_shape.len() => full,
        Some(f) => {
            let Some(dropped) = rank_reduction_mask(f.shape, &result_shape) else { return false };
            let Some((strides, offset)) = strides_and_offset(ctx, full) else { return false };
            let kept = strides.iter().zip(&dropped).filter(|(_, &d)| !d).map(|(&s, _)| s).collect();
            memref_type(ctx, result_shape, f.element, Some(strided_layout(ctx, offset, kept)), f.memory_space)
        }
        None => return false,
    };
    replace_subview(rw, op, source, [&p.offsets, &p.sizes, &p.strides], new_ty);
    true
}

/// A subview taking all of a statically shaped source with zero offsets
/// and unit strides is the source (cast to the result type).
fn trivial_subview(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let p = subview_parts(ctx, rw.body, op);
    let result_ty = ty(rw.body, rw.body.results(op)[0]);
    let (Some(src), Some(res)) = (memref_parts(ctx, ty(rw.body, p.source)), memref_parts(ctx, result_ty)) else {
        return false;
    };
    if src.shape.len() != res.shape.len() {
        return false;
    }
    let value = |rw: &Rewriter<'_>, o: Ofr| match o {
        Ofr::Static(s) => Some(s),
        Ofr::Value(v) => const_i64(rw, v),
    };
    let trivial = p.offsets.iter().all(|&o| value(rw, o) == Some(0))
        && p.strides.iter().all(|&s| value(rw, s) == Some(1))
        && p.sizes.iter().zip(src.shape).all(|(&s, &d)| value(rw, s) == Some(d) && d != DYNAMIC);
    if !trivial {
        return false;
    }
    replace_with_cast(rw, op, p.source);
    true
}

// ---- copy -------------------------------------------------------------------------------

pub(super) fn canonicalize_copy(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    copy_of_cast(rw, op) || copy_empty_or_self(rw, op)
}

/// Casts of ranked memrefs feeding a copy are skipped.
fn copy_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let mut changed = false;
    for i in 0..2 {
        let v = rw.body.operands(op)[i];
        let Some(cast) = def_named(ctx, rw.body, v, CastOp::NAME) else { continue };
        let source = rw.body.operands(cast)[0];
        if memref_parts(ctx, ty(rw.body, source)).is_some() {
            rw.modify(op, |b| b.set_operand(op, i, source));
            changed = true;
        }
    }
    changed
}

/// A copy of or into a memref with a zero-sized dimension, or of a memref
/// onto itself, does nothing.
fn copy_empty_or_self(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (s, t) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let empty = |v| memref_parts(ctx, ty(rw.body, v)).is_some_and(|p| p.shape.contains(&0));
    if empty(s) || empty(t) || s == t {
        rw.erase_op(op);
        return true;
    }
    false
}

// ---- dim --------------------------------------------------------------------------------

/// `dim` of a `memref.reshape` loads the size from the shape operand, right
/// after the reshape, when the index is available there.
pub(super) fn canonicalize_dim(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, index) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let Some(reshape) = def_named(ctx, rw.body, source, ReshapeOp::NAME) else { return false };
    let reshape_block = rw.body.parent_block(reshape);
    let index_block = rw.body.value_block(index);
    if index_block == reshape_block {
        if let Some(def) = rw.body.defining_op(index) {
            if is_before_in_block(rw.body, reshape, def) {
                return false;
            }
        }
    } else if rw.body.parent_block(op) != reshape_block {
        let index_region = index_block.and_then(|b| rw.body.parent_region(b));
        let reshape_region = reshape_block.and_then(|b| rw.body.parent_region(b));
        let proper_ancestor = match (index_region, reshape_region) {
            (Some(a), Some(r)) => a != r && rw.body.region_contains(a, r),
            _ => false,
        };
        if !proper_ancestor {
            return false;
        }
    }
    let shape = rw.body.operands(reshape)[1];
    let Some(element) = memref_parts(ctx, ty(rw.body, shape)).map(|p| p.element) else { return false };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_after(reshape);
    let load = LoadOp::create(ctx, rw.body, loc, shape, vec![index], element, None);
    rw.insert(load.0);
    let mut v = load.result(rw.body);
    let index_ty = ctx.index_type();
    if element != index_ty {
        let cast = IndexCastOp::create(ctx, rw.body, loc, v, index_ty);
        rw.insert(cast.0);
        v = rw.body.results(cast.0)[0];
    }
    rw.replace_op(op, &[v]);
    true
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cur = body.next_op(a);
    while let Some(o) = cur {
        if o == b {
            return true;
        }
        cur = body.next_op(o);
    }
    false
}

// ---- extract_strided_metadata / reinterpret_cast --------------------------------------

/// The offset, sizes and strides of a strided memref type (`DYNAMIC` where
/// unknown).
fn metadata_of(ctx: &Context, t: Type) -> Option<(i64, Vec<i64>, Vec<i64>)> {
    let shape = memref_parts(ctx, t)?.shape.to_vec();
    let (strides, offset) = strides_and_offset(ctx, t)?;
    Some((offset, shape, strides))
}

/// Results of `extract_strided_metadata` the source type knows statically
/// are replaced by constants.
pub(super) fn canonicalize_extract_strided_metadata(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some((offset, sizes, strides)) = metadata_of(ctx, ty(rw.body, source)) else { return false };
    let statics: Vec<i64> = std::iter::once(offset).chain(sizes).chain(strides).collect();
    let results = rw.body.results(op)[1..].to_vec();
    if results.len() != statics.len() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let mut changed = false;
    for (r, s) in results.into_iter().zip(statics) {
        if s == DYNAMIC || !rw.body.has_uses(r) {
            continue;
        }
        let index = ctx.index_type();
        let v = constant_before(rw, op, loc, index, ctx.int_attr(index, s));
        rw.replace_all_uses_with(r, v);
        changed = true;
    }
    changed
}

pub(super) fn canonicalize_reinterpret_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    reinterpret_of_metadata(rw, op)
}

/// Resolve values known to be constants to static entries.
fn constify(rw: &Rewriter<'_>, list: Vec<Ofr>) -> Vec<Ofr> {
    list.into_iter()
        .map(|o| match o {
            Ofr::Value(v) => const_i64(rw, v).map_or(o, Ofr::Static),
            s => s,
        })
        .collect()
}

/// A reinterpret cast rebuilding exactly the memref its metadata came from
/// is that memref (cast to the result type).
fn reinterpret_of_metadata(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(esm) = def_named(ctx, rw.body, source, ExtractStridedMetadataOp::NAME) else { return false };
    let original = rw.body.operands(esm)[0];
    let Some((offset, sizes, strides)) = metadata_of(ctx, ty(rw.body, original)) else { return false };
    let results = rw.body.results(esm).to_vec();
    let rank = sizes.len();
    if results.len() != 2 + 2 * rank {
        return false;
    }
    let known = |statics: Vec<i64>, values: &[ValueId]| -> Vec<Ofr> {
        statics
            .into_iter()
            .zip(values)
            .map(|(s, &v)| if s == DYNAMIC { Ofr::Value(v) } else { Ofr::Static(s) })
            .collect()
    };
    let esm_offset = known(vec![offset], &results[1..2]);
    let esm_sizes = known(sizes, &results[2..2 + rank]);
    let esm_strides = known(strides, &results[2 + rank..]);
    let rc = ReinterpretCastOp(op);
    let rc_offset = constify(rw, mixed(&statics_of(ctx, rw.body, op, "static_offsets"), rc.offsets(ctx, rw.body)));
    let rc_sizes = constify(rw, mixed(&statics_of(ctx, rw.body, op, "static_sizes"), rc.sizes(ctx, rw.body)));
    let rc_strides = constify(rw, mixed(&statics_of(ctx, rw.body, op, "static_strides"), rc.strides(ctx, rw.body)));
    if esm_strides != rc_strides || esm_sizes != rc_sizes || esm_offset != rc_offset {
        return false;
    }
    replace_with_cast(rw, op, original);
    true
}

// ---- collapse_shape / expand_shape -----------------------------------------------------

fn groups(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<i64>>> {
    reassociation(ctx, attr(ctx, body, op, crate::static_ident!(ctx, "reassociation"))?)
}

pub(super) fn canonicalize_collapse_shape(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    compose_reshapes(rw, op, CollapseShapeOp::NAME) || collapse_of_expand(rw, op) || collapse_of_cast(rw, op)
}

pub(super) fn canonicalize_expand_shape(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    compose_reshapes(rw, op, ExpandShapeOp::NAME) || expand_of_collapse(rw, op)
}

/// A collapse of a collapse (an expansion of an expansion) is one reshape.
fn compose_reshapes(rw: &mut Rewriter<'_>, op: OpId, name: &str) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(inner) = def_named(ctx, rw.body, source, name) else { return false };
    let (Some(outer_g), Some(inner_g)) = (groups(ctx, rw.body, op), groups(ctx, rw.body, inner)) else { return false };
    let Some(composed) = compose_groups(&inner_g, &outer_g) else { return false };
    let src = rw.body.operands(inner)[0];
    let result_ty = ty(rw.body, rw.body.results(op)[0]);
    let loc = rw.body.op(op).loc;
    let reassoc = reassociation_attr(ctx, &composed);
    rw.set_insertion_point_before(op);
    let new = if name == CollapseShapeOp::NAME {
        CollapseShapeOp::create(ctx, rw.body, loc, src, result_ty, reassoc).0
    } else {
        let shape = ExpandShapeOp(op).output_shape(ctx, rw.body).to_vec();
        let Some(statics) = attr(ctx, rw.body, op, "static_output_shape") else { return false };
        ExpandShapeOp::create(ctx, rw.body, loc, src, shape, result_ty, reassoc, statics).0
    };
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

/// A collapse of an expansion (of identity layouts) becomes one collapse,
/// one static expansion, or a cast.
fn collapse_of_expand(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(expand) = def_named(ctx, rw.body, source, ExpandShapeOp::NAME) else { return false };
    let src = rw.body.operands(expand)[0];
    let (src_ty, result_ty) = (ty(rw.body, src), ty(rw.body, rw.body.results(op)[0]));
    if !has_identity_layout(ctx, source_ty_of(rw.body, op)) || !has_identity_layout(ctx, src_ty) || src_ty == result_ty
    {
        return false;
    }
    let (Some(sp), Some(rp)) = (memref_parts(ctx, src_ty), memref_parts(ctx, result_ty)) else { return false };
    let (src_rank, result_rank) = (sp.shape.len(), rp.shape.len());
    let (Some(expand_g), Some(collapse_g)) = (groups(ctx, rw.body, expand), groups(ctx, rw.body, op)) else {
        return false;
    };
    let (higher, lower) = if src_rank > result_rank { (expand_g, collapse_g) } else { (collapse_g, expand_g) };
    let Some(composed) = collapse_of_expand_groups(&higher, &lower) else { return false };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = if src_rank > result_rank {
        CollapseShapeOp::create(ctx, rw.body, loc, src, result_ty, reassociation_attr(ctx, &composed)).0
    } else if src_rank < result_rank {
        if rp.shape.contains(&DYNAMIC) {
            // Upstream computes the dynamic output sizes with new ops; not done here.
            return false;
        }
        let statics = i64_array(ctx, rp.shape);
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

fn source_ty_of(body: &Body, op: OpId) -> Type {
    ty(body, body.operands(op)[0])
}

/// The collapsed type of `source` (upstream's `computeCollapsedType`).
fn collapsed_type(ctx: &Context, source: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let parts = memref_parts(ctx, source)?;
    let mut shape = Vec::with_capacity(groups.len());
    for g in groups {
        let mut size = 1i64;
        for &d in g {
            size = mul_sat(size, *parts.shape.get(usize::try_from(d).ok()?)?);
        }
        shape.push(size);
    }
    let layout = if has_identity_layout(ctx, source) {
        None
    } else {
        let usize_groups: Vec<Vec<usize>> = groups.iter().map(|g| g.iter().map(|&i| i as usize).collect()).collect();
        Some(collapsed_layout(ctx, source, &usize_groups)?)
    };
    Some(memref_type(ctx, shape, parts.element, layout, parts.memory_space))
}

/// A collapse of a cast that only made the type more dynamic collapses
/// the cast's source.
fn collapse_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(cast) = def_named(ctx, rw.body, source, CastOp::NAME) else { return false };
    if !cast_folds_into_consumer(ctx, rw.body, cast) {
        return false;
    }
    let src = rw.body.operands(cast)[0];
    let Some(g) = groups(ctx, rw.body, op) else { return false };
    let Some(new_ty) = collapsed_type(ctx, ty(rw.body, src), &g) else { return false };
    if new_ty == ty(rw.body, rw.body.results(op)[0]) {
        rw.modify(op, |b| b.set_operand(op, 0, src));
        return true;
    }
    let loc = rw.body.op(op).loc;
    let reassoc = attr(ctx, rw.body, op, "reassociation").unwrap_or_else(|| reassociation_attr(ctx, &g));
    rw.set_insertion_point_before(op);
    let new = CollapseShapeOp::create(ctx, rw.body, loc, src, new_ty, reassoc);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    replace_with_cast(rw, op, v);
    true
}

/// An expansion of a collapse (of identity layouts) becomes one collapse or
/// one expansion when the sub-shapes line up.
fn expand_of_collapse(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(collapse) = def_named(ctx, rw.body, source, CollapseShapeOp::NAME) else { return false };
    let src = rw.body.operands(collapse)[0];
    let (src_ty, result_ty) = (ty(rw.body, src), ty(rw.body, rw.body.results(op)[0]));
    if !has_identity_layout(ctx, source_ty_of(rw.body, op)) || !has_identity_layout(ctx, src_ty) || src_ty == result_ty
    {
        return false;
    }
    let (Some(sp), Some(rp)) = (memref_parts(ctx, src_ty), memref_parts(ctx, result_ty)) else { return false };
    let (src_shape, result_shape) = (sp.shape.to_vec(), rp.shape.to_vec());
    let (Some(src_g), Some(result_g)) = (groups(ctx, rw.body, collapse), groups(ctx, rw.body, op)) else {
        return false;
    };
    let loc = rw.body.op(op).loc;
    let new = if src_shape.len() > result_shape.len() {
        let Some(g) = find_collapsing_groups(&src_g, &result_g, &src_shape, &result_shape) else { return false };
        rw.set_insertion_point_before(op);
        CollapseShapeOp::create(ctx, rw.body, loc, src, result_ty, reassociation_attr(ctx, &g)).0
    } else {
        let Some(g) = find_collapsing_groups(&result_g, &src_g, &result_shape, &src_shape) else { return false };
        let shape = ExpandShapeOp(op).output_shape(ctx, rw.body).to_vec();
        let Some(statics) = attr(ctx, rw.body, op, "static_output_shape") else { return false };
        rw.set_insertion_point_before(op);
        ExpandShapeOp::create(ctx, rw.body, loc, src, shape, result_ty, reassociation_attr(ctx, &g), statics).0
    };
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

// ---- view -------------------------------------------------------------------------------

pub(super) fn canonicalize_view(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    view_constant_sizes(rw, op) || view_of_cast_of_alloc(rw, op)
}

/// The index held by an `arith.constant` of index type.
fn constant_index(rw: &Rewriter<'_>, v: ValueId) -> Option<i64> {
    rw.ctx.is_index(ty(rw.body, v)).then(|| super::fold::arith_const(rw.ctx, rw.body, v)).flatten()
}

/// Sizes given by index constants become static; the new view is cast back.
fn view_constant_sizes(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if !rw.body.operands(op).iter().any(|&v| constant_index(rw, v).is_some()) {
        return false;
    }
    let result_ty = ty(rw.body, rw.body.results(op)[0]);
    let Some(parts) = memref_parts(ctx, result_ty) else { return false };
    if strides_and_offset(ctx, result_ty).is_none() {
        return false;
    }
    let sizes = ViewOp(op).sizes(ctx, rw.body).to_vec();
    let (mut shape, mut dynamic, mut next) = (Vec::new(), Vec::new(), sizes.iter());
    for &d in parts.shape {
        if d != DYNAMIC {
            shape.push(d);
            continue;
        }
        let Some(&v) = next.next() else { return false };
        match constant_index(rw, v) {
            Some(c) => shape.push(c),
            None => {
                shape.push(DYNAMIC);
                dynamic.push(v);
            }
        }
    }
    let new_ty = memref_type(ctx, shape, parts.element, parts.layout, parts.memory_space);
    if new_ty == result_ty {
        return false;
    }
    let (source, shift) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = ViewOp::create(ctx, rw.body, loc, source, shift, dynamic, new_ty);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    replace_with_cast(rw, op, v);
    true
}

/// A view of a cast of an allocation views the allocation.
fn view_of_cast_of_alloc(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let Some(cast) = def_named(ctx, rw.body, source, CastOp::NAME) else { return false };
    let alloc = rw.body.operands(cast)[0];
    if def_named(ctx, rw.body, alloc, AllocOp::NAME).is_none() {
        return false;
    }
    let shift = rw.body.operands(op)[1];
    let sizes = ViewOp(op).sizes(ctx, rw.body).to_vec();
    let result_ty = ty(rw.body, rw.body.results(op)[0]);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = ViewOp::create(ctx, rw.body, loc, alloc, shift, sizes, result_ty);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    rw.replace_op(op, &[v]);
    true
}

// ---- alloca_scope -----------------------------------------------------------------------

/// Whether `op` may itself allocate on the stack: an `alloca`, or an op
/// with unknown effects.
fn may_allocate_automatically(rw: &Rewriter<'_>, op: OpId) -> bool {
    use crate::opdef::Traits;
    let name = rw.ctx.str(rw.body.op(op).name);
    if name == AllocaOp::NAME {
        return true;
    }
    let traits = rw.registry.op_traits(rw.ctx, rw.body, op);
    if traits.contains(Traits::RECURSIVE_EFFECTS) {
        return false;
    }
    let declared = [
        Traits::PURE,
        Traits::NO_MEMORY_EFFECT,
        Traits::MEM_READ,
        Traits::MEM_WRITE,
        Traits::MEM_ALLOC,
        Traits::MEM_FREE,
    ];
    rw.registry.op(name).is_none() || !declared.iter().any(|&t| traits.contains(t))
}

/// Whether ops nested in `op` (not behind another allocation scope) may
/// allocate on the stack.
fn has_potential_alloca(rw: &Rewriter<'_>, op: OpId) -> bool {
    let mut stack: Vec<OpId> = Vec::new();
    for &r in &rw.body.op(op).regions {
        for &b in &rw.body.region(r).blocks {
            stack.extend(rw.body.block_ops(b));
        }
    }
    while let Some(o) = stack.pop() {
        if may_allocate_automatically(rw, o) {
            return true;
        }
        if super::AUTOMATIC_ALLOCATION_SCOPES.contains(&rw.ctx.str(rw.body.op(o).name)) || rw.body.op(o).inner.is_some()
        {
            continue;
        }
        for &r in &rw.body.op(o).regions {
            for &b in &rw.body.region(r).blocks {
                stack.extend(rw.body.block_ops(b));
            }
        }
    }
    false
}

/// An `alloca_scope` is inlined into its parent when nothing in it
/// allocates on the stack, or when it is the last op of a parent scope.
pub(super) fn canonicalize_alloca_scope(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if has_potential_alloca(rw, op) {
        let parent_is_scope = rw.body.parent_of_op(op).is_some_and(|p| super::AUTOMATIC_ALLOCATION_SCOPES.contains(&ctx.str(rw.body.op(p).name)))
            // A function's body is its own arena: the scope's parent is the function.
            || rw.body.parent_of_op(op).is_none();
        let Some(block) = rw.body.parent_block(op) else { return false };
        let last = rw.body.next_op(op).is_some_and(|n| {
            rw.body.last_op(block) == Some(n)
                && rw.registry.traits_named(ctx, rw.body.op(n).name).contains(crate::opdef::Traits::TERMINATOR)
        });
        let one_block = rw.body.parent_region(block).is_some_and(|r| rw.body.region(r).blocks.len() == 1);
        if !parent_is_scope || !last || !one_block {
            return false;
        }
    }
    let Some(&region) = rw.body.op(op).regions.first() else { return false };
    rw.replace_op_with_region(op, region, &[])
}

//! `expand-strided-metadata`: views of memrefs (`memref.subview`,
//! `memref.expand_shape`, `memref.collapse_shape`) become a
//! `memref.extract_strided_metadata` of their source, `affine.apply` /
//! `affine.min` ops computing the new offset, sizes and strides, and a
//! `memref.reinterpret_cast` of the base buffer. `extract_strided_metadata`
//! of a subview, collapse_shape, allocation, global, reinterpret cast, cast
//! or of another metadata extraction is resolved to the values it stands
//! for, and
//! `extract_aligned_pointer_as_index` of a view reads the view's source.
//!
//! The patterns are upstream's (MLIR 19) and run in the greedy driver with
//! folding, bottom-up as upstream's default configuration; the index
//! computations are built as `makeComposedFoldedAffineApply` builds them,
//! so the maps and their operand order match `mlir-opt-19`.

use strata::dialects::affine::build::{make_composed_folded_apply, make_composed_folded_min};
use strata::dialects::arith::build_constant;
use strata::dialects::memref::layout::{has_identity_layout, memref_parts, memref_type, strides_and_offset};
use strata::dialects::memref::{
    dropped_dims, i64_array, reassociation, subview_parts, AllocOp, AllocaOp, CastOp, CollapseShapeOp, ExpandShapeOp,
    ExtractAlignedPointerAsIndexOp, ExtractStridedMetadataOp, GetGlobalOp, ReinterpretCastOp, SubViewOp,
};
use strata::dialects::memref::{mixed, split_mixed, statics_of, Ofr};
use strata::ir::affine::{AffineExpr, AffineMap};
use strata::ir::{Location, OpId, Type, ValueId, DYNAMIC};
use strata::opdef::ods::attr;
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::greedy::{apply_patterns_and_fold_greedily, GreedyConfig};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;
use strata::transforms::alias::view_source;

struct ExpandStridedMetadata;

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ExpandStridedMetadata))
}

impl Pass for ExpandStridedMetadata {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig { top_down: false, patterns: Some(patterns), ..GreedyConfig::default() };
        apply_patterns_and_fold_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config);
        Ok(())
    }
}

/// The pattern set of the pass.
fn patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    match rw.ctx.str(rw.body.op(op).name) {
        SubViewOp::NAME => subview_folder(rw, op),
        ExpandShapeOp::NAME => reshape_folder(rw, op, Reshape::Expand),
        CollapseShapeOp::NAME => reshape_folder(rw, op, Reshape::Collapse),
        ExtractStridedMetadataOp::NAME => fold_metadata_constants(rw, op) || resolve_metadata(rw, op),
        ExtractAlignedPointerAsIndexOp::NAME => aligned_pointer_of_view(rw, op),
        _ => false,
    }
}

// ---- helpers ------------------------------------------------------------------------

/// The base buffer, offset, sizes and strides a view stands for.
struct StridedMetadata {
    base: ValueId,
    offset: Ofr,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

fn ty(rw: &Rewriter<'_>, v: ValueId) -> Type {
    rw.body.value_type(v)
}

/// A new `memref.extract_strided_metadata` of `source` at the insertion
/// point; `None` when `source` is no strided memref.
fn extract_metadata(rw: &mut Rewriter<'_>, loc: Location, source: ValueId) -> Option<OpId> {
    let ctx = rw.ctx;
    let source_ty = ty(rw, source);
    strides_and_offset(ctx, source_ty)?;
    let parts = memref_parts(ctx, source_ty)?;
    let rank = parts.shape.len();
    let base_ty = memref_type(ctx, Vec::new(), parts.element, None, parts.memory_space);
    let index = ctx.index_type();
    let op = ExtractStridedMetadataOp::create(
        ctx,
        rw.body,
        loc,
        source,
        base_ty,
        index,
        vec![index; rank],
        vec![index; rank],
    );
    rw.insert(op.0);
    Some(op.0)
}

/// The offset, sizes and strides results of a metadata extraction.
fn metadata_values(rw: &Rewriter<'_>, esm: OpId) -> (ValueId, Vec<Ofr>, Vec<Ofr>) {
    let results = rw.body.results(esm);
    let rank = (results.len() - 2) / 2;
    let values = |r: &[ValueId]| r.iter().map(|&v| Ofr::Value(v)).collect();
    (results[1], values(&results[2..2 + rank]), values(&results[2 + rank..]))
}

/// A static entry, or the value standing for it.
fn known(statically: i64, value: Ofr) -> Ofr {
    if statically == DYNAMIC {
        value
    } else {
        Ofr::Static(statically)
    }
}

/// Upstream `getValueOrCreateConstantIndexOp`.
fn value_of(rw: &mut Rewriter<'_>, loc: Location, ofr: Ofr) -> ValueId {
    match ofr {
        Ofr::Value(v) => v,
        Ofr::Static(c) => constant_index(rw, loc, c),
    }
}

fn constant_index(rw: &mut Rewriter<'_>, loc: Location, c: i64) -> ValueId {
    let index = rw.ctx.index_type();
    let value = rw.ctx.int_attr(index, c);
    build_constant(rw, loc, index, value)
}

/// A `memref.reinterpret_cast` of `base` to `result_ty` replacing `op`.
fn replace_with_reinterpret_cast(rw: &mut Rewriter<'_>, op: OpId, result_ty: Type, md: StridedMetadata) {
    let v = reinterpret_cast(rw, rw.body.op(op).loc, md.base, result_ty, &[md.offset], &md.sizes, &md.strides);
    rw.replace_op(op, &[v]);
}

/// A `memref.reinterpret_cast` of `source` to `result_ty` at the insertion point.
pub(crate) fn reinterpret_cast(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    result_ty: Type,
    offsets: &[Ofr],
    sizes: &[Ofr],
    strides: &[Ofr],
) -> ValueId {
    let ctx = rw.ctx;
    let ((so, vo), (ss, vs), (st, vt)) = (split_mixed(offsets), split_mixed(sizes), split_mixed(strides));
    let (so, ss, st) = (i64_array(ctx, &so), i64_array(ctx, &ss), i64_array(ctx, &st));
    let op = ReinterpretCastOp::create(ctx, rw.body, loc, source, vo, vs, vt, result_ty, so, ss, st);
    rw.insert(op.0);
    op.result(rw.body)
}

/// Replace a metadata extraction by `md` (its constants materialized).
fn replace_metadata(rw: &mut Rewriter<'_>, esm: OpId, loc: Location, md: StridedMetadata) {
    let mut results = vec![md.base, value_of(rw, loc, md.offset)];
    for ofr in md.sizes.into_iter().chain(md.strides) {
        results.push(value_of(rw, loc, ofr));
    }
    rw.replace_op(esm, &results);
}

// ---- subview ------------------------------------------------------------------------

/// Upstream `resolveSubviewStridedMetadata`: `stride#i = subStride#i *
/// baseStride#i`, `offset = baseOffset + sum(subOffset#i * baseStride#i)`,
/// sizes as given, dropped dimensions left out.
fn resolve_subview(rw: &mut Rewriter<'_>, sv: OpId) -> Option<StridedMetadata> {
    let ctx = rw.ctx;
    let loc = rw.body.op(sv).loc;
    let parts = subview_parts(ctx, rw.body, sv);
    let dropped = dropped_dims(ctx, rw.body, sv)?;
    let flat = flat_offset_and_strides(rw, loc, parts.source, &parts.offsets, Some(&parts.strides), false)?;
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let rank = flat.strides.len();
    Some(StridedMetadata {
        base: flat.base,
        offset: flat.offset,
        sizes: (0..rank).filter(keep).map(|i| parts.sizes[i]).collect(),
        strides: (0..rank).filter(keep).map(|i| flat.strides[i]).collect(),
    })
}

/// The base buffer of a memref, the linear offset of a position in it and
/// (given the steps) the strides of a view stepping through it.
pub(crate) struct FlatAccess {
    pub base: ValueId,
    pub offset: Ofr,
    pub strides: Vec<Ofr>,
}

/// `offset = baseOffset + sum(offsets#i * baseStride#i)` and, with `steps`,
/// `stride#i = steps#i * baseStride#i`, from a new
/// `memref.extract_strided_metadata` of `source` (placed right after
/// `source` is defined when `at_source`, else at the insertion point).
pub(crate) fn flat_offset_and_strides(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    offsets: &[Ofr],
    steps: Option<&[Ofr]>,
    at_source: bool,
) -> Option<FlatAccess> {
    let (source_strides, source_offset) = strides_and_offset(rw.ctx, ty(rw, source))?;
    let esm = if at_source {
        let ip = rw.insertion_point();
        match rw.body.defining_op(source) {
            Some(def) => rw.set_insertion_point_after(def),
            None => rw.set_insertion_point_to_start(rw.body.value_block(source)?),
        }
        let esm = extract_metadata(rw, loc, source);
        if let Some(ip) = ip {
            rw.set_insertion_point(ip);
        }
        esm?
    } else {
        extract_metadata(rw, loc, source)?
    };
    let (esm_offset, _, esm_strides) = metadata_values(rw, esm);
    let rank = source_strides.len();
    let product = AffineMap::new(0, 2, vec![AffineExpr::symbol(0).mul(AffineExpr::symbol(1))]);
    let mut strides = Vec::with_capacity(rank);
    let mut offset_expr = AffineExpr::symbol(0);
    let mut offset_values = vec![known(source_offset, Ofr::Value(esm_offset))];
    for i in 0..rank {
        let orig_stride = known(source_strides[i], esm_strides[i]);
        if let Some(steps) = steps {
            strides.push(make_composed_folded_apply(rw, loc, &product, &[steps[i], orig_stride]));
        }
        offset_expr = offset_expr.add(AffineExpr::symbol(1 + 2 * i).mul(AffineExpr::symbol(2 + 2 * i)));
        offset_values.extend([offsets[i], orig_stride]);
    }
    let offset_map = AffineMap::new(0, 2 * rank + 1, vec![offset_expr]);
    let offset = make_composed_folded_apply(rw, loc, &offset_map, &offset_values);
    Some(FlatAccess { base: rw.body.results(esm)[0], offset, strides })
}

fn subview_folder(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(md) = resolve_subview(rw, op) else { return false };
    let result_ty = ty(rw, rw.body.results(op)[0]);
    replace_with_reinterpret_cast(rw, op, result_ty, md);
    true
}

// ---- expand_shape / collapse_shape ---------------------------------------------------

#[derive(Copy, Clone, PartialEq, Eq)]
enum Reshape {
    Expand,
    Collapse,
}

/// What a reshape group computes from: the reshape, its source's static
/// strides, and the source's sizes and strides as metadata values.
struct ReshapeCx<'a> {
    op: OpId,
    loc: Location,
    source_shape: &'a [i64],
    source_strides: &'a [i64],
    result_shape: &'a [i64],
    orig_sizes: &'a [Ofr],
    orig_strides: &'a [Ofr],
}

/// Upstream `getExpandedSizes`: the static sizes of the group, and its one
/// dynamic size as the source size divided by their product.
fn expanded_sizes(rw: &mut Rewriter<'_>, cx: &ReshapeCx<'_>, group_id: usize, group: &[usize]) -> Vec<Ofr> {
    let mut sizes: Vec<Ofr> = group.iter().map(|&d| Ofr::Static(cx.result_shape[d])).collect();
    let product: i64 = group.iter().map(|&d| cx.result_shape[d]).filter(|&s| s != DYNAMIC).product();
    if let Some(i) = group.iter().position(|&d| cx.result_shape[d] == DYNAMIC) {
        let map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0).floor_div(product)]);
        sizes[i] = make_composed_folded_apply(rw, cx.loc, &map, &[cx.orig_sizes[group_id]]);
    }
    sizes
}

/// Upstream `getExpandedStrides`: suffix products of the group's static
/// sizes times the source stride; strides left of the dynamic size also
/// scale by the source size.
fn expanded_strides(rw: &mut Rewriter<'_>, cx: &ReshapeCx<'_>, group_id: usize, group: &[usize]) -> Vec<Ofr> {
    let n = group.len();
    let mut base = vec![1i64; n];
    let (mut current, mut dynamic) = (1i64, None);
    for i in (0..n).rev() {
        base[i] = current;
        let size = cx.result_shape[group[i]];
        if size == DYNAMIC {
            dynamic = Some(i);
        } else {
            current = current.wrapping_mul(size);
        }
    }
    let orig_stride = known(cx.source_strides[group_id], cx.orig_strides[group_id]);
    let (s0, s1) = (AffineExpr::symbol(0), AffineExpr::symbol(1));
    let mut strides = Vec::with_capacity(n);
    for (i, &b) in base.iter().enumerate() {
        let stride = if dynamic.is_some_and(|d| i < d) {
            let map = AffineMap::new(0, 2, vec![s0.clone().mul(b).floor_div(current).mul(s1.clone())]);
            make_composed_folded_apply(rw, cx.loc, &map, &[cx.orig_sizes[group_id], orig_stride])
        } else {
            let map = AffineMap::new(0, 1, vec![s0.clone().mul(b)]);
            make_composed_folded_apply(rw, cx.loc, &map, &[orig_stride])
        };
        strides.push(stride);
    }
    strides
}

/// Upstream `getCollapsedSize`: static, or the product of the group's sizes.
fn collapsed_size(rw: &mut Rewriter<'_>, cx: &ReshapeCx<'_>, group_id: usize, group: &[usize]) -> Ofr {
    if cx.result_shape[group_id] != DYNAMIC {
        return Ofr::Static(cx.result_shape[group_id]);
    }
    let mut expr = AffineExpr::constant(1);
    let mut values = Vec::with_capacity(group.len());
    for (i, &d) in group.iter().enumerate() {
        expr = expr.mul(AffineExpr::symbol(i));
        values.push(known(cx.source_shape[d], cx.orig_sizes[d]));
    }
    make_composed_folded_apply(rw, cx.loc, &AffineMap::new(0, group.len(), vec![expr]), &values)
}

/// Upstream `getCollapsedStride`: the minimum stride of the group's
/// non-unit dimensions; for an all-ones group, the result type's stride or
/// a dynamic source stride.
fn collapsed_stride(rw: &mut Rewriter<'_>, cx: &ReshapeCx<'_>, group_id: usize, group: &[usize]) -> Option<Ofr> {
    let strides: Vec<Ofr> = group
        .iter()
        .filter(|&&d| cx.source_shape[d] != 1)
        .map(|&d| known(cx.source_strides[d], cx.orig_strides[d]))
        .collect();
    if strides.is_empty() {
        let result_ty = ty(rw, rw.body.results(cx.op)[0]);
        let (result_strides, _) = strides_and_offset(rw.ctx, result_ty)?;
        let stride = *result_strides.get(group_id)?;
        if stride != DYNAMIC {
            return Some(Ofr::Static(stride));
        }
        let d = group.iter().find(|&&d| cx.source_strides[d] == DYNAMIC)?;
        return Some(cx.orig_strides[*d]);
    }
    let n = strides.len();
    let map = AffineMap::new(n, 0, (0..n).map(AffineExpr::dim).collect());
    Some(make_composed_folded_min(rw, cx.loc, &map, &strides))
}

/// Upstream `resolveReshapeStridedMetadata`: the offset is the source's,
/// sizes and strides are computed group by group.
fn resolve_reshape(rw: &mut Rewriter<'_>, op: OpId, kind: Reshape) -> Option<StridedMetadata> {
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let source = rw.body.operands(op)[0];
    let (source_ty, result_ty) = (ty(rw, source), ty(rw, rw.body.results(op)[0]));
    let source_shape = memref_parts(ctx, source_ty)?.shape.to_vec();
    let result_shape = memref_parts(ctx, result_ty)?.shape.to_vec();
    let groups = reassociation(ctx, attr(ctx, rw.body, op, "reassociation")?)?;
    let (source_strides, source_offset) = strides_and_offset(ctx, source_ty)?;
    let esm = extract_metadata(rw, loc, source)?;
    let (esm_offset, orig_sizes, orig_strides) = metadata_values(rw, esm);
    let base = rw.body.results(esm)[0];
    let offset = known(source_offset, Ofr::Value(esm_offset));
    if source_shape.is_empty() {
        let ones = vec![Ofr::Static(1); result_shape.len()];
        return Some(StridedMetadata { base, offset, sizes: ones.clone(), strides: ones });
    }
    let cx = ReshapeCx {
        op,
        loc,
        source_shape: &source_shape,
        source_strides: &source_strides,
        result_shape: &result_shape,
        orig_sizes: &orig_sizes,
        orig_strides: &orig_strides,
    };
    let (mut sizes, mut strides) = (Vec::new(), Vec::new());
    for (group_id, group) in groups.iter().enumerate() {
        let group: Vec<usize> = group.iter().map(|&d| d as usize).collect();
        match kind {
            Reshape::Expand => {
                sizes.extend(expanded_sizes(rw, &cx, group_id, &group));
                strides.extend(expanded_strides(rw, &cx, group_id, &group));
            }
            Reshape::Collapse => {
                sizes.push(collapsed_size(rw, &cx, group_id, &group));
                strides.push(collapsed_stride(rw, &cx, group_id, &group)?);
            }
        }
    }
    Some(StridedMetadata { base, offset, sizes, strides })
}

fn reshape_folder(rw: &mut Rewriter<'_>, op: OpId, kind: Reshape) -> bool {
    let Some(md) = resolve_reshape(rw, op, kind) else { return false };
    let result_ty = ty(rw, rw.body.results(op)[0]);
    replace_with_reinterpret_cast(rw, op, result_ty, md);
    true
}

// ---- extract_strided_metadata ----------------------------------------------------------

/// Upstream's folder of `extract_strided_metadata`: uses of results the
/// source type knows statically read constants instead. Like the folder,
/// it tells the driver of no new op, only that the op changed.
fn fold_metadata_constants(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source_ty = ty(rw, rw.body.operands(op)[0]);
    let (Some((strides, offset)), Some(parts)) = (strides_and_offset(ctx, source_ty), memref_parts(ctx, source_ty))
    else {
        return false;
    };
    let statics: Vec<i64> = std::iter::once(offset).chain(parts.shape.iter().copied()).chain(strides).collect();
    let results = rw.body.results(op)[1..].to_vec();
    if results.len() != statics.len() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let mut silent = Rewriter::new(ctx, rw.registry, rw.body);
    let mut changed = false;
    for (r, s) in results.into_iter().zip(statics) {
        if s == DYNAMIC || !silent.body.has_uses(r) {
            continue;
        }
        silent.set_insertion_point_before(op);
        let c = constant_index(&mut silent, loc, s);
        silent.body.replace_all_uses(r, c);
        changed = true;
    }
    if changed {
        rw.modify(op, |_| {});
    }
    changed
}

/// The patterns resolving `extract_strided_metadata` through the op that
/// made its source. Upstream 19 has none for `expand_shape`: the
/// `expand_shape` itself is rewritten, and the metadata is then read
/// through the resulting `reinterpret_cast`.
fn resolve_metadata(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let source = rw.body.operands(op)[0];
    let Some(def) = rw.body.defining_op(source) else { return false };
    match rw.ctx.str(rw.body.op(def).name) {
        AllocOp::NAME | AllocaOp::NAME => metadata_of_alloc(rw, op, def),
        CollapseShapeOp::NAME => metadata_of_collapse(rw, op, def),
        GetGlobalOp::NAME => metadata_of_global(rw, op, def),
        SubViewOp::NAME => metadata_of_subview(rw, op, def),
        ReinterpretCastOp::NAME => metadata_of_reinterpret_cast(rw, op, def),
        CastOp::NAME => metadata_of_cast(rw, op, def),
        ExtractStridedMetadataOp::NAME => metadata_of_metadata(rw, op, def),
        _ => false,
    }
}

fn metadata_of_subview(rw: &mut Rewriter<'_>, op: OpId, sv: OpId) -> bool {
    let Some(md) = resolve_subview(rw, sv) else { return false };
    let loc = rw.body.op(sv).loc;
    replace_metadata(rw, op, loc, md);
    true
}

fn metadata_of_collapse(rw: &mut Rewriter<'_>, op: OpId, reshape: OpId) -> bool {
    let Some(md) = resolve_reshape(rw, reshape, Reshape::Collapse) else { return false };
    let loc = rw.body.op(reshape).loc;
    replace_metadata(rw, op, loc, md);
    true
}

/// The base buffer of an allocation or global: the memref itself when it
/// has the base buffer's type, else a reinterpret cast to it.
fn base_of(rw: &mut Rewriter<'_>, op: OpId, memref: ValueId) -> ValueId {
    let base_ty = ty(rw, rw.body.results(op)[0]);
    if ty(rw, memref) == base_ty {
        return memref;
    }
    let loc = rw.body.op(op).loc;
    reinterpret_cast(rw, loc, memref, base_ty, &[Ofr::Static(0)], &[], &[])
}

/// Metadata of an allocation with the identity layout: offset 0, the
/// allocated sizes and their suffix products.
fn metadata_of_alloc(rw: &mut Rewriter<'_>, op: OpId, alloc: OpId) -> bool {
    let ctx = rw.ctx;
    let memref = rw.body.results(alloc)[0];
    let memref_ty = ty(rw, memref);
    if !has_identity_layout(ctx, memref_ty) {
        return false;
    }
    let Some(parts) = memref_parts(ctx, memref_ty) else { return false };
    let shape = parts.shape.to_vec();
    let mut dynamic = rw.body.operands(alloc).iter();
    let mut sizes = Vec::with_capacity(shape.len());
    for &s in &shape {
        if s != DYNAMIC {
            sizes.push(Ofr::Static(s));
            continue;
        }
        let Some(&v) = dynamic.next() else { return false };
        sizes.push(Ofr::Value(v));
    }
    let loc = rw.body.op(op).loc;
    let rank = shape.len();
    let mut strides = vec![Ofr::Static(1); rank];
    let mut expr = AffineExpr::constant(1);
    for (n, i) in (0..rank.saturating_sub(1)).rev().enumerate() {
        expr = expr.mul(AffineExpr::symbol(n));
        let map = AffineMap::new(0, n + 1, vec![expr.clone()]);
        strides[i] = make_composed_folded_apply(rw, loc, &map, &sizes[i + 1..]);
    }
    let base = base_of(rw, op, memref);
    let offset = constant_index(rw, loc, 0);
    let mut results = vec![base, offset];
    for ofr in sizes.into_iter().chain(strides) {
        results.push(value_of(rw, loc, ofr));
    }
    rw.replace_op(op, &results);
    true
}

/// Metadata of a `memref.get_global` with the identity layout: all static.
fn metadata_of_global(rw: &mut Rewriter<'_>, op: OpId, global: OpId) -> bool {
    let ctx = rw.ctx;
    let memref = rw.body.results(global)[0];
    let memref_ty = ty(rw, memref);
    if !has_identity_layout(ctx, memref_ty) {
        return false;
    }
    let Some(parts) = memref_parts(ctx, memref_ty) else { return false };
    let shape = parts.shape.to_vec();
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1].wrapping_mul(shape[i + 1]);
    }
    let loc = rw.body.op(op).loc;
    let base = base_of(rw, op, memref);
    let mut results = vec![base, constant_index(rw, loc, 0)];
    for c in shape.into_iter().chain(strides) {
        results.push(constant_index(rw, loc, c));
    }
    rw.replace_op(op, &results);
    true
}

/// Metadata of a reinterpret cast: the base of its source and its own
/// offset, sizes and strides.
fn metadata_of_reinterpret_cast(rw: &mut Rewriter<'_>, op: OpId, rc: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(rc)[0];
    let loc = rw.body.op(op).loc;
    let Some(esm) = extract_metadata(rw, loc, source) else { return false };
    let base = rw.body.results(esm)[0];
    let cast = ReinterpretCastOp(rc);
    let list = |rw: &Rewriter<'_>, name: &str, values: &[ValueId]| mixed(&statics_of(ctx, rw.body, rc, name), values);
    let offsets = list(rw, "static_offsets", cast.offsets(ctx, rw.body));
    let sizes = list(rw, "static_sizes", cast.sizes(ctx, rw.body));
    let strides = list(rw, "static_strides", cast.strides(ctx, rw.body));
    let offset = value_of(rw, loc, offsets[0]);
    let md = StridedMetadata { base, offset: Ofr::Value(offset), sizes, strides };
    replace_metadata(rw, op, loc, md);
    true
}

/// Metadata of a `memref.cast`: what the cast's type knows statically,
/// the rest from the metadata of its source.
fn metadata_of_cast(rw: &mut Rewriter<'_>, op: OpId, cast: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(cast)[0];
    let cast_ty = ty(rw, rw.body.results(cast)[0]);
    let (Some((strides, offset)), Some(parts)) = (strides_and_offset(ctx, cast_ty), memref_parts(ctx, cast_ty)) else {
        return false;
    };
    let shape = parts.shape.to_vec();
    let loc = rw.body.op(op).loc;
    let Some(esm) = extract_metadata(rw, loc, source) else { return false };
    let (esm_offset, esm_sizes, esm_strides) = metadata_values(rw, esm);
    let md = StridedMetadata {
        base: rw.body.results(esm)[0],
        offset: known(offset, Ofr::Value(esm_offset)),
        sizes: shape.iter().zip(esm_sizes).map(|(&s, v)| known(s, v)).collect(),
        strides: strides.iter().zip(esm_strides).map(|(&s, v)| known(s, v)).collect(),
    };
    replace_metadata(rw, op, loc, md);
    true
}

/// The base buffer of a base buffer is itself, at offset 0.
fn metadata_of_metadata(rw: &mut Rewriter<'_>, op: OpId, inner: OpId) -> bool {
    let base = rw.body.results(inner)[0];
    let loc = rw.body.op(op).loc;
    let zero = constant_index(rw, loc, 0);
    rw.replace_op(op, &[base, zero]);
    true
}

// ---- extract_aligned_pointer_as_index ----------------------------------------------------

fn aligned_pointer_of_view(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let source = rw.body.operands(op)[0];
    let Some(view) = rw.body.defining_op(source).and_then(|d| view_source(rw.ctx, rw.body, d)) else { return false };
    rw.modify(op, |b| b.set_operand(op, 0, view));
    true
}

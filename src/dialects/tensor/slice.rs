//! Folds and canonicalization patterns of `tensor.extract_slice`,
//! `tensor.insert_slice` and `tensor.parallel_insert_slice` (the insert's
//! patterns, new casts placed before its `scf.forall.in_parallel`), as
//! upstream's `--canonicalize`: slices of splat
//! constants, identity slices, a slice read back from where it was just
//! written (and written back where it was read), constant offsets, sizes
//! and strides made static, and casts that only made types more dynamic
//! folded into the slice op (with a cast back to the old type).

use super::canonicalize::{foldable_cast_source, replace_with_cast, ty};
use super::*;
use crate::dialects::arith::constfold as cf;
use crate::dialects::memref::{mixed, split_mixed, statics_of, Ofr};
use crate::dialects::view_like::i64_array;
use crate::ir::{Location, ValueId};
use crate::rewrite::{value_int, FoldCx, Folded, Rewriter};

/// The integer `v` is known to hold.
pub(super) fn const_i64(rw: &Rewriter<'_>, v: ValueId) -> Option<i64> {
    value_int(rw.ctx, rw.registry, rw.body, v).and_then(|i| i64::try_from(i).ok())
}

/// Which dimensions of `original` are left out of `reduced`, where only
/// unit dimensions may be dropped; with `match_dynamic` a dynamic size on
/// either side matches any non-unit size (upstream's
/// `computeRankReductionMask`).
pub(super) fn reduction_mask(original: &[i64], reduced: &[i64], match_dynamic: bool) -> Option<Vec<bool>> {
    let mut unused = vec![false; original.len()];
    let mut r = 0;
    for (i, &size) in original.iter().enumerate() {
        let next = reduced.get(r).copied();
        let dynamic_match = match_dynamic && size != 1 && next.is_some_and(|n| n == DYNAMIC || size == DYNAMIC);
        if dynamic_match || next == Some(size) {
            r += 1;
            continue;
        }
        unused[i] = true;
        if size != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(unused)
}

pub(super) fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    reduction_mask(original, reduced, false)
}

/// The source, destination (insert ops) and mixed offsets, sizes and
/// strides of a slice op.
pub(crate) struct Slice {
    pub source: ValueId,
    pub dest: Option<ValueId>,
    pub lists: [Vec<Ofr>; 3],
}

pub(crate) fn slice_of(ctx: &Context, body: &Body, op: OpId) -> Slice {
    let name = ctx.str(body.op(op).name);
    let (dest, groups) = if name == ExtractSliceOp::NAME {
        let s = ExtractSliceOp(op);
        (None, [s.offsets(ctx, body), s.sizes(ctx, body), s.strides(ctx, body)])
    } else if name == ParallelInsertSliceOp::NAME {
        let s = ParallelInsertSliceOp(op);
        (Some(body.operands(op)[1]), [s.offsets(ctx, body), s.sizes(ctx, body), s.strides(ctx, body)])
    } else {
        let s = InsertSliceOp(op);
        (Some(body.operands(op)[1]), [s.offsets(ctx, body), s.sizes(ctx, body), s.strides(ctx, body)])
    };
    let names = ["static_offsets", "static_sizes", "static_strides"];
    Slice {
        source: body.operands(op)[0],
        dest,
        lists: std::array::from_fn(|i| mixed(&statics_of(ctx, body, op, names[i]), groups[i])),
    }
}

/// Build an `extract_slice` of `source` at the insertion point.
pub(crate) fn build_extract_slice(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    lists: [&[Ofr]; 3],
    result: Type,
) -> ValueId {
    let [(so, vo), (ss, vs), (st, vt)] = lists.map(split_mixed);
    let ctx = rw.ctx;
    let (ao, as_, at) = (i64_array(ctx, &so), i64_array(ctx, &ss), i64_array(ctx, &st));
    let op = ExtractSliceOp::create(ctx, rw.body, loc, source, vo, vs, vt, result, ao, as_, at);
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

/// Build an `insert_slice` of `source` into `dest` at the insertion point.
pub(crate) fn build_insert_slice(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    dest: ValueId,
    lists: [&[Ofr]; 3],
) -> ValueId {
    let [(so, vo), (ss, vs), (st, vt)] = lists.map(split_mixed);
    let ctx = rw.ctx;
    let (ao, as_, at) = (i64_array(ctx, &so), i64_array(ctx, &ss), i64_array(ctx, &st));
    let result = ty(rw.body, dest);
    let op = InsertSliceOp::create(ctx, rw.body, loc, source, dest, vo, vs, vt, result, ao, as_, at);
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

/// Build an insert of `source` into `dest` at the insertion point, of the
/// kind of `like` (`insert_slice` or `parallel_insert_slice`); the result
/// of an `insert_slice`.
fn build_insert_like(
    rw: &mut Rewriter<'_>,
    like: OpId,
    source: ValueId,
    dest: ValueId,
    lists: [&[Ofr]; 3],
) -> Option<ValueId> {
    let loc = rw.body.op(like).loc;
    if !is_parallel(rw, like) {
        return Some(build_insert_slice(rw, loc, source, dest, lists));
    }
    let [(so, vo), (ss, vs), (st, vt)] = lists.map(split_mixed);
    let ctx = rw.ctx;
    let (ao, as_, at) = (i64_array(ctx, &so), i64_array(ctx, &ss), i64_array(ctx, &st));
    let op = ParallelInsertSliceOp::create(ctx, rw.body, loc, source, dest, vo, vs, vt, ao, as_, at);
    rw.insert(op.0);
    None
}

fn is_parallel(rw: &Rewriter<'_>, op: OpId) -> bool {
    rw.ctx.str(rw.body.op(op).name) == ParallelInsertSliceOp::NAME
}

/// Where new ops feeding insert `op` go: before it, or for a
/// `parallel_insert_slice` before the `scf.forall.in_parallel` holding it
/// (whose region takes nothing else).
fn before_insert(rw: &mut Rewriter<'_>, op: OpId) {
    let anchor = if is_parallel(rw, op) { rw.body.parent_of_op(op).unwrap_or(op) } else { op };
    rw.set_insertion_point_before(anchor);
}

/// Replace insert `op` by the insert `new` built (nothing for a
/// `parallel_insert_slice`), cast back to the old type when asked.
fn replace_insert(rw: &mut Rewriter<'_>, op: OpId, new: Option<ValueId>, cast_back: bool) {
    match new {
        Some(v) if cast_back => replace_with_cast(rw, op, v),
        Some(v) => rw.replace_op(op, &[v]),
        None => rw.replace_op(op, &[]),
    }
}

/// Upstream's `inferCanonicalRankReducedResultType`: the shape of the
/// static sizes, less its first unit dimensions down to `rank`.
pub(crate) fn rank_reduced_type(ctx: &Context, rank: usize, element: Type, sizes: &[Ofr]) -> Option<Type> {
    let mut shape: Vec<i64> = split_mixed(sizes).0;
    let mut extra = shape.len().checked_sub(rank)?;
    shape.retain(|&d| {
        let drop = extra > 0 && d == 1;
        extra -= usize::from(drop);
        !drop
    });
    (shape.len() == rank).then(|| ranked_tensor(ctx, shape, element))
}

// ---- folds --------------------------------------------------------------------------------

/// The constant a list entry is known to be.
fn ofr_const(cx: &FoldCx<'_>, body: &Body, o: Ofr) -> Option<i64> {
    match o {
        Ofr::Static(s) => Some(s),
        Ofr::Value(v) => value_int(cx.ctx, cx.registry, body, v).and_then(|i| i64::try_from(i).ok()),
    }
}

/// Zero offsets, unit strides and sizes equal to the static `shape`
/// (upstream's `foldIdentityOffsetSizeAndStrideOpInterface`).
fn is_identity(cx: &FoldCx<'_>, body: &Body, s: &Slice, shape: &[i64]) -> bool {
    let [offsets, sizes, strides] = &s.lists;
    offsets.iter().all(|&o| ofr_const(cx, body, o) == Some(0))
        && sizes.iter().zip(shape).all(|(&o, &d)| d != DYNAMIC && ofr_const(cx, body, o) == Some(d))
        && strides.iter().all(|&o| ofr_const(cx, body, o) == Some(1))
}

/// Whether two slices have the same offsets, sizes and strides; with
/// `constants`, equal constants also match.
fn same_lists(cx: &FoldCx<'_>, body: &Body, a: &Slice, b: &Slice, constants: bool) -> bool {
    a.lists.iter().zip(&b.lists).all(|(x, y)| {
        x.len() == y.len()
            && x.iter().zip(y).all(|(&p, &q)| {
                p == q
                    || (constants
                        && ofr_const(cx, body, p).is_some()
                        && ofr_const(cx, body, p) == ofr_const(cx, body, q))
            })
    })
}

/// Slices of splat constants, identity slices, and a slice of what an
/// `insert_slice` just wrote there.
pub(super) fn fold_extract_slice(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let result_ty = ty(body, body.results(op)[0]);
    if let Some(cf::Elems::Splat(bits)) = cx.constant(0).and_then(|c| cf::elems(ctx, c)) {
        if ranked(ctx, result_ty).is_some_and(|(s, _)| s.iter().all(|&d| d != DYNAMIC)) {
            if let Some(a) = cf::build(ctx, result_ty, cf::Elems::Splat(bits)) {
                return Folded::attr(a);
            }
        }
    }
    let s = slice_of(ctx, body, op);
    let source_ty = ty(body, s.source);
    if source_ty == result_ty && ranked(ctx, source_ty).is_some_and(|(shape, _)| is_identity(cx, body, &s, shape)) {
        return Folded::value(s.source);
    }
    let Some(insert) = body.defining_op(s.source).filter(|&d| ctx.str(body.op(d).name) == InsertSliceOp::NAME) else {
        return Folded::Failure;
    };
    let ins = slice_of(ctx, body, insert);
    if ty(body, ins.source) == result_ty && same_lists(cx, body, &ins, &s, true) {
        return Folded::value(ins.source);
    }
    Folded::Failure
}

/// Identity inserts, an insert over the same place as the insert that made
/// its destination, a slice written back where it was read, and inserts
/// of nothing.
pub(super) fn fold_insert_slice(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let s = slice_of(ctx, body, op);
    let Some(dest) = s.dest else { return Folded::Failure };
    let (source_ty, dest_ty) = (ty(body, s.source), ty(body, dest));
    let static_shape = ranked(ctx, dest_ty).filter(|(sh, _)| sh.iter().all(|&d| d != DYNAMIC)).map(|(sh, _)| sh);
    if source_ty == dest_ty && static_shape.is_some_and(|shape| is_identity(cx, body, &s, shape)) {
        return Folded::value(s.source);
    }
    let named = |v: ValueId, name: &str| body.defining_op(v).filter(|&d| ctx.str(body.op(d).name) == name);
    if let Some(prev) = named(dest, InsertSliceOp::NAME) {
        let p = slice_of(ctx, body, prev);
        if ty(body, p.source) == source_ty && same_lists(cx, body, &p, &s, false) {
            let prev_dest = body.operands(prev)[1];
            body.set_operand(op, 1, prev_dest);
            return Folded::InPlace;
        }
    }
    if let Some(extract) = named(s.source, ExtractSliceOp::NAME) {
        let e = slice_of(ctx, body, extract);
        if e.source == dest && same_lists(cx, body, &e, &s, false) {
            return Folded::value(dest);
        }
    }
    if s.lists[1].iter().any(|&o| ofr_const(cx, body, o) == Some(0)) {
        return Folded::value(dest);
    }
    Folded::Failure
}

// ---- patterns -----------------------------------------------------------------------------

/// Entries of `list` known to be constants become static, when `keep`
/// accepts the constant; true when one did.
fn constify(rw: &Rewriter<'_>, list: &mut [Ofr], keep: impl Fn(i64) -> bool) -> bool {
    let mut changed = false;
    for o in list.iter_mut() {
        if let Ofr::Value(v) = *o {
            if let Some(c) = const_i64(rw, v).filter(|&c| keep(c)) {
                *o = Ofr::Static(c);
                changed = true;
            }
        }
    }
    changed
}

/// Constant offsets and sizes (non-negative) and strides (any for
/// `extract_slice`, non-zero for `insert_slice`) become static; upstream
/// folds one list per application, offsets first.
fn constant_arguments(rw: &Rewriter<'_>, s: &mut Slice, nonzero_strides: bool) -> bool {
    let [offsets, sizes, strides] = &mut s.lists;
    constify(rw, offsets, |c| c >= 0)
        || constify(rw, sizes, |c| c >= 0)
        || constify(rw, strides, |c| !nonzero_strides || c != 0)
}

pub(super) fn canonicalize_extract_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    extract_slice_constant_arguments(rw, op) || extract_slice_of_cast(rw, op)
}

fn extract_slice_constant_arguments(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let mut s = slice_of(ctx, rw.body, op);
    if !constant_arguments(rw, &mut s, false) {
        return false;
    }
    let old_ty = ty(rw.body, rw.body.results(op)[0]);
    let (Some((old, _)), Some((_, element))) = (ranked(ctx, old_ty), ranked(ctx, ty(rw.body, s.source))) else {
        return false;
    };
    let Some(new_ty) = rank_reduced_type(ctx, old.len(), element, &s.lists[1]) else { return false };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let [o, z, t] = &s.lists;
    let v = build_extract_slice(rw, loc, s.source, [o, z, t], new_ty);
    replace_with_cast(rw, op, v);
    true
}

/// Whether any operand of `op` is a known constant (upstream leaves those
/// to the constant-argument pattern first).
fn has_constant_operand(rw: &Rewriter<'_>, op: OpId) -> bool {
    rw.body.operands(op).iter().any(|&v| const_i64(rw, v).is_some())
}

/// An `extract_slice` of a cast that only made the type more dynamic
/// slices the cast's source.
fn extract_slice_of_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if has_constant_operand(rw, op) {
        return false;
    }
    let s = slice_of(ctx, rw.body, op);
    let Some(source) = foldable_cast_source(ctx, rw.body, s.source) else { return false };
    let result_ty = ty(rw.body, rw.body.results(op)[0]);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let [o, z, t] = &s.lists;
    let v = build_extract_slice(rw, loc, source, [o, z, t], result_ty);
    rw.replace_op(op, &[v]);
    true
}

pub(super) fn canonicalize_insert_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    insert_slice_constant_arguments(rw, op) || insert_slice_of_casts(rw, op) || insert_slice_cast_source(rw, op)
}

/// The same patterns as `insert_slice`'s.
pub(super) fn canonicalize_parallel_insert_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    canonicalize_insert_slice(rw, op)
}

/// Constant arguments become static; the source is cast to the type the
/// new sizes give.
fn insert_slice_constant_arguments(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let mut s = slice_of(ctx, rw.body, op);
    let Some(dest) = s.dest else { return false };
    if !constant_arguments(rw, &mut s, true) {
        return false;
    }
    let source_ty = ty(rw.body, s.source);
    let Some((shape, element)) = ranked(ctx, source_ty) else { return false };
    let Some(new_ty) = rank_reduced_type(ctx, shape.len(), element, &s.lists[1]) else { return false };
    let loc = rw.body.op(op).loc;
    before_insert(rw, op);
    let source = if new_ty == source_ty { s.source } else { super::canonicalize::cast_to(rw, loc, s.source, new_ty) };
    rw.set_insertion_point_before(op);
    let [o, z, t] = &s.lists;
    let v = build_insert_like(rw, op, source, dest, [o, z, t]);
    replace_insert(rw, op, v, false);
    true
}

/// Casts that only made the source or the destination more dynamic are
/// folded into the insert, its sizes taken from the static source type; the
/// result is cast back to the old type.
fn insert_slice_of_casts(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if has_constant_operand(rw, op) {
        return false;
    }
    let mut s = slice_of(ctx, rw.body, op);
    let Some(dest) = s.dest else { return false };
    // (the destination of a `parallel_insert_slice` is the loop's own)
    let dst_cast = if is_parallel(rw, op) { None } else { foldable_cast_source(ctx, rw.body, dest) };
    let src_cast = foldable_cast_source(ctx, rw.body, s.source);
    if src_cast.is_none() && dst_cast.is_none() {
        return false;
    }
    let (source, dest) = (src_cast.unwrap_or(s.source), dst_cast.unwrap_or(dest));
    let (Some((src_shape, _)), Some((dst_shape, _))) =
        (ranked(ctx, ty(rw.body, source)), ranked(ctx, ty(rw.body, dest)))
    else {
        return false;
    };
    let static_sizes = split_mixed(&s.lists[1]).0;
    let Some(dropped) = reduction_mask(&static_sizes, src_shape, true) else { return false };
    let mut kept = src_shape.iter();
    for (size, drop) in s.lists[1].iter_mut().zip(dropped) {
        if drop {
            continue;
        }
        if let Some(&d) = kept.next().filter(|&&d| d != DYNAMIC) {
            *size = Ofr::Static(d);
        }
    }
    let new_sizes = split_mixed(&s.lists[1]).0;
    if new_sizes.len() != dst_shape.len() || rank_reduction_mask(&new_sizes, src_shape).is_none() {
        return false;
    }
    rw.set_insertion_point_before(op);
    let [o, z, t] = &s.lists;
    let v = build_insert_like(rw, op, source, dest, [o, z, t]);
    replace_insert(rw, op, v, true);
    true
}

/// An insert of equal rank whose constant sizes are more static than its
/// source's type inserts a cast of the source to that type.
fn insert_slice_cast_source(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let s = slice_of(ctx, rw.body, op);
    let Some(dest) = s.dest else { return false };
    let source_ty = ty(rw.body, s.source);
    let TypeKind::RankedTensor { shape, element, encoding } = ctx.type_kind(source_ty).clone() else { return false };
    if ranked(ctx, ty(rw.body, dest)).map_or(true, |(d, _)| d.len() != shape.len()) {
        return false;
    }
    let mut new_shape = shape.clone();
    for (d, &size) in new_shape.iter_mut().zip(&s.lists[1]) {
        let c = match size {
            Ofr::Static(c) => Some(c),
            Ofr::Value(v) => const_i64(rw, v),
        };
        match c {
            Some(c) if c < 0 => return false,
            Some(c) => *d = c,
            None => {}
        }
    }
    if new_shape == shape || shape.iter().zip(&new_shape).any(|(&a, &b)| a != DYNAMIC && a != b) {
        return false;
    }
    let new_ty = ctx.ty(TypeKind::RankedTensor { shape: new_shape, element, encoding });
    let loc = rw.body.op(op).loc;
    before_insert(rw, op);
    let cast = super::canonicalize::cast_to(rw, loc, s.source, new_ty);
    rw.modify(op, |b| b.set_operand(op, 0, cast));
    true
}

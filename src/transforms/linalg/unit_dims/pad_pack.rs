//! The `linalg.fill` and `tensor.empty` folds of pads, inserts of pads and
//! packs that upstream's pass takes in with the fill canonicalizations and
//! `populateFoldTensorEmptyPatterns`: a pad of a fill with the fill's value
//! is a fill of an empty tensor of the pad's sizes, a pad inserted into a
//! fill of its padding value inserts only its source, a pack of a fill is a
//! fill of the pack's destination, and a pack (without padding) or unpack
//! of an empty tensor is its destination.

use crate::dialects::affine::build::make_composed_folded_apply;
use crate::dialects::memref::{def_named, Ofr};
use crate::dialects::tensor::{self, build_insert_slice, slice_of, CastOp, EmptyOp, InsertSliceOp, PackOp, UnPackOp};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, IrMapping, Location, OpId, ValueId, DYNAMIC};
use crate::rewrite::{value_int, OpFoldResult, Rewriter};

const FILL: &str = "linalg.fill";

pub(super) fn pad_pack_patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    match rw.ctx.str(rw.body.op(op).name) {
        tensor::PadOp::NAME => fill_with_pad(rw, op),
        InsertSliceOp::NAME => insert_pad_into_fill(rw, op),
        PackOp::NAME => fill_with_pack(rw, op) || empty_with_pack(rw, op),
        UnPackOp::NAME => empty_with_unpack(rw, op),
        _ => false,
    }
}

/// A fill of `init` with the value of `fill` (of `init`'s type) at `loc`,
/// built where the rewriter stands.
fn fill_into(rw: &mut Rewriter<'_>, fill: OpId, init: ValueId, loc: Location) -> Option<ValueId> {
    let ctx = rw.ctx;
    let &[value, _] = rw.body.operands(fill) else { return None };
    let new = rw.body.clone_op(fill, &mut IrMapping::default());
    rw.body.set_operands(new, vec![value, init]);
    rw.body.op_mut(new).attributes = ctx.empty_dictionary();
    rw.body.op_mut(new).loc = loc;
    let &[result] = rw.body.results(new) else {
        rw.body.erase_op(new);
        return None;
    };
    rw.body.set_value_type(result, rw.body.value_type(init));
    rw.insert(new);
    Some(result)
}

/// A pad of a fill with the fill's value: a fill of an empty tensor of the
/// pad's sizes (reified, so dynamic ones are computed), cast to the pad's
/// type when that is less static.
fn fill_with_pad(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(fill) = def_named(ctx, rw.body, rw.body.operands(op)[0], FILL) else { return false };
    let Some(&value) = rw.body.operands(fill).first() else { return false };
    if super::pad::constant_padding_value(ctx, rw.registry, rw.body, op) != Some(value) {
        return false;
    }
    let result_ty = rw.body.value_type(rw.body.results(op)[0]);
    let Some(element) = tensor::ranked(ctx, result_ty).map(|(_, e)| e) else { return false };
    let Some(reify) = rw.registry.reify_result_shapes(ctx, rw.body, op) else { return false };
    rw.set_insertion_point_before(op);
    let Some(sizes) = reify(rw, op).and_then(|s| s.into_iter().next()) else { return false };
    let (mut shape, mut dynamic) = (Vec::new(), Vec::new());
    for size in sizes {
        match size {
            OpFoldResult::Value(v) => {
                shape.push(DYNAMIC);
                dynamic.push(v);
            }
            OpFoldResult::Attr(a) => match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => shape.push(i64::try_from(value).unwrap_or(DYNAMIC)),
                _ => return false,
            },
        }
    }
    let loc = rw.body.op(op).loc;
    let empty = EmptyOp::create(ctx, rw.body, loc, dynamic, tensor::ranked_tensor(ctx, shape, element));
    rw.insert(empty.0);
    let init = rw.body.results(empty.0)[0];
    let fill_loc = rw.body.op(fill).loc;
    let Some(mut filled) = fill_into(rw, fill, init, fill_loc) else { return false };
    if rw.body.value_type(filled) != result_ty {
        let cast = CastOp::create(ctx, rw.body, fill_loc, filled, result_ty);
        rw.insert(cast.0);
        filled = rw.body.results(cast.0)[0];
    }
    rw.replace_op(op, &[filled]);
    true
}

/// Whether two slices of the same rank certainly touch disjoint elements:
/// some dimension with static offsets, sizes and strides has disjoint
/// ranges.
fn disjoint(a: &[Vec<Ofr>; 3], b: &[Vec<Ofr>; 3]) -> bool {
    let stat = |l: &[Vec<Ofr>; 3], i: usize| -> Option<(i64, i64)> {
        match (l[0].get(i)?, l[1].get(i)?, l[2].get(i)?) {
            (&Ofr::Static(o), &Ofr::Static(s), &Ofr::Static(t)) => Some((o, o + (s - 1) * t)),
            _ => None,
        }
    };
    (0..a[0].len()).any(|i| match (stat(a, i), stat(b, i)) {
        (Some((a0, a1)), Some((b0, b1))) => a1 < b0 || b1 < a0,
        _ => false,
    })
}

/// An `insert_slice` of a pad into a fill of the padding value (or into
/// inserts of other slices, disjoint from this one, into such a fill)
/// inserts the pad's source where its elements go: the offsets moved by
/// the low padding (times the stride, which upstream leaves out:
/// `tests/check/upstream_divergence_linalg_fold_unit_extent_dims.mlir`).
fn insert_pad_into_fill(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let insert = slice_of(ctx, rw.body, op);
    let Some(pad) = def_named(ctx, rw.body, insert.source, tensor::PadOp::NAME) else { return false };
    let rank = |v: ValueId| tensor::ranked(ctx, rw.body.value_type(v)).map(|(s, _)| s.len());
    let Some(mut dest) = insert.dest else { return false };
    if rank(dest) != rank(insert.source) {
        return false;
    }
    while let Some(prev) = def_named(ctx, rw.body, dest, InsertSliceOp::NAME) {
        let prev_slice = slice_of(ctx, rw.body, prev);
        if rank(prev_slice.source) != rank(dest) {
            return false;
        }
        if !disjoint(&prev_slice.lists, &insert.lists) {
            break;
        }
        dest = rw.body.operands(prev)[1];
    }
    let Some(fill) = def_named(ctx, rw.body, dest, FILL) else { return false };
    let padding = super::pad::constant_padding_value(ctx, rw.registry, rw.body, pad);
    if padding.is_none() || rw.body.operands(fill).first().copied() != padding {
        return false;
    }
    let p = tensor::PadOp(pad);
    let low = crate::dialects::memref::mixed(
        &crate::dialects::memref::statics_of(ctx, rw.body, pad, "static_low"),
        p.low(ctx, rw.body),
    );
    let source = rw.body.operands(pad)[0];
    let Some(shape) = tensor::ranked(ctx, rw.body.value_type(source)).map(|(s, _)| s.to_vec()) else { return false };
    let [offsets, _, strides] = &insert.lists;
    if low.len() != shape.len() || offsets.len() != shape.len() || strides.len() != shape.len() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    // (low padding first, as upstream orders the operands)
    let map = AffineMap::new(0, 3, vec![AffineExpr::symbol(0).mul(AffineExpr::symbol(2)).add(AffineExpr::symbol(1))]);
    let new_offsets: Vec<Ofr> = (0..shape.len())
        .map(|i| make_composed_folded_apply(rw, loc, &map, &[low[i], offsets[i], strides[i]]))
        .collect();
    let sizes: Vec<Ofr> = (0..shape.len())
        .map(|i| match shape[i] {
            DYNAMIC => Ofr::Value(tensor::create_dim(rw, loc, source, i)),
            s => Ofr::Static(s),
        })
        .collect();
    let old_dest = rw.body.operands(op)[1];
    let result = build_insert_slice(rw, loc, source, old_dest, [&new_offsets, &sizes, strides]);
    rw.replace_op(op, &[result]);
    true
}

/// A pack of a fill, padded (if at all) with the fill's value, into a
/// destination used only by it: a fill of the destination.
fn fill_with_pack(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let &[source, dest, ..] = rw.body.operands(op) else { return false };
    let Some(fill) = def_named(ctx, rw.body, source, FILL) else { return false };
    let Some(&value) = rw.body.operands(fill).first() else { return false };
    if let Some(padding) = PackOp(op).padding_value(ctx, rw.body) {
        let int = |v| value_int(ctx, rw.registry, rw.body, v);
        if padding != value && !int(padding).is_some_and(|p| int(value) == Some(p)) {
            return false;
        }
    }
    if rw.body.uses(dest).len() != 1 {
        return false;
    }
    rw.set_insertion_point_before(op);
    let loc = rw.body.op(op).loc;
    let Some(filled) = fill_into(rw, fill, dest, loc) else { return false };
    rw.replace_op(op, &[filled]);
    true
}

/// A pack without padding of an empty tensor is its destination.
fn empty_with_pack(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let &[source, dest, ..] = rw.body.operands(op) else { return false };
    if def_named(ctx, rw.body, source, EmptyOp::NAME).is_none() || PackOp(op).padding_value(ctx, rw.body).is_some() {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

/// An unpack of an empty tensor is its destination.
fn empty_with_unpack(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let &[source, dest, ..] = rw.body.operands(op) else { return false };
    if def_named(ctx, rw.body, source, EmptyOp::NAME).is_none() {
        return false;
    }
    rw.replace_op(op, &[dest]);
    true
}

//! `fold-tensor-subset-ops`: tensor slices folded into the ops that
//! produce or consume them, as upstream's pass of that name.
//!
//! - a `vector.transfer_read` of a `tensor.extract_slice` reads the slice's
//!   source (also when the read is masked by `vector.mask`);
//! - a `tensor.insert_slice` of a `vector.transfer_write` writes into the
//!   insert's destination (MLIR 19 does not check that the write covers
//!   the slice, and neither does this pass);
//! - a `tensor.insert_slice` or `tensor.parallel_insert_slice` of a
//!   `tensor.insert_slice` whose sizes it keeps inserts the inner source.
//!
//! All of them need unit strides; transfers must be in bounds and carry no
//! mask operand. The indices into the source are `offset + index * stride`,
//! built as composed, folded `affine.apply` ops. The patterns run in the
//! greedy driver with folding, bottom-up as upstream's default.

use crate::dialects::affine::build::make_composed_folded_apply;
use crate::dialects::arith::ConstantOp;
use crate::dialects::memref::{split_mixed, Ofr};
use crate::dialects::tensor::subset::{has_unit_strides, shape_of, slice_dropped_dims, slice_parts, SliceParts};
use crate::dialects::tensor::{InsertSliceOp, ParallelInsertSliceOp};
use crate::dialects::vector::{bools, permutation_map, MaskOp, TransferReadOp, TransferWriteOp};
use crate::dialects::view_like::i64_array;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Location, OpId, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_patterns_and_fold_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct FoldTensorSubsetOps;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(FoldTensorSubsetOps))
}

impl Pass for FoldTensorSubsetOps {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig { top_down: false, patterns: Some(fold_subset_patterns), ..GreedyConfig::default() };
        apply_patterns_and_fold_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config);
        Ok(())
    }
}

/// The pattern set of the pass.
fn fold_subset_patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    match rw.ctx.str(rw.body.op(op).name) {
        TransferReadOp::NAME => transfer_read_of_extract_slice(rw, op),
        InsertSliceOp::NAME => insert_slice_of_transfer_write(rw, op) || insert_slice_of_insert_slice(rw, op),
        ParallelInsertSliceOp::NAME => insert_slice_of_insert_slice(rw, op),
        _ => false,
    }
}

// ---- shared pieces ------------------------------------------------------------------

/// The value of an entry: an SSA value, or a new `arith.constant` index
/// (upstream's `getValueOrCreateConstantIndexOp`).
fn value_or_constant(rw: &mut Rewriter<'_>, loc: Location, o: Ofr) -> ValueId {
    match o {
        Ofr::Value(v) => v,
        Ofr::Static(c) => {
            let ctx = rw.ctx;
            let index = ctx.index_type();
            let op = ConstantOp::create(ctx, rw.body, loc, index, ctx.int_attr(index, c));
            rw.insert(op.0);
            rw.body.results(op.0)[0]
        }
    }
}

/// `offset + index * stride` for every dimension of a slice's source, the
/// consumer's `indices` standing for the kept dimensions and zero for the
/// dropped ones (upstream's `resolveIndicesIntoOpWithOffsetsAndStrides`).
fn resolve_indices(
    rw: &mut Rewriter<'_>,
    loc: Location,
    parts: &SliceParts,
    dropped: &[bool],
    indices: &[Ofr],
) -> Option<Vec<ValueId>> {
    let mut next = indices.iter();
    let mut consumer = Vec::with_capacity(parts.offsets.len());
    for d in 0..parts.offsets.len() {
        consumer.push(if dropped.get(d).copied().unwrap_or(false) { Ofr::Static(0) } else { *next.next()? });
    }
    let expr = AffineExpr::symbol(0).add(AffineExpr::symbol(1).mul(AffineExpr::symbol(2)));
    let map = AffineMap::new(0, 3, vec![expr]);
    let mut out = Vec::with_capacity(consumer.len());
    for ((&offset, index), &stride) in parts.offsets.iter().zip(consumer).zip(&parts.strides) {
        let folded = make_composed_folded_apply(rw, loc, &map, &[offset, index, stride]);
        out.push(value_or_constant(rw, loc, folded));
    }
    Some(out)
}

/// `map` over the kept dimensions of a rank-`dropped.len()` space:
/// its dimension `j` becomes the `j`-th kept one (upstream's
/// `expandDimsToRank`).
fn expand_dims_to_rank(map: &AffineMap, dropped: &[bool]) -> AffineMap {
    let kept: Vec<AffineExpr> = (0..dropped.len()).filter(|&d| !dropped[d]).map(AffineExpr::dim).collect();
    let symbols: Vec<AffineExpr> = (0..map.num_symbols).map(AffineExpr::symbol).collect();
    map.replace_dims_and_symbols(&kept, &symbols, dropped.len(), map.num_symbols)
}

/// What a transfer fold needs of the transfer: all dimensions in bounds
/// (broadcast ones are) and no mask operand; its map and `in_bounds`.
fn foldable_transfer(rw: &Rewriter<'_>, op: OpId, mask: Option<ValueId>) -> Option<(AffineMap, crate::ir::Attribute)> {
    let ctx = rw.ctx;
    if mask.is_some() {
        return None;
    }
    let map = permutation_map(ctx, rw.body, op)?;
    let in_bounds_attr = crate::opdef::ods::attr(ctx, rw.body, op, "in_bounds")?;
    let in_bounds = bools(ctx, in_bounds_attr)?;
    for (i, r) in map.results.iter().enumerate() {
        let broadcast = r.as_constant() == Some(0);
        if !broadcast && !in_bounds.get(i).copied().unwrap_or(false) {
            return None;
        }
    }
    Some((map, in_bounds_attr))
}

// ---- transfer_read of extract_slice -------------------------------------------------

/// `vector.transfer_read` of a unit-stride `tensor.extract_slice` reads
/// the slice's source; a read masked by `vector.mask` is rebuilt inside a
/// new mask op of the same mask.
fn transfer_read_of_extract_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let read = TransferReadOp(op);
    let Some(slice) = rw.body.defining_op(read.source(ctx, rw.body)) else { return false };
    let Some(parts) = slice_parts(ctx, rw.body, slice).filter(|p| p.dest.is_none()) else { return false };
    let Some((map, in_bounds)) = foldable_transfer(rw, op, read.mask(ctx, rw.body)) else { return false };
    if !has_unit_strides(ctx, rw.registry, rw.body, &parts.strides) {
        return false;
    }
    let dropped = slice_dropped_dims(ctx, rw.registry, rw.body, slice, &parts);
    let kept = dropped.iter().filter(|&&d| !d).count();
    if kept != map.num_dims || dropped.len() != shape_of(ctx, rw.body, parts.source).len() {
        return false;
    }
    let mask_op = rw.body.parent_of_op(op).filter(|&p| ctx.str(rw.body.op(p).name) == MaskOp::NAME);
    let root = mask_op.unwrap_or(op);
    rw.set_insertion_point_before(root);
    let loc = rw.body.op(op).loc;
    let indices: Vec<Ofr> = read.indices(ctx, rw.body).iter().map(|&v| Ofr::Value(v)).collect();
    let Some(indices) = resolve_indices(rw, loc, &parts, &dropped, &indices) else { return false };
    let new_map = ctx.attr(AttrKind::AffineMap(expand_dims_to_rank(&map, &dropped)));
    let (padding, vector_ty) = (read.padding(ctx, rw.body), rw.body.value_type(read.vector(rw.body)));
    let new_read =
        TransferReadOp::create(ctx, rw.body, loc, parts.source, indices, padding, None, vector_ty, new_map, in_bounds);
    let Some(mask_op) = mask_op else {
        rw.insert(new_read.0);
        let result = new_read.vector(rw.body);
        rw.replace_op(op, &[result]);
        return true;
    };
    let mask = MaskOp(mask_op).mask(ctx, rw.body);
    let new_mask = MaskOp::create(ctx, rw.body, loc, mask, None, vec![vector_ty]);
    rw.insert(new_mask.0);
    let block = rw.body.create_block(new_mask.mask_region(rw.body));
    rw.set_insertion_point_to_end(block);
    rw.insert(new_read.0);
    let result = new_read.vector(rw.body);
    let yield_op = crate::dialects::vector::YieldOp::create(ctx, rw.body, loc, vec![result]);
    rw.insert(yield_op.0);
    let results = rw.body.results(new_mask.0).to_vec();
    rw.replace_op(mask_op, &results);
    true
}

// ---- insert_slice of transfer_write -------------------------------------------------

/// `tensor.insert_slice` of a `vector.transfer_write` becomes a write into
/// the insert's destination.
fn insert_slice_of_transfer_write(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(parts) = slice_parts(ctx, rw.body, op) else { return false };
    let Some(dest) = parts.dest else { return false };
    let Some(write) = rw.body.defining_op(parts.source).and_then(|w| TransferWriteOp::cast(ctx, rw.body, w)) else {
        return false;
    };
    let Some((map, in_bounds)) = foldable_transfer(rw, write.0, write.mask(ctx, rw.body)) else { return false };
    if !has_unit_strides(ctx, rw.registry, rw.body, &parts.strides) {
        return false;
    }
    let vector = write.vector(ctx, rw.body);
    let dropped = slice_dropped_dims(ctx, rw.registry, rw.body, op, &parts);
    let kept = dropped.iter().filter(|&&d| !d).count();
    let dest_ty = rw.body.value_type(dest);
    if kept != map.num_dims || dropped.len() != shape_of(ctx, rw.body, dest).len() {
        return false;
    }
    let loc = rw.body.op(write.0).loc;
    let indices: Vec<Ofr> = write.indices(ctx, rw.body).iter().map(|&v| Ofr::Value(v)).collect();
    let Some(indices) = resolve_indices(rw, loc, &parts, &dropped, &indices) else { return false };
    let new_map = ctx.attr(AttrKind::AffineMap(expand_dims_to_rank(&map, &dropped)));
    let op_loc = rw.body.op(op).loc;
    let new =
        TransferWriteOp::create(ctx, rw.body, op_loc, vector, dest, indices, None, Some(dest_ty), new_map, in_bounds);
    rw.insert(new.0);
    let results = rw.body.results(new.0).to_vec();
    rw.replace_op(op, &results);
    true
}

// ---- insert_slice of insert_slice ---------------------------------------------------

/// An insert (or parallel insert) of a unit-stride `tensor.insert_slice`
/// whose sizes it keeps inserts the inner source directly, at the composed
/// offsets.
fn insert_slice_of_insert_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(outer) = slice_parts(ctx, rw.body, op) else { return false };
    let Some(dest) = outer.dest else { return false };
    let Some(inner_op) =
        rw.body.defining_op(outer.source).filter(|&d| ctx.str(rw.body.op(d).name) == InsertSliceOp::NAME)
    else {
        return false;
    };
    let Some(inner) = slice_parts(ctx, rw.body, inner_op) else { return false };
    let registry = rw.registry;
    if !has_unit_strides(ctx, registry, rw.body, &outer.strides)
        || !has_unit_strides(ctx, registry, rw.body, &inner.strides)
    {
        return false;
    }
    let dropped = slice_dropped_dims(ctx, registry, rw.body, op, &outer);
    let mut inner_sizes = inner.sizes.iter();
    let mut sizes = Vec::with_capacity(outer.sizes.len());
    for (d, &size) in outer.sizes.iter().enumerate() {
        if dropped[d] {
            sizes.push(Ofr::Static(1));
            continue;
        }
        match inner_sizes.next() {
            Some(&s) if s == size => sizes.push(s),
            _ => return false,
        }
    }
    let parallel = ctx.str(rw.body.op(op).name) == ParallelInsertSliceOp::NAME;
    // Nothing but parallel inserts may stand in the combining region.
    let anchor = if parallel { rw.body.parent_of_op(op).unwrap_or(op) } else { op };
    rw.set_insertion_point_before(anchor);
    let loc = rw.body.op(op).loc;
    let Some(offsets) = resolve_indices(rw, loc, &outer, &dropped, &inner.offsets) else { return false };
    let offsets: Vec<Ofr> = offsets
        .into_iter()
        .map(|v| match crate::dialects::tensor::subset::ofr_int(ctx, registry, rw.body, Ofr::Value(v)) {
            Some(c) => Ofr::Static(c),
            None => Ofr::Value(v),
        })
        .collect();
    rw.set_insertion_point_before(op);
    let [(so, vo), (ss, vs), (st, vt)] = [&offsets, &sizes, &outer.strides].map(|l| split_mixed(l));
    let (ao, as_, at) = (i64_array(ctx, &so), i64_array(ctx, &ss), i64_array(ctx, &st));
    let new = if parallel {
        ParallelInsertSliceOp::create(ctx, rw.body, loc, inner.source, dest, vo, vs, vt, ao, as_, at).0
    } else {
        let ty = rw.body.value_type(dest);
        InsertSliceOp::create(ctx, rw.body, loc, inner.source, dest, vo, vs, vt, ty, ao, as_, at).0
    };
    rw.insert(new);
    let results = rw.body.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

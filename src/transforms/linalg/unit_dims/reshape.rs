//! Changing the rank of a value by unit dimensions, the two ways the pass
//! can: reassociative reshapes (`collapse_shape`/`expand_shape`) or
//! rank-reducing slices (`extract_slice`/`subview` and `insert_slice`).

use super::Strategy;
use crate::dialects::memref::layout::{memref_parts, memref_type, strided_layout, strides_and_offset, subview_type};
use crate::dialects::memref::{split_mixed, Ofr};
use crate::dialects::view_like::{i64_array, reassociation_attr};
use crate::dialects::{memref, tensor};
use crate::ir::{Location, Type, TypeKind, ValueId, DYNAMIC};
use crate::rewrite::Rewriter;

/// The reassociation groups that fold every dimension marked in `unit` into
/// a neighbour: leading ones into the first kept dimension, the others into
/// the kept dimension before them (upstream's grouping in `DropUnitDims`).
/// Nothing is kept when every dimension is unit: no groups.
pub(super) fn unit_groups(unit: &[bool]) -> Vec<Vec<i64>> {
    let mut groups: Vec<Vec<i64>> = Vec::new();
    let mut pending = Vec::new();
    for (d, &is_unit) in unit.iter().enumerate() {
        if is_unit {
            match groups.last_mut() {
                Some(g) => g.push(d as i64),
                None => pending.push(d as i64),
            }
        } else {
            pending.push(d as i64);
            groups.push(std::mem::take(&mut pending));
        }
    }
    groups
}

/// An index constant at the insertion point.
pub(super) fn index_constant(rw: &mut Rewriter<'_>, loc: Location, value: i64) -> ValueId {
    let ctx = rw.ctx;
    crate::dialects::arith::build_constant(rw, loc, ctx.index_type(), ctx.int_attr(ctx.index_type(), value))
}

/// The size of dimension `d` of the tensor or memref `v`: a `dim` op at the
/// insertion point.
pub(super) fn dim_of(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, d: usize) -> ValueId {
    let ctx = rw.ctx;
    let index = index_constant(rw, loc, d as i64);
    let ty = rw.body.value_type(v);
    let op = if matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
        memref::DimOp::create(ctx, rw.body, loc, v, index, ctx.index_type()).0
    } else {
        tensor::DimOp::create(ctx, rw.body, loc, v, index, ctx.index_type()).0
    };
    rw.insert(op);
    rw.body.results(op)[0]
}

/// The sizes of the shaped `v`, a `dim` op for each dynamic one (upstream's
/// `getMixedSizes`).
pub(super) fn mixed_sizes(rw: &mut Rewriter<'_>, loc: Location, v: ValueId) -> Vec<Ofr> {
    let shape = rw.ctx.shaped_parts(rw.body.value_type(v)).map(|(s, _)| s.to_vec()).unwrap_or_default();
    shape
        .iter()
        .enumerate()
        .map(|(d, &s)| if s == DYNAMIC { Ofr::Value(dim_of(rw, loc, v, d)) } else { Ofr::Static(s) })
        .collect()
}

/// An `extract_slice` (on memrefs a `subview`) of all of `v`, of rank
/// `target`'s, when `v` does not already have that shape (upstream's
/// `rankReduceIfNeeded`).
fn rank_reduce(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, target: &[i64]) -> Option<ValueId> {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(v);
    let (shape, element) = ctx.shaped_parts(ty).map(|(s, e)| (s.to_vec(), e))?;
    if shape == target {
        return Some(v);
    }
    let rank = shape.len();
    let sizes = mixed_sizes(rw, loc, v);
    let (static_sizes, dynamic_sizes) = split_mixed(&sizes);
    let (zeros, ones) = (vec![0; rank], vec![1; rank]);
    let (offsets, size_attr, strides) = (i64_array(ctx, &zeros), i64_array(ctx, &static_sizes), i64_array(ctx, &ones));
    let op = if let Some(parts) = memref_parts(ctx, ty) {
        let full = subview_type(ctx, ty, &zeros, &static_sizes, &ones)?;
        let (full_strides, offset) = strides_and_offset(ctx, full)?;
        let mask = memref::layout::rank_reduction_mask(&static_sizes, target)?;
        let strides_kept = full_strides.iter().zip(&mask).filter(|(_, &m)| !m).map(|(&s, _)| s).collect();
        let layout = strided_layout(ctx, offset, strides_kept);
        let result = memref_type(ctx, target.to_vec(), parts.element, Some(layout), parts.memory_space);
        memref::SubViewOp::create(
            ctx,
            rw.body,
            loc,
            v,
            vec![],
            dynamic_sizes,
            vec![],
            result,
            offsets,
            size_attr,
            strides,
        )
        .0
    } else {
        let result = tensor::ranked_tensor(ctx, target.to_vec(), element);
        let op = tensor::ExtractSliceOp::create(
            ctx,
            rw.body,
            loc,
            v,
            vec![],
            dynamic_sizes,
            vec![],
            result,
            offsets,
            size_attr,
            strides,
        );
        op.0
    };
    rw.insert(op);
    Some(rw.body.results(op)[0])
}

/// `operand` with the shape `target`, dropping unit dimensions as grouped
/// by `groups` (upstream's `collapseValue`). `None` for an unranked or
/// unsupported operand.
pub(super) fn collapse_value(
    rw: &mut Rewriter<'_>,
    loc: Location,
    operand: ValueId,
    target: &[i64],
    groups: &[Vec<i64>],
    strategy: Strategy,
) -> Option<ValueId> {
    if strategy == Strategy::Slices {
        return rank_reduce(rw, loc, operand, target);
    }
    let ctx = rw.ctx;
    let ty = rw.body.value_type(operand);
    let reassociation = reassociation_attr(ctx, groups);
    let op = if let Some(parts) = memref_parts(ctx, ty) {
        let result = memref_type(ctx, target.to_vec(), parts.element, None, parts.memory_space);
        memref::CollapseShapeOp::create(ctx, rw.body, loc, operand, result, reassociation).0
    } else {
        let (_, element) = tensor::ranked(ctx, ty)?;
        let result = tensor::ranked_tensor(ctx, target.to_vec(), element);
        tensor::CollapseShapeOp::create(ctx, rw.body, loc, operand, result, reassociation).0
    };
    rw.insert(op);
    Some(rw.body.results(op)[0])
}

/// `result` given back the type of the tensor `dest` (upstream's
/// `expandValue`): an `expand_shape` by `groups`, or an `insert_slice`
/// into `dest`.
pub(super) fn expand_value(
    rw: &mut Rewriter<'_>,
    loc: Location,
    result: ValueId,
    dest: ValueId,
    groups: &[Vec<i64>],
    strategy: Strategy,
) -> ValueId {
    let ctx = rw.ctx;
    let dest_ty = rw.body.value_type(dest);
    if strategy == Strategy::Slices {
        let rank = ctx.shaped_parts(dest_ty).map_or(0, |(s, _)| s.len());
        let sizes = mixed_sizes(rw, loc, dest);
        let (static_sizes, dynamic_sizes) = split_mixed(&sizes);
        let op = tensor::InsertSliceOp::create(
            ctx,
            rw.body,
            loc,
            result,
            dest,
            vec![],
            dynamic_sizes,
            vec![],
            dest_ty,
            i64_array(ctx, &vec![0; rank]),
            i64_array(ctx, &static_sizes),
            i64_array(ctx, &vec![1; rank]),
        );
        rw.insert(op.0);
        return rw.body.results(op.0)[0];
    }
    expand_shape(rw, loc, result, dest_ty, groups)
}

/// An `expand_shape` of `source` into `result_ty`, the dynamic output sizes
/// read from `source` (each group holds at most one dynamic size, and the
/// others are units).
pub(super) fn expand_shape(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    result_ty: Type,
    groups: &[Vec<i64>],
) -> ValueId {
    let ctx = rw.ctx;
    let shape = ctx.shaped_parts(result_ty).map(|(s, _)| s.to_vec()).unwrap_or_default();
    let mut dynamic = Vec::new();
    for (k, group) in groups.iter().enumerate() {
        if group.iter().any(|&d| shape.get(d as usize) == Some(&DYNAMIC)) {
            dynamic.push(dim_of(rw, loc, source, k));
        }
    }
    let statics = i64_array(ctx, &shape);
    let op = tensor::ExpandShapeOp::create(
        ctx,
        rw.body,
        loc,
        source,
        dynamic,
        result_ty,
        reassociation_attr(ctx, groups),
        statics,
    );
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

#[cfg(test)]
mod tests {
    use super::unit_groups;

    #[test]
    fn unit_dimensions_join_their_neighbours() {
        assert_eq!(unit_groups(&[true, false, true]), vec![vec![0, 1, 2]]);
        assert_eq!(unit_groups(&[false, true, false]), vec![vec![0, 1], vec![2]]);
        assert_eq!(unit_groups(&[true, true]), Vec::<Vec<i64>>::new());
        assert_eq!(unit_groups(&[false, false]), vec![vec![0], vec![1]]);
    }
}

//! Upstream's `RankReducedExtractSliceOp` and `RankReducedInsertSliceOp`
//! (with reshapes only): a slice whose type has unit dimensions becomes a
//! rank-reducing slice without them, reshaped to the old type
//! (`expand_shape` after an `extract_slice`, `collapse_shape` of the source
//! before an `insert_slice` or `parallel_insert_slice`).

use super::reshape::{expand_shape, unit_groups};
use crate::dialects::memref::{mixed, split_mixed, statics_of};
use crate::dialects::tensor::{self, CollapseShapeOp, ParallelInsertSliceOp};
use crate::dialects::view_like::{i64_array, reassociation_attr};
use crate::ir::{Context, OpId};
use crate::ir::{Type, ValueId, DYNAMIC};
use crate::rewrite::Rewriter;

/// The groups folding the unit sizes of `shape` away, when there are any
/// (upstream's `getReassociationMapForFoldingUnitDims`).
fn folding_groups(shape: &[i64]) -> Option<Vec<Vec<i64>>> {
    let unit: Vec<bool> = shape.iter().map(|&s| s == 1).collect();
    let groups = unit_groups(&unit);
    (groups.len() != shape.len()).then_some(groups)
}

fn shape_of(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    tensor::ranked(ctx, t).map(|(s, e)| (s.to_vec(), e))
}

pub(super) fn rank_reduced_extract_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if ctx.str(rw.body.op(op).name) != tensor::ExtractSliceOp::NAME {
        return false;
    }
    let result_ty = rw.body.value_type(rw.body.results(op)[0]);
    let Some((shape, element)) = shape_of(ctx, result_ty) else { return false };
    let Some(groups) = folding_groups(&shape) else { return false };
    let s = tensor::slice_of(ctx, rw.body, op);
    let Some(reduced) = tensor::rank_reduced_type(ctx, groups.len(), element, &s.lists[1]) else { return false };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let [offsets, sizes, strides] = &s.lists;
    let slice = tensor::build_extract_slice(rw, loc, s.source, [offsets, sizes, strides], reduced);
    let expanded = expand_shape(rw, loc, slice, result_ty, &groups);
    rw.replace_op(op, &[expanded]);
    true
}

pub(super) fn rank_reduced_insert_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let name = ctx.str(rw.body.op(op).name);
    let parallel = name == ParallelInsertSliceOp::NAME;
    if name != tensor::InsertSliceOp::NAME && !parallel {
        return false;
    }
    let source = rw.body.operands(op)[0];
    let Some((shape, element)) = shape_of(ctx, rw.body.value_type(source)) else { return false };
    let Some(groups) = folding_groups(&shape) else { return false };
    let loc = rw.body.op(op).loc;
    let collapsed_shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter().fold(1i64, |acc, &d| {
                if acc == DYNAMIC || shape[d as usize] == DYNAMIC {
                    DYNAMIC
                } else {
                    acc * shape[d as usize]
                }
            })
        })
        .collect();
    let collapsed_ty = tensor::ranked_tensor(ctx, collapsed_shape, element);
    match (parallel, rw.body.parent_of_op(op)) {
        (true, Some(parent)) => rw.set_insertion_point_before(parent),
        (true, None) => return false,
        (false, _) => rw.set_insertion_point_before(op),
    }
    let collapse = CollapseShapeOp::create(ctx, rw.body, loc, source, collapsed_ty, reassociation_attr(ctx, &groups));
    rw.insert(collapse.0);
    let collapsed = rw.body.results(collapse.0)[0];
    rw.set_insertion_point_before(op);
    if parallel {
        replace_parallel_insert(rw, op, collapsed);
    } else {
        let s = tensor::slice_of(ctx, rw.body, op);
        let Some(dest) = s.dest else { return false };
        let [offsets, sizes, strides] = &s.lists;
        let new = tensor::build_insert_slice(rw, loc, collapsed, dest, [offsets, sizes, strides]);
        rw.replace_op(op, &[new]);
    }
    true
}

/// Replace the `parallel_insert_slice` `op` by one of `source`.
fn replace_parallel_insert(rw: &mut Rewriter<'_>, op: OpId, source: ValueId) {
    let ctx = rw.ctx;
    let p = ParallelInsertSliceOp(op);
    let names = ["static_offsets", "static_sizes", "static_strides"];
    let groups = [p.offsets(ctx, rw.body).to_vec(), p.sizes(ctx, rw.body).to_vec(), p.strides(ctx, rw.body).to_vec()];
    let lists: Vec<_> =
        names.iter().zip(&groups).map(|(n, g)| split_mixed(&mixed(&statics_of(ctx, rw.body, op, n), g))).collect();
    let dest = rw.body.operands(op)[1];
    let loc = rw.body.op(op).loc;
    let new = ParallelInsertSliceOp::create(
        ctx,
        rw.body,
        loc,
        source,
        dest,
        lists[0].1.clone(),
        lists[1].1.clone(),
        lists[2].1.clone(),
        i64_array(ctx, &lists[0].0),
        i64_array(ctx, &lists[1].0),
        i64_array(ctx, &lists[2].0),
    );
    rw.insert(new.0);
    rw.replace_op(op, &[]);
}

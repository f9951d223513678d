//! The result sizes of linalg ops in terms of their operands (upstream's
//! `ReifyRankedShapedTypeOpInterface` of structured ops and softmax),
//! registered with the registry.
//!
//! A structured op's result sizes come from its loop ranges: each loop is
//! sized by the first operand dimension its indexing maps read it at
//! directly (the inverse of the concatenated maps), and each init's shape
//! expressions are composed with that. Sizes that depend on an init's own
//! dimensions are read from the init. As upstream, every operand's sizes
//! are read first (unused `tensor.dim` ops are left for the driver to
//! erase).

use super::structured::StructuredOp;
use crate::dialects::affine::build::make_composed_folded_apply;
use crate::dialects::memref::Ofr;
use crate::dialects::tensor::{constant_index, create_or_fold_dim, Shapes};
use crate::ir::affine::AffineMap;
use crate::ir::{Body, Context, Location, OpId, ValueId, DYNAMIC};
use crate::rewrite::{OpFoldResult, Rewriter};

/// The reification hook of the linalg dialect.
pub(super) fn reify_result_shapes(rw: &mut Rewriter<'_>, op: OpId) -> Option<Shapes> {
    let ctx = rw.ctx;
    if ctx.str(rw.body.op(op).name) == "linalg.softmax" {
        return softmax_sizes(rw, op);
    }
    let s = StructuredOp::get(ctx, rw.body, op)?;
    let maps = s.indexing_maps(ctx, rw.body);
    let operands = rw.body.operands(op).to_vec();
    if maps.len() != operands.len() || operands.iter().any(|&v| !is_tensor_or_scalar(ctx, rw.body, v)) {
        return None;
    }
    let loops_to_shapes = AffineMap::concat(&maps);
    let shapes_to_loops = loops_to_shapes.inverse_permutation()?;
    let ranks = s.ranks(ctx, rw.body);
    let num_inputs = s.num_inputs(ctx, rw.body);
    let start: usize = ranks[..num_inputs].iter().sum();
    let end: usize = ranks.iter().sum();
    let positions: Vec<usize> = (start..end).collect();
    let result_shapes = loops_to_shapes.sub_map(&positions).compose(&shapes_to_loops);
    let loc = rw.body.op(op).loc;
    let mut operand_dims = Vec::with_capacity(end);
    for &v in &operands {
        for (d, size) in shape(ctx, rw.body, v).into_iter().enumerate() {
            operand_dims.push(if size == DYNAMIC {
                Ofr::Value(create_or_fold_dim(rw, loc, v, d))
            } else {
                Ofr::Static(size)
            });
        }
    }
    let mut all = Vec::with_capacity(result_shapes.num_results());
    for i in 0..result_shapes.num_results() {
        all.push(make_composed_folded_apply(rw, loc, &result_shapes.sub_map(&[i]), &operand_dims));
    }
    let mut out = Vec::new();
    let mut pos = 0;
    for &init in &operands[num_inputs..] {
        let mut sizes = Vec::new();
        for (d, size) in shape(ctx, rw.body, init).into_iter().enumerate() {
            let expr = &result_shapes.results[pos];
            sizes.push(if size != DYNAMIC {
                index_attr(ctx, size)
            } else if (start..end).any(|p| expr.is_function_of_dim(p)) {
                OpFoldResult::Value(create_or_fold_dim(rw, loc, init, d))
            } else {
                OpFoldResult::Value(value_of(rw, loc, all[pos]))
            });
            pos += 1;
        }
        out.push(sizes);
    }
    Some(out)
}

fn is_tensor_or_scalar(ctx: &Context, body: &Body, v: ValueId) -> bool {
    let t = body.value_type(v);
    ctx.shaped_parts(t).is_none() || crate::dialects::tensor::ranked(ctx, t).is_some()
}

fn shape(ctx: &Context, body: &Body, v: ValueId) -> Vec<i64> {
    ctx.shaped_parts(body.value_type(v)).map_or(vec![], |(s, _)| s.to_vec())
}

fn index_attr(ctx: &Context, v: i64) -> OpFoldResult {
    OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), v))
}

fn value_of(rw: &mut Rewriter<'_>, loc: Location, o: Ofr) -> ValueId {
    match o {
        Ofr::Value(v) => v,
        Ofr::Static(c) => constant_index(rw, loc, c),
    }
}

/// Softmax: the input's sizes where the output's are dynamic. (Upstream
/// reads a static size from the input's type, which may be dynamic there;
/// the output's is the result's.)
fn softmax_sizes(rw: &mut Rewriter<'_>, op: OpId) -> Option<Shapes> {
    let ctx = rw.ctx;
    let (&input, &output) = (rw.body.operands(op).first()?, rw.body.operands(op).get(1)?);
    crate::dialects::tensor::ranked(ctx, rw.body.value_type(output))?;
    let out_shape = shape(ctx, rw.body, output);
    let loc = rw.body.op(op).loc;
    let mut sizes = Vec::with_capacity(out_shape.len());
    for (d, &size) in out_shape.iter().enumerate() {
        sizes.push(if size != DYNAMIC {
            index_attr(ctx, size)
        } else {
            OpFoldResult::Value(create_or_fold_dim(rw, loc, input, d))
        });
    }
    Some(vec![sizes])
}

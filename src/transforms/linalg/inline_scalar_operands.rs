//! `linalg-inline-scalar-operands`: an input of a `linalg.generic` on
//! tensors that every iteration reads at the same element (its indexing map
//! has only constant results: a rank-0 tensor, or fixed indices) stops
//! being an operand; the payload reads the element itself with a
//! `tensor.extract` at its start. As upstream, the rewrite runs under the
//! greedy driver (the index constants are hoisted and uniqued, reads that
//! fold are folded, unused ops removed), the new op keeps no discardable
//! attribute, and ops on buffers are left alone.
//!
//! Inputs that are not tensors (a plain `f32`) are left alone: mlir-opt-19
//! builds an invalid `tensor.extract` of them and crashes.

use crate::dialects::arith::build_constant;
use crate::dialects::linalg::structured::Kind;
use crate::dialects::linalg::StructuredOp;
use crate::dialects::tensor::ExtractOp;
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, OpId, OperationState, TypeKind, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct InlineScalarOperands;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(InlineScalarOperands))
}

impl Pass for InlineScalarOperands {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &inline_scalars);
        Ok(())
    }
}

/// The pattern: rebuild generic `op` without its scalar inputs.
fn inline_scalars(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(s) = StructuredOp::get(ctx, rw.body, op).filter(|s| s.kind == Kind::Generic) else { return false };
    let operands = rw.body.operands(op).to_vec();
    let is_tensor = |v: ValueId| matches!(ctx.type_kind(rw.body.value_type(v)), TypeKind::RankedTensor { .. });
    let is_memref = |v: ValueId| matches!(ctx.type_kind(rw.body.value_type(v)), TypeKind::MemRef { .. });
    if operands.iter().any(|&v| is_memref(v)) || !operands.iter().any(|&v| is_tensor(v)) {
        return false;
    }
    let Some(payload) = s.payload(rw.body) else { return false };
    let maps = s.indexing_maps(ctx, rw.body);
    let num_inputs = s.num_inputs(ctx, rw.body);
    if maps.len() != operands.len() || rw.body.block(payload).args.len() != operands.len() {
        return false;
    }
    let scalar: Vec<Option<Vec<i64>>> = (0..operands.len())
        .map(|i| {
            let indices: Option<Vec<i64>> = maps[i].results.iter().map(|e| e.as_constant()).collect();
            indices.filter(|_| i < num_inputs && is_tensor(operands[i]))
        })
        .collect();
    if scalar.iter().all(Option::is_none) {
        return false;
    }
    let kept: Vec<usize> = (0..operands.len()).filter(|&i| scalar[i].is_none()).collect();
    let state = rebuilt_generic(rw, op, &s, &kept, &maps);
    rw.set_insertion_point_before(op);
    let generic = rw.create(state);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_to_start(payload);
    for i in (0..num_inputs).rev() {
        let Some(indices) = &scalar[i] else { continue };
        let index_values: Vec<ValueId> = indices
            .iter()
            .map(|&c| {
                let index = ctx.index_type();
                build_constant(rw, loc, index, ctx.int_attr(index, c))
            })
            .collect();
        let Some((_, element)) = ctx.shaped_parts(rw.body.value_type(operands[i])) else { continue };
        let extract = ExtractOp::create(ctx, rw.body, loc, operands[i], index_values, element).0;
        rw.insert(extract);
        let value = rw.body.results(extract)[0];
        let arg = rw.body.block(payload).args[i];
        rw.replace_all_uses_with(arg, value);
        rw.body.erase_block_arg(payload, i);
    }
    let results = rw.body.results(generic).to_vec();
    rw.replace_op(op, &results);
    true
}

/// The `linalg.generic` with only the operands `kept` of `s`, taking its
/// region; discardable attributes are dropped, as upstream.
fn rebuilt_generic(
    rw: &mut Rewriter<'_>,
    op: OpId,
    s: &StructuredOp,
    kept: &[usize],
    maps: &[AffineMap],
) -> OperationState {
    let ctx = rw.ctx;
    let body = &mut *rw.body;
    let num_inputs = s.num_inputs(ctx, body);
    let operands: Vec<ValueId> = kept.iter().map(|&i| body.operands(op)[i]).collect();
    let maps = kept.iter().map(|&i| ctx.attr(AttrKind::AffineMap(maps[i].clone()))).collect();
    let iterators =
        crate::opdef::ods::attr(ctx, body, op, "iterator_types").unwrap_or_else(|| ctx.attr(AttrKind::Array(vec![])));
    let inputs = kept.iter().filter(|&&i| i < num_inputs).count();
    let segments = crate::opdef::ods::segment_sizes(ctx, &[inputs, operands.len() - inputs]);
    let props = ctx.dictionary(vec![
        (ctx.ident("indexing_maps"), ctx.attr(AttrKind::Array(maps))),
        (ctx.ident("iterator_types"), iterators),
        (ctx.ident("operandSegmentSizes"), segments),
    ]);
    OperationState {
        name: body.op(op).name,
        loc: body.op(op).loc,
        operands,
        result_types: body.results(op).iter().map(|&r| body.value_type(r)).collect(),
        properties: Some(props),
        attributes: ctx.dictionary(vec![]),
        successors: vec![],
        regions: std::mem::take(&mut body.op_mut(op).regions),
        inner: None,
    }
}

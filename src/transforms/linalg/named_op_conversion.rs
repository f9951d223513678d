//! `linalg-named-op-conversion`: one named op becomes another that computes
//! the same, as upstream's patterns do. The pattern of MLIR 19: a
//! depthwise convolution on tensors with a channel multiplier of one
//! (`linalg.depthwise_conv_2d_nhwc_hwcm`, and its `_q` form) becomes the
//! form without the multiplier dimension (`..._nhwc_hwc`): the kernel's
//! last two dimensions and the init's last two are collapsed with
//! `tensor.collapse_shape`, and the result is expanded back with
//! `tensor.expand_shape` (dynamic sizes through `tensor.dim`). Strides,
//! dilations and the discardable attributes carry over; buffers are left
//! alone. Runs under the greedy driver, as upstream.

use crate::dialects::linalg::named::{named_op, NamedOp};
use crate::dialects::linalg::region::{build_payload, PayloadCx};
use crate::dialects::tensor::{CollapseShapeOp, DimOp, ExpandShapeOp};
use crate::dialects::view_like::reassociation_attr;
use crate::ir::{AttrKind, Attribute, DenseValues, OpId, OperationState, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::i64_array;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct NamedOpConversion;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(NamedOpConversion))
}

impl Pass for NamedOpConversion {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(
            cx.ctx,
            cx.registry,
            Some(target.name),
            &mut target.body,
            &config,
            &simplify_depthwise,
        );
        Ok(())
    }
}

/// The ops converted, with what they become.
const CONVERSIONS: &[(&str, &str)] = &[
    ("linalg.depthwise_conv_2d_nhwc_hwcm", "linalg.depthwise_conv_2d_nhwc_hwc"),
    ("linalg.depthwise_conv_2d_nhwc_hwcm_q", "linalg.depthwise_conv_2d_nhwc_hwc_q"),
];

/// The pattern: a depthwise convolution with a unit multiplier loses it.
fn simplify_depthwise(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let name = ctx.str(rw.body.op(op).name);
    let Some(&(_, to)) = CONVERSIONS.iter().find(|(from, _)| *from == name) else { return false };
    let (Some(from_def), Some(to_def)) = (named_op(name), named_op(to)) else { return false };
    let operands = rw.body.operands(op).to_vec();
    let (Some(&kernel), Some(&init)) = (operands.get(1), operands.last()) else { return false };
    let ranked = |v: ValueId| match ctx.type_kind(rw.body.value_type(v)) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    };
    if operands.iter().any(|&v| matches!(ctx.type_kind(rw.body.value_type(v)), TypeKind::MemRef { .. })) {
        return false;
    }
    let (Some((kshape, kelem)), Some((ishape, ielem))) = (ranked(kernel), ranked(init)) else { return false };
    let Some(&result) = rw.body.results(op).first() else { return false };
    if kshape.len() != 4 || ishape.len() != 5 || kshape[3] != 1 || ishape[4] == DYNAMIC {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let kernel_groups = vec![vec![0], vec![1], vec![2, 3]];
    let kernel_ty = tensor(ctx, kshape[..3].to_vec(), kelem);
    let kernel =
        CollapseShapeOp::create(ctx, rw.body, loc, kernel, kernel_ty, reassociation_attr(ctx, &kernel_groups)).0;
    rw.insert(kernel);
    let init_groups = vec![vec![0], vec![1], vec![2], vec![3, 4]];
    let init_ty = tensor(ctx, ishape[..4].to_vec(), ielem);
    let new_init = CollapseShapeOp::create(ctx, rw.body, loc, init, init_ty, reassociation_attr(ctx, &init_groups)).0;
    rw.insert(new_init);
    let mut new_operands = operands.clone();
    new_operands[1] = rw.body.results(kernel)[0];
    *new_operands.last_mut().expect("an init") = rw.body.results(new_init)[0];
    let state = converted_state(rw, op, from_def, to_def, new_operands, init_ty);
    let conv = rw.create(state);
    let conv_result = rw.body.results(conv)[0];
    let mut sizes = Vec::new();
    for (i, &d) in ishape.iter().enumerate().take(4) {
        if d == DYNAMIC {
            let index = crate::dialects::arith::build_constant(
                rw,
                loc,
                ctx.index_type(),
                ctx.int_attr(ctx.index_type(), i as i64),
            );
            let dim = DimOp::create(ctx, rw.body, loc, conv_result, index, ctx.index_type()).0;
            rw.insert(dim);
            sizes.push(rw.body.results(dim)[0]);
        }
    }
    let result_ty = rw.body.value_type(result);
    let statics = i64_array(ctx, &ishape);
    let expand = ExpandShapeOp::create(
        ctx,
        rw.body,
        loc,
        conv_result,
        sizes,
        result_ty,
        reassociation_attr(ctx, &init_groups),
        statics,
    )
    .0;
    rw.insert(expand);
    let expanded = rw.body.results(expand)[0];
    rw.replace_op(op, &[expanded]);
    true
}

fn tensor(ctx: &crate::ir::Context, shape: Vec<i64>, element: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor { shape, element, encoding: None })
}

/// `to` on `operands` with `op`'s strides and dilations (defaults spelled
/// out) and discardable attributes, its payload built from the table.
fn converted_state(
    rw: &mut Rewriter<'_>,
    op: OpId,
    from: &NamedOp,
    to: &NamedOp,
    operands: Vec<ValueId>,
    result_ty: Type,
) -> OperationState {
    let ctx = rw.ctx;
    let num_inputs = to.num_inputs();
    let mut props = vec![(
        ctx.ident("operandSegmentSizes"),
        crate::opdef::ods::segment_sizes(ctx, &[num_inputs, operands.len() - num_inputs]),
    )];
    for a in &from.index_attrs {
        let value = attr(ctx, rw.body, op, a.name.as_str()).unwrap_or_else(|| index_attr(ctx, &a.default));
        props.push((ctx.ident(&a.name), value));
    }
    props.sort_by(|x, y| ctx.str(x.0).cmp(ctx.str(y.0)));
    let mut attrs: Vec<(crate::ir::Identifier, Attribute)> = ctx
        .dict_entries(rw.body.op(op).attributes)
        .iter()
        .filter(|(k, _)| ctx.str(*k) != "linalg.memoized_indexing_maps")
        .copied()
        .collect();
    let defaults: Vec<Vec<i64>> = to.index_attrs.iter().map(|a| a.default.clone()).collect();
    let maps = to.indexing_maps(&[], &defaults).into_iter().map(|m| ctx.attr(AttrKind::AffineMap(m))).collect();
    attrs.push((ctx.ident("linalg.memoized_indexing_maps"), ctx.attr(AttrKind::Array(maps))));
    let elem: Vec<Type> =
        operands.iter().map(|&v| ctx.element_type(rw.body.value_type(v)).unwrap_or(rw.body.value_type(v))).collect();
    let fns = to.fn_attrs.iter().map(|f| (f.name.as_str(), f.default.clone())).collect();
    let loc = rw.body.op(op).loc;
    let cx = PayloadCx { ctx, fns, out_ty: *elem.last().unwrap_or(&result_ty) };
    let region = rw.body.create_region();
    if build_payload(&cx, rw.body, region, to, &elem).is_err() {
        // The table builds every named op's payload for the types it verified.
        rw.body.drop_region_contents(region);
    }
    OperationState {
        name: ctx.ident(&to.name),
        loc,
        operands,
        result_types: vec![result_ty],
        properties: Some(ctx.dictionary(props)),
        attributes: ctx.dictionary(attrs),
        successors: vec![],
        regions: vec![region],
        inner: None,
    }
}

/// `dense<values> : tensor<Nxi64>`, as upstream spells index attributes.
fn index_attr(ctx: &crate::ir::Context, values: &[i64]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let ty = tensor(ctx, vec![values.len() as i64], i64t);
    let splat = values.windows(2).all(|w| w[0] == w[1]) && !values.is_empty();
    let kept = if splat { &values[..1] } else { values };
    let values = DenseValues::Int(kept.iter().map(|&v| v as u64 as u128).collect());
    ctx.attr(AttrKind::DenseElements { ty, splat, values })
}

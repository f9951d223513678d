//! A `tensor.pad` of a `tensor.collapse_shape` pads the collapse's source
//! and collapses the padded tensor (upstream's
//! `FoldPadWithProducerReshapeOpByExpansion`), so that the collapse can
//! move on towards the generics reading the pad and fuse with them.
//!
//! As upstream: the collapse has no other use and the pad leaves its
//! merged dimensions alone (a statically zero low and high padding). The
//! padding value must not depend on the pad's body (upstream builds the
//! new pad from a null value there and crashes:
//! `tests/check/upstream_divergence_linalg_fuse_elementwise_ops.mlir`).

use crate::dialects::memref::{mixed, statics_of, Ofr};
use crate::dialects::tensor::{CollapseShapeOp, PadOp};
use crate::dialects::view_like::{reassociation, reassociation_attr};
use crate::ir::{OpId, TypeKind};
use crate::opdef::ods::attr;
use crate::rewrite::Rewriter;
use crate::transforms::linalg::unit_dims::pad::{build_pad_of_shape, constant_padding_value};

pub(super) fn fold_pad_with_collapse_producer(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if ctx.str(rw.body.op(op).name) != PadOp::NAME {
        return false;
    }
    let collapsed = rw.body.operands(op)[0];
    let Some(collapse) = rw.body.defining_op(collapsed) else { return false };
    if ctx.str(rw.body.op(collapse).name) != CollapseShapeOp::NAME || rw.body.uses(collapsed).len() != 1 {
        return false;
    }
    let source = rw.body.operands(collapse)[0];
    let Some(groups) = attr(ctx, rw.body, collapse, "reassociation").and_then(|a| reassociation(ctx, a)) else {
        return false;
    };
    let (TypeKind::RankedTensor { shape: source_shape, .. }, TypeKind::RankedTensor { shape: padded_shape, .. }) = (
        ctx.type_kind(rw.body.value_type(source)).clone(),
        ctx.type_kind(rw.body.value_type(rw.body.results(op)[0])).clone(),
    ) else {
        return false;
    };
    let p = PadOp(op);
    let (static_low, static_high) =
        (statics_of(ctx, rw.body, op, "static_low"), statics_of(ctx, rw.body, op, "static_high"));
    let low = mixed(&static_low, p.low(ctx, rw.body));
    let high = mixed(&static_high, p.high(ctx, rw.body));
    if low.len() != groups.len() || high.len() != groups.len() || padded_shape.len() != groups.len() {
        return false;
    }
    // (a dynamic padding counts as nonzero, even when it is a constant 0)
    if groups.iter().enumerate().any(|(i, g)| g.len() != 1 && (static_low[i] != 0 || static_high[i] != 0)) {
        return false;
    }
    let Some(padding) = constant_padding_value(ctx, rw.registry, rw.body, op) else { return false };
    let mut shape = source_shape;
    let (mut new_low, mut new_high) = (Vec::new(), Vec::new());
    for (i, group) in groups.iter().enumerate() {
        if let [k] = group[..] {
            *shape.get_mut(k as usize).unwrap_or(&mut 0) = padded_shape[i];
        }
        for _ in group {
            new_low.push(if group.len() == 1 { low[i] } else { Ofr::Static(0) });
            new_high.push(if group.len() == 1 { high[i] } else { Ofr::Static(0) });
        }
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let padded = build_pad_of_shape(rw, op, source, shape, &new_low, &new_high, padding);
    let result_ty = rw.body.value_type(rw.body.results(op)[0]);
    let c = CollapseShapeOp::create(ctx, rw.body, loc, padded, result_ty, reassociation_attr(ctx, &groups));
    rw.insert(c.0);
    let result = rw.body.results(c.0)[0];
    rw.replace_op(op, &[result]);
    true
}

//! Operand folds of upstream's elementwise fusion pattern set:
//! - `FoldFillWithGenericOp`: a `linalg.fill` input of a generic on tensors
//!   is read as its fill value;
//! - `FoldScalarOrSplatConstant`: a scalar or splat constant input becomes
//!   a scalar constant the payload reads;
//! - `RemoveOutsDependency`: a tensor init whose value the payload does not
//!   read becomes a `tensor.empty` of its sizes.

use num_bigint::BigInt;

use super::erase_unused::value_loc;
use super::generic::Generic;
use crate::dialects::arith::ConstantOp;
use crate::dialects::linalg::build::has_pure_tensor_semantics;
use crate::dialects::tensor::EmptyOp;
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Attribute, DenseValues, OpId, OperationState, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::{attr, segment_sizes};
use crate::rewrite::{constant_value, Rewriter};

/// Payload reads of a `linalg.fill` input become reads of the fill value
/// (of the argument's type; other fills are left).
pub(super) fn fold_fill_into_generic(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(g) = Generic::get(ctx, rw.body, op) else { return false };
    if !has_pure_tensor_semantics(ctx, rw.body, op) {
        return false;
    }
    let mut found = false;
    for i in 0..g.num_inputs {
        let Some(fill) = rw.body.defining_op(rw.body.operands(op)[i]) else { continue };
        if ctx.str(rw.body.op(fill).name) != "linalg.fill" || !g.uses_operand(rw.body, i) {
            continue;
        }
        let Some(&value) = rw.body.operands(fill).first() else { continue };
        if rw.body.value_type(value) != rw.body.value_type(g.args[i]) {
            continue;
        }
        rw.replace_all_uses_with(g.args[i], value);
        found = true;
    }
    found
}

/// The scalar an input constant stands for: an integer or float constant,
/// or the value of a splat of integers or floats.
fn scalar_constant(rw: &Rewriter<'_>, v: ValueId) -> Option<Attribute> {
    let ctx = rw.ctx;
    let def = rw.body.defining_op(v)?;
    let value = constant_value(ctx, rw.registry, rw.body, def)?;
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } => Some(value),
        AttrKind::DenseElements { ty, splat: true, values } => {
            let element = ctx.element_type(*ty)?;
            match values {
                DenseValues::Int(v) if ctx.is_integer(element) || ctx.is_index(element) => {
                    let width = ctx.int_info(element).map_or(64, |(w, _)| w);
                    let raw = v[0];
                    // Sign-extend the stored bit pattern.
                    let signed = if width < 128 && raw >> (width.max(1) - 1) & 1 == 1 {
                        BigInt::from(raw) - (BigInt::from(1u8) << width)
                    } else {
                        BigInt::from(raw)
                    };
                    Some(ctx.attr(AttrKind::Integer { ty: element, value: signed }))
                }
                DenseValues::Float(v) if ctx.is_float(element) => {
                    Some(ctx.attr(AttrKind::Float { ty: element, bits: v[0] }))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// The first scalar or splat constant input becomes a scalar constant
/// before the op, read by the payload in place of its argument.
pub(super) fn fold_scalar_or_splat_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(g) = Generic::get(ctx, rw.body, op) else { return false };
    if !has_pure_tensor_semantics(ctx, rw.body, op) {
        return false;
    }
    for i in 0..g.num_inputs {
        let v = rw.body.operands(op)[i];
        let Some(scalar) = scalar_constant(rw, v) else { continue };
        let maps: Vec<AffineMap> = g.maps.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, m)| m.clone()).collect();
        if AffineMap::concat(&maps).inverse_permutation().is_none() {
            return false;
        }
        let def = rw.body.defining_op(v).expect("constant has a defining op");
        let (def_loc, ty) = (rw.body.op(def).loc, ctx.attr_type(scalar).expect("scalar attribute is typed"));
        let c = ConstantOp::create(ctx, rw.body, def_loc, ty, scalar);
        rw.insert(c.0);
        let constant = rw.body.results(c.0)[0];
        rw.replace_all_uses_with(g.args[i], constant);
        let block = rw.body.parent_block(g.terminator).expect("terminator is in a block");
        rw.body.erase_block_arg(block, i);
        let mut operands = rw.body.operands(op).to_vec();
        operands.remove(i);
        let props = ctx.dictionary(vec![
            (
                ctx.ident("indexing_maps"),
                ctx.attr(AttrKind::Array(maps.into_iter().map(|m| ctx.attr(AttrKind::AffineMap(m))).collect())),
            ),
            (
                ctx.ident("iterator_types"),
                attr(ctx, rw.body, op, "iterator_types").unwrap_or_else(|| ctx.attr(AttrKind::Array(vec![]))),
            ),
            (ctx.ident("operandSegmentSizes"), segment_sizes(ctx, &[g.num_inputs - 1, g.num_inits()])),
        ]);
        let regions = std::mem::take(&mut rw.body.op_mut(op).regions);
        let mut locs = vec![rw.body.op(op).loc];
        locs.extend(operands[..g.num_inputs - 1].iter().map(|&v| value_loc(ctx, rw.body, v)));
        let state = OperationState {
            name: rw.body.op(op).name,
            loc: ctx.fused_loc(&locs, None),
            operands,
            result_types: rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect(),
            properties: Some(props),
            attributes: ctx.empty_dictionary(),
            successors: vec![],
            regions,
            inner: None,
        };
        let fused = rw.create(state);
        let results = rw.body.results(fused).to_vec();
        rw.replace_op(op, &results);
        return true;
    }
    false
}

/// Tensor inits the payload does not read, unless already a `tensor.empty`,
/// become a `tensor.empty` of their sizes.
pub(super) fn remove_outs_dependency(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(g) = Generic::get(ctx, rw.body, op) else { return false };
    let mut changed = false;
    for i in g.num_inputs..g.num_operands() {
        let v = rw.body.operands(op)[i];
        let TypeKind::RankedTensor { shape, element, encoding } = ctx.type_kind(rw.body.value_type(v)) else {
            continue;
        };
        let is_empty = rw.body.defining_op(v).is_some_and(|d| ctx.str(rw.body.op(d).name) == "tensor.empty");
        if g.uses_operand(rw.body, i) || encoding.is_some() || is_empty {
            continue;
        }
        let loc = rw.body.op(op).loc;
        let mut sizes = Vec::new();
        for (d, &extent) in shape.iter().enumerate() {
            if extent == DYNAMIC {
                sizes.push(crate::dialects::tensor::create_dim(rw, loc, v, d));
            }
        }
        let ty = ctx.ty(TypeKind::RankedTensor { shape: shape.clone(), element: *element, encoding: None });
        let empty = EmptyOp::create(ctx, rw.body, loc, sizes, ty);
        rw.insert(empty.0);
        let e = rw.body.results(empty.0)[0];
        rw.modify(op, |body| body.set_operand(op, i, e));
        changed = true;
    }
    changed
}

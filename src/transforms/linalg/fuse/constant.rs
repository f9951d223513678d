//! Upstream's `FoldConstantTranspose`: a generic on tensors that only
//! permutes a dense constant (one input, one init its payload does not
//! read, permutation maps, a payload yielding the input) becomes the
//! permuted constant, when the constant has no other use.

use super::elementwise::has_one_use;
use super::generic::Generic;
use crate::dialects::arith::ConstantOp;
use crate::dialects::linalg::build::has_pure_tensor_semantics;
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Body, Context, DenseValues, OpId, TypeKind, ValueDef};
use crate::rewrite::{constant_value, Rewriter};

pub(super) fn fold_constant_transpose(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(g) = Generic::get(ctx, rw.body, op) else { return false };
    if !transposes_its_input(ctx, rw.body, &g) {
        return false;
    }
    let input = rw.body.operands(op)[0];
    let Some(def) = rw.body.defining_op(input).filter(|&d| has_one_use(rw.body, d)) else { return false };
    let Some(value) = constant_value(ctx, rw.registry, rw.body, def) else { return false };
    let AttrKind::DenseElements { ty: in_ty, splat, values } = ctx.attr_kind(value) else { return false };
    let result_ty = rw.body.value_type(rw.body.results(op)[0]);
    let (Some((in_shape, _)), Some((out_shape, _))) = (ctx.shaped_parts(*in_ty), ctx.shaped_parts(result_ty)) else {
        return false;
    };
    let raw: &[u128] = match values {
        DenseValues::Int(v) | DenseValues::Float(v) => v,
        _ => return false,
    };
    let Some(order) = source_order(&g.maps[0], &g.maps[1], in_shape, out_shape) else { return false };
    let permuted: Vec<u128> = order.iter().map(|&i| if *splat { raw[0] } else { raw[i] }).collect();
    let all_equal = permuted.windows(2).all(|w| w[0] == w[1]);
    let stored = if all_equal { permuted.into_iter().take(1).collect() } else { permuted };
    let stored = match values {
        DenseValues::Int(_) => DenseValues::Int(stored),
        _ => DenseValues::Float(stored),
    };
    let attr = ctx.attr(AttrKind::DenseElements { ty: result_ty, splat: all_equal, values: stored });
    let loc = rw.body.op(op).loc;
    let c = ConstantOp::create(ctx, rw.body, loc, result_ty, attr);
    rw.insert(c.0);
    let result = rw.body.results(c.0)[0];
    rw.replace_op(op, &[result]);
    true
}

/// Whether `g` is a one-input, one-init generic on static int or float
/// tensors of one element type, with permutation maps, whose payload only
/// yields its input.
fn transposes_its_input(ctx: &Context, body: &Body, g: &Generic) -> bool {
    if g.num_inputs != 1 || g.num_inits() != 1 || !has_pure_tensor_semantics(ctx, body, g.op) {
        return false;
    }
    let Some(&result) = body.results(g.op).first() else { return false };
    let static_int_or_float = |t| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => {
            shape.iter().all(|&d| d >= 0) && (ctx.is_integer(*element) || ctx.is_float(*element))
        }
        _ => false,
    };
    let elements: Vec<_> = body.operands(g.op).iter().map(|&v| ctx.element_type(body.value_type(v))).collect();
    if !static_int_or_float(body.value_type(result))
        || elements.iter().any(|&e| e.is_none() || e != elements[0])
        || !g.maps.iter().all(AffineMap::is_permutation)
        || g.uses_operand(body, 1)
    {
        return false;
    }
    let block = body.parent_block(g.terminator);
    let only_yield = block.is_some_and(|b| body.first_op(b) == Some(g.terminator));
    only_yield
        && body.operands(g.terminator).iter().all(
            |&y| matches!(body.value(y).def, ValueDef::BlockArg { block: owner, index: 0 } if Some(owner) == block),
        )
}

/// For each element of the result in row-major order, the row-major
/// position of the input element it takes.
fn source_order(in_map: &AffineMap, out_map: &AffineMap, in_shape: &[i64], out_shape: &[i64]) -> Option<Vec<usize>> {
    let to_loops = out_map.inverse_permutation()?;
    let total: i64 = out_shape.iter().product();
    let mut order = Vec::with_capacity(usize::try_from(total).ok()?);
    let mut index = vec![0i64; out_shape.len()];
    for _ in 0..total {
        let loops = to_loops.eval(&index, &[])?;
        let source = in_map.eval(&loops, &[])?;
        let mut linear = 0i64;
        for (&i, &n) in source.iter().zip(in_shape) {
            if i >= n {
                return None;
            }
            linear = linear * n + i;
        }
        order.push(usize::try_from(linear).ok()?);
        for d in (0..index.len()).rev() {
            index[d] += 1;
            if index[d] < out_shape[d] {
                break;
            }
            index[d] = 0;
        }
    }
    Some(order)
}

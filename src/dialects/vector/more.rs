//! Constraints, verifiers and result names of the vector ops on scalable
//! vectors (`vscale`, `scalable.insert`/`extract`), of `deinterleave`, and
//! of the flat-matrix ops (`flat_transpose`, `matrix_multiply`), and of
//! `scan` and `reshape`.

use super::*;
use crate::ir::{Body, OpId};
use crate::verify::VerifyCx;

/// Rank-1 vectors, described as upstream's `VectorOfRank<[1]>` with no
/// element constraint (`" of ranks 1"`).
pub static VECTOR_OF_RANK1_BARE: TypeConstraint =
    TypeConstraint { desc: " of ranks 1", check: |c, t| vector_of(c, t, Some(1), any), build: None };

/// Rank-1 vectors whose one dimension is scalable.
pub static SCALABLE_VECTOR_OF_RANK1: TypeConstraint = TypeConstraint {
    desc: " of ranks 1",
    check: |c, t| vector_parts(c, t).is_some_and(|(s, sc, _)| s.len() == 1 && sc[0]),
    build: None,
};

/// The flat (rank-1) matrices `flat_transpose` and `matrix_multiply` take.
pub static FLAT_MATRIX: TypeConstraint = TypeConstraint {
    desc: "vector of signless integer or signed integer or index or floating-point values of ranks 1",
    check: |c, t| {
        vector_of(c, t, Some(1), |c, e| {
            c.is_float(e)
                || c.is_index(e)
                || matches!(c.type_kind(e), TypeKind::Integer { signedness, .. } if *signedness != Signedness::Unsigned)
        })
    },
    build: None,
};

pub(super) fn names_vscale(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    vec![Some("vscale".into())]
}

pub(super) fn names_deinterleave(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    vec![Some("res1".into()), Some("res2".into())]
}

/// The source's innermost dimension has an even number of elements.
pub(super) fn even_trailing_dim(ctx: &Context, operands: &[Type], _: &[Type]) -> bool {
    let last = operands.first().and_then(|&t| vector_parts(ctx, t)).and_then(|(s, _, _)| s.last().copied());
    last.map_or(true, |d| d % 2 == 0)
}

/// `t` with its innermost dimension halved (scalability kept).
pub(super) fn halved_last(ctx: &Context, t: Type) -> Option<Type> {
    let (shape, scalable, element) = vector_parts(ctx, t)?;
    let mut shape = shape.to_vec();
    *shape.last_mut()? /= 2;
    Some(vector_type(ctx, shape, scalable.to_vec(), element))
}

fn element_matches(ctx: &Context, operand: Option<&Type>, results: &[Type]) -> bool {
    match (operand, results.first()) {
        (Some(&a), Some(&b)) => element_of(ctx, a) == element_of(ctx, b),
        _ => true,
    }
}

pub(super) fn lhs_element_is_result(ctx: &Context, operands: &[Type], results: &[Type]) -> bool {
    element_matches(ctx, operands.first(), results)
}

pub(super) fn rhs_element_is_result(ctx: &Context, operands: &[Type], results: &[Type]) -> bool {
    element_matches(ctx, operands.get(1), results)
}

/// `pos` is a multiple of the length of the fixed-size part (`what`).
fn verify_position(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, part: Type, what: &str) {
    let ctx = cx.ctx;
    let pos = crate::dialects::affine::int_value(ctx, crate::opdef::ods::attr(ctx, body, op, "pos"));
    let len = vector_parts(ctx, part).and_then(|(s, _, _)| s.first().copied());
    if let (Some(pos), Some(len)) = (pos, len) {
        if len != 0 && pos % len != 0 {
            cx.op_error(body, op, format!("failed to verify that position is a multiple of the {what} length."));
        }
    }
}

pub(super) fn verify_scalable_insert(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let source = body.value_type(body.operands(op)[0]);
    verify_position(cx, body, op, source, "source");
}

pub(super) fn verify_scalable_extract(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let res = body.value_type(body.results(op)[0]);
    verify_position(cx, body, op, res, "result");
}

pub(super) fn names_scan(_: &Context, _: &Body, _: OpId) -> Vec<Option<String>> {
    vec![Some("dest".into()), Some("accumulated_value".into())]
}

/// `vector.scan`: the reduction dimension is one of the source's, the
/// initial value has the source's shape without it, and the kind combines
/// the source's elements.
pub(super) fn verify_scan(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (source, init) = (body.value_type(body.operands(op)[0]), body.value_type(body.operands(op)[1]));
    let (Some((shape, scalable, element)), Some((init_shape, init_scalable, _))) =
        (vector_parts(ctx, source), vector_parts(ctx, init))
    else {
        return;
    };
    let dim = crate::dialects::affine::int_value(ctx, crate::opdef::ods::attr(ctx, body, op, "reduction_dim"));
    let Some(dim) = dim.and_then(|d| usize::try_from(d).ok()).filter(|&d| d < shape.len()) else {
        let d = dim.unwrap_or(0);
        return cx.op_error(body, op, format!("reduction dimension {d} has to be less than {}", shape.len()));
    };
    let without = |v: &[i64]| [&v[..dim], &v[dim + 1..]].concat();
    let without_flags = |v: &[bool]| [&v[..dim], &v[dim + 1..]].concat();
    if init_shape != without(shape).as_slice() || init_scalable != without_flags(scalable).as_slice() {
        return cx.op_error(body, op, "incompatible input/initial value shapes".to_string());
    }
    let bits = super::verify::kind_bits(ctx, body, op);
    if !super::verify::supported_kind(ctx, bits, element) {
        let kind = COMBINING_KIND.flags_to_string(bits);
        let t = crate::syntax::printer::type_to_string(ctx, element);
        cx.op_error(body, op, format!("unsupported reduction type '{t}' for kind '{kind}'"));
    }
}

/// `vector.reshape`: each side's rank is its shape operands and the fixed
/// sizes, which are the vectors' trailing dims; with constant shapes, both
/// hold as many elements. Upstream reports these without the op prefix.
pub(super) fn verify_reshape(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let r = ReshapeOp(op);
    let (input, output) = (body.value_type(r.vector(ctx, body)), body.value_type(body.results(op)[0]));
    let (Some((in_shape, _, _)), Some((out_shape, _, _))) = (vector_parts(ctx, input), vector_parts(ctx, output))
    else {
        return;
    };
    let fixed = crate::opdef::ods::attr(ctx, body, op, "fixed_vector_sizes").and_then(|a| int_array(ctx, a));
    let fixed = fixed.unwrap_or_default();
    let (ins, outs) = (r.input_shape(ctx, body).to_vec(), r.output_shape(ctx, body).to_vec());
    let error =
        |cx: &mut VerifyCx<'_>, msg: String| cx.report(crate::syntax::diag::Diagnostic::error(body.op(op).loc, msg));
    let ty = |t| crate::syntax::printer::type_to_string(ctx, t);
    if in_shape.len() != ins.len() + fixed.len() {
        return error(cx, format!("invalid input shape for vector type '{}'", ty(input)));
    }
    if out_shape.len() != outs.len() + fixed.len() {
        return error(cx, format!("invalid output shape for vector type '{}'", ty(output)));
    }
    for (what, shape) in [("input", in_shape), ("output", out_shape)] {
        // Upstream's index: the rank less the count of fixed sizes less `i`.
        for (i, &size) in fixed.iter().enumerate() {
            let index = (shape.len() - fixed.len()).checked_sub(i);
            if index.and_then(|k| shape.get(k)) != Some(&size) {
                return error(cx, format!("fixed vector size must match {what} vector for dim {i}"));
            }
        }
    }
    let constant = |v: &[crate::ir::ValueId]| -> Option<i64> {
        v.iter().try_fold(1i64, |acc, &x| {
            let d = body
                .defining_op(x)
                .filter(|&d| matches!(ctx.str(body.op(d).name), "arith.constant" | "index.constant"))?;
            let a = crate::opdef::ods::attr(ctx, body, d, "value")?;
            Some(acc.wrapping_mul(crate::dialects::affine::int_value(ctx, Some(a))?))
        })
    };
    if let (Some(a), Some(b)) = (constant(&ins), constant(&outs)) {
        if a != b {
            error(cx, "product of input and output shape sizes must match".to_string());
        }
    }
}

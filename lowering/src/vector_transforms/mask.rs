//! `lower-vector-mask` (upstream `LowerVectorMaskPass`, MLIR 19): a
//! `vector.mask` around an op with side effects that can carry a mask
//! itself becomes that op with the mask as its operand:
//! * `transfer_read` (not with a pass-through value, which a read cannot
//!   take) and `transfer_write` get the mask operand;
//! * `gather` takes the mask, and the pass-through value, or zeros.
//!
//! The `vector.mask` canonicalizations run too: a mask with nothing to mask
//! is dropped, and an all-true one gives way to its op. Masks around other
//! ops (reductions, contractions...) are left as they are.

use strata::dialects::vector::dense_i64;
use strata::ir::{AttrKind, DenseValues, OpId, ValueId};
use strata::opdef::ods::{attr, segment_sizes, set_attr};
use strata::rewrite::Rewriter;

use crate::to_llvm::vector::lower::op1;

/// The patterns of the pass, tried on every op.
pub(crate) fn patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if rw.ctx.str(rw.body.op(op).name) != "vector.mask" {
        return false;
    }
    masked_op(rw, op).is_some_and(|inner| lower_masked_op(rw, op, inner)) || canonicalize(rw, op)
}

/// The masked `inner` of `vector.mask` `mask_op` with the mask as its own
/// operand, for the ops this pass lowers.
pub(crate) fn lower_masked_op(rw: &mut Rewriter<'_>, mask_op: OpId, inner: OpId) -> bool {
    match rw.ctx.str(rw.body.op(inner).name) {
        "vector.transfer_read" | "vector.transfer_write" => masked_transfer(rw, mask_op, inner),
        "vector.gather" => masked_gather(rw, mask_op, inner),
        _ => false,
    }
}

/// The op's canonicalization patterns (for `vector.mask`: empty and
/// all-true masks give way).
pub(crate) fn canonicalize(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let name = rw.ctx.str(rw.body.op(op).name);
    rw.registry.op(name).and_then(|d| d.canonicalize).is_some_and(|f| f(rw, op))
}

/// The op a `vector.mask` masks, when it holds exactly one whose results it
/// yields.
pub(crate) fn masked_op(rw: &Rewriter<'_>, mask_op: OpId) -> Option<OpId> {
    let body = &*rw.body;
    let region = *body.op(mask_op).regions.first()?;
    let block = *body.region(region).blocks.first()?;
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let [inner, terminator] = ops[..] else { return None };
    (body.operands(terminator) == body.results(inner)).then_some(inner)
}

/// The mask and the pass-through value of a `vector.mask`.
fn mask_operands(rw: &Rewriter<'_>, mask_op: OpId) -> (ValueId, Option<ValueId>) {
    let operands = rw.body.operands(mask_op);
    (operands[0], operands.get(1).copied())
}

/// `vector.mask %m { vector.transfer_read/write }`: the transfer moved out
/// with `%m` as its mask operand. A read with a pass-through value stays.
fn masked_transfer(rw: &mut Rewriter<'_>, mask_op: OpId, inner: OpId) -> bool {
    let ctx = rw.ctx;
    let (mask, passthru) = mask_operands(rw, mask_op);
    let read = ctx.str(rw.body.op(inner).name) == "vector.transfer_read";
    if read && passthru.is_some() {
        return false;
    }
    let Some(mut sizes) = attr(ctx, rw.body, inner, "operandSegmentSizes").and_then(|a| dense_i64(ctx, a)) else {
        return false;
    };
    if sizes.last() != Some(&0) {
        return false;
    }
    *sizes.last_mut().expect("segments") = 1;
    let sizes: Vec<usize> = sizes.iter().map(|&s| s as usize).collect();
    let mut operands = rw.body.operands(inner).to_vec();
    operands.push(mask);
    rw.move_op_before(inner, mask_op);
    rw.modify(inner, |b| {
        b.set_operands(inner, operands);
        set_attr(ctx, b, inner, "operandSegmentSizes", segment_sizes(ctx, &sizes));
    });
    let results = rw.body.results(inner).to_vec();
    rw.replace_op(mask_op, &results);
    true
}

/// `vector.mask %m[, %pt] { vector.gather ... }`: the gather moved out
/// with `%m` as its mask and `%pt` (or zeros) as its pass-through value.
fn masked_gather(rw: &mut Rewriter<'_>, mask_op: OpId, inner: OpId) -> bool {
    let ctx = rw.ctx;
    let (mask, passthru) = mask_operands(rw, mask_op);
    let result_ty = rw.body.value_type(rw.body.results(inner)[0]);
    rw.set_insertion_point_before(mask_op);
    let passthru = passthru.unwrap_or_else(|| {
        let element = match ctx.type_kind(result_ty) {
            strata::ir::TypeKind::Vector { element, .. } => *element,
            _ => result_ty,
        };
        let values = if ctx.is_float(element) { DenseValues::Float(vec![0]) } else { DenseValues::Int(vec![0]) };
        let zero = ctx.attr(AttrKind::DenseElements { ty: result_ty, splat: true, values });
        let loc = rw.body.op(inner).loc;
        op1(rw, "arith.constant", loc, vec![], result_ty, vec![("value", zero)])
    });
    let mut operands = rw.body.operands(inner).to_vec();
    let n = operands.len();
    operands[n - 2] = mask;
    operands[n - 1] = passthru;
    rw.move_op_before(inner, mask_op);
    rw.modify(inner, |b| b.set_operands(inner, operands));
    let results = rw.body.results(inner).to_vec();
    rw.replace_op(mask_op, &results);
    true
}

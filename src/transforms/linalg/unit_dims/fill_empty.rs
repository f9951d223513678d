//! The `linalg.fill` and `tensor.empty` patterns upstream's pass takes in:
//! a reshape of a fill fills the reshaped init, an element extracted from
//! a fill is the fill value, and a reshape, slice or cast of an empty
//! tensor is an empty tensor of its type.

use crate::dialects::memref::def_named;
use crate::dialects::tensor::{self, CastOp, CollapseShapeOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp};
use crate::ir::{IrMapping, OpId, Type, ValueId, DYNAMIC};
use crate::rewrite::Rewriter;

const FILL: &str = "linalg.fill";

/// Upstream's `FoldFillWithTensorReshape`, `FoldFillWithTensorExtract`,
/// `FoldFillWithCopy` and `FoldFillWithTranspose` (those of pads and packs
/// are in `pad_pack.rs`).
pub(super) fn fill_patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    match ctx.str(rw.body.op(op).name) {
        CollapseShapeOp::NAME | ExpandShapeOp::NAME => fill_of_reshape(rw, op),
        "linalg.copy" => fill_with_copy(rw, op),
        "linalg.transpose" => {
            let Some(fill) = def_named(ctx, rw.body, rw.body.operands(op)[0], FILL) else { return false };
            let Some(&init) = rw.body.operands(op).get(1) else { return false };
            refill(rw, op, fill, init)
        }
        ExtractOp::NAME => {
            let Some(fill) = def_named(ctx, rw.body, rw.body.operands(op)[0], FILL) else { return false };
            let Some(&value) = rw.body.operands(fill).first().filter(|_| rw.body.operands(fill).len() == 2) else {
                return false;
            };
            rw.replace_op(op, &[value]);
            true
        }
        _ => false,
    }
}

/// A reshape of a fill result: the fill of the reshaped init.
fn fill_of_reshape(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(fill) = def_named(ctx, rw.body, rw.body.operands(op)[0], FILL) else { return false };
    if rw.body.operands(fill).len() != 2 || rw.body.results(fill).len() != 1 {
        return false;
    }
    let init = rw.body.operands(fill)[1];
    let result_ty = rw.body.value_type(rw.body.results(op)[0]);
    rw.set_insertion_point_before(op);
    let mut mapping = IrMapping::default();
    mapping.map_value(rw.body.operands(op)[0], init);
    let reshape = rw.body.clone_op(op, &mut mapping);
    rw.insert(reshape);
    let new_init = rw.body.results(reshape)[0];
    let mut mapping = IrMapping::default();
    mapping.map_value(init, new_init);
    let new_fill = rw.body.clone_op(fill, &mut mapping);
    rw.body.op_mut(new_fill).attributes = ctx.empty_dictionary();
    let value = rw.body.results(new_fill)[0];
    rw.body.set_value_type(value, result_ty);
    rw.insert(new_fill);
    rw.replace_op(op, &[value]);
    true
}

/// Replace `op` by a fill of `init` with the value of `fill`, of `op`'s
/// result types (a copy of `fill` without its discardable attributes).
/// False when the element types differ, the payload then not fitting.
fn refill(rw: &mut Rewriter<'_>, op: OpId, fill: OpId, init: ValueId) -> bool {
    let ctx = rw.ctx;
    let (Some(&old_init), Some(&value)) = (rw.body.operands(fill).get(1), rw.body.operands(fill).first()) else {
        return false;
    };
    let element = |t| ctx.shaped_parts(t).map(|(_, e)| e);
    if element(rw.body.value_type(old_init)) != element(rw.body.value_type(init)) {
        return false;
    }
    let result_types: Vec<Type> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    rw.set_insertion_point_before(op);
    let mut mapping = IrMapping::default();
    let new = rw.body.clone_op(fill, &mut mapping);
    rw.body.set_operands(new, vec![value, init]);
    rw.body.op_mut(new).attributes = ctx.empty_dictionary();
    let results = rw.body.results(new).to_vec();
    if results.len() != result_types.len() {
        rw.body.erase_op(new);
        return false;
    }
    for (&r, &t) in results.iter().zip(&result_types) {
        rw.body.set_value_type(r, t);
    }
    rw.insert(new);
    rw.replace_op(op, &results);
    true
}

/// A copy of a fill is a fill of the copy's init; a copy into a fill's
/// result copies into the fill's init.
fn fill_with_copy(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let &[input, output] = rw.body.operands(op) else { return false };
    if let Some(fill) = def_named(ctx, rw.body, input, FILL) {
        return refill(rw, op, fill, output);
    }
    let Some(fill) = def_named(ctx, rw.body, output, FILL) else { return false };
    let Some(&init) = rw.body.operands(fill).get(1) else { return false };
    if rw.body.value_type(init) != rw.body.value_type(output) {
        return false;
    }
    rw.set_insertion_point_before(op);
    let mut mapping = IrMapping::default();
    mapping.map_value(output, init);
    let new = rw.body.clone_op(op, &mut mapping);
    rw.body.op_mut(new).attributes = ctx.empty_dictionary();
    rw.insert(new);
    let results = rw.body.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// `tensor.empty` canonicalizations and upstream's
/// `populateFoldTensorEmptyPatterns`: reshapes and slices of an empty
/// tensor, casts of one (the static-size rewrite of `tensor.empty` itself
/// is its registered canonicalization).
pub(super) fn empty_patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let name = ctx.str(rw.body.op(op).name);
    if name == CastOp::NAME {
        return tensor::cast_of_empty(rw, op);
    }
    if ![ExpandShapeOp::NAME, CollapseShapeOp::NAME, ExtractSliceOp::NAME].contains(&name) {
        return false;
    }
    let source = rw.body.operands(op)[0];
    if def_named(ctx, rw.body, source, EmptyOp::NAME).is_none() {
        return false;
    }
    let result_ty = rw.body.value_type(rw.body.results(op)[0]);
    let Some((shape, element)) = tensor::ranked(ctx, result_ty).map(|(s, e)| (s.to_vec(), e)) else { return false };
    let dynamic: Vec<ValueId> = match name {
        ExpandShapeOp::NAME => ExpandShapeOp(op).output_shape(ctx, rw.body).to_vec(),
        ExtractSliceOp::NAME => ExtractSliceOp(op).sizes(ctx, rw.body).to_vec(),
        // A dynamic collapse's sizes are reified from its source's.
        _ if shape.contains(&DYNAMIC) => {
            let Some(reify) = rw.registry.reify_result_shapes(ctx, rw.body, op) else { return false };
            rw.set_insertion_point_before(op);
            let Some(shapes) = reify(rw, op) else { return false };
            let Some(sizes) = shapes.into_iter().next() else { return false };
            sizes
                .into_iter()
                .zip(&shape)
                .filter(|(_, &d)| d == DYNAMIC)
                .filter_map(|(s, _)| match s {
                    crate::rewrite::OpFoldResult::Value(v) => Some(v),
                    crate::rewrite::OpFoldResult::Attr(_) => None,
                })
                .collect()
        }
        _ => vec![],
    };
    if dynamic.len() != shape.iter().filter(|&&d| d == DYNAMIC).count() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    // Upstream drops the encoding.
    let empty_ty: Type = tensor::ranked_tensor(ctx, shape.clone(), element);
    let empty = EmptyOp::create(ctx, rw.body, loc, dynamic, empty_ty);
    rw.insert(empty.0);
    let mut value = rw.body.results(empty.0)[0];
    if empty_ty != result_ty {
        let cast = CastOp::create(ctx, rw.body, loc, value, result_ty);
        rw.insert(cast.0);
        value = rw.body.results(cast.0)[0];
    }
    rw.replace_op(op, &[value]);
    true
}

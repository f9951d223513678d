//! Upstream's `MoveInitOperandsToInput`: in a `linalg.generic` on tensors
//! whose loops are all parallel (as when unit reductions were dropped), an
//! init the payload reads becomes an input too, and a `tensor.empty` of
//! its sizes takes its place as the init.

use super::reshape::mixed_sizes;
use crate::dialects::linalg::build::{generic_state, has_pure_tensor_semantics, is_generic, GenericParts};
use crate::dialects::linalg::named::IteratorType;
use crate::dialects::linalg::StructuredOp;
use crate::dialects::memref::split_mixed;
use crate::dialects::tensor;
use crate::ir::{AttrKind, IrMapping, OpId, ValueId};
use crate::opdef::ods::attr;
use crate::rewrite::Rewriter;

pub(super) fn move_init_operands_to_input(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if !is_generic(ctx, rw.body, op) || !has_pure_tensor_semantics(ctx, rw.body, op) {
        return false;
    }
    let Some(s) = StructuredOp::get(ctx, rw.body, op) else { return false };
    if s.iterator_types(ctx, rw.body).iter().any(|&t| t != IteratorType::Parallel) {
        return false;
    }
    let maps = s.indexing_maps(ctx, rw.body);
    let operands = rw.body.operands(op).to_vec();
    let Some(old_block) = s.payload(rw.body) else { return false };
    let old_args = rw.body.block(old_block).args.clone();
    let num_inputs = s.num_inputs(ctx, rw.body);
    if maps.len() != operands.len() || old_args.len() != operands.len() {
        return false;
    }
    let candidates: Vec<usize> = (num_inputs..operands.len()).filter(|&i| rw.body.has_uses(old_args[i])).collect();
    if candidates.is_empty() {
        return false;
    }
    if candidates.iter().any(|&i| tensor::ranked(ctx, rw.body.value_type(operands[i])).is_none()) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    let mut inputs = operands[..num_inputs].to_vec();
    inputs.extend(candidates.iter().map(|&i| operands[i]));
    let mut new_maps = maps[..num_inputs].to_vec();
    new_maps.extend(candidates.iter().map(|&i| maps[i].clone()));
    new_maps.extend_from_slice(&maps[num_inputs..]);
    let mut inits = operands[num_inputs..].to_vec();
    for &i in &candidates {
        let Some(empty) = empty_like(rw, operands[i], loc) else { return false };
        inits[i - num_inputs] = empty;
    }
    let parts = GenericParts {
        inputs,
        inits,
        result_types: rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect(),
        maps: new_maps,
        iterator_types: attr(ctx, rw.body, op, "iterator_types").unwrap_or_else(|| ctx.attr(AttrKind::Array(vec![]))),
        inherent: vec![],
        attributes: rw.body.op(op).attributes,
    };
    let region = rw.body.create_region();
    let block = rw.body.create_block(region);
    let mut mapping = IrMapping::default();
    let arg_loc = Some(loc);
    let order = (0..num_inputs).chain(candidates.iter().copied());
    for i in order {
        let arg = rw.body.add_block_arg(block, rw.body.value_type(old_args[i]), arg_loc);
        mapping.map_value(old_args[i], arg);
    }
    for (i, &old) in old_args.iter().enumerate().skip(num_inputs) {
        let arg = rw.body.add_block_arg(block, rw.body.value_type(old), arg_loc);
        if !candidates.contains(&i) {
            mapping.map_value(old, arg);
        }
    }
    rw.set_insertion_point_before(op);
    let new = rw.create(generic_state(ctx, loc, parts, region));
    rw.set_insertion_point_to_end(block);
    for o in rw.body.block_ops(old_block).collect::<Vec<OpId>>() {
        let copy = rw.body.clone_op(o, &mut mapping);
        rw.insert(copy);
    }
    let results = rw.body.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// A `tensor.empty` of the sizes and element type of `v`, right after its
/// definition.
fn empty_like(rw: &mut Rewriter<'_>, v: ValueId, loc: crate::ir::Location) -> Option<ValueId> {
    let ctx = rw.ctx;
    let (_, element) = tensor::ranked(ctx, rw.body.value_type(v))?;
    match rw.body.defining_op(v) {
        Some(def) => rw.set_insertion_point_after(def),
        None => rw.set_insertion_point_to_start(rw.body.arg_owner(v)?),
    }
    let sizes = mixed_sizes(rw, loc, v);
    let (shape, dynamic) = split_mixed(&sizes);
    let empty = tensor::EmptyOp::create(ctx, rw.body, loc, dynamic, tensor::ranked_tensor(ctx, shape, element));
    rw.insert(empty.0);
    Some(rw.body.results(empty.0)[0])
}

//! Fusion of a producer `linalg.generic` into the consumer generic that
//! reads its result (upstream's `FuseElementwiseOps`): the fused generic
//! runs the consumer's loops, reads the producer's inputs through their
//! maps composed into the consumer's loop space, and computes the
//! producer's payload in front of the consumer's. Results of the producer
//! that are still needed stay results of the fused op.

use super::generic::Generic;
use crate::dialects::affine::ApplyOp;
use crate::dialects::linalg::build::{generic_state, has_pure_tensor_semantics, GenericParts};
use crate::dialects::linalg::named::IteratorType;
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Body, Context, IrMapping, OpId, OperationState, TypeKind, ValueDef, ValueId};
use crate::opdef::ods::attr;
use crate::rewrite::Rewriter;

/// Fuse into the generic `consumer` the producer of its first input that
/// qualifies and has no other use. True when it did.
pub(super) fn fuse_elementwise(rw: &mut Rewriter<'_>, consumer: OpId) -> bool {
    let (ctx, body) = (rw.ctx, &*rw.body);
    let Some(c) = Generic::get(ctx, body, consumer) else { return false };
    for operand in 0..c.num_operands() {
        let value = body.operands(consumer)[operand];
        let Some(p) = body.defining_op(value).and_then(|p| Generic::get(ctx, body, p)) else { continue };
        if fusable(ctx, body, &p, &c, operand) && has_one_use(body, p.op) {
            return fuse(rw, &p, &c, operand);
        }
    }
    false
}

/// Whether `op`'s results have exactly one use in all.
pub(super) fn has_one_use(body: &Body, op: OpId) -> bool {
    body.results(op).iter().map(|&r| body.uses(r).len()).sum::<usize>() == 1
}

/// The number of the result `v` is, of its defining op.
fn result_number(body: &Body, v: ValueId) -> usize {
    match body.value(v).def {
        ValueDef::Result { index, .. } => index as usize,
        _ => 0,
    }
}

/// Upstream's `areElementwiseOpsFusable`: the producer is all-parallel on
/// tensors, the fused operand is a ranked-tensor input of the consumer read
/// over all the producer's loops, the producer writes it through a
/// permutation, and every consumer loop keeps an operand that bounds it.
fn fusable(ctx: &Context, body: &Body, p: &Generic, c: &Generic, operand: usize) -> bool {
    let value = body.operands(c.op)[operand];
    if !has_pure_tensor_semantics(ctx, body, p.op)
        || !matches!(ctx.type_kind(body.value_type(value)), TypeKind::RankedTensor { .. })
        || p.iterators.iter().any(|&t| t != IteratorType::Parallel)
        || operand >= c.num_inputs
    {
        return false;
    }
    let consumer_map = &c.maps[operand];
    let result_map = p.result_map(result_number(body, value));
    if consumer_map.num_results() != p.num_loops() || !result_map.is_permutation() {
        return false;
    }
    if c.num_reduction_loops() == 0 {
        return true;
    }
    let mut covered = vec![false; c.num_loops()];
    let mut cover = |map: &AffineMap| {
        for d in map.results.iter().filter_map(|e| e.as_dim()) {
            if let Some(slot) = covered.get_mut(d) {
                *slot = true;
            }
        }
    };
    for (i, &v) in body.operands(c.op).iter().enumerate() {
        if v != value {
            cover(&c.maps[i]);
        }
    }
    for map in &p.maps[..p.num_inputs] {
        cover(&in_fused_loops(map, result_map, consumer_map));
    }
    covered.iter().all(|&c| c)
}

/// The map of a producer operand (`map`, over the producer's loops) over
/// the consumer's loops: through the inverse of the producer's result map
/// to the fused tensor's indices, then the consumer's map of that tensor.
fn in_fused_loops(map: &AffineMap, result_map: &AffineMap, consumer_map: &AffineMap) -> AffineMap {
    let inverse = result_map.inverse_permutation().expect("producer result map is a permutation");
    map.compose(&inverse).compose(consumer_map)
}

/// The producer results the fused op still computes (upstream 19's
/// `getPreservedProducerResults`): those whose init the payload reads,
/// whose init the producer needs for its own loop bounds, or used by
/// another op.
fn preserved_results(body: &Body, p: &Generic, c: &Generic) -> Vec<usize> {
    (0..p.num_inits())
        .filter(|&r| {
            let init = p.num_inputs + r;
            let used_elsewhere = body.uses(body.results(p.op)[r]).iter().any(|u| u.op != c.op);
            p.uses_operand(body, init) || !p.can_drop_operands(&[init]) || used_elsewhere
        })
        .collect()
}

/// An operand of the fused op: its value, map, and the payload argument of
/// the original op it stands for.
struct Slot {
    value: ValueId,
    map: AffineMap,
    arg: ValueId,
}

/// The fused op's inputs and inits, in upstream's order: the consumer's
/// inputs before the fused one, the producer's inputs, the consumer's
/// other inputs; the preserved producer inits, the consumer's inits.
fn fused_operands(body: &Body, p: &Generic, c: &Generic, operand: usize, preserved: &[usize]) -> [Vec<Slot>; 2] {
    let consumer_map = &c.maps[operand];
    let result_map = p.result_map(result_number(body, body.operands(c.op)[operand]));
    let slot = |g: &Generic, i: usize, map: AffineMap| Slot { value: body.operands(g.op)[i], map, arg: g.args[i] };
    let mut inputs: Vec<Slot> = (0..operand).map(|i| slot(c, i, c.maps[i].clone())).collect();
    inputs.extend((0..p.num_inputs).map(|i| slot(p, i, in_fused_loops(&p.maps[i], result_map, consumer_map))));
    inputs.extend((operand + 1..c.num_inputs).map(|i| slot(c, i, c.maps[i].clone())));
    let mut inits: Vec<Slot> = preserved
        .iter()
        .map(|&r| slot(p, p.num_inputs + r, in_fused_loops(p.result_map(r), result_map, consumer_map)))
        .collect();
    inits.extend((c.num_inputs..c.num_operands()).map(|i| slot(c, i, c.maps[i].clone())));
    [inputs, inits]
}

/// Build the fused op before the consumer and replace both ops' results.
/// False, changing nothing, when the fused maps leave a loop unbounded.
fn fuse(rw: &mut Rewriter<'_>, p: &Generic, c: &Generic, operand: usize) -> bool {
    let ctx = rw.ctx;
    let preserved = preserved_results(rw.body, p, c);
    let [inputs, inits] = fused_operands(rw.body, p, c, operand, &preserved);
    let maps: Vec<AffineMap> = inputs.iter().chain(&inits).map(|s| s.map.clone()).collect();
    if AffineMap::concat(&maps).inverse_permutation().is_none() {
        return false;
    }
    let body = &mut *rw.body;
    let tensor = |v: ValueId| matches!(ctx.type_kind(body.value_type(v)), TypeKind::RankedTensor { .. });
    let result_types = inits.iter().filter(|s| tensor(s.value)).map(|s| body.value_type(s.value)).collect();
    let iterator_types = attr(ctx, body, c.op, "iterator_types").unwrap_or_else(|| ctx.attr(AttrKind::Array(vec![])));
    let parts = GenericParts {
        inputs: inputs.iter().map(|s| s.value).collect(),
        inits: inits.iter().map(|s| s.value).collect(),
        result_types,
        maps,
        iterator_types,
        inherent: vec![],
        attributes: ctx.empty_dictionary(),
    };
    let region = body.create_region();
    let block = body.create_block(region);
    let mut mapping = IrMapping::default();
    for s in inputs.iter().chain(&inits) {
        let (ty, loc) = (body.value_type(s.arg), body.value(s.arg).loc);
        let arg = body.add_block_arg(block, ty, loc);
        mapping.map_value(s.arg, arg);
    }
    let loc = body.op(c.op).loc;
    let fused = rw.create(generic_state(ctx, loc, parts, region));
    rw.set_insertion_point_to_end(block);
    fuse_payloads(rw, p, c, operand, &preserved, &mut mapping);
    let results = rw.body.results(fused).to_vec();
    let (kept, consumer_results) = results.split_at(preserved.len());
    for (&r, &new) in preserved.iter().zip(kept) {
        let old = rw.body.results(p.op)[r];
        rw.replace_all_uses_with(old, new);
    }
    rw.replace_op(c.op, consumer_results);
    true
}

/// Fill the fused payload (at the rewriter's insertion point): the
/// producer's index ops rewritten to the consumer's loops, the producer's
/// ops, the consumer's ops reading the producer's yielded value, and one
/// yield of the preserved producer values and the consumer's values.
fn fuse_payloads(
    rw: &mut Rewriter<'_>,
    p: &Generic,
    c: &Generic,
    operand: usize,
    preserved: &[usize],
    mapping: &mut IrMapping,
) {
    let ctx = rw.ctx;
    let is_index = |body: &Body, op: OpId| ctx.str(body.op(op).name) == "linalg.index";
    let (index_ops, producer_ops): (Vec<OpId>, Vec<OpId>) =
        block_ops_of(rw.body, p.terminator).into_iter().partition(|&o| is_index(rw.body, o));
    if !index_ops.is_empty() {
        let fused_value = rw.body.operands(c.op)[operand];
        let result_map = p.result_map(result_number(rw.body, fused_value));
        let to_producer =
            result_map.inverse_permutation().expect("producer result map is a permutation").compose(&c.maps[operand]);
        let loc = rw.body.op(p.op).loc;
        let indices: Vec<ValueId> =
            (0..p.num_loops().max(c.num_loops())).map(|d| create_index(rw, loc, d as i64)).collect();
        for o in index_ops {
            let dim = index_dim(ctx, rw.body, o).min(to_producer.num_results().saturating_sub(1));
            let map = to_producer.sub_map(&[dim]);
            let operands = indices[..map.num_dims.min(indices.len())].to_vec();
            let apply =
                ApplyOp::create(ctx, rw.body, loc, operands, ctx.index_type(), ctx.attr(AttrKind::AffineMap(map)));
            rw.insert(apply.0);
            mapping.map_value(rw.body.results(o)[0], rw.body.results(apply.0)[0]);
        }
    }
    for o in producer_ops {
        let copy = rw.body.clone_op(o, mapping);
        rw.insert(copy);
    }
    let producer_yield = rw.body.operands(p.terminator).to_vec();
    let fused_value = rw.body.operands(c.op)[operand];
    let yielded = producer_yield[result_number(rw.body, fused_value)];
    mapping.map_value(c.args[operand], mapping.value(yielded));
    for o in block_ops_of(rw.body, c.terminator) {
        let copy = rw.body.clone_op(o, mapping);
        rw.insert(copy);
    }
    let mut values: Vec<ValueId> = preserved.iter().map(|&r| mapping.value(producer_yield[r])).collect();
    values.extend(rw.body.operands(c.terminator).iter().map(|&v| mapping.value(v)));
    let loc = rw.body.op(c.op).loc;
    rw.create(OperationState {
        name: ctx.ident("linalg.yield"),
        loc,
        operands: values,
        result_types: vec![],
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: vec![],
        regions: vec![],
        inner: None,
    });
}

/// The ops of `terminator`'s block before it.
fn block_ops_of(body: &Body, terminator: OpId) -> Vec<OpId> {
    let block = body.parent_block(terminator).expect("terminator is in a block");
    body.block_ops(block).filter(|&o| o != terminator).collect()
}

/// The `dim` of a `linalg.index`.
fn index_dim(ctx: &Context, body: &Body, op: OpId) -> usize {
    match attr(ctx, body, op, "dim").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => usize::try_from(value).unwrap_or(0),
        _ => 0,
    }
}

/// A `linalg.index` of loop `dim` at the insertion point.
fn create_index(rw: &mut Rewriter<'_>, loc: crate::ir::Location, dim: i64) -> ValueId {
    let op = rw.create(crate::dialects::linalg::build::index_state(rw.ctx, loc, dim));
    rw.body.results(op)[0]
}

//! Merging identical blocks: blocks (other than the entry) with the same
//! successors whose ops match one for one are merged into the first of
//! them; operands that differ between them become new block arguments,
//! passed by each predecessor.

use rustc_hash::FxHashMap;

use super::region::branch_spec;
use super::Rewriter;
use crate::ir::{BlockId, Body, OpId, RegionId, Type, ValueDef, ValueId};

/// Merge identical blocks in `regions` and everything nested. True when a
/// block was merged.
pub fn merge_identical_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        if merge_in_region(rw, region) {
            if !worklist.contains(&region) {
                worklist.push(region);
            }
            changed = true;
        }
        for &b in &rw.body.region(region).blocks {
            for op in rw.body.block_ops(b) {
                if rw.body.op(op).inner.is_none() {
                    for &r in &rw.body.op(op).regions {
                        if !worklist.contains(&r) {
                            worklist.push(r);
                        }
                    }
                }
            }
        }
    }
    changed
}

/// A block and the position of each value it defines.
struct BlockData {
    block: BlockId,
    order: FxHashMap<ValueId, usize>,
}

impl BlockData {
    fn new(body: &Body, block: BlockId) -> Self {
        let mut order = FxHashMap::default();
        for (i, &a) in body.block(block).args.iter().enumerate() {
            order.insert(a, i);
        }
        let mut next = body.block(block).args.len();
        for op in body.block_ops(block) {
            for &r in body.results(op) {
                order.insert(r, next);
                next += 1;
            }
        }
        BlockData { block, order }
    }
}

/// Blocks equivalent to a leader, and the (op index, operand index) pairs
/// whose values differ between them.
struct Cluster {
    leader: BlockData,
    members: Vec<BlockId>,
    operands: Vec<(usize, usize)>,
}

fn merge_in_region(rw: &mut Rewriter<'_>, region: RegionId) -> bool {
    let blocks = rw.body.region(region).blocks.clone();
    if blocks.len() < 2 {
        return false;
    }
    // Group the non-entry blocks by their successor lists.
    let mut groups: Vec<(Vec<BlockId>, Vec<BlockId>)> = Vec::new();
    for &b in &blocks[1..] {
        let succs = rw.body.last_op(b).map_or(Vec::new(), |t| rw.body.op(t).successors.clone());
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, members)) => members.push(b),
            None => groups.push((succs, vec![b])),
        }
    }
    let mut merged = false;
    for (_, members) in groups {
        if members.len() < 2 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in members {
            let has_region = rw.body.block_ops(b).any(|op| {
                rw.body.op(op).inner.is_some()
                    || rw.body.op(op).regions.iter().any(|&r| !rw.body.region(r).blocks.is_empty())
            });
            if has_region {
                continue;
            }
            let data = BlockData::new(rw.body, b);
            if !clusters.iter_mut().any(|c| add_to_cluster(rw.body, c, &data)) {
                clusters.push(Cluster { leader: data, members: Vec::new(), operands: Vec::new() });
            }
        }
        for c in clusters {
            merged |= merge_cluster(rw, c);
        }
    }
    merged
}

fn used_outside(body: &Body, op: OpId, block: BlockId) -> bool {
    body.results(op).iter().any(|&r| body.uses(r).iter().any(|u| !in_block(body, u.op, block)))
}

/// Whether `op` is in `block`, directly or nested.
fn in_block(body: &Body, op: OpId, block: BlockId) -> bool {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if body.parent_block(o) == Some(block) {
            return true;
        }
        cur = body.parent_of_op(o);
    }
    false
}

fn add_to_cluster(body: &Body, cluster: &mut Cluster, data: &BlockData) -> bool {
    let (lb, rb) = (cluster.leader.block, data.block);
    let arg_types = |b: BlockId| body.block(b).args.iter().map(|&a| body.value_type(a)).collect::<Vec<Type>>();
    if arg_types(lb) != arg_types(rb) {
        return false;
    }
    let lops: Vec<OpId> = body.block_ops(lb).collect();
    let rops: Vec<OpId> = body.block_ops(rb).collect();
    if lops.len() != rops.len() {
        return false;
    }
    let mut mismatched = Vec::new();
    for (i, (&l, &r)) in lops.iter().zip(&rops).enumerate() {
        if !equivalent_shallow(body, l, r) {
            return false;
        }
        for (k, (&lv, &rv)) in body.operands(l).iter().zip(body.operands(r)).enumerate() {
            if lv == rv {
                continue;
            }
            if body.value_type(lv) != body.value_type(rv) {
                return false;
            }
            let l_in = body.value_block(lv) == Some(lb);
            let r_in = body.value_block(rv) == Some(rb);
            if l_in != r_in {
                return false;
            }
            if !l_in {
                if !valid_successor_arg(body, lb, lv) || !valid_successor_arg(body, rb, rv) {
                    return false;
                }
                mismatched.push((i, k));
                continue;
            }
            if cluster.leader.order.get(&lv) != data.order.get(&rv) {
                return false;
            }
        }
        if used_outside(body, r, rb) || used_outside(body, l, lb) {
            return false;
        }
    }
    for m in mismatched {
        if !cluster.operands.contains(&m) {
            cluster.operands.push(m);
        }
    }
    cluster.members.push(rb);
    true
}

/// A value defined by the terminator of a predecessor of `block` cannot be
/// passed to the merged block.
fn valid_successor_arg(body: &Body, block: BlockId, v: ValueId) -> bool {
    let Some(def_block) = body.value_block(v) else { return true };
    if body.defining_op(v).is_none() || body.defining_op(v) != body.last_op(def_block) {
        return true;
    }
    !body.predecessors(block).iter().any(|&(t, _)| body.parent_block(t) == Some(def_block))
}

/// Same name, attributes, properties, counts and result types.
fn equivalent_shallow(body: &Body, l: OpId, r: OpId) -> bool {
    let (a, b) = (body.op(l), body.op(r));
    a.name == b.name
        && a.attributes == b.attributes
        && a.properties == b.properties
        && a.regions.len() == b.regions.len()
        && a.successors.len() == b.successors.len()
        && body.operands(l).len() == body.operands(r).len()
        && body.results(l).len() == body.results(r).len()
        && body.results(l).iter().zip(body.results(r)).all(|(&x, &y)| body.value_type(x) == body.value_type(y))
}

fn merge_cluster(rw: &mut Rewriter<'_>, cluster: Cluster) -> bool {
    if cluster.members.is_empty() {
        return false;
    }
    let leader = cluster.leader.block;
    let all: Vec<BlockId> = std::iter::once(leader).chain(cluster.members.iter().copied()).collect();
    if !cluster.operands.is_empty() {
        let updatable = |b: BlockId| rw.body.predecessors(b).iter().all(|&(t, _)| branch_spec(rw, t).is_some());
        if !all.iter().all(|&b| updatable(b)) {
            return false;
        }
        let ops: Vec<Vec<OpId>> = all.iter().map(|&b| rw.body.block_ops(b).collect()).collect();
        let mut new_args: Vec<Vec<ValueId>> = vec![Vec::new(); all.len()];
        for &(op_i, operand_i) in &cluster.operands {
            for (i, block_ops) in ops.iter().enumerate() {
                let op = block_ops[op_i];
                let v = rw.body.operands(op)[operand_i];
                new_args[i].push(v);
                if i == 0 {
                    let loc = match rw.body.value(v).def {
                        ValueDef::Result { op, .. } => Some(rw.body.op(op).loc),
                        _ => rw.body.value(v).loc,
                    };
                    let arg = rw.body.add_block_arg(leader, rw.body.value_type(v), loc);
                    rw.body.set_operand(op, operand_i, arg);
                }
            }
        }
        for (i, &b) in all.iter().enumerate() {
            for (term, succ) in rw.body.predecessors(b) {
                if let Some(spec) = branch_spec(rw, term) {
                    spec.append_successor_operands(rw.ctx, rw.body, term, succ, &new_args[i]);
                }
            }
        }
    }
    for &b in &cluster.members {
        for (term, succ) in rw.body.predecessors(b) {
            rw.body.op_mut(term).successors[succ] = leader;
        }
        rw.erase_block(b);
    }
    true
}

/// Drop the block arguments that every predecessor passes the same value
/// (upstream's `dropRedundantArguments`, part of aggressive region
/// simplification), in `regions` and everything nested. True when an
/// argument was dropped.
pub fn drop_redundant_arguments(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut worklist: Vec<RegionId> = regions.to_vec();
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        for b in rw.body.region(region).blocks.clone() {
            changed |= drop_redundant_arguments_of(rw, b);
            for op in rw.body.block_ops(b).collect::<Vec<OpId>>() {
                if rw.body.op(op).inner.is_none() {
                    for &r in &rw.body.op(op).regions {
                        if !worklist.contains(&r) {
                            worklist.push(r);
                        }
                    }
                }
            }
        }
    }
    changed
}

/// The value all predecessors of `block` pass to its argument `index`, if
/// they are branches that all pass the same one.
fn common_incoming(rw: &Rewriter<'_>, block: BlockId, index: usize) -> Option<ValueId> {
    let mut common = None;
    for (term, succ) in rw.body.predecessors(block) {
        let spec = branch_spec(rw, term)?;
        let ranges = spec.successor_operand_ranges(rw.ctx, rw.body, term)?;
        let range = ranges.get(succ)?;
        if index >= range.len() {
            return None;
        }
        let v = rw.body.operands(term)[range.start + index];
        match common {
            None => common = Some(v),
            Some(c) if c != v => return None,
            Some(_) => {}
        }
    }
    common
}

fn drop_redundant_arguments_of(rw: &mut Rewriter<'_>, block: BlockId) -> bool {
    let args = rw.body.block(block).args.clone();
    let mut erased = Vec::new();
    for (index, &arg) in args.iter().enumerate() {
        if let Some(v) = common_incoming(rw, block, index) {
            rw.replace_all_uses_with(arg, v);
            erased.push(index);
        }
    }
    for &index in erased.iter().rev() {
        rw.body.erase_block_arg(block, index);
        for (term, succ) in rw.body.predecessors(block) {
            let Some(spec) = branch_spec(rw, term) else { continue };
            let Some(ranges) = spec.successor_operand_ranges(rw.ctx, rw.body, term) else { continue };
            let Some(range) = ranges.get(succ) else { continue };
            spec.erase_operand(rw.ctx, rw.body, term, range.start + index);
            rw.modify(term, |_| {});
        }
    }
    !erased.is_empty()
}

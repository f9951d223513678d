//! Simplification of the region tree: erasing unreachable blocks and dead
//! ops and block arguments (a liveness fixpoint over each region), as
//! upstream's `simplifyRegions`.

use rustc_hash::FxHashSet;

use super::{would_be_trivially_dead, Rewriter};
use crate::ir::{BlockId, Body, OpId, RegionId, ValueId};
use crate::opdef::ods::OpSpec;
use crate::opdef::Traits;

/// Erase unreachable blocks, then dead ops and arguments; with `merge`,
/// identical blocks are merged and arguments every predecessor passes the
/// same value are dropped too. True when anything was erased.
pub fn simplify_regions(rw: &mut Rewriter<'_>, regions: &[RegionId], merge: bool) -> bool {
    let erased_blocks = erase_unreachable_blocks(rw, regions);
    let erased_dead = run_region_dce(rw, regions);
    let merged = merge && super::merge::merge_identical_blocks(rw, regions);
    let dropped = merge && super::merge::drop_redundant_arguments(rw, regions);
    erased_blocks || erased_dead || merged || dropped
}

/// Erase the blocks no path from the entry reaches, in every region
/// nested in `regions`. True when a block was erased.
pub fn erase_unreachable_blocks(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut erased = false;
    let mut worklist: Vec<RegionId> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks = rw.body.region(region).blocks.clone();
        if blocks.is_empty() {
            continue;
        }
        let nested = |body: &Body, b: BlockId, out: &mut Vec<RegionId>| {
            for op in body.block_ops(b) {
                if body.op(op).inner.is_none() {
                    out.extend(body.op(op).regions.iter().copied());
                }
            }
        };
        if blocks.len() == 1 {
            nested(rw.body, blocks[0], &mut worklist);
            continue;
        }
        let reachable: FxHashSet<BlockId> = rw.body.post_order(region).into_iter().collect();
        for b in blocks {
            if !reachable.contains(&b) {
                drop_defined_value_uses(rw.body, b);
                rw.erase_block(b);
                erased = true;
            } else {
                nested(rw.body, b, &mut worklist);
            }
        }
    }
    erased
}

/// Make the values `block` defines unused, so that it can be erased.
fn drop_defined_value_uses(body: &mut Body, block: BlockId) {
    let mut values: Vec<ValueId> = body.block(block).args.clone();
    for op in body.block_ops(block).collect::<Vec<_>>() {
        values.extend_from_slice(body.results(op));
    }
    for v in values {
        drop_value_uses(body, v);
    }
}

/// Ops and block arguments proven live.
#[derive(Default)]
struct LiveMap {
    ops: FxHashSet<OpId>,
    values: FxHashSet<ValueId>,
    changed: bool,
}

impl LiveMap {
    fn set_op(&mut self, op: OpId) {
        self.changed |= self.ops.insert(op);
    }
    /// A live result makes its op live.
    fn set_value(&mut self, body: &Body, v: ValueId) {
        match body.defining_op(v) {
            Some(op) => self.set_op(op),
            None => self.changed |= self.values.insert(v),
        }
    }
    fn value_live(&self, body: &Body, v: ValueId) -> bool {
        match body.defining_op(v) {
            Some(op) => self.ops.contains(&op),
            None => self.values.contains(&v),
        }
    }
}

/// The branch definition of a terminator, when it forwards operands.
pub(super) fn branch_spec(rw: &Rewriter<'_>, op: OpId) -> Option<&'static OpSpec> {
    rw.registry.op(rw.ctx.str(rw.body.op(op).name)).and_then(|d| d.spec).filter(|s| s.is_branch())
}

fn is_terminator(rw: &Rewriter<'_>, op: OpId) -> bool {
    rw.registry.traits(rw.ctx.str(rw.body.op(op).name)).contains(Traits::TERMINATOR)
}

/// The block argument operand `index` of branch `op` is forwarded to.
fn forwarded_arg(rw: &Rewriter<'_>, op: OpId, index: usize) -> Option<ValueId> {
    let spec = branch_spec(rw, op)?;
    let ranges = spec.successor_operand_ranges(rw.ctx, rw.body, op)?;
    let (succ, range) = ranges.iter().enumerate().find(|(_, r)| r.contains(&index))?;
    let block = *rw.body.op(op).successors.get(succ)?;
    rw.body.block(block).args.get(index - range.start).copied()
}

fn process_value(rw: &Rewriter<'_>, v: ValueId, live: &mut LiveMap) {
    let proved = rw.body.uses(v).iter().any(|u| {
        if is_terminator(rw, u.op) {
            if let Some(arg) = forwarded_arg(rw, u.op, u.index as usize) {
                if !live.value_live(rw.body, arg) {
                    return false;
                }
            }
        }
        live.ops.contains(&u.op)
    });
    if proved {
        live.set_value(rw.body, v);
    }
}

fn propagate_terminator(rw: &Rewriter<'_>, op: OpId, live: &mut LiveMap) {
    live.set_op(op);
    let succs = rw.body.op(op).successors.clone();
    let ranges = branch_spec(rw, op).and_then(|s| s.successor_operand_ranges(rw.ctx, rw.body, op));
    for (i, s) in succs.into_iter().enumerate() {
        let args = rw.body.block(s).args.clone();
        // Arguments not fed by forwarded operands are produced by the
        // terminator itself and always live.
        let forwarded = ranges.as_ref().and_then(|r| r.get(i)).map_or(0, |r| r.len());
        let produced = if ranges.is_some() { args.len().saturating_sub(forwarded) } else { args.len() };
        for &a in &args[..produced.min(args.len())] {
            live.set_value(rw.body, a);
        }
    }
}

fn propagate_op(rw: &Rewriter<'_>, op: OpId, live: &mut LiveMap) {
    if rw.body.op(op).inner.is_none() {
        for r in rw.body.op(op).regions.clone() {
            crate::stack::ensure_sufficient_stack(|| propagate_region(rw, r, live));
        }
    }
    if is_terminator(rw, op) {
        return propagate_terminator(rw, op, live);
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_be_trivially_dead(rw.ctx, rw.registry, rw.body, op) {
        return live.set_op(op);
    }
    for &r in rw.body.results(op) {
        process_value(rw, r, live);
    }
}

fn propagate_region(rw: &Rewriter<'_>, region: RegionId, live: &mut LiveMap) {
    for b in rw.body.post_order(region) {
        let ops: Vec<OpId> = rw.body.block_ops(b).collect();
        for op in ops.into_iter().rev() {
            propagate_op(rw, op, live);
        }
        if rw.body.is_entry_block(b) {
            continue;
        }
        for &a in &rw.body.block(b).args {
            if !live.value_live(rw.body, a) {
                process_value(rw, a, live);
            }
        }
    }
}

/// Erase the ops and (non-entry) block arguments whose values nothing live
/// needs. True when an op was erased.
pub fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[RegionId]) -> bool {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rw, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live)
}

fn erase_dead_successor_operands(rw: &mut Rewriter<'_>, term: OpId, live: &LiveMap) {
    let Some(spec) = branch_spec(rw, term) else { return };
    let Some(ranges) = spec.successor_operand_ranges(rw.ctx, rw.body, term) else { return };
    let succs = rw.body.op(term).successors.clone();
    for (i, range) in ranges.iter().enumerate().rev() {
        let Some(&s) = succs.get(i) else { continue };
        for arg in (0..range.len()).rev() {
            let a = rw.body.block(s).args[arg];
            if !live.values.contains(&a) {
                spec.erase_operand(rw.ctx, rw.body, term, range.start + arg);
            }
        }
    }
}

fn delete_deadness(rw: &mut Rewriter<'_>, regions: &[RegionId], live: &LiveMap) -> bool {
    let mut erased = false;
    for &region in regions {
        let blocks = rw.body.region(region).blocks.clone();
        if blocks.is_empty() {
            continue;
        }
        let single = blocks.len() == 1;
        for b in rw.body.post_order(region) {
            if !single {
                if let Some(t) = rw.body.last_op(b) {
                    erase_dead_successor_operands(rw, t, live);
                }
            }
            let ops: Vec<OpId> = rw.body.block_ops(b).collect();
            for op in ops.into_iter().rev() {
                if !live.ops.contains(&op) {
                    erased = true;
                    for r in rw.body.results(op).to_vec() {
                        drop_value_uses(rw.body, r);
                    }
                    rw.erase_op(op);
                } else if rw.body.op(op).inner.is_none() {
                    let nested = rw.body.op(op).regions.clone();
                    erased |= crate::stack::ensure_sufficient_stack(|| delete_deadness(rw, &nested, live));
                }
            }
        }
        for &b in blocks.iter().skip(1) {
            let args = rw.body.block(b).args.clone();
            for (i, a) in args.into_iter().enumerate().rev() {
                if !live.values.contains(&a) {
                    drop_value_uses(rw.body, a);
                    rw.body.erase_block_arg(b, i);
                }
            }
        }
    }
    erased
}

/// Detach every remaining use of `v` (uses in graph-region cycles).
fn drop_value_uses(body: &mut Body, v: ValueId) {
    let users: Vec<(OpId, u32)> = body.uses(v).iter().map(|u| (u.op, u.index)).collect();
    for (user, index) in users {
        let ph = body.create_placeholder(body.value_type(v));
        body.set_operand(user, index as usize, ph);
    }
}

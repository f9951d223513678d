//! `mem2reg`: promote memory slots to SSA values. The slots are those
//! allocations offer through their dialect's [`MemorySlotInterfaces`]
//! (`llvm.alloca`, single-element `memref.alloca`); a slot is promoted when
//! every use of its address can go away: loads and stores of the slot in
//! the address's own region, and ops that are erased with it (lifetime
//! markers, and casts whose users all go away too).
//!
//! Loads take the value stored last on the way to them: within a block the
//! stores are followed in order, and across blocks each block starts with
//! the value at the end of its immediate dominator, or with a new block
//! argument where stores of several paths meet (the iterated dominance
//! frontier of the blocks that store, where the slot is live). Branches
//! pass each such argument the value at their end. A load before any store
//! reads the allocation's default value (`llvm.mlir.undef`, a zero
//! constant for memrefs). Slots are tried in op order, again and again
//! until none is promoted, since promoting one slot can free another (a
//! slot holding the address of another).
//!
//! [`MemorySlotInterfaces`]: crate::opdef::memory_slot::MemorySlotInterfaces

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{BlockId, Body, Context, Identifier, OpId, RegionId, Use, ValueId};
use crate::opdef::memory_slot::{MemorySlot, MemorySlotInterfaces};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;
use crate::verify::dominance::DomTree;

struct Mem2Reg;

/// `region-simplify` is upstream's option, checked by the pass registry;
/// upstream's pass does not act on it either.
pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(Mem2Reg))
}

impl Pass for Mem2Reg {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        promote_in_body(cx.ctx, cx.registry, Some(target.name), &mut target.body);
        Ok(())
    }
}

/// Promote the slots of `body` and of the isolated ops nested in it;
/// `scope` names the op owning `body`. Returns the number promoted.
pub fn promote_in_body(ctx: &Context, registry: &Registry, scope: Option<Identifier>, body: &mut Body) -> usize {
    let mut promoted = 0;
    for region in body.roots.clone() {
        let graph = scope.is_some_and(|s| registry.traits_named(ctx, s).contains(Traits::GRAPH_REGION));
        if !graph {
            promoted += promote_in_region(ctx, registry, body, region);
        }
    }
    crate::rewrite::greedy::for_each_isolated(body, &mut |name, inner| {
        promoted += promote_in_body(ctx, registry, Some(name), inner)
    });
    promoted
}

/// Rounds over the allocations of `region` (at any depth) until no slot
/// is promoted.
fn promote_in_region(ctx: &Context, registry: &Registry, body: &mut Body, region: RegionId) -> usize {
    let mut promoted = 0;
    loop {
        let mut allocators = Vec::new();
        body.walk_region(region, &mut |op| {
            if let Some(i) = registry.memory_slot_interfaces(ctx, body, op) {
                allocators.push((op, i));
            }
        });
        let before = promoted;
        for (op, interfaces) in allocators {
            if body.is_erased(op) {
                continue;
            }
            for slot in interfaces.promotable_slots(ctx, body, op) {
                if !body.has_uses(slot.ptr) {
                    continue;
                }
                let Some(info) = analyze(ctx, registry, body, &slot) else { continue };
                if promote(ctx, registry, body, op, interfaces, &slot, info) {
                    promoted += 1;
                    break;
                }
            }
        }
        if promoted == before {
            return promoted;
        }
    }
}

/// What promoting a slot changes, found before anything changes.
struct PromotionInfo {
    /// The ops using the slot, with their uses that must go, in the order
    /// they were found.
    blocking: Vec<(OpId, Vec<Use>)>,
    /// Blocks that get a block argument holding the slot's value.
    merge_points: FxHashSet<BlockId>,
    dom: DomTree,
    /// The branches to each block: (terminator, successor index).
    edges: FxHashMap<BlockId, Vec<(OpId, usize)>>,
}

/// The interfaces of `op` for memory accesses, when it is one.
fn mem_op(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> Option<&'static dyn MemorySlotInterfaces> {
    registry.memory_slot_interfaces(ctx, body, op).filter(|i| i.is_promotable_mem_op(ctx, body, op))
}

fn slot_region(body: &Body, slot: &MemorySlot) -> Option<RegionId> {
    body.value_block(slot.ptr).and_then(|b| body.parent_region(b))
}

/// The information to promote `slot`, or `None` when it cannot be.
fn analyze(ctx: &Context, registry: &Registry, body: &Body, slot: &MemorySlot) -> Option<PromotionInfo> {
    let region = slot_region(body, slot)?;
    if let Some(parent) = body.parent_op(region) {
        if registry.traits_named(ctx, body.op(parent).name).contains(Traits::GRAPH_REGION) {
            return None;
        }
    }
    let blocking = blocking_uses(ctx, registry, body, slot, region)?;
    let dom = DomTree::build(body, region);
    let edges = predecessor_edges(body, region);
    let merge_points = merge_points(ctx, registry, body, slot, region, &dom, &edges);
    let usable = merge_points
        .iter()
        .all(|b| edges.get(b).into_iter().flatten().all(|&(term, _)| branch_spec(ctx, registry, body, term).is_some()));
    usable.then_some(PromotionInfo { blocking, merge_points, dom, edges })
}

/// The ops that must stop using the slot, and which of their uses: the
/// users of the address, and the users of the results of ops erased with
/// it. `None` when one of them cannot.
fn blocking_uses(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    slot: &MemorySlot,
    region: RegionId,
) -> Option<Vec<(OpId, Vec<Use>)>> {
    let mut index: FxHashMap<OpId, usize> = FxHashMap::default();
    let mut blocking: Vec<(OpId, Vec<Use>)> = Vec::new();
    let mut add = |u: Use, blocking: &mut Vec<(OpId, Vec<Use>)>| {
        let i = *index.entry(u.op).or_insert_with(|| {
            blocking.push((u.op, Vec::new()));
            blocking.len() - 1
        });
        blocking[i].1.push(u);
    };
    for &u in body.uses(slot.ptr) {
        add(u, &mut blocking);
    }
    // Ops erased with the slot hand the uses of their results on.
    let mut next = 0;
    while next < blocking.len() {
        let op = blocking[next].0;
        next += 1;
        let interfaces = registry.memory_slot_interfaces(ctx, body, op)?;
        if interfaces.is_promotable_mem_op(ctx, body, op) {
            continue;
        }
        let mut forwarded = Vec::new();
        if !interfaces.op_can_uses_be_removed(ctx, body, op, &mut forwarded)? {
            return None;
        }
        for u in forwarded {
            add(u, &mut blocking);
        }
    }
    for (op, uses) in &blocking {
        if let Some(i) = mem_op(ctx, registry, body, *op) {
            let in_region = body.parent_block(*op).and_then(|b| body.parent_region(b)) == Some(region);
            if !in_region || !i.mem_op_can_uses_be_removed(ctx, body, *op, slot, uses) {
                return None;
            }
        }
    }
    Some(blocking)
}

/// The blocks of `region` where the slot's value must become a block
/// argument: the iterated dominance frontier of the blocks storing to the
/// slot, where the slot is live on entry.
fn merge_points(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    slot: &MemorySlot,
    region: RegionId,
    dom: &DomTree,
    edges: &FxHashMap<BlockId, Vec<(OpId, usize)>>,
) -> FxHashSet<BlockId> {
    let blocks = &body.region(region).blocks;
    if blocks.len() <= 1 {
        return FxHashSet::default();
    }
    let mut defining = FxHashSet::default();
    for u in body.uses(slot.ptr) {
        if mem_op(ctx, registry, body, u.op).is_some_and(|i| i.stores_to(ctx, body, u.op, slot)) {
            defining.extend(body.parent_block(u.op));
        }
    }
    let preds: FxHashMap<BlockId, Vec<BlockId>> =
        edges.iter().map(|(&b, e)| (b, e.iter().filter_map(|&(t, _)| body.parent_block(t)).collect())).collect();
    let live_in = live_in_blocks(ctx, registry, body, slot, &defining, &preds);
    let frontier = dominance_frontiers(blocks, &preds, dom);
    let mut result = FxHashSet::default();
    let mut seen: FxHashSet<BlockId> = defining.clone();
    let mut work: Vec<BlockId> = defining.iter().copied().collect();
    while let Some(b) = work.pop() {
        for &f in frontier.get(&b).into_iter().flatten() {
            if !live_in.contains(&f) {
                continue;
            }
            result.insert(f);
            if seen.insert(f) {
                work.push(f);
            }
        }
    }
    result
}

/// The branches to each block of `region`: (terminator, successor index).
fn predecessor_edges(body: &Body, region: RegionId) -> FxHashMap<BlockId, Vec<(OpId, usize)>> {
    let mut edges: FxHashMap<BlockId, Vec<(OpId, usize)>> = FxHashMap::default();
    for &b in &body.region(region).blocks {
        if let Some(term) = body.last_op(b) {
            for (i, &s) in body.op(term).successors.iter().enumerate() {
                edges.entry(s).or_default().push((term, i));
            }
        }
    }
    edges
}

/// The blocks on entry to which the slot's value may still be loaded.
fn live_in_blocks(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    slot: &MemorySlot,
    defining: &FxHashSet<BlockId>,
    preds: &FxHashMap<BlockId, Vec<BlockId>>,
) -> FxHashSet<BlockId> {
    let mut work = Vec::new();
    let mut visited = FxHashSet::default();
    for u in body.uses(slot.ptr) {
        let Some(block) = body.parent_block(u.op) else { continue };
        if !visited.insert(block) {
            continue;
        }
        for op in body.block_ops(block) {
            let Some(i) = mem_op(ctx, registry, body, op) else { continue };
            if i.loads_from(ctx, body, op, slot) {
                work.push(block);
                break;
            }
            if i.stores_to(ctx, body, op, slot) {
                break;
            }
        }
    }
    let mut live_in = FxHashSet::default();
    while let Some(b) = work.pop() {
        if !live_in.insert(b) {
            continue;
        }
        for &p in preds.get(&b).into_iter().flatten() {
            if !defining.contains(&p) {
                work.push(p);
            }
        }
    }
    live_in
}

/// The dominance frontier of each reachable block of `blocks`.
fn dominance_frontiers(
    blocks: &[BlockId],
    preds: &FxHashMap<BlockId, Vec<BlockId>>,
    dom: &DomTree,
) -> FxHashMap<BlockId, Vec<BlockId>> {
    let mut frontier: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in blocks {
        let preds: Vec<BlockId> =
            preds.get(&b).into_iter().flatten().copied().filter(|&p| dom.is_reachable(p)).collect();
        if preds.len() < 2 || !dom.is_reachable(b) {
            continue;
        }
        let idom = dom.idom(b);
        for p in preds {
            let mut runner = Some(p);
            while let Some(r) = runner.filter(|&r| Some(r) != idom) {
                let f = frontier.entry(r).or_default();
                if !f.contains(&b) {
                    f.push(b);
                }
                runner = dom.idom(r);
            }
        }
    }
    frontier
}

fn branch_spec(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    op: OpId,
) -> Option<&'static crate::opdef::ods::OpSpec> {
    registry.op_named(ctx, body.op(op).name).and_then(|d| d.spec).filter(|s| s.is_branch())
}

/// Replace the slot's loads and stores by values, add the merge points'
/// arguments, and erase the allocation; false, with nothing changed, when
/// the allocation has no default value.
fn promote(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    allocator: OpId,
    interfaces: &'static dyn MemorySlotInterfaces,
    slot: &MemorySlot,
    info: PromotionInfo,
) -> bool {
    let mut rw = Rewriter::new(ctx, registry, body);
    let ptr_block = rw.body.value_block(slot.ptr).expect("slot address in a block");
    rw.set_insertion_point_to_start(ptr_block);
    let Some(default) = interfaces.default_value(&mut rw, allocator, slot) else { return false };
    let region = rw.body.parent_region(ptr_block).expect("block in a region");
    let reaching = reaching_definitions(&mut rw, slot, &info, region, default);
    remove_blocking_uses(&mut rw, slot, &info, &reaching, default);
    // Branches from unreachable blocks into merge points pass the default.
    for &b in &info.merge_points {
        let wanted = rw.body.block(b).args.len();
        for &(term, succ) in info.edges.get(&b).into_iter().flatten() {
            let Some(spec) = branch_spec(ctx, registry, rw.body, term) else { continue };
            let Some(ranges) = spec.successor_operand_ranges(ctx, rw.body, term) else { continue };
            if ranges.get(succ).is_some_and(|r| r.len() + 1 == wanted) {
                spec.append_successor_operands(ctx, rw.body, term, succ, &[default]);
            }
        }
    }
    if let Some(d) = rw.body.defining_op(default).filter(|_| !rw.body.has_uses(default)) {
        rw.erase_op(d);
    }
    rw.erase_op(allocator);
    true
}

/// Walk the dominator tree of `region` from its entry, following the value
/// of the slot: returns the value the slot holds at each blocking access.
fn reaching_definitions(
    rw: &mut Rewriter<'_>,
    slot: &MemorySlot,
    info: &PromotionInfo,
    region: RegionId,
    default: ValueId,
) -> FxHashMap<OpId, ValueId> {
    let (ctx, registry) = (rw.ctx, rw.registry);
    let blocking: FxHashSet<OpId> = info.blocking.iter().map(|(op, _)| *op).collect();
    let mut reaching_at = FxHashMap::default();
    let blocks = rw.body.region(region).blocks.clone();
    let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
    for &b in &blocks {
        if let Some(parent) = info.dom.idom(b) {
            children.entry(parent).or_default().push(b);
        }
    }
    let mut stack = vec![(blocks[0], default)];
    let ptr_loc = match rw.body.defining_op(slot.ptr) {
        Some(def) => Some(rw.body.op(def).loc),
        None => rw.body.value(slot.ptr).loc,
    };
    while let Some((block, mut reaching)) = stack.pop() {
        if info.merge_points.contains(&block) {
            reaching = rw.body.add_block_arg(block, slot.elem_type, ptr_loc);
        }
        let ops: Vec<OpId> = rw.body.block_ops(block).collect();
        for op in ops {
            let Some(i) = mem_op(ctx, registry, rw.body, op) else { continue };
            if blocking.contains(&op) {
                reaching_at.insert(op, reaching);
            }
            if i.stores_to(ctx, rw.body, op, slot) {
                rw.set_insertion_point_after(op);
                reaching = i.get_stored(rw, op, slot, reaching);
            }
        }
        if let Some(term) = rw.body.last_op(block) {
            if let Some(spec) = branch_spec(ctx, registry, rw.body, term) {
                let succs = rw.body.op(term).successors.clone();
                for (s, b) in succs.into_iter().enumerate() {
                    if info.merge_points.contains(&b) {
                        spec.append_successor_operands(ctx, rw.body, term, s, &[reaching]);
                    }
                }
            }
        }
        for &child in children.get(&block).into_iter().flatten() {
            stack.push((child, reaching));
        }
    }
    reaching_at
}

/// Rewrite the accesses with the values reaching them, then erase what
/// goes, users before the ops defining what they use.
fn remove_blocking_uses(
    rw: &mut Rewriter<'_>,
    slot: &MemorySlot,
    info: &PromotionInfo,
    reaching: &FxHashMap<OpId, ValueId>,
    default: ValueId,
) {
    let (ctx, registry) = (rw.ctx, rw.registry);
    let mut to_erase = Vec::new();
    for &(op, _) in info.blocking.iter().rev() {
        match mem_op(ctx, registry, rw.body, op) {
            Some(i) => {
                let value = reaching.get(&op).copied().unwrap_or(default);
                rw.set_insertion_point_after(op);
                if i.mem_op_remove_blocking_uses(rw, op, slot, value) {
                    to_erase.push(op);
                }
            }
            None => to_erase.push(op),
        }
    }
    while !to_erase.is_empty() {
        let before = to_erase.len();
        to_erase.retain(|&op| {
            let dead = rw.body.results(op).iter().all(|&r| !rw.body.has_uses(r));
            if dead {
                rw.erase_op(op);
            }
            !dead
        });
        if to_erase.len() == before {
            break;
        }
    }
}

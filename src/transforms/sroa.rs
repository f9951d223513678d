//! `sroa` (scalar replacement of aggregates): split an allocation of an
//! aggregate into one allocation per element used, when every use of its
//! address addresses one element (dialects say which ops do, through the
//! destructuring methods of their [`MemorySlotInterfaces`]: constant-index
//! `llvm.getelementptr`, loads and stores of the first element, constant
//! indices of `memref.load`/`memref.store`), the addresses of elements are
//! only used within the element, and the other uses go with the
//! allocation (lifetime markers). The element allocations are split in
//! turn (a struct in a struct), round after round until none is.
//!
//! The element allocations are placed after the aggregate's, in the order
//! upstream's use lists give: for an allocation of the input, its users
//! from the last one up; for one made by the pass, from the first one down.
//!
//! [`MemorySlotInterfaces`]: crate::opdef::memory_slot::MemorySlotInterfaces

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Attribute, Body, Context, Identifier, OpId, RegionId, Use};
use crate::opdef::memory_slot::{DestructurableMemorySlot, MemorySlotInterfaces, RewireRequests};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct Sroa;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(Sroa))
}

impl Pass for Sroa {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        destructure_in_body(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

/// Split the aggregate allocations of `body` and of the isolated ops nested
/// in it. Returns the number split.
pub fn destructure_in_body(ctx: &Context, registry: &Registry, body: &mut Body) -> usize {
    let mut count = 0;
    for region in body.roots.clone() {
        count += destructure_in_region(ctx, registry, body, region);
    }
    crate::rewrite::greedy::for_each_isolated(body, &mut |_: Identifier, inner| {
        count += destructure_in_body(ctx, registry, inner)
    });
    count
}

fn destructure_in_region(ctx: &Context, registry: &Registry, body: &mut Body, region: RegionId) -> usize {
    let mut work = Vec::new();
    body.walk_region(region, &mut |op| {
        if let Some(i) = registry.memory_slot_interfaces(ctx, body, op) {
            work.push((op, i));
        }
    });
    let mut made: FxHashSet<OpId> = FxHashSet::default();
    let mut count = 0;
    loop {
        let mut next = Vec::new();
        let mut changed = false;
        for (op, interfaces) in work {
            let mut done = false;
            for slot in interfaces.destructurable_slots(ctx, registry, body, op) {
                let reversed = !made.contains(&op);
                let Some(info) = analyze(ctx, registry, body, region, &slot, reversed) else { continue };
                for new in destructure(ctx, registry, body, region, op, interfaces, &slot, info) {
                    made.insert(new);
                    next.push((new, interfaces));
                }
                count += 1;
                done = true;
                break;
            }
            if !done {
                next.push((op, interfaces));
            }
            changed |= done;
        }
        if !changed {
            return count;
        }
        work = next;
    }
}

/// What splitting a slot changes.
struct DestructuringInfo {
    /// The indices of the elements used, in the order they were found.
    used: Vec<Attribute>,
    /// The ops addressing one element.
    accessors: Vec<OpId>,
    /// The other users, which go with the allocation.
    blocking: Vec<OpId>,
}

/// The position of each op of `region` in the printed order.
fn positions(body: &Body, region: RegionId) -> FxHashMap<OpId, usize> {
    let mut pos = FxHashMap::default();
    body.walk_region(region, &mut |op| {
        let n = pos.len();
        pos.insert(op, n);
    });
    pos
}

/// How to split `slot`, or `None` when it cannot be. `reversed`: the
/// users are looked at from the last one up (upstream's use-list order for
/// an allocation it did not make).
fn analyze(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    region: RegionId,
    slot: &DestructurableMemorySlot,
    reversed: bool,
) -> Option<DestructuringInfo> {
    let ptr = slot.slot.ptr;
    if !body.has_uses(ptr) {
        return None;
    }
    let pos = positions(body, region);
    let mut uses: Vec<Use> = body.uses(ptr).to_vec();
    uses.sort_by_key(|u| (pos.get(&u.op).copied().unwrap_or(usize::MAX), u.index));
    if reversed {
        uses.reverse();
    }
    let mut accessors = Vec::new();
    let mut blocking_uses: Vec<Use> = Vec::new();
    let mut requests = RewireRequests::default();
    for u in uses {
        let rewirable = registry
            .memory_slot_interfaces(ctx, body, u.op)
            .is_some_and(|i| i.can_rewire(ctx, registry, body, u.op, slot, &mut requests));
        if rewirable {
            accessors.push(u.op);
        } else {
            blocking_uses.push(u);
        }
    }
    let RewireRequests { used, mut must_be_safe } = requests;
    let mut visited: FxHashSet<(crate::ir::OpId, u32)> = FxHashSet::default();
    while let Some(sub) = must_be_safe.pop() {
        for &u in body.uses(sub.ptr) {
            if !visited.insert((u.op, u.index)) {
                continue;
            }
            let safe = registry
                .memory_slot_interfaces(ctx, body, u.op)
                .and_then(|i| i.ensure_only_safe_accesses(ctx, body, u.op, &sub, &mut must_be_safe));
            if safe != Some(true) {
                blocking_uses.push(u);
            }
        }
    }
    let blocking = removable_users(ctx, registry, body, blocking_uses)?;
    Some(DestructuringInfo { used, accessors, blocking })
}

/// The ops of `uses` and, through their results, the ops that go with
/// them; `None` when one of them cannot go.
fn removable_users(ctx: &Context, registry: &Registry, body: &Body, uses: Vec<Use>) -> Option<Vec<OpId>> {
    let mut ops: Vec<OpId> = Vec::new();
    let mut seen = FxHashSet::default();
    let mut work: Vec<OpId> = uses.iter().map(|u| u.op).collect();
    while let Some(op) = work.pop() {
        if !seen.insert(op) {
            continue;
        }
        let interfaces = registry.memory_slot_interfaces(ctx, body, op)?;
        let mut forwarded = Vec::new();
        if !interfaces.op_can_uses_be_removed(ctx, body, op, &mut forwarded)? {
            return None;
        }
        work.extend(forwarded.iter().map(|u| u.op));
        ops.push(op);
    }
    Some(ops)
}

/// Allocate the used elements, rewire the accessors, erase the other users
/// and the allocation. Returns the new allocations.
#[allow(clippy::too_many_arguments)]
fn destructure(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    region: RegionId,
    allocator: OpId,
    interfaces: &'static dyn MemorySlotInterfaces,
    slot: &DestructurableMemorySlot,
    info: DestructuringInfo,
) -> Vec<OpId> {
    let mut rw = Rewriter::new(ctx, registry, body);
    let subslots = interfaces.destructure(&mut rw, allocator, slot, &info.used);
    let pos = positions(rw.body, region);
    let mut users: Vec<OpId> = info.blocking.iter().chain(&info.accessors).copied().collect();
    users.sort_by_key(|op| pos.get(op).copied().unwrap_or(usize::MAX));
    users.dedup();
    let blocking: FxHashSet<OpId> = info.blocking.iter().copied().collect();
    let mut to_erase = Vec::new();
    for &op in users.iter().rev() {
        rw.set_insertion_point_after(op);
        let erase = if blocking.contains(&op) {
            true
        } else {
            let i = registry.memory_slot_interfaces(ctx, rw.body, op).expect("accessor has interfaces");
            i.rewire(&mut rw, op, slot, &subslots)
        };
        if erase {
            to_erase.push(op);
        }
    }
    for op in to_erase {
        rw.erase_op(op);
    }
    rw.erase_op(allocator);
    subslots.iter().filter_map(|(_, s)| rw.body.defining_op(s.ptr)).collect()
}

//! `buffer-hoisting` and `buffer-loop-hoisting`: allocations move up, as
//! upstream places them.
//!
//! Both walk from an allocation's block outwards: to the block's immediate
//! dominator while there is one, else to the block holding the region's
//! op, when that op is known control flow (structured branches and loops,
//! upstream's `RegionBranchOpInterface` and `LoopLikeOpInterface`). The walk
//! stops at the block of the allocation's last-defined operand, and:
//!
//! - `buffer-hoisting` moves `memref.alloc`s into the nearest block
//!   dominating every use of every alias of the buffer (views, values that
//!   branches and structured control flow forward it to), never out of a
//!   loop;
//! - `buffer-loop-hoisting` moves `memref.alloc`, `memref.realloc` and
//!   `memref.alloca` out of sequential loops (`scf.for`, `scf.while`,
//!   `affine.for`, `affine.parallel`; not `scf.parallel` or `scf.forall`)
//!   whose block no alias of the buffer reaches, and only out of loops.
//!
//! The allocation lands before the op of the target block that holds it,
//! or before the target block's terminator when it comes from a dominated
//! block. An allocation that two ops free is left alone, as upstream; one
//! that an op frees is not moved out of a loop (upstream does, which frees
//! one buffer on every iteration).

use rustc_hash::FxHashMap;

use super::origin::BufferOrigins;
use crate::ir::{BlockId, Body, Context, OpId, RegionId, ValueId};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::verify::dominance::DomTree;

/// Which of the two passes runs.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Into common dominators, out of non-loop regions.
    Block,
    /// Out of sequential loops only.
    Loop,
}

struct BufferHoisting {
    mode: Mode,
}

pub fn create_hoisting(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(BufferHoisting { mode: Mode::Block }))
}

pub fn create_loop_hoisting(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(BufferHoisting { mode: Mode::Loop }))
}

/// Loops (upstream's `LoopLikeOpInterface`).
const LOOPS: &[&str] = &["scf.for", "scf.while", "scf.parallel", "scf.forall", "affine.for", "affine.parallel"];

/// Loops whose iterations may run in parallel (`HasParallelRegion`).
const PARALLEL_LOOPS: &[&str] = &["scf.parallel", "scf.forall"];

/// Structured branches that are not loops (`RegionBranchOpInterface`).
const BRANCHES: &[&str] =
    &["scf.if", "scf.execute_region", "scf.index_switch", "affine.if", "memref.alloca_scope", "async.execute"];

impl Pass for BufferHoisting {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, registry) = (cx.ctx, cx.registry);
        let body = &mut target.body;
        let origins = BufferOrigins::new(ctx, registry, body);
        let mut dom = Dominance::default();
        for op in self.candidates(ctx, registry, body, &origins) {
            self.hoist(ctx, body, &origins, &mut dom, op);
        }
        Ok(())
    }
}

impl BufferHoisting {
    /// The allocations to place, in upstream's order: heap allocations
    /// (not freed twice) in program order, then stack allocations.
    fn candidates(&self, ctx: &Context, registry: &Registry, body: &Body, origins: &BufferOrigins) -> Vec<OpId> {
        let (mut heap, mut stack) = (Vec::new(), Vec::new());
        for &r in &body.roots {
            body.walk_region(r, &mut |op| match ctx.str(body.op(op).name) {
                "memref.alloc" => heap.push(op),
                "memref.realloc" if self.mode == Mode::Loop => heap.push(op),
                "memref.alloca" if self.mode == Mode::Loop => stack.push(op),
                _ => {}
            });
        }
        heap.retain(|&op| {
            let v = body.results(op)[0];
            let frees = freeing_users(ctx, registry, body, v);
            match self.mode {
                Mode::Block => frees <= 1,
                Mode::Loop => {
                    frees == 0 && origins.aliases(v).iter().all(|&a| freeing_users(ctx, registry, body, a) == 0)
                }
            }
        });
        heap.extend(stack);
        heap
    }

    /// Move allocation `op` to its placement.
    fn hoist(&self, ctx: &Context, body: &mut Body, origins: &BufferOrigins, dom: &mut Dominance, op: OpId) {
        let value = body.results(op)[0];
        let Some(block) = body.parent_block(op) else { return };
        if !dom.is_reachable(body, block) {
            return;
        }
        let Some(alias_dominator) = alias_dominator(body, origins, dom, value, block) else { return };
        let mut dependency: Option<BlockId> = None;
        for &o in body.operands(op) {
            let Some(b) = body.value_block(o) else { return };
            if dependency.map_or(true, |d| dom.dominates(body, d, b)) {
                dependency = Some(b);
            }
        }
        let upper = match (self.mode, dependency) {
            (Mode::Block, None) => Some(alias_dominator),
            (Mode::Block, Some(d)) => {
                Some(if dom.properly_dominates(body, alias_dominator, d) { d } else { alias_dominator })
            }
            (Mode::Loop, d) => d,
        };
        let placement = self.placement(ctx, body, dom, block, upper, alias_dominator);
        if placement == block {
            return;
        }
        let anchor = ancestor_in_block(body, op, placement).or_else(|| body.last_op(placement));
        match anchor {
            Some(a) => body.move_op_before(op, a),
            None => body.move_op_to_end(op, placement),
        }
    }

    /// Walk up from `block` while `upper` (if any) properly dominates the
    /// current block; the block the allocation goes to.
    fn placement(
        &self,
        ctx: &Context,
        body: &Body,
        dom: &mut Dominance,
        block: BlockId,
        upper: Option<BlockId>,
        alias_dominator: BlockId,
    ) -> BlockId {
        let (mut current, mut placement) = (block, block);
        // The function's body is the root region here; its op is in the
        // parent arena, in a block of the module.
        while let Some(region) = body.parent_region(current) {
            if upper.is_some_and(|u| !dom.properly_dominates(body, u, current)) {
                break;
            }
            let idom = if body.is_entry_block(current) { None } else { dom.tree(body, region).idom(current) };
            if let Some(d) = idom {
                current = d;
                if self.mode == Mode::Block {
                    placement = d;
                }
                continue;
            }
            let Some(parent) = body.parent_op(region) else { break };
            let Some(parent_block) = body.parent_block(parent) else { break };
            let name = ctx.str(body.op(parent).name);
            let legal = match self.mode {
                Mode::Block => BRANCHES.contains(&name),
                Mode::Loop => {
                    LOOPS.contains(&name)
                        && !PARALLEL_LOOPS.contains(&name)
                        && !dom.dominates(body, alias_dominator, parent_block)
                }
            };
            if !legal {
                break;
            }
            current = parent_block;
            placement = parent_block;
        }
        placement
    }
}

/// How many users of `v` free memory (a `memref.dealloc` of it).
fn freeing_users(ctx: &Context, registry: &Registry, body: &Body, v: ValueId) -> usize {
    let mut users: Vec<OpId> = body.uses(v).iter().map(|u| u.op).collect();
    users.dedup();
    users.into_iter().filter(|&u| registry.op_traits(ctx, body, u).contains(Traits::MEM_FREE)).count()
}

/// The nearest block dominating the allocation's block and the uses and
/// definitions of every alias of `value`.
fn alias_dominator(
    body: &Body,
    origins: &BufferOrigins,
    dom: &mut Dominance,
    value: ValueId,
    block: BlockId,
) -> Option<BlockId> {
    let mut common = block;
    for alias in origins.aliases(value) {
        let defined = body.value_block(alias)?;
        common = dom.nearest_common_dominator(body, common, defined)?;
        for u in body.uses(alias) {
            let user = body.parent_block(u.op)?;
            common = dom.nearest_common_dominator(body, common, user)?;
        }
    }
    Some(common)
}

/// The op of `block` that is or holds `op`.
fn ancestor_in_block(body: &Body, op: OpId, block: BlockId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if body.parent_block(cur) == Some(block) {
            return Some(cur);
        }
        cur = body.parent_of_op(cur)?;
    }
}

/// Dominance between blocks of nested regions (upstream's
/// `DominanceInfo`): a block dominates the blocks nested in the ops it
/// holds; the dominator trees of the regions are built on demand.
#[derive(Default)]
struct Dominance {
    trees: FxHashMap<RegionId, DomTree>,
}

impl Dominance {
    fn tree(&mut self, body: &Body, region: RegionId) -> &DomTree {
        self.trees.entry(region).or_insert_with(|| DomTree::build(body, region))
    }

    fn is_reachable(&mut self, body: &Body, b: BlockId) -> bool {
        body.parent_region(b).is_some_and(|r| self.tree(body, r).is_reachable(b))
    }

    fn properly_dominates(&mut self, body: &Body, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return false;
        }
        let Some(region) = body.parent_region(a) else { return false };
        let Some(b) = ancestor_block_in(body, region, b) else { return false };
        a == b || self.tree(body, region).dominates(a, b)
    }

    fn dominates(&mut self, body: &Body, a: BlockId, b: BlockId) -> bool {
        a == b || self.properly_dominates(body, a, b)
    }

    /// The nearest block dominating `a` and `b`, found in the innermost
    /// region holding both.
    fn nearest_common_dominator(&mut self, body: &Body, a: BlockId, b: BlockId) -> Option<BlockId> {
        if a == b {
            return Some(a);
        }
        let mut outer = Some(b);
        while let Some(b2) = outer {
            let region = body.parent_region(b2)?;
            if let Some(a2) = ancestor_block_in(body, region, a) {
                if a2 == b2 {
                    return Some(a2);
                }
                return self.tree(body, region).nearest_common_dominator(a2, b2);
            }
            outer = body.parent_op(region).and_then(|op| body.parent_block(op));
        }
        None
    }
}

/// The block of `region` that is `b` or holds the op whose region holds `b`.
fn ancestor_block_in(body: &Body, region: RegionId, mut b: BlockId) -> Option<BlockId> {
    loop {
        let r = body.parent_region(b)?;
        if r == region {
            return Some(b);
        }
        b = body.parent_block(body.parent_op(r)?)?;
    }
}

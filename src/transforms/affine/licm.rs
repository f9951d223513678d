//! `affine-loop-invariant-code-motion`: ops of an `affine.for` body that
//! do not depend on the loop are moved before it, as upstream's
//! `AffineLoopInvariantCodeMotion`. Loops are visited innermost first, so
//! what leaves an inner loop may leave the outer one too.
//!
//! An op is invariant when no operand is the IV, an iteration argument or
//! the result of a body op that stays. Besides side-effect-free ops, this
//! moves affine loads (and stores) of a memref that nothing in the loop
//! writes (or reads or writes), `affine.prefetch`, and whole `affine.for`,
//! `affine.if` and `affine.parallel` ops whose contents are all invariant.
//! Like upstream, ops are not checked for speculatability (a division may
//! be hoisted out of a loop that runs no iteration) and memref aliases are
//! not considered. Unlike upstream, an op in the loop that takes the
//! memref and declares no memory effects (a call) counts as writing it.

use rustc_hash::FxHashSet;

use super::analysis::{is_affine_read, is_affine_write, loops_post_order, MemRefAccess};
use crate::dialects::affine::{ForOp, MapCx};
use crate::ir::{Body, Context, OpId, ValueId};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::is_memory_effect_free;
use crate::syntax::diag::Diagnostic;

struct AffineLicm;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(AffineLicm))
}

impl Pass for AffineLicm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        hoist_invariants_in(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

/// Runs [`hoist_loop_invariants`] on every `affine.for` of `body`,
/// innermost first. Returns how many ops moved.
pub fn hoist_invariants_in(ctx: &Context, registry: &Registry, body: &mut Body) -> usize {
    let loops = loops_post_order(MapCx { ctx, registry, body });
    loops.into_iter().map(|l| hoist_loop_invariants(ctx, registry, body, l)).sum()
}

/// Moves the invariant ops of the body of the `affine.for` `lp` before it,
/// in their order. Returns how many moved.
pub fn hoist_loop_invariants(ctx: &Context, registry: &Registry, body: &mut Body, lp: OpId) -> usize {
    let cx = MapCx { ctx, registry, body };
    let region = ForOp(lp).region(body);
    let Some(&block) = body.region(region).blocks.first() else { return 0 };
    let mut state = Invariance { cx, lp, with_users: FxHashSet::default(), to_hoist: FxHashSet::default() };
    let mut to_move = Vec::new();
    for op in body.block_ops(block) {
        if body.results(op).iter().any(|&r| body.has_uses(r)) {
            state.with_users.insert(op);
        }
        if ctx.str(body.op(op).name) != "affine.yield" && state.is_invariant(op) {
            to_move.push(op);
        }
    }
    for &op in &to_move {
        body.move_op_before(op, lp);
    }
    to_move.len()
}

/// Upstream's `isOpLoopInvariant` state: body ops with users, and the ops
/// found invariant so far.
struct Invariance<'a> {
    cx: MapCx<'a>,
    lp: OpId,
    with_users: FxHashSet<OpId>,
    to_hoist: FxHashSet<OpId>,
}

impl Invariance<'_> {
    fn is_invariant(&mut self, op: OpId) -> bool {
        let (ctx, body) = (self.cx.ctx, self.cx.body);
        let name = ctx.str(body.op(op).name);
        let is_access = is_affine_read(self.cx, op) || is_affine_write(self.cx, op);
        match name {
            "affine.if" | "affine.for" | "affine.parallel" if !self.all_invariant(op) => return false,
            "affine.if" | "affine.for" | "affine.parallel" => {}
            _ if is_access => {
                self.with_users.insert(op);
                if self.memref_touched_in_loop(op) {
                    return false;
                }
            }
            "affine.prefetch" => {}
            _ if !is_memory_effect_free(ctx, self.cx.registry, body, op) => return false,
            // Upstream checks only the operands of other ops with regions;
            // what they hold must not use the loop's values either.
            _ if !body.op(op).regions.is_empty() && !self.nested_uses_outside_values(op) => return false,
            _ => {}
        }
        let region = ForOp(self.lp).region(body);
        let block = body.region(region).blocks[0];
        let args = &body.block(block).args;
        for &v in body.operands(op) {
            if args.contains(&v) {
                return false;
            }
            if let Some(def) = body.defining_op(v) {
                if self.with_users.contains(&def) && !self.to_hoist.contains(&def) {
                    return false;
                }
            }
        }
        self.to_hoist.insert(op);
        true
    }

    /// Every op in every region of `op` is invariant.
    fn all_invariant(&mut self, op: OpId) -> bool {
        let body = self.cx.body;
        for &r in &body.op(op).regions {
            for &b in &body.region(r).blocks {
                for o in body.block_ops(b) {
                    if !self.is_invariant(o) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Whether the memref of the access `op` is written in the loop by
    /// another op, or, for a write, also read there.
    fn memref_touched_in_loop(&self, op: OpId) -> bool {
        let (ctx, body) = (self.cx.ctx, self.cx.body);
        let Some(access) = MemRefAccess::of(self.cx, op) else { return true };
        body.uses(access.memref).iter().any(|u| {
            let user = u.op;
            if user == op {
                return false;
            }
            let traits = self.cx.registry.op_traits(ctx, body, user);
            // An op that declares no effects (a call) may read and write
            // the memref; upstream ignores it.
            let declared = [Traits::PURE, Traits::NO_MEMORY_EFFECT, Traits::MEM_READ, Traits::MEM_WRITE]
                .into_iter()
                .chain([Traits::MEM_ALLOC, Traits::MEM_FREE])
                .any(|t| traits.contains(t));
            let writes = traits.contains(Traits::MEM_WRITE) || !declared;
            let reads = traits.contains(Traits::MEM_READ) || !declared;
            (writes || reads && access.is_write) && body.is_ancestor(self.lp, user)
        })
    }

    /// Whether every value used inside `op` is defined inside it, outside
    /// the loop, or by a body op being hoisted.
    fn nested_uses_outside_values(&self, op: OpId) -> bool {
        let body = self.cx.body;
        let inside = |v: ValueId, o: OpId| {
            let owner = body.value_block(v).and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r));
            owner.is_some_and(|p| body.is_ancestor(o, p))
        };
        let ok = |v: ValueId| {
            if inside(v, op) || !inside(v, self.lp) {
                return true;
            }
            body.defining_op(v).is_some_and(|d| self.to_hoist.contains(&d))
        };
        body.all_nested(op, &mut |o| body.operands(o).iter().all(|&v| ok(v)))
    }
}

//! `affine-scalrep`: scalar replacement of affine memory accesses, as
//! upstream's `affineScalarReplace`:
//!
//! 1. store-to-load forwarding: a load whose element was last written by
//!    a store that dominates it, with no write that may reach the element
//!    in between, takes the stored value;
//! 2. redundant load elimination: otherwise a load takes the value of an
//!    earlier load of the same element with no write in between (the
//!    dominating one of several);
//! 3. dead stores: a store overwritten, later in its block, by a store to
//!    the same element with no read in between, goes;
//! 4. a local allocation left with only stores and deallocations goes with
//!    them.
//!
//! Elements are compared with the composed access maps, and "in between"
//! with [`super::analysis::check_dependence`] for affine accesses; other
//! ops with a memory effect on a memref that may alias count as writes
//! (or reads), ops with unknown effects as both. Vector loads and stores
//! (`affine.vector_load`/`affine.vector_store`) take part when the vector
//! types are the same; a vector access whose first element differs from
//! another's is treated as overlapping it.

use rustc_hash::FxHashSet;

use super::analysis::{check_dependence, is_affine_read, is_affine_write, num_common_loops, MemRefAccess};
use crate::dialects::affine::MapCx;
use crate::ir::{Body, Context, OpId, ValueId};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct AffineScalarReplacement;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(AffineScalarReplacement))
}

impl Pass for AffineScalarReplacement {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        affine_scalar_replace(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

/// Runs the whole replacement on `body` (upstream `affineScalarReplace`).
pub fn affine_scalar_replace(ctx: &Context, registry: &Registry, body: &mut Body) {
    let mut to_erase: Vec<OpId> = Vec::new();
    let mut memrefs: Vec<ValueId> = Vec::new();
    let loads = ops_where(body, |o| is_affine_read(MapCx { ctx, registry, body }, o));
    for load in loads {
        let cx = MapCx { ctx, registry, body };
        let erased: FxHashSet<OpId> = to_erase.iter().copied().collect();
        let replacement = match forward_candidate(cx, load) {
            Some(store) => {
                let value = body.operands(store)[0];
                let result = body.results(load)[0];
                (body.value_type(value) == body.value_type(result)).then_some((value, true))
            }
            None => None,
        };
        let replacement = replacement.or_else(|| cse_candidate(cx, load, &erased).map(|v| (v, false)));
        if let Some((value, forwarded)) = replacement {
            let result = body.results(load)[0];
            if forwarded {
                let memref = body.operands(load)[0];
                if !memrefs.contains(&memref) {
                    memrefs.push(memref);
                }
            }
            body.replace_all_uses(result, value);
            to_erase.push(load);
        }
    }
    for op in to_erase.drain(..) {
        body.erase_op(op);
    }
    let stores = ops_where(body, |o| is_affine_write(MapCx { ctx, registry, body }, o));
    for store in stores {
        if is_unused_store(MapCx { ctx, registry, body }, store) {
            to_erase.push(store);
        }
    }
    for op in to_erase {
        body.erase_op(op);
    }
    for memref in memrefs {
        erase_if_write_only(ctx, registry, body, memref);
    }
}

/// The ops of `body` accepted by `f`, in program order.
fn ops_where(body: &Body, f: impl Fn(OpId) -> bool) -> Vec<OpId> {
    let mut out = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |o| {
            if f(o) {
                out.push(o);
            }
        });
    }
    out
}

/// Whether `a` comes before `b` or holds it, in the block of `a` (the
/// structured form of dominance; ops in other blocks are not compared).
pub fn dominates(body: &Body, a: OpId, b: OpId) -> bool {
    let block = body.parent_block(a);
    let mut current = b;
    loop {
        if body.parent_block(current) == block {
            if current == a {
                return true;
            }
            let mut next = body.next_op(a);
            while let Some(o) = next {
                if o == current {
                    return true;
                }
                next = body.next_op(o);
            }
            return false;
        }
        match body.parent_of_op(current) {
            Some(p) => current = p,
            None => return false,
        }
    }
}

/// Upstream `forwardStoreToLoad`'s choice: the store that writes the
/// element `load` reads, dominates it, reaches it and is not overwritten.
fn forward_candidate(cx: MapCx<'_>, load: OpId) -> Option<OpId> {
    let body = cx.body;
    let dst = MemRefAccess::of(cx, load)?;
    let users = unique_users(body, dst.memref);
    users.into_iter().find(|&user| {
        if !is_affine_write(cx, user) {
            return false;
        }
        let Some(src) = MemRefAccess::of(cx, user) else { return false };
        src.same_element(&dst)
            && dominates(body, user, load)
            && must_reach(cx, &src, &dst)
            && no_intervening_effect(cx, user, load, Traits::MEM_WRITE)
    })
}

/// Upstream `mustReachAtInnermost`: in one block, or a dependence proven
/// within one iteration of the common loops.
fn must_reach(cx: MapCx<'_>, src: &MemRefAccess, dst: &MemRefAccess) -> bool {
    if cx.body.parent_block(src.op) == cx.body.parent_block(dst.op) {
        return true;
    }
    let n = num_common_loops(cx, src.op, dst.op);
    matches!(check_dependence(cx, src, dst, n + 1), super::analysis::Dependence::Distances(_))
}

/// Upstream `loadCSE`'s choice: the value of an earlier load of the same
/// element and type with no write in between; of several, the one
/// dominating the others.
fn cse_candidate(cx: MapCx<'_>, load: OpId, erased: &FxHashSet<OpId>) -> Option<ValueId> {
    let body = cx.body;
    let dst = MemRefAccess::of(cx, load)?;
    let ty = body.value_type(body.results(load)[0]);
    let candidates: Vec<OpId> = unique_users(body, dst.memref)
        .into_iter()
        .filter(|&b| {
            b != load
                && !erased.contains(&b)
                && is_affine_read(cx, b)
                && MemRefAccess::of(cx, b).is_some_and(|src| src.same_element(&dst))
                && dominates(body, b, load)
                && no_intervening_effect(cx, b, load, Traits::MEM_WRITE)
                && body.value_type(body.results(b)[0]) == ty
        })
        .collect();
    let best = candidates.iter().find(|&&o| candidates.iter().all(|&c| c == o || dominates(body, o, c)))?;
    Some(body.results(*best)[0])
}

/// Upstream `findUnusedStore`: a later store in the same region to the
/// same element (and here, of the same type) that post-dominates
/// `store`, with no read in between.
fn is_unused_store(cx: MapCx<'_>, store: OpId) -> bool {
    let body = cx.body;
    let Some(a) = MemRefAccess::of(cx, store) else { return false };
    let region = |o: OpId| body.parent_block(o).and_then(|b| body.parent_region(b));
    let ty = body.value_type(body.operands(store)[0]);
    unique_users(body, a.memref).into_iter().any(|b| {
        b != store
            && is_affine_write(cx, b)
            && region(b) == region(store)
            && body.parent_block(b) == body.parent_block(store)
            && body.value_type(body.operands(b)[0]) == ty
            && MemRefAccess::of(cx, b).is_some_and(|bb| bb.same_element(&a))
            && dominates(body, store, b)
            && no_intervening_effect(cx, store, b, Traits::MEM_READ)
    })
}

/// The ops using `v`, each once.
fn unique_users(body: &Body, v: ValueId) -> Vec<OpId> {
    let mut out: Vec<OpId> = Vec::new();
    for u in body.uses(v) {
        if !out.contains(&u.op) {
            out.push(u.op);
        }
    }
    out
}

/// Whether `a` and `b` may be the same memory (upstream's local alias
/// analysis, simplified): distinct allocations never alias each other or
/// function arguments; everything else may.
pub fn may_alias(cx: MapCx<'_>, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    let alloc = |v: ValueId| {
        cx.body
            .defining_op(v)
            .is_some_and(|d| matches!(cx.ctx.str(cx.body.op(d).name), "memref.alloc" | "memref.alloca"))
    };
    let arg = |v: ValueId| cx.body.defining_op(v).is_none();
    !(alloc(a) && (alloc(b) || arg(b)) || alloc(b) && arg(a))
}

/// Upstream `hasNoInterveningEffect<effect>(start, mem_op)`: no op on the
/// paths from `start` to `mem_op` may have `effect` (`MEM_WRITE` or
/// `MEM_READ`) on the element `mem_op` accesses.
fn no_intervening_effect(cx: MapCx<'_>, start: OpId, mem_op: OpId, effect: Traits) -> bool {
    let Some(target) = MemRefAccess::of(cx, mem_op) else { return false };
    let checker = EffectChecker { cx, start, target, effect };
    !checker.between(start, mem_op)
}

struct EffectChecker<'a> {
    cx: MapCx<'a>,
    start: OpId,
    target: MemRefAccess,
    effect: Traits,
}

impl EffectChecker<'_> {
    /// Whether some op from `from` (excluded) to `until` may have the
    /// effect (upstream's `recur`).
    fn between(&self, from: OpId, until: OpId) -> bool {
        let body = self.cx.body;
        let region = |o: OpId| body.parent_block(o).and_then(|b| body.parent_region(b));
        if region(from) != region(until) {
            let Some(parent) = body.parent_of_op(until) else { return true };
            return crate::stack::ensure_sufficient_stack(|| self.between(from, parent)) || self.op_has_effect(parent);
        }
        if body.parent_block(from) != body.parent_block(until) {
            // Paths through other blocks are not followed.
            return true;
        }
        let mut next = body.next_op(from);
        while let Some(o) = next {
            if o == until {
                return false;
            }
            if self.op_has_effect(o) {
                return true;
            }
            next = body.next_op(o);
        }
        false
    }

    /// Upstream's `checkOperation`.
    fn op_has_effect(&self, op: OpId) -> bool {
        let (ctx, body) = (self.cx.ctx, self.cx.body);
        let traits = self.cx.registry.op_traits(ctx, body, op);
        let pure = traits.contains(Traits::PURE) || traits.contains(Traits::NO_MEMORY_EFFECT);
        let declared = [Traits::MEM_READ, Traits::MEM_WRITE, Traits::MEM_ALLOC, Traits::MEM_FREE]
            .into_iter()
            .any(|t| traits.contains(t));
        if pure || declared {
            if pure || !traits.contains(self.effect) {
                return false;
            }
            let memrefs: Vec<ValueId> = body
                .operands(op)
                .iter()
                .copied()
                .filter(|&v| matches!(ctx.type_kind(body.value_type(v)), crate::ir::TypeKind::MemRef { .. }))
                .collect();
            if !memrefs.is_empty() && memrefs.iter().all(|&m| !may_alias(self.cx, m, self.target.memref)) {
                return false;
            }
            if is_affine_read(self.cx, op) || is_affine_write(self.cx, op) {
                let min_loops = num_common_loops(self.cx, self.start, self.target.op);
                return self.may_have_effect(op, min_loops);
            }
            return true;
        }
        if traits.contains(Traits::RECURSIVE_EFFECTS) {
            if body.op(op).inner.is_some() {
                return true;
            }
            let mut found = false;
            body.all_nested_direct(op, &mut |o| {
                found = crate::stack::ensure_sufficient_stack(|| self.op_has_effect(o));
                !found
            });
            return found;
        }
        true
    }

    /// Upstream `mayHaveEffect(op, target, min_loops)`: a dependence from
    /// `op` to the target access inside the `min_loops` common loops.
    fn may_have_effect(&self, op: OpId, min_loops: usize) -> bool {
        let Some(src) = MemRefAccess::of(self.cx, op) else { return true };
        if src.memref != self.target.memref || !same_scope(self.cx, op, self.target.op) {
            // A different (aliasing) memref, or accesses the loop analysis
            // cannot relate.
            return true;
        }
        let n = num_common_loops(self.cx, op, self.target.op);
        ((min_loops + 1)..=(n + 1)).rev().any(|d| check_dependence(self.cx, &src, &self.target, d).may_exist())
    }
}

/// Whether two ops sit in the same affine scope (outside any loop, or
/// under the same outermost loops' region).
fn same_scope(cx: MapCx<'_>, a: OpId, b: OpId) -> bool {
    let top = |mut o: OpId| {
        while let Some(p) = cx.body.parent_of_op(o) {
            if !cx.ctx.str(cx.body.op(p).name).starts_with("affine.") {
                break;
            }
            o = p;
        }
        cx.body.parent_block(o).and_then(|b| cx.body.parent_region(b))
    };
    top(a) == top(b)
}

/// A local allocation used only by affine stores and deallocations goes
/// with them.
fn erase_if_write_only(ctx: &Context, registry: &Registry, body: &mut Body, memref: ValueId) {
    let Some(def) = body.defining_op(memref) else { return };
    if !matches!(ctx.str(body.op(def).name), "memref.alloc" | "memref.alloca") {
        return;
    }
    let users = unique_users(body, memref);
    let cx = MapCx { ctx, registry, body };
    let removable = users.iter().all(|&u| is_affine_write(cx, u) || ctx.str(body.op(u).name) == "memref.dealloc");
    if !removable {
        return;
    }
    for u in users {
        body.erase_op(u);
    }
    body.erase_op(def);
}

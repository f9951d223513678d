//! `gpu-eliminate-barriers` (upstream `GpuEliminateBarriers`, MLIR 19): a
//! `gpu.barrier` is erased when no memory effect before it (back to the
//! previous barrier) conflicts with one after it (up to the next barrier),
//! so that the surrounding barriers already order everything it orders.
//!
//! As upstream, the analysis is structural and conservative:
//! * effects are gathered in the barrier's block and, going out, in the
//!   blocks around its parent ops up to the parallel region (`gpu.launch`,
//!   `gpu.func`, or an op marked `__parallel_region_boundary_for_test`); a
//!   body of `scf.for` also sees its other end (the previous or next
//!   iteration), and a region that may run more than once (neither a
//!   function, `scf.if` nor `memref.alloca_scope`) sees all of it; a region
//!   of several blocks, or an op of unknown effects, stands for every effect
//!   on all memory;
//! * two effects conflict when their memory may alias and one writes (an
//!   allocation never conflicts, nor does a free before the barrier);
//! * memory is told apart only where the IR shows it: distinct allocations,
//!   globals of different names, an allocation and a function argument, an
//!   allocation never captured (stored or passed where it could escape),
//!   and arguments both marked `llvm.noalias`; views are looked through.
//!
//! Strata's ops declare the kinds of their effects, not the operands they
//! act on: an effect is taken to be on every memref operand of the op (on
//! every memref result for an allocation; writes only on the target of
//! `memref.copy` and the inits of a destination-style op), and on all
//! memory when it has none. That can only see more conflicts than
//! upstream, never fewer.

use crate::ir::{Attribute, Body, Context, Identifier, OpId, TypeKind, ValueId};
use crate::opdef::{Registry, Traits};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

const BARRIER: &str = "gpu.barrier";
const TEST_BOUNDARY: &str = "__parallel_region_boundary_for_test";

struct GpuEliminateBarriers;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(GpuEliminateBarriers))
}

impl Pass for GpuEliminateBarriers {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let root = Owner {
            name: target.name,
            boundary: ctx.dict_get(target.attributes, TEST_BOUNDARY).is_some(),
            noalias: noalias_args(ctx, target.properties),
        };
        let patterns = |rw: &mut Rewriter<'_>, op: OpId| eliminate(rw, op, &root);
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        apply_pattern_set_greedily(ctx, cx.registry, Some(target.name), &mut target.body, &config, &patterns);
        Ok(())
    }
}

/// What the analysis needs of the op whose arena it works in.
struct Owner {
    name: Identifier,
    boundary: bool,
    /// Per function argument: marked `llvm.noalias`.
    noalias: Vec<bool>,
}

fn noalias_args(ctx: &Context, properties: Option<Attribute>) -> Vec<bool> {
    let arg_attrs = properties.and_then(|p| ctx.dict_get(p, "arg_attrs"));
    match arg_attrs.map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::Array(dicts)) => {
            dicts.iter().map(|&d| ctx.dict_get(d, "llvm.noalias").is_some()).collect()
        }
        _ => Vec::new(),
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    Read,
    Write,
    Alloc,
    Free,
}

/// One memory effect: its kind and the memref it acts on (`None`: any).
#[derive(Copy, Clone, Debug)]
struct Effect {
    kind: Kind,
    value: Option<ValueId>,
}

/// The pattern: erase `op` if it is a barrier that orders nothing.
fn eliminate(rw: &mut Rewriter<'_>, op: OpId, root: &Owner) -> bool {
    if rw.ctx.str(rw.body.op(op).name) != BARRIER {
        return false;
    }
    // Nested isolated ops are seen through their name only.
    let owner = Owner { name: rw.scope.unwrap_or(root.name), boundary: false, noalias: Vec::new() };
    let owner = if owner.name == root.name { root } else { &owner };
    let a = Analysis { ctx: rw.ctx, registry: rw.registry, body: rw.body, owner };
    let mut before = Vec::new();
    a.effects_before(Some(op), &mut before);
    let mut after = Vec::new();
    a.effects_after(Some(op), &mut after);
    if a.conflict(&before, &after) {
        return false;
    }
    rw.erase_op(op);
    true
}

struct Analysis<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    body: &'a Body,
    owner: &'a Owner,
}

/// Every kind of effect, on all memory.
fn all_effects(out: &mut Vec<Effect>) {
    for kind in [Kind::Read, Kind::Write, Kind::Alloc, Kind::Free] {
        out.push(Effect { kind, value: None });
    }
}

impl Analysis<'_> {
    fn name(&self, op: OpId) -> &str {
        self.ctx.str(self.body.op(op).name)
    }

    fn is_barrier(&self, op: OpId) -> bool {
        self.name(op) == BARRIER
    }

    fn is_memref(&self, v: ValueId) -> bool {
        matches!(self.ctx.type_kind(self.body.value_type(v)), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
    }

    /// The effects of `op` (barriers have none here); false, with every
    /// effect added, when they are unknown.
    fn collect(&self, op: OpId, out: &mut Vec<Effect>) -> bool {
        if self.is_barrier(op) {
            return true;
        }
        let traits = self.registry.op_traits(self.ctx, self.body, op);
        let recursive = traits.contains(Traits::RECURSIVE_EFFECTS);
        if let (Some(kinds), false) = (declared(traits), recursive) {
            self.instances(op, kinds, out);
            return true;
        }
        if recursive && self.body.op(op).inner.is_none() {
            let mut ok = true;
            self.body.all_nested_direct(op, &mut |inner| {
                ok = crate::stack::ensure_sufficient_stack(|| self.collect(inner, out));
                ok
            });
            return ok;
        }
        all_effects(out);
        false
    }

    /// The instances of the declared `kinds` of `op`: on its memref results
    /// (allocations) or operands (the rest), or on all memory.
    fn instances(&self, op: OpId, kinds: Traits, out: &mut Vec<Effect>) {
        let body = self.body;
        for (trait_, kind) in [
            (Traits::MEM_READ, Kind::Read),
            (Traits::MEM_WRITE, Kind::Write),
            (Traits::MEM_ALLOC, Kind::Alloc),
            (Traits::MEM_FREE, Kind::Free),
        ] {
            if !kinds.contains(trait_) {
                continue;
            }
            let values = match kind {
                Kind::Alloc => body.results(op),
                Kind::Write => self.written_operands(op),
                _ => body.operands(op),
            };
            let memrefs: Vec<ValueId> = values.iter().copied().filter(|&v| self.is_memref(v)).collect();
            if memrefs.is_empty() {
                out.push(Effect { kind, value: None });
            }
            out.extend(memrefs.into_iter().map(|v| Effect { kind, value: Some(v) }));
        }
    }

    /// The operands `op` may write: the target of a copy, the inits of a
    /// destination-style op, else all.
    fn written_operands(&self, op: OpId) -> &[ValueId] {
        let operands = self.body.operands(op);
        if self.name(op) == "memref.copy" && operands.len() == 2 {
            return &operands[1..];
        }
        match self.registry.dps_inits(self.ctx, self.body, op) {
            Some(inits) if inits.end <= operands.len() => &operands[inits],
            _ => operands,
        }
    }

    /// The effects of the ops before `op` in its block, back to a barrier
    /// when `stop_at_barrier`.
    fn before_in_block(&self, op: OpId, out: &mut Vec<Effect>, stop_at_barrier: bool) -> bool {
        let mut it = self.body.prev_op(op);
        while let Some(o) = it {
            if self.is_barrier(o) {
                if stop_at_barrier {
                    return true;
                }
            } else if !self.collect(o, out) {
                return false;
            }
            it = self.body.prev_op(o);
        }
        true
    }

    fn after_in_block(&self, op: OpId, out: &mut Vec<Effect>, stop_at_barrier: bool) -> bool {
        let mut it = self.body.next_op(op);
        while let Some(o) = it {
            if self.is_barrier(o) {
                if stop_at_barrier {
                    return true;
                }
            } else if !self.collect(o, out) {
                return false;
            }
            it = self.body.next_op(o);
        }
        true
    }

    /// Whether `op`'s block is the only one of its region (else every effect
    /// is added).
    fn single_block(&self, op: OpId, out: &mut Vec<Effect>) -> bool {
        let block = self.body.parent_block(op);
        let region = block.and_then(|b| self.body.parent_region(b));
        if region.is_some_and(|r| self.body.region(r).blocks.len() != 1) {
            all_effects(out);
            return false;
        }
        true
    }

    /// Upstream's `getEffectsBefore`; `None` stands for the owner op.
    fn effects_before(&self, op: Option<OpId>, out: &mut Vec<Effect>) -> bool {
        let Some(op) = op else { return true };
        if !self.single_block(op, out) {
            return false;
        }
        self.before_in_block(op, out, true);
        let parent = self.body.parent_of_op(op);
        if self.is_boundary(parent) {
            return true;
        }
        if !self.is_isolated(parent) && !self.effects_before(parent, out) {
            return false;
        }
        if self.is_sequential_loop(parent) {
            let terminator = self.body.parent_block(op).and_then(|b| self.body.last_op(b)).expect("a terminator");
            return self.before_in_block(terminator, out, true);
        }
        self.walk_unless_single_execution(parent, out)
    }

    /// Upstream's `getEffectsAfter`.
    fn effects_after(&self, op: Option<OpId>, out: &mut Vec<Effect>) -> bool {
        let Some(op) = op else { return true };
        if !self.single_block(op, out) {
            return false;
        }
        self.after_in_block(op, out, true);
        let parent = self.body.parent_of_op(op);
        if self.is_boundary(parent) {
            return true;
        }
        if !self.is_isolated(parent) && !self.effects_after(parent, out) {
            return false;
        }
        if self.is_sequential_loop(parent) {
            let front = self.body.parent_block(op).and_then(|b| self.body.first_op(b)).expect("a block with op");
            if self.is_barrier(front) {
                return true;
            }
            let exact = self.collect(front, out);
            return self.after_in_block(front, out, true) && exact;
        }
        self.walk_unless_single_execution(parent, out)
    }

    /// For a parent whose regions may run more than once, the effects of
    /// everything in it.
    fn walk_unless_single_execution(&self, parent: Option<OpId>, out: &mut Vec<Effect>) -> bool {
        let Some(parent) = parent else { return true };
        if self.has_single_execution_body(Some(parent)) {
            return true;
        }
        let mut exact = true;
        for &r in &self.body.op(parent).regions {
            self.body.walk_region(r, &mut |o| {
                if exact && !self.collect_alone(o, out) {
                    exact = false;
                }
            });
        }
        exact && self.collect(parent, out)
    }

    /// The effects `op` has itself, its regions being walked separately.
    fn collect_alone(&self, op: OpId, out: &mut Vec<Effect>) -> bool {
        let traits = self.registry.op_traits(self.ctx, self.body, op);
        if traits.contains(Traits::RECURSIVE_EFFECTS) && self.body.op(op).inner.is_none() {
            return true;
        }
        self.collect(op, out)
    }

    fn owner_name(&self, op: Option<OpId>) -> &str {
        match op {
            Some(op) => self.name(op),
            None => self.ctx.str(self.owner.name),
        }
    }

    fn owner_traits(&self, op: Option<OpId>) -> Traits {
        match op {
            Some(op) => self.registry.op_traits(self.ctx, self.body, op),
            None => self.registry.traits_named(self.ctx, self.owner.name),
        }
    }

    fn is_boundary(&self, op: Option<OpId>) -> bool {
        let marked = match op {
            Some(op) => self.ctx.dict_get(self.body.op(op).attributes, TEST_BOUNDARY).is_some(),
            None => self.owner.boundary,
        };
        marked || matches!(self.owner_name(op), "gpu.func" | "gpu.launch")
    }

    fn is_isolated(&self, op: Option<OpId>) -> bool {
        self.owner_traits(op).contains(Traits::ISOLATED_FROM_ABOVE)
    }

    fn is_sequential_loop(&self, op: Option<OpId>) -> bool {
        self.owner_name(op) == "scf.for"
    }

    fn has_single_execution_body(&self, op: Option<OpId>) -> bool {
        self.owner_traits(op).contains(Traits::FUNCTION_LIKE)
            || matches!(self.owner_name(op), "scf.if" | "memref.alloca_scope")
    }
}

/// The kinds of effects `traits` declare (`Some(NONE)` for none), or
/// `None` when they declare nothing.
fn declared(traits: Traits) -> Option<Traits> {
    if traits.contains(Traits::PURE) || traits.contains(Traits::NO_MEMORY_EFFECT) {
        return Some(Traits::NONE);
    }
    let kinds = traits.intersect(Traits::MEM_READ | Traits::MEM_WRITE | Traits::MEM_ALLOC | Traits::MEM_FREE);
    (kinds != Traits::NONE).then_some(kinds)
}

mod alias;

//! The greedy pattern driver: folds ops, applies their canonicalization
//! patterns and erases dead ops until nothing changes, then simplifies the
//! region tree (unreachable blocks, dead values, identical blocks), and
//! repeats up to an iteration limit.
//!
//! The order of work follows upstream's driver, so that the IR it produces
//! is the same: the worklist is seeded with a pre-order walk (processed
//! first to last), ops touched by a rewrite are pushed back, and constants
//! are uniqued per isolated scope and hoisted to the start of its entry
//! block.

use rustc_hash::FxHashMap;

use super::{
    constant_value, dialect_of, fold_op, is_trivially_dead, simplify_regions, Folded, Listener, OpFoldResult, Rewriter,
};
use crate::ir::{Attribute, BlockId, Body, Context, Identifier, OpId, RegionId, Type};
use crate::opdef::{Registry, Traits};

/// How much the driver simplifies the region tree after each sweep.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    Disabled,
    /// Unreachable blocks and dead values.
    Normal,
    /// Also merges identical blocks.
    Aggressive,
}

/// Settings of the greedy driver, as upstream's `GreedyRewriteConfig`.
#[derive(Copy, Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist in pre-order (true) or post-order.
    pub top_down: bool,
    /// Sweeps over the region before giving up on a fixed point.
    pub max_iterations: u32,
    /// Rewrites per sweep before giving up (`None`: no limit).
    pub max_rewrites: Option<u64>,
    pub region_simplify: RegionSimplify,
    /// Try op folders before patterns.
    pub fold: bool,
    /// Unique and hoist constants.
    pub cse_constants: bool,
    /// Patterns tried on every op instead of the ops' canonicalization
    /// patterns (a pass's own pattern set); `None`: canonicalization.
    pub patterns: Option<super::CanonicalizeFn>,
}

impl GreedyConfig {
    /// Only the given patterns, to a fixed point: no folding, constant
    /// hoisting or region simplification of the rest of the IR (the
    /// lowerings that rewrite a few ops and leave everything else as it
    /// was).
    pub fn rewrite_only() -> Self {
        GreedyConfig {
            fold: false,
            cse_constants: false,
            region_simplify: RegionSimplify::Disabled,
            ..GreedyConfig::default()
        }
    }
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: 10,
            max_rewrites: None,
            region_simplify: RegionSimplify::Aggressive,
            fold: true,
            cse_constants: true,
            patterns: None,
        }
    }
}

/// Ops waiting to be processed: a stack without duplicates, whose removed
/// entries are skipped.
#[derive(Default)]
struct Worklist {
    list: Vec<Option<OpId>>,
    index: FxHashMap<OpId, usize>,
}

impl Worklist {
    fn push(&mut self, op: OpId) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.index.entry(op) {
            e.insert(self.list.len());
            self.list.push(Some(op));
        }
    }
    fn pop(&mut self) -> Option<OpId> {
        while let Some(entry) = self.list.pop() {
            if let Some(op) = entry {
                self.index.remove(&op);
                return Some(op);
            }
        }
        None
    }
    fn remove(&mut self, op: OpId) {
        if let Some(i) = self.index.remove(&op) {
            self.list[i] = None;
        }
    }
    fn reverse(&mut self) {
        self.list.reverse();
        self.index.clear();
        for (i, op) in self.list.iter().enumerate() {
            if let Some(op) = op {
                self.index.insert(*op, i);
            }
        }
    }
    fn clear(&mut self) {
        self.list.clear();
        self.index.clear();
    }
}

type ConstantKey = (RegionId, Identifier, Attribute, Type);

/// The driver's state that rewrites report to.
struct State {
    worklist: Worklist,
    /// Uniqued constants per (scope region, dialect, value, type).
    constants: FxHashMap<ConstantKey, OpId>,
    owned: FxHashMap<OpId, ConstantKey>,
    /// The isolated op owning the arena, when known.
    scope: Option<Identifier>,
}

impl State {
    /// Push `op` and its ancestors within the body.
    fn add(&mut self, body: &Body, op: OpId) {
        let mut cur = Some(op);
        while let Some(o) = cur {
            self.worklist.push(o);
            cur = body.parent_of_op(o);
        }
    }

    /// Forget `op` as a uniqued constant.
    fn forget(&mut self, op: OpId) {
        if let Some(key) = self.owned.remove(&op) {
            self.constants.remove(&key);
        }
    }
}

impl Listener for State {
    fn inserted(&mut self, body: &Body, op: OpId) {
        self.add(body, op);
    }
    fn modified(&mut self, body: &Body, op: OpId) {
        self.add(body, op);
    }
    fn erasing(&mut self, body: &Body, op: OpId) {
        // Producers of the operands may now be dead or simpler.
        for &v in body.operands(op) {
            let Some(def) = body.defining_op(v) else { continue };
            let mut other = None;
            let mut more = false;
            for u in body.uses(v) {
                if u.op == op || Some(u.op) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(u.op);
                    continue;
                }
                more = true;
                break;
            }
            if !more {
                self.add(body, def);
            }
        }
        self.worklist.remove(op);
        self.forget(op);
    }
    fn replacing(&mut self, body: &Body, op: OpId) {
        for &r in body.results(op) {
            let users: Vec<OpId> = body.uses(r).iter().map(|u| u.op).collect();
            for u in users {
                self.add(body, u);
            }
        }
    }
}

/// Apply folders and canonicalization patterns to every region of `body`'s
/// scope (and, recursively, of the isolated ops nested in it, each on its
/// own). `owner` names the isolated op whose arena `body` is, which patterns
/// may ask about (`Rewriter::parent_name`). True when every scope reached a
/// fixed point.
pub fn apply_patterns_and_fold_greedily(
    ctx: &Context,
    registry: &Registry,
    owner: Option<Identifier>,
    body: &mut Body,
    config: &GreedyConfig,
) -> bool {
    apply_greedily(ctx, registry, owner, body, config, None)
}

/// A pattern set that carries state (a pass's options): tried on every op,
/// true once a pattern applied.
pub type PatternSet<'p> = &'p dyn Fn(&mut Rewriter<'_>, OpId) -> bool;

/// [`apply_patterns_and_fold_greedily`] with `patterns` tried on every op
/// instead of `config.patterns` or the ops' canonicalization patterns.
pub fn apply_pattern_set_greedily(
    ctx: &Context,
    registry: &Registry,
    owner: Option<Identifier>,
    body: &mut Body,
    config: &GreedyConfig,
    patterns: PatternSet<'_>,
) -> bool {
    apply_greedily(ctx, registry, owner, body, config, Some(patterns))
}

fn apply_greedily(
    ctx: &Context,
    registry: &Registry,
    owner: Option<Identifier>,
    body: &mut Body,
    config: &GreedyConfig,
    set: Option<PatternSet<'_>>,
) -> bool {
    let mut converged = true;
    for region in body.roots.clone() {
        converged &= simplify_scope(ctx, registry, owner, body, region, config, set);
    }
    for_each_isolated(body, &mut |name, inner| {
        converged &= apply_greedily(ctx, registry, Some(name), inner, config, set);
    });
    converged
}

/// Run `f` on the name and arena of every isolated op linked into `body`.
pub fn for_each_isolated(body: &mut Body, f: &mut dyn FnMut(Identifier, &mut Body)) {
    let mut isolated = Vec::new();
    for region in body.roots.clone() {
        body.walk_region(region, &mut |op| isolated.push(op));
    }
    for op in isolated {
        let name = body.op(op).name;
        if let Some(inner) = body.inner_mut(op) {
            // Callers recurse into nested isolated ops: see `crate::stack`.
            crate::stack::ensure_sufficient_stack(|| f(name, inner));
        }
    }
}

/// The driver loop over one root region of a body.
fn simplify_scope(
    ctx: &Context,
    registry: &Registry,
    scope: Option<Identifier>,
    body: &mut Body,
    region: RegionId,
    config: &GreedyConfig,
    set: Option<PatternSet<'_>>,
) -> bool {
    let mut state =
        State { worklist: Worklist::default(), constants: FxHashMap::default(), owned: FxHashMap::default(), scope };
    let mut iteration = 0;
    let mut changed = true;
    while changed && iteration < config.max_iterations {
        iteration += 1;
        state.worklist.clear();
        seed(ctx, registry, body, region, config, &mut state);
        changed = process(ctx, registry, body, config, set, &mut state);
        if config.region_simplify != RegionSimplify::Disabled {
            let mut rw = Rewriter::new(ctx, registry, body).with_listener(&mut state);
            changed |= simplify_regions(&mut rw, &[region], config.region_simplify == RegionSimplify::Aggressive);
        }
    }
    !changed
}

/// Fill the worklist from a walk of `region`, uniquing constants on the way.
fn seed(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    region: RegionId,
    config: &GreedyConfig,
    state: &mut State,
) {
    fn walk(
        ctx: &Context,
        registry: &Registry,
        body: &mut Body,
        region: RegionId,
        config: &GreedyConfig,
        state: &mut State,
    ) {
        for b in body.region(region).blocks.clone() {
            let mut cur = body.first_op(b);
            while let Some(op) = cur {
                cur = body.next_op(op);
                let keep = !config.cse_constants || insert_known_constant(ctx, registry, body, op, state);
                if !keep {
                    continue;
                }
                if config.top_down {
                    state.worklist.push(op);
                }
                if body.op(op).inner.is_none() {
                    for r in body.op(op).regions.clone() {
                        crate::stack::ensure_sufficient_stack(|| walk(ctx, registry, body, r, config, state));
                    }
                }
                if !config.top_down {
                    state.worklist.push(op);
                }
            }
        }
    }
    walk(ctx, registry, body, region, config, state);
    if config.top_down {
        state.worklist.reverse();
    }
}

/// The region constants of `block` are uniqued in: the nearest enclosing
/// region of the isolated scope.
fn insertion_region(body: &Body, block: BlockId) -> Option<RegionId> {
    let mut region = body.parent_region(block)?;
    while let Some(parent) = body.parent_op(region) {
        region = body.parent_region(body.parent_block(parent)?)?;
    }
    Some(region)
}

/// Unique a constant op: erase it in favor of an equal constant of the same
/// scope, or hoist it to the start of the scope's entry block. False when
/// the op was erased.
fn insert_known_constant(ctx: &Context, registry: &Registry, body: &mut Body, op: OpId, state: &mut State) -> bool {
    let Some(block) = body.parent_block(op) else { return true };
    let unknown = ctx.unknown_loc();
    let owned_prev = |body: &Body, state: &State| body.prev_op(op).is_some_and(|p| state.owned.contains_key(&p));
    if state.owned.contains_key(&op) {
        if body.first_op(block) != Some(op) && !owned_prev(body, state) {
            let first = body.first_op(block).expect("block holds op");
            body.move_op_before(op, first);
            body.op_mut(op).loc = unknown;
        }
        return true;
    }
    let Some(value) = constant_value(ctx, registry, body, op) else { return true };
    let (Some(&result), Some(region)) = (body.results(op).first(), insertion_region(body, block)) else { return true };
    let dialect = ctx.ident(dialect_of(ctx.str(body.op(op).name)));
    let key = (region, dialect, value, body.value_type(result));
    if let Some(&existing) = state.constants.get(&key) {
        let replacement = body.results(existing).to_vec();
        let mut rw = Rewriter::new(ctx, registry, body).with_listener(state);
        rw.replace_op(op, &replacement);
        body.op_mut(existing).loc = unknown;
        return false;
    }
    let entry = body.region(region).blocks[0];
    if block != entry || (body.first_op(entry) != Some(op) && !owned_prev(body, state)) {
        let first = body.first_op(entry).expect("entry block holds ops");
        body.move_op_before(op, first);
        body.op_mut(op).loc = unknown;
    }
    state.constants.insert(key, op);
    state.owned.insert(op, key);
    true
}

/// Process the worklist; true when anything changed.
fn process(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    config: &GreedyConfig,
    set: Option<PatternSet<'_>>,
    state: &mut State,
) -> bool {
    let mut changed = false;
    let mut rewrites = 0u64;
    while let Some(op) = state.worklist.pop() {
        if config.max_rewrites.is_some_and(|m| rewrites >= m) {
            break;
        }
        if body.is_erased(op) {
            continue;
        }
        if is_trivially_dead(ctx, registry, body, op) {
            Rewriter::new(ctx, registry, body).with_listener(state).erase_op(op);
            changed = true;
            continue;
        }
        let name = ctx.str(body.op(op).name);
        let Some(def) = registry.op(name) else { continue };
        if config.fold && !def.traits.contains(Traits::CONSTANT_LIKE) {
            match fold_op(ctx, registry, body, op) {
                Folded::Failure => {}
                Folded::InPlace => {
                    state.add(body, op);
                    changed = true;
                    rewrites += 1;
                    continue;
                }
                Folded::Results(results) => {
                    if replace_with_fold(ctx, registry, body, op, &results, state) {
                        changed = true;
                        rewrites += 1;
                        continue;
                    }
                }
            }
        }
        let canonicalize = config.patterns.or(def.canonicalize);
        // The dialects' patterns for any op, unless a pattern set is given.
        let general = if set.is_none() && config.patterns.is_none() { registry.canonicalizers() } else { &[] };
        if set.is_none() && canonicalize.is_none() && general.is_empty() {
            continue;
        }
        let scope = state.scope;
        let mut rw = Rewriter::new(ctx, registry, body).with_scope(scope).with_listener(state);
        rw.set_insertion_point_before(op);
        let applied = match (set, canonicalize) {
            (Some(set), _) => set(&mut rw, op),
            (None, Some(f)) => f(&mut rw, op),
            (None, None) => false,
        } || general.iter().any(|f| {
            rw.set_insertion_point_before(op);
            f(&mut rw, op)
        });
        if applied {
            changed = true;
            rewrites += 1;
        }
    }
    changed
}

/// Replace `op` by its fold results, materializing constants before it.
/// False (and nothing changed) when a constant cannot be materialized.
fn replace_with_fold(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    op: OpId,
    results: &[OpFoldResult],
    state: &mut State,
) -> bool {
    Rewriter::new(ctx, registry, body).with_listener(state).replace_op_with_fold_results(op, results)
}

//! Common subexpression elimination (`cse`): an op equal to one that
//! dominates it (same name, attributes, properties, operands and result
//! types, and equivalent regions) is replaced by it. Ops that only read
//! memory are merged when no write lies between them in the same block.
//! Trivially dead ops met on the way are erased.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{BlockId, Body, Context, Identifier, OpId, RegionId, ValueId};
use crate::opdef::{Registry, Traits};
use crate::rewrite::{is_memory_effect_free, is_trivially_dead, only_reads};
use crate::verify::dominance::DomTree;

/// The structural key of an op; equal keys still need [`equivalent`].
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    name: crate::ir::Identifier,
    attributes: crate::ir::Attribute,
    properties: Option<crate::ir::Attribute>,
    operands: Vec<ValueId>,
    result_types: Vec<crate::ir::Type>,
    regions: usize,
}

/// A stack of scopes of known ops.
#[derive(Default)]
struct Known {
    map: FxHashMap<Key, Vec<OpId>>,
    scopes: Vec<Vec<Key>>,
}

struct Driver<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    to_erase: Vec<OpId>,
    visited: FxHashSet<OpId>,
}

/// Run CSE over the regions of `body`, the arena of an isolated op named
/// `owner`, and of every isolated op nested in it. Returns the number of
/// ops erased.
pub fn eliminate_common_subexpressions(
    ctx: &Context,
    registry: &Registry,
    owner: Identifier,
    body: &mut Body,
) -> usize {
    let mut d = Driver { ctx, registry, to_erase: Vec::new(), visited: FxHashSet::default() };
    let ssa = !registry.traits_named(ctx, owner).contains(Traits::GRAPH_REGION);
    for region in body.roots.clone() {
        let mut known = Known::default();
        d.simplify_region(body, &mut known, region, Some(ssa));
    }
    let n = d.to_erase.len();
    for op in std::mem::take(&mut d.to_erase) {
        body.erase_op(op);
    }
    let mut total = n;
    crate::rewrite::greedy::for_each_isolated(body, &mut |name, inner| {
        total += eliminate_common_subexpressions(ctx, registry, name, inner)
    });
    total
}

fn key(body: &Body, op: OpId) -> Key {
    let o = body.op(op);
    Key {
        name: o.name,
        attributes: o.attributes,
        properties: o.properties,
        operands: body.operands(op).to_vec(),
        result_types: body.results(op).iter().map(|&r| body.value_type(r)).collect(),
        regions: o.regions.len(),
    }
}

impl Driver<'_> {
    fn traits(&self, body: &Body, op: OpId) -> Traits {
        self.registry.op_traits(self.ctx, body, op)
    }

    /// Whether the parent op of `region` keeps SSA dominance inside it.
    fn has_ssa_dominance(&self, body: &Body, region: RegionId) -> bool {
        match body.parent_op(region) {
            Some(p) => !self.traits(body, p).contains(Traits::GRAPH_REGION),
            None => true,
        }
    }

    /// `root_ssa`: for a root region, whether its owner keeps SSA dominance.
    fn simplify_region(&mut self, body: &mut Body, known: &mut Known, region: RegionId, root_ssa: Option<bool>) {
        let blocks = body.region(region).blocks.clone();
        if blocks.is_empty() {
            return;
        }
        let ssa = root_ssa.unwrap_or_else(|| self.has_ssa_dominance(body, region));
        if blocks.len() == 1 {
            known.scopes.push(Vec::new());
            self.simplify_block(body, known, blocks[0], ssa);
            self.pop_scope(known);
            return;
        }
        if !ssa {
            return;
        }
        let dom = DomTree::build(body, region);
        // Depth-first over the dominator tree, one scope per node.
        let mut stack: Vec<(BlockId, Vec<BlockId>, bool)> = vec![(blocks[0], dom.children(blocks[0], &blocks), false)];
        while let Some(top) = stack.last_mut() {
            if !top.2 {
                top.2 = true;
                let b = top.0;
                known.scopes.push(Vec::new());
                self.simplify_block(body, known, b, ssa);
                continue;
            }
            if let Some(child) = (!top.1.is_empty()).then(|| top.1.remove(0)) {
                let children = dom.children(child, &blocks);
                stack.push((child, children, false));
            } else {
                stack.pop();
                self.pop_scope(known);
            }
        }
    }

    fn pop_scope(&mut self, known: &mut Known) {
        for k in known.scopes.pop().unwrap_or_default() {
            if let Some(v) = known.map.get_mut(&k) {
                v.pop();
                if v.is_empty() {
                    known.map.remove(&k);
                }
            }
        }
    }

    fn simplify_block(&mut self, body: &mut Body, known: &mut Known, block: BlockId, ssa: bool) {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for op in ops {
            if body.op(op).inner.is_none() && !body.op(op).regions.is_empty() {
                for r in body.op(op).regions.clone() {
                    crate::stack::ensure_sufficient_stack(|| self.simplify_region(body, known, r, None));
                }
            }
            self.simplify_op(body, known, op, ssa);
            self.visited.insert(op);
        }
    }

    fn lookup(&self, body: &Body, known: &Known, k: &Key, op: OpId) -> Option<OpId> {
        known
            .map
            .get(k)?
            .iter()
            .rev()
            .copied()
            .find(|&e| body.op(op).regions.is_empty() || regions_equivalent(body, e, op))
    }

    fn simplify_op(&mut self, body: &mut Body, known: &mut Known, op: OpId, ssa: bool) {
        let traits = self.traits(body, op);
        if traits.contains(Traits::TERMINATOR) {
            return;
        }
        if is_trivially_dead(self.ctx, self.registry, body, op) {
            self.to_erase.push(op);
            return;
        }
        if body.op(op).inner.is_some() || body.op(op).regions.iter().any(|&r| body.region(r).blocks.len() > 1) {
            return;
        }
        let k = key(body, op);
        if !is_memory_effect_free(self.ctx, self.registry, body, op) {
            if !only_reads(self.ctx, self.registry, body, op) {
                return;
            }
            if let Some(existing) = self.lookup(body, known, &k, op) {
                if body.parent_block(existing) == body.parent_block(op) && !self.writes_between(body, existing, op) {
                    self.replace(body, op, existing, ssa);
                    return;
                }
            }
            self.record(known, k, op);
            return;
        }
        if let Some(existing) = self.lookup(body, known, &k, op) {
            self.replace(body, op, existing, ssa);
            return;
        }
        self.record(known, k, op);
    }

    fn record(&mut self, known: &mut Known, k: Key, op: OpId) {
        if let Some(s) = known.scopes.last_mut() {
            s.push(k.clone());
        }
        known.map.entry(k).or_default().push(op);
    }

    /// Whether an op between `from` and `to` (same block) may write memory.
    fn writes_between(&self, body: &Body, from: OpId, to: OpId) -> bool {
        let mut cur = body.next_op(from);
        while let Some(o) = cur {
            if o == to {
                return false;
            }
            let t = self.traits(body, o);
            let declares = t.contains(Traits::PURE)
                || t.contains(Traits::NO_MEMORY_EFFECT)
                || t.contains(Traits::MEM_READ)
                || t.contains(Traits::MEM_ALLOC)
                || t.contains(Traits::MEM_FREE)
                || t.contains(Traits::MEM_WRITE);
            if !declares || t.contains(Traits::MEM_WRITE) {
                return true;
            }
            cur = body.next_op(o);
        }
        false
    }

    fn replace(&mut self, body: &mut Body, op: OpId, existing: OpId, ssa: bool) {
        let pairs: Vec<(ValueId, ValueId)> =
            body.results(op).iter().copied().zip(body.results(existing).iter().copied()).collect();
        for (from, to) in pairs {
            if ssa {
                body.replace_all_uses(from, to);
            } else {
                let visited = &self.visited;
                body.replace_uses_where(from, to, &mut |u| !visited.contains(&u.op));
            }
        }
        if body.results(op).iter().all(|&r| !body.has_uses(r)) {
            self.to_erase.push(op);
        }
        let unknown = self.ctx.unknown_loc();
        if body.op(existing).loc == unknown && body.op(op).loc != unknown {
            body.op_mut(existing).loc = body.op(op).loc;
        }
    }
}

/// Whether the regions of `a` and `b` are equal up to renaming of the
/// values they define.
fn regions_equivalent(body: &Body, a: OpId, b: OpId) -> bool {
    crate::ir::regions_equivalent(body, &body.op(a).regions, body, &body.op(b).regions)
}

struct Cse;

pub fn create(_: &crate::pass::registry::PassOptions) -> Result<Box<dyn crate::pass::Pass>, String> {
    Ok(Box::new(Cse))
}

impl crate::pass::Pass for Cse {
    fn run(
        &self,
        cx: &crate::pass::PassCx<'_>,
        target: &mut crate::pass::Target,
    ) -> Result<(), crate::syntax::diag::Diagnostic> {
        eliminate_common_subexpressions(cx.ctx, cx.registry, target.name, &mut target.body);
        Ok(())
    }
}

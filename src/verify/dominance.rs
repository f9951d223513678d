//! SSA dominance: every use of a value must be dominated by its definition,
//! with hierarchical dominance across nested regions; graph regions are
//! exempt.

use rustc_hash::FxHashMap;

use super::VerifyCx;
use crate::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use crate::opdef::Traits;
use crate::syntax::diag::Diagnostic;

/// Immediate dominators of a region's blocks (entry maps to itself);
/// unreachable blocks are absent.
pub(crate) struct DomTree {
    idom: FxHashMap<BlockId, BlockId>,
}

impl DomTree {
    pub(crate) fn build(body: &Body, region: RegionId) -> DomTree {
        let blocks = &body.region(region).blocks;
        let mut idom = FxHashMap::default();
        let Some(&entry) = blocks.first() else { return DomTree { idom } };
        let succs = |b: BlockId| body.last_op(b).map_or(&[][..], |t| &body.op(t).successors[..]);
        let mut order = body.post_order(region);
        order.reverse();
        let rpo: FxHashMap<BlockId, usize> = order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in &order {
            for &s in succs(b) {
                preds.entry(s).or_default().push(b);
            }
        }
        idom.insert(entry, entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in order.iter().skip(1) {
                let mut new_idom: Option<BlockId> = None;
                for &p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    if !idom.contains_key(&p) {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(cur) => intersect(&idom, &rpo, p, cur),
                    });
                }
                if let Some(n) = new_idom {
                    if idom.get(&b) != Some(&n) {
                        idom.insert(b, n);
                        changed = true;
                    }
                }
            }
        }
        DomTree { idom }
    }

    /// The blocks `b` immediately dominates, in the order of `blocks`.
    pub(crate) fn children(&self, b: BlockId, blocks: &[BlockId]) -> Vec<BlockId> {
        blocks.iter().copied().filter(|&c| c != b && self.idom.get(&c) == Some(&b)).collect()
    }

    /// The immediate dominator of `b`: `None` for the entry block and
    /// unreachable blocks.
    pub(crate) fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom.get(&b).copied().filter(|&d| d != b)
    }

    /// Whether `b` is reachable from the region's entry.
    pub(crate) fn is_reachable(&self, b: BlockId) -> bool {
        self.idom.contains_key(&b)
    }

    /// The nearest block dominating both `a` and `b`, which must be
    /// reachable.
    pub(crate) fn nearest_common_dominator(&self, a: BlockId, b: BlockId) -> Option<BlockId> {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return None;
        }
        let mut ancestors = rustc_hash::FxHashSet::default();
        let mut cur = a;
        loop {
            ancestors.insert(cur);
            match self.idom(cur) {
                Some(d) => cur = d,
                None => break,
            }
        }
        let mut cur = b;
        loop {
            if ancestors.contains(&cur) {
                return Some(cur);
            }
            cur = self.idom(cur)?;
        }
    }

    /// Whether `a` dominates `b`; unreachable `b` is dominated by everything.
    pub(crate) fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        if !self.idom.contains_key(&b) {
            return true;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            let next = self.idom[&cur];
            if next == cur {
                return false;
            }
            cur = next;
        }
    }
}

fn intersect(idom: &FxHashMap<BlockId, BlockId>, rpo: &FxHashMap<BlockId, usize>, a: BlockId, b: BlockId) -> BlockId {
    let (mut x, mut y) = (a, b);
    while x != y {
        while rpo[&x] > rpo[&y] {
            x = idom[&x];
        }
        while rpo[&y] > rpo[&x] {
            y = idom[&y];
        }
    }
    x
}

/// Check every operand of every op in `body` (one isolated scope).
pub(super) fn verify_dominance(cx: &mut VerifyCx<'_>, body: &Body, roots: &[RegionId], owner_body: &Body, owner: OpId) {
    // Position of each op in its block, plus one; 0 for ops not visited.
    let mut position = vec![0u32; body.num_ops()];
    for &r in roots {
        body.walk_region(r, &mut |op| {
            if let Some(b) = body.parent_block(op).filter(|&b| body.first_op(b) == Some(op)) {
                for (i, o) in body.block_ops(b).enumerate() {
                    position[o.index()] = i as u32 + 1;
                }
            }
        });
    }
    let mut trees: FxHashMap<RegionId, RegionDominance> = FxHashMap::default();
    let owner_graph = region_is_graph(cx, owner_body, owner, 1);
    let mut walk = PathWalk::new(body, roots);
    while let Some(op) = walk.next() {
        for (i, &v) in body.operands(op).iter().enumerate() {
            let check = UseCheck { body, position: &position, roots, owner_graph, path: &walk };
            if let Some(note) = check.check_use(cx, op, v, &mut trees) {
                // Upstream's `Operation::emitError`: no op-name prefix.
                let d = Diagnostic::error(body.op(op).loc, format!("operand #{i} does not dominate this use"));
                let d = match note {
                    Note::Op(def, where_) => d.with_note(body.op(def).loc, format!("operand defined here ({where_})")),
                    Note::Arg(msg) => d.with_note(arg_owner_loc(body, v, owner_body, owner), msg),
                    // Only a transformation can leave such a use (parsed IR
                    // cannot name it): a bug, reported instead of printed.
                    Note::Undefined => Diagnostic::error(
                        body.op(op).loc,
                        format!("operand #{i} is a value whose definition is no longer in the IR"),
                    ),
                };
                cx.report(d);
            }
        }
    }
}

/// A pre-order walk of the ops under some regions of a body (isolated ops
/// visited, not entered) that knows, for the op it is at, the op on its
/// path in each enclosing region: a use finds its ancestor in the defining
/// region at once instead of climbing, which on deeply nested regions made
/// verification quadratic. It keeps its own stack, not the call stack's.
struct PathWalk<'b> {
    body: &'b Body,
    /// Per enclosing region, outermost first: the region, its blocks still
    /// to visit (index), the next op, and the op last visited there.
    frames: Vec<Frame>,
    /// The index in `frames` of each region on the path.
    on_path: FxHashMap<RegionId, usize>,
    /// Root regions not yet walked, in reverse.
    roots: Vec<RegionId>,
}

struct Frame {
    region: RegionId,
    block: usize,
    next: Option<OpId>,
    current: Option<OpId>,
    /// Regions of `current` left to walk, in reverse.
    pending: Vec<RegionId>,
}

impl<'b> PathWalk<'b> {
    fn new(body: &'b Body, roots: &[RegionId]) -> Self {
        PathWalk {
            body,
            frames: Vec::new(),
            on_path: FxHashMap::default(),
            roots: roots.iter().rev().copied().collect(),
        }
    }

    fn enter(&mut self, region: RegionId) {
        let next = self.body.region(region).blocks.first().and_then(|&b| self.body.first_op(b));
        self.on_path.insert(region, self.frames.len());
        self.frames.push(Frame { region, block: 0, next, current: None, pending: Vec::new() });
    }

    /// The next op, pre-order.
    fn next(&mut self) -> Option<OpId> {
        let body = self.body;
        loop {
            let Some(top) = self.frames.last_mut() else {
                let r = self.roots.pop()?;
                self.enter(r);
                continue;
            };
            if let Some(r) = top.pending.pop() {
                self.enter(r);
                continue;
            }
            if let Some(op) = top.next {
                top.next = body.next_op(op);
                top.current = Some(op);
                if body.op(op).inner.is_none() {
                    top.pending = body.op(op).regions.iter().rev().copied().collect();
                }
                return Some(op);
            }
            let blocks = &body.region(top.region).blocks;
            top.block += 1;
            if let Some(&b) = blocks.get(top.block) {
                top.next = body.first_op(b);
                continue;
            }
            let done = self.frames.pop().expect("a frame");
            self.on_path.remove(&done.region);
        }
    }

    /// The op on the current path in `region`, and whether it is an
    /// ancestor of the current op rather than the op itself; None when
    /// `region` does not enclose the current op.
    fn ancestor_in(&self, region: RegionId) -> Option<(OpId, bool)> {
        let &i = self.on_path.get(&region)?;
        Some((self.frames[i].current?, i + 1 < self.frames.len()))
    }
}

/// What checking a use needs besides the verifier.
struct UseCheck<'w, 'b> {
    body: &'b Body,
    position: &'w [u32],
    roots: &'w [RegionId],
    owner_graph: bool,
    path: &'w PathWalk<'b>,
}

/// Where upstream points for a block argument: the op owning its block.
fn arg_owner_loc(body: &Body, v: ValueId, owner_body: &Body, owner: OpId) -> crate::ir::Location {
    let ValueDef::BlockArg { block, .. } = body.value(v).def else { return owner_body.op(owner).loc };
    match body.parent_region(block).and_then(|r| body.parent_op(r)) {
        Some(p) => body.op(p).loc,
        None => owner_body.op(owner).loc,
    }
}

enum Note {
    Op(OpId, &'static str),
    Arg(String),
    /// The value's op or block was erased or detached, or it belongs to
    /// another body.
    Undefined,
}

/// What dominance checks know of one region.
struct RegionDominance {
    /// A graph region: no dominance requirement.
    graph: bool,
    tree: Option<DomTree>,
}

/// Whether a region of `op` has no dominance requirement.
fn region_is_graph(cx: &VerifyCx<'_>, body: &Body, op: OpId, num_blocks: usize) -> bool {
    match cx.registry.op_named(cx.ctx, body.op(op).name) {
        Some(d) => d.traits.contains(Traits::GRAPH_REGION),
        None => num_blocks <= 1,
    }
}

impl UseCheck<'_, '_> {
    /// Whether the use of `v` by `user` (the op the walk is at) is
    /// dominated by its definition; else what to say about it.
    fn check_use(
        &self,
        cx: &VerifyCx<'_>,
        user: OpId,
        v: ValueId,
        trees: &mut FxHashMap<RegionId, RegionDominance>,
    ) -> Option<Note> {
        let (body, position, roots, owner_graph) = (self.body, self.position, self.roots, self.owner_graph);
        if v.index() >= body.num_values() {
            return Some(Note::Undefined);
        }
        let (def_block, def_op) = match body.value(v).def {
            ValueDef::Result { op, .. } if body.is_erased(op) => return Some(Note::Undefined),
            ValueDef::Result { op, .. } => match body.parent_block(op) {
                Some(b) => (b, Some(op)),
                None => return Some(Note::Undefined),
            },
            ValueDef::BlockArg { block, .. } => (block, None),
            ValueDef::Placeholder => return None,
        };
        let Some(def_region) = body.parent_region(def_block) else { return Some(Note::Undefined) };
        // The user's ancestor in the defining region.
        let Some((anc, climbed)) = self.path.ancestor_in(def_region) else { return Some(not_in_scope(def_op)) };
        debug_assert!(climbed || anc == user);
        // Per defining region, computed once: whether it is a graph region (no
        // dominance), and its dominator tree once a use needs it.
        let region = trees.entry(def_region).or_insert_with(|| {
            let num_blocks = body.region(def_region).blocks.len();
            let graph = match body.parent_op(def_region) {
                Some(p) => region_is_graph(cx, body, p, num_blocks),
                None => roots.contains(&def_region) && owner_graph,
            };
            RegionDominance { graph, tree: None }
        });
        if region.graph {
            return None;
        }
        let anc_block = body.parent_block(anc)?;
        // The entry block is always reachable, so a use in the block of the
        // definition there needs no tree (every use in a single-block region).
        let in_entry = anc_block == def_block && body.region(def_region).blocks.first() == Some(&anc_block);
        let tree =
            if in_entry { None } else { Some(&*region.tree.get_or_insert_with(|| DomTree::build(body, def_region))) };
        if tree.is_some_and(|t| !t.idom.contains_key(&anc_block)) {
            // Any value dominates code that cannot be reached.
            return None;
        }
        if anc_block == def_block {
            let d = def_op?;
            if position.get(d.index()) < position.get(anc.index()) {
                return None;
            }
            let where_ = if climbed { "op in a parent region" } else { "op in the same block" };
            return Some(Note::Op(d, where_));
        }
        if tree.is_some_and(|t| t.dominates(def_block, anc_block)) {
            return None;
        }
        Some(match def_op {
            Some(d) => Note::Op(d, if climbed { "op in a parent region" } else { "op in the same region" }),
            None => {
                let idx = body.region(def_region).blocks.iter().position(|&b| b == def_block).unwrap_or(0);
                Note::Arg(format!("operand defined as a block argument (block #{idx} in the same region)"))
            }
        })
    }
}

fn not_in_scope(def_op: Option<OpId>) -> Note {
    match def_op {
        Some(d) => Note::Op(d, "op in a child region"),
        None => Note::Arg("operand defined as a block argument (block in a child region)".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::Context;
    use crate::opdef::Registry;
    use crate::syntax::diag::Source;
    use crate::syntax::parser::{parse_source, ParseOptions};

    /// A use whose definition a faulty rewrite erased is reported, not
    /// printed as `<<UNNAMED VALUE>>`.
    #[test]
    fn a_use_of_an_erased_op_is_reported() {
        let text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
        let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
        let src = Source::new("t.mlir", text.to_string());
        let mut module = parse_source(&ctx, &registry, &src, 0..text.len(), ParseOptions::default()).unwrap();
        let module_body = module.body.inner_mut(module.op).unwrap();
        let func = module_body.block_ops(module_body.region(module_body.roots[0]).blocks[0]).next().unwrap();
        let body = module_body.inner_mut(func).unwrap();
        let entry = body.region(body.roots[0]).blocks[0];
        let add = body.block_ops(entry).next().unwrap();
        body.detach_op(add);
        let errors = crate::verify::verify_module(&ctx, &registry, &module);
        assert!(
            errors.iter().any(|d| d.message == "operand #0 is a value whose definition is no longer in the IR"),
            "{errors:?}"
        );
    }
}

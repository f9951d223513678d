//! SSA dominance: every use of a value must be dominated by its definition,
//! with hierarchical dominance across nested regions; graph regions are
//! exempt.

use rustc_hash::FxHashMap;

use super::VerifyCx;
use crate::dialects::Traits;
use crate::ir::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
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
    let mut all_ops = Vec::new();
    for &r in roots {
        body.walk_region(r, &mut |op| all_ops.push(op));
    }
    for &op in &all_ops {
        if let Some(b) = body.parent_block(op) {
            if body.first_op(b) == Some(op) {
                for (i, o) in body.block_ops(b).enumerate() {
                    position[o.index()] = i as u32 + 1;
                }
            }
        }
    }
    let mut trees: FxHashMap<RegionId, RegionDominance> = FxHashMap::default();
    let owner_graph = region_is_graph(cx, owner_body, owner, 1);
    for &op in &all_ops {
        for (i, &v) in body.operands(op).iter().enumerate() {
            if let Some(note) = check_use(cx, body, op, v, &position, &mut trees, roots, owner_graph) {
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

#[allow(clippy::too_many_arguments)]
fn check_use(
    cx: &VerifyCx<'_>,
    body: &Body,
    user: OpId,
    v: ValueId,
    position: &[u32],
    trees: &mut FxHashMap<RegionId, RegionDominance>,
    roots: &[RegionId],
    owner_graph: bool,
) -> Option<Note> {
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
    // Climb from the user to its ancestor in the defining region.
    let mut anc = user;
    let mut climbed = false;
    loop {
        let r = body.parent_region(body.parent_block(anc)?)?;
        if r == def_region {
            break;
        }
        match body.parent_op(r) {
            Some(p) => {
                anc = p;
                climbed = true;
            }
            None => return Some(not_in_scope(def_op)),
        }
    }
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

fn not_in_scope(def_op: Option<OpId>) -> Note {
    match def_op {
        Some(d) => Note::Op(d, "op in a child region"),
        None => Note::Arg("operand defined as a block argument (block in a child region)".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use crate::dialects::Registry;
    use crate::ir::Context;
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

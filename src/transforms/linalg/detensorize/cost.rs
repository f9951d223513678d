//! Which `linalg.generic` ops and block arguments `linalg-detensorize`
//! converts (upstream's cost models): everything that qualifies
//! (`aggressive-mode`), or only what takes part in control flow: the values
//! branch operands are computed from and the block arguments they reach.

use rustc_hash::FxHashSet;

use crate::dialects::linalg::build::is_generic;
use crate::ir::{BlockId, Body, Context, OpId, TypeKind, ValueDef, ValueId};
use crate::opdef::Registry;

/// What a cost model picks.
#[derive(Default)]
pub(super) struct Plan {
    pub ops: FxHashSet<OpId>,
    pub block_args: FxHashSet<ValueId>,
}

/// Whether the type is a tensor the pass turns into its element: rank 0.
pub(super) fn detensorable(ctx: &Context, ty: crate::ir::Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::RankedTensor { shape, .. } if shape.is_empty())
}

/// A generic all of whose operands are detensorable.
pub(super) fn should_detensor(ctx: &Context, body: &Body, op: OpId) -> bool {
    is_generic(ctx, body, op) && body.operands(op).iter().all(|&v| detensorable(ctx, body.value_type(v)))
}

/// The successors of the branch `term` with the operand ranges forwarded
/// to each; `None` when `term` is not a branch.
pub(super) fn forwarded(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    term: OpId,
) -> Option<Vec<(BlockId, std::ops::Range<usize>)>> {
    let spec = registry.op(ctx.str(body.op(term).name)).and_then(|d| d.spec).filter(|s| s.is_branch())?;
    let ranges = spec.successor_operand_ranges(ctx, body, term)?;
    Some(body.op(term).successors.iter().copied().zip(ranges).collect())
}

/// The operand of predecessor edge `(term, succ)` that feeds argument
/// `index` of the successor: `Some(None)` when the branch produces it
/// itself or forwards nothing, `None` when `term` is no branch.
pub(super) fn incoming(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    term: OpId,
    succ: usize,
    index: usize,
) -> Option<Option<usize>> {
    let edges = forwarded(ctx, registry, body, term)?;
    let (block, range) = edges.get(succ)?;
    let args = body.block(*block).args.len();
    // Leading arguments beyond the forwarded ones are produced by the branch.
    let produced = args.saturating_sub(range.len());
    if range.is_empty() || index < produced {
        return Some(None);
    }
    Some(Some(range.start + index - produced))
}

/// Every detensorable generic, and every argument of a non-entry block of
/// the function body.
pub(super) fn aggressive(ctx: &Context, body: &Body) -> Plan {
    let mut plan = Plan::default();
    let Some(&root) = body.roots.first() else { return plan };
    body.walk_region(root, &mut |op| {
        if should_detensor(ctx, body, op) {
            plan.ops.insert(op);
        }
    });
    for &b in body.region(root).blocks.iter().skip(1) {
        plan.block_args.extend(body.block(b).args.iter().copied());
    }
    plan
}

/// The block of a value (its definition's or its own).
fn block_of(body: &Body, v: ValueId) -> Option<BlockId> {
    match body.value(v).def {
        ValueDef::BlockArg { block, .. } => Some(block),
        _ => body.defining_op(v).and_then(|d| body.parent_block(d)),
    }
}

/// Upstream's `ControlFlowDetectionModel`.
pub(super) fn control_flow(ctx: &Context, registry: &Registry, body: &Body) -> Plan {
    let mut plan = Plan::default();
    let Some(&root) = body.roots.first() else { return plan };
    let entry = body.region(root).blocks.first().copied();
    let mut work: Vec<ValueId> = Vec::new();
    for name in ["cf.cond_br", "cf.br"] {
        body.walk_region(root, &mut |op| {
            if ctx.str(body.op(op).name) == name {
                work.extend(body.operands(op).iter().copied());
            }
        });
    }
    let mut seen_values = FxHashSet::default();
    let mut seen_ops = FxHashSet::default();
    while let Some(v) = work.pop() {
        if !seen_values.insert(v) {
            continue;
        }
        // Forward: successor arguments the value is passed to, and results
        // of its users.
        if let Some(term) = block_of(body, v).and_then(|b| body.last_op(b)) {
            for (block, range) in forwarded(ctx, registry, body, term).unwrap_or_default() {
                let args = &body.block(block).args;
                let produced = args.len().saturating_sub(range.len());
                for (k, i) in range.enumerate() {
                    if body.operands(term)[i] == v && !plan.block_args.contains(&args[produced + k]) {
                        work.push(args[produced + k]);
                    }
                }
            }
        }
        for u in body.uses(v) {
            work.extend(body.results(u.op).iter().copied());
        }
        // Backward.
        if let ValueDef::BlockArg { block, index } = body.value(v).def {
            if Some(block) == entry || body.parent_region(block) != Some(root) {
                continue;
            }
            plan.block_args.insert(v);
            for (term, succ) in body.predecessors(block) {
                match incoming(ctx, registry, body, term, succ, index as usize) {
                    None => return Plan::default(),
                    Some(None) => {}
                    Some(Some(i)) => work.push(body.operands(term)[i]),
                }
            }
            continue;
        }
        let Some(def) = body.defining_op(v) else { continue };
        if !seen_ops.insert(def) {
            continue;
        }
        if is_generic(ctx, body, def) {
            if plan.ops.contains(&def) || !should_detensor(ctx, body, def) {
                continue;
            }
            plan.ops.insert(def);
            let n = crate::dialects::linalg::StructuredOp::get(ctx, body, def).map_or(0, |s| s.num_inputs(ctx, body));
            work.extend(body.operands(def)[..n].iter().copied());
            continue;
        }
        if ctx.str(body.op(def).name) == "tensor.from_elements" {
            continue;
        }
        let scalar = |t| matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Float(_));
        if body.results(def).iter().all(|&r| scalar(body.value_type(r))) {
            work.extend(body.operands(def).iter().copied());
        }
    }
    // Arguments fed by a generic that stays are not converted.
    let args: Vec<ValueId> = plan.block_args.iter().copied().collect();
    for a in args {
        let ValueDef::BlockArg { block, index } = body.value(a).def else { continue };
        for (term, succ) in body.predecessors(block) {
            let Some(Some(i)) = incoming(ctx, registry, body, term, succ, index as usize) else { continue };
            let def = body.defining_op(body.operands(term)[i]);
            if def.is_some_and(|d| is_generic(ctx, body, d) && !plan.ops.contains(&d)) {
                plan.block_args.remove(&a);
                break;
            }
        }
    }
    plan
}

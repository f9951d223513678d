//! `affine-simplify-structures`: every affine map and integer set attribute
//! of a function is simplified (maps by `simplify_affine_expr`, sets by
//! `IntegerSet::simplify`), then the folders and canonicalization patterns
//! of `affine.apply`, `affine.for` and `affine.if` run on those ops and the
//! ops they create only (upstream's strict `ExistingAndNewOps` mode, where
//! folded constants stay where the folded op was).

use rustc_hash::FxHashSet;

use crate::dialects::affine::{
    canonicalize_for, canonicalize_if, post_order, simplify_affine_op, ApplyOp, ForOp, IfOp,
};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::{fold_op, is_trivially_dead, Folded, Listener, OpFoldResult, Rewriter};
use crate::syntax::diag::Diagnostic;

struct SimplifyAffineStructures;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(SimplifyAffineStructures))
}

impl Pass for SimplifyAffineStructures {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, body) = (cx.ctx, &mut target.body);
        let mut ops = Vec::new();
        for r in body.roots.clone() {
            post_order(body, r, &mut ops);
        }
        for &op in &ops {
            simplify_attributes(ctx, body, op);
        }
        ops.retain(|&op| [ApplyOp::NAME, ForOp::NAME, IfOp::NAME].contains(&ctx.str(body.op(op).name)));
        apply_to_ops(ctx, cx.registry, body, ops);
        Ok(())
    }
}

/// The simplified form of an affine map or integer set attribute.
fn simplified(ctx: &Context, a: Attribute) -> Option<Attribute> {
    let new = match ctx.attr_kind(a) {
        AttrKind::AffineMap(m) => AttrKind::AffineMap(m.simplify()),
        AttrKind::IntegerSet(s) => AttrKind::IntegerSet(s.simplify()),
        _ => return None,
    };
    let new = ctx.attr(new);
    (new != a).then_some(new)
}

fn simplify_dict(ctx: &Context, dict: Attribute) -> Option<Attribute> {
    let mut changed = false;
    let entries: Vec<_> = ctx
        .dict_entries(dict)
        .iter()
        .map(|&(k, v)| match simplified(ctx, v) {
            Some(n) => {
                changed = true;
                (k, n)
            }
            None => (k, v),
        })
        .collect();
    changed.then(|| ctx.dictionary(entries))
}

fn simplify_attributes(ctx: &Context, body: &mut Body, op: OpId) {
    let data = body.op(op);
    let (props, attrs) = (data.properties, data.attributes);
    let new_props = props.and_then(|p| simplify_dict(ctx, p));
    let new_attrs = simplify_dict(ctx, attrs);
    let data = body.op_mut(op);
    if let Some(p) = new_props {
        data.properties = Some(p);
    }
    if let Some(a) = new_attrs {
        data.attributes = a;
    }
}

/// The driver's worklist, restricted to the ops it started with and the ops
/// created since.
struct Strict {
    allowed: FxHashSet<OpId>,
    worklist: Vec<OpId>,
}

impl Strict {
    fn add(&mut self, op: OpId) {
        if self.allowed.contains(&op) && !self.worklist.contains(&op) {
            self.worklist.push(op);
        }
    }
}

impl Listener for Strict {
    fn inserted(&mut self, _: &Body, op: OpId) {
        self.allowed.insert(op);
        self.add(op);
    }
    fn modified(&mut self, _: &Body, op: OpId) {
        self.add(op);
    }
    fn erasing(&mut self, body: &Body, op: OpId) {
        for &v in body.operands(op) {
            if let Some(def) = body.defining_op(v) {
                if body.uses(v).iter().filter(|u| u.op != op).count() <= 1 {
                    self.add(def);
                }
            }
        }
        self.allowed.remove(&op);
        self.worklist.retain(|&o| o != op);
    }
    fn replacing(&mut self, body: &Body, op: OpId) {
        for &r in body.results(op) {
            let users: Vec<OpId> = body.uses(r).iter().map(|u| u.op).collect();
            for u in users {
                self.add(u);
            }
        }
    }
}

fn apply_to_ops(ctx: &Context, registry: &Registry, body: &mut Body, ops: Vec<OpId>) {
    let mut state = Strict { allowed: ops.iter().copied().collect(), worklist: ops };
    // Bounded like upstream's default rewrite limits, against cycles.
    let mut budget = 100_000usize;
    while let Some(op) = state.worklist.pop() {
        budget = budget.saturating_sub(1);
        if budget == 0 {
            break;
        }
        if body.is_erased(op) {
            continue;
        }
        if is_trivially_dead(ctx, registry, body, op) {
            Rewriter::new(ctx, registry, body).with_listener(&mut state).erase_op(op);
            continue;
        }
        let name = ctx.str(body.op(op).name);
        if registry.traits(name).contains(crate::opdef::Traits::CONSTANT_LIKE) {
            continue;
        }
        match fold_op(ctx, registry, body, op) {
            Folded::InPlace => {
                state.add(op);
                continue;
            }
            Folded::Results(results) => {
                if replace_with_fold(ctx, registry, body, op, &results, &mut state) {
                    continue;
                }
            }
            Folded::Failure => {}
        }
        let mut rw = Rewriter::new(ctx, registry, body).with_listener(&mut state);
        rw.set_insertion_point_before(op);
        let _ = match name {
            ApplyOp::NAME => simplify_affine_op(&mut rw, op),
            ForOp::NAME => canonicalize_for(&mut rw, op),
            IfOp::NAME => canonicalize_if(&mut rw, op),
            _ => false,
        };
    }
}

/// Replace `op` by its fold results, constants materialized right before it.
fn replace_with_fold(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    op: OpId,
    results: &[OpFoldResult],
    state: &mut Strict,
) -> bool {
    Rewriter::new(ctx, registry, body).with_listener(state).replace_op_with_fold_results(op, results)
}

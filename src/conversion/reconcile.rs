//! Cleaning up bridging casts: a chain of `unrealized_conversion_cast`s
//! that returns to its input type folds to that input, and unused casts
//! are erased (the `reconcile-unrealized-casts` pass).

use super::CAST;
use crate::ir::{Body, Context, OpId};

fn is_cast(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.str(body.op(op).name) == CAST
}

/// The casts of `body`'s scope, in pre-order.
fn collect_casts(ctx: &Context, body: &Body) -> Vec<OpId> {
    let mut casts = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            if is_cast(ctx, body, op) {
                casts.push(op);
            }
        });
    }
    casts
}

/// Fold cast chains that return to their input type and erase unused
/// casts in `body` and its nested isolated ops. Returns the casts erased.
pub fn reconcile_unrealized_casts(ctx: &Context, body: &mut Body) -> usize {
    let casts = collect_casts(ctx, body);
    // Outer casts of a chain first see their inputs still in place.
    for &op in &casts {
        if body.is_erased(op) || body.operands(op).len() != 1 || body.results(op).len() != 1 {
            continue;
        }
        let result = body.results(op)[0];
        let ty = body.value_type(result);
        // Walk back through single-input casts to a value of the result type.
        let mut cur = body.operands(op)[0];
        let mut found = None;
        for _ in 0..casts.len() {
            if body.value_type(cur) == ty {
                found = Some(cur);
                break;
            }
            match body.defining_op(cur) {
                Some(d) if is_cast(ctx, body, d) && body.operands(d).len() == 1 => cur = body.operands(d)[0],
                _ => break,
            }
        }
        if let Some(v) = found {
            body.replace_all_uses(result, v);
        }
    }
    let mut erased = 0;
    // Erase unused casts, users before their inputs.
    for &op in casts.iter().rev() {
        if !body.is_erased(op) && body.results(op).iter().all(|&r| !body.has_uses(r)) {
            body.erase_op(op);
            erased += 1;
        }
    }
    crate::rewrite::greedy::for_each_isolated(body, &mut |_, inner| erased += reconcile_unrealized_casts(ctx, inner));
    erased
}

/// Erase casts without uses (repeatedly, through chains), leaving live ones.
pub(super) fn erase_dead_casts(ctx: &Context, body: &mut Body) {
    let mut changed = true;
    while changed {
        changed = false;
        let casts = collect_casts(ctx, body);
        for op in casts {
            if body.results(op).iter().all(|&r| !body.has_uses(r)) {
                body.erase_op(op);
                changed = true;
            }
        }
    }
}

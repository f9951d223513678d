//! What `canonicalize` does with poly ops: `poly.add`'s fold (adding the
//! zero polynomial) and `poly.eval`'s pattern (evaluating a sum is adding
//! evaluations). Both are hooks named in ops.ods (`hooks fold`, `hooks
//! canonicalize`), registered with the ops' definitions.

use strata::dialects::arith::AddFOp;
use strata::ir::{Body, OpId};
use strata::rewrite::{FoldCx, Folded, Rewriter};

use super::{coefficients, AddOp, EvalOp};

/// `poly.add %p, %zero` → `%p` when `%zero` is a constant whose
/// coefficients are all zero (either side: the op is commutative).
pub(super) fn fold_add(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let is_zero = |i: usize| {
        let values = cx.constant(i).and_then(|a| coefficients(cx.ctx, a));
        values.is_some_and(|v| v.iter().all(|&c| c == 0.0))
    };
    let add = AddOp(op);
    if is_zero(1) {
        return Folded::value(add.lhs(body));
    }
    if is_zero(0) {
        return Folded::value(add.rhs(body));
    }
    Folded::Failure
}

/// `poly.eval (poly.add %a, %b) at %x` →
/// `arith.addf (poly.eval %a at %x), (poly.eval %b at %x)`, when the sum
/// has no other use and is computed in the same block: then no sum of
/// coefficients is left to compute, and no work moves into a loop that
/// the sum was computed outside of.
pub(super) fn canonicalize_eval(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let eval = EvalOp(op);
    let input = eval.input(rw.body);
    let Some(add) = rw.body.defining_op(input).and_then(|d| AddOp::cast(ctx, rw.body, d)) else {
        return false;
    };
    if rw.body.uses(input).len() != 1 || rw.body.parent_block(add.0) != rw.body.parent_block(op) {
        return false;
    }
    let (a, b, x) = (add.lhs(rw.body), add.rhs(rw.body), eval.point(rw.body));
    let (loc, ty) = (rw.body.op(op).loc, rw.body.value_type(eval.output(rw.body)));
    rw.set_insertion_point_before(op);
    let ea = EvalOp::create(ctx, rw.body, loc, a, x, ty);
    rw.insert(ea.0);
    let eb = EvalOp::create(ctx, rw.body, loc, b, x, ty);
    rw.insert(eb.0);
    let sum = AddFOp::create(ctx, rw.body, loc, ea.output(rw.body), eb.output(rw.body), ty, None);
    rw.insert(sum.0);
    let result = sum.result(rw.body);
    rw.replace_op(op, &[result]);
    true
}

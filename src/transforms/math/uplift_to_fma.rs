//! `math-uplift-to-fma`: `arith.addf` of an `arith.mulf`, both with the
//! `contract` fast-math flag, becomes one `math.fma` carrying the flags the
//! two have in common, as upstream MLIR 19's pass does. Like upstream it
//! runs the greedy driver bottom-up (upstream's default), so ops left dead (the multiplication) are
//! erased and constants folded and hoisted.

use crate::dialects::arith::{AddFOp, MulFOp, FASTMATH, FASTMATH_CONTRACT as CONTRACT};
use crate::dialects::math::FmaOp;
use crate::ir::{Attribute, OpId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_patterns_and_fold_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct UpliftToFma;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(UpliftToFma))
}

impl Pass for UpliftToFma {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig { top_down: false, patterns: Some(uplift), ..GreedyConfig::default() };
        apply_patterns_and_fold_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config);
        Ok(())
    }
}

/// The fast-math flags of `attr` (none when absent).
fn flags(rw: &Rewriter<'_>, attr: Option<Attribute>) -> u64 {
    attr.and_then(|a| FASTMATH.bits_of(rw.ctx, a)).unwrap_or(0)
}

/// `addf(mulf(a, b), c)` or `addf(c, mulf(a, b))`, both contractable:
/// `fma(a, b, c)`.
fn uplift(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(add) = AddFOp::cast(rw.ctx, rw.body, op) else { return false };
    let add_flags = flags(rw, add.fastmath(rw.ctx, rw.body));
    if add_flags & CONTRACT == 0 {
        return false;
    }
    let (lhs, rhs) = (add.lhs(rw.body), add.rhs(rw.body));
    let mul_of = |v| rw.body.defining_op(v).and_then(|d| MulFOp::cast(rw.ctx, rw.body, d));
    let (mul, c) = match (mul_of(lhs), mul_of(rhs)) {
        (Some(m), _) => (m, rhs),
        (None, Some(m)) => (m, lhs),
        (None, None) => return false,
    };
    let mul_flags = flags(rw, mul.fastmath(rw.ctx, rw.body));
    if mul_flags & CONTRACT == 0 {
        return false;
    }
    let (a, b) = (mul.lhs(rw.body), mul.rhs(rw.body));
    let ty = rw.body.value_type(add.result(rw.body));
    let loc = rw.body.op(op).loc;
    let fastmath = FASTMATH.attr(rw.ctx, add_flags & mul_flags);
    let fma = FmaOp::create(rw.ctx, rw.body, loc, a, b, c, ty, Some(fastmath));
    rw.set_insertion_point_before(op);
    rw.insert(fma.0);
    let v = fma.result(rw.body);
    rw.replace_op(op, &[v]);
    true
}

//! `affine-loop-normalize`: `affine.for` and `affine.parallel` loops are
//! rewritten to run from 0 with step 1; the body computes the original
//! induction variable with an `affine.apply`. With `promote-single-iter`,
//! an `affine.for` that runs exactly once is replaced by its body.
//! Loops are visited innermost first, as upstream's post-order walk.

use crate::dialects::affine::{normalize_for, normalize_parallel, post_order, ForOp, ParallelOp};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct AffineLoopNormalize {
    promote_single_iter: bool,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let promote = options.get("promote-single-iter").map_or("false", String::as_str);
    Ok(Box::new(AffineLoopNormalize { promote_single_iter: matches!(promote, "true" | "1") }))
}

impl Pass for AffineLoopNormalize {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let body = &mut target.body;
        let mut ops = Vec::new();
        for r in body.roots.clone() {
            post_order(body, r, &mut ops);
        }
        for op in ops {
            match cx.ctx.str(body.op(op).name) {
                ParallelOp::NAME => normalize_parallel(cx.ctx, cx.registry, body, op),
                ForOp::NAME => normalize_for(cx.ctx, cx.registry, body, op, self.promote_single_iter),
                _ => {}
            }
        }
        Ok(())
    }
}

//! `affine-expand-index-ops`: each `affine.delinearize_index` becomes the
//! `affine.apply` ops computing its results
//! ([`crate::dialects::affine::build::delinearize_index`]), under the
//! greedy driver (which folds and canonicalizes them, as upstream's pass).

use crate::dialects::affine::build::delinearize_index;
use crate::dialects::affine::DelinearizeIndexOp;
use crate::ir::OpId;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct ExpandIndexOps;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ExpandIndexOps))
}

impl Pass for ExpandIndexOps {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let pattern = |rw: &mut Rewriter<'_>, op: OpId| {
            if ctx.str(rw.body.op(op).name) != DelinearizeIndexOp::NAME {
                return false;
            }
            let Some((&linear, basis)) = rw.body.operands(op).split_first() else { return false };
            let basis = basis.to_vec();
            if basis.is_empty() || rw.body.results(op).len() != basis.len() {
                return false;
            }
            let loc = rw.body.op(op).loc;
            rw.set_insertion_point_before(op);
            let results = delinearize_index(rw, loc, linear, &basis);
            rw.replace_op(op, &results);
            true
        };
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(ctx, cx.registry, Some(target.name), &mut target.body, &config, &pattern);
        Ok(())
    }
}

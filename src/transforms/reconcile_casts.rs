//! `reconcile-unrealized-casts`: fold away the bridging casts a dialect
//! conversion left behind where they cancel out.

use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct ReconcileCasts;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ReconcileCasts))
}

impl Pass for ReconcileCasts {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        crate::conversion::reconcile_unrealized_casts(cx.ctx, &mut target.body);
        Ok(())
    }
}

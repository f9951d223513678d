//! `canonicalize`: folds and canonicalization patterns of every op, applied
//! by the greedy driver until a fixed point.

use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_patterns_and_fold_greedily, GreedyConfig, RegionSimplify};
use crate::syntax::diag::Diagnostic;

struct Canonicalizer {
    config: GreedyConfig,
    test_convergence: bool,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let num = |name: &str| opts.get(name).map(String::as_str).unwrap_or("");
    let region_simplify = match num("region-simplify") {
        "disabled" => RegionSimplify::Disabled,
        "aggressive" => RegionSimplify::Aggressive,
        _ => RegionSimplify::Normal,
    };
    let max_rewrites: i64 = num("max-num-rewrites").parse().map_err(|_| "max-num-rewrites: expected an integer")?;
    let config = GreedyConfig {
        top_down: flag(opts, "top-down"),
        max_iterations: num("max-iterations").parse().map_err(|_| "max-iterations: expected an integer")?,
        max_rewrites: u64::try_from(max_rewrites).ok(),
        region_simplify,
        ..GreedyConfig::default()
    };
    Ok(Box::new(Canonicalizer { config, test_convergence: flag(opts, "test-convergence") }))
}

impl Pass for Canonicalizer {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let converged =
            apply_patterns_and_fold_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &self.config);
        if self.test_convergence && !converged {
            return Err(Diagnostic::error(target.loc, "Canonicalizer failed to converge".to_string()));
        }
        Ok(())
    }
}

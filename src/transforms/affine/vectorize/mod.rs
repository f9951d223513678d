//! `affine-super-vectorize`: upstream MLIR 19's `SuperVectorize` pass.
//! Parallel `affine.for` loops whose affine accesses move along at most one
//! memref dimension are rewritten to operate on virtual vectors of
//! `virtual-vector-size` elements: loads become `vector.transfer_read`
//! (loop-invariant ones broadcasting through a `permutation_map` with a
//! `0` result), stores `vector.transfer_write`, arith and math ops take
//! vector types, constants become splat constants at the top of the
//! innermost vector loop, values defined above the nest are broadcast
//! after their definition, and the step of each vectorized loop is
//! multiplied by its vector size.
//!
//! As upstream, the pass matches a 1-, 2- or 3-deep pattern of nested
//! loops (one per vector size; `test-fastest-varying` names the memref
//! dimension, counted from the last, each loop must move along), groups
//! matches that nest into each other, and vectorizes the first match of
//! each group that it can, innermost first. A nest is rebuilt next to the
//! original, op by op; when an op cannot be vectorized (an induction
//! variable used as a value, an op without a vector form), the new nest is
//! erased and the original kept. With `vectorize-reductions`, a loop whose
//! iteration arguments are reductions carries vector accumulators started
//! at the reduction's neutral element, reduced by `vector.reduction` after
//! the loop and combined with the original initial value; a trip count
//! that is not a multiple of the vector size masks the last iteration's
//! contribution with `vector.create_mask` and `arith.select`.
//!
//! Where Strata differs (each refuses a loop upstream would transform
//! into wrong or invalid IR): a subscript moving along a vectorized loop
//! must move by one element per iteration (upstream reads `A[2 * i]` as if
//! it were contiguous); only arith and math ops are widened; nested loops
//! must have bounds defined above the vectorized nest; and an op whose
//! vector rank would differ from the number of vector sizes is refused.
//! Strata's own option `infer-in-bounds` (default off, so the output is
//! upstream's) marks a transfer dimension `in_bounds` when the loop bounds
//! and a static memref shape prove every element it touches exists.

use rustc_hash::{FxHashMap, FxHashSet};

use super::analysis::{is_loop_parallel, loops_post_order, parallel_reductions};
use crate::dialects::affine::MapCx;
use crate::ir::{Body, Context, OpId};
use crate::opdef::Registry;
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::{Diagnostic, Severity};
use legality::vectorizable_loop_body;
use nest::{vectorize_loop_nest, Strategy};

struct SuperVectorize {
    sizes: Vec<i64>,
    fastest_varying: Vec<i64>,
    vectorize_reductions: bool,
    infer_in_bounds: bool,
}

fn list(options: &PassOptions, name: &str) -> Result<Vec<i64>, String> {
    match options.get(name).map(String::as_str) {
        None | Some("") => Ok(Vec::new()),
        Some(text) => text
            .split(',')
            .map(|s| s.trim().parse().map_err(|_| format!("invalid value '{s}' for option {name}")))
            .collect(),
    }
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(SuperVectorize {
        sizes: list(options, "virtual-vector-size")?,
        fastest_varying: list(options, "test-fastest-varying")?,
        vectorize_reductions: flag(options, "vectorize-reductions"),
        infer_in_bounds: flag(options, "infer-in-bounds"),
    }))
}

impl Pass for SuperVectorize {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        if !self.fastest_varying.is_empty() && self.fastest_varying.len() != self.sizes.len() {
            return Err(Diagnostic {
                severity: Severity::Remark,
                loc: target.loc,
                message: "Fastest varying pattern specified with different size than the vector size.".into(),
                notes: Vec::new(),
            });
        }
        if self.vectorize_reductions && self.sizes.len() != 1 {
            return Err(Diagnostic::error(target.loc, "Vectorizing reductions is supported only for 1-D vectors."));
        }
        if self.sizes.iter().any(|&s| s <= 0) {
            return Err(Diagnostic::error(target.loc, "Vectorization factor must be greater than zero."));
        }
        if self.sizes.is_empty() || self.sizes.len() > 3 {
            return Ok(());
        }
        let body = &mut target.body;
        if body.roots.is_empty() {
            return Ok(());
        }
        let (ctx, registry) = (cx.ctx, cx.registry);
        let analysis = Analysis::new(self, ctx, registry, body);
        let matches = analysis.matches(body, None, 0);
        for bucket in intersection_buckets(body, matches) {
            for m in bucket {
                let mut loops = Vec::new();
                m.by_level(0, &mut loops);
                if loops.iter().flatten().any(|&l| body.is_erased(l)) || !nesting_is_valid(body, &loops) {
                    continue;
                }
                let mut loop_to_dim = FxHashMap::default();
                for (level, ls) in loops.iter().enumerate() {
                    loop_to_dim.extend(ls.iter().map(|&l| (l, level)));
                }
                let strategy = Strategy {
                    sizes: &self.sizes,
                    loop_to_dim,
                    reductions: &analysis.reductions,
                    infer_in_bounds: self.infer_in_bounds,
                };
                if vectorize_loop_nest(ctx, registry, body, m.root, &strategy) {
                    break;
                }
            }
        }
        Ok(())
    }
}

/// A match of the loop pattern: a loop and the matches of the next level
/// nested in it.
struct Match {
    root: OpId,
    children: Vec<Match>,
}

impl Match {
    /// The matched loops, level by level (upstream `getMatchedAffineLoops`).
    fn by_level(&self, level: usize, out: &mut Vec<Vec<OpId>>) {
        if out.len() <= level {
            out.push(Vec::new());
        }
        out[level].push(self.root);
        for c in &self.children {
            c.by_level(level + 1, out);
        }
    }
}

/// What the pattern's filters need, computed before anything changes.
struct Analysis<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    rank: usize,
    fastest_varying: &'a [i64],
    parallel: FxHashSet<OpId>,
    reductions: FxHashMap<OpId, Vec<(usize, &'static str)>>,
    /// Every `affine.for`, inner loops first.
    loops: Vec<OpId>,
}

impl<'a> Analysis<'a> {
    fn new(pass: &'a SuperVectorize, ctx: &'a Context, registry: &'a Registry, body: &Body) -> Self {
        let cx = MapCx { ctx, registry, body };
        let loops = loops_post_order(cx);
        let mut parallel = FxHashSet::default();
        let mut reductions = FxHashMap::default();
        for &l in &loops {
            if pass.vectorize_reductions {
                if let Some(r) = parallel_reductions(cx, l) {
                    parallel.insert(l);
                    if !r.is_empty() {
                        reductions.insert(l, r);
                    }
                }
            } else if is_loop_parallel(cx, l) {
                parallel.insert(l);
            }
        }
        Analysis {
            ctx,
            registry,
            rank: pass.sizes.len(),
            fastest_varying: &pass.fastest_varying,
            parallel,
            reductions,
            loops,
        }
    }

    /// Upstream `isVectorizableLoopPtrFactory`: the filter of pattern level
    /// `level`.
    fn filter(&self, body: &Body, l: OpId, level: usize) -> bool {
        if !self.parallel.contains(&l) {
            return false;
        }
        let Some(dim) = vectorizable_loop_body(MapCx { ctx: self.ctx, registry: self.registry, body }, l) else {
            return false;
        };
        let wanted = self.fastest_varying.get(level).copied().unwrap_or(-1);
        dim.is_none() || wanted == -1 || dim == Some(wanted)
    }

    /// The matches of pattern levels `level..` among the loops nested in
    /// `scope` (all loops for `None`), in post-order.
    fn matches(&self, body: &Body, scope: Option<OpId>, level: usize) -> Vec<Match> {
        let mut out = Vec::new();
        for &l in &self.loops {
            if scope.is_some_and(|s| s == l || !body.is_ancestor(s, l)) || !self.filter(body, l, level) {
                continue;
            }
            let children = if level + 1 < self.rank { self.matches(body, Some(l), level + 1) } else { Vec::new() };
            if level + 1 < self.rank && children.is_empty() {
                continue;
            }
            out.push(Match { root: l, children });
        }
        out
    }
}

/// Upstream `computeIntersectionBuckets`: matches grouped with the first
/// group whose root contains them or is contained in them.
fn intersection_buckets(body: &Body, matches: Vec<Match>) -> Vec<Vec<Match>> {
    let mut roots: Vec<OpId> = Vec::new();
    let mut buckets: Vec<Vec<Match>> = Vec::new();
    for m in matches {
        let found = roots.iter().position(|&r| body.is_ancestor(r, m.root) || body.is_ancestor(m.root, r));
        match found {
            Some(i) => {
                if body.is_ancestor(m.root, roots[i]) {
                    roots[i] = m.root;
                }
                buckets[i].push(m);
            }
            None => {
                roots.push(m.root);
                buckets.push(vec![m]);
            }
        }
    }
    buckets
}

/// Upstream `verifyLoopNesting`: one root; every loop of a level inside a
/// loop of the level above and not inside another loop of its own level.
fn nesting_is_valid(body: &Body, loops: &[Vec<OpId>]) -> bool {
    let proper = |a: OpId, b: OpId| a != b && body.is_ancestor(a, b);
    loops.first().is_some_and(|r| r.len() == 1)
        && loops
            .windows(2)
            .all(|w| w[1].iter().all(|&l| w[0].iter().any(|&p| proper(p, l)) && !w[1].iter().any(|&s| proper(s, l))))
}

mod legality;
mod nest;
mod reduction;
#[cfg(test)]
mod tests;

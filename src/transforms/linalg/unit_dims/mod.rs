//! `linalg-fold-unit-extent-dims`: drops the loops of `linalg.generic` ops
//! that run once (unit extents), collapsing the operands to match with
//! `tensor.collapse_shape`/`memref.collapse_shape` and expanding the
//! results back with `tensor.expand_shape`, or (`use-rank-reducing-slices`)
//! with rank-reducing `extract_slice`/`subview` and `insert_slice`. In the
//! same greedy run, as upstream: unit dimensions of `tensor.pad` are dropped
//! the same way, the inits of all-parallel generics that the payload reads
//! become inputs, and (with reshapes) slices become rank-reducing slices
//! plus a reshape; `linalg.fill` and `tensor.empty` fold through reshapes,
//! slices and casts, pads, inserted pads and packs of fills become fills,
//! packs and unpacks of `tensor.empty` their destination, and the reshape
//! and `tensor.empty` canonicalizations apply.

mod drop;
mod fill_empty;
mod move_init;
pub(super) mod pad;
mod pad_pack;
mod reshape;
mod slices;

use crate::ir::OpId;
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

/// How operands lose their unit dimensions (upstream's
/// `RankReductionStrategy`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Strategy {
    /// `collapse_shape` and `expand_shape`.
    Reshape,
    /// Rank-reducing `extract_slice`/`subview` and `insert_slice`.
    Slices,
}

struct FoldUnitExtentDims {
    strategy: Strategy,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let strategy = if flag(opts, "use-rank-reducing-slices") { Strategy::Slices } else { Strategy::Reshape };
    Ok(Box::new(FoldUnitExtentDims { strategy }))
}

/// Ops whose canonicalization patterns upstream's pass includes, per strategy.
const CANONICALIZED_WITH_RESHAPES: &[&str] = &["tensor.collapse_shape", "tensor.empty", "tensor.expand_shape"];
const CANONICALIZED_WITH_SLICES: &[&str] = &["tensor.empty"];

/// Upstream's pattern set, in its order.
fn patterns(rw: &mut Rewriter<'_>, op: OpId, strategy: Strategy) -> bool {
    if drop::drop_unit_dims(rw, op, strategy) || pad::drop_pad_unit_dims(rw, op, strategy) {
        return true;
    }
    if strategy == Strategy::Reshape
        && (slices::rank_reduced_extract_slice(rw, op) || slices::rank_reduced_insert_slice(rw, op))
    {
        return true;
    }
    if fill_empty::fill_patterns(rw, op) || pad_pack::pad_pack_patterns(rw, op) {
        return true;
    }
    let name = rw.ctx.str(rw.body.op(op).name);
    let canonicalized = match strategy {
        Strategy::Reshape => CANONICALIZED_WITH_RESHAPES,
        Strategy::Slices => CANONICALIZED_WITH_SLICES,
    };
    if canonicalized.contains(&name) {
        if let Some(f) = rw.registry.op(name).and_then(|d| d.canonicalize) {
            if f(rw, op) {
                return true;
            }
        }
    }
    fill_empty::empty_patterns(rw, op)
        || move_init::move_init_operands_to_input(rw, op)
        || (strategy == Strategy::Reshape && crate::dialects::tensor::dim_of_reshape_source(rw, op))
        || crate::transforms::resolve_shaped_type_result_dims::dim_of_reified_result(rw, op)
}

impl Pass for FoldUnitExtentDims {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig::default();
        let strategy = self.strategy;
        let set = move |rw: &mut Rewriter<'_>, op: OpId| patterns(rw, op, strategy);
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &set);
        Ok(())
    }
}

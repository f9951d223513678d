//! `linalg-fuse-elementwise-ops`: fuses producer `linalg.generic` ops on
//! tensors into the generics that read their results, and reshapes into
//! generics by expanding their loops (`reshape.rs`; pads of collapses
//! become collapses of pads, `pad.rs`, to reach them), under the greedy
//! driver, together with the clean-ups upstream's pass runs in the same
//! pattern set: fill and scalar or splat constant inputs are read as
//! scalars, inits the payload does not read become `tensor.empty`, dead and
//! duplicate operands and results of generics are dropped, transposes of
//! constants are folded, and the canonicalization patterns of
//! `affine.apply`, `linalg.generic`, `tensor.expand_shape`,
//! `tensor.collapse_shape` and the linalg dialect's apply.

mod constant;
mod elementwise;
mod erase_unused;
mod fold_operands;
mod generic;
mod pad;
mod reshape;

pub(crate) use erase_unused::value_loc;

use crate::ir::OpId;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct FuseElementwiseOps;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(FuseElementwiseOps))
}

/// Ops whose canonicalization patterns upstream's pass includes.
const CANONICALIZED: &[&str] = &["affine.apply", "linalg.generic", "tensor.expand_shape", "tensor.collapse_shape"];

fn patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if elementwise::fuse_elementwise(rw, op)
        || fold_operands::fold_fill_into_generic(rw, op)
        || fold_operands::fold_scalar_or_splat_constant(rw, op)
        || fold_operands::remove_outs_dependency(rw, op)
        || constant::fold_constant_transpose(rw, op)
        || erase_unused::dedup_and_remove_dead(rw, op)
        || reshape::fold_reshapes_by_expansion(rw, op)
        || pad::fold_pad_with_collapse_producer(rw, op)
        || crate::dialects::linalg::dialect_canonicalization(rw, op)
    {
        return true;
    }
    let name = rw.ctx.str(rw.body.op(op).name);
    if !CANONICALIZED.contains(&name) {
        // (the reshapes' patterns include the sizes of their results)
        return crate::dialects::tensor::dim_of_reshape_source(rw, op);
    }
    match rw.registry.op(name).and_then(|d| d.canonicalize) {
        Some(f) => f(rw, op),
        None => false,
    }
}

impl Pass for FuseElementwiseOps {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &patterns);
        Ok(())
    }
}

//! `resolve-ranked-shaped-type-result-dims` and
//! `resolve-shaped-type-result-dims`: a `tensor.dim` or `memref.dim` of an
//! op's result at a constant index becomes the size the op's dialect
//! computes from the op's operands (the registry's reification hook,
//! upstream's `ReifyRankedShapedTypeOpInterface`). The patterns run in the
//! greedy driver with folding, bottom-up, as upstream's passes.
//!
//! The second pass adds upstream's rule for ops with
//! `InferShapedTypeOpInterface::reifyReturnTypeShapes`, which no op of
//! Strata's dialects has, so both passes rewrite the same way.

use crate::dialects::memref::Ofr;
use crate::dialects::tensor::constant_index;
use crate::dialects::tensor::subset::ofr_int;
use crate::ir::{OpId, ValueDef};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_patterns_and_fold_greedily, GreedyConfig};
use crate::rewrite::{OpFoldResult, Rewriter};
use crate::syntax::diag::Diagnostic;

struct ResolveShapedTypeResultDims {
    name: &'static str,
}

pub fn create_ranked(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ResolveShapedTypeResultDims { name: "resolve-ranked-shaped-type-result-dims" }))
}

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ResolveShapedTypeResultDims { name: "resolve-shaped-type-result-dims" }))
}

impl Pass for ResolveShapedTypeResultDims {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig { top_down: false, patterns: Some(dim_of_reified_result), ..GreedyConfig::default() };
        if apply_patterns_and_fold_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config) {
            return Ok(());
        }
        Err(Diagnostic::error(
            target.loc,
            format!("'{}' did not converge: its rewrites kept changing the IR", self.name),
        ))
    }
}

/// `dim(%r, %c)` of a result `%r` whose op's dialect computes its sizes:
/// the computed size (upstream's `DimOfReifyRankedShapedTypeOpInterface`).
pub fn dim_of_reified_result(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    if !matches!(ctx.str(rw.body.op(op).name), "tensor.dim" | "memref.dim") {
        return false;
    }
    let [source, index] = rw.body.operands(op)[..] else { return false };
    let ValueDef::Result { op: def, index: result } = rw.body.value(source).def else { return false };
    let Some(dim) = ofr_int(ctx, rw.registry, rw.body, Ofr::Value(index)) else { return false };
    let Some(reify) = rw.registry.reify_result_shapes(ctx, rw.body, def) else { return false };
    let Some(shapes) = reify(rw, def) else { return false };
    // Out-of-bounds indices are valid IR (with undefined behaviour): left alone.
    let size = usize::try_from(dim).ok().and_then(|d| shapes.get(result as usize)?.get(d).copied());
    let Some(size) = size else { return false };
    let loc = rw.body.op(op).loc;
    let value = match size {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Attr(a) => match ctx.attr_kind(a) {
            crate::ir::AttrKind::Integer { value, .. } => match i64::try_from(value) {
                Ok(c) => constant_index(rw, loc, c),
                Err(_) => return false,
            },
            _ => return false,
        },
    };
    rw.replace_op(op, &[value]);
    true
}

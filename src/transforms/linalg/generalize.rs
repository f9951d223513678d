//! `linalg-generalize-named-ops`: every named structured op (and
//! `linalg.reduce`, `linalg.transpose`, `linalg.broadcast`) becomes the
//! `linalg.generic` it stands for: same operands and results, its indexing
//! maps and iterator types spelled out, and its payload region moved over
//! unchanged.

use crate::dialects::linalg::named::IteratorType;
use crate::dialects::linalg::structured::Kind;
use crate::dialects::linalg::{keyword_attr, StructuredOp};
use crate::ir::{AttrKind, Body, Context, OpId, OperationState};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct GeneralizeNamedOps;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(GeneralizeNamedOps))
}

impl Pass for GeneralizeNamedOps {
    /// As upstream, the rewrite runs under the greedy driver: constants of
    /// the payloads are hoisted and uniqued, unused tensor ops removed.
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let patterns = |rw: &mut Rewriter<'_>, op: OpId| {
            // As upstream, map stays: its payload takes no init argument.
            let Some(s) =
                StructuredOp::get(rw.ctx, rw.body, op).filter(|s| !matches!(s.kind, Kind::Generic | Kind::Map))
            else {
                return false;
            };
            let state = generic_state(rw.ctx, rw.body, &s);
            rw.set_insertion_point_before(op);
            let generic = rw.create(state);
            let results = rw.body.results(generic).to_vec();
            rw.replace_op(op, &results);
            true
        };
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &patterns);
        Ok(())
    }
}

/// The `linalg.generic` `s` stands for; takes `s`'s payload region.
fn generic_state(ctx: &Context, body: &mut Body, s: &StructuredOp) -> OperationState {
    let op = s.op;
    let maps = s.indexing_maps(ctx, body).into_iter().map(|m| ctx.attr(AttrKind::AffineMap(m))).collect();
    let iters =
        s.iterator_types(ctx, body).into_iter().map(|t: IteratorType| keyword_attr(ctx, "iterator_type", t.keyword()));
    let segments = crate::opdef::ods::segment_sizes(ctx, &[s.num_inputs(ctx, body), s.inits(ctx, body).len()]);
    let props = ctx.dictionary(vec![
        (ctx.ident("indexing_maps"), ctx.attr(AttrKind::Array(maps))),
        (ctx.ident("iterator_types"), ctx.attr(AttrKind::Array(iters.collect()))),
        (ctx.ident("operandSegmentSizes"), segments),
    ]);
    let data = body.op(op);
    let kept: Vec<_> = ctx
        .dict_entries(data.attributes)
        .iter()
        .filter(|(k, _)| ctx.str(*k) != "linalg.memoized_indexing_maps")
        .copied()
        .collect();
    let regions = std::mem::take(&mut body.op_mut(op).regions);
    OperationState {
        name: ctx.ident("linalg.generic"),
        loc: body.op(op).loc,
        operands: body.operands(op).to_vec(),
        result_types: body.results(op).iter().map(|&r| body.value_type(r)).collect(),
        properties: Some(props),
        attributes: ctx.dictionary(kept),
        successors: vec![],
        regions,
        inner: None,
    }
}

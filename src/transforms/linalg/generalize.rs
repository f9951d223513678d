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
use crate::syntax::diag::Diagnostic;

struct GeneralizeNamedOps;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(GeneralizeNamedOps))
}

impl Pass for GeneralizeNamedOps {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let body = &mut target.body;
        for i in 0..body.num_ops() {
            let op = OpId(i as u32);
            if body.is_erased(op) || body.parent_block(op).is_none() {
                continue;
            }
            // As upstream, map stays: its payload takes no init argument.
            if let Some(s) =
                StructuredOp::get(cx.ctx, body, op).filter(|s| !matches!(s.kind, Kind::Generic | Kind::Map))
            {
                generalize(cx.ctx, body, &s);
            }
        }
        Ok(())
    }
}

/// Replace the named op `s` by its `linalg.generic`.
pub fn generalize(ctx: &Context, body: &mut Body, s: &StructuredOp) -> OpId {
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
    let state = OperationState {
        name: ctx.ident("linalg.generic"),
        loc: body.op(op).loc,
        operands: body.operands(op).to_vec(),
        result_types: body.results(op).iter().map(|&r| body.value_type(r)).collect(),
        properties: Some(props),
        attributes: ctx.dictionary(kept),
        successors: vec![],
        regions,
        inner: None,
    };
    let generic = body.create_op(state);
    body.insert_op_before(op, generic);
    let (old, new) = (body.results(op).to_vec(), body.results(generic).to_vec());
    for (o, n) in old.into_iter().zip(new) {
        body.replace_all_uses(o, n);
    }
    body.erase_op(op);
    generic
}

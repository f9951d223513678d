//! `convert-elementwise-to-linalg`: an elementwise op (upstream's
//! `ElementwiseMappable`: arith, math) on ranked tensors becomes a
//! `linalg.generic` with identity maps and parallel loops whose payload is
//! the op on elements. The destination is the first operand of the
//! result's type, else a `tensor.empty` (its dynamic sizes read from the
//! first operand), as upstream.

use crate::dialects::linalg::keyword_attr;
use crate::dialects::tensor::{DimOp, EmptyOp};
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Body, Context, OpId, OperationState, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::Check;
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct ElementwiseToLinalg;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ElementwiseToLinalg))
}

fn ranked(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape, *element)),
        _ => None,
    }
}

/// Whether `op` is elementwise with every operand and result a ranked
/// tensor of one shape.
fn convertible(ctx: &Context, registry: &Registry, body: &Body, op: OpId) -> bool {
    let name = ctx.str(body.op(op).name);
    let elementwise = registry
        .op(name)
        .and_then(|d| d.spec)
        .is_some_and(|s| s.checks.iter().any(|c| matches!(c, Check::Elementwise)));
    if !elementwise || body.results(op).is_empty() || !body.op(op).regions.is_empty() {
        return false;
    }
    let mut shape: Option<&[i64]> = None;
    body.operands(op).iter().chain(body.results(op)).all(|&v| match ranked(ctx, body.value_type(v)) {
        Some((s, _)) => *shape.get_or_insert(s) == s,
        None => false,
    })
}

fn convert(ctx: &Context, body: &mut Body, op: OpId) {
    let loc = body.op(op).loc;
    let operands = body.operands(op).to_vec();
    let results = body.results(op).to_vec();
    let rank = ranked(ctx, body.value_type(results[0])).map_or(0, |(s, _)| s.len());
    // Destinations: an operand of the result's type, else a new tensor.
    let mut inits = Vec::new();
    for &r in &results {
        let ty = body.value_type(r);
        let init = match operands.iter().find(|&&v| body.value_type(v) == ty) {
            Some(&v) => v,
            None => empty_like(ctx, body, op, operands[0], ty),
        };
        inits.push(init);
    }
    let map = ctx.attr(AttrKind::AffineMap(AffineMap::identity(rank)));
    let maps = vec![map; operands.len() + inits.len()];
    let iters = (0..rank).map(|_| keyword_attr(ctx, "iterator_type", "parallel")).collect();
    let props = ctx.dictionary(vec![
        (ctx.ident("indexing_maps"), ctx.attr(AttrKind::Array(maps))),
        (ctx.ident("iterator_types"), ctx.attr(AttrKind::Array(iters))),
        (ctx.ident("operandSegmentSizes"), crate::opdef::ods::segment_sizes(ctx, &[operands.len(), inits.len()])),
    ]);
    // The payload: one argument per operand and init, the op on elements.
    let region = body.create_region();
    let block = body.create_block(region);
    let element = |b: &Body, v: ValueId| ranked(ctx, b.value_type(v)).map_or(b.value_type(v), |(_, e)| e);
    let args: Vec<ValueId> = operands
        .iter()
        .chain(&inits)
        .map(|&v| element(body, v))
        .collect::<Vec<_>>()
        .into_iter()
        .map(|t| body.add_block_arg(block, t, None))
        .collect();
    let data = body.op(op);
    let scalar = OperationState {
        name: data.name,
        loc,
        operands: args[..operands.len()].to_vec(),
        result_types: results.iter().map(|&r| element(body, r)).collect(),
        properties: data.properties,
        attributes: data.attributes,
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let inner = body.create_op(scalar);
    body.append_op(block, inner);
    let yielded = body.results(inner).to_vec();
    let y = body.create_op(OperationState {
        name: ctx.ident("linalg.yield"),
        loc,
        operands: yielded,
        result_types: Vec::new(),
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    });
    body.append_op(block, y);
    let generic = body.create_op(OperationState {
        name: ctx.ident("linalg.generic"),
        loc,
        operands: operands.iter().chain(&inits).copied().collect(),
        result_types: results.iter().map(|&r| body.value_type(r)).collect(),
        properties: Some(props),
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: vec![region],
        inner: None,
    });
    body.insert_op_before(op, generic);
    for (i, &r) in results.iter().enumerate() {
        let n = body.results(generic)[i];
        body.replace_all_uses(r, n);
    }
    body.erase_op(op);
}

/// `tensor.empty` of type `ty` before `op`, dynamic sizes those of `like`.
fn empty_like(ctx: &Context, body: &mut Body, op: OpId, like: ValueId, ty: Type) -> ValueId {
    let loc = body.op(op).loc;
    let shape = ranked(ctx, ty).map(|(s, _)| s.to_vec()).unwrap_or_default();
    let mut sizes = Vec::new();
    for (d, &extent) in shape.iter().enumerate() {
        if extent == DYNAMIC {
            let index = ctx.index_type();
            let c = crate::dialects::arith::ConstantOp::create(ctx, body, loc, index, ctx.int_attr(index, d as i64));
            body.insert_op_before(op, c.0);
            let c = body.results(c.0)[0];
            let dim = DimOp::create(ctx, body, loc, like, c, index);
            body.insert_op_before(op, dim.0);
            sizes.push(body.results(dim.0)[0]);
        }
    }
    let e = EmptyOp::create(ctx, body, loc, sizes, ty);
    body.insert_op_before(op, e.0);
    body.results(e.0)[0]
}

fn run_on(ctx: &Context, registry: &Registry, body: &mut Body) {
    let mut ops = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| ops.push(op));
    }
    for op in ops {
        if !body.is_erased(op) && convertible(ctx, registry, body, op) {
            convert(ctx, body, op);
        }
    }
    for i in 0..body.num_ops() {
        let op = OpId(i as u32);
        if body.is_erased(op) {
            continue;
        }
        if let Some(inner) = body.inner_mut(op) {
            crate::stack::ensure_sufficient_stack(|| run_on(ctx, registry, inner));
        }
    }
}

impl Pass for ElementwiseToLinalg {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        run_on(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

//! `linalg-decompose-aggregate-ops` (Strata's; upstream reaches the same
//! rewrite only through `transform.structured.decompose_interface`): each
//! `linalg.softmax` on tensors becomes the four ops it stands for, as
//! upstream decomposes it:
//!
//! 1. the maximum along the dimension (`arith.maxnumf` from the lowest
//!    finite value),
//! 2. `exp(x - max)` into the softmax's init,
//! 3. the sum of those along the dimension,
//! 4. their quotient by the sum, into the init again.
//!
//! Softmax on buffers is left as it is.

use crate::dialects::arith::ConstantOp;
use crate::dialects::linalg::build::{fill_state, generic_state, GenericParts};
use crate::dialects::linalg::keyword_attr;
use crate::dialects::tensor::{DimOp, EmptyOp};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Body, Context, Location, OpId, OperationState, Type, TypeKind, ValueId, DYNAMIC};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct DecomposeAggregateOps;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(DecomposeAggregateOps))
}

impl Pass for DecomposeAggregateOps {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        decompose_softmax_ops(cx.ctx, &mut target.body);
        Ok(())
    }
}

/// Decompose every `linalg.softmax` on tensors in `body` (and in the
/// bodies nested in it).
pub fn decompose_softmax_ops(ctx: &Context, body: &mut Body) {
    let mut ops = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| ops.push(op));
    }
    for op in ops {
        if let Some(inner) = body.inner_mut(op) {
            decompose_softmax_ops(ctx, inner);
        } else if ctx.str(body.op(op).name) == "linalg.softmax" && body.results(op).len() == 1 {
            decompose(ctx, body, op);
        }
    }
}

/// What the new ops are built from.
struct Cx<'a> {
    ctx: &'a Context,
    loc: Location,
    /// The softmax, before which everything goes.
    at: OpId,
    rank: usize,
    dim: usize,
}

impl Cx<'_> {
    fn insert(&self, body: &mut Body, state: OperationState) -> ValueId {
        let op = body.create_op(state);
        body.insert_op_before(self.at, op);
        body.results(op)[0]
    }

    fn constant(&self, body: &mut Body, ty: Type, value: crate::ir::Attribute) -> ValueId {
        let c = ConstantOp::create(self.ctx, body, self.loc, ty, value);
        body.insert_op_before(self.at, c.0);
        body.results(c.0)[0]
    }

    /// A `linalg.generic` over `inputs` into `init`, `reduce` along the
    /// dimension or elementwise, whose payload applies `ops` in turn (each
    /// to the previous result and the next block argument, the first to the
    /// first two arguments).
    fn generic(&self, body: &mut Body, inputs: Vec<ValueId>, init: ValueId, reduce: bool, ops: &[&str]) -> ValueId {
        let ctx = self.ctx;
        let identity = AffineMap::identity(self.rank);
        let reduced =
            AffineMap::new(self.rank, 0, (0..self.rank).filter(|&d| d != self.dim).map(AffineExpr::dim).collect());
        let input_maps =
            inputs.iter().enumerate().map(|(i, _)| if i == 0 { identity.clone() } else { reduced.clone() });
        let mut maps: Vec<AffineMap> = input_maps.collect();
        maps.push(if reduce { reduced.clone() } else { identity.clone() });
        let iterator_types = (0..self.rank)
            .map(|d| keyword_attr(ctx, "iterator_type", if reduce && d == self.dim { "reduction" } else { "parallel" }))
            .collect();
        let element = |b: &Body, v: ValueId| ctx.shaped_parts(b.value_type(v)).map_or(b.value_type(v), |(_, e)| e);
        let region = body.create_region();
        let block = body.create_block(region);
        let arg_types: Vec<Type> = inputs.iter().chain([&init]).map(|&v| element(body, v)).collect();
        let args: Vec<ValueId> = arg_types.into_iter().map(|t| body.add_block_arg(block, t, None)).collect();
        let elem = element(body, init);
        let mut value = args[0];
        for (k, &name) in ops.iter().enumerate() {
            let operands = if name == "math.exp" { vec![value] } else { vec![value, args[k + 1]] };
            let op = body.create_op(OperationState::new(ctx, name, self.loc, operands, vec![elem]));
            body.append_op(block, op);
            value = body.results(op)[0];
        }
        let y = body.create_op(OperationState::new(ctx, "linalg.yield", self.loc, vec![value], vec![]));
        body.append_op(block, y);
        let parts = GenericParts {
            inputs,
            inits: vec![init],
            result_types: vec![body.value_type(init)],
            maps,
            iterator_types: ctx.attr(AttrKind::Array(iterator_types)),
            inherent: Vec::new(),
            attributes: ctx.empty_dictionary(),
        };
        self.insert(body, generic_state(ctx, self.loc, parts, region))
    }
}

fn decompose(ctx: &Context, body: &mut Body, op: OpId) {
    let (input, init) = (body.operands(op)[0], body.operands(op)[1]);
    let Some((shape, element)) = (match ctx.type_kind(body.value_type(input)) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    }) else {
        return;
    };
    let Some(kind) = ctx.float_kind(element) else { return };
    let dim = match crate::opdef::ods::attr(ctx, body, op, "dimension").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => usize::try_from(value).unwrap_or(usize::MAX),
        _ => return,
    };
    if dim >= shape.len() || !matches!(ctx.type_kind(body.value_type(init)), TypeKind::RankedTensor { .. }) {
        return;
    }
    let cx = Cx { ctx, loc: body.op(op).loc, at: op, rank: shape.len(), dim };
    // The reduced tensor: the input's shape without `dim`.
    let mut sizes = Vec::new();
    let mut reduced_shape = Vec::new();
    // (as upstream, the sizes of all dimensions are taken first, the
    // reduced one's unused)
    for (d, &extent) in shape.iter().enumerate() {
        let size = (extent == DYNAMIC).then(|| {
            let index = cx.constant(body, ctx.index_type(), ctx.int_attr(ctx.index_type(), d as i64));
            let size = DimOp::create(ctx, body, cx.loc, input, index, ctx.index_type());
            body.insert_op_before(op, size.0);
            body.results(size.0)[0]
        });
        if d != dim {
            reduced_shape.push(extent);
            sizes.extend(size);
        }
    }
    let reduced_ty = ctx.ty(TypeKind::RankedTensor { shape: reduced_shape, element, encoding: None });
    let empty = EmptyOp::create(ctx, body, cx.loc, sizes, reduced_ty);
    body.insert_op_before(op, empty.0);
    let empty = body.results(empty.0)[0];
    let lowest = cx.constant(body, element, ctx.attr(AttrKind::Float { ty: element, bits: kind.largest_bits(true) }));
    let fill = fill_state(ctx, body, cx.loc, lowest, empty);
    let max_init = cx.insert(body, fill);
    let max = cx.generic(body, vec![input], max_init, true, &["arith.maxnumf"]);
    let exp = cx.generic(body, vec![input, max], init, false, &["arith.subf", "math.exp"]);
    let zero = cx.constant(body, element, ctx.attr(AttrKind::Float { ty: element, bits: 0 }));
    let fill = fill_state(ctx, body, cx.loc, zero, empty);
    let sum_init = cx.insert(body, fill);
    let sum = cx.generic(body, vec![exp], sum_init, true, &["arith.addf"]);
    let result = cx.generic(body, vec![exp, sum], init, false, &["arith.divf"]);
    let old = body.results(op)[0];
    body.replace_all_uses(old, result);
    body.erase_op(op);
}

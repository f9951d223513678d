//! The result sizes of tensor ops in terms of their operands (upstream's
//! `ReifyRankedShapedTypeOpInterface` of `empty`, `extract_slice`,
//! `insert_slice`, `pad`, `generate`, `splat`, `concat`, `expand_shape`,
//! `collapse_shape`, `pack` and `unpack`), registered with the registry
//! for passes such as `resolve-ranked-shaped-type-result-dims`. Sizes are
//! built as upstream builds them (a `tensor.dim` folded when it can be, a
//! composed and folded `affine.apply`), so the IR left after the unused
//! ones are erased is upstream's.

use super::subset::{dropped_dims, shape_of};
use super::*;
use crate::dialects::affine::build::make_composed_folded_apply;
use crate::dialects::arith::ConstantOp;
use crate::dialects::memref::{mixed, statics_of, Ofr};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{Location, ValueId};
use crate::rewrite::{OpFoldResult, Rewriter};

/// The integer of an integer attribute.
fn attr_i64(ctx: &Context, a: crate::ir::Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        crate::ir::AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// Where a value is defined: its op's location, or a block argument's own.
fn value_loc(body: &Body, v: ValueId, default: Location) -> Location {
    match body.value(v).def {
        crate::ir::ValueDef::Result { op, .. } => body.op(op).loc,
        _ => body.value(v).loc.unwrap_or(default),
    }
}

/// One list of sizes per result.
pub type Shapes = Vec<Vec<OpFoldResult>>;

/// The reification hook of the tensor dialect.
pub(super) fn reify_result_shapes(rw: &mut Rewriter<'_>, op: OpId) -> Option<Shapes> {
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let result = *rw.body.results(op).first()?;
    let shape = shape_of(ctx, rw.body, result);
    let sizes = match ctx.str(rw.body.op(op).name) {
        EmptyOp::NAME => with_dynamic(rw, &shape, EmptyOp(op).dynamic_sizes(ctx, rw.body)),
        GenerateOp::NAME => with_dynamic(rw, &shape, GenerateOp(op).dynamic_extents(ctx, rw.body)),
        SplatOp::NAME => with_dynamic(rw, &shape, SplatOp(op).dynamic_sizes(ctx, rw.body)),
        ExtractSliceOp::NAME => extract_slice_sizes(rw, op)?,
        InsertSliceOp::NAME => mixed_sizes(rw, loc, InsertSliceOp(op).dest(ctx, rw.body)),
        PackOp::NAME => mixed_sizes(rw, loc, PackOp(op).dest(ctx, rw.body)),
        UnPackOp::NAME => mixed_sizes(rw, loc, UnPackOp(op).dest(ctx, rw.body)),
        PadOp::NAME => pad_sizes(rw, op, loc, &shape)?,
        ConcatOp::NAME => concat_sizes(rw, op, loc, &shape)?,
        ExpandShapeOp::NAME => expand_sizes(rw, op, loc, &shape)?,
        CollapseShapeOp::NAME => collapse_sizes(rw, op, loc, &shape)?,
        _ => return None,
    };
    Some(vec![sizes])
}

fn index_attr(rw: &Rewriter<'_>, v: i64) -> OpFoldResult {
    OpFoldResult::Attr(rw.ctx.int_attr(rw.ctx.index_type(), v))
}

/// An entry as an [`OpFoldResult`].
pub fn ofr(rw: &Rewriter<'_>, o: Ofr) -> OpFoldResult {
    match o {
        Ofr::Static(c) => index_attr(rw, c),
        Ofr::Value(v) => OpFoldResult::Value(v),
    }
}

/// Static sizes from `shape`, dynamic ones from `dynamic` in order.
fn with_dynamic(rw: &Rewriter<'_>, shape: &[i64], dynamic: &[ValueId]) -> Vec<OpFoldResult> {
    let mut next = dynamic.iter();
    shape
        .iter()
        .map(|&d| match (d == DYNAMIC, next.clone().next()) {
            (true, Some(&v)) => {
                next.next();
                OpFoldResult::Value(v)
            }
            _ => index_attr(rw, d),
        })
        .collect()
}

/// An `arith.constant` index at the insertion point.
pub fn constant_index(rw: &mut Rewriter<'_>, loc: Location, c: i64) -> ValueId {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let op = ConstantOp::create(ctx, rw.body, loc, index, ctx.int_attr(index, c));
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

/// A `tensor.dim` of `source` at a new constant index, folded when it can
/// be (upstream's `createOrFold<tensor::DimOp>`).
pub fn create_or_fold_dim(rw: &mut Rewriter<'_>, loc: Location, source: ValueId, dim: usize) -> ValueId {
    let ctx = rw.ctx;
    let index = constant_index(rw, loc, dim as i64);
    let op = DimOp::create(ctx, rw.body, loc, source, index, ctx.index_type()).0;
    rw.create_or_fold(op)[0]
}

/// A `tensor.dim` of `source` at a new constant index, not folded.
pub fn create_dim(rw: &mut Rewriter<'_>, loc: Location, source: ValueId, dim: usize) -> ValueId {
    let ctx = rw.ctx;
    let index = constant_index(rw, loc, dim as i64);
    let op = DimOp::create(ctx, rw.body, loc, source, index, ctx.index_type()).0;
    rw.insert(op);
    rw.body.results(op)[0]
}

/// The sizes of a ranked tensor value: static ones as attributes, dynamic
/// ones by folded `tensor.dim` ops (upstream's `tensor::getMixedSizes`).
pub fn mixed_sizes(rw: &mut Rewriter<'_>, loc: Location, value: ValueId) -> Vec<OpFoldResult> {
    let shape = shape_of(rw.ctx, rw.body, value);
    let mut out = Vec::with_capacity(shape.len());
    for (d, &size) in shape.iter().enumerate() {
        out.push(if size == DYNAMIC {
            OpFoldResult::Value(create_or_fold_dim(rw, loc, value, d))
        } else {
            index_attr(rw, size)
        });
    }
    out
}

/// The slice's sizes without the dimensions it drops.
fn extract_slice_sizes(rw: &mut Rewriter<'_>, op: OpId) -> Option<Vec<OpFoldResult>> {
    let ctx = rw.ctx;
    let s = ExtractSliceOp(op);
    let sizes = mixed(&statics_of(ctx, rw.body, op, "static_sizes"), s.sizes(ctx, rw.body));
    let reduced = shape_of(ctx, rw.body, s.result(rw.body));
    let dropped = dropped_dims(ctx, rw.registry, rw.body, &sizes, &reduced);
    Some(sizes.iter().zip(dropped).filter(|(_, d)| !d).map(|(&o, _)| ofr(rw, o)).collect())
}

/// `source size + low + high` per dynamic result dimension.
fn pad_sizes(rw: &mut Rewriter<'_>, op: OpId, loc: Location, shape: &[i64]) -> Option<Vec<OpFoldResult>> {
    let ctx = rw.ctx;
    let pad = PadOp(op);
    let low = mixed(&statics_of(ctx, rw.body, op, "static_low"), pad.low(ctx, rw.body));
    let high = mixed(&statics_of(ctx, rw.body, op, "static_high"), pad.high(ctx, rw.body));
    let source = pad.source(ctx, rw.body);
    let mut out = Vec::with_capacity(shape.len());
    for (d, &size) in shape.iter().enumerate() {
        if size != DYNAMIC {
            out.push(index_attr(rw, size));
            continue;
        }
        let dim = create_or_fold_dim(rw, loc, source, d);
        let mut operands = vec![Ofr::Value(dim)];
        let mut expr = AffineExpr::dim(0);
        let mut symbols = 0;
        for p in [*low.get(d)?, *high.get(d)?] {
            match p {
                Ofr::Value(v) => {
                    expr = expr.add(AffineExpr::symbol(symbols));
                    symbols += 1;
                    operands.push(Ofr::Value(v));
                }
                Ofr::Static(c) => expr = expr.add(AffineExpr::constant(c)),
            }
        }
        let map = AffineMap::new(1, symbols, vec![expr]);
        let folded = make_composed_folded_apply(rw, loc, &map, &operands);
        out.push(OpFoldResult::Value(value_of(rw, loc, folded)));
    }
    Some(out)
}

fn value_of(rw: &mut Rewriter<'_>, loc: Location, o: Ofr) -> ValueId {
    match o {
        Ofr::Value(v) => v,
        Ofr::Static(c) => constant_index(rw, loc, c),
    }
}

/// Sizes of a concatenation: the result type's static sizes, else the
/// first input's (static, or by `tensor.dim`); along the
/// concatenated dimension the sum of the inputs' sizes.
fn concat_sizes(rw: &mut Rewriter<'_>, op: OpId, loc: Location, shape: &[i64]) -> Option<Vec<OpFoldResult>> {
    let ctx = rw.ctx;
    let concat = ConcatOp(op);
    let inputs = concat.inputs(ctx, rw.body).to_vec();
    let dim = usize::try_from(attr_i64(ctx, concat.dim(ctx, rw.body)?)?).ok()?;
    let first = *inputs.first()?;
    let shapes: Vec<Vec<i64>> = inputs.iter().map(|&v| shape_of(ctx, rw.body, v)).collect();
    let mut out = vec![OpFoldResult::Value(first); shape.len()];
    for i in 0..shape.len() {
        if i == dim {
            continue;
        }
        // Upstream infers only the concatenated size: the others are the
        // first input's.
        let inferred = shapes[0].get(i).copied().filter(|&s| s != DYNAMIC);
        out[i] = if shape[i] != DYNAMIC {
            index_attr(rw, shape[i])
        } else if let Some(size) = inferred {
            OpFoldResult::Value(constant_index(rw, loc, size))
        } else {
            OpFoldResult::Value(create_dim(rw, value_loc(rw.body, first, loc), first, i))
        };
    }
    if *shape.get(dim)? != DYNAMIC {
        out[dim] = index_attr(rw, shape[dim]);
        return Some(out);
    }
    let mut sum = AffineExpr::dim(0);
    let mut sizes = Vec::with_capacity(inputs.len());
    for (k, &input) in inputs.iter().enumerate() {
        if k > 0 {
            sum = sum.add(AffineExpr::dim(k));
        }
        let input_loc = value_loc(rw.body, input, loc);
        sizes.push(Ofr::Value(create_or_fold_dim(rw, input_loc, input, dim)));
    }
    let map = AffineMap::new(inputs.len(), 0, vec![sum]);
    let folded = make_composed_folded_apply(rw, loc, &map, &sizes);
    out[dim] = OpFoldResult::Value(value_of(rw, loc, folded));
    Some(out)
}

/// The reassociation groups of a reshape.
fn groups(rw: &Rewriter<'_>, op: OpId) -> Option<Vec<Vec<i64>>> {
    let ctx = rw.ctx;
    crate::dialects::view_like::reassociation(ctx, crate::opdef::ods::attr(ctx, rw.body, op, "reassociation")?)
}

/// A dynamic expanded size is the source size of its group divided by the
/// product of the group's other (static) sizes.
fn expand_sizes(rw: &mut Rewriter<'_>, op: OpId, loc: Location, shape: &[i64]) -> Option<Vec<OpFoldResult>> {
    let ctx = rw.ctx;
    let source = ExpandShapeOp(op).src(ctx, rw.body);
    let groups = groups(rw, op)?;
    let mut out = Vec::with_capacity(shape.len());
    for (d, &size) in shape.iter().enumerate() {
        if size != DYNAMIC {
            out.push(index_attr(rw, size));
            continue;
        }
        let g = groups.iter().position(|g| g.contains(&(d as i64)))?;
        let mut product = 1i64;
        for &e in &groups[g] {
            if e as usize != d {
                product = product.checked_mul(*shape.get(e as usize)?).filter(|_| shape[e as usize] != DYNAMIC)?;
            }
        }
        let dim = create_dim(rw, loc, source, g);
        let map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0).floor_div(product)]);
        let folded = make_composed_folded_apply(rw, loc, &map, &[Ofr::Value(dim)]);
        out.push(OpFoldResult::Value(value_of(rw, loc, folded)));
    }
    Some(out)
}

/// A dynamic collapsed size is the product of its group's source sizes.
fn collapse_sizes(rw: &mut Rewriter<'_>, op: OpId, loc: Location, shape: &[i64]) -> Option<Vec<OpFoldResult>> {
    let source = CollapseShapeOp(op).src(rw.body);
    let groups = groups(rw, op)?;
    let mut out = Vec::with_capacity(shape.len());
    for (d, &size) in shape.iter().enumerate() {
        if size != DYNAMIC {
            out.push(index_attr(rw, size));
            continue;
        }
        let group = groups.get(d)?;
        let (mut dims, mut expr) = (Vec::with_capacity(group.len()), None::<AffineExpr>);
        for (k, &e) in group.iter().enumerate() {
            dims.push(Ofr::Value(create_or_fold_dim(rw, loc, source, e as usize)));
            let s = AffineExpr::symbol(k);
            expr = Some(match expr {
                Some(x) => x.mul(s),
                None => s,
            });
        }
        let map = AffineMap::new(0, group.len(), vec![expr?]);
        let folded = make_composed_folded_apply(rw, loc, &map, &dims);
        out.push(OpFoldResult::Value(value_of(rw, loc, folded)));
    }
    Some(out)
}

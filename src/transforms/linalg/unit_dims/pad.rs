//! Upstream's `DropPadUnitDims`: a `tensor.pad` with a constant padding
//! value pads a source collapsed to drop its unit dimensions that get no
//! padding, and the result is expanded back to the old type.

use super::reshape::{collapse_value, dim_of, expand_value, unit_groups};
use super::Strategy;
use crate::dialects::memref::{mixed, split_mixed, statics_of, Ofr};
use crate::dialects::tensor::{self, EmptyOp, PadOp};
use crate::ir::{Body, Context, OpId, TypeKind, ValueId, DYNAMIC};
use crate::rewrite::{value_int, Rewriter};

/// The value every padded element takes when it does not depend on the
/// pad's body: the yielded constant or value from above (upstream's
/// `getConstantPaddingValue`).
pub(crate) fn constant_padding_value(
    ctx: &Context,
    registry: &crate::opdef::Registry,
    body: &Body,
    op: OpId,
) -> Option<ValueId> {
    let region = *body.op(op).regions.first()?;
    let block = *body.region(region).blocks.first()?;
    let term = body.last_op(block)?;
    let &value = body.operands(term).first()?;
    if body.defining_op(value).is_some_and(|d| crate::rewrite::constant_value(ctx, registry, body, d).is_some()) {
        return Some(value);
    }
    let inside =
        body.value_block(value).is_some_and(|b| body.parent_region(b).is_some_and(|r| body.region_contains(region, r)));
    (!inside).then_some(value)
}

fn is_static_zero(rw: &Rewriter<'_>, o: Ofr) -> bool {
    match o {
        Ofr::Static(v) => v == 0,
        Ofr::Value(v) => value_int(rw.ctx, rw.registry, rw.body, v).is_some_and(|i| i == 0.into()),
    }
}

pub(super) fn drop_pad_unit_dims(rw: &mut Rewriter<'_>, op: OpId, strategy: Strategy) -> bool {
    let ctx = rw.ctx;
    if ctx.str(rw.body.op(op).name) != PadOp::NAME {
        return false;
    }
    let source = rw.body.operands(op)[0];
    let TypeKind::RankedTensor { shape, encoding: None, .. } = ctx.type_kind(rw.body.value_type(source)).clone() else {
        return false;
    };
    let Some(padding) = constant_padding_value(ctx, rw.registry, rw.body, op) else { return false };
    let p = PadOp(op);
    let low = mixed(&statics_of(ctx, rw.body, op, "static_low"), p.low(ctx, rw.body));
    let high = mixed(&statics_of(ctx, rw.body, op, "static_high"), p.high(ctx, rw.body));
    if low.len() != shape.len() || high.len() != shape.len() {
        return false;
    }
    let unit: Vec<bool> =
        (0..shape.len()).map(|d| shape[d] == 1 && is_static_zero(rw, low[d]) && is_static_zero(rw, high[d])).collect();
    if !unit.contains(&true) {
        return false;
    }
    let keep = |list: &[Ofr]| -> Vec<Ofr> { list.iter().zip(&unit).filter(|(_, &u)| !u).map(|(&o, _)| o).collect() };
    let (new_low, new_high) = (keep(&low), keep(&high));
    let new_shape: Vec<i64> = shape.iter().zip(&unit).filter(|(_, &u)| !u).map(|(&s, _)| s).collect();
    let groups = unit_groups(&unit);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let Some(collapsed) = collapse_value(rw, loc, source, &new_shape, &groups, strategy) else { return false };
    let new_pad = build_pad(rw, op, collapsed, &new_shape, &new_low, &new_high, padding);
    let result = rw.body.results(op)[0];
    let dest = match strategy {
        Strategy::Reshape => result,
        Strategy::Slices => {
            let (new_result_shape, element) = match tensor::ranked(ctx, rw.body.value_type(new_pad)) {
                Some((s, e)) => (s.to_vec(), e),
                None => return false,
            };
            let mut sizes = Vec::with_capacity(unit.len());
            let mut dynamic = Vec::new();
            let mut next = 0;
            for &u in &unit {
                if u {
                    sizes.push(1);
                    continue;
                }
                let size = new_result_shape[next];
                if size == DYNAMIC {
                    dynamic.push(dim_of(rw, loc, new_pad, next));
                }
                sizes.push(size);
                next += 1;
            }
            let empty = EmptyOp::create(ctx, rw.body, loc, dynamic, tensor::ranked_tensor(ctx, sizes, element));
            rw.insert(empty.0);
            rw.body.results(empty.0)[0]
        }
    };
    let expanded = expand_value(rw, loc, new_pad, dest, &groups, strategy);
    rw.replace_op(op, &[expanded]);
    true
}

/// A pad of `source` (of shape `shape`) yielding `padding`, of the type
/// upstream infers, with `op`'s `nofold`.
fn build_pad(
    rw: &mut Rewriter<'_>,
    op: OpId,
    source: ValueId,
    shape: &[i64],
    low: &[Ofr],
    high: &[Ofr],
    padding: ValueId,
) -> ValueId {
    let (sl, _) = split_mixed(low);
    let (sh, _) = split_mixed(high);
    let result_shape: Vec<i64> = shape
        .iter()
        .zip(sl.iter().zip(&sh))
        .map(|(&s, (&l, &h))| if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC { DYNAMIC } else { s + l + h })
        .collect();
    build_pad_of_shape(rw, op, source, result_shape, low, high, padding)
}

/// A pad of `source` to `result_shape` yielding `padding`, with `op`'s
/// `nofold` and location.
pub(crate) fn build_pad_of_shape(
    rw: &mut Rewriter<'_>,
    op: OpId,
    source: ValueId,
    result_shape: Vec<i64>,
    low: &[Ofr],
    high: &[Ofr],
    padding: ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let element = tensor::ranked(ctx, rw.body.value_type(source)).map_or(ctx.index_type(), |(_, e)| e);
    let result_ty = tensor::ranked_tensor(ctx, result_shape, element);
    let (loc, nofold) = (rw.body.op(op).loc, PadOp(op).nofold(ctx, rw.body));
    tensor::build_pad(rw, loc, source, low, high, result_ty, padding, nofold)
}

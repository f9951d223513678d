//! Which values may be affine dimensions and symbols (upstream's
//! `isValidDim`, `isValidSymbol` and `getAffineScope`).
//!
//! A value is a valid symbol if it is defined at the top level of the
//! nearest affine scope (`func.func`'s body), by a constant, by an
//! `affine.apply` of valid symbols, or by a `dim` of a top-level shaped
//! value. A valid dimension is a valid symbol, an induction variable of
//! `affine.for` / `affine.parallel`, or an `affine.apply` of valid
//! dimensions.

use super::{ApplyOp, ForOp, ParallelOp};
use crate::ir::{Body, Context, Identifier, OpId, RegionId, ValueDef, ValueId};
use crate::opdef::{Registry, Traits};
use crate::verify::VerifyCx;

/// Whether ops named `name` start a new affine scope with their regions
/// (upstream's `AffineScope`): `func.func`. Names are compared as
/// identifiers; the verifier asks this for every level above an affine op.
fn is_affine_scope(ctx: &Context, name: Identifier) -> bool {
    name == crate::static_ident!(ctx, "func.func")
}

/// The region of the nearest affine scope around `op`, when it is in this
/// body. Every affine scope Strata knows is isolated from above, so a scope
/// further out can hold no value of this body: it behaves as no scope.
pub(super) fn affine_scope(cx: &VerifyCx<'_>, body: &Body, op: OpId) -> Option<RegionId> {
    let mut current = op;
    let mut depth = 0;
    loop {
        let region = body.parent_block(current).and_then(|b| body.parent_region(b))?;
        match body.parent_op(region) {
            Some(parent) => {
                if is_affine_scope(cx.ctx, body.op(parent).name) {
                    return Some(region);
                }
                current = parent;
                depth += 1;
            }
            None => {
                // A root region: its op owns this body and is the innermost
                // ancestor the verifier has not seen inside the body.
                let ancestors = cx.ancestors();
                let owner = ancestors.get(ancestors.len().checked_sub(depth + 1)?)?;
                return is_affine_scope(cx.ctx, owner.name).then_some(region);
            }
        }
    }
}

fn defining_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value(v).def {
        ValueDef::BlockArg { block, .. } => body.parent_region(block),
        ValueDef::Result { op, .. } => body.parent_block(op).and_then(|b| body.parent_region(b)),
        ValueDef::Placeholder => None,
    }
}

fn defining_op(body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        _ => None,
    }
}

/// Upstream `isTopLevelValue(value)`: defined directly in an affine scope's
/// region. With a scope, only this body's root regions qualify.
fn is_top_level(body: &Body, v: ValueId, scope: Option<RegionId>) -> bool {
    scope.is_some() && defining_region(body, v).is_some_and(|r| body.parent_op(r).is_none())
}

/// The root region of the body that holds `op`: the affine scope seen by
/// rewrites, which run on the body of a function (an affine scope).
pub(super) fn root_scope(body: &Body, op: OpId) -> Option<RegionId> {
    let mut current = op;
    loop {
        let region = body.parent_block(current).and_then(|b| body.parent_region(b))?;
        match body.parent_op(region) {
            Some(parent) => current = parent,
            None => return Some(region),
        }
    }
}

/// Upstream `isValidSymbol(value)`: a top-level value, or a valid symbol
/// in the affine scope of its defining op.
pub(crate) fn is_valid_symbol_value(ctx: &Context, registry: &Registry, body: &Body, v: ValueId) -> bool {
    if !ctx.is_index(body.value_type(v)) {
        return false;
    }
    if defining_region(body, v).is_some_and(|r| body.parent_op(r).is_none()) {
        return true;
    }
    match defining_op(body, v) {
        Some(def) => is_valid_symbol(ctx, registry, body, v, root_scope(body, def)),
        None => false,
    }
}

/// Upstream `isValidSymbol(value, region)`.
pub(super) fn is_valid_symbol(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    v: ValueId,
    scope: Option<RegionId>,
) -> bool {
    if !ctx.is_index(body.value_type(v)) {
        return false;
    }
    if scope.is_some() && defining_region(body, v) == scope {
        return true;
    }
    let Some(def) = defining_op(body, v) else { return false };
    let name = body.op(def).name;
    if registry.traits_named(ctx, name).contains(Traits::CONSTANT_LIKE) {
        return true;
    }
    if is_apply(ctx, name) {
        return body
            .operands(def)
            .iter()
            .all(|&o| crate::stack::ensure_sufficient_stack(|| is_valid_symbol(ctx, registry, body, o, scope)));
    }
    if is_dim_op(ctx, name) {
        return is_dim_valid_symbol(body, def, scope);
    }
    false
}

/// Upstream `isValidDim(value, region)`.
pub(super) fn is_valid_dim(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    v: ValueId,
    scope: Option<RegionId>,
) -> bool {
    if !ctx.is_index(body.value_type(v)) {
        return false;
    }
    if is_valid_symbol(ctx, registry, body, v, scope) {
        return true;
    }
    let Some(def) = defining_op(body, v) else {
        let owner = defining_region(body, v).and_then(|r| body.parent_op(r));
        return owner.is_some_and(|o| {
            let name = body.op(o).name;
            name == crate::static_ident!(ctx, const ForOp::NAME)
                || name == crate::static_ident!(ctx, const ParallelOp::NAME)
        });
    };
    let name = body.op(def).name;
    if is_apply(ctx, name) {
        return body
            .operands(def)
            .iter()
            .all(|&o| crate::stack::ensure_sufficient_stack(|| is_valid_dim(ctx, registry, body, o, scope)));
    }
    if is_dim_op(ctx, name) {
        return body.operands(def).first().is_some_and(|&s| is_top_level(body, s, scope));
    }
    false
}

/// Ops implementing upstream's `ShapedDimOpInterface`.
fn is_dim_op(ctx: &Context, name: Identifier) -> bool {
    name == crate::static_ident!(ctx, "memref.dim") || name == crate::static_ident!(ctx, "tensor.dim")
}

fn is_apply(ctx: &Context, name: Identifier) -> bool {
    name == crate::static_ident!(ctx, const ApplyOp::NAME)
}

/// Upstream `isDimOpValidSymbol`: the size of a top-level shaped value.
/// Sizes of views, subviews and allocations in nested regions are not
/// recognised (conservatively invalid).
fn is_dim_valid_symbol(body: &Body, dim: OpId, scope: Option<RegionId>) -> bool {
    body.operands(dim).first().is_some_and(|&s| is_top_level(body, s, scope))
}

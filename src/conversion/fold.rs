//! Legalizing an op by folding it, before any pattern is tried (upstream's
//! `OperationLegalizer::legalizeWithFold`): an op that is not legal is
//! folded with its folder and trait folds; constants it folds to are
//! materialized by its dialect before it and must themselves be legal,
//! otherwise the fold is undone.

use super::ConversionTarget;
use crate::ir::{Body, Context, OpId, Type, ValueId};
use crate::opdef::{Registry, Traits};
use crate::rewrite::{dialect_of, fold_op, Folded, OpFoldResult, Rewriter};

/// What folding an op did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Folding {
    /// Nothing: patterns are tried next.
    Failed,
    /// The op changed in place and must be legalized again.
    InPlace,
    /// The op is to be replaced by these existing values and new legal
    /// constants.
    Replaced(Vec<ValueId>),
}

/// Fold `op` as upstream's conversion driver does before it tries patterns.
pub(super) fn legalize_with_fold(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    target: &ConversionTarget,
    op: OpId,
) -> Folding {
    let name = ctx.str(body.op(op).name);
    // A constant is what folding produces: there is nothing to fold it to.
    if registry.traits(name).contains(Traits::CONSTANT_LIKE) {
        return Folding::Failed;
    }
    let results = match fold_op(ctx, registry, body, op) {
        Folded::Failure => return Folding::Failed,
        Folded::InPlace => return Folding::InPlace,
        Folded::Results(r) => r,
    };
    let loc = body.op(op).loc;
    let types: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    let mut rw = Rewriter::new(ctx, registry, body);
    rw.set_insertion_point_before(op);
    let mut values: Vec<ValueId> = Vec::with_capacity(results.len());
    let mut created: Vec<OpId> = Vec::new();
    for (r, &ty) in results.iter().zip(&types) {
        let v = match *r {
            OpFoldResult::Value(v) => v,
            OpFoldResult::Attr(a) => {
                let made = rw.materialize_constant(dialect_of(name), a, ty, loc);
                let cst = made.and_then(|v| rw.body.defining_op(v));
                created.extend(cst);
                match (made, cst) {
                    (Some(v), Some(c)) if target.is_legal(ctx, rw.body, c) == Some(true) => v,
                    _ => {
                        // Upstream legalizes the new constants and rolls the
                        // fold back when one is not legal.
                        for c in created {
                            rw.erase_op(c);
                        }
                        return Folding::Failed;
                    }
                }
            }
        };
        values.push(v);
    }
    Folding::Replaced(values)
}

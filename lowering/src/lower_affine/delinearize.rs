//! `affine.delinearize_index` (upstream's `LowerDelinearizeIndexOps`, which
//! `lower-affine` includes): the linear index is divided by the product of
//! the basis elements after each position, the remainder carried on
//! (`affine::delinearizeIndex`). Products, quotients and remainders are
//! built as composed `affine.apply` ops, as upstream's
//! `makeComposedFoldedAffineApply` / `makeComposedAffineApply` build them;
//! the conversion then folds or expands those like any other.

use strata::conversion::ConversionRewriter;
use strata::dialects::affine::{compose_affine_map_and_operands, ApplyOp, MapCx};
use strata::ir::affine::{AffineExpr, AffineMap};
use strata::ir::{AttrKind, Location, OpId, ValueId};
use strata::rewrite::Rewriter;

use super::start;
use crate::util::{constant_index, insert_value};

/// An operand that may be a known constant (upstream's `OpFoldResult`).
#[derive(Copy, Clone)]
enum Ofr {
    Value(ValueId),
    Const(i64),
}

pub(super) fn lower_delinearize_index(crw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let Some((&linear, basis)) = operands.split_first() else { return false };
    if basis.is_empty() || rw.body.results(op).len() != basis.len() {
        return false;
    }
    let loc = start(rw, op);
    let divisors: Vec<ValueId> = (1..basis.len())
        .map(|i| match index_product(rw, loc, &basis[i..]) {
            Ofr::Value(v) => v,
            Ofr::Const(c) => constant_index(rw, loc, c),
        })
        .collect();
    let (d0, d1) = (AffineExpr::dim(0), AffineExpr::dim(1));
    let mut results = Vec::with_capacity(basis.len());
    let mut residual = linear;
    for divisor in divisors {
        let operands = [Ofr::Value(residual), Ofr::Value(divisor)];
        let quotient = AffineMap::new(2, 0, vec![d0.clone().floor_div(d1.clone())]);
        results.push(composed_apply(rw, loc, quotient, &operands));
        let remainder = AffineMap::new(2, 0, vec![d0.clone().modulo(d1.clone())]);
        residual = composed_apply(rw, loc, remainder, &operands);
    }
    results.push(residual);
    crw.replace_op(op, &results);
    true
}

/// The product of `values` (upstream `getIndexProduct`).
fn index_product(rw: &mut Rewriter<'_>, loc: Location, values: &[ValueId]) -> Ofr {
    let product = AffineMap::new(0, 2, vec![AffineExpr::symbol(0) * AffineExpr::symbol(1)]);
    let mut result = Ofr::Value(values[0]);
    for &v in &values[1..] {
        result = composed_folded_apply(rw, loc, product.clone(), &[result, Ofr::Value(v)]);
    }
    result
}

/// `map` with its constant operands folded in (upstream
/// `foldAttributesIntoMap`), composed with the `affine.apply` ops producing
/// its other operands and canonicalized.
fn compose(rw: &Rewriter<'_>, map: AffineMap, operands: &[Ofr]) -> (AffineMap, Vec<ValueId>) {
    let (mut values, mut dims, mut syms) = (Vec::new(), Vec::new(), Vec::new());
    for (i, o) in operands.iter().enumerate() {
        let is_dim = i < map.num_dims;
        let (list, make): (&mut Vec<AffineExpr>, fn(usize) -> AffineExpr) =
            if is_dim { (&mut dims, AffineExpr::dim) } else { (&mut syms, AffineExpr::symbol) };
        match *o {
            Ofr::Const(c) => list.push(AffineExpr::constant(c)),
            Ofr::Value(v) => {
                let count = values.iter().filter(|&&(d, _)| d == is_dim).count();
                list.push(make(count));
                values.push((is_dim, v));
            }
        }
    }
    let num_dims = values.iter().filter(|(d, _)| *d).count();
    let mut map = map.replace_dims_and_symbols(&dims, &syms, num_dims, values.len() - num_dims);
    let mut values: Vec<ValueId> = values.into_iter().map(|(_, v)| v).collect();
    let cx = MapCx { ctx: rw.ctx, registry: rw.registry, body: rw.body };
    compose_affine_map_and_operands(cx, &mut map, &mut values);
    (map, values)
}

/// A new `affine.apply` of the composed map (upstream `makeComposedAffineApply`).
fn composed_apply(rw: &mut Rewriter<'_>, loc: Location, map: AffineMap, operands: &[Ofr]) -> ValueId {
    let (map, values) = compose(rw, map, operands);
    let index = rw.ctx.index_type();
    let apply = ApplyOp::create(rw.ctx, rw.body, loc, values, index, rw.ctx.attr(AttrKind::AffineMap(map)));
    insert_value(rw, apply.0)
}

/// The composed map's value without an op when it folds to an operand or a
/// constant, else a new `affine.apply` (upstream `makeComposedFoldedAffineApply`).
fn composed_folded_apply(rw: &mut Rewriter<'_>, loc: Location, map: AffineMap, operands: &[Ofr]) -> Ofr {
    let (map, values) = compose(rw, map, operands);
    let expr = &map.results[0];
    match expr {
        AffineExpr::Dim(p) => return Ofr::Value(values[*p]),
        AffineExpr::Symbol(p) => return Ofr::Value(values[map.num_dims + *p]),
        AffineExpr::Constant(c) => return Ofr::Const(*c),
        _ => {}
    }
    let cx = MapCx { ctx: rw.ctx, registry: rw.registry, body: rw.body };
    let constants: Option<Vec<i64>> = values.iter().map(|&v| cx.const_int(v)).collect();
    if let Some(c) = constants.and_then(|c| expr.eval(&c[..map.num_dims], &c[map.num_dims..])) {
        return Ofr::Const(c);
    }
    let index = rw.ctx.index_type();
    let apply = ApplyOp::create(rw.ctx, rw.body, loc, values, index, rw.ctx.attr(AttrKind::AffineMap(map)));
    Ofr::Value(insert_value(rw, apply.0))
}

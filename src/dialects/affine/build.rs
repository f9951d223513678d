//! Building index computations as upstream's `makeComposedAffineApply`,
//! `makeComposedFoldedAffineApply` and `makeComposedFoldedAffineMin` do:
//! static operands are folded into the map, operands produced by
//! `affine.apply` are composed in, the map and its operands are
//! canonicalized (valid symbols promoted, constants folded, duplicates
//! merged) and simplified. The folded forms build no op when the result is
//! a constant or one of the operands.

use super::operands::{canonicalize_map_and_operands, compose_affine_map_and_operands, MapCx};
use super::{ApplyOp, MinOp};
use crate::dialects::memref::Ofr;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Location, ValueId};
use crate::rewrite::Rewriter;

/// Upstream `foldAttributesIntoMap`: static operands become constants of
/// the map; the remaining values, dimensions first, are returned.
fn fold_statics_into_map(map: &AffineMap, operands: &[Ofr]) -> (AffineMap, Vec<ValueId>) {
    let mut values = Vec::new();
    let mut replace = |range: std::ops::Range<usize>, dim: bool| -> (Vec<AffineExpr>, usize) {
        let mut next = 0;
        let exprs = range
            .map(|i| match operands[i] {
                Ofr::Static(c) => AffineExpr::constant(c),
                Ofr::Value(v) => {
                    values.push(v);
                    next += 1;
                    if dim {
                        AffineExpr::dim(next - 1)
                    } else {
                        AffineExpr::symbol(next - 1)
                    }
                }
            })
            .collect();
        (exprs, next)
    };
    let (dims, num_dims) = replace(0..map.num_dims, true);
    let (syms, num_syms) = replace(map.num_dims..map.num_inputs(), false);
    (map.replace_dims_and_symbols(&dims, &syms, num_dims, num_syms), values)
}

/// The composed, canonical form of `map` over `operands` (one result).
fn composed(rw: &Rewriter<'_>, map: &AffineMap, operands: &[Ofr]) -> (AffineMap, Vec<ValueId>) {
    let (mut map, mut values) = fold_statics_into_map(map, operands);
    let cx = MapCx { ctx: rw.ctx, registry: rw.registry, body: rw.body };
    compose_affine_map_and_operands(cx, &mut map, &mut values);
    (map, values)
}

/// What `affine.apply`'s folder makes of a canonical map: a lone dimension
/// or symbol is that operand, a constant is static.
fn fold_canonical(map: &AffineMap, values: &[ValueId]) -> Option<Ofr> {
    let expr = map.results.first()?;
    if let Some(c) = expr.as_constant() {
        return Some(Ofr::Static(c));
    }
    if let Some(d) = expr.as_dim() {
        return values.get(d).map(|&v| Ofr::Value(v));
    }
    expr.as_symbol().and_then(|s| values.get(map.num_dims + s)).map(|&v| Ofr::Value(v))
}

fn create_apply(rw: &mut Rewriter<'_>, loc: Location, map: AffineMap, values: Vec<ValueId>) -> ValueId {
    let ctx = rw.ctx;
    let op = ApplyOp::create(ctx, rw.body, loc, values, ctx.index_type(), ctx.attr(AttrKind::AffineMap(map)));
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

/// Upstream `makeComposedAffineApply`: an `affine.apply` of the composed
/// single-result `map`, always built (at the rewriter's insertion point).
pub fn make_composed_apply(rw: &mut Rewriter<'_>, loc: Location, map: &AffineMap, operands: &[Ofr]) -> ValueId {
    let (map, values) = composed(rw, map, operands);
    create_apply(rw, loc, map, values)
}

/// Upstream `makeComposedFoldedAffineApply`: as [`make_composed_apply`],
/// but a result that folds (a constant or an operand) builds nothing.
pub fn make_composed_folded_apply(rw: &mut Rewriter<'_>, loc: Location, map: &AffineMap, operands: &[Ofr]) -> Ofr {
    let (map, values) = composed(rw, map, operands);
    match fold_canonical(&map, &values) {
        Some(folded) => folded,
        None => Ofr::Value(create_apply(rw, loc, map, values)),
    }
}

/// Upstream `makeComposedFoldedAffineMin`: each result of `map` is composed
/// on its own, the results share canonical operands, and a minimum of
/// constants builds nothing.
pub fn make_composed_folded_min(rw: &mut Rewriter<'_>, loc: Location, map: &AffineMap, operands: &[Ofr]) -> Ofr {
    let (map, values) = fold_statics_into_map(map, operands);
    let cx = MapCx { ctx: rw.ctx, registry: rw.registry, body: rw.body };
    let (mut dims, mut syms, mut exprs) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..map.num_results() {
        let mut sub = map.sub_map(&[i]);
        let mut sub_values = values.clone();
        super::operands::fully_compose_affine_map_and_operands(cx, &mut sub, &mut sub_values);
        canonicalize_map_and_operands(cx, &mut sub, &mut sub_values);
        let new_dims = sub.num_dims;
        let shifted = sub.shift_dims(dims.len(), 0).shift_symbols(syms.len(), 0);
        dims.extend_from_slice(&sub_values[..new_dims]);
        syms.extend_from_slice(&sub_values[new_dims..]);
        exprs.push(shifted.results[0].clone());
    }
    let mut values = dims.clone();
    values.extend(syms.iter().copied());
    let mut map = AffineMap::new(dims.len(), syms.len(), exprs);
    canonicalize_map_and_operands(cx, &mut map, &mut values);
    if let Some(constants) = map.constant_results() {
        if let Some(&min) = constants.iter().min() {
            return Ofr::Static(min);
        }
    }
    let ctx = rw.ctx;
    let op = MinOp::create(ctx, rw.body, loc, values, ctx.index_type(), ctx.attr(AttrKind::AffineMap(map)));
    rw.insert(op.0);
    Ofr::Value(rw.body.results(op.0)[0])
}

/// Upstream `affine::delinearizeIndex` as `lowerAffineDelinearizeIndexOp`
/// builds it: `linear` divided by the product of the basis elements after
/// each position (products folded where they can be, a constant product
/// materialized as an `arith.constant`), the remainder carried on; one
/// value per basis element, built at the rewriter's insertion point.
pub fn delinearize_index(rw: &mut Rewriter<'_>, loc: Location, linear: ValueId, basis: &[ValueId]) -> Vec<ValueId> {
    let product = AffineMap::new(0, 2, vec![AffineExpr::symbol(0) * AffineExpr::symbol(1)]);
    let divisors: Vec<ValueId> = (1..basis.len())
        .map(|i| {
            let mut p = Ofr::Value(basis[i]);
            for &v in &basis[i + 1..] {
                p = make_composed_folded_apply(rw, loc, &product, &[p, Ofr::Value(v)]);
            }
            match p {
                Ofr::Value(v) => v,
                Ofr::Static(c) => {
                    let index = rw.ctx.index_type();
                    crate::dialects::arith::build_constant(rw, loc, index, rw.ctx.int_attr(index, c))
                }
            }
        })
        .collect();
    let (d0, d1) = (AffineExpr::dim(0), AffineExpr::dim(1));
    let quotient = AffineMap::new(2, 0, vec![d0.clone().floor_div(d1.clone())]);
    let remainder = AffineMap::new(2, 0, vec![d0.modulo(d1)]);
    let mut results = Vec::with_capacity(basis.len());
    let mut residual = linear;
    for divisor in divisors {
        let operands = [Ofr::Value(residual), Ofr::Value(divisor)];
        results.push(make_composed_apply(rw, loc, &quotient, &operands));
        residual = make_composed_apply(rw, loc, &remainder, &operands);
    }
    results.push(residual);
    results
}

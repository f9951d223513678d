//! Constant bounds of affine expressions from constant bounds of their
//! inputs (upstream `getBoundForAffineExpr`), and the lexicographic result
//! order upstream gives `affine.min` / `affine.max` maps.

use super::expr::{AffineBinaryOp as Op, AffineExpr};
use super::fold::{ceil_div_i64, floor_div_i64, mod_i64};
use super::map::AffineMap;
use super::simplify::flatten_affine_expr;

/// An inclusive constant lower (`upper == false`) or upper bound of `expr`,
/// given inclusive constant bounds of its inputs (`[dims.., symbols..]`).
/// `floordiv`, `ceildiv` and `mod` by a positive constant are bounded
/// through their left-hand side; anything else must flatten without local
/// variables. Arithmetic wraps as upstream's does.
pub fn expr_bound(
    expr: &AffineExpr,
    num_dims: usize,
    num_symbols: usize,
    lower: &[Option<i64>],
    upper: &[Option<i64>],
    is_upper: bool,
) -> Option<i64> {
    if let AffineExpr::Binary(op @ (Op::FloorDiv | Op::CeilDiv | Op::Mod), lhs, rhs) = expr {
        let c = rhs.as_constant().filter(|&c| c >= 1);
        match op {
            Op::FloorDiv => {
                let c = c?;
                let b = expr_bound(lhs, num_dims, num_symbols, lower, upper, is_upper)?;
                return Some(floor_div_i64(b, c));
            }
            Op::CeilDiv => {
                let c = c?;
                let b = expr_bound(lhs, num_dims, num_symbols, lower, upper, is_upper)?;
                return Some(ceil_div_i64(b, c));
            }
            _ => {
                if let Some(c) = c {
                    let lb = expr_bound(lhs, num_dims, num_symbols, lower, upper, false);
                    let ub = expr_bound(lhs, num_dims, num_symbols, lower, upper, is_upper);
                    if let (Some(lb), Some(ub)) = (lb, ub) {
                        if floor_div_i64(lb, c) == floor_div_i64(ub, c) {
                            return Some(if is_upper { mod_i64(ub, c) } else { mod_i64(lb, c) });
                        }
                    }
                    return Some(if is_upper { c - 1 } else { 0 });
                }
            }
        }
    }
    let flat = flatten_affine_expr(expr, num_dims, num_symbols)?;
    if !flat.local_exprs.is_empty() {
        return None;
    }
    let coefficients = &flat.coefficients;
    let mut bound: i64 = 0;
    for (i, &coef) in coefficients.iter().enumerate().take(num_dims + num_symbols) {
        let input = match coef.signum() {
            1 => if is_upper { upper } else { lower }.get(i).copied().flatten()?,
            -1 => if is_upper { lower } else { upper }.get(i).copied().flatten()?,
            _ => continue,
        };
        bound = bound.wrapping_add(input.wrapping_mul(coef));
    }
    Some(bound.wrapping_add(*coefficients.last()?))
}

/// The map with its results sorted by their flattened coefficients
/// `[dims.., symbols.., constant]` (upstream
/// `canonicalizeMapExprAndTermOrder`); `None` when they already are, or a
/// result is not pure affine or needs local variables.
pub fn sort_results_by_flat_form(map: &AffineMap) -> Option<AffineMap> {
    let mut keyed = Vec::with_capacity(map.num_results());
    for r in &map.results {
        if !r.is_pure_affine() {
            return None;
        }
        let flat = flatten_affine_expr(r, map.num_dims, map.num_symbols)?;
        if !flat.local_exprs.is_empty() {
            return None;
        }
        keyed.push((flat.coefficients, r.clone()));
    }
    if keyed.windows(2).all(|w| w[0].0 <= w[1].0) {
        return None;
    }
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    Some(AffineMap::new(map.num_dims, map.num_symbols, keyed.into_iter().map(|(_, r)| r).collect()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::affine::testing::*;

    #[test]
    fn bounds_follow_coefficient_signs() {
        // d0 in [0, 15], s0 in [2, 4]
        let lower = [Some(0), Some(2)];
        let upper = [Some(15), Some(4)];
        let e = d(0) - s(0) * 2 + 3;
        assert_eq!(expr_bound(&e, 1, 1, &lower, &upper, false), Some(-5));
        assert_eq!(expr_bound(&e, 1, 1, &lower, &upper, true), Some(14));
        assert_eq!(expr_bound(&d(0).floor_div(16), 1, 1, &lower, &upper, true), Some(0));
        assert_eq!(expr_bound(&(d(0) % 4), 1, 1, &lower, &upper, true), Some(3));
        assert_eq!(expr_bound(&(s(0) % 8), 1, 1, &lower, &upper, false), Some(2));
        assert_eq!(expr_bound(&d(0), 1, 1, &[None, None], &upper, false), None);
        assert_eq!(expr_bound(&(d(0) * s(0)), 1, 1, &lower, &upper, true), None);
    }

    #[test]
    fn min_max_results_sort_by_flat_form() {
        let m = AffineMap::new(0, 2, vec![s(1) + 1, s(0), c(4), c(3)]);
        assert_eq!(sort_results_by_flat_form(&m).unwrap().to_string(), "()[s0, s1] -> (3, 4, s1 + 1, s0)");
        assert_eq!(sort_results_by_flat_form(&AffineMap::new(1, 0, vec![c(8), d(0)])), None);
        assert_eq!(sort_results_by_flat_form(&AffineMap::new(1, 0, vec![d(0), d(0).floor_div(2)])), None);
    }
}

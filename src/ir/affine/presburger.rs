//! Upstream `simplifyIntegerSet` for sets without floordiv/mod terms: the
//! constraints as integer rows, an emptiness check by Fourier-Motzkin
//! elimination with gcd tightening (as upstream `IntegerRelation::isEmpty`
//! decides it for such systems), and `removeTrivialRedundancy`.

use super::expr::AffineExpr;
use super::fold::{floor_div_i64, gcd_u64};
use super::set::IntegerSet;
use super::simplify::{flatten_affine_expr, get_affine_expr_from_flat_form};

/// Beyond this many rows per variable elimination gives up (not empty).
const EXPLOSION_FACTOR: usize = 32;

fn gcd_of(values: &[i64]) -> u64 {
    values.iter().fold(0, |g, v| gcd_u64(g, v.unsigned_abs()))
}

/// `sum(coef * var) + c >= 0` with the var coefficients divided by their
/// gcd and the constant floored (upstream `gcdTightenInequalities`).
fn tighten(row: &mut [i64]) {
    let n = row.len() - 1;
    let g = gcd_of(&row[..n]) as i64;
    if g > 1 {
        row[..n].iter_mut().for_each(|x| *x /= g);
        row[n] = floor_div_i64(row[n], g);
    }
}

/// A row with no variables that is false.
fn invalid(row: &[i64], eq: bool) -> bool {
    let n = row.len() - 1;
    row[..n].iter().all(|&x| x == 0) && if eq { row[n] != 0 } else { row[n] < 0 }
}

/// Whether the system `eqs == 0, ineqs >= 0` has no rational point after
/// integer tightening (upstream's GCD test and Fourier-Motzkin check).
pub(crate) fn is_empty(eqs: &[Vec<i64>], ineqs: &[Vec<i64>], num_vars: usize) -> bool {
    for e in eqs {
        let g = gcd_of(&e[..num_vars]);
        if invalid(e, true) || (g != 0 && e[num_vars] % g as i64 != 0) {
            return true;
        }
    }
    let mut rows: Vec<Vec<i64>> = ineqs.to_vec();
    for e in eqs {
        rows.push(e.clone());
        rows.push(e.iter().map(|x| x.wrapping_neg()).collect());
    }
    for r in &mut rows {
        tighten(r);
    }
    if rows.iter().any(|r| invalid(r, false)) {
        return true;
    }
    for var in 0..num_vars {
        let (mut pos, mut neg, mut rest) = (Vec::new(), Vec::new(), Vec::new());
        for r in rows {
            match r[var].signum() {
                1 => pos.push(r),
                -1 => neg.push(r),
                _ => rest.push(r),
            }
        }
        for p in &pos {
            for n in &neg {
                let (a, b) = (p[var], -n[var]);
                let Some(mut row) = p
                    .iter()
                    .zip(n)
                    .map(|(&x, &y)| x.checked_mul(b)?.checked_add(y.checked_mul(a)?))
                    .collect::<Option<Vec<i64>>>()
                else {
                    return false;
                };
                tighten(&mut row);
                if invalid(&row, false) {
                    return true;
                }
                rest.push(row);
            }
        }
        if rest.len() >= EXPLOSION_FACTOR * num_vars.max(1) {
            return false;
        }
        rows = rest;
    }
    false
}

impl IntegerSet {
    /// Upstream `simplifyIntegerSet`: the canonical empty set when the
    /// constraints have no solution, else the constraints with equalities
    /// divided by their gcd, inequalities tightened, and trivially true,
    /// duplicate and weaker parallel inequalities dropped (equalities first).
    /// Sets whose constraints need floordiv/mod (local variables) are kept.
    pub fn simplify(&self) -> IntegerSet {
        let (nd, ns) = (self.num_dims, self.num_symbols);
        let mut eqs = Vec::new();
        let mut ineqs = Vec::new();
        for (e, eq) in &self.constraints {
            let Some(flat) = flatten_affine_expr(e, nd, ns) else { return self.clone() };
            if !flat.local_exprs.is_empty() {
                return self.clone();
            }
            if *eq {
                eqs.push(flat.coefficients);
            } else {
                ineqs.push(flat.coefficients);
            }
        }
        if is_empty(&eqs, &ineqs, nd + ns) {
            return IntegerSet::empty(nd, ns);
        }
        for e in &mut eqs {
            let g = gcd_of(e) as i64;
            if g > 1 {
                e.iter_mut().for_each(|x| *x /= g);
            }
        }
        let mut kept: Vec<Option<Vec<i64>>> = Vec::new();
        for mut r in ineqs {
            tighten(&mut r);
            let n = r.len() - 1;
            if r[..n].iter().all(|&x| x == 0) && r[n] >= 0 || kept.iter().flatten().any(|k| *k == r) {
                continue;
            }
            // Of rows differing only in the constant, the smallest one stays.
            if let Some(slot) = kept.iter_mut().find(|k| k.as_ref().is_some_and(|k| k[..n] == r[..n])) {
                if slot.as_ref().is_some_and(|k| k[n] > r[n]) {
                    *slot = None;
                    kept.push(Some(r));
                }
                continue;
            }
            kept.push(Some(r));
        }
        let mut constraints: Vec<(AffineExpr, bool)> =
            eqs.iter().map(|r| (get_affine_expr_from_flat_form(r, nd, ns, &[]), true)).collect();
        constraints
            .extend(kept.into_iter().flatten().map(|r| (get_affine_expr_from_flat_form(&r, nd, ns, &[]), false)));
        if constraints.is_empty() {
            return IntegerSet::universe(nd, ns);
        }
        IntegerSet::new(nd, ns, constraints)
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::affine::testing::*;
    use crate::ir::affine::IntegerSet;

    #[test]
    fn sets_simplify_as_upstream() {
        let s = IntegerSet::new(1, 1, vec![(d(0) * 2 - 4, true), (d(0) - s(0), false), (d(0) - s(0), false)]);
        assert_eq!(s.simplify().to_string(), "(d0)[s0] : (d0 - 2 == 0, d0 - s0 >= 0)");
        let empty = IntegerSet::new(1, 0, vec![(d(0) - 1, false), (-d(0), false)]);
        assert!(empty.simplify().is_empty_integer_set());
        let odd = IntegerSet::new(1, 0, vec![(d(0) * 2 - 1, true)]);
        assert!(odd.simplify().is_empty_integer_set());
        let weaker = IntegerSet::new(1, 0, vec![(d(0) - 5, false), (d(0) - 1, false), (c(3), false)]);
        assert_eq!(weaker.simplify().to_string(), "(d0) : (d0 - 5 >= 0)");
    }
}

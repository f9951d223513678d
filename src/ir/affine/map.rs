//! Affine maps (`AffineMap`): `(d0, ..)[s0, ..] -> (expr, ..)`, with the
//! constructors, queries, composition and evaluation of upstream MLIR 19's
//! `AffineMap`, and its canonical printed form.

use std::fmt;

use super::expr::AffineExpr;
use super::simplify::simplify_affine_expr;

/// A (semi-)affine map from `num_dims` dimensions and `num_symbols` symbols
/// to `results.len()` results. A plain value: equality is structural.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AffineMap {
    /// Number of dimension inputs (`d0 .. d<num_dims - 1>`).
    pub num_dims: usize,
    /// Number of symbol inputs (`s0 .. s<num_symbols - 1>`).
    pub num_symbols: usize,
    /// Result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// A map with the given inputs and results (no simplification, as
    /// upstream `AffineMap::get`).
    pub fn new(num_dims: usize, num_symbols: usize, results: Vec<AffineExpr>) -> AffineMap {
        AffineMap { num_dims, num_symbols, results }
    }

    /// A map with the given inputs and no results, e.g. `(d0) -> ()`.
    pub fn empty(num_dims: usize, num_symbols: usize) -> AffineMap {
        AffineMap::new(num_dims, num_symbols, Vec::new())
    }

    /// The map `() -> (value)` (upstream `getConstantMap`).
    pub fn constant(value: i64) -> AffineMap {
        AffineMap::new(0, 0, vec![AffineExpr::Constant(value)])
    }

    /// The map `() -> (v0, v1, ...)`.
    pub fn constants(values: &[i64]) -> AffineMap {
        AffineMap::new(0, 0, values.iter().map(|&v| AffineExpr::Constant(v)).collect())
    }

    /// The identity map on `num_dims` dimensions (upstream
    /// `getMultiDimIdentityMap`), e.g. `(d0, d1) -> (d0, d1)`.
    pub fn identity(num_dims: usize) -> AffineMap {
        AffineMap::new(num_dims, 0, (0..num_dims).map(AffineExpr::Dim).collect())
    }

    /// The identity on the `num_results` innermost of `num_dims` dimensions
    /// (upstream `getMinorIdentityMap`), e.g. `(d0, d1, d2) -> (d1, d2)`.
    /// Panics if `num_results > num_dims`.
    pub fn minor_identity(num_dims: usize, num_results: usize) -> AffineMap {
        assert!(num_results <= num_dims, "more results than dimensions");
        let results = (num_dims - num_results..num_dims).map(AffineExpr::Dim).collect();
        AffineMap::new(num_dims, 0, results)
    }

    /// The permutation map `(d0, ..) -> (d<p0>, d<p1>, ..)` over
    /// `permutation.len()` dimensions (upstream `getPermutationMap`).
    pub fn permutation(permutation: &[usize]) -> AffineMap {
        let results = permutation.iter().map(|&p| AffineExpr::Dim(p)).collect();
        AffineMap::new(permutation.len(), 0, results)
    }

    /// A map whose dimension and symbol counts are inferred from the largest
    /// positions used by `results` (upstream `inferFromExprList`).
    pub fn from_results(results: Vec<AffineExpr>) -> AffineMap {
        let (mut nd, mut ns) = (0, 0);
        for r in &results {
            let (d, s) = r.dim_and_symbol_bounds();
            nd = nd.max(d);
            ns = ns.max(s);
        }
        AffineMap::new(nd, ns, results)
    }

    /// `num_dims + num_symbols`.
    pub fn num_inputs(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// True if the map has no results.
    pub fn is_empty(&self) -> bool {
        self.results.is_empty()
    }

    /// True if result `i` is `d<i>` for every dimension and there are as many
    /// results as dimensions (symbols are allowed, as upstream `isIdentity`).
    pub fn is_identity(&self) -> bool {
        self.num_dims == self.results.len() && self.results.iter().enumerate().all(|(i, r)| r.as_dim() == Some(i))
    }

    /// True if the map is the identity on its innermost dimensions
    /// (upstream `isMinorIdentity`).
    pub fn is_minor_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() <= self.num_dims
            && *self == AffineMap::minor_identity(self.num_dims, self.results.len())
    }

    /// True if the map has exactly one result and it is a constant.
    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.results[0].as_constant().is_some()
    }

    /// The constant of a single-constant map.
    pub fn single_constant_result(&self) -> Option<i64> {
        if self.is_single_constant() {
            self.results[0].as_constant()
        } else {
            None
        }
    }

    /// True if every result is a constant (upstream `isConstant`).
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(|r| r.as_constant().is_some())
    }

    /// The constant results, if every result is a constant.
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::as_constant).collect()
    }

    /// True if every result is pure affine.
    pub fn is_pure_affine(&self) -> bool {
        self.results.iter().all(AffineExpr::is_pure_affine)
    }

    /// True if the results are distinct dimensions (or, with
    /// `allow_zero_in_results`, the constant 0), without symbols and with no
    /// more results than inputs (upstream `isProjectedPermutation`).
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 || self.results.len() > self.num_inputs() {
            return false;
        }
        let mut seen = vec![false; self.num_inputs()];
        for r in &self.results {
            match r {
                AffineExpr::Dim(p) => {
                    if *p >= seen.len() || seen[*p] {
                        return false;
                    }
                    seen[*p] = true;
                }
                AffineExpr::Constant(0) if allow_zero_in_results => {}
                _ => return false,
            }
        }
        true
    }

    /// True if the map is a permutation of its dimensions (upstream
    /// `isPermutation`).
    pub fn is_permutation(&self) -> bool {
        self.num_dims == self.results.len() && self.is_projected_permutation(false)
    }

    /// True if some result uses `d<pos>`.
    pub fn is_function_of_dim(&self, pos: usize) -> bool {
        self.results.iter().any(|r| r.is_function_of_dim(pos))
    }

    /// True if some result uses `s<pos>`.
    pub fn is_function_of_symbol(&self, pos: usize) -> bool {
        self.results.iter().any(|r| r.is_function_of_symbol(pos))
    }

    /// Substitutes dims and symbols in every result and gives the new map the
    /// stated input counts (upstream `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: usize,
        num_result_syms: usize,
    ) -> AffineMap {
        let results = self.results.iter().map(|r| r.replace_dims_and_symbols(dims, syms)).collect();
        AffineMap::new(num_result_dims, num_result_syms, results)
    }

    /// Replaces every occurrence of `from` by `to` in the results, keeping
    /// the input counts.
    pub fn replace(&self, from: &AffineExpr, to: &AffineExpr) -> AffineMap {
        let results = self.results.iter().map(|r| r.replace(from, to)).collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// Replaces every occurrence of `from` by `to` and gives the new map the
    /// stated input counts (upstream `replace(expr, replacement, dims, syms)`).
    pub fn replace_with_counts(
        &self,
        from: &AffineExpr,
        to: &AffineExpr,
        num_result_dims: usize,
        num_result_syms: usize,
    ) -> AffineMap {
        let results = self.results.iter().map(|r| r.replace(from, to)).collect();
        AffineMap::new(num_result_dims, num_result_syms, results)
    }

    /// True if the results are exactly `s0, s1, ..`, one per symbol
    /// (upstream `isSymbolIdentity`).
    pub fn is_symbol_identity(&self) -> bool {
        self.num_symbols == self.results.len() && self.results.iter().enumerate().all(|(i, r)| r.as_symbol() == Some(i))
    }

    /// The gcd of the largest known divisors of the results, `u64::MAX` for
    /// a map without results (upstream `getLargestKnownDivisorOfMapExprs`).
    pub fn largest_known_divisor_of_results(&self) -> u64 {
        let mut gcd: Option<u64> = None;
        for r in &self.results {
            let d = r.largest_known_divisor() as u64;
            gcd = Some(gcd.map_or(d, |g| super::fold::gcd_u64(g, d)));
        }
        gcd.unwrap_or(u64::MAX)
    }

    /// Shifts dimensions `d<i>` (i >= `offset`) by `shift` and adds `shift`
    /// dimensions (upstream `shiftDims`).
    pub fn shift_dims(&self, shift: usize, offset: usize) -> AffineMap {
        let results = self.results.iter().map(|r| r.shift_dims(self.num_dims, shift, offset)).collect();
        AffineMap::new(self.num_dims + shift, self.num_symbols, results)
    }

    /// Shifts symbols `s<i>` (i >= `offset`) by `shift` and adds `shift`
    /// symbols (upstream `shiftSymbols`).
    pub fn shift_symbols(&self, shift: usize, offset: usize) -> AffineMap {
        let results = self.results.iter().map(|r| r.shift_symbols(self.num_symbols, shift, offset)).collect();
        AffineMap::new(self.num_dims, self.num_symbols + shift, results)
    }

    /// Composition `self ∘ other` (upstream `AffineMap::compose`): the
    /// dimensions of `self` are replaced by the results of `other`. The new
    /// map has `other`'s dimensions and `self`'s symbols followed by
    /// `other`'s symbols (which are renumbered after `self`'s). Local
    /// simplifications apply; call [`AffineMap::simplify`] for more.
    ///
    /// Panics if `self.num_dims != other.num_results()`.
    pub fn compose(&self, other: &AffineMap) -> AffineMap {
        assert_eq!(self.num_dims, other.num_results(), "number of results mismatch in compose");
        let num_dims = other.num_dims;
        let num_symbols = self.num_symbols + other.num_symbols;
        let dims: Vec<AffineExpr> = (0..num_dims).map(AffineExpr::Dim).collect();
        let syms: Vec<AffineExpr> = (self.num_symbols..num_symbols).map(AffineExpr::Symbol).collect();
        let other = other.replace_dims_and_symbols(&dims, &syms, num_dims, num_symbols);
        let results = self.results.iter().map(|r| r.compose(&other)).collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// The map made of the results at `positions` (upstream `getSubMap`).
    /// Panics on an out-of-range position.
    pub fn sub_map(&self, positions: &[usize]) -> AffineMap {
        let results = positions.iter().map(|&p| self.results[p].clone()).collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// The map without the results at `positions` (upstream `dropResults`).
    pub fn drop_results(&self, positions: &[usize]) -> AffineMap {
        let results =
            self.results.iter().enumerate().filter(|(i, _)| !positions.contains(i)).map(|(_, r)| r.clone()).collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// Simplifies every result with [`simplify_affine_expr`] (upstream
    /// `simplifyAffineMap`).
    pub fn simplify(&self) -> AffineMap {
        let results = self.results.iter().map(|r| simplify_affine_expr(r, self.num_dims, self.num_symbols)).collect();
        AffineMap::new(self.num_dims, self.num_symbols, results)
    }

    /// The inverse of a map whose results hold every dimension: dimension
    /// `d` goes to the first result that is exactly `d` (upstream
    /// `inversePermutation`). `None` when some input is not such a result;
    /// the map `() -> ()` is its own inverse.
    pub fn inverse_permutation(&self) -> Option<AffineMap> {
        if self.num_dims == 0 && self.num_symbols == 0 && self.results.is_empty() {
            return Some(self.clone());
        }
        let mut inverse: Vec<Option<AffineExpr>> = vec![None; self.num_dims];
        for (i, r) in self.results.iter().enumerate() {
            if let Some(slot) = r.as_dim().and_then(|d| inverse.get_mut(d)) {
                slot.get_or_insert(AffineExpr::Dim(i));
            }
        }
        let seen: Vec<AffineExpr> = inverse.into_iter().flatten().collect();
        (seen.len() == self.num_inputs()).then(|| AffineMap::new(self.results.len(), 0, seen))
    }

    /// The results of `maps` one after the other, over the most dimensions
    /// and symbols any of them has (upstream `concatAffineMaps`).
    pub fn concat(maps: &[AffineMap]) -> AffineMap {
        let num_dims = maps.iter().map(|m| m.num_dims).max().unwrap_or(0);
        let num_symbols = maps.iter().map(|m| m.num_symbols).max().unwrap_or(0);
        let results = maps.iter().flat_map(|m| m.results.iter().cloned()).collect();
        AffineMap::new(num_dims, num_symbols, results)
    }

    /// Evaluates every result on constant inputs (floor semantics for
    /// `floordiv` and `mod`, as MLIR). `None` if an input count is wrong or a
    /// result is undefined (division by zero, `mod` by a non-positive value,
    /// overflow).
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<Vec<i64>> {
        if dims.len() != self.num_dims || syms.len() != self.num_symbols {
            return None;
        }
        self.results.iter().map(|r| r.eval(dims, syms)).collect()
    }
}

/// Writes `(d0, d1)[s0]`: the dimension list and, if any, the symbol list.
pub(crate) fn write_inputs(f: &mut fmt::Formatter<'_>, num_dims: usize, num_symbols: usize) -> fmt::Result {
    f.write_str("(")?;
    for i in 0..num_dims {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{i}")?;
    }
    f.write_str(")")?;
    if num_symbols > 0 {
        f.write_str("[")?;
        for i in 0..num_symbols {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{i}")?;
        }
        f.write_str("]")?;
    }
    Ok(())
}

/// Prints in upstream's canonical form, e.g. `(d0, d1)[s0] -> (d0 + s0, d1)`
/// (the text inside `affine_map<...>`).
impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_inputs(f, self.num_dims, self.num_symbols)?;
        f.write_str(" -> (")?;
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{r}")?;
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::affine::testing::*;

    #[test]
    fn inverse_permutation_takes_the_first_result_of_each_dimension() {
        let m = AffineMap::new(3, 0, vec![d(2), d(0), d(0), d(1)]);
        assert_eq!(m.inverse_permutation().unwrap().to_string(), "(d0, d1, d2, d3) -> (d1, d3, d0)");
        let projected = AffineMap::new(2, 0, vec![d(1)]);
        assert_eq!(projected.inverse_permutation(), None);
        let sum = AffineMap::new(1, 0, vec![d(0).add(d(0))]);
        assert_eq!(sum.inverse_permutation(), None);
        assert_eq!(AffineMap::empty(0, 0).inverse_permutation(), Some(AffineMap::empty(0, 0)));
        let concat = AffineMap::concat(&[AffineMap::new(1, 0, vec![d(0)]), AffineMap::new(2, 0, vec![d(1)])]);
        assert_eq!(concat.to_string(), "(d0, d1) -> (d0, d1)");
    }

    #[test]
    fn constructors_and_printing() {
        assert_eq!(AffineMap::constant(0).to_string(), "() -> (0)");
        assert_eq!(AffineMap::constants(&[1, -2]).to_string(), "() -> (1, -2)");
        assert_eq!(AffineMap::identity(2).to_string(), "(d0, d1) -> (d0, d1)");
        assert_eq!(AffineMap::empty(1, 0).to_string(), "(d0) -> ()");
        assert_eq!(AffineMap::minor_identity(3, 2).to_string(), "(d0, d1, d2) -> (d1, d2)");
        assert_eq!(AffineMap::permutation(&[1, 0]).to_string(), "(d0, d1) -> (d1, d0)");
        let m = AffineMap::new(2, 1, vec![d(0) + s(0), d(1).floor_div(2)]);
        assert_eq!(m.to_string(), "(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)");
        let m = AffineMap::from_results(vec![d(2) + s(1)]);
        assert_eq!((m.num_dims, m.num_symbols), (3, 2));
    }

    #[test]
    fn predicates() {
        assert!(AffineMap::identity(3).is_identity());
        assert!(AffineMap::new(2, 1, vec![d(0), d(1)]).is_identity());
        assert!(!AffineMap::new(2, 0, vec![d(1), d(0)]).is_identity());
        assert!(AffineMap::permutation(&[2, 0, 1]).is_permutation());
        assert!(!AffineMap::new(3, 0, vec![d(2), d(0)]).is_permutation());
        assert!(AffineMap::new(3, 0, vec![d(2), d(0)]).is_projected_permutation(false));
        assert!(!AffineMap::new(3, 0, vec![d(2), d(2)]).is_projected_permutation(false));
        let with_zero = AffineMap::new(3, 0, vec![d(2), AffineExpr::Constant(0)]);
        assert!(!with_zero.is_projected_permutation(false));
        assert!(with_zero.is_projected_permutation(true));
        assert!(!AffineMap::new(1, 1, vec![d(0)]).is_projected_permutation(false));
        assert!(AffineMap::constant(4).is_single_constant());
        assert_eq!(AffineMap::constant(4).single_constant_result(), Some(4));
        assert!(!AffineMap::constants(&[1, 2]).is_single_constant());
        assert_eq!(AffineMap::constants(&[1, 2]).constant_results(), Some(vec![1, 2]));
        assert!(AffineMap::minor_identity(3, 2).is_minor_identity());
        assert!(!AffineMap::identity(0).is_function_of_dim(0));
    }

    #[test]
    fn compose_is_this_after_other() {
        // (d0, d1)[s0] -> (d0 + s0, d1 * 2)  ∘  (d0)[s0] -> (d0 + 1, d0 * s0)
        let this = AffineMap::new(2, 1, vec![d(0) + s(0), d(1) * 2]);
        let other = AffineMap::new(1, 1, vec![d(0) + 1, d(0) * s(0)]);
        let c = this.compose(&other);
        assert_eq!(c.to_string(), "(d0)[s0, s1] -> (d0 + s0 + 1, (d0 * s1) * 2)");
        // Upstream's doc example: (d0, d1) -> (d0 + 1, d1 - 1) composed with
        // (d0)[s0] -> (d0 + s0, d0 - s0).
        let a = AffineMap::new(2, 0, vec![d(0) + 1, d(1) - 1]);
        let b = AffineMap::new(1, 1, vec![d(0) + s(0), d(0) - s(0)]);
        assert_eq!(a.compose(&b).to_string(), "(d0)[s0] -> (d0 + s0 + 1, d0 - s0 - 1)");
        let id = AffineMap::identity(2);
        assert_eq!(this.compose(&id), this);
    }

    #[test]
    fn replace_shift_submap_simplify_eval() {
        let m = AffineMap::new(2, 1, vec![d(0) + s(0), d(1) % 4]);
        let r = m.replace_dims_and_symbols(&[d(1), d(0)], &[AffineExpr::Constant(5)], 2, 0);
        assert_eq!(r.to_string(), "(d0, d1) -> (d1 + 5, d0 mod 4)");
        assert_eq!(m.shift_dims(1, 0).to_string(), "(d0, d1, d2)[s0] -> (d1 + s0, d2 mod 4)");
        assert_eq!(m.shift_symbols(2, 0).to_string(), "(d0, d1)[s0, s1, s2] -> (d0 + s2, d1 mod 4)");
        assert_eq!(m.sub_map(&[1]).to_string(), "(d0, d1)[s0] -> (d1 mod 4)");
        assert_eq!(m.drop_results(&[0]).to_string(), "(d0, d1)[s0] -> (d1 mod 4)");
        assert_eq!(m.replace(&s(0), &d(1)).to_string(), "(d0, d1)[s0] -> (d0 + d1, d1 mod 4)");
        let m2 = AffineMap::new(2, 0, vec![(d(0) * 3 + d(1) * 6).floor_div(9) + d(1) - d(1)]);
        assert_eq!(m2.simplify().to_string(), "(d0, d1) -> ((d0 + d1 * 2) floordiv 3)");
        assert_eq!(m.eval(&[3, -5], &[4]), Some(vec![7, 3]));
        assert_eq!(m.eval(&[3], &[4]), None);
        let div0 = AffineMap::new(1, 1, vec![d(0).floor_div(s(0))]);
        assert_eq!(div0.eval(&[3], &[0]), None);
        assert_eq!(div0.eval(&[-3], &[2]), Some(vec![-2]));
    }
}

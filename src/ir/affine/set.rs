//! Integer sets (`IntegerSet`): conjunctions of affine constraints
//! `expr >= 0` / `expr == 0` over dimensions and symbols, printed in upstream
//! MLIR 19's canonical form `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.

use std::fmt;

use super::expr::AffineExpr;
use super::map::write_inputs;

/// An integer set: the points `(d..)[s..]` satisfying every constraint.
/// Each constraint is `(expr, is_eq)`, meaning `expr == 0` when `is_eq`, else
/// `expr >= 0`. A plain value: equality is structural.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IntegerSet {
    /// Number of dimension inputs.
    pub num_dims: usize,
    /// Number of symbol inputs.
    pub num_symbols: usize,
    /// Constraints `(expr, is_eq)`.
    pub constraints: Vec<(AffineExpr, bool)>,
}

impl IntegerSet {
    /// A set with the given constraints (no simplification, as upstream
    /// `IntegerSet::get`).
    pub fn new(num_dims: usize, num_symbols: usize, constraints: Vec<(AffineExpr, bool)>) -> IntegerSet {
        IntegerSet { num_dims, num_symbols, constraints }
    }

    /// The canonical empty set `(d0, ..) : (1 == 0)` (upstream
    /// `getEmptySet`).
    pub fn empty(num_dims: usize, num_symbols: usize) -> IntegerSet {
        IntegerSet::new(num_dims, num_symbols, vec![(AffineExpr::Constant(1), true)])
    }

    /// The set `(d0, ..) : (0 == 0)`, which is what upstream's parser builds
    /// for an empty constraint list `()`.
    pub fn universe(num_dims: usize, num_symbols: usize) -> IntegerSet {
        IntegerSet::new(num_dims, num_symbols, vec![(AffineExpr::Constant(0), true)])
    }

    /// True if this is exactly the canonical empty set (upstream
    /// `isEmptyIntegerSet`; no emptiness analysis is done).
    pub fn is_empty_integer_set(&self) -> bool {
        *self == IntegerSet::empty(self.num_dims, self.num_symbols)
    }

    /// `num_dims + num_symbols`.
    pub fn num_inputs(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// Number of equality constraints.
    pub fn num_equalities(&self) -> usize {
        self.constraints.iter().filter(|(_, eq)| *eq).count()
    }

    /// Number of inequality (`>= 0`) constraints.
    pub fn num_inequalities(&self) -> usize {
        self.constraints.len() - self.num_equalities()
    }

    /// Substitutes dims and symbols in every constraint and gives the new set
    /// the stated input counts (upstream `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        syms: &[AffineExpr],
        num_result_dims: usize,
        num_result_syms: usize,
    ) -> IntegerSet {
        let constraints =
            self.constraints.iter().map(|(e, eq)| (e.replace_dims_and_symbols(dims, syms), *eq)).collect();
        IntegerSet::new(num_result_dims, num_result_syms, constraints)
    }

    /// Whether the point satisfies every constraint; `None` if an input
    /// count is wrong or a constraint is undefined at that point.
    pub fn contains(&self, dims: &[i64], syms: &[i64]) -> Option<bool> {
        if dims.len() != self.num_dims || syms.len() != self.num_symbols {
            return None;
        }
        let mut all = true;
        for (e, eq) in &self.constraints {
            let v = e.eval(dims, syms)?;
            all &= if *eq { v == 0 } else { v >= 0 };
        }
        Some(all)
    }
}

/// Prints in upstream's canonical form, e.g. `(d0)[s0] : (d0 - s0 >= 0)`
/// (the text inside `affine_set<...>`).
impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_inputs(f, self.num_dims, self.num_symbols)?;
        f.write_str(" : (")?;
        for (i, (e, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{e} {}", if *eq { "== 0" } else { ">= 0" })?;
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::affine::testing::*;

    #[test]
    fn printing() {
        assert_eq!(IntegerSet::empty(1, 0).to_string(), "(d0) : (1 == 0)");
        assert_eq!(IntegerSet::universe(0, 1).to_string(), "()[s0] : (0 == 0)");
        let set = IntegerSet::new(1, 1, vec![(d(0) - s(0), false), (d(0), true)]);
        assert_eq!(set.to_string(), "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
        assert!(IntegerSet::empty(2, 1).is_empty_integer_set());
        assert!(!set.is_empty_integer_set());
        assert_eq!((set.num_equalities(), set.num_inequalities()), (1, 1));
    }

    #[test]
    fn contains_and_replace() {
        let set = IntegerSet::new(1, 1, vec![(d(0) - s(0), false), (d(0) % 2, true)]);
        assert_eq!(set.contains(&[4], &[3]), Some(true));
        assert_eq!(set.contains(&[3], &[3]), Some(false));
        assert_eq!(set.contains(&[2], &[3]), Some(false));
        assert_eq!(set.contains(&[2], &[]), None);
        let r = set.replace_dims_and_symbols(&[d(0) * 2], &[AffineExpr::Constant(1)], 1, 0);
        assert_eq!(r.to_string(), "(d0) : (d0 * 2 - 1 >= 0, 0 == 0)");
        assert_eq!(IntegerSet::empty(0, 0).contains(&[], &[]), Some(false));
    }
}

//! Affine expressions (`AffineExpr`): the tree type, its simplifying
//! constructors and structural queries.
//!
//! The constructors ([`AffineExpr::add`], [`AffineExpr::mul`],
//! [`AffineExpr::floor_div`], [`AffineExpr::ceil_div`],
//! [`AffineExpr::modulo`] and the `+ - * %` operators) perform exactly the
//! local simplifications upstream MLIR 19 performs in its `AffineExpr`
//! operator overloads (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`,
//! `simplifyCeilDiv`, `simplifyMod`): constant folding (unless the fold would
//! overflow), constants moved to the right-hand side, `(d0 + 2) + 3 -> d0 + 5`,
//! `c1 * e + c2 * e -> (c1 + c2) * e`, `e - (e floordiv q) * q -> e mod q`,
//! `x * 1 -> x`, `(d0 * 4) floordiv 2 -> d0 * 2`, `(d0 * 4) mod 2 -> 0`, ...
//! Because the printer and parser build expressions through the same
//! constructors, parsing and printing reproduces `mlir-opt-19`'s canonical
//! text.
//!
//! Expressions are plain values (not interned); equality is structural, which
//! is what upstream's pointer equality of uniqued expressions amounts to.

use std::collections::HashMap;
use std::ops;

use super::fold::{
    ceil_div_i64, div_would_overflow, floor_div_i64, gcd_u64, mod_i64, simplify_add, simplify_ceil_div,
    simplify_floor_div, simplify_mod, simplify_mul,
};
use super::map::AffineMap;

/// The binary operators of affine expressions. Subtraction is represented as
/// `a + b * -1`, as upstream does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineBinaryOp {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`.
    Mul,
    /// `lhs mod rhs` (result has the sign of a positive divisor, as MLIR).
    Mod,
    /// `lhs floordiv rhs` (rounds toward negative infinity).
    FloorDiv,
    /// `lhs ceildiv rhs` (rounds toward positive infinity).
    CeilDiv,
}

impl AffineBinaryOp {
    /// The keyword / operator used when printing (`+`, `*`, `mod`, ...).
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => "+",
            AffineBinaryOp::Mul => "*",
            AffineBinaryOp::Mod => "mod",
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
        }
    }
}

/// An affine (or semi-affine) expression over dimensions `d<i>`, symbols
/// `s<i>` and 64-bit integer constants.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineExpr {
    /// Dimension identifier `d<pos>`.
    Dim(usize),
    /// Symbol identifier `s<pos>`.
    Symbol(usize),
    /// Integer constant.
    Constant(i64),
    /// Binary operation `lhs op rhs`. Build these through the simplifying
    /// constructors unless an unsimplified tree is wanted on purpose.
    Binary(AffineBinaryOp, Box<AffineExpr>, Box<AffineExpr>),
}

use AffineBinaryOp as Op;
use AffineExpr as E;

impl From<i64> for AffineExpr {
    fn from(value: i64) -> Self {
        AffineExpr::Constant(value)
    }
}

impl AffineExpr {
    /// The dimension expression `d<pos>`.
    pub fn dim(pos: usize) -> AffineExpr {
        E::Dim(pos)
    }

    /// The symbol expression `s<pos>`.
    pub fn symbol(pos: usize) -> AffineExpr {
        E::Symbol(pos)
    }

    /// The constant expression `value`.
    pub fn constant(value: i64) -> AffineExpr {
        E::Constant(value)
    }

    /// The number of levels of the tree (1 for a leaf), computed without
    /// recursion so that it is safe on any tree.
    pub fn depth(&self) -> usize {
        let mut max = 0;
        let mut stack: smallvec::SmallVec<[(&AffineExpr, usize); 16]> = smallvec::smallvec![(self, 1)];
        while let Some((e, d)) = stack.pop() {
            max = max.max(d);
            if let E::Binary(_, l, r) = e {
                stack.push((l, d + 1));
                stack.push((r, d + 1));
            }
        }
        max
    }

    /// Builds `lhs op rhs` *without* any simplification.
    pub fn binary_unsimplified(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        E::Binary(op, Box::new(lhs), Box::new(rhs))
    }

    /// Builds `lhs op rhs` with upstream's local simplifications
    /// (upstream `getAffineBinaryOpExpr`).
    pub fn binary(op: AffineBinaryOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            Op::Add => lhs.add(rhs),
            Op::Mul => lhs.mul(rhs),
            Op::FloorDiv => lhs.floor_div(rhs),
            Op::CeilDiv => lhs.ceil_div(rhs),
            Op::Mod => lhs.modulo(rhs),
        }
    }

    /// `self + rhs`, simplified as upstream `operator+`.
    #[allow(clippy::should_implement_trait)]
    pub fn add(self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        let rhs = rhs.into();
        match simplify_add(&self, &rhs) {
            Some(e) => e,
            None => E::binary_unsimplified(Op::Add, self, rhs),
        }
    }

    /// `self * rhs`, simplified as upstream `operator*`.
    #[allow(clippy::should_implement_trait)]
    pub fn mul(self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        let rhs = rhs.into();
        match simplify_mul(&self, &rhs) {
            Some(e) => e,
            None => E::binary_unsimplified(Op::Mul, self, rhs),
        }
    }

    /// `self - rhs`, i.e. `self + rhs * -1` (upstream `operator-`).
    #[allow(clippy::should_implement_trait)]
    pub fn sub(self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        self.add(rhs.into().neg())
    }

    /// `-self`, i.e. `self * -1` (upstream unary `operator-`).
    #[allow(clippy::should_implement_trait)]
    pub fn neg(self) -> AffineExpr {
        self.mul(E::Constant(-1))
    }

    /// `self floordiv rhs`, simplified as upstream `floorDiv`.
    pub fn floor_div(self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        let rhs = rhs.into();
        match simplify_floor_div(&self, &rhs) {
            Some(e) => e,
            None => E::binary_unsimplified(Op::FloorDiv, self, rhs),
        }
    }

    /// `self ceildiv rhs`, simplified as upstream `ceilDiv`.
    pub fn ceil_div(self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        let rhs = rhs.into();
        match simplify_ceil_div(&self, &rhs) {
            Some(e) => e,
            None => E::binary_unsimplified(Op::CeilDiv, self, rhs),
        }
    }

    /// `self mod rhs`, simplified as upstream `operator%`.
    pub fn modulo(self, rhs: impl Into<AffineExpr>) -> AffineExpr {
        let rhs = rhs.into();
        match simplify_mod(&self, &rhs) {
            Some(e) => e,
            None => E::binary_unsimplified(Op::Mod, self, rhs),
        }
    }

    /// The constant value, if this is a constant expression.
    pub fn as_constant(&self) -> Option<i64> {
        match self {
            E::Constant(c) => Some(*c),
            _ => None,
        }
    }

    /// The position, if this is a dimension expression.
    pub fn as_dim(&self) -> Option<usize> {
        match self {
            E::Dim(p) => Some(*p),
            _ => None,
        }
    }

    /// The position, if this is a symbol expression.
    pub fn as_symbol(&self) -> Option<usize> {
        match self {
            E::Symbol(p) => Some(*p),
            _ => None,
        }
    }

    /// Operator and operands, if this is a binary expression.
    pub fn as_binary(&self) -> Option<(AffineBinaryOp, &AffineExpr, &AffineExpr)> {
        match self {
            E::Binary(op, l, r) => Some((*op, l, r)),
            _ => None,
        }
    }

    /// Operands, if this is a binary expression with operator `op`.
    pub fn as_op(&self, op: AffineBinaryOp) -> Option<(&AffineExpr, &AffineExpr)> {
        match self {
            E::Binary(o, l, r) if *o == op => Some((l, r)),
            _ => None,
        }
    }

    /// True if this is a binary expression with operator `op`.
    pub fn is_op(&self, op: AffineBinaryOp) -> bool {
        self.as_op(op).is_some()
    }

    /// True if the expression contains no dimension (upstream
    /// `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            E::Constant(_) | E::Symbol(_) => true,
            E::Dim(_) => false,
            E::Binary(_, l, r) => l.is_symbolic_or_constant() && r.is_symbolic_or_constant(),
        }
    }

    /// True if multiplication, floordiv, ceildiv and mod only involve
    /// constants on one side (upstream `isPureAffine`).
    pub fn is_pure_affine(&self) -> bool {
        match self {
            E::Constant(_) | E::Symbol(_) | E::Dim(_) => true,
            E::Binary(Op::Add, l, r) => l.is_pure_affine() && r.is_pure_affine(),
            E::Binary(Op::Mul, l, r) => {
                l.is_pure_affine() && r.is_pure_affine() && (l.as_constant().is_some() || r.as_constant().is_some())
            }
            E::Binary(_, l, r) => l.is_pure_affine() && r.as_constant().is_some(),
        }
    }

    /// The greatest known integral divisor of the expression (upstream
    /// `getLargestKnownDivisor`; wraps on overflow like upstream).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            E::Dim(_) | E::Symbol(_) => 1,
            E::Constant(c) => c.wrapping_abs(),
            E::Binary(Op::FloorDiv | Op::CeilDiv, l, r) => match r.as_constant() {
                Some(c) if c != 0 => {
                    let lhs_div = l.largest_known_divisor();
                    if lhs_div.wrapping_rem(c) == 0 {
                        lhs_div.wrapping_div(c).wrapping_abs()
                    } else {
                        1
                    }
                }
                _ => 1,
            },
            E::Binary(Op::Mul, l, r) => l.largest_known_divisor().wrapping_mul(r.largest_known_divisor()),
            E::Binary(Op::Add | Op::Mod, l, r) => {
                gcd_u64(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64) as i64
            }
        }
    }

    /// True if the expression is known to be a multiple of `factor`
    /// (upstream `isMultipleOf`). `factor` must be nonzero.
    pub fn is_multiple_of(&self, factor: i64) -> bool {
        let divides = |v: i64| v.wrapping_rem(factor) == 0;
        match self {
            E::Dim(_) | E::Symbol(_) => factor.wrapping_mul(factor) == 1,
            E::Constant(c) => divides(*c),
            E::Binary(Op::Mul, l, r) => {
                let ld = l.largest_known_divisor();
                let rd = r.largest_known_divisor();
                divides(ld) || divides(rd) || divides(ld.wrapping_mul(rd))
            }
            E::Binary(_, l, r) => {
                let g = gcd_u64(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64);
                (g as i64).wrapping_rem(factor) == 0
            }
        }
    }

    /// True if `d<pos>` occurs in the expression.
    pub fn is_function_of_dim(&self, pos: usize) -> bool {
        match self {
            E::Dim(p) => *p == pos,
            E::Binary(_, l, r) => l.is_function_of_dim(pos) || r.is_function_of_dim(pos),
            _ => false,
        }
    }

    /// True if `s<pos>` occurs in the expression.
    pub fn is_function_of_symbol(&self, pos: usize) -> bool {
        match self {
            E::Symbol(p) => *p == pos,
            E::Binary(_, l, r) => l.is_function_of_symbol(pos) || r.is_function_of_symbol(pos),
            _ => false,
        }
    }

    /// Visits every sub-expression in post order (operands before the
    /// operation), like upstream `walk`.
    pub fn walk<F: FnMut(&AffineExpr)>(&self, mut f: F) {
        fn go<F: FnMut(&AffineExpr)>(e: &AffineExpr, f: &mut F) {
            if let E::Binary(_, l, r) = e {
                go(l, f);
                go(r, f);
            }
            f(e);
        }
        go(self, &mut f)
    }

    /// Rebuilds `op(new_l, new_r)` if an operand changed, else clones `self`
    /// (upstream only re-simplifies changed nodes).
    fn rebuild(
        &self,
        op: AffineBinaryOp,
        l: &AffineExpr,
        r: &AffineExpr,
        nl: AffineExpr,
        nr: AffineExpr,
    ) -> AffineExpr {
        if &nl == l && &nr == r {
            self.clone()
        } else {
            AffineExpr::binary(op, nl, nr)
        }
    }

    /// Substitutes `d<i>` by `dims[i]` and `s<i>` by `syms[i]` (positions
    /// beyond the slices are kept), re-simplifying changed nodes (upstream
    /// `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        match self {
            E::Constant(_) => self.clone(),
            E::Dim(p) => dims.get(*p).cloned().unwrap_or_else(|| self.clone()),
            E::Symbol(p) => syms.get(*p).cloned().unwrap_or_else(|| self.clone()),
            E::Binary(op, l, r) => {
                let nl = l.replace_dims_and_symbols(dims, syms);
                let nr = r.replace_dims_and_symbols(dims, syms);
                self.rebuild(*op, l, r, nl, nr)
            }
        }
    }

    /// Substitutes dimensions only.
    pub fn replace_dims(&self, dims: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(dims, &[])
    }

    /// Substitutes symbols only.
    pub fn replace_symbols(&self, syms: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(&[], syms)
    }

    /// Replaces `d[offset .. num_dims)` by `d[offset + shift ..)` (upstream
    /// `shiftDims`).
    pub fn shift_dims(&self, num_dims: usize, shift: usize, offset: usize) -> AffineExpr {
        let dims: Vec<AffineExpr> = (0..num_dims).map(|i| E::Dim(if i < offset { i } else { i + shift })).collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// Replaces `s[offset .. num_symbols)` by `s[offset + shift ..)` (upstream
    /// `shiftSymbols`).
    pub fn shift_symbols(&self, num_symbols: usize, shift: usize, offset: usize) -> AffineExpr {
        let syms: Vec<AffineExpr> =
            (0..num_symbols).map(|i| E::Symbol(if i < offset { i } else { i + shift })).collect();
        self.replace_dims_and_symbols(&[], &syms)
    }

    /// Sparse replacement: every sub-expression found as a key is replaced by
    /// its value (outermost match first), as upstream `replace(DenseMap)`.
    pub fn replace_all(&self, map: &HashMap<AffineExpr, AffineExpr>) -> AffineExpr {
        if let Some(v) = map.get(self) {
            return v.clone();
        }
        match self {
            E::Binary(op, l, r) => {
                let nl = l.replace_all(map);
                let nr = r.replace_all(map);
                self.rebuild(*op, l, r, nl, nr)
            }
            _ => self.clone(),
        }
    }

    /// Replaces every occurrence of `from` by `to` (upstream `replace`).
    pub fn replace(&self, from: &AffineExpr, to: &AffineExpr) -> AffineExpr {
        let mut map = HashMap::new();
        map.insert(from.clone(), to.clone());
        self.replace_all(&map)
    }

    /// Substitutes the dimensions by the results of `map` (upstream
    /// `AffineExpr::compose`).
    pub fn compose(&self, map: &AffineMap) -> AffineExpr {
        self.replace_dims_and_symbols(&map.results, &[])
    }

    /// Largest dimension and symbol positions used, plus one each.
    pub fn dim_and_symbol_bounds(&self) -> (usize, usize) {
        let (mut nd, mut ns) = (0, 0);
        self.walk(|e| match e {
            E::Dim(p) => nd = nd.max(p + 1),
            E::Symbol(p) => ns = ns.max(p + 1),
            _ => {}
        });
        (nd, ns)
    }

    /// Evaluates the expression for constant dimension and symbol values.
    /// Returns `None` on out-of-range positions, overflow, division by zero
    /// or `mod` by a non-positive value (upstream treats those as poison).
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<i64> {
        match self {
            E::Constant(c) => Some(*c),
            E::Dim(p) => dims.get(*p).copied(),
            E::Symbol(p) => syms.get(*p).copied(),
            E::Binary(op, l, r) => {
                let a = l.eval(dims, syms)?;
                let b = r.eval(dims, syms)?;
                match op {
                    Op::Add => a.checked_add(b),
                    Op::Mul => a.checked_mul(b),
                    Op::Mod => (b >= 1).then(|| mod_i64(a, b)),
                    Op::FloorDiv => (b != 0 && !div_would_overflow(a, b)).then(|| floor_div_i64(a, b)),
                    Op::CeilDiv => (b != 0 && !div_would_overflow(a, b)).then(|| ceil_div_i64(a, b)),
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Operator sugar.
// ---------------------------------------------------------------------------

impl<T: Into<AffineExpr>> ops::Add<T> for AffineExpr {
    type Output = AffineExpr;
    fn add(self, rhs: T) -> AffineExpr {
        AffineExpr::add(self, rhs)
    }
}

impl<T: Into<AffineExpr>> ops::Sub<T> for AffineExpr {
    type Output = AffineExpr;
    fn sub(self, rhs: T) -> AffineExpr {
        AffineExpr::sub(self, rhs)
    }
}

impl<T: Into<AffineExpr>> ops::Mul<T> for AffineExpr {
    type Output = AffineExpr;
    fn mul(self, rhs: T) -> AffineExpr {
        AffineExpr::mul(self, rhs)
    }
}

/// `a % b` is `a mod b`.
impl<T: Into<AffineExpr>> ops::Rem<T> for AffineExpr {
    type Output = AffineExpr;
    fn rem(self, rhs: T) -> AffineExpr {
        self.modulo(rhs)
    }
}

impl ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(self)
    }
}

#[cfg(test)]
#[allow(clippy::erasing_op)] // tests multiply by zero on purpose
mod tests {
    use crate::ir::affine::testing::*;

    #[test]
    fn queries() {
        let e = d(0) * s(0) + d(1).floor_div(2);
        assert!(!e.is_pure_affine());
        assert!(!e.is_symbolic_or_constant());
        assert!((s(0) * s(1) + 3).is_symbolic_or_constant());
        assert!((d(0) * 2 + d(1) % 3).is_pure_affine());
        assert!(e.is_function_of_dim(1));
        assert!(!e.is_function_of_dim(2));
        assert!(e.is_function_of_symbol(0));
        assert_eq!((d(0) * 6 + d(1) * 4).largest_known_divisor(), 2);
        assert!((d(0) * 6).is_multiple_of(3));
        assert_eq!(e.dim_and_symbol_bounds(), (2, 1));
        let mut n = 0;
        e.walk(|_| n += 1);
        assert_eq!(n, 7);
    }

    #[test]
    fn replace_and_eval() {
        let e = d(0) + s(0) * 2;
        let r = e.replace_dims_and_symbols(&[d(1) + 1], &[c(3)]);
        assert_eq!(r.to_string(), "d1 + 7");
        assert_eq!(e.shift_dims(1, 2, 0).to_string(), "d2 + s0 * 2");
        assert_eq!(e.shift_symbols(1, 1, 0).to_string(), "d0 + s1 * 2");
        assert_eq!(e.replace(&s(0), &d(0)).to_string(), "d0 * 3");
        assert_eq!(e.eval(&[5], &[-1]), Some(3));
        assert_eq!(d(0).floor_div(4).eval(&[-1], &[]), Some(-1));
        assert_eq!((d(0) % 4).eval(&[-1], &[]), Some(3));
        assert_eq!(d(0).ceil_div(4).eval(&[5], &[]), Some(2));
        assert_eq!(d(0).floor_div(s(0)).eval(&[5], &[0]), None);
        assert_eq!((d(0) % s(0)).eval(&[5], &[-2]), None);
        assert_eq!((d(0) + 1).eval(&[i64::MAX], &[]), None);
        assert_eq!(d(3).eval(&[1], &[]), None);
    }
}

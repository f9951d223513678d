//! Construction-time simplification rules of affine expressions: ports of
//! upstream MLIR 19's `simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`,
//! `simplifyCeilDiv` and `simplifyMod`, used by the `AffineExpr`
//! constructors, plus MLIR's integer division helpers (`floorDiv`,
//! `ceilDiv`, `mod`).
//!
//! Each rule returns `None` when nothing applies; the constructor then builds
//! the plain binary node.

use super::expr::{AffineBinaryOp as Op, AffineExpr as E, AffineExpr};

/// Floor division as MLIR's `floorDiv` (rhs must be nonzero; wraps like C++
/// on `i64::MIN / -1`, which callers exclude).
pub(crate) fn floor_div_i64(lhs: i64, rhs: i64) -> i64 {
    let q = lhs.wrapping_div(rhs);
    if lhs.wrapping_rem(rhs) != 0 && ((lhs < 0) != (rhs < 0)) {
        q - 1
    } else {
        q
    }
}

/// Ceiling division as MLIR's `ceilDiv` (rhs must be nonzero).
pub(crate) fn ceil_div_i64(lhs: i64, rhs: i64) -> i64 {
    let q = lhs.wrapping_div(rhs);
    if lhs.wrapping_rem(rhs) != 0 && ((lhs < 0) == (rhs < 0)) {
        q + 1
    } else {
        q
    }
}

/// Modulo as MLIR's `mod` (rhs must be >= 1): the result is in `[0, rhs)`.
pub(crate) fn mod_i64(lhs: i64, rhs: i64) -> i64 {
    let r = lhs % rhs;
    if r < 0 {
        r + rhs
    } else {
        r
    }
}

/// `a / b` would overflow (only `i64::MIN / -1`).
pub(crate) fn div_would_overflow(lhs: i64, rhs: i64) -> bool {
    lhs == i64::MIN && rhs == -1
}

pub(crate) fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Splits `e` into `(multiplicand, c)` when it is `x * c`, else `(e, 1)`.
fn split_const_factor(e: &AffineExpr) -> (&AffineExpr, i64) {
    if let Some((l, r)) = e.as_op(Op::Mul) {
        if let Some(c) = r.as_constant() {
            return (l, c);
        }
    }
    (e, 1)
}

pub(super) fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        // Fold unless the sum overflows.
        return a.checked_add(b).map(E::Constant);
    }
    // Canonicalize so that only the RHS is a constant (4 + d0 -> d0 + 4), and
    // a symbolic operand goes to the right of a non-symbolic one.
    if lc.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.clone().add(lhs.clone()));
    }
    if rc == Some(0) {
        return Some(lhs.clone());
    }
    // (d0 + 2) + 3 -> d0 + 5 (this fold wraps, as upstream's int64 add).
    let l_add = lhs.as_op(Op::Add);
    if let (Some((ll, lr)), Some(c)) = (l_add, rc) {
        if let Some(lrc) = lr.as_constant() {
            return Some(ll.clone().add(lrc.wrapping_add(c)));
        }
    }
    // c1 * e + c2 * e -> (c1 + c2) * e.
    let (first, c1) = split_const_factor(lhs);
    let (second, c2) = split_const_factor(rhs);
    if first == second {
        return Some(first.clone().mul(c1.wrapping_add(c2)));
    }
    // (d0 + 2) + d1 -> (d0 + d1) + 2.
    if let Some((ll, lr)) = l_add {
        if let Some(lrc) = lr.as_constant() {
            return Some(ll.clone().add(rhs.clone()).add(lrc));
        }
    }
    simplify_add_to_mod(lhs, rhs)
}

/// Detects `e + ((e floordiv q) * q) * -1` and `e + (e floordiv q) * -q`,
/// returning `e mod q`.
fn simplify_add_to_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let (_, lrhs, rrhs) = rhs.as_binary()?;
    if rrhs.as_constant() == Some(-1) {
        if let Some((llrhs, rlrhs)) = lrhs.as_op(Op::Mul) {
            let (fl, fr) = llrhs.as_op(Op::FloorDiv)?;
            if fr == rlrhs && lhs == fl {
                return Some(lhs.clone().modulo(rlrhs.clone()));
            }
        }
    }
    if !rhs.is_op(Op::Mul) {
        return None;
    }
    let (llrhs, rlrhs) = lrhs.as_op(Op::FloorDiv)?;
    if lhs == llrhs && *rlrhs == rrhs.clone().neg() {
        return Some(lhs.clone().modulo(rlrhs.clone()));
    }
    None
}

pub(super) fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.as_constant();
    let rc = rhs.as_constant();
    if let (Some(a), Some(b)) = (lc, rc) {
        return a.checked_mul(b).map(E::Constant);
    }
    // Upstream asserts that one side is symbolic; never loop on bad input.
    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }
    // Canonicalize so that the constant / symbolic operand is on the right.
    if !rhs.is_symbolic_or_constant() || lc.is_some() {
        return Some(rhs.clone().mul(lhs.clone()));
    }
    match rc {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(E::Constant(0)),
        _ => {}
    }
    if let Some((ll, lr)) = lhs.as_op(Op::Mul) {
        if let Some(lrc) = lr.as_constant() {
            // (d0 * 2) * 3 -> d0 * 6 (wrapping like upstream's int64 mul).
            if let Some(c) = rc {
                return Some(ll.clone().mul(lrc.wrapping_mul(c)));
            }
            // (d0 * 2) * d1 -> (d0 * d1) * 2.
            return Some(ll.clone().mul(rhs.clone()).mul(lrc));
        }
    }
    None
}

/// Shared by floordiv and ceildiv: `(e * c) div d -> e * (c / d)` when `d`
/// divides `c`.
fn simplify_div_of_mul(lhs: &AffineExpr, d: i64) -> Option<AffineExpr> {
    let (ll, lr) = lhs.as_op(Op::Mul)?;
    let c = lr.as_constant()?;
    if c.wrapping_rem(d) == 0 {
        return Some(ll.clone().mul(c.wrapping_div(d)));
    }
    None
}

pub(super) fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let d = rhs.as_constant().filter(|&d| d != 0)?;
    if let Some(a) = lhs.as_constant() {
        if div_would_overflow(a, d) {
            return None;
        }
        return Some(E::Constant(floor_div_i64(a, d)));
    }
    if d == 1 {
        return Some(lhs.clone());
    }
    if let Some(e) = simplify_div_of_mul(lhs, d) {
        return Some(e);
    }
    // (e1 + e2) floordiv d when e1 or e2 is a known multiple of d.
    if let Some((ll, lr)) = lhs.as_op(Op::Add) {
        let ld = ll.largest_known_divisor();
        let rd = lr.largest_known_divisor();
        if ld.wrapping_rem(d) == 0 || rd.wrapping_rem(d) == 0 {
            return Some(ll.clone().floor_div(d).add(lr.clone().floor_div(d)));
        }
    }
    None
}

pub(super) fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let d = rhs.as_constant().filter(|&d| d != 0)?;
    if let Some(a) = lhs.as_constant() {
        if div_would_overflow(a, d) {
            return None;
        }
        return Some(E::Constant(ceil_div_i64(a, d)));
    }
    if d == 1 {
        return Some(lhs.clone());
    }
    simplify_div_of_mul(lhs, d)
}

pub(super) fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // mod by zero or a negative number is undefined and kept as is.
    let m = rhs.as_constant().filter(|&m| m >= 1)?;
    if let Some(a) = lhs.as_constant() {
        return Some(E::Constant(mod_i64(a, m)));
    }
    if lhs.largest_known_divisor() % m == 0 {
        return Some(E::Constant(0));
    }
    if let Some((ll, lr)) = lhs.as_op(Op::Add) {
        if ll.largest_known_divisor() % m == 0 {
            return Some(lr.clone().modulo(m));
        }
        if lr.largest_known_divisor() % m == 0 {
            return Some(ll.clone().modulo(m));
        }
    }
    // (e mod a) mod b -> e mod b when b divides a.
    if let Some((ll, lr)) = lhs.as_op(Op::Mod) {
        if let Some(a) = lr.as_constant() {
            if a >= 1 && mod_i64(a, m) == 0 {
                return Some(ll.clone().modulo(m));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::affine::testing::*;

    #[test]
    fn integer_division_helpers() {
        assert_eq!(floor_div_i64(7, 2), 3);
        assert_eq!(floor_div_i64(-7, 2), -4);
        assert_eq!(floor_div_i64(7, -2), -4);
        assert_eq!(floor_div_i64(-7, -2), 3);
        assert_eq!(ceil_div_i64(7, 2), 4);
        assert_eq!(ceil_div_i64(-7, 2), -3);
        assert_eq!(ceil_div_i64(7, -2), -3);
        assert_eq!(ceil_div_i64(-8, 2), -4);
        assert_eq!(mod_i64(-7, 4), 1);
        assert_eq!(mod_i64(7, 4), 3);
        assert!(div_would_overflow(i64::MIN, -1));
        assert_eq!(gcd_u64(12, 18), 6);
    }

    #[test]
    fn constructors_simplify_like_upstream() {
        assert_eq!((c(3) + d(0)).to_string(), "d0 + 3");
        assert_eq!((d(0) + 2 + 3).to_string(), "d0 + 5");
        assert_eq!((c(2) * d(0)).to_string(), "d0 * 2");
        assert_eq!(d(0).mul(1).to_string(), "d0");
        assert_eq!(d(0).mul(0).to_string(), "0");
        assert_eq!(d(0).floor_div(1).to_string(), "d0");
        assert_eq!((d(0) * 4).floor_div(2).to_string(), "d0 * 2");
        assert_eq!(((d(0) * 4) % 2).to_string(), "0");
        assert_eq!((d(0) - d(0)).to_string(), "0");
        assert_eq!((d(0) * 2 + d(0) * 3).to_string(), "d0 * 5");
        assert_eq!((d(0) + 2 + d(1)).to_string(), "d0 + d1 + 2");
        assert_eq!((s(0) + d(0)).to_string(), "d0 + s0");
        assert_eq!((d(0) - d(0).floor_div(4) * 4).to_string(), "d0 mod 4");
        assert_eq!((d(0) - d(0).floor_div(s(0)) * s(0)).to_string(), "d0 mod s0");
        assert_eq!((d(0) + d(0).floor_div(4).floor_div(-4)).to_string(), "d0 + (d0 floordiv 4) floordiv -4");
        assert_eq!(c(7).floor_div(-2), c(-4));
        assert_eq!(c(7).ceil_div(-2), c(-3));
        assert_eq!((c(7) % -2).to_string(), "7 mod -2");
        assert_eq!((c(i64::MAX) + 1).to_string(), "9223372036854775807 + 1");
        assert_eq!((c(i64::MIN) * -1).to_string(), "--9223372036854775808");
        assert_eq!(c(i64::MIN).floor_div(-1).to_string(), "-9223372036854775808 floordiv -1");
        assert_eq!((((d(0) * 8) % 16).floor_div(4) % 2).to_string(), "0");
        assert_eq!(((d(0) % 8) % 4).to_string(), "d0 mod 4");
        assert_eq!((d(0) * 4 + d(1)).floor_div(2).to_string(), "d0 * 2 + d1 floordiv 2");
        // Two non-symbolic factors are never reordered (upstream asserts).
        assert_eq!((d(0) * d(1)).to_string(), "d0 * d1");
    }
}

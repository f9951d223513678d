//! Exact arithmetic on float bit patterns of every [`FloatKind`], with
//! APFloat's semantics under round-to-nearest-even: the exact result is
//! computed with big integers and rounded once, so `f80` and `f128` are as
//! exact as `f8E4M3FN`. Kinds without infinity turn overflow into NaN, the
//! FNUZ kinds have no negative zero, and a NaN operand propagates (the first
//! one, quieted where the kind has quiet NaNs), as constant folding in MLIR
//! does.

use std::cmp::Ordering;

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use super::{decode, mask, round_pack, FloatKind, NanStyle, Spec, Val};

/// A binary operation of arith.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    /// C's `fmod`: the remainder of the quotient truncated toward zero.
    Rem,
}

/// How [`round_to_integral`] rounds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntegralRounding {
    Ceil,
    Floor,
    Trunc,
    /// Ties away from zero (`math.round`).
    HalfAway,
    /// Ties to even (`math.roundeven`).
    HalfEven,
}

/// Whether `bits` of `kind` is a NaN.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    decode(&kind.spec(), bits) == Val::Nan
}

/// Whether `bits` of `kind` is a signaling NaN (only IEEE-style kinds have them).
pub fn is_signaling(kind: FloatKind, bits: u128) -> bool {
    let s = kind.spec();
    s.nan == NanStyle::Ieee && is_nan(kind, bits) && bits & quiet_bit(&s) == 0
}

fn quiet_bit(s: &Spec) -> u128 {
    let mb = s.man_bits();
    1u128 << (if s.explicit_int { mb - 2 } else { mb - 1 })
}

/// `bits` (a NaN) made quiet.
fn quiet(s: &Spec, bits: u128) -> u128 {
    if s.nan == NanStyle::Ieee {
        bits | quiet_bit(s)
    } else {
        bits
    }
}

/// Rounds the exact value `(-1)^neg * mag * 2^exp` (plus a nonzero fraction
/// below the last bit of `mag` when `sticky`) into `s`.
fn round_big(s: &Spec, neg: bool, mag: BigUint, mut exp: i64, mut sticky: bool) -> u128 {
    if mag.is_zero() && !sticky {
        return s.zero_bits(neg);
    }
    let mut mag = mag;
    let bits = mag.bits();
    if bits > 126 {
        let shift = bits - 126;
        sticky |= mag.trailing_zeros().is_some_and(|tz| tz < shift);
        mag >>= shift as usize;
        exp += shift as i64;
    }
    let sig = mag.to_u128().unwrap_or(0);
    // Exponents far outside every kind's range still round correctly when
    // clamped: the value stays far outside.
    let exp = exp.clamp(-40_000, 40_000) as i32;
    round_pack(s, neg, sig, exp, sticky).unwrap_or_else(|| s.overflow_bits(neg))
}

fn big(v: u128) -> BigUint {
    BigUint::from(v)
}

/// `sig * 2^exp` of both values on a common exponent.
fn align(a: (u128, i32), b: (u128, i32)) -> (BigUint, BigUint, i64) {
    let e = a.1.min(b.1);
    (big(a.0) << (a.1 - e) as usize, big(b.0) << (b.1 - e) as usize, e as i64)
}

/// Applies `op` to `a` and `b` of `kind`.
pub fn binary(kind: FloatKind, op: BinaryOp, a: u128, b: u128) -> u128 {
    let s = kind.spec();
    let (va, vb) = (decode(&s, a), decode(&s, b));
    if va == Val::Nan {
        return quiet(&s, a & mask(s.width));
    }
    if vb == Val::Nan {
        return quiet(&s, b & mask(s.width));
    }
    let nan = s.nan_bits();
    let vb = match (op, vb) {
        (BinaryOp::Sub, Val::Zero(n)) => Val::Zero(!n),
        (BinaryOp::Sub, Val::Inf(n)) => Val::Inf(!n),
        (BinaryOp::Sub, Val::Fin { neg, sig, exp }) => Val::Fin { neg: !neg, sig, exp },
        (_, v) => v,
    };
    match op {
        BinaryOp::Add | BinaryOp::Sub => add(&s, va, vb),
        BinaryOp::Mul => match (va, vb) {
            (Val::Inf(_), Val::Zero(_)) | (Val::Zero(_), Val::Inf(_)) => nan,
            (Val::Inf(x), v) | (v, Val::Inf(x)) => s.overflow_bits(x != sign(v)),
            (Val::Zero(x), v) | (v, Val::Zero(x)) => s.zero_bits(x != sign(v)),
            (Val::Fin { neg: n1, sig: s1, exp: e1 }, Val::Fin { neg: n2, sig: s2, exp: e2 }) => {
                round_big(&s, n1 != n2, big(s1) * big(s2), e1 as i64 + e2 as i64, false)
            }
            _ => nan,
        },
        BinaryOp::Div => match (va, vb) {
            (Val::Inf(_), Val::Inf(_)) | (Val::Zero(_), Val::Zero(_)) => nan,
            (Val::Inf(x), v) => s.overflow_bits(x != sign(v)),
            (v, Val::Inf(y)) => s.zero_bits(sign(v) != y),
            (v, Val::Zero(y)) => s.overflow_bits(sign(v) != y),
            (Val::Zero(x), v) => s.zero_bits(x != sign(v)),
            (Val::Fin { neg: n1, sig: s1, exp: e1 }, Val::Fin { neg: n2, sig: s2, exp: e2 }) => {
                // Enough quotient bits for rounding; the remainder is sticky.
                let k = (130 + 128 - s1.leading_zeros() as i64).max(0) as usize;
                let num = big(s1) << k;
                let den = big(s2);
                let (q, r) = (&num / &den, &num % &den);
                round_big(&s, n1 != n2, q, e1 as i64 - e2 as i64 - k as i64, !r.is_zero())
            }
            _ => nan,
        },
        BinaryOp::Rem => match (va, vb) {
            (Val::Inf(_), _) | (_, Val::Zero(_)) => nan,
            (Val::Zero(_), _) | (_, Val::Inf(_)) => a & mask(s.width),
            (Val::Fin { neg, sig: s1, exp: e1 }, Val::Fin { sig: s2, exp: e2, .. }) => {
                let (x, y, e) = align((s1, e1), (s2, e2));
                round_big(&s, neg, x % y, e, false)
            }
            _ => nan,
        },
    }
}

fn sign(v: Val) -> bool {
    match v {
        Val::Zero(n) | Val::Inf(n) | Val::Fin { neg: n, .. } => n,
        Val::Nan => false,
    }
}

fn add(s: &Spec, a: Val, b: Val) -> u128 {
    match (a, b) {
        (Val::Inf(x), Val::Inf(y)) if x != y => s.nan_bits(),
        (Val::Inf(x), _) | (_, Val::Inf(x)) => s.overflow_bits(x),
        (Val::Zero(x), Val::Zero(y)) => s.zero_bits(x && y),
        (Val::Zero(_), v) | (v, Val::Zero(_)) => encode_val(s, v),
        (Val::Fin { neg: n1, sig: s1, exp: e1 }, Val::Fin { neg: n2, sig: s2, exp: e2 }) => {
            let (x, y, e) = align((s1, e1), (s2, e2));
            if n1 == n2 {
                return round_big(s, n1, x + y, e, false);
            }
            match x.cmp(&y) {
                Ordering::Equal => s.zero_bits(false),
                Ordering::Greater => round_big(s, n1, x - y, e, false),
                Ordering::Less => round_big(s, n2, y - x, e, false),
            }
        }
        _ => s.nan_bits(),
    }
}

fn encode_val(s: &Spec, v: Val) -> u128 {
    super::encode(s, v)
}

/// The IEEE comparison of `a` and `b`: `None` when either is a NaN.
pub fn compare(kind: FloatKind, a: u128, b: u128) -> Option<Ordering> {
    let s = kind.spec();
    Some(order_key(decode(&s, a))?.cmp_with(&order_key(decode(&s, b))?))
}

/// A value ordered on the real line (-inf < finite < +inf; zeros equal).
enum Key {
    NegInf,
    Num(bool, u128, i32),
    Zero,
    PosInf,
}

fn order_key(v: Val) -> Option<Key> {
    Some(match v {
        Val::Nan => return None,
        Val::Inf(true) => Key::NegInf,
        Val::Inf(false) => Key::PosInf,
        Val::Zero(_) => Key::Zero,
        Val::Fin { neg, sig, exp } => Key::Num(neg, sig, exp),
    })
}

impl Key {
    fn rank(&self) -> i8 {
        match self {
            Key::NegInf => -2,
            Key::Num(true, ..) => -1,
            Key::Zero => 0,
            Key::Num(false, ..) => 1,
            Key::PosInf => 2,
        }
    }
    fn cmp_with(&self, other: &Key) -> Ordering {
        match (self, other) {
            (Key::Num(n1, s1, e1), Key::Num(n2, s2, e2)) if n1 == n2 => {
                let (x, y, _) = align((*s1, *e1), (*s2, *e2));
                let mag = x.cmp(&y);
                if *n1 {
                    mag.reverse()
                } else {
                    mag
                }
            }
            _ => self.rank().cmp(&other.rank()),
        }
    }
}

/// Converts `bits` of `from` to `to`, rounding to nearest-even; `None` for
/// NaNs (whose payloads APFloat converts in ways not modelled here) and on
/// overflow, which APFloat reports as an error.
pub fn convert(from: FloatKind, to: FloatKind, bits: u128) -> Option<(u128, bool)> {
    let (sf, st) = (from.spec(), to.spec());
    let v = decode(&sf, bits);
    let out = match v {
        Val::Nan => return None,
        Val::Inf(n) => st.inf_bits(n)?,
        Val::Zero(n) => st.zero_bits(n),
        Val::Fin { neg, sig, exp } => round_pack(&st, neg, sig, exp, false)?,
    };
    let exact = decode(&st, out) == v;
    Some((out, exact))
}

/// The integer `(-1)^neg * mag` rounded to `kind`.
pub fn from_int(kind: FloatKind, neg: bool, mag: u128) -> u128 {
    round_big(&kind.spec(), neg, big(mag), 0, false)
}

/// `bits` truncated toward zero to an integer of `width` bits (two's
/// complement bit pattern), or `None` when it is NaN, infinite or out of range.
pub fn to_int(kind: FloatKind, bits: u128, width: u32, signed: bool) -> Option<u128> {
    let (neg, mag) = match decode(&kind.spec(), bits) {
        Val::Zero(_) => return Some(0),
        Val::Fin { neg, sig, exp } => {
            let m = if exp >= 0 {
                if 128 - sig.leading_zeros() as i64 + exp as i64 > 128 {
                    return None;
                }
                sig << exp
            } else if exp <= -128 {
                0
            } else {
                sig >> (-exp)
            };
            (neg, m)
        }
        _ => return None,
    };
    if mag == 0 {
        return Some(0);
    }
    if signed {
        let limit = 1u128 << (width - 1); // |min|
        if (neg && mag > limit) || (!neg && mag >= limit) {
            return None;
        }
        Some(if neg { mag.wrapping_neg() & mask(width) } else { mag })
    } else {
        (!neg && (width >= 128 || mag >> width == 0)).then_some(mag)
    }
}

/// `bits` rounded to an integral value of the same kind.
pub fn round_to_integral(kind: FloatKind, bits: u128, mode: IntegralRounding) -> u128 {
    let s = kind.spec();
    let v = decode(&s, bits);
    let Val::Fin { neg, sig, exp } = v else {
        return if v == Val::Nan { quiet(&s, bits & mask(s.width)) } else { bits & mask(s.width) };
    };
    if exp >= 0 {
        return bits & mask(s.width);
    }
    let shift = (-exp) as u32;
    let (int, frac_bits) = if shift >= 128 { (0, sig) } else { (sig >> shift, sig & mask(shift)) };
    // Compare the fraction with one half.
    let half = if shift >= 129 { None } else { Some(1u128 << (shift - 1)) };
    let frac_cmp = match half {
        Some(h) => frac_bits.cmp(&h),
        None => Ordering::Less,
    };
    let up = match mode {
        IntegralRounding::Trunc => false,
        IntegralRounding::Ceil => !neg,
        IntegralRounding::Floor => neg,
        IntegralRounding::HalfAway => frac_cmp != Ordering::Less,
        IntegralRounding::HalfEven => frac_cmp == Ordering::Greater || (frac_cmp == Ordering::Equal && int & 1 == 1),
    };
    let int = if up { int + 1 } else { int };
    if int == 0 {
        return s.zero_bits(neg);
    }
    round_big(&s, neg, BigUint::from(int), 0, false)
}

/// `-x`: the sign flipped, except that FNUZ kinds keep zero and NaN.
pub fn negate(kind: FloatKind, bits: u128) -> u128 {
    let s = kind.spec();
    let bits = bits & mask(s.width);
    if s.nan == NanStyle::NegZero && matches!(decode(&s, bits), Val::Zero(_) | Val::Nan) {
        return bits;
    }
    bits ^ s.sign_bit(true)
}

/// `|x|` (FNUZ kinds keep their NaN).
pub fn abs(kind: FloatKind, bits: u128) -> u128 {
    copy_sign(kind, bits, 0)
}

/// `x` with the sign of `y` (FNUZ kinds keep zero and NaN of `x`).
pub fn copy_sign(kind: FloatKind, x: u128, y: u128) -> u128 {
    let s = kind.spec();
    let x = x & mask(s.width);
    if s.nan == NanStyle::NegZero && matches!(decode(&s, x), Val::Zero(_) | Val::Nan) {
        return x;
    }
    let sb = s.sign_bit(true);
    (x & !sb) | (y & sb)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::float::{from_f64, parse_decimal, to_f64};
    use FloatKind::*;

    fn p(k: FloatKind, t: &str) -> u128 {
        parse_decimal(k, t).unwrap()
    }

    #[test]
    fn f32_and_f64_agree_with_hardware() {
        let vals = [0.1f64, -7.25, 1e-40, 3.4e38, 1e-310, 65504.0, 1e300, -0.0, 0.0, 3.0, f64::INFINITY];
        for &x in &vals {
            for &y in &vals {
                for (op, f) in [
                    (BinaryOp::Add, (|a, b| a + b) as fn(f64, f64) -> f64),
                    (BinaryOp::Sub, |a, b| a - b),
                    (BinaryOp::Mul, |a, b| a * b),
                    (BinaryOp::Div, |a, b| a / b),
                    (BinaryOp::Rem, |a, b| a % b),
                ] {
                    let got = binary(F64, op, x.to_bits() as u128, y.to_bits() as u128);
                    let want = f(x, y);
                    if want.is_nan() {
                        assert!(is_nan(F64, got), "{x} {op:?} {y}");
                    } else {
                        assert_eq!(got, want.to_bits() as u128, "{x} {op:?} {y}");
                    }
                    let (xf, yf) = (x as f32, y as f32);
                    let got = binary(F32, op, xf.to_bits() as u128, yf.to_bits() as u128);
                    let want = f(xf as f64, yf as f64) as f32;
                    if !want.is_nan() && op != BinaryOp::Rem {
                        assert_eq!(got, want.to_bits() as u128, "{xf} {op:?} {yf} (f32)");
                    }
                }
            }
        }
    }

    #[test]
    fn wide_kinds_round_once() {
        // 0.1 + 0.2 in f128 and f80 (exact sum rounded once).
        let s = binary(F128, BinaryOp::Add, p(F128, "0.1"), p(F128, "0.2"));
        // Checked with exact rational arithmetic.
        assert_eq!(s, 0x3FFD3333333333333333333333333334);
        let d = binary(F80, BinaryOp::Div, p(F80, "1.0"), p(F80, "3.0"));
        assert_eq!(d, 0x3FFDAAAAAAAAAAAAAAAB);
        assert_eq!(to_f64(F80, d), 1.0 / 3.0);
    }

    #[test]
    fn narrow_kinds_follow_their_encodings() {
        let k = F8E4M3FNUZ;
        // -0 does not exist: 1 - 1 and -(0) are +0; division by zero is the NaN 0x80.
        assert_eq!(binary(k, BinaryOp::Sub, p(k, "1.0"), p(k, "1.0")), 0);
        assert_eq!(negate(k, 0), 0);
        assert_eq!(binary(k, BinaryOp::Div, p(k, "1.0"), 0), 0x80);
        // Overflow of the FN kind (no infinity) is NaN.
        assert_eq!(binary(F8E4M3FN, BinaryOp::Mul, p(F8E4M3FN, "448.0"), p(F8E4M3FN, "2.0")), 0x7F);
        assert_eq!(binary(F8E4M3FN, BinaryOp::Add, p(F8E4M3FN, "1.5"), p(F8E4M3FN, "0.3")), p(F8E4M3FN, "1.75"));
        assert_eq!(binary(F8E5M2, BinaryOp::Div, p(F8E5M2, "1.0"), 0), 0x7C);
        assert_eq!(from_int(F16, false, 65520), 0x7C00);
        assert_eq!(from_int(TF32, true, 3), from_f64(TF32, -3.0));
    }

    #[test]
    fn nan_operands_propagate_quieted() {
        assert_eq!(binary(F32, BinaryOp::Sub, 0x3F800000, 0x7F800001), 0x7FC00001);
        assert_eq!(binary(F32, BinaryOp::Mul, 0x3F800000, 0xFFC00002), 0xFFC00002);
        assert_eq!(binary(F80, BinaryOp::Add, 0x7FFF8000000000000001, 0), 0x7FFFC000000000000001);
        assert!(is_signaling(F32, 0x7F800001) && !is_signaling(F32, 0x7FC00000));
    }

    #[test]
    fn comparisons_conversions_and_integers() {
        let (a, b) = (p(F128, "0.1"), p(F128, "0.1") + 1);
        assert_eq!(compare(F128, a, b), Some(Ordering::Less));
        assert_eq!(compare(F32, 0x80000000, 0), Some(Ordering::Equal));
        assert_eq!(compare(F32, 0x7FC00000, 0), None);
        assert_eq!(convert(F32, F64, 0x3F800000), Some((0x3FF0000000000000, true)));
        assert_eq!(convert(F64, F32, p(F64, "0.1")).map(|c| c.1), Some(false));
        assert_eq!(convert(F32, F16, p(F32, "1.0e10")), None);
        assert_eq!(to_int(F32, p(F32, "-2.5"), 8, true), Some(0xFE));
        assert_eq!(to_int(F32, p(F32, "-0.5"), 8, false), Some(0));
        assert_eq!(to_int(F32, p(F32, "256.0"), 8, false), None);
        assert_eq!(to_int(F32, p(F32, "-128.0"), 8, true), Some(0x80));
        let r = |m, t| round_to_integral(F64, p(F64, t), m);
        assert_eq!(r(IntegralRounding::HalfEven, "2.5"), p(F64, "2.0"));
        assert_eq!(r(IntegralRounding::HalfAway, "2.5"), p(F64, "3.0"));
        assert_eq!(r(IntegralRounding::Floor, "-0.5"), p(F64, "-1.0"));
        assert_eq!(r(IntegralRounding::Ceil, "-0.5"), p(F64, "-0.0"));
        assert_eq!(r(IntegralRounding::Trunc, "1.0e300"), p(F64, "1.0e300"));
    }
}

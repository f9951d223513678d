//! MLIR builtin floating-point types (`f16`, `bf16`, `f8E4M3FN`, ...) handled
//! as raw bit patterns, independent of the host's float support.
//!
//! This module is what the parser and printer use for float attributes:
//!
//! * [`FloatKind`] names every builtin float type and knows its encoding
//!   (checked against LLVM `APFloat`'s `fltSemantics` tables).
//! * [`parse_decimal`] / [`from_hex_literal`] turn literal text into bits.
//! * [`format`] prints bits exactly like upstream MLIR's AsmPrinter
//!   (`printFloatValue`), including its `APFloat::toString` digit generation.
//! * [`from_f64`] / [`to_f64`] convert for constant folding.
//!
//! A value of kind `k` is stored in the low `k.bit_width()` bits of a `u128`;
//! higher bits passed in are ignored.
//!
//! # Exactness
//! * [`parse_decimal`] is correctly rounded (nearest, ties to even) for *every*
//!   kind including `f80` and `f128`: the literal is converted with exact
//!   big-integer arithmetic, never through `f64`, so there is no double
//!   rounding. Note that upstream MLIR 19 itself parses decimal literals into a
//!   `double` first and then converts; [`parse_decimal_via_f64`] reproduces
//!   that bit for bit (it differs only for f80/f128 literals that are not
//!   exact doubles and for rare near-tie literals of narrow kinds).
//! * [`from_f64`] and [`to_f64`] are exact round-to-nearest-even.
//! * [`format`] is an exact re-implementation (big integers, same truncation
//!   and half-up digit rounding quirks as `APFloat::toString`).

use std::cmp::Ordering;
use std::fmt;

mod arith;
pub use arith::{
    abs, binary, compare, convert, copy_sign, from_int, is_nan, is_signaling, negate, round_to_integral, to_int,
    BinaryOp, IntegralRounding,
};

/// Every builtin floating-point type of MLIR.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
}

/// How NaN (and infinity) are encoded.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum NanStyle {
    /// IEEE 754: exponent all ones; zero fraction = inf, otherwise NaN.
    Ieee,
    /// "FN": no infinity; NaN only when exponent and mantissa are all ones.
    AllOnes,
    /// "FNUZ": no infinity, no -0; NaN is the negative-zero pattern.
    NegZero,
}

/// Encoding parameters, mirroring APFloat's `fltSemantics`.
#[derive(Copy, Clone, Debug)]
struct Spec {
    max_exp: i32,
    min_exp: i32,
    /// Significand bits including the integer bit.
    precision: u32,
    width: u32,
    nan: NanStyle,
    /// x87 extended: the integer bit is stored.
    explicit_int: bool,
}

const F64_SPEC: Spec =
    Spec { max_exp: 1023, min_exp: -1022, precision: 53, width: 64, nan: NanStyle::Ieee, explicit_int: false };

impl Spec {
    fn man_bits(&self) -> u32 {
        self.precision - !self.explicit_int as u32
    }
    fn exp_bits(&self) -> u32 {
        self.width - 1 - self.man_bits()
    }
    fn bias(&self) -> i32 {
        1 - self.min_exp
    }
    fn sign_bit(&self, neg: bool) -> u128 {
        (neg as u128) << (self.width - 1)
    }
    fn zero_bits(&self, neg: bool) -> u128 {
        self.sign_bit(neg && self.nan != NanStyle::NegZero)
    }
    fn nan_bits(&self) -> u128 {
        let mb = self.man_bits();
        match self.nan {
            NanStyle::NegZero => self.sign_bit(true),
            NanStyle::AllOnes => mask(self.width - 1),
            // Quiet NaN: exponent all ones, top fraction bit set (plus the
            // explicit integer bit for x87).
            NanStyle::Ieee => {
                let frac = if self.explicit_int { 3 << (mb - 2) } else { 1 << (mb - 1) };
                mask(self.exp_bits()) << mb | frac
            }
        }
    }
    fn inf_bits(&self, neg: bool) -> Option<u128> {
        if self.nan != NanStyle::Ieee {
            return None;
        }
        let int_bit = if self.explicit_int { 1 << (self.precision - 1) } else { 0 };
        Some(self.sign_bit(neg) | mask(self.exp_bits()) << self.man_bits() | int_bit)
    }
    /// What APFloat produces on overflow (or for an infinite input): +-inf,
    /// or NaN for kinds without infinity (signed where the encoding allows).
    fn overflow_bits(&self, neg: bool) -> u128 {
        match self.nan {
            NanStyle::Ieee => self.inf_bits(neg).unwrap_or(0),
            NanStyle::AllOnes => self.nan_bits() | self.sign_bit(neg),
            NanStyle::NegZero => self.nan_bits(),
        }
    }
}

/// The low `n` bits set (`n` may be 0 or exceed 128).
fn mask(n: u32) -> u128 {
    u128::MAX.checked_shr(128 - n.min(128)).unwrap_or(0)
}

/// Per kind, in declaration order: keyword and APFloat `fltSemantics`
/// (maxExponent, minExponent, precision incl. integer bit, sizeInBits, NaN
/// style). Bias is `1 - minExponent` for all of them (B11FNUZ: 11).
const KIND_TABLE: [(&str, i32, i32, u32, u32, NanStyle); 14] = {
    use NanStyle::*;
    [
        ("bf16", 127, -126, 8, 16, Ieee),
        ("f16", 15, -14, 11, 16, Ieee),
        ("tf32", 127, -126, 11, 19, Ieee),
        ("f32", 127, -126, 24, 32, Ieee),
        ("f64", 1023, -1022, 53, 64, Ieee),
        ("f80", 16383, -16382, 64, 80, Ieee),
        ("f128", 16383, -16382, 113, 128, Ieee),
        ("f8E5M2", 15, -14, 3, 8, Ieee),
        ("f8E4M3", 7, -6, 4, 8, Ieee),
        ("f8E4M3FN", 8, -6, 4, 8, AllOnes),
        ("f8E5M2FNUZ", 15, -15, 3, 8, NegZero),
        ("f8E4M3FNUZ", 7, -7, 4, 8, NegZero),
        ("f8E4M3B11FNUZ", 4, -10, 4, 8, NegZero),
        ("f8E3M4", 3, -2, 5, 8, Ieee),
    ]
};

impl FloatKind {
    /// All kinds, in declaration order.
    pub const ALL: &'static [FloatKind] = &[
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
    ];

    /// The type's spelling in MLIR assembly (`bf16`, `f8E4M3FN`, ...).
    pub fn keyword(self) -> &'static str {
        KIND_TABLE[self as usize].0
    }

    /// Inverse of [`FloatKind::keyword`] (case-sensitive, like MLIR).
    pub fn from_keyword(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.keyword() == s)
    }

    /// Width as MLIR's `FloatType::getWidth()` reports it (tf32: 19, f80: 80).
    pub fn bit_width(self) -> u32 {
        self.spec().width
    }

    /// Significand precision in bits, including the (implicit) integer bit.
    pub fn precision(self) -> u32 {
        self.spec().precision
    }

    /// Whether the kind can represent infinities (only IEEE-style kinds).
    pub fn has_infinity(self) -> bool {
        self.spec().nan == NanStyle::Ieee
    }

    /// Whether `-0.0` is representable (false for the FNUZ kinds).
    pub fn has_negative_zero(self) -> bool {
        self.spec().nan != NanStyle::NegZero
    }

    /// The canonical (positive, quiet) NaN, as APFloat's `getNaN` gives it.
    pub fn nan_bits(self) -> u128 {
        self.spec().nan_bits()
    }

    /// `+inf` / `-inf`, or `None` for kinds without infinity.
    pub fn infinity_bits(self, negative: bool) -> Option<u128> {
        self.spec().inf_bits(negative)
    }

    /// The largest finite value (APFloat's `getLargest`), negated when
    /// `negative`.
    pub fn largest_bits(self, negative: bool) -> u128 {
        let s = self.spec();
        let p = s.precision;
        let exp = s.max_exp - (p as i32 - 1);
        // Kinds whose all-ones pattern is NaN stop one step below it.
        round_pack(&s, negative, mask(p), exp, false)
            .or_else(|| round_pack(&s, negative, mask(p) - 1, exp, false))
            .unwrap_or_else(|| s.overflow_bits(negative))
    }

    fn spec(self) -> Spec {
        let (_, max_exp, min_exp, precision, width, nan) = KIND_TABLE[self as usize];
        let explicit_int = self == FloatKind::F80;
        Spec { max_exp, min_exp, precision, width, nan, explicit_int }
    }
}

impl fmt::Display for FloatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// Errors from parsing float literals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FloatError {
    /// The text is not a decimal float literal (`[-+]?[0-9]+(.[0-9]*([eE][-+]?[0-9]+)?)?`).
    InvalidLiteral(String),
    /// The value overflows a kind that has no infinity.
    OutOfRange(FloatKind),
    /// The text is not a hexadecimal literal `0x[0-9a-fA-F]+`.
    InvalidHexLiteral(String),
    /// A hexadecimal literal has more significant bits than the type.
    HexOutOfRange(FloatKind),
    /// A hexadecimal bit pattern was written with a leading minus.
    NegativeHex,
}

impl fmt::Display for FloatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FloatError::InvalidLiteral(t) => write!(f, "invalid floating point literal '{t}'"),
            FloatError::OutOfRange(k) => write!(f, "float literal out of range for {k}"),
            FloatError::InvalidHexLiteral(t) => {
                write!(f, "invalid hexadecimal float literal '{t}'")
            }
            FloatError::HexOutOfRange(_) => f.write_str("hexadecimal float constant out of range for type"),
            FloatError::NegativeHex => f.write_str("hexadecimal float literal should not have a leading minus"),
        }
    }
}

impl std::error::Error for FloatError {}

// ---- Decoding and rounding ----

/// A decoded value; finite values are `sig * 2^exp` with `sig` odd.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Val {
    Zero(bool),
    Inf(bool),
    Nan,
    Fin { neg: bool, sig: u128, exp: i32 },
}

fn decode(s: &Spec, bits: u128) -> Val {
    let bits = bits & mask(s.width);
    let (mb, eb) = (s.man_bits(), s.exp_bits());
    let neg = (bits >> (s.width - 1)) & 1 == 1;
    let ef = ((bits >> mb) & mask(eb)) as i32;
    let man = bits & mask(mb);
    let ef_max = mask(eb) as i32;
    let int_bit_clear = s.explicit_int && man >> (mb - 1) == 0;
    match s.nan {
        NanStyle::Ieee if ef == ef_max => {
            let frac = if s.explicit_int { man & mask(mb - 1) } else { man };
            return if frac == 0 && !int_bit_clear { Val::Inf(neg) } else { Val::Nan };
        }
        NanStyle::AllOnes if ef == ef_max && man == mask(mb) => return Val::Nan,
        NanStyle::NegZero if neg && ef == 0 && man == 0 => return Val::Nan,
        _ => {}
    }
    if ef == 0 && man == 0 {
        return Val::Zero(neg);
    }
    if ef != 0 && int_bit_clear {
        return Val::Nan; // x87 "unnormal", treated as NaN by APFloat
    }
    let lsb = s.precision as i32 - 1;
    let (sig, exp) = if ef == 0 {
        (man, s.min_exp - lsb) // denormal (or x87 pseudo-denormal)
    } else if s.explicit_int {
        (man, ef - s.bias() - lsb)
    } else {
        (man | 1 << mb, ef - s.bias() - lsb)
    };
    let tz = sig.trailing_zeros();
    Val::Fin { neg, sig: sig >> tz, exp: exp + tz as i32 }
}

/// Rounds `(sig + f) * 2^exp` to nearest-even in `s`, where `0 < f < 1` iff
/// `sticky`. With `sticky` the caller supplies at least `precision + 2`
/// significant bits, so the guard bit is always a real bit. Returns `None` on
/// overflow (caller decides between inf, NaN and an error).
fn round_pack(s: &Spec, neg: bool, sig: u128, exp: i32, sticky: bool) -> Option<u128> {
    if sig == 0 {
        return Some(s.zero_bits(neg));
    }
    let p = s.precision as i32;
    let len = 128 - sig.leading_zeros() as i32;
    let mut lsb = (exp + len - 1 - (p - 1)).max(s.min_exp - (p - 1));
    let shift = lsb - exp;
    let mut q = if shift <= 0 {
        sig << (-shift) as u32
    } else {
        let bit = |i: i32| i < 128 && (sig >> i) & 1 == 1;
        let kept = if shift >= 128 { 0 } else { sig >> shift };
        let half = bit(shift - 1);
        let rest = sticky || sig & mask((shift - 1).min(128) as u32) != 0;
        if half && (rest || kept & 1 == 1) {
            kept + 1
        } else {
            kept
        }
    };
    if q >> p != 0 {
        q >>= 1;
        lsb += 1;
    }
    if q == 0 {
        return Some(s.zero_bits(neg));
    }
    let qlen = 128 - q.leading_zeros() as i32;
    let lead = lsb + qlen - 1;
    if lead > s.max_exp || (s.nan == NanStyle::AllOnes && lead == s.max_exp && q == mask(p as u32)) {
        return None;
    }
    let biased = if qlen == p { (lead + s.bias()) as u128 } else { 0 };
    let mb = s.man_bits();
    Some(s.sign_bit(neg) | biased << mb | (q & mask(mb)))
}

/// Converts a decoded value to `s`, like APFloat's `convert`: overflow and
/// infinities give +-inf (NaN for kinds without infinity), NaN gives the
/// canonical NaN, FNUZ kinds map -0 to +0.
fn encode(s: &Spec, v: Val) -> u128 {
    match v {
        Val::Nan => s.nan_bits(),
        Val::Inf(neg) => s.overflow_bits(neg),
        Val::Zero(neg) => s.zero_bits(neg),
        Val::Fin { neg, sig, exp } => round_pack(s, neg, sig, exp, false).unwrap_or_else(|| s.overflow_bits(neg)),
    }
}

/// Converts an `f64` to `kind`, rounding to nearest-even like APFloat's
/// `convert`: overflow and infinities give +-inf (NaN for kinds without
/// infinity, as APFloat does), NaN gives the kind's canonical NaN, and FNUZ
/// kinds map -0 to +0.
pub fn from_f64(kind: FloatKind, v: f64) -> u128 {
    encode(&kind.spec(), decode(&F64_SPEC, v.to_bits() as u128))
}

/// Converts bits of `kind` to the nearest `f64` (ties to even; only f80 and
/// f128 can actually round). Every NaN becomes `f64::NAN`.
pub fn to_f64(kind: FloatKind, bits: u128) -> f64 {
    f64::from_bits(encode(&F64_SPEC, decode(&kind.spec(), bits)) as u64)
}

// ---- Minimal unsigned big integer (little-endian u32 limbs, no leading zeros) ----

#[derive(Clone, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn from_u128(mut v: u128) -> Big {
        let mut limbs = Vec::new();
        while v != 0 {
            limbs.push(v as u32);
            v >>= 32;
        }
        Big(limbs)
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn bit_len(&self) -> u32 {
        self.0.last().map_or(0, |top| self.0.len() as u32 * 32 - top.leading_zeros())
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn mul_add_small(&mut self, m: u32, add: u32) {
        let mut carry = add as u64;
        for limb in self.0.iter_mut() {
            let t = *limb as u64 * m as u64 + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
        self.trim();
    }
    /// Multiplies by `base^n` (`base` is 5 or 10).
    fn mul_pow(&mut self, base: u32, mut n: u32) {
        let (chunk, chunk_pow) = if base == 5 { (13, 1_220_703_125) } else { (9, 1_000_000_000) };
        while n >= chunk {
            self.mul_add_small(chunk_pow, 0);
            n -= chunk;
        }
        self.mul_add_small(base.pow(n), 0);
    }
    /// Divides in place by `d`, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let t = rem << 32 | *limb as u64;
            *limb = (t / d as u64) as u32;
            rem = t % d as u64;
        }
        self.trim();
        rem as u32
    }
    fn shl(&mut self, n: u32) {
        if self.is_zero() {
            return;
        }
        let (words, bits) = ((n / 32) as usize, n % 32);
        if bits != 0 {
            let mut carry = 0u32;
            for limb in self.0.iter_mut() {
                let v = *limb;
                *limb = v << bits | carry;
                carry = v >> (32 - bits);
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        let mut shifted = vec![0; words];
        shifted.append(&mut self.0);
        self.0 = shifted;
    }
    fn shr1(&mut self) {
        let mut carry = 0u32;
        for limb in self.0.iter_mut().rev() {
            let v = *limb;
            *limb = v >> 1 | carry << 31;
            carry = v & 1;
        }
        self.trim();
    }
    fn cmp(&self, other: &Big) -> Ordering {
        self.0.len().cmp(&other.0.len()).then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
    /// `self -= other`, requires `self >= other`.
    fn sub(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for (i, limb) in self.0.iter_mut().enumerate() {
            let t = *limb as i64 - other.0.get(i).copied().unwrap_or(0) as i64 - borrow;
            *limb = t.rem_euclid(1 << 32) as u32;
            borrow = (t < 0) as i64;
        }
        self.trim();
    }
    /// Returns `self / den` (known to be `< 2^qbits`, `qbits <= 128`) and
    /// leaves the remainder in `self`.
    fn div_rem(&mut self, den: &Big, qbits: u32) -> u128 {
        let mut d = den.clone();
        d.shl(qbits - 1);
        let mut q = 0u128;
        for i in (0..qbits).rev() {
            if self.cmp(&d) != Ordering::Less {
                self.sub(&d);
                q |= 1 << i;
            }
            d.shr1();
        }
        q
    }
}

// ---- Decimal parsing ----

/// A lexed decimal: `digits * 10^exp10`, digits without leading/trailing zeros.
struct Decimal {
    neg: bool,
    digits: Vec<u8>,
    exp10: i64,
}

fn lex_decimal(text: &str) -> Option<Decimal> {
    let all_digits = |t: &str| t.bytes().all(|c| c.is_ascii_digit());
    let (neg, rest) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    // A plain integer has no '.', and then no exponent either (`1e5` is not a float token).
    let (int, tail) = rest.split_once('.').unwrap_or((rest, ""));
    let (frac, exp) = match tail.find(['e', 'E']) {
        Some(i) => (&tail[..i], Some(&tail[i + 1..])),
        None => (tail, None),
    };
    if int.is_empty() || !all_digits(int) || !all_digits(frac) {
        return None;
    }
    let mut exp10 = match exp {
        None => 0,
        Some(e) => {
            let (eneg, ed) = match e.strip_prefix('-') {
                Some(ed) => (true, ed),
                None => (false, e.strip_prefix('+').unwrap_or(e)),
            };
            if ed.is_empty() || !all_digits(ed) {
                return None;
            }
            let v = ed.bytes().fold(0i64, |a, c| (a * 10 + (c - b'0') as i64).min(1 << 40));
            if eneg {
                -v
            } else {
                v
            }
        }
    };
    exp10 -= frac.len() as i64;
    let mut digits: Vec<u8> = int.bytes().chain(frac.bytes()).map(|c| c - b'0').skip_while(|&d| d == 0).collect();
    while digits.last() == Some(&0) {
        digits.pop();
        exp10 += 1;
    }
    Some(Decimal { neg, digits, exp10 })
}

/// Exact, correctly rounded conversion; `None` on overflow.
fn round_decimal(s: &Spec, d: &Decimal) -> Option<u128> {
    if d.digits.is_empty() {
        return Some(s.zero_bits(d.neg));
    }
    // |value| lies in [10^(mag-1), 10^mag).
    let mag = d.digits.len() as i64 + d.exp10;
    if mag > 4934 {
        return None; // above f80/f128 max (~1.19e4932)
    }
    if mag < -4966 {
        return Some(s.zero_bits(d.neg)); // below half the f128 min denormal
    }
    let mut num = Big(Vec::new());
    for chunk in d.digits.chunks(9) {
        let v = chunk.iter().fold(0u32, |a, &x| a * 10 + x as u32);
        num.mul_add_small(10u32.pow(chunk.len() as u32), v);
    }
    let mut den = Big::from_u128(1);
    if d.exp10 >= 0 {
        num.mul_pow(10, d.exp10 as u32);
    } else {
        den.mul_pow(10, (-d.exp10) as u32);
    }
    // Scale by 2^-shift so the quotient has precision+3 or precision+4 bits.
    let p = s.precision as i64;
    let shift = num.bit_len() as i64 - den.bit_len() as i64 - (p + 3);
    if shift >= 0 {
        den.shl(shift as u32);
    } else {
        num.shl((-shift) as u32);
    }
    let q = num.div_rem(&den, s.precision + 4);
    round_pack(s, d.neg, q, shift as i32, !num.is_zero())
}

/// Parses a decimal float literal (`[-+]?[0-9]+([.][0-9]*([eE][-+]?[0-9]+)?)?`,
/// i.e. MLIR's float token or a plain integer) into bits of `kind`, correctly
/// rounded to nearest-even for every kind (exact big-integer arithmetic).
/// Overflow gives +-inf for kinds with infinity and
/// [`FloatError::OutOfRange`] otherwise; `-0.0` is `+0` for FNUZ kinds.
pub fn parse_decimal(kind: FloatKind, text: &str) -> Result<u128, FloatError> {
    let d = lex_decimal(text).ok_or_else(|| FloatError::InvalidLiteral(text.to_string()))?;
    if let Some(bits) = parse_native(kind, text) {
        return Ok(bits);
    }
    let s = kind.spec();
    match round_decimal(&s, &d) {
        Some(bits) => Ok(bits),
        None => s.inf_bits(d.neg).ok_or(FloatError::OutOfRange(kind)),
    }
}

/// `f32` and `f64` literals through the standard library's parser, which
/// rounds correctly to nearest-even too and is many times faster than the
/// exact arithmetic (the parser meets a float constant in most functions).
/// `None` for other kinds; `text` must be valid for [`lex_decimal`].
fn parse_native(kind: FloatKind, text: &str) -> Option<u128> {
    match kind {
        FloatKind::F64 => text.parse::<f64>().ok().map(|v| u128::from(v.to_bits())),
        FloatKind::F32 => text.parse::<f32>().ok().map(|v| u128::from(v.to_bits())),
        _ => None,
    }
}

/// Parses like upstream MLIR 19 does: the literal is first rounded to `f64`,
/// then converted to `kind` (so f80/f128 get only double precision, narrow
/// kinds may double-round, and overflow of a kind without infinity yields
/// NaN instead of an error). Accepts the same syntax as [`parse_decimal`].
pub fn parse_decimal_via_f64(kind: FloatKind, text: &str) -> Result<u128, FloatError> {
    let d = lex_decimal(text).ok_or_else(|| FloatError::InvalidLiteral(text.to_string()))?;
    let bits = round_decimal(&F64_SPEC, &d).unwrap_or_else(|| F64_SPEC.overflow_bits(d.neg));
    Ok(from_f64(kind, f64::from_bits(bits as u64)))
}

/// Parses a hexadecimal bit-pattern literal `0x...` for `kind`. Leading zeros
/// are allowed; more significant bits than the type has is an error.
pub fn from_hex_literal(kind: FloatKind, text: &str) -> Result<u128, FloatError> {
    if text.starts_with('-') {
        return Err(FloatError::NegativeHex);
    }
    let invalid = || FloatError::InvalidHexLiteral(text.to_string());
    let hex = text.strip_prefix("0x").ok_or_else(invalid)?;
    if hex.is_empty() || !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
        return Err(invalid());
    }
    let hex = hex.trim_start_matches('0');
    if hex.len() > 32 {
        return Err(FloatError::HexOutOfRange(kind));
    }
    let v = if hex.is_empty() { 0 } else { u128::from_str_radix(hex, 16).map_err(|_| invalid())? };
    if 128 - v.leading_zeros() > kind.bit_width() {
        return Err(FloatError::HexOutOfRange(kind));
    }
    Ok(v)
}

// ---- Printing (APFloat::toString and MLIR's printFloatValue) ----

/// APFloat's `AdjustToPrecision` on the digit buffer (least significant digit
/// first): keep `fp` digits, rounding half up, dropping trailing zeros.
fn adjust_digits(buf: &mut Vec<u8>, exp: &mut i32, fp: usize) {
    let n = buf.len();
    if n <= fp {
        return;
    }
    let mut first = n - fp;
    if buf[first - 1] < b'5' {
        while first < n && buf[first] == b'0' {
            first += 1;
        }
    } else {
        while first < n && buf[first] == b'9' {
            first += 1;
        }
        if first == n {
            *exp += n as i32;
            *buf = vec![b'1'];
            return;
        }
        buf[first] += 1;
    }
    *exp += first as i32;
    buf.drain(..first);
}

/// Significant digits of `sig * 2^exp` as APFloat's `toStringImpl` computes
/// them: returns (digits least significant first, decimal exponent).
fn apfloat_digits(sig: u128, exp: i32, fp: u32) -> (Vec<u8>, i32) {
    let tz = sig.trailing_zeros();
    let mut exp = exp + tz as i32;
    let mut n = Big::from_u128(sig >> tz);
    if exp > 0 {
        n.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        n.mul_pow(5, exp.unsigned_abs()); // N*2^-e == N*5^e * 10^-e
    }
    // First (truncating) precision adjustment on the integer.
    let bits = n.bit_len();
    let required = (fp * 196).div_ceil(59);
    if bits > required {
        let tens = (bits - required) * 59 / 196;
        exp += tens as i32;
        for _ in 0..tens / 9 {
            n.div_small(1_000_000_000);
        }
        n.div_small(10u32.pow(tens % 9));
    }
    let mut buf = Vec::new();
    while !n.is_zero() {
        let d = n.div_small(10) as u8;
        if buf.is_empty() && d == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + d);
        }
    }
    adjust_digits(&mut buf, &mut exp, fp as usize);
    (buf, exp)
}

/// `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`
/// for a zero or finite value of semantics `s`.
fn apfloat_to_string(s: &Spec, v: &Val, fp: u32, max_pad: u32, trunc_zero: bool) -> String {
    let (neg, sig, exp) = match *v {
        Val::Fin { neg, sig, exp } => (neg, sig, exp),
        Val::Zero(neg) => {
            let sign = if neg { "-" } else { "" };
            return match (max_pad, trunc_zero) {
                (0, true) => format!("{sign}0.0E+0"),
                (0, false) => format!("{sign}0.0{}e+00", "0".repeat(fp.saturating_sub(1) as usize)),
                _ => format!("{sign}0"),
            };
        }
        _ => unreachable!("toString of a non-finite value"),
    };
    let fp = if fp == 0 { 2 + s.precision * 59 / 196 } else { fp };
    let (buf, mut exp) = apfloat_digits(sig, exp, fp);
    let digits: String = buf.iter().rev().map(|&c| c as char).collect();
    let nd = digits.len() as i32;
    let scientific = if max_pad == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_pad || (nd + exp) as u32 > fp
    } else {
        let msd = exp + nd - 1;
        msd < 0 && msd.unsigned_abs() > max_pad
    };
    let mut out = String::from(if neg { "-" } else { "" });
    if scientific {
        exp += nd - 1;
        out.push_str(&digits[..1]);
        out.push('.');
        out.push_str(if nd == 1 && trunc_zero { "0" } else { &digits[1..] });
        if !trunc_zero && fp as i32 > nd - 1 {
            out.push_str(&"0".repeat((fp as i32 - nd + 1) as usize));
        }
        out.push(if trunc_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs();
        if !trunc_zero && e < 10 {
            out.push('0');
        }
        out.push_str(&e.to_string());
    } else if exp >= 0 {
        out.push_str(&digits);
        out.push_str(&"0".repeat(exp as usize));
    } else if exp + nd > 0 {
        let whole = (exp + nd) as usize;
        out.push_str(&digits[..whole]);
        out.push('.');
        out.push_str(&digits[whole..]);
    } else {
        out.push_str("0.");
        out.push_str(&"0".repeat((-(exp + nd)) as usize));
        out.push_str(&digits);
    }
    out
}

/// Prints bits of `kind` like upstream MLIR's `printFloatValue`: the
/// `%e`-style form with 6 fraction digits (`1.000000e-01`) if it parses back
/// to the same value, else APFloat's shortest-safe default form
/// (`3.1415926535897931`, `9.9999999999999991E+22`) if that contains a '.',
/// else (and for inf/NaN) the hex bit pattern (`0x7FC00000`).
pub fn format(kind: FloatKind, bits: u128) -> String {
    let s = kind.spec();
    let v = decode(&s, bits);
    if let Val::Zero(_) | Val::Fin { .. } = v {
        let sci = apfloat_to_string(&s, &v, 6, 0, false);
        let back = lex_decimal(&sci).and_then(|d| round_decimal(&s, &d));
        if back.map(|b| decode(&s, b)) == Some(v) {
            return sci;
        }
        let dflt = apfloat_to_string(&s, &v, 0, 3, true);
        if dflt.contains('.') {
            return dflt;
        }
    }
    // APFloat re-encodes x87 NaNs (unnormals, pseudo-NaNs) with exponent 0x7FFF.
    let canonical = if s.explicit_int && v == Val::Nan { bits | mask(15) << 64 } else { bits };
    format_hex(kind, canonical)
}

/// `0x` followed by the bit pattern in uppercase hex, zero-padded to
/// `ceil(bit_width / 4)` digits (`0x7FC00000`, `0xFC00`, `0x3FC00` for tf32
/// inf). Upstream prints `APInt` unpadded, but every pattern `format` falls
/// back to has its top hex digit non-zero, so the two agree there.
pub fn format_hex(kind: FloatKind, bits: u128) -> String {
    let w = kind.bit_width();
    format!("0x{:0width$X}", bits & mask(w), width = w.div_ceil(4) as usize)
}

#[cfg(test)]
mod tests {
    #[test]
    fn largest_finite_values() {
        assert_eq!(FloatKind::F32.largest_bits(false), f32::MAX.to_bits() as u128);
        assert_eq!(FloatKind::F32.largest_bits(true), f32::MIN.to_bits() as u128);
        assert_eq!(FloatKind::F64.largest_bits(true), f64::MIN.to_bits() as u128);
        assert_eq!(FloatKind::F16.largest_bits(false), 0x7bff);
        assert_eq!(FloatKind::BF16.largest_bits(true), 0xff7f);
        // f8E4M3FN: S.1111.111 is NaN, so the largest is 448 (0x7e).
        assert_eq!(FloatKind::F8E4M3FN.largest_bits(false), 0x7e);
        // f8E5M2FNUZ: no infinity; every all-ones pattern is a number.
        assert_eq!(FloatKind::F8E5M2FNUZ.largest_bits(false), 0x7f);
    }

    use super::FloatKind::*;
    use super::*;

    fn p(k: FloatKind, t: &str) -> u128 {
        parse_decimal(k, t).unwrap()
    }

    #[test]
    fn keywords_and_widths() {
        for &k in FloatKind::ALL {
            assert_eq!(FloatKind::from_keyword(k.keyword()), Some(k));
        }
        assert_eq!(FloatKind::from_keyword("F16"), None);
        assert_eq!(F8E4M3B11FNUZ.keyword(), "f8E4M3B11FNUZ");
        let widths = [(TF32, 19), (F80, 80), (F128, 128), (BF16, 16), (F8E3M4, 8)];
        for (k, w) in widths {
            assert_eq!(k.bit_width(), w);
        }
        assert!(!F8E4M3FN.has_infinity() && F8E4M3FN.has_negative_zero());
        assert!(!F8E4M3FNUZ.has_negative_zero() && F8E5M2.has_infinity());
    }

    #[test]
    fn parse_bit_patterns() {
        let cases: &[(FloatKind, &str, u128)] = &[
            (F16, "1.0", 0x3C00),
            (BF16, "1.0", 0x3F80),
            (F8E4M3FN, "448.0", 0x7E),
            (F8E5M2, "1.0", 0x3C),
            (F8E4M3, "1.0", 0x38),
            (F8E3M4, "1.0", 0x30),
            (F8E4M3FNUZ, "1.0", 0x40),
            (F8E5M2FNUZ, "1.0", 0x40),
            (F8E4M3B11FNUZ, "1.0", 0x58),
            (TF32, "1.0", 0x1FC00),
            (F32, "-2.5", 0xC0200000),
            (F32, "1.", 0x3F800000),
            (F64, "3", 0x4008000000000000),
            (F64, "-3", 0xC008000000000000),
            (F80, "1.0", 0x3FFF8000000000000000),
            (F128, "1.0", 0x3FFF << 112),
            (F32, "1.5e-45", 1),
            (F16, "6.5504e4", 0x7BFF),
            (F16, "65519.99", 0x7BFF),
            (F8E4M3FNUZ, "240.0", 0x7F),
            (F8E5M2FNUZ, "57344.0", 0x7F),
            (F8E4M3B11FNUZ, "30.0", 0x7F),
            (F8E4M3B11FNUZ, "-1.220703125e-4", 0x81),
            // Overflow to infinity; tie at the top of f8E4M3FN rounds to even (448).
            (F16, "65520.0", 0x7C00),
            (F16, "-1.0e10", 0xFC00),
            (F64, "1.0e400", 0x7FF0000000000000),
            (F8E4M3FN, "464.0", 0x7E),
            // Zeros and underflow; FNUZ kinds have no -0.
            (F32, "-0.0", 0x80000000),
            (F8E5M2FNUZ, "-0.0", 0),
            (F8E4M3FNUZ, "-1.0e-9", 0),
            (F64, "1.0e-99999", 0),
            // Correct rounding beyond f64: 0.1 in f80/f128, and f16 near-ties.
            (F80, "0.1", 0x3FFBCCCCCCCCCCCCCCCD),
            (F128, "0.1", 0x3FFB999999999999999999999999999A),
            (F16, "1.00048828125", 0x3C00),
            (F16, "1.00048828125000000001", 0x3C01),
            (F16, "1.00146484375", 0x3C02),
        ];
        for &(k, t, want) in cases {
            assert_eq!(p(k, t), want, "{t} : {k}");
        }
    }

    #[test]
    fn parse_errors_and_upstream_mode() {
        let oor = parse_decimal(F8E4M3FN, "464.1");
        assert_eq!(oor, Err(FloatError::OutOfRange(F8E4M3FN)));
        assert_eq!(oor.unwrap_err().to_string(), "float literal out of range for f8E4M3FN");
        let oor = parse_decimal(F8E4M3FNUZ, "-1.0e9");
        assert_eq!(oor, Err(FloatError::OutOfRange(F8E4M3FNUZ)));
        for bad in ["1e5", ".5", "inf", "nan", "1.0e", "--1.0", "1.0x", "", "0x10"] {
            assert!(parse_decimal(F32, bad).is_err(), "{bad}");
        }
        // Upstream MLIR 19 goes through f64: double rounding, NaN on overflow.
        let via = |k, t| parse_decimal_via_f64(k, t).unwrap();
        assert_eq!(via(F16, "1.00048828125000000001"), 0x3C00);
        assert_eq!(via(F80, "0.1"), 0x3FFBCCCCCCCCCCCCD000);
        assert_eq!(via(F8E4M3FN, "1000.0"), 0x7F);
        assert_eq!(via(F32, "-1.0e400"), 0xFF800000);
    }

    #[test]
    fn f64_and_f32_agree_with_std() {
        let cases = [
            "0.1",
            "3.14159265358979",
            "2.2250738585072011e-308",
            "4.9e-324",
            "1.7976931348623157e308",
            "123456789.123456789",
            "9007199254740993.0",
            "0.30000000000000004",
            "1.0e23",
            "8.98846567431158e307",
            "2.4703282292062328e-324",
        ];
        for t in cases {
            assert_eq!(p(F64, t), t.parse::<f64>().unwrap().to_bits() as u128, "{t}");
            assert_eq!(p(F32, t), t.parse::<f32>().unwrap().to_bits() as u128, "{t}");
        }
    }

    #[test]
    fn f64_conversions() {
        let from: &[(FloatKind, f64, u128)] = &[
            (F16, 1.0, 0x3C00),
            (F16, f64::NAN, 0x7E00),
            (F8E4M3FN, f64::NAN, 0x7F),
            (F8E4M3FNUZ, f64::INFINITY, 0x80),
            (F8E4M3FN, -1.0e6, 0xFF),
            (BF16, f64::NEG_INFINITY, 0xFF80),
            (F16, 1.0 + 1.0 / 2048.0, 0x3C00),
            (F16, 1.0 + 3.0 / 2048.0, 0x3C02),
            (F16, 1.0 / 33554432.0, 0), // 2^-25: tie between 0 and min denormal
            (F16, 1.5 / 33554432.0, 1),
            (F80, 0.1, 0x3FFBCCCCCCCCCCCCD000),
            (F80, 4.9e-324, 0x3BCD8000000000000000),
        ];
        for &(k, v, want) in from {
            assert_eq!(from_f64(k, v), want, "{v} -> {k}");
        }
        let to: &[(FloatKind, u128, f64)] = &[
            (F16, 0x3555, 0.333251953125),
            (F8E4M3FN, 0x7E, 448.0),
            (F8E4M3B11FNUZ, 0x01, 1.0 / 8192.0),
            (F16, 0xFC00, f64::NEG_INFINITY),
            (F80, 0x3FFBCCCCCCCCCCCCCCCD, 0.1),
            (F128, 0x7FFE << 112, f64::INFINITY),
            (F128, 0x3FFF << 112 | 1, 1.0),
        ];
        for &(k, b, want) in to {
            assert_eq!(to_f64(k, b), want, "{b:#x} : {k}");
        }
        assert!(to_f64(F8E5M2FNUZ, 0x80).is_nan());
        assert_eq!(to_f64(F128, p(F128, "1.0e-400")), 0.0);
        for v in [0.1f64, -7.25, 1e-40, 3.4e38, 1e-45, 65504.0, 1e300] {
            assert_eq!(from_f64(F32, v), (v as f32).to_bits() as u128, "{v}");
            assert_eq!(to_f64(F32, from_f64(F32, v)), v as f32 as f64);
            assert_eq!(to_f64(F64, from_f64(F64, v)), v);
        }
    }

    #[test]
    fn hex_literals() {
        assert_eq!(from_hex_literal(F32, "0x7FC00000"), Ok(0x7FC00000));
        assert_eq!(from_hex_literal(F16, "0x0000000000000001"), Ok(1));
        assert_eq!(from_hex_literal(TF32, "0x7ffff"), Ok(0x7FFFF));
        assert_eq!(from_hex_literal(F16, "0x10000"), Err(FloatError::HexOutOfRange(F16)));
        assert_eq!(from_hex_literal(TF32, "0x80000"), Err(FloatError::HexOutOfRange(TF32)));
        assert_eq!(from_hex_literal(F32, "-0x1"), Err(FloatError::NegativeHex));
        assert!(from_hex_literal(F32, "0x").is_err() && from_hex_literal(F32, "0xG1").is_err());
        assert_eq!(format_hex(F16, 0xFC00), "0xFC00");
        assert_eq!(format_hex(F64, 1), "0x0000000000000001");
        assert_eq!(format_hex(TF32, 0x1FE00), "0x1FE00");
    }

    /// Expected strings are what `mlir-opt-19` (LLVM 19.1.7) prints for
    /// `arith.constant <literal> : <type>`.
    #[test]
    fn format_matches_upstream() {
        let cases: &[(FloatKind, &str, &str)] = &[
            (F16, "0.1", "9.997550e-02"),
            (F64, "3.14159265358979", "3.14159265358979"),
            (F64, "0.1", "1.000000e-01"),
            (F32, "0.1", "1.000000e-01"),
            (F8E4M3FN, "448.0", "4.480000e+02"),
            (F64, "1.0e300", "1.000000e+300"),
            (TF32, "0.1", "9.997550e-02"),
            (BF16, "0.1", "1.000980e-01"),
            (F8E4M3B11FNUZ, "0.1", "1.015630e-01"),
            (F8E5M2FNUZ, "-0.0", "0.000000e+00"),
            (F32, "-0.0", "-0.000000e+00"),
            (F64, "-0.25", "-2.500000e-01"),
            (F64, "1.0e-320", "9.999880e-321"),
            (F64, "1.0e23", "9.9999999999999991E+22"),
            (F32, "1.5e-45", "1.401300e-45"),
            (F16, "1.0e-50", "0.000000e+00"),
            (F80, "1.0e10", "1.000000e+10"),
            (F80, "0.1", "0.100000000000000005551"),
            (F128, "0.1", "0.100000000000000005551115123125782702"),
            (F8E4M3, "1.0", "1.000000e+00"),
            (F64, "123456789.0", "0x419D6F3454000000"),
            (F32, "16777216.0", "0x4B800000"),
            (F32, "123456792.0", "0x4CEB79A3"),
            (F8E4M3FN, "1000.0", "0x7F"),
            (F32, "1.0e400", "0x7F800000"),
            // Specials given as bit patterns always print as hex.
            (F32, "0x7FC00000", "0x7FC00000"),
            (F64, "0x7FF0000000000000", "0x7FF0000000000000"),
            (F16, "0xFC00", "0xFC00"),
            (F8E4M3FN, "0xFF", "0xFF"),
            (F8E5M2FNUZ, "0x80", "0x80"),
            (F80, "0x7FFFC000000000000000", "0x7FFFC000000000000000"),
            (F80, "0x139D242F551E305054FA", "0x7FFF242F551E305054FA"), // unnormal: NaN
            (TF32, "0x3FC00", "0x3FC00"),
        ];
        for &(k, lit, want) in cases {
            let bits = if lit.starts_with("0x") { from_hex_literal(k, lit) } else { parse_decimal_via_f64(k, lit) };
            assert_eq!(format(k, bits.unwrap()), want, "{lit} : {k}");
        }
        assert_eq!(F32.nan_bits(), 0x7FC00000);
        assert_eq!(F80.nan_bits(), 0x7FFFC000000000000000);
        assert_eq!((F8E4M3FN.nan_bits(), F8E5M2FNUZ.nan_bits(), F16.nan_bits()), (0x7F, 0x80, 0x7E00));
        assert_eq!((TF32.infinity_bits(false), F8E4M3FN.infinity_bits(false)), (Some(0x3FC00), None));
        assert_eq!(format(F64, p(F64, "0.1") + 1), "0.10000000000000002");
        assert_eq!(format(F80, p(F80, "0.1")), "1.000000e-01");
    }

    #[test]
    fn native_parsing_rounds_as_the_exact_arithmetic() {
        let mut texts: Vec<String> = [
            "0.0",
            "-0.0",
            "1",
            "+1.5",
            "0.1",
            "5.000000e-01",
            "1.e5",
            "3.4028235e38",
            "3.4028236e38",
            "1e39",
            "1.0e39",
            "1.0e309",
            "-1.0e400",
            "1.0e-46",
            "1.4e-45",
            "7.0e-46",
            "4.9406564584124654e-324",
            "2.4703282292062327e-324",
            "2.4703282292062328e-324",
            "1.0e-400",
            "9007199254740993.0",
            "16777217.0",
            "16777219.0",
            "0.30000000000000004440892098500626161694526672363281250000001",
        ]
        .map(String::from)
        .to_vec();
        // Pseudo-random digits and exponents, halfway cases among them.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let digits = 1 + (x % 25) as usize;
            let mantissa: String = (0..digits).map(|i| char::from(b'0' + ((x >> (i % 60)) % 10) as u8)).collect();
            let exp = (x >> 40) as i64 % 700 - 350;
            texts.push(format!("{}.{}e{exp}", &mantissa[..1], &mantissa[1..]));
        }
        for t in &texts {
            let Some(d) = lex_decimal(t) else { continue };
            for k in [F32, F64] {
                let s = k.spec();
                let exact = round_decimal(&s, &d).unwrap_or_else(|| s.inf_bits(d.neg).unwrap());
                assert_eq!(parse_decimal(k, t).unwrap(), exact, "{k} {t}");
            }
        }
    }

    #[test]
    fn format_round_trips_every_8_and_16_bit_pattern() {
        for &k in FloatKind::ALL.iter().filter(|k| k.bit_width() <= 16) {
            for bits in 0..(1u128 << k.bit_width()) {
                let s = format(k, bits);
                let back = match s.strip_prefix("0x") {
                    Some(_) => from_hex_literal(k, &s).unwrap(),
                    None => parse_decimal(k, &s).unwrap(),
                };
                assert_eq!(back, bits, "{k} {bits:#x} -> {s}");
            }
        }
    }
}

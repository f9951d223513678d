//! Integer range inference of the arith ops (upstream's
//! `InferIntRangeInterface` implementations and `InferIntRangeCommon`):
//! constants, additions, subtractions and multiplications (overflow flags
//! saturate instead of giving up), unsigned division, min/max, bitwise ops
//! through the bits their bounds share, extensions, truncations, index
//! casts, comparisons decided by the ranges, and `select`. Other ops give
//! no range.

use super::{CMP_I_ENUM, OVERFLOW};
use crate::ir::{AttrKind, OpId};
use crate::opdef::int_range::{range_width, sext, trunc, IntRange, IntRangeCx};
use crate::opdef::ods::attr;

/// `nsw` and `nuw` of [`OVERFLOW`].
const NSW: u64 = 1;
const NUW: u64 = 2;

/// The ops whose ranges are inferred.
const SUPPORTED: &[&str] = &[
    "arith.constant",
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.divui",
    "arith.divsi",
    "arith.ceildivui",
    "arith.ceildivsi",
    "arith.floordivsi",
    "arith.remui",
    "arith.remsi",
    "arith.minsi",
    "arith.maxsi",
    "arith.minui",
    "arith.maxui",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.extui",
    "arith.extsi",
    "arith.trunci",
    "arith.index_cast",
    "arith.index_castui",
    "arith.cmpi",
    "arith.select",
];

pub(super) fn infer(cx: &mut dyn IntRangeCx, op: OpId) -> bool {
    let (ctx, body) = (cx.ctx(), cx.body());
    let name = ctx.str(body.op(op).name);
    let Some(&result) = body.results(op).first() else { return false };
    let Some(width) = range_width(ctx, body.value_type(result)) else { return false };
    if !SUPPORTED.contains(&name) {
        return false;
    }
    // An operand not reached yet: the op waits.
    let Some(args) = body.operands(op).iter().map(|&v| cx.range(v)).collect::<Option<Vec<IntRange>>>() else {
        return true;
    };
    let flags = attr(ctx, body, op, "overflowFlags").and_then(|a| OVERFLOW.bits_of(ctx, a)).unwrap_or(0);
    let r = match (name, Some(args.as_slice())) {
        ("arith.constant", _) => match attr(ctx, body, op, "value").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => {
                let bits = u64::try_from(value & num_bigint::BigInt::from(u64::MAX)).unwrap_or(0);
                IntRange::constant(width, bits)
            }
            _ => return false,
        },
        ("arith.addi", Some(&[a, b])) => add(a, b, flags),
        ("arith.subi", Some(&[a, b])) => sub(a, b, flags),
        ("arith.muli", Some(&[a, b])) => mul(a, b),
        ("arith.divui", Some(&[a, b])) => div_u(a, b, |_, _, q| Some(q)),
        ("arith.ceildivui", Some(&[a, b])) => {
            div_u(a, b, |x, y, q| if x % y == 0 { Some(q) } else { q.checked_add(1) })
        }
        ("arith.divsi", Some(&[a, b])) => div_s(a, b, |_, _, q| q),
        ("arith.ceildivsi", Some(&[a, b])) => {
            div_s(a, b, |x, y, q| if x % y != 0 && (x < 0) == (y < 0) { q + 1 } else { q })
        }
        ("arith.floordivsi", Some(&[a, b])) => {
            div_s(a, b, |x, y, q| if x % y != 0 && (x < 0) != (y < 0) { q - 1 } else { q })
        }
        ("arith.remui", Some(&[a, b])) => rem_u(a, b),
        ("arith.remsi", Some(&[a, b])) => rem_s(a, b),
        ("arith.minsi", Some(&[a, b])) => IntRange::from_signed(width, a.smin.min(b.smin), a.smax.min(b.smax)),
        ("arith.maxsi", Some(&[a, b])) => IntRange::from_signed(width, a.smin.max(b.smin), a.smax.max(b.smax)),
        ("arith.minui", Some(&[a, b])) => IntRange::from_unsigned(width, a.umin.min(b.umin), a.umax.min(b.umax)),
        ("arith.maxui", Some(&[a, b])) => IntRange::from_unsigned(width, a.umin.max(b.umin), a.umax.max(b.umax)),
        ("arith.andi", Some(&[a, b])) => bitwise(a, b, |x, y| x & y),
        ("arith.ori", Some(&[a, b])) => bitwise(a, b, |x, y| x | y),
        ("arith.xori", Some(&[a, b])) => bitwise(a, b, |x, y| x ^ y),
        ("arith.extui", Some(&[a])) => IntRange::from_unsigned(width, a.umin, a.umax),
        ("arith.extsi", Some(&[a])) => IntRange::from_signed(width, a.smin, a.smax),
        ("arith.trunci", Some(&[a])) => truncate(a, width),
        ("arith.index_cast", Some(&[a])) => cast(a, width, true),
        ("arith.index_castui", Some(&[a])) => cast(a, width, false),
        ("arith.cmpi", Some(&[a, b])) => {
            let Some(p) = attr(ctx, body, op, "predicate").and_then(|p| CMP_I_ENUM.value_of(ctx, p)) else {
                return false;
            };
            compare(p, a, b)
        }
        ("arith.select", Some(&[c, t, f])) => match c.constant_value() {
            Some(1) => t,
            Some(_) => f,
            None => t.union(f),
        },
        _ => return false,
    };
    cx.join(result, r);
    true
}

/// `op` applied to the ends of both intervals (upstream's `computeBoundsBy`);
/// every value when an end overflows.
fn bounds_by(width: u32, signed: bool, lo: Option<i128>, hi: Option<i128>) -> IntRange {
    match (lo, hi) {
        (Some(lo), Some(hi)) if signed => IntRange::from_signed(width, lo as i64, hi as i64),
        (Some(lo), Some(hi)) => IntRange::from_unsigned(width, lo as u64, hi as u64),
        _ => IntRange::max(width),
    }
}

/// `v` when it fits the signed (or unsigned) range of `width`, else the
/// bound it saturates to when `saturate`, else nothing.
fn fit(v: i128, width: u32, signed: bool, saturate: bool) -> Option<i128> {
    let (min, max) = if signed {
        (IntRange::signed_min(width) as i128, IntRange::signed_max(width) as i128)
    } else {
        (0, IntRange::unsigned_max(width) as i128)
    };
    if (min..=max).contains(&v) {
        Some(v)
    } else if saturate {
        Some(v.clamp(min, max))
    } else {
        None
    }
}

fn add(a: IntRange, b: IntRange, flags: u64) -> IntRange {
    let w = a.width;
    let (nuw, nsw) = (flags & NUW != 0, flags & NSW != 0);
    let u = |x: u64, y: u64| fit(x as i128 + y as i128, w, false, nuw);
    let s = |x: i64, y: i64| fit(x as i128 + y as i128, w, true, nsw);
    bounds_by(w, false, u(a.umin, b.umin), u(a.umax, b.umax)).intersect(bounds_by(
        w,
        true,
        s(a.smin, b.smin),
        s(a.smax, b.smax),
    ))
}

fn sub(a: IntRange, b: IntRange, flags: u64) -> IntRange {
    let w = a.width;
    let (nuw, nsw) = (flags & NUW != 0, flags & NSW != 0);
    let u = |x: u64, y: u64| fit(x as i128 - y as i128, w, false, nuw);
    let s = |x: i64, y: i64| fit(x as i128 - y as i128, w, true, nsw);
    bounds_by(w, false, u(a.umin, b.umax), u(a.umax, b.umin)).intersect(bounds_by(
        w,
        true,
        s(a.smin, b.smax),
        s(a.smax, b.smin),
    ))
}

fn mul(a: IntRange, b: IntRange) -> IntRange {
    let w = a.width;
    let u = |x: u64, y: u64| fit(i128::try_from(u128::from(x) * u128::from(y)).ok()?, w, false, false);
    let unsigned = bounds_by(w, false, u(a.umin, b.umin), u(a.umax, b.umax));
    let products: Option<Vec<i128>> = [(a.smin, b.smin), (a.smin, b.smax), (a.smax, b.smin), (a.smax, b.smax)]
        .iter()
        .map(|&(x, y)| fit(x as i128 * y as i128, w, true, false))
        .collect();
    let signed = match products {
        Some(p) => IntRange::from_signed(w, *p.iter().min().unwrap() as i64, *p.iter().max().unwrap() as i64),
        None => IntRange::max(w),
    };
    unsigned.intersect(signed)
}

/// Unsigned division of the ends, each quotient corrected by `fixup`
/// (rounding up; `None`: it overflows); a divisor that may be 0 leaves
/// `0..=lhs.umax`.
fn div_u(a: IntRange, b: IntRange, fixup: fn(u64, u64, u64) -> Option<u64>) -> IntRange {
    let w = a.width;
    if b.umin == 0 {
        return IntRange::from_unsigned(w, 0, a.umax);
    }
    let q: Option<Vec<u64>> = [(a.umin, b.umin), (a.umin, b.umax), (a.umax, b.umin), (a.umax, b.umax)]
        .iter()
        .map(|&(x, y)| fixup(x, y, x / y).filter(|&q| q <= IntRange::unsigned_max(w)))
        .collect();
    match q {
        Some(q) => IntRange::from_unsigned(w, *q.iter().min().unwrap(), *q.iter().max().unwrap()),
        None => IntRange::max(w),
    }
}

/// Signed division of the ends by a divisor that cannot be 0, each
/// truncated quotient corrected by `fixup` (rounding up or down); every
/// value when a quotient overflows.
fn div_s(a: IntRange, b: IntRange, fixup: fn(i128, i128, i128) -> i128) -> IntRange {
    let w = a.width;
    if !(b.smin > 0 || b.smax < 0) {
        return IntRange::max(w);
    }
    let q: Option<Vec<i128>> = [(a.smin, b.smin), (a.smin, b.smax), (a.smax, b.smin), (a.smax, b.smax)]
        .iter()
        .map(|&(x, y)| fit(fixup(x as i128, y as i128, x as i128 / y as i128), w, true, false))
        .collect();
    match q {
        Some(q) => IntRange::from_signed(w, *q.iter().min().unwrap() as i64, *q.iter().max().unwrap() as i64),
        None => IntRange::max(w),
    }
}

/// Unsigned remainder: below the divisor and at most the dividend; the
/// dividend itself when it is always below the divisor.
fn rem_u(a: IntRange, b: IntRange) -> IntRange {
    let w = a.width;
    if b.umin != 0 && a.umax < b.umin {
        return IntRange::from_unsigned(w, a.umin, a.umax);
    }
    let below = trunc(b.umax.wrapping_sub(1), w);
    IntRange::from_unsigned(w, 0, below.min(a.umax))
}

/// Signed remainder (it has the dividend's sign) by a divisor that cannot
/// be 0; a dividend interval shorter than a constant divisor whose ends'
/// remainders are in order keeps them.
fn rem_s(a: IntRange, b: IntRange) -> IntRange {
    let w = a.width;
    if !(b.smin > 0 || b.smax < 0) {
        return IntRange::max(w);
    }
    let divisor = if b.smin > 0 { b.smax as i128 } else { (b.smin as i128).abs() };
    let mut lo = if a.smin < 0 { 1 - divisor } else { 0 };
    let mut hi = if a.smax > 0 { divisor - 1 } else { 0 };
    if b.smin == b.smax && (a.smax as i128 - a.smin as i128) < divisor {
        let (rlo, rhi) = (a.smin as i128 % divisor, a.smax as i128 % divisor);
        if rlo <= rhi {
            (lo, hi) = (rlo, rhi);
        }
    }
    match (fit(lo, w, true, false), fit(hi, w, true, false)) {
        (Some(lo), Some(hi)) => IntRange::from_signed(w, lo as i64, hi as i64),
        _ => IntRange::max(w),
    }
}

/// The bits the unsigned bounds of `r` share, with the others cleared
/// (low end) and set (high end): upstream's `widenBitwiseBounds`.
fn known_bits(r: IntRange) -> (u64, u64) {
    let differ = r.umin ^ r.umax;
    let low = if differ == 0 { 0 } else { u64::MAX >> differ.leading_zeros() };
    (r.umin & !low, trunc(r.umin | low, r.width))
}

fn bitwise(a: IntRange, b: IntRange, f: fn(u64, u64) -> u64) -> IntRange {
    let ((a0, a1), (b0, b1)) = (known_bits(a), known_bits(b));
    let v = [f(a0, b0), f(a0, b1), f(a1, b0), f(a1, b1)];
    IntRange::from_unsigned(a.width, *v.iter().min().unwrap(), *v.iter().max().unwrap())
}

/// Truncation to `width` bits (upstream's `truncRange`): each interval
/// survives when its ends agree above the kept bits and stay in order.
fn truncate(a: IntRange, width: u32) -> IntRange {
    let high = |v: u64| if width >= 64 { 0 } else { v >> width };
    let (ulo, uhi) = (trunc(a.umin, width), trunc(a.umax, width));
    let unsigned = if high(a.umin) != high(a.umax) || ulo > uhi {
        IntRange::max(width)
    } else {
        IntRange::from_unsigned(width, ulo, uhi)
    };
    let shigh = |v: i64| v >> (width - 1);
    let (slo, shi) = (sext(a.smin as u64, width), sext(a.smax as u64, width));
    let signed = if shigh(a.smin) != shigh(a.smax) || slo > shi {
        IntRange::max(width)
    } else {
        IntRange::from_signed(width, slo, shi)
    };
    unsigned.intersect(signed)
}

/// An index cast to `width` bits: extended (signed or not), truncated or kept.
fn cast(a: IntRange, width: u32, signed: bool) -> IntRange {
    if width > a.width {
        if signed {
            IntRange::from_signed(width, a.smin, a.smax)
        } else {
            IntRange::from_unsigned(width, a.umin, a.umax)
        }
    } else if width < a.width {
        truncate(a, width)
    } else {
        a
    }
}

/// Whether `cmpi` with predicate `p` holds for every pair of values.
fn always(p: i64, a: IntRange, b: IntRange) -> bool {
    match p {
        0 => a.constant_value().is_some() && a.constant_value() == b.constant_value(),
        1 => (always(2, a, b) || always(4, a, b)) && (always(6, a, b) || always(8, a, b)),
        2 => a.smax < b.smin,
        3 => a.smax <= b.smin,
        4 => a.smin > b.smax,
        5 => a.smin >= b.smax,
        6 => a.umax < b.umin,
        7 => a.umax <= b.umin,
        8 => a.umin > b.umax,
        9 => a.umin >= b.umax,
        _ => false,
    }
}

fn compare(p: i64, a: IntRange, b: IntRange) -> IntRange {
    if always(p, a, b) {
        IntRange::constant(1, 1)
    } else if always(super::invert_cmpi(p), a, b) {
        IntRange::constant(1, 0)
    } else {
        IntRange::max(1)
    }
}

//! Integer ranges of SSA values (upstream's `ConstantIntRanges`: a signed
//! and an unsigned interval that both hold the value) and the hook through
//! which a dialect infers the ranges of its ops' results and region
//! arguments (upstream's `InferIntRangeInterface`). The analysis that
//! drives the hooks is `transforms::int_range`.
//!
//! Ranges cover integers up to 64 bits wide and `index` (taken as 64 bits,
//! as upstream); wider integers have no range.

use crate::ir::{Body, Context, OpId, Type, ValueId};

/// The values an integer of `width` bits may hold, read unsigned
/// (`umin..=umax`) and signed (`smin..=smax`); both hold.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IntRange {
    pub width: u32,
    pub umin: u64,
    pub umax: u64,
    pub smin: i64,
    pub smax: i64,
}

/// `bits` (the low `width` bits) read as a signed integer.
pub fn sext(bits: u64, width: u32) -> i64 {
    let shift = 64 - width;
    ((bits << shift) as i64) >> shift
}

/// The low `width` bits of `v`.
pub fn trunc(v: u64, width: u32) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

impl IntRange {
    pub fn unsigned_max(width: u32) -> u64 {
        trunc(u64::MAX, width)
    }
    pub fn signed_min(width: u32) -> i64 {
        sext(1u64 << (width - 1), width)
    }
    pub fn signed_max(width: u32) -> i64 {
        (Self::unsigned_max(width) >> 1) as i64
    }

    /// Every value of the width.
    pub fn max(width: u32) -> Self {
        IntRange {
            width,
            umin: 0,
            umax: Self::unsigned_max(width),
            smin: Self::signed_min(width),
            smax: Self::signed_max(width),
        }
    }

    /// The single value `bits`.
    pub fn constant(width: u32, bits: u64) -> Self {
        let b = trunc(bits, width);
        IntRange { width, umin: b, umax: b, smin: sext(b, width), smax: sext(b, width) }
    }

    /// The unsigned interval `umin..=umax`; the signed one follows when
    /// both ends have the same sign.
    pub fn from_unsigned(width: u32, umin: u64, umax: u64) -> Self {
        let (lo, hi) = (sext(umin, width), sext(umax, width));
        let same_sign = (lo < 0) == (hi < 0);
        let (smin, smax) = if same_sign { (lo, hi) } else { (Self::signed_min(width), Self::signed_max(width)) };
        IntRange { width, umin, umax, smin, smax }
    }

    /// The signed interval `smin..=smax`; the unsigned one follows when
    /// both ends have the same sign.
    pub fn from_signed(width: u32, smin: i64, smax: i64) -> Self {
        let same_sign = (smin < 0) == (smax < 0);
        let (umin, umax) = if same_sign {
            (trunc(smin as u64, width), trunc(smax as u64, width))
        } else {
            (0, Self::unsigned_max(width))
        };
        IntRange { width, umin, umax, smin, smax }
    }

    /// The values both hold (each interval intersected).
    pub fn intersect(self, o: IntRange) -> Self {
        IntRange {
            width: self.width,
            umin: self.umin.max(o.umin),
            umax: self.umax.min(o.umax),
            smin: self.smin.max(o.smin),
            smax: self.smax.min(o.smax),
        }
    }

    /// The values either holds (each interval's hull).
    pub fn union(self, o: IntRange) -> Self {
        IntRange {
            width: self.width,
            umin: self.umin.min(o.umin),
            umax: self.umax.max(o.umax),
            smin: self.smin.min(o.smin),
            smax: self.smax.max(o.smax),
        }
    }

    /// The one value the range holds, as bits.
    pub fn constant_value(self) -> Option<u64> {
        if self.umin == self.umax {
            Some(self.umin)
        } else if self.smin == self.smax {
            Some(trunc(self.smin as u64, self.width))
        } else {
            None
        }
    }
}

/// The width a range of `ty` has: integers up to 64 bits, `index` as 64.
pub fn range_width(ctx: &Context, ty: Type) -> Option<u32> {
    if ctx.is_index(ty) {
        return Some(64);
    }
    ctx.int_info(ty).map(|(w, _)| w).filter(|&w| (1..=64).contains(&w))
}

/// What an inference hook reads and writes.
pub trait IntRangeCx {
    fn ctx(&self) -> &Context;
    fn body(&self) -> &Body;
    /// The range of `v` so far (every value of its width when nothing is
    /// known yet); `None` when `v` has no integer type a range covers.
    fn range(&self, v: ValueId) -> Option<IntRange>;
    /// Join `r` into what is known of `v`.
    fn join(&mut self, v: ValueId, r: IntRange);
}

/// Infers the ranges of `op`'s results (and of the arguments of its
/// regions) from its operands' through `cx`; false when the dialect knows
/// nothing of `op` (its results may then hold anything).
pub type InferIntRangesFn = fn(&mut dyn IntRangeCx, OpId) -> bool;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_interval_gives_the_other_when_the_ends_share_a_sign() {
        let r = IntRange::from_unsigned(8, 3, 200);
        assert_eq!((r.smin, r.smax), (-128, 127));
        let r = IntRange::from_unsigned(8, 130, 200);
        assert_eq!((r.smin, r.smax), (-126, -56));
        let r = IntRange::from_signed(8, -3, -1);
        assert_eq!((r.umin, r.umax), (253, 255));
        let r = IntRange::from_signed(16, -1, 1);
        assert_eq!((r.umin, r.umax), (0, 0xFFFF));
    }

    #[test]
    fn constants_and_their_values() {
        assert_eq!(IntRange::constant(1, 1).smin, -1);
        assert_eq!(IntRange::constant(64, u64::MAX).constant_value(), Some(u64::MAX));
        assert_eq!(IntRange::max(32).constant_value(), None);
        let signed_only = IntRange { width: 8, umin: 0, umax: 255, smin: -2, smax: -2 };
        assert_eq!(signed_only.constant_value(), Some(254));
        assert_eq!(IntRange::max(64).smin, i64::MIN);
        assert_eq!(IntRange::max(1), IntRange { width: 1, umin: 0, umax: 1, smin: -1, smax: 0 });
    }

    #[test]
    fn union_and_intersection_work_per_interval() {
        let a = IntRange::from_unsigned(8, 1, 5);
        let b = IntRange::from_unsigned(8, 3, 9);
        assert_eq!(a.union(b), IntRange::from_unsigned(8, 1, 9));
        assert_eq!(a.intersect(b), IntRange::from_unsigned(8, 3, 5));
    }
}

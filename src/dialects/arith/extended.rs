//! Folders of the two-result arithmetic ops `addui_extended`,
//! `mului_extended` and `mulsi_extended`: constant folding (elementwise,
//! like the single-result ops) and the identities upstream folds
//! (`x + 0`, `x * 0`, unsigned `x * 1`). Their canonicalization to plain
//! `addi`/`muli` lives in `canonicalize.rs`.

use super::constfold::{self as cf, int_width, mask, sext};
use super::*;
use crate::ir::Attribute;
use crate::rewrite::{FoldCx, Folded, OpFoldResult};

fn result_ty(body: &Body, op: OpId, i: usize) -> Type {
    body.value_type(body.results(op)[i])
}

/// Whether constant operand `i` is a scalar or splat holding `bits`.
fn is_const(cx: &FoldCx<'_>, body: &Body, op: OpId, i: usize, bits: u128) -> bool {
    let Some(w) = int_width(cx.ctx, body.value_type(body.operands(op)[i])) else { return false };
    cf::single(cx, i) == Some(bits & mask(w))
}

fn zero(cx: &FoldCx<'_>, ty: Type) -> Option<Attribute> {
    cf::splat_like(cx.ctx, ty, 0)
}

fn pair(a: Option<Attribute>, b: Option<Attribute>) -> Folded {
    match (a, b) {
        (Some(a), Some(b)) => Folded::Results(vec![OpFoldResult::Attr(a), OpFoldResult::Attr(b)]),
        _ => Folded::Failure,
    }
}

/// `lhs` itself and a constant for the second result.
fn value_and(body: &Body, op: OpId, second: Option<Attribute>) -> Folded {
    match second {
        Some(a) => Folded::Results(vec![OpFoldResult::Value(body.operands(op)[0]), OpFoldResult::Attr(a)]),
        None => Folded::Failure,
    }
}

/// Fold both results elementwise: `f(width, a, b)` gives (first, second).
fn fold_both(cx: &FoldCx<'_>, body: &Body, op: OpId, f: fn(u32, u128, u128) -> (u128, u128)) -> Folded {
    let (t0, t1) = (result_ty(body, op, 0), result_ty(body, op, 1));
    let Some(w) = int_width(cx.ctx, t0) else { return Folded::Failure };
    let first = cf::binary(cx, t0, |a, b| Some(f(w, a & mask(w), b & mask(w)).0));
    let second = cf::binary(cx, t1, |a, b| Some(f(w, a & mask(w), b & mask(w)).1));
    pair(first, second)
}

pub(super) fn fold_addui_extended(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_const(cx, body, op, 1, 0) {
        return value_and(body, op, zero(cx, result_ty(body, op, 1)));
    }
    fold_both(cx, body, op, |w, a, b| {
        let sum = a.wrapping_add(b) & mask(w);
        (sum, u128::from(sum < a))
    })
}

/// The full product of two `w`-bit values, as (low, high) halves.
fn wide_mul(w: u32, a: u128, b: u128, signed: bool) -> (u128, u128) {
    // Schoolbook on 64-bit limbs of the 2w-bit two's complement operands.
    let ext = |v: u128| -> [u128; 2] {
        let hi = if signed && sext(v, w) < 0 { mask(128) } else { 0 };
        // Operands widened to 2w bits, held in two u128 words (low, high).
        if w >= 128 {
            [v, hi]
        } else {
            [v | (hi << w), hi >> (128 - w)]
        }
    };
    let (x, y) = (ext(a), ext(b));
    let limbs = |v: [u128; 2]| [v[0] as u64, (v[0] >> 64) as u64, v[1] as u64, (v[1] >> 64) as u64];
    let (xl, yl) = (limbs(x), limbs(y));
    let mut out = [0u64; 4];
    for i in 0..4 {
        let mut carry = 0u128;
        for j in 0..4 - i {
            let t = out[i + j] as u128 + xl[i] as u128 * yl[j] as u128 + carry;
            out[i + j] = t as u64;
            carry = t >> 64;
        }
    }
    let lo128 = out[0] as u128 | (out[1] as u128) << 64;
    let hi128 = out[2] as u128 | (out[3] as u128) << 64;
    let high = if w >= 128 {
        hi128
    } else if 2 * w <= 128 {
        (lo128 >> w) & mask(w)
    } else {
        ((lo128 >> w) | (hi128 << (128 - w))) & mask(w)
    };
    let low = lo128 & mask(w);
    (low, high)
}

pub(super) fn fold_mului_extended(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_const(cx, body, op, 1, 0) {
        let z = zero(cx, result_ty(body, op, 0));
        return pair(z, z);
    }
    if is_const(cx, body, op, 1, 1) {
        return value_and(body, op, zero(cx, result_ty(body, op, 1)));
    }
    fold_both(cx, body, op, |w, a, b| wide_mul(w, a, b, false))
}

pub(super) fn fold_mulsi_extended(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_const(cx, body, op, 1, 0) {
        let z = zero(cx, result_ty(body, op, 0));
        return pair(z, z);
    }
    fold_both(cx, body, op, |w, a, b| wide_mul(w, a, b, true))
}

#[cfg(test)]
mod tests {
    use super::wide_mul;

    #[test]
    fn wide_mul_matches_native_products() {
        for &(a, b) in &[(-7i64, 300000i64), (i64::MIN, -1), (i64::MAX, i64::MAX), (-1, -1), (12345, -98765)] {
            let s = (a as i128) * (b as i128);
            assert_eq!(
                wide_mul(64, a as u64 as u128, b as u64 as u128, true),
                (s as u64 as u128, (s >> 64) as u64 as u128)
            );
            let u = (a as u64 as u128) * (b as u64 as u128);
            assert_eq!(wide_mul(64, a as u64 as u128, b as u64 as u128, false), (u as u64 as u128, (u >> 64)));
            let s32 = (a as i32 as i64) * (b as i32 as i64);
            let (l, h) = wide_mul(32, a as u32 as u128, b as u32 as u128, true);
            assert_eq!((l, h), (s32 as u32 as u128, (s32 >> 32) as u32 as u128));
        }
        // 128-bit: (2^127 - 1)^2 = 2^254 - 2^128 + 1
        let m = u128::MAX >> 1;
        assert_eq!(wide_mul(128, m, m, false), (1, (1u128 << 126) - 1));
        assert_eq!(wide_mul(128, u128::MAX, u128::MAX, true), (1, 0));
        assert_eq!(wide_mul(8, 100, 27, true), (0x8C, 10));
    }
}

//! Constant folding of math ops, where upstream folds: sign and rounding
//! ops for every foldable float kind, transcendental functions for `f32`
//! (in single precision) and `f64`, and the integer bit-counting ops.

use crate::dialects::arith::constfold::{self as cf, float_kind, int_width, mask, sext};
use crate::ir::float::{self, FloatKind, IntegralRounding};
use crate::ir::{Body, OpId, Type};
use crate::rewrite::{FoldCx, Folded};

fn result_ty(body: &Body, op: OpId) -> Type {
    body.value_type(body.results(op)[0])
}
fn done(a: Option<crate::ir::Attribute>) -> Folded {
    a.map_or(Folded::Failure, Folded::attr)
}

/// Round to an integral value (exact for every kind).
fn integral(cx: &FoldCx<'_>, body: &Body, op: OpId, mode: IntegralRounding) -> Folded {
    let ty = result_ty(body, op);
    let Some(k) = float_kind(cx.ctx, ty) else { return Folded::Failure };
    done(cf::unary(cx, ty, |a| Some(float::round_to_integral(k, a, mode))))
}

/// Fold a library function: single precision for f32, double for f64.
/// Only functions Rust takes from the C library are folded this way (so the
/// results are the ones mlir-opt-19 computes); asinh, acosh, atanh and erf,
/// which Rust computes itself or lacks, are left unfolded.
fn libm_unary(cx: &FoldCx<'_>, body: &Body, op: OpId, f32f: fn(f32) -> f32, f64f: fn(f64) -> f64) -> Folded {
    libm_unary_if(cx, body, op, |_| true, f32f, f64f)
}

/// [`libm_unary`] for the operands `accept` (given as f64) allows; as
/// upstream, other constants are left unfolded.
fn libm_unary_if(
    cx: &FoldCx<'_>,
    body: &Body,
    op: OpId,
    accept: fn(f64) -> bool,
    f32f: fn(f32) -> f32,
    f64f: fn(f64) -> f64,
) -> Folded {
    let ty = result_ty(body, op);
    match float_kind(cx.ctx, ty) {
        Some(FloatKind::F32) => done(cf::unary(cx, ty, |a| {
            let x = f32::from_bits(a as u32);
            accept(f64::from(x)).then(|| f32f(x).to_bits() as u128)
        })),
        Some(FloatKind::F64) => done(cf::unary(cx, ty, |a| {
            let x = f64::from_bits(a as u64);
            accept(x).then(|| f64f(x).to_bits() as u128)
        })),
        _ => Folded::Failure,
    }
}

/// Upstream leaves logarithms of negative numbers (and of -0.0) unfolded.
fn not_negative(x: f64) -> bool {
    !x.is_sign_negative()
}

pub(super) fn fold_absf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let Some(k) = float_kind(cx.ctx, ty) else { return Folded::Failure };
    done(cf::unary(cx, ty, |a| Some(float::abs(k, a))))
}
pub(super) fn fold_copysign(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let Some(k) = float_kind(cx.ctx, ty) else { return Folded::Failure };
    done(cf::binary(cx, ty, |a, b| Some(float::copy_sign(k, a, b))))
}
pub(super) fn fold_ceil(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    integral(cx, body, op, IntegralRounding::Ceil)
}
pub(super) fn fold_floor(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    integral(cx, body, op, IntegralRounding::Floor)
}
/// Upstream folds `trunc` and `round` through libm, so only for f32 and f64.
fn integral_f32_f64(cx: &FoldCx<'_>, body: &Body, op: OpId, mode: IntegralRounding) -> Folded {
    match float_kind(cx.ctx, result_ty(body, op)) {
        Some(FloatKind::F32 | FloatKind::F64) => integral(cx, body, op, mode),
        _ => Folded::Failure,
    }
}
pub(super) fn fold_trunc(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    integral_f32_f64(cx, body, op, IntegralRounding::Trunc)
}
pub(super) fn fold_round(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    integral_f32_f64(cx, body, op, IntegralRounding::HalfAway)
}
pub(super) fn fold_roundeven(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    integral(cx, body, op, IntegralRounding::HalfEven)
}
pub(super) fn fold_sqrt(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::sqrt, f64::sqrt)
}
pub(super) fn fold_exp(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::exp, f64::exp)
}
pub(super) fn fold_log(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary_if(cx, body, op, not_negative, f32::ln, f64::ln)
}
pub(super) fn fold_log2(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary_if(cx, body, op, not_negative, f32::log2, f64::log2)
}
pub(super) fn fold_log10(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary_if(cx, body, op, not_negative, f32::log10, f64::log10)
}
/// Upstream leaves `log1p(x)` unfolded when `x + 1` is negative.
pub(super) fn fold_log1p(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary_if(cx, body, op, |x| !(x + 1.0).is_sign_negative(), f32::ln_1p, f64::ln_1p)
}
pub(super) fn fold_exp2(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::exp2, f64::exp2)
}
pub(super) fn fold_expm1(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::exp_m1, f64::exp_m1)
}
pub(super) fn fold_tan(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::tan, f64::tan)
}
pub(super) fn fold_tanh(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::tanh, f64::tanh)
}
pub(super) fn fold_sinh(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::sinh, f64::sinh)
}
pub(super) fn fold_cosh(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::cosh, f64::cosh)
}
pub(super) fn fold_atan(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::atan, f64::atan)
}
pub(super) fn fold_asin(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::asin, f64::asin)
}
pub(super) fn fold_acos(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::acos, f64::acos)
}
pub(super) fn fold_sin(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::sin, f64::sin)
}
pub(super) fn fold_cos(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    libm_unary(cx, body, op, f32::cos, f64::cos)
}
pub(super) fn fold_powf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    match float_kind(cx.ctx, ty) {
        Some(FloatKind::F32) => done(cf::binary(cx, ty, |a, b| {
            Some(f32::from_bits(a as u32).powf(f32::from_bits(b as u32)).to_bits() as u128)
        })),
        Some(FloatKind::F64) => done(cf::binary(cx, ty, |a, b| {
            Some(f64::from_bits(a as u64).powf(f64::from_bits(b as u64)).to_bits() as u128)
        })),
        _ => Folded::Failure,
    }
}

fn int_unary(cx: &FoldCx<'_>, body: &Body, op: OpId, f: fn(u32, u128) -> u128) -> Folded {
    let ty = result_ty(body, op);
    let Some(w) = int_width(cx.ctx, ty) else { return Folded::Failure };
    done(cf::unary(cx, ty, |a| Some(f(w, a & mask(w)) & mask(w))))
}

pub(super) fn fold_absi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    int_unary(cx, body, op, |w, a| sext(a, w).unsigned_abs())
}
pub(super) fn fold_ctlz(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    int_unary(cx, body, op, |w, a| (a.leading_zeros() - (128 - w)) as u128)
}
pub(super) fn fold_cttz(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    int_unary(cx, body, op, |w, a| a.trailing_zeros().min(w) as u128)
}
pub(super) fn fold_ctpop(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    int_unary(cx, body, op, |_, a| a.count_ones() as u128)
}

/// Integer power by squaring; negative exponents fold as upstream does
/// (0 for |base| > 1, and no fold for a zero base).
pub(super) fn fold_ipowi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let Some(w) = int_width(cx.ctx, ty) else { return Folded::Failure };
    done(cf::binary(cx, ty, |base, exp| {
        let (b, e) = (sext(base, w), sext(exp, w));
        if e < 0 {
            return match b {
                0 => None,
                1 => Some(1),
                -1 => Some(if e % 2 == 0 { 1 } else { mask(w) }),
                _ => Some(0),
            };
        }
        let (mut acc, mut sq, mut e) = (1u128, base, e as u128);
        while e > 0 {
            if e & 1 == 1 {
                acc = acc.wrapping_mul(sq) & mask(w);
            }
            sq = sq.wrapping_mul(sq) & mask(w);
            e >>= 1;
        }
        Some(acc)
    }))
}

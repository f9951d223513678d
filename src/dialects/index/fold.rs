//! Folders of the index ops. An `index` is 32 or 64 bits wide depending on
//! the target, so a constant folds only when its value does not depend on
//! which: operations whose low 32 bits never depend on the high bits (add,
//! sub, mul, and, or, xor) always fold on 64 bits; the others fold when the
//! 64-bit result truncated equals the 32-bit result.

use super::*;
use crate::dialects::arith::constfold::{self as cf, mask, sext};
use crate::rewrite::{FoldCx, Folded};

fn done(a: Option<crate::ir::Attribute>) -> Folded {
    a.map_or(Folded::Failure, Folded::attr)
}

fn result_ty(body: &Body, op: OpId) -> Type {
    body.value_type(body.results(op)[0])
}

/// Fold with `f(width, a, b)` computed on 64 bits only.
fn unchecked(cx: &FoldCx<'_>, body: &Body, op: OpId, f: fn(u128, u128) -> u128) -> Folded {
    done(cf::binary_defined(cx, result_ty(body, op), |a, b| Some(f(a, b) & mask(64))))
}

/// Fold with `f(width, a, b)` when 32 and 64 bits agree.
fn checked(cx: &FoldCx<'_>, body: &Body, op: OpId, f: fn(u32, u128, u128) -> Option<u128>) -> Folded {
    done(cf::binary_defined(cx, result_ty(body, op), |a, b| {
        let wide = f(64, a, b)? & mask(64);
        let narrow = f(32, a & mask(32), b & mask(32))? & mask(32);
        (wide & mask(32) == narrow).then_some(wide)
    }))
}

fn is_const(cx: &FoldCx<'_>, i: usize, v: u128) -> bool {
    cf::single(cx, i) == Some(v)
}

fn sdiv(w: u32, a: u128, b: u128) -> Option<(i128, i128, i128)> {
    let (x, y) = (sext(a, w), sext(b, w));
    if y == 0 {
        return None;
    }
    // INT_MIN / -1 wraps, as two's complement division does.
    let q = if y == -1 { sext(x.wrapping_neg() as u128 & mask(w), w) } else { x / y };
    Some((x, y, q))
}

pub(super) fn fold_add(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_const(cx, 1, 0) {
        return Folded::value(body.operands(op)[0]);
    }
    unchecked(cx, body, op, u128::wrapping_add)
}
pub(super) fn fold_sub(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    unchecked(cx, body, op, u128::wrapping_sub)
}
pub(super) fn fold_mul(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_const(cx, 1, 1) {
        return Folded::value(body.operands(op)[0]);
    }
    unchecked(cx, body, op, u128::wrapping_mul)
}
pub(super) fn fold_and(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    unchecked(cx, body, op, |a, b| a & b)
}
pub(super) fn fold_or(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    unchecked(cx, body, op, |a, b| a | b)
}
pub(super) fn fold_xor(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    unchecked(cx, body, op, |a, b| a ^ b)
}
pub(super) fn fold_divs(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| sdiv(w, a, b).map(|(_, _, q)| q as u128))
}
pub(super) fn fold_divu(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |_, a, b| a.checked_div(b))
}
pub(super) fn fold_ceildivs(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| {
        let (x, y, q) = sdiv(w, a, b)?;
        let exact = q.wrapping_mul(y) == x;
        Some(if !exact && (x > 0) == (y > 0) { q + 1 } else { q } as u128)
    })
}
pub(super) fn fold_ceildivu(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |_, a, b| {
        let q = a.checked_div(b)?;
        Some(if a % b != 0 { q + 1 } else { q })
    })
}
pub(super) fn fold_floordivs(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| {
        let (x, y, q) = sdiv(w, a, b)?;
        let exact = q.wrapping_mul(y) == x;
        Some(if !exact && (x < 0) != (y < 0) { q - 1 } else { q } as u128)
    })
}
pub(super) fn fold_rems(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| {
        let (x, y) = (sext(a, w), sext(b, w));
        (y != 0).then(|| x.wrapping_rem(y) as u128)
    })
}
pub(super) fn fold_remu(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |_, a, b| a.checked_rem(b))
}
pub(super) fn fold_maxs(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| Some(if sext(a, w) >= sext(b, w) { a } else { b }))
}
pub(super) fn fold_mins(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| Some(if sext(a, w) <= sext(b, w) { a } else { b }))
}
pub(super) fn fold_maxu(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |_, a, b| Some(a.max(b)))
}
pub(super) fn fold_minu(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |_, a, b| Some(a.min(b)))
}
pub(super) fn fold_shl(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| (b < w as u128).then(|| a << b))
}
pub(super) fn fold_shrs(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| (b < w as u128).then(|| (sext(a, w) >> b) as u128))
}
pub(super) fn fold_shru(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    checked(cx, body, op, |w, a, b| (b < w as u128).then(|| a >> b))
}

/// A comparison folds when it has the same outcome on 32 and 64 bits.
pub(super) fn fold_cmp(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let Some(pred) = attr(cx.ctx, body, op, "pred").and_then(|p| CMP_PREDICATE.case_of(cx.ctx, p)) else {
        return Folded::Failure;
    };
    let (Some(a), Some(b)) = (cf::single(cx, 0), cf::single(cx, 1)) else { return Folded::Failure };
    let eval = crate::dialects::arith::cmpi_eval;
    let wide = eval(pred as i64, 64, a, b);
    if eval(pred as i64, 32, a & mask(32), b & mask(32)) != wide {
        return Folded::Failure;
    }
    done(Some(cx.ctx.int_attr(cx.ctx.integer_type(1), wide as i64)))
}

pub(super) fn fold_constant(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    done(attr(cx.ctx, body, op, "value"))
}
pub(super) fn fold_bool_constant(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    done(attr(cx.ctx, body, op, "value"))
}

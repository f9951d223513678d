//! Folders of the arith ops: constant folding (elementwise over splat and
//! dense constants) and the algebraic identities upstream MLIR folds
//! (`addi x, 0`, `subi x, x`, `select c, x, x`, `trunci (extsi x)`, ...).
//! Integer division by zero and signed overflow of `divsi` do not fold.

use super::constfold::{self as cf, float_binary, float_kind, int_width, is_nan, mask, sext, Elems};
use super::*;
use crate::ir::float::{self, BinaryOp, FloatKind};
use crate::ir::Attribute;
use crate::rewrite::{FoldCx, Folded};
use std::cmp::Ordering;

fn result_ty(body: &Body, op: OpId) -> Type {
    body.value_type(body.results(op)[0])
}
fn operand(body: &Body, op: OpId, i: usize) -> ValueId {
    body.operands(op)[i]
}
fn def_named(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| ctx.str(body.op(d).name) == name)
}
fn done(a: Option<Attribute>) -> Folded {
    a.map_or(Folded::Failure, Folded::attr)
}

/// Whether constant operand `i` is a scalar or splat equal to `bits` (in its width).
fn is_int(cx: &FoldCx<'_>, body: &Body, op: OpId, i: usize, bits: u128) -> bool {
    let Some(w) = int_width(cx.ctx, body.value_type(operand(body, op, i))) else { return false };
    cf::single(cx, i) == Some(bits & mask(w))
}
fn is_float(cx: &FoldCx<'_>, body: &Body, op: OpId, i: usize, v: f64) -> bool {
    let Some(k) = float_kind(cx.ctx, body.value_type(operand(body, op, i))) else { return false };
    // A kind without -0 or infinity holds no such constant.
    if (v == 0.0 && v.is_sign_negative() && !k.has_negative_zero()) || (v.is_infinite() && !k.has_infinity()) {
        return false;
    }
    cf::single(cx, i).is_some_and(|b| b == cf::from_f64(k, v))
}

/// Constant-fold an integer binary op of width `w` with `f`.
fn int_binary(cx: &FoldCx<'_>, body: &Body, op: OpId, f: impl Fn(u32, u128, u128) -> Option<u128>) -> Folded {
    let ty = result_ty(body, op);
    let Some(w) = int_width(cx.ctx, ty) else { return Folded::Failure };
    done(cf::binary(cx, ty, |a, b| f(w, a, b).map(|r| r & mask(w))))
}

fn float_bin(cx: &FoldCx<'_>, body: &Body, op: OpId, f: impl Fn(FloatKind, u128, u128) -> Option<u128>) -> Folded {
    let ty = result_ty(body, op);
    let Some(k) = float_kind(cx.ctx, ty) else { return Folded::Failure };
    done(cf::binary(cx, ty, |a, b| f(k, a, b)))
}

// ---- integer arithmetic -----------------------------------------------------------

pub(super) fn fold_addi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_int(cx, body, op, 1, 0) {
        return Folded::value(operand(body, op, 0));
    }
    let (l, r) = (operand(body, op, 0), operand(body, op, 1));
    // addi(subi(a, b), b) -> a and addi(b, subi(a, b)) -> a
    if let Some(s) = def_named(cx.ctx, body, l, SubIOp::NAME) {
        if body.operands(s)[1] == r {
            return Folded::value(body.operands(s)[0]);
        }
    }
    if let Some(s) = def_named(cx.ctx, body, r, SubIOp::NAME) {
        if body.operands(s)[1] == l {
            return Folded::value(body.operands(s)[0]);
        }
    }
    int_binary(cx, body, op, |_, a, b| Some(a.wrapping_add(b)))
}

fn static_zero(cx: &FoldCx<'_>, ty: Type) -> Folded {
    done(cf::splat_like(cx.ctx, ty, 0))
}

pub(super) fn fold_subi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let (l, r) = (operand(body, op, 0), operand(body, op, 1));
    if l == r {
        return static_zero(cx, result_ty(body, op));
    }
    if is_int(cx, body, op, 1, 0) {
        return Folded::value(l);
    }
    if let Some(a) = def_named(cx.ctx, body, l, AddIOp::NAME) {
        let (x, y) = (body.operands(a)[0], body.operands(a)[1]);
        if r == y {
            return Folded::value(x);
        }
        if r == x {
            return Folded::value(y);
        }
    }
    int_binary(cx, body, op, |_, a, b| Some(a.wrapping_sub(b)))
}

pub(super) fn fold_muli(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_int(cx, body, op, 1, 0) {
        return done(cx.constant(1));
    }
    if is_int(cx, body, op, 1, 1) {
        return Folded::value(operand(body, op, 0));
    }
    int_binary(cx, body, op, |_, a, b| Some(a.wrapping_mul(b)))
}

/// `x / 1 -> x` for the division ops.
fn div_by_one(cx: &FoldCx<'_>, body: &Body, op: OpId) -> Option<Folded> {
    is_int(cx, body, op, 1, 1).then(|| Folded::value(operand(body, op, 0)))
}

pub(super) fn fold_divui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    div_by_one(cx, body, op).unwrap_or_else(|| int_binary(cx, body, op, |_, a, b| a.checked_div(b)))
}

/// Signed division `a / b` of width `w` truncated toward zero; None on
/// division by zero or overflow.
fn sdiv(w: u32, a: u128, b: u128) -> Option<i128> {
    let (a, b) = (sext(a, w), sext(b, w));
    if b == 0 || (b == -1 && a == sext(1u128 << (w - 1), w)) {
        return None;
    }
    a.checked_div(b)
}

pub(super) fn fold_divsi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    div_by_one(cx, body, op).unwrap_or_else(|| int_binary(cx, body, op, |w, a, b| sdiv(w, a, b).map(|q| q as u128)))
}

pub(super) fn fold_ceildivui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    div_by_one(cx, body, op).unwrap_or_else(|| {
        int_binary(cx, body, op, |_, a, b| {
            let q = a.checked_div(b)?;
            Some(if a % b != 0 { q + 1 } else { q })
        })
    })
}

pub(super) fn fold_ceildivsi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    div_by_one(cx, body, op).unwrap_or_else(|| {
        int_binary(cx, body, op, |w, a, b| {
            let q = sdiv(w, a, b)?;
            let (x, y) = (sext(a, w), sext(b, w));
            let exact = q.wrapping_mul(y) == x;
            Some(if !exact && ((x > 0) == (y > 0)) { q + 1 } else { q } as u128)
        })
    })
}

pub(super) fn fold_floordivsi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    div_by_one(cx, body, op).unwrap_or_else(|| {
        int_binary(cx, body, op, |w, a, b| {
            let q = sdiv(w, a, b)?;
            let (x, y) = (sext(a, w), sext(b, w));
            let exact = q.wrapping_mul(y) == x;
            Some(if !exact && ((x < 0) != (y < 0)) { q - 1 } else { q } as u128)
        })
    })
}

pub(super) fn fold_remui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_int(cx, body, op, 1, 1) {
        return static_zero(cx, result_ty(body, op));
    }
    int_binary(cx, body, op, |_, a, b| a.checked_rem(b))
}

pub(super) fn fold_remsi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_int(cx, body, op, 1, 1) {
        return static_zero(cx, result_ty(body, op));
    }
    int_binary(cx, body, op, |w, a, b| {
        let (x, y) = (sext(a, w), sext(b, w));
        if y == 0 {
            return None;
        }
        Some(x.wrapping_rem(y) as u128)
    })
}

/// `v` is `xori(x, -1)`: the `x`.
fn not_of(cx: &FoldCx<'_>, body: &Body, v: ValueId) -> Option<ValueId> {
    let x = def_named(cx.ctx, body, v, XOrIOp::NAME)?;
    let c = def_named(cx.ctx, body, body.operands(x)[1], ConstantOp::NAME)?;
    let c = attr(cx.ctx, body, c, "value")?;
    let w = int_width(cx.ctx, body.value_type(v))?;
    (cf::elems(cx.ctx, c)?.single()? == mask(w)).then(|| body.operands(x)[0])
}

pub(super) fn fold_andi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_int(cx, body, op, 1, 0) {
        return done(cx.constant(1));
    }
    if is_int(cx, body, op, 1, u128::MAX) {
        return Folded::value(operand(body, op, 0));
    }
    let (l, r) = (operand(body, op, 0), operand(body, op, 1));
    if not_of(cx, body, r) == Some(l) || not_of(cx, body, l) == Some(r) {
        return static_zero(cx, result_ty(body, op));
    }
    int_binary(cx, body, op, |_, a, b| Some(a & b))
}

pub(super) fn fold_ori(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_int(cx, body, op, 1, 0) {
        return Folded::value(operand(body, op, 0));
    }
    if is_int(cx, body, op, 1, u128::MAX) {
        return done(cx.constant(1));
    }
    let (l, r) = (operand(body, op, 0), operand(body, op, 1));
    if not_of(cx, body, r) == Some(l) || not_of(cx, body, l) == Some(r) {
        let ty = result_ty(body, op);
        return done(cf::splat_like(cx.ctx, ty, mask(int_width(cx.ctx, ty).unwrap_or(128))));
    }
    int_binary(cx, body, op, |_, a, b| Some(a | b))
}

pub(super) fn fold_xori(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_int(cx, body, op, 1, 0) {
        return Folded::value(operand(body, op, 0));
    }
    let (l, r) = (operand(body, op, 0), operand(body, op, 1));
    if l == r {
        return static_zero(cx, result_ty(body, op));
    }
    // xori(xori(x, a), a) -> x and xori(xori(a, x), a) -> x
    if let Some(x) = def_named(cx.ctx, body, l, XOrIOp::NAME) {
        let (p, q) = (body.operands(x)[0], body.operands(x)[1]);
        if q == r {
            return Folded::value(p);
        }
        if p == r {
            return Folded::value(q);
        }
    }
    int_binary(cx, body, op, |_, a, b| Some(a ^ b))
}

/// Shifts fold constants of an amount below the width; unlike the other
/// binary ops (as upstream), a poison operand is not folded.
fn shift(cx: &FoldCx<'_>, body: &Body, op: OpId, f: impl Fn(u32, u128, u32) -> u128) -> Folded {
    if is_int(cx, body, op, 1, 0) {
        return Folded::value(operand(body, op, 0));
    }
    let ty = result_ty(body, op);
    let Some(w) = int_width(cx.ctx, ty) else { return Folded::Failure };
    done(cf::binary_defined(cx, ty, |a, b| (b < w as u128).then(|| f(w, a, b as u32) & mask(w))))
}

pub(super) fn fold_shli(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    shift(cx, body, op, |_, a, s| a << s)
}
pub(super) fn fold_shrui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    shift(cx, body, op, |_, a, s| a >> s)
}
pub(super) fn fold_shrsi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    shift(cx, body, op, |w, a, s| (sext(a, w) >> s) as u128)
}

/// min/max: `op(x, x) -> x`, an operand at the type's extreme that decides
/// (`absorbing`) or drops out (`neutral`), else constant folding.
fn minmax(
    cx: &FoldCx<'_>,
    body: &Body,
    op: OpId,
    absorbing: u128,
    neutral: u128,
    pick_lhs: fn(u32, u128, u128) -> bool,
) -> Folded {
    let (l, r) = (operand(body, op, 0), operand(body, op, 1));
    if l == r {
        return Folded::value(l);
    }
    if is_int(cx, body, op, 1, absorbing) {
        return Folded::value(r);
    }
    if is_int(cx, body, op, 1, neutral) {
        return Folded::value(l);
    }
    int_binary(cx, body, op, |w, a, b| Some(if pick_lhs(w, a, b) { a } else { b }))
}

fn int_extremes(cx: &FoldCx<'_>, body: &Body, op: OpId) -> (u128, u128) {
    let w = int_width(cx.ctx, result_ty(body, op)).unwrap_or(64);
    // (signed max, signed min) bit patterns
    (mask(w) >> 1, 1u128 << (w - 1))
}

pub(super) fn fold_maxsi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let (smax, smin) = int_extremes(cx, body, op);
    minmax(cx, body, op, smax, smin, |w, a, b| sext(a, w) >= sext(b, w))
}
pub(super) fn fold_minsi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let (smax, smin) = int_extremes(cx, body, op);
    minmax(cx, body, op, smin, smax, |w, a, b| sext(a, w) <= sext(b, w))
}
pub(super) fn fold_maxui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    minmax(cx, body, op, u128::MAX, 0, |_, a, b| a >= b)
}
pub(super) fn fold_minui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    minmax(cx, body, op, 0, u128::MAX, |_, a, b| a <= b)
}

// ---- floating point ---------------------------------------------------------------

pub(super) fn fold_addf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_float(cx, body, op, 1, -0.0) {
        return Folded::value(operand(body, op, 0));
    }
    float_bin(cx, body, op, |k, a, b| Some(float_binary(k, BinaryOp::Add, a, b)))
}
pub(super) fn fold_subf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_float(cx, body, op, 1, 0.0) {
        return Folded::value(operand(body, op, 0));
    }
    float_bin(cx, body, op, |k, a, b| Some(float_binary(k, BinaryOp::Sub, a, b)))
}
pub(super) fn fold_mulf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_float(cx, body, op, 1, 1.0) {
        return Folded::value(operand(body, op, 0));
    }
    float_bin(cx, body, op, |k, a, b| Some(float_binary(k, BinaryOp::Mul, a, b)))
}
pub(super) fn fold_divf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if is_float(cx, body, op, 1, 1.0) {
        return Folded::value(operand(body, op, 0));
    }
    float_bin(cx, body, op, |k, a, b| Some(float_binary(k, BinaryOp::Div, a, b)))
}
pub(super) fn fold_remf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    float_bin(cx, body, op, |k, a, b| Some(float_binary(k, BinaryOp::Rem, a, b)))
}

/// IEEE 754-2019 maximum/minimum: NaN wins, -0 < +0.
fn ieee_pick(k: FloatKind, a: u128, b: u128, max: bool) -> u128 {
    if is_nan(k, a) {
        return a;
    }
    if is_nan(k, b) {
        return b;
    }
    match float::compare(k, a, b) {
        // Equal values differ only in the sign of zero.
        Some(Ordering::Equal) | None => {
            let a_neg = (a >> (k.bit_width() - 1)) & 1 == 1;
            if a_neg == max {
                b
            } else {
                a
            }
        }
        Some(o) => {
            if (o == Ordering::Greater) == max {
                a
            } else {
                b
            }
        }
    }
}

/// maxnum/minnum: a NaN operand drops out; otherwise like maximum/minimum.
fn num_pick(k: FloatKind, a: u128, b: u128, max: bool) -> u128 {
    if is_nan(k, a) {
        return b;
    }
    if is_nan(k, b) {
        return a;
    }
    ieee_pick(k, a, b, max)
}

fn float_minmax(cx: &FoldCx<'_>, body: &Body, op: OpId, neutral: f64, f: fn(FloatKind, u128, u128) -> u128) -> Folded {
    let (l, r) = (operand(body, op, 0), operand(body, op, 1));
    if l == r {
        return Folded::value(l);
    }
    if is_float(cx, body, op, 1, neutral) {
        return Folded::value(l);
    }
    float_bin(cx, body, op, |k, a, b| Some(f(k, a, b)))
}

pub(super) fn fold_maximumf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    float_minmax(cx, body, op, f64::NEG_INFINITY, |k, a, b| ieee_pick(k, a, b, true))
}
pub(super) fn fold_minimumf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    float_minmax(cx, body, op, f64::INFINITY, |k, a, b| ieee_pick(k, a, b, false))
}
pub(super) fn fold_maxnumf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    float_minmax(cx, body, op, f64::NEG_INFINITY, |k, a, b| num_pick(k, a, b, true))
}
pub(super) fn fold_minnumf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    float_minmax(cx, body, op, f64::INFINITY, |k, a, b| num_pick(k, a, b, false))
}

pub(super) fn fold_negf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if let Some(n) = def_named(cx.ctx, body, operand(body, op, 0), NegFOp::NAME) {
        return Folded::value(body.operands(n)[0]);
    }
    let ty = result_ty(body, op);
    let Some(k) = float_kind(cx.ctx, ty) else { return Folded::Failure };
    done(cf::unary(cx, ty, |a| Some(float::negate(k, a))))
}

// ---- comparisons and select ---------------------------------------------------------

/// Evaluate an integer predicate (by case number) on bit patterns of width `w`.
pub(crate) fn cmpi_eval(pred: i64, w: u32, a: u128, b: u128) -> bool {
    let (sa, sb) = (sext(a, w), sext(b, w));
    match pred {
        0 => a == b,
        1 => a != b,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        _ => a >= b,
    }
}

fn predicate(cx: &FoldCx<'_>, body: &Body, op: OpId) -> Option<i64> {
    match cx.ctx.attr_kind(attr(cx.ctx, body, op, "predicate")?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// A boolean constant shaped like `ty` (i1 or a statically shaped i1 container).
fn bool_like(cx: &FoldCx<'_>, ty: Type, v: bool) -> Folded {
    done(cf::splat_like(cx.ctx, ty, v as u128))
}

pub(super) fn fold_cmpi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let Some(pred) = predicate(cx, body, op) else { return Folded::Failure };
    let (l, r) = (operand(body, op, 0), operand(body, op, 1));
    let ty = result_ty(body, op);
    if l == r {
        return bool_like(cx, ty, matches!(pred, 0 | 3 | 5 | 7 | 9));
    }
    let lhs_i1 = int_width(cx.ctx, body.value_type(l)) == Some(1) && !cx.ctx.is_index(body.value_type(l));
    if is_int(cx, body, op, 1, 0) {
        for ext in [ExtSIOp::NAME, ExtUIOp::NAME] {
            if let Some(e) = def_named(cx.ctx, body, l, ext) {
                let src = body.operands(e)[0];
                if pred == 1 && int_width(cx.ctx, body.value_type(src)) == Some(1) {
                    return Folded::value(src);
                }
            }
        }
        if lhs_i1 && pred == 1 {
            return Folded::value(l);
        }
    }
    if is_int(cx, body, op, 1, 1) && lhs_i1 && pred == 0 {
        return Folded::value(l);
    }
    if cx.constant(0).is_some() && cx.constant(1).is_none() {
        // Move the constant to the right, swapping the predicate's direction.
        let swapped = match pred {
            2 => 4,
            3 => 5,
            4 => 2,
            5 => 3,
            6 => 8,
            7 => 9,
            8 => 6,
            9 => 7,
            p => p,
        };
        let pred_attr = CMP_I_ENUM.attr(cx.ctx, swapped);
        body.set_operands(op, vec![r, l]);
        crate::opdef::ods::set_attr(cx.ctx, body, op, "predicate", pred_attr);
        return Folded::InPlace;
    }
    let Some(w) = int_width(cx.ctx, body.value_type(l)) else { return Folded::Failure };
    done(cf::binary_defined(cx, ty, |a, b| Some(cmpi_eval(pred, w, a, b) as u128)))
}

/// Evaluate a float predicate (by case number) on an IEEE comparison
/// result (`None`: unordered).
fn cmpf_eval(pred: i64, ord: Option<Ordering>) -> bool {
    use Ordering::*;
    let Some(o) = ord else { return matches!(pred, 8..=15) };
    match pred {
        1 | 8 => o == Equal,
        2 | 9 => o == Greater,
        3 | 10 => o != Less,
        4 | 11 => o == Less,
        5 | 12 => o != Greater,
        6 | 13 => o != Equal,
        7 | 15 => true,
        _ => false,
    }
}

pub(super) fn fold_cmpf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let Some(pred) = predicate(cx, body, op) else { return Folded::Failure };
    let scalar = |i: usize| -> Option<(FloatKind, u128)> {
        match cx.ctx.attr_kind(cx.constant(i)?) {
            AttrKind::Float { ty, bits } => Some((cx.ctx.float_kind(*ty)?, *bits)),
            _ => None,
        }
    };
    let (l, r) = (scalar(0), scalar(1));
    // One NaN decides the comparison whatever the other operand is.
    let nan = |v: Option<(FloatKind, u128)>| v.is_some_and(|(k, b)| is_nan(k, b));
    let ord = if nan(l) || nan(r) {
        None
    } else {
        let (Some((k, x)), Some((_, y))) = (l, r) else { return Folded::Failure };
        float::compare(k, x, y)
    };
    done(Some(cx.ctx.int_attr(cx.ctx.integer_type(1), cmpf_eval(pred, ord) as i64)))
}

pub(super) fn fold_select(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let (c, t, f) = (operand(body, op, 0), operand(body, op, 1), operand(body, op, 2));
    if t == f {
        return Folded::value(t);
    }
    match cf::single(cx, 0) {
        Some(1) => return Folded::value(t),
        Some(0) => return Folded::value(f),
        _ => {}
    }
    // A poison alternative may be taken to be the other one.
    let poison = |i| cx.constant(i).is_some_and(|a| crate::dialects::ub::is_poison(cx.ctx, a));
    if poison(1) {
        return Folded::value(f);
    }
    if poison(2) {
        return Folded::value(t);
    }
    let ty = result_ty(body, op);
    let scalar_i1 = int_width(cx.ctx, ty) == Some(1) && !cx.ctx.is_index(ty) && cx.ctx.shaped_parts(ty).is_none();
    if scalar_i1 && cf::single(cx, 1) == Some(1) && cf::single(cx, 2) == Some(0) {
        return Folded::value(c);
    }
    if let Some(cmp) = def_named(cx.ctx, body, c, CmpIOp::NAME) {
        let pred = match cx.ctx.attr_kind(attr(cx.ctx, body, cmp, "predicate").unwrap_or_else(|| cx.ctx.unit_attr())) {
            AttrKind::Integer { value, .. } => i64::try_from(value).unwrap_or(-1),
            _ => -1,
        };
        let (a, b) = (body.operands(cmp)[0], body.operands(cmp)[1]);
        if (pred == 0 || pred == 1) && ((a == t && b == f) || (b == t && a == f)) {
            return Folded::value(if pred == 1 { t } else { f });
        }
    }
    // Constant condition over constant vectors.
    let (Some(ce), Some(te), Some(fe)) = (
        cx.constant(0).and_then(|a| cf::elems(cx.ctx, a)),
        cx.constant(1).and_then(|a| cf::elems(cx.ctx, a)),
        cx.constant(2).and_then(|a| cf::elems(cx.ctx, a)),
    ) else {
        return Folded::Failure;
    };
    if [&ce, &te, &fe].iter().any(|e| matches!(e, Elems::Scalar(_))) {
        return Folded::Failure;
    }
    done(cf::ternary(cx, ty, |c, a, b| Some(if c & 1 == 1 { a } else { b })))
}

// ---- casts ----------------------------------------------------------------------------

fn in_ty(body: &Body, op: OpId) -> Type {
    body.value_type(operand(body, op, 0))
}

/// Constant-fold an integer-to-integer cast with `f(in width, out width, bits)`.
fn int_cast(cx: &FoldCx<'_>, body: &Body, op: OpId, f: impl Fn(u32, u32, u128) -> u128) -> Folded {
    let ty = result_ty(body, op);
    let (Some(wi), Some(wo)) = (int_width(cx.ctx, in_ty(body, op)), int_width(cx.ctx, ty)) else {
        return Folded::Failure;
    };
    done(cf::unary(cx, ty, |a| Some(f(wi, wo, a) & mask(wo))))
}

/// `ext(ext(x)) -> ext(x)`: the inner cast's source becomes the operand.
fn fold_same_ext(cx: &FoldCx<'_>, body: &mut Body, op: OpId, name: &str) -> Option<Folded> {
    let inner = def_named(cx.ctx, body, operand(body, op, 0), name)?;
    let src = body.operands(inner)[0];
    body.set_operands(op, vec![src]);
    Some(Folded::InPlace)
}

pub(super) fn fold_extui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if let Some(f) = fold_same_ext(cx, body, op, ExtUIOp::NAME) {
        return f;
    }
    int_cast(cx, body, op, |_, _, a| a)
}

pub(super) fn fold_extsi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if let Some(f) = fold_same_ext(cx, body, op, ExtSIOp::NAME) {
        return f;
    }
    int_cast(cx, body, op, |wi, _, a| sext(a, wi) as u128)
}

pub(super) fn fold_trunci(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let x = operand(body, op, 0);
    let ext = def_named(cx.ctx, body, x, ExtUIOp::NAME).or_else(|| def_named(cx.ctx, body, x, ExtSIOp::NAME));
    if let Some(e) = ext {
        let src = body.operands(e)[0];
        let (ws, wd) = (int_width(cx.ctx, body.value_type(src)), int_width(cx.ctx, result_ty(body, op)));
        if ws > wd {
            body.set_operands(op, vec![src]);
            return Folded::InPlace;
        }
        if cx.ctx.element_type(body.value_type(src)).unwrap_or(body.value_type(src))
            == cx.ctx.element_type(result_ty(body, op)).unwrap_or(result_ty(body, op))
        {
            return Folded::value(src);
        }
    }
    if let Some(t) = def_named(cx.ctx, body, x, TruncIOp::NAME) {
        let src = body.operands(t)[0];
        body.set_operands(op, vec![src]);
        return Folded::InPlace;
    }
    int_cast(cx, body, op, |_, _, a| a)
}

pub(super) fn fold_index_cast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    int_cast(cx, body, op, |wi, _, a| sext(a, wi) as u128)
}

pub(super) fn fold_index_castui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    int_cast(cx, body, op, |_, _, a| a)
}

/// An integer (given as a sign and magnitude) rounded once to float kind `k`.
fn int_to_float(k: FloatKind, neg: bool, mag: u128) -> u128 {
    float::from_int(k, neg, mag)
}

pub(super) fn fold_sitofp(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let (Some(w), Some(k)) = (int_width(cx.ctx, in_ty(body, op)), float_kind(cx.ctx, ty)) else {
        return Folded::Failure;
    };
    done(cf::unary(cx, ty, |a| {
        let v = sext(a, w);
        Some(int_to_float(k, v < 0, v.unsigned_abs()))
    }))
}

pub(super) fn fold_uitofp(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let Some(k) = float_kind(cx.ctx, ty) else { return Folded::Failure };
    done(cf::unary(cx, ty, |a| Some(int_to_float(k, false, a))))
}

/// A float truncated toward zero to an integer of width `w`, when it fits.
fn float_to_int(k: FloatKind, w: u32, bits: u128, signed: bool) -> Option<u128> {
    float::to_int(k, bits, w, signed)
}

pub(super) fn fold_fptosi(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let (Some(k), Some(w)) = (float_kind(cx.ctx, in_ty(body, op)), int_width(cx.ctx, ty)) else {
        return Folded::Failure;
    };
    done(cf::unary(cx, ty, |a| float_to_int(k, w, a, true)))
}

pub(super) fn fold_fptoui(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let (Some(k), Some(w)) = (float_kind(cx.ctx, in_ty(body, op)), int_width(cx.ctx, ty)) else {
        return Folded::Failure;
    };
    done(cf::unary(cx, ty, |a| float_to_int(k, w, a, false)))
}

/// Widening folds whenever the conversion is valid (it is exact); NaNs
/// are left alone, their payload conversion is not modelled.
pub(super) fn fold_extf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let (Some(ki), Some(ko)) = (float_kind(cx.ctx, in_ty(body, op)), float_kind(cx.ctx, ty)) else {
        return Folded::Failure;
    };
    done(cf::unary(cx, ty, |a| float::convert(ki, ko, a).map(|(b, _)| b)))
}

/// Narrowing folds only conversions that keep every value (and its sign).
pub(super) fn fold_truncf(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ty = result_ty(body, op);
    let (Some(ki), Some(ko)) = (float_kind(cx.ctx, in_ty(body, op)), float_kind(cx.ctx, ty)) else {
        return Folded::Failure;
    };
    done(cf::unary(cx, ty, |a| float::convert(ki, ko, a).filter(|c| c.1).map(|c| c.0)))
}

pub(super) fn fold_bitcast(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if let Some(inner) = def_named(cx.ctx, body, operand(body, op, 0), BitcastOp::NAME) {
        let src = body.operands(inner)[0];
        if body.value_type(src) == result_ty(body, op) {
            return Folded::value(src);
        }
        body.set_operands(op, vec![src]);
        return Folded::InPlace;
    }
    let ty = result_ty(body, op);
    done(cf::unary(cx, ty, Some))
}

pub(super) fn fold_constant(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    done(attr(cx.ctx, body, op, "value"))
}

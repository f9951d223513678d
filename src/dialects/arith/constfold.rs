//! Elementwise constant folding shared by the arith, math and index folders:
//! a constant operand is viewed as bit patterns (a scalar, a splat or dense
//! elements), combined element by element, and rebuilt as an attribute of
//! the result type.
//!
//! Integers are handled as `u128` bit patterns of their width (index counts
//! as 64 bits, like upstream's attribute storage); wider integers are not
//! folded. Floats of every kind are folded exactly, by `ir::float`'s
//! arithmetic on bit patterns.

use num_bigint::BigInt;

use crate::ir::float::{self, FloatKind};
use crate::ir::{AttrKind, Attribute, Context, DenseValues, Type, TypeKind};
use crate::rewrite::FoldCx;
use crate::syntax::parser::dense_attr;

/// The elements of a constant, as bit patterns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Elems {
    Scalar(u128),
    Splat(u128),
    Dense(Vec<u128>),
}

impl Elems {
    fn len(&self) -> Option<usize> {
        match self {
            Elems::Dense(v) => Some(v.len()),
            _ => None,
        }
    }
    fn get(&self, i: usize) -> u128 {
        match self {
            Elems::Scalar(b) | Elems::Splat(b) => *b,
            Elems::Dense(v) => v[i],
        }
    }
    /// The single value of a scalar or splat.
    pub(crate) fn single(&self) -> Option<u128> {
        match self {
            Elems::Scalar(b) | Elems::Splat(b) => Some(*b),
            Elems::Dense(_) => None,
        }
    }
    fn map(&self, f: &mut impl FnMut(u128) -> Option<u128>) -> Option<Elems> {
        Some(match self {
            Elems::Scalar(b) => Elems::Scalar(f(*b)?),
            Elems::Splat(b) => Elems::Splat(f(*b)?),
            Elems::Dense(v) => Elems::Dense(v.iter().map(|&b| f(b)).collect::<Option<_>>()?),
        })
    }
    fn zip(&self, other: &Elems, f: &mut impl FnMut(u128, u128) -> Option<u128>) -> Option<Elems> {
        Some(match (self, other) {
            (Elems::Scalar(a), Elems::Scalar(b)) => Elems::Scalar(f(*a, *b)?),
            (Elems::Scalar(_), _) | (_, Elems::Scalar(_)) => return None,
            (Elems::Splat(a), Elems::Splat(b)) => Elems::Splat(f(*a, *b)?),
            _ => {
                let n = self.len().or(other.len())?;
                if other.len().is_some_and(|m| m != n) {
                    return None;
                }
                Elems::Dense((0..n).map(|i| f(self.get(i), other.get(i))).collect::<Option<_>>()?)
            }
        })
    }
}

/// What an element is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Elem {
    /// An integer (or index) of this width.
    Int(u32),
    Float(FloatKind),
}

/// The element kind of a scalar or shaped type, when it can be folded.
pub(crate) fn elem_of(ctx: &Context, ty: Type) -> Option<Elem> {
    let el = ctx.element_type(ty).unwrap_or(ty);
    match ctx.type_kind(el) {
        TypeKind::Float(k) => Some(Elem::Float(*k)),
        _ => ctx.int_info(el).filter(|(w, _)| *w <= 128 && *w > 0).map(|(w, _)| Elem::Int(w)),
    }
}

/// The integer width of a type's elements (index: 64).
pub(crate) fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match elem_of(ctx, ty)? {
        Elem::Int(w) => Some(w),
        Elem::Float(_) => None,
    }
}

/// The float kind of a type's elements.
pub(crate) fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match elem_of(ctx, ty)? {
        Elem::Float(k) => Some(k),
        Elem::Int(_) => None,
    }
}

pub(crate) fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// `bits` of width `w` read as signed.
pub(crate) fn sext(bits: u128, w: u32) -> i128 {
    if w >= 128 {
        bits as i128
    } else {
        let shift = 128 - w;
        ((bits << shift) as i128) >> shift
    }
}

/// The elements of a constant attribute.
pub(crate) fn elems(ctx: &Context, a: Attribute) -> Option<Elems> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, value } => {
            let w = ctx.int_info(*ty)?.0;
            if w > 128 {
                return None;
            }
            let m = BigInt::from(1u8) << w;
            let mut r = value % &m;
            if r.sign() == num_bigint::Sign::Minus {
                r += &m;
            }
            Some(Elems::Scalar(u128::try_from(r).ok()?))
        }
        AttrKind::Float { bits, .. } => Some(Elems::Scalar(*bits)),
        AttrKind::DenseElements { splat, values: DenseValues::Int(v) | DenseValues::Float(v), .. } => {
            if *splat {
                v.first().map(|&b| Elems::Splat(b))
            } else {
                Some(Elems::Dense(v.clone()))
            }
        }
        _ => None,
    }
}

/// An attribute of type `ty` holding `e`.
pub(crate) fn build(ctx: &Context, ty: Type, e: Elems) -> Option<Attribute> {
    let elem = elem_of(ctx, ty)?;
    let el_ty = ctx.element_type(ty).unwrap_or(ty);
    match e {
        Elems::Scalar(b) => Some(match elem {
            Elem::Int(w) => {
                let (_, s) = ctx.int_info(el_ty)?;
                let value = crate::ir::normalize_int(BigInt::from(b & mask(w)), w, s);
                ctx.attr(AttrKind::Integer { ty, value })
            }
            Elem::Float(_) => ctx.attr(AttrKind::Float { ty, bits: b }),
        }),
        Elems::Splat(b) => Some(dense(ctx, ty, elem, vec![b])),
        Elems::Dense(v) => Some(dense(ctx, ty, elem, v)),
    }
}

fn dense(ctx: &Context, ty: Type, elem: Elem, v: Vec<u128>) -> Attribute {
    match elem {
        Elem::Int(w) => dense_attr(ctx, ty, DenseValues::Int(v.into_iter().map(|b| b & mask(w)).collect())),
        Elem::Float(_) => dense_attr(ctx, ty, DenseValues::Float(v)),
    }
}

/// A constant of type `ty` with every element `bits`.
pub(crate) fn splat_like(ctx: &Context, ty: Type, bits: u128) -> Option<Attribute> {
    if ctx.shaped_parts(ty).is_some() {
        if !ctx.shaped_parts(ty)?.0.iter().all(|&d| d >= 0) {
            return None;
        }
        build(ctx, ty, Elems::Splat(bits))
    } else {
        build(ctx, ty, Elems::Scalar(bits))
    }
}

/// The single value (scalar or splat) of constant operand `i`.
pub(crate) fn single(cx: &FoldCx<'_>, i: usize) -> Option<u128> {
    elems(cx.ctx, cx.constant(i)?)?.single()
}

/// `#ub.poison` when one of the first `n` operands is poison: upstream's
/// common unary, binary and cast folders give a poison result for a
/// poison operand (the other operand need not be constant).
fn poisoned(cx: &FoldCx<'_>, n: usize) -> Option<Attribute> {
    (0..n).filter_map(|i| cx.constant(i)).find(|&a| crate::dialects::ub::is_poison(cx.ctx, a))
}

/// Fold a one-operand op elementwise into a constant of `result_ty`; a
/// poison operand gives poison.
pub(crate) fn unary(cx: &FoldCx<'_>, result_ty: Type, f: impl FnMut(u128) -> Option<u128>) -> Option<Attribute> {
    poisoned(cx, 1).or_else(|| unary_defined(cx, result_ty, f))
}

/// [`unary`] of ops whose folder does not propagate poison.
pub(crate) fn unary_defined(
    cx: &FoldCx<'_>,
    result_ty: Type,
    mut f: impl FnMut(u128) -> Option<u128>,
) -> Option<Attribute> {
    let a = elems(cx.ctx, cx.constant(0)?)?;
    build(cx.ctx, result_ty, a.map(&mut f)?)
}

/// Fold a two-operand op elementwise into a constant of `result_ty`; a
/// poison operand gives poison.
pub(crate) fn binary(cx: &FoldCx<'_>, result_ty: Type, f: impl FnMut(u128, u128) -> Option<u128>) -> Option<Attribute> {
    poisoned(cx, 2).or_else(|| binary_defined(cx, result_ty, f))
}

/// [`binary`] of ops whose folder does not propagate poison (comparisons,
/// shifts, the index dialect).
pub(crate) fn binary_defined(
    cx: &FoldCx<'_>,
    result_ty: Type,
    mut f: impl FnMut(u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    let a = elems(cx.ctx, cx.constant(0)?)?;
    let b = elems(cx.ctx, cx.constant(1)?)?;
    build(cx.ctx, result_ty, a.zip(&b, &mut f)?)
}

/// Fold a three-operand op elementwise.
pub(crate) fn ternary(
    cx: &FoldCx<'_>,
    result_ty: Type,
    mut f: impl FnMut(u128, u128, u128) -> Option<u128>,
) -> Option<Attribute> {
    let a = elems(cx.ctx, cx.constant(0)?)?;
    let b = elems(cx.ctx, cx.constant(1)?)?;
    let c = elems(cx.ctx, cx.constant(2)?)?;
    let n = [a.len(), b.len(), c.len()].into_iter().flatten().next();
    let all_scalar = [&a, &b, &c].iter().all(|e| matches!(e, Elems::Scalar(_)));
    let out = if all_scalar {
        Elems::Scalar(f(a.get(0), b.get(0), c.get(0))?)
    } else if [&a, &b, &c].iter().all(|e| matches!(e, Elems::Splat(_))) {
        Elems::Splat(f(a.get(0), b.get(0), c.get(0))?)
    } else {
        let n = n?;
        if [&a, &b, &c].iter().any(|e| matches!(e, Elems::Scalar(_)) || e.len().is_some_and(|m| m != n)) {
            return None;
        }
        Elems::Dense((0..n).map(|i| f(a.get(i), b.get(i), c.get(i))).collect::<Option<_>>()?)
    };
    build(cx.ctx, result_ty, out)
}

// ---- floats -------------------------------------------------------------------

pub(crate) fn from_f64(k: FloatKind, v: f64) -> u128 {
    float::from_f64(k, v)
}

/// Whether `bits` of `k` is a NaN.
pub(crate) fn is_nan(k: FloatKind, bits: u128) -> bool {
    float::is_nan(k, bits)
}

/// Apply an arith binary operation exactly (see [`float::binary`]).
pub(crate) fn float_binary(k: FloatKind, op: float::BinaryOp, a: u128, b: u128) -> u128 {
    float::binary(k, op, a, b)
}

//! Canonicalization patterns of the arith ops, as upstream MLIR 19 applies
//! them: reassociation of constants through `addi`/`subi`/`muli` chains
//! (overflow flags intersected, or dropped where the rewrite could
//! introduce poison), inverted comparisons for `xori(cmpi, true)`, bitwise
//! ops of extended values done before the extension, cast chains, `select`
//! of booleans, and the `*_extended` ops whose extra result is unused.
//!
//! Upstream's `trunci(shrui(muli(ext x, ext y), c))` rewrite to the high half
//! of an extended multiplication accepts any `c` equal to the width lost by
//! the truncation; here it also requires the multiplication to be exactly
//! twice as wide as `x`, the only case in which the high half is what the
//! truncation reads (upstream miscompiles the others).

use super::constfold::{self as cf, int_width, mask, Elems};
use super::*;
use crate::ir::Attribute;
use crate::rewrite::{value_constant, Rewriter};

// ---- helpers ------------------------------------------------------------------------

fn def(rw: &Rewriter<'_>, v: ValueId, name: &str) -> Option<OpId> {
    rw.body.defining_op(v).filter(|&d| rw.ctx.str(rw.body.op(d).name) == name)
}
fn operands(rw: &Rewriter<'_>, op: OpId) -> Vec<ValueId> {
    rw.body.operands(op).to_vec()
}
fn ty_of(rw: &Rewriter<'_>, v: ValueId) -> Type {
    rw.body.value_type(v)
}
fn result(rw: &Rewriter<'_>, op: OpId) -> ValueId {
    rw.body.results(op)[0]
}
fn loc(rw: &Rewriter<'_>, op: OpId) -> crate::ir::Location {
    rw.body.op(op).loc
}

/// The elements of the constant `v` holds.
fn const_elems(rw: &Rewriter<'_>, v: ValueId) -> Option<Elems> {
    cf::elems(rw.ctx, value_constant(rw.ctx, rw.registry, rw.body, v)?)
}
/// A scalar integer constant (upstream's `APIntAttr` matcher).
fn scalar_int(rw: &Rewriter<'_>, v: ValueId) -> Option<u128> {
    match (value_constant(rw.ctx, rw.registry, rw.body, v).map(|a| rw.ctx.attr_kind(a)), const_elems(rw, v)) {
        (Some(AttrKind::Integer { .. }), Some(Elems::Scalar(b))) => Some(b),
        _ => None,
    }
}
/// A scalar or splat integer constant.
fn splat_int(rw: &Rewriter<'_>, v: ValueId) -> Option<u128> {
    int_width(rw.ctx, ty_of(rw, v))?;
    const_elems(rw, v)?.single()
}
/// Whether `v` is the scalar `i1` constant `bit`.
fn is_i1_const(rw: &Rewriter<'_>, v: ValueId, bit: u128) -> bool {
    is_scalar_i1(rw.ctx, ty_of(rw, v)) && scalar_int(rw, v) == Some(bit)
}
fn is_scalar_i1(ctx: &Context, ty: Type) -> bool {
    ctx.int_info(ty) == Some((1, Signedness::Signless)) && !ctx.is_index(ty)
}

fn overflow_bits(rw: &Rewriter<'_>, op: OpId) -> u64 {
    attr(rw.ctx, rw.body, op, "overflowFlags").and_then(|a| OVERFLOW.bits_of(rw.ctx, a)).unwrap_or(0)
}

/// Build (before the root) an `arith.constant` of `ty` holding `bits` everywhere.
fn constant(rw: &mut Rewriter<'_>, ty: Type, bits: u128, at: OpId) -> Option<ValueId> {
    let value = cf::splat_like(rw.ctx, ty, bits)?;
    constant_attr(rw, ty, value, at)
}
fn constant_attr(rw: &mut Rewriter<'_>, ty: Type, value: Attribute, at: OpId) -> Option<ValueId> {
    let l = loc(rw, at);
    Some(super::build_constant(rw, l, ty, value))
}

/// The integer binary ops with overflow flags that reassociation builds.
#[derive(Copy, Clone)]
enum Bin {
    Add,
    Sub,
    Mul,
}

fn binary(rw: &mut Rewriter<'_>, kind: Bin, lhs: ValueId, rhs: ValueId, flags: u64, at: OpId) -> ValueId {
    let (ctx, ty, l) = (rw.ctx, ty_of(rw, lhs), loc(rw, at));
    let f = Some(OVERFLOW.attr(ctx, flags));
    let op = match kind {
        Bin::Add => AddIOp::create(ctx, rw.body, l, lhs, rhs, ty, f).0,
        Bin::Sub => SubIOp::create(ctx, rw.body, l, lhs, rhs, ty, f).0,
        Bin::Mul => MulIOp::create(ctx, rw.body, l, lhs, rhs, ty, f).0,
    };
    rw.insert(op);
    result(rw, op)
}

fn replace(rw: &mut Rewriter<'_>, op: OpId, v: ValueId) -> bool {
    rw.replace_op(op, &[v]);
    true
}

// ---- constant reassociation ------------------------------------------------------------

/// Which operand of an op is the constant.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Side {
    Lhs,
    Rhs,
}

/// One reassociation `outer(inner(x, c0), c1) -> new(x, f(c0, c1))`, with
/// the constants on the sides given.
struct Reassoc {
    inner: &'static str,
    inner_const: Side,
    outer_const: Side,
    new: Bin,
    new_const: Side,
    fold: fn(u128, u128) -> u128,
    /// Keep the flags both ops have (else drop them all).
    merge_flags: bool,
}

fn reassociate(rw: &mut Rewriter<'_>, op: OpId, r: &Reassoc) -> bool {
    let ops = operands(rw, op);
    let (inner_v, c1_v) = if r.outer_const == Side::Rhs { (ops[0], ops[1]) } else { (ops[1], ops[0]) };
    let Some(c1) = scalar_int(rw, c1_v) else { return false };
    let Some(inner) = def(rw, inner_v, r.inner) else { return false };
    let iops = operands(rw, inner);
    let (x, c0_v) = if r.inner_const == Side::Rhs { (iops[0], iops[1]) } else { (iops[1], iops[0]) };
    let Some(c0) = scalar_int(rw, c0_v) else { return false };
    let ty = ty_of(rw, result(rw, op));
    let Some(w) = int_width(rw.ctx, ty) else { return false };
    let flags = if r.merge_flags { overflow_bits(rw, op) & overflow_bits(rw, inner) } else { 0 };
    let Some(c) = constant(rw, ty, (r.fold)(c0, c1) & mask(w), op) else { return false };
    let (l, rr) = if r.new_const == Side::Rhs { (x, c) } else { (c, x) };
    let v = binary(rw, r.new, l, rr, flags, op);
    replace(rw, op, v)
}

const fn reassoc(
    inner: &'static str,
    inner_const: Side,
    outer_const: Side,
    new: Bin,
    new_const: Side,
    fold: fn(u128, u128) -> u128,
    merge_flags: bool,
) -> Reassoc {
    Reassoc { inner, inner_const, outer_const, new, new_const, fold, merge_flags }
}

use Side::{Lhs, Rhs};

fn add(a: u128, b: u128) -> u128 {
    a.wrapping_add(b)
}
fn sub(a: u128, b: u128) -> u128 {
    a.wrapping_sub(b)
}
fn rsub(a: u128, b: u128) -> u128 {
    b.wrapping_sub(a)
}

/// In upstream's registration order.
static ADDI_REASSOC: [Reassoc; 3] = [
    // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    reassoc(AddIOp::NAME, Rhs, Rhs, Bin::Add, Rhs, add, true),
    // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
    reassoc(SubIOp::NAME, Rhs, Rhs, Bin::Add, Rhs, rsub, true),
    // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
    reassoc(SubIOp::NAME, Lhs, Rhs, Bin::Sub, Lhs, add, true),
];

static SUBI_REASSOC: [Reassoc; 6] = [
    // subi(addi(x, c0), c1) -> addi(x, c0 - c1)
    reassoc(AddIOp::NAME, Rhs, Rhs, Bin::Add, Rhs, sub, false),
    // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    reassoc(AddIOp::NAME, Rhs, Lhs, Bin::Sub, Lhs, rsub, true),
    // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
    reassoc(SubIOp::NAME, Rhs, Rhs, Bin::Sub, Rhs, add, true),
    // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
    reassoc(SubIOp::NAME, Lhs, Rhs, Bin::Sub, Lhs, sub, true),
    // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
    reassoc(SubIOp::NAME, Rhs, Lhs, Bin::Sub, Lhs, add, true),
    // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
    reassoc(SubIOp::NAME, Lhs, Lhs, Bin::Add, Rhs, rsub, true),
];

static MULI_REASSOC: Reassoc = reassoc(MulIOp::NAME, Rhs, Rhs, Bin::Mul, Rhs, u128::wrapping_mul, true);

/// `v` is `muli(y, -1)` (a scalar or splat -1): the `y`.
fn negated(rw: &Rewriter<'_>, v: ValueId) -> Option<ValueId> {
    let m = def(rw, v, MulIOp::NAME)?;
    let ops = operands(rw, m);
    let w = int_width(rw.ctx, ty_of(rw, v))?;
    (splat_int(rw, ops[1]) == Some(mask(w))).then_some(ops[0])
}

pub(super) fn canonicalize_addi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if ADDI_REASSOC.iter().any(|r| reassociate(rw, op, r)) {
        return true;
    }
    // addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x)
    let ops = operands(rw, op);
    if let Some(y) = negated(rw, ops[1]) {
        let v = binary(rw, Bin::Sub, ops[0], y, 0, op);
        return replace(rw, op, v);
    }
    if let Some(x) = negated(rw, ops[0]) {
        let v = binary(rw, Bin::Sub, ops[1], x, 0, op);
        return replace(rw, op, v);
    }
    false
}

pub(super) fn canonicalize_subi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if SUBI_REASSOC.iter().any(|r| reassociate(rw, op, r)) {
        return true;
    }
    // subi(subi(a, b), a) -> subi(0, b)
    let ops = operands(rw, op);
    let Some(inner) = def(rw, ops[0], SubIOp::NAME) else { return false };
    let iops = operands(rw, inner);
    if iops[0] != ops[1] {
        return false;
    }
    let flags = overflow_bits(rw, op) & overflow_bits(rw, inner);
    let ty = ty_of(rw, result(rw, op));
    let Some(zero) = constant(rw, ty, 0, op) else { return false };
    let v = binary(rw, Bin::Sub, zero, iops[1], flags, op);
    replace(rw, op, v)
}

pub(super) fn canonicalize_muli(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    reassociate(rw, op, &MULI_REASSOC)
}

// ---- comparisons and bitwise ops ------------------------------------------------------

/// The predicate (case number) of a `cmpi`.
fn cmpi_predicate(rw: &Rewriter<'_>, op: OpId) -> Option<i64> {
    CMP_I_ENUM.value_of(rw.ctx, attr(rw.ctx, rw.body, op, "predicate")?)
}

/// `cmpi eq/ne` of two values extended the same way from the same type
/// compares the sources.
pub(super) fn canonicalize_cmpi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(pred) = cmpi_predicate(rw, op) else { return false };
    if pred > 1 {
        return false;
    }
    let ops = operands(rw, op);
    for ext in [ExtSIOp::NAME, ExtUIOp::NAME] {
        let (Some(a), Some(b)) = (def(rw, ops[0], ext), def(rw, ops[1], ext)) else { continue };
        let (x, y) = (rw.body.operands(a)[0], rw.body.operands(b)[0]);
        if ty_of(rw, x) != ty_of(rw, y) {
            continue;
        }
        let (ctx, ty) = (rw.ctx, ty_of(rw, result(rw, op)));
        let p = CMP_I_ENUM.attr(ctx, pred);
        let c = CmpIOp::create(ctx, rw.body, loc(rw, op), x, y, ty, p);
        rw.insert(c.0);
        let v = c.result(rw.body);
        return replace(rw, op, v);
    }
    false
}

/// The predicate testing the opposite of `pred`.
pub(crate) fn invert_cmpi(pred: i64) -> i64 {
    match pred {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        _ => 7,
    }
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` for a bitwise op and one extension kind.
fn bitwise_of_ext(rw: &mut Rewriter<'_>, op: OpId, ext: &str) -> bool {
    let ops = operands(rw, op);
    let (Some(a), Some(b)) = (def(rw, ops[0], ext), def(rw, ops[1], ext)) else { return false };
    let (x, y) = (rw.body.operands(a)[0], rw.body.operands(b)[0]);
    let src = ty_of(rw, x);
    if src != ty_of(rw, y) {
        return false;
    }
    let (ctx, l, out) = (rw.ctx, loc(rw, op), ty_of(rw, result(rw, op)));
    let name = ctx.str(rw.body.op(op).name);
    let inner = if name == AndIOp::NAME {
        AndIOp::create(ctx, rw.body, l, x, y, src).0
    } else if name == OrIOp::NAME {
        OrIOp::create(ctx, rw.body, l, x, y, src).0
    } else {
        XOrIOp::create(ctx, rw.body, l, x, y, src).0
    };
    rw.insert(inner);
    let v = result(rw, inner);
    let e = if ext == ExtUIOp::NAME {
        ExtUIOp::create(ctx, rw.body, l, v, out).0
    } else {
        ExtSIOp::create(ctx, rw.body, l, v, out).0
    };
    rw.insert(e);
    let r = result(rw, e);
    replace(rw, op, r)
}

pub(super) fn canonicalize_andi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    bitwise_of_ext(rw, op, ExtUIOp::NAME) || bitwise_of_ext(rw, op, ExtSIOp::NAME)
}
pub(super) fn canonicalize_ori(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    bitwise_of_ext(rw, op, ExtUIOp::NAME) || bitwise_of_ext(rw, op, ExtSIOp::NAME)
}

pub(super) fn canonicalize_xori(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    // xori(cmpi(p, a, b), true) -> cmpi(!p, a, b)
    let ops = operands(rw, op);
    if is_i1_const(rw, ops[1], 1) {
        if let Some(cmp) = def(rw, ops[0], CmpIOp::NAME) {
            if let Some(pred) = cmpi_predicate(rw, cmp) {
                let (ctx, c) = (rw.ctx, operands(rw, cmp));
                let ty = ty_of(rw, result(rw, op));
                let p = CMP_I_ENUM.attr(ctx, invert_cmpi(pred));
                let n = CmpIOp::create(ctx, rw.body, loc(rw, op), c[0], c[1], ty, p);
                rw.insert(n.0);
                let v = n.result(rw.body);
                return replace(rw, op, v);
            }
        }
    }
    bitwise_of_ext(rw, op, ExtUIOp::NAME) || bitwise_of_ext(rw, op, ExtSIOp::NAME)
}

// ---- select ---------------------------------------------------------------------------

fn new_select(rw: &mut Rewriter<'_>, op: OpId, c: ValueId, t: ValueId, f: ValueId) -> bool {
    let (ctx, ty) = (rw.ctx, ty_of(rw, result(rw, op)));
    let s = SelectOp::create(ctx, rw.body, loc(rw, op), c, t, f, ty);
    rw.insert(s.0);
    let v = s.result(rw.body);
    replace(rw, op, v)
}

/// `xori(c, true)` of a scalar `i1`: build it.
fn not(rw: &mut Rewriter<'_>, c: ValueId, at: OpId) -> Option<ValueId> {
    let i1 = ty_of(rw, c);
    let t = constant(rw, i1, 1, at)?;
    let x = XOrIOp::create(rw.ctx, rw.body, loc(rw, at), c, t, i1);
    rw.insert(x.0);
    Some(x.result(rw.body))
}

pub(super) fn canonicalize_select(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ops = operands(rw, op);
    let (c, t, f) = (ops[0], ops[1], ops[2]);
    // select(p, a, select(p, b, c)) -> select(p, a, c)
    if let Some(inner) = def(rw, f, SelectOp::NAME) {
        let i = operands(rw, inner);
        if i[0] == c {
            return new_select(rw, op, c, t, i[2]);
        }
    }
    // select(p, select(p, a, b), c) -> select(p, a, c)
    if let Some(inner) = def(rw, t, SelectOp::NAME) {
        let i = operands(rw, inner);
        if i[0] == c {
            return new_select(rw, op, c, i[1], f);
        }
    }
    // select(xori(p, true), a, b) -> select(p, b, a)
    if let Some(x) = def(rw, c, XOrIOp::NAME) {
        let i = operands(rw, x);
        if is_i1_const(rw, i[1], 1) {
            return new_select(rw, op, i[0], f, t);
        }
    }
    // select(p, false, true) -> xori(p, true)
    if is_i1_const(rw, t, 0) && is_i1_const(rw, f, 1) {
        let Some(n) = not(rw, c, op) else { return false };
        return replace(rw, op, n);
    }
    select_to_extui(rw, op, c, t, f)
}

/// `select(p, 1, 0) -> extui(p)` and `select(p, 0, 1) -> extui(!p)` for
/// scalar integer results wider than `i1`.
fn select_to_extui(rw: &mut Rewriter<'_>, op: OpId, c: ValueId, t: ValueId, f: ValueId) -> bool {
    let ty = ty_of(rw, result(rw, op));
    let wide_int = matches!(rw.ctx.type_kind(ty), TypeKind::Integer { width, .. } if *width > 1);
    if !wide_int {
        return false;
    }
    let cond = match (scalar_int(rw, t), scalar_int(rw, f)) {
        (Some(1), Some(0)) => c,
        (Some(0), Some(1)) => match not(rw, c, op) {
            Some(n) => n,
            None => return false,
        },
        _ => return false,
    };
    let e = ExtUIOp::create(rw.ctx, rw.body, loc(rw, op), cond, ty);
    rw.insert(e.0);
    let v = result(rw, e.0);
    replace(rw, op, v)
}

// ---- casts --------------------------------------------------------------------------------

/// `extsi(extui(x)) -> extui(x)`: the sign bit of `extui`'s result is zero.
pub(super) fn canonicalize_extsi(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let x = operands(rw, op)[0];
    let Some(inner) = def(rw, x, ExtUIOp::NAME) else { return false };
    let src = rw.body.operands(inner)[0];
    let (ctx, ty) = (rw.ctx, ty_of(rw, result(rw, op)));
    let e = ExtUIOp::create(ctx, rw.body, loc(rw, op), src, ty);
    rw.insert(e.0);
    let v = result(rw, e.0);
    replace(rw, op, v)
}

pub(super) fn canonicalize_trunci(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let (ctx, x) = (rw.ctx, operands(rw, op)[0]);
    let out = ty_of(rw, result(rw, op));
    let Some(wo) = int_width(ctx, out) else { return false };
    // trunci(ext(x)) -> ext(x) when the truncation keeps more than x.
    for ext in [ExtSIOp::NAME, ExtUIOp::NAME] {
        let Some(e) = def(rw, x, ext) else { continue };
        let src = rw.body.operands(e)[0];
        if int_width(ctx, ty_of(rw, src)).is_some_and(|ws| wo > ws) {
            let n = if ext == ExtSIOp::NAME {
                ExtSIOp::create(ctx, rw.body, loc(rw, op), src, out).0
            } else {
                ExtUIOp::create(ctx, rw.body, loc(rw, op), src, out).0
            };
            rw.insert(n);
            let v = result(rw, n);
            return replace(rw, op, v);
        }
    }
    let Some(wi) = int_width(ctx, ty_of(rw, x)) else { return false };
    // trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c drops exactly the
    // bits the truncation would: the sign fill is never read.
    if let Some(s) = def(rw, x, ShRSIOp::NAME) {
        let s_ops = operands(rw, s);
        if splat_int(rw, s_ops[1]) == Some(u128::from(wi - wo)) {
            let l = loc(rw, op);
            let sh = ShRUIOp::create(ctx, rw.body, l, s_ops[0], s_ops[1], ty_of(rw, x));
            rw.insert(sh.0);
            let v = sh.result(rw.body);
            let t = TruncIOp::create(ctx, rw.body, l, v, out);
            rw.insert(t.0);
            let r = result(rw, t.0);
            return replace(rw, op, r);
        }
    }
    trunc_of_wide_mul(rw, op, x, wi, wo)
}

/// `trunci(shrui(muli(ext(x), ext(y)), w))`, where the multiplication is
/// twice as wide as `x`, is the high half of an extended multiplication.
fn trunc_of_wide_mul(rw: &mut Rewriter<'_>, op: OpId, x: ValueId, wi: u32, wo: u32) -> bool {
    let ctx = rw.ctx;
    let Some(s) = def(rw, x, ShRUIOp::NAME) else { return false };
    let s_ops = operands(rw, s);
    if splat_int(rw, s_ops[1]) != Some(u128::from(wi - wo)) || wi != 2 * wo {
        return false;
    }
    let Some(m) = def(rw, s_ops[0], MulIOp::NAME) else { return false };
    let m_ops = operands(rw, m);
    let out = ty_of(rw, result(rw, op));
    for ext in [ExtSIOp::NAME, ExtUIOp::NAME] {
        let (Some(a), Some(b)) = (def(rw, m_ops[0], ext), def(rw, m_ops[1], ext)) else { continue };
        let (p, q) = (rw.body.operands(a)[0], rw.body.operands(b)[0]);
        if ty_of(rw, p) != out || ty_of(rw, q) != out {
            continue;
        }
        let l = loc(rw, op);
        let e = if ext == ExtSIOp::NAME {
            MulSIExtendedOp::create(ctx, rw.body, l, p, q, out, out).0
        } else {
            MulUIExtendedOp::create(ctx, rw.body, l, p, q, out, out).0
        };
        rw.insert(e);
        let high = rw.body.results(e)[1];
        return replace(rw, op, high);
    }
    false
}

/// `cast(cast(x)) -> x` when the outer cast returns to `x`'s type.
fn cast_round_trip(rw: &mut Rewriter<'_>, op: OpId, name: &str) -> bool {
    let x = operands(rw, op)[0];
    let Some(inner) = def(rw, x, name) else { return false };
    let src = rw.body.operands(inner)[0];
    if ty_of(rw, src) != ty_of(rw, result(rw, op)) {
        return false;
    }
    replace(rw, op, src)
}

pub(super) fn canonicalize_index_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    cast_round_trip(rw, op, IndexCastOp::NAME)
}
pub(super) fn canonicalize_index_castui(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    cast_round_trip(rw, op, IndexCastUIOp::NAME)
}

// ---- extended arithmetic --------------------------------------------------------------

fn unused(rw: &Rewriter<'_>, op: OpId, i: usize) -> bool {
    !rw.body.has_uses(rw.body.results(op)[i])
}

/// `addui_extended` whose overflow is unused is an `addi`.
pub(super) fn canonicalize_addui_extended(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    extended_to_plain(rw, op, Bin::Add)
}

/// `mul*_extended` whose high half is unused is a `muli`.
fn extended_to_muli(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    extended_to_plain(rw, op, Bin::Mul)
}

/// An extended op whose second result is unused is the plain `bin` op.
fn extended_to_plain(rw: &mut Rewriter<'_>, op: OpId, bin: Bin) -> bool {
    if !unused(rw, op, 1) {
        return false;
    }
    let ops = operands(rw, op);
    let first = rw.body.results(op)[0];
    let v = binary(rw, bin, ops[0], ops[1], 0, op);
    rw.replace_all_uses_with(first, v);
    rw.erase_op(op);
    true
}

pub(super) fn canonicalize_mului_extended(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    extended_to_muli(rw, op)
}

/// Besides the unused high half: `mulsi_extended(x, 1)` is `x` and its sign
/// spread over the high half.
pub(super) fn canonicalize_mulsi_extended(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    if extended_to_muli(rw, op) {
        return true;
    }
    let ops = operands(rw, op);
    let ty = ty_of(rw, ops[0]);
    if splat_int(rw, ops[1]) != Some(1) || int_width(rw.ctx, ty).is_none() {
        return false;
    }
    let Some(zero) = constant(rw, ty, 0, op) else { return false };
    let (ctx, l) = (rw.ctx, loc(rw, op));
    let Some(i1) = i1_same_shape(ctx, ty) else { return false };
    let slt = CMP_I_ENUM.attr(ctx, 2);
    let cmp = CmpIOp::create(ctx, rw.body, l, ops[0], zero, i1, slt);
    rw.insert(cmp.0);
    let neg = cmp.result(rw.body);
    let e = ExtSIOp::create(ctx, rw.body, l, neg, ty);
    rw.insert(e.0);
    let high = result(rw, e.0);
    rw.replace_op(op, &[ops[0], high]);
    true
}

//! `arith-expand`: the arith ops the LLVM lowering has no instruction for
//! become plain arith, as upstream MLIR 19's pass rewrites them:
//!
//! * `ceildivsi`, `ceildivui` and `floordivsi` become truncating divisions
//!   with a correction (`ceildivsi` by upstream's formula, which computes
//!   `-a` and so is wrong for `a` = the smallest integer; see
//!   fuzz/KNOWN_ISSUES.md);
//! * `maximumf`/`minimumf` and `maxnumf`/`minnumf` become a comparison and
//!   selects that propagate NaN (`maximumf`) or prefer the number
//!   (`maxnumf`); like upstream, signed zeros are not ordered;
//! * with `include-bf16`, `extf` from bf16 to f32 and `truncf` from f32 to
//!   bf16 become integer shifts and rounding to nearest even (a NaN becomes
//!   the quiet NaN `0x7FC0`); a `truncf` with a rounding mode cannot be
//!   expanded and fails the pass, as upstream.
//!
//! Like upstream, it is a partial conversion: other ops stay.

use crate::conversion::{apply_conversion, combine_errors, ConversionPattern, ConversionRewriter, ConversionTarget};
use crate::dialects::arith::build::ArithBuilder;
use crate::dialects::arith::same_shape;
use crate::ir::float::FloatKind;
use crate::ir::{Body, Context, OpId, Type, ValueId};
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct ArithExpand {
    include_bf16: bool,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ArithExpand { include_bf16: flag(opts, "include-bf16") }))
}

/// The expansion patterns, by the op they apply to.
const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("arith.ceildivui"), apply: ceildivui },
    ConversionPattern { root: Some("arith.ceildivsi"), apply: ceildivsi },
    ConversionPattern { root: Some("arith.floordivsi"), apply: floordivsi },
    ConversionPattern { root: Some("arith.maximumf"), apply: maximumf },
    ConversionPattern { root: Some("arith.minimumf"), apply: minimumf },
    ConversionPattern { root: Some("arith.maxnumf"), apply: maxnumf },
    ConversionPattern { root: Some("arith.minnumf"), apply: minnumf },
    ConversionPattern { root: Some("arith.extf"), apply: extf_bf16 },
    ConversionPattern { root: Some("arith.truncf"), apply: truncf_bf16 },
];

impl Pass for ArithExpand {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let mut ct = ConversionTarget::new();
        ct.add_legal_dialect("arith");
        for name in ["ceildivsi", "ceildivui", "floordivsi", "maximumf", "minimumf", "maxnumf", "minnumf"] {
            ct.add_illegal_op(&format!("arith.{name}"));
        }
        if self.include_bf16 {
            ct.add_dynamically_legal_op("arith.extf", |ctx, body, op| {
                !cast_between(ctx, body, op, FloatKind::BF16, FloatKind::F32)
            });
            ct.add_dynamically_legal_op("arith.truncf", |ctx, body, op| {
                !cast_between(ctx, body, op, FloatKind::F32, FloatKind::BF16)
            });
        }
        apply_conversion(cx.ctx, cx.registry, &mut target.body, &ct, PATTERNS, None, crate::conversion::Mode::Partial)
            .map_err(combine_errors)
    }
}

/// Whether the cast `op` converts elements of kind `from` to `to`.
fn cast_between(ctx: &Context, body: &Body, op: OpId, from: FloatKind, to: FloatKind) -> bool {
    let element = |v: ValueId| {
        let ty = body.value_type(v);
        ctx.float_kind(ctx.element_type(ty).unwrap_or(ty))
    };
    element(body.operands(op)[0]) == Some(from) && element(body.results(op)[0]) == Some(to)
}

/// Build the expansion of `op` before it with `f` and replace `op` by it.
fn expand(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    f: impl FnOnce(&mut ArithBuilder<'_, '_>, &[ValueId], Type) -> ValueId,
) -> bool {
    let loc = rw.rw.body.op(op).loc;
    let operands = rw.rw.body.operands(op).to_vec();
    let ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    rw.rw.set_insertion_point_before(op);
    let v = f(&mut ArithBuilder::new(&mut rw.rw, loc), &operands, ty);
    rw.replace_op(op, &[v]);
    true
}

/// `a == 0 ? 0 : (a - 1) / b + 1`.
fn ceildivui(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    expand(rw, op, |b, x, ty| {
        let zero = b.int(ty, 0);
        let is_zero = b.cmpi("eq", x[0], zero);
        let one = b.int(ty, 1);
        let less = b.binary("arith.subi", x[0], one);
        let q = b.binary("arith.divui", less, x[1]);
        let up = b.binary("arith.addi", q, one);
        b.select(is_zero, zero, up)
    })
}

/// `a` and `b` of the same sign (both nonzero): `(a + (b > 0 ? -1 : 1)) / b + 1`,
/// else `-(-a / b)`.
fn ceildivsi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    expand(rw, op, |b, x, ty| {
        let (n, m) = (x[0], x[1]);
        let one = b.int(ty, 1);
        let zero = b.int(ty, 0);
        let minus_one = b.int(ty, -1);
        let m_pos = b.cmpi("sgt", m, zero);
        let step = b.select(m_pos, minus_one, one);
        let moved = b.binary("arith.addi", step, n);
        let q = b.binary("arith.divsi", moved, m);
        let positive = b.binary("arith.addi", one, q);
        let neg_n = b.binary("arith.subi", zero, n);
        let q = b.binary("arith.divsi", neg_n, m);
        let negative = b.binary("arith.subi", zero, q);
        let signs = [("slt", n), ("sgt", n), ("slt", m), ("sgt", m)].map(|(p, v)| b.cmpi(p, v, zero));
        let both_neg = b.binary("arith.andi", signs[0], signs[2]);
        let both_pos = b.binary("arith.andi", signs[1], signs[3]);
        let same = b.binary("arith.ori", both_neg, both_pos);
        b.select(same, positive, negative)
    })
}

/// `q = a / b`; `q - 1` when the division is inexact and the signs differ.
fn floordivsi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    expand(rw, op, |b, x, ty| {
        let (n, m) = (x[0], x[1]);
        let q = b.binary("arith.divsi", n, m);
        let product = b.binary("arith.muli", q, m);
        let inexact = b.cmpi("ne", n, product);
        let zero = b.int(ty, 0);
        let n_neg = b.cmpi("slt", n, zero);
        let m_neg = b.cmpi("slt", m, zero);
        let differ = b.cmpi("ne", n_neg, m_neg);
        let adjust = b.binary("arith.andi", inexact, differ);
        let minus_one = b.int(ty, -1);
        let lower = b.binary("arith.addi", q, minus_one);
        b.select(adjust, lower, q)
    })
}

/// `cmpf(predicate, a, b) ? a : b`, then `nan ? b : that`, where `nan` is
/// the NaN test of `b` (`maximumf`, NaN wins) or of `a` (`maxnumf`, the
/// number wins).
fn min_max(rw: &mut ConversionRewriter<'_, '_>, op: OpId, predicate: &str, nan_of_rhs: bool) -> bool {
    expand(rw, op, |b, x, _| {
        let (l, r) = (x[0], x[1]);
        let cmp = b.cmpf(predicate, l, r);
        let pick = b.select(cmp, l, r);
        let tested = if nan_of_rhs { r } else { l };
        let nan = b.cmpf("uno", tested, tested);
        b.select(nan, r, pick)
    })
}

fn maximumf(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    min_max(rw, op, "ugt", true)
}
fn minimumf(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    min_max(rw, op, "ult", true)
}
fn maxnumf(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    min_max(rw, op, "ugt", false)
}
fn minnumf(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    min_max(rw, op, "ult", false)
}

/// bf16 to f32: the 16 bits moved to the top of an i32.
fn extf_bf16(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    expand(rw, op, |b, x, ty| {
        let ctx = b.rw.ctx;
        let i16t = same_shape(ctx, ty, ctx.integer_type(16));
        let i32t = same_shape(ctx, ty, ctx.integer_type(32));
        let bits = b.cast("arith.bitcast", x[0], i16t);
        let wide = b.cast("arith.extui", bits, i32t);
        let sixteen = b.int(i32t, 16);
        let moved = b.binary("arith.shli", wide, sixteen);
        b.cast("arith.bitcast", moved, ty)
    })
}

/// f32 to bf16, rounding to nearest even: add `0x7FFF` plus the lowest
/// kept bit, keep the top 16 bits; a NaN becomes `0x7FC0`.
fn truncf_bf16(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    if crate::opdef::ods::attr(rw.rw.ctx, rw.rw.body, op, "roundingmode").is_some() {
        return false;
    }
    expand(rw, op, |b, x, ty| {
        let ctx = b.rw.ctx;
        let i16t = same_shape(ctx, ty, ctx.integer_type(16));
        let i32t = same_shape(ctx, ty, ctx.integer_type(32));
        let nan = b.cmpf("une", x[0], x[0]);
        let bias = b.int(i32t, 0x7FFF);
        let quiet_nan = b.int(i16t, 0x7FC0);
        let sixteen = b.int(i32t, 16);
        let one = b.int(i32t, 1);
        let bits = b.cast("arith.bitcast", x[0], i32t);
        let high = b.binary("arith.shrui", bits, sixteen);
        let lowest_kept = b.binary("arith.andi", high, one);
        let rounding = b.binary("arith.addi", lowest_kept, bias);
        let rounded = b.binary("arith.addi", bits, rounding);
        let top = b.binary("arith.shrui", rounded, sixteen);
        let narrow = b.cast("arith.trunci", top, i16t);
        let chosen = b.select(nan, quiet_nan, narrow);
        b.cast("arith.bitcast", chosen, ty)
    })
}

//! `convert-math-to-llvm`: math ops become LLVM intrinsics; those LLVM has
//! no intrinsic for become calls to the C math library (`tanhf`, `atan2`...)
//! for f32 and f64 scalars, declared in the module by the pass.

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::ir::{AttrKind, OpId, ValueId};

use super::{build1, fastmath, replace_one_to_one};

pub const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: None, apply: intrinsic },
    ConversionPattern { root: Some("math.log1p"), apply: log1p },
    ConversionPattern { root: Some("math.expm1"), apply: expm1 },
    ConversionPattern { root: Some("math.rsqrt"), apply: rsqrt },
    ConversionPattern { root: None, apply: libm_call },
];

/// math ops without an LLVM intrinsic, and their C library names (f64; the
/// f32 function adds an `f`).
pub const LIBM: &[(&str, &str)] = &[
    ("tan", "tan"),
    ("tanh", "tanh"),
    ("sinh", "sinh"),
    ("cosh", "cosh"),
    ("asin", "asin"),
    ("acos", "acos"),
    ("atan", "atan"),
    ("atan2", "atan2"),
    ("asinh", "asinh"),
    ("acosh", "acosh"),
    ("atanh", "atanh"),
    ("erf", "erf"),
    ("cbrt", "cbrt"),
];

/// The C function computing math op `short` on `ty`, if it is one of [`LIBM`]
/// on a scalar f32 or f64.
pub fn libm_name(ctx: &strata::ir::Context, short: &str, ty: strata::ir::Type) -> Option<String> {
    let base = LIBM.iter().find(|l| l.0 == short)?.1;
    match ctx.float_kind(ty)? {
        strata::ir::float::FloatKind::F32 => Some(format!("{base}f")),
        strata::ir::float::FloatKind::F64 => Some(base.to_string()),
        _ => None,
    }
}

/// A call to the C library (declared by the pass before conversion).
fn libm_call(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let name = ctx.str(rw.rw.body.op(op).name);
    let Some(short) = name.strip_prefix("math.") else { return false };
    let ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let Some(callee) = libm_name(ctx, short, ty) else { return false };
    replace_one_to_one(rw, op, operands, "llvm.call", vec![("callee", ctx.symbol_ref(&callee))])
}

/// math ops that are one intrinsic; `true` when they take fast-math flags.
const INTRINSICS: &[(&str, &str, bool)] = &[
    ("sqrt", "sqrt", true),
    ("exp", "exp", true),
    ("exp2", "exp2", true),
    ("log", "log", true),
    ("log2", "log2", true),
    ("log10", "log10", true),
    ("sin", "sin", true),
    ("cos", "cos", true),
    ("absf", "fabs", true),
    ("ceil", "ceil", true),
    ("floor", "floor", true),
    ("round", "round", true),
    ("roundeven", "roundeven", true),
    ("trunc", "trunc", true),
    ("copysign", "copysign", true),
    ("fma", "fma", true),
    ("powf", "pow", true),
    ("fpowi", "powi", true),
    ("ctpop", "ctpop", false),
];

fn intrinsic(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let name = ctx.str(rw.rw.body.op(op).name);
    let Some(short) = name.strip_prefix("math.") else { return false };
    let bool_prop = |n: &'static str| (n, ctx.attr(AttrKind::Integer { ty: ctx.integer_type(1), value: 0.into() }));
    let (target, props) = match short {
        "ctlz" => ("intr.ctlz", vec![bool_prop("is_zero_poison")]),
        "cttz" => ("intr.cttz", vec![bool_prop("is_zero_poison")]),
        "absi" => ("intr.abs", vec![bool_prop("is_int_min_poison")]),
        _ => match INTRINSICS.iter().find(|i| i.0 == short) {
            Some(&(_, t, fm)) => (t, if fm { fastmath(rw, op) } else { Vec::new() }),
            None => return false,
        },
    };
    let target = if target.starts_with("intr.") { target.to_string() } else { format!("intr.{target}") };
    replace_one_to_one(rw, op, operands, &format!("llvm.{target}"), props)
}

/// One float constant of the result's type (splat for vectors).
fn one(rw: &mut ConversionRewriter<'_, '_>, op: OpId) -> Option<ValueId> {
    let ctx = rw.rw.ctx;
    let ty = rw.convert_type(rw.rw.body.value_type(rw.rw.body.results(op)[0]))?;
    let el = ctx.element_type(ty).unwrap_or(ty);
    let k = ctx.float_kind(el)?;
    let bits = strata::ir::float::from_f64(k, 1.0);
    let scalar = ctx.attr(AttrKind::Float { ty: el, bits });
    let value = if el == ty {
        scalar
    } else {
        ctx.attr(AttrKind::DenseElements { ty, splat: true, values: strata::ir::DenseValues::Float(vec![bits]) })
    };
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    Some(build1(rw, "llvm.mlir.constant", loc, vec![], ty, vec![("value", value)]))
}

/// `log1p(x) = log(1 + x)`.
fn log1p(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some(c1) = one(rw, op) else { return false };
    let ty = rw.rw.body.value_type(c1);
    let loc = rw.rw.body.op(op).loc;
    let fm = fastmath(rw, op);
    let sum = build1(rw, "llvm.fadd", loc, vec![c1, operands[0]], ty, fm.clone());
    let v = build1(rw, "llvm.intr.log", loc, vec![sum], ty, fm);
    rw.replace_op(op, &[v]);
    true
}

/// `expm1(x) = exp(x) - 1`.
fn expm1(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some(c1) = one(rw, op) else { return false };
    let ty = rw.rw.body.value_type(c1);
    let loc = rw.rw.body.op(op).loc;
    let fm = fastmath(rw, op);
    let e = build1(rw, "llvm.intr.exp", loc, vec![operands[0]], ty, fm.clone());
    let v = build1(rw, "llvm.fsub", loc, vec![e, c1], ty, fm);
    rw.replace_op(op, &[v]);
    true
}

/// `rsqrt(x) = 1 / sqrt(x)`.
fn rsqrt(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let Some(c1) = one(rw, op) else { return false };
    let ty = rw.rw.body.value_type(c1);
    let loc = rw.rw.body.op(op).loc;
    let fm = fastmath(rw, op);
    let s = build1(rw, "llvm.intr.sqrt", loc, vec![operands[0]], ty, fm.clone());
    let v = build1(rw, "llvm.fdiv", loc, vec![c1, s], ty, fm);
    rw.replace_op(op, &[v]);
    true
}

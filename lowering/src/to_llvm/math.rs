//! `convert-math-to-llvm`: math ops become LLVM intrinsics; those LLVM has
//! no intrinsic for become calls to the C math library (`tanhf`, `atan2`...),
//! declared in the module by the pass. Calls take scalars: a vector op calls
//! the function once per lane (n-D vectors row by row), and f16/bf16
//! operands are extended to f32 for the call and the result truncated back,
//! as upstream's `convert-math-to-libm` does. `fpowi` on vectors, which
//! LLVM's `powi` cannot take (its exponent is one integer), is one `powi`
//! per lane too.

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::ir::float::FloatKind;
use strata::ir::{AttrKind, Context, Location, OpId, Type, TypeKind, ValueId};

use super::{build1, fastmath, is_nd_array, replace_one_to_one, unroll_array};

pub const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("math.fpowi"), apply: fpowi_lanes },
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

/// The float type a C math function of elements `el` computes in: f32 and
/// f64 themselves, f16 and bf16 through f32; `None` for the others.
pub fn libm_float(ctx: &Context, el: Type) -> Option<Type> {
    match ctx.float_kind(el)? {
        FloatKind::F32 | FloatKind::F16 | FloatKind::BF16 => Some(ctx.float_type(FloatKind::F32)),
        FloatKind::F64 => Some(el),
        _ => None,
    }
}

/// The C function computing math op `short` on `ty` (a float or a vector
/// of fixed length of floats), if it is one of [`LIBM`], and the float
/// type it computes in.
pub fn libm_name(ctx: &Context, short: &str, ty: Type) -> Option<(String, Type)> {
    let base = LIBM.iter().find(|l| l.0 == short)?.1;
    let el = match ctx.type_kind(ty) {
        TypeKind::Vector { scalable, element, .. } if !scalable.contains(&true) => *element,
        TypeKind::Vector { .. } => return None,
        _ => ty,
    };
    let call_ty = libm_float(ctx, el)?;
    let name = if ctx.float_kind(call_ty) == Some(FloatKind::F32) { format!("{base}f") } else { base.to_string() };
    Some((name, call_ty))
}

/// Calls to the C library (declared by the pass before conversion), one
/// per lane of a vector.
fn libm_call(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let name = ctx.str(rw.rw.body.op(op).name);
    let Some(short) = name.strip_prefix("math.") else { return false };
    let ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let Some((callee, call_ty)) = libm_name(ctx, short, ty) else { return false };
    let Some(result_ty) = rw.convert_type(ty) else { return false };
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let v = per_lane(rw, loc, result_ty, operands, &mut |rw, args, el| {
        let ext = el != call_ty;
        let args: Vec<ValueId> = args
            .iter()
            .map(|&a| if ext { build1(rw, "llvm.fpext", loc, vec![a], call_ty, vec![]) } else { a })
            .collect();
        let r = super::call(rw, loc, &callee, args, Some(call_ty)).expect("the call has a result");
        if ext {
            build1(rw, "llvm.fptrunc", loc, vec![r], el, vec![])
        } else {
            r
        }
    });
    rw.replace_op(op, &[v]);
    true
}

/// `math.fpowi` on vectors: `llvm.intr.powi` on each lane (its exponent is
/// one integer).
fn fpowi_lanes(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    if !matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if !scalable.contains(&true)) {
        return false;
    }
    let Some(result_ty) = rw.convert_type(ty) else { return false };
    let loc = rw.rw.body.op(op).loc;
    let fm = fastmath(rw, op);
    rw.rw.set_insertion_point_before(op);
    let v = per_lane(rw, loc, result_ty, operands, &mut |rw, args, el| {
        build1(rw, "llvm.intr.powi", loc, args.to_vec(), el, fm.clone())
    });
    rw.replace_op(op, &[v]);
    true
}

/// A value of the converted type `ty` (a scalar, a vector, or the array of
/// an n-D vector) whose each element is `f` of the elements of `operands`
/// at the same position; `f` gets the scalar operands and the element type.
fn per_lane(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    operands: &[ValueId],
    f: &mut dyn FnMut(&mut ConversionRewriter<'_, '_>, &[ValueId], Type) -> ValueId,
) -> ValueId {
    let ctx = rw.rw.ctx;
    if is_nd_array(ctx, ty) {
        return unroll_array(rw, loc, ty, operands, &mut |rw, rows, row_ty| per_lane(rw, loc, row_ty, rows, f));
    }
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(ty).clone() else { return f(rw, operands, ty) };
    let i64t = ctx.integer_type(64);
    let mut acc = super::descriptor::undef(rw, loc, ty);
    for lane in 0..shape[0] {
        let at = super::int_constant(rw, loc, i64t, lane);
        let args: Vec<ValueId> = operands
            .iter()
            .map(|&v| {
                let el = ctx.element_type(rw.rw.body.value_type(v)).unwrap_or(element);
                build1(rw, "llvm.extractelement", loc, vec![v, at], el, vec![])
            })
            .collect();
        let r = f(rw, &args, element);
        acc = build1(rw, "llvm.insertelement", loc, vec![acc, r, at], ty, vec![]);
    }
    acc
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

/// Builds an expansion from its operand, a constant one of its type and
/// the fast-math flags.
type Expansion = fn(
    &mut ConversionRewriter<'_, '_>,
    Location,
    ValueId,
    ValueId,
    &[(&'static str, strata::ir::Attribute)],
) -> ValueId;

/// `op` replaced by `f(x, 1)` of its operand `x` and a constant one of
/// its type (a splat for vectors), row by row for an n-D vector.
fn expand_with_one(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], f: Expansion) -> bool {
    let ctx = rw.rw.ctx;
    let Some(ty) = rw.convert_type(rw.rw.body.value_type(rw.rw.body.results(op)[0])) else { return false };
    let loc = rw.rw.body.op(op).loc;
    let fm = fastmath(rw, op);
    let one = |rw: &mut ConversionRewriter<'_, '_>, ty: Type| -> Option<ValueId> {
        let el = ctx.element_type(ty).unwrap_or(ty);
        let bits = strata::ir::float::from_f64(ctx.float_kind(el)?, 1.0);
        let value = if el == ty {
            ctx.attr(AttrKind::Float { ty: el, bits })
        } else {
            ctx.attr(AttrKind::DenseElements { ty, splat: true, values: strata::ir::DenseValues::Float(vec![bits]) })
        };
        Some(build1(rw, "llvm.mlir.constant", loc, vec![], ty, vec![("value", value)]))
    };
    let row_ty = if is_nd_array(ctx, ty) { super::array_rows(ctx, ty).1 } else { ty };
    if ctx.float_kind(ctx.element_type(row_ty).unwrap_or(row_ty)).is_none() {
        return false;
    }
    rw.rw.set_insertion_point_before(op);
    let v = if is_nd_array(ctx, ty) {
        unroll_array(rw, loc, ty, operands, &mut |rw, rows, row_ty| {
            let c1 = one(rw, row_ty).expect("a float row");
            f(rw, loc, rows[0], c1, &fm)
        })
    } else {
        let c1 = one(rw, ty).expect("a float type");
        f(rw, loc, operands[0], c1, &fm)
    };
    rw.replace_op(op, &[v]);
    true
}

/// `log1p(x) = log(1 + x)`.
fn log1p(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    expand_with_one(rw, op, operands, |rw, loc, x, c1, fm| {
        let ty = rw.rw.body.value_type(x);
        let sum = build1(rw, "llvm.fadd", loc, vec![c1, x], ty, fm.to_vec());
        build1(rw, "llvm.intr.log", loc, vec![sum], ty, fm.to_vec())
    })
}

/// `expm1(x) = exp(x) - 1`.
fn expm1(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    expand_with_one(rw, op, operands, |rw, loc, x, c1, fm| {
        let ty = rw.rw.body.value_type(x);
        let e = build1(rw, "llvm.intr.exp", loc, vec![x], ty, fm.to_vec());
        build1(rw, "llvm.fsub", loc, vec![e, c1], ty, fm.to_vec())
    })
}

/// `rsqrt(x) = 1 / sqrt(x)`.
fn rsqrt(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    expand_with_one(rw, op, operands, |rw, loc, x, c1, fm| {
        let ty = rw.rw.body.value_type(x);
        let s = build1(rw, "llvm.intr.sqrt", loc, vec![x], ty, fm.to_vec());
        build1(rw, "llvm.fdiv", loc, vec![c1, s], ty, fm.to_vec())
    })
}

//! Math in device code through NVIDIA's libdevice, as upstream's
//! `convert-gpu-to-nvvm` lowers it: each scalar math op LLVM's NVPTX
//! backend has no instruction for (and the few upstream routes there too:
//! `sqrt`, `floor`, `absf`...) becomes a call of libdevice's `__nv_*`
//! function, the `f` variant for `f32` and the plain one for `f64`; `f16`
//! and `bf16` are extended to `f32` around the call. The functions are
//! declared in the `gpu.module`, before the first function calling each;
//! the device compiler links libdevice's bitcode when the module needs it.

use strata::conversion::ConversionRewriter;
use strata::dialects::llvm::LlvmTypes;
use strata::ir::float::FloatKind;
use strata::ir::{Body, Context, OpId, Type, TypeKind, ValueId};

use crate::to_llvm::{build1, call};

/// The ops lowered to libdevice calls: (op, `f32` function, `f64` function).
/// Upstream MLIR 19's list, with `arith.remf`, plus the inverse and
/// hyperbolic functions and `math.fpowi`, which later upstream versions add.
const FUNCTIONS: &[(&str, &str, &str)] = &[
    ("arith.remf", "__nv_fmodf", "__nv_fmod"),
    ("math.absf", "__nv_fabsf", "__nv_fabs"),
    ("math.acos", "__nv_acosf", "__nv_acos"),
    ("math.acosh", "__nv_acoshf", "__nv_acosh"),
    ("math.asin", "__nv_asinf", "__nv_asin"),
    ("math.asinh", "__nv_asinhf", "__nv_asinh"),
    ("math.atan", "__nv_atanf", "__nv_atan"),
    ("math.atan2", "__nv_atan2f", "__nv_atan2"),
    ("math.atanh", "__nv_atanhf", "__nv_atanh"),
    ("math.cbrt", "__nv_cbrtf", "__nv_cbrt"),
    ("math.ceil", "__nv_ceilf", "__nv_ceil"),
    ("math.cos", "__nv_cosf", "__nv_cos"),
    ("math.cosh", "__nv_coshf", "__nv_cosh"),
    ("math.erf", "__nv_erff", "__nv_erf"),
    ("math.exp", "__nv_expf", "__nv_exp"),
    ("math.exp2", "__nv_exp2f", "__nv_exp2"),
    ("math.expm1", "__nv_expm1f", "__nv_expm1"),
    ("math.floor", "__nv_floorf", "__nv_floor"),
    ("math.fpowi", "__nv_powif", "__nv_powi"),
    ("math.log", "__nv_logf", "__nv_log"),
    ("math.log10", "__nv_log10f", "__nv_log10"),
    ("math.log1p", "__nv_log1pf", "__nv_log1p"),
    ("math.log2", "__nv_log2f", "__nv_log2"),
    ("math.powf", "__nv_powf", "__nv_pow"),
    ("math.rsqrt", "__nv_rsqrtf", "__nv_rsqrt"),
    ("math.sin", "__nv_sinf", "__nv_sin"),
    ("math.sinh", "__nv_sinhf", "__nv_sinh"),
    ("math.sqrt", "__nv_sqrtf", "__nv_sqrt"),
    ("math.tan", "__nv_tanf", "__nv_tan"),
    ("math.tanh", "__nv_tanhf", "__nv_tanh"),
];

/// Whether `name` is an op lowered to libdevice (for some types).
pub(super) fn has_function(name: &str) -> bool {
    FUNCTIONS.iter().any(|f| f.0 == name)
}

/// The libdevice function computing `op`, or why it has none: `Ok(None)`
/// when `op` is not one of [`FUNCTIONS`].
pub(super) fn callee(ctx: &Context, body: &Body, op: OpId) -> Result<Option<&'static str>, &'static str> {
    let name = ctx.str(body.op(op).name);
    let Some(&(_, f32_fn, f64_fn)) = FUNCTIONS.iter().find(|f| f.0 == name) else { return Ok(None) };
    let Some(&result) = body.results(op).first() else { return Ok(None) };
    let ty = body.value_type(result);
    if name == "math.fpowi" {
        let exponent = body.operands(op).get(1).map(|&v| body.value_type(v));
        if exponent != Some(ctx.integer_type(32)) {
            return Err("libdevice's powi takes an i32 exponent");
        }
    }
    match ctx.type_kind(ty) {
        TypeKind::Float(FloatKind::F64) => Ok(Some(f64_fn)),
        TypeKind::Float(FloatKind::F32 | FloatKind::F16 | FloatKind::BF16) => Ok(Some(f32_fn)),
        TypeKind::Float(_) => Err("libdevice has no function for this float type"),
        _ => Err("libdevice's functions take scalars; vector operands are not supported yet"),
    }
}

/// The type of the libdevice function `op` calls.
fn function_type(ctx: &Context, body: &Body, op: OpId) -> Type {
    let f32t = ctx.float_type(FloatKind::F32);
    let widen = |t: Type| match ctx.float_kind(t) {
        Some(FloatKind::F16 | FloatKind::BF16) => f32t,
        _ => t,
    };
    let params: Vec<Type> = body.operands(op).iter().map(|&v| widen(body.value_type(v))).collect();
    let result = widen(body.value_type(body.results(op)[0]));
    ctx.llvm_func_type(result, params, false)
}

/// Declare the libdevice functions the functions of `module` (a
/// `gpu.module`'s arena) call, each before the first function calling it,
/// as upstream does.
pub(super) fn declare_functions(ctx: &Context, module: &mut Body) {
    let mut declared: Vec<String> = super::to_nvvm::top_ops(module)
        .iter()
        .filter_map(|&op| strata::opdef::ods::attr(ctx, module, op, "sym_name").and_then(|a| ctx.as_string(a)))
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .collect();
    for f in super::to_nvvm::top_ops(module) {
        let mut needed: Vec<(&'static str, Type)> = Vec::new();
        if let Some(inner) = module.op(f).inner.as_deref() {
            super::to_nvvm::walk_all(inner, &mut |b, op| {
                if let Ok(Some(callee)) = callee(ctx, b, op) {
                    if !declared.iter().any(|d| d == callee) && !needed.iter().any(|n| n.0 == callee) {
                        needed.push((callee, function_type(ctx, b, op)));
                    }
                }
            });
        }
        for (name, fty) in needed {
            crate::to_llvm::declare_function_before(ctx, module, f, name, fty);
            declared.push(name.to_string());
        }
    }
}

/// The op as a call of its libdevice function, `f16`/`bf16` operands
/// extended to `f32` and the result truncated back.
pub(super) fn lower(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Ok(Some(callee)) = callee(ctx, rw.rw.body, op) else { return false };
    let loc = rw.rw.body.op(op).loc;
    let ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let narrow = matches!(ctx.float_kind(ty), Some(FloatKind::F16 | FloatKind::BF16));
    let f32t = ctx.float_type(FloatKind::F32);
    rw.rw.set_insertion_point_before(op);
    let mut args = Vec::with_capacity(operands.len());
    for &v in operands {
        let widen = narrow && rw.rw.body.value_type(v) == ty;
        args.push(if widen { build1(rw, "llvm.fpext", loc, vec![v], f32t, vec![]) } else { v });
    }
    let Some(r) = call(rw, loc, callee, args, Some(if narrow { f32t } else { ty })) else { return false };
    let r = if narrow { build1(rw, "llvm.fptrunc", loc, vec![r], ty, vec![]) } else { r };
    rw.replace_op(op, &[r]);
    true
}

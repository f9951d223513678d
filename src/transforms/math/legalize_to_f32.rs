//! `math-legalize-to-f32`: math ops on floats narrower than 32 bits (f16,
//! bf16, the f8 types; scalars, vectors and tensors of them) compute in
//! f32, as upstream MLIR 19's pass does (see `transforms::arith::widen`:
//! operands extended once after their definition, the op rebuilt on f32,
//! results truncated back, all `fastmath<contract>`). `math.fma` stays, as
//! upstream.
//!
//! Upstream also turns vectors and tensors of f64 or tf32 into f32 ones and
//! then builds an invalid `arith.extf`
//! (`tests/check/upstream_divergence_math.mlir`); Strata leaves them alone,
//! as upstream does scalars of those types.

use crate::dialects::arith::same_shape;
use crate::ir::float::FloatKind;
use crate::ir::{Body, Context, OpId, Type};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::transforms::arith::widen::{has_narrow_type, widen_ops};

struct LegalizeToF32;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LegalizeToF32))
}

impl Pass for LegalizeToF32 {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        widen_ops(cx.ctx, cx.registry, &mut target.body, &selected, &widened);
        Ok(())
    }
}

/// `ty` with its floats narrower than 32 bits made f32. tf32 stays, as
/// mlir-opt-19 leaves scalar tf32 alone.
fn widened(ctx: &Context, ty: Type) -> Type {
    let element = ctx.element_type(ty).unwrap_or(ty);
    match ctx.float_kind(element) {
        Some(k) if k.bit_width() < 32 && k != FloatKind::TF32 => same_shape(ctx, ty, ctx.float_type(FloatKind::F32)),
        _ => ty,
    }
}

/// Whether `op` is a math op other than `math.fma` with a narrow float.
fn selected(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = ctx.str(body.op(op).name);
    name.starts_with("math.") && name != "math.fma" && has_narrow_type(ctx, body, op, &widened)
}

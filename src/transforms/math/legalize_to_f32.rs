//! `math-legalize-to-f32`: math ops on floats narrower than 32 bits (f16,
//! bf16, the f8 types; scalars, vectors and tensors of them) compute
//! in f32, as upstream MLIR 19's pass does: each such operand is extended
//! once (`arith.extf ... fastmath<contract>`, right after its definition,
//! or at the start of its block for a block argument), the op is rebuilt on
//! f32 with its attributes, and each result truncated back
//! (`arith.truncf ... fastmath<contract>`). `math.fma` stays, as upstream.
//!
//! Upstream also turns vectors and tensors of f64 or tf32 into f32 ones and
//! then builds an invalid `arith.extf`
//! (`tests/check/upstream_divergence_math.mlir`); Strata leaves them alone,
//! as upstream does scalars of those types.

use rustc_hash::FxHashMap;

use crate::dialects::arith::{same_shape, ExtFOp, TruncFOp, FASTMATH, FASTMATH_CONTRACT};
use crate::ir::float::FloatKind;
use crate::ir::{Body, Context, OpId, Type, ValueDef, ValueId};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::for_each_isolated;
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

struct LegalizeToF32;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LegalizeToF32))
}

impl Pass for LegalizeToF32 {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        legalize(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

/// `ty` with its floats narrower than 32 bits made f32. tf32 counts as 32
/// bits wide (its storage), as upstream's `FloatType::getWidth` has it.
fn widened(ctx: &Context, ty: Type) -> Type {
    let element = ctx.element_type(ty).unwrap_or(ty);
    match ctx.float_kind(element) {
        Some(k) if k.bit_width() < 32 && k != FloatKind::TF32 => same_shape(ctx, ty, ctx.float_type(FloatKind::F32)),
        _ => ty,
    }
}

/// Whether the math op `op` has an operand or result to widen.
fn needs_widening(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = ctx.str(body.op(op).name);
    if !name.starts_with("math.") || name == "math.fma" {
        return false;
    }
    let narrow = |v: &ValueId| widened(ctx, body.value_type(*v)) != body.value_type(*v);
    body.operands(op).iter().any(narrow) || body.results(op).iter().any(narrow)
}

fn legalize(ctx: &Context, registry: &Registry, body: &mut Body) {
    let mut ops = Vec::new();
    for region in body.roots.clone() {
        body.walk_region(region, &mut |op| {
            if needs_widening(ctx, body, op) {
                ops.push(op);
            }
        });
    }
    let mut extended = FxHashMap::default();
    let mut rw = Rewriter::new(ctx, registry, body);
    for op in ops {
        widen(&mut rw, &mut extended, op);
    }
    for_each_isolated(body, &mut |_, inner| legalize(ctx, registry, inner));
}

/// Rebuild `op` on f32 values between extensions and truncations.
/// `extended` holds the f32 extension made of each value so far.
fn widen(rw: &mut Rewriter<'_>, extended: &mut FxHashMap<ValueId, ValueId>, op: OpId) {
    let ctx = rw.ctx;
    let contract = FASTMATH.attr(ctx, FASTMATH_CONTRACT);
    let loc = rw.body.op(op).loc;
    let mut operands = rw.body.operands(op).to_vec();
    for v in &mut operands {
        let wide = widened(ctx, rw.body.value_type(*v));
        if wide == rw.body.value_type(*v) {
            continue;
        }
        if let Some(&e) = extended.get(v) {
            *v = e;
            continue;
        }
        match rw.body.value(*v).def {
            ValueDef::Result { op: def, .. } => rw.set_insertion_point_after(def),
            ValueDef::BlockArg { block, .. } => rw.set_insertion_point_to_start(block),
            ValueDef::Placeholder => unreachable!("a parsed body has no placeholders"),
        }
        let ext = ExtFOp::create(ctx, rw.body, loc, *v, wide, Some(contract));
        rw.insert(ext.0);
        extended.insert(*v, ext.out(rw.body));
        *v = ext.out(rw.body);
    }
    let old: Vec<Type> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let types = old.iter().map(|&t| widened(ctx, t)).collect();
    rw.set_insertion_point_before(op);
    let new = rw.rebuild_with(op, operands, types);
    let mut results = rw.body.results(new).to_vec();
    for (r, &ty) in results.iter_mut().zip(&old) {
        if rw.body.value_type(*r) != ty {
            let trunc = TruncFOp::create(ctx, rw.body, loc, *r, ty, Some(contract), None);
            rw.insert(trunc.0);
            *r = trunc.out(rw.body);
        }
    }
    rw.replace_op(op, &results);
}

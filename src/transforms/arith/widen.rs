//! Computing ops on a float type through a wider one, the way upstream's
//! type conversions with an `arith.extf` materialization do it: each
//! operand to widen is extended once (`arith.extf ... fastmath<contract>`,
//! right after its definition, or at the start of its block for a block
//! argument), the op is rebuilt on the wider types with its attributes,
//! and each widened result is truncated back (`arith.truncf ...
//! fastmath<contract>`). Used by `arith-emulate-unsupported-floats` and
//! `math-legalize-to-f32`.

use rustc_hash::FxHashMap;

use crate::dialects::arith::{ExtFOp, TruncFOp, FASTMATH, FASTMATH_CONTRACT};
use crate::ir::{Body, Context, OpId, Type, ValueDef, ValueId};
use crate::opdef::Registry;
use crate::rewrite::greedy::for_each_isolated;
use crate::rewrite::Rewriter;

/// A widening: the type each type is computed in (itself when it stays).
pub(crate) type Widen<'w> = &'w dyn Fn(&Context, Type) -> Type;

/// Whether `op` has an operand or result whose type `widen` changes.
pub(crate) fn has_narrow_type(ctx: &Context, body: &Body, op: OpId, widen: Widen<'_>) -> bool {
    let narrow = |v: &ValueId| widen(ctx, body.value_type(*v)) != body.value_type(*v);
    body.operands(op).iter().any(narrow) || body.results(op).iter().any(narrow)
}

/// Widen every op of `body` (and of the isolated ops in it) that `selected`
/// picks, in program order.
pub(crate) fn widen_ops(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    selected: &dyn Fn(&Context, &Body, OpId) -> bool,
    widen: Widen<'_>,
) {
    let mut ops = Vec::new();
    for region in body.roots.clone() {
        body.walk_region(region, &mut |op| {
            if selected(ctx, body, op) {
                ops.push(op);
            }
        });
    }
    let mut extended = FxHashMap::default();
    let mut rw = Rewriter::new(ctx, registry, body);
    for op in ops {
        widen_op(&mut rw, &mut extended, op, widen);
    }
    for_each_isolated(body, &mut |_, inner| widen_ops(ctx, registry, inner, selected, widen));
}

/// Rebuild `op` on widened values between extensions and truncations.
/// `extended` holds the extension made of each value so far.
fn widen_op(rw: &mut Rewriter<'_>, extended: &mut FxHashMap<ValueId, ValueId>, op: OpId, widen: Widen<'_>) {
    let ctx = rw.ctx;
    let contract = FASTMATH.attr(ctx, FASTMATH_CONTRACT);
    let loc = rw.body.op(op).loc;
    let mut operands = rw.body.operands(op).to_vec();
    for v in &mut operands {
        let wide = widen(ctx, rw.body.value_type(*v));
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
    let types = old.iter().map(|&t| widen(ctx, t)).collect();
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

//! `int-range-optimizations`: with the ranges of [`super::analysis`], the
//! greedy driver (bottom-up, folding, as upstream) replaces every used
//! value whose range holds one value (op results and region arguments) by
//! a constant built by the materializer of the value's dialect (arith's
//! when it has none), and `remsi`/`remui` of a value in `0..c` by a
//! positive constant `c` by that value.

use crate::dialects::arith::constfold::{build, Elems};
use crate::ir::{Attribute, Body, Context, OpId, ValueDef, ValueId};
use crate::opdef::Traits;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::{dialect_of, value_int, Rewriter};
use crate::syntax::diag::Diagnostic;

use rustc_hash::FxHashMap;

use super::analysis::IntRanges;

struct IntRangeOptimizations;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(IntRangeOptimizations))
}

impl Pass for IntRangeOptimizations {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, registry) = (cx.ctx, cx.registry);
        let mut arenas = FxHashMap::default();
        super::analyze_all(ctx, registry, &mut target.body, &mut arenas);
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        let patterns = |rw: &mut Rewriter<'_>, op: OpId| {
            let Some(ranges) = arenas.get(&super::arena_key(rw.body)) else { return false };
            materialize_known_constants(rw, op, ranges) || delete_trivial_rem(rw, op, ranges)
        };
        apply_pattern_set_greedily(ctx, registry, Some(target.name), &mut target.body, &config, &patterns);
        Ok(())
    }
}

/// The integer attribute of `v`'s type holding its single possible value.
fn known_constant(ctx: &Context, body: &Body, ranges: &IntRanges, v: ValueId) -> Option<Attribute> {
    let value = ranges.get(v)?.constant_value()?;
    if !body.has_uses(v) {
        return None;
    }
    build(ctx, body.value_type(v), Elems::Scalar(u128::from(value)))
}

/// Replace the uses of `v` by a constant of `value`.
fn replace_by_constant(rw: &mut Rewriter<'_>, v: ValueId, value: Attribute) -> bool {
    let ctx = rw.ctx;
    let ty = rw.body.value_type(v);
    let (dialect, loc) = match rw.body.value(v).def {
        ValueDef::Result { op, .. } => (dialect_of(ctx.str(rw.body.op(op).name)), rw.body.op(op).loc),
        ValueDef::BlockArg { block, .. } => {
            let owner = rw.body.parent_region(block).and_then(|r| rw.body.parent_op(r));
            let dialect = owner.map_or("builtin", |o| dialect_of(ctx.str(rw.body.op(o).name)));
            (dialect, rw.body.value(v).loc.unwrap_or_else(|| ctx.unknown_loc()))
        }
        ValueDef::Placeholder => return false,
    };
    let made = rw.registry.materializer(dialect).and_then(|m| m(rw, value, ty, loc));
    let Some(c) = made.or_else(|| crate::dialects::arith::materialize_constant(rw, value, ty, loc)) else {
        return false;
    };
    rw.replace_all_uses_with(v, c);
    true
}

/// Upstream's `MaterializeKnownConstantValues`.
fn materialize_known_constants(rw: &mut Rewriter<'_>, op: OpId, ranges: &IntRanges) -> bool {
    let (ctx, body) = (rw.ctx, &*rw.body);
    if rw.registry.traits_named(ctx, body.op(op).name).contains(Traits::CONSTANT_LIKE) {
        return false;
    }
    let results: Vec<(ValueId, Attribute)> =
        body.results(op).iter().filter_map(|&v| Some((v, known_constant(ctx, body, ranges, v)?))).collect();
    let mut args: Vec<(ValueId, Attribute, crate::ir::BlockId)> = Vec::new();
    for &r in &body.op(op).regions {
        for &b in &body.region(r).blocks {
            for &a in &body.block(b).args {
                if let Some(c) = known_constant(ctx, body, ranges, a) {
                    args.push((a, c, b));
                }
            }
        }
    }
    if results.is_empty() && args.is_empty() {
        return false;
    }
    let mut changed = false;
    rw.set_insertion_point_after(op);
    for (v, c) in results {
        changed |= replace_by_constant(rw, v, c);
    }
    for (a, c, b) in args {
        rw.set_insertion_point_to_start(b);
        changed |= replace_by_constant(rw, a, c);
    }
    changed
}

/// Upstream's `DeleteTrivialRem`: `rem(x, c)` with `0 <= x < c` is `x`.
fn delete_trivial_rem(rw: &mut Rewriter<'_>, op: OpId, ranges: &IntRanges) -> bool {
    let name = rw.ctx.str(rw.body.op(op).name);
    if name != "arith.remsi" && name != "arith.remui" {
        return false;
    }
    let (lhs, rhs) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let Some(modulus) = value_int(rw.ctx, rw.registry, rw.body, rhs).and_then(|m| i128::try_from(m).ok()) else {
        return false;
    };
    let Some(range) = ranges.get(lhs) else { return false };
    if modulus <= 0 || range.smin < 0 || i128::from(range.smax) >= modulus {
        return false;
    }
    rw.replace_op(op, &[lhs]);
    true
}

//! `arith-unsigned-when-equivalent`: signed divisions, remainders, min/max,
//! sign extensions and signed comparisons whose operands (and results)
//! the range analysis proves non-negative become their unsigned forms,
//! which compute the same there (`floordivsi` becomes `divui`), as
//! upstream MLIR 19's pass does. Nothing else changes.

use crate::dialects::arith::CMP_I_ENUM;
use crate::ir::{Body, Context, OpId, OperationState};
use crate::opdef::ods::{attr, set_attr};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::for_each_isolated;
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

use super::analysis::{analyze, IntRanges};

/// Each signed op and its unsigned form.
const UNSIGNED: &[(&str, &str)] = &[
    ("arith.divsi", "arith.divui"),
    ("arith.ceildivsi", "arith.ceildivui"),
    ("arith.floordivsi", "arith.divui"),
    ("arith.remsi", "arith.remui"),
    ("arith.minsi", "arith.minui"),
    ("arith.maxsi", "arith.maxui"),
    ("arith.extsi", "arith.extui"),
];

struct UnsignedWhenEquivalent;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(UnsignedWhenEquivalent))
}

impl Pass for UnsignedWhenEquivalent {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        rewrite_arena(cx.ctx, cx.registry, &mut target.body);
        Ok(())
    }
}

/// Rewrite the ops of `body` and of the isolated arenas nested in it.
fn rewrite_arena(ctx: &Context, registry: &Registry, body: &mut Body) {
    let ranges = analyze(ctx, registry, body);
    let mut ops = Vec::new();
    for r in body.roots.clone() {
        body.walk_region(r, &mut |op| ops.push(op));
    }
    let mut rw = Rewriter::new(ctx, registry, body);
    for op in ops {
        to_unsigned(&mut rw, op, &ranges);
    }
    for_each_isolated(body, &mut |_, inner| rewrite_arena(ctx, registry, inner));
}

/// The unsigned predicate of a signed `cmpi` predicate (slt..sge).
fn unsigned_predicate(p: i64) -> Option<i64> {
    (2..=5).contains(&p).then_some(p + 4)
}

fn to_unsigned(rw: &mut Rewriter<'_>, op: OpId, ranges: &IntRanges) {
    let ctx = rw.ctx;
    let name = ctx.str(rw.body.op(op).name);
    let operands = rw.body.operands(op).to_vec();
    let results = rw.body.results(op).to_vec();
    if name == "arith.cmpi" {
        let pred = attr(ctx, rw.body, op, "predicate").and_then(|p| CMP_I_ENUM.value_of(ctx, p));
        let Some(unsigned) = pred.and_then(unsigned_predicate) else { return };
        if operands.iter().all(|&v| ranges.non_negative(v)) {
            set_attr(ctx, rw.body, op, "predicate", CMP_I_ENUM.attr(ctx, unsigned));
        }
        return;
    }
    let Some(&(_, new_name)) = UNSIGNED.iter().find(|(s, _)| *s == name) else { return };
    if !operands.iter().chain(&results).all(|&v| ranges.non_negative(v)) {
        return;
    }
    let data = rw.body.op(op);
    let types = results.iter().map(|&r| rw.body.value_type(r)).collect();
    let mut state = OperationState::new(ctx, new_name, data.loc, operands, types);
    state.properties = data.properties;
    state.attributes = data.attributes;
    rw.set_insertion_point_before(op);
    let new = rw.create(state);
    let values = rw.body.results(new).to_vec();
    rw.replace_op(op, &values);
}

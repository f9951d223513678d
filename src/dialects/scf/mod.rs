//! The scf dialect: structured control flow (`scf.for`, `scf.if`,
//! `scf.while`, `scf.index_switch`, `scf.parallel`, `scf.forall`,
//! `scf.execute_region` and their terminators), declared in `ops.ods`. The
//! loop and branch ops have hand-written syntax (`syntax.rs`, `forall.rs`);
//! this module holds their verifiers, which check what flows between the
//! regions and the op with upstream's `RegionBranchOpInterface` and
//! `LoopLikeOpInterface` messages.

mod canonicalize;
mod forall;
mod int_range;
mod syntax;

use crate::ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, RegionId, Type, ValueDef, ValueId};
use crate::opdef::ods::attr;
use crate::opdef::ods::value_types as types;
use crate::opdef::Registry;
use crate::verify::VerifyCx;
use canonicalize::*;
use forall::*;
pub(crate) use syntax::parse_if_tail;
use syntax::*;

include!(concat!(env!("OUT_DIR"), "/ods/scf.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_region_invocation_bounds("scf", region_invocation_bounds);
    r.add_infer_int_ranges("scf", int_range::infer);
}

pub static ANY_RANKED_TENSOR: crate::opdef::ods::TypeConstraint = crate::opdef::ods::TypeConstraint {
    desc: "ranked tensor of any type values",
    check: |c, t| matches!(c.type_kind(t), crate::ir::TypeKind::RankedTensor { .. }),
    build: None,
};

fn entry_block(body: &Body, region: RegionId) -> Option<BlockId> {
    body.region(region).blocks.first().copied()
}

/// The last op of the region's entry block, if it is a `name` op.
fn terminator(cx: &VerifyCx<'_>, body: &Body, region: RegionId, name: &str) -> Option<OpId> {
    let last = body.last_op(entry_block(body, region)?)?;
    (cx.ctx.str(body.op(last).name) == name).then_some(last)
}

/// Operand types of the region's `scf.yield` (none when it ends otherwise).
fn yielded(cx: &VerifyCx<'_>, body: &Body, region: RegionId) -> crate::opdef::ods::Types {
    terminator(cx, body, region, YieldOp::NAME).map(|t| types(body, body.operands(t))).unwrap_or_default()
}

/// `RegionBranchOpInterface`: the values passed along an edge between
/// regions (or the op) match what the target receives. False after an error.
fn check_edge(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, from: &str, to: &str, src: &[Type], dst: &[Type]) -> bool {
    if src.len() != dst.len() {
        let msg = format!(
            " region control flow edge from {from} to {to}: source has {} operands, but target successor needs {}",
            src.len(),
            dst.len()
        );
        cx.op_error(body, op, msg);
        return false;
    }
    for (i, (&s, &d)) in src.iter().zip(dst).enumerate() {
        if s != d {
            let msg = format!(
                " along control flow edge from {from} to {to}: source type #{i} {} should match input type #{i} {}",
                cx.type_str(s),
                cx.type_str(d)
            );
            cx.op_error(body, op, msg);
            return false;
        }
    }
    true
}

const PARENT_OPERANDS: &str = "parent operands";
const PARENT_RESULTS: &str = "parent results";

fn verify_execute_region(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let region = body.op(op).regions[0];
    let Some(entry) = entry_block(body, region) else {
        cx.op_error(body, op, "region needs to have at least one block");
        return;
    };
    if !body.block(entry).args.is_empty() {
        cx.op_error(body, op, "region cannot have any arguments");
        return;
    }
    let results = types(body, body.results(op));
    for &b in &body.region(region).blocks {
        let Some(t) = body.last_op(b).filter(|&t| cx.ctx.str(body.op(t).name) == YieldOp::NAME) else { continue };
        if !check_edge(cx, body, op, "Region #0", PARENT_RESULTS, &types(body, body.operands(t)), &results) {
            return;
        }
    }
}

fn verify_for(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let for_op = ForOp(op);
    let inits = types(body, for_op.init_args(ctx, body));
    let results = types(body, body.results(op));
    if inits.len() != results.len() {
        cx.op_error(body, op, "mismatch in number of loop-carried values and defined values");
        return;
    }
    let region = for_op.region(body);
    let Some(entry) = entry_block(body, region) else { return };
    let args = types(body, &body.block(entry).args);
    let Some((&iv, iter)) = args.split_first() else {
        cx.op_error(body, op, "expected induction variable to be same type as bounds and step");
        return;
    };
    let yields = yielded(cx, body, region);
    if let Some(msg) = loop_like(&inits, iter, &yields, &results, |t| cx.type_str(t)) {
        cx.op_error(body, op, msg);
        return;
    }
    let edges = [
        (PARENT_OPERANDS, "Region #0", &inits, iter),
        ("Region #0", "Region #0", &yields, iter),
        ("Region #0", PARENT_RESULTS, &yields, &results[..]),
    ];
    for (from, to, src, dst) in edges {
        if !check_edge(cx, body, op, from, to, src, dst) {
            return;
        }
    }
    if iv != body.value_type(for_op.lower_bound(ctx, body)) {
        cx.op_error(body, op, "expected induction variable to be same type as bounds and step");
    }
}

/// `LoopLikeOpInterface`'s checks of inits, region iter_args, yielded
/// values and loop results.
pub(crate) fn loop_like(
    inits: &[Type],
    iter: &[Type],
    yields: &[Type],
    results: &[Type],
    show: impl Fn(Type) -> String,
) -> Option<String> {
    if inits.len() != iter.len() {
        return Some(format!("different number of inits and region iter_args: {} != {}", inits.len(), iter.len()));
    }
    if !yields.is_empty() && iter.len() != yields.len() {
        let (n, m) = (iter.len(), yields.len());
        return Some(format!("different number of region iter_args and yielded values: {n} != {m}"));
    }
    if results.len() != iter.len() {
        let (n, m) = (results.len(), iter.len());
        return Some(format!("different number of loop results and region iter_args: {n} != {m}"));
    }
    let pairs = [
        ("init", "region iter_arg", inits, iter),
        ("region iter_arg", "yielded value", iter, yields),
        ("loop result", "region iter_arg", results, iter),
    ];
    for (a, b, xs, ys) in pairs {
        if let Some((i, (&x, &y))) = xs.iter().zip(ys).enumerate().find(|(_, (x, y))| x != y) {
            return Some(format!("{i}-th {a} and {i}-th {b} have different type: {} != {}", show(x), show(y)));
        }
    }
    None
}

fn verify_if(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let regions = &body.op(op).regions;
    for (i, &r) in regions.iter().enumerate() {
        if entry_block(body, r).is_some_and(|b| !body.block(b).args.is_empty()) {
            cx.op_error(body, op, format!("region #{i} should have no arguments"));
            return;
        }
    }
    let results = types(body, body.results(op));
    let has_else = entry_block(body, regions[1]).is_some();
    if !results.is_empty() && !has_else {
        cx.op_error(body, op, "must have an else block if defining values");
        return;
    }
    for (i, &r) in regions.iter().enumerate().take(if has_else { 2 } else { 1 }) {
        let yields = yielded(cx, body, r);
        if !check_edge(cx, body, op, &format!("Region #{i}"), PARENT_RESULTS, &yields, &results) {
            return;
        }
    }
}

fn verify_while(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let w = WhileOp(op);
    let (before, after) = (w.before(body), w.after(body));
    let ends = [
        (before, ConditionOp::NAME, "expects the 'before' region to terminate with 'scf.condition'"),
        (after, YieldOp::NAME, "expects the 'after' region to terminate with 'scf.yield'"),
    ];
    let mut terms = Vec::new();
    for (region, name, msg) in ends {
        let Some(entry) = entry_block(body, region) else { return };
        match body.last_op(entry) {
            Some(t) if cx.ctx.str(body.op(t).name) == name => terms.push(t),
            last => {
                let mut d = cx.make_op_error(body, op, msg);
                if let Some(t) = last {
                    d = d.with_note(body.op(t).loc, "terminator here");
                }
                cx.report(d);
                return;
            }
        }
    }
    let args = |r| entry_block(body, r).map(|b| types(body, &body.block(b).args)).unwrap_or_default();
    let inits = types(body, body.operands(op));
    let forwarded = types(body, &body.operands(terms[0])[1..]);
    let edges = [
        (PARENT_OPERANDS, "Region #0", inits, args(before)),
        ("Region #0", PARENT_RESULTS, forwarded.clone(), types(body, body.results(op))),
        ("Region #0", "Region #1", forwarded, args(after)),
        ("Region #1", "Region #0", types(body, body.operands(terms[1])), args(before)),
    ];
    for (from, to, src, dst) in edges {
        if !check_edge(cx, body, op, from, to, &src, &dst) {
            return;
        }
    }
}

/// The case values of an `scf.index_switch` (none when malformed).
pub(crate) fn switch_cases(ctx: &Context, body: &Body, op: OpId) -> Vec<i64> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "cases")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.iter().map(|&v| v as i64).collect(),
        _ => Vec::new(),
    }
}

fn verify_index_switch(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let cases = switch_cases(ctx, body, op);
    let regions = &body.op(op).regions;
    if cases.len() != regions.len() - 1 {
        let msg = format!("has {} case regions but {} case values", regions.len() - 1, cases.len());
        cx.op_error(body, op, msg);
        return;
    }
    if let Some(dup) = cases.iter().enumerate().find(|(i, v)| cases[..*i].contains(v)) {
        cx.op_error(body, op, format!("has duplicate case value: {}", dup.1));
        return;
    }
    let results = types(body, body.results(op));
    for (i, &r) in regions.iter().enumerate() {
        let name = if i == 0 { "default region".to_string() } else { format!("case region #{}", i - 1) };
        let Some(last) = entry_block(body, r).and_then(|b| body.last_op(b)) else { return };
        if ctx.str(body.op(last).name) != YieldOp::NAME {
            let msg = format!("expected region to end with scf.yield, but got {}", ctx.str(body.op(last).name));
            cx.op_error(body, op, msg);
            return;
        }
        let yields = types(body, body.operands(last));
        let loc = body.op(last).loc;
        if yields.len() != results.len() {
            let msg =
                format!("expected each region to return {} values, but {name} returns {}", results.len(), yields.len());
            let d = cx.make_op_error(body, op, msg).with_note(loc, "see yield operation here");
            cx.report(d);
            return;
        }
        if let Some((k, (&y, &t))) = yields.iter().zip(&results).enumerate().find(|(_, (y, t))| y != t) {
            let msg = format!("expected result #{k} of each region to be {}", cx.type_str(t));
            let note = format!("{name} returns {} here", cx.type_str(y));
            let d = cx.make_op_error(body, op, msg).with_note(loc, note);
            cx.report(d);
            return;
        }
    }
}

/// The value of an `arith.constant` integer, if `v` is one.
fn constant_int(cx: &VerifyCx<'_>, body: &Body, v: ValueId) -> Option<i64> {
    let ValueDef::Result { op, .. } = body.value(v).def else { return None };
    if cx.ctx.str(body.op(op).name) != "arith.constant" {
        return None;
    }
    match cx.ctx.attr_kind(attr(cx.ctx, body, op, "value")?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

fn verify_parallel(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let p = ParallelOp(op);
    let steps = p.step(ctx, body);
    if steps.is_empty() {
        cx.op_error(body, op, "needs at least one tuple element for lowerBound, upperBound and step");
        return;
    }
    if steps.iter().any(|&s| constant_int(cx, body, s).is_some_and(|c| c <= 0)) {
        cx.op_error(body, op, "constant step operand must be positive");
        return;
    }
    let region = p.region(body);
    let Some(entry) = entry_block(body, region) else { return };
    let args = &body.block(entry).args;
    if args.len() != steps.len() {
        let msg = format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        );
        cx.op_error(body, op, msg);
        return;
    }
    if args.iter().any(|&a| !ctx.is_index(body.value_type(a))) {
        cx.op_error(body, op, "expects arguments for the induction variable to be of index type");
        return;
    }
    let Some(reduce) = terminator(cx, body, region, ReduceOp::NAME) else {
        let mut d = cx.make_op_error(body, op, "expects body to terminate with 'scf.reduce'");
        if let Some(t) = body.last_op(entry) {
            d = d.with_note(body.op(t).loc, "terminator here");
        }
        cx.report(d);
        return;
    };
    let results = types(body, body.results(op));
    let reductions = body.op(reduce).regions.len();
    let inits = p.init_vals(ctx, body).len();
    if results.len() != reductions {
        let msg = format!(
            "expects number of results: {} to be the same as number of reductions: {reductions}",
            results.len()
        );
        cx.op_error(body, op, msg);
        return;
    }
    if results.len() != inits {
        let msg =
            format!("expects number of results: {} to be the same as number of initial values: {inits}", results.len());
        cx.op_error(body, op, msg);
        return;
    }
    let operands = types(body, body.operands(reduce));
    if let Some((i, (&o, &r))) = operands.iter().zip(&results).enumerate().find(|(_, (o, r))| o != r) {
        let msg = format!(
            "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
            cx.type_str(o),
            cx.type_str(r)
        );
        cx.op_error(body, reduce, msg);
    }
}

fn verify_reduce(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let operands = types(body, body.operands(op));
    for (i, &r) in body.op(op).regions.iter().enumerate() {
        let Some(&ty) = operands.get(i) else { return };
        let Some(entry) = entry_block(body, r) else { return };
        let Some(last) = body.last_op(entry) else {
            cx.op_error(body, op, format!("{i}-th reduction has an empty body"));
            return;
        };
        let args = &body.block(entry).args;
        if args.len() != 2 || args.iter().any(|&a| body.value_type(a) != ty) {
            let msg =
                format!("expected two block arguments with type {} in the {i}-th reduction region", cx.type_str(ty));
            cx.op_error(body, op, msg);
            return;
        }
        if cx.ctx.str(body.op(last).name) != ReduceReturnOp::NAME {
            cx.op_error(body, op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
            return;
        }
    }
}

fn verify_reduce_return(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let Some(block) = body.parent_block(op) else { return };
    let Some(&arg) = body.block(block).args.first() else { return };
    let expected = body.value_type(arg);
    if body.value_type(body.operands(op)[0]) != expected {
        let msg = format!("must have type {} (the type of the reduction inputs)", cx.type_str(expected));
        cx.op_error(body, op, msg);
    }
}

/// How often the regions of `scf.if` and `scf.index_switch` run: at most
/// once each; exactly the one a constant condition or index selects.
pub(crate) fn region_invocation_bounds(
    ctx: &Context,
    body: &Body,
    op: OpId,
    constants: &[Option<Attribute>],
) -> Option<Vec<(u64, Option<u64>)>> {
    let regions = body.op(op).regions.len();
    let known = |c: Option<&Option<Attribute>>| match c.copied().flatten().map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => i64::try_from(value).ok(),
        _ => None,
    };
    // Which region runs, when the operand says.
    let chosen = match ctx.str(body.op(op).name) {
        IfOp::NAME => known(constants.first()).map(|c| if c != 0 { 0 } else { 1 }),
        IndexSwitchOp::NAME => known(constants.first())
            .map(|c| switch_cases(ctx, body, op).iter().position(|&k| k == c).map_or(0, |i| i + 1)),
        _ => return None,
    };
    Some(
        (0..regions)
            .map(|r| match chosen {
                Some(c) if c == r => (1, Some(1)),
                Some(_) => (0, Some(0)),
                None => (0, Some(1)),
            })
            .collect(),
    )
}

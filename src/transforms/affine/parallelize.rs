//! `affine-parallelize`: every `affine.for` the dependence analysis finds
//! parallel becomes a one-dimensional `affine.parallel` with the same
//! bounds and step.
//!
//! Loops are chosen on the function as it comes, outermost first, and
//! converted in that order; a loop already inside `max-nested`
//! `affine.parallel` ops (up to the nearest affine scope) stays. Loops
//! carrying values are converted only with `parallel-reductions` and when
//! each value is a supported reduction (`addf`, `mulf`, `addi`, `muli`,
//! `andi`, `ori`, `minimumf`, `maximumf` of the iteration argument and a
//! value of the body, yielded; the integer min/max reductions would not
//! verify on arith's signless types, so those loops stay):
//! the body then yields that value, the `affine.parallel` reduces it, and
//! the initial value is combined with the result after the loop.

use crate::dialects::affine::{groups_attr, ForOp, ParallelOp, YieldOp};
use crate::ir::{AttrKind, Body, Context, OpId, OperationState, ValueId};
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

use super::analysis::{is_loop_parallel, parallel_reductions};
use super::unroll::loop_block;
use crate::dialects::affine::MapCx;

struct Parallelize {
    max_nested: u64,
    reductions: bool,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let max_nested = match options.get("max-nested").map(String::as_str) {
        None | Some("") => u64::from(u32::MAX),
        Some(v) => v.parse().map_err(|_| format!("invalid value '{v}' for option max-nested"))?,
    };
    Ok(Box::new(Parallelize { max_nested, reductions: flag(options, "parallel-reductions") }))
}

impl Pass for Parallelize {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let (ctx, registry) = (cx.ctx, cx.registry);
        let body = &mut target.body;
        let mut loops = Vec::new();
        for r in body.roots.clone() {
            body.walk_region(r, &mut |op| {
                if ctx.str(body.op(op).name) == ForOp::NAME {
                    loops.push(op);
                }
            });
        }
        let candidates: Vec<(OpId, Vec<(usize, &'static str)>)> = loops
            .into_iter()
            .filter_map(|l| {
                let mcx = MapCx { ctx, registry, body };
                if self.reductions {
                    parallel_reductions(mcx, l).map(|r| (l, r))
                } else {
                    is_loop_parallel(mcx, l).then(|| (l, Vec::new()))
                }
            })
            .collect();
        for (l, reductions) in candidates {
            if (enclosing_parallel_ops(ctx, body, l) as u64) < self.max_nested {
                parallelize(ctx, body, l, &reductions);
            }
        }
        Ok(())
    }
}

/// The `affine.parallel` ops around `op` in its function (the affine
/// scope, whose body is an arena of its own).
fn enclosing_parallel_ops(ctx: &Context, body: &Body, op: OpId) -> usize {
    let mut count = 0;
    let mut cur = body.parent_block(op).and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r));
    while let Some(p) = cur {
        count += usize::from(ctx.str(body.op(p).name) == ParallelOp::NAME);
        cur = body.parent_block(p).and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r));
    }
    count
}

/// The `arith.atomic_rmw` kind of a reduction's combiner op.
fn reduction_kind(combiner: &str) -> Option<&'static str> {
    Some(match combiner {
        "arith.addf" => "addf",
        "arith.mulf" => "mulf",
        "arith.addi" => "addi",
        "arith.muli" => "muli",
        "arith.andi" => "andi",
        "arith.ori" => "ori",
        "arith.minimumf" => "minimumf",
        "arith.maximumf" => "maximumf",
        // `mins`, `maxs`, `minu` and `maxu` reductions only verify on
        // signed or unsigned integer types, and arith's min/max ops take
        // signless ones: such loops stay (upstream builds the invalid op).
        _ => return None,
    })
}

/// Replace `for_op` by an `affine.parallel` (see the module docs). False,
/// with nothing changed, when a reduction's combined value has other uses.
fn parallelize(ctx: &Context, body: &mut Body, for_op: OpId, reductions: &[(usize, &'static str)]) -> bool {
    let f = ForOp(for_op);
    let block = loop_block(body, for_op);
    let Some(term) = body.last_op(block) else { return false };
    let args = body.block(block).args.clone();
    // Per reduction: its kind, combiner op and the body's contribution.
    let mut reduced = Vec::new();
    for &(pos, combiner_name) in reductions {
        let Some(kind) = reduction_kind(combiner_name) else { return false };
        let arg = args[pos + 1];
        let Some(combiner) = body.uses(arg).first().map(|u| u.op) else { return false };
        let result = body.results(combiner)[0];
        if body.uses(result).len() != 1 {
            return false;
        }
        let ops = body.operands(combiner);
        let Some(&value) = ops.iter().find(|&&v| v != arg) else { return false };
        reduced.push((kind, combiner, value, body.op(combiner).properties));
    }
    let (Some(lb), Some(ub), Some(step)) =
        (f.lower_bound_map(ctx, body), f.upper_bound_map(ctx, body), f.step(ctx, body))
    else {
        return false;
    };
    let results_of = |map| match ctx.attr_kind(map) {
        AttrKind::AffineMap(m) => m.num_results(),
        _ => 0,
    };
    let groups = |n: usize| groups_attr(ctx, &[n]);
    let i64_attr = |v: i64| ctx.int_attr(ctx.integer_type(64), v);
    let step_value = match ctx.attr_kind(step) {
        AttrKind::Integer { value, .. } => i64::try_from(value).unwrap_or(1),
        _ => 1,
    };
    let kinds = reduced
        .iter()
        .map(|(k, _, _, _)| {
            let index = crate::dialects::affine::REDUCTIONS.iter().position(|r| r == k).unwrap_or(0);
            i64_attr(index as i64)
        })
        .collect();
    let mut operands = f.lower_bound_operands(ctx, body).to_vec();
    operands.extend_from_slice(f.upper_bound_operands(ctx, body));
    let result_types: Vec<_> = f.results(ctx, body).iter().map(|&r| body.value_type(r)).collect();
    let loc = body.op(for_op).loc;
    let par = ParallelOp::create(
        ctx,
        body,
        loc,
        operands,
        result_types,
        ctx.attr(AttrKind::Array(kinds)),
        lb,
        groups(results_of(lb)),
        ub,
        groups(results_of(ub)),
        ctx.attr(AttrKind::Array(vec![i64_attr(step_value)])),
    )
    .0;
    body.insert_op_before(for_op, par);
    let new_block = body.create_block(ParallelOp(par).region(body));
    let iv = body.add_block_arg(new_block, ctx.index_type(), body.value(args[0]).loc);
    body.replace_all_uses(args[0], iv);
    let yield_loc = body.op(term).loc;
    body.erase_op(term);
    for &(_, combiner, _, _) in &reduced {
        body.erase_op(combiner);
    }
    let moved: Vec<OpId> = body.block_ops(block).collect();
    for op in moved {
        body.move_op_to_end(op, new_block);
    }
    let values: Vec<ValueId> = reduced.iter().map(|&(_, _, v, _)| v).collect();
    let y = YieldOp::create(ctx, body, yield_loc, values).0;
    body.append_op(new_block, y);
    // Combine each initial value with the reduced one after the loop, with
    // the combiner's properties (fast-math and overflow flags).
    let inits = f.inits(ctx, body).to_vec();
    let par_results = body.results(par).to_vec();
    let mut after = par;
    let mut finals = Vec::new();
    for (((&(_, name), &(_, _, _, properties)), &init), &r) in
        reductions.iter().zip(&reduced).zip(&inits).zip(&par_results)
    {
        let ty = body.value_type(r);
        let mut state = OperationState::new(ctx, name, loc, vec![init, r], vec![ty]);
        state.properties = properties;
        let op = body.create_op(state);
        body.insert_op_after(after, op);
        after = op;
        finals.push(body.results(op)[0]);
    }
    let old_results = body.results(for_op).to_vec();
    for (old, new) in old_results.into_iter().zip(finals) {
        body.replace_all_uses(old, new);
    }
    body.erase_op(for_op);
    true
}

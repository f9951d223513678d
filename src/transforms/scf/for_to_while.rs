//! `scf-for-to-while`: every `scf.for` becomes an `scf.while` carrying the
//! induction variable before the loop's own values. The `before` region
//! compares the variable with the upper bound (`arith.cmpi slt`) and
//! forwards all carried values; the `after` region starts with the
//! increment (`arith.addi` of the step) followed by the loop body, whose
//! `scf.yield` gains the incremented variable as first operand. The loop's
//! results are the `scf.while`'s results after the first. As upstream, the
//! rewrite runs under the greedy driver (folding included), and the new op
//! keeps the loop's discardable attributes.

use crate::dialects::arith::{AddIOp, CmpIOp, CMP_I_ENUM};
use crate::dialects::scf::{ConditionOp, ForOp, WhileOp, YieldOp};
use crate::ir::{OpId, Type, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;
use crate::transforms::linalg::fuse::value_loc;

/// `arith.cmpi`'s `slt` predicate.
const SLT: i64 = 2;

struct ForToWhile;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ForToWhile))
}

impl Pass for ForToWhile {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &for_to_while);
        Ok(())
    }
}

/// The pattern: replace `op`, an `scf.for`, by the equivalent `scf.while`.
fn for_to_while(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(for_op) = ForOp::cast(ctx, rw.body, op) else { return false };
    let Some(&body_block) = rw.body.region(for_op.region(rw.body)).blocks.first() else { return false };
    let (ub, step) = (for_op.upper_bound(ctx, rw.body), for_op.step(ctx, rw.body));
    let loc = rw.body.op(op).loc;
    let iv = rw.body.block(body_block).args[0];
    let mut carried: Vec<(Type, crate::ir::Location)> =
        vec![(rw.body.value_type(iv), rw.body.value(iv).loc.unwrap_or(loc))];
    let mut inits = vec![for_op.lower_bound(ctx, rw.body)];
    for &v in for_op.init_args(ctx, rw.body) {
        carried.push((rw.body.value_type(v), value_loc(ctx, rw.body, v)));
        inits.push(v);
    }
    let types: Vec<Type> = carried.iter().map(|c| c.0).collect();
    let while_op = WhileOp::create(ctx, rw.body, loc, inits, types.clone());
    rw.body.op_mut(while_op.0).attributes = rw.body.op(op).attributes;
    rw.set_insertion_point_before(op);
    rw.insert(while_op.0);

    let before = new_block(rw, while_op.before(rw.body), &carried);
    let before_args = rw.body.block(before).args.clone();
    rw.set_insertion_point_to_end(before);
    let i1 = ctx.integer_type(1);
    let slt = CMP_I_ENUM.attr(ctx, SLT);
    let cmp = CmpIOp::create(ctx, rw.body, loc, before_args[0], ub, i1, slt).0;
    rw.insert(cmp);
    let cond = rw.body.results(cmp)[0];
    let condition = ConditionOp::create(ctx, rw.body, loc, cond, before_args).0;
    rw.insert(condition);

    let after = new_block(rw, while_op.after(rw.body), &carried);
    let after_args = rw.body.block(after).args.clone();
    rw.set_insertion_point_to_end(after);
    let inc = AddIOp::create(ctx, rw.body, loc, after_args[0], step, types[0], None).0;
    rw.insert(inc);
    let next = rw.body.results(inc)[0];
    rw.merge_blocks(body_block, after, &after_args);
    let yields: Vec<OpId> =
        rw.body.block_ops(after).filter(|&o| ctx.str(rw.body.op(o).name) == YieldOp::NAME).collect();
    for y in yields {
        let mut operands: Vec<ValueId> = vec![next];
        operands.extend_from_slice(rw.body.operands(y));
        rw.modify(y, |b| b.set_operands(y, operands));
    }
    let results = rw.body.results(while_op.0)[1..].to_vec();
    rw.replace_op(op, &results);
    true
}

/// A new block at the end of `region` with arguments of the given types
/// and locations.
fn new_block(
    rw: &mut Rewriter<'_>,
    region: crate::ir::RegionId,
    args: &[(Type, crate::ir::Location)],
) -> crate::ir::BlockId {
    let block = rw.body.create_block(region);
    for &(ty, loc) in args {
        rw.body.add_block_arg(block, ty, Some(loc));
    }
    block
}

//! The parallel loops of `convert-scf-to-cf`, lowered to `scf.for` nests
//! that the conversion then turns into blocks, as upstream does:
//!
//! * `scf.parallel` (upstream `ParallelLowering`): one `scf.for` per
//!   dimension, outermost first, carrying the reduction values; each
//!   reduction region is inlined into the innermost body, combining the
//!   loop-carried value with the reduced operand.
//! * `scf.forall` without `shared_outs` (upstream `forallToParallelLoop`):
//!   an `scf.parallel` over its bounds, static ones as `arith.constant`s.

use strata::conversion::ConversionRewriter;
use strata::dialects::scf::{ParallelOp, ReduceOp, YieldOp};
use strata::ir::{BlockId, OpId, ValueId};
use strata::rewrite::{InsertPoint, Rewriter};
use strata::transforms::scf::build_for;
use strata::transforms::scf::forall::forall_to_parallel;

use crate::util::{inline_block_before, insert, merge_blocks};

pub(super) fn lower_parallel(crw: &mut ConversionRewriter<'_, '_>, op: OpId, _operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let (ctx, loc, par) = (rw.ctx, rw.body.op(op).loc, ParallelOp(op));
    let region = par.region(rw.body);
    let Some(&body_block) = rw.body.region(region).blocks.first() else { return false };
    let Some(reduce) = rw.body.last_op(body_block).filter(|&t| ctx.str(rw.body.op(t).name) == ReduceOp::NAME) else {
        return false;
    };
    let num_results = rw.body.results(op).len();
    let reductions = rw.body.op(reduce).regions.clone();
    let well_formed = |r: &strata::ir::RegionId| {
        let blocks = &rw.body.region(*r).blocks;
        blocks.len() == 1 && rw.body.last_op(blocks[0]).is_some_and(|t| rw.body.operands(t).len() == 1)
    };
    if reductions.len() != num_results || !reductions.iter().all(well_formed) {
        return false;
    }
    let bounds = [par.lower_bound(ctx, rw.body), par.upper_bound(ctx, rw.body), par.step(ctx, rw.body)];
    let [lbs, ubs, steps] = bounds.map(<[ValueId]>::to_vec);
    let mut iter_args = par.init_vals(ctx, rw.body).to_vec();
    rw.set_insertion_point_before(op);
    let mut ivs = Vec::with_capacity(lbs.len());
    let mut loop_results = iter_args.clone();
    for (i, ((&lb, &ub), &step)) in lbs.iter().zip(&ubs).zip(&steps).enumerate() {
        let (for_op, block) = build_for(rw, loc, [lb, ub, step], &iter_args);
        ivs.push(rw.body.block(block).args[0]);
        iter_args = rw.body.block(block).args[1..].to_vec();
        let results = rw.body.results(for_op).to_vec();
        if i == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            let outer = insertion_block(rw);
            rw.set_insertion_point_to_end(outer);
            let y = YieldOp::create(ctx, rw.body, loc, results);
            insert(rw, y.0);
        }
        rw.set_insertion_point_to_start(block);
    }
    // The reductions combine the carried value with the reduced operand.
    let reduced = rw.body.operands(reduce).to_vec();
    let mut yielded = Vec::with_capacity(num_results);
    for (i, (&operand, &r)) in reduced.iter().zip(&reductions).enumerate() {
        let block = rw.body.region(r).blocks[0];
        let ret = rw.body.last_op(block).expect("checked");
        yielded.push(rw.body.operands(ret)[0]);
        rw.erase_op(ret);
        inline_block_before(rw.body, block, reduce, &[iter_args[i], operand]);
    }
    rw.erase_op(reduce);
    let innermost = insertion_block(rw);
    match rw.body.last_op(innermost) {
        None => merge_blocks(rw.body, body_block, innermost, &ivs),
        Some(term) => inline_block_before(rw.body, body_block, term, &ivs),
    }
    if !yielded.is_empty() {
        rw.set_insertion_point_to_end(innermost);
        let y = YieldOp::create(ctx, rw.body, loc, yielded);
        insert(rw, y.0);
    }
    crw.replace_op(op, &loop_results);
    true
}

/// The block new ops go to.
fn insertion_block(rw: &Rewriter<'_>) -> BlockId {
    match rw.insertion_point().expect("insertion point is set") {
        InsertPoint::Before(op) => rw.body.parent_block(op).expect("op in a block"),
        InsertPoint::End(block) => block,
    }
}

/// `scf.forall` to `scf.parallel` (`strata::transforms::scf::forall`);
/// `false` when it has `shared_outs`.
pub(super) fn lower_forall(crw: &mut ConversionRewriter<'_, '_>, op: OpId, _operands: &[ValueId]) -> bool {
    if forall_to_parallel(&mut crw.rw, op).is_none() {
        return false;
    }
    crw.replace_op(op, &[]);
    true
}

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
use strata::dialects::scf::{ForOp, ForallOp, ParallelOp, ReduceOp, YieldOp};
use strata::ir::{AttrKind, Attribute, BlockId, Context, Location, OpId, OperationState, ValueId};
use strata::rewrite::{InsertPoint, Rewriter};

use crate::util::{constant_index, inline_block_before, inline_region_before, insert, merge_blocks, value_loc};

/// Upstream's `ShapedType::kDynamic`, which marks the dynamic entries of
/// a mixed static/dynamic list.
const DYNAMIC: i64 = i64::MIN;

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
        let (for_op, block) = create_for(rw, loc, [lb, ub, step], &iter_args);
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

/// An `scf.for` at the insertion point as upstream's builder makes it: a
/// body block with the induction variable and the iteration arguments, and
/// an `scf.yield` when there are none.
fn create_for(
    rw: &mut Rewriter<'_>,
    loc: Location,
    [lb, ub, step]: [ValueId; 3],
    inits: &[ValueId],
) -> (OpId, BlockId) {
    let ctx = rw.ctx;
    let types: Vec<_> = inits.iter().map(|&v| rw.body.value_type(v)).collect();
    let for_op = ForOp::create(ctx, rw.body, loc, lb, ub, step, inits.to_vec(), types.clone());
    insert(rw, for_op.0);
    let block = rw.body.create_block(for_op.region(rw.body));
    let iv_ty = rw.body.value_type(lb);
    rw.body.add_block_arg(block, iv_ty, Some(loc));
    for (&v, ty) in inits.iter().zip(types) {
        let arg_loc = value_loc(ctx, rw.body, v);
        rw.body.add_block_arg(block, ty, Some(arg_loc));
    }
    if inits.is_empty() {
        let y = YieldOp::create(ctx, rw.body, loc, Vec::new());
        rw.body.append_op(block, y.0);
    }
    (for_op.0, block)
}

/// `scf.forall` to `scf.parallel`; `false` when it has `shared_outs`.
pub(super) fn lower_forall(crw: &mut ConversionRewriter<'_, '_>, op: OpId, _operands: &[ValueId]) -> bool {
    let rw = &mut crw.rw;
    let (ctx, loc, forall) = (rw.ctx, rw.body.op(op).loc, ForallOp(op));
    if !forall.outputs(ctx, rw.body).is_empty() || !rw.body.results(op).is_empty() {
        return false;
    }
    let statics = [
        forall.static_lower_bound(ctx, rw.body),
        forall.static_upper_bound(ctx, rw.body),
        forall.static_step(ctx, rw.body),
    ];
    let dynamic = [
        forall.dynamic_lower_bound(ctx, rw.body).to_vec(),
        forall.dynamic_upper_bound(ctx, rw.body).to_vec(),
        forall.dynamic_step(ctx, rw.body).to_vec(),
    ];
    let mut lists = Vec::with_capacity(3);
    for (s, d) in statics.into_iter().zip(dynamic) {
        let Some(s) = s.and_then(|a| i64s(ctx, a)) else { return false };
        if s.iter().filter(|&&v| v == DYNAMIC).count() != d.len() {
            return false;
        }
        lists.push((s, d));
    }
    let region = forall.region(rw.body);
    let Some(&block) = rw.body.region(region).blocks.first() else { return false };
    let Some(term) = rw.body.last_op(block) else { return false };
    rw.set_insertion_point_before(op);
    let mut mixed = lists.iter().map(|(s, d)| mixed_values(rw, loc, s, d));
    let (lbs, ubs, steps) = (mixed.next().expect("3"), mixed.next().expect("3"), mixed.next().expect("3"));
    let par = ParallelOp::create(ctx, rw.body, loc, lbs, ubs, steps, Vec::new(), Vec::new());
    insert(rw, par.0);
    inline_region_before(rw.body, region, par.region(rw.body), None);
    let term_loc = rw.body.op(term).loc;
    rw.set_insertion_point_to_end(block);
    rw.create(reduce_state(ctx, term_loc));
    rw.erase_op(term);
    if let Some(mapping) = forall.mapping(ctx, rw.body) {
        let attrs = ctx.dictionary(vec![(ctx.ident("mapping"), mapping)]);
        rw.body.op_mut(par.0).attributes = attrs;
    }
    crw.replace_op(op, &[]);
    true
}

/// The values of a mixed static/dynamic list, static entries as new
/// `arith.constant`s (upstream `getValueOrCreateConstantIndexOp`).
fn mixed_values(rw: &mut Rewriter<'_>, loc: Location, statics: &[i64], dynamic: &[ValueId]) -> Vec<ValueId> {
    let mut next = dynamic.iter().copied();
    statics
        .iter()
        .map(|&s| if s == DYNAMIC { next.next().expect("counted") } else { constant_index(rw, loc, s) })
        .collect()
}

/// An `scf.reduce` without operands.
fn reduce_state(ctx: &Context, loc: Location) -> OperationState {
    OperationState {
        name: ctx.ident(ReduceOp::NAME),
        loc,
        operands: Vec::new(),
        result_types: Vec::new(),
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    }
}

/// The values of an `array<i64: ...>` attribute.
fn i64s(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => Some(values.iter().map(|&v| v as u64 as i64).collect()),
        _ => None,
    }
}

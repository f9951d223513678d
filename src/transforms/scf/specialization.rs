//! `scf-for-loop-specialization` and `scf-parallel-loop-specialization`:
//! a loop whose upper bounds are all `affine.min` results with a constant
//! among their expressions is versioned, as upstream: `scf.if` on every
//! such bound being equal to its smallest constant (`arith.cmpi eq`,
//! joined by `arith.andi`) runs a copy of the loop in which the bound (in
//! the loop's bounds and its body alike) is that constant, and the
//! original loop otherwise. The copy can then be unrolled and vectorized.
//! Loops are visited innermost first, so an outer loop is versioned with
//! its versioned inner loops. A loop with results (which upstream 19
//! crashes on) gets an `scf.if` yielding them.

use super::{for_each_arena, ops_post_order};
use crate::dialects::affine::{affine_map_ref, MinOp};
use crate::dialects::arith::{AndIOp, CmpIOp, CMP_I_ENUM};
use crate::dialects::scf::{ForOp, IfOp, ParallelOp, YieldOp};
use crate::dialects::tensor::constant_index;
use crate::ir::IrMapping;
use crate::ir::{OpId, RegionId, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

/// `arith.cmpi`'s `eq` predicate.
const EQ: i64 = 0;

struct Specialization {
    op_name: &'static str,
}

pub fn create_for(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(Specialization { op_name: ForOp::NAME }))
}

pub fn create_parallel(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(Specialization { op_name: ParallelOp::NAME }))
}

impl Pass for Specialization {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        for_each_arena(&mut target.body, &mut |body| {
            for op in ops_post_order(cx.ctx, body, self.op_name) {
                let mut rw = Rewriter::new(cx.ctx, cx.registry, body);
                specialize(&mut rw, op);
            }
        });
        Ok(())
    }
}

/// The upper bounds of `op`: the one of an `scf.for`, each of an
/// `scf.parallel`.
fn upper_bounds(rw: &Rewriter<'_>, op: OpId) -> Vec<ValueId> {
    let (ctx, body) = (rw.ctx, &*rw.body);
    match ForOp::cast(ctx, body, op) {
        Some(f) => vec![f.upper_bound(ctx, body)],
        None => ParallelOp(op).upper_bound(ctx, body).to_vec(),
    }
}

/// The smallest constant among the expressions of the `affine.min`
/// defining `bound`.
fn min_constant(rw: &Rewriter<'_>, bound: ValueId) -> Option<i64> {
    let ctx = rw.ctx;
    let def = rw.body.defining_op(bound).filter(|&d| MinOp::cast(ctx, rw.body, d).is_some())?;
    let map = affine_map_ref(ctx, rw.body, def, "map")?;
    map.results.iter().filter_map(|e| e.as_constant()).min()
}

/// Version `op` on its upper bounds being their constants.
fn specialize(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx;
    let bounds = upper_bounds(rw, op);
    let Some(constants) = bounds.iter().map(|&b| min_constant(rw, b)).collect::<Option<Vec<i64>>>() else {
        return;
    };
    if bounds.is_empty() {
        return;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut map = IrMapping::default();
    let i1 = ctx.integer_type(1);
    let mut cond: Option<ValueId> = None;
    for (&bound, &c) in bounds.iter().zip(&constants) {
        let constant = constant_index(rw, loc, c);
        let cmp = CmpIOp::create(ctx, rw.body, loc, bound, constant, i1, CMP_I_ENUM.attr(ctx, EQ)).0;
        rw.insert(cmp);
        let cmp = rw.body.results(cmp)[0];
        cond = Some(match cond {
            Some(c) => {
                let and = AndIOp::create(ctx, rw.body, loc, c, cmp, i1).0;
                rw.insert(and);
                rw.body.results(and)[0]
            }
            None => cmp,
        });
        map.map_value(bound, constant);
    }
    let types: Vec<_> = rw.body.results(op).iter().map(|&r| rw.body.value_type(r)).collect();
    let if_op = IfOp::create(ctx, rw.body, loc, cond.expect("bounds"), types);
    rw.insert(if_op.0);
    let [then_region, else_region] = [0, 1].map(|i| rw.body.op(if_op.0).regions[i]);
    let specialized = rw.body.clone_op(op, &mut map);
    place_in_branch(rw, then_region, specialized);
    let original = rw.body.clone_op(op, &mut IrMapping::default());
    place_in_branch(rw, else_region, original);
    let results = rw.body.results(if_op.0).to_vec();
    rw.replace_op(op, &results);
}

/// Give `region` a block holding `op` and an `scf.yield` of its results.
fn place_in_branch(rw: &mut Rewriter<'_>, region: RegionId, op: OpId) {
    let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
    let block = rw.body.create_block(region);
    rw.set_insertion_point_to_end(block);
    rw.insert(op);
    let results = rw.body.results(op).to_vec();
    let y = YieldOp::create(ctx, rw.body, loc, results).0;
    rw.insert(y);
}

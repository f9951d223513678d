//! `scf-forall-to-for` and `scf-forall-to-parallel`: an `scf.forall`
//! without `shared_outs` becomes a nest of `scf.for` loops (outermost
//! first, its `mapping` dropped) or one `scf.parallel` (keeping its
//! `mapping`), as upstream's `forallToForLoop` and `forallToParallelLoop`.
//! Static bounds become new `arith.constant`s before the loop, one per
//! bound (all lower bounds, then upper bounds, then steps), not uniqued.
//! Nested loops are converted innermost first. A loop with `shared_outs`
//! is an error (upstream 19 crashes on it, or fails without a message).

use super::{build_for, for_each_arena, ops_post_order};
use crate::dialects::scf::{ForallOp, ParallelOp, ReduceOp};
use crate::dialects::tensor::constant_index;
use crate::ir::{AttrKind, Attribute, Context, Location, OpId, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

/// Upstream's `ShapedType::kDynamic`, marking the dynamic entries of the
/// static bound arrays.
const DYNAMIC: i64 = i64::MIN;

/// What an `scf.forall` becomes.
#[derive(Clone, Copy)]
enum Into {
    For,
    Parallel,
}

struct ForallConversion(Into);

pub fn create_to_for(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ForallConversion(Into::For)))
}

pub fn create_to_parallel(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ForallConversion(Into::Parallel)))
}

impl Pass for ForallConversion {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let mut error = None;
        for_each_arena(&mut target.body, &mut |body| {
            for op in ops_post_order(cx.ctx, body, ForallOp::NAME) {
                if error.is_some() {
                    return;
                }
                let mut rw = Rewriter::new(cx.ctx, cx.registry, body);
                let converted = match self.0 {
                    Into::For => forall_to_for(&mut rw, op).map(|_| ()),
                    Into::Parallel => forall_to_parallel(&mut rw, op).map(|_| ()),
                };
                match converted {
                    Some(()) => rw.erase_op(op),
                    None => {
                        let loc = rw.body.op(op).loc;
                        let msg =
                            "'scf.forall' op with shared_outs cannot be converted: only fully bufferized loops can";
                        error = Some(Diagnostic::error(loc, msg));
                    }
                }
            }
        });
        error.map_or(Ok(()), Err)
    }
}

/// The lower bounds, upper bounds and steps of `op` as values, static ones
/// as new `arith.constant`s at the insertion point (upstream's
/// `getValueOrCreateConstantIndexOp`). None when `op` is malformed.
fn bound_values(rw: &mut Rewriter<'_>, op: ForallOp, loc: Location) -> Option<[Vec<ValueId>; 3]> {
    let ctx = rw.ctx;
    let statics =
        [op.static_lower_bound(ctx, rw.body), op.static_upper_bound(ctx, rw.body), op.static_step(ctx, rw.body)]
            .map(|a| a.and_then(|a| i64s(ctx, a)));
    let dynamic = [
        op.dynamic_lower_bound(ctx, rw.body).to_vec(),
        op.dynamic_upper_bound(ctx, rw.body).to_vec(),
        op.dynamic_step(ctx, rw.body).to_vec(),
    ];
    for (s, d) in statics.iter().zip(&dynamic) {
        if s.as_ref()?.iter().filter(|&&v| v == DYNAMIC).count() != d.len() {
            return None;
        }
    }
    let mut lists = statics.into_iter().zip(dynamic).map(|(s, d)| {
        let mut next = d.into_iter();
        let s = s.unwrap_or_default();
        s.into_iter()
            .map(|v| if v == DYNAMIC { next.next().expect("counted") } else { constant_index(rw, loc, v) })
            .collect::<Vec<_>>()
    });
    let (lbs, ubs, steps) = (lists.next()?, lists.next()?, lists.next()?);
    Some([lbs, ubs, steps])
}

/// The values of an `array<i64: ...>` attribute.
fn i64s(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => Some(values.iter().map(|&v| v as u64 as i64).collect()),
        _ => None,
    }
}

/// Whether `op` can be converted: no `shared_outs`, a body block ending in
/// its terminator.
fn convertible(rw: &Rewriter<'_>, op: ForallOp) -> bool {
    let body = &*rw.body;
    op.outputs(rw.ctx, body).is_empty()
        && body.results(op.0).is_empty()
        && body.region(op.region(body)).blocks.first().is_some_and(|&b| body.last_op(b).is_some())
}

/// Upstream's `forallToForLoop`: build the `scf.for` nest before `op` and
/// move `op`'s body into the innermost loop. The caller erases `op`. The
/// loops, outermost first; None (nothing changed) when `op` has
/// `shared_outs`.
pub fn forall_to_for(rw: &mut Rewriter<'_>, op: OpId) -> Option<Vec<OpId>> {
    let forall = ForallOp(op);
    if !convertible(rw, forall) {
        return None;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let [lbs, ubs, steps] = bound_values(rw, forall, loc)?;
    let mut loops = Vec::with_capacity(lbs.len());
    let mut ivs = Vec::with_capacity(lbs.len());
    let mut innermost = None;
    for ((&lb, &ub), &step) in lbs.iter().zip(&ubs).zip(&steps) {
        let (for_op, block) = build_for(rw, loc, [lb, ub, step], &[]);
        loops.push(for_op);
        ivs.push(rw.body.block(block).args[0]);
        let yield_op = rw.body.last_op(block).expect("build_for yields");
        rw.set_insertion_point_before(yield_op);
        innermost = Some(yield_op);
    }
    let block = rw.body.region(forall.region(rw.body)).blocks[0];
    let term = rw.body.last_op(block).expect("checked");
    rw.erase_op(term);
    match innermost {
        Some(anchor) => rw.inline_block_before(block, anchor, &ivs),
        None => rw.inline_block_before(block, op, &[]),
    }
    Some(loops)
}

/// Upstream's `forallToParallelLoop`: an `scf.parallel` before `op` over
/// its bounds, holding its body (its terminator replaced by an empty
/// `scf.reduce`) and its `mapping`. The caller erases `op`. None (nothing
/// changed) when `op` has `shared_outs`.
pub fn forall_to_parallel(rw: &mut Rewriter<'_>, op: OpId) -> Option<OpId> {
    let (ctx, forall) = (rw.ctx, ForallOp(op));
    if !convertible(rw, forall) {
        return None;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let [lbs, ubs, steps] = bound_values(rw, forall, loc)?;
    let par = ParallelOp::create(ctx, rw.body, loc, lbs, ubs, steps, Vec::new(), Vec::new());
    rw.insert(par.0);
    // Blocks move on the body itself: a conversion driver already has
    // their ops on its worklist.
    let from = forall.region(rw.body);
    for b in rw.body.region(from).blocks.clone() {
        rw.body.insert_block(par.region(rw.body), usize::MAX, b);
    }
    let block = rw.body.region(par.region(rw.body)).blocks[0];
    let term = rw.body.last_op(block).expect("checked");
    let term_loc = rw.body.op(term).loc;
    rw.set_insertion_point_to_end(block);
    let reduce = ReduceOp::create(ctx, rw.body, term_loc, Vec::new()).0;
    rw.insert(reduce);
    rw.erase_op(term);
    if let Some(mapping) = forall.mapping(ctx, rw.body) {
        rw.body.op_mut(par.0).attributes = ctx.dictionary(vec![(ctx.ident("mapping"), mapping)]);
    }
    Some(par.0)
}

//! `scf-parallel-loop-tiling`: each innermost `scf.parallel` without
//! reductions is tiled by `parallel-loop-tile-sizes` (1 for dimensions
//! past the list), as upstream: an outer loop over the same bounds with
//! steps `step * size`, and inside it a loop from 0 over one tile, whose
//! upper bounds are `affine.min(step * size, ub - iv)` unless the
//! constant trip count is a multiple of the size, holding the body with
//! the induction variables `inner + outer`. `no-min-max-bounds` (upstream
//! then guards the body with a bounds check that is wrong for steps other
//! than 1) is not supported.

use super::for_each_arena;
use crate::dialects::affine::MinOp;
use crate::dialects::arith::{AddIOp, MulIOp};
use crate::dialects::scf::{ParallelOp, ReduceOp};
use crate::dialects::tensor::constant_index;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Body, Context, OpId, RegionId, ValueId};
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::{value_int, Rewriter};
use crate::syntax::diag::Diagnostic;

struct ParallelLoopTiling {
    tile_sizes: Vec<i64>,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    if flag(options, "no-min-max-bounds") {
        return Err("scf-parallel-loop-tiling: option 'no-min-max-bounds' is not supported".into());
    }
    let tile_sizes = match options.get("parallel-loop-tile-sizes").map(String::as_str) {
        None | Some("") => Vec::new(),
        Some(list) => list
            .split(',')
            .map(|s| s.trim().parse().map_err(|_| format!("invalid value '{s}' for option parallel-loop-tile-sizes")))
            .collect::<Result<_, _>>()?,
    };
    Ok(Box::new(ParallelLoopTiling { tile_sizes }))
}

impl Pass for ParallelLoopTiling {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        for_each_arena(&mut target.body, &mut |body| {
            let mut loops = Vec::new();
            for r in body.roots.clone() {
                innermost_parallel_loops(cx.ctx, body, r, &mut loops);
            }
            for op in loops {
                if ParallelOp(op).init_vals(cx.ctx, body).is_empty() {
                    let mut rw = Rewriter::new(cx.ctx, cx.registry, body);
                    tile(&mut rw, op, &self.tile_sizes);
                }
            }
        });
        Ok(())
    }
}

/// Upstream's `getInnermostParallelLoops`: collect the `scf.parallel` ops
/// of `region` holding no other; whether `region` holds any.
fn innermost_parallel_loops(ctx: &Context, body: &Body, region: RegionId, out: &mut Vec<OpId>) -> bool {
    let mut any = false;
    for &b in &body.region(region).blocks {
        for op in body.block_ops(b) {
            let mut encloses = false;
            if body.op(op).inner.is_none() {
                for &r in &body.op(op).regions {
                    encloses |= crate::stack::ensure_sufficient_stack(|| innermost_parallel_loops(ctx, body, r, out));
                }
            }
            any |= encloses;
            if ParallelOp::cast(ctx, body, op).is_some() {
                any = true;
                if !encloses {
                    out.push(op);
                }
            }
        }
    }
    any
}

/// Upstream's `tileParallelLoop` (with min/max bounds).
fn tile(rw: &mut Rewriter<'_>, op: OpId, tile_sizes: &[i64]) {
    let ctx = rw.ctx;
    let par = ParallelOp(op);
    let Some(&body_block) = rw.body.region(par.region(rw.body)).blocks.first() else { return };
    let (lbs, ubs, steps) = (
        par.lower_bound(ctx, rw.body).to_vec(),
        par.upper_bound(ctx, rw.body).to_vec(),
        par.step(ctx, rw.body).to_vec(),
    );
    let loc = rw.body.op(op).loc;
    let index = ctx.index_type();
    rw.set_insertion_point_before(op);
    let zero = constant_index(rw, loc, 0);
    let sizes: Vec<i64> = (0..ubs.len()).map(|i| tile_sizes.get(i).copied().unwrap_or(1)).collect();
    let size_values: Vec<ValueId> = sizes.iter().map(|&s| constant_index(rw, loc, s)).collect();
    let new_steps: Vec<ValueId> = steps
        .iter()
        .zip(&size_values)
        .map(|(&step, &size)| {
            let mul = MulIOp::create(ctx, rw.body, loc, step, size, index, None).0;
            rw.insert(mul);
            rw.body.results(mul)[0]
        })
        .collect();
    let (outer, outer_ivs) = parallel_loop(rw, lbs.clone(), ubs.clone(), new_steps.clone());
    let outer_block = rw.body.region(ParallelOp(outer).region(rw.body)).blocks[0];
    rw.set_insertion_point_to_start(outer_block);
    let min_map = AffineMap::new(3, 0, vec![AffineExpr::dim(0), AffineExpr::dim(1).sub(AffineExpr::dim(2))]);
    let constant = |rw: &Rewriter<'_>, v: ValueId| {
        let def = rw.body.defining_op(v)?;
        (ctx.str(rw.body.op(def).name) == "arith.constant" && rw.body.value_type(v) == index)
            .then(|| value_int(ctx, rw.registry, rw.body, v).and_then(|i| i64::try_from(i).ok()))
            .flatten()
    };
    let mut bounds = Vec::with_capacity(ubs.len());
    for i in 0..ubs.len() {
        if let (Some(l), Some(u), Some(s)) = (constant(rw, lbs[i]), constant(rw, ubs[i]), constant(rw, steps[i])) {
            // Upstream's unsigned `divideCeil`.
            let (n, d) = ((u - l) as u64, s as u64);
            if d != 0 && sizes[i] != 0 && (n.div_ceil(d) as i64) % sizes[i] == 0 {
                bounds.push(new_steps[i]);
                continue;
            }
        }
        let map = ctx.attr(AttrKind::AffineMap(min_map.clone()));
        let min = MinOp::create(ctx, rw.body, loc, vec![new_steps[i], ubs[i], outer_ivs[i]], index, map).0;
        rw.insert(min);
        bounds.push(rw.body.results(min)[0]);
    }
    let inner = ParallelOp::create(ctx, rw.body, loc, vec![zero; bounds.len()], bounds, steps, Vec::new(), Vec::new());
    rw.insert(inner.0);
    // The loop's body, its arguments now the inner induction variables.
    rw.body.unlink_block(body_block);
    rw.body.insert_block(inner.region(rw.body), 0, body_block);
    let inner_ivs = rw.body.block(body_block).args.clone();
    rw.set_insertion_point_to_start(body_block);
    for (&inner_iv, &outer_iv) in inner_ivs.iter().zip(&outer_ivs) {
        let add = AddIOp::create(ctx, rw.body, loc, inner_iv, outer_iv, index, None).0;
        rw.insert(add);
        let sum = rw.body.results(add)[0];
        rw.body.replace_uses_where(inner_iv, sum, &mut |u| u.op != add);
    }
    rw.erase_op(op);
}

/// An `scf.parallel` at the insertion point with a body block holding its
/// induction variables and an empty `scf.reduce`; the loop and the variables.
fn parallel_loop(
    rw: &mut Rewriter<'_>,
    lbs: Vec<ValueId>,
    ubs: Vec<ValueId>,
    steps: Vec<ValueId>,
) -> (OpId, Vec<ValueId>) {
    let ctx = rw.ctx;
    let loc = match rw.insertion_point() {
        Some(crate::rewrite::InsertPoint::Before(o)) => rw.body.op(o).loc,
        _ => ctx.unknown_loc(),
    };
    let n = lbs.len();
    let par = ParallelOp::create(ctx, rw.body, loc, lbs, ubs, steps, Vec::new(), Vec::new());
    rw.insert(par.0);
    let block = rw.body.create_block(par.region(rw.body));
    let ivs = (0..n).map(|_| rw.body.add_block_arg(block, ctx.index_type(), Some(loc))).collect();
    let reduce = ReduceOp::create(ctx, rw.body, loc, Vec::new()).0;
    rw.body.append_op(block, reduce);
    (par.0, ivs)
}

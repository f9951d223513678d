//! `scf-parallel-loop-fusion`: adjacent `scf.parallel` loops of a block
//! (only ops without memory effects or regions between them) with the same
//! bound and step values are fused, as upstream 19: the first loop's body
//! runs before the second's in one loop, reductions concatenated. Loops
//! holding another `scf.parallel` are not fused, nor loops where one reads
//! through `memref.load` what the other writes through `memref.store`
//! (or may write, through a memref that may alias) at other than the same
//! subscripts (the same values, or equivalent ops without memory effects
//! of them), nor a first loop whose results are used before the second.
//!
//! Unlike upstream, two loops storing to the same memref at subscripts
//! that are not the same are not fused either: upstream fuses
//! `A[i] = x` with `A[i + 1] = y`, whose fused iterations overwrite each
//! other in an order the original does not have
//! (`tests/check/upstream_divergence_scf_parallel_loop_fusion.mlir`).

use super::for_each_arena;
use crate::dialects::scf::ParallelOp;
use crate::ir::{Body, Context, OpId, OperationState, RegionId, ValueId};
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::is_memory_effect_free;
use crate::syntax::diag::Diagnostic;
use crate::transforms::alias::may_alias;
use rustc_hash::FxHashMap;

struct ParallelLoopFusion;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(ParallelLoopFusion))
}

impl Pass for ParallelLoopFusion {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        for_each_arena(&mut target.body, &mut |body| {
            // Upstream's post-order walk: the regions of nested ops first.
            let mut regions = Vec::new();
            for &r in &body.roots {
                body.walk_region(r, &mut |op| regions.extend(body.op(op).regions.iter().rev()));
            }
            regions.reverse();
            regions.extend(body.roots.iter().copied());
            for region in regions {
                if !matches!(body.parent_op(region), Some(op) if body.is_erased(op)) {
                    fuse_in_region(cx.ctx, cx.registry, body, region);
                }
            }
        });
        Ok(())
    }
}

/// Upstream's `naivelyFuseParallelOps` on one region.
fn fuse_in_region(ctx: &Context, registry: &Registry, body: &mut Body, region: RegionId) {
    for block in body.region(region).blocks.clone() {
        let mut chains: Vec<Vec<OpId>> = vec![Vec::new()];
        let mut no_side_effects = true;
        for op in body.block_ops(block) {
            if ParallelOp::cast(ctx, body, op).is_some() {
                if !no_side_effects {
                    chains.push(Vec::new());
                    no_side_effects = true;
                }
                chains.last_mut().expect("a chain").push(op);
                continue;
            }
            no_side_effects &= body.op(op).regions.is_empty() && is_memory_effect_free(ctx, registry, body, op);
        }
        for chain in chains {
            let mut loops = chain;
            for i in 0..loops.len().saturating_sub(1) {
                if let Some(fused) = fuse_if_legal(ctx, registry, body, loops[i], loops[i + 1]) {
                    loops[i + 1] = fused;
                }
            }
        }
    }
}

/// The single block of loop `op`.
fn loop_block(body: &Body, op: OpId) -> Option<crate::ir::BlockId> {
    body.region(body.op(op).regions[0]).blocks.first().copied()
}

fn has_nested_parallel(ctx: &Context, body: &Body, op: OpId) -> bool {
    !body.all_nested(op, &mut |o| o == op || ctx.str(body.op(o).name) != ParallelOp::NAME)
}

fn equal_iteration_spaces(ctx: &Context, body: &Body, a: OpId, b: OpId) -> bool {
    let (pa, pb) = (ParallelOp(a), ParallelOp(b));
    pa.lower_bound(ctx, body) == pb.lower_bound(ctx, body)
        && pa.upper_bound(ctx, body) == pb.upper_bound(ctx, body)
        && pa.step(ctx, body) == pb.step(ctx, body)
}

/// The `memref.load`s or `memref.store`s in loop `op`: memref and subscripts.
fn accesses(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<(OpId, ValueId, Vec<ValueId>)> {
    let at = usize::from(name == "memref.store");
    let mut out = Vec::new();
    body.all_nested(op, &mut |o| {
        if ctx.str(body.op(o).name) == name {
            let operands = body.operands(o);
            out.push((o, operands[at], operands[at + 1..].to_vec()));
        }
        true
    });
    out
}

/// Whether subscript `s` (of the first loop) and `l` (of the second) are
/// the same value once the first loop's induction variables are the
/// second's, or results of equivalent ops without memory effects on such
/// values (upstream's `OperationEquivalence` with locations ignored).
fn same_subscript(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    s: ValueId,
    l: ValueId,
    ivs: &FxHashMap<ValueId, ValueId>,
) -> bool {
    let map = |v: ValueId| ivs.get(&v).copied().unwrap_or(v);
    if map(s) == l {
        return true;
    }
    let (Some(a), Some(b)) = (body.defining_op(s), body.defining_op(l)) else { return false };
    let (da, db) = (body.op(a), body.op(b));
    is_memory_effect_free(ctx, registry, body, a)
        && is_memory_effect_free(ctx, registry, body, b)
        && da.name == db.name
        && da.properties == db.properties
        && da.attributes == db.attributes
        && da.regions.is_empty()
        && db.regions.is_empty()
        && body.results(a).iter().map(|&r| body.value_type(r)).eq(body.results(b).iter().map(|&r| body.value_type(r)))
        && body.operands(a).len() == body.operands(b).len()
        && body.operands(a).iter().zip(body.operands(b)).all(|(&x, &y)| map(x) == map(y))
        && body.results(a).iter().position(|&r| r == s) == body.results(b).iter().position(|&r| r == l)
}

/// Upstream's `haveNoReadsAfterWriteExceptSameIndex`: every load of
/// `second` from a memref `first` stores to reads where `first` stored (all
/// its stores to it at the same subscripts), no load reads a memref that
/// may alias another one `first` stores to, nor one defined next to it.
fn no_reads_after_write_except_same_index(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    first: OpId,
    second: OpId,
    ivs: &FxHashMap<ValueId, ValueId>,
) -> bool {
    let stores = accesses(ctx, body, first, "memref.store");
    accesses(ctx, body, second, "memref.load").iter().all(|(load, memref, indices)| {
        !body.defining_op(*memref).is_some_and(|d| body.parent_block(d) == body.parent_block(*load))
            && !stores.iter().any(|(_, m, _)| m != memref && may_alias(ctx, body, *m, *memref))
            && same_place(ctx, registry, body, &stores, *memref, indices, ivs)
    })
}

/// Whether every store of `stores` to `memref` is at `indices`: the same
/// subscript values in all of them, equivalent to `indices`.
fn same_place(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    stores: &[(OpId, ValueId, Vec<ValueId>)],
    memref: ValueId,
    indices: &[ValueId],
    ivs: &FxHashMap<ValueId, ValueId>,
) -> bool {
    let to_same: Vec<&Vec<ValueId>> = stores.iter().filter(|(_, m, _)| *m == memref).map(|(_, _, i)| i).collect();
    let Some(&stored) = to_same.first() else { return true };
    to_same.iter().all(|&i| i == stored)
        && stored.len() == indices.len()
        && stored.iter().zip(indices).all(|(&s, &l)| same_subscript(ctx, registry, body, s, l, ivs))
}

/// Strata's addition to upstream's check: the stores of `second` to a
/// memref `first` stores to are at the same subscripts, and none is to a
/// memref that may alias another one `first` stores to; otherwise the
/// fused iterations would overwrite each other's elements in a new order.
fn no_write_after_write_except_same_index(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    first: OpId,
    second: OpId,
    ivs: &FxHashMap<ValueId, ValueId>,
) -> bool {
    let stores = accesses(ctx, body, first, "memref.store");
    accesses(ctx, body, second, "memref.store").iter().all(|(_, memref, indices)| {
        !stores.iter().any(|(_, m, _)| m != memref && may_alias(ctx, body, *m, *memref))
            && same_place(ctx, registry, body, &stores, *memref, indices, ivs)
    })
}

fn iv_map(body: &Body, from: OpId, to: OpId) -> FxHashMap<ValueId, ValueId> {
    let (Some(a), Some(b)) = (loop_block(body, from), loop_block(body, to)) else { return FxHashMap::default() };
    body.block(a).args.iter().copied().zip(body.block(b).args.iter().copied()).collect()
}

fn is_fusion_legal(ctx: &Context, registry: &Registry, body: &Body, first: OpId, second: OpId) -> bool {
    if has_nested_parallel(ctx, body, first)
        || has_nested_parallel(ctx, body, second)
        || !equal_iteration_spaces(ctx, body, first, second)
    {
        return false;
    }
    let (forward, backward) = (iv_map(body, first, second), iv_map(body, second, first));
    no_reads_after_write_except_same_index(ctx, registry, body, first, second, &forward)
        && no_reads_after_write_except_same_index(ctx, registry, body, second, first, &backward)
        && no_write_after_write_except_same_index(ctx, registry, body, first, second, &forward)
}

/// Whether every use of `first`'s results comes after `second` (in
/// `second`'s block or nested in an op after it).
fn results_used_after(body: &Body, first: OpId, second: OpId) -> bool {
    let block = body.parent_block(second);
    body.results(first).iter().all(|&r| {
        body.uses(r).iter().all(|u| {
            let mut op = u.op;
            while body.parent_block(op) != block {
                match body.parent_of_op(op) {
                    Some(p) => op = p,
                    None => return false,
                }
            }
            let mut next = body.next_op(second);
            while let Some(n) = next {
                if n == op {
                    return true;
                }
                next = body.next_op(n);
            }
            false
        })
    })
}

/// Upstream's `fuseIfLegal`: the fused loop, which replaces both.
fn fuse_if_legal(ctx: &Context, registry: &Registry, body: &mut Body, first: OpId, second: OpId) -> Option<OpId> {
    if !is_fusion_legal(ctx, registry, body, first, second) || !results_used_after(body, first, second) {
        return None;
    }
    let (b1, b2) = (loop_block(body, first)?, loop_block(body, second)?);
    let (p1, p2) = (ParallelOp(first), ParallelOp(second));
    let inits1 = p1.init_vals(ctx, body).to_vec();
    let mut inits = inits1.clone();
    inits.extend_from_slice(p2.init_vals(ctx, body));
    let types: Vec<_> = inits.iter().map(|&v| body.value_type(v)).collect();
    let loc = body.op(second).loc;
    let fused = ParallelOp::create(
        ctx,
        body,
        loc,
        p2.lower_bound(ctx, body).to_vec(),
        p2.upper_bound(ctx, body).to_vec(),
        p2.step(ctx, body).to_vec(),
        inits,
        types,
    )
    .0;
    body.insert_op_before(second, fused);
    let block = body.create_block(body.op(fused).regions[0]);
    let n = body.block(b2).args.len();
    let ivs: Vec<ValueId> = (0..n).map(|_| body.add_block_arg(block, ctx.index_type(), Some(loc))).collect();
    let (term1, term2) = (body.last_op(b1)?, body.last_op(b2)?);
    for old in [b1, b2] {
        for (k, &arg) in body.block(old).args.clone().iter().enumerate() {
            body.replace_all_uses(arg, ivs[k]);
        }
        body.splice_block_end(old, block);
    }
    // One terminator: the reductions of both loops, in order.
    let mut operands = body.operands(term1).to_vec();
    operands.extend_from_slice(body.operands(term2));
    let mut regions = std::mem::take(&mut body.op_mut(term1).regions);
    regions.extend(std::mem::take(&mut body.op_mut(term2).regions));
    let mut state = OperationState::new(ctx, "scf.reduce", body.op(term2).loc, operands, Vec::new());
    state.regions = regions;
    let reduce = body.create_op(state);
    body.append_op(block, reduce);
    body.erase_op(term1);
    body.erase_op(term2);
    let results = body.results(fused).to_vec();
    let (r1, r2) = results.split_at(inits1.len());
    for (&old, &new) in body.results(first).to_vec().iter().zip(r1) {
        body.replace_all_uses(old, new);
    }
    for (&old, &new) in body.results(second).to_vec().iter().zip(r2) {
        body.replace_all_uses(old, new);
    }
    body.erase_op(first);
    body.erase_op(second);
    Some(fused)
}

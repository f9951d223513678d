//! `gpu-map-parallel-loops`: greedily map nests of `scf.parallel` loops to
//! the GPU's processors, as upstream's `ParallelLoopMapper` does. The
//! outermost loop of a nest goes to the grid (its first three dimensions to
//! `block_x`/`block_y`/`block_z`), a loop immediately nested in its body to
//! the blocks (`thread_x`/`thread_y`/`thread_z`), and everything else (the
//! dimensions after the third, deeper loops) runs sequentially. Each
//! dimension gets `#gpu.loop_dim_map<processor = ..., map = (d0) -> (d0),
//! bound = (d0) -> (d0)>` in the loop's `mapping` attribute. Loops that
//! already have a mapping, and the loops nested in them, are left alone;
//! so are loops nested in a `scf.parallel` other than directly.

use crate::dialects::gpu::{LoopDimMapping, MAPPING_ATTR};
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Body, Context, OpId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::transforms::gpu_launch_sink_index_computations::walk_post_order;

pub const PARALLEL: &str = "scf.parallel";

/// Upstream's `MappingLevel`: grid, block, sequential.
const MAP_GRID: usize = 0;
const SEQUENTIAL: usize = 2;
/// The index of `sequential` in `PROCESSORS`.
const SEQUENTIAL_PROCESSOR: usize = 6;

struct GpuMapParallelLoops;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(GpuMapParallelLoops))
}

impl Pass for GpuMapParallelLoops {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        map_loops(cx.ctx, &mut target.body);
        Ok(())
    }
}

/// Map the loops of every `func.func` in the module `body` and the modules
/// nested in it, as the pass nested on functions does.
pub fn map_loops_in_functions(ctx: &Context, body: &mut Body) {
    crate::rewrite::greedy::for_each_isolated(body, &mut |name, inner| match ctx.str(name) {
        "func.func" => map_loops(ctx, inner),
        "builtin.module" => map_loops_in_functions(ctx, inner),
        _ => {}
    });
}

/// Map the loops of `body`'s own regions.
fn map_loops(ctx: &Context, body: &mut Body) {
    let mut loops = Vec::new();
    for &r in &body.roots.clone() {
        walk_post_order(body, r, &mut |op| {
            if ctx.str(body.op(op).name) == PARALLEL {
                loops.push(op);
            }
        });
    }
    for op in loops {
        map_parallel_op(ctx, body, op, MAP_GRID);
    }
}

/// Whether `op` is nested (at any depth, within this arena) in a `scf.parallel`.
pub fn has_parallel_ancestor(ctx: &Context, body: &Body, op: OpId) -> bool {
    let mut cur = body.parent_of_op(op);
    while let Some(p) = cur {
        if ctx.str(body.op(p).name) == PARALLEL {
            return true;
        }
        cur = body.parent_of_op(p);
    }
    false
}

/// Upstream's `getHardwareIdForMapping`: the index in `PROCESSORS`.
fn hardware_id(level: usize, dim: usize) -> usize {
    if dim >= 3 || level >= SEQUENTIAL {
        SEQUENTIAL_PROCESSOR
    } else {
        level * 3 + dim
    }
}

fn map_parallel_op(ctx: &Context, body: &mut Body, op: OpId, level: usize) {
    let attrs = body.op(op).attributes;
    if ctx.dict_get(attrs, MAPPING_ATTR).is_some() || (level == MAP_GRID && has_parallel_ancestor(ctx, body, op)) {
        return;
    }
    let num_loops = body
        .op(op)
        .regions
        .first()
        .and_then(|&r| body.region(r).blocks.first())
        .map_or(0, |&b| body.block(b).args.len());
    let identity = AffineMap::identity(1);
    let dims = (0..num_loops)
        .map(|i| {
            let m = LoopDimMapping { processor: hardware_id(level, i), map: identity.clone(), bound: identity.clone() };
            ctx.attr(AttrKind::Opaque { dialect: crate::static_ident!(ctx, "gpu"), data: m.body(), ty: None })
        })
        .collect();
    let mut entries = ctx.dict_entries(attrs).to_vec();
    entries.push((ctx.ident(MAPPING_ATTR), ctx.attr(AttrKind::Array(dims))));
    body.op_mut(op).attributes = ctx.dictionary(entries);
    let next = (level + 1).min(SEQUENTIAL);
    let Some(&block) = body.op(op).regions.first().and_then(|&r| body.region(r).blocks.first()) else { return };
    let nested: Vec<OpId> = body.block_ops(block).filter(|&o| ctx.str(body.op(o).name) == PARALLEL).collect();
    for n in nested {
        crate::stack::ensure_sufficient_stack(|| map_parallel_op(ctx, body, n, next));
    }
}

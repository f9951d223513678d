//! `convert-linalg-to-loops`, `convert-linalg-to-affine-loops` and
//! `convert-linalg-to-parallel-loops`: every structured op on buffers
//! (memref and scalar operands only) becomes a loop nest over its loop
//! ranges (`scf.for`, `affine.for`, or `scf.parallel` for each run of
//! parallel loops with `scf.for` for the others) whose body loads each
//! operand's element at its indexing map, runs the inlined payload and
//! stores what it yields into the inits; `linalg.index` becomes the
//! induction variable of its loop.
//!
//! As upstream, the rewrite runs under the greedy driver with folding and
//! the canonicalization patterns of `memref.dim` and `affine.apply`, so the
//! constants are uniqued and hoisted and the index computations folded the
//! same way.

use crate::dialects::affine::{
    canonicalize_map_and_operands, ApplyOp, ForOp as AffineForOp, LoadOp as AffineLoadOp, MapCx,
    StoreOp as AffineStoreOp, YieldOp as AffineYieldOp,
};
use crate::dialects::arith::build_constant;
use crate::dialects::linalg::named::IteratorType;
use crate::dialects::linalg::StructuredOp;
use crate::dialects::memref::{DimOp, LoadOp, StoreOp};
use crate::dialects::scf::{ForOp, ParallelOp, ReduceOp, YieldOp};
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, IrMapping, Location, OpId, TypeKind, ValueId, DYNAMIC};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use crate::rewrite::Rewriter;
use crate::syntax::diag::Diagnostic;

/// The loops a structured op becomes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoopKind {
    /// `scf.for` with `memref.load`/`memref.store`.
    Scf,
    /// `affine.for` with `affine.load`/`affine.store`.
    Affine,
    /// `scf.parallel` for the parallel loops, `scf.for` for the others.
    Parallel,
}

struct LinalgToLoops(LoopKind);

pub fn create_loops(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LinalgToLoops(LoopKind::Scf)))
}

pub fn create_affine_loops(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LinalgToLoops(LoopKind::Affine)))
}

pub fn create_parallel_loops(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LinalgToLoops(LoopKind::Parallel)))
}

impl Pass for LinalgToLoops {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let kind = self.0;
        let patterns = move |rw: &mut Rewriter<'_>, op: OpId| {
            let name = rw.ctx.str(rw.body.op(op).name);
            match name {
                "memref.dim" | "affine.apply" => {
                    rw.registry.op(name).and_then(|d| d.canonicalize).is_some_and(|f| f(rw, op))
                }
                _ => lower_to_loops(rw, op, kind),
            }
        };
        let config = GreedyConfig::default();
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &patterns);
        Ok(())
    }
}

/// A loop bound: a constant or a value.
#[derive(Copy, Clone)]
enum Bound {
    Static(i64),
    Value(ValueId),
}

/// Replace the structured op `op` on buffers by its loop nest; false when
/// `op` is no such op.
pub fn lower_to_loops(rw: &mut Rewriter<'_>, op: OpId, kind: LoopKind) -> bool {
    let ctx = rw.ctx;
    let Some(s) = StructuredOp::get(ctx, rw.body, op) else { return false };
    let operands = rw.body.operands(op).to_vec();
    let on_buffers = operands.iter().all(|&v| {
        !matches!(ctx.type_kind(rw.body.value_type(v)), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
    });
    let maps = s.indexing_maps(ctx, rw.body);
    let iterators = s.iterator_types(ctx, rw.body);
    let Some(payload) = s.payload(rw.body) else { return false };
    if !on_buffers || !rw.body.results(op).is_empty() || maps.len() != operands.len() {
        return false;
    }
    let loops = iterators.len();
    // Each loop takes its range from the first operand dimension indexed by
    // it alone (upstream's `createLoopRanges`).
    let mut source = vec![None; loops];
    let mut flat = 0;
    for map in &maps {
        for e in &map.results {
            if let Some(d) = e.as_dim().filter(|&d| d < loops) {
                source[d].get_or_insert(flat);
            }
            flat += 1;
        }
    }
    if source.iter().any(Option::is_none) || maps.iter().any(|m| m.num_dims != loops) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let sizes = operand_sizes(rw, loc, &operands);
    let ranges: Vec<Bound> = source.iter().map(|i| sizes[i.unwrap_or(0)]).collect();
    // Upstream's `unpackRanges`: the lower bound, size and step of each loop.
    let mut bounds = Vec::with_capacity(loops);
    for &size in &ranges {
        let lb = constant_index(rw, loc, 0);
        let ub = match size {
            Bound::Static(c) => constant_index(rw, loc, c),
            Bound::Value(v) => v,
        };
        let step = constant_index(rw, loc, 1);
        bounds.push((lb, ub, step));
    }
    let ivs = build_nest(rw, loc, kind, &bounds, &iterators);
    emit_body(rw, loc, kind, &s, &maps, &ivs, payload);
    rw.erase_op(op);
    true
}

/// The size of every dimension of every operand, in operand order: static
/// sizes as constants, dynamic ones as `memref.dim`.
fn operand_sizes(rw: &mut Rewriter<'_>, loc: Location, operands: &[ValueId]) -> Vec<Bound> {
    let ctx = rw.ctx;
    let mut sizes = Vec::new();
    for &v in operands {
        let shape = ctx.shaped_parts(rw.body.value_type(v)).map_or(vec![], |(s, _)| s.to_vec());
        for (i, &d) in shape.iter().enumerate() {
            if d != DYNAMIC {
                sizes.push(Bound::Static(d));
                continue;
            }
            let index = constant_index(rw, loc, i as i64);
            let dim = DimOp::create(ctx, rw.body, loc, v, index, ctx.index_type()).0;
            rw.insert(dim);
            sizes.push(Bound::Value(rw.body.results(dim)[0]));
        }
    }
    sizes
}

fn constant_index(rw: &mut Rewriter<'_>, loc: Location, c: i64) -> ValueId {
    let index = rw.ctx.index_type();
    build_constant(rw, loc, index, rw.ctx.int_attr(index, c))
}

/// The constant an `arith.constant` index value holds.
fn constant_of(rw: &Rewriter<'_>, v: ValueId) -> Option<i64> {
    crate::rewrite::value_int(rw.ctx, rw.registry, rw.body, v).and_then(|i| i64::try_from(i).ok())
}

/// Build the loop nest at the insertion point and leave the insertion
/// point in its innermost body; the induction variables, loop by loop.
fn build_nest(
    rw: &mut Rewriter<'_>,
    loc: Location,
    kind: LoopKind,
    bounds: &[(ValueId, ValueId, ValueId)],
    iterators: &[IteratorType],
) -> Vec<ValueId> {
    let mut ivs = Vec::with_capacity(bounds.len());
    let mut i = 0;
    while i < bounds.len() {
        // Upstream's parallel nest: a run of parallel loops is one
        // `scf.parallel`, any other loop an `scf.for`.
        let run = if kind == LoopKind::Parallel {
            iterators[i..].iter().take_while(|&&t| t == IteratorType::Parallel).count().max(1)
        } else {
            1
        };
        let group = &bounds[i..i + run];
        let new = match kind {
            LoopKind::Parallel if iterators[i] == IteratorType::Parallel => parallel_loop(rw, loc, group),
            LoopKind::Affine => vec![affine_loop(rw, loc, group[0])],
            _ => vec![scf_loop(rw, loc, group[0])],
        };
        ivs.extend(new);
        i += run;
    }
    ivs
}

/// Insert `op` with one block of `n` index arguments ending in
/// `terminator`; the insertion point moves before the terminator.
fn enter_loop(rw: &mut Rewriter<'_>, loc: Location, op: OpId, n: usize, terminator: OpId) -> Vec<ValueId> {
    rw.insert(op);
    let region = rw.body.op(op).regions[0];
    let block = rw.body.create_block(region);
    let index = rw.ctx.index_type();
    let ivs = (0..n).map(|_| rw.body.add_block_arg(block, index, Some(loc))).collect();
    rw.set_insertion_point_to_end(block);
    rw.insert(terminator);
    rw.set_insertion_point_before(terminator);
    ivs
}

fn scf_loop(rw: &mut Rewriter<'_>, loc: Location, (lb, ub, step): (ValueId, ValueId, ValueId)) -> ValueId {
    let op = ForOp::create(rw.ctx, rw.body, loc, lb, ub, step, vec![], vec![]).0;
    let yield_op = YieldOp::create(rw.ctx, rw.body, loc, vec![]).0;
    enter_loop(rw, loc, op, 1, yield_op)[0]
}

fn parallel_loop(rw: &mut Rewriter<'_>, loc: Location, group: &[(ValueId, ValueId, ValueId)]) -> Vec<ValueId> {
    let lbs = group.iter().map(|b| b.0).collect();
    let ubs = group.iter().map(|b| b.1).collect();
    let steps = group.iter().map(|b| b.2).collect();
    let op = ParallelOp::create(rw.ctx, rw.body, loc, lbs, ubs, steps, vec![], vec![]).0;
    let reduce = ReduceOp::create(rw.ctx, rw.body, loc, vec![]).0;
    enter_loop(rw, loc, op, group.len(), reduce)
}

/// An `affine.for` with constant bounds when both are constants, else
/// with identity maps of the bound values (upstream's
/// `buildAffineLoopFromValues`); its step is the constant step.
fn affine_loop(rw: &mut Rewriter<'_>, loc: Location, (lb, ub, step): (ValueId, ValueId, ValueId)) -> ValueId {
    let ctx = rw.ctx;
    let index = ctx.index_type();
    let map_attr = |m: AffineMap| ctx.attr(AttrKind::AffineMap(m));
    let step = ctx.int_attr(index, constant_of(rw, step).unwrap_or(1));
    let op = match (constant_of(rw, lb), constant_of(rw, ub)) {
        (Some(l), Some(u)) => {
            let (l, u) = (map_attr(AffineMap::constant(l)), map_attr(AffineMap::constant(u)));
            AffineForOp::create(ctx, rw.body, loc, vec![], vec![], vec![], vec![], l, u, step).0
        }
        _ => {
            let id = map_attr(AffineMap::identity(1));
            AffineForOp::create(ctx, rw.body, loc, vec![lb], vec![ub], vec![], vec![], id, id, step).0
        }
    };
    let yield_op = AffineYieldOp::create(ctx, rw.body, loc, vec![]).0;
    enter_loop(rw, loc, op, 1, yield_op)[0]
}

/// Upstream's `makeCanonicalAffineApplies`: one `affine.apply` per result
/// of `map`, over the induction variables, its map canonicalized.
fn index_values(rw: &mut Rewriter<'_>, loc: Location, map: &AffineMap, ivs: &[ValueId]) -> Vec<ValueId> {
    let ctx = rw.ctx;
    let mut out = Vec::with_capacity(map.results.len());
    for e in &map.results {
        let mut m = AffineMap::new(map.num_dims, map.num_symbols, vec![e.clone()]);
        let mut operands = ivs.to_vec();
        let cx = MapCx { ctx, registry: rw.registry, body: rw.body };
        canonicalize_map_and_operands(cx, &mut m, &mut operands);
        let apply = ApplyOp::create(ctx, rw.body, loc, operands, ctx.index_type(), ctx.attr(AttrKind::AffineMap(m))).0;
        rw.insert(apply);
        out.push(rw.body.results(apply)[0]);
    }
    out
}

fn load(rw: &mut Rewriter<'_>, loc: Location, kind: LoopKind, memref: ValueId, indices: Vec<ValueId>) -> ValueId {
    let ctx = rw.ctx;
    let element = ctx.element_type(rw.body.value_type(memref)).unwrap_or(ctx.index_type());
    let op = if kind == LoopKind::Affine {
        let map = ctx.attr(AttrKind::AffineMap(AffineMap::identity(indices.len())));
        AffineLoadOp::create(ctx, rw.body, loc, memref, indices, element, map).0
    } else {
        LoadOp::create(ctx, rw.body, loc, memref, indices, element, None).0
    };
    rw.insert(op);
    rw.body.results(op)[0]
}

fn store(rw: &mut Rewriter<'_>, loc: Location, kind: LoopKind, value: ValueId, memref: ValueId, indices: Vec<ValueId>) {
    let ctx = rw.ctx;
    let op = if kind == LoopKind::Affine {
        let map = ctx.attr(AttrKind::AffineMap(AffineMap::identity(indices.len())));
        AffineStoreOp::create(ctx, rw.body, loc, value, memref, indices, map).0
    } else {
        StoreOp::create(ctx, rw.body, loc, value, memref, indices, None).0
    };
    rw.insert(op);
}

/// Upstream's `emitScalarImplementation`: load the inputs (scalars are
/// used as they are) and the inits, inline the payload, store what it
/// yields; `linalg.index` becomes its loop's induction variable.
fn emit_body(
    rw: &mut Rewriter<'_>,
    loc: Location,
    kind: LoopKind,
    s: &StructuredOp,
    maps: &[AffineMap],
    ivs: &[ValueId],
    payload: crate::ir::BlockId,
) {
    let ctx = rw.ctx;
    let operands = rw.body.operands(s.op).to_vec();
    let num_inputs = s.num_inputs(ctx, rw.body);
    let mut values = Vec::with_capacity(operands.len());
    for (i, (&v, map)) in operands.iter().zip(maps).enumerate() {
        if i < num_inputs && ctx.shaped_parts(rw.body.value_type(v)).is_none() {
            values.push(v);
            continue;
        }
        let indices = index_values(rw, loc, map, ivs);
        values.push(load(rw, loc, kind, v, indices));
    }
    let outputs: Vec<(ValueId, Vec<ValueId>)> = operands[num_inputs..]
        .iter()
        .zip(&maps[num_inputs..])
        .map(|(&v, m)| (v, index_values(rw, loc, m, ivs)))
        .collect();
    let mut mapping = IrMapping::default();
    for (&arg, &v) in rw.body.block(payload).args.clone().iter().zip(&values) {
        mapping.map_value(arg, v);
    }
    let ops: Vec<OpId> = rw.body.block_ops(payload).collect();
    let Some((&terminator, inner)) = ops.split_last() else { return };
    for &o in inner {
        if let Some(iv) = index_iv(rw, o, ivs) {
            mapping.map_value(rw.body.results(o)[0], iv);
            continue;
        }
        let new = rw.body.clone_op(o, &mut mapping);
        rw.insert(new);
        for (&old, &res) in rw.body.results(o).to_vec().iter().zip(&rw.body.results(new).to_vec()) {
            mapping.map_value(old, res);
        }
        replace_index_ops(rw, new, ivs);
    }
    let yielded: Vec<ValueId> = rw.body.operands(terminator).iter().map(|&v| mapping.value(v)).collect();
    for (value, (buffer, indices)) in yielded.into_iter().zip(outputs) {
        store(rw, loc, kind, value, buffer, indices);
    }
}

/// The induction variable a `linalg.index` op stands for.
fn index_iv(rw: &Rewriter<'_>, op: OpId, ivs: &[ValueId]) -> Option<ValueId> {
    if rw.ctx.str(rw.body.op(op).name) != "linalg.index" {
        return None;
    }
    match crate::opdef::ods::attr(rw.ctx, rw.body, op, "dim").map(|a| rw.ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => usize::try_from(value).ok().and_then(|d| ivs.get(d).copied()),
        _ => None,
    }
}

/// Replace the `linalg.index` ops nested in `op` by the induction
/// variables of their loops.
fn replace_index_ops(rw: &mut Rewriter<'_>, op: OpId, ivs: &[ValueId]) {
    let mut found = Vec::new();
    for r in rw.body.op(op).regions.clone() {
        rw.body.walk_region(r, &mut |o| found.push(o));
    }
    for index in found {
        if let Some(iv) = index_iv(rw, index, ivs) {
            rw.replace_op(index, &[iv]);
        }
    }
}

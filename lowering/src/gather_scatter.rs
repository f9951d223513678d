//! `lower-tensor-gather-scatter` (Strata's own): `tensor.gather` and
//! `tensor.scatter`, which one-shot bufferization does not take (and
//! `strata opt --one-shot-bufferize` keeps refusing, as mlir-opt-19 does),
//! become ops it does. `tensors-to-buffers` runs it first, so that
//! `strata compile` and `strata run` take the modules frontends emit.
//!
//! * A gather becomes a `tensor.generate` of its result: each element reads
//!   its coordinates along `gather_dims` from the indices tensor
//!   (`tensor.extract`, `arith.index_cast` of integer indices, read as
//!   signed) and the others from its own position, and extracts that
//!   element of the source.
//! * A scatter becomes an `scf.for` nest over the batch dimensions of the
//!   indices carrying the destination: each iteration extracts its slice of
//!   the source (`tensor.extract_slice`) and inserts it at its indices
//!   (`tensor.insert_slice`). The slices are written in row-major order of
//!   the batch dimensions, so with duplicate indices the last one wins
//!   (mlir-opt-19 requires `unique` on a scatter and leaves duplicates
//!   undefined; this is one of the behaviours that allows).
//!
//! An index out of range (negative, or not below the size of its
//! dimension) is checked for, not undefined behaviour: a gathered element
//! at such an index is zero, a scattered slice at such indices is not
//! written. The rank-reduced forms (gathered dimensions dropped from the
//! result, scattered ones from the source) and dynamic sizes are taken.
//! Element types other than integers, indices and floats are reported.

use strata::dialects::arith::{build_constant, CmpIOp, IndexCastOp, CMP_I_ENUM};
use strata::dialects::memref::{split_mixed, Ofr};
use strata::dialects::scf::{IfOp, YieldOp as ScfYieldOp};
use strata::dialects::tensor::{
    DimOp, ExtractOp, ExtractSliceOp, GatherOp, GenerateOp, InsertSliceOp, ScatterOp, YieldOp,
};
use strata::ir::{AttrKind, Body, Context, Location, OpId, OperationState, Type, TypeKind, ValueId, DYNAMIC};
use strata::opdef::ods::attr;
use strata::opdef::ods::constraints::{i64_array, i64_values};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;
use strata::transforms::scf::build_for;

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LowerGatherScatter))
}

struct LowerGatherScatter;

impl Pass for LowerGatherScatter {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        check_supported(ctx, &target.body)?;
        let config = GreedyConfig::rewrite_only();
        let pattern = |rw: &mut Rewriter<'_>, op: OpId| match ctx.str(rw.body.op(op).name) {
            GatherOp::NAME => lower_gather(rw, op),
            ScatterOp::NAME => lower_scatter(rw, op),
            _ => false,
        };
        apply_pattern_set_greedily(ctx, cx.registry, Some(target.name), &mut target.body, &config, &pattern);
        Ok(())
    }
}

/// A located error for the first gather or scatter (in `body` and the
/// bodies nested in it) of an element type without a zero to read.
fn check_supported(ctx: &Context, body: &Body) -> Result<(), Diagnostic> {
    let mut ops = Vec::new();
    for &r in &body.roots {
        body.walk_region(r, &mut |op| ops.push(op));
    }
    for op in ops {
        if let Some(inner) = body.op(op).inner.as_deref() {
            check_supported(ctx, inner)?;
            continue;
        }
        let name = ctx.str(body.op(op).name);
        if name != GatherOp::NAME && name != ScatterOp::NAME {
            continue;
        }
        let element = ctx.shaped_parts(body.value_type(body.operands(op)[0])).map(|(_, e)| e);
        if !element.is_some_and(|e| ctx.is_float(e) || ctx.is_int_or_index(e)) {
            return Err(Diagnostic::error(
                body.op(op).loc,
                format!("'{name}' is lowered for integer, index and floating-point elements only"),
            ));
        }
    }
    Ok(())
}

fn shape_of(ctx: &Context, body: &Body, v: ValueId) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(body.value_type(v)) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    }
}

/// The index constants and sizes one rewrite builds before its op, each
/// once.
struct Sizes {
    loc: Location,
    constants: Vec<(i64, ValueId)>,
    dims: Vec<((ValueId, usize), ValueId)>,
}

impl Sizes {
    fn new(loc: Location) -> Sizes {
        Sizes { loc, constants: Vec::new(), dims: Vec::new() }
    }

    fn index(&mut self, rw: &mut Rewriter<'_>, n: i64) -> ValueId {
        if let Some(&(_, v)) = self.constants.iter().find(|(k, _)| *k == n) {
            return v;
        }
        let ctx = rw.ctx;
        let v = build_constant(rw, self.loc, ctx.index_type(), ctx.int_attr(ctx.index_type(), n));
        self.constants.push((n, v));
        v
    }

    /// Dimension `d` of `v`: its static size or a `tensor.dim`.
    fn of(&mut self, rw: &mut Rewriter<'_>, v: ValueId, d: usize) -> Ofr {
        let ctx = rw.ctx;
        let shape = shape_of(ctx, rw.body, v).map(|(s, _)| s).unwrap_or_default();
        if shape.get(d).is_some_and(|&s| s != DYNAMIC) {
            return Ofr::Static(shape[d]);
        }
        if let Some(&(_, size)) = self.dims.iter().find(|(k, _)| *k == (v, d)) {
            return Ofr::Value(size);
        }
        let i = self.index(rw, d as i64);
        let dim = DimOp::create(ctx, rw.body, self.loc, v, i, ctx.index_type());
        rw.insert(dim.0);
        let size = rw.body.results(dim.0)[0];
        self.dims.push(((v, d), size));
        Ofr::Value(size)
    }

    fn value(&mut self, rw: &mut Rewriter<'_>, v: ValueId, d: usize) -> ValueId {
        match self.of(rw, v, d) {
            Ofr::Static(n) => self.index(rw, n),
            Ofr::Value(v) => v,
        }
    }
}

/// What a gather or scatter reads its indices with.
struct Indices {
    value: ValueId,
    /// The dimensions of the source (gather) or destination (scatter) the
    /// indices address.
    dims: Vec<usize>,
    /// Their sizes, to check the indices against.
    bounds: Vec<ValueId>,
    /// The positions 0..K along the last dimension of the indices.
    positions: Vec<ValueId>,
}

impl Indices {
    /// The indices of batch position `batch` (as `index` values) and
    /// whether all are in range (an `i1`).
    fn read(&self, rw: &mut Rewriter<'_>, loc: Location, batch: &[ValueId]) -> (Vec<ValueId>, ValueId) {
        let ctx = rw.ctx;
        let element = shape_of(ctx, rw.body, self.value).map_or(ctx.index_type(), |(_, e)| e);
        let (mut values, mut in_range) = (Vec::new(), None);
        for (k, &bound) in self.bounds.iter().enumerate() {
            let position: Vec<ValueId> = batch.iter().copied().chain([self.positions[k]]).collect();
            let e = ExtractOp::create(ctx, rw.body, loc, self.value, position, element);
            rw.insert(e.0);
            let mut v = rw.body.results(e.0)[0];
            if element != ctx.index_type() {
                let cast = IndexCastOp::create(ctx, rw.body, loc, v, ctx.index_type());
                rw.insert(cast.0);
                v = rw.body.results(cast.0)[0];
            }
            // Unsigned: a negative index is above every size.
            let ult = CMP_I_ENUM.attr(ctx, 6);
            let cmp = CmpIOp::create(ctx, rw.body, loc, v, bound, ctx.integer_type(1), ult);
            rw.insert(cmp.0);
            let ok = rw.body.results(cmp.0)[0];
            in_range = Some(match in_range {
                None => ok,
                Some(prev) => {
                    let i1 = ctx.integer_type(1);
                    let and = rw.create(OperationState::new(ctx, "arith.andi", loc, vec![prev, ok], vec![i1]));
                    rw.body.results(and)[0]
                }
            });
            values.push(v);
        }
        let in_range = in_range.unwrap_or_else(|| {
            let i1 = ctx.integer_type(1);
            build_constant(rw, loc, i1, ctx.int_attr(i1, 1))
        });
        (values, in_range)
    }
}

/// The dimensions `op`'s attribute `name` (`gather_dims`, `scatter_dims`)
/// lists.
fn addressed_dims(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<usize> {
    let dims = attr(ctx, body, op, name).and_then(|a| i64_values(ctx, a)).unwrap_or_default();
    dims.into_iter().filter_map(|d| usize::try_from(d).ok()).collect()
}

/// The indices addressing `dims` of `of`, read from `value`.
fn indices(rw: &mut Rewriter<'_>, sizes: &mut Sizes, dims: Vec<usize>, value: ValueId, of: ValueId) -> Indices {
    let bounds = dims.iter().map(|&d| sizes.value(rw, of, d)).collect();
    let positions = (0..dims.len()).map(|k| sizes.index(rw, k as i64)).collect();
    Indices { value, dims, bounds, positions }
}

/// An `scf.if` on `cond` yielding `then` (built in its then block) or
/// `otherwise`; its result.
fn select_with_if(
    rw: &mut Rewriter<'_>,
    loc: Location,
    cond: ValueId,
    ty: Type,
    then: impl FnOnce(&mut Rewriter<'_>) -> ValueId,
    otherwise: impl FnOnce(&mut Rewriter<'_>) -> ValueId,
) -> ValueId {
    let ctx = rw.ctx;
    let op = IfOp::create(ctx, rw.body, loc, cond, vec![ty]).0;
    rw.insert(op);
    let after = rw.insertion_point();
    let regions = rw.body.op(op).regions.clone();
    for (region, build) in
        regions.into_iter().zip([Box::new(then) as Box<dyn FnOnce(&mut Rewriter<'_>) -> ValueId>, Box::new(otherwise)])
    {
        let block = rw.body.create_block(region);
        rw.set_insertion_point_to_end(block);
        let v = build(rw);
        let y = ScfYieldOp::create(ctx, rw.body, loc, vec![v]);
        rw.body.append_op(block, y.0);
    }
    if let Some(ip) = after {
        rw.set_insertion_point(ip);
    }
    rw.body.results(op)[0]
}

fn zero(rw: &mut Rewriter<'_>, loc: Location, element: Type) -> ValueId {
    let ctx = rw.ctx;
    let value = if ctx.is_float(element) {
        ctx.attr(AttrKind::Float { ty: element, bits: 0 })
    } else {
        ctx.int_attr(element, 0)
    };
    build_constant(rw, loc, element, value)
}

/// gather = generate(extract(source, [indices, own coordinates])).
fn lower_gather(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let g = GatherOp(op);
    let (source, index_tensor) = (g.source(rw.body), g.indices(rw.body));
    let result = rw.body.results(op)[0];
    let (Some((src_shape, element)), Some((idx_shape, _)), Some((res_shape, _))) =
        (shape_of(ctx, rw.body, source), shape_of(ctx, rw.body, index_tensor), shape_of(ctx, rw.body, result))
    else {
        return false;
    };
    let batch = idx_shape.len().saturating_sub(1);
    let full = res_shape.len() == batch + src_shape.len();
    // The source dimension of each result dimension past the batch.
    let dims = addressed_dims(ctx, rw.body, op, "gather_dims");
    let own: Vec<usize> = (0..src_shape.len()).filter(|d| full || !dims.contains(d)).collect();
    if res_shape.len() != batch + own.len() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut sizes = Sizes::new(loc);
    let idx = indices(rw, &mut sizes, dims, index_tensor, source);
    let mut extents = Vec::new();
    for (d, &s) in res_shape.iter().enumerate() {
        if s == DYNAMIC {
            let (v, dim) = if d < batch { (index_tensor, d) } else { (source, own[d - batch]) };
            extents.push(sizes.value(rw, v, dim));
        }
    }
    let result_ty = rw.body.value_type(result);
    let generate = GenerateOp::create(ctx, rw.body, loc, extents, result_ty);
    rw.insert(generate.0);
    let region = rw.body.op(generate.0).regions[0];
    let block = rw.body.create_block(region);
    let args: Vec<ValueId> =
        (0..res_shape.len()).map(|_| rw.body.add_block_arg(block, ctx.index_type(), None)).collect();
    rw.set_insertion_point_to_end(block);
    let (values, in_range) = idx.read(rw, loc, &args[..batch]);
    let mut coords: Vec<Option<ValueId>> = vec![None; src_shape.len()];
    for (k, &d) in idx.dims.iter().enumerate() {
        coords[d] = Some(values[k]);
    }
    for (i, &d) in own.iter().enumerate() {
        if coords[d].is_none() {
            coords[d] = Some(args[batch + i]);
        }
    }
    let coords: Vec<ValueId> = coords.into_iter().flatten().collect();
    let v = select_with_if(
        rw,
        loc,
        in_range,
        element,
        |rw| {
            let e = ExtractOp::create(ctx, rw.body, loc, source, coords, element);
            rw.insert(e.0);
            rw.body.results(e.0)[0]
        },
        |rw| zero(rw, loc, element),
    );
    let y = YieldOp::create(ctx, rw.body, loc, v);
    rw.body.append_op(block, y.0);
    let out = rw.body.results(generate.0)[0];
    rw.replace_op(op, &[out]);
    true
}

/// scatter = for each batch position: insert_slice(extract_slice(source)).
fn lower_scatter(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let s = ScatterOp(op);
    let (source, dest, index_tensor) = (s.source(rw.body), s.dest(rw.body), rw.body.operands(op)[2]);
    let (Some((src_shape, element)), Some((idx_shape, _)), Some((dest_shape, _))) =
        (shape_of(ctx, rw.body, source), shape_of(ctx, rw.body, index_tensor), shape_of(ctx, rw.body, dest))
    else {
        return false;
    };
    let batch = idx_shape.len().saturating_sub(1);
    if src_shape.len() < batch {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let mut sizes = Sizes::new(loc);
    let dims = addressed_dims(ctx, rw.body, op, "scatter_dims");
    let idx = indices(rw, &mut sizes, dims, index_tensor, dest);
    let (c0, c1) = (sizes.index(rw, 0), sizes.index(rw, 1));
    let uppers: Vec<ValueId> = (0..batch).map(|d| sizes.value(rw, index_tensor, d)).collect();
    let src_sizes: Vec<Ofr> = (batch..src_shape.len()).map(|d| sizes.of(rw, source, d)).collect();
    let dest_sizes: Vec<Ofr> = (0..dest_shape.len())
        .map(|d| if idx.dims.contains(&d) { Ofr::Static(1) } else { sizes.of(rw, dest, d) })
        .collect();
    let (mut carried, mut loops, mut ivs) = (dest, Vec::new(), Vec::new());
    for &ub in &uppers {
        let (for_op, block) = build_for(rw, loc, [c0, ub, c1], &[carried]);
        let args = rw.body.block(block).args.clone();
        ivs.push(args[0]);
        carried = args[1];
        loops.push((for_op, block));
        rw.set_insertion_point_to_end(block);
    }
    let (values, in_range) = idx.read(rw, loc, &ivs);
    let dest_ty = rw.body.value_type(dest);
    let slice_ty = ctx.ty(TypeKind::RankedTensor { shape: src_shape[batch..].to_vec(), element, encoding: None });
    let acc = carried;
    let mut value = select_with_if(
        rw,
        loc,
        in_range,
        dest_ty,
        |rw| {
            let offsets: Vec<Ofr> =
                ivs.iter().map(|&v| Ofr::Value(v)).chain(src_sizes.iter().map(|_| Ofr::Static(0))).collect();
            let sizes: Vec<Ofr> = ivs.iter().map(|_| Ofr::Static(1)).chain(src_sizes.iter().copied()).collect();
            let slice = slice_op(rw, loc, source, None, [&offsets, &sizes], slice_ty);
            let offsets: Vec<Ofr> = (0..dest_shape.len())
                .map(|d| idx.dims.iter().position(|&x| x == d).map_or(Ofr::Static(0), |k| Ofr::Value(values[k])))
                .collect();
            slice_op(rw, loc, slice, Some(acc), [&offsets, &dest_sizes], dest_ty)
        },
        |_| acc,
    );
    for &(for_op, block) in loops.iter().rev() {
        let y = ScfYieldOp::create(ctx, rw.body, loc, vec![value]);
        rw.body.append_op(block, y.0);
        value = rw.body.results(for_op)[0];
    }
    rw.replace_op(op, &[value]);
    true
}

/// An `extract_slice` of `source` (into `dest`: an `insert_slice`) at
/// `offsets` with `sizes` and unit strides.
fn slice_op(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    dest: Option<ValueId>,
    [offsets, sizes]: [&[Ofr]; 2],
    result: Type,
) -> ValueId {
    let ctx = rw.ctx;
    let ((so, vo), (ss, vs)) = (split_mixed(offsets), split_mixed(sizes));
    let (ao, as_, at) = (i64_array(ctx, &so), i64_array(ctx, &ss), i64_array(ctx, &vec![1; so.len()]));
    let op = match dest {
        None => ExtractSliceOp::create(ctx, rw.body, loc, source, vo, vs, vec![], result, ao, as_, at).0,
        Some(d) => InsertSliceOp::create(ctx, rw.body, loc, source, d, vo, vs, vec![], result, ao, as_, at).0,
    };
    rw.insert(op);
    rw.body.results(op)[0]
}

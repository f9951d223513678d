//! The views of `tensor.extract_slice`, `tensor.insert_slice` and
//! `tensor.parallel_insert_slice` that transformations share (upstream's
//! `OffsetSizeAndStrideOpInterface` queries): the mixed offsets, sizes and
//! strides, whether every stride is one, and which dimensions of the
//! sliced tensor a rank-reducing slice drops.

use super::*;
use crate::dialects::memref::{mixed, statics_of, Ofr};
use crate::ir::ValueId;
use crate::opdef::Registry;
use crate::rewrite::value_int;

/// A slice op seen through its operands: `dest` is `None` for
/// `extract_slice`.
#[derive(Clone, Debug)]
pub struct SliceParts {
    pub source: ValueId,
    pub dest: Option<ValueId>,
    pub offsets: Vec<Ofr>,
    pub sizes: Vec<Ofr>,
    pub strides: Vec<Ofr>,
}

/// The parts of an `extract_slice`, `insert_slice` or
/// `parallel_insert_slice`; `None` for any other op.
pub fn slice_parts(ctx: &Context, body: &Body, op: OpId) -> Option<SliceParts> {
    let name = ctx.str(body.op(op).name);
    let (dest, groups) = match name {
        ExtractSliceOp::NAME => {
            let s = ExtractSliceOp(op);
            (None, [s.offsets(ctx, body), s.sizes(ctx, body), s.strides(ctx, body)])
        }
        InsertSliceOp::NAME => {
            let s = InsertSliceOp(op);
            (Some(s.dest(ctx, body)), [s.offsets(ctx, body), s.sizes(ctx, body), s.strides(ctx, body)])
        }
        ParallelInsertSliceOp::NAME => {
            let s = ParallelInsertSliceOp(op);
            (Some(s.dest(ctx, body)), [s.offsets(ctx, body), s.sizes(ctx, body), s.strides(ctx, body)])
        }
        _ => return None,
    };
    let [offsets, sizes, strides] = ["static_offsets", "static_sizes", "static_strides"]
        .map(|n| statics_of(ctx, body, op, n))
        .into_iter()
        .zip(groups)
        .map(|(statics, values)| mixed(&statics, values))
        .collect::<Vec<_>>()
        .try_into()
        .ok()?;
    Some(SliceParts { source: *body.operands(op).first()?, dest, offsets, sizes, strides })
}

/// The integer an entry is known to be (a static entry, or a value given by
/// a constant-like op): upstream's `getConstantIntValue`.
pub fn ofr_int(ctx: &Context, registry: &Registry, body: &Body, o: Ofr) -> Option<i64> {
    match o {
        Ofr::Static(s) => Some(s),
        Ofr::Value(v) => value_int(ctx, registry, body, v).and_then(|i| i64::try_from(i).ok()),
    }
}

/// Whether every stride is known to be one (upstream's `hasUnitStride`).
pub fn has_unit_strides(ctx: &Context, registry: &Registry, body: &Body, strides: &[Ofr]) -> bool {
    strides.iter().all(|&s| ofr_int(ctx, registry, body, s) == Some(1))
}

/// The dimensions of the sliced tensor left out of `reduced` (the shape of
/// an extract's result or of an insert's source): a size known to be one
/// is dropped unless the next kept dimension is a static one (upstream's
/// `getDroppedDims`).
pub fn dropped_dims(ctx: &Context, registry: &Registry, body: &Body, sizes: &[Ofr], reduced: &[i64]) -> Vec<bool> {
    let mut dropped = vec![false; sizes.len()];
    let mut pos = 0;
    for (i, &size) in sizes.iter().enumerate() {
        let one = ofr_int(ctx, registry, body, size) == Some(1);
        if !one || reduced.get(pos) == Some(&1) {
            pos += 1;
            continue;
        }
        dropped[i] = true;
    }
    dropped
}

/// The shape of a ranked tensor value (empty for anything else).
pub fn shape_of(ctx: &Context, body: &Body, v: ValueId) -> Vec<i64> {
    ranked(ctx, body.value_type(v)).map(|(s, _)| s.to_vec()).unwrap_or_default()
}

/// The dropped dimensions of a slice op: for an extract the sizes against
/// its result, for the inserts against their source.
pub fn slice_dropped_dims(ctx: &Context, registry: &Registry, body: &Body, op: OpId, parts: &SliceParts) -> Vec<bool> {
    let reduced = match parts.dest {
        None => body.results(op).first().map(|&r| shape_of(ctx, body, r)).unwrap_or_default(),
        Some(_) => shape_of(ctx, body, parts.source),
    };
    dropped_dims(ctx, registry, body, &parts.sizes, &reduced)
}

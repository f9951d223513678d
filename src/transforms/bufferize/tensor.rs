//! Models of the tensor ops: `empty` allocates, `extract`/`insert` load
//! and store, `extract_slice` is a subview of its source's buffer and
//! `insert_slice` a copy into a subview of its destination's, `cast` and
//! the reshapes are views, `from_elements`, `concat` and `pad` fill a new
//! buffer.

use super::models::{read_only, reads_all, writable, Effect, Model};
use super::rewrite::{Bufferizer, Layout};
use crate::dialects::memref::layout::{
    collapsed_layout, expanded_layout, has_identity_layout, memref_parts, memref_type, strided_layout,
    strides_and_offset, subview_type,
};
use crate::dialects::memref::{
    CastOp as MemRefCast, CollapseShapeOp as MemRefCollapse, CopyOp, DimOp as MemRefDim, ExpandShapeOp as MemRefExpand,
    LoadOp, Ofr, ReshapeOp as MemRefReshape, StoreOp, SubViewOp,
};
use crate::dialects::tensor::{
    CastOp, CollapseShapeOp, ConcatOp, DimOp, EmptyOp, ExpandShapeOp, ExtractOp, ExtractSliceOp, FromElementsOp,
    GenerateOp, InsertOp, InsertSliceOp, PadOp, ParallelInsertSliceOp, RankOp, ReshapeOp, SplatOp,
};
use crate::dialects::view_like::reassociation;
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::attr;

pub fn model(name: &str) -> Option<&'static Model> {
    Some(match name {
        EmptyOp::NAME => &EMPTY,
        CastOp::NAME => &CAST,
        DimOp::NAME => &DIM,
        RankOp::NAME => &RANK,
        ExtractOp::NAME => &EXTRACT,
        InsertOp::NAME => &INSERT,
        ExtractSliceOp::NAME => &EXTRACT_SLICE,
        InsertSliceOp::NAME => &INSERT_SLICE,
        ExpandShapeOp::NAME => &EXPAND_SHAPE,
        CollapseShapeOp::NAME => &COLLAPSE_SHAPE,
        FromElementsOp::NAME => &FROM_ELEMENTS,
        SplatOp::NAME => &SPLAT,
        ConcatOp::NAME => &CONCAT,
        PadOp::NAME => &PAD,
        GenerateOp::NAME => &GENERATE,
        ParallelInsertSliceOp::NAME => &PARALLEL_INSERT_SLICE,
        ReshapeOp::NAME => &RESHAPE,
        _ => return None,
    })
}

fn view(_: &Context, _: &Body, _: OpId, i: usize) -> Effect {
    if i == 0 {
        Effect::view(0)
    } else {
        Effect::NONE
    }
}

fn no_effect(_: &Context, _: &Body, _: OpId, _: usize) -> Effect {
    Effect::NONE
}

fn tensor_shape(ctx: &Context, t: Type) -> (Vec<i64>, Type) {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, element, .. } => (shape.clone(), *element),
        _ => (Vec::new(), t),
    }
}

static EMPTY: Model = Model::new(no_effect, writable, |bx, op| {
    let ty = bx.body.value_type(bx.body.results(op)[0]);
    let sizes = bx.body.operands(op).to_vec();
    let alloc = bx.alloc(op, ty, sizes);
    bx.replace(op, &[Some(alloc)]);
    Ok(())
});

static CAST: Model = Model::new(view, writable, |bx, op| {
    let ctx = bx.ctx;
    let source = bx.buffer(bx.body.operands(op)[0]);
    let result_ty = bx.body.value_type(bx.body.results(op)[0]);
    let src_ty = bx.body.value_type(source);
    let layout = if has_identity_layout(ctx, src_ty) && is_static(ctx, result_ty) {
        Layout::Identity
    } else {
        Layout::FullyDynamic
    };
    let ty = with_space(ctx, bx.memref_of(result_ty, layout, None), src_ty);
    let c = MemRefCast::create(ctx, bx.body, bx.loc(op), source, ty);
    bx.insert_before(op, c.0);
    let v = bx.body.results(c.0)[0];
    bx.replace(op, &[Some(v)]);
    Ok(())
});

fn is_static(ctx: &Context, t: Type) -> bool {
    tensor_shape(ctx, t).0.iter().all(|&d| d != DYNAMIC)
}

/// `t` in the memory space of buffer type `like`.
fn with_space(ctx: &Context, t: Type, like: Type) -> Type {
    match (ctx.type_kind(t).clone(), memref_parts(ctx, like)) {
        (TypeKind::MemRef { shape, element, layout, .. }, Some(p)) => {
            memref_type(ctx, shape, element, layout, p.memory_space)
        }
        _ => t,
    }
}

static DIM: Model = Model::new(no_effect, read_only, |bx, op| {
    let (t, index) = (bx.body.operands(op)[0], bx.body.operands(op)[1]);
    let source = bx.buffer(t);
    let d = MemRefDim::create(bx.ctx, bx.body, bx.loc(op), source, index, bx.ctx.index_type());
    bx.insert_before(op, d.0);
    let v = bx.body.results(d.0)[0];
    replace_scalar(bx, op, v);
    Ok(())
});

static RANK: Model = Model::new(no_effect, read_only, |bx, op| {
    let source = bx.buffer(bx.body.operands(op)[0]);
    let r = crate::dialects::memref::RankOp::create(bx.ctx, bx.body, bx.loc(op), source, bx.ctx.index_type());
    bx.insert_before(op, r.0);
    let v = bx.body.results(r.0)[0];
    replace_scalar(bx, op, v);
    Ok(())
});

fn replace_scalar(bx: &mut Bufferizer<'_>, op: OpId, v: ValueId) {
    let r = bx.body.results(op)[0];
    bx.body.replace_all_uses(r, v);
    bx.body.erase_op(op);
}

static EXTRACT: Model = Model::new(
    |_, _, _, i| if i == 0 { Effect::READ } else { Effect::NONE },
    read_only,
    |bx, op| {
        let operands = bx.body.operands(op).to_vec();
        let source = bx.buffer(operands[0]);
        let ty = bx.body.value_type(bx.body.results(op)[0]);
        let l = LoadOp::create(bx.ctx, bx.body, bx.loc(op), source, operands[1..].to_vec(), ty, None);
        bx.insert_before(op, l.0);
        let v = bx.body.results(l.0)[0];
        replace_scalar(bx, op, v);
        Ok(())
    },
);

static INSERT: Model = Model::new(
    |_, _, _, i| if i == 1 { Effect::dest(true, 0) } else { Effect::NONE },
    writable,
    |bx, op| {
        let operands = bx.body.operands(op).to_vec();
        let dest = bx.dest_buffer(op, 1, true);
        let s = StoreOp::create(bx.ctx, bx.body, bx.loc(op), operands[0], dest, operands[2..].to_vec(), None);
        bx.insert_before(op, s.0);
        bx.replace(op, &[Some(dest)]);
        Ok(())
    },
);

/// The static offsets, sizes and strides of a slice op (dynamic entries
/// hold `DYNAMIC`), and its dynamic operands, from operand `first` on.
struct Slice {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
    static_offsets: Attribute,
    static_sizes: Attribute,
    static_strides: Attribute,
    dyn_offsets: Vec<ValueId>,
    dyn_sizes: Vec<ValueId>,
    dyn_strides: Vec<ValueId>,
}

fn slice_of(ctx: &Context, body: &Body, op: OpId, first: usize) -> Option<Slice> {
    let arr = |name: &str| attr(ctx, body, op, name);
    let (so, ss, st) = (arr("static_offsets")?, arr("static_sizes")?, arr("static_strides")?);
    let values = |a: Attribute| crate::opdef::ods::constraints::i64_values(ctx, a).unwrap_or_default();
    let (offsets, sizes, strides) = (values(so), values(ss), values(st));
    let count = |v: &[i64]| v.iter().filter(|&&x| x == DYNAMIC).count();
    let operands = body.operands(op);
    let (no, ns) = (count(&offsets), count(&sizes));
    let rest = &operands[first..];
    Some(Slice {
        dyn_offsets: rest[..no].to_vec(),
        dyn_sizes: rest[no..no + ns].to_vec(),
        dyn_strides: rest[no + ns..].to_vec(),
        offsets,
        sizes,
        strides,
        static_offsets: so,
        static_sizes: ss,
        static_strides: st,
    })
}

/// A `memref.subview` of `source` before `op` with the slice's parameters,
/// rank-reduced to the shape of `tensor` (the slice's tensor type).
fn subview(bx: &mut Bufferizer<'_>, op: OpId, source: ValueId, s: &Slice, tensor: Type) -> Result<ValueId, String> {
    let ctx = bx.ctx;
    let src_ty = bx.body.value_type(source);
    let full = subview_type(ctx, src_ty, &s.offsets, &s.sizes, &s.strides).ok_or("the buffer has no strided layout")?;
    let (shape, _) = tensor_shape(ctx, tensor);
    let ty = if shape.len() == s.sizes.len() {
        full
    } else {
        let mask = crate::dialects::memref::layout::rank_reduction_mask(&s.sizes, &shape)
            .ok_or("the slice drops a dimension that is not of size 1")?;
        let parts = memref_parts(ctx, full).expect("memref");
        let (strides, offset) = strides_and_offset(ctx, full).expect("strided");
        let kept: Vec<i64> = strides.iter().zip(&mask).filter(|(_, &m)| !m).map(|(&x, _)| x).collect();
        memref_type(ctx, shape, parts.element, Some(strided_layout(ctx, offset, kept)), parts.memory_space)
    };
    let v = SubViewOp::create(
        ctx,
        bx.body,
        bx.loc(op),
        source,
        s.dyn_offsets.clone(),
        s.dyn_sizes.clone(),
        s.dyn_strides.clone(),
        ty,
        s.static_offsets,
        s.static_sizes,
        s.static_strides,
    );
    bx.insert_before(op, v.0);
    Ok(bx.body.results(v.0)[0])
}

static EXTRACT_SLICE: Model = Model::new(view, writable, |bx, op| {
    let s = slice_of(bx.ctx, bx.body, op, 1).ok_or("malformed slice")?;
    let source = bx.buffer(bx.body.operands(op)[0]);
    let tensor = bx.body.value_type(bx.body.results(op)[0]);
    let v = subview(bx, op, source, &s, tensor)?;
    bx.replace(op, &[Some(v)]);
    Ok(())
});

static INSERT_SLICE: Model = Model::new(
    |_, _, _, i| match i {
        0 => Effect::READ,
        1 => Effect::dest(true, 0),
        _ => Effect::NONE,
    },
    writable,
    |bx, op| {
        let s = slice_of(bx.ctx, bx.body, op, 2).ok_or("malformed slice")?;
        let source = bx.body.operands(op)[0];
        let dest = bx.dest_buffer(op, 1, true);
        let tensor = bx.body.value_type(source);
        // A slice written back where it was extracted still gets its copy
        // (onto itself), as upstream: canonicalize and CSE remove it.
        let target = subview(bx, op, dest, &s, tensor)?;
        let src = bx.buffer(source);
        let c = CopyOp::create(bx.ctx, bx.body, bx.loc(op), src, target);
        bx.insert_before(op, c.0);
        bx.replace(op, &[Some(dest)]);
        Ok(())
    },
);

/// In the terminator of an `scf.forall`: a copy into a subview of the
/// shared output's buffer (always written in place: every iteration writes
/// its own part of it).
static PARALLEL_INSERT_SLICE: Model = Model::new(
    |_, _, _, i| match i {
        0 => Effect::READ,
        1 => Effect { read: false, write: true, alias: None },
        _ => Effect::NONE,
    },
    writable,
    |bx, op| {
        if !bx.analysis.in_place.contains(&(op, 1)) {
            return Err("the shared output cannot be written in place".into());
        }
        let s = slice_of(bx.ctx, bx.body, op, 2).ok_or("malformed slice")?;
        let source = bx.body.operands(op)[0];
        let dest = bx.buffer(bx.body.operands(op)[1]);
        let tensor = bx.body.value_type(source);
        // The copy goes before the `scf.forall.in_parallel` terminator.
        let anchor = bx.body.parent_of_op(op).unwrap_or(op);
        let target = subview(bx, anchor, dest, &s, tensor)?;
        let src = bx.buffer(source);
        let c = CopyOp::create(bx.ctx, bx.body, bx.loc(op), src, target);
        bx.insert_before(anchor, c.0);
        bx.body.erase_op(op);
        Ok(())
    },
);

/// `memref.reshape` of the source's buffer, which must be contiguous: a
/// copy into a new buffer when its layout is not the identity.
static RESHAPE: Model = Model::new(
    |_, _, _, i| if i == 0 { Effect::view(0) } else { Effect::READ },
    writable,
    |bx, op| {
        let ctx = bx.ctx;
        let (source, shape) = (bx.body.operands(op)[0], bx.body.operands(op)[1]);
        let mut buffer = bx.buffer(source);
        if !has_identity_layout(ctx, bx.body.value_type(buffer)) {
            let copy = bx.alloc_like(op, buffer, bx.body.value_type(source));
            let c = CopyOp::create(ctx, bx.body, bx.loc(op), buffer, copy);
            bx.insert_before(op, c.0);
            buffer = copy;
        }
        let shape = bx.buffer(shape);
        let result = bx.body.value_type(bx.body.results(op)[0]);
        let ty = with_space(ctx, bx.memref_of(result, Layout::Identity, None), bx.body.value_type(buffer));
        let r = MemRefReshape::create(ctx, bx.body, bx.loc(op), buffer, shape, ty);
        bx.insert_before(op, r.0);
        let v = bx.body.results(r.0)[0];
        bx.replace(op, &[Some(v)]);
        Ok(())
    },
);

fn groups(ctx: &Context, body: &Body, op: OpId) -> Vec<Vec<usize>> {
    attr(ctx, body, op, "reassociation")
        .and_then(|a| reassociation(ctx, a))
        .map(|g| g.into_iter().map(|v| v.into_iter().map(|x| x as usize).collect()).collect())
        .unwrap_or_default()
}

static EXPAND_SHAPE: Model = Model::new(view, writable, |bx, op| {
    let ctx = bx.ctx;
    let e = ExpandShapeOp(op);
    let source = bx.buffer(bx.body.operands(op)[0]);
    let (shape, element) = tensor_shape(ctx, bx.body.value_type(bx.body.results(op)[0]));
    let g = groups(ctx, bx.body, op);
    let src_ty = bx.body.value_type(source);
    let layout = if has_identity_layout(ctx, src_ty) {
        None
    } else {
        Some(expanded_layout(ctx, src_ty, &shape, &g).ok_or("the buffer has no strided layout")?)
    };
    let space = memref_parts(ctx, src_ty).and_then(|p| p.memory_space);
    let ty = memref_type(ctx, shape, element, layout, space);
    let reassoc = attr(ctx, bx.body, op, "reassociation").ok_or("no reassociation")?;
    let static_shape = attr(ctx, bx.body, op, "static_output_shape").ok_or("no output shape")?;
    let dynamic = e.output_shape(ctx, bx.body).to_vec();
    let x = MemRefExpand::create(ctx, bx.body, bx.loc(op), source, dynamic, ty, reassoc, static_shape);
    bx.insert_before(op, x.0);
    let v = bx.body.results(x.0)[0];
    bx.replace(op, &[Some(v)]);
    Ok(())
});

static COLLAPSE_SHAPE: Model = Model::new(view, writable, |bx, op| {
    let ctx = bx.ctx;
    let mut source = bx.buffer(bx.body.operands(op)[0]);
    let (shape, element) = tensor_shape(ctx, bx.body.value_type(bx.body.results(op)[0]));
    let g = groups(ctx, bx.body, op);
    let mut src_ty = bx.body.value_type(source);
    // A buffer whose groups may not be contiguous is copied first.
    let mut layout = collapsed_layout(ctx, src_ty, &g);
    if !has_identity_layout(ctx, src_ty) && layout.as_ref().map_or(true, |l| has_dynamic_stride(ctx, *l)) {
        let tensor = bx.body.value_type(bx.body.operands(op)[0]);
        let copy = bx.alloc_like(op, source, tensor);
        let c = CopyOp::create(ctx, bx.body, bx.loc(op), source, copy);
        bx.insert_before(op, c.0);
        source = copy;
        src_ty = bx.body.value_type(source);
        layout = collapsed_layout(ctx, src_ty, &g);
    }
    let layout = if has_identity_layout(ctx, src_ty) { None } else { layout };
    let space = memref_parts(ctx, src_ty).and_then(|p| p.memory_space);
    let ty = memref_type(ctx, shape, element, layout, space);
    let reassoc = attr(ctx, bx.body, op, "reassociation").ok_or("no reassociation")?;
    let x = MemRefCollapse::create(ctx, bx.body, bx.loc(op), source, ty, reassoc);
    bx.insert_before(op, x.0);
    let v = bx.body.results(x.0)[0];
    bx.replace(op, &[Some(v)]);
    Ok(())
});

fn has_dynamic_stride(ctx: &Context, layout: Attribute) -> bool {
    matches!(ctx.attr_kind(layout), AttrKind::StridedLayout { strides, .. } if strides.contains(&DYNAMIC))
}

/// The indices of element `n` of a row-major `shape`.
fn unravel(mut n: i64, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = n % shape[d];
        n /= shape[d];
    }
    idx
}

static FROM_ELEMENTS: Model = Model::new(no_effect, writable, |bx, op| {
    let ty = bx.body.value_type(bx.body.results(op)[0]);
    let (shape, _) = tensor_shape(bx.ctx, ty);
    let alloc = bx.alloc(op, ty, Vec::new());
    let elements = bx.body.operands(op).to_vec();
    // The index constants first, as upstream.
    let max = shape.iter().copied().max().unwrap_or(0).max(1);
    let constants: Vec<ValueId> = (0..max).map(|i| bx.index_constant(op, i)).collect();
    for (n, &e) in elements.iter().enumerate() {
        let idx: Vec<ValueId> = unravel(n as i64, &shape).into_iter().map(|i| constants[i as usize]).collect();
        let s = StoreOp::create(bx.ctx, bx.body, bx.loc(op), e, alloc, idx, None);
        bx.insert_before(op, s.0);
    }
    bx.replace(op, &[Some(alloc)]);
    Ok(())
});

/// `splat`: a new buffer filled with the value.
static SPLAT: Model = Model::new(no_effect, writable, |bx, op| {
    let ty = bx.body.value_type(bx.body.results(op)[0]);
    let operands = bx.body.operands(op).to_vec();
    let alloc = bx.alloc(op, ty, operands[1..].to_vec());
    super::linalg::fill(bx, op, operands[0], alloc);
    bx.replace(op, &[Some(alloc)]);
    Ok(())
});

/// `concat`: a new buffer (its size along the dimension the sum of the
/// inputs'), each input copied into its place. Upstream MLIR 19 has no
/// bufferization for it.
static CONCAT: Model = Model::new(reads_all, writable, |bx, op| {
    let ctx = bx.ctx;
    let ty = bx.body.value_type(bx.body.results(op)[0]);
    let dim = attr(ctx, bx.body, op, "dim")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => usize::try_from(value).ok(),
            _ => None,
        })
        .ok_or("no concatenation dimension")?;
    let inputs = bx.body.operands(op).to_vec();
    let shapes: Vec<Vec<i64>> = inputs.iter().map(|&v| tensor_shape(ctx, bx.body.value_type(v)).0).collect();
    let (shape, _) = tensor_shape(ctx, ty);
    if inputs.is_empty() || dim >= shape.len() || shapes.iter().any(|s| s.len() != shape.len()) {
        return Err("malformed concatenation".into());
    }
    let buffers: Vec<ValueId> = inputs.iter().map(|&v| bx.buffer(v)).collect();
    let extent = |bx: &mut Bufferizer<'_>, k: usize, d: usize| match shapes[k][d] {
        DYNAMIC => Ofr::Value(source_extent(bx, op, buffers[k], &shapes[k], d)),
        e => Ofr::Static(e),
    };
    // The result's dynamic sizes: along `dim` the sum of the inputs',
    // elsewhere that of an input whose size is dynamic there.
    let mut sizes = Vec::new();
    for d in (0..shape.len()).filter(|&d| shape[d] == DYNAMIC) {
        if d == dim {
            let mut total = Ofr::Static(0);
            for k in 0..inputs.len() {
                let e = extent(bx, k, d);
                total = add_ofr(bx, op, total, e);
            }
            sizes.push(ofr_value(bx, op, total));
        } else {
            let k = shapes.iter().position(|s| s[d] == DYNAMIC).unwrap_or(0);
            let e = extent(bx, k, d);
            sizes.push(ofr_value(bx, op, e));
        }
    }
    let alloc = bx.alloc(op, ty, sizes);
    let mut offset = Ofr::Static(0);
    for k in 0..inputs.len() {
        let mut offsets = vec![Ofr::Static(0); shape.len()];
        offsets[dim] = offset;
        let extents: Vec<Ofr> = (0..shape.len()).map(|d| extent(bx, k, d)).collect();
        let s = mixed_slice(ctx, &offsets, &extents);
        let target = subview(bx, op, alloc, &s, bx.body.value_type(inputs[k]))?;
        let c = CopyOp::create(ctx, bx.body, bx.loc(op), buffers[k], target);
        bx.insert_before(op, c.0);
        if k + 1 < inputs.len() {
            offset = add_ofr(bx, op, offset, extents[dim]);
        }
    }
    bx.replace(op, &[Some(alloc)]);
    Ok(())
});

/// `a + b`, folded when both are static.
fn add_ofr(bx: &mut Bufferizer<'_>, op: OpId, a: Ofr, b: Ofr) -> Ofr {
    match (a, b) {
        (Ofr::Static(x), Ofr::Static(y)) => Ofr::Static(x + y),
        (Ofr::Static(0), v) | (v, Ofr::Static(0)) => v,
        (a, b) => {
            let (a, b) = (ofr_value(bx, op, a), ofr_value(bx, op, b));
            Ofr::Value(add_index(bx, op, a, b))
        }
    }
}

fn ofr_value(bx: &mut Bufferizer<'_>, op: OpId, v: Ofr) -> ValueId {
    match v {
        Ofr::Static(x) => bx.index_constant(op, x),
        Ofr::Value(v) => v,
    }
}

/// A slice of unit strides at `offsets` of `sizes`, static where known.
fn mixed_slice(ctx: &Context, offsets: &[Ofr], sizes: &[Ofr]) -> Slice {
    let split = |list: &[Ofr]| {
        let statics: Vec<i64> = list.iter().map(|o| if let Ofr::Static(x) = o { *x } else { DYNAMIC }).collect();
        let values: Vec<ValueId> =
            list.iter().filter_map(|o| if let Ofr::Value(v) = o { Some(*v) } else { None }).collect();
        (statics, values)
    };
    let rank = offsets.len();
    let (offsets, dyn_offsets) = split(offsets);
    let (sizes, dyn_sizes) = split(sizes);
    let mut s = static_slice(ctx, offsets, sizes, vec![1; rank]);
    s.dyn_offsets = dyn_offsets;
    s.dyn_sizes = dyn_sizes;
    s
}

fn static_slice(ctx: &Context, offsets: Vec<i64>, sizes: Vec<i64>, strides: Vec<i64>) -> Slice {
    let arr = |v: &[i64]| crate::opdef::ods::constraints::i64_array(ctx, v);
    Slice {
        static_offsets: arr(&offsets),
        static_sizes: arr(&sizes),
        static_strides: arr(&strides),
        offsets,
        sizes,
        strides,
        dyn_offsets: Vec::new(),
        dyn_sizes: Vec::new(),
        dyn_strides: Vec::new(),
    }
}

/// `pad`: a new buffer filled with the padding (a fill when its value comes
/// from outside the region, else the region run at every index), the source
/// copied into the middle.
static PAD: Model = Model::new(|_, _, _, i| if i == 0 { Effect::READ } else { Effect::NONE }, writable, bufferize_pad);

fn bufferize_pad(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    let region = bx.body.op(op).regions[0];
    let block = bx.body.region(region).blocks[0];
    let term = bx.body.last_op(block).ok_or("pad without a terminator")?;
    let value = bx.body.operands(term)[0];
    let p = PadOp(op);
    let source = p.source(ctx, bx.body);
    let src_ty = bx.body.value_type(source);
    let ty = bx.body.value_type(bx.body.results(op)[0]);
    let (shape, _) = tensor_shape(ctx, ty);
    let (src_shape, _) = tensor_shape(ctx, src_ty);
    let statics = |name: &str| {
        attr(ctx, bx.body, op, name)
            .and_then(|a| crate::opdef::ods::constraints::i64_values(ctx, a))
            .unwrap_or_default()
    };
    let (low, high) = (statics("static_low"), statics("static_high"));
    let (dyn_low, dyn_high) = (p.low(ctx, bx.body).to_vec(), p.high(ctx, bx.body).to_vec());
    let src = bx.buffer(source);
    // Dynamic extents: source size + low + high.
    let mut sizes = Vec::new();
    let (mut li, mut hi) = (0, 0);
    let mut low_values = Vec::new();
    for d in 0..shape.len() {
        let l = if low[d] == DYNAMIC {
            li += 1;
            Some(dyn_low[li - 1])
        } else {
            None
        };
        let h = if high[d] == DYNAMIC {
            hi += 1;
            Some(dyn_high[hi - 1])
        } else {
            None
        };
        low_values.push(l);
        if shape[d] == DYNAMIC {
            let mut extent = source_extent(bx, op, src, &src_shape, d);
            for (v, c) in [(l, low[d]), (h, high[d])] {
                let v = match v {
                    Some(v) => v,
                    None => bx.index_constant(op, c),
                };
                extent = add_index(bx, op, extent, v);
            }
            sizes.push(extent);
        }
    }
    let alloc = bx.alloc(op, ty, sizes);
    // The padding: the region's value everywhere (a fill when it is computed
    // outside the region).
    if bx.body.value_block(value) != Some(block) && bx.body.first_op(block) == Some(term) {
        super::linalg::fill(bx, op, value, alloc);
    } else {
        generate_into(bx, op, alloc, region);
    }
    // The source in the middle.
    let mut dyn_sizes = Vec::new();
    for (d, &e) in src_shape.iter().enumerate() {
        if e == DYNAMIC {
            dyn_sizes.push(source_extent(bx, op, src, &src_shape, d));
        }
    }
    let arr = |v: &[i64]| crate::opdef::ods::constraints::i64_array(ctx, v);
    let ones = vec![1; src_shape.len()];
    let slice = Slice {
        static_offsets: arr(&low),
        static_sizes: arr(&src_shape),
        static_strides: arr(&ones),
        offsets: low.clone(),
        sizes: src_shape.clone(),
        strides: ones,
        dyn_offsets: low_values.into_iter().flatten().collect(),
        dyn_sizes,
        dyn_strides: Vec::new(),
    };
    let target = subview(bx, op, alloc, &slice, src_ty)?;
    let c = CopyOp::create(ctx, bx.body, bx.loc(op), src, target);
    bx.insert_before(op, c.0);
    bx.replace(op, &[Some(alloc)]);
    Ok(())
}

/// Extent `d` of buffer `src` (a constant when static), before `op`.
fn source_extent(bx: &mut Bufferizer<'_>, op: OpId, src: ValueId, shape: &[i64], d: usize) -> ValueId {
    if shape[d] != DYNAMIC {
        return bx.index_constant(op, shape[d]);
    }
    let index = bx.index_constant(op, d as i64);
    let dim = MemRefDim::create(bx.ctx, bx.body, bx.loc(op), src, index, bx.ctx.index_type());
    bx.insert_before(op, dim.0);
    bx.body.results(dim.0)[0]
}

fn add_index(bx: &mut Bufferizer<'_>, op: OpId, a: ValueId, b: ValueId) -> ValueId {
    let ctx = bx.ctx;
    let add = crate::dialects::arith::AddIOp::create(ctx, bx.body, bx.loc(op), a, b, ctx.index_type(), None);
    bx.insert_before(op, add.0);
    bx.body.results(add.0)[0]
}

/// Fill buffer `alloc` with what `region` (block arguments: the indices;
/// terminator `tensor.yield`) gives at each index: its ops move into the
/// payload of a `linalg.generic` over `alloc`, the indices becoming
/// `linalg.index` ops.
fn generate_into(bx: &mut Bufferizer<'_>, op: OpId, alloc: ValueId, region: crate::ir::RegionId) {
    let ctx = bx.ctx;
    let loc = bx.loc(op);
    let rank = memref_parts(ctx, bx.body.value_type(alloc)).map_or(0, |p| p.shape.len());
    let element = memref_parts(ctx, bx.body.value_type(alloc)).map(|p| p.element).expect("memref");
    let old = bx.body.region(region).blocks[0];
    let payload = bx.body.create_region();
    let block = bx.body.create_block(payload);
    bx.body.add_block_arg(block, element, None);
    let args = bx.body.block(old).args.to_vec();
    for (d, &arg) in args.iter().enumerate() {
        let props = ctx.dictionary(vec![(ctx.ident("dim"), ctx.int_attr(ctx.integer_type(64), d as i64))]);
        let index = bx.body.create_op(crate::ir::OperationState {
            name: ctx.ident("linalg.index"),
            loc,
            operands: Vec::new(),
            result_types: vec![ctx.index_type()],
            properties: Some(props),
            attributes: ctx.empty_dictionary(),
            successors: Vec::new(),
            regions: Vec::new(),
            inner: None,
        });
        bx.body.append_op(block, index);
        let v = bx.body.results(index)[0];
        bx.body.replace_all_uses(arg, v);
    }
    let ops: Vec<OpId> = bx.body.block_ops(old).collect();
    for o in ops {
        if ctx.str(bx.body.op(o).name) == "tensor.yield" {
            let y = bx.body.create_op(crate::ir::OperationState {
                name: ctx.ident("linalg.yield"),
                loc: bx.body.op(o).loc,
                operands: bx.body.operands(o).to_vec(),
                result_types: Vec::new(),
                properties: None,
                attributes: ctx.empty_dictionary(),
                successors: Vec::new(),
                regions: Vec::new(),
                inner: None,
            });
            bx.body.append_op(block, y);
            bx.body.erase_op(o);
        } else {
            bx.body.move_op_to_end(o, block);
        }
    }
    let map = ctx.attr(AttrKind::AffineMap(crate::ir::affine::AffineMap::identity(rank)));
    let iters = (0..rank).map(|_| crate::dialects::linalg::keyword_attr(ctx, "iterator_type", "parallel")).collect();
    let props = ctx.dictionary(vec![
        (ctx.ident("indexing_maps"), ctx.attr(AttrKind::Array(vec![map]))),
        (ctx.ident("iterator_types"), ctx.attr(AttrKind::Array(iters))),
        (ctx.ident("operandSegmentSizes"), crate::opdef::ods::segment_sizes(ctx, &[0, 1])),
    ]);
    let generic = bx.body.create_op(crate::ir::OperationState {
        name: ctx.ident("linalg.generic"),
        loc,
        operands: vec![alloc],
        result_types: Vec::new(),
        properties: Some(props),
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: vec![payload],
        inner: None,
    });
    bx.insert_before(op, generic);
}

/// `generate`: a new buffer filled by its body at every index.
static GENERATE: Model = Model::new(no_effect, writable, |bx, op| {
    let ty = bx.body.value_type(bx.body.results(op)[0]);
    let sizes = bx.body.operands(op).to_vec();
    let alloc = bx.alloc(op, ty, sizes);
    let region = bx.body.op(op).regions[0];
    generate_into(bx, op, alloc, region);
    bx.replace(op, &[Some(alloc)]);
    Ok(())
});

/// Whether the read of operand `index` of `reader` cannot see the write of
/// operand `i` of `w`: `reader` is a `tensor.insert_slice` into its
/// destination (operand 1) of `w`'s result, and `w` writes a slice
/// extracted from that destination at the same offsets, sizes and strides
/// — the insert reads the destination only outside the slice `w` wrote,
/// and puts `w`'s result back where it came from (upstream's matching
/// extract/insert pair).
pub fn writes_back_slice(ctx: &Context, body: &Body, reader: OpId, index: usize, w: OpId, i: usize) -> bool {
    if index != 1 || ctx.str(body.op(reader).name) != InsertSliceOp::NAME {
        return false;
    }
    let written = body.operands(w)[i];
    let Some(extract) = body.defining_op(written) else { return false };
    if ctx.str(body.op(extract).name) != ExtractSliceOp::NAME {
        return false;
    }
    let source = body.operands(reader)[0];
    let from_w = body.defining_op(source) == Some(w);
    let same = |name: &str| attr(ctx, body, extract, name) == attr(ctx, body, reader, name);
    from_w
        && body.operands(extract)[0] == body.operands(reader)[1]
        && body.operands(extract)[1..] == body.operands(reader)[2..]
        && same("static_offsets")
        && same("static_sizes")
        && same("static_strides")
}

/// Whether operand `index` of `op` is the source of a `tensor.insert_slice`
/// (or `tensor.parallel_insert_slice`) that puts back, at the same place, a slice extracted from its
/// destination (directly, or through ops that wrote that slice in place):
/// the source's buffer is then the very slice being written.
pub fn inserts_own_slice(
    ctx: &Context,
    body: &Body,
    in_place: &rustc_hash::FxHashSet<(OpId, usize)>,
    op: OpId,
    index: usize,
) -> bool {
    if index != 0 || !matches!(ctx.str(body.op(op).name), InsertSliceOp::NAME | ParallelInsertSliceOp::NAME) {
        return false;
    }
    let mut v = body.operands(op)[0];
    for _ in 0..64 {
        let Some(def) = body.defining_op(v) else { return false };
        if ctx.str(body.op(def).name) == ExtractSliceOp::NAME {
            let same = |name: &str| attr(ctx, body, def, name) == attr(ctx, body, op, name);
            return body.operands(def)[0] == body.operands(op)[1]
                && body.operands(def)[1..] == body.operands(op)[2..]
                && same("static_offsets")
                && same("static_sizes")
                && same("static_strides");
        }
        // The operand `def` wrote in place to produce `v`.
        let r = body.results(def).iter().position(|&x| x == v).unwrap_or(usize::MAX);
        let Some(s) = crate::dialects::linalg::StructuredOp::get(ctx, body, def) else { return false };
        let inputs = s.num_inputs(ctx, body);
        let Some(i) = (inputs..body.operands(def).len()).nth(r) else { return false };
        if !in_place.contains(&(def, i)) {
            return false;
        }
        v = body.operands(def)[i];
    }
    false
}

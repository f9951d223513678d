//! Canonicalization patterns of the vector ops, as upstream's
//! `--canonicalize`: extracts from and inserts into constants become
//! constants, extracts of broadcasts become smaller broadcasts, constant
//! `create_mask`s become `constant_mask`s, masked loads and stores with a
//! known all-true or all-false mask become plain accesses (or nothing), and
//! reductions of one element become an extract combined with the
//! accumulator; broadcasts of broadcasts and transposes of transposes
//! become one op; a `vector.mask` with nothing to mask or an all-true mask
//! gives way to what it holds.

use super::fold::{element_at, static_position, vector_len, vector_shape};
use super::*;
use crate::dialects::arith::constant_before;
use crate::dialects::arith::constfold::{self as cf, Elems};
use crate::dialects::memref::fold::def_named;
use crate::ir::{Body, OpId, OperationState, ValueId, DYNAMIC};
use crate::rewrite::{value_constant, value_int, Rewriter};

/// Upstream does not fold inserts into constants larger than this when the
/// constant has other uses.
pub(super) const VECTOR_SIZE_FOLD_THRESHOLD: usize = 256;

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

fn result_ty(body: &Body, op: OpId) -> Type {
    ty(body, body.results(op)[0])
}

fn constant_elems(rw: &Rewriter<'_>, v: ValueId) -> Option<Elems> {
    cf::elems(rw.ctx, value_constant(rw.ctx, rw.registry, rw.body, v)?)
}

/// The static shape of a fixed-size vector type.
fn fixed_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } if !scalable.iter().any(|&s| s) => Some(shape.clone()),
        _ => None,
    }
}

/// The row-major offset of `pos` (padded with zeros) in `shape`.
fn linearize(shape: &[i64], pos: &[i64]) -> Option<usize> {
    if pos.len() > shape.len() {
        return None;
    }
    let mut offset = 0usize;
    for (i, &d) in shape.iter().enumerate() {
        let p = pos.get(i).copied().unwrap_or(0);
        if p < 0 || p >= d {
            return None;
        }
        offset = offset.checked_mul(usize::try_from(d).ok()?)?.checked_add(usize::try_from(p).ok()?)?;
    }
    Some(offset)
}

/// Replace `op` by an `arith.constant` holding `value`.
pub(super) fn replace_with_constant(rw: &mut Rewriter<'_>, op: OpId, value: Option<Attribute>) -> bool {
    let Some(value) = value else { return false };
    let t = result_ty(rw.body, op);
    let loc = rw.body.op(op).loc;
    let v = constant_before(rw, op, loc, t, value);
    rw.replace_op(op, &[v]);
    true
}

// ---- extract ----------------------------------------------------------------------

pub(super) fn canonicalize_extract(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    extract_splat_constant(rw, op)
        || extract_dense_constant(rw, op)
        || extract_broadcast_to_broadcast(rw, op)
        || super::compose::extract_of_from_elements(rw, op)
}

/// Any element of a splat constant is its value.
fn extract_splat_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(Elems::Splat(b)) = constant_elems(rw, rw.body.operands(op)[0]) else { return false };
    let t = result_ty(rw.body, op);
    let value = if ctx_is_vector(rw.ctx, t) { Elems::Splat(b) } else { Elems::Scalar(b) };
    let attr = cf::build(rw.ctx, t, value);
    replace_with_constant(rw, op, attr)
}

fn ctx_is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}

/// An element or a slice of a non-splat constant at a static position.
fn extract_dense_constant(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let pos = static_position(ctx, rw.body, op);
    if pos.contains(&DYNAMIC) {
        return false;
    }
    let vector = rw.body.operands(op)[0];
    let Some(Elems::Dense(values)) = constant_elems(rw, vector) else { return false };
    let Some(shape) = fixed_shape(ctx, ty(rw.body, vector)) else { return false };
    let Some(begin) = linearize(&shape, &pos) else { return false };
    let t = result_ty(rw.body, op);
    let value = if ctx_is_vector(ctx, t) {
        let Some(n) = vector_len(ctx, t) else { return false };
        let Some(slice) = values.get(begin..begin.saturating_add(n)) else { return false };
        Elems::Dense(slice.to_vec())
    } else {
        let Some(&b) = values.get(begin) else { return false };
        Elems::Scalar(b)
    };
    let attr = cf::build(ctx, t, value);
    replace_with_constant(rw, op, attr)
}

/// An extract of a broadcast (or splat) whose result still needs
/// broadcasting: a broadcast of the source to the result type (an
/// `extractelement` for a 0-D source and a scalar result).
fn extract_broadcast_to_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let vector = rw.body.operands(op)[0];
    let Some(def) =
        def_named(ctx, rw.body, vector, BroadcastOp::NAME).or_else(|| def_named(ctx, rw.body, vector, SplatOp::NAME))
    else {
        return false;
    };
    let source = rw.body.operands(def)[0];
    let (source_ty, t) = (ty(rw.body, source), result_ty(rw.body, op));
    if source_ty == t {
        return false;
    }
    let rank = |t: Type| match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => shape.len(),
        _ => 0,
    };
    if rank(t) < rank(source_ty) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = if rank(t) == 0 {
        if !ctx_is_vector(ctx, source_ty) {
            return false;
        }
        ExtractElementOp::create(ctx, rw.body, loc, source, None, t).0
    } else {
        BroadcastOp::create(ctx, rw.body, loc, source, t).0
    };
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

// ---- insert -----------------------------------------------------------------------

/// A constant inserted into a constant vector at a static position.
pub(super) fn canonicalize_insert(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let pos = static_position(ctx, rw.body, op);
    if pos.contains(&DYNAMIC) {
        return false;
    }
    let (source, dest) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let dest_ty = ty(rw.body, dest);
    let Some(shape) = fixed_shape(ctx, dest_ty) else { return false };
    let Some(n) = vector_len(ctx, dest_ty) else { return false };
    let Some(d) = constant_elems(rw, dest) else { return false };
    if n > VECTOR_SIZE_FOLD_THRESHOLD && rw.body.uses(dest).len() != 1 {
        return false;
    }
    let Some(s) = constant_elems(rw, source) else { return false };
    let Some(begin) = linearize(&shape, &pos) else { return false };
    let Some(mut values) = (0..n).map(|k| element_at(&d, k)).collect::<Option<Vec<u128>>>() else { return false };
    let inserted: Vec<u128> = match s {
        Elems::Scalar(b) => vec![b],
        _ => match vector_len(ctx, ty(rw.body, source)) {
            Some(m) => match (0..m).map(|k| element_at(&s, k)).collect() {
                Some(v) => v,
                None => return false,
            },
            None => return false,
        },
    };
    let Some(slot) = values.get_mut(begin..begin.saturating_add(inserted.len())) else { return false };
    slot.copy_from_slice(&inserted);
    let attr = cf::build(ctx, dest_ty, Elems::Dense(values));
    replace_with_constant(rw, op, attr)
}

// ---- masks ------------------------------------------------------------------------

/// `create_mask` of constant sizes is a `constant_mask`, the sizes clamped
/// to the shape (all zero once one is zero). Scalable and 0-D masks stay.
pub(super) fn canonicalize_create_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let t = result_ty(rw.body, op);
    let Some(shape) = fixed_shape(ctx, t) else { return false };
    let operands = rw.body.operands(op).to_vec();
    if shape.is_empty() || operands.len() != shape.len() {
        return false;
    }
    let mut sizes = Vec::with_capacity(shape.len());
    for (&v, &d) in operands.iter().zip(&shape) {
        let Some(c) = value_int(ctx, rw.registry, rw.body, v) else { return false };
        let negative = c.sign() == num_bigint::Sign::Minus;
        let c = i64::try_from(c).unwrap_or(if negative { i64::MIN } else { i64::MAX });
        sizes.push(c.clamp(0, d));
    }
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|s| *s = 0);
    }
    let i64t = ctx.integer_type(64);
    let attr = ctx.attr(AttrKind::Array(sizes.iter().map(|&s| ctx.int_attr(i64t, s)).collect()));
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let new = ConstantMaskOp::create(ctx, rw.body, loc, t, attr).0;
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum MaskFormat {
    AllTrue,
    AllFalse,
    Unknown,
}

/// Whether a mask is known to be all set or all clear: a constant, or a
/// `constant_mask` covering every or no dimension.
fn mask_format(rw: &Rewriter<'_>, mask: ValueId) -> MaskFormat {
    let ctx = rw.ctx;
    let from_bits = |all: bool, none: bool| match (all, none) {
        (true, _) => MaskFormat::AllTrue,
        (_, true) => MaskFormat::AllFalse,
        _ => MaskFormat::Unknown,
    };
    match constant_elems(rw, mask) {
        Some(Elems::Splat(b)) => return from_bits(b & 1 == 1, b & 1 == 0),
        Some(Elems::Dense(v)) => return from_bits(v.iter().all(|b| b & 1 == 1), v.iter().all(|b| b & 1 == 0)),
        _ => {}
    }
    let Some(cm) = def_named(ctx, rw.body, mask, ConstantMaskOp::NAME) else { return MaskFormat::Unknown };
    let Some(sizes) = ConstantMaskOp(cm).mask_dim_sizes(ctx, rw.body).and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Array(v) => v
            .iter()
            .map(|&e| match ctx.attr_kind(e) {
                AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
                _ => None,
            })
            .collect::<Option<Vec<i64>>>(),
        _ => None,
    }) else {
        return MaskFormat::Unknown;
    };
    let Some(shape) = fixed_shape(ctx, ty(rw.body, mask)) else { return MaskFormat::Unknown };
    let all = sizes.iter().zip(&shape).all(|(&s, &d)| s >= d);
    let none = sizes.iter().all(|&s| s <= 0);
    from_bits(all, none)
}

/// A masked load under an all-true mask is a plain load; under an
/// all-false mask it is its pass-through value.
pub(super) fn canonicalize_masked_load(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let m = MaskedLoadOp(op);
    match mask_format(rw, m.mask(ctx, rw.body)) {
        MaskFormat::AllTrue => {
            let (base, indices) = (m.base(ctx, rw.body), m.indices(ctx, rw.body).to_vec());
            let (t, loc) = (result_ty(rw.body, op), rw.body.op(op).loc);
            rw.set_insertion_point_before(op);
            let load = LoadOp::create(ctx, rw.body, loc, base, indices, t, None).0;
            rw.insert(load);
            let v = rw.body.results(load)[0];
            rw.replace_op(op, &[v]);
            true
        }
        MaskFormat::AllFalse => {
            let pass = m.pass_thru(ctx, rw.body);
            rw.replace_op(op, &[pass]);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// A masked store under an all-true mask is a plain store; under an
/// all-false mask it does nothing.
pub(super) fn canonicalize_masked_store(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let m = MaskedStoreOp(op);
    match mask_format(rw, m.mask(ctx, rw.body)) {
        MaskFormat::AllTrue => {
            let (base, indices) = (m.base(ctx, rw.body), m.indices(ctx, rw.body).to_vec());
            let (value, loc) = (m.value_to_store(ctx, rw.body), rw.body.op(op).loc);
            rw.set_insertion_point_before(op);
            let store = StoreOp::create(ctx, rw.body, loc, value, base, indices, None).0;
            rw.insert(store);
            rw.erase_op(op);
            true
        }
        MaskFormat::AllFalse => {
            rw.erase_op(op);
            true
        }
        MaskFormat::Unknown => false,
    }
}

/// A gather under an all-false mask is its pass-through value.
pub(super) fn canonicalize_gather(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let n = rw.body.operands(op).len();
    let (mask, pass) = (rw.body.operands(op)[n - 2], rw.body.operands(op)[n - 1]);
    if !matches!(mask_format(rw, mask), MaskFormat::AllFalse) {
        return false;
    }
    rw.replace_op(op, &[pass]);
    true
}

/// A scatter under an all-false mask does nothing.
pub(super) fn canonicalize_scatter(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let n = rw.body.operands(op).len();
    if !matches!(mask_format(rw, rw.body.operands(op)[n - 2]), MaskFormat::AllFalse) {
        return false;
    }
    rw.erase_op(op);
    true
}

// ---- reduction --------------------------------------------------------------------

/// The arith op combining two values as a reduction `kind` does, and
/// whether it takes fast-math flags.
pub(super) fn combining_op(kind: u64, float: bool) -> Option<(&'static str, bool)> {
    Some(match (kind, float) {
        (1, false) => ("arith.addi", false),
        (1, true) => ("arith.addf", true),
        (2, false) => ("arith.muli", false),
        (2, true) => ("arith.mulf", true),
        (4, false) => ("arith.minui", false),
        (8, false) => ("arith.minsi", false),
        (16, true) => ("arith.minnumf", true),
        (32, false) => ("arith.maxui", false),
        (64, false) => ("arith.maxsi", false),
        (128, true) => ("arith.maxnumf", true),
        (256, false) => ("arith.andi", false),
        (512, false) => ("arith.ori", false),
        (1024, false) => ("arith.xori", false),
        (2048, true) => ("arith.minimumf", true),
        (4096, true) => ("arith.maximumf", true),
        _ => return None,
    })
}

/// Build `name(operands) : t` at the rewriter's insertion point.
pub(super) fn create_simple(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: crate::ir::Location,
    operands: Vec<ValueId>,
    t: Type,
    properties: Option<Attribute>,
) -> ValueId {
    let ctx = rw.ctx;
    let state = OperationState {
        name: ctx.ident(name),
        loc,
        operands,
        result_types: vec![t],
        properties,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let op = rw.create(state);
    rw.body.results(op)[0]
}

/// The single element of a one-element vector `v` (of any rank), as an
/// `extract` at `[0]` or, for a 0-D vector, an `extractelement`.
fn single_element(rw: &mut Rewriter<'_>, loc: crate::ir::Location, v: ValueId, t: Type, zero_d: bool) -> ValueId {
    let ctx = rw.ctx;
    let op = if zero_d {
        ExtractElementOp::create(ctx, rw.body, loc, v, None, t).0
    } else {
        let pos = ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(64), values: vec![0] });
        ExtractOp::create(ctx, rw.body, loc, v, Vec::new(), t, pos).0
    };
    rw.insert(op);
    rw.body.results(op)[0]
}

/// A reduction of a one-element vector is that element, combined with the
/// accumulator when there is one (and, under `vector.mask`, the
/// accumulator where the mask is clear).
pub(super) fn canonicalize_reduction(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (root, mask) = match rw.body.parent_of_op(op) {
        Some(p) if ctx.str(rw.body.op(p).name) == MaskOp::NAME => {
            if rw.body.operands(p).len() != 1 || rw.body.results(p).len() != 1 {
                return false;
            }
            (p, Some(rw.body.operands(p)[0]))
        }
        _ => (op, None),
    };
    let r = ReductionOp(op);
    let vector = r.vector(ctx, rw.body);
    let Some(shape) = vector_shape(ctx, ty(rw.body, vector)) else { return false };
    if !shape.is_empty() && shape[0] != 1 {
        return false;
    }
    let acc = r.acc(ctx, rw.body);
    let t = result_ty(rw.body, op);
    let combine = match acc {
        Some(_) => {
            let Some(kind) = r.kind(ctx, rw.body).and_then(|a| COMBINING_KIND.bits_of(ctx, a)) else { return false };
            let float = matches!(ctx.type_kind(t), TypeKind::Float(_));
            let Some(c) = combining_op(kind, float) else { return false };
            Some(c)
        }
        None => None,
    };
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(root);
    let zero_d = shape.is_empty();
    let i1 = ctx.integer_type(1);
    let mask_element = mask.map(|m| single_element(rw, loc, m, i1, zero_d));
    let mut result = single_element(rw, loc, vector, t, zero_d);
    if let (Some(acc), Some((name, fastmath))) = (acc, combine) {
        let flags = if fastmath { r.fastmath(ctx, rw.body) } else { None };
        let properties = flags.map(|f| ctx.dictionary(vec![(crate::static_ident!(ctx, "fastmath"), f)]));
        result = create_simple(rw, name, loc, vec![result, acc], t, properties);
        if let Some(m) = mask_element {
            result = create_simple(rw, "arith.select", loc, vec![m, result, acc], t, None);
        }
    }
    rw.replace_op(root, &[result]);
    true
}

// ---- broadcast / transpose ------------------------------------------------------------

/// Upstream `BroadcastFolder`: a broadcast of a broadcast broadcasts the
/// inner source.
pub(super) fn canonicalize_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(inner) = def_named(ctx, rw.body, rw.body.operands(op)[0], BroadcastOp::NAME) else { return false };
    let (source, t, loc) = (rw.body.operands(inner)[0], result_ty(rw.body, op), rw.body.op(op).loc);
    rw.set_insertion_point_before(op);
    let new = BroadcastOp::create(ctx, rw.body, loc, source, t).0;
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

/// Upstream `TransposeFolder`: a transpose of a transpose is one transpose
/// by the composed permutation.
pub(super) fn canonicalize_transpose(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let perm = |body: &Body, o: OpId| TransposeOp(o).permutation(ctx, body).and_then(|a| dense_i64(ctx, a));
    let Some(inner) = def_named(ctx, rw.body, rw.body.operands(op)[0], TransposeOp::NAME) else {
        return super::compose::transpose_of_producer(rw, op);
    };
    let (Some(outer_p), Some(inner_p)) = (perm(rw.body, op), perm(rw.body, inner)) else { return false };
    let Some(composed) = outer_p
        .iter()
        .map(|&i| usize::try_from(i).ok().and_then(|i| inner_p.get(i).copied()))
        .collect::<Option<Vec<i64>>>()
    else {
        return false;
    };
    let (source, t, loc) = (rw.body.operands(inner)[0], result_ty(rw.body, op), rw.body.op(op).loc);
    let values = composed.iter().map(|&v| v as u64 as u128).collect();
    let attr = ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(64), values });
    rw.set_insertion_point_before(op);
    let new = TransposeOp::create(ctx, rw.body, loc, source, t, attr).0;
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

/// Upstream's `vector.mask` fold and `ElideEmptyMaskOp`: a mask around no
/// op stands for the values its yield passes through (or is erased), and
/// one whose mask is all set is its op, moved out before it.
pub(super) fn canonicalize_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let body = &*rw.body;
    let Some(&region) = body.op(op).regions.first() else { return false };
    let Some(&block) = body.region(region).blocks.first() else { return false };
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let Some((&terminator, masked)) = ops.split_last() else { return false };
    let yielded = body.operands(terminator).to_vec();
    if yielded.len() != body.results(op).len() {
        return false;
    }
    if !masked.is_empty() {
        let Some(&mask) = body.operands(op).first() else { return false };
        if mask_format(rw, mask) != MaskFormat::AllTrue {
            return false;
        }
        for &inner in masked {
            rw.move_op_before(inner, op);
        }
    }
    if yielded.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &yielded);
    }
    true
}

//! Folders and patterns of `vector.extract_strided_slice` and
//! `vector.insert_strided_slice`, as upstream's `--canonicalize` applies
//! them: whole-vector slices fold away; slices of constants, splats,
//! broadcasts and constant masks become constants, splats, smaller
//! broadcasts and masks; a slice read back from a chain of inserts is the
//! inserted value (or is read from under the inserts it misses); a slice
//! written back where it was read from, or a splat into the same splat, is
//! the destination; an insert of a constant into a constant is a constant;
//! an extract of a slice, or of what an insert put in, reads the source.

use super::canonicalize::{replace_with_constant, VECTOR_SIZE_FOLD_THRESHOLD};
use super::fold::{set_static_position, vector_shape};
use super::*;
use crate::dialects::arith::constfold::{self as cf, Elems};
use crate::dialects::memref::fold::def_named;
use crate::ir::{Body, OpId, ValueId};
use crate::rewrite::{value_constant, FoldCx, Folded, Rewriter};

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

use crate::opdef::ods::constraints::i64_int_array as i64_attr_array;

/// A slice of an extract, padded to the source rank: the trailing
/// dimensions the attributes leave out are taken whole.
struct Slice {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

impl Slice {
    fn unit_strides(&self) -> bool {
        self.strides.iter().all(|&s| s == 1)
    }
}

fn extract_slice(ctx: &Context, body: &Body, op: OpId) -> Option<Slice> {
    let e = ExtractStridedSliceOp(op);
    let shape = vector_shape(ctx, ty(body, e.vector(body)))?;
    let mut offsets = e.offsets(ctx, body).and_then(|a| int_array(ctx, a))?;
    let mut sizes = e.sizes(ctx, body).and_then(|a| int_array(ctx, a))?;
    let mut strides = e.strides(ctx, body).and_then(|a| int_array(ctx, a))?;
    if offsets.len() > shape.len() || sizes.len() != offsets.len() || strides.len() != offsets.len() {
        return None;
    }
    for &d in &shape[offsets.len()..] {
        offsets.push(0);
        sizes.push(d);
        strides.push(1);
    }
    Some(Slice { offsets, sizes, strides })
}

/// The offsets and strides of an insert (one per destination dimension and
/// per source dimension).
fn insert_slice(ctx: &Context, body: &Body, op: OpId) -> Option<(Vec<i64>, Vec<i64>)> {
    let i = InsertStridedSliceOp(op);
    Some((i.offsets(ctx, body).and_then(|a| int_array(ctx, a))?, i.strides(ctx, body).and_then(|a| int_array(ctx, a))?))
}

/// The region `[lo, hi)` per destination dimension that an insert of a
/// `source` shape at `offsets` covers (its source fills the trailing
/// dimensions).
fn inserted_region(offsets: &[i64], source: &[i64]) -> Vec<(i64, i64)> {
    let lead = offsets.len().saturating_sub(source.len());
    offsets.iter().enumerate().map(|(d, &o)| (o, o + if d < lead { 1 } else { source[d - lead] })).collect()
}

/// Visit every position of `shape` in row-major order.
fn for_each_position(shape: &[i64], mut f: impl FnMut(&[i64])) {
    if shape.iter().any(|&d| d <= 0) {
        return;
    }
    let mut pos = vec![0i64; shape.len()];
    loop {
        f(&pos);
        let mut d = shape.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            pos[d] += 1;
            if pos[d] < shape[d] {
                break;
            }
            pos[d] = 0;
        }
    }
}

fn linear(shape: &[i64], pos: &[i64]) -> usize {
    shape.iter().zip(pos).fold(0usize, |acc, (&d, &p)| acc * d as usize + p as usize)
}

// ---- extract_strided_slice --------------------------------------------------------

/// A slice of the whole vector is the vector, a slice of a constant is a
/// constant, and a slice of a chain of inserts reads what was inserted.
pub(super) fn fold_extract_strided_slice(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let source = body.operands(op)[0];
    let result_ty = ty(body, body.results(op)[0]);
    if ty(body, source) == result_ty {
        return Folded::value(source);
    }
    if let Some(e) = cx.constant(0).and_then(|a| cf::elems(ctx, a)) {
        return slice_constant(ctx, body, op, e).map_or(Folded::Failure, Folded::attr);
    }
    extract_from_insert_chain(ctx, body, op)
}

fn slice_constant(ctx: &Context, body: &Body, op: OpId, e: Elems) -> Option<Attribute> {
    let result_ty = ty(body, body.results(op)[0]);
    let values = match e {
        Elems::Splat(b) => return cf::build(ctx, result_ty, Elems::Splat(b)),
        Elems::Dense(v) => v,
        Elems::Scalar(_) => return None,
    };
    let shape = vector_shape(ctx, ty(body, body.operands(op)[0]))?;
    let result_shape = vector_shape(ctx, result_ty)?;
    let s = extract_slice(ctx, body, op)?;
    let mut out = Vec::new();
    let mut ok = true;
    for_each_position(&result_shape, |r| {
        let src: Vec<i64> = (0..r.len()).map(|d| s.offsets[d] + r[d] * s.strides[d]).collect();
        match values.get(linear(&shape, &src)) {
            Some(&b) => out.push(b),
            None => ok = false,
        }
    });
    ok.then_some(())?;
    cf::build(ctx, result_ty, Elems::Dense(out))
}

/// Walk back through `insert_strided_slice`s, past those it misses: an
/// extract of exactly what one inserted is its source, one inside it reads
/// its source. (Missing every insert of the chain is left alone, as
/// upstream does.)
fn extract_from_insert_chain(ctx: &Context, body: &mut Body, op: OpId) -> Folded {
    let Some(s) = extract_slice(ctx, body, op) else { return Folded::Failure };
    if !s.unit_strides() {
        return Folded::Failure;
    }
    let result_ty = ty(body, body.results(op)[0]);
    let mut current = body.operands(op)[0];
    while let Some(ins) = def_named(ctx, body, current, InsertStridedSliceOp::NAME) {
        let (inserted, dest) = (body.operands(ins)[0], body.operands(ins)[1]);
        let (Some((offsets, strides)), Some(src_shape)) =
            (insert_slice(ctx, body, ins), vector_shape(ctx, ty(body, inserted)))
        else {
            break;
        };
        if strides.iter().any(|&x| x != 1) || offsets.len() != s.offsets.len() {
            break;
        }
        let region = inserted_region(&offsets, &src_shape);
        let wanted: Vec<(i64, i64)> = s.offsets.iter().zip(&s.sizes).map(|(&o, &n)| (o, o + n)).collect();
        if region == wanted && ty(body, inserted) == result_ty {
            return Folded::value(inserted);
        }
        let disjoint = region.iter().zip(&wanted).any(|(r, w)| w.1 <= r.0 || r.1 <= w.0);
        if disjoint {
            current = dest;
            continue;
        }
        let inside = region.iter().zip(&wanted).all(|(r, w)| r.0 <= w.0 && w.1 <= r.1);
        if inside && src_shape.len() == offsets.len() {
            let rel: Vec<i64> = s.offsets.iter().zip(&offsets).map(|(&w, &o)| w - o).collect();
            body.set_operand(op, 0, inserted);
            crate::opdef::ods::set_attr(ctx, body, op, "offsets", i64_attr_array(ctx, &rel));
            return Folded::InPlace;
        }
        break;
    }
    Folded::Failure
}

/// Slices of splats are splats, slices of broadcasts broadcast a slice of
/// (or all of) the broadcast source, and slices of constant masks are
/// constant masks.
pub(super) fn canonicalize_extract_strided_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let (t, loc) = (ty(rw.body, rw.body.results(op)[0]), rw.body.op(op).loc);
    if let Some(splat) = def_named(ctx, rw.body, source, SplatOp::NAME) {
        let scalar = rw.body.operands(splat)[0];
        rw.set_insertion_point_before(op);
        let new = SplatOp::create(ctx, rw.body, loc, scalar, t).0;
        return replace_by(rw, op, new);
    }
    slice_of_broadcast(rw, op) || slice_of_constant_mask(rw, op)
}

fn replace_by(rw: &mut Rewriter<'_>, op: OpId, new: OpId) -> bool {
    rw.insert(new);
    let v = rw.body.results(new)[0];
    rw.replace_op(op, &[v]);
    true
}

/// A slice of a broadcast is a broadcast of the matching slice of its
/// source; stretched unit dimensions of the source are kept whole.
fn slice_of_broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(b) = def_named(ctx, rw.body, rw.body.operands(op)[0], BroadcastOp::NAME) else { return false };
    let Some(s) = extract_slice(ctx, rw.body, op) else { return false };
    let (mut src, bshape) = (rw.body.operands(b)[0], vector_shape(ctx, ty(rw.body, rw.body.results(b)[0])));
    let (t, loc) = (ty(rw.body, rw.body.results(op)[0]), rw.body.op(op).loc);
    let Some(bshape) = bshape else { return false };
    rw.set_insertion_point_before(op);
    if let Some(sshape) = vector_shape(ctx, ty(rw.body, src)) {
        let lead = bshape.len() - sshape.len().min(bshape.len());
        let (mut offsets, mut sizes, mut strides) = (Vec::new(), Vec::new(), Vec::new());
        for (i, &d) in sshape.iter().enumerate() {
            let stretched = d == 1 && bshape[i + lead] != 1;
            offsets.push(if stretched { 0 } else { s.offsets[i + lead] });
            sizes.push(if stretched { 1 } else { s.sizes[i + lead] });
            strides.push(if stretched { 1 } else { s.strides[i + lead] });
        }
        if offsets.iter().any(|&o| o != 0) || sizes != sshape {
            let TypeKind::Vector { element, .. } = ctx.type_kind(ty(rw.body, src)).clone() else { return false };
            let st = vector_type(ctx, sizes.clone(), vec![false; sizes.len()], element);
            let (o, z, r) = (i64_attr_array(ctx, &offsets), i64_attr_array(ctx, &sizes), i64_attr_array(ctx, &strides));
            let e = ExtractStridedSliceOp::create(ctx, rw.body, loc, src, st, o, z, r).0;
            rw.insert(e);
            src = rw.body.results(e)[0];
        }
    }
    let new = BroadcastOp::create(ctx, rw.body, loc, src, t).0;
    replace_by(rw, op, new)
}

/// A unit-stride slice of a constant mask is the constant mask of the
/// overlap (all clear when any dimension is left empty).
fn slice_of_constant_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let Some(cm) = def_named(ctx, rw.body, rw.body.operands(op)[0], ConstantMaskOp::NAME) else { return false };
    let Some(s) = extract_slice(ctx, rw.body, op).filter(Slice::unit_strides) else { return false };
    let Some(mask) = ConstantMaskOp(cm).mask_dim_sizes(ctx, rw.body).and_then(|a| int_array(ctx, a)) else {
        return false;
    };
    if mask.len() != s.offsets.len() {
        return false;
    }
    let mut sizes: Vec<i64> =
        (0..mask.len()).map(|d| (mask[d].min(s.offsets[d] + s.sizes[d]) - s.offsets[d]).max(0)).collect();
    if sizes.contains(&0) {
        sizes.iter_mut().for_each(|x| *x = 0);
    }
    let (t, loc) = (ty(rw.body, rw.body.results(op)[0]), rw.body.op(op).loc);
    rw.set_insertion_point_before(op);
    let new = ConstantMaskOp::create(ctx, rw.body, loc, t, i64_attr_array(ctx, &sizes)).0;
    replace_by(rw, op, new)
}

// ---- insert_strided_slice ---------------------------------------------------------

/// An insert of a whole vector is that vector; writing back a slice just
/// read from the destination at the same place, or a splat into a splat
/// of the same value, leaves the destination.
pub(super) fn fold_insert_strided_slice(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let ctx = cx.ctx;
    let (source, dest) = (body.operands(op)[0], body.operands(op)[1]);
    if ty(body, source) == ty(body, dest) {
        return Folded::value(source);
    }
    let splat_of = |v: ValueId| {
        def_named(ctx, body, v, SplatOp::NAME)
            .or_else(|| def_named(ctx, body, v, BroadcastOp::NAME))
            .map(|d| body.operands(d)[0])
    };
    if let (Some(a), Some(b)) = (splat_of(source), splat_of(dest)) {
        if a == b {
            return Folded::value(dest);
        }
    }
    let Some(ext) = def_named(ctx, body, source, ExtractStridedSliceOp::NAME) else { return Folded::Failure };
    let (Some(s), Some((offsets, strides))) = (extract_slice(ctx, body, ext), insert_slice(ctx, body, op)) else {
        return Folded::Failure;
    };
    let same = body.operands(ext)[0] == dest && s.unit_strides() && strides.iter().all(|&x| x == 1);
    if same && s.offsets == offsets {
        return Folded::value(dest);
    }
    Folded::Failure
}

/// An insert of a constant into a constant is a constant (for large
/// destinations only when the destination has no other use).
pub(super) fn canonicalize_insert_strided_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, dest) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let konst = |v: ValueId| value_constant(ctx, rw.registry, rw.body, v).and_then(|a| cf::elems(ctx, a));
    let (Some(se), Some(de)) = (konst(source), konst(dest)) else { return false };
    let (Some(sshape), Some(dshape)) = (vector_shape(ctx, ty(rw.body, source)), vector_shape(ctx, ty(rw.body, dest)))
    else {
        return false;
    };
    let total: i64 = dshape.iter().product();
    if total as usize > VECTOR_SIZE_FOLD_THRESHOLD && rw.body.uses(dest).len() != 1 {
        return false;
    }
    let Some((offsets, strides)) = insert_slice(ctx, rw.body, op) else { return false };
    let lead = dshape.len() - sshape.len();
    let expand = |e: &Elems, n: i64| match e {
        Elems::Splat(b) => Some(vec![*b; n as usize]),
        Elems::Dense(v) if v.len() == n as usize => Some(v.clone()),
        _ => None,
    };
    let (Some(src), Some(mut out)) = (expand(&se, sshape.iter().product()), expand(&de, total)) else { return false };
    for_each_position(&sshape, |p| {
        let at: Vec<i64> = (0..dshape.len())
            .map(|d| offsets[d] + if d < lead { 0 } else { p[d - lead] * strides[d - lead] })
            .collect();
        if let (Some(slot), Some(&b)) = (out.get_mut(linear(&dshape, &at)), src.get(linear(&sshape, p))) {
            *slot = b;
        }
    });
    let t = ty(rw.body, rw.body.results(op)[0]);
    let value = cf::build(ctx, t, Elems::Dense(out));
    replace_with_constant(rw, op, value)
}

// ---- extract ----------------------------------------------------------------------

/// An extract at static `pos` of a unit-stride `extract_strided_slice`
/// that takes the dimensions past the position whole reads the slice's
/// source at the shifted position; one of an `insert_strided_slice`, inside
/// what was inserted and with those dimensions inserted whole, reads the
/// inserted value.
pub(super) fn extract_of_strided(ctx: &Context, body: &mut Body, op: OpId, pos: &[i64]) -> bool {
    let v = body.operands(op)[0];
    let (source, new) = if let Some(e) = def_named(ctx, body, v, ExtractStridedSliceOp::NAME) {
        let source = body.operands(e)[0];
        let (Some(s), Some(shape)) = (extract_slice(ctx, body, e), vector_shape(ctx, ty(body, source))) else {
            return false;
        };
        if !s.unit_strides() || (pos.len()..shape.len()).any(|d| s.offsets[d] != 0 || s.sizes[d] != shape[d]) {
            return false;
        }
        (source, pos.iter().zip(&s.offsets).map(|(p, o)| p + o).collect::<Vec<i64>>())
    } else if let Some(ins) = def_named(ctx, body, v, InsertStridedSliceOp::NAME) {
        let source = body.operands(ins)[0];
        let (Some(dshape), Some(sshape), Some((offsets, strides))) =
            (vector_shape(ctx, ty(body, v)), vector_shape(ctx, ty(body, source)), insert_slice(ctx, body, ins))
        else {
            return false;
        };
        let lead = dshape.len() - sshape.len().min(dshape.len());
        if pos.len() < lead || offsets.len() != dshape.len() || strides.iter().any(|&x| x != 1) {
            return false;
        }
        let region = inserted_region(&offsets, &sshape);
        if pos.iter().zip(&region).any(|(p, r)| *p < r.0 || *p >= r.1)
            || (pos.len()..dshape.len()).any(|d| offsets[d] != 0 || sshape[d - lead] != dshape[d])
        {
            return false;
        }
        (source, (lead..pos.len()).map(|d| pos[d] - offsets[d]).collect())
    } else {
        return false;
    };
    body.set_operand(op, 0, source);
    set_static_position(ctx, body, op, &new);
    true
}

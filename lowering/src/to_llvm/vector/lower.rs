//! The vector-to-vector lowerings `convert-vector-to-llvm` applies before
//! the conversion, in the greedy driver: each rewrites an op the llvm
//! conversion has no pattern for into `vector.extract`/`insert`/`shuffle`/
//! `splat`/`from_elements`/`fma`/`reduction`, `vector.create_mask` of lower
//! rank and arith ops on scalars and 1-D vectors.
//!
//! * `contract`: unrolled over the result's dimensions, each result element
//!   the `vector.reduction` of the elementwise product of the operand rows
//!   (upstream's dot lowering), with the accumulator;
//! * `outerproduct`: a broadcast row times the other operand per result
//!   row, `vector.fma` for floating-point addition;
//! * `transpose`, `shape_cast`: elements gathered into rows with
//!   `vector.from_elements` (whole rows moved where the innermost dimension
//!   is kept);
//! * `broadcast` of a vector: rows extracted, splat where stretched, inserted;
//! * `multi_reduction` (which upstream 19 leaves to
//!   `lower-vector-multi-reduction`; lowered here so that no extra pass is
//!   needed): that pass's `inner-reduction` patterns, one `vector.reduction`
//!   per kept position, masked ones included;
//! * n-D `create_mask`: rows of lower-rank masks whose bound is zeroed past
//!   the leading bound;
//! * `extract_strided_slice` (`vector.shuffle` of rows),
//!   `insert_strided_slice` (element by element);
//! * `extract`/`insert` at a dynamic position in an outer dimension (an llvm
//!   array cannot be indexed dynamically): one access per possible index,
//!   chosen with `arith.select`;
//! * `vector.mask` around a transfer or a gather: `lower-vector-mask`'s
//!   patterns (the op with the mask operand), empty and all-true masks
//!   dropped; around a reduction: the masked-off lanes replaced by the kind's neutral
//!   element (`arith.select`) before the reduction; around an outer product:
//!   the masked-off lanes of the result taken from the accumulator.
//!
//! The products and reductions are in `contract.rs`; the helpers here build
//! the ops both use.

use strata::dialects::vector::{dense_i64, int_array};
use strata::ir::{AttrKind, Attribute, Context, Location, OpId, OperationState, Type, TypeKind, ValueId};
use strata::opdef::ods::attr;
use strata::rewrite::Rewriter;

use super::{array_positions, vector_shape, DYNAMIC_POSITION};

/// The pattern set, tried on every op.
pub(super) fn patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    match rw.ctx.str(rw.body.op(op).name) {
        "vector.broadcast" => broadcast(rw, op),
        "vector.transpose" => transpose(rw, op),
        "vector.shape_cast" => shape_cast(rw, op),
        "vector.outerproduct" => super::contract::outer_product(rw, op),
        "vector.contract" => super::contract::contract(rw, op),
        "vector.multi_reduction" => crate::vector_transforms::lower_multi_reduction(rw, op),
        "vector.create_mask" => create_mask(rw, op),
        "vector.extract_strided_slice" => extract_strided_slice(rw, op),
        "vector.insert_strided_slice" => insert_strided_slice(rw, op),
        "vector.mask" => mask(rw, op),
        "vector.extract" | "vector.insert" => dynamic_outer_position(rw, op),
        "vector.scan" => super::scan::scan(rw, op),
        _ => false,
    }
}

/// Create a one-result op by name at the insertion point.
pub(crate) fn op1(
    rw: &mut Rewriter<'_>,
    name: &str,
    loc: Location,
    operands: Vec<ValueId>,
    ty: Type,
    props: Vec<(&str, Attribute)>,
) -> ValueId {
    let ctx = rw.ctx;
    let properties =
        (!props.is_empty()).then(|| ctx.dictionary(props.into_iter().map(|(n, a)| (ctx.ident(n), a)).collect()));
    let op = rw.create(OperationState {
        name: ctx.ident(name),
        loc,
        operands,
        result_types: vec![ty],
        properties,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    });
    rw.body.results(op)[0]
}

pub(crate) use strata::opdef::ods::constraints::i64_array as i64_dense;

pub(crate) fn vty(ctx: &Context, dims: &[i64], element: Type) -> Type {
    ctx.ty(TypeKind::Vector { shape: dims.to_vec(), scalable: vec![false; dims.len()], element })
}

/// The type of `v` with its leading `k` dimensions indexed away.
fn sub_type(ctx: &Context, ty: Type, k: usize) -> Type {
    match vector_shape(ctx, ty) {
        Some(s) if k >= s.rank() => s.element,
        Some(s) => vty(ctx, &s.dims[k..], s.element),
        None => ty,
    }
}

/// `vector.extract v[pos]` (static positions).
pub(crate) fn extract(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, pos: &[i64]) -> ValueId {
    if pos.is_empty() && vector_shape(rw.ctx, rw.body.value_type(v)).is_some_and(|s| s.rank() > 0) {
        return v;
    }
    let ty = sub_type(rw.ctx, rw.body.value_type(v), pos.len());
    let p = i64_dense(rw.ctx, pos);
    op1(rw, "vector.extract", loc, vec![v], ty, vec![("static_position", p)])
}

/// `vector.insert v, dest[pos]` (static positions).
pub(crate) fn insert(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, dest: ValueId, pos: &[i64]) -> ValueId {
    if pos.is_empty() && rw.body.value_type(v) == rw.body.value_type(dest) {
        return v;
    }
    let ty = rw.body.value_type(dest);
    let p = i64_dense(rw.ctx, pos);
    op1(rw, "vector.insert", loc, vec![v, dest], ty, vec![("static_position", p)])
}

/// `vector.splat s : ty`.
pub(super) fn splat(rw: &mut Rewriter<'_>, loc: Location, s: ValueId, ty: Type) -> ValueId {
    op1(rw, "vector.splat", loc, vec![s], ty, vec![])
}

/// A zero of the scalar type `ty` (`arith.constant`).
fn zero_scalar(rw: &mut Rewriter<'_>, loc: Location, ty: Type) -> ValueId {
    let ctx = rw.ctx;
    let a = match ctx.type_kind(ty) {
        TypeKind::Float(_) => ctx.attr(AttrKind::Float { ty, bits: 0 }),
        _ => ctx.int_attr(ty, 0),
    };
    op1(rw, "arith.constant", loc, vec![], ty, vec![("value", a)])
}

/// A vector of type `ty` whose elements are all overwritten later.
pub(super) fn fresh(rw: &mut Rewriter<'_>, loc: Location, ty: Type) -> ValueId {
    let Some(s) = vector_shape(rw.ctx, ty) else { return zero_scalar(rw, loc, ty) };
    let z = zero_scalar(rw, loc, s.element);
    splat(rw, loc, z, ty)
}

pub(crate) fn loc_of(rw: &Rewriter<'_>, op: OpId) -> Location {
    rw.body.op(op).loc
}

pub(super) fn finish(rw: &mut Rewriter<'_>, op: OpId, v: ValueId) -> bool {
    rw.replace_op(op, &[v]);
    true
}

/// Whether all types are fixed-size vectors or scalars.
pub(super) fn fixed(ctx: &Context, types: impl IntoIterator<Item = Type>) -> bool {
    types.into_iter().all(|t| vector_shape(ctx, t).map_or(true, |s| !s.scalable()))
}

pub(super) fn op_types(rw: &Rewriter<'_>, op: OpId) -> Vec<Type> {
    rw.body.operands(op).iter().chain(rw.body.results(op)).map(|&v| rw.body.value_type(v)).collect()
}

/// `vector.broadcast` of a vector to a different shape.
fn broadcast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, result) = (rw.body.operands(op)[0], rw.body.results(op)[0]);
    let (sty, rty) = (rw.body.value_type(source), rw.body.value_type(result));
    let (Some(s), Some(d)) = (vector_shape(ctx, sty), vector_shape(ctx, rty)) else { return false };
    if sty == rty || !fixed(ctx, [sty, rty]) || d.rank() == 0 {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let (k, m) = (s.rank(), d.rank());
    let last = d.dims[m - 1];
    let row_ty = vty(ctx, &[last], d.element);
    let mut acc = if m > 1 { fresh(rw, loc, rty) } else { source };
    for p in array_positions(&d.dims[..m - 1]) {
        // The source position of the row: stretched dimensions read index 0.
        let q: Vec<i64> = (0..k.saturating_sub(1)).map(|i| if s.dims[i] == 1 { 0 } else { p[m - k + i] }).collect();
        let row = if k == 0 {
            let e = extract(rw, loc, source, &[]);
            splat(rw, loc, e, row_ty)
        } else if s.dims[k - 1] == last {
            extract(rw, loc, source, &q)
        } else {
            let e = extract(rw, loc, source, &[q, vec![0]].concat());
            splat(rw, loc, e, row_ty)
        };
        acc = if m > 1 { insert(rw, loc, row, acc, &p) } else { row };
    }
    finish(rw, op, acc)
}

/// Move every element (or row) of `source` to `dest_ty`: `map(dest index)`
/// gives the source index. Elements are gathered into rows with
/// `vector.from_elements`, so that the rows, not the elements, are chained
/// by inserts (folding an extract walks that chain).
fn permute(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    dest_ty: Type,
    rows: bool,
    map: &dyn Fn(&[i64]) -> Vec<i64>,
) -> ValueId {
    let ctx = rw.ctx;
    let d = vector_shape(ctx, dest_ty).expect("a vector");
    let lead = d.leading().to_vec();
    let last = d.dims.last().copied().unwrap_or(1);
    let row_ty = vty(ctx, &[last], d.element);
    let mut acc = if lead.is_empty() { None } else { Some(fresh(rw, loc, dest_ty)) };
    for p in array_positions(&lead) {
        let row = if rows {
            extract(rw, loc, source, &map(&p))
        } else {
            let elements: Vec<ValueId> = (0..last)
                .map(|j| {
                    let q = map(&[p.clone(), vec![j]].concat());
                    extract(rw, loc, source, &q)
                })
                .collect();
            op1(rw, "vector.from_elements", loc, elements, row_ty, vec![])
        };
        acc = Some(match acc {
            Some(a) => insert(rw, loc, row, a, &p),
            None => row,
        });
    }
    acc.expect("at least one row")
}

/// `vector.transpose`: elements moved one by one, rows where the innermost
/// dimension stays.
fn transpose(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, result) = (rw.body.operands(op)[0], rw.body.results(op)[0]);
    let rty = rw.body.value_type(result);
    let Some(perm) = attr(ctx, rw.body, op, "permutation").and_then(|a| dense_i64(ctx, a)) else { return false };
    let Some(d) = vector_shape(ctx, rty) else { return false };
    if !fixed(ctx, op_types(rw, op)) || d.rank() == 0 {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let n = perm.len();
    let v = if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
        source
    } else {
        let rows = perm[n - 1] == (n - 1) as i64 && n > 1;
        let map = |p: &[i64]| {
            let mut q = vec![0; p.len()];
            for (i, &x) in p.iter().enumerate() {
                q[perm[i] as usize] = x;
            }
            q
        };
        permute(rw, loc, source, rty, rows, &map)
    };
    finish(rw, op, v)
}

/// Row-major multi-index of `linear` in `dims`.
fn unravel(mut linear: i64, dims: &[i64]) -> Vec<i64> {
    let mut out = vec![0; dims.len()];
    for (i, &d) in dims.iter().enumerate().rev() {
        out[i] = linear % d.max(1);
        linear /= d.max(1);
    }
    out
}

fn ravel(index: &[i64], dims: &[i64]) -> i64 {
    index.iter().zip(dims).fold(0, |acc, (&i, &d)| acc * d + i)
}

/// `vector.shape_cast`: elements moved in row-major order (rows when the
/// innermost dimensions agree).
fn shape_cast(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, result) = (rw.body.operands(op)[0], rw.body.results(op)[0]);
    let (sty, rty) = (rw.body.value_type(source), rw.body.value_type(result));
    let (Some(s), Some(d)) = (vector_shape(ctx, sty), vector_shape(ctx, rty)) else { return false };
    if !fixed(ctx, [sty, rty]) {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    if sty == rty {
        return finish(rw, op, source);
    }
    let (sd, dd) = (s.dims.clone(), d.dims.clone());
    let rows = s.rank() > 0 && d.rank() > 0 && sd.last() == dd.last() && (s.rank() > 1 || d.rank() > 1);
    let v = if d.rank() == 0 {
        let e = extract(rw, loc, source, &vec![0; s.rank()]);
        let z = fresh(rw, loc, rty);
        op1(rw, "vector.insert", loc, vec![e, z], rty, vec![("static_position", i64_dense(ctx, &[]))])
    } else if rows {
        let (sl, dl) = (sd[..sd.len() - 1].to_vec(), dd[..dd.len() - 1].to_vec());
        permute(rw, loc, source, rty, true, &|p| unravel(ravel(p, &dl), &sl))
    } else {
        let map = |p: &[i64]| if sd.is_empty() { vec![] } else { unravel(ravel(p, &dd), &sd) };
        if s.rank() == 0 {
            let e = extract(rw, loc, source, &[]);
            let z = fresh(rw, loc, rty);
            insert(rw, loc, e, z, &vec![0; d.rank()])
        } else {
            permute(rw, loc, source, rty, false, &map)
        }
    };
    finish(rw, op, v)
}

/// The arith op of a combining kind on values of an element type.
pub(crate) fn combining_op(kind: &str, float: bool) -> Option<&'static str> {
    Some(match (kind, float) {
        ("add", false) => "arith.addi",
        ("mul", false) => "arith.muli",
        ("and", false) => "arith.andi",
        ("or", false) => "arith.ori",
        ("xor", false) => "arith.xori",
        ("minsi", false) => "arith.minsi",
        ("maxsi", false) => "arith.maxsi",
        ("minui", false) => "arith.minui",
        ("maxui", false) => "arith.maxui",
        ("add", true) => "arith.addf",
        ("mul", true) => "arith.mulf",
        ("minnumf", true) => "arith.minnumf",
        ("maxnumf", true) => "arith.maxnumf",
        ("minimumf", true) => "arith.minimumf",
        ("maximumf", true) => "arith.maximumf",
        _ => return None,
    })
}

pub(crate) fn is_float_element(ctx: &Context, ty: Type) -> bool {
    ctx.is_float(vector_shape(ctx, ty).map_or(ty, |s| s.element))
}

pub(crate) fn binary(rw: &mut Rewriter<'_>, loc: Location, name: &str, a: ValueId, b: ValueId) -> ValueId {
    let ty = rw.body.value_type(a);
    op1(rw, name, loc, vec![a, b], ty, vec![])
}

/// n-D `vector.create_mask`: row `i` is the mask of the trailing bounds,
/// with its leading bound zeroed when `i` is not below the leading bound.
fn create_mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let bounds = rw.body.operands(op).to_vec();
    let rty = rw.body.value_type(rw.body.results(op)[0]);
    let Some(s) = vector_shape(ctx, rty) else { return false };
    if s.rank() < 2 || s.scalable() || bounds.len() != s.rank() {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let index = ctx.index_type();
    let row_ty = vty(ctx, &s.dims[1..], s.element);
    let zero = op1(rw, "arith.constant", loc, vec![], index, vec![("value", ctx.int_attr(index, 0))]);
    let mut res = fresh(rw, loc, rty);
    for i in 0..s.dims[0] {
        let c = op1(rw, "arith.constant", loc, vec![], index, vec![("value", ctx.int_attr(index, i))]);
        let slt = ctx.int_attr(ctx.integer_type(64), 2);
        let inside = op1(rw, "arith.cmpi", loc, vec![c, bounds[0]], ctx.integer_type(1), vec![("predicate", slt)]);
        let b1 = op1(rw, "arith.select", loc, vec![inside, bounds[1], zero], index, vec![]);
        let mut inner = vec![b1];
        inner.extend_from_slice(&bounds[2..]);
        let row = op1(rw, "vector.create_mask", loc, inner, row_ty, vec![]);
        res = insert(rw, loc, row, res, &[i]);
    }
    finish(rw, op, res)
}

fn slice_attrs(rw: &Rewriter<'_>, op: OpId, names: &[&str]) -> Option<Vec<Vec<i64>>> {
    names.iter().map(|n| attr(rw.ctx, rw.body, op, *n).and_then(|a| int_array(rw.ctx, a))).collect()
}

/// `vector.extract_strided_slice`: rows picked along the sliced leading
/// dimensions, the innermost sliced dimension a `vector.shuffle`.
fn extract_strided_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let source = rw.body.operands(op)[0];
    let rty = rw.body.value_type(rw.body.results(op)[0]);
    let Some(a) = slice_attrs(rw, op, &["offsets", "sizes", "strides"]) else { return false };
    let (offsets, sizes, strides) = (&a[0], &a[1], &a[2]);
    if !fixed(ctx, op_types(rw, op))
        || offsets.is_empty()
        || sizes.len() != offsets.len()
        || strides.len() != offsets.len()
    {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let v = slice(rw, loc, source, rty, offsets, sizes, strides);
    finish(rw, op, v)
}

fn slice(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    rty: Type,
    off: &[i64],
    size: &[i64],
    stride: &[i64],
) -> ValueId {
    let ctx = rw.ctx;
    let s = vector_shape(ctx, rty).expect("a vector");
    if off.len() == 1 && s.rank() == 1 {
        let mask: Vec<Attribute> =
            (0..size[0]).map(|i| ctx.int_attr(ctx.integer_type(64), off[0] + i * stride[0])).collect();
        let m = ctx.attr(AttrKind::Array(mask));
        return op1(rw, "vector.shuffle", loc, vec![source, source], rty, vec![("mask", m)]);
    }
    let sub_ty = vty(ctx, &s.dims[1..], s.element);
    let mut res = fresh(rw, loc, rty);
    for i in 0..size[0] {
        let row = extract(rw, loc, source, &[off[0] + i * stride[0]]);
        let r = if off.len() > 1 { slice(rw, loc, row, sub_ty, &off[1..], &size[1..], &stride[1..]) } else { row };
        res = insert(rw, loc, r, res, &[i]);
    }
    res
}

/// `vector.insert_strided_slice`: the source's elements inserted one by one
/// at the strided positions.
fn insert_strided_slice(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, dest) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let Some(a) = slice_attrs(rw, op, &["offsets", "strides"]) else { return false };
    let (offsets, strides) = (&a[0], &a[1]);
    let Some(s) = vector_shape(ctx, rw.body.value_type(source)) else { return false };
    let Some(d) = vector_shape(ctx, rw.body.value_type(dest)) else { return false };
    if !fixed(ctx, op_types(rw, op)) || offsets.len() != d.rank() {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let lead = d.rank() - s.rank();
    let mut res = dest;
    for p in array_positions(&s.dims) {
        let e = extract(rw, loc, source, &p);
        let mut q: Vec<i64> = offsets[..lead].to_vec();
        for (k, &x) in p.iter().enumerate() {
            let st = strides.get(k).copied().unwrap_or(1);
            q.push(offsets[lead + k] + x * st);
        }
        res = insert(rw, loc, e, res, &q);
    }
    finish(rw, op, res)
}

/// `vector.mask`: see the module documentation.
fn mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    use crate::vector_transforms::mask::{canonicalize, lower_masked_op, masked_op};
    let Some(inner) = masked_op(rw, op) else { return canonicalize(rw, op) };
    let operands = rw.body.operands(op).to_vec();
    match rw.ctx.str(rw.body.op(inner).name) {
        "vector.reduction" if operands.len() == 1 => super::contract::masked_reduction(rw, op, inner, operands[0]),
        "vector.outerproduct" if operands.len() == 1 => masked_outer_product(rw, op, inner, operands[0]),
        _ => lower_masked_op(rw, op, inner),
    }
}

/// `vector.mask %m { vector.outerproduct %a, %b, %acc }`: the outer product
/// moved out, its masked-off lanes taken from the accumulator (undefined
/// without one, as upstream).
fn masked_outer_product(rw: &mut Rewriter<'_>, op: OpId, inner: OpId, mask: ValueId) -> bool {
    let acc = rw.body.operands(inner).get(2).copied();
    let result = rw.body.results(inner)[0];
    let ty = rw.body.value_type(result);
    if rw.body.value_type(mask) != with_i1(rw.ctx, ty) {
        return false;
    }
    rw.move_op_before(inner, op);
    let v = match acc {
        Some(acc) => {
            let loc = loc_of(rw, op);
            rw.set_insertion_point_before(op);
            op1(rw, "arith.select", loc, vec![mask, result, acc], ty, vec![])
        }
        None => result,
    };
    finish(rw, op, v)
}

/// `ty` (a vector type) with `i1` elements.
pub(super) fn with_i1(ctx: &Context, ty: Type) -> Type {
    match vector_shape(ctx, ty) {
        Some(s) => ctx.ty(TypeKind::Vector { shape: s.dims, scalable: s.scalable_dims, element: ctx.integer_type(1) }),
        None => ctx.integer_type(1),
    }
}

/// Whether `op` is the masked op of a `vector.mask`.
pub(super) fn in_mask(rw: &Rewriter<'_>, op: OpId) -> bool {
    rw.body.parent_of_op(op).is_some_and(|p| rw.ctx.str(rw.body.op(p).name) == "vector.mask")
}

/// `vector.extract`/`insert` with a dynamic position in a dimension other
/// than the innermost: the access at each possible index of the first such
/// dimension, the one at the dynamic index picked with `arith.select`
/// (`cmpi eq`); the accesses built keep the remaining dynamic positions.
fn dynamic_outer_position(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let extract_op = ctx.str(rw.body.op(op).name) == "vector.extract";
    let Some(pos) = attr(ctx, rw.body, op, "static_position").and_then(|a| dense_i64(ctx, a)) else { return false };
    let operands = rw.body.operands(op).to_vec();
    let (fixed_operands, dynamic) = operands.split_at(if extract_op { 1 } else { 2 });
    let vector = *fixed_operands.last().expect("the vector operand");
    let Some(s) = vector_shape(ctx, rw.body.value_type(vector)) else { return false };
    let outer = pos.len().min(s.rank().saturating_sub(1));
    let Some(d) = pos[..outer].iter().position(|&p| p == DYNAMIC_POSITION) else { return false };
    let dynamic_count = pos.iter().filter(|&&p| p == DYNAMIC_POSITION).count();
    if dynamic_count != dynamic.len() || s.scalable() {
        return false;
    }
    // The dynamic operand of dimension `d` is the first one.
    let (index, rest) = (dynamic[0], dynamic[1..].to_vec());
    let result = rw.body.results(op)[0];
    let ty = rw.body.value_type(result);
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let index_ty = ctx.index_type();
    let eq = ctx.int_attr(ctx.integer_type(64), 0);
    let mut v: Option<ValueId> = None;
    for k in 0..s.dims[d] {
        let mut p = pos.clone();
        p[d] = k;
        let mut args = fixed_operands.to_vec();
        args.extend_from_slice(&rest);
        let name = if extract_op { "vector.extract" } else { "vector.insert" };
        let access = op1(rw, name, loc, args, ty, vec![("static_position", i64_dense(ctx, &p))]);
        v = Some(match v {
            None => access,
            Some(prev) => {
                let c = op1(rw, "arith.constant", loc, vec![], index_ty, vec![("value", ctx.int_attr(index_ty, k))]);
                let hit = op1(rw, "arith.cmpi", loc, vec![index, c], ctx.integer_type(1), vec![("predicate", eq)]);
                op1(rw, "arith.select", loc, vec![hit, access, prev], ty, vec![])
            }
        });
    }
    match v {
        Some(v) => finish(rw, op, v),
        None => false,
    }
}

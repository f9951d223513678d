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
//! * `multi_reduction` (which upstream 19 leaves to a separate pattern set;
//!   lowered here so that no extra pass is needed): one `vector.reduction`
//!   per kept position;
//! * n-D `create_mask`: rows of lower-rank masks whose bound is zeroed past
//!   the leading bound;
//! * `extract_strided_slice` (`vector.shuffle` of rows),
//!   `insert_strided_slice` (element by element);
//! * `vector.mask` around a transfer: the transfer with the mask operand;
//!   around a reduction: the masked-off lanes replaced by the kind's neutral
//!   element (`arith.select`) before the reduction.

use strata::dialects::ods::{attr, segment_sizes, set_attr};
use strata::dialects::vector::{dense_i64, int_array};
use strata::ir::affine::AffineExpr;
use strata::ir::{AttrKind, Attribute, Context, DenseValues, Location, OpId, OperationState, Type, TypeKind, ValueId};
use strata::rewrite::Rewriter;

use super::{array_positions, kind_of, vector_shape};

/// The pattern set, tried on every op.
pub(super) fn patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    match rw.ctx.str(rw.body.op(op).name) {
        "vector.broadcast" => broadcast(rw, op),
        "vector.transpose" => transpose(rw, op),
        "vector.shape_cast" => shape_cast(rw, op),
        "vector.outerproduct" => outer_product(rw, op),
        "vector.contract" => contract(rw, op),
        "vector.multi_reduction" => multi_reduction(rw, op),
        "vector.create_mask" => create_mask(rw, op),
        "vector.extract_strided_slice" => extract_strided_slice(rw, op),
        "vector.insert_strided_slice" => insert_strided_slice(rw, op),
        "vector.mask" => mask(rw, op),
        _ => false,
    }
}

/// Create a one-result op by name at the insertion point.
fn op1(
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

fn i64_dense(ctx: &Context, v: &[i64]) -> Attribute {
    ctx.attr(AttrKind::DenseArray {
        element: ctx.integer_type(64),
        values: v.iter().map(|&x| x as u64 as u128).collect(),
    })
}

fn vty(ctx: &Context, dims: &[i64], element: Type) -> Type {
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
fn extract(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, pos: &[i64]) -> ValueId {
    if pos.is_empty() && vector_shape(rw.ctx, rw.body.value_type(v)).is_some_and(|s| s.rank() > 0) {
        return v;
    }
    let ty = sub_type(rw.ctx, rw.body.value_type(v), pos.len());
    let p = i64_dense(rw.ctx, pos);
    op1(rw, "vector.extract", loc, vec![v], ty, vec![("static_position", p)])
}

/// `vector.insert v, dest[pos]` (static positions).
fn insert(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, dest: ValueId, pos: &[i64]) -> ValueId {
    if pos.is_empty() && rw.body.value_type(v) == rw.body.value_type(dest) {
        return v;
    }
    let ty = rw.body.value_type(dest);
    let p = i64_dense(rw.ctx, pos);
    op1(rw, "vector.insert", loc, vec![v, dest], ty, vec![("static_position", p)])
}

/// `vector.splat s : ty`.
fn splat(rw: &mut Rewriter<'_>, loc: Location, s: ValueId, ty: Type) -> ValueId {
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
fn fresh(rw: &mut Rewriter<'_>, loc: Location, ty: Type) -> ValueId {
    let Some(s) = vector_shape(rw.ctx, ty) else { return zero_scalar(rw, loc, ty) };
    let z = zero_scalar(rw, loc, s.element);
    splat(rw, loc, z, ty)
}

fn loc_of(rw: &Rewriter<'_>, op: OpId) -> Location {
    rw.body.op(op).loc
}

fn finish(rw: &mut Rewriter<'_>, op: OpId, v: ValueId) -> bool {
    rw.replace_op(op, &[v]);
    true
}

/// Whether all types are fixed-size vectors or scalars.
fn fixed(ctx: &Context, types: impl IntoIterator<Item = Type>) -> bool {
    types.into_iter().all(|t| vector_shape(ctx, t).map_or(true, |s| !s.scalable()))
}

fn op_types(rw: &Rewriter<'_>, op: OpId) -> Vec<Type> {
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
fn combining_op(kind: &str, float: bool) -> Option<&'static str> {
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

fn is_float_element(ctx: &Context, ty: Type) -> bool {
    ctx.is_float(vector_shape(ctx, ty).map_or(ty, |s| s.element))
}

fn binary(rw: &mut Rewriter<'_>, loc: Location, name: &str, a: ValueId, b: ValueId) -> ValueId {
    let ty = rw.body.value_type(a);
    op1(rw, name, loc, vec![a, b], ty, vec![])
}

/// `vector.outerproduct`: per row of the result, the broadcast lhs element
/// times rhs combined with the accumulator row (`vector.fma` for float
/// `add`); with a scalar rhs, lhs times the broadcast rhs.
fn outer_product(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let operands = rw.body.operands(op).to_vec();
    let rty = rw.body.value_type(rw.body.results(op)[0]);
    let Some(kind) = attr(ctx, rw.body, op, "kind").and_then(|a| kind_of(ctx, a)).or(Some("add".into())) else {
        return false;
    };
    let float = is_float_element(ctx, rty);
    let Some(combine) = combining_op(&kind, float) else { return false };
    if !fixed(ctx, op_types(rw, op)) || in_mask(rw, op) {
        return false;
    }
    let (lhs, rhs, acc) = (operands[0], operands[1], operands.get(2).copied());
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let mul = if float { "arith.mulf" } else { "arith.muli" };
    let row = |rw: &mut Rewriter<'_>, a: ValueId, b: ValueId, acc: Option<ValueId>| -> ValueId {
        match acc {
            Some(c) if float && kind == "add" => {
                let ty = rw.body.value_type(a);
                op1(rw, "vector.fma", loc, vec![a, b, c], ty, vec![])
            }
            Some(c) => {
                let p = binary(rw, loc, mul, a, b);
                binary(rw, loc, combine, c, p)
            }
            None => binary(rw, loc, mul, a, b),
        }
    };
    let v = if vector_shape(ctx, rw.body.value_type(rhs)).is_none() {
        let b = splat(rw, loc, rhs, rty);
        row(rw, lhs, b, acc)
    } else {
        let d = vector_shape(ctx, rty).expect("a vector");
        let row_ty = vty(ctx, &d.dims[1..], d.element);
        let mut res = match acc {
            Some(a) => a,
            None => fresh(rw, loc, rty),
        };
        for i in 0..d.dims[0] {
            let a = extract(rw, loc, lhs, &[i]);
            let a = splat(rw, loc, a, row_ty);
            let c = acc.map(|c| extract(rw, loc, c, &[i]));
            let r = row(rw, a, rhs, c);
            res = insert(rw, loc, r, res, &[i]);
        }
        res
    };
    finish(rw, op, v)
}

/// Whether `op` is the masked op of a `vector.mask`.
fn in_mask(rw: &Rewriter<'_>, op: OpId) -> bool {
    rw.body.parent_of_op(op).is_some_and(|p| rw.ctx.str(rw.body.op(p).name) == "vector.mask")
}

/// The iteration dimensions an indexing map reads, if it is a projected
/// permutation.
fn map_dims(ctx: &Context, a: Attribute) -> Option<(usize, Vec<usize>)> {
    let AttrKind::AffineMap(m) = ctx.attr_kind(a) else { return None };
    let dims =
        m.results.iter().map(|e| if let AffineExpr::Dim(d) = e { Some(*d) } else { None }).collect::<Option<_>>()?;
    Some((m.num_dims, dims))
}

/// An operand of a contraction being unrolled: its value and the iteration
/// dimension of each of its dimensions.
#[derive(Clone)]
struct Part {
    value: ValueId,
    dims: Vec<usize>,
}

impl Part {
    /// The part at index `i` of iteration dimension `d`, if it leads.
    fn at(&self, rw: &mut Rewriter<'_>, loc: Location, d: usize, i: i64) -> Part {
        if self.dims.first() != Some(&d) {
            return self.clone();
        }
        Part { value: extract(rw, loc, self.value, &[i]), dims: self.dims[1..].to_vec() }
    }
}

/// The contraction being unrolled.
struct Contraction<'k> {
    loc: Location,
    kind: &'k str,
    sizes: Vec<i64>,
    element: Type,
}

impl Contraction<'_> {
    /// `v` converted to the accumulator's element type.
    fn extend(&self, rw: &mut Rewriter<'_>, v: ValueId) -> ValueId {
        let ctx = rw.ctx;
        let ty = rw.body.value_type(v);
        let (element, target) = match vector_shape(ctx, ty) {
            Some(s) => (s.element, vty(ctx, &s.dims, self.element)),
            None => (ty, self.element),
        };
        if element == self.element {
            return v;
        }
        let name = if ctx.is_float(element) { "arith.extf" } else { "arith.extsi" };
        op1(rw, name, self.loc, vec![v], target, vec![])
    }

    fn lower(&self, rw: &mut Rewriter<'_>, lhs: Part, rhs: Part, acc: ValueId, acc_dims: &[usize]) -> ValueId {
        let loc = self.loc;
        let float = rw.ctx.is_float(self.element);
        if let Some((&p, rest)) = acc_dims.split_first() {
            let mut res = acc;
            for i in 0..self.sizes[p] {
                let (l, r) = (lhs.at(rw, loc, p, i), rhs.at(rw, loc, p, i));
                let a = extract(rw, loc, acc, &[i]);
                let sub = self.lower(rw, l, r, a, rest);
                res = insert(rw, loc, sub, res, &[i]);
            }
            return res;
        }
        // Only reduction dimensions are left, the same in both operands.
        let mul = if float { "arith.mulf" } else { "arith.muli" };
        match lhs.dims.len() {
            0 => {
                let (l, r) = (self.extend(rw, lhs.value), self.extend(rw, rhs.value));
                let p = binary(rw, loc, mul, l, r);
                let combine = combining_op(self.kind, float).expect("checked kind");
                binary(rw, loc, combine, acc, p)
            }
            1 => {
                let (l, r) = (self.extend(rw, lhs.value), self.extend(rw, rhs.value));
                let p = binary(rw, loc, mul, l, r);
                let kind = rw.ctx.attr(AttrKind::Opaque {
                    dialect: rw.ctx.ident("vector"),
                    data: format!("kind<{}>", self.kind),
                    ty: None,
                });
                op1(rw, "vector.reduction", loc, vec![p, acc], self.element, vec![("kind", kind)])
            }
            _ => {
                let d = lhs.dims[0];
                let mut a = acc;
                for k in 0..self.sizes[d] {
                    let (l, r) = (lhs.at(rw, loc, d, k), rhs.at(rw, loc, d, k));
                    a = self.lower(rw, l, r, a, &[]);
                }
                a
            }
        }
    }
}

/// `vector.contract`, unrolled (see the module documentation).
fn contract(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let operands = rw.body.operands(op).to_vec();
    if operands.len() != 3 || !fixed(ctx, op_types(rw, op)) || in_mask(rw, op) {
        return false;
    }
    let Some(maps) = attr(ctx, rw.body, op, "indexing_maps") else { return false };
    let AttrKind::Array(maps) = ctx.attr_kind(maps) else { return false };
    let Some(maps) = maps.iter().map(|&m| map_dims(ctx, m)).collect::<Option<Vec<_>>>() else { return false };
    let kind = attr(ctx, rw.body, op, "kind").and_then(|a| kind_of(ctx, a)).unwrap_or_else(|| "add".into());
    let acc_ty = rw.body.value_type(operands[2]);
    let element = vector_shape(ctx, acc_ty).map_or(acc_ty, |s| s.element);
    if maps.len() != 3 || combining_op(&kind, ctx.is_float(element)).is_none() {
        return false;
    }
    let n = maps[0].0;
    if maps.iter().any(|(dims, m)| *dims != n || m.iter().any(|&d| d >= n)) {
        return false;
    }
    let mut sizes = vec![0i64; n];
    for (k, (_, dims)) in maps.iter().enumerate() {
        let shape = vector_shape(ctx, rw.body.value_type(operands[k])).map(|s| s.dims).unwrap_or_default();
        if shape.len() != dims.len() {
            return false;
        }
        for (&d, &s) in dims.iter().zip(&shape) {
            sizes[d] = s;
        }
    }
    let acc_dims = maps[2].1.clone();
    // Parallel dimensions in the accumulator's order, then reductions.
    let order = |d: usize| acc_dims.iter().position(|&a| a == d).unwrap_or(acc_dims.len() + d);
    let reductions = |dims: &[usize]| {
        let mut r: Vec<usize> = dims.iter().copied().filter(|d| !acc_dims.contains(d)).collect();
        r.sort_unstable();
        r
    };
    if reductions(&maps[0].1) != reductions(&maps[1].1) {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let mut parts = Vec::new();
    for k in 0..2 {
        let dims = &maps[k].1;
        let mut sorted = dims.clone();
        sorted.sort_by_key(|&d| order(d));
        let mut value = operands[k];
        if &sorted != dims {
            let perm: Vec<i64> = sorted.iter().map(|d| dims.iter().position(|x| x == d).unwrap() as i64).collect();
            let s = vector_shape(ctx, rw.body.value_type(value)).expect("a vector");
            let tdims: Vec<i64> = perm.iter().map(|&p| s.dims[p as usize]).collect();
            let ty = vty(ctx, &tdims, s.element);
            let p = i64_dense(ctx, &perm);
            value = op1(rw, "vector.transpose", loc, vec![value], ty, vec![("permutation", p)]);
        }
        parts.push(Part { value, dims: sorted });
    }
    let c = Contraction { loc, kind: &kind, sizes, element };
    let (rhs, lhs) = (parts.pop().expect("two"), parts.pop().expect("two"));
    let v = c.lower(rw, lhs, rhs, operands[2], &acc_dims);
    finish(rw, op, v)
}

/// `vector.multi_reduction`: one `vector.reduction` per kept position, over
/// the reduced dimensions flattened.
fn multi_reduction(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, acc) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let sty = rw.body.value_type(source);
    let Some(s) = vector_shape(ctx, sty) else { return false };
    let Some(red) =
        attr(ctx, rw.body, op, "reduction_dims").and_then(|a| int_array(ctx, a).or_else(|| dense_i64(ctx, a)))
    else {
        return false;
    };
    let Some(kind_attr) = attr(ctx, rw.body, op, "kind") else { return false };
    if red.is_empty() || !fixed(ctx, op_types(rw, op)) || in_mask(rw, op) {
        return false;
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let kept: Vec<usize> = (0..s.rank()).filter(|d| !red.contains(&(*d as i64))).collect();
    let reduced: Vec<usize> = (0..s.rank()).filter(|d| red.contains(&(*d as i64))).collect();
    let perm: Vec<i64> = kept.iter().chain(&reduced).map(|&d| d as i64).collect();
    let mut v = source;
    if perm.iter().enumerate().any(|(i, &p)| p != i as i64) {
        let dims: Vec<i64> = perm.iter().map(|&p| s.dims[p as usize]).collect();
        let ty = vty(ctx, &dims, s.element);
        let p = i64_dense(ctx, &perm);
        v = op1(rw, "vector.transpose", loc, vec![v], ty, vec![("permutation", p)]);
    }
    let kept_dims: Vec<i64> = kept.iter().map(|&d| s.dims[d]).collect();
    let flat: i64 = reduced.iter().map(|&d| s.dims[d]).product();
    let flat_ty = vty(ctx, &[flat], s.element);
    let mut res = acc;
    for p in array_positions(&kept_dims) {
        let mut row = extract(rw, loc, v, &p);
        if rw.body.value_type(row) != flat_ty {
            row = op1(rw, "vector.shape_cast", loc, vec![row], flat_ty, vec![]);
        }
        let a = if kept.is_empty() { acc } else { extract(rw, loc, acc, &p) };
        let r = op1(rw, "vector.reduction", loc, vec![row, a], s.element, vec![("kind", kind_attr)]);
        res = if kept.is_empty() { r } else { insert(rw, loc, r, res, &p) };
    }
    finish(rw, op, res)
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
    names.iter().map(|n| attr(rw.ctx, rw.body, op, n).and_then(|a| int_array(rw.ctx, a))).collect()
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

/// `vector.mask %m { vector.transfer_read/write }`: the transfer moved out
/// with `%m` as its mask operand.
fn mask(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let body = &*rw.body;
    let operands = body.operands(op).to_vec();
    if operands.len() != 1 || body.op(op).regions.len() != 1 {
        return false;
    }
    let region = body.op(op).regions[0];
    let Some(&block) = body.region(region).blocks.first() else { return false };
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let [inner, yield_op] = ops[..] else {
        if ops.len() == 1 {
            // An empty mask: its yield's values are the results.
            let vals = body.operands(ops[0]).to_vec();
            rw.replace_op(op, &vals);
            return true;
        }
        return false;
    };
    let name = ctx.str(body.op(inner).name);
    let yielded = body.operands(yield_op).to_vec();
    if yielded != body.results(inner) {
        return false;
    }
    if name == "vector.reduction" {
        return masked_reduction(rw, op, inner, operands[0]);
    }
    if name != "vector.transfer_read" && name != "vector.transfer_write" {
        return false;
    }
    let sizes = attr(ctx, body, inner, "operandSegmentSizes").and_then(|a| dense_i64(ctx, a));
    let Some(mut sizes) = sizes else { return false };
    if sizes.last() != Some(&0) {
        return false;
    }
    let inner_results = body.results(inner).to_vec();
    let mut new_operands = body.operands(inner).to_vec();
    new_operands.push(operands[0]);
    *sizes.last_mut().expect("segments") = 1;
    let sizes: Vec<usize> = sizes.iter().map(|&s| s as usize).collect();
    rw.move_op_before(inner, op);
    rw.modify(inner, |b| {
        b.set_operands(inner, new_operands);
        set_attr(ctx, b, inner, "operandSegmentSizes", segment_sizes(ctx, &sizes));
    });
    rw.replace_op(op, &inner_results);
    true
}

/// The bits of the neutral element of a combining kind for `element`.
fn neutral_bits(ctx: &Context, kind: &str, element: Type) -> Option<u128> {
    if let Some(k) = ctx.float_kind(element) {
        let v = match kind {
            "add" => -0.0,
            "mul" => 1.0,
            "minnumf" | "minimumf" => f64::INFINITY,
            "maxnumf" | "maximumf" => f64::NEG_INFINITY,
            _ => return None,
        };
        return Some(strata::ir::float::from_f64(k, v));
    }
    let width = if ctx.is_index(element) { 64 } else { ctx.int_info(element)?.0 };
    let ones = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
    let sign = 1u128 << (width - 1);
    Some(match kind {
        "add" | "or" | "xor" | "maxui" => 0,
        "mul" => 1,
        "and" | "minui" => ones,
        "minsi" => sign - 1,
        "maxsi" => sign,
        _ => return None,
    })
}

/// `vector.mask %m { vector.reduction <kind>, %v (, %acc) }`: the reduction
/// of `select(%m, %v, neutral)`.
fn masked_reduction(rw: &mut Rewriter<'_>, op: OpId, inner: OpId, mask: ValueId) -> bool {
    let ctx = rw.ctx;
    let operands = rw.body.operands(inner).to_vec();
    let vty = rw.body.value_type(operands[0]);
    let Some(s) = vector_shape(ctx, vty) else { return false };
    let Some(kind_attr) = attr(ctx, rw.body, inner, "kind") else { return false };
    let Some(kind) = kind_of(ctx, kind_attr) else { return false };
    let Some(bits) = neutral_bits(ctx, &kind, s.element) else { return false };
    if s.rank() != 1 || s.scalable() || operands.len() > 2 {
        return false;
    }
    let values = if ctx.is_float(s.element) { DenseValues::Float(vec![bits]) } else { DenseValues::Int(vec![bits]) };
    let neutral_attr = ctx.attr(AttrKind::DenseElements { ty: vty, splat: true, values });
    let result_ty = rw.body.value_type(rw.body.results(inner)[0]);
    let mut props = vec![("kind", kind_attr)];
    if let Some(f) = attr(ctx, rw.body, inner, "fastmath") {
        props.push(("fastmath", f));
    }
    let loc = loc_of(rw, op);
    rw.set_insertion_point_before(op);
    let neutral = op1(rw, "arith.constant", loc, vec![], vty, vec![("value", neutral_attr)]);
    let kept = op1(rw, "arith.select", loc, vec![mask, operands[0], neutral], vty, vec![]);
    let mut args = vec![kept];
    args.extend(operands.get(1).copied());
    let r = op1(rw, "vector.reduction", loc, args, result_ty, props);
    finish(rw, op, r)
}

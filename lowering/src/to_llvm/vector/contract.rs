//! The vector-to-vector lowerings of products and reductions (see
//! `lower.rs`): `outerproduct`, `contract` unrolled to dot-product
//! reductions, and reductions under `vector.mask`.

use strata::ir::affine::AffineExpr;
use strata::ir::{AttrKind, Attribute, Context, DenseValues, Location, OpId, Type, ValueId};
use strata::opdef::ods::attr;
use strata::rewrite::Rewriter;

use super::lower::{
    binary, combining_op, extract, finish, fixed, fresh, i64_dense, in_mask, insert, is_float_element, loc_of, op1,
    op_types, splat, vty,
};
use super::{kind_of, vector_shape};

/// `vector.outerproduct`: per row of the result, the broadcast lhs element
/// times rhs combined with the accumulator row (`vector.fma` for float
/// `add`); with a scalar rhs, lhs times the broadcast rhs.
pub(super) fn outer_product(rw: &mut Rewriter<'_>, op: OpId) -> bool {
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
pub(super) fn contract(rw: &mut Rewriter<'_>, op: OpId) -> bool {
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
pub(super) fn masked_reduction(rw: &mut Rewriter<'_>, op: OpId, inner: OpId, mask: ValueId) -> bool {
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

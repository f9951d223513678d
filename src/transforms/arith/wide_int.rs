//! `arith-emulate-wide-int`: integers twice as wide as the target supports
//! (`widest-int-supported` = N, a power of two, at least 2) become pairs of
//! N-bit halves, as upstream MLIR 19's pass does: `i2N` is `vector<2xiN>`
//! and `vector<...xi2N>` is `vector<...x2xiN>` (low half first); function
//! signatures, calls and returns follow, and the arith ops on wide values
//! are computed on the halves:
//!
//! * `addi` (carry through `addui_extended`), `subi` (the borrow from an
//!   unsigned comparison of the low halves; upstream MLIR 19 cannot
//!   convert `subi`), `muli` (long
//!   multiplication of the low halves with `mului_extended`), `andi`,
//!   `ori`, `xori`, `select`, `cmpi` (low halves compared unsigned, high
//!   halves with the predicate);
//! * `shli`, `shrui` (shift amounts below 2N, as the op requires), `shrsi`
//!   (a logical shift and the sign bits), `max*`/`min*` (a comparison and a
//!   select), `extsi`, `extui`, `trunci`, `index_cast`/`index_castui` both
//!   ways, `sitofp` (the absolute value converted, then negated), `uitofp`
//!   (`low + high * 2^N`, exact while the value fits the float type);
//! * `arith.constant` splits its value; `vector.print` prints the halves.
//!
//! Ops on integers wider than 2N are not converted: the pass fails on them,
//! naming the op, as upstream. Other ops (memref, scf, ...) keep their
//! types and see the pairs through `builtin.unrealized_conversion_cast`.

use num_bigint::BigInt;
use num_traits::ToPrimitive;

use crate::conversion::{
    apply_conversion, combine_errors, ConversionPattern, ConversionRewriter, ConversionTarget, Mode, TypeConverter,
};
use crate::dialects::arith::build::ArithBuilder;
use crate::dialects::arith::{same_shape, CMP_I_ENUM};
use crate::ir::{
    AttrKind, Attribute, Body, Context, DenseValues, Location, OpId, OperationState, Type, TypeKind, ValueId,
};
use crate::opdef::ods::attr;
use crate::opdef::ods::constraints::{i64_array, i64_int_array};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

struct EmulateWideInt {
    widest: u32,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let text = opts.get("widest-int-supported").map_or("32", String::as_str);
    let widest: u32 =
        text.trim().parse().map_err(|_| format!("invalid value '{text}' for option widest-int-supported"))?;
    if widest < 2 || !widest.is_power_of_two() {
        return Err(format!(
            "arith-emulate-wide-int: widest-int-supported must be a power of two of at least 2, not {widest}"
        ));
    }
    Ok(Box::new(EmulateWideInt { widest }))
}

/// The type `ty` becomes with N-bit halves: itself when no integer in it is
/// wider than N, `None` when one is wider than 2N.
fn convert(ctx: &Context, n: u32, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if *width <= n => Some(ty),
        TypeKind::Integer { width, .. } if *width == 2 * n => Some(vector(ctx, &[2], ctx.integer_type(n))),
        TypeKind::Integer { .. } => None,
        TypeKind::Vector { shape, scalable, element } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } if *width == 2 * n => {
                let mut shape = shape.clone();
                let mut scalable = scalable.clone();
                shape.push(2);
                scalable.push(false);
                Some(ctx.ty(TypeKind::Vector { shape, scalable, element: ctx.integer_type(n) }))
            }
            TypeKind::Integer { width, .. } if *width > n => None,
            _ => Some(ty),
        },
        TypeKind::Function { .. } => {
            let (inputs, results) = ctx.function_parts(ty)?;
            let inputs = inputs.iter().map(|&t| convert(ctx, n, t)).collect::<Option<Vec<_>>>()?;
            let results = results.iter().map(|&t| convert(ctx, n, t)).collect::<Option<Vec<_>>>()?;
            Some(ctx.function_type(inputs, results))
        }
        _ => Some(ty),
    }
}

fn vector(ctx: &Context, shape: &[i64], element: Type) -> Type {
    ctx.ty(TypeKind::Vector { shape: shape.to_vec(), scalable: vec![false; shape.len()], element })
}

/// Whether every operand and result type of `op` is legal.
fn types_legal(ctx: &Context, n: u32, body: &Body, op: OpId) -> bool {
    let legal = |v: &ValueId| convert(ctx, n, body.value_type(*v)) == Some(body.value_type(*v));
    body.operands(op).iter().all(legal) && body.results(op).iter().all(legal)
}

const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("arith.constant"), apply: constant },
    ConversionPattern { root: Some("arith.addi"), apply: addi },
    ConversionPattern { root: Some("arith.subi"), apply: subi },
    ConversionPattern { root: Some("arith.muli"), apply: muli },
    ConversionPattern { root: Some("arith.andi"), apply: bitwise },
    ConversionPattern { root: Some("arith.ori"), apply: bitwise },
    ConversionPattern { root: Some("arith.xori"), apply: bitwise },
    ConversionPattern { root: Some("arith.cmpi"), apply: cmpi },
    ConversionPattern { root: Some("arith.select"), apply: select },
    ConversionPattern { root: Some("arith.maxui"), apply: |rw, op, _| min_max(rw, op, "ugt") },
    ConversionPattern { root: Some("arith.maxsi"), apply: |rw, op, _| min_max(rw, op, "sgt") },
    ConversionPattern { root: Some("arith.minui"), apply: |rw, op, _| min_max(rw, op, "ult") },
    ConversionPattern { root: Some("arith.minsi"), apply: |rw, op, _| min_max(rw, op, "slt") },
    ConversionPattern { root: Some("arith.shli"), apply: shli },
    ConversionPattern { root: Some("arith.shrui"), apply: shrui },
    ConversionPattern { root: Some("arith.shrsi"), apply: shrsi },
    ConversionPattern { root: Some("arith.extsi"), apply: extsi },
    ConversionPattern { root: Some("arith.extui"), apply: extui },
    ConversionPattern { root: Some("arith.trunci"), apply: trunci },
    ConversionPattern { root: Some("arith.index_cast"), apply: |rw, op, a| index_cast(rw, op, a, "arith.extsi") },
    ConversionPattern { root: Some("arith.index_castui"), apply: |rw, op, a| index_cast(rw, op, a, "arith.extui") },
    ConversionPattern { root: Some("arith.sitofp"), apply: sitofp },
    ConversionPattern { root: Some("arith.uitofp"), apply: uitofp },
    ConversionPattern { root: Some("func.func"), apply: function },
    ConversionPattern { root: Some("func.call"), apply: rebuild_converted },
    ConversionPattern { root: Some("func.return"), apply: rebuild_converted },
    ConversionPattern { root: Some("vector.print"), apply: rebuild_converted },
];

impl Pass for EmulateWideInt {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let n = self.widest;
        let mut types = TypeConverter::new();
        types.add_conversion(move |ctx, ty| convert(ctx, n, ty).map(|t| vec![t]));
        let mut ct = ConversionTarget::new();
        ct.add_dynamically_legal_op("func.func", move |ctx, body, op| {
            attr(ctx, body, op, "function_type")
                .and_then(|a| match ctx.attr_kind(a) {
                    AttrKind::Type(t) => Some(convert(ctx, n, *t) == Some(*t)),
                    _ => None,
                })
                .unwrap_or(true)
        });
        for name in ["func.call", "func.return", "vector.print"] {
            ct.add_dynamically_legal_op(name, move |ctx, body, op| types_legal(ctx, n, body, op));
        }
        ct.add_dynamically_legal_dialect("arith", move |ctx, body, op| types_legal(ctx, n, body, op));
        ct.add_legal_dialect("vector");
        apply_conversion(cx.ctx, cx.registry, &mut target.body, &ct, PATTERNS, Some(&types), Mode::Partial)
            .map_err(combine_errors)
    }
}

/// Builds the replacement ops of one pattern, before the op.
struct Emit<'r, 'a, 'b> {
    rw: &'r mut ConversionRewriter<'a, 'b>,
    loc: Location,
}

impl<'r, 'a, 'b> Emit<'r, 'a, 'b> {
    fn new(rw: &'r mut ConversionRewriter<'a, 'b>, op: OpId) -> Self {
        let loc = rw.rw.body.op(op).loc;
        rw.rw.set_insertion_point_before(op);
        Emit { rw, loc }
    }

    fn ctx(&self) -> &'a Context {
        self.rw.rw.ctx
    }

    fn ty(&self, v: ValueId) -> Type {
        self.rw.rw.body.value_type(v)
    }

    fn arith(&mut self) -> ArithBuilder<'_, 'a> {
        ArithBuilder::new(&mut self.rw.rw, self.loc)
    }

    /// `name` with properties `props`; its results.
    fn op(
        &mut self,
        name: &str,
        operands: Vec<ValueId>,
        types: Vec<Type>,
        props: Vec<(&str, Attribute)>,
    ) -> Vec<ValueId> {
        let ctx = self.ctx();
        let mut state = OperationState::new(ctx, name, self.loc, operands, types);
        if !props.is_empty() {
            state.properties = Some(ctx.dictionary(props.into_iter().map(|(k, a)| (ctx.ident(k), a)).collect()));
        }
        let op = self.rw.rw.create(state);
        self.rw.rw.body.results(op).to_vec()
    }

    fn binary(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        self.arith().binary(name, a, b)
    }

    fn constant(&mut self, ty: Type, value: i64) -> ValueId {
        self.arith().int(ty, value)
    }

    /// A cast op of `v` to `ty`, folded away when the types already agree.
    fn cast(&mut self, name: &str, v: ValueId, ty: Type) -> ValueId {
        if self.ty(v) == ty {
            return v;
        }
        let op = self.rw.rw.body.create_op(OperationState::new(self.ctx(), name, self.loc, vec![v], vec![ty]));
        self.rw.rw.create_or_fold(op)[0]
    }

    fn shape(&self, v: ValueId) -> Option<Vec<i64>> {
        match self.ctx().type_kind(self.ty(v)) {
            TypeKind::Vector { shape, .. } => Some(shape.clone()),
            _ => None,
        }
    }

    /// The elements at `offset` of the last dimension of `v`: a scalar
    /// for a 1-D vector, else a slice with a last dimension of 1.
    fn slice(&mut self, v: ValueId, offset: i64) -> ValueId {
        let ctx = self.ctx();
        let shape = self.shape(v).expect("a converted vector");
        let element = ctx.element_type(self.ty(v)).expect("a vector");
        if shape.len() == 1 {
            let pos = i64_array(ctx, &[offset]);
            return self.op("vector.extract", vec![v], vec![element], vec![("static_position", pos)])[0];
        }
        let mut offsets = vec![0; shape.len()];
        *offsets.last_mut().expect("rank 2 or more") = offset;
        let mut sizes = shape.clone();
        *sizes.last_mut().expect("rank 2 or more") = 1;
        let props = vec![
            ("offsets", i64_int_array(ctx, &offsets)),
            ("sizes", i64_int_array(ctx, &sizes)),
            ("strides", i64_int_array(ctx, &vec![1; shape.len()])),
        ];
        self.op("vector.extract_strided_slice", vec![v], vec![vector(ctx, &sizes, element)], props)[0]
    }

    fn halves(&mut self, v: ValueId) -> (ValueId, ValueId) {
        (self.slice(v, 0), self.slice(v, 1))
    }

    /// `v` without its trailing unit dimension (a scalar stays).
    fn drop_unit(&mut self, v: ValueId) -> ValueId {
        let Some(shape) = self.shape(v) else { return v };
        let element = self.ctx().element_type(self.ty(v)).expect("a vector");
        let ty = vector(self.ctx(), &shape[..shape.len() - 1], element);
        self.op("vector.shape_cast", vec![v], vec![ty], vec![])[0]
    }

    /// `v` with a trailing unit dimension (a scalar stays).
    fn append_unit(&mut self, v: ValueId) -> ValueId {
        let Some(mut shape) = self.shape(v) else { return v };
        let element = self.ctx().element_type(self.ty(v)).expect("a vector");
        shape.push(1);
        let ty = vector(self.ctx(), &shape, element);
        self.op("vector.shape_cast", vec![v], vec![ty], vec![])[0]
    }

    /// `source` (a scalar or a slice with a unit last dimension) put at
    /// `offset` of `dest`'s last dimension.
    fn insert(&mut self, source: ValueId, dest: ValueId, offset: i64) -> ValueId {
        let ctx = self.ctx();
        let ty = self.ty(dest);
        if matches!(ctx.type_kind(self.ty(source)), TypeKind::Integer { .. }) {
            let pos = i64_array(ctx, &[offset]);
            return self.op("vector.insert", vec![source, dest], vec![ty], vec![("static_position", pos)])[0];
        }
        let rank = self.shape(dest).map_or(1, |s| s.len());
        let mut offsets = vec![0; rank];
        offsets[rank - 1] = offset;
        let props = vec![("offsets", i64_int_array(ctx, &offsets)), ("strides", i64_int_array(ctx, &vec![1; rank]))];
        self.op("vector.insert_strided_slice", vec![source, dest], vec![ty], props)[0]
    }

    /// A vector of type `ty` holding `parts` along its last dimension.
    fn assemble(&mut self, ty: Type, parts: &[ValueId]) -> ValueId {
        let mut v = self.constant(ty, 0);
        for (i, &p) in parts.iter().enumerate() {
            v = self.insert(p, v, i as i64);
        }
        v
    }
}

/// The converted (pair) type of `op`'s result `i`, when it is a pair.
fn pair_type(rw: &ConversionRewriter<'_, '_>, v: ValueId) -> Option<Type> {
    let ty = rw.rw.body.value_type(v);
    let new = rw.convert_type(ty)?;
    (new != ty && matches!(rw.rw.ctx.type_kind(new), TypeKind::Vector { .. })).then_some(new)
}

/// The type of one half of a pair of type `pair`: the element for a 1-D
/// pair, else the pair's shape with a last dimension of 1.
fn half_type(ctx: &Context, pair: Type) -> Type {
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(pair) else { return pair };
    if shape.len() == 1 {
        return *element;
    }
    let mut shape = shape.clone();
    *shape.last_mut().expect("rank 2 or more") = 1;
    vector(ctx, &shape, *element)
}

/// Bits of the N-bit halves of `pair`'s elements.
fn half_bits(ctx: &Context, pair: Type) -> u32 {
    let element = ctx.element_type(pair).unwrap_or(pair);
    match ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => *width,
        _ => 0,
    }
}

fn result(rw: &ConversionRewriter<'_, '_>, op: OpId) -> ValueId {
    rw.rw.body.results(op)[0]
}

fn constant(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(pair) = pair_type(rw, result(rw, op)) else { return false };
    let n = half_bits(ctx, pair);
    if 2 * n > 128 {
        return false;
    }
    let mask = if n == 64 { u64::MAX as u128 } else { (1u128 << n) - 1 };
    let split = |bits: u128| [bits & mask, (bits >> n) & mask];
    let Some(value) = attr(ctx, rw.rw.body, op, "value") else { return false };
    let values: Vec<u128> = match ctx.attr_kind(value) {
        AttrKind::Integer { value, .. } => split(bits_of(value, 2 * n)).to_vec(),
        AttrKind::DenseElements { ty, splat, values: DenseValues::Int(v) } => {
            let count = if *splat { ctx.shaped_parts(*ty).and_then(|(s, _)| Context::num_elements(s)) } else { None };
            let count = count.map_or(v.len(), |c| c.max(0) as usize);
            (0..count).flat_map(|i| split(if *splat { v[0] } else { v[i] })).collect()
        }
        _ => return false,
    };
    let splat = values.windows(2).all(|w| w[0] == w[1]);
    let values = if splat { values[..1].to_vec() } else { values };
    let attr = ctx.attr(AttrKind::DenseElements { ty: pair, splat, values: DenseValues::Int(values) });
    let mut e = Emit::new(rw, op);
    let v = e.op("arith.constant", vec![], vec![pair], vec![("value", attr)])[0];
    rw.replace_op(op, &[v]);
    true
}

/// `value` as a bit pattern of `width` bits.
fn bits_of(value: &BigInt, width: u32) -> u128 {
    let modulus = BigInt::from(1u8) << width;
    let v = ((value % &modulus) + &modulus) % &modulus;
    v.to_u128().unwrap_or(0)
}

/// The pair type of `op`'s result, and its halves' type.
fn types_of(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<(Type, Type)> {
    let pair = pair_type(rw, result(rw, op))?;
    Some((pair, half_type(rw.rw.ctx, pair)))
}

fn addi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, half)) = types_of(rw, op) else { return false };
    let mut e = Emit::new(rw, op);
    let (l0, l1) = e.halves(a[0]);
    let (r0, r1) = e.halves(a[1]);
    let i1 = same_shape(e.ctx(), half, e.ctx().integer_type(1));
    let sum = e.op("arith.addui_extended", vec![l0, r0], vec![half, i1], vec![]);
    let carry = e.cast("arith.extui", sum[1], half);
    let high = e.binary("arith.addi", carry, l1);
    let high = e.binary("arith.addi", high, r1);
    let v = e.assemble(pair, &[sum[0], high]);
    rw.replace_op(op, &[v]);
    true
}

fn subi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, half)) = types_of(rw, op) else { return false };
    let mut e = Emit::new(rw, op);
    let (l0, l1) = e.halves(a[0]);
    let (r0, r1) = e.halves(a[1]);
    let low = e.binary("arith.subi", l0, r0);
    let borrow = e.arith().cmpi("ult", l0, r0);
    let borrow = e.cast("arith.extui", borrow, half);
    let high = e.binary("arith.subi", l1, borrow);
    let high = e.binary("arith.subi", high, r1);
    let v = e.assemble(pair, &[low, high]);
    rw.replace_op(op, &[v]);
    true
}

fn muli(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, half)) = types_of(rw, op) else { return false };
    let mut e = Emit::new(rw, op);
    let (l0, l1) = e.halves(a[0]);
    let (r0, r1) = e.halves(a[1]);
    let low_low = e.op("arith.mului_extended", vec![l0, r0], vec![half, half], vec![]);
    let low_high = e.binary("arith.muli", l0, r1);
    let high_low = e.binary("arith.muli", l1, r0);
    let high = e.binary("arith.addi", low_low[1], low_high);
    let high = e.binary("arith.addi", high, high_low);
    let v = e.assemble(pair, &[low_low[0], high]);
    rw.replace_op(op, &[v]);
    true
}

fn bitwise(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, _)) = types_of(rw, op) else { return false };
    let name = rw.rw.ctx.str(rw.rw.body.op(op).name);
    let mut e = Emit::new(rw, op);
    let (l0, l1) = e.halves(a[0]);
    let (r0, r1) = e.halves(a[1]);
    let low = e.binary(name, l0, r0);
    let high = e.binary(name, l1, r1);
    let v = e.assemble(pair, &[low, high]);
    rw.replace_op(op, &[v]);
    true
}

fn cmpi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let lhs = rw.rw.body.operands(op)[0];
    if pair_type(rw, lhs).is_none() {
        return false;
    }
    let predicate = attr(ctx, rw.rw.body, op, "predicate").and_then(|p| CMP_I_ENUM.value_of(ctx, p));
    let Some(high_pred) = predicate.and_then(|p| CMP_I_ENUM.keyword(p)) else { return false };
    let low_pred = match high_pred {
        "sge" => "uge",
        "sgt" => "ugt",
        "sle" => "ule",
        "slt" => "ult",
        p => p,
    };
    let mut e = Emit::new(rw, op);
    let (l0, l1) = e.halves(a[0]);
    let (r0, r1) = e.halves(a[1]);
    let low = e.arith().cmpi(low_pred, l0, r0);
    let high = e.arith().cmpi(high_pred, l1, r1);
    let v = match high_pred {
        "eq" => e.binary("arith.andi", low, high),
        "ne" => e.binary("arith.ori", low, high),
        _ => {
            let high_eq = e.arith().cmpi("eq", l1, r1);
            e.arith().select(high_eq, low, high)
        }
    };
    let v = e.drop_unit(v);
    rw.replace_op(op, &[v]);
    true
}

fn select(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, _)) = types_of(rw, op) else { return false };
    let mut e = Emit::new(rw, op);
    let (t0, t1) = e.halves(a[1]);
    let (f0, f1) = e.halves(a[2]);
    let cond = e.append_unit(a[0]);
    let low = e.arith().select(cond, t0, f0);
    let high = e.arith().select(cond, t1, f1);
    let v = e.assemble(pair, &[low, high]);
    rw.replace_op(op, &[v]);
    true
}

/// `max*`/`min*` as `select(cmpi(predicate, a, b), a, b)` on the original
/// operands, converted in turn.
fn min_max(rw: &mut ConversionRewriter<'_, '_>, op: OpId, predicate: &str) -> bool {
    if types_of(rw, op).is_none() {
        return false;
    }
    let (lhs, rhs) = (rw.rw.body.operands(op)[0], rw.rw.body.operands(op)[1]);
    let mut e = Emit::new(rw, op);
    let cmp = e.arith().cmpi(predicate, lhs, rhs);
    let v = e.arith().select(cmp, lhs, rhs);
    rw.replace_op(op, &[v]);
    true
}

/// The shift patterns' shared start: the pair and half types, N, the
/// halves of the value, the low half of the amount, and the constants 0
/// and N of the half type.
struct Shift {
    pair: Type,
    l0: ValueId,
    l1: ValueId,
    amount: ValueId,
    zero: ValueId,
    width: ValueId,
}

fn shift_start(e: &mut Emit<'_, '_, '_>, pair: Type, half: Type, a: &[ValueId]) -> Shift {
    let n = half_bits(e.ctx(), pair);
    let (l0, l1) = e.halves(a[0]);
    let amount = e.slice(a[1], 0);
    let zero = e.constant(half, 0);
    let width = e.constant(half, i64::from(n));
    Shift { pair, l0, l1, amount, zero, width }
}

fn shli(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, half)) = types_of(rw, op) else { return false };
    let mut e = Emit::new(rw, op);
    let s = shift_start(&mut e, pair, half, a);
    let too_far = e.arith().cmpi("uge", s.amount, s.width);
    let shifted = e.binary("arith.shli", s.l0, s.amount);
    let low = e.arith().select(too_far, s.zero, shifted);
    let capped = e.arith().select(too_far, s.width, s.amount);
    let right_amount = e.binary("arith.subi", s.width, capped);
    let right = e.binary("arith.shrui", s.l0, right_amount);
    let over = e.binary("arith.subi", s.amount, s.width);
    let left = e.binary("arith.shli", s.l0, over);
    let shifted_high = e.binary("arith.shli", s.l1, s.amount);
    let high_high = e.arith().select(too_far, s.zero, shifted_high);
    let high_low = e.arith().select(too_far, left, right);
    let high = e.binary("arith.ori", high_low, high_high);
    let v = e.assemble(s.pair, &[low, high]);
    rw.replace_op(op, &[v]);
    true
}

fn shrui(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, half)) = types_of(rw, op) else { return false };
    let mut e = Emit::new(rw, op);
    let s = shift_start(&mut e, pair, half, a);
    let too_far = e.arith().cmpi("uge", s.amount, s.width);
    let shifted_low = e.binary("arith.shrui", s.l0, s.amount);
    let low_low = e.arith().select(too_far, s.zero, shifted_low);
    let shifted_high = e.binary("arith.shrui", s.l1, s.amount);
    let high = e.arith().select(too_far, s.zero, shifted_high);
    let capped = e.arith().select(too_far, s.width, s.amount);
    let left_amount = e.binary("arith.subi", s.width, capped);
    let left = e.binary("arith.shli", s.l1, left_amount);
    let over = e.binary("arith.subi", s.amount, s.width);
    let right = e.binary("arith.shrui", s.l1, over);
    let low_high = e.arith().select(too_far, right, left);
    let low = e.binary("arith.ori", low_low, low_high);
    let v = e.assemble(s.pair, &[low, high]);
    rw.replace_op(op, &[v]);
    true
}

/// `shrsi` as `shrui` or'ed with the sign bits shifted in (all ones moved
/// left by 2N minus the amount); a shift by 0 is the value itself.
fn shrsi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, _)) = types_of(rw, op) else { return false };
    let ctx = rw.rw.ctx;
    let old = rw.rw.body.value_type(result(rw, op));
    let (lhs, rhs) = (rw.rw.body.operands(op)[0], rw.rw.body.operands(op)[1]);
    let n = half_bits(ctx, pair);
    let mut e = Emit::new(rw, op);
    let high = e.slice(a[0], 1);
    let amount = e.slice(a[1], 0);
    let narrow = e.ty(amount);
    let zero = e.constant(narrow, 0);
    let sign = e.arith().cmpi("slt", high, zero);
    let sign = e.drop_unit(sign);
    let all_sign = e.arith().cast("arith.extsi", sign, old);
    let max_shift = e.constant(narrow, i64::from(2 * n));
    let kept = e.binary("arith.subi", max_shift, amount);
    let kept = e.drop_unit(kept);
    let kept = e.arith().cast("arith.extui", kept, old);
    let sign_bits = e.binary("arith.shli", all_sign, kept);
    let logical = e.binary("arith.shrui", lhs, rhs);
    let shifted = e.binary("arith.ori", logical, sign_bits);
    let no_shift = e.arith().cmpi("eq", amount, zero);
    let no_shift = e.drop_unit(no_shift);
    let v = e.arith().select(no_shift, lhs, shifted);
    rw.replace_op(op, &[v]);
    true
}

fn extsi(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, half)) = types_of(rw, op) else { return false };
    let mut e = Emit::new(rw, op);
    let input = e.append_unit(a[0]);
    let low = e.cast("arith.extsi", input, half);
    let zero = e.constant(half, 0);
    let negative = e.arith().cmpi("slt", low, zero);
    let high = e.arith().cast("arith.extsi", negative, half);
    let v = e.assemble(pair, &[low, high]);
    rw.replace_op(op, &[v]);
    true
}

fn extui(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let Some((pair, half)) = types_of(rw, op) else { return false };
    let mut e = Emit::new(rw, op);
    let input = e.append_unit(a[0]);
    let low = e.cast("arith.extui", input, half);
    let zero = e.constant(pair, 0);
    let v = e.insert(low, zero, 0);
    rw.replace_op(op, &[v]);
    true
}

fn trunci(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let ty = rw.rw.body.value_type(result(rw, op));
    if rw.convert_type(ty) != Some(ty) || pair_type(rw, rw.rw.body.operands(op)[0]).is_none() {
        return false;
    }
    let mut e = Emit::new(rw, op);
    let low = e.slice(a[0], 0);
    let low = e.drop_unit(low);
    let v = e.cast("arith.trunci", low, ty);
    rw.replace_op(op, &[v]);
    true
}

fn is_index_like(ctx: &Context, ty: Type) -> bool {
    ctx.is_index(ctx.element_type(ty).unwrap_or(ty))
}

/// Index casts: from a pair, of its low half; to a pair, to an N-bit
/// integer then extended by `extension` (converted in turn).
fn index_cast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId], extension: &str) -> bool {
    let ctx = rw.rw.ctx;
    let name = ctx.str(rw.rw.body.op(op).name);
    let input = rw.rw.body.operands(op)[0];
    let ty = rw.rw.body.value_type(result(rw, op));
    if is_index_like(ctx, ty) {
        if pair_type(rw, input).is_none() {
            return false;
        }
        let mut e = Emit::new(rw, op);
        let low = e.slice(a[0], 0);
        let low = e.drop_unit(low);
        let v = e.arith().cast(name, low, ty);
        rw.replace_op(op, &[v]);
        return true;
    }
    if !is_index_like(ctx, rw.rw.body.value_type(input)) {
        return false;
    }
    let Some((pair, _)) = types_of(rw, op) else { return false };
    let narrow = same_shape(ctx, ty, ctx.integer_type(half_bits(ctx, pair)));
    let mut e = Emit::new(rw, op);
    let cast = e.arith().cast(name, a[0], narrow);
    let v = e.arith().cast(extension, cast, ty);
    rw.replace_op(op, &[v]);
    true
}

/// `sitofp` of the absolute value (`~x + 1` for negative `x`), negated
/// back; the wide ops it builds are converted in turn.
fn sitofp(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let input = rw.rw.body.operands(op)[0];
    if pair_type(rw, input).is_none() {
        return false;
    }
    let ty = rw.rw.body.value_type(result(rw, op));
    let mut e = Emit::new(rw, op);
    let old = e.ty(input);
    let zero = e.constant(old, 0);
    let one = e.constant(old, 1);
    let all_ones = e.constant(old, -1);
    let negative = e.arith().cmpi("slt", input, zero);
    let flipped = e.binary("arith.xori", input, all_ones);
    let negated = e.binary("arith.addi", flipped, one);
    let abs = e.arith().select(negative, negated, input);
    let converted = e.arith().cast("arith.uitofp", abs, ty);
    let minus = e.arith().op("arith.negf", vec![converted], ty);
    let v = e.arith().select(negative, minus, converted);
    rw.replace_op(op, &[v]);
    true
}

/// `uitofp` as `low` when the high half is 0, else `low + high * 2^N`.
fn uitofp(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let input = rw.rw.body.operands(op)[0];
    let Some(pair) = pair_type(rw, input) else { return false };
    let ctx = rw.rw.ctx;
    let n = half_bits(ctx, pair);
    let ty = rw.rw.body.value_type(result(rw, op));
    let mut e = Emit::new(rw, op);
    let (low, high) = e.halves(a[0]);
    let low = e.drop_unit(low);
    let high = e.drop_unit(high);
    let zero = e.constant(e.ty(high), 0);
    let high_zero = e.arith().cmpi("eq", high, zero);
    let low_fp = e.arith().cast("arith.uitofp", low, ty);
    let high_fp = e.arith().cast("arith.uitofp", high, ty);
    let scale = e.arith().float(ty, 2f64.powi(n as i32));
    let scaled = e.binary("arith.mulf", high_fp, scale);
    let sum = e.binary("arith.addf", low_fp, scaled);
    let v = e.arith().select(high_zero, low_fp, sum);
    rw.replace_op(op, &[v]);
    true
}

/// A function's signature with pairs for wide integers; its body sees the
/// old arguments through casts until its own ops are converted.
fn function(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(ty) = attr(ctx, rw.rw.body, op, "function_type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }) else {
        return false;
    };
    let Some(new_ty) = rw.convert_type(ty) else { return false };
    let Some((inputs, _)) = ctx.function_parts(ty) else { return false };
    let Some(conv) = rw.converter.and_then(|c| c.convert_signature(ctx, inputs)) else { return false };
    rw.convert_region_signature(op, 0, &conv);
    rw.rw.modify(op, |body| crate::opdef::ods::set_attr(ctx, body, op, "function_type", ctx.type_attr(new_ty)));
    true
}

/// `op` again on its converted operands, with converted result types.
fn rebuild_converted(rw: &mut ConversionRewriter<'_, '_>, op: OpId, a: &[ValueId]) -> bool {
    let results = rw.rw.body.results(op).to_vec();
    let mut types = Vec::with_capacity(results.len());
    for r in results {
        let Some(t) = rw.convert_type(rw.rw.body.value_type(r)) else { return false };
        types.push(t);
    }
    rw.rw.set_insertion_point_before(op);
    let new = rw.rw.rebuild_with(op, a.to_vec(), types);
    let values = rw.rw.body.results(new).to_vec();
    rw.replace_op(op, &values);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_split_into_halves() {
        assert_eq!(bits_of(&BigInt::from(-1), 64), u64::MAX as u128);
        assert_eq!(bits_of(&BigInt::from(5), 64), 5);
        assert_eq!(bits_of(&BigInt::from(-2), 8), 0xfe);
    }

    #[test]
    fn the_width_must_be_a_power_of_two() {
        crate::transforms::passes::register_passes();
        let info = crate::pass::lookup("arith-emulate-wide-int").expect("registered");
        for (text, ok) in [("widest-int-supported=32", true), ("", true), ("widest-int-supported=24", false)] {
            let opts = info.parse_options(text).unwrap();
            assert_eq!((info.create)(&opts).is_ok(), ok, "{text}");
        }
        assert!(info.parse_options("widest-int-supported=1").and_then(|o| (info.create)(&o).map(|_| ())).is_err());
    }
}

//! The builder the approximations are written with: arith and math ops on
//! f32 values of one shape (a scalar or a vector), placed at a rewriter's
//! insertion point. Constants are splats of that shape, made once each.

use std::collections::HashMap;

use strata::dialects::arith::{CMP_F_ENUM, CMP_I_ENUM};
use strata::ir::float::FloatKind;
use strata::ir::{AttrKind, Attribute, DenseValues, Location, Type, TypeKind, ValueId};
use strata::rewrite::Rewriter;

/// Comparison predicates, by upstream's keyword (`olt`, `ugt`, `eq`, ...).
pub(super) type Predicate = &'static str;

pub(super) struct Emitter<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
    loc: Location,
    /// The vector shape of every value (`None`: scalars).
    shape: Option<(Vec<i64>, Vec<bool>)>,
    constants: HashMap<(Type, u128), ValueId>,
}

impl<'r, 'a> Emitter<'r, 'a> {
    /// Build at the insertion point of `rw` values of the shape of `ty`.
    pub(super) fn new(rw: &'r mut Rewriter<'a>, loc: Location, ty: Type) -> Self {
        let shape = match rw.ctx.type_kind(ty) {
            TypeKind::Vector { shape, scalable, .. } => Some((shape.clone(), scalable.clone())),
            _ => None,
        };
        Emitter { rw, loc, shape, constants: HashMap::new() }
    }

    /// `element` in the shape of the values.
    pub(super) fn shaped(&self, element: Type) -> Type {
        match &self.shape {
            Some((shape, scalable)) => {
                self.rw.ctx.ty(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element })
            }
            None => element,
        }
    }

    pub(super) fn f32_type(&self) -> Type {
        self.rw.ctx.float_type(FloatKind::F32)
    }

    fn i32_type(&self) -> Type {
        self.rw.ctx.integer_type(32)
    }

    /// A splat constant of `element` holding `bits`.
    fn constant(&mut self, element: Type, bits: u128) -> ValueId {
        if let Some(&v) = self.constants.get(&(element, bits)) {
            return v;
        }
        let ctx = self.rw.ctx;
        let ty = self.shaped(element);
        let value = match (&self.shape, ctx.is_float(element)) {
            (None, true) => ctx.attr(AttrKind::Float { ty, bits }),
            (None, false) => ctx.attr(AttrKind::Integer { ty, value: (bits as u32 as i32).into() }),
            (Some(_), float) => {
                let values = if float { DenseValues::Float(vec![bits]) } else { DenseValues::Int(vec![bits]) };
                ctx.attr(AttrKind::DenseElements { ty, splat: true, values })
            }
        };
        let v = strata::dialects::arith::build_constant(self.rw, self.loc, ty, value);
        self.constants.insert((element, bits), v);
        v
    }

    /// The f32 constant `value`.
    pub(super) fn f(&mut self, value: f32) -> ValueId {
        self.f_bits(value.to_bits())
    }

    /// The f32 constant of IEEE bits `bits` (infinities, NaN).
    pub(super) fn f_bits(&mut self, bits: u32) -> ValueId {
        let t = self.f32_type();
        self.constant(t, bits as u128)
    }

    /// The i32 constant `value`.
    pub(super) fn i(&mut self, value: i32) -> ValueId {
        let t = self.i32_type();
        self.constant(t, value as u32 as u128)
    }

    /// `name` of `operands` with result type `ty` and properties `props`.
    fn op(&mut self, name: &str, operands: Vec<ValueId>, ty: Type, props: Vec<(&str, Attribute)>) -> ValueId {
        let state = crate::util::op_state(self.rw.ctx, name, self.loc, operands, vec![ty], props);
        let op = self.rw.create(state);
        self.rw.body.results(op)[0]
    }

    /// `name` of `operands`, of the type of the first.
    fn same(&mut self, name: &str, operands: Vec<ValueId>) -> ValueId {
        let ty = self.rw.body.value_type(operands[0]);
        self.op(name, operands, ty, vec![])
    }

    pub(super) fn add(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.addf", vec![a, b])
    }
    pub(super) fn sub(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.subf", vec![a, b])
    }
    pub(super) fn mul(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.mulf", vec![a, b])
    }
    pub(super) fn div(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.divf", vec![a, b])
    }
    pub(super) fn neg(&mut self, a: ValueId) -> ValueId {
        self.same("arith.negf", vec![a])
    }
    /// `a * b + c`, rounded once.
    pub(super) fn fma(&mut self, a: ValueId, b: ValueId, c: ValueId) -> ValueId {
        self.same("math.fma", vec![a, b, c])
    }
    pub(super) fn abs(&mut self, a: ValueId) -> ValueId {
        self.same("math.absf", vec![a])
    }
    pub(super) fn floor(&mut self, a: ValueId) -> ValueId {
        self.same("math.floor", vec![a])
    }
    pub(super) fn sqrt(&mut self, a: ValueId) -> ValueId {
        self.same("math.sqrt", vec![a])
    }
    /// `magnitude` with the sign of `sign`.
    pub(super) fn copysign(&mut self, magnitude: ValueId, sign: ValueId) -> ValueId {
        self.same("math.copysign", vec![magnitude, sign])
    }

    /// `arith.cmpf predicate, a, b`.
    pub(super) fn cmpf(&mut self, predicate: Predicate, a: ValueId, b: ValueId) -> ValueId {
        let ctx = self.rw.ctx;
        let p = CMP_F_ENUM.attr_for(ctx, predicate).expect("a cmpf predicate");
        let ty = self.shaped(ctx.integer_type(1));
        self.op("arith.cmpf", vec![a, b], ty, vec![("predicate", p)])
    }
    /// `arith.cmpi predicate, a, b`.
    pub(super) fn cmpi(&mut self, predicate: Predicate, a: ValueId, b: ValueId) -> ValueId {
        let ctx = self.rw.ctx;
        let p = CMP_I_ENUM.attr_for(ctx, predicate).expect("a cmpi predicate");
        let ty = self.shaped(ctx.integer_type(1));
        self.op("arith.cmpi", vec![a, b], ty, vec![("predicate", p)])
    }
    /// `cond ? a : b`, lane by lane.
    pub(super) fn select(&mut self, cond: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.rw.body.value_type(a);
        self.op("arith.select", vec![cond, a, b], ty, vec![])
    }
    /// `a` where `a predicate bound` holds (or is unordered: NaN stays),
    /// else `bound`.
    pub(super) fn bound(&mut self, predicate: Predicate, a: ValueId, bound: f32) -> ValueId {
        let b = self.f(bound);
        let keep = self.cmpf(predicate, a, b);
        self.select(keep, a, b)
    }

    pub(super) fn and(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.andi", vec![a, b])
    }
    pub(super) fn or(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.ori", vec![a, b])
    }
    pub(super) fn addi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.addi", vec![a, b])
    }
    pub(super) fn shli(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.shli", vec![a, b])
    }
    pub(super) fn shrui(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.shrui", vec![a, b])
    }
    pub(super) fn shrsi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        self.same("arith.shrsi", vec![a, b])
    }

    /// The bits of f32 `a` as an i32.
    pub(super) fn bits_of(&mut self, a: ValueId) -> ValueId {
        let ty = self.shaped(self.i32_type());
        self.op("arith.bitcast", vec![a], ty, vec![])
    }
    /// The f32 of bits `a`.
    pub(super) fn float_of_bits(&mut self, a: ValueId) -> ValueId {
        let ty = self.shaped(self.f32_type());
        self.op("arith.bitcast", vec![a], ty, vec![])
    }
    /// f32 `a` rounded toward zero to an i32.
    pub(super) fn fptosi(&mut self, a: ValueId) -> ValueId {
        let ty = self.shaped(self.i32_type());
        self.op("arith.fptosi", vec![a], ty, vec![])
    }
    /// i32 `a` as an f32.
    pub(super) fn sitofp(&mut self, a: ValueId) -> ValueId {
        let ty = self.shaped(self.f32_type());
        self.op("arith.sitofp", vec![a], ty, vec![])
    }

    /// `coefficients[0] + x * (coefficients[1] + x * (...))`, by Horner's
    /// rule with one fused multiply-add per coefficient.
    pub(super) fn poly(&mut self, x: ValueId, coefficients: &[f32]) -> ValueId {
        let (&last, rest) = coefficients.split_last().expect("a coefficient");
        let mut acc = self.f(last);
        for &c in rest.iter().rev() {
            let c = self.f(c);
            acc = self.fma(x, acc, c);
        }
        acc
    }
}

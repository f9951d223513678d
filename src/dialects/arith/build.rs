//! Building arith ops at a rewriter's insertion point: the expansions and
//! emulations of `transforms::arith` and `transforms::math` are written
//! with it. Constants of a shaped type are splats (upstream's
//! `DenseElementsAttr::get(shapedTy, attr)`); every op is made anew, as
//! upstream's patterns make them (no reuse of an equal constant).

use super::constfold::splat_like;
use super::{same_shape, CMP_F_ENUM, CMP_I_ENUM};
use crate::ir::{Location, OperationState, Type, ValueId};
use crate::opdef::ods::set_attr;
use crate::rewrite::Rewriter;

/// Builds arith ops at `rw`'s insertion point, all at `loc`.
pub struct ArithBuilder<'r, 'a> {
    pub rw: &'r mut Rewriter<'a>,
    pub loc: Location,
}

impl<'r, 'a> ArithBuilder<'r, 'a> {
    pub fn new(rw: &'r mut Rewriter<'a>, loc: Location) -> Self {
        ArithBuilder { rw, loc }
    }

    /// The type of `v`.
    pub fn ty(&self, v: ValueId) -> Type {
        self.rw.body.value_type(v)
    }

    /// `name` of `operands` with one result of type `ty`.
    pub fn op(&mut self, name: &str, operands: Vec<ValueId>, ty: Type) -> ValueId {
        let op = self.rw.create(OperationState::new(self.rw.ctx, name, self.loc, operands, vec![ty]));
        self.rw.body.results(op)[0]
    }

    /// `name` of `a` and `b`, of the type of `a` (`arith.addi`, `arith.mulf`...).
    pub fn binary(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.op(name, vec![a, b], ty)
    }

    /// `name` of `a` to the type `ty` (`arith.extf`, `arith.bitcast`...).
    pub fn cast(&mut self, name: &str, a: ValueId, ty: Type) -> ValueId {
        self.op(name, vec![a], ty)
    }

    /// An `arith.constant` of `ty` (a scalar or a splat) holding `bits`.
    pub fn bits(&mut self, ty: Type, bits: u128) -> ValueId {
        let value = splat_like(self.rw.ctx, ty, bits).expect("a static integer or float type");
        super::build_constant(self.rw, self.loc, ty, value)
    }

    /// An integer `arith.constant` of `ty` holding `value` (two's complement).
    pub fn int(&mut self, ty: Type, value: i64) -> ValueId {
        self.bits(ty, value as i128 as u128)
    }

    /// A float `arith.constant` of `ty` holding `value`, rounded to its element type.
    pub fn float(&mut self, ty: Type, value: f64) -> ValueId {
        let kind = super::constfold::float_kind(self.rw.ctx, ty).expect("a float type");
        self.bits(ty, super::constfold::from_f64(kind, value))
    }

    /// `arith.cmpi` with `predicate` (`eq`, `slt`, ...).
    pub fn cmpi(&mut self, predicate: &str, a: ValueId, b: ValueId) -> ValueId {
        let p = CMP_I_ENUM.attr_for(self.rw.ctx, predicate).expect("a cmpi predicate");
        self.compare("arith.cmpi", p, a, b)
    }

    /// `arith.cmpf` with `predicate` (`oeq`, `uno`, ...).
    pub fn cmpf(&mut self, predicate: &str, a: ValueId, b: ValueId) -> ValueId {
        let p = CMP_F_ENUM.attr_for(self.rw.ctx, predicate).expect("a cmpf predicate");
        self.compare("arith.cmpf", p, a, b)
    }

    fn compare(&mut self, name: &str, predicate: crate::ir::Attribute, a: ValueId, b: ValueId) -> ValueId {
        let i1 = same_shape(self.rw.ctx, self.ty(a), self.rw.ctx.integer_type(1));
        let v = self.op(name, vec![a, b], i1);
        let op = self.rw.body.defining_op(v).expect("just built");
        set_attr(self.rw.ctx, self.rw.body, op, "predicate", predicate);
        v
    }

    /// `arith.select` of `c`, `t` and `f`.
    pub fn select(&mut self, c: ValueId, t: ValueId, f: ValueId) -> ValueId {
        let ty = self.ty(t);
        self.op("arith.select", vec![c, t, f], ty)
    }
}

//! Affine expressions as `arith` ops on `index` values: upstream's
//! `expandAffineExpr` and `expandAffineMap` (its `AffineApplyExpander`),
//! op for op and in the same order, so that the lowered IR matches
//! `mlir-opt-19 --lower-affine`. Operands are visited left to right and every
//! constant of the expression becomes its own `arith.constant`.
//!
//! `mod`, `floordiv` and `ceildiv` use one `remsi` or `divsi` and fix the
//! sign with `cmpi`/`select` (valid for positive divisors):
//!
//! ```text
//! a mod b      = let r = a rem b in r < 0 ? r + b : r
//! a floordiv b = let n = a < 0 in let q = (n ? -1 - a : a) / b in n ? -1 - q : q
//! a ceildiv b  = let n = a <= 0 in let q = (n ? 0 - a : a - 1) / b in n ? 0 - q : q + 1
//! ```
//!
//! A constant divisor must be positive ([`unsupported`] says why an
//! expression cannot be expanded); a symbolic one is taken as it is.

use strata::dialects::arith::{
    AddIOp, CmpIOp, DivSIOp, MaxSIOp, MinSIOp, MulIOp, RemSIOp, SelectOp, SubIOp, CMP_I_ENUM,
};
use strata::ir::affine::{AffineBinaryOp as Op, AffineExpr, AffineMap};
use strata::ir::{Body, Context, Location, OpId, Type, ValueId};
use strata::rewrite::Rewriter;

use crate::util::{constant_index, insert_value};

/// Why `expr` cannot be expanded (upstream's error), or `None`. The check
/// visits the expression in the expander's order, so the first problem the
/// expander would meet is the one reported.
pub(crate) fn unsupported(expr: &AffineExpr) -> Option<&'static str> {
    let AffineExpr::Binary(op, lhs, rhs) = expr else { return None };
    let non_positive = matches!(**rhs, AffineExpr::Constant(c) if c <= 0);
    match op {
        Op::Mod if non_positive => Some("modulo by non-positive value is not supported"),
        Op::FloorDiv | Op::CeilDiv if non_positive => Some("division by non-positive value is not supported"),
        _ => unsupported(lhs).or_else(|| unsupported(rhs)),
    }
}

/// Why some result of `map` cannot be expanded, or `None`.
pub(crate) fn map_unsupported(map: &AffineMap) -> Option<&'static str> {
    map.results.iter().find_map(unsupported)
}

/// The ops computing `expr` of `dims` and `syms`, at the insertion point.
/// The expression must pass [`unsupported`].
pub(crate) fn expand_expr(
    rw: &mut Rewriter<'_>,
    loc: Location,
    expr: &AffineExpr,
    dims: &[ValueId],
    syms: &[ValueId],
) -> ValueId {
    Expander { rw, loc, dims, syms }.visit(expr)
}

/// One value per result of `map` applied to `operands` (dims, then symbols).
pub(crate) fn expand_map(rw: &mut Rewriter<'_>, loc: Location, map: &AffineMap, operands: &[ValueId]) -> Vec<ValueId> {
    let (dims, syms) = operands.split_at(map.num_dims.min(operands.len()));
    map.results.iter().map(|e| expand_expr(rw, loc, e, dims, syms)).collect()
}

/// The largest (`max`) or smallest result of `map`, reduced left to right
/// with `arith.maxsi` / `arith.minsi` (upstream `buildMinMaxReductionSeq`).
pub(crate) fn expand_min_max(
    rw: &mut Rewriter<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[ValueId],
    max: bool,
) -> ValueId {
    let values = expand_map(rw, loc, map, operands);
    let index = rw.ctx.index_type();
    let mut it = values.into_iter();
    let mut acc = it.next().expect("min/max of an empty map");
    for v in it {
        let op = if max {
            MaxSIOp::create(rw.ctx, rw.body, loc, acc, v, index).0
        } else {
            MinSIOp::create(rw.ctx, rw.body, loc, acc, v, index).0
        };
        acc = insert_value(rw, op);
    }
    acc
}

struct Expander<'r, 'a> {
    rw: &'r mut Rewriter<'a>,
    loc: Location,
    dims: &'r [ValueId],
    syms: &'r [ValueId],
}

/// A builder of a binary `arith` op without attributes.
type Create = fn(&Context, &mut Body, Location, ValueId, ValueId, Type) -> OpId;

const REMSI: Create = |c, b, l, x, y, t| RemSIOp::create(c, b, l, x, y, t).0;
const DIVSI: Create = |c, b, l, x, y, t| DivSIOp::create(c, b, l, x, y, t).0;
const SUBI: Create = |c, b, l, x, y, t| SubIOp::create(c, b, l, x, y, t, None).0;

/// `arith.cmpi` predicates.
const SLT: i64 = 2;
const SLE: i64 = 3;

impl Expander<'_, '_> {
    fn visit(&mut self, expr: &AffineExpr) -> ValueId {
        match expr {
            AffineExpr::Dim(p) => self.dims[*p],
            AffineExpr::Symbol(p) => self.syms[*p],
            AffineExpr::Constant(c) => constant_index(self.rw, self.loc, *c),
            AffineExpr::Binary(op, lhs, rhs) => {
                let a = self.visit(lhs);
                let b = self.visit(rhs);
                match op {
                    Op::Add => self.addi(a, b),
                    Op::Mul => self.muli(a, b),
                    Op::Mod => self.modulo(a, b),
                    Op::FloorDiv => self.floor_div(a, b),
                    Op::CeilDiv => self.ceil_div(a, b),
                }
            }
        }
    }

    /// `a rem b`, plus `b` when negative.
    fn modulo(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let remainder = self.binary(a, b, REMSI);
        let zero = constant_index(self.rw, self.loc, 0);
        let negative = self.cmpi(SLT, remainder, zero);
        let corrected = self.addi(remainder, b);
        self.select(negative, corrected, remainder)
    }

    /// `a / b` rounded toward negative infinity.
    fn floor_div(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let zero = constant_index(self.rw, self.loc, 0);
        let minus_one = constant_index(self.rw, self.loc, -1);
        let negative = self.cmpi(SLT, a, zero);
        let negated_decremented = self.binary(minus_one, a, SUBI);
        let dividend = self.select(negative, negated_decremented, a);
        let quotient = self.binary(dividend, b, DIVSI);
        let corrected = self.binary(minus_one, quotient, SUBI);
        self.select(negative, corrected, quotient)
    }

    /// `a / b` rounded toward positive infinity.
    fn ceil_div(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let zero = constant_index(self.rw, self.loc, 0);
        let one = constant_index(self.rw, self.loc, 1);
        let non_positive = self.cmpi(SLE, a, zero);
        let negated = self.binary(zero, a, SUBI);
        let decremented = self.binary(a, one, SUBI);
        let dividend = self.select(non_positive, negated, decremented);
        let quotient = self.binary(dividend, b, DIVSI);
        let negated_quotient = self.binary(zero, quotient, SUBI);
        let incremented = self.addi(quotient, one);
        self.select(non_positive, negated_quotient, incremented)
    }

    fn binary(&mut self, a: ValueId, b: ValueId, create: Create) -> ValueId {
        let index = self.rw.ctx.index_type();
        let op = create(self.rw.ctx, self.rw.body, self.loc, a, b, index);
        insert_value(self.rw, op)
    }

    fn addi(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let index = self.rw.ctx.index_type();
        let op = AddIOp::create(self.rw.ctx, self.rw.body, self.loc, a, b, index, None);
        insert_value(self.rw, op.0)
    }

    fn muli(&mut self, a: ValueId, b: ValueId) -> ValueId {
        let index = self.rw.ctx.index_type();
        let op = MulIOp::create(self.rw.ctx, self.rw.body, self.loc, a, b, index, None);
        insert_value(self.rw, op.0)
    }

    fn cmpi(&mut self, predicate: i64, a: ValueId, b: ValueId) -> ValueId {
        let ctx = self.rw.ctx;
        let op =
            CmpIOp::create(ctx, self.rw.body, self.loc, a, b, ctx.integer_type(1), CMP_I_ENUM.attr(ctx, predicate));
        insert_value(self.rw, op.0)
    }

    fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let index = self.rw.ctx.index_type();
        let op = SelectOp::create(self.rw.ctx, self.rw.body, self.loc, c, a, b, index);
        insert_value(self.rw, op.0)
    }
}

//! Reduction loops: vector accumulators from the neutral element,
//! `vector.reduction` after the loop, the mask of the last iteration.

use super::super::unroll::loop_block;
use super::nest::{splat, Vectorizer};
use crate::dialects::affine::{affine_map, compose_affine_map_and_operands, int_value, ApplyOp, ForOp, MinOp, YieldOp};
use crate::dialects::arith::{ConstantOp, SelectOp};
use crate::dialects::vector::{vector_type, CreateMaskOp, ReductionOp, COMBINING_KIND};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::float::{from_f64, FloatKind};
use crate::ir::{AttrKind, Attribute, Context, Location, OpId, OperationState, Type, ValueId};
use crate::opdef::ods::attr;

impl Vectorizer<'_> {
    /// Upstream `createInitialVector`: the neutral element of `kind`,
    /// splat, at the insertion point.
    pub(super) fn initial_vector(&mut self, kind: &str, init: ValueId) -> Option<ValueId> {
        let ty = self.body.value_type(init);
        let value = identity_value(self.ctx, kind, ty)?;
        let vty = self.vector_of(ty);
        let splat = splat(self.ctx, vty, value)?;
        let loc = self.body.defining_op(init).map_or_else(|| self.ctx.unknown_loc(), |d| self.body.op(d).loc);
        let c = ConstantOp::create(self.ctx, self.body, loc, vty, splat).0;
        self.insert(c);
        Some(self.body.results(c)[0])
    }

    /// Upstream `isNeutralElementConst`.
    pub(super) fn is_neutral(&self, kind: &str, v: ValueId) -> bool {
        let ty = self.body.value_type(v);
        let Some(def) = self.body.defining_op(v).filter(|&d| self.name(d) == "arith.constant") else { return false };
        attr(self.ctx, self.body, def, "value").is_some_and(|a| Some(a) == identity_value(self.ctx, kind, ty))
    }

    /// Upstream `getVectorReductionOp`, at the insertion point.
    pub(super) fn reduction(&mut self, kind: &str, vector: ValueId, loc: Location) -> Option<ValueId> {
        let bits = match kind {
            "arith.addf" | "arith.addi" => 1,
            "arith.mulf" | "arith.muli" => 2,
            "arith.minui" => 4,
            "arith.minsi" => 8,
            "arith.maxui" => 32,
            "arith.maxsi" => 64,
            "arith.andi" => 256,
            "arith.ori" => 512,
            "arith.minimumf" => 2048,
            "arith.maximumf" => 4096,
            _ => return None,
        };
        let ctx = self.ctx;
        let (_, element) = ctx.shaped_parts(self.body.value_type(vector))?;
        let op =
            ReductionOp::create(ctx, self.body, loc, vector, None, element, COMBINING_KIND.attr(ctx, bits), None).0;
        self.insert(op);
        self.after_loop.push(op);
        Some(self.body.results(op)[0])
    }

    /// Upstream `arith::getReductionOp`: `kind` of `lhs` and `rhs`.
    pub(super) fn combine(&mut self, kind: &str, lhs: ValueId, rhs: ValueId, loc: Location) -> ValueId {
        let ty = self.body.value_type(lhs);
        let state = OperationState {
            name: self.ctx.ident(kind),
            loc,
            operands: vec![lhs, rhs],
            result_types: vec![ty],
            properties: None,
            attributes: self.ctx.empty_dictionary(),
            successors: Vec::new(),
            regions: Vec::new(),
            inner: None,
        };
        let op = self.body.create_op(state);
        self.insert(op);
        self.after_loop.push(op);
        self.body.results(op)[0]
    }

    /// Upstream `createMask`: for a reduction loop whose trip count may not
    /// be a multiple of its step, a mask of the iterations left, at the top
    /// of its body.
    pub(super) fn create_mask(&mut self, new: OpId) {
        let ctx = self.ctx;
        let f = ForOp(new);
        let (Some(lb), Some(ub)) = (
            affine_map(ctx, self.body, new, crate::static_ident!(ctx, "lowerBoundMap")),
            affine_map(ctx, self.body, new, crate::static_ident!(ctx, "upperBoundMap")),
        ) else {
            return;
        };
        let step = int_value(ctx, f.step(ctx, self.body)).unwrap_or(1);
        if let (Some(l), Some(u)) = (lb.single_constant_result(), ub.single_constant_result()) {
            if (u - l) % step == 0 {
                return;
            }
        }
        let block = loop_block(self.body, new);
        let loc = self.body.op(new).loc;
        let ub_operands = f.upper_bound_operands(ctx, self.body).to_vec();
        let index = ctx.index_type();
        let single = ub.num_results() == 1;
        let ub_attr = ctx.attr(AttrKind::AffineMap(ub));
        let ub_op = if single {
            ApplyOp::create(ctx, self.body, loc, ub_operands, index, ub_attr).0
        } else {
            MinOp::create(ctx, self.body, loc, ub_operands, index, ub_attr).0
        };
        self.body.append_op(block, ub_op);
        let ub_value = self.body.results(ub_op)[0];
        let iv = self.body.block(block).args[0];
        let mut map = AffineMap::new(2, 0, vec![AffineExpr::Dim(0) - AffineExpr::Dim(1)]);
        let mut operands = vec![ub_value, iv];
        compose_affine_map_and_operands(self.cx(), &mut map, &mut operands);
        let left = ApplyOp::create(ctx, self.body, loc, operands, index, ctx.attr(AttrKind::AffineMap(map))).0;
        self.body.append_op(block, left);
        if !self.body.has_uses(ub_value) {
            self.body.erase_op(ub_op);
        }
        let left = self.body.results(left)[0];
        let mask_ty =
            vector_type(ctx, self.strategy.sizes.to_vec(), vec![false; self.strategy.sizes.len()], ctx.integer_type(1));
        let mask = CreateMaskOp::create(ctx, self.body, loc, vec![left], mask_ty).0;
        self.body.append_op(block, mask);
        self.masks.insert(new, self.body.results(mask)[0]);
    }

    /// Upstream `vectorizeAffineYieldOp`: the yield of vectors; in a masked
    /// loop, each reduction's new contribution is selected by the mask
    /// (the neutral element elsewhere).
    pub(super) fn yield_op(&mut self, op: OpId) -> Option<()> {
        let mut operands = Vec::new();
        for v in self.body.operands(op).to_vec() {
            operands.push(self.operand(v)?);
        }
        let loc = self.body.op(op).loc;
        let new = YieldOp::create(self.ctx, self.body, loc, operands).0;
        self.insert(new);
        let parent = self.body.parent_of_op(new)?;
        if let Some(&mask) = self.masks.get(&parent) {
            let block = loop_block(self.body, parent);
            let args = self.body.block(block).args[1..].to_vec();
            let inits = ForOp(parent).inits(self.ctx, self.body).to_vec();
            for (&arg, &neutral) in args.iter().zip(&inits) {
                let [use_] = self.body.uses(arg) else { return None };
                let combiner = use_.op;
                let reduced = *self.body.operands(combiner).iter().find(|&&v| v != arg)?;
                let ty = self.body.value_type(reduced);
                let select = SelectOp::create(self.ctx, self.body, loc, mask, reduced, neutral, ty).0;
                self.body.insert_op_before(combiner, select);
                let masked = self.body.results(select)[0];
                let new_operands =
                    self.body.operands(combiner).iter().map(|&v| if v == reduced { masked } else { v }).collect();
                self.body.set_operands(combiner, new_operands);
            }
        }
        self.ip = self.after(parent);
        Some(())
    }
}

/// Upstream `arith::getIdentityValueAttr` for the reduction whose combiner
/// is `kind`, of scalar type `t`.
pub(super) fn identity_value(ctx: &Context, kind: &str, t: Type) -> Option<Attribute> {
    if let Some(fk) = ctx.float_kind(t) {
        let float = |bits: u128| Some(ctx.attr(AttrKind::Float { ty: t, bits }));
        let infinity = |negative: bool| fk.infinity_bits(negative).unwrap_or_else(|| largest(fk, negative));
        return match kind {
            "arith.addf" => float(0),
            "arith.mulf" => float(from_f64(fk, 1.0)),
            "arith.maximumf" => float(infinity(true)),
            "arith.minimumf" => float(infinity(false)),
            _ => None,
        };
    }
    let width = if ctx.is_index(t) { 64 } else { ctx.int_info(t)?.0 };
    if width > 64 {
        return None;
    }
    let signed_max = if width >= 64 { i64::MAX } else { (1i64 << (width - 1)) - 1 };
    let value = match kind {
        "arith.addi" | "arith.ori" | "arith.maxui" => 0,
        "arith.muli" => 1,
        "arith.andi" | "arith.minui" => -1,
        "arith.maxsi" => -signed_max - 1,
        "arith.minsi" => signed_max,
        _ => return None,
    };
    Some(ctx.int_attr(t, value))
}

/// The largest finite value of a float kind without infinities, negated
/// when `negative`.
fn largest(kind: FloatKind, negative: bool) -> u128 {
    kind.largest_bits(negative)
}

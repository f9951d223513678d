//! The memref dialect's memory-slot interfaces (`mem2reg`): a
//! `memref.alloca` of a static shape holding one element (`memref<f32>`,
//! `memref<1x1xi32>`) of a type with a zero (integers, index, floats, and
//! vectors and tensors of them) is a slot read by `memref.load` and written
//! by `memref.store`; before any store it holds that zero (an
//! `arith.constant`).

use crate::ir::{AttrKind, Attribute, Body, Context, DenseValues, OpId, Type, TypeKind, Use, ValueId};
use crate::opdef::memory_slot::{MemorySlot, MemorySlotInterfaces};
use crate::rewrite::Rewriter;

use super::{AllocaOp, LoadOp, StoreOp};

pub(super) struct MemRefMemorySlots;

impl MemorySlotInterfaces for MemRefMemorySlots {
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
        if AllocaOp::cast(ctx, body, op).is_none() {
            return Vec::new();
        }
        let Some(&ptr) = body.results(op).first() else { return Vec::new() };
        match ctx.type_kind(body.value_type(ptr)) {
            TypeKind::MemRef { shape, element, .. }
                if shape.iter().all(|&d| d == 1) && zero_attr(ctx, *element).is_some() =>
            {
                vec![MemorySlot { ptr, elem_type: *element }]
            }
            _ => Vec::new(),
        }
    }

    fn default_value(&self, rw: &mut Rewriter<'_>, op: OpId, slot: &MemorySlot) -> Option<ValueId> {
        let zero = zero_attr(rw.ctx, slot.elem_type)?;
        let loc = rw.body.op(op).loc;
        let c = crate::dialects::arith::ConstantOp::create(rw.ctx, rw.body, loc, slot.elem_type, zero).0;
        rw.insert(c);
        Some(rw.body.results(c)[0])
    }

    fn is_promotable_mem_op(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        LoadOp::cast(ctx, body, op).is_some() || StoreOp::cast(ctx, body, op).is_some()
    }

    fn loads_from(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        LoadOp::cast(ctx, body, op).is_some_and(|l| l.memref(ctx, body) == slot.ptr)
    }

    fn stores_to(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        StoreOp::cast(ctx, body, op).is_some_and(|s| s.memref(ctx, body) == slot.ptr)
    }

    fn mem_op_can_uses_be_removed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        blocking: &[Use],
    ) -> bool {
        let [only] = blocking else { return false };
        if body.operands(op)[only.index as usize] != slot.ptr {
            return false;
        }
        if let Some(load) = LoadOp::cast(ctx, body, op) {
            return load.memref(ctx, body) == slot.ptr && body.value_type(load.result(body)) == slot.elem_type;
        }
        let Some(store) = StoreOp::cast(ctx, body, op) else { return false };
        let value = store.value(ctx, body);
        store.memref(ctx, body) == slot.ptr && value != slot.ptr && body.value_type(value) == slot.elem_type
    }

    fn get_stored(&self, rw: &mut Rewriter<'_>, op: OpId, _slot: &MemorySlot, _reaching: ValueId) -> ValueId {
        StoreOp(op).value(rw.ctx, rw.body)
    }

    fn mem_op_remove_blocking_uses(
        &self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        _slot: &MemorySlot,
        reaching: ValueId,
    ) -> bool {
        if let Some(load) = LoadOp::cast(rw.ctx, rw.body, op) {
            let result = load.result(rw.body);
            rw.replace_all_uses_with(result, reaching);
        }
        true
    }
}

/// The zero of `t` (upstream's `Builder::getZeroAttr`): integers, index,
/// floats, and splats of those for vectors and tensors.
fn zero_attr(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::Integer { .. } | TypeKind::Index => Some(ctx.int_attr(t, 0)),
        TypeKind::Float(_) => Some(ctx.attr(AttrKind::Float { ty: t, bits: 0 })),
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => {
            let values = match ctx.type_kind(*element) {
                TypeKind::Integer { .. } | TypeKind::Index => DenseValues::Int(vec![0]),
                TypeKind::Float(_) => DenseValues::Float(vec![0]),
                _ => return None,
            };
            Some(ctx.attr(AttrKind::DenseElements { ty: t, splat: true, values }))
        }
        _ => None,
    }
}

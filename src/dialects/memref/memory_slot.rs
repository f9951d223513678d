//! The memref dialect's memory-slot interfaces (`mem2reg`): a
//! `memref.alloca` of a static shape holding one element (`memref<f32>`,
//! `memref<1x1xi32>`) of a type with a zero (integers, index, floats, and
//! vectors and tensors of them) is a slot read by `memref.load` and written
//! by `memref.store`; before any store it holds that zero (an
//! `arith.constant`).
//!
//! For `sroa`, a `memref.alloca` of a static shape of 2 to 16 elements
//! splits into one `memref.alloca` of rank 0 per element that a
//! `memref.load` or `memref.store` with constant, in-bounds indices uses.

use crate::ir::{AttrKind, Attribute, Body, Context, DenseValues, OpId, Type, TypeKind, Use, ValueId};
use crate::opdef::memory_slot::{DestructurableMemorySlot, MemorySlot, MemorySlotInterfaces, RewireRequests, Subslots};
use crate::opdef::Registry;
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

    fn destructurable_slots(
        &self,
        ctx: &Context,
        _registry: &Registry,
        body: &Body,
        op: OpId,
    ) -> Vec<DestructurableMemorySlot> {
        if AllocaOp::cast(ctx, body, op).is_none() {
            return Vec::new();
        }
        let Some(&ptr) = body.results(op).first() else { return Vec::new() };
        let ty = body.value_type(ptr);
        let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else { return Vec::new() };
        if shape.iter().any(|&d| d < 0) {
            return Vec::new();
        }
        let count: i64 = shape.iter().product();
        if count > 16 || count == 1 {
            return Vec::new();
        }
        let index = ctx.index_type();
        let mut elements = Vec::new();
        for flat in 0..count {
            let mut coords = vec![0i64; shape.len()];
            let mut rest = flat;
            for (c, &d) in coords.iter_mut().zip(shape).rev() {
                *c = rest % d;
                rest /= d;
            }
            let coords = coords.into_iter().map(|c| ctx.int_attr(index, c)).collect();
            elements.push((ctx.attr(AttrKind::Array(coords)), *element));
        }
        vec![DestructurableMemorySlot { slot: MemorySlot { ptr, elem_type: ty }, elements }]
    }

    fn destructure(
        &self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[Attribute],
    ) -> Subslots {
        let loc = rw.body.op(op).loc;
        rw.set_insertion_point_after(op);
        let mut subslots = Vec::new();
        for &index in used {
            let Some(elem_type) = slot.element_type(index) else { continue };
            let ty =
                rw.ctx.ty(TypeKind::MemRef { shape: Vec::new(), element: elem_type, layout: None, memory_space: None });
            let new = AllocaOp::create(rw.ctx, rw.body, loc, Vec::new(), Vec::new(), ty, None).0;
            rw.insert(new);
            subslots.push((index, MemorySlot { ptr: rw.body.results(new)[0], elem_type }));
        }
        subslots
    }

    fn can_rewire(
        &self,
        ctx: &Context,
        registry: &Registry,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        requests: &mut RewireRequests,
    ) -> bool {
        let ptr = slot.slot.ptr;
        let (memref, indices) = if let Some(load) = LoadOp::cast(ctx, body, op) {
            (load.memref(ctx, body), load.indices(ctx, body))
        } else if let Some(store) = StoreOp::cast(ctx, body, op) {
            if store.value(ctx, body) == ptr {
                return false;
            }
            (store.memref(ctx, body), store.indices(ctx, body))
        } else {
            return false;
        };
        if memref != ptr {
            return false;
        }
        let Some(index) = constant_index(ctx, registry, body, indices, slot.slot.elem_type) else { return false };
        requests.use_element(index);
        true
    }

    fn rewire(&self, rw: &mut Rewriter<'_>, op: OpId, _slot: &DestructurableMemorySlot, subslots: &Subslots) -> bool {
        let (ctx, registry) = (rw.ctx, rw.registry);
        let (indices, memref_at) = match LoadOp::cast(ctx, rw.body, op) {
            Some(load) => (load.indices(ctx, rw.body).to_vec(), 0),
            None => (StoreOp(op).indices(ctx, rw.body).to_vec(), 1),
        };
        let ty = rw.body.value_type(rw.body.operands(op)[memref_at]);
        let Some(index) = constant_index(ctx, registry, rw.body, &indices, ty) else { return false };
        let Some(&(_, sub)) = subslots.iter().find(|(i, _)| *i == index) else { return false };
        let mut operands = rw.body.operands(op)[..memref_at].to_vec();
        operands.push(sub.ptr);
        rw.body.set_operands(op, operands);
        false
    }
}

/// The element index (an array of index attributes) that constant,
/// in-bounds `indices` of a memref of type `ty` address.
fn constant_index(ctx: &Context, registry: &Registry, body: &Body, indices: &[ValueId], ty: Type) -> Option<Attribute> {
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(ty) else { return None };
    let index = ctx.index_type();
    let mut coords = Vec::with_capacity(indices.len());
    for (&v, &d) in indices.iter().zip(shape) {
        let c = crate::rewrite::value_int(ctx, registry, body, v)?;
        let c: i64 = num_traits::ToPrimitive::to_i64(&c)?;
        if c < 0 || c >= d {
            return None;
        }
        coords.push(ctx.int_attr(index, c));
    }
    Some(ctx.attr(AttrKind::Array(coords)))
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

//! The llvm dialect's memory-slot interfaces (`mem2reg`): `llvm.alloca` in
//! an entry block is a slot of its element type, read and written by
//! non-volatile `llvm.load`/`llvm.store` of its address; lifetime markers
//! go away with it, and so do `llvm.bitcast`, `llvm.addrspacecast` and
//! all-zero `llvm.getelementptr` of the address when their users do.
//!
//! Accesses of another type than the slot's are converted as upstream
//! does, with the default data layout (little endian, 64-bit pointers): a
//! load of the slot's size or less takes the value through same-sized
//! casts (`bitcast`, `ptrtoint`/`inttoptr`, `addrspacecast`) and a `trunc`;
//! a store of the slot's size or less replaces the low bits of the value
//! held (`zext`, `and` with a mask, `or`).
//!
//! For `sroa`, an `llvm.alloca` of one struct, or of one array of at most
//! 16 elements, splits into its fields: a `getelementptr` of constant
//! indices addresses the field holding the byte it reaches (and becomes an
//! `i8` getelementptr into that field's slot), a load or store of the
//! aggregate's address one no larger than the first field; loads and
//! stores through a field's address must stay within the field.

use crate::ir::{Attribute, Body, Context, OpId, Type, TypeKind, Use, ValueId};
use crate::opdef::memory_slot::{
    forward_to_users, DestructurableMemorySlot, MemorySlot, MemorySlotInterfaces, RewireRequests, Subslots,
};
use crate::opdef::Registry;
use crate::rewrite::Rewriter;

use super::layout::{gep_byte_offset, size_bits, size_bytes, subslot_at};
use super::{
    vector_element, AddrSpaceCastOp, AllocaOp, AndOp, BitcastOp, ConstantOp, GEPOp, IntToPtrOp, LlvmType, LlvmTypes,
    LoadOp, OrOp, PtrToIntOp, StoreOp, TruncOp, UndefOp, ZExtOp,
};

pub(super) struct LlvmMemorySlots;

impl MemorySlotInterfaces for LlvmMemorySlots {
    fn promotable_slots(&self, ctx: &Context, body: &Body, op: OpId) -> Vec<MemorySlot> {
        let Some(alloca) = AllocaOp::cast(ctx, body, op) else { return Vec::new() };
        let in_entry = body.parent_block(op).is_some_and(|b| body.is_entry_block(b));
        let elem = match alloca.elem_type(ctx, body).map(|a| ctx.attr_kind(a)) {
            Some(crate::ir::AttrKind::Type(t)) => Some(*t),
            _ => None,
        };
        match elem {
            Some(elem_type) if in_entry => vec![MemorySlot { ptr: alloca.res(body), elem_type }],
            _ => Vec::new(),
        }
    }

    fn default_value(&self, rw: &mut Rewriter<'_>, op: OpId, slot: &MemorySlot) -> Option<ValueId> {
        let undef = UndefOp::create(rw.ctx, rw.body, rw.body.op(op).loc, slot.elem_type).0;
        rw.insert(undef);
        Some(rw.body.results(undef)[0])
    }

    fn is_promotable_mem_op(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        LoadOp::cast(ctx, body, op).is_some() || StoreOp::cast(ctx, body, op).is_some()
    }

    fn loads_from(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        LoadOp::cast(ctx, body, op).is_some_and(|l| l.addr(body) == slot.ptr)
    }

    fn stores_to(&self, ctx: &Context, body: &Body, op: OpId, slot: &MemorySlot) -> bool {
        StoreOp::cast(ctx, body, op).is_some_and(|s| s.addr(body) == slot.ptr)
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
            let ty = body.value_type(load.res(body));
            return load.addr(body) == slot.ptr
                && load.volatile_(ctx, body).is_none()
                && conversion_compatible(ctx, ty, slot.elem_type, true);
        }
        let Some(store) = StoreOp::cast(ctx, body, op) else { return false };
        let value = store.value(body);
        store.addr(body) == slot.ptr
            && value != slot.ptr
            && store.volatile_(ctx, body).is_none()
            && conversion_compatible(ctx, slot.elem_type, body.value_type(value), false)
    }

    fn get_stored(&self, rw: &mut Rewriter<'_>, op: OpId, slot: &MemorySlot, reaching: ValueId) -> ValueId {
        let loc = rw.body.op(op).loc;
        let value = rw.body.operands(op)[0];
        let value_ty = rw.body.value_type(value);
        if size_bits(rw.ctx, value_ty) >= size_bits(rw.ctx, slot.elem_type) {
            return Casts { loc }.same_size(rw, value, slot.elem_type);
        }
        Casts { loc }.insert(rw, value, reaching)
    }

    fn mem_op_remove_blocking_uses(
        &self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        _slot: &MemorySlot,
        reaching: ValueId,
    ) -> bool {
        if let Some(load) = LoadOp::cast(rw.ctx, rw.body, op) {
            let res = load.res(rw.body);
            let loc = rw.body.op(op).loc;
            let value = Casts { loc }.extract(rw, reaching, rw.body.value_type(res));
            rw.replace_all_uses_with(res, value);
        }
        true
    }

    fn op_can_uses_be_removed(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        new_blocking: &mut Vec<Use>,
    ) -> Option<bool> {
        match ctx.str(body.op(op).name) {
            "llvm.intr.lifetime.start" | "llvm.intr.lifetime.end" => Some(true),
            "llvm.bitcast" | "llvm.addrspacecast" => {
                forward_to_users(body, op, new_blocking);
                Some(true)
            }
            "llvm.getelementptr" => {
                let gep = GEPOp(op);
                let indices = gep.raw_constant_indices(ctx, body).and_then(|a| crate::opdef::ods::i32_array(ctx, a));
                let zero =
                    gep.dynamic_indices(ctx, body).is_empty() && indices.is_some_and(|i| i.iter().all(|&i| i == 0));
                if zero {
                    forward_to_users(body, op, new_blocking);
                }
                Some(zero)
            }
            _ => None,
        }
    }

    fn destructurable_slots(
        &self,
        ctx: &Context,
        registry: &Registry,
        body: &Body,
        op: OpId,
    ) -> Vec<DestructurableMemorySlot> {
        let Some(alloca) = AllocaOp::cast(ctx, body, op) else { return Vec::new() };
        let one =
            crate::rewrite::value_int(ctx, registry, body, alloca.array_size(body)).is_some_and(|n| n == 1.into());
        let Some(elem_type) = alloca.elem_type(ctx, body).and_then(|a| match ctx.attr_kind(a) {
            crate::ir::AttrKind::Type(t) => Some(*t),
            _ => None,
        }) else {
            return Vec::new();
        };
        let i32_type = ctx.integer_type(32);
        let fields: Vec<Type> = match ctx.llvm_kind(elem_type) {
            Some(LlvmType::Struct { body: Some(fields), .. }) => fields.clone(),
            Some(LlvmType::Array { len, element }) if *len <= 16 => vec![*element; *len as usize],
            _ => return Vec::new(),
        };
        if !one {
            return Vec::new();
        }
        let elements = fields.into_iter().enumerate().map(|(i, t)| (ctx.int_attr(i32_type, i as i64), t)).collect();
        vec![DestructurableMemorySlot { slot: MemorySlot { ptr: alloca.res(body), elem_type }, elements }]
    }

    fn destructure(
        &self,
        rw: &mut Rewriter<'_>,
        op: OpId,
        slot: &DestructurableMemorySlot,
        used: &[Attribute],
    ) -> Subslots {
        let alloca = AllocaOp(op);
        let (loc, size) = (rw.body.op(op).loc, alloca.array_size(rw.body));
        rw.set_insertion_point_after(op);
        let mut subslots = Vec::new();
        for &index in used {
            let Some(elem_type) = slot.element_type(index) else { continue };
            let ptr_ty = rw.ctx.llvm_ptr_type();
            let new = AllocaOp::create(rw.ctx, rw.body, loc, size, ptr_ty, None, rw.ctx.type_attr(elem_type), None).0;
            rw.insert(new);
            subslots.push((index, MemorySlot { ptr: rw.body.results(new)[0], elem_type }));
        }
        subslots
    }

    fn can_rewire(
        &self,
        ctx: &Context,
        _registry: &Registry,
        body: &Body,
        op: OpId,
        slot: &DestructurableMemorySlot,
        requests: &mut RewireRequests,
    ) -> bool {
        let ptr = slot.slot.ptr;
        let index = if GEPOp::cast(ctx, body, op).is_some() {
            let Some((index, offset)) = gep_subslot(ctx, body, op, slot) else { return false };
            let Some(field) = slot.element_type(index) else { return false };
            let rest = rw_byte_array(ctx, size_bytes(ctx, field) - offset);
            requests.must_be_safe.push(MemorySlot { ptr: body.results(op)[0], elem_type: rest });
            index
        } else {
            let index = ctx.int_attr(ctx.integer_type(32), 0);
            let Some(first) = slot.element_type(index) else { return false };
            let access = if let Some(load) = LoadOp::cast(ctx, body, op) {
                (load.volatile_(ctx, body).is_none()).then(|| body.value_type(load.res(body)))
            } else if let Some(store) = StoreOp::cast(ctx, body, op) {
                let ok = store.volatile_(ctx, body).is_none() && store.value(body) != ptr;
                ok.then(|| body.value_type(store.value(body)))
            } else {
                None
            };
            match access {
                Some(t) if size_bytes(ctx, t) <= size_bytes(ctx, first) => index,
                _ => return false,
            }
        };
        requests.use_element(index);
        true
    }

    fn rewire(&self, rw: &mut Rewriter<'_>, op: OpId, slot: &DestructurableMemorySlot, subslots: &Subslots) -> bool {
        let (ctx, loc) = (rw.ctx, rw.body.op(op).loc);
        let find = |index: Attribute| subslots.iter().find(|(i, _)| *i == index).map(|&(_, s)| s);
        if GEPOp::cast(ctx, rw.body, op).is_none() {
            // A load or store of the aggregate's address: the first field's.
            let Some(first) = find(ctx.int_attr(ctx.integer_type(32), 0)) else { return false };
            let index = if LoadOp::cast(ctx, rw.body, op).is_some() { 0 } else { 1 };
            rw.body.set_operand(op, index, first.ptr);
            return false;
        }
        let Some((index, offset)) = gep_subslot(ctx, rw.body, op, slot) else { return false };
        let Some(sub) = find(index) else { return false };
        let gep = GEPOp(op);
        let res = gep.res(rw.body);
        let res_ty = rw.body.value_type(res);
        let raw = ctx.attr(crate::ir::AttrKind::DenseArray {
            element: ctx.integer_type(32),
            values: vec![u128::from(offset as u32)],
        });
        let inbounds = gep.inbounds(ctx, rw.body);
        let i8_type = ctx.type_attr(ctx.integer_type(8));
        let new = GEPOp::create(ctx, rw.body, loc, sub.ptr, Vec::new(), res_ty, raw, i8_type, inbounds).0;
        let value = rw.create_or_fold(new)[0];
        rw.replace_all_uses_with(res, value);
        true
    }

    fn ensure_only_safe_accesses(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        slot: &MemorySlot,
        must_be_safe: &mut Vec<MemorySlot>,
    ) -> Option<bool> {
        if let Some(load) = LoadOp::cast(ctx, body, op) {
            let t = body.value_type(load.res(body));
            return Some(load.addr(body) != slot.ptr || size_bytes(ctx, t) <= size_bytes(ctx, slot.elem_type));
        }
        if let Some(store) = StoreOp::cast(ctx, body, op) {
            let t = body.value_type(store.value(body));
            return Some(store.addr(body) != slot.ptr || size_bytes(ctx, t) <= size_bytes(ctx, slot.elem_type));
        }
        let gep = GEPOp::cast(ctx, body, op)?;
        if gep.base(ctx, body) != slot.ptr {
            return Some(true);
        }
        let size = size_bytes(ctx, slot.elem_type);
        match gep_byte_offset(ctx, body, op) {
            Some(offset) if offset < size => {
                let rest = rw_byte_array(ctx, size - offset);
                must_be_safe.push(MemorySlot { ptr: gep.res(body), elem_type: rest });
                Some(true)
            }
            _ => Some(false),
        }
    }
}

/// `!llvm.array<n x i8>`: the bytes left of a field past an address.
fn rw_byte_array(ctx: &Context, n: u64) -> Type {
    ctx.llvm_array_type(n, ctx.integer_type(8))
}

/// The field of the aggregate `slot` a getelementptr of its address
/// reaches, as its index attribute, and the byte offset within it.
fn gep_subslot(ctx: &Context, body: &Body, op: OpId, slot: &DestructurableMemorySlot) -> Option<(Attribute, u64)> {
    let gep = GEPOp(op);
    if gep.base(ctx, body) != slot.slot.ptr || !super::is_ptr(ctx, body.value_type(slot.slot.ptr)) {
        return None;
    }
    let offset = gep_byte_offset(ctx, body, op)?;
    let (index, within) = subslot_at(ctx, slot.slot.elem_type, offset)?;
    Some((ctx.int_attr(ctx.integer_type(32), index as i64), within))
}

/// Types whose values a load or store may reinterpret: not aggregates, not
/// scalable vectors or vectors of pointers.
fn convertible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { .. } | TypeKind::Float(_) => true,
        TypeKind::Vector { scalable, .. } => {
            !scalable.iter().any(|&s| s) && vector_element(ctx, t).is_some_and(|e| !super::is_ptr(ctx, e))
        }
        _ => matches!(ctx.llvm_kind(t), Some(LlvmType::Ptr { .. })),
    }
}

/// Whether a value of `src` can stand for one of `target` (upstream's
/// `areConversionCompatible`): a narrowing conversion may drop high bits,
/// a widening one may keep the target's other bits. Sizes are compared in
/// bytes as upstream; types of one byte size and different bit sizes (`i1`
/// and `i8`) are not converted.
fn conversion_compatible(ctx: &Context, target: Type, src: Type, narrowing: bool) -> bool {
    if target == src {
        return true;
    }
    if !convertible(ctx, target) || !convertible(ctx, src) {
        return false;
    }
    let (t, s) = (size_bits(ctx, target), size_bits(ctx, src));
    if t.div_ceil(8) == s.div_ceil(8) && t != s {
        return false;
    }
    if super::is_ptr(ctx, target) && super::is_ptr(ctx, src) {
        return t == s;
    }
    if narrowing {
        t <= s
    } else {
        t >= s
    }
}

/// Builders of the conversions, at the rewriter's insertion point.
struct Casts {
    loc: crate::ir::Location,
}

impl Casts {
    fn int_type(rw: &Rewriter<'_>, t: Type) -> Type {
        rw.ctx.integer_type(size_bits(rw.ctx, t) as u32)
    }

    fn build(&self, rw: &mut Rewriter<'_>, op: OpId) -> ValueId {
        rw.create_or_fold(op)[0]
    }

    /// `v` as the integer of its size.
    fn to_int(&self, rw: &mut Rewriter<'_>, v: ValueId) -> ValueId {
        let ty = rw.body.value_type(v);
        if matches!(rw.ctx.type_kind(ty), TypeKind::Integer { .. }) {
            return v;
        }
        let int = Self::int_type(rw, ty);
        let op = if super::is_ptr(rw.ctx, ty) {
            PtrToIntOp::create(rw.ctx, rw.body, self.loc, v, int).0
        } else {
            BitcastOp::create(rw.ctx, rw.body, self.loc, v, int).0
        };
        self.build(rw, op)
    }

    /// The integer `v` as a value of `target`, of the same size.
    fn int_to(&self, rw: &mut Rewriter<'_>, v: ValueId, target: Type) -> ValueId {
        if matches!(rw.ctx.type_kind(target), TypeKind::Integer { .. }) {
            return v;
        }
        let op = if super::is_ptr(rw.ctx, target) {
            IntToPtrOp::create(rw.ctx, rw.body, self.loc, v, target).0
        } else {
            BitcastOp::create(rw.ctx, rw.body, self.loc, v, target).0
        };
        self.build(rw, op)
    }

    /// `v` as a value of `target`, of the same size.
    fn same_size(&self, rw: &mut Rewriter<'_>, v: ValueId, target: Type) -> ValueId {
        let ty = rw.body.value_type(v);
        if ty == target {
            return v;
        }
        if super::is_ptr(rw.ctx, ty) && super::is_ptr(rw.ctx, target) {
            let op = AddrSpaceCastOp::create(rw.ctx, rw.body, self.loc, v, target).0;
            return self.build(rw, op);
        }
        let int = self.to_int(rw, v);
        self.int_to(rw, int, target)
    }

    /// The low bits of `v` as a value of the smaller or equal `target`.
    fn extract(&self, rw: &mut Rewriter<'_>, v: ValueId, target: Type) -> ValueId {
        let ty = rw.body.value_type(v);
        if size_bits(rw.ctx, target) >= size_bits(rw.ctx, ty) {
            return self.same_size(rw, v, target);
        }
        let int = self.to_int(rw, v);
        let narrow = Self::int_type(rw, target);
        let op = TruncOp::create(rw.ctx, rw.body, self.loc, int, narrow).0;
        let truncated = self.build(rw, op);
        self.int_to(rw, truncated, target)
    }

    /// `held` with its low bits replaced by the smaller `v`.
    fn insert(&self, rw: &mut Rewriter<'_>, v: ValueId, held: ValueId) -> ValueId {
        let held_ty = rw.body.value_type(held);
        let (slot_bits, value_bits) = (size_bits(rw.ctx, held_ty), size_bits(rw.ctx, rw.body.value_type(v)));
        let held_int = self.to_int(rw, held);
        let value_int = self.to_int(rw, v);
        let int = rw.body.value_type(held_int);
        let op = ZExtOp::create(rw.ctx, rw.body, self.loc, value_int, int).0;
        let extended = self.build(rw, op);
        let mask = high_bits_mask(slot_bits, value_bits);
        let op = ConstantOp::create(
            rw.ctx,
            rw.body,
            self.loc,
            int,
            rw.ctx.attr(crate::ir::AttrKind::Integer { ty: int, value: mask }),
        )
        .0;
        let mask = self.build(rw, op);
        let op = AndOp::create(rw.ctx, rw.body, self.loc, held_int, mask, int).0;
        let masked = self.build(rw, op);
        let op = OrOp::create(rw.ctx, rw.body, self.loc, masked, extended, int).0;
        let combined = self.build(rw, op);
        self.int_to(rw, combined, held_ty)
    }
}

/// The `width`-bit integer with the bits from `low` up set, as a signed
/// value.
fn high_bits_mask(width: u64, low: u64) -> num_bigint::BigInt {
    use num_bigint::BigInt;
    let all = (BigInt::from(1) << width) - 1;
    let low_mask = (BigInt::from(1) << low) - 1;
    let mask = all ^ low_mask;
    crate::ir::normalize_int(mask, width as u32, crate::ir::Signedness::Signless)
}

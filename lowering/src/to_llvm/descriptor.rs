//! Reading and building memref descriptors in the llvm dialect, as
//! upstream's `MemRefDescriptor`: a ranked memref is
//! `!llvm.struct<(ptr, ptr, i64, array<r x i64>, array<r x i64>)>` holding
//! the allocated pointer, the aligned pointer, the offset, the sizes and the
//! strides; an unranked one is `!llvm.struct<(i64, ptr)>` (rank and a
//! pointer to a ranked descriptor).

use strata::conversion::ConversionRewriter;
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::dialects::memref::layout::strides_and_offset;
use strata::ir::{AttrKind, Attribute, Context, Location, Type, TypeKind, ValueId, DYNAMIC};

use super::{build1, convert_type, int_constant};

/// Field positions of a ranked descriptor.
pub const ALLOCATED: i64 = 0;
pub const ALIGNED: i64 = 1;
pub const OFFSET: i64 = 2;
pub const SIZES: i64 = 3;
pub const STRIDES: i64 = 4;

/// The `position` property of `llvm.extractvalue`/`insertvalue`.
pub fn positions(ctx: &Context, pos: &[i64]) -> Attribute {
    ctx.attr(AttrKind::DenseArray {
        element: ctx.integer_type(64),
        values: pos.iter().map(|&p| p as u64 as u128).collect(),
    })
}

/// `llvm.extractvalue agg[pos]` of type `ty`.
pub fn extract_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    agg: ValueId,
    pos: &[i64],
    ty: Type,
) -> ValueId {
    let p = positions(rw.rw.ctx, pos);
    build1(rw, "llvm.extractvalue", loc, vec![agg], ty, vec![("position", p)])
}

/// `llvm.insertvalue v, agg[pos]`.
pub fn insert_value(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    agg: ValueId,
    v: ValueId,
    pos: &[i64],
) -> ValueId {
    let ty = rw.rw.body.value_type(agg);
    let p = positions(rw.rw.ctx, pos);
    build1(rw, "llvm.insertvalue", loc, vec![agg, v], ty, vec![("position", p)])
}

/// `llvm.mlir.undef : ty`.
pub fn undef(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type) -> ValueId {
    build1(rw, "llvm.mlir.undef", loc, vec![], ty, vec![])
}

/// The type of a descriptor's pointer fields.
pub fn pointer_type(ctx: &Context, desc_ty: Type) -> Type {
    match ctx.llvm_kind(desc_ty) {
        Some(LlvmType::Struct { body: Some(body), .. }) if body.len() >= 2 => body[1],
        _ => ctx.llvm_ptr_type(),
    }
}

/// A ranked memref descriptor value with typed accessors.
#[derive(Copy, Clone)]
pub struct MemRefDescriptor {
    pub value: ValueId,
}

impl MemRefDescriptor {
    pub fn new(value: ValueId) -> Self {
        MemRefDescriptor { value }
    }

    /// An undefined descriptor of the llvm struct type `ty`.
    pub fn undef(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type) -> Self {
        MemRefDescriptor { value: undef(rw, loc, ty) }
    }

    fn ptr_ty(&self, rw: &ConversionRewriter<'_, '_>) -> Type {
        pointer_type(rw.rw.ctx, rw.rw.body.value_type(self.value))
    }

    fn get(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, pos: &[i64], ty: Type) -> ValueId {
        extract_value(rw, loc, self.value, pos, ty)
    }

    fn set(&mut self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, pos: &[i64], v: ValueId) {
        self.value = insert_value(rw, loc, self.value, v, pos);
    }

    pub fn allocated_ptr(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location) -> ValueId {
        let t = self.ptr_ty(rw);
        self.get(rw, loc, &[ALLOCATED], t)
    }

    pub fn aligned_ptr(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location) -> ValueId {
        let t = self.ptr_ty(rw);
        self.get(rw, loc, &[ALIGNED], t)
    }

    pub fn offset(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location) -> ValueId {
        let t = rw.rw.ctx.integer_type(64);
        self.get(rw, loc, &[OFFSET], t)
    }

    pub fn size(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, dim: usize) -> ValueId {
        let t = rw.rw.ctx.integer_type(64);
        self.get(rw, loc, &[SIZES, dim as i64], t)
    }

    pub fn stride(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, dim: usize) -> ValueId {
        let t = rw.rw.ctx.integer_type(64);
        self.get(rw, loc, &[STRIDES, dim as i64], t)
    }

    pub fn set_allocated_ptr(&mut self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, v: ValueId) {
        self.set(rw, loc, &[ALLOCATED], v)
    }

    pub fn set_aligned_ptr(&mut self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, v: ValueId) {
        self.set(rw, loc, &[ALIGNED], v)
    }

    pub fn set_offset(&mut self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, v: ValueId) {
        self.set(rw, loc, &[OFFSET], v)
    }

    pub fn set_size(&mut self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, dim: usize, v: ValueId) {
        self.set(rw, loc, &[SIZES, dim as i64], v)
    }

    pub fn set_stride(&mut self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, dim: usize, v: ValueId) {
        self.set(rw, loc, &[STRIDES, dim as i64], v)
    }

    /// A descriptor of the llvm struct type `ty` holding the given fields
    /// (sizes then strides, as upstream fills them).
    #[allow(clippy::too_many_arguments)]
    pub fn pack(
        rw: &mut ConversionRewriter<'_, '_>,
        loc: Location,
        ty: Type,
        allocated: ValueId,
        aligned: ValueId,
        offset: ValueId,
        sizes: &[ValueId],
        strides: &[ValueId],
    ) -> Self {
        let mut d = MemRefDescriptor::undef(rw, loc, ty);
        d.set_allocated_ptr(rw, loc, allocated);
        d.set_aligned_ptr(rw, loc, aligned);
        d.set_offset(rw, loc, offset);
        for (i, &s) in sizes.iter().enumerate() {
            d.set_size(rw, loc, i, s);
        }
        for (i, &s) in strides.iter().enumerate() {
            d.set_stride(rw, loc, i, s);
        }
        d
    }

    /// The aligned pointer advanced by the memref's offset (upstream's
    /// `bufferPtr`): the start of the view, for element type `elem`.
    pub fn buffer_ptr(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location, memref: Type) -> Option<ValueId> {
        let ctx = rw.rw.ctx;
        let (_, offset) = strides_and_offset(ctx, memref)?;
        let elem = convert_type(ctx, memref_element(ctx, memref)?)?;
        let ptr = self.aligned_ptr(rw, loc);
        if offset == 0 {
            return Some(ptr);
        }
        let i64t = ctx.integer_type(64);
        let off = if offset == DYNAMIC { self.offset(rw, loc) } else { int_constant(rw, loc, i64t, offset) };
        Some(gep(rw, loc, ptr, elem, off))
    }
}

/// The element type of a ranked or unranked memref type.
pub fn memref_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. } => Some(*element),
        _ => None,
    }
}

/// `llvm.getelementptr base[index] : (ptr, i64) -> ptr, elem`.
pub fn gep(rw: &mut ConversionRewriter<'_, '_>, loc: Location, base: ValueId, elem: Type, index: ValueId) -> ValueId {
    gep_indices(rw, loc, base, elem, &[GepIndex::Value(index)])
}

/// One index of a `getelementptr`: a constant or a value.
#[derive(Copy, Clone)]
pub enum GepIndex {
    Const(i32),
    Value(ValueId),
}

/// `llvm.getelementptr base[indices...] : ... -> ptr, elem`.
pub fn gep_indices(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    base: ValueId,
    elem: Type,
    indices: &[GepIndex],
) -> ValueId {
    let ctx = rw.rw.ctx;
    let ptr_ty = rw.rw.body.value_type(base);
    let raw = indices
        .iter()
        .map(|i| match i {
            GepIndex::Const(c) => *c as u32 as u128,
            GepIndex::Value(_) => i32::MIN as u32 as u128,
        })
        .collect();
    let mut operands = vec![base];
    operands.extend(indices.iter().filter_map(|i| match i {
        GepIndex::Value(v) => Some(*v),
        GepIndex::Const(_) => None,
    }));
    let props = vec![
        ("elem_type", ctx.type_attr(elem)),
        ("rawConstantIndices", ctx.attr(AttrKind::DenseArray { element: ctx.integer_type(32), values: raw })),
    ];
    build1(rw, "llvm.getelementptr", loc, operands, ptr_ty, props)
}

/// The size in bytes of `count` elements of the llvm type `elem`, as
/// upstream computes it: `ptrtoint (getelementptr null[count])`.
pub fn size_in_bytes(rw: &mut ConversionRewriter<'_, '_>, loc: Location, elem: Type, count: GepIndex) -> ValueId {
    let ctx = rw.rw.ctx;
    let null = build1(rw, "llvm.mlir.zero", loc, vec![], ctx.llvm_ptr_type(), vec![]);
    let end = gep_indices(rw, loc, null, elem, &[count]);
    build1(rw, "llvm.ptrtoint", loc, vec![end], ctx.integer_type(64), vec![])
}

/// The address of element `indices` of the memref `desc` of type `memref`
/// (upstream's `getStridedElementPtr`): the view's start plus the sum of
/// index × stride, multiplications by a unit stride left out.
pub fn strided_element_ptr(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    memref: Type,
    desc: ValueId,
    indices: &[ValueId],
) -> Option<ValueId> {
    let ctx = rw.rw.ctx;
    let (strides, _) = strides_and_offset(ctx, memref)?;
    let d = MemRefDescriptor::new(desc);
    let base = d.buffer_ptr(rw, loc, memref)?;
    let i64t = ctx.integer_type(64);
    let mut index: Option<ValueId> = None;
    for (i, &idx) in indices.iter().enumerate() {
        let stride = *strides.get(i)?;
        let mut inc = idx;
        if stride != 1 {
            let s = if stride == DYNAMIC { d.stride(rw, loc, i) } else { int_constant(rw, loc, i64t, stride) };
            inc = build1(rw, "llvm.mul", loc, vec![inc, s], i64t, vec![]);
        }
        index = Some(match index {
            Some(acc) => build1(rw, "llvm.add", loc, vec![acc, inc], i64t, vec![]),
            None => inc,
        });
    }
    let elem = convert_type(ctx, memref_element(ctx, memref)?)?;
    Some(match index {
        Some(i) => gep(rw, loc, base, elem, i),
        None => base,
    })
}

/// An unranked memref descriptor `!llvm.struct<(i64, ptr)>`: the rank and
/// a pointer to a ranked descriptor.
#[derive(Copy, Clone)]
pub struct UnrankedDescriptor {
    pub value: ValueId,
}

impl UnrankedDescriptor {
    pub fn new(value: ValueId) -> Self {
        UnrankedDescriptor { value }
    }

    /// `{rank, ptr}` of the llvm struct type `ty`.
    pub fn pack(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type, rank: ValueId, ptr: ValueId) -> Self {
        let u = undef(rw, loc, ty);
        let u = insert_value(rw, loc, u, rank, &[0]);
        UnrankedDescriptor { value: insert_value(rw, loc, u, ptr, &[1]) }
    }

    pub fn rank(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location) -> ValueId {
        let t = rw.rw.ctx.integer_type(64);
        extract_value(rw, loc, self.value, &[0], t)
    }

    pub fn memref_ptr(&self, rw: &mut ConversionRewriter<'_, '_>, loc: Location) -> ValueId {
        let t = rw.rw.ctx.llvm_ptr_type();
        extract_value(rw, loc, self.value, &[1], t)
    }
}

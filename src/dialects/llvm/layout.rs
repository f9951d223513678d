//! Sizes, alignments and field offsets of LLVM-compatible types in MLIR's
//! default data layout (no `dlti` spec: 64-bit pointers, integers of 64
//! bits or more aligned to 4 bytes), as `mem2reg` and `sroa` need them,
//! and the byte offset a constant-index `llvm.getelementptr` reaches.

use crate::ir::{Body, Context, OpId, Type, TypeKind};

use super::syntax::DYNAMIC_INDEX;
use super::{GEPOp, LlvmType, LlvmTypes};

/// The size of a value of `t`, in bits (a struct's or array's includes
/// padding).
pub(super) fn size_bits(ctx: &Context, t: Type) -> u64 {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => u64::from(*width),
        TypeKind::Float(kind) => u64::from(kind.bit_width()),
        TypeKind::Vector { shape, element, .. } => {
            let n: i64 = shape.iter().product();
            (n.max(0) as u64)
                .saturating_mul(size_bytes(ctx, *element))
                .saturating_mul(8)
                .checked_next_power_of_two()
                .unwrap_or(u64::MAX)
        }
        _ => match ctx.llvm_kind(t) {
            Some(LlvmType::Array { len, element }) => len.saturating_mul(size_bytes(ctx, *element)).saturating_mul(8),
            Some(LlvmType::PpcFp128) => 128,
            // As builtin vectors (a scalable one by its minimum size).
            Some(LlvmType::Vec { len, element, .. }) => u64::from(*len)
                .saturating_mul(size_bytes(ctx, *element))
                .saturating_mul(8)
                .checked_next_power_of_two()
                .unwrap_or(u64::MAX),
            Some(LlvmType::Struct { body: Some(fields), packed, .. }) => {
                struct_size(ctx, fields, *packed).saturating_mul(8)
            }
            _ => 64,
        },
    }
}

/// The size of a value of `t`, in bytes.
pub(super) fn size_bytes(ctx: &Context, t: Type) -> u64 {
    size_bits(ctx, t).div_ceil(8)
}

/// The ABI alignment of `t`, in bytes.
pub(super) fn abi_align(ctx: &Context, t: Type) -> u64 {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } if *width >= 64 => 4,
        TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Vector { .. } => {
            size_bytes(ctx, t).next_power_of_two()
        }
        _ => match ctx.llvm_kind(t) {
            Some(LlvmType::Array { element, .. }) => abi_align(ctx, *element),
            Some(LlvmType::PpcFp128 | LlvmType::Vec { .. }) => size_bytes(ctx, t).next_power_of_two(),
            Some(LlvmType::Struct { body: Some(fields), packed, .. }) => {
                if *packed {
                    1
                } else {
                    fields.iter().map(|&f| abi_align(ctx, f)).max().unwrap_or(1)
                }
            }
            _ => 8,
        },
    }
}

fn align_to(offset: u64, align: u64) -> u64 {
    offset.div_ceil(align.max(1)).saturating_mul(align.max(1))
}

/// The offset of each field of a struct, and its size with tail padding.
pub(super) fn struct_layout(ctx: &Context, fields: &[Type], packed: bool) -> (Vec<u64>, u64) {
    let mut offset = 0;
    let mut offsets = Vec::with_capacity(fields.len());
    let mut align = 1;
    for &f in fields {
        if !packed {
            let a = abi_align(ctx, f);
            align = align.max(a);
            offset = align_to(offset, a);
        }
        offsets.push(offset);
        offset = offset.saturating_add(size_bytes(ctx, f));
    }
    (offsets, align_to(offset, align))
}

fn struct_size(ctx: &Context, fields: &[Type], packed: bool) -> u64 {
    struct_layout(ctx, fields, packed).1
}

/// The constant indices of `gep` (`None` when one is dynamic or negative).
pub(super) fn constant_indices(ctx: &Context, body: &Body, gep: OpId) -> Option<Vec<u64>> {
    let raw = GEPOp(gep).raw_constant_indices(ctx, body).and_then(|a| crate::opdef::ods::i32_array(ctx, a))?;
    raw.iter().map(|&i| (i != i64::from(DYNAMIC_INDEX) && i >= 0).then_some(i as u64)).collect()
}

/// The byte offset from its base that `gep` addresses, when its indices are
/// constant and non-negative and go through arrays and structs.
pub(super) fn gep_byte_offset(ctx: &Context, body: &Body, gep: OpId) -> Option<u64> {
    let indices = constant_indices(ctx, body, gep)?;
    let elem = GEPOp(gep).elem_type(ctx, body).and_then(|a| match ctx.attr_kind(a) {
        crate::ir::AttrKind::Type(t) => Some(*t),
        _ => None,
    })?;
    let (&first, rest) = indices.split_first()?;
    let mut offset = first.saturating_mul(size_bytes(ctx, elem));
    let mut current = elem;
    for &index in rest {
        match ctx.llvm_kind(current) {
            Some(LlvmType::Array { element, .. }) => {
                offset = offset.saturating_add(index.saturating_mul(size_bytes(ctx, *element)));
                current = *element;
            }
            Some(LlvmType::Struct { body: Some(fields), packed, .. }) => {
                let field = *fields.get(index as usize)?;
                offset = offset.saturating_add(struct_layout(ctx, fields, *packed).0[index as usize]);
                current = field;
            }
            _ => return None,
        }
    }
    Some(offset)
}

/// The element of an array or struct of type `t` holding byte `offset`,
/// and the offset within it; `None` in padding or past the end.
pub(super) fn subslot_at(ctx: &Context, t: Type, offset: u64) -> Option<(u64, u64)> {
    if offset >= size_bytes(ctx, t) {
        return None;
    }
    // Constant GEP indices have 29 bits in the llvm dialect.
    let fits = |i: u64| i < (1 << 29);
    match ctx.llvm_kind(t) {
        Some(LlvmType::Array { element, .. }) => {
            let size = size_bytes(ctx, *element);
            let index = offset / size.max(1);
            fits(index).then_some((index, offset - index * size))
        }
        Some(LlvmType::Struct { body: Some(fields), packed, .. }) => {
            let (offsets, _) = struct_layout(ctx, fields, *packed);
            for (i, (&f, &start)) in fields.iter().zip(&offsets).enumerate() {
                if offset < start {
                    return None;
                }
                if offset < start.saturating_add(size_bytes(ctx, f)) {
                    return fits(i as u64).then_some((i as u64, offset - start));
                }
            }
            None
        }
        _ => None,
    }
}

//! Ops that read or rebuild descriptors without touching the data: `dim`,
//! `rank`, `cast`, `memory_space_cast`, `reinterpret_cast`,
//! `extract_strided_metadata`, `extract_aligned_pointer_as_index`, `view`,
//! `transpose` and `reshape`.

use strata::conversion::ConversionRewriter;
use strata::dialects::llvm::LlvmTypes;
use strata::dialects::memref::layout::strides_and_offset;
use strata::ir::affine::AffineExpr;
use strata::ir::{AttrKind, Location, OpId, Type, TypeKind, ValueId, DYNAMIC};
use strata::rewrite::value_int;

use super::super::descriptor::{
    extract_value, gep, gep_indices, strided_element_ptr, GepIndex, MemRefDescriptor, UnrankedDescriptor, SIZES,
};
use super::super::{build, build1, get_attr};
use super::{index_constant, ptr_type, shape, space_of, strided_parts, to_i64};

/// The allocated and aligned pointers of a ranked descriptor or of the
/// descriptor an unranked one points to.
fn base_pointers(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    v: ValueId,
) -> Option<(ValueId, ValueId)> {
    let ctx = rw.rw.ctx;
    let space = space_of(ctx, ty)?;
    Some(match ctx.type_kind(ty) {
        TypeKind::UnrankedMemRef { .. } => {
            let p = UnrankedDescriptor::new(v).memref_ptr(rw, loc);
            let ptr = ptr_type(ctx, space);
            let allocated = build1(rw, "llvm.load", loc, vec![p], ptr, vec![]);
            let second = gep_indices(rw, loc, p, ptr, &[GepIndex::Const(1)]);
            let aligned = build1(rw, "llvm.load", loc, vec![second], ptr, vec![]);
            (allocated, aligned)
        }
        _ => {
            let d = MemRefDescriptor::new(v);
            (d.allocated_ptr(rw, loc), d.aligned_ptr(rw, loc))
        }
    })
}

/// `memref.dim`: a constant for a static size, the size field for a
/// dynamic one, and a load from the sizes (of a stack copy of the size
/// array, or of the descriptor an unranked memref points to) for an index
/// known only at run time.
pub(super) fn dim(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let ty = body.value_type(body.operands(op)[0]);
    let index = value_int(ctx, rw.rw.registry, body, body.operands(op)[1]).and_then(|i| usize::try_from(&i).ok());
    let loc = body.op(op).loc;
    let i64t = ctx.integer_type(64);
    let Some(space) = space_of(ctx, ty) else { return false };
    let v = match ctx.type_kind(ty) {
        TypeKind::UnrankedMemRef { .. } => {
            rw.rw.set_insertion_point_before(op);
            let p = UnrankedDescriptor::new(operands[0]).memref_ptr(rw, loc);
            let ptr = ptr_type(ctx, space);
            let head = ctx.llvm_struct_type(vec![ptr, ptr, i64t]);
            let offset_ptr = gep_indices(rw, loc, p, head, &[GepIndex::Const(0), GepIndex::Const(2)]);
            let one = index_constant(rw, loc, 1);
            let i = build1(rw, "llvm.add", loc, vec![one, operands[1]], i64t, vec![]);
            let size_ptr = gep(rw, loc, offset_ptr, i64t, i);
            build1(rw, "llvm.load", loc, vec![size_ptr], i64t, vec![])
        }
        TypeKind::MemRef { shape, .. } => {
            let shape = shape.clone();
            rw.rw.set_insertion_point_before(op);
            // An index out of range is undefined behaviour; it reads the
            // sizes at run time like an unknown index, as upstream's.
            match index.filter(|&i| i < shape.len()) {
                Some(i) if shape[i] != DYNAMIC => index_constant(rw, loc, shape[i]),
                Some(i) => MemRefDescriptor::new(operands[0]).size(rw, loc, i),
                None => {
                    let arr = ctx.llvm_array_type(shape.len() as u64, i64t);
                    let sizes = extract_value(rw, loc, operands[0], &[SIZES], arr);
                    let one = index_constant(rw, loc, 1);
                    let props = vec![("elem_type", ctx.type_attr(arr))];
                    let slot = build1(rw, "llvm.alloca", loc, vec![one], ctx.llvm_ptr_type(), props);
                    build(rw, "llvm.store", loc, vec![sizes, slot], vec![], vec![]);
                    let at = gep_indices(rw, loc, slot, arr, &[GepIndex::Const(0), GepIndex::Value(operands[1])]);
                    build1(rw, "llvm.load", loc, vec![at], i64t, vec![])
                }
            }
        }
        _ => return false,
    };
    rw.replace_op(op, &[v]);
    true
}

/// `memref.rank`: a constant, or the rank field of an unranked descriptor.
pub(super) fn rank(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let v = match shape(ctx, ty) {
        Some(s) => index_constant(rw, loc, s.len() as i64),
        None => UnrankedDescriptor::new(operands[0]).rank(rw, loc),
    };
    rw.replace_op(op, &[v]);
    true
}

/// Store a ranked descriptor on the stack and make an unranked one of
/// type `unranked_ty` pointing at it.
pub(super) fn to_unranked(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    desc: ValueId,
    rank: usize,
    unranked_ty: Type,
) -> ValueId {
    let ctx = rw.rw.ctx;
    let desc_ty = rw.rw.body.value_type(desc);
    let one = index_constant(rw, loc, 1);
    let props = vec![("elem_type", ctx.type_attr(desc_ty))];
    let slot = build1(rw, "llvm.alloca", loc, vec![one], ctx.llvm_ptr_type(), props);
    build(rw, "llvm.store", loc, vec![desc, slot], vec![], vec![]);
    let r = index_constant(rw, loc, rank as i64);
    UnrankedDescriptor::pack(rw, loc, unranked_ty, r, slot).value
}

/// `memref.cast`: nothing between ranked types (the descriptor is the
/// same); to unranked, the descriptor goes to the stack; from unranked,
/// it is loaded from there.
pub(super) fn cast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let from = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    let to = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let Some(to_ty) = rw.convert_type(to) else { return false };
    let loc = rw.rw.body.op(op).loc;
    let v = match (shape(ctx, from), shape(ctx, to)) {
        (Some(_), Some(_)) | (None, None) => {
            if rw.rw.body.value_type(operands[0]) != to_ty {
                return false;
            }
            operands[0]
        }
        (Some(s), None) => {
            let rank = s.len();
            rw.rw.set_insertion_point_before(op);
            to_unranked(rw, loc, operands[0], rank, to_ty)
        }
        (None, Some(_)) => {
            rw.rw.set_insertion_point_before(op);
            let p = UnrankedDescriptor::new(operands[0]).memref_ptr(rw, loc);
            build1(rw, "llvm.load", loc, vec![p], to_ty, vec![])
        }
    };
    rw.replace_op(op, &[v]);
    true
}

/// `memref.memory_space_cast` of a ranked memref (for unranked ones see
/// `unranked.rs`): the same descriptor with
/// its pointers `addrspacecast` to the new address space.
pub(super) fn memory_space_cast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let to = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let Some(rank) = shape(ctx, to).map(<[i64]>::len) else {
        return super::unranked::memory_space_cast(rw, op, operands);
    };
    let Some(to_ty) = rw.convert_type(to) else { return false };
    let Some(space) = space_of(ctx, to) else { return false };
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let d = MemRefDescriptor::new(operands[0]);
    let allocated = d.allocated_ptr(rw, loc);
    let aligned = d.aligned_ptr(rw, loc);
    let offset = d.offset(rw, loc);
    let sizes: Vec<ValueId> = (0..rank).map(|i| d.size(rw, loc, i)).collect();
    let strides: Vec<ValueId> = (0..rank).map(|i| d.stride(rw, loc, i)).collect();
    let ptr = ptr_type(ctx, space);
    let allocated = build1(rw, "llvm.addrspacecast", loc, vec![allocated], ptr, vec![]);
    let aligned = build1(rw, "llvm.addrspacecast", loc, vec![aligned], ptr, vec![]);
    let new = MemRefDescriptor::pack(rw, loc, to_ty, allocated, aligned, offset, &sizes, &strides);
    rw.replace_op(op, &[new.value]);
    true
}

/// The static values of a dense i64 array attribute of `op`.
fn static_list(rw: &ConversionRewriter<'_, '_>, op: OpId, name: &str) -> Option<Vec<i64>> {
    match rw.rw.ctx.attr_kind(get_attr(rw, op, name)?) {
        AttrKind::DenseArray { values, .. } => Some(values.iter().map(|&v| v as u64 as i64).collect()),
        _ => None,
    }
}

/// A static value as a constant, or the next dynamic value.
fn static_or_dynamic(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    value: i64,
    dynamic: &mut std::slice::Iter<'_, ValueId>,
) -> Option<ValueId> {
    match value {
        DYNAMIC => dynamic.next().copied(),
        v => Some(index_constant(rw, loc, v)),
    }
}

/// `memref.reinterpret_cast`: the source's pointers with the op's offset,
/// sizes and strides.
pub(super) fn reinterpret_cast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let from = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    let to = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    if strided_parts(ctx, to).is_none() || space_of(ctx, from).is_none() {
        return false;
    }
    let Some(to_ty) = rw.convert_type(to) else { return false };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        static_list(rw, op, "static_offsets"),
        static_list(rw, op, "static_sizes"),
        static_list(rw, op, "static_strides"),
    ) else {
        return false;
    };
    let ndyn = offsets.iter().chain(&sizes).chain(&strides).filter(|&&v| v == DYNAMIC).count();
    if operands.len() != 1 + ndyn || offsets.len() != 1 || sizes.len() != strides.len() {
        return false;
    }
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let mut d = MemRefDescriptor::undef(rw, loc, to_ty);
    let Some((allocated, aligned)) = base_pointers(rw, loc, from, operands[0]) else { return false };
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let mut dynamic = operands[1..].iter();
    let Some(offset) = static_or_dynamic(rw, loc, offsets[0], &mut dynamic) else { return false };
    d.set_offset(rw, loc, offset);
    let mut dyn_strides = operands[1 + ndyn - strides.iter().filter(|&&s| s == DYNAMIC).count()..].iter();
    for i in 0..sizes.len() {
        let Some(size) = static_or_dynamic(rw, loc, sizes[i], &mut dynamic) else { return false };
        d.set_size(rw, loc, i, size);
        let Some(stride) = static_or_dynamic(rw, loc, strides[i], &mut dyn_strides) else { return false };
        d.set_stride(rw, loc, i, stride);
    }
    rw.replace_op(op, &[d.value]);
    true
}

/// `memref.extract_strided_metadata`: the base buffer (the pointers, offset
/// 0) and the descriptor's offset, sizes and strides.
pub(super) fn extract_strided_metadata(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let from = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    let Some(rank) = shape(ctx, from).map(<[i64]>::len) else { return false };
    if strided_parts(ctx, from).is_none() {
        return false;
    }
    let base_ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let Some(base_ty) = rw.convert_type(base_ty) else { return false };
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let d = MemRefDescriptor::new(operands[0]);
    let allocated = d.allocated_ptr(rw, loc);
    let aligned = d.aligned_ptr(rw, loc);
    let zero = index_constant(rw, loc, 0);
    let base = MemRefDescriptor::pack(rw, loc, base_ty, allocated, aligned, zero, &[], &[]);
    let mut values = vec![base.value, d.offset(rw, loc)];
    values.extend((0..rank).map(|i| d.size(rw, loc, i)).collect::<Vec<_>>());
    values.extend((0..rank).map(|i| d.stride(rw, loc, i)).collect::<Vec<_>>());
    rw.replace_op(op, &values);
    true
}

/// `memref.extract_aligned_pointer_as_index`: `ptrtoint` of the aligned pointer.
pub(super) fn extract_aligned_pointer(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let from = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    if space_of(ctx, from).is_none() {
        return false;
    }
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let aligned = match ctx.type_kind(from) {
        TypeKind::MemRef { .. } => MemRefDescriptor::new(operands[0]).aligned_ptr(rw, loc),
        _ => match base_pointers(rw, loc, from, operands[0]) {
            Some((_, aligned)) => aligned,
            None => return false,
        },
    };
    let v = build1(rw, "llvm.ptrtoint", loc, vec![aligned], ctx.integer_type(64), vec![]);
    rw.replace_op(op, &[v]);
    true
}

/// `memref.view`: the source's allocated pointer, its aligned pointer
/// advanced by the byte shift, offset 0 and the result's sizes with
/// row-major strides (upstream's `ViewOpLowering`).
pub(super) fn view(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let to = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let Some((strides, 0)) = strides_and_offset(ctx, to) else { return false };
    let Some(shape) = shape(ctx, to).map(<[i64]>::to_vec) else { return false };
    let Some(to_ty) = rw.convert_type(to) else { return false };
    let ndyn = shape.iter().filter(|&&s| s == DYNAMIC).count();
    if operands.len() != 2 + ndyn || strides.last().is_some_and(|&s| s != 1) {
        return false;
    }
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let source = MemRefDescriptor::new(operands[0]);
    let mut d = MemRefDescriptor::undef(rw, loc, to_ty);
    let allocated = source.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, allocated);
    let aligned = source.aligned_ptr(rw, loc);
    let shifted = gep(rw, loc, aligned, ctx.integer_type(8), operands[1]);
    d.set_aligned_ptr(rw, loc, shifted);
    let zero = index_constant(rw, loc, 0);
    d.set_offset(rw, loc, zero);
    let i64t = ctx.integer_type(64);
    let (mut stride, mut next_size): (Option<ValueId>, Option<ValueId>) = (None, None);
    for i in (0..shape.len()).rev() {
        let size = match shape[i] {
            DYNAMIC => operands[2 + shape[..i].iter().filter(|&&s| s == DYNAMIC).count()],
            s => index_constant(rw, loc, s),
        };
        d.set_size(rw, loc, i, size);
        let s = match (strides[i], stride, next_size) {
            (DYNAMIC, Some(running), Some(next)) => build1(rw, "llvm.mul", loc, vec![running, next], i64t, vec![]),
            (DYNAMIC, _, _) => index_constant(rw, loc, 1),
            (s, _, _) => index_constant(rw, loc, s),
        };
        d.set_stride(rw, loc, i, s);
        stride = Some(s);
        next_size = Some(size);
    }
    rw.replace_op(op, &[d.value]);
    true
}

/// The source dimension of each result dimension of a permutation map.
fn permutation(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<Vec<usize>> {
    match rw.rw.ctx.attr_kind(get_attr(rw, op, "permutation")?) {
        AttrKind::AffineMap(m) => m
            .results
            .iter()
            .map(|e| match e {
                AffineExpr::Dim(d) => Some(*d),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// `memref.transpose`: the descriptor with its sizes and strides permuted.
pub(super) fn transpose(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let to = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let Some(to_ty) = rw.convert_type(to) else { return false };
    let Some(perm) = permutation(rw, op) else { return false };
    if strided_parts(ctx, to).is_none() || rw.rw.body.value_type(operands[0]) != to_ty {
        return false;
    }
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        rw.replace_op(op, &[operands[0]]);
        return true;
    }
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let source = MemRefDescriptor::new(operands[0]);
    let mut d = MemRefDescriptor::undef(rw, loc, to_ty);
    let allocated = source.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, allocated);
    let aligned = source.aligned_ptr(rw, loc);
    d.set_aligned_ptr(rw, loc, aligned);
    let offset = source.offset(rw, loc);
    d.set_offset(rw, loc, offset);
    for (target, &src) in perm.iter().enumerate() {
        let size = source.size(rw, loc, src);
        d.set_size(rw, loc, target, size);
        let stride = source.stride(rw, loc, src);
        d.set_stride(rw, loc, target, stride);
    }
    rw.replace_op(op, &[d.value]);
    true
}

/// `memref.reshape` to a ranked memref (to an unranked one, see
/// `unranked.rs`): the source's pointers, the target's static offset, its
/// sizes (dynamic ones loaded from the shape operand) and row-major strides
/// (upstream's `MemRefReshapeOpLowering`).
pub(super) fn reshape(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let from = body.value_type(body.operands(op)[0]);
    let shape_ty = body.value_type(body.operands(op)[1]);
    let to = body.value_type(body.results(op)[0]);
    let Some(target_shape) = shape(ctx, to).map(<[i64]>::to_vec) else {
        return super::unranked::reshape(rw, op, operands);
    };
    let Some((strides, offset)) = strides_and_offset(ctx, to) else { return false };
    let Some((shape_elem, _)) = strided_parts(ctx, shape_ty) else { return false };
    let Some(width) = ctx.int_info(shape_elem).map(|i| i.0) else { return false };
    let Some(to_ty) = rw.convert_type(to) else { return false };
    if offset == DYNAMIC || space_of(ctx, from).is_none() {
        return false;
    }
    let loc = body.op(op).loc;
    let i64t = ctx.integer_type(64);
    rw.rw.set_insertion_point_before(op);
    let mut d = MemRefDescriptor::undef(rw, loc, to_ty);
    let Some((allocated, aligned)) = base_pointers(rw, loc, from, operands[0]) else { return false };
    d.set_allocated_ptr(rw, loc, allocated);
    d.set_aligned_ptr(rw, loc, aligned);
    let off = index_constant(rw, loc, offset);
    d.set_offset(rw, loc, off);
    let mut stride: Option<ValueId> = None;
    for i in (0..target_shape.len()).rev() {
        let s = match (strides[i], stride) {
            (DYNAMIC, Some(s)) => s,
            (DYNAMIC, None) => index_constant(rw, loc, 1),
            (s, _) => index_constant(rw, loc, s),
        };
        let size = match target_shape[i] {
            DYNAMIC => {
                let at = index_constant(rw, loc, i as i64);
                let Some(p) = strided_element_ptr(rw, loc, shape_ty, operands[1], &[at]) else { return false };
                let v = build1(rw, "llvm.load", loc, vec![p], shape_elem, vec![]);
                to_i64(rw, loc, v, width)
            }
            n => index_constant(rw, loc, n),
        };
        d.set_size(rw, loc, i, size);
        d.set_stride(rw, loc, i, s);
        stride = Some(build1(rw, "llvm.mul", loc, vec![s, size], i64t, vec![]));
    }
    rw.replace_op(op, &[d.value]);
    true
}

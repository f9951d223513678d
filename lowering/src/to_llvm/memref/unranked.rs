//! Ops that build a new unranked memref, whose ranked descriptor lives on
//! the stack with a size known only at run time: `memory_space_cast` of an
//! unranked memref and `reshape` to an unranked memref.

use strata::conversion::ConversionRewriter;
use strata::dialects::llvm::LlvmTypes;
use strata::ir::{Location, OpId, Type, TypeKind, ValueId};

use super::super::descriptor::{gep, gep_indices, GepIndex, MemRefDescriptor, UnrankedDescriptor};
use super::super::{build, build1};
use super::{br, cond_br, index_constant, ptr_type, space_of, strided_parts, to_i64};

/// The size in bytes of a ranked descriptor of rank `rank`: two pointers,
/// then the offset, the sizes and the strides (upstream's
/// `UnrankedMemRefDescriptor::computeSizes`).
fn descriptor_size(rw: &mut ConversionRewriter<'_, '_>, loc: Location, rank: ValueId) -> ValueId {
    let i64t = rw.rw.ctx.integer_type(64);
    let two = index_constant(rw, loc, 2);
    let one = index_constant(rw, loc, 1);
    let word = index_constant(rw, loc, 8);
    let pointers = index_constant(rw, loc, 16);
    let fields = build1(rw, "llvm.mul", loc, vec![two, rank], i64t, vec![]);
    let fields = build1(rw, "llvm.add", loc, vec![fields, one], i64t, vec![]);
    let bytes = build1(rw, "llvm.mul", loc, vec![fields, word], i64t, vec![]);
    build1(rw, "llvm.add", loc, vec![pointers, bytes], i64t, vec![])
}

/// A stack buffer of `size` bytes for a ranked descriptor, and the
/// unranked memref of type `ty` of rank `rank` pointing at it.
fn new_unranked(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    ty: Type,
    rank: ValueId,
    size: ValueId,
) -> (ValueId, ValueId) {
    let ctx = rw.rw.ctx;
    let props = vec![("elem_type", ctx.type_attr(ctx.integer_type(8)))];
    let buffer = build1(rw, "llvm.alloca", loc, vec![size], ctx.llvm_ptr_type(), props);
    (buffer, UnrankedDescriptor::pack(rw, loc, ty, rank, buffer).value)
}

/// Store the two pointers of a ranked descriptor at `at`.
fn store_pointers(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    at: ValueId,
    allocated: ValueId,
    aligned: ValueId,
) {
    let ptr = rw.rw.ctx.llvm_ptr_type();
    build(rw, "llvm.store", loc, vec![allocated, at], vec![], vec![]);
    let second = gep_indices(rw, loc, at, ptr, &[GepIndex::Const(1)]);
    build(rw, "llvm.store", loc, vec![aligned, second], vec![], vec![]);
}

/// `memref.memory_space_cast` of an unranked memref: a copy of its ranked
/// descriptor with the pointers `addrspacecast`.
pub(super) fn memory_space_cast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let from = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    let to = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let (Some(from_space), Some(to_space)) = (space_of(ctx, from), space_of(ctx, to)) else { return false };
    let Some(to_ty) = rw.convert_type(to) else { return false };
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let source = UnrankedDescriptor::new(operands[0]);
    let rank = source.rank(rw, loc);
    let src = source.memref_ptr(rw, loc);
    let size = descriptor_size(rw, loc, rank);
    let (dst, result) = new_unranked(rw, loc, to_ty, rank, size);
    let from_ptr = ptr_type(ctx, from_space);
    let allocated = build1(rw, "llvm.load", loc, vec![src], from_ptr, vec![]);
    let second = gep_indices(rw, loc, src, from_ptr, &[GepIndex::Const(1)]);
    let aligned = build1(rw, "llvm.load", loc, vec![second], from_ptr, vec![]);
    let to_ptr = ptr_type(ctx, to_space);
    let allocated = build1(rw, "llvm.addrspacecast", loc, vec![allocated], to_ptr, vec![]);
    let aligned = build1(rw, "llvm.addrspacecast", loc, vec![aligned], to_ptr, vec![]);
    store_pointers(rw, loc, dst, allocated, aligned);
    let ptr = ctx.llvm_ptr_type();
    let src_rest = gep_indices(rw, loc, src, ptr, &[GepIndex::Const(2)]);
    let dst_rest = gep_indices(rw, loc, dst, ptr, &[GepIndex::Const(2)]);
    let pointers = index_constant(rw, loc, 16);
    let i64t = ctx.integer_type(64);
    let rest = build1(rw, "llvm.sub", loc, vec![size, pointers], i64t, vec![]);
    let volatile = ("isVolatile", ctx.int_attr(ctx.integer_type(1), 0));
    build(rw, "llvm.intr.memcpy", loc, vec![dst_rest, src_rest, rest], vec![], vec![volatile]);
    rw.replace_op(op, &[result]);
    true
}

/// `memref.reshape` to an unranked memref: a ranked descriptor on the
/// stack with the source's pointers and offset, the sizes read from the
/// shape operand and row-major strides, filled by a loop from the last
/// dimension (upstream's `MemRefReshapeOpLowering`).
pub(super) fn reshape(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let from = body.value_type(body.operands(op)[0]);
    let shape_ty = body.value_type(body.operands(op)[1]);
    let to = body.value_type(body.results(op)[0]);
    let Some((shape_elem, _)) = strided_parts(ctx, shape_ty) else { return false };
    let Some(width) = ctx.int_info(shape_elem).map(|i| i.0) else { return false };
    let Some(to_ty) = rw.convert_type(to) else { return false };
    let Some(from_space) = space_of(ctx, from) else { return false };
    let Some(current) = body.parent_block(op) else { return false };
    let loc = body.op(op).loc;
    let i64t = ctx.integer_type(64);

    // current | cond(i, stride) | loop body | rest (from the op on).
    let b = &mut *rw.rw.body;
    let rest = b.split_block(current, op);
    let region = b.parent_region(current).expect("block in a region");
    let cond = b.create_block(region);
    let step = b.create_block(region);
    for block in [cond, step] {
        let at = b.region(region).blocks.iter().position(|&x| x == rest).unwrap_or(0);
        b.insert_block(region, at, block);
    }
    let index = b.add_block_arg(cond, i64t, Some(loc));
    let stride = b.add_block_arg(cond, i64t, Some(loc));

    rw.rw.set_insertion_point_to_end(current);
    let shape = MemRefDescriptor::new(operands[1]);
    let rank = shape.size(rw, loc, 0);
    let size = descriptor_size(rw, loc, rank);
    let (dst, result) = new_unranked(rw, loc, to_ty, rank, size);
    let ptr = ctx.llvm_ptr_type();
    let (allocated, aligned, offset) = match ctx.type_kind(from) {
        TypeKind::MemRef { .. } => {
            let source = MemRefDescriptor::new(operands[0]);
            (source.allocated_ptr(rw, loc), source.aligned_ptr(rw, loc), source.offset(rw, loc))
        }
        _ => {
            let src = UnrankedDescriptor::new(operands[0]).memref_ptr(rw, loc);
            let from_ptr = ptr_type(ctx, from_space);
            let allocated = build1(rw, "llvm.load", loc, vec![src], from_ptr, vec![]);
            let second = gep_indices(rw, loc, src, ptr, &[GepIndex::Const(1)]);
            let aligned = build1(rw, "llvm.load", loc, vec![second], from_ptr, vec![]);
            let third = gep_indices(rw, loc, src, ptr, &[GepIndex::Const(2)]);
            (allocated, aligned, build1(rw, "llvm.load", loc, vec![third], i64t, vec![]))
        }
    };
    store_pointers(rw, loc, dst, allocated, aligned);
    let offset_at = gep_indices(rw, loc, dst, ptr, &[GepIndex::Const(2)]);
    build(rw, "llvm.store", loc, vec![offset, offset_at], vec![], vec![]);
    let head = ctx.llvm_struct_type(vec![ptr, ptr, i64t, i64t]);
    let sizes = gep_indices(rw, loc, dst, head, &[GepIndex::Const(0), GepIndex::Const(3)]);
    let strides = gep(rw, loc, sizes, i64t, rank);
    let shape_data = shape.aligned_ptr(rw, loc);
    let one = index_constant(rw, loc, 1);
    let last = build1(rw, "llvm.sub", loc, vec![rank, one], i64t, vec![]);
    br(rw, loc, cond, vec![last, one]);

    rw.rw.set_insertion_point_to_end(cond);
    let zero = index_constant(rw, loc, 0);
    let sge = ("predicate", ctx.int_attr(i64t, 5));
    let more = build1(rw, "llvm.icmp", loc, vec![index, zero], ctx.integer_type(1), vec![sge]);
    cond_br(rw, loc, more, (step, Vec::new()), (rest, Vec::new()));

    rw.rw.set_insertion_point_to_end(step);
    let at = gep(rw, loc, shape_data, shape_elem, index);
    let dim = build1(rw, "llvm.load", loc, vec![at], shape_elem, vec![]);
    let dim = to_i64(rw, loc, dim, width);
    let size_at = gep(rw, loc, sizes, i64t, index);
    build(rw, "llvm.store", loc, vec![dim, size_at], vec![], vec![]);
    let stride_at = gep(rw, loc, strides, i64t, index);
    build(rw, "llvm.store", loc, vec![stride, stride_at], vec![], vec![]);
    let next_stride = build1(rw, "llvm.mul", loc, vec![stride, dim], i64t, vec![]);
    let next = build1(rw, "llvm.sub", loc, vec![index, one], i64t, vec![]);
    br(rw, loc, cond, vec![next, next_stride]);

    rw.replace_op(op, &[result]);
    true
}

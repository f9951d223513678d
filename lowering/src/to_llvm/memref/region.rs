//! `memref.copy` (`llvm.intr.memcpy` between contiguous memrefs, the
//! runtime's `memrefCopy` otherwise) and `memref.alloca_scope` (its body
//! inlined between `stacksave` and `stackrestore`).

use strata::conversion::ConversionRewriter;
use strata::dialects::llvm::LlvmTypes;
use strata::dialects::memref::layout::{has_identity_layout, strides_and_offset};
use strata::ir::{Context, OpId, Type, TypeKind, ValueId, DYNAMIC};

use super::super::descriptor::{gep, size_in_bytes, GepIndex, MemRefDescriptor};
use super::super::{build, build1};
use super::views::to_unranked;
use super::{br, index_constant, shape, strided_parts};
use crate::to_llvm::call;

/// Whether a static shape with `ty`'s strides is contiguous in row-major
/// order, leading unit dimensions aside (upstream's
/// `isStaticShapeAndContiguousRowMajor`).
fn static_contiguous_row_major(ctx: &Context, ty: Type) -> bool {
    let Some(shape) = shape(ctx, ty) else { return false };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let Some((strides, _)) = strides_and_offset(ctx, ty) else { return false };
    let mut running = 1i64;
    let mut dim = strides.len();
    while dim > 0 && strides[dim - 1] == running {
        running = running.wrapping_mul(shape[dim - 1]);
        dim -= 1;
    }
    while dim > 0 && shape[dim - 1] == 1 {
        dim -= 1;
    }
    dim == 0
}

/// Whether `memref.copy` between these types is one `memcpy`.
pub(super) fn copy_is_contiguous(ctx: &Context, source: Type, target: Type) -> bool {
    let contiguous = |t| {
        matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
            && (has_identity_layout(ctx, t) || static_contiguous_row_major(ctx, t))
    };
    contiguous(source) && contiguous(target)
}

/// `memref.copy` (upstream's `MemRefCopyOpLowering`).
pub(super) fn copy(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let (source, target) = (body.value_type(body.operands(op)[0]), body.value_type(body.operands(op)[1]));
    let strided = |t| match ctx.type_kind(t) {
        TypeKind::MemRef { .. } => strided_parts(ctx, t).map(|p| p.0),
        TypeKind::UnrankedMemRef { element, .. } => super::super::convert_type(ctx, *element),
        _ => None,
    };
    let (Some(elem), Some(_)) = (strided(source), strided(target)) else { return false };
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let i64t = ctx.integer_type(64);
    if copy_is_contiguous(ctx, source, target) {
        let Some(rank) = shape(ctx, source).map(<[i64]>::len) else { return false };
        let src = MemRefDescriptor::new(operands[0]);
        let dst = MemRefDescriptor::new(operands[1]);
        let mut count = index_constant(rw, loc, 1);
        for i in 0..rank {
            let size = src.size(rw, loc, i);
            count = build1(rw, "llvm.mul", loc, vec![count, size], i64t, vec![]);
        }
        let elem_size = size_in_bytes(rw, loc, elem, GepIndex::Const(1));
        let bytes = build1(rw, "llvm.mul", loc, vec![count, elem_size], i64t, vec![]);
        let mut start = |d: MemRefDescriptor| {
            let base = d.aligned_ptr(rw, loc);
            let offset = d.offset(rw, loc);
            gep(rw, loc, base, elem, offset)
        };
        let (from, to) = (start(src), start(dst));
        let volatile = ("isVolatile", ctx.int_attr(ctx.integer_type(1), 0));
        build(rw, "llvm.intr.memcpy", loc, vec![to, from, bytes], vec![], vec![volatile]);
    } else {
        let ptr = ctx.llvm_ptr_type();
        let unranked_ty = ctx.llvm_struct_type(vec![i64t, ptr]);
        let saved = build1(rw, "llvm.intr.stacksave", loc, vec![], ptr, vec![]);
        let mut unranked = |ty: Type, v: ValueId| match shape(ctx, ty) {
            Some(s) => {
                let rank = s.len();
                to_unranked(rw, loc, v, rank, unranked_ty)
            }
            None => v,
        };
        let (from, to) = (unranked(source, operands[0]), unranked(target, operands[1]));
        let one = index_constant(rw, loc, 1);
        let props = vec![("elem_type", ctx.type_attr(unranked_ty))];
        let from_slot = build1(rw, "llvm.alloca", loc, vec![one], ptr, props.clone());
        build(rw, "llvm.store", loc, vec![from, from_slot], vec![], vec![]);
        let to_slot = build1(rw, "llvm.alloca", loc, vec![one], ptr, props);
        build(rw, "llvm.store", loc, vec![to, to_slot], vec![], vec![]);
        let elem_size = size_in_bytes(rw, loc, elem, GepIndex::Const(1));
        call(rw, loc, "memrefCopy", vec![elem_size, from_slot, to_slot], None);
        build(rw, "llvm.intr.stackrestore", loc, vec![saved], vec![], vec![]);
    }
    rw.erase_op(op);
    true
}

/// `memref.alloca_scope`: the body's blocks between the op's block and
/// the rest of it, entered after a `stacksave` and left through a
/// `stackrestore` (upstream's `AllocaScopeOpLowering`).
pub(super) fn alloca_scope(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let Some(&region) = body.op(op).regions.first() else { return false };
    let blocks = body.region(region).blocks.clone();
    let (Some(&first), Some(&last)) = (blocks.first(), blocks.last()) else { return false };
    let Some(ret) = body.last_op(last).filter(|&t| ctx.str(body.op(t).name) == "memref.alloca_scope.return") else {
        return false;
    };
    let result_types: Option<Vec<Type>> =
        body.results(op).iter().map(|&r| rw.convert_type(body.value_type(r))).collect();
    let Some(result_types) = result_types else { return false };
    let Some(current) = body.parent_block(op) else { return false };
    let loc = body.op(op).loc;

    let b = &mut *rw.rw.body;
    let remaining = b.split_block(current, op);
    let parent_region = b.parent_region(current).expect("block in a region");
    let continue_block = if result_types.is_empty() {
        remaining
    } else {
        let c = b.create_block(parent_region);
        let at = b.region(parent_region).blocks.iter().position(|&x| x == remaining).unwrap_or(0);
        b.insert_block(parent_region, at, c);
        for &t in &result_types {
            b.add_block_arg(c, t, Some(loc));
        }
        rw.rw.set_insertion_point_to_end(c);
        br(rw, loc, remaining, Vec::new());
        c
    };
    crate::util::inline_region_before(rw.rw.body, region, parent_region, Some(continue_block));
    rw.rw.set_insertion_point_to_end(current);
    let saved = build1(rw, "llvm.intr.stacksave", loc, vec![], ctx.llvm_ptr_type(), vec![]);
    br(rw, loc, first, Vec::new());
    rw.rw.set_insertion_point_before(ret);
    let values = rw.rw.body.operands(ret).to_vec();
    let values: Vec<ValueId> = values
        .iter()
        .zip(&result_types)
        .map(|(&v, &t)| if rw.rw.body.value_type(v) == t { v } else { rw.cast(v, t, loc) })
        .collect();
    build(rw, "llvm.intr.stackrestore", loc, vec![saved], vec![], vec![]);
    br(rw, loc, continue_block, values);
    rw.rw.erase_op(ret);
    let results = rw.rw.body.block(continue_block).args.clone();
    rw.replace_op(op, &results);
    true
}

//! Allocations (`alloc` on the heap, `alloca` on the stack), `dealloc`,
//! and globals (`global` to `llvm.mlir.global`, `get_global` to a
//! descriptor of its address).

use num_bigint::BigInt;
use strata::conversion::ConversionRewriter;
use strata::dialects::llvm::LlvmTypes;
use strata::dialects::memref::layout::has_identity_layout;
use strata::ir::{AttrKind, Attribute, Body, DenseValues, Location, OpId, OperationState, Type, TypeKind, ValueId};
use strata::ir::{Context, DYNAMIC};

use super::super::descriptor::{
    extract_value, gep_indices, size_in_bytes, GepIndex, MemRefDescriptor, UnrankedDescriptor,
};
use super::super::{build, build1, get_attr, llvm_attr};
use super::{index_constant, ptr_type, scratch, shape, space_of, strided_parts, type_size, AllocFns};
use crate::to_llvm::call;

/// The integer value of an integer attribute.
pub(super) fn int_attr_value(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

/// The sizes, row-major strides and element count of a memref of `shape`
/// with the dynamic sizes `dynamic` (upstream's `getMemRefDescriptorSizes`:
/// a stride reuses a size value where it can).
pub(super) fn descriptor_sizes(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    shape: &[i64],
    dynamic: &[ValueId],
) -> (Vec<ValueId>, Vec<ValueId>, ValueId) {
    let i64t = rw.rw.ctx.integer_type(64);
    let mut dynamic = dynamic.iter();
    let sizes: Vec<ValueId> = shape
        .iter()
        .map(|&s| match s {
            DYNAMIC => *dynamic.next().expect("one dynamic size per dynamic dimension"),
            s => index_constant(rw, loc, s),
        })
        .collect();
    let mut running = index_constant(rw, loc, 1);
    let mut strides = vec![running; shape.len()];
    let mut stride = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        let use_size = stride == 1;
        if shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride = stride.wrapping_mul(shape[i]);
        }
        running = if use_size {
            sizes[i]
        } else if stride == DYNAMIC {
            build1(rw, "llvm.mul", loc, vec![running, sizes[i]], i64t, vec![])
        } else {
            index_constant(rw, loc, stride)
        };
    }
    (sizes, strides, running)
}

/// `input` rounded up to a multiple of `alignment` (upstream's `createAligned`).
fn create_aligned(rw: &mut ConversionRewriter<'_, '_>, loc: Location, input: ValueId, alignment: ValueId) -> ValueId {
    let i64t = rw.rw.ctx.integer_type(64);
    let one = index_constant(rw, loc, 1);
    let bump = build1(rw, "llvm.sub", loc, vec![alignment, one], i64t, vec![]);
    let bumped = build1(rw, "llvm.add", loc, vec![input, bump], i64t, vec![]);
    let rem = build1(rw, "llvm.urem", loc, vec![bumped, alignment], i64t, vec![]);
    build1(rw, "llvm.sub", loc, vec![bumped, rem], i64t, vec![])
}

/// The checks an allocation-like op needs: its type, descriptor type,
/// converted element type, address space and shape.
fn allocation(rw: &ConversionRewriter<'_, '_>, op: OpId) -> Option<(Type, Type, u32, Vec<i64>)> {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(*rw.rw.body.results(op).first()?);
    if !has_identity_layout(ctx, ty) {
        return None;
    }
    let (elem, space) = strided_parts(ctx, ty)?;
    let desc = rw.convert_type(ty)?;
    Some((desc, elem, space, shape(ctx, ty)?.to_vec()))
}

/// What a heap allocation needs to know about the memref it allocates.
pub(super) struct HeapBuffer<'a> {
    /// The converted element type and address space.
    pub elem: Type,
    pub space: u32,
    /// The shape (static sizes decide whether `aligned_alloc`'s size needs
    /// rounding up).
    pub shape: &'a [i64],
    /// The size of each dimension, as the descriptor holds it.
    pub sizes: &'a [ValueId],
    /// Whether the original element type is an integer, index or float
    /// (`malloc`'s own alignment suffices for those).
    pub scalar: bool,
    /// The op's `alignment` attribute.
    pub alignment: Option<i64>,
    /// The scratch slot the buffer comes from (see `scratch.rs`).
    pub scratch: Option<i64>,
}

/// Allocate `count` elements on the heap with `fns` at the insertion
/// point: the allocated and the aligned pointer (upstream's
/// `AllocOpLowering` and `AlignedAllocOpLowering`).
pub(super) fn allocate_buffer(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    fns: AllocFns,
    buf: &HeapBuffer<'_>,
    count: ValueId,
) -> (ValueId, ValueId) {
    let ctx = rw.rw.ctx;
    let refused = if fns.checked_sizes { size_overflows(rw, loc, buf) } else { None };
    let size = size_in_bytes(rw, loc, buf.elem, GepIndex::Value(count));
    let i64t = ctx.integer_type(64);
    let ptr = ctx.llvm_ptr_type();
    if fns.aligned && buf.scratch.is_none() {
        let elem_size = type_size(ctx, buf.elem).unwrap_or(1).max(1);
        let alignment = buf.alignment.unwrap_or_else(|| (elem_size.next_power_of_two().max(16)) as i64);
        let a = index_constant(rw, loc, alignment);
        let static_bytes =
            buf.shape.iter().filter(|&&s| s != DYNAMIC).fold(elem_size as i64, |acc, &s| acc.wrapping_mul(s));
        let size =
            if alignment != 0 && static_bytes % alignment == 0 { size } else { create_aligned(rw, loc, size, a) };
        let size = refuse_if(rw, loc, refused, size);
        let p = call(rw, loc, fns.alloc(), vec![a, size], Some(ptr)).expect("a call with a result");
        let p = cast_from_generic(rw, loc, p, buf.space);
        return (p, p);
    }
    let alignment = match buf.alignment {
        Some(a) => Some(index_constant(rw, loc, a)),
        None if !buf.scalar => Some(size_in_bytes(rw, loc, buf.elem, GepIndex::Const(1))),
        None => None,
    };
    let total = match alignment {
        Some(a) => build1(rw, "llvm.add", loc, vec![size, a], i64t, vec![]),
        None => size,
    };
    let total = refuse_if(rw, loc, refused, total);
    let p = match buf.scratch {
        Some(slot) => {
            let slot = index_constant(rw, loc, slot);
            call(rw, loc, scratch::ACQUIRE, vec![slot, total], Some(ptr))
        }
        None => call(rw, loc, fns.unaligned_alloc(), vec![total], Some(ptr)),
    }
    .expect("a call with a result");
    let p = cast_from_generic(rw, loc, p, buf.space);
    match alignment {
        None => (p, p),
        Some(a) => {
            let as_int = build1(rw, "llvm.ptrtoint", loc, vec![p], i64t, vec![]);
            let rounded = create_aligned(rw, loc, as_int, a);
            let aligned = build1(rw, "llvm.inttoptr", loc, vec![rounded], ptr_type(ctx, buf.space), vec![]);
            (p, aligned)
        }
    }
}

/// With `checked_sizes`: an `i1` that is true when a dynamic size is
/// negative or the buffer's bytes (the sizes' product times the element
/// size) exceed `isize::MAX`, which the wrapping arithmetic of the size
/// could turn into a small allocation; `None` when no size is dynamic and
/// the static bytes fit.
fn size_overflows(rw: &mut ConversionRewriter<'_, '_>, loc: Location, buf: &HeapBuffer<'_>) -> Option<ValueId> {
    let ctx = rw.rw.ctx;
    let elem_size = type_size(ctx, buf.elem).unwrap_or(1).max(1);
    let static_bytes = buf
        .shape
        .iter()
        .filter(|&&s| s != DYNAMIC)
        .try_fold(elem_size, |acc, &s| acc.checked_mul(u64::try_from(s).ok()?))
        .filter(|&b| b <= i64::MAX as u64);
    let (i1, i64t) = (ctx.integer_type(1), ctx.integer_type(64));
    let Some(static_bytes) = static_bytes else {
        return Some(build1(rw, "llvm.mlir.constant", loc, vec![], i1, vec![("value", ctx.int_attr(i1, 1))]));
    };
    let dynamic: Vec<ValueId> =
        buf.shape.iter().zip(buf.sizes).filter(|(&s, _)| s == DYNAMIC).map(|(_, &v)| v).collect();
    if dynamic.is_empty() {
        return None;
    }
    let (zero, max) = (index_constant(rw, loc, 0), index_constant(rw, loc, i64::MAX));
    let mut bytes = index_constant(rw, loc, static_bytes as i64);
    let mut bad = None;
    let pair = ctx.llvm_struct_type(vec![i64t, i1]);
    let predicate = |p: i64| ("predicate", ctx.int_attr(i64t, p));
    for size in dynamic {
        let negative = build1(rw, "llvm.icmp", loc, vec![size, zero], i1, vec![predicate(2)]); // slt
        let product = build1(rw, "llvm.intr.umul.with.overflow", loc, vec![bytes, size], pair, vec![]);
        bytes = extract_value(rw, loc, product, &[0], i64t);
        let wrapped = extract_value(rw, loc, product, &[1], i1);
        let this = build1(rw, "llvm.or", loc, vec![negative, wrapped], i1, vec![]);
        bad = Some(match bad {
            Some(b) => build1(rw, "llvm.or", loc, vec![b, this], i1, vec![]),
            None => this,
        });
    }
    let too_large = build1(rw, "llvm.icmp", loc, vec![bytes, max], i1, vec![predicate(8)]); // ugt
    bad.map(|b| build1(rw, "llvm.or", loc, vec![b, too_large], i1, vec![]))
}

/// `size`, or `isize::MAX` bytes when `refused` holds: more than any
/// address space holds, so every allocator returns null (a larger,
/// "negative" size would be refused too, but memory checkers report it).
fn refuse_if(rw: &mut ConversionRewriter<'_, '_>, loc: Location, refused: Option<ValueId>, size: ValueId) -> ValueId {
    let Some(refused) = refused else { return size };
    let too_much = index_constant(rw, loc, i64::MAX);
    let i64t = rw.rw.ctx.integer_type(64);
    build1(rw, "llvm.select", loc, vec![refused, too_much, size], i64t, vec![])
}

/// The `alignment` of a heap allocation; 0 means none (upstream rounds up
/// to a multiple of 0, a division by zero).
fn heap_alignment(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    int_attr_value(ctx, a).filter(|&a| a > 0)
}

/// Whether the element type of the memref of `ty` is a scalar.
fn has_scalar_elements(ctx: &Context, ty: Type) -> bool {
    super::super::descriptor::memref_element(ctx, ty)
        .is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)))
}

/// `memref.alloc`: `malloc` with the pointer aligned up by hand when an
/// alignment is asked for, or `aligned_alloc`.
pub(super) fn alloc(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], fns: AllocFns) -> bool {
    let ctx = rw.rw.ctx;
    let Some((desc_ty, elem, space, shape)) = allocation(rw, op) else { return false };
    let ndyn = shape.iter().filter(|&&s| s == DYNAMIC).count();
    if operands.len() < ndyn {
        return false;
    }
    let scalar = has_scalar_elements(ctx, rw.rw.body.value_type(rw.rw.body.results(op)[0]));
    let alignment = heap_alignment(ctx, get_attr(rw, op, "alignment"));
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let (sizes, strides, count) = descriptor_sizes(rw, loc, &shape, &operands[..ndyn]);
    let scratch = scratch::slot(ctx, rw.rw.body, op);
    let buf = HeapBuffer { elem, space, shape: &shape, sizes: &sizes, scalar, alignment, scratch };
    let (allocated, aligned) = allocate_buffer(rw, loc, fns, &buf, count);
    let zero = index_constant(rw, loc, 0);
    let d = MemRefDescriptor::pack(rw, loc, desc_ty, allocated, aligned, zero, &sizes, &strides);
    rw.replace_op(op, &[d.value]);
    true
}

/// `memref.realloc` (what upstream's `expand-realloc` makes of it, in
/// llvm): when the new size is larger, a new buffer gets the old elements
/// and the old buffer is freed; otherwise the source's buffer is used with
/// the new size.
pub(super) fn realloc(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], fns: AllocFns) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let source_ty = body.value_type(body.operands(op)[0]);
    let Some((desc_ty, elem, space, shape)) = allocation(rw, op) else { return false };
    let (Some(&[old_static]), &[new_static]) = (super::shape(ctx, source_ty), &shape[..]) else { return false };
    if !has_identity_layout(ctx, source_ty) || operands.len() != 1 + usize::from(new_static == DYNAMIC) {
        return false;
    }
    let (Some(init_block), Some(next)) = (body.parent_block(op), body.next_op(op)) else { return false };
    let scalar = has_scalar_elements(ctx, source_ty);
    let alignment = heap_alignment(ctx, get_attr(rw, op, "alignment"));
    let loc = body.op(op).loc;
    let i64t = ctx.integer_type(64);

    let b = &mut *rw.rw.body;
    let cont = b.split_block(init_block, next);
    let result = b.add_block_arg(cont, desc_ty, Some(loc));
    let region = b.parent_region(init_block).expect("block in a region");
    let grow = b.create_block(region);
    let at = b.region(region).blocks.iter().position(|&x| x == cont).unwrap_or(0);
    b.insert_block(region, at, grow);

    rw.rw.set_insertion_point_before(op);
    let source = MemRefDescriptor::new(operands[0]);
    let old = if old_static == DYNAMIC { source.size(rw, loc, 0) } else { index_constant(rw, loc, old_static) };
    let new = if new_static == DYNAMIC { operands[1] } else { index_constant(rw, loc, new_static) };
    let pred = ("predicate", ctx.int_attr(i64t, 8)); // ugt
    let larger = build1(rw, "llvm.icmp", loc, vec![new, old], ctx.integer_type(1), vec![pred]);
    let mut same = source;
    same.set_size(rw, loc, 0, new);
    let zero = index_constant(rw, loc, 0);
    same.set_offset(rw, loc, zero);
    super::cond_br(rw, loc, larger, (grow, Vec::new()), (cont, vec![same.value]));

    rw.rw.set_insertion_point_to_end(grow);
    let buf = HeapBuffer { elem, space, shape: &shape, sizes: &[new], scalar, alignment, scratch: None };
    let (allocated, aligned) = allocate_buffer(rw, loc, fns, &buf, new);
    let from = source.buffer_ptr(rw, loc, source_ty).expect("identity layouts are strided");
    let bytes = size_in_bytes(rw, loc, elem, GepIndex::Value(old));
    let volatile = ("isVolatile", ctx.int_attr(ctx.integer_type(1), 0));
    build(rw, "llvm.intr.memcpy", loc, vec![aligned, from, bytes], vec![], vec![volatile]);
    let old_allocated = source.allocated_ptr(rw, loc);
    let generic = if space == 0 {
        old_allocated
    } else {
        build1(rw, "llvm.addrspacecast", loc, vec![old_allocated], ctx.llvm_ptr_type(), vec![])
    };
    call(rw, loc, fns.free(), vec![generic], None);
    let one = index_constant(rw, loc, 1);
    let zero = index_constant(rw, loc, 0);
    let grown = MemRefDescriptor::pack(rw, loc, desc_ty, allocated, aligned, zero, &[new], &[one]);
    super::br(rw, loc, cont, vec![grown.value]);
    // The users of the result follow in the continuation.
    rw.rw.set_insertion_point_to_start(cont);
    let result_ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let result = rw.cast(result, result_ty, loc);
    rw.replace_op(op, &[result]);
    true
}

/// A pointer returned by an allocation function, in address space `space`.
fn cast_from_generic(rw: &mut ConversionRewriter<'_, '_>, loc: Location, p: ValueId, space: u32) -> ValueId {
    if space == 0 {
        return p;
    }
    let ty = ptr_type(rw.rw.ctx, space);
    build1(rw, "llvm.addrspacecast", loc, vec![p], ty, vec![])
}

/// `memref.alloca`: `llvm.alloca` of the element count.
pub(super) fn alloca(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some((desc_ty, elem, space, shape)) = allocation(rw, op) else { return false };
    let ndyn = shape.iter().filter(|&&s| s == DYNAMIC).count();
    if operands.len() < ndyn {
        return false;
    }
    let alignment = int_attr_value(ctx, get_attr(rw, op, "alignment")).unwrap_or(0);
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let (sizes, strides, count) = descriptor_sizes(rw, loc, &shape, &operands[..ndyn]);
    let mut props = vec![("elem_type", ctx.type_attr(elem))];
    if alignment > 0 {
        props.push(("alignment", ctx.int_attr(ctx.integer_type(64), alignment)));
    }
    let p = build1(rw, "llvm.alloca", loc, vec![count], ptr_type(ctx, space), props);
    let zero = index_constant(rw, loc, 0);
    let d = MemRefDescriptor::pack(rw, loc, desc_ty, p, p, zero, &sizes, &strides);
    rw.replace_op(op, &[d.value]);
    true
}

/// `memref.dealloc`: `free` of the allocated pointer.
pub(super) fn dealloc(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], free: &str) -> bool {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    let loc = rw.rw.body.op(op).loc;
    let Some(space) = space_of(ctx, ty) else {
        return false;
    };
    rw.rw.set_insertion_point_before(op);
    let allocated = match ctx.type_kind(ty) {
        TypeKind::UnrankedMemRef { .. } => {
            let p = UnrankedDescriptor::new(operands[0]).memref_ptr(rw, loc);
            build1(rw, "llvm.load", loc, vec![p], ptr_type(ctx, space), vec![])
        }
        _ => MemRefDescriptor::new(operands[0]).allocated_ptr(rw, loc),
    };
    let generic = if space == 0 {
        allocated
    } else {
        build1(rw, "llvm.addrspacecast", loc, vec![allocated], ctx.llvm_ptr_type(), vec![])
    };
    match scratch::slot(ctx, rw.rw.body, op) {
        Some(slot) => {
            let slot = index_constant(rw, loc, slot);
            call(rw, loc, scratch::RELEASE, vec![slot, generic], None)
        }
        None => call(rw, loc, free, vec![generic], None),
    };
    rw.erase_op(op);
    true
}

/// The llvm type of the global holding a memref of `ty`: nested arrays of
/// the element type (the element type itself for rank 0).
pub(super) fn global_type(ctx: &Context, ty: Type) -> Option<Type> {
    let (elem, _) = strided_parts(ctx, ty)?;
    let mut t = elem;
    for &d in shape(ctx, ty)?.iter().rev() {
        t = ctx.llvm_array_type(u64::try_from(d).ok()?, t);
    }
    Some(t)
}

/// The element of a splat or one-element dense attribute, as a scalar attribute.
fn splat_value(ctx: &Context, a: Attribute, element: Type) -> Option<Attribute> {
    let AttrKind::DenseElements { values, .. } = ctx.attr_kind(a) else { return None };
    Some(match values {
        DenseValues::Int(v) => {
            let width = ctx.int_info(element).map_or(64, |i| i.0);
            let bits = *v.first()?;
            let shift = 128 - width.min(128);
            let signed = ((bits << shift) as i128) >> shift;
            ctx.attr(AttrKind::Integer { ty: element, value: BigInt::from(signed) })
        }
        DenseValues::Float(v) => ctx.attr(AttrKind::Float { ty: element, bits: *v.first()? }),
        _ => return None,
    })
}

/// `memref.global` to `llvm.mlir.global` (upstream's `GlobalMemrefOpLowering`):
/// public globals have external linkage, private ones private linkage; an
/// `uninitialized` one gets an `undef` initializer, one without a value is
/// an external declaration.
pub(super) fn global(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(ty) = get_attr(rw, op, "type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }) else {
        return false;
    };
    let Some(name) = get_attr(rw, op, "sym_name") else { return false };
    let Some(global_ty) = global_type(ctx, ty) else { return false };
    let Some(space) = space_of(ctx, ty) else {
        return false;
    };
    let init = get_attr(rw, op, "initial_value");
    let uninitialized = init.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Unit));
    let value = match init {
        Some(a) if !uninitialized => {
            if !matches!(ctx.attr_kind(a), AttrKind::DenseElements { .. }) {
                return false;
            }
            if shape(ctx, ty).is_some_and(<[i64]>::is_empty) {
                match splat_value(ctx, a, global_ty) {
                    Some(v) => Some(v),
                    None => return false,
                }
            } else {
                Some(a)
            }
        }
        _ => None,
    };
    let public = get_attr(rw, op, "sym_visibility").and_then(|a| ctx.as_string(a)).map_or(true, |v| v == b"public");
    let mut props = vec![
        ("addr_space", ctx.int_attr(ctx.integer_type(32), i64::from(space))),
        ("global_type", ctx.type_attr(global_ty)),
        ("linkage", llvm_attr(ctx, format!("linkage<{}>", if public { "external" } else { "private" }))),
        ("sym_name", name),
    ];
    if get_attr(rw, op, "constant").is_some() {
        props.push(("constant", ctx.unit_attr()));
    }
    if let Some(v) = value {
        props.push(("value", v));
    }
    if let Some(a) = int_attr_value(ctx, get_attr(rw, op, "alignment")).filter(|&a| a > 0) {
        props.push(("alignment", ctx.int_attr(ctx.integer_type(64), a)));
    }
    let loc = rw.rw.body.op(op).loc;
    let inner = global_initializer(ctx, loc, uninitialized.then_some(global_ty));
    let regions = inner.roots.clone();
    rw.rw.set_insertion_point_before(op);
    rw.rw.create(OperationState {
        name: ctx.ident("llvm.mlir.global"),
        loc,
        operands: Vec::new(),
        result_types: Vec::new(),
        properties: Some(ctx.dictionary(props.into_iter().map(|(n, a)| (ctx.ident(n), a)).collect())),
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions,
        inner: Some(inner),
    });
    rw.erase_op(op);
    true
}

/// The initializer region of a global: empty, or returning `undef : ty`.
fn global_initializer(ctx: &Context, loc: Location, undef_of: Option<Type>) -> Box<Body> {
    let mut body = super::super::declaration_body();
    let Some(ty) = undef_of else { return body };
    let region = body.roots[0];
    let block = body.create_block(region);
    let state = |name: &str, operands: Vec<ValueId>, results: Vec<Type>| OperationState {
        name: ctx.ident(name),
        loc,
        operands,
        result_types: results,
        properties: None,
        attributes: ctx.empty_dictionary(),
        successors: Vec::new(),
        regions: Vec::new(),
        inner: None,
    };
    let undef = body.create_op(state("llvm.mlir.undef", vec![], vec![ty]));
    body.append_op(block, undef);
    let v = body.results(undef)[0];
    let ret = body.create_op(state("llvm.return", vec![v], vec![]));
    body.append_op(block, ret);
    body
}

/// `memref.get_global`: the global's address as aligned pointer and the
/// recognizable `0xdeadbeef` as allocated pointer, which must never be
/// freed (upstream's `GetGlobalMemrefOpLowering`).
pub(super) fn get_global(rw: &mut ConversionRewriter<'_, '_>, op: OpId, _: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some((desc_ty, _, space, shape)) = allocation(rw, op) else { return false };
    let ty = rw.rw.body.value_type(rw.rw.body.results(op)[0]);
    let Some(global_ty) = global_type(ctx, ty) else { return false };
    let Some(name) = get_attr(rw, op, "name") else { return false };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let (sizes, strides, _) = descriptor_sizes(rw, loc, &shape, &[]);
    let ptr = ptr_type(ctx, space);
    let address = build1(rw, "llvm.mlir.addressof", loc, vec![], ptr, vec![("global_name", name)]);
    let zeros = vec![GepIndex::Const(0); shape.len() + 1];
    let aligned = gep_indices(rw, loc, address, global_ty, &zeros);
    let beef = index_constant(rw, loc, 0xdead_beef);
    let allocated = build1(rw, "llvm.inttoptr", loc, vec![beef], ptr, vec![]);
    let zero = index_constant(rw, loc, 0);
    let d = MemRefDescriptor::pack(rw, loc, desc_ty, allocated, aligned, zero, &sizes, &strides);
    rw.replace_op(op, &[d.value]);
    true
}

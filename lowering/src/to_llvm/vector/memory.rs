//! Conversion patterns of the vector ops that access memory: `load`,
//! `store`, `maskedload`, `maskedstore`, 1-D `transfer_read`/`transfer_write`
//! and `type_cast`. Addresses come from the memref descriptor
//! (`descriptor::strided_element_ptr`, upstream's `getStridedElementPtr`).

use strata::conversion::{ConversionPattern, ConversionRewriter};
use strata::dialects::memref::layout::strides_and_offset;
use strata::dialects::vector::{bools, permutation_map};
use strata::ir::{Context, Location, OpId, Type, TypeKind, ValueId};
use strata::opdef::ods::attr;

use super::super::descriptor::{memref_element, strided_element_ptr, MemRefDescriptor};
use super::super::{build, build1, convert_type};
use super::convert::{const_int, mask_1d, row_at, splat_1d};
use super::{array_positions, row_type, vector_shape};

pub const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("vector.load"), apply: load },
    ConversionPattern { root: Some("vector.store"), apply: store },
    ConversionPattern { root: Some("vector.maskedload"), apply: masked_load },
    ConversionPattern { root: Some("vector.maskedstore"), apply: masked_store },
    ConversionPattern { root: Some("vector.expandload"), apply: expand_load },
    ConversionPattern { root: Some("vector.compressstore"), apply: compress_store },
    ConversionPattern { root: Some("vector.type_cast"), apply: type_cast },
    ConversionPattern { root: Some("vector.gather"), apply: gather_scatter },
    ConversionPattern { root: Some("vector.scatter"), apply: gather_scatter },
];

/// The ABI alignment of the elements of a memref (LLVM's default data
/// layout: the size of a scalar rounded up to a power of two, that of a
/// vector element as a whole).
fn element_alignment(ctx: &Context, memref: Type) -> i64 {
    let Some(element) = memref_element(ctx, memref) else { return 1 };
    let bits = |t: Type| -> u64 {
        match ctx.type_kind(t) {
            TypeKind::Index => 64,
            TypeKind::Integer { width, .. } => u64::from(*width),
            TypeKind::Float(k) => u64::from(k.bit_width()),
            _ => 64,
        }
    };
    let total = match ctx.type_kind(element) {
        TypeKind::Vector { shape, element, .. } => shape.iter().product::<i64>().max(1) as u64 * bits(*element),
        _ => bits(element),
    };
    (total.div_ceil(8)).max(1).next_power_of_two() as i64
}

/// Whether the address of element `indices` of a memref of type `ty` can be
/// computed (strided layout, convertible element type).
fn addressable(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { .. })
        && strides_and_offset(ctx, ty).is_some()
        && memref_element(ctx, ty).and_then(|e| convert_type(ctx, e)).is_some()
}

/// Whether the innermost dimension of a memref is contiguous (unit stride),
/// so that a row is one vector access.
fn contiguous(ctx: &Context, ty: Type) -> bool {
    strides_and_offset(ctx, ty).is_some_and(|(s, _)| s.last().map_or(true, |&l| l == 1))
}

/// The address of the row at array position `pos` of a vector access at
/// `indices`: the trailing indices advanced by `pos`.
fn row_address(
    rw: &mut ConversionRewriter<'_, '_>,
    loc: Location,
    memref: Type,
    desc: ValueId,
    indices: &[ValueId],
    pos: &[i64],
) -> ValueId {
    let mut idx = indices.to_vec();
    let vector_rank = pos.len() + 1;
    let first = idx.len().saturating_sub(vector_rank);
    for (k, &p) in pos.iter().enumerate() {
        if p != 0 {
            let i64t = rw.rw.ctx.integer_type(64);
            let c = const_int(rw, loc, 64, p);
            idx[first + k] = build1(rw, "llvm.add", loc, vec![idx[first + k], c], i64t, vec![]);
        }
    }
    strided_element_ptr(rw, loc, memref, desc, &idx).expect("checked addressable")
}

fn alignment_attr(ctx: &Context, memref: Type, width: u32) -> strata::ir::Attribute {
    ctx.int_attr(ctx.integer_type(width), element_alignment(ctx, memref))
}

/// `vector.load`: `llvm.load` of each row.
fn load(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let memref = body.value_type(body.operands(op)[0]);
    let vty = body.value_type(body.results(op)[0]);
    let (Some(shape), Some(lty)) = (vector_shape(ctx, vty), convert_type(ctx, vty)) else { return false };
    if !addressable(ctx, memref) || (shape.rank() > 1 && !contiguous(ctx, memref)) || shape.scalable() {
        return false;
    }
    let nontemporal = attr(ctx, body, op, "nontemporal").is_some_and(|a| is_true(ctx, a));
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let row_ty = row_type(ctx, lty);
    let (desc, indices) = (operands[0], &operands[1..]);
    let v = super::convert::build_rows(rw, loc, &shape, lty, &mut |rw, pos| {
        let ptr = row_address(rw, loc, memref, desc, indices, pos);
        let mut props = vec![("alignment", alignment_attr(ctx, memref, 64))];
        if nontemporal {
            props.push(("nontemporal", ctx.unit_attr()));
        }
        build1(rw, "llvm.load", loc, vec![ptr], row_ty, props)
    });
    rw.replace_op(op, &[v]);
    true
}

/// `vector.store`: `llvm.store` of each row.
fn store(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let vty = body.value_type(body.operands(op)[0]);
    let memref = body.value_type(body.operands(op)[1]);
    let Some(shape) = vector_shape(ctx, vty) else { return false };
    if !addressable(ctx, memref) || (shape.rank() > 1 && !contiguous(ctx, memref)) || shape.scalable() {
        return false;
    }
    let nontemporal = attr(ctx, body, op, "nontemporal").is_some_and(|a| is_true(ctx, a));
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let (value, desc, indices) = (operands[0], operands[1], &operands[2..]);
    let positions = if shape.rank() > 1 { array_positions(shape.leading()) } else { vec![vec![]] };
    for pos in positions {
        let row = row_at(rw, loc, value, &pos);
        let ptr = row_address(rw, loc, memref, desc, indices, &pos);
        let mut props = vec![("alignment", alignment_attr(ctx, memref, 64))];
        if nontemporal {
            props.push(("nontemporal", ctx.unit_attr()));
        }
        build(rw, "llvm.store", loc, vec![row, ptr], vec![], props);
    }
    rw.erase_op(op);
    true
}

/// `vector.maskedload`: `llvm.intr.masked.load`.
fn masked_load(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    load_at_mask(rw, op, operands, "llvm.intr.masked.load")
}

/// `vector.expandload`: `llvm.intr.masked.expandload` (no alignment).
fn expand_load(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    load_at_mask(rw, op, operands, "llvm.intr.masked.expandload")
}

/// `vector.maskedstore`: `llvm.intr.masked.store`.
fn masked_store(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    store_at_mask(rw, op, operands, "llvm.intr.masked.store")
}

/// `vector.compressstore`: `llvm.intr.masked.compressstore` (no alignment).
fn compress_store(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    store_at_mask(rw, op, operands, "llvm.intr.masked.compressstore")
}

/// A masked read (`base[indices], mask, pass_thru`) as the intrinsic
/// `intr` of the element's address; `masked.load` also takes the alignment.
fn load_at_mask(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], intr: &str) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let memref = body.value_type(body.operands(op)[0]);
    let vty = body.value_type(body.results(op)[0]);
    let Some(lty) = convert_type(ctx, vty) else { return false };
    if !addressable(ctx, memref) {
        return false;
    }
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let n = operands.len();
    let (desc, indices, mask, pass) = (operands[0], &operands[1..n - 2], operands[n - 2], operands[n - 1]);
    let ptr = strided_element_ptr(rw, loc, memref, desc, indices).expect("checked addressable");
    let props = masked_alignment(ctx, memref, intr);
    let v = build1(rw, intr, loc, vec![ptr, mask, pass], lty, props);
    rw.replace_op(op, &[v]);
    true
}

/// The alignment property of `llvm.intr.masked.load`/`store`; the
/// expanding and compressing intrinsics have none.
fn masked_alignment(ctx: &Context, memref: Type, intr: &str) -> Vec<(&'static str, strata::ir::Attribute)> {
    if intr.contains("expand") || intr.contains("compress") {
        return Vec::new();
    }
    vec![("alignment", alignment_attr(ctx, memref, 32))]
}

/// A masked write (`base[indices], mask, value`) as the intrinsic `intr`.
fn store_at_mask(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], intr: &str) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let memref = body.value_type(body.operands(op)[0]);
    if !addressable(ctx, memref) {
        return false;
    }
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let n = operands.len();
    let (desc, indices, mask, value) = (operands[0], &operands[1..n - 2], operands[n - 2], operands[n - 1]);
    let ptr = strided_element_ptr(rw, loc, memref, desc, indices).expect("checked addressable");
    let props = masked_alignment(ctx, memref, intr);
    build(rw, intr, loc, vec![value, ptr, mask], vec![], props);
    rw.erase_op(op);
    true
}

/// A 1-D transfer with a minor identity map on a contiguous memref: a load
/// or store when in bounds and unmasked, otherwise a masked one whose mask is
/// `index + lane < dim` (and the transfer's mask).
fn transfer(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId], width32: bool) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let read = ctx.str(body.op(op).name) == "vector.transfer_read";
    let original = body.operands(op).to_vec();
    let (vector_pos, source_pos) = if read { (None, 0) } else { (Some(0), 1) };
    let memref = body.value_type(original[source_pos]);
    let vty = match vector_pos {
        Some(i) => body.value_type(original[i]),
        None => body.value_type(body.results(op)[0]),
    };
    let (Some(shape), Some(lty)) = (vector_shape(ctx, vty), convert_type(ctx, vty)) else { return false };
    let Some(map) = permutation_map(ctx, body, op) else { return false };
    let in_bounds = attr(ctx, body, op, "in_bounds").and_then(|a| bools(ctx, a)).unwrap_or_default();
    let Some(TypeKind::MemRef { shape: mshape, .. }) = Some(ctx.type_kind(memref)) else { return false };
    let mrank = mshape.len();
    if shape.rank() != 1 || shape.scalable() || !map.is_minor_identity() || map.num_results() != 1 {
        return false;
    }
    if !addressable(ctx, memref) || !contiguous(ctx, memref) || mrank == 0 {
        return false;
    }
    let sizes = body.op(op).properties.and_then(|p| ctx.dict_get(p, "operandSegmentSizes"));
    let segments = sizes.and_then(|a| strata::dialects::vector::dense_i64(ctx, a)).unwrap_or_default();
    // read: source, indices, padding, mask; write: vector, source, indices, mask.
    let n_indices = segments.get(if read { 1 } else { 2 }).copied().unwrap_or(mrank as i64) as usize;
    let idx_start = source_pos + 1;
    let Some(indices) = operands.get(idx_start..idx_start + n_indices).map(<[ValueId]>::to_vec) else { return false };
    let after = idx_start + n_indices;
    let (padding, mask) = if read {
        (operands.get(after).copied(), operands.get(after + 1).copied())
    } else {
        (None, operands.get(after).copied())
    };
    if indices.len() != mrank || (read && padding.is_none()) {
        return false;
    }
    let desc = operands[source_pos];
    let loc = body.op(op).loc;
    let n = shape.dims[0];
    let in_bounds = in_bounds.first().copied().unwrap_or(false);
    rw.rw.set_insertion_point_before(op);
    let ptr = strided_element_ptr(rw, loc, memref, desc, &indices).expect("checked addressable");
    let mut full_mask = mask;
    if !in_bounds {
        // index + lane < dim  <=>  lane < dim - index.
        let i64t = ctx.integer_type(64);
        let dim = MemRefDescriptor::new(desc).size(rw, loc, mrank - 1);
        let left = build1(rw, "llvm.sub", loc, vec![dim, indices[mrank - 1]], i64t, vec![]);
        let bounds = mask_1d(rw, loc, n, left, width32);
        full_mask = Some(match mask {
            Some(m) => {
                let bty = rw.rw.body.value_type(m);
                build1(rw, "llvm.and", loc, vec![bounds, m], bty, vec![])
            }
            None => bounds,
        });
    }
    let align = |w| alignment_attr(ctx, memref, w);
    if read {
        let v = match full_mask {
            None => build1(rw, "llvm.load", loc, vec![ptr], lty, vec![("alignment", align(64))]),
            Some(m) => {
                let pass = splat_1d(rw, loc, padding.expect("a read has padding"), lty);
                build1(rw, "llvm.intr.masked.load", loc, vec![ptr, m, pass], lty, vec![("alignment", align(32))])
            }
        };
        rw.replace_op(op, &[v]);
    } else {
        let value = operands[0];
        match full_mask {
            None => build(rw, "llvm.store", loc, vec![value, ptr], vec![], vec![("alignment", align(64))]),
            Some(m) => {
                build(rw, "llvm.intr.masked.store", loc, vec![value, ptr, m], vec![], vec![("alignment", align(32))])
            }
        };
        rw.erase_op(op);
    }
    true
}

/// `vector.gather`/`vector.scatter`: lane by lane, each lane a one-element
/// `llvm.intr.masked.load`/`masked.store` at `base + index_vec[lane]` under
/// its mask bit, so that masked-off lanes touch no memory; an n-D gather
/// row by row from the same base. (Upstream uses `llvm.intr.masked.gather`
/// over a vector of pointers, a type Strata's llvm dialect does not have.)
fn gather_scatter(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let gather = ctx.str(body.op(op).name) == "vector.gather";
    let memref = body.value_type(body.operands(op)[0]);
    let vty = match gather {
        true => body.value_type(body.results(op)[0]),
        false => body.value_type(*body.operands(op).last().expect("a value")),
    };
    let (Some(shape), Some(lty)) = (vector_shape(ctx, vty), convert_type(ctx, vty)) else { return false };
    if (!gather && shape.rank() != 1) || shape.scalable() || !addressable(ctx, memref) || !contiguous(ctx, memref) {
        return false;
    }
    let Some(element) = convert_type(ctx, shape.element) else { return false };
    let loc = body.op(op).loc;
    let n = operands.len();
    // gather: base, indices, index_vec, mask, pass_thru; scatter: ..., value.
    let (desc, indices, index_vec, mask, last) =
        (operands[0], &operands[1..n - 3], operands[n - 3], operands[n - 2], operands[n - 1]);
    let index_ty = match ctx.type_kind(row_type(ctx, rw.rw.body.value_type(index_vec))) {
        TypeKind::Vector { element, .. } => *element,
        _ => return false,
    };
    rw.rw.set_insertion_point_before(op);
    let base = strided_element_ptr(rw, loc, memref, desc, indices).expect("checked addressable");
    let lanes = Lanes { loc, base, element, index_ty, align: alignment_attr(ctx, memref, 32), gather };
    let width = shape.dims.last().copied().unwrap_or(1);
    let v = super::convert::build_rows(rw, loc, &shape, lty, &mut |rw, pos| {
        let rows: Vec<ValueId> = [index_vec, mask, last].iter().map(|&v| row_at(rw, loc, v, pos)).collect();
        lanes.row(rw, width, rows[0], rows[1], rows[2])
    });
    if gather {
        rw.replace_op(op, &[v]);
    } else {
        rw.erase_op(op);
    }
    true
}

/// The accesses of one row of a gather or scatter.
struct Lanes {
    loc: strata::ir::Location,
    base: ValueId,
    element: Type,
    index_ty: Type,
    align: strata::ir::Attribute,
    gather: bool,
}

impl Lanes {
    /// Gather into (the lanes of `values` kept by `mask`) or scatter
    /// `values`, `n` lanes; the gathered row (`values` for a scatter).
    fn row(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        n: i64,
        index: ValueId,
        mask: ValueId,
        values: ValueId,
    ) -> ValueId {
        let (ctx, loc) = (rw.rw.ctx, self.loc);
        let one = |t| ctx.ty(TypeKind::Vector { shape: vec![1], scalable: vec![false], element: t });
        let (lane_ty, lane_mask_ty) = (one(self.element), one(ctx.integer_type(1)));
        let row_ty = rw.rw.body.value_type(values);
        let mut acc = values;
        for lane in 0..n {
            let at = const_int(rw, loc, 64, lane);
            let i = build1(rw, "llvm.extractelement", loc, vec![index, at], self.index_ty, vec![]);
            let ptr = super::super::descriptor::gep(rw, loc, self.base, self.element, i);
            let bit = build1(rw, "llvm.extractelement", loc, vec![mask, at], ctx.integer_type(1), vec![]);
            let bit_mask = splat_1d(rw, loc, bit, lane_mask_ty);
            let lane_value = build1(rw, "llvm.extractelement", loc, vec![acc, at], self.element, vec![]);
            let lane_vec = splat_1d(rw, loc, lane_value, lane_ty);
            let props = vec![("alignment", self.align)];
            if self.gather {
                let loaded = build1(rw, "llvm.intr.masked.load", loc, vec![ptr, bit_mask, lane_vec], lane_ty, props);
                let zero = const_int(rw, loc, 64, 0);
                let e = build1(rw, "llvm.extractelement", loc, vec![loaded, zero], self.element, vec![]);
                acc = build1(rw, "llvm.insertelement", loc, vec![acc, e, at], row_ty, vec![]);
            } else {
                build(rw, "llvm.intr.masked.store", loc, vec![lane_vec, ptr, bit_mask], vec![], props);
            }
        }
        acc
    }
}

/// A transfer whose bounds mask compares in `i32` lanes.
pub(super) fn transfer_i32(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    transfer(rw, op, operands, true)
}

/// A transfer whose bounds mask compares in `i64` lanes.
pub(super) fn transfer_i64(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    transfer(rw, op, operands, false)
}

/// `vector.type_cast`: the same buffer as a memref of one vector (or of
/// rows): pointers kept, offset 0, static sizes and strides of the result.
fn type_cast(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let source = body.value_type(body.operands(op)[0]);
    let rty = body.value_type(body.results(op)[0]);
    let Some(lty) = convert_type(ctx, rty) else { return false };
    let Some((strides, offset)) = strides_and_offset(ctx, rty) else { return false };
    let source_ok = strides_and_offset(ctx, source).is_some_and(|(_, o)| o == 0);
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(rty) else { return false };
    if !source_ok || offset != 0 || shape.iter().chain(&strides).any(|&d| d < 0) {
        return false;
    }
    let shape = shape.clone();
    let loc = body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let src = MemRefDescriptor::new(operands[0]);
    let mut d = MemRefDescriptor::undef(rw, loc, lty);
    let allocated = src.allocated_ptr(rw, loc);
    d.set_allocated_ptr(rw, loc, allocated);
    let aligned = src.aligned_ptr(rw, loc);
    d.set_aligned_ptr(rw, loc, aligned);
    let zero = const_int(rw, loc, 64, 0);
    d.set_offset(rw, loc, zero);
    for (i, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
        let s = const_int(rw, loc, 64, size);
        d.set_size(rw, loc, i, s);
        let t = const_int(rw, loc, 64, stride);
        d.set_stride(rw, loc, i, t);
    }
    rw.replace_op(op, &[d.value]);
    true
}

fn is_true(ctx: &Context, a: strata::ir::Attribute) -> bool {
    matches!(ctx.attr_kind(a), strata::ir::AttrKind::Integer { value, .. } if *value != 0.into())
}

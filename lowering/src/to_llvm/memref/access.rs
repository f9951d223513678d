//! Element accesses: `load`, `store`, `atomic_rmw` (`llvm.atomicrmw`),
//! `generic_atomic_rmw` (a `cmpxchg` loop), `prefetch` and
//! `assume_alignment`, all through the element address upstream's
//! `getStridedElementPtr` computes.

use strata::conversion::ConversionRewriter;
use strata::dialects::llvm::LlvmTypes;
use strata::ir::{AttrKind, Attribute, Context, Location, OpId, Type, TypeKind, ValueId};

use super::super::descriptor::{extract_value, strided_element_ptr};
use super::super::{build, build1, get_attr};
use super::alloc::int_attr_value;
use super::{br, cond_br, index_constant, strided_parts};

/// Whether a `BoolAttr` is set.
fn is_true(ctx: &Context, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Integer { value, .. } if *value != 0.into()))
}

/// `memref.load`: `llvm.load` of the element's address.
pub(super) fn load(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    let Some((elem, _)) = strided_parts(ctx, ty) else { return false };
    let nontemporal = is_true(ctx, get_attr(rw, op, "nontemporal"));
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let Some(ptr) = strided_element_ptr(rw, loc, ty, operands[0], &operands[1..]) else { return false };
    let props = if nontemporal { vec![("nontemporal", ctx.unit_attr())] } else { Vec::new() };
    let v = build1(rw, "llvm.load", loc, vec![ptr], elem, props);
    rw.replace_op(op, &[v]);
    true
}

/// `memref.store`: `llvm.store` to the element's address.
pub(super) fn store(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(rw.rw.body.operands(op)[1]);
    if strided_parts(ctx, ty).is_none() {
        return false;
    }
    let nontemporal = is_true(ctx, get_attr(rw, op, "nontemporal"));
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let Some(ptr) = strided_element_ptr(rw, loc, ty, operands[1], &operands[2..]) else { return false };
    let props = if nontemporal { vec![("nontemporal", ctx.unit_attr())] } else { Vec::new() };
    build(rw, "llvm.store", loc, vec![operands[0], ptr], vec![], props);
    rw.erase_op(op);
    true
}

/// The `llvm.atomicrmw` operation of an `arith` atomic kind (upstream's
/// `matchSimpleAtomicOp`); the kinds without one have none.
fn atomic_bin_op(kind: i64) -> Option<i64> {
    // arith::AtomicRMWKind -> LLVM::AtomicBinOp numbers.
    Some(match kind {
        0 => 11, // addf -> fadd
        1 => 1,  // addi -> add
        2 => 0,  // assign -> xchg
        3 => 13, // maximumf -> fmax
        4 => 7,  // maxs -> max
        5 => 9,  // maxu -> umax
        6 => 14, // minimumf -> fmin
        7 => 8,  // mins -> min
        8 => 10, // minu -> umin
        11 => 5, // ori -> _or
        12 => 3, // andi -> _and
        _ => return None,
    })
}

/// The `acq_rel` atomic ordering upstream's lowerings use.
const ACQ_REL: i64 = 6;
/// The `monotonic` failure ordering of the `cmpxchg` loop.
const MONOTONIC: i64 = 2;

/// The llvm op computing `current <kind> value` for the atomic kinds
/// `llvm.atomicrmw` has no operation for.
fn atomic_combiner(kind: i64) -> Option<&'static str> {
    Some(match kind {
        9 => "llvm.fmul",         // mulf
        10 => "llvm.mul",         // muli
        13 => "llvm.intr.maxnum", // maxnumf
        14 => "llvm.intr.minnum", // minnumf
        _ => return None,
    })
}

/// `memref.atomic_rmw`: `llvm.atomicrmw <op> acq_rel` on the element; the
/// kinds without an `atomicrmw` operation (`mulf`, `muli`, `maxnumf`,
/// `minnumf`) become a compare-exchange loop, as upstream's
/// `memref-expand` would make of them.
pub(super) fn atomic_rmw(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(rw.rw.body.operands(op)[1]);
    if strided_parts(ctx, ty).is_none() {
        return false;
    }
    let Some(kind) = int_attr_value(ctx, get_attr(rw, op, "kind")) else { return false };
    let value = operands[0];
    let value_ty = rw.rw.body.value_type(value);
    let Some(bin_op) = atomic_bin_op(kind) else {
        let Some(combiner) = atomic_combiner(kind) else { return false };
        let Some(loop_) = CmpXchgLoop::new(rw, op, ty) else { return false };
        let old = loop_.build(rw, operands[1], &operands[2..], |rw, loc, current| {
            build1(rw, combiner, loc, vec![current, value], value_ty, vec![])
        });
        rw.replace_op(op, &[old]);
        return true;
    };
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let Some(ptr) = strided_element_ptr(rw, loc, ty, operands[1], &operands[2..]) else { return false };
    let i64t = ctx.integer_type(64);
    let props = vec![("bin_op", ctx.int_attr(i64t, bin_op)), ("ordering", ctx.int_attr(i64t, ACQ_REL))];
    let v = build1(rw, "llvm.atomicrmw", loc, vec![ptr, value], value_ty, props);
    rw.replace_op(op, &[v]);
    true
}

/// A loop that replaces the element at an address with a value computed
/// from the current one, by `cmpxchg` until no other thread changed the
/// element in between (upstream's `GenericAtomicRMWOpLowering`). Floats are
/// exchanged as integers of their width, since `cmpxchg` takes integers and
/// pointers only.
struct CmpXchgLoop {
    op: OpId,
    memref: Type,
    elem: Type,
    int_ty: Type,
    is_float: bool,
}

impl CmpXchgLoop {
    /// The loop for `op` on an element of the memref type `memref`, or
    /// `None` when the element cannot be exchanged atomically.
    fn new(rw: &ConversionRewriter<'_, '_>, op: OpId, memref: Type) -> Option<Self> {
        let ctx = rw.rw.ctx;
        let (elem, _) = strided_parts(ctx, memref)?;
        let (width, is_float) = match ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } => (*width, false),
            TypeKind::Float(_) => (ctx.float_kind(elem)?.bit_width(), true),
            _ => return None,
        };
        if ![8, 16, 32, 64].contains(&width) || rw.rw.body.next_op(op).is_none() {
            return None;
        }
        Some(CmpXchgLoop { op, memref, elem, int_ty: ctx.integer_type(width), is_float })
    }

    /// Split the block at the op: the element is loaded before the loop,
    /// `compute` builds the new value from the current one in the loop; the
    /// value the element had before the exchange that succeeded.
    fn build(
        &self,
        rw: &mut ConversionRewriter<'_, '_>,
        desc: ValueId,
        indices: &[ValueId],
        compute: impl FnOnce(&mut ConversionRewriter<'_, '_>, Location, ValueId) -> ValueId,
    ) -> ValueId {
        let ctx = rw.rw.ctx;
        let op = self.op;
        let loc = rw.rw.body.op(op).loc;
        let b = &mut *rw.rw.body;
        let init_block = b.parent_block(op).expect("op in a block");
        let next = b.next_op(op).expect("op before a terminator");
        let loop_block = b.split_block(init_block, op);
        let end_block = b.split_block(loop_block, next);
        let current = b.add_block_arg(loop_block, self.elem, Some(loc));
        rw.rw.set_insertion_point_to_end(init_block);
        let ptr = strided_element_ptr(rw, loc, self.memref, desc, indices).expect("a strided memref");
        let init = build1(rw, "llvm.load", loc, vec![ptr], self.elem, vec![]);
        br(rw, loc, loop_block, vec![init]);
        rw.rw.set_insertion_point_before(op);
        let new = compute(rw, loc, current);
        let new = if rw.rw.body.value_type(new) == self.elem { new } else { rw.cast(new, self.elem, loc) };
        let (cmp, new) = if self.is_float {
            let c = build1(rw, "llvm.bitcast", loc, vec![current], self.int_ty, vec![]);
            let n = build1(rw, "llvm.bitcast", loc, vec![new], self.int_ty, vec![]);
            (c, n)
        } else {
            (current, new)
        };
        let i64t = ctx.integer_type(64);
        let pair_ty = ctx.llvm_struct_type(vec![self.int_ty, ctx.integer_type(1)]);
        let props = vec![
            ("failure_ordering", ctx.int_attr(i64t, MONOTONIC)),
            ("success_ordering", ctx.int_attr(i64t, ACQ_REL)),
        ];
        let pair = build1(rw, "llvm.cmpxchg", loc, vec![ptr, cmp, new], pair_ty, props);
        let loaded = extract_value(rw, loc, pair, &[0], self.int_ty);
        let ok = extract_value(rw, loc, pair, &[1], ctx.integer_type(1));
        let loaded =
            if self.is_float { build1(rw, "llvm.bitcast", loc, vec![loaded], self.elem, vec![]) } else { loaded };
        cond_br(rw, loc, ok, (end_block, Vec::new()), (loop_block, vec![loaded]));
        loaded
    }
}

/// `memref.generic_atomic_rmw`: the compare-exchange loop, with the op's
/// body computing the new value: a single block's ops are moved into the
/// loop; the blocks of a body with control flow go between the loop's
/// start and a block taking the yielded value to the exchange.
pub(super) fn generic_atomic_rmw(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let ty = body.value_type(body.operands(op)[0]);
    let Some(&region) = body.op(op).regions.first() else { return false };
    let blocks = body.region(region).blocks.clone();
    let Some(&entry) = blocks.first() else { return false };
    let [argument] = body.block(entry).args[..] else { return false };
    let is_yield = |o: OpId| ctx.str(body.op(o).name) == "memref.atomic_yield";
    let yields: Vec<OpId> = blocks.iter().filter_map(|&b| body.last_op(b)).filter(|&t| is_yield(t)).collect();
    if yields.is_empty() || yields.iter().any(|&t| body.operands(t).len() != 1) {
        return false;
    }
    let Some(loop_) = CmpXchgLoop::new(rw, op, ty) else { return false };
    let old = loop_.build(rw, operands[0], &operands[1..], |rw, loc, current| {
        if let ([single], [term]) = (&blocks[..], &yields[..]) {
            let b = &mut *rw.rw.body;
            b.replace_all_uses(argument, current);
            let yielded = b.operands(*term)[0];
            let moved: Vec<OpId> = b.block_ops(*single).filter(|o| o != term).collect();
            for o in moved {
                b.move_op_before(o, op);
            }
            rw.rw.erase_op(*term);
            return yielded;
        }
        br(rw, loc, entry, vec![current]);
        let b = &mut *rw.rw.body;
        let loop_block = b.parent_block(op).expect("op in a block");
        let parent = b.parent_region(loop_block).expect("block in a region");
        let exchange = b.create_block(parent);
        let at = b.region(parent).blocks.iter().position(|&x| x == loop_block).map_or(0, |p| p + 1);
        b.insert_block(parent, at, exchange);
        let new = b.add_block_arg(exchange, loop_.elem, Some(loc));
        for &term in &yields {
            let v = rw.rw.body.operands(term)[0];
            rw.rw.set_insertion_point_before(term);
            br(rw, loc, exchange, vec![v]);
            rw.rw.erase_op(term);
        }
        crate::util::inline_region_before(rw.rw.body, region, parent, Some(exchange));
        rw.rw.set_insertion_point_to_end(exchange);
        new
    });
    rw.replace_op(op, &[old]);
    true
}

/// `memref.prefetch`: `llvm.intr.prefetch` of the element's address.
pub(super) fn prefetch(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    if strided_parts(ctx, ty).is_none() {
        return false;
    }
    let Some(hint) = int_attr_value(ctx, get_attr(rw, op, "localityHint")) else { return false };
    let write = is_true(ctx, get_attr(rw, op, "isWrite"));
    let data = is_true(ctx, get_attr(rw, op, "isDataCache"));
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let Some(ptr) = strided_element_ptr(rw, loc, ty, operands[0], &operands[1..]) else { return false };
    let i32t = ctx.integer_type(32);
    let props = vec![
        ("cache", ctx.int_attr(i32t, i64::from(data))),
        ("hint", ctx.int_attr(i32t, hint)),
        ("rw", ctx.int_attr(i32t, i64::from(write))),
    ];
    build(rw, "llvm.intr.prefetch", loc, vec![ptr], vec![], props);
    rw.erase_op(op);
    true
}

/// `memref.assume_alignment`: `llvm.intr.assume` that the start of the
/// view has no bits set below the alignment.
pub(super) fn assume_alignment(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let ty = rw.rw.body.value_type(rw.rw.body.operands(op)[0]);
    if strided_parts(ctx, ty).is_none() {
        return false;
    }
    let Some(alignment) = int_attr_value(ctx, get_attr(rw, op, "alignment")) else { return false };
    let loc = rw.rw.body.op(op).loc;
    rw.rw.set_insertion_point_before(op);
    let Some(ptr) = strided_element_ptr(rw, loc, ty, operands[0], &[]) else { return false };
    let i64t = ctx.integer_type(64);
    let zero = index_constant(rw, loc, 0);
    let mask = index_constant(rw, loc, alignment - 1);
    let as_int = build1(rw, "llvm.ptrtoint", loc, vec![ptr], i64t, vec![]);
    let low = build1(rw, "llvm.and", loc, vec![as_int, mask], i64t, vec![]);
    let pred = ("predicate", ctx.int_attr(i64t, 0));
    let aligned = build1(rw, "llvm.icmp", loc, vec![low, zero], ctx.integer_type(1), vec![pred]);
    build(rw, "llvm.intr.assume", loc, vec![aligned], vec![], vec![]);
    rw.erase_op(op);
    true
}

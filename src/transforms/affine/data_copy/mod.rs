//! `affine-data-copy-generate`: explicit copies of the memory regions an
//! affine loop nest accesses into buffers of a fast memory space, as
//! upstream's `AffineDataCopyGeneration` pass and `affineDataCopyGenerate`.
//!
//! Each block of the function is cut into ranges as upstream does: every
//! `affine.for` is a range of its own, and so is each run of other ops that
//! starts with an affine load or store. For each memref in the slow memory
//! space a range reads (writes), the bounding box of the elements it
//! touches becomes a buffer `memref.alloc`ed in `fast-mem-space` before the
//! range, filled before it (copy-in) and written back after it (copy-out),
//! then deallocated; the range's accesses address the buffer with the box's
//! lower corner subtracted. A memref both read and written gets one buffer
//! over the union of both boxes. Unlike upstream, a written box that no
//! single write fills (strided or partial writes) is also copied in, so
//! the copy-out does not overwrite the elements nothing wrote with
//! uninitialized ones, and a memref allocated inside the range is not
//! copied. Copies are point-wise loop nests
//! (`generate-dma=false`) or `affine.dma_start`/`affine.dma_wait` pairs
//! with a tag buffer in `tag-mem-space` (with one level of stride where the
//! box is not contiguous). Upstream's constants (each region's zero, lower
//! corner and size, and the pass's own zero) appear at the top of the
//! function in upstream's order, so the output is upstream's.
//!
//! Boxes are computed for accesses whose subscripts are affine (no
//! `mod`/`floordiv`) in the IVs of loops of the range with constant
//! bounds. A range with another access to a memref it would copy
//! (symbolic subscripts, vector or non-affine accesses), or a nest whose
//! footprint exceeds `fast-mem-capacity` or whose step is not one under
//! `skip-non-unit-stride-loops` (where upstream copies at an inner depth),
//! is left as it is. As upstream, a box needing two levels of DMA stride
//! gets its buffer allocated and nothing else.

mod region;

use rustc_hash::FxHashMap;

use region::{access_bounds, dma_strides, fills_its_box, is_empty, union, Bounds};

use super::analysis::{is_for, scalar_bytes, MemRefAccess};
use crate::dialects::affine::{
    canonicalize_map_and_operands, fully_compose_affine_map_and_operands, int_value, promote_if_single_iteration,
    ApplyOp, DmaStartOp, DmaWaitOp, ForOp, LoadOp, MapCx, StoreOp, YieldOp,
};
use crate::dialects::arith::ConstantOp;
use crate::dialects::memref::{AllocOp, DeallocOp};
use crate::ir::affine::simplify::simplify_affine_expr;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, BlockId, Body, Context, Location, OpId, Type, TypeKind, ValueId};
use crate::opdef::ods::set_attr;
use crate::opdef::Registry;
use crate::pass::registry::{flag, PassOptions};
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

/// Upstream's `AffineCopyOptions` and the pass options around them.
#[derive(Clone, Debug)]
struct CopyOptions {
    generate_dma: bool,
    slow_memory_space: u64,
    fast_memory_space: u64,
    tag_memory_space: u64,
    /// In bytes; `None` is unlimited.
    fast_mem_capacity: Option<u64>,
    skip_non_unit_stride_loops: bool,
}

struct AffineDataCopyGeneration {
    options: CopyOptions,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let get = |name: &str| options.get(name).map(String::as_str).unwrap_or("");
    let number = |name: &str, default: u64| -> Result<u64, String> {
        match get(name) {
            "" => Ok(default),
            v => v.parse().map_err(|_| format!("affine-data-copy-generate: invalid value '{v}' for option {name}")),
        }
    };
    let min_dma = get("min-dma-transfer");
    if !min_dma.is_empty() && min_dma.parse::<i64>().is_err() {
        return Err(format!("affine-data-copy-generate: invalid value '{min_dma}' for option min-dma-transfer"));
    }
    let capacity = match get("fast-mem-capacity") {
        "" => None,
        v => Some(
            v.parse::<u64>()
                .map_err(|_| format!("affine-data-copy-generate: invalid value '{v}' for option fast-mem-capacity"))?
                .saturating_mul(1024),
        ),
    };
    Ok(Box::new(AffineDataCopyGeneration {
        options: CopyOptions {
            generate_dma: flag(options, "generate-dma"),
            slow_memory_space: number("slow-mem-space", 0)?,
            fast_memory_space: number("fast-mem-space", 1)?,
            tag_memory_space: number("tag-mem-space", 0)?,
            fast_mem_capacity: capacity,
            skip_non_unit_stride_loops: flag(options, "skip-non-unit-stride-loops"),
        },
    }))
}

impl Pass for AffineDataCopyGeneration {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let body = &mut target.body;
        let Some(&root) = body.roots.first() else { return Ok(()) };
        let blocks = body.region(root).blocks.clone();
        let Some(&entry) = blocks.first() else { return Ok(()) };
        let mut gen =
            Generator { ctx: cx.ctx, registry: cx.registry, options: &self.options, entry, copy_nests: Vec::new() };
        // Upstream's pass-wide zero, created whether used or not.
        if let Some(first) = body.block_ops(entry).next() {
            gen.constant_at_top(body, 0, body.op(first).loc);
        }
        for b in blocks {
            gen.run_on_block(body, b);
        }
        gen.simplify_copy_nests(body);
        Ok(())
    }
}

struct Region {
    memref: ValueId,
    bounds: Bounds,
    is_write: bool,
}

/// The values one region's copy uses.
struct CopyValues {
    memref: ValueId,
    buffer: ValueId,
    /// The region's zero index and element count.
    zero: ValueId,
    num: ValueId,
    /// Where the box starts in `memref`.
    mem_indices: Vec<ValueId>,
    /// The region's zero op, before which its other constants go.
    top: OpId,
}

/// Where the copies of a range go: the prologue before `begin`, the
/// epilogue before `end`.
struct Placement {
    begin: OpId,
    end: OpId,
    /// The ops of the range as it was, whose accesses are rewritten.
    range: Vec<OpId>,
}

struct Generator<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    options: &'a CopyOptions,
    /// The function's entry block, where constants go.
    entry: BlockId,
    copy_nests: Vec<OpId>,
}

impl Generator<'_> {
    fn map_cx<'b>(&'b self, body: &'b Body) -> MapCx<'b> {
        MapCx { ctx: self.ctx, registry: self.registry, body }
    }

    fn is_access(&self, body: &Body, op: OpId) -> bool {
        matches!(self.ctx.str(body.op(op).name), LoadOp::NAME | StoreOp::NAME)
    }

    /// Upstream `runOnBlock`: the ranges of `block`, each copied.
    fn run_on_block(&mut self, body: &mut Body, block: BlockId) {
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let starts_range = |g: &Self, body: &Body, o: OpId| {
            (g.is_access(body, o) || is_for(g.map_cx(body), o)) && !g.copy_nests.contains(&o)
        };
        let mut current: Option<usize> = ops.iter().position(|&o| starts_range(self, body, o));
        let mut i = current.unwrap_or(ops.len());
        while i < ops.len() {
            let op = ops[i];
            if is_for(self.map_cx(body), op) {
                if let Some(start) = current {
                    if start < i {
                        self.copy_range(body, ops[start..i].to_vec(), op);
                    }
                }
                let end = ops.get(i + 1).copied();
                if let Some(end) = end {
                    if !self.needs_inner_copies(body, op) {
                        self.copy_range(body, vec![op], end);
                    }
                }
                current = ops[i + 1..].iter().position(|&o| starts_range(self, body, o)).map(|p| p + i + 1);
                i = current.unwrap_or(ops.len());
            } else {
                i += 1;
            }
        }
        if let Some(start) = current {
            // The terminator ends the last range.
            let last = ops.len() - 1;
            if start < last {
                self.copy_range(body, ops[start..last].to_vec(), ops[last]);
            }
        }
    }

    /// Whether upstream would copy inside `for_op` rather than around it
    /// (a non-unit step with `skip-non-unit-stride-loops`, or a footprint
    /// over the capacity): not supported, so the nest is left alone.
    fn needs_inner_copies(&self, body: &Body, for_op: OpId) -> bool {
        if self.options.skip_non_unit_stride_loops {
            return int_value(self.ctx, ForOp(for_op).step(self.ctx, body)) != Some(1);
        }
        let Some(capacity) = self.options.fast_mem_capacity else { return false };
        let Some(regions) = self.regions(body, &[for_op]) else { return false };
        let mut per_memref: Vec<(ValueId, Bounds)> = Vec::new();
        for r in regions {
            match per_memref.iter_mut().find(|(m, _)| *m == r.memref) {
                Some((_, b)) => *b = union(b, &r.bounds),
                None => per_memref.push((r.memref, r.bounds)),
            }
        }
        let footprint: u64 = per_memref
            .iter()
            .map(|(m, b)| {
                let elements: u64 = b.iter().map(|(l, u)| (u - l + 1).max(0) as u64).product();
                let element = body_element_type(self.ctx, body, *m);
                elements * scalar_bytes(self.ctx, element).unwrap_or(0)
            })
            .sum();
        footprint > capacity
    }

    /// The read regions then the write regions of the accesses in `range`
    /// (each in order of first access, a memref both read and written
    /// getting the union of its boxes in both); `None` when an access this
    /// pass does not support touches a memref it would copy.
    fn regions(&self, body: &Body, range: &[OpId]) -> Option<Vec<Region>> {
        let cx = self.map_cx(body);
        let mut reads: Vec<(ValueId, Bounds)> = Vec::new();
        let mut writes: Vec<(ValueId, Bounds)> = Vec::new();
        // Boxes some single write fills completely.
        let mut dense: Vec<(ValueId, Bounds)> = Vec::new();
        let mut accessed: Vec<OpId> = Vec::new();
        let mut ok = true;
        let mut visit = |o: OpId| {
            if !ok || !self.is_access(body, o) {
                return;
            }
            let Some(access) = MemRefAccess::of(cx, o) else {
                ok = false;
                return;
            };
            // A memref defined in the range is not copied: the copies
            // before the range could not use it (mlir-opt-19 emits them
            // anyway and fails to verify).
            if defined_in(body, access.memref, range) || !self.in_slow_memory(body, access.memref) {
                return;
            }
            let Some(bounds) = access_bounds(cx, &access) else {
                ok = false;
                return;
            };
            accessed.push(o);
            if access.is_write && fills_its_box(cx, &access, range) {
                dense.push((access.memref, bounds.clone()));
            }
            let list = if access.is_write { &mut writes } else { &mut reads };
            match list.iter_mut().find(|(m, _)| *m == access.memref) {
                Some((_, b)) => *b = union(b, &bounds),
                None => list.push((access.memref, bounds)),
            }
        };
        for &op in range {
            visit(op);
            body.all_nested(op, &mut |o| {
                visit(o);
                true
            });
        }
        if !ok {
            return None;
        }
        // Every use of a copied memref in the range must be one of these
        // accesses (upstream would leave the others on the original).
        let stray = reads.iter().chain(&writes).any(|(m, _)| {
            body.uses(*m).iter().any(|u| range.iter().any(|&r| body.is_ancestor(r, u.op)) && !accessed.contains(&u.op))
        });
        (!stray).then(|| merge_regions(reads, writes, &dense))
    }

    /// Whether `m` is an identity-layout memref of rank one or more in the
    /// slow memory space (statically shaped where DMA strides need its
    /// sizes).
    fn in_slow_memory(&self, body: &Body, m: ValueId) -> bool {
        let TypeKind::MemRef { shape, memory_space, layout, .. } = self.ctx.type_kind(body.value_type(m)) else {
            return false;
        };
        let space = match memory_space {
            None => Some(0),
            Some(a) => match self.ctx.attr_kind(*a) {
                AttrKind::Integer { value, .. } => u64::try_from(value).ok(),
                _ => None,
            },
        };
        // Dynamic sizes are fine except where DMA strides need them.
        let sized = shape.iter().all(|&d| d >= 0) || !self.options.generate_dma || shape.len() == 1;
        // Rank 0 is left alone (mlir-opt-19 crashes on it).
        space == Some(self.options.slow_memory_space) && layout.is_none() && sized && !shape.is_empty()
    }

    /// Upstream `affineDataCopyGenerate` over the ops `range`, whose copy-out
    /// goes before `end`.
    fn copy_range(&mut self, body: &mut Body, range: Vec<OpId>, end: OpId) {
        let Some(regions) = self.regions(body, &range) else { return };
        if regions.is_empty() {
            return;
        }
        let mut place = Placement { begin: range[0], end, range };
        let mut buffers: FxHashMap<ValueId, ValueId> = FxHashMap::default();
        for region in &regions {
            self.generate_copy(body, region, &mut place, &mut buffers);
        }
    }

    /// An `arith.constant` of `value : index` at the top of the function.
    fn constant_at_top(&self, body: &mut Body, value: i64, loc: Location) -> ValueId {
        let index = self.ctx.index_type();
        let op = ConstantOp::create(self.ctx, body, loc, index, self.ctx.int_attr(index, value)).0;
        body.prepend_op(self.entry, op);
        body.results(op)[0]
    }

    /// An `arith.constant` inserted before `anchor`.
    fn constant_before(&self, body: &mut Body, anchor: OpId, value: i64) -> ValueId {
        let loc = body.op(anchor).loc;
        let index = self.ctx.index_type();
        let op = ConstantOp::create(self.ctx, body, loc, index, self.ctx.int_attr(index, value)).0;
        body.insert_op_before(anchor, op);
        body.results(op)[0]
    }

    /// Upstream `generateCopy` for one region.
    fn generate_copy(
        &mut self,
        body: &mut Body,
        region: &Region,
        place: &mut Placement,
        buffers: &mut FxHashMap<ValueId, ValueId>,
    ) {
        let loc = body.op(place.begin).loc;
        let memref = region.memref;
        // The region's zero goes first; the constants made after it go
        // before it (a builder at the top of the function, as upstream).
        let zero = self.constant_at_top(body, 0, loc);
        if is_empty(&region.bounds) {
            // Nothing to copy; upstream stops after its zero.
            return;
        }
        let top = body.defining_op(zero).expect("constant");
        let mut mem_indices = Vec::with_capacity(region.bounds.len());
        for &(lb, _) in &region.bounds {
            mem_indices.push(if lb == 0 { zero } else { self.constant_before(body, top, lb) });
        }
        let shape: Vec<i64> = region.bounds.iter().map(|(l, u)| u - l + 1).collect();
        let existing = buffers.get(&memref).copied();
        let buffer = match existing {
            Some(b) => b,
            None => {
                let Some(b) = self.fast_buffer(body, memref, shape.clone(), place.begin) else { return };
                buffers.insert(memref, b);
                b
            }
        };
        let num = self.constant_before(body, top, shape.iter().product());
        let epilogue = place.end;
        if self.options.generate_dma {
            let values = CopyValues { memref, buffer, zero, num, mem_indices, top };
            if !self.dma_copy(body, region, place, &values) {
                return;
            }
        } else {
            let nest = self.point_wise_copy(body, memref, buffer, &region.bounds, region.is_write, loc);
            let anchor = if region.is_write { epilogue } else { place.begin };
            body.insert_op_before(anchor, nest);
            self.copy_nests.push(nest);
            if region.is_write {
                place.end = nest;
            }
        }
        if existing.is_none() {
            let dealloc = DeallocOp::create(self.ctx, body, loc, buffer).0;
            body.insert_op_before(epilogue, dealloc);
            if !self.options.generate_dma && place.end == epilogue {
                place.end = dealloc;
            }
        }
        let offsets: Vec<i64> = region.bounds.iter().map(|b| b.0).collect();
        // Ops the rewriting puts before the first op of the range start it
        // from now on (upstream's `nBegin`).
        let before = body.prev_op(place.begin);
        let block = body.parent_block(place.begin).expect("in a block");
        self.replace_accesses(body, &place.range, memref, buffer, &offsets);
        place.begin = match before {
            Some(p) => body.next_op(p).expect("the range follows"),
            None => body.first_op(block).expect("the range is in the block"),
        };
    }

    /// A buffer of `shape` in the fast memory space for `memref`'s
    /// elements, allocated before `begin`.
    fn fast_buffer(&self, body: &mut Body, memref: ValueId, shape: Vec<i64>, begin: OpId) -> Option<ValueId> {
        let ctx = self.ctx;
        let TypeKind::MemRef { element, .. } = ctx.type_kind(body.value_type(memref)).clone() else { return None };
        let space = self.memory_space(self.options.fast_memory_space);
        let ty = ctx.ty(TypeKind::MemRef { shape, element, layout: None, memory_space: space });
        let alloc = AllocOp::create(ctx, body, body.op(begin).loc, Vec::new(), Vec::new(), ty, None).0;
        body.insert_op_before(begin, alloc);
        Some(body.results(alloc)[0])
    }

    /// The memory space attribute of space `n` (none for 0).
    fn memory_space(&self, n: u64) -> Option<crate::ir::Attribute> {
        (n != 0).then(|| self.ctx.int_attr(self.ctx.integer_type(64), n as i64))
    }

    /// The DMA form of a region's copy: a tag, `affine.dma_start` and
    /// `affine.dma_wait` before the range (reads) or after it (writes), the
    /// tag's deallocation after it. `false` when the box needs more than
    /// one level of stride (upstream gives up there, leaving the buffer
    /// allocated and the accesses as they are).
    fn dma_copy(&self, body: &mut Body, region: &Region, place: &mut Placement, v: &CopyValues) -> bool {
        let ctx = self.ctx;
        let loc = body.op(place.begin).loc;
        let rank = region.bounds.len();
        let strides = dma_strides(ctx, body.value_type(v.memref), &region.bounds);
        if strides.len() > 1 {
            return false;
        }
        let stride_values: Vec<ValueId> = strides
            .first()
            .map(|&(s, n)| vec![self.constant_before(body, v.top, s), self.constant_before(body, v.top, n)])
            .unwrap_or_default();
        let tag_space = self.memory_space(self.options.tag_memory_space);
        let tag_ty = ctx.ty(TypeKind::MemRef {
            shape: vec![1],
            element: ctx.integer_type(32),
            layout: None,
            memory_space: tag_space,
        });
        let tag_alloc = AllocOp::create(ctx, body, loc, Vec::new(), Vec::new(), tag_ty, None).0;
        body.insert_op_before(place.begin, tag_alloc);
        let tag = body.results(tag_alloc)[0];
        let zeros = vec![v.zero; rank];
        let (src, src_idx, dst, dst_idx) = if region.is_write {
            (v.buffer, zeros, v.memref, v.mem_indices.clone())
        } else {
            (v.memref, v.mem_indices.clone(), v.buffer, zeros)
        };
        let mut operands = vec![src];
        operands.extend(&src_idx);
        operands.push(dst);
        operands.extend(&dst_idx);
        operands.extend([tag, v.zero, v.num]);
        operands.extend(&stride_values);
        let start = DmaStartOp::create(ctx, body, loc, operands).0;
        self.set_maps(body, start, &[("src_map", rank), ("dst_map", rank), ("tag_map", 1)]);
        let wait = DmaWaitOp::create(ctx, body, loc, vec![tag, v.zero, v.num]).0;
        self.set_maps(body, wait, &[("tag_map", 1)]);
        let epilogue = place.end;
        let anchor = if region.is_write { epilogue } else { place.begin };
        body.insert_op_before(anchor, start);
        body.insert_op_before(anchor, wait);
        if region.is_write {
            place.end = start;
        }
        let tag_dealloc = DeallocOp::create(ctx, body, loc, tag).0;
        body.insert_op_before(epilogue, tag_dealloc);
        if place.end == epilogue {
            place.end = tag_dealloc;
        }
        true
    }

    /// Sets identity maps of the given ranks as the attributes of a DMA op.
    fn set_maps(&self, body: &mut Body, op: OpId, maps: &[(&str, usize)]) {
        let ctx = self.ctx;
        let mut entries: Vec<_> = ctx.dict_entries(body.op(op).attributes).to_vec();
        for &(name, rank) in maps {
            entries.push((ctx.ident(name), ctx.attr(AttrKind::AffineMap(AffineMap::identity(rank)))));
        }
        body.op_mut(op).attributes = ctx.dictionary(entries);
    }

    /// Upstream `generatePointWiseCopy`: a loop nest over the box, copying
    /// each element between `memref` and `buffer` (detached; returned).
    fn point_wise_copy(
        &self,
        body: &mut Body,
        memref: ValueId,
        buffer: ValueId,
        bounds: &Bounds,
        copy_out: bool,
        loc: Location,
    ) -> OpId {
        let ctx = self.ctx;
        let rank = bounds.len();
        let mut root: Option<OpId> = None;
        let mut ivs = Vec::with_capacity(rank);
        let mut parent_block: Option<BlockId> = None;
        for &(lb, ub) in bounds {
            let lb_map = ctx.attr(AttrKind::AffineMap(AffineMap::constant(lb)));
            let ub_map = ctx.attr(AttrKind::AffineMap(AffineMap::constant(ub + 1)));
            let step = ctx.int_attr(ctx.index_type(), 1);
            let op =
                ForOp::create(ctx, body, loc, Vec::new(), Vec::new(), Vec::new(), Vec::new(), lb_map, ub_map, step).0;
            let region = ForOp(op).region(body);
            let block = body.create_block(region);
            ivs.push(body.add_block_arg(block, ctx.index_type(), Some(loc)));
            let y = YieldOp::create(ctx, body, loc, Vec::new()).0;
            body.append_op(block, y);
            match parent_block {
                Some(pb) => {
                    let term = body.last_op(pb).expect("yield");
                    body.insert_op_before(term, op);
                }
                None => root = Some(op),
            }
            parent_block = Some(block);
        }
        let inner = parent_block.expect("rank > 0");
        let term = body.last_op(inner).expect("yield");
        let identity = ctx.attr(AttrKind::AffineMap(AffineMap::identity(rank)));
        let shifted = ctx.attr(AttrKind::AffineMap(AffineMap::new(
            rank,
            0,
            bounds
                .iter()
                .enumerate()
                .map(|(d, &(lb, _))| AffineExpr::Dim(d) - AffineExpr::Constant(lb))
                .map(|e| simplify_affine_expr(&e, rank, 0))
                .collect(),
        )));
        let (src, src_map, dst, dst_map) =
            if copy_out { (buffer, shifted, memref, identity) } else { (memref, identity, buffer, shifted) };
        let element = body_element_type(ctx, body, memref);
        let load = LoadOp::create(ctx, body, loc, src, ivs.clone(), element, src_map).0;
        body.insert_op_before(term, load);
        let value = body.results(load)[0];
        let store = StoreOp::create(ctx, body, loc, value, dst, ivs, dst_map).0;
        body.insert_op_before(term, store);
        root.expect("rank > 0")
    }

    /// Upstream `replaceAllMemRefUsesWith` over the accesses of `memref` in
    /// `range`: the buffer at the subscripts minus `offsets`.
    fn replace_accesses(&self, body: &mut Body, range: &[OpId], memref: ValueId, buffer: ValueId, offsets: &[i64]) {
        let ctx = self.ctx;
        let users: Vec<OpId> = {
            let mut v: Vec<OpId> = Vec::new();
            for u in body.uses(memref) {
                if !v.contains(&u.op) && range.iter().any(|&r| body.is_ancestor(r, u.op)) {
                    v.push(u.op);
                }
            }
            v
        };
        let remap_is_identity = offsets.iter().all(|&o| o == 0);
        for op in users {
            let is_write = self.ctx.str(body.op(op).name) == StoreOp::NAME;
            let start = usize::from(is_write);
            let Some(old_map) = crate::dialects::affine::affine_map(ctx, body, op, crate::static_ident!(ctx, "map"))
            else {
                continue;
            };
            let old_operands = body.operands(op)[start + 1..].to_vec();
            // Upstream applies a non-identity map result by result; with a
            // non-identity remap those applies stay behind, unused.
            if old_map != AffineMap::identity(old_map.num_dims) && !remap_is_identity {
                for r in &old_map.results {
                    let single = AffineMap::new(old_map.num_dims, old_map.num_symbols, vec![r.clone()]);
                    let apply = ApplyOp::create(
                        ctx,
                        body,
                        body.op(op).loc,
                        old_operands.clone(),
                        ctx.index_type(),
                        ctx.attr(AttrKind::AffineMap(single)),
                    )
                    .0;
                    body.insert_op_before(op, apply);
                }
            }
            let (n, s) = (old_map.num_dims, old_map.num_symbols);
            let results = old_map
                .results
                .iter()
                .zip(offsets)
                .map(|(r, &o)| simplify_affine_expr(&(r.clone() - AffineExpr::Constant(o)), n, s))
                .collect();
            let mut memref_and_value = body.operands(op)[..start].to_vec();
            memref_and_value.push(buffer);
            self.set_access_map(body, op, memref_and_value, AffineMap::new(n, s, results), old_operands);
        }
    }

    /// Gives the access `op` the operands `leading` (stored value, memref)
    /// and the map `map` of `operands`, composed with the `affine.apply`s
    /// that define them, canonicalized and simplified.
    fn set_access_map(
        &self,
        body: &mut Body,
        op: OpId,
        leading: Vec<ValueId>,
        mut map: AffineMap,
        mut operands: Vec<ValueId>,
    ) {
        let cx = self.map_cx(body);
        fully_compose_affine_map_and_operands(cx, &mut map, &mut operands);
        canonicalize_map_and_operands(cx, &mut map, &mut operands);
        let map = map.simplify();
        let mut new_operands = leading;
        new_operands.extend(operands);
        body.set_operands(op, new_operands);
        set_attr(self.ctx, body, op, "map", self.ctx.attr(AttrKind::AffineMap(map)));
    }

    /// Upstream's clean-up: single-iteration copy loops promoted, the
    /// accesses in copy nests canonicalized.
    fn simplify_copy_nests(&self, body: &mut Body) {
        let mut accesses = Vec::new();
        let mut loops = Vec::new();
        for &nest in &self.copy_nests {
            let mut nest_loops = vec![nest];
            body.all_nested(nest, &mut |o| {
                if is_for(self.map_cx(body), o) {
                    nest_loops.push(o);
                } else if self.is_access(body, o) {
                    accesses.push(o);
                }
                true
            });
            // A copy nest is a chain: reversed, inner loops come first (a
            // post-order walk, as upstream).
            nest_loops.reverse();
            loops.extend(nest_loops);
        }
        for l in loops {
            promote_if_single_iteration(self.ctx, self.registry, body, l);
        }
        for op in accesses {
            let is_write = self.ctx.str(body.op(op).name) == StoreOp::NAME;
            let start = usize::from(is_write) + 1;
            let Some(map) =
                crate::dialects::affine::affine_map(self.ctx, body, op, crate::static_ident!(self.ctx, "map"))
            else {
                continue;
            };
            let operands = body.operands(op)[start..].to_vec();
            let leading = body.operands(op)[..start].to_vec();
            self.set_access_map(body, op, leading, map, operands);
        }
    }
}

/// The read regions then the write regions. A written box no single write
/// fills is read too: upstream copies a written box back whole, even the
/// elements nothing wrote (a strided or partial write), so Strata copies
/// it in first and those elements keep their values. A memref both read
/// and written gets the union of its boxes in both.
fn merge_regions(
    mut reads: Vec<(ValueId, Bounds)>,
    mut writes: Vec<(ValueId, Bounds)>,
    dense: &[(ValueId, Bounds)],
) -> Vec<Region> {
    for (m, b) in &writes {
        let filled = dense.iter().any(|(x, d)| x == m && d == b);
        if !filled && !reads.iter().any(|(x, _)| x == m) {
            reads.push((*m, b.clone()));
        }
    }
    for (m, b) in reads.iter_mut() {
        if let Some((_, w)) = writes.iter_mut().find(|(x, _)| x == m) {
            let u = union(b, w);
            *b = u.clone();
            *w = u;
        }
    }
    reads
        .into_iter()
        .map(|(memref, bounds)| Region { memref, bounds, is_write: false })
        .chain(writes.into_iter().map(|(memref, bounds)| Region { memref, bounds, is_write: true }))
        .collect()
}

/// Whether `v` is defined by an op of `range` or in one.
fn defined_in(body: &Body, v: ValueId, range: &[OpId]) -> bool {
    body.defining_op(v)
        .or_else(|| body.value_block(v).and_then(|b| body.parent_region(b)).and_then(|r| body.parent_op(r)))
        .is_some_and(|d| range.iter().any(|&r| body.is_ancestor(r, d)))
}

fn body_element_type(ctx: &Context, body: &Body, memref: ValueId) -> Type {
    match ctx.type_kind(body.value_type(memref)) {
        TypeKind::MemRef { element, .. } => *element,
        _ => unreachable!("copied values are memrefs"),
    }
}

#[cfg(test)]
mod tests {
    use super::create;
    use crate::pass::registry::lookup;

    fn options(text: &str) -> Result<crate::pass::registry::PassOptions, String> {
        crate::transforms::passes::register_passes();
        lookup("affine-data-copy-generate").expect("registered").parse_options(text)
    }

    #[test]
    fn every_upstream_option_is_accepted() {
        let text = "fast-mem-capacity=16 fast-mem-space=2 generate-dma=false min-dma-transfer=64 \
                    slow-mem-space=0 skip-non-unit-stride-loops=true tag-mem-space=3";
        assert!(create(&options(text).expect("valid")).is_ok());
    }

    #[test]
    fn a_non_numeric_space_is_rejected() {
        assert!(options("fast-mem-space=fast").is_err());
    }
}

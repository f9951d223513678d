//! `affine-loop-fusion`: producer-consumer and sibling fusion of
//! `affine.for` nests, as upstream's `LoopFusion` pass does for the nests
//! it fuses completely.
//!
//! In each block with several `affine.for` ops, a nest (the consumer)
//! that reads a memref an earlier nest (the producer) writes gets the
//! producer's computation at the top of its innermost loop, and the
//! producer goes. Upstream computes the slice of the producer each
//! consumer iteration needs; Strata fuses the case where that slice is one
//! producer iteration: both nests perfectly nested, of the same depth, with
//! the same bounds and steps, so producer iteration `x` runs at the start
//! of consumer iteration `x` (elementwise chains). Nothing is recomputed,
//! so upstream's cost model always accepts these fusions, at the innermost
//! depth. Siblings (`mode=sibling` or `greedy`) are nests with no
//! dependence between them that read a common memref, one element of it
//! per iteration in both: the earlier one goes into the later one the
//! same way.
//!
//! Legality: within the fused nest, no access of the consumer may reach an
//! access of the producer that ran before it originally (a dependence from
//! a consumer iteration to a later producer iteration, checked with
//! [`super::analysis::check_dependence`] after a tentative fusion, which is
//! undone when one may exist). Ops between the two nests decide where the
//! fused nest goes, as upstream's `getFusedLoopNestInsertionPoint`: before
//! the first one that depends on the producer, provided the consumer
//! depends on none at or after it. Memrefs are distinct when their values
//! are (upstream's dependence graph does the same).
//!
//! A produced memref that is a local `memref.alloc`/`memref.alloca` whose
//! only users are the fused nest's affine accesses, all to one element per
//! iteration, is privatized: a `memref<1x...x1xT>` allocated at the start
//! of the region (in `fusion-fast-mem-space` when it fits in
//! `fusion-local-buf-threshold` KiB), accessed at `[0, ..., 0]`; the old
//! `memref.alloc` goes.

use rustc_hash::FxHashSet;

use super::analysis::{accesses_in, check_dependence, enclosing_loops, is_for, scalar_bytes, MemRefAccess};
use super::unroll::loop_block;
use crate::dialects::affine::{int_value, loop_bound, ForOp, MapCx};
use crate::dialects::memref::AllocOp;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::IrMapping;
use crate::ir::{AttrKind, Attribute, BlockId, Body, Context, OpId, TypeKind, ValueId};
use crate::opdef::ods::set_attr;
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::rewrite::is_memory_effect_free;
use crate::syntax::diag::Diagnostic;

struct LoopFusion {
    producer_consumer: bool,
    sibling: bool,
    fast_mem_space: Option<u64>,
    local_buf_threshold_kib: u64,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let get = |name: &str| options.get(name).map(String::as_str).unwrap_or("");
    let (producer_consumer, sibling) = match get("mode") {
        "" | "greedy" => (true, true),
        "producer" => (true, false),
        "sibling" => (false, true),
        m => return Err(format!("affine-loop-fusion: invalid value '{m}' for option mode")),
    };
    let tolerance = get("fusion-compute-tolerance");
    if !tolerance.is_empty() && !tolerance.parse::<f64>().is_ok_and(f64::is_finite) {
        return Err(format!("affine-loop-fusion: invalid value '{tolerance}' for option fusion-compute-tolerance"));
    }
    let number = |name: &str| -> Result<Option<u64>, String> {
        match get(name) {
            "" => Ok(None),
            v => v.parse().map(Some).map_err(|_| format!("affine-loop-fusion: invalid value '{v}' for option {name}")),
        }
    };
    Ok(Box::new(LoopFusion {
        producer_consumer,
        sibling,
        fast_mem_space: number("fusion-fast-mem-space")?,
        local_buf_threshold_kib: number("fusion-local-buf-threshold")?.unwrap_or(0),
    }))
}

impl Pass for LoopFusion {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let body = &mut target.body;
        let mut blocks: Vec<BlockId> = Vec::new();
        for &r in &body.roots.clone() {
            blocks.extend(body.region(r).blocks.iter().copied());
            body.walk_region(r, &mut |o| {
                // Upstream leaves blocks inside affine ops alone.
                let mut a = Some(o);
                let mut in_affine = false;
                while let Some(x) = a {
                    in_affine |= cx.ctx.str(body.op(x).name).starts_with("affine.");
                    a = body.parent_of_op(x);
                }
                if body.op(o).inner.is_none() && !in_affine {
                    for &nr in &body.op(o).regions {
                        blocks.extend(body.region(nr).blocks.iter().copied());
                    }
                }
            });
        }
        let fcx = FusionCx { ctx: cx.ctx, registry: cx.registry, pass: self };
        for b in blocks {
            fcx.run_on_block(body, b);
        }
        Ok(())
    }
}

struct FusionCx<'a> {
    ctx: &'a Context,
    registry: &'a Registry,
    pass: &'a LoopFusion,
}

/// The memory accesses of an op and everything nested in it; `opaque` when
/// some nested op has memory effects other than affine accesses.
struct Footprint {
    accesses: Vec<MemRefAccess>,
    opaque: bool,
}

impl Footprint {
    fn conflicts_with(&self, other: &Footprint) -> bool {
        self.accesses.iter().any(|a| other.accesses.iter().any(|b| a.memref == b.memref && (a.is_write || b.is_write)))
    }
}

impl FusionCx<'_> {
    fn map_cx<'b>(&'b self, body: &'b Body) -> MapCx<'b> {
        MapCx { ctx: self.ctx, registry: self.registry, body }
    }

    fn run_on_block(&self, body: &mut Body, block: BlockId) {
        // Upstream visits consumers in order and their producers from the
        // closest back; after a fusion the block has changed, so start over.
        'again: loop {
            let nests: Vec<OpId> = body.block_ops(block).filter(|&o| is_for(self.map_cx(body), o)).collect();
            for (i, &dst) in nests.iter().enumerate() {
                for &src in nests[..i].iter().rev() {
                    if self.try_fuse(body, src, dst) {
                        continue 'again;
                    }
                }
            }
            return;
        }
    }

    fn footprint(&self, body: &Body, op: OpId) -> Footprint {
        let cx = self.map_cx(body);
        let mut fp = Footprint { accesses: Vec::new(), opaque: false };
        let mut visit = |o: OpId| {
            if let Some(a) = MemRefAccess::of(cx, o) {
                fp.accesses.push(a);
                return;
            }
            let name = self.ctx.str(body.op(o).name);
            let structural = matches!(name, "affine.for" | "affine.if" | "affine.yield" | "affine.apply");
            if !structural
                && (!body.op(o).regions.is_empty() || !is_memory_effect_free(self.ctx, self.registry, body, o))
            {
                fp.opaque = true;
            }
        };
        visit(op);
        body.all_nested(op, &mut |o| {
            visit(o);
            true
        });
        fp
    }

    /// Fuses `src` into `dst` when supported and legal.
    fn try_fuse(&self, body: &mut Body, src: OpId, dst: OpId) -> bool {
        let cx = self.map_cx(body);
        let (Some(src_loops), Some(dst_loops)) = (perfect_nest(cx, src), perfect_nest(cx, dst)) else {
            return false;
        };
        if src_loops.len() != dst_loops.len() || !same_bounds(cx, &src_loops, &dst_loops) {
            return false;
        }
        let (src_fp, dst_fp) = (self.footprint(body, src), self.footprint(body, dst));
        if src_fp.opaque || dst_fp.opaque {
            return false;
        }
        let produced: Vec<ValueId> = {
            let mut v: Vec<ValueId> = Vec::new();
            for a in src_fp.accesses.iter().filter(|a| a.is_write) {
                if !v.contains(&a.memref) && dst_fp.accesses.iter().any(|b| !b.is_write && b.memref == a.memref) {
                    v.push(a.memref);
                }
            }
            v
        };
        let kind_ok = if produced.is_empty() {
            self.pass.sibling && self.are_siblings(&src_fp, &dst_fp)
        } else {
            self.pass.producer_consumer
        };
        if !kind_ok {
            return false;
        }
        let Some(insertion) = self.insertion_point(body, src, dst, &src_fp, &dst_fp) else { return false };
        let Some(clones) = self.clone_into(body, &src_loops, &dst_loops) else { return false };
        // Siblings also need their shared reads to match element for element.
        let privatized = self
            .private_memrefs(body, dst, &produced, src)
            .filter(|_| !produced.is_empty() || self.reads_match(body, &clones, dst, &src_fp));
        let Some(privatized) = privatized else {
            erase_clones(body, &clones);
            return false;
        };
        body.erase_op(src);
        if insertion != dst {
            body.move_op_before(dst, insertion);
        }
        for m in privatized {
            self.privatize(body, dst, m);
        }
        true
    }

    /// Upstream's siblings: nests reading a common memref with no
    /// dependence between them (neither writes a memref the other uses).
    fn are_siblings(&self, src: &Footprint, dst: &Footprint) -> bool {
        let shared_read = src
            .accesses
            .iter()
            .any(|a| !a.is_write && dst.accesses.iter().any(|b| !b.is_write && b.memref == a.memref));
        shared_read && !src.conflicts_with(dst)
    }

    /// Whether, after a sibling's body was cloned into `dst`, every read of
    /// a memref both read reads one element per iteration (upstream's slice
    /// is then one sibling iteration at the same IVs).
    fn reads_match(&self, body: &Body, clones: &[OpId], dst: OpId, src_fp: &Footprint) -> bool {
        let cx = self.map_cx(body);
        let cloned: Vec<MemRefAccess> = clones.iter().flat_map(|&c| accesses_in(cx, c)).collect();
        let all = accesses_in(cx, dst);
        let shared: Vec<ValueId> = src_fp.accesses.iter().filter(|a| !a.is_write).map(|a| a.memref).collect();
        cloned
            .iter()
            .filter(|a| !a.is_write && shared.contains(&a.memref))
            .all(|a| all.iter().filter(|b| !b.is_write && b.memref == a.memref).all(|b| b.same_element(a)))
    }

    /// Upstream `getFusedLoopNestInsertionPoint`: the op before which the
    /// fused nest goes (`dst` itself when it stays), `None` when the ops
    /// between the nests allow no place.
    fn insertion_point(
        &self,
        body: &Body,
        src: OpId,
        dst: OpId,
        src_fp: &Footprint,
        dst_fp: &Footprint,
    ) -> Option<OpId> {
        let mut first_src_dep: Option<OpId> = None;
        let mut dst_dep_after_it = false;
        let mut next = body.next_op(src);
        while let Some(op) = next {
            if op == dst {
                break;
            }
            let fp = match self.ctx.str(body.op(op).name) {
                // Allocations matter through their uses only; deallocations
                // of a memref either nest uses stop the fusion, as upstream's
                // non-affine users in between do.
                "memref.alloc" | "memref.alloca" => Footprint { accesses: Vec::new(), opaque: false },
                "memref.dealloc" => {
                    let m = body.operands(op)[0];
                    if src_fp.accesses.iter().chain(&dst_fp.accesses).any(|a| a.memref == m) {
                        return None;
                    }
                    Footprint { accesses: Vec::new(), opaque: false }
                }
                _ => self.footprint(body, op),
            };
            if fp.opaque {
                return None;
            }
            let defines_used =
                body.results(op).iter().any(|&r| body.uses(r).iter().any(|u| body.is_ancestor(dst, u.op)));
            if src_fp.conflicts_with(&fp) && first_src_dep.is_none() {
                first_src_dep = Some(op);
            }
            if (dst_fp.conflicts_with(&fp) || defines_used) && first_src_dep.is_some() {
                dst_dep_after_it = true;
            }
            next = body.next_op(op);
        }
        match first_src_dep {
            Some(_) if dst_dep_after_it => None,
            Some(op) => Some(op),
            None => Some(dst),
        }
    }

    /// Clones the innermost body of `src_loops` to the start of the
    /// innermost body of `dst_loops` and returns the clones, when no
    /// dependence of the fused nest forbids it; otherwise leaves the IR
    /// unchanged.
    fn clone_into(&self, body: &mut Body, src_loops: &[OpId], dst_loops: &[OpId]) -> Option<Vec<OpId>> {
        let mut map = IrMapping::default();
        for (&s, &d) in src_loops.iter().zip(dst_loops) {
            map.map_value(iv(body, s), iv(body, d));
        }
        let (src_block, dst_block) =
            (loop_block(body, src_loops[src_loops.len() - 1]), loop_block(body, dst_loops[dst_loops.len() - 1]));
        let originals: Vec<OpId> = body.block_ops(dst_block).collect();
        let to_clone: Vec<OpId> =
            body.block_ops(src_block).filter(|&o| self.ctx.str(body.op(o).name) != "affine.yield").collect();
        let first = originals[0];
        let mut clones = Vec::with_capacity(to_clone.len());
        for o in to_clone {
            let c = body.clone_op(o, &mut map);
            body.insert_op_before(first, c);
            clones.push(c);
        }
        let cx = self.map_cx(body);
        let fused: Vec<MemRefAccess> = clones.iter().flat_map(|&c| accesses_in(cx, c)).collect();
        let consumer: Vec<MemRefAccess> = originals.iter().flat_map(|&o| accesses_in(cx, o)).collect();
        let outer = enclosing_loops(cx, dst_loops[0]).len();
        let depth = outer + dst_loops.len();
        // A consumer instance must not meet a producer instance of a later
        // iteration: originally the producer's ran first.
        let illegal = consumer.iter().any(|b| {
            fused.iter().any(|a| {
                a.memref == b.memref
                    && (a.is_write || b.is_write)
                    && (outer + 1..=depth).any(|d| check_dependence(cx, b, a, d).may_exist())
            })
        });
        if illegal {
            erase_clones(body, &clones);
            return None;
        }
        Some(clones)
    }

    /// The produced memrefs to privatize once `src` is gone: local
    /// allocations whose users are all affine accesses in `dst` (the fused
    /// nest) to one element per iteration. `None` when a local allocation
    /// is used only there but not in that way (upstream would privatize a
    /// larger region, which is not supported).
    fn private_memrefs(&self, body: &Body, dst: OpId, produced: &[ValueId], src: OpId) -> Option<Vec<ValueId>> {
        let cx = self.map_cx(body);
        let mut out = Vec::new();
        for &m in produced {
            let Some(def) = body.defining_op(m) else { continue };
            if !matches!(self.ctx.str(body.op(def).name), "memref.alloc" | "memref.alloca")
                || !body.operands(def).is_empty()
            {
                continue;
            }
            let users: Vec<OpId> = body.uses(m).iter().map(|u| u.op).collect();
            let outside = users.iter().any(|&u| !body.is_ancestor(dst, u) && !body.is_ancestor(src, u));
            let accesses: Vec<MemRefAccess> =
                users.iter().filter(|&&u| body.is_ancestor(dst, u)).filter_map(|&u| MemRefAccess::of(cx, u)).collect();
            let in_dst = users.iter().filter(|&&u| body.is_ancestor(dst, u)).count();
            if outside || accesses.len() != in_dst {
                continue;
            }
            let TypeKind::MemRef { shape, .. } = self.ctx.type_kind(body.value_type(m)) else { continue };
            if shape.iter().any(|&d| d < 0) {
                continue;
            }
            if accesses.iter().any(|a| a.is_vector || !a.same_element(&accesses[0])) {
                return None;
            }
            out.push(m);
        }
        Some(out)
    }

    /// Replaces `m` by a one-element buffer allocated at the start of the
    /// region holding `nest`.
    fn privatize(&self, body: &mut Body, nest: OpId, m: ValueId) {
        let ctx = self.ctx;
        let TypeKind::MemRef { shape, element, memory_space, .. } = ctx.type_kind(body.value_type(m)).clone() else {
            return;
        };
        let rank = shape.len();
        let space = match self.pass.fast_mem_space {
            Some(fast) if scalar_bytes(ctx, element).is_some_and(|b| b <= self.pass.local_buf_threshold_kib * 1024) => {
                Some(ctx.int_attr(ctx.integer_type(64), fast as i64))
            }
            _ => memory_space,
        };
        let ty = ctx.ty(TypeKind::MemRef { shape: vec![1; rank], element, layout: None, memory_space: space });
        let Some(block) = body.parent_block(nest) else { return };
        let Some(region) = body.parent_region(block) else { return };
        let entry = body.region(region).blocks[0];
        let loc = body.op(nest).loc;
        let alloc = AllocOp::create(ctx, body, loc, Vec::new(), Vec::new(), ty, None).0;
        body.prepend_op(entry, alloc);
        let new = body.results(alloc)[0];
        let zero: Attribute = ctx.attr(AttrKind::AffineMap(AffineMap::new(0, 0, vec![AffineExpr::Constant(0); rank])));
        let users: Vec<OpId> = {
            let mut seen = FxHashSet::default();
            body.uses(m).iter().map(|u| u.op).filter(|&u| seen.insert(u)).collect()
        };
        for u in users {
            let is_write = super::analysis::is_affine_write(self.map_cx(body), u);
            let start = usize::from(is_write);
            let mut operands = body.operands(u)[..=start].to_vec();
            operands[start] = new;
            body.set_operands(u, operands);
            set_attr(ctx, body, u, "map", zero);
        }
        if let Some(def) = body.defining_op(m) {
            if ctx.str(body.op(def).name) == "memref.alloc" && body.uses(m).is_empty() {
                body.erase_op(def);
            }
        }
    }
}

/// Undoes a tentative fusion: the cloned ops go, last first.
fn erase_clones(body: &mut Body, clones: &[OpId]) {
    for &c in clones.iter().rev() {
        body.erase_op(c);
    }
}

/// The induction variable of an `affine.for`.
fn iv(body: &Body, l: OpId) -> ValueId {
    body.block(loop_block(body, l)).args[0]
}

/// The loops of the perfect nest rooted at `root`, outermost first, when
/// no loop yields values and the innermost body holds no loop.
fn perfect_nest(cx: MapCx<'_>, root: OpId) -> Option<Vec<OpId>> {
    let body = cx.body;
    let mut loops = vec![root];
    loop {
        let l = loops[loops.len() - 1];
        if !body.results(l).is_empty() || !ForOp(l).inits(cx.ctx, body).is_empty() {
            return None;
        }
        let ops: Vec<OpId> =
            body.block_ops(loop_block(body, l)).filter(|&o| cx.ctx.str(body.op(o).name) != "affine.yield").collect();
        if let [only] = ops.as_slice() {
            if is_for(cx, *only) {
                loops.push(*only);
                continue;
            }
        }
        let mut has_loop = false;
        body.all_nested(l, &mut |o| {
            has_loop |= is_for(cx, o);
            !has_loop
        });
        return (!has_loop).then_some(loops);
    }
}

/// Whether the loops have the same constant bounds and step 1 (upstream
/// fuses no other strided nests).
fn same_bounds(cx: MapCx<'_>, src: &[OpId], dst: &[OpId]) -> bool {
    let body = cx.body;
    src.iter().zip(dst).all(|(&s, &d)| {
        let step = |l: OpId| int_value(cx.ctx, ForOp(l).step(cx.ctx, body));
        // Upstream computes no slice for symbolic or dependent bounds.
        let bound = |lower: bool| match (loop_bound(cx.ctx, body, s, lower), loop_bound(cx.ctx, body, d, lower)) {
            (Some((ms, _)), Some((md, _))) => ms.single_constant_result().is_some() && ms == md,
            _ => false,
        };
        step(s) == Some(1) && step(d) == Some(1) && bound(true) && bound(false)
    })
}

#[cfg(test)]
mod tests {
    use super::create;
    use crate::pass::registry::lookup;

    fn options(text: &str) -> crate::pass::registry::PassOptions {
        crate::transforms::passes::register_passes();
        lookup("affine-loop-fusion").expect("registered").parse_options(text).expect("valid options")
    }

    #[test]
    fn every_mode_is_accepted() {
        assert!(create(&options("mode=producer")).is_ok());
        assert!(create(&options("mode=sibling")).is_ok());
        assert!(create(&options("mode=greedy fusion-maximal=true fusion-compute-tolerance=0.5")).is_ok());
    }

    #[test]
    fn an_unknown_mode_is_rejected() {
        assert!(lookup("affine-loop-fusion").expect("registered").parse_options("mode=all").is_err());
    }

    #[test]
    fn a_non_numeric_compute_tolerance_is_rejected() {
        assert!(create(&options("fusion-compute-tolerance=lots")).is_err());
    }
}

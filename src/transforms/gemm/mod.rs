//! `affine-gemm`: GEMM-like affine loop nests become packed, register-tiled,
//! vectorized code, the structure of hand-tuned BLAS libraries.
//!
//! A nest qualifies when it is three `affine.for` loops from 0 with step 1
//! and symbol or constant upper bounds, whose only work is
//! `C[i, j] = C[i, j] + A[i, k] * B[k, j]` (`A[k, i]` also; the loads of A
//! or B may be hoisted to an outer loop; the operands of `arith.addf` and
//! `arith.mulf` in either order) on memrefs of `f32` or `f64` with unit
//! stride along their last dimension, C a different value from A and B.
//! The loops may come in any order. Memrefs of rank 3 or more are batches:
//! their leading indices must not move with the three loops, and the nest
//! works on the matrix a rank-reducing subview selects.
//!
//! The rewrite reads A and B ahead of the writes to C (packing), so it is
//! only valid when C shares no memory with them. When the IR does not show
//! that (`alias::may_alias`: two function arguments may view one buffer),
//! the nest is versioned (`alias::version_nest`): the rewritten nest runs
//! when a run-time check finds C's address range disjoint from A's and
//! B's, the original nest otherwise. `assume-no-alias` (C's `restrict`)
//! skips the check. Nests in the alias-safe copy of an earlier versioning
//! are left alone.
//!
//! The nest is replaced, in place, by:
//! 1. three levels of cache tiling: columns of C in blocks of `nc`, the
//!    reduction in blocks of `kc`, rows in blocks of `mc`;
//! 2. packing: each `kc x nc` block of B is copied into `nr`-wide
//!    column panels, contiguous along k (a buffer of the block's size, so
//!    the micro-kernel's loads never conflict in the cache), and each
//!    `mc x kc` block of A into `mr`-tall row panels, contiguous along k;
//!    panels are padded with zeros to whole tiles;
//! 3. a register tile of `mr x nr` elements of C, `mr * nr / lanes` vector
//!    accumulators carried through the k loop (`iter_args`), fully unrolled
//!    and jammed: per k, `nr / lanes` vector loads of B, `mr` broadcasts of
//!    A, and `mr * nr / lanes` multiply-adds;
//! 4. edge tiles read and write C through masked transfers, guarded per
//!    row; whole tiles with plain vector loads and stores.
//!
//! Each element of C still accumulates its products in the order of k, and
//! the multiply and add keep the fast-math flags of the source ops, so the
//! result is bit-identical to the original nest unless those flags allow
//! contraction (`contract` on both), which LLVM then turns into
//! fused multiply-adds.
//!
//! The tile sizes come from a cost model (`cost.rs`) over the target's
//! vector width, vector register count and cache sizes, which are pass
//! options (`strata compile -O3` fills them in from the target machine);
//! each can be overridden.

mod cost;
mod nest;
mod template;
mod views;

pub use cost::{TargetShape, Tiles};

use super::alias;

use crate::dialects::affine::{is_valid_symbol_value, ForOp};
use crate::dialects::memref::layout::strides_and_offset;
use crate::ir::affine::AffineMap;
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, TypeKind, ValueId};
use crate::opdef::ods::attr;
use crate::opdef::Registry;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::syntax::printer::{attr_to_string, type_to_string};

/// Nests with fewer multiply-adds than this (all trip counts constant) are
/// left alone: packing would cost more than it saves.
const MIN_STATIC_WORK: u64 = 32 * 32 * 32;

struct AffineGemm {
    shape: TargetShape,
    overrides: Tiles,
    /// Take distinct memref values not to alias (no run-time check).
    assume_no_alias: bool,
    /// Mark the packing buffers as scratch buffers (`strata.scratch`).
    scratch: bool,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let num = |name: &str| -> Result<u64, String> {
        let v = opts.get(name).map_or("0", String::as_str);
        v.parse::<u64>().map_err(|_| format!("affine-gemm: '{v}' is not a valid value for '{name}'"))
    };
    let shape = TargetShape {
        vector_bits: num("vector-bits")?,
        vector_registers: num("vector-registers")?,
        l1_bytes: num("l1-cache-bytes")?,
        l2_bytes: num("l2-cache-bytes")?,
    };
    if shape.vector_bits < 64 || !shape.vector_bits.is_power_of_two() || shape.vector_bits > 4096 {
        return Err(format!(
            "affine-gemm: vector-bits must be a power of two from 64 to 4096, not {}",
            shape.vector_bits
        ));
    }
    if shape.vector_registers < 8 {
        return Err(format!("affine-gemm: vector-registers must be at least 8, not {}", shape.vector_registers));
    }
    let overrides = Tiles { mr: num("mr")?, nr: num("nr")?, kc: num("kc")?, mc: num("mc")?, nc: num("nc")? };
    let assume_no_alias = crate::pass::registry::flag(opts, "assume-no-alias");
    let scratch = !matches!(opts.get("scratch-buffers").map(String::as_str), Some("false"));
    Ok(Box::new(AffineGemm { shape, overrides, assume_no_alias, scratch }))
}

impl Pass for AffineGemm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let body = &mut target.body;
        let mut nests = Vec::new();
        for r in body.roots.clone() {
            outermost_loops(cx.ctx, body, r, &mut nests);
        }
        // Outermost loops first; a loop that is not a GEMM nest may hold
        // one (a batch loop around it).
        nests.reverse();
        while let Some(outer) = nests.pop() {
            let gemm = if alias::in_fallback(cx.ctx, body, outer) {
                None
            } else {
                match_gemm(cx.ctx, cx.registry, body, outer)
            };
            let Some(mut gemm) = gemm else {
                let is_gemm = |body: &Body, root: OpId| {
                    let g = match_gemm(cx.ctx, cx.registry, body, root);
                    g.is_some_and(|g| !g.static_work().is_some_and(|w| w < MIN_STATIC_WORK))
                };
                if let Some(band) =
                    nest::bring_band_inward(cx.ctx, cx.registry, body, outer, self.assume_no_alias, is_gemm)
                {
                    nests.push(band);
                    continue;
                }
                for &r in &body.op(outer).regions {
                    let mut inner = Vec::new();
                    outermost_loops(cx.ctx, body, r, &mut inner);
                    nests.extend(inner.into_iter().rev());
                }
                continue;
            };
            let lanes = self.shape.vector_bits / (8 * gemm.element_bytes);
            let Some(tiles) = cost::choose(&self.shape, gemm.element_bytes, &self.overrides) else { continue };
            if gemm.static_work().is_some_and(|w| w < MIN_STATIC_WORK) || lanes < 2 {
                continue;
            }
            let pairs = if self.assume_no_alias {
                Vec::new()
            } else {
                alias::unproven_pairs(cx.ctx, body, &[gemm.c], &[gemm.a, gemm.b])
            };
            if !pairs.is_empty() {
                match alias::version_nest(cx.ctx, cx.registry, body, outer, &pairs)? {
                    Some(copy) => gemm.outer = copy,
                    None => continue,
                }
            }
            rewrite(cx.ctx, cx.registry, body, &gemm, &tiles, lanes, self.scratch)?;
        }
        Ok(())
    }
}

/// The outermost `affine.for` ops of `region` (not those nested in one).
fn outermost_loops(ctx: &Context, body: &Body, region: crate::ir::RegionId, out: &mut Vec<OpId>) {
    for &b in &body.region(region).blocks {
        for op in body.block_ops(b) {
            if ctx.str(body.op(op).name) == ForOp::NAME {
                out.push(op);
            } else if body.op(op).inner.is_none() {
                for &r in &body.op(op).regions {
                    crate::stack::ensure_sufficient_stack(|| outermost_loops(ctx, body, r, out));
                }
            }
        }
    }
}

/// A recognized nest.
struct Gemm {
    outer: OpId,
    a: ValueId,
    b: ValueId,
    c: ValueId,
    /// The matrix views of A, B and C the nest works on when they are not
    /// plain matrices (a batch of them, or a window), with the band loops
    /// of their last two indices.
    views: [Option<(views::View, Vec<usize>)>; 3],
    /// The band positions of the i, j and k loops.
    roles: [usize; 3],
    /// A is indexed `[k, i]`.
    a_transposed: bool,
    /// B is read as `B[j, k]` (`linalg.matmul_transpose_b`).
    b_transposed: bool,
    /// Upper bounds of the i, j and k loops (map and operands).
    bounds: [(AffineMap, Vec<ValueId>); 3],
    element: crate::ir::Type,
    element_bytes: u64,
    /// The product comes first in the `arith.addf`.
    product_first: bool,
    /// The A element is the first operand of the `arith.mulf`.
    a_first: bool,
    mul_fastmath: Option<Attribute>,
    add_fastmath: Option<Attribute>,
}

impl Gemm {
    fn static_work(&self) -> Option<u64> {
        self.bounds.iter().try_fold(1u64, |acc, (map, _)| {
            let c = map.single_constant_result()?;
            Some(acc.saturating_mul(c.max(0) as u64))
        })
    }
}

pub(super) fn map_attr(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<AffineMap> {
    match ctx.attr_kind(attr(ctx, body, op, name)?) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        _ => None,
    }
}

/// Whether `l` is an `affine.for` from 0 with step 1 to one bound of
/// constants and symbols, carrying no values: the loops the GEMM rewrite
/// and the nest reordering handle.
fn is_simple_loop(ctx: &Context, registry: &Registry, body: &Body, l: OpId) -> bool {
    let f = ForOp(l);
    if !f.inits(ctx, body).is_empty() || !body.results(l).is_empty() {
        return false;
    }
    let step = f.step(ctx, body).and_then(|s| match ctx.attr_kind(s) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    });
    let (lb, ub) = (map_attr(ctx, body, l, "lowerBoundMap"), map_attr(ctx, body, l, "upperBoundMap"));
    let (Some(lb), Some(ub)) = (lb, ub) else { return false };
    step == Some(1)
        && lb.single_constant_result() == Some(0)
        && ub.num_results() == 1
        && f.upper_bound_operands(ctx, body).iter().all(|&v| is_valid_symbol_value(ctx, registry, body, v))
}

/// The three loops of a perfect-enough nest rooted at `outer` and the ops of
/// their bodies other than the nested loop and the terminators.
fn loop_band(ctx: &Context, registry: &Registry, body: &Body, outer: OpId) -> Option<([OpId; 3], Vec<OpId>)> {
    let mut loops = Vec::new();
    let mut work = Vec::new();
    let mut current = Some(outer);
    while let Some(l) = current.take() {
        if loops.len() == 3 {
            return None;
        }
        if !is_simple_loop(ctx, registry, body, l) {
            return None;
        }
        loops.push(l);
        let region = body.op(l).regions[0];
        let &[block] = body.region(region).blocks.as_slice() else { return None };
        for op in body.block_ops(block) {
            match ctx.str(body.op(op).name) {
                ForOp::NAME if current.is_none() => current = Some(op),
                "affine.yield" => {}
                _ => work.push(op),
            }
        }
    }
    let loops: [OpId; 3] = loops.try_into().ok()?;
    Some((loops, work))
}

/// The element type, when `t` is a memref of rank 2 or more of f32 or f64
/// with unit stride along its last dimension in the default memory space
/// (a batch of matrices in the leading dimensions).
fn gemm_operand_type(ctx: &Context, t: crate::ir::Type) -> Option<(crate::ir::Type, u64)> {
    let TypeKind::MemRef { shape, element, memory_space: None, .. } = ctx.type_kind(t) else { return None };
    if shape.len() < 2 {
        return None;
    }
    let (strides, _) = strides_and_offset(ctx, t)?;
    if strides.last() != Some(&1) {
        return None;
    }
    let bytes = match type_to_string(ctx, *element).as_str() {
        "f32" => 4,
        "f64" => 8,
        _ => return None,
    };
    Some((*element, bytes))
}

fn match_gemm(ctx: &Context, registry: &Registry, body: &Body, outer: OpId) -> Option<Gemm> {
    let (loops, work) = loop_band(ctx, registry, body, outer)?;
    let ivs = loops.map(|l| body.block(body.region(body.op(l).regions[0]).blocks[0]).args[0]);
    let named = |n: &str| work.iter().copied().filter(|&o| ctx.str(body.op(o).name) == n).collect::<Vec<_>>();
    let (loads, muls, adds, stores) =
        (named("affine.load"), named("arith.mulf"), named("arith.addf"), named("affine.store"));
    if loads.len() != 3 || muls.len() != 1 || adds.len() != 1 || stores.len() != 1 || work.len() != 6 {
        return None;
    }
    let innermost = body.region(body.op(loops[2]).regions[0]).blocks[0];
    let (mul, add, store) = (muls[0], adds[0], stores[0]);
    if [mul, add, store].iter().any(|&o| body.parent_block(o) != Some(innermost)) {
        return None;
    }
    // The store writes `load C + mul`, at the address the C load reads.
    let st = body.operands(store);
    let (c, c_indices) = (st[1], &st[2..]);
    if body.defining_op(st[0]) != Some(add) || body.uses(st[0]).len() != 1 {
        return None;
    }
    let views::Access { loops: c_loops, view: c_view } = views::access_loops(ctx, body, store, c_indices, &ivs)?;
    if c_view.as_ref().is_some_and(|v| v.shifted.contains(&true)) {
        return None;
    }
    let add_ops = body.operands(add);
    let load_of = |v: ValueId| body.defining_op(v).filter(|d| loads.contains(d));
    let (c_load, product_first) = match (load_of(add_ops[0]), load_of(add_ops[1])) {
        (Some(l), _) if body.defining_op(add_ops[1]) == Some(mul) => (l, false),
        (_, Some(l)) if body.defining_op(add_ops[0]) == Some(mul) => (l, true),
        _ => return None,
    };
    let cl = body.operands(c_load);
    if cl[0] != c
        || cl[1..] != *c_indices
        || map_attr(ctx, body, c_load, "map") != map_attr(ctx, body, store, "map")
        || body.uses(body.results(c_load)[0]).len() != 1
        || body.uses(body.results(mul)[0]).len() != 1
    {
        return None;
    }
    let (i, j) = match c_loops.as_slice() {
        [i, j] if i != j => (*i, *j),
        _ => return None,
    };
    let k = 3 - i - j;
    // The product multiplies A[i, k] (or A[k, i]) and B[k, j].
    let mul_ops = body.operands(mul);
    let (x, y) = (load_of(mul_ops[0])?, load_of(mul_ops[1])?);
    if x == c_load || y == c_load || x == y {
        return None;
    }
    let operand_loops = |l: OpId| {
        let o = body.operands(l);
        views::access_loops(ctx, body, l, &o[1..], &ivs).map(|access| (o[0], access))
    };
    let (xm, xa) = operand_loops(x)?;
    let (ym, ya) = operand_loops(y)?;
    let is_b = |ls: &[usize]| ls == [k, j] || ls == [j, k];
    let is_a = |ls: &[usize]| ls == [i, k] || ls == [k, i];
    let (a_first, (a, aa), (b, ba)) = if is_a(&xa.loops) && is_b(&ya.loops) {
        (true, (xm, xa), (ym, ya))
    } else if is_b(&xa.loops) && is_a(&ya.loops) {
        (false, (ym, ya), (xm, xa))
    } else {
        return None;
    };
    let (al, bl) = (aa.loops.clone(), ba.loops.clone());
    let with_loops = |a: views::Access| a.view.map(|v| (v, a.loops));
    let c_access = c_view.map(|v| (v, c_loops.clone()));
    if a == c || b == c {
        return None;
    }
    let (element, element_bytes) = gemm_operand_type(ctx, body.value_type(c))?;
    for m in [a, b] {
        if gemm_operand_type(ctx, body.value_type(m))?.0 != element {
            return None;
        }
    }
    if body.value_type(body.results(add)[0]) != element {
        return None;
    }
    let bound = |l: OpId| (map_attr(ctx, body, l, "upperBoundMap"), ForOp(l).upper_bound_operands(ctx, body).to_vec());
    let bounds = [bound(loops[i]), bound(loops[j]), bound(loops[k])];
    let [(Some(bi), oi), (Some(bj), oj), (Some(bk), ok)] = bounds else { return None };
    Some(Gemm {
        outer,
        a,
        b,
        c,
        views: [with_loops(aa), with_loops(ba), c_access],
        roles: [i, j, k],
        a_transposed: al == [k, i],
        b_transposed: bl == [j, k],
        bounds: [(bi, oi), (bj, oj), (bk, ok)],
        element,
        element_bytes,
        product_first,
        a_first,
        mul_fastmath: attr(ctx, body, mul, crate::static_ident!(ctx, "fastmath")),
        add_fastmath: attr(ctx, body, add, crate::static_ident!(ctx, "fastmath")),
    })
}

/// Replace the nest by the tiled, packed, vectorized form.
fn rewrite(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    gemm: &Gemm,
    tiles: &Tiles,
    lanes: u64,
    scratch: bool,
) -> Result<(), Diagnostic> {
    let flags = |a: Option<Attribute>| a.map(|a| format!(" fastmath{}", fastmath_suffix(ctx, a))).unwrap_or_default();
    // The sizes: each loop's upper bound, computed before the nest.
    let mut sizes = Vec::new();
    for (map, operands) in &gemm.bounds {
        sizes.push(bound_value(ctx, body, gemm.outer, map, operands));
    }
    let mut matrices = [gemm.a, gemm.b, gemm.c];
    for (m, view) in matrices.iter_mut().zip(&gemm.views) {
        if let Some((view, loops)) = view {
            // A shifted dimension's size is its loop's trip count.
            let size = |d: usize| {
                let role = gemm.roles.iter().position(|&r| r == loops[d]);
                role.filter(|_| view.shifted[d]).map(|r| sizes[r])
            };
            *m = views::matrix_view(ctx, registry, body, gemm.outer, *m, view, [size(0), size(1)])?;
        }
    }
    let [a, b, c] = matrices;
    let params = template::Params {
        element: type_to_string(ctx, gemm.element),
        a_type: type_to_string(ctx, body.value_type(a)),
        b_type: type_to_string(ctx, body.value_type(b)),
        c_type: type_to_string(ctx, body.value_type(c)),
        a_transposed: gemm.a_transposed,
        b_transposed: gemm.b_transposed,
        product_first: gemm.product_first,
        a_first: gemm.a_first,
        mul_flags: flags(gemm.mul_fastmath),
        add_flags: flags(gemm.add_fastmath),
        lanes,
        element_bytes: gemm.element_bytes,
        tiles: *tiles,
        scratch,
    };
    let text = template::kernel(&params);
    let args: Vec<ValueId> = [a, b, c].into_iter().chain(sizes).collect();
    alias::instantiate_before(ctx, registry, body, gemm.outer, &text, &args)?;
    body.erase_op(gemm.outer);
    Ok(())
}

/// `<contract>` of `#arith.fastmath<contract>`.
fn fastmath_suffix(ctx: &Context, a: Attribute) -> String {
    let s = attr_to_string(ctx, a);
    s.strip_prefix("#arith.fastmath").map_or(s.clone(), str::to_string)
}

/// The value of a loop's upper bound, built before `anchor` when it is not
/// an operand already.
fn bound_value(ctx: &Context, body: &mut Body, anchor: OpId, map: &AffineMap, operands: &[ValueId]) -> ValueId {
    let index = ctx.index_type();
    let loc = body.op(anchor).loc;
    let op = if let Some(c) = map.single_constant_result() {
        body.create_op(crate::ir::OperationState {
            name: crate::static_ident!(ctx, "arith.constant"),
            loc,
            operands: Vec::new(),
            result_types: vec![index],
            properties: Some(ctx.dictionary(vec![(crate::static_ident!(ctx, "value"), ctx.int_attr(index, c))])),
            attributes: ctx.empty_dictionary(),
            successors: Vec::new(),
            regions: Vec::new(),
            inner: None,
        })
    } else {
        if let (Some(d), 0) = (map.results[0].as_symbol(), map.num_dims) {
            return operands[d];
        }
        let map = ctx.attr(AttrKind::AffineMap(map.clone()));
        crate::dialects::affine::ApplyOp::create(ctx, body, loc, operands.to_vec(), index, map).0
    };
    body.insert_op_before(anchor, op);
    body.results(op)[0]
}

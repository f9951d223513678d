//! `affine-loop-tile`: tiles each maximal perfect nest ("band") of
//! `affine.for` loops at the top of a function, as upstream's `LoopTiling`
//! pass and `tilePerfectlyNested`. A band of `n` loops becomes `n`
//! tile-space loops (the original bounds, the step times the tile size)
//! around `n` intra-tile loops running from the tile-space IV for one
//! tile, bounded by the original upper bound (`min`) when the tile size
//! does not divide the trip count.
//!
//! Tile sizes: `tile-size` for every loop, else `tile-sizes` (one per loop
//! of the band, missing ones 4), else sizes that make the band's memory
//! footprint fit in `cache-size` KiB (the n-th root of the excess per
//! loop, the last loop taking the balance, each lowered to a divisor of a
//! constant trip count). Tiling twice tiles the tile-space loops again.
//! Bands whose loops yield values or whose bounds depend on each other
//! (not hyper-rectangular) are left alone.

use super::analysis::{enclosing_loops, is_for, largest_divisor_of_trip_count, MemRefAccess};
use super::unroll::{loop_block, LoopCx};
use crate::dialects::affine::{constant_trip_count, int_value, loop_bound, set_loop_bounds, ForOp, MapCx, YieldOp};
use crate::ir::affine::simplify::flatten_affine_expr;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Body, OpId, TypeKind, ValueId};
use crate::opdef::ods::set_attr;
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;

/// Upstream's tile size where none is known.
pub const DEFAULT_TILE_SIZE: u64 = 4;

struct LoopTiling {
    cache_size_kib: u64,
    tile_size: u64,
    tile_sizes: Vec<u64>,
}

pub fn create(options: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let number = |name: &str, default: u64| -> Result<u64, String> {
        match options.get(name).map(String::as_str) {
            None | Some("") => Ok(default),
            Some(v) => v.parse().map_err(|_| format!("invalid value '{v}' for option {name}")),
        }
    };
    if options.get("separate").is_some_and(|v| v == "true" || v == "1") {
        return Err("affine-loop-tile: option 'separate' (full/partial tile separation) is not supported yet".into());
    }
    let tile_sizes = match options.get("tile-sizes").map(String::as_str) {
        None | Some("") => Vec::new(),
        Some(list) => list
            .split(',')
            .map(|s| s.trim().parse().map_err(|_| format!("invalid value '{s}' for option tile-sizes")))
            .collect::<Result<_, _>>()?,
    };
    Ok(Box::new(LoopTiling {
        cache_size_kib: number("cache-size", 512)?,
        tile_size: number("tile-size", 0)?,
        tile_sizes,
    }))
}

impl Pass for LoopTiling {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let lcx = LoopCx { ctx: cx.ctx, registry: cx.registry };
        let body = &mut target.body;
        for band in tileable_bands(lcx, body) {
            if !is_tiling_legal(MapCx { ctx: cx.ctx, registry: cx.registry, body }, &band) {
                continue;
            }
            let sizes = self.tile_sizes_for(lcx, body, &band);
            tile_perfectly_nested(lcx, body, &band, &sizes);
        }
        Ok(())
    }
}

impl LoopTiling {
    /// Upstream `LoopTiling::getTileSizes`.
    fn tile_sizes_for(&self, lcx: LoopCx<'_>, body: &Body, band: &[OpId]) -> Vec<u64> {
        if self.tile_size != 0 {
            return vec![self.tile_size; band.len()];
        }
        if !self.tile_sizes.is_empty() {
            let mut sizes = self.tile_sizes.clone();
            sizes.resize(band.len(), DEFAULT_TILE_SIZE);
            return sizes;
        }
        let cx = MapCx { ctx: lcx.ctx, registry: lcx.registry, body };
        let Some(footprint) = memory_footprint_bytes(cx, band[0]) else {
            let mut sizes = vec![DEFAULT_TILE_SIZE; band.len()];
            adjust_to_divisors_of_trip_counts(lcx, body, band, &mut sizes);
            return sizes;
        };
        let excess = footprint.div_ceil(self.cache_size_kib.saturating_mul(1024).max(1));
        if excess <= 1 {
            return vec![1; band.len()];
        }
        let size = (excess as f64).powf(1.0 / band.len() as f64).floor() as u64;
        let mut sizes = Vec::with_capacity(band.len());
        let mut product = 1u64;
        for i in 0..band.len() {
            let s = if i + 1 < band.len() { size } else { (excess / product.max(1)).max(1) };
            sizes.push(s);
            product = product.saturating_mul(s);
        }
        adjust_to_divisors_of_trip_counts(lcx, body, band, &mut sizes);
        sizes
    }
}

/// Upstream `adjustToDivisorsOfTripCounts`: each size becomes the largest
/// divisor of its loop's constant trip count not above it (nor above half
/// the trip count).
fn adjust_to_divisors_of_trip_counts(lcx: LoopCx<'_>, body: &Body, band: &[OpId], sizes: &mut [u64]) {
    for (&l, size) in band.iter().zip(sizes.iter_mut()) {
        let Some(trip) = constant_trip_count(lcx.ctx, lcx.registry, body, l) else { continue };
        if trip > 1 && *size > trip / 2 {
            *size = trip / 2;
        }
        while *size > 1 && trip % *size != 0 {
            *size -= 1;
        }
        *size = (*size).max(1);
    }
}

/// Upstream `checkTilingLegality`: no dependence between the accesses in
/// the band, at any depth, has a distance range that is negative along a
/// loop (upstream's test, `lb < ub < 0`: a single negative distance does
/// not count). One loop can always be tiled. Vector accesses are compared
/// by their first elements, as upstream; any other dependence the analysis
/// does not decide makes tiling illegal, where upstream's exact solver may
/// find it legal.
pub fn is_tiling_legal(cx: MapCx<'_>, band: &[OpId]) -> bool {
    use super::analysis::{check_dependence, Dependence};
    let Some(&root) = band.first() else { return true };
    if band.len() == 1 {
        return true;
    }
    let accesses: Vec<MemRefAccess> =
        super::analysis::accesses_in(cx, root).into_iter().map(|a| MemRefAccess { is_vector: false, ..a }).collect();
    (1..=band.len() + 1).all(|d| {
        accesses.iter().all(|s| {
            accesses.iter().all(|t| match check_dependence(cx, s, t, d) {
                Dependence::Distances(ranges) => {
                    !ranges.iter().any(|r| matches!((r.lb, r.ub), (Some(lb), Some(ub)) if lb < ub && ub < 0))
                }
                Dependence::None => true,
                Dependence::Unknown => false,
            })
        })
    })
}

/// Upstream `getTileableBands`: for each `affine.for` directly in the
/// function body, the loops perfectly nested in it, outermost first.
pub fn tileable_bands(lcx: LoopCx<'_>, body: &Body) -> Vec<Vec<OpId>> {
    let cx = MapCx { ctx: lcx.ctx, registry: lcx.registry, body };
    let mut bands = Vec::new();
    for &r in &body.roots {
        for &b in &body.region(r).blocks {
            for op in body.block_ops(b).filter(|&o| is_for(cx, o)) {
                bands.push(perfectly_nested_loops(cx, op));
            }
        }
    }
    bands
}

/// Upstream `getPerfectlyNestedLoops`: `root` and the loops each alone in
/// the body of the previous one.
pub fn perfectly_nested_loops(cx: MapCx<'_>, root: OpId) -> Vec<OpId> {
    let mut band = vec![root];
    let mut current = root;
    loop {
        let block = loop_block(cx.body, current);
        let ops: Vec<OpId> = cx.body.block_ops(block).collect();
        match ops.as_slice() {
            [inner, _] if is_for(cx, *inner) => {
                band.push(*inner);
                current = *inner;
            }
            _ => return band,
        }
    }
}

/// Upstream `tilePerfectlyNested`: tiles the perfect nest `band` with
/// `sizes` (one per loop). Returns the new loops, tile-space loops first,
/// or `None` (nothing changed) when a loop yields values, the band is not
/// perfectly nested, or a bound depends on another loop of the band.
pub fn tile_perfectly_nested(lcx: LoopCx<'_>, body: &mut Body, band: &[OpId], sizes: &[u64]) -> Option<Vec<OpId>> {
    let ctx = lcx.ctx;
    if band.is_empty() || sizes.len() != band.len() || sizes.contains(&0) {
        return None;
    }
    if band.iter().any(|&l| !body.results(l).is_empty()) || !is_hyper_rectangular(lcx, body, band) {
        return None;
    }
    let cx = MapCx { ctx, registry: lcx.registry, body };
    if band.windows(2).any(|w| perfectly_nested_loops(cx, w[0]).get(1) != Some(&w[1])) {
        return None;
    }
    let width = band.len();
    let root = band[0];
    let loc = body.op(root).loc;
    let mut tiled = vec![root; 2 * width];
    let mut top = root;
    for i in 0..2 * width {
        let new = empty_loop(lcx, body, loc);
        body.insert_op_before(top, new);
        let yield_op = body.last_op(loop_block(body, new))?;
        body.move_op_before(top, yield_op);
        tiled[2 * width - 1 - i] = new;
        top = new;
    }
    let innermost_point = tiled[2 * width - 1];
    let inner_block = loop_block(body, band[width - 1]);
    let moved: Vec<OpId> = body.block_ops(inner_block).collect();
    for &op in &moved[..moved.len() - 1] {
        body.move_op_before(op, root);
    }
    debug_assert_eq!(body.parent_block(root), Some(loop_block(body, innermost_point)));
    set_tiled_bounds(lcx, body, band, &tiled, sizes);
    for i in 0..width {
        let old_iv = body.block(loop_block(body, band[i])).args[0];
        let new_iv = body.block(loop_block(body, tiled[width + i])).args[0];
        body.replace_all_uses(old_iv, new_iv);
    }
    body.erase_op(root);
    Some(tiled)
}

/// An `affine.for %i = 0 to 0` with an empty body.
fn empty_loop(lcx: LoopCx<'_>, body: &mut Body, loc: crate::ir::Location) -> OpId {
    let ctx = lcx.ctx;
    let zero = ctx.attr(AttrKind::AffineMap(AffineMap::constant(0)));
    let step = ctx.int_attr(ctx.index_type(), 1);
    let op = ForOp::create(ctx, body, loc, Vec::new(), Vec::new(), Vec::new(), Vec::new(), zero, zero, step).0;
    let region = ForOp(op).region(body);
    let block = body.create_block(region);
    body.add_block_arg(block, ctx.index_type(), Some(loc));
    let yield_op = YieldOp::create(ctx, body, loc, Vec::new()).0;
    body.append_op(block, yield_op);
    op
}

/// Upstream `checkIfHyperRectangular`: no bound of a band loop uses the IV
/// of another band loop.
pub(crate) fn is_hyper_rectangular(lcx: LoopCx<'_>, body: &Body, band: &[OpId]) -> bool {
    if band.len() <= 1 {
        return true;
    }
    let ivs: Vec<ValueId> = band.iter().map(|&l| body.block(loop_block(body, l)).args[0]).collect();
    band.iter().all(|&l| {
        let f = ForOp(l);
        let mut operands = f.lower_bound_operands(lcx.ctx, body).to_vec();
        operands.extend_from_slice(f.upper_bound_operands(lcx.ctx, body));
        operands.iter().all(|v| !ivs.contains(v) && !depends_on(lcx, body, *v, &ivs))
    })
}

/// Whether `v` is computed by `affine.apply` ops from one of `ivs`.
fn depends_on(lcx: LoopCx<'_>, body: &Body, v: ValueId, ivs: &[ValueId]) -> bool {
    let Some(def) = body.defining_op(v) else { return ivs.contains(&v) };
    lcx.ctx.str(body.op(def).name) == "affine.apply"
        && body.operands(def).iter().any(|&o| ivs.contains(&o) || depends_on(lcx, body, o, ivs))
}

/// Upstream `constructTiledIndexSetHyperRect`.
fn set_tiled_bounds(lcx: LoopCx<'_>, body: &mut Body, band: &[OpId], tiled: &[OpId], sizes: &[u64]) {
    let ctx = lcx.ctx;
    let width = band.len();
    let step_of = |body: &Body, l: OpId| int_value(ctx, ForOp(l).step(ctx, body)).unwrap_or(1);
    let set_step = |body: &mut Body, l: OpId, s: i64| set_attr(ctx, body, l, "step", ctx.int_attr(ctx.index_type(), s));
    for i in 0..width {
        let (Some(lb), Some(ub)) = (loop_bound(ctx, body, band[i], true), loop_bound(ctx, body, band[i], false)) else {
            continue;
        };
        set_loop_bounds(ctx, body, tiled[i], lb, ub);
        let step = step_of(body, band[i]);
        set_step(body, tiled[i], (sizes[i] as i64).saturating_mul(step));
    }
    for i in 0..width {
        let cx = MapCx { ctx, registry: lcx.registry, body };
        let largest_div = largest_divisor_of_trip_count(cx, band[i]);
        let trip = constant_trip_count(ctx, lcx.registry, body, band[i]);
        let step = step_of(body, band[i]);
        let tile_iv = body.block(loop_block(body, tiled[i])).args[0];
        let span = (sizes[i] as i64).saturating_mul(step);
        let lb = (AffineMap::identity(1), vec![tile_iv]);
        let ub = if let Some(t) = trip.filter(|&t| t < sizes[i]) {
            (AffineMap::new(1, 0, vec![AffineExpr::Dim(0) + (t as i64).saturating_mul(step)]), vec![tile_iv])
        } else if largest_div % sizes[i] != 0 {
            let Some((orig, operands)) = loop_bound(ctx, body, band[i], false) else { continue };
            let nd = orig.num_dims;
            let mut ub_operands = operands[..nd].to_vec();
            ub_operands.push(tile_iv);
            ub_operands.extend_from_slice(&operands[nd..]);
            let mut results = vec![AffineExpr::Dim(nd) + span];
            results.extend(orig.results.iter().cloned());
            (AffineMap::new(nd + 1, orig.num_symbols, results), ub_operands)
        } else {
            (AffineMap::new(1, 0, vec![AffineExpr::Dim(0) + span]), vec![tile_iv])
        };
        set_loop_bounds(ctx, body, tiled[width + i], lb, ub);
        set_step(body, tiled[width + i], step);
    }
}

/// The extent of one access subscript: the IV-dependent range plus the
/// coefficients of the values fixed in the band (same for all accesses
/// when the ranges can be merged).
type Subscript = (Vec<(ValueId, i64)>, i64, i64);

/// Upstream `getMemoryFootprintBytes(for_op)`, for the cases its bounding
/// boxes are simple: the bytes of memory space 0 that the accesses in
/// `for_op` touch, per memref the box spanned by the subscripts over the
/// constant ranges of the IVs of `for_op` and the loops in it (a
/// subscript not of that form spans the memref's static dimension).
/// `None` when a memref's extent is unknown.
pub fn memory_footprint_bytes(cx: MapCx<'_>, for_op: OpId) -> Option<u64> {
    let accesses = super::analysis::accesses_in(cx, for_op);
    let mut memrefs: Vec<ValueId> = Vec::new();
    for a in &accesses {
        if !memrefs.contains(&a.memref) {
            memrefs.push(a.memref);
        }
    }
    let mut total = 0u64;
    for m in memrefs {
        let TypeKind::MemRef { shape, element, memory_space, .. } = cx.ctx.type_kind(cx.body.value_type(m)) else {
            return None;
        };
        if memory_space.is_some_and(
            |s| !matches!(cx.ctx.attr_kind(s), AttrKind::Integer { value, .. } if i64::try_from(value) == Ok(0)),
        ) {
            continue;
        }
        let elt = element_bytes(cx, *element)?;
        let of_m: Vec<&MemRefAccess> = accesses.iter().filter(|a| a.memref == m).collect();
        let mut elements = 1u64;
        for (d, &dim) in shape.iter().enumerate() {
            let subs: Option<Vec<Subscript>> = of_m.iter().map(|a| subscript_range(cx, a, d, for_op)).collect();
            let merged = subs.and_then(|subs| {
                let fixed = &subs[0].0;
                subs.iter().all(|s| &s.0 == fixed).then(|| {
                    let lo = subs.iter().map(|s| s.1).min().unwrap_or(0);
                    let hi = subs.iter().map(|s| s.2).max().unwrap_or(0);
                    if fixed.is_empty() && dim >= 0 {
                        (hi.min(dim - 1) - lo.max(0) + 1).max(0)
                    } else {
                        hi - lo + 1
                    }
                })
            });
            let extent = match (merged, dim >= 0) {
                (Some(e), true) => e.min(dim),
                (Some(e), false) => e,
                (None, true) => dim,
                (None, false) => return None,
            };
            elements = elements.saturating_mul(extent.max(0) as u64);
        }
        total = total.saturating_add(elements.saturating_mul(elt));
    }
    Some(total)
}

/// The bytes of one element (upstream `getMemRefIntOrFloatEltSizeInBytes`).
fn element_bytes(cx: MapCx<'_>, ty: crate::ir::Type) -> Option<u64> {
    let bits = |t| {
        cx.ctx.float_kind(t).map(|f| u64::from(f.bit_width())).or_else(|| match cx.ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(u64::from(*width)),
            _ => None,
        })
    };
    if let Some((shape, e)) = cx.ctx.shaped_parts(ty) {
        let n: i64 = shape.iter().product();
        return Some((bits(e)? * n.max(0) as u64).div_ceil(8));
    }
    Some(bits(ty)?.div_ceil(8))
}

/// Subscript `d` of `a`: its fixed part, and its lowest and highest value
/// over the IVs of `for_op` and the loops in it.
fn subscript_range(cx: MapCx<'_>, a: &MemRefAccess, d: usize, for_op: OpId) -> Option<Subscript> {
    let n = a.operands.len();
    let exprs: Vec<AffineExpr> = (0..n).map(AffineExpr::Dim).collect();
    let (dims, syms) = exprs.split_at(a.map.num_dims);
    let e = a.map.results.get(d)?.replace_dims_and_symbols(dims, syms);
    let flat = flatten_affine_expr(&e, n, 0)?;
    if !flat.local_exprs.is_empty() {
        return None;
    }
    let coefficients = &flat.coefficients;
    let (mut lo, mut hi) = (coefficients[n], coefficients[n]);
    let mut fixed = Vec::new();
    let inner: Vec<OpId> = enclosing_loops(cx, a.op).into_iter().filter(|&l| cx.body.is_ancestor(for_op, l)).collect();
    for (i, &v) in a.operands.iter().enumerate() {
        let c = coefficients[i];
        if c == 0 {
            continue;
        }
        match cx.for_of_iv(v).filter(|l| inner.contains(l)) {
            Some(l) => {
                let (first, last) = iv_range(cx, l)?;
                let (x, y) = (c.saturating_mul(first), c.saturating_mul(last));
                lo = lo.saturating_add(x.min(y));
                hi = hi.saturating_add(x.max(y));
            }
            None => fixed.push((v, c)),
        }
    }
    Some((fixed, lo, hi))
}

/// The first and last value of the IV of a loop with constant bounds.
fn iv_range(cx: MapCx<'_>, l: OpId) -> Option<(i64, i64)> {
    let lb = loop_bound(cx.ctx, cx.body, l, true)?.0.single_constant_result()?;
    let trip = constant_trip_count(cx.ctx, cx.registry, cx.body, l)?;
    let step = int_value(cx.ctx, ForOp(l).step(cx.ctx, cx.body))?;
    if trip == 0 {
        return None;
    }
    Some((lb, lb.saturating_add((trip as i64 - 1).saturating_mul(step))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Context;
    use crate::opdef::Registry;
    use crate::transforms::affine::test_util::{function, ops_named};

    const MATMUL: &str = "func.func @f(%A: memref<128x128xf32>, %C: memref<128x128xf32>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 128 {
      %v = affine.load %A[%i, %j] : memref<128x128xf32>
      affine.store %v, %C[%i, %j] : memref<128x128xf32>
    }
  }
  return
}";

    #[test]
    fn intra_tile_loops_tile_again_for_a_second_level() {
        let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
        let lcx = LoopCx { ctx: &ctx, registry: &registry };
        let mut body = function(&ctx, &registry, MATMUL);
        let band = tileable_bands(lcx, &body).remove(0);
        assert_eq!(band.len(), 2);
        let first = tile_perfectly_nested(lcx, &mut body, &band, &[32, 32]).unwrap();
        // The whole six-loop band is not rectangular; its intra-tile part is.
        assert_eq!(perfectly_nested_loops(MapCx { ctx: &ctx, registry: &registry, body: &body }, first[0]).len(), 4);
        assert!(tile_perfectly_nested(lcx, &mut body, &first, &[2, 2, 2, 2]).is_none());
        let second = tile_perfectly_nested(lcx, &mut body, &first[2..], &[4, 4]).unwrap();
        assert_eq!(ops_named(&ctx, &body, "affine.for").len(), 6);
        let steps: Vec<i64> = ops_named(&ctx, &body, "affine.for")
            .into_iter()
            .map(|l| int_value(&ctx, ForOp(l).step(&ctx, &body)).unwrap())
            .collect();
        assert_eq!(steps, [32, 32, 4, 4, 1, 1]);
        let cx = MapCx { ctx: &ctx, registry: &registry, body: &body };
        assert_eq!(constant_trip_count(&ctx, &registry, &body, second[2]), Some(4));
        let load = MemRefAccess::of(cx, ops_named(&ctx, &body, "affine.load")[0]).unwrap();
        let innermost: Vec<ValueId> = second[2..].iter().map(|&l| body.block(loop_block(&body, l)).args[0]).collect();
        assert_eq!(load.operands, innermost);
    }

    #[test]
    fn footprint_counts_the_touched_box_of_each_memref() {
        let (ctx, registry) = (Context::new(), Registry::with_all_dialects());
        let body = function(&ctx, &registry, MATMUL);
        let cx = MapCx { ctx: &ctx, registry: &registry, body: &body };
        let outer = ops_named(&ctx, &body, "affine.for")[0];
        assert_eq!(memory_footprint_bytes(cx, outer), Some(2 * 128 * 128 * 4));
        let inner = ops_named(&ctx, &body, "affine.for")[1];
        assert_eq!(memory_footprint_bytes(cx, inner), Some(2 * 128 * 4));
    }
}

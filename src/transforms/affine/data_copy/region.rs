//! The boxes `affine-data-copy-generate` copies: the elements an affine
//! access touches over the iterations of its loops, their unions, whether
//! a write fills its box, and the strides of a DMA transfer of a box.

use super::super::analysis::{is_for, MemRefAccess};
use crate::dialects::affine::{constant_trip_count, int_value, loop_bound, ForOp, MapCx};
use crate::ir::affine::simplify::flatten_affine_expr;
use crate::ir::{Context, OpId, Type, TypeKind};

/// The bounding box of a region: inclusive lower and upper bound per dim.
pub(super) type Bounds = Vec<(i64, i64)>;

pub(super) fn union(a: &Bounds, b: &Bounds) -> Bounds {
    if is_empty(a) {
        return b.clone();
    }
    if is_empty(b) {
        return a.clone();
    }
    a.iter().zip(b).map(|(x, y)| (x.0.min(y.0), x.1.max(y.1))).collect()
}

/// Whether a box holds no element (an access in a loop that never runs).
pub(super) fn is_empty(b: &Bounds) -> bool {
    b.iter().any(|(l, u)| u < l)
}

/// Upstream `getMultiLevelStrides`: (stride, elements per stride) for each
/// dimension, innermost first, where the box is narrower than the memref
/// and the next outer dimension spans more than one element.
pub(super) fn dma_strides(ctx: &Context, memref_ty: Type, bounds: &Bounds) -> Vec<(i64, i64)> {
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(memref_ty) else { return Vec::new() };
    let extent: Vec<i64> = bounds.iter().map(|(l, u)| u - l + 1).collect();
    let mut out = Vec::new();
    let (mut stride, mut per_stride) = (1i64, 1i64);
    for d in (1..extent.len()).rev() {
        stride *= shape[d];
        per_stride *= extent[d];
        if extent[d] < shape[d] && extent[d - 1] > 1 {
            out.push((stride, per_stride));
        }
    }
    out
}

/// Whether the write `access` stores to every element of its box: it runs
/// on every iteration of the loops around it in `range` (no `affine.if`),
/// each subscript is a constant or a unit-step IV plus a constant, and no
/// IV appears twice.
pub(super) fn fills_its_box(cx: MapCx<'_>, access: &MemRefAccess, range: &[OpId]) -> bool {
    let mut op = access.op;
    while !range.contains(&op) {
        let Some(parent) = cx.body.parent_of_op(op) else { return false };
        if !is_for(cx, parent) {
            return false;
        }
        op = parent;
    }
    let (n, s) = (access.map.num_dims, access.map.num_symbols);
    let mut used = vec![false; n + s];
    for r in &access.map.results {
        let Some(flat) = flatten_affine_expr(r, n, s) else { return false };
        if !flat.local_exprs.is_empty() {
            return false;
        }
        let terms: Vec<usize> = (0..n + s).filter(|&k| flat.coefficients[k] != 0).collect();
        match terms.as_slice() {
            [] => {}
            [k] => {
                let unit_step = cx
                    .for_of_iv(access.operands[*k])
                    .is_some_and(|l| int_value(cx.ctx, ForOp(l).step(cx.ctx, cx.body)) == Some(1));
                if flat.coefficients[*k].abs() != 1 || used[*k] || !unit_step {
                    return false;
                }
                used[*k] = true;
            }
            _ => return false,
        }
    }
    true
}

/// The box an access touches: each subscript's range over the values of
/// the IVs it uses (of loops with constant bounds, from the lower bound to
/// the last value the step reaches; empty when a loop never runs); `None`
/// otherwise.
pub(super) fn access_bounds(cx: MapCx<'_>, access: &MemRefAccess) -> Option<Bounds> {
    let ranges: Vec<(i64, i64)> = access
        .operands
        .iter()
        .map(|&v| {
            let l = cx.for_of_iv(v)?;
            let step = int_value(cx.ctx, ForOp(l).step(cx.ctx, cx.body))?;
            let lb = loop_bound(cx.ctx, cx.body, l, true)?.0.single_constant_result()?;
            loop_bound(cx.ctx, cx.body, l, false)?.0.single_constant_result()?;
            let trip = i64::try_from(constant_trip_count(cx.ctx, cx.registry, cx.body, l)?).ok()?;
            Some((lb, lb + (trip - 1) * step))
        })
        .collect::<Option<_>>()?;
    if ranges.iter().any(|(a, b)| b < a) {
        return Some(vec![(0, -1); access.map.num_results()]);
    }
    let (n, s) = (access.map.num_dims, access.map.num_symbols);
    access
        .map
        .results
        .iter()
        .map(|r| {
            let flat = flatten_affine_expr(r, n, s)?;
            if !flat.local_exprs.is_empty() {
                return None;
            }
            let c = &flat.coefficients;
            let (mut lo, mut hi) = (c[n + s], c[n + s]);
            for (k, &(a, b)) in ranges.iter().enumerate() {
                let (x, y) = (c[k] * a, c[k] * b);
                lo += x.min(y);
                hi += x.max(y);
            }
            Some((lo, hi))
        })
        .collect()
}

//! The identity-layout form of a memref type (upstream's
//! `normalizeMemRefType`) and the rewrite of one `memref.alloc` to it
//! (upstream's `normalizeMemRef`): the layout map's results become the
//! dimensions, each as large as the map's largest value over the old
//! shape plus one.

use crate::dialects::affine::ApplyOp;
use crate::dialects::memref::layout::{has_identity_layout, memref_parts, memref_type};
use crate::dialects::memref::AllocOp;
use crate::ir::affine::{AffineBinaryOp as Op, AffineExpr, AffineMap};
use crate::ir::{AttrKind, Body, Context, OpId, Type, DYNAMIC};
use crate::opdef::Registry;
use crate::rewrite::Rewriter;
use crate::transforms::affine::memref_uses::{expr_range, replace_all_memref_uses_with, MemRefRemap};

/// The affine map of a ranked memref's layout: the identity without one,
/// `sum(d_i * stride_i) + offset` for a strided layout (dynamic offset and
/// strides are symbols, the offset first).
pub fn layout_map(ctx: &Context, t: Type) -> Option<AffineMap> {
    let parts = memref_parts(ctx, t)?;
    let rank = parts.shape.len();
    let Some(layout) = parts.layout else { return Some(AffineMap::identity(rank)) };
    match ctx.attr_kind(layout) {
        AttrKind::AffineMap(m) => Some(m.clone()),
        AttrKind::StridedLayout { offset, strides } => {
            let mut symbols = 0;
            let mut term = |v: i64| {
                if v == DYNAMIC {
                    symbols += 1;
                    AffineExpr::symbol(symbols - 1)
                } else {
                    AffineExpr::constant(v)
                }
            };
            let mut expr = term(*offset);
            for (d, &s) in strides.iter().enumerate() {
                expr = AffineExpr::dim(d).mul(term(s)).add(expr);
            }
            Some(AffineMap::new(rank, symbols, vec![expr]).simplify())
        }
        _ => None,
    }
}

/// Whether a memref type's layout is the identity (upstream's
/// `getLayout().isIdentity()`).
pub fn is_identity_layout(ctx: &Context, t: Type) -> bool {
    has_identity_layout(ctx, t)
}

/// Upstream's `getTileSizePos`: for a tiled layout (a dimension divided by
/// a tile size in one result and taken modulo the same size in another,
/// and used nowhere else), the positions `(floordiv, mod)` of each tiled
/// dimension's results; empty when the map is not tiled.
fn tile_positions(map: &AffineMap) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (fpos, r) in map.results.iter().enumerate() {
        let Some((lhs, rhs)) = r.as_op(Op::FloorDiv).filter(|(_, r)| r.as_constant().is_some()) else { continue };
        let mut found = false;
        for (pos, other) in map.results.iter().enumerate() {
            if pos == fpos {
                continue;
            }
            let mut tiled = true;
            other.walk(|e| {
                if e != lhs {
                    return;
                }
                match other.as_op(Op::Mod) {
                    Some((l, r)) if l == lhs && r == rhs && !found => {
                        out.push((fpos, pos));
                        found = true;
                    }
                    _ => tiled = false,
                }
            });
            if !tiled {
                return Vec::new();
            }
        }
    }
    out
}

/// Whether result `expr` of the layout uses one of the dynamic dimensions.
fn uses_dynamic(expr: &AffineExpr, shape: &[i64]) -> bool {
    shape.iter().enumerate().any(|(d, &s)| s == DYNAMIC && expr.is_function_of_dim(d))
}

/// The identity-layout type `t` normalizes to; `t` itself when it has no
/// layout to drop or the layout cannot be made an identity (dynamic
/// dimensions of a layout that is not tiled, a result without a constant
/// non-negative bound).
pub fn normalize_memref_type(ctx: &Context, t: Type) -> Type {
    let Some(parts) = memref_parts(ctx, t) else { return t };
    if parts.shape.is_empty() || is_identity_layout(ctx, t) {
        return t;
    }
    let Some(map) = layout_map(ctx, t) else { return t };
    let dynamic = parts.shape.contains(&DYNAMIC);
    if dynamic && tile_positions(&map).is_empty() {
        return t;
    }
    let extents: Vec<Option<i64>> = parts.shape.iter().map(|&s| (s != DYNAMIC).then_some(s)).collect();
    let mut shape = Vec::with_capacity(map.results.len());
    for r in &map.results {
        if uses_dynamic(r, parts.shape) {
            shape.push(DYNAMIC);
            continue;
        }
        match expr_range(r, &extents) {
            Some((_, ub)) if ub >= 0 => shape.push(ub + 1),
            _ => return t,
        }
    }
    memref_type(ctx, shape, parts.element, None, parts.memory_space)
}

/// Upstream's `normalizeMemRef` for a `memref.alloc`: a new alloc of the
/// normalized type (its dynamic sizes computed from the old ones for a
/// tiled layout) takes the old one's place and uses. `false`, with the
/// old alloc kept, when the type has no identity form or a use cannot be
/// rewritten.
pub fn normalize_alloc(ctx: &Context, registry: &Registry, body: &mut Body, alloc: OpId) -> bool {
    let old = body.results(alloc)[0];
    let old_ty = body.value_type(old);
    let new_ty = normalize_memref_type(ctx, old_ty);
    if new_ty == old_ty {
        return false;
    }
    let Some(map) = layout_map(ctx, old_ty) else { return false };
    let op = AllocOp(alloc);
    let sizes = op.dynamic_sizes(ctx, body).to_vec();
    let symbols = op.symbol_operands(ctx, body).to_vec();
    let alignment = op.alignment(ctx, body);
    if !sizes.is_empty() && map.num_symbols > 0 {
        return false;
    }
    let loc = body.op(alloc).loc;
    let mut rw = Rewriter::new(ctx, registry, body);
    rw.set_insertion_point_before(alloc);
    let new_sizes =
        if sizes.is_empty() { Vec::new() } else { dynamic_sizes(&mut rw, loc, old_ty, new_ty, &map, &sizes) };
    let new_alloc = AllocOp::create(ctx, rw.body, loc, new_sizes, Vec::new(), new_ty, alignment).0;
    rw.insert(new_alloc);
    let new = body.results(new_alloc)[0];
    let remap = MemRefRemap {
        extra_indices: &[],
        index_remap: Some(&map),
        extra_operands: &[],
        symbol_operands: &symbols,
        allow_non_dereferencing: true,
    };
    if !replace_all_memref_uses_with(ctx, registry, body, old, new, &remap) {
        body.erase_op(new_alloc);
        return false;
    }
    body.erase_op(alloc);
    true
}

/// Upstream's `createNewDynamicSizes`: the old sizes (constants for the
/// static ones) through the tiled layout with each `floordiv` by a tile
/// size made a `ceildiv` and each `mod` the tile size, one `affine.apply`
/// per dynamic dimension of the new type.
fn dynamic_sizes(
    rw: &mut Rewriter<'_>,
    loc: crate::ir::Location,
    old_ty: Type,
    new_ty: Type,
    map: &AffineMap,
    sizes: &[crate::ir::ValueId],
) -> Vec<crate::ir::ValueId> {
    let ctx = rw.ctx;
    let old_shape = memref_parts(ctx, old_ty).map(|p| p.shape.to_vec()).unwrap_or_default();
    let new_shape = memref_parts(ctx, new_ty).map(|p| p.shape.to_vec()).unwrap_or_default();
    let mut dynamic = sizes.iter();
    let inputs: Vec<_> = old_shape
        .iter()
        .map(|&s| match s {
            DYNAMIC => *dynamic.next().expect("one size per dynamic dimension"),
            _ => crate::dialects::tensor::constant_index(rw, loc, s),
        })
        .collect();
    let tiles = tile_positions(map);
    let mut out = Vec::new();
    for (i, r) in map.results.iter().enumerate() {
        if new_shape[i] != DYNAMIC {
            continue;
        }
        let expr = match r.as_binary() {
            Some((_, l, k)) if tiles.iter().any(|t| t.0 == i) => l.clone().ceil_div(k.clone()),
            Some((_, _, k)) if tiles.iter().any(|t| t.1 == i) => k.clone(),
            _ => r.clone(),
        };
        let single = AffineMap::new(map.num_inputs(), map.num_symbols, vec![expr]);
        let apply =
            ApplyOp::create(ctx, rw.body, loc, inputs.clone(), ctx.index_type(), ctx.attr(AttrKind::AffineMap(single)));
        rw.insert(apply.0);
        out.push(rw.body.results(apply.0)[0]);
    }
    out
}

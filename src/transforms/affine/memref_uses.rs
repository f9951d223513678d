//! Replacing a memref by another one of a different index space (upstream's
//! `replaceAllMemRefUsesWith` of the affine utilities): each access's
//! subscripts are remapped through an affine map, extra leading indices
//! prepended, and the access map recomposed; other uses take the new
//! memref as they are. Used by `normalize-memrefs` (the remap is the old
//! layout map) and by the transforms that move accesses into new buffers.

use crate::dialects::affine::{canonicalize_map_and_operands, fully_compose_affine_map_and_operands, ApplyOp, MapCx};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Body, Context, OpId, TypeKind, ValueId};
use crate::opdef::ods::set_attr;
use crate::opdef::{Registry, Traits};

/// How `replace_all_memref_uses_with` maps the old subscripts.
pub struct MemRefRemap<'a> {
    /// Indices put before the remapped ones.
    pub extra_indices: &'a [ValueId],
    /// The map from `[extra_operands.., old subscripts.., symbol_operands..]`
    /// to the new trailing subscripts; `None` keeps the old subscripts.
    pub index_remap: Option<&'a AffineMap>,
    pub extra_operands: &'a [ValueId],
    pub symbol_operands: &'a [ValueId],
    /// Uses in ops that do not access the memref (deallocations, calls,
    /// returns) take the new memref too, when those ops are
    /// `MemRefsNormalizable`; otherwise such a use fails the replacement.
    pub allow_non_dereferencing: bool,
}

/// Where an op reads its subscripts of the memref operand at `pos`: the
/// affine map attribute (upstream's `AffineMapAccessInterface`) and the
/// number of subscripts; `None` for an op that does not access memory
/// through subscripts. `memref.load` and `memref.store` have their
/// subscripts without a map (`Some((None, rank))`).
fn access_of(ctx: &Context, body: &Body, op: OpId, pos: usize) -> Option<(Option<&'static str>, usize)> {
    let operands = body.operands(op);
    let map_len = |name: &'static str| {
        let m = crate::dialects::affine::affine_map_ref(ctx, body, op, name)?;
        Some((Some(name), m.num_inputs()))
    };
    match ctx.str(body.op(op).name) {
        "affine.load" | "affine.vector_load" | "affine.prefetch" if pos == 0 => map_len("map"),
        "affine.store" | "affine.vector_store" if pos == 1 => map_len("map"),
        "affine.dma_wait" if pos == 0 => map_len("tag_map"),
        "affine.dma_start" => {
            // Source, destination and tag groups: memref then its subscripts.
            let mut at = 0;
            for name in ["src_map", "dst_map", "tag_map"] {
                let (_, n) = map_len(name)?;
                if at == pos {
                    return Some((Some(name), n));
                }
                at += 1 + n;
            }
            None
        }
        "memref.load" if pos == 0 => Some((None, memref_rank(ctx, body.value_type(operands[0]))?)),
        "memref.store" if pos == 1 => Some((None, memref_rank(ctx, body.value_type(operands[1]))?)),
        _ => None,
    }
}

fn memref_rank(ctx: &Context, t: crate::ir::Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// Whether `replace_all_memref_uses_with` can rewrite every use of `old`:
/// no op accesses it twice, and every other use is in a
/// `MemRefsNormalizable` op when `allow_non_dereferencing`.
pub fn can_replace_all_memref_uses(
    ctx: &Context,
    registry: &Registry,
    body: &Body,
    old: ValueId,
    allow_non_dereferencing: bool,
) -> bool {
    body.uses(old).iter().all(|u| {
        let user = u.op;
        let operands = body.operands(user);
        let derefs =
            (0..operands.len()).filter(|&p| operands[p] == old && access_of(ctx, body, user, p).is_some()).count();
        derefs == 1
            || derefs == 0
                && allow_non_dereferencing
                && registry.traits_named(ctx, body.op(user).name).contains(Traits::MEMREFS_NORMALIZABLE)
    })
}

/// Replace every use of `old` by `new` (upstream `replaceAllMemRefUsesWith`
/// with no user filter); `false`, with nothing changed, when some use
/// cannot be rewritten.
pub fn replace_all_memref_uses_with(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    old: ValueId,
    new: ValueId,
    remap: &MemRefRemap<'_>,
) -> bool {
    if !can_replace_all_memref_uses(ctx, registry, body, old, remap.allow_non_dereferencing) {
        return false;
    }
    let mut users: Vec<OpId> = Vec::new();
    for u in body.uses(old) {
        if !users.contains(&u.op) {
            users.push(u.op);
        }
    }
    for user in users {
        replace_in_op(ctx, registry, body, user, old, new, remap);
    }
    true
}

/// The replacement in one user, already known to be possible.
fn replace_in_op(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    op: OpId,
    old: ValueId,
    new: ValueId,
    remap: &MemRefRemap<'_>,
) {
    let positions: Vec<usize> = (0..body.operands(op).len()).filter(|&i| body.operands(op)[i] == old).collect();
    let Some((pos, (map_name, num_indices))) =
        positions.iter().find_map(|&p| access_of(ctx, body, op, p).map(|a| (p, a)))
    else {
        for p in positions {
            body.set_operand(op, p, new);
        }
        return;
    };
    let loc = body.op(op).loc;
    let index = ctx.index_type();
    let old_operands = body.operands(op)[pos + 1..pos + 1 + num_indices].to_vec();
    let mut applies: Vec<ValueId> = Vec::new();
    let apply = |body: &mut Body, map: &AffineMap, operands: &[ValueId], applies: &mut Vec<ValueId>| {
        let mut values = Vec::new();
        for r in &map.results {
            let single = AffineMap::new(map.num_dims, map.num_symbols, vec![r.clone()]);
            let a = ApplyOp::create(ctx, body, loc, operands.to_vec(), index, ctx.attr(AttrKind::AffineMap(single))).0;
            body.insert_op_before(op, a);
            values.push(body.results(a)[0]);
        }
        applies.extend(values.iter().copied());
        values
    };
    // The old subscripts: the access map applied result by result.
    let old_map = map_name.and_then(|n| crate::dialects::affine::affine_map(ctx, body, op, n));
    let subscripts = match &old_map {
        Some(m) if *m != AffineMap::identity(m.num_dims) => apply(body, m, &old_operands, &mut applies),
        _ => old_operands.clone(),
    };
    let mut remap_operands = remap.extra_operands.to_vec();
    remap_operands.extend(&subscripts);
    remap_operands.extend(remap.symbol_operands);
    let remapped = match remap.index_remap {
        Some(m) if *m != AffineMap::identity(m.num_dims) => apply(body, m, &remap_operands, &mut applies),
        _ => remap_operands,
    };
    let mut operands = remap.extra_indices.to_vec();
    operands.extend(remapped);
    let mut map = AffineMap::identity(operands.len());
    let cx = MapCx { ctx, registry, body };
    fully_compose_affine_map_and_operands(cx, &mut map, &mut operands);
    map = map.simplify();
    canonicalize_map_and_operands(cx, &mut map, &mut operands);
    // Upstream erases the applies it made in the order it made them, each
    // one unused by then: an apply feeding a later one stays.
    for v in applies {
        if body.uses(v).is_empty() {
            if let Some(d) = body.defining_op(v) {
                body.erase_op(d);
            }
        }
    }
    let all = body.operands(op).to_vec();
    let mut new_operands = all[..pos].to_vec();
    new_operands.push(new);
    match map_name {
        Some(name) => {
            new_operands.extend(operands);
            set_attr(ctx, body, op, name, ctx.attr(AttrKind::AffineMap(map)));
        }
        None => {
            // Plain subscripts: each result of the map applied to its operands.
            for r in &map.results {
                let single = AffineMap::new(map.num_dims, map.num_symbols, vec![r.clone()]);
                let a =
                    ApplyOp::create(ctx, body, loc, operands.clone(), index, ctx.attr(AttrKind::AffineMap(single))).0;
                body.insert_op_before(op, a);
                new_operands.push(body.results(a)[0]);
            }
        }
    }
    new_operands.extend_from_slice(&all[pos + 1 + num_indices..]);
    body.set_operands(op, new_operands);
}

/// An affine expression's constant upper bound when its dimensions range
/// over `[0, extent - 1]` (`None` for an unknown extent) and symbols are
/// unknown: interval arithmetic through sums, constant products and
/// `floordiv`, `ceildiv`, `mod` by positive constants. `None` when
/// unbounded or semi-affine.
pub fn expr_range(expr: &AffineExpr, extents: &[Option<i64>]) -> Option<(i64, i64)> {
    use crate::ir::affine::AffineBinaryOp as Op;
    Some(match expr {
        AffineExpr::Constant(c) => (*c, *c),
        AffineExpr::Dim(d) => (0, extents.get(*d).copied().flatten()?.checked_sub(1)?),
        AffineExpr::Symbol(_) => return None,
        AffineExpr::Binary(op, l, r) => {
            let (a, b) = expr_range(l, extents)?;
            match op {
                Op::Add => {
                    let (c, d) = expr_range(r, extents)?;
                    (a.checked_add(c)?, b.checked_add(d)?)
                }
                Op::Mul => {
                    let k = r.as_constant()?; // Canonical products have the constant on the right.
                    let (x, y) = (a.checked_mul(k)?, b.checked_mul(k)?);
                    (x.min(y), x.max(y))
                }
                Op::FloorDiv | Op::CeilDiv | Op::Mod => {
                    let k = r.as_constant().filter(|&k| k > 0)?;
                    let ceil = |x: i64| -(-x).div_euclid(k);
                    match op {
                        Op::FloorDiv => (a.div_euclid(k), b.div_euclid(k)),
                        Op::CeilDiv => (ceil(a), ceil(b)),
                        _ if a.div_euclid(k) == b.div_euclid(k) => (a.rem_euclid(k), b.rem_euclid(k)),
                        _ => (0, k - 1),
                    }
                }
            }
        }
    })
}

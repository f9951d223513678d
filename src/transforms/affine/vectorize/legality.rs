//! Which loops the vectorizer can take: upstream's `isVectorizableLoopBody`
//! and `isContiguousAccess`, with Strata's unit-stride requirement.

use super::super::analysis::MemRefAccess;
use super::super::unroll::loop_block;
use crate::dialects::affine::{affine_map, fully_compose_affine_map_and_operands, MapCx};
use crate::ir::affine::simplify::simplify_affine_expr;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Body, Context, OpId, Type, TypeKind, ValueId};

/// Upstream `VectorType::isValidElementType`.
pub(super) fn is_valid_element(ctx: &Context, t: Type) -> bool {
    ctx.is_int_or_index(t) || ctx.is_float(t)
}

fn is_load_or_store(name: &str) -> bool {
    matches!(name, "affine.load" | "affine.store")
}

/// Upstream `isVectorizableLoopBody`: `None` when `l` cannot be
/// vectorized, else the memref dimension (counted from the last) its
/// accesses move along, `Some(None)` for none.
pub(super) fn vectorizable_loop_body(cx: MapCx<'_>, l: OpId) -> Option<Option<i64>> {
    let (ctx, body) = (cx.ctx, cx.body);
    let valid_operand = |t: Type| match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } => is_valid_element(ctx, *element),
        _ => is_valid_element(ctx, t),
    };
    let mut dim: Option<i64> = None;
    let ok = body.all_nested(l, &mut |o| {
        let name = ctx.str(body.op(o).name);
        if name == "affine.if" || matches!(name, "vector.transfer_read" | "vector.transfer_write") {
            return false;
        }
        if !body.operands(o).iter().all(|&v| valid_operand(body.value_type(v)))
            || !body.results(o).iter().all(|&v| is_valid_element(ctx, body.value_type(v)))
        {
            return false;
        }
        if !body.op(o).regions.is_empty() && name != "affine.for" {
            return false;
        }
        if !is_load_or_store(name) {
            return true;
        }
        match contiguous_dim(cx, l, o) {
            Some(Some(d)) if dim.is_some_and(|x| x != d) => false,
            Some(Some(d)) => {
                dim = Some(d);
                true
            }
            Some(None) => true,
            None => false,
        }
    });
    ok.then_some(dim)
}

/// The induction variable of the `affine.for` `l`.
pub(super) fn iv_of(body: &Body, l: OpId) -> ValueId {
    body.block(loop_block(body, l)).args[0]
}

/// Upstream `isAccessIndexInvariant`: whether `index`, with the
/// `affine.apply` ops computing it composed in, does not use `iv`.
pub(super) fn is_invariant(cx: MapCx<'_>, iv: ValueId, index: ValueId) -> bool {
    let mut map = AffineMap::identity(1);
    let mut operands = vec![index];
    fully_compose_affine_map_and_operands(cx, &mut map, &mut operands);
    let e = &map.results[0];
    operands.iter().enumerate().all(|(p, &v)| {
        v != iv || !(if p < map.num_dims { e.is_function_of_dim(p) } else { e.is_function_of_symbol(p - map.num_dims) })
    })
}

/// Upstream `isContiguousAccess` for the load or store `op` along the IV
/// of `l`: `None` when two subscripts move with the IV (or, Strata's
/// addition, the moving one does not move by exactly one element per
/// iteration); else the moving dimension counted from the last.
pub(super) fn contiguous_dim(cx: MapCx<'_>, l: OpId, op: OpId) -> Option<Option<i64>> {
    let (ctx, body) = (cx.ctx, cx.body);
    let is_store = ctx.str(body.op(op).name) == "affine.store";
    let start = usize::from(is_store);
    let memref = *body.operands(op).get(start)?;
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(body.value_type(memref)) else { return None };
    let identity_layout =
        layout.map_or(true, |a| matches!(ctx.attr_kind(a), AttrKind::AffineMap(m) if m.is_identity()));
    if !identity_layout {
        return None;
    }
    let map = affine_map(ctx, body, op, crate::static_ident!(ctx, "map"))?;
    let operands = &body.operands(op)[start + 1..];
    let iv = iv_of(body, l);
    let mut moving: Option<usize> = None;
    for (i, e) in map.results.iter().enumerate().take(shape.len()) {
        let mut used = Vec::new();
        e.walk(|x| match x {
            AffineExpr::Dim(p) => used.push(operands.get(*p).copied()),
            AffineExpr::Symbol(p) => used.push(operands.get(map.num_dims + p).copied()),
            _ => {}
        });
        for v in used {
            if !is_invariant(cx, iv, v?) {
                if moving.is_some() {
                    return None;
                }
                moving = Some(i);
            }
        }
    }
    let Some(i) = moving else { return Some(None) };
    if !moves_by_one(cx, op, i, iv) {
        return None;
    }
    Some(Some((shape.len() - (i + 1)) as i64))
}

/// Whether subscript `i` of the access `op`, composed, grows by exactly one
/// when `iv` does.
fn moves_by_one(cx: MapCx<'_>, op: OpId, i: usize, iv: ValueId) -> bool {
    let Some(access) = MemRefAccess::of(cx, op) else { return false };
    let map = &access.map;
    let Some(p) = access.operands.iter().position(|&v| v == iv) else { return false };
    let var = if p < map.num_dims { AffineExpr::Dim(p) } else { AffineExpr::Symbol(p - map.num_dims) };
    let e = &map.results[i];
    let bumped = e.replace(&var, &(var.clone() + 1));
    simplify_affine_expr(&(bumped - e.clone()), map.num_dims, map.num_symbols).as_constant() == Some(1)
}

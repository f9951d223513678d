//! Verifiers of `tensor.pack` and `tensor.unpack`: the tile positions,
//! permutation and tile sizes must describe how the packed tensor holds
//! the unpacked one in tiles (upstream's messages and order); and their
//! canonicalization patterns as upstream's `--canonicalize`: a pack and
//! an unpack undoing each other, padding values no tile needs, unpacks
//! into the init of a destination-style op.

use super::canonicalize::ty;
use super::slice::const_i64;
use super::verify::{operand_type, plain, statics};
use super::{ranked, ranked_tensor, PackOp, UnPackOp};
use crate::dialects::memref::{def_named, mixed, Ofr};
use crate::ir::{Body, Context, OpId, Type, DYNAMIC};
use crate::rewrite::Rewriter;
use crate::verify::VerifyCx;

/// Positions out of `0..rank` or repeated.
fn invalid_positions(dims: &[i64], rank: usize) -> bool {
    let mut seen = std::collections::HashSet::new();
    dims.len() > rank || !dims.iter().all(|&d| seen.insert(d)) || dims.iter().any(|&d| d < 0 || d >= rank as i64)
}

/// Upstream's `PackOp::inferPackedType`: tiled dims divided (rounding up),
/// the outer dims permuted, the tile sizes appended.
fn packed_shape(shape: &[i64], tiles: &[i64], inner: &[i64], outer: &[i64]) -> Vec<i64> {
    let mut result = shape.to_vec();
    for (&tile, &pos) in tiles.iter().zip(inner) {
        let d = &mut result[pos as usize];
        if *d == DYNAMIC {
            continue;
        }
        *d = if tile == DYNAMIC { DYNAMIC } else { (*d + tile - 1) / tile };
    }
    if !outer.is_empty() {
        result = outer.iter().map(|&p| result[p as usize]).collect();
    }
    result.extend_from_slice(tiles);
    result
}

/// The checks pack and unpack share; true when they hold.
fn verify_common(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, unpacked: Type, packed: Type) -> bool {
    let ctx = cx.ctx;
    let (Some((u_shape, element)), Some((p_shape, _))) = (ranked(ctx, unpacked), ranked(ctx, packed)) else {
        return false;
    };
    let tiles = statics(ctx, body, op, "static_inner_tiles");
    let inner = statics(ctx, body, op, "inner_dims_pos");
    let outer = statics(ctx, body, op, "outer_dims_perm");
    let rank = u_shape.len();
    let msg = if tiles.contains(&0) {
        "invalid zero tile factor".to_string()
    } else if invalid_positions(&inner, rank) {
        "invalid inner_dims_pos vector".to_string()
    } else if invalid_positions(&outer, rank) {
        "invalid outer_dims_perm vector".to_string()
    } else if !outer.is_empty() && outer.len() != rank {
        "outer_dims_perm must be a permutation or empty".to_string()
    } else if tiles.len() > rank {
        "tiling factors must be less than or equal to the input rank for pack or output rank for unpack".to_string()
    } else if tiles.len() != inner.len() {
        "tiling factors must equal the number of dimensions to tile".to_string()
    } else if p_shape.len() != rank + tiles.len() {
        format!("packed rank != (unpacked rank + num tiling factors), got {} != {}", p_shape.len(), rank + tiles.len())
    } else {
        let expected = packed_shape(u_shape, &tiles, &inner, &outer);
        let in_bound = expected.iter().zip(p_shape).all(|(&e, &p)| e == DYNAMIC || p == DYNAMIC || e <= p);
        let tiles_match =
            p_shape[rank..].iter().zip(&tiles).all(|(&p, &t)| if t == DYNAMIC { p == DYNAMIC } else { p == t });
        if !in_bound {
            let e = cx.type_str(ranked_tensor(ctx, expected, element));
            format!(
                "the shape of output is not large enough to hold the packed data. Expected at least {e}, got {}",
                cx.type_str(packed)
            )
        } else if !tiles_match {
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type".to_string()
        } else {
            return true;
        }
    };
    plain(cx, body, op, msg);
    false
}

pub(super) fn verify_pack(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (source, dest) = (operand_type(body, op, 0), operand_type(body, op, 1));
    if !verify_common(cx, body, op, source, dest) {
        return;
    }
    let (Some((shape, element)), Some((dest_shape, _))) = (ranked(ctx, source), ranked(ctx, dest)) else { return };
    let padding = super::PACK.operand_group(ctx, body, op, 2).first().map(|&v| body.value_type(v));
    if let Some(p) = padding {
        if p != element {
            let msg = format!("expected padding_value has {} but got: {}", cx.type_str(element), cx.type_str(p));
            cx.op_error(body, op, msg);
        }
        return;
    }
    if requires_padding(
        shape,
        dest_shape,
        &statics(ctx, body, op, "static_inner_tiles"),
        &statics(ctx, body, op, "inner_dims_pos"),
        &statics(ctx, body, op, "outer_dims_perm"),
    ) {
        let msg =
            "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set";
        cx.op_error(body, op, msg);
    }
}

/// Upstream's `PackOp::requirePaddingValue`: some tiled dimension is not a
/// whole number of tiles.
fn requires_padding(shape: &[i64], dest: &[i64], tiles: &[i64], inner: &[i64], outer: &[i64]) -> bool {
    let rank = shape.len();
    let mut outer_sizes = dest[..rank.min(dest.len())].to_vec();
    if !outer.is_empty() && outer.len() == outer_sizes.len() {
        let mut inverse = vec![DYNAMIC; rank];
        for (i, &p) in outer.iter().enumerate() {
            inverse[p as usize] = outer_sizes[i];
        }
        outer_sizes = inverse;
    }
    inner.iter().zip(tiles).any(|(&pos, &tile)| {
        let d = shape[pos as usize];
        if d == DYNAMIC {
            return false;
        }
        if tile != DYNAMIC {
            return d % tile != 0;
        }
        let o = outer_sizes.get(pos as usize).copied().unwrap_or(DYNAMIC);
        o != DYNAMIC && d % o != 0
    })
}

pub(super) fn verify_unpack(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (source, dest) = (operand_type(body, op, 0), operand_type(body, op, 1));
    verify_common(cx, body, op, dest, source);
}

// ---- canonicalization ---------------------------------------------------------------------

/// The mixed tiles, inner positions and outer permutation of a pack or
/// unpack.
fn tiling(ctx: &Context, body: &Body, op: OpId) -> (Vec<Ofr>, Vec<i64>, Vec<i64>) {
    let values = if ctx.str(body.op(op).name) == PackOp::NAME {
        PackOp(op).inner_tiles(ctx, body)
    } else {
        UnPackOp(op).inner_tiles(ctx, body)
    };
    let tiles = mixed(&statics(ctx, body, op, "static_inner_tiles"), values);
    (tiles, statics(ctx, body, op, "inner_dims_pos"), statics(ctx, body, op, "outer_dims_perm"))
}

/// Whether a pack and an unpack tile alike (no outer permutation counts
/// as the identity).
fn same_tiling(rw: &Rewriter<'_>, pack: OpId, unpack: OpId) -> bool {
    let (a, b) = (tiling(rw.ctx, rw.body, pack), tiling(rw.ctx, rw.body, unpack));
    let value = |o: &Ofr| match *o {
        Ofr::Static(c) => Some(c),
        Ofr::Value(v) => const_i64(rw, v),
    };
    let identity = |p: &[i64]| p.iter().enumerate().all(|(i, &d)| d == i as i64);
    let same_tiles = a.0.len() == b.0.len()
        && a.0.iter().zip(&b.0).all(|(x, y)| x == y || value(x).is_some_and(|c| value(y) == Some(c)));
    a.1 == b.1 && same_tiles && (a.2 == b.2 || (identity(&a.2) && identity(&b.2)))
}

/// `pack(unpack(x))` and `unpack(pack(x))` with the same tiling are `x`
/// (a pack without padding, back to the same type).
fn undone(rw: &mut Rewriter<'_>, op: OpId, inner_name: &str) -> bool {
    let ctx = rw.ctx;
    let Some(inner) = def_named(ctx, rw.body, rw.body.operands(op)[0], inner_name) else { return false };
    let (pack, unpack) = if inner_name == PackOp::NAME { (inner, op) } else { (op, inner) };
    let x = rw.body.operands(inner)[0];
    if ty(rw.body, x) != ty(rw.body, rw.body.results(op)[0])
        || PackOp(pack).padding_value(ctx, rw.body).is_some()
        || !same_tiling(rw, pack, unpack)
    {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

pub(super) fn canonicalize_pack(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    undone(rw, op, UnPackOp::NAME) || drop_padding_value(rw, op)
}

/// The padding value of a pack that fills whole tiles is dropped.
fn drop_padding_value(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let p = PackOp(op);
    if p.padding_value(ctx, rw.body).is_none() {
        return false;
    }
    let (source, dest) = (p.source(ctx, rw.body), p.dest(ctx, rw.body));
    let (Some((shape, _)), Some((dest_shape, _))) = (ranked(ctx, ty(rw.body, source)), ranked(ctx, ty(rw.body, dest)))
    else {
        return false;
    };
    let (tiles, inner, outer) = tiling(ctx, rw.body, op);
    let static_tiles = crate::dialects::memref::split_mixed(&tiles).0;
    if inner.iter().any(|&pos| shape.get(pos as usize).map_or(true, |&d| d == DYNAMIC))
        || static_tiles.contains(&DYNAMIC)
        || requires_padding(shape, dest_shape, &static_tiles, &inner, &outer)
    {
        return false;
    }
    let (loc, result_ty) = (rw.body.op(op).loc, ty(rw.body, rw.body.results(op)[0]));
    let values = p.inner_tiles(ctx, rw.body).to_vec();
    let (perm, pos) = (p.outer_dims_perm(ctx, rw.body), p.inner_dims_pos(ctx, rw.body));
    let (Some(pos), Some(st)) = (pos, p.static_inner_tiles(ctx, rw.body)) else { return false };
    rw.set_insertion_point_before(op);
    let new = PackOp::create(ctx, rw.body, loc, source, dest, None, values, result_ty, perm, pos, st);
    rw.insert(new.0);
    let v = rw.body.results(new.0)[0];
    rw.replace_op(op, &[v]);
    true
}

pub(super) fn canonicalize_unpack(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    undone(rw, op, PackOp::NAME) || unpack_into_init(rw, op)
}

/// An unpack into a result of a destination-style op unpacks into that
/// op's init (only the shape of the destination matters).
fn unpack_into_init(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let dest = rw.body.operands(op)[1];
    let Some(def) = rw.body.defining_op(dest) else { return false };
    let Some(inits) = rw.registry.dps_inits(ctx, rw.body, def) else { return false };
    let k = rw.body.results(def).iter().position(|&r| r == dest).unwrap_or(usize::MAX);
    let Some(&init) = rw.body.operands(def)[inits].get(k) else { return false };
    rw.modify(op, |b| b.set_operand(op, 1, init));
    true
}

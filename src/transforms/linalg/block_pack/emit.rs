//! Building what a `linalg-block-pack-matmul` plan describes, after the
//! matmul: the block sizes that round dynamic loop sizes up, a
//! `tensor.empty` and a `tensor.pack` per operand, the packed
//! `linalg.generic` (the matmul's payload moved into it) and the
//! `tensor.unpack` into the original init that replaces the matmul.

use super::{element_of, iterator_types_attr, lone_dims_map, OperandPacking, Plan};
use crate::dialects::affine::build::make_composed_folded_apply;
use crate::dialects::arith::build_constant;
use crate::dialects::linalg::build::{generic_state, GenericParts};
use crate::dialects::linalg::StructuredOp;
use crate::dialects::memref::Ofr;
use crate::dialects::tensor::{DimOp, EmptyOp, PackOp, UnPackOp};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::{AttrKind, Attribute, Context, Location, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::constraints::i64_array;
use crate::rewrite::Rewriter;

/// Replace the matmul `s` by the packed form `plan` describes.
pub(super) fn rewrite(rw: &mut Rewriter<'_>, s: &StructuredOp, plan: &Plan) {
    let (ctx, op) = (rw.ctx, s.op);
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_after(op);
    let operands = rw.body.operands(op).to_vec();
    let sizes = block_sizes(rw, loc, plan, &operands);
    // As upstream: each operand packed as the split loops give it, then
    // the LHS and RHS packs replaced by their transposed clones (the order
    // of creation decides where the driver hoists the constants).
    let mut packed: Vec<ValueId> =
        operands.iter().zip(&plan.split).map(|(&v, p)| pack_operand(rw, loc, v, p, &sizes, None)).collect();
    let num_loops = plan.packed_iterators.len();
    let init_ty = rw.body.value_type(packed[2]);
    let parts = GenericParts {
        inputs: packed[..2].to_vec(),
        inits: vec![packed[2]],
        result_types: vec![init_ty],
        maps: plan.packed_maps.iter().map(|m| lone_dims_map(m, num_loops)).collect(),
        iterator_types: iterator_types_attr(ctx, &plan.packed_iterators),
        inherent: vec![],
        attributes: ctx.dictionary(vec![]),
    };
    let regions = std::mem::take(&mut rw.body.op_mut(op).regions);
    let Some(&region) = regions.first() else { return };
    let generic = rw.create(generic_state(ctx, loc, parts, region));
    let mut result = rw.body.results(generic)[0];
    let init = &plan.packings[2];
    if !init.tile_loops.is_empty() {
        let tiles: Vec<Ofr> = init.tile_loops.iter().map(|&l| sizes[l]).collect();
        let (values, statics) = split_tiles(ctx, &tiles);
        let pos = positions(ctx, &init.inner_dims_pos);
        let dest_ty = rw.body.value_type(operands[2]);
        let unpack = UnPackOp::create(ctx, rw.body, loc, result, operands[2], values, dest_ty, None, pos, statics);
        rw.insert(unpack.0);
        result = rw.body.results(unpack.0)[0];
    }
    rw.replace_op(op, &[result]);
    for o in 0..2 {
        let Some(old) = rw.body.defining_op(packed[o]).filter(|_| packed[o] != operands[o]) else { continue };
        rw.set_insertion_point_before(old);
        let padding = PackOp(old).padding_value(ctx, rw.body);
        let new = pack_operand(rw, loc, operands[o], &plan.packings[o], &sizes, Some(padding));
        rw.modify(generic, |b| b.set_operand(generic, o, new));
        rw.replace_op(old, &[new]);
        packed[o] = new;
    }
}

/// The block size of each loop of the interchanged op; a dynamic loop
/// size rounded up to its multiple is computed from the first operand
/// dimension the loop indexes.
fn block_sizes(rw: &mut Rewriter<'_>, loc: Location, plan: &Plan, operands: &[ValueId]) -> Vec<Ofr> {
    let needed: Vec<usize> = (0..plan.sizes.len()).filter(|&l| plan.sizes[l].is_none()).collect();
    let mut ranges: Vec<Option<ValueId>> = vec![None; plan.sizes.len()];
    let mut seen = vec![false; plan.sizes.len()];
    for (o, map) in plan.interchanged.iter().enumerate() {
        for (r, &l) in map.iter().enumerate() {
            if !std::mem::replace(&mut seen[l], true) && needed.contains(&l) {
                ranges[l] = Some(dim(rw, loc, operands[o], r));
            }
        }
    }
    let round_up =
        AffineMap::new(1, 1, vec![AffineExpr::dim(0).ceil_div(AffineExpr::symbol(0)).mul(AffineExpr::symbol(0))]);
    let mut sizes = Vec::new();
    for (l, size) in plan.sizes.iter().enumerate() {
        sizes.push(match (size, ranges[l]) {
            (Some(s), _) => Ofr::Static(*s),
            (None, Some(range)) => {
                make_composed_folded_apply(rw, loc, &round_up, &[Ofr::Value(range), Ofr::Static(plan.multiples[l])])
            }
            // Every loop indexes some operand.
            (None, None) => Ofr::Static(0),
        });
    }
    sizes
}

/// `tensor.dim` of dimension `d` of `v`, with its index constant.
fn dim(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, d: usize) -> ValueId {
    let ctx = rw.ctx;
    let index = build_constant(rw, loc, ctx.index_type(), ctx.int_attr(ctx.index_type(), d as i64));
    let op = DimOp::create(ctx, rw.body, loc, v, index, ctx.index_type());
    rw.insert(op.0);
    rw.body.results(op.0)[0]
}

/// `source` packed as `packing` says (itself when nothing is tiled): the
/// destination's sizes from the source's (dynamic ones through
/// `tensor.dim`), divided by the tiles rounding up, the outer ones
/// permuted; zero padding where a tile may be partial.
fn pack_operand(
    rw: &mut Rewriter<'_>,
    loc: Location,
    source: ValueId,
    packing: &OperandPacking,
    sizes: &[Ofr],
    padding: Option<Option<ValueId>>,
) -> ValueId {
    let ctx = rw.ctx;
    if packing.tile_loops.is_empty() {
        return source;
    }
    let Some((shape, element)) = element_of(ctx, rw.body.value_type(source)) else { return source };
    let tiles: Vec<Ofr> = packing.tile_loops.iter().map(|&l| sizes[l]).collect();
    let mut mixed: Vec<Ofr> = Vec::new();
    for (d, &extent) in shape.iter().enumerate() {
        mixed.push(if extent == DYNAMIC { Ofr::Value(dim(rw, loc, source, d)) } else { Ofr::Static(extent) });
    }
    let ceil_div = AffineMap::new(2, 0, vec![AffineExpr::dim(0).ceil_div(AffineExpr::dim(1))]);
    for (&pos, &tile) in packing.inner_dims_pos.iter().zip(&tiles) {
        mixed[pos] = make_composed_folded_apply(rw, loc, &ceil_div, &[mixed[pos], tile]);
    }
    if let Some(perm) = &packing.outer_dims_perm {
        mixed = perm.iter().map(|&p| mixed[p]).collect();
    }
    mixed.extend(tiles.iter().copied());
    let (dest_sizes, dest_shape) = split_sizes(&mixed);
    let dest_ty = ctx.ty(TypeKind::RankedTensor { shape: dest_shape, element, encoding: None });
    let empty = EmptyOp::create(ctx, rw.body, loc, dest_sizes, dest_ty);
    rw.insert(empty.0);
    let dest = rw.body.results(empty.0)[0];
    let padding = padding.unwrap_or_else(|| {
        needs_padding(&shape, &packing.inner_dims_pos, &tiles).then(|| {
            let zero = zero_attr(ctx, element);
            build_constant(rw, loc, element, zero)
        })
    });
    let (values, statics) = split_tiles(ctx, &tiles);
    let perm = packing.outer_dims_perm.as_ref().map(|p| positions(ctx, p));
    let pos = positions(ctx, &packing.inner_dims_pos);
    let pack = PackOp::create(ctx, rw.body, loc, source, dest, padding, values, dest_ty, perm, pos, statics);
    rw.insert(pack.0);
    rw.body.results(pack.0)[0]
}

/// Upstream's test: padding unless the tiles are static, the source is
/// static and every tiled size is a multiple of its tile.
fn needs_padding(shape: &[i64], inner_dims_pos: &[usize], tiles: &[Ofr]) -> bool {
    shape.contains(&DYNAMIC)
        || inner_dims_pos.iter().zip(tiles).any(|(&pos, tile)| match *tile {
            Ofr::Static(t) => shape[pos] % t != 0,
            Ofr::Value(_) => true,
        })
}

/// The values and the static sizes (`DYNAMIC` for values) of `mixed`.
fn split_sizes(mixed: &[Ofr]) -> (Vec<ValueId>, Vec<i64>) {
    let values = mixed.iter().filter_map(|o| if let Ofr::Value(v) = *o { Some(v) } else { None }).collect();
    let statics = mixed.iter().map(|o| if let Ofr::Static(c) = *o { c } else { DYNAMIC }).collect();
    (values, statics)
}

/// The tile values and the `static_inner_tiles` attribute of `tiles`.
fn split_tiles(ctx: &Context, tiles: &[Ofr]) -> (Vec<ValueId>, Attribute) {
    let (values, statics) = split_sizes(tiles);
    (values, i64_array(ctx, &statics))
}

fn positions(ctx: &Context, p: &[usize]) -> Attribute {
    i64_array(ctx, &p.iter().map(|&d| d as i64).collect::<Vec<_>>())
}

/// Zero of an integer, index or float type (the only element types the
/// pass packs).
fn zero_attr(ctx: &Context, t: Type) -> Attribute {
    if ctx.is_float(t) {
        ctx.attr(AttrKind::Float { ty: t, bits: 0 })
    } else {
        ctx.int_attr(t, 0)
    }
}

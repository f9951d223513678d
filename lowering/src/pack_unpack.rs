//! `lower-tensor-pack-unpack` (Strata's own): `tensor.pack` and
//! `tensor.unpack`, which one-shot bufferization does not take, become ops
//! it does, as upstream's `linalg::lowerPack` and `lowerUnPack` decompose
//! them. `tensors-to-buffers` runs it first.
//!
//! The layout between the two is the *strip-mined* shape: the unpacked
//! dimensions in order, each tiled one split into (outer, tile). A pack
//! pads its source up to whole tiles (`tensor.pad` with its padding value,
//! or zero; only where some tile may be partial), expands it to the
//! strip-mined shape (`tensor.expand_shape`) and transposes that into its
//! destination (`linalg.transpose`: outer dimensions permuted, tiles
//! last). An unpack transposes its source back to the strip-mined shape
//! (into a `tensor.empty`), collapses it (`tensor.collapse_shape`), cuts
//! the padding off (`tensor.extract_slice`) and copies the rest into its
//! destination (`linalg.copy`). Dynamic sizes go through `tensor.dim`; a
//! pack with dynamic tile sizes is reported (its expanded source would have
//! two dynamic sizes in one group, which the memref lowering does not take
//! yet; upstream's `lowerPack` refuses it too).

use strata::dialects::affine::build::make_composed_folded_apply;
use strata::dialects::arith::build_constant;
use strata::dialects::memref::{split_mixed, Ofr};
use strata::dialects::tensor::{
    build_pad, CollapseShapeOp, DimOp, EmptyOp, ExpandShapeOp, ExtractSliceOp, PackOp, UnPackOp,
};
use strata::dialects::view_like::reassociation_attr;
use strata::ir::affine::{AffineExpr, AffineMap};
use strata::ir::{
    AttrKind, Attribute, Body, Context, Location, OpId, OperationState, Type, TypeKind, ValueId, DYNAMIC,
};
use strata::opdef::ods::constraints::{i64_array, i64_values};
use strata::opdef::ods::{attr, segment_sizes};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;
use strata::transforms::module_functions;

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(LowerPackUnpack))
}

struct LowerPackUnpack;

impl Pass for LowerPackUnpack {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        check_supported(ctx, &target.body)?;
        let config = GreedyConfig::rewrite_only();
        let pattern = |rw: &mut Rewriter<'_>, op: OpId| match ctx.str(rw.body.op(op).name) {
            PackOp::NAME => lower_pack(rw, op),
            UnPackOp::NAME => lower_unpack(rw, op),
            _ => false,
        };
        apply_pattern_set_greedily(ctx, cx.registry, Some(target.name), &mut target.body, &config, &pattern);
        Ok(())
    }
}

/// A located error for the first pack this lowering cannot express.
fn check_supported(ctx: &Context, module: &Body) -> Result<(), Diagnostic> {
    for f in module_functions(ctx, module) {
        let body = module.regions_body(f);
        let mut found = None;
        for &r in &body.roots {
            body.walk_region(r, &mut |op| {
                let dynamic_tiles = ctx.str(body.op(op).name) == PackOp::NAME
                    && statics(ctx, body, op, "static_inner_tiles").contains(&DYNAMIC);
                if dynamic_tiles && found.is_none() {
                    found = Some(body.op(op).loc);
                }
            });
        }
        if let Some(loc) = found {
            return Err(Diagnostic::error(
                loc,
                "tensor.pack with dynamic inner tile sizes is not supported (lower-tensor-pack-unpack needs static tiles to pad and expand the source)",
            ));
        }
    }
    Ok(())
}

fn statics(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    attr(ctx, body, op, name).and_then(|a| i64_values(ctx, a)).unwrap_or_default()
}

fn shape_of(ctx: &Context, body: &Body, v: ValueId) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(body.value_type(v)) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape.clone(), *element)),
        _ => None,
    }
}

fn tensor_type(ctx: &Context, shape: Vec<i64>, element: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor { shape, element, encoding: None })
}

/// How a pack or unpack lays the unpacked tensor out: the strip-mined
/// dimensions (each a position of the packed tensor) and their groups,
/// one per unpacked dimension.
struct Layout {
    strip_mined: Vec<usize>,
    groups: Vec<Vec<i64>>,
}

impl Layout {
    fn new(ctx: &Context, body: &Body, op: OpId, rank: usize) -> Option<Layout> {
        let inner = statics(ctx, body, op, "inner_dims_pos");
        let mut perm = statics(ctx, body, op, "outer_dims_perm");
        if perm.is_empty() {
            perm = (0..rank as i64).collect();
        }
        let mut outer_of = vec![usize::MAX; rank];
        for (i, &d) in perm.iter().enumerate() {
            *outer_of.get_mut(usize::try_from(d).ok()?)? = i;
        }
        let (mut strip_mined, mut groups) = (Vec::new(), Vec::new());
        for (d, &outer) in outer_of.iter().enumerate() {
            let start = strip_mined.len() as i64;
            strip_mined.push(outer);
            if let Some(j) = inner.iter().position(|&p| p == d as i64) {
                strip_mined.push(rank + j);
            }
            groups.push((start..strip_mined.len() as i64).collect());
        }
        Some(Layout { strip_mined, groups })
    }

    /// The size of each group: the product of its sizes in `shape`.
    fn collapsed(&self, shape: &[i64]) -> Vec<i64> {
        let size = |g: &Vec<i64>| {
            g.iter()
                .map(|&i| shape[i as usize])
                .try_fold(1i64, |acc, s| if s == DYNAMIC { None } else { acc.checked_mul(s) })
        };
        self.groups.iter().map(|g| size(g).unwrap_or(DYNAMIC)).collect()
    }
}

/// Dimension `d` of `v`: its static size or a `tensor.dim`.
fn size_of(rw: &mut Rewriter<'_>, loc: Location, v: ValueId, d: usize) -> Ofr {
    let ctx = rw.ctx;
    let shape = shape_of(ctx, rw.body, v).map(|(s, _)| s).unwrap_or_default();
    if shape.get(d).is_some_and(|&s| s != DYNAMIC) {
        return Ofr::Static(shape[d]);
    }
    let index = build_constant(rw, loc, ctx.index_type(), ctx.int_attr(ctx.index_type(), d as i64));
    let dim = DimOp::create(ctx, rw.body, loc, v, index, ctx.index_type());
    rw.insert(dim.0);
    Ofr::Value(rw.body.results(dim.0)[0])
}

/// pack = transpose(expand_shape(pad(source))).
fn lower_pack(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let p = PackOp(op);
    let (source, dest) = (p.source(ctx, rw.body), p.dest(ctx, rw.body));
    let (Some((src_shape, element)), Some((dest_shape, _))) =
        (shape_of(ctx, rw.body, source), shape_of(ctx, rw.body, dest))
    else {
        return false;
    };
    let tiles = statics(ctx, rw.body, op, "static_inner_tiles");
    let rank = src_shape.len();
    let Some(layout) = Layout::new(ctx, rw.body, op, rank) else { return false };
    if tiles.contains(&DYNAMIC) || dest_shape.len() != rank + tiles.len() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let strip_shape: Vec<i64> = layout.strip_mined.iter().map(|&i| dest_shape[i]).collect();
    let padded_shape = layout.collapsed(&strip_shape);
    let padding = p.padding_value(ctx, rw.body);
    let padded = pad_to_tiles(rw, loc, op, &layout, &padded_shape, padding);
    let mut sizes = Vec::new();
    for (i, &d) in layout.strip_mined.iter().enumerate() {
        if strip_shape[i] == DYNAMIC {
            let Ofr::Value(v) = size_of(rw, loc, dest, d) else { return false };
            sizes.push(v);
        }
    }
    let strip_ty = tensor_type(ctx, strip_shape.clone(), element);
    let reassociation = reassociation_attr(ctx, &layout.groups);
    let expand =
        ExpandShapeOp::create(ctx, rw.body, loc, padded, sizes, strip_ty, reassociation, i64_array(ctx, &strip_shape));
    rw.insert(expand.0);
    let expanded = rw.body.results(expand.0)[0];
    let mut perm = vec![0i64; layout.strip_mined.len()];
    for (i, &d) in layout.strip_mined.iter().enumerate() {
        perm[d] = i as i64;
    }
    let t = transpose(rw, loc, expanded, dest, &perm);
    rw.replace_op(op, &[t]);
    true
}

/// `source` padded at the high end of each tiled dimension up to whole
/// tiles (none built when no tile can be partial).
fn pad_to_tiles(
    rw: &mut Rewriter<'_>,
    loc: Location,
    op: OpId,
    layout: &Layout,
    padded_shape: &[i64],
    padding: Option<ValueId>,
) -> ValueId {
    let ctx = rw.ctx;
    let p = PackOp(op);
    let (source, dest) = (p.source(ctx, rw.body), p.dest(ctx, rw.body));
    let Some((src_shape, element)) = shape_of(ctx, rw.body, source) else { return source };
    let tiles = statics(ctx, rw.body, op, "static_inner_tiles");
    let high_map = AffineMap::new(2, 1, vec![AffineExpr::dim(0).mul(AffineExpr::symbol(0)).sub(AffineExpr::dim(1))]);
    let mut highs = vec![Ofr::Static(0); src_shape.len()];
    for (d, group) in layout.groups.iter().enumerate() {
        let [outer, tile] = group[..] else { continue };
        let (outer_pos, tile) =
            (layout.strip_mined[outer as usize], tiles[layout.strip_mined[tile as usize] - src_shape.len()]);
        let outer = size_of(rw, loc, dest, outer_pos);
        let size = size_of(rw, loc, source, d);
        highs[d] = make_composed_folded_apply(rw, loc, &high_map, &[outer, size, Ofr::Static(tile)]);
    }
    if highs.iter().all(|h| *h == Ofr::Static(0)) && padded_shape == src_shape {
        return source;
    }
    let value = padding.unwrap_or_else(|| {
        let zero = if ctx.is_float(element) {
            ctx.attr(AttrKind::Float { ty: element, bits: 0 })
        } else {
            ctx.int_attr(element, 0)
        };
        build_constant(rw, loc, element, zero)
    });
    let ty = tensor_type(ctx, padded_shape.to_vec(), element);
    build_pad(rw, loc, source, &vec![Ofr::Static(0); src_shape.len()], &highs, ty, value, None)
}

/// unpack = copy(extract_slice(collapse_shape(transpose(source)))).
fn lower_unpack(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let (source, dest) = (rw.body.operands(op)[0], rw.body.operands(op)[1]);
    let (Some((src_shape, element)), Some((dest_shape, _))) =
        (shape_of(ctx, rw.body, source), shape_of(ctx, rw.body, dest))
    else {
        return false;
    };
    let rank = dest_shape.len();
    let Some(layout) = Layout::new(ctx, rw.body, op, rank) else { return false };
    if src_shape.len() != layout.strip_mined.len() {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let strip: Vec<Ofr> = layout.strip_mined.iter().map(|&d| size_of(rw, loc, source, d)).collect();
    let (strip_shape, strip_sizes) = split_mixed(&strip);
    let empty = EmptyOp::create(ctx, rw.body, loc, strip_sizes, tensor_type(ctx, strip_shape.clone(), element));
    rw.insert(empty.0);
    let init = rw.body.results(empty.0)[0];
    let perm: Vec<i64> = layout.strip_mined.iter().map(|&d| d as i64).collect();
    let transposed = transpose(rw, loc, source, init, &perm);
    let collapsed_ty = tensor_type(ctx, layout.collapsed(&strip_shape), element);
    let collapse =
        CollapseShapeOp::create(ctx, rw.body, loc, transposed, collapsed_ty, reassociation_attr(ctx, &layout.groups));
    rw.insert(collapse.0);
    let collapsed = rw.body.results(collapse.0)[0];
    let sizes: Vec<Ofr> = (0..rank).map(|d| size_of(rw, loc, dest, d)).collect();
    let (static_sizes, size_values) = split_mixed(&sizes);
    let dest_ty = rw.body.value_type(dest);
    let (zeros, ones) = (i64_array(ctx, &vec![0; rank]), i64_array(ctx, &vec![1; rank]));
    let slice = ExtractSliceOp::create(
        ctx,
        rw.body,
        loc,
        collapsed,
        vec![],
        size_values,
        vec![],
        dest_ty,
        zeros,
        i64_array(ctx, &static_sizes),
        ones,
    );
    rw.insert(slice.0);
    let sliced = rw.body.results(slice.0)[0];
    let copied = copy(rw, loc, sliced, dest);
    rw.replace_op(op, &[copied]);
    true
}

/// A structured op of `name` from `input` into `init` whose payload
/// yields the input element.
fn forwarding_op(
    rw: &mut Rewriter<'_>,
    loc: Location,
    name: &str,
    input: ValueId,
    init: ValueId,
    property: (&str, Attribute),
) -> ValueId {
    let ctx = rw.ctx;
    let init_ty = rw.body.value_type(init);
    let elem = |v: ValueId| ctx.element_type(rw.body.value_type(v)).unwrap_or(rw.body.value_type(v));
    let (in_elem, out_elem) = (elem(input), elem(init));
    let region = rw.body.create_region();
    let block = rw.body.create_block(region);
    let arg = rw.body.add_block_arg(block, in_elem, None);
    rw.body.add_block_arg(block, out_elem, None);
    let y = rw.body.create_op(OperationState::new(ctx, "linalg.yield", loc, vec![arg], vec![]));
    rw.body.append_op(block, y);
    let mut st = OperationState::new(ctx, name, loc, vec![input, init], vec![init_ty]);
    st.properties = Some(ctx.dictionary(vec![(ctx.ident(property.0), property.1)]));
    st.regions = vec![region];
    let new = rw.create(st);
    rw.body.results(new)[0]
}

/// `linalg.transpose` of `input` into `init` (result dimension `i` is
/// input dimension `perm[i]`).
fn transpose(rw: &mut Rewriter<'_>, loc: Location, input: ValueId, init: ValueId, perm: &[i64]) -> ValueId {
    let p = i64_array(rw.ctx, perm);
    forwarding_op(rw, loc, "linalg.transpose", input, init, ("permutation", p))
}

/// `linalg.copy` of `input` into `init`.
fn copy(rw: &mut Rewriter<'_>, loc: Location, input: ValueId, init: ValueId) -> ValueId {
    let segments = segment_sizes(rw.ctx, &[1, 1]);
    forwarding_op(rw, loc, "linalg.copy", input, init, ("operandSegmentSizes", segments))
}

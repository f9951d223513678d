//! How the nest's loads and stores index their memrefs, and the matrix
//! views that let the GEMM kernel work on operands that are not plain
//! matrices: a batch of matrices (leading indices fixed while the nest
//! runs, `linalg.batch_matmul`) or a window moving with outer loops
//! (`A[i + kw, k]` in a convolution's nest).

use std::fmt::Write;

use crate::ir::affine::{AffineBinaryOp, AffineExpr, AffineMap};
use crate::ir::{AttrKind, Body, Context, OpId, TypeKind, ValueId};
use crate::opdef::Registry;
use crate::syntax::diag::Diagnostic;
use crate::syntax::printer::{attr_to_string, type_to_string};
use crate::transforms::alias;

use super::map_attr;

/// How a load or store of the nest indexes its memref.
pub(super) struct Access {
    /// The band loops (positions) of the last two indices.
    pub loops: Vec<usize>,
    /// The view the nest works on instead of the memref, when it is not
    /// the memref itself.
    pub view: Option<View>,
}

/// A matrix view of a memref: the offset of each dimension (a map of
/// values defined outside the band), the leading dimensions dropped.
pub(super) struct View {
    /// One result per dimension of the memref.
    pub offsets: AffineMap,
    pub operands: Vec<ValueId>,
    /// Of the last two dimensions, those with an offset: their size is the
    /// trip count of their loop rather than the memref's extent.
    pub shifted: [bool; 2],
}

/// Which band loops (positions in `ivs`) index the last two dimensions of
/// an access: each index is an induction variable of the band, plus, for
/// a memref view, an offset affine in values defined outside the band;
/// the leading indices (of a memref of rank above 2) must not use the
/// band's induction variables.
pub(super) fn access_loops(
    ctx: &Context,
    body: &Body,
    op: OpId,
    indices: &[ValueId],
    ivs: &[ValueId; 3],
) -> Option<Access> {
    let map = map_attr(ctx, body, op, "map")?;
    if map.num_inputs() != indices.len() || map.num_results() < 2 {
        return None;
    }
    let band_input = |pos: usize| ivs.contains(&indices[pos]);
    let fixed = |e: &AffineExpr| (0..map.num_inputs()).all(|pos| !band_input(pos) || !input_occurs(&map, e, pos));
    let split = map.num_results() - 2;
    if !map.results[..split].iter().all(fixed) {
        return None;
    }
    let mut loops = Vec::new();
    let mut offsets: Vec<AffineExpr> = map.results[..split].to_vec();
    let mut shifted = [false; 2];
    for (n, e) in map.results[split..].iter().enumerate() {
        let (dim, offset) = match e.as_dim() {
            Some(d) => (d, None),
            None => {
                let (op, l, r) = e.as_binary()?;
                if op != AffineBinaryOp::Add {
                    return None;
                }
                match (l.as_dim(), r.as_dim()) {
                    (Some(d), _) if band_input(d) && fixed(r) => (d, Some(r.clone())),
                    (_, Some(d)) if band_input(d) && fixed(l) => (d, Some(l.clone())),
                    _ => return None,
                }
            }
        };
        let v = *indices.get(dim)?;
        loops.push(ivs.iter().position(|&iv| iv == v)?);
        shifted[n] = offset.is_some();
        offsets.push(offset.unwrap_or_else(|| AffineExpr::constant(0)));
    }
    if split == 0 && !shifted.contains(&true) {
        return Some(Access { loops, view: None });
    }
    // The band's induction variables do not occur in the offsets: they are
    // dropped from the map's inputs.
    let (mut dims, mut syms, mut operands) = (Vec::new(), Vec::new(), Vec::new());
    let (mut nd, mut ns) = (0, 0);
    for (pos, &v) in indices.iter().enumerate() {
        let (list, next, make): (&mut Vec<AffineExpr>, &mut usize, fn(usize) -> AffineExpr) = if pos < map.num_dims {
            (&mut dims, &mut nd, AffineExpr::dim)
        } else {
            (&mut syms, &mut ns, AffineExpr::symbol)
        };
        if ivs.contains(&v) {
            list.push(AffineExpr::constant(0));
        } else {
            list.push(make(*next));
            *next += 1;
            operands.push(v);
        }
    }
    let offsets = AffineMap::new(map.num_dims, map.num_symbols, offsets).replace_dims_and_symbols(&dims, &syms, nd, ns);
    Some(Access { loops, view: Some(View { offsets, operands, shifted }) })
}

/// Whether input `pos` of `map` (a dimension, then the symbols) occurs in `e`.
fn input_occurs(map: &AffineMap, e: &AffineExpr, pos: usize) -> bool {
    if pos < map.num_dims {
        e.is_function_of_dim(pos)
    } else {
        e.is_function_of_symbol(pos - map.num_dims)
    }
}

/// The matrix `view` of `memref`, a (rank-reducing) `memref.subview` built
/// before `anchor`; `sizes` are the sizes of its shifted dimensions.
pub(super) fn matrix_view(
    ctx: &Context,
    registry: &Registry,
    body: &mut Body,
    anchor: OpId,
    memref: ValueId,
    view: &View,
    sizes: [Option<ValueId>; 2],
) -> Result<ValueId, Diagnostic> {
    let loc = body.op(anchor).loc;
    let ty = body.value_type(memref);
    let internal = |what: &str| Diagnostic::error(loc, format!("internal error in affine-gemm: {what}"));
    let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(ty) else { return Err(internal("not a memref")) };
    let (rank, n) = (shape.len(), shape.len() - 2);
    let constant = |e: &AffineExpr| e.as_constant();
    let offsets: Vec<i64> = view.offsets.results.iter().map(|e| constant(e).unwrap_or(crate::ir::DYNAMIC)).collect();
    let mut static_sizes = vec![1; n];
    for (d, shifted) in view.shifted.iter().enumerate() {
        static_sizes.push(if *shifted { crate::ir::DYNAMIC } else { shape[n + d] });
    }
    let full = crate::dialects::memref::layout::subview_type(ctx, ty, &offsets, &static_sizes, &vec![1; rank])
        .ok_or_else(|| internal("no strided layout"))?;
    let (strides, offset) =
        crate::dialects::memref::layout::strides_and_offset(ctx, full).ok_or_else(|| internal("no strided layout"))?;
    let layout = crate::dialects::memref::layout::strided_layout(ctx, offset, strides[n..].to_vec());
    let matrix =
        crate::dialects::memref::layout::memref_type(ctx, static_sizes[n..].to_vec(), *element, Some(layout), None);
    let (ts, ms) = (type_to_string(ctx, ty), type_to_string(ctx, matrix));
    let operands = &view.operands;
    let mut params: String = (0..operands.len()).map(|p| format!(", %x{p}: index")).collect();
    let shifted_sizes: Vec<ValueId> = sizes.iter().flatten().copied().collect();
    params.extend((0..shifted_sizes.len()).map(|p| format!(", %s{p}: index")));
    let mut text = format!("func.func @view(%m: {ts}{params}) -> {ms} {{\n");
    let (dims, syms) = operands.split_at(view.offsets.num_dims);
    let list = |len: usize, base: usize| (0..len).map(|p| format!("%x{}", base + p)).collect::<Vec<_>>().join(", ");
    let mut offset_list = Vec::new();
    for (r, e) in view.offsets.results.iter().enumerate() {
        if let Some(c) = constant(e) {
            offset_list.push(c.to_string());
            continue;
        }
        let single = AffineMap::new(view.offsets.num_dims, view.offsets.num_symbols, vec![e.clone()]);
        let map = attr_to_string(ctx, ctx.attr(AttrKind::AffineMap(single)));
        let _ =
            writeln!(text, "  %o{r} = affine.apply {map}({})[{}]", list(dims.len(), 0), list(syms.len(), dims.len()));
        offset_list.push(format!("%o{r}"));
    }
    let mut size_list = vec!["1".to_string(); n];
    let mut next_size = 0;
    for (d, &extent) in shape.iter().enumerate().skip(n) {
        if view.shifted[d - n] {
            size_list.push(format!("%s{next_size}"));
            next_size += 1;
        } else if extent == crate::ir::DYNAMIC {
            let _ = writeln!(text, "  %c{d} = arith.constant {d} : index\n  %d{d} = memref.dim %m, %c{d} : {ts}");
            size_list.push(format!("%d{d}"));
        } else {
            size_list.push(extent.to_string());
        }
    }
    let _ = writeln!(
        text,
        "  %v = memref.subview %m[{}] [{}] [{}] : {ts} to {ms}\n  return %v : {ms}\n}}",
        offset_list.join(", "),
        size_list.join(", "),
        vec!["1"; rank].join(", ")
    );
    let args: Vec<ValueId> = std::iter::once(memref).chain(operands.iter().copied()).chain(shifted_sizes).collect();
    let (_, returned) = alias::instantiate_returning(ctx, registry, body, anchor, &text, &args)?;
    returned.first().copied().ok_or_else(|| internal("the view template returns nothing"))
}

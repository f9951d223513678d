//! Verifiers of the tensor ops (pack and unpack aside: `pack.rs`), in
//! upstream's order and wording. Messages upstream emits without the
//! op-name prefix are reported with `plain`.

use super::{attr, ranked, ranked_tensor};
use crate::dialects::view_like::{i64_values, reassociation, verify_offsets_sizes_strides};
use crate::ir::{Body, Context, OpId, Type, ValueId, DYNAMIC};
use crate::syntax::diag::Diagnostic;
use crate::verify::VerifyCx;

/// Report `msg` at the op without the `'op' op` prefix (upstream's `emitError`).
pub(super) fn plain(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, msg: String) {
    cx.report(Diagnostic::error(body.op(op).loc, msg));
}

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

pub(super) fn operand_type(body: &Body, op: OpId, i: usize) -> Type {
    ty(body, body.operands(op)[i])
}

pub(super) fn statics(ctx: &Context, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    attr(ctx, body, op, name).and_then(|a| i64_values(ctx, a)).unwrap_or_default()
}

fn dynamic_count(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// `empty` and `splat`: one size operand per dynamic dimension.
fn verify_dynamic_sizes(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, sizes: usize) {
    let t = ty(body, body.results(op)[0]);
    let Some((shape, _)) = ranked(cx.ctx, t) else { return };
    let expected = dynamic_count(shape);
    if sizes != expected {
        cx.op_error(body, op, format!("incorrect number of dynamic sizes, has {sizes}, expected {expected}"));
    }
}

pub(super) fn verify_empty(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_dynamic_sizes(cx, body, op, body.operands(op).len());
}

pub(super) fn verify_splat(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_dynamic_sizes(cx, body, op, body.operands(op).len() - 1);
}

/// Whether two shapes agree where both are static.
fn shapes_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

/// The shape of a ranked tensor, `None` for an unranked one.
fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    ranked(ctx, t).map(|(s, _)| s)
}

/// Upstream's `CastOp::areCastCompatible` (`bitcast`: element widths
/// instead of element types).
pub(crate) fn cast_compatible(ctx: &Context, a: Type, b: Type, bitcast: bool) -> bool {
    let (Some(ea), Some(eb)) = (ctx.element_type(a), ctx.element_type(b)) else { return false };
    let elements_ok = if bitcast {
        let width = |t: Type| ctx.int_info(t).map(|(w, _)| w).or_else(|| ctx.float_kind(t).map(|k| k.bit_width()));
        width(ea).is_some() && width(ea) == width(eb)
    } else {
        ea == eb
    };
    let shapes_ok = match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(x), Some(y)) => shapes_compatible(x, y),
        _ => true,
    };
    elements_ok && shapes_ok
}

fn verify_cast_like(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, bitcast: bool) {
    let (a, b) = (operand_type(body, op, 0), ty(body, body.results(op)[0]));
    if !cast_compatible(cx.ctx, a, b, bitcast) {
        let msg = format!("operand type {} and result type {} are cast incompatible", cx.type_str(a), cx.type_str(b));
        cx.op_error(body, op, msg);
    }
}

pub(super) fn verify_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_cast_like(cx, body, op, false);
}

pub(super) fn verify_bitcast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_cast_like(cx, body, op, true);
}

pub(super) fn verify_extract(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let rank = shape_of(cx.ctx, operand_type(body, op, 0)).map_or(0, |s| s.len());
    if body.operands(op).len() - 1 != rank {
        cx.op_error(body, op, "incorrect number of indices for extract_element");
    }
}

pub(super) fn verify_insert(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let rank = shape_of(cx.ctx, operand_type(body, op, 1)).map_or(0, |s| s.len());
    if body.operands(op).len() - 2 != rank {
        cx.op_error(body, op, "incorrect number of indices");
    }
}

/// One element per position of the result, of its element type (upstream's
/// `TypesMatchWith` over the whole operand list).
pub(super) fn verify_from_elements(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let Some((shape, element)) = ranked(cx.ctx, ty(body, body.results(op)[0])) else { return };
    let count = shape.iter().fold(1i64, |n, &d| n.wrapping_mul(d));
    let operands = body.operands(op);
    if operands.len() as i64 != count || operands.iter().any(|&v| ty(body, v) != element) {
        cx.op_error(body, op, "failed to verify that operand types match result element type");
    }
}

// ---- slices -----------------------------------------------------------------------------

/// The offsets/sizes/strides invariants of a slice op whose full tensor is
/// `full` and whose static lists start after `first_group` operand groups.
fn verify_slice_lists(
    cx: &mut VerifyCx<'_>,
    body: &Body,
    op: OpId,
    full: Type,
    spec: &crate::opdef::ods::OpSpec,
) -> Option<Vec<i64>> {
    let ctx = cx.ctx;
    let rank = shape_of(ctx, full)?.len();
    let lists = ["static_offsets", "static_sizes", "static_strides"].map(|n| statics(ctx, body, op, n));
    let first = spec.operands.len() - 3;
    let dynamic = [0, 1, 2].map(|i| spec.operand_group(ctx, body, op, first + i).len());
    verify_offsets_sizes_strides(cx, body, op, [&lists[0], &lists[1], &lists[2]], dynamic, [rank, rank, rank])
        .then(|| lists[1].clone())
}

/// Upstream's `produceSliceErrorMsg` after `isRankReducedType`: the slice
/// type must be the type its sizes give, or that type less some unit dims.
fn verify_slice_type(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, full: Type, slice: Type, sizes: &[i64]) {
    let ctx = cx.ctx;
    let (Some((_, full_elem)), Some((slice_shape, slice_elem))) = (ranked(ctx, full), ranked(ctx, slice)) else {
        return;
    };
    let expected = ranked_tensor(ctx, sizes.to_vec(), full_elem);
    let msg = if slice_shape.len() > sizes.len() {
        "expected rank to be smaller or equal to the other rank. ".to_string()
    } else if crate::dialects::memref::layout::rank_reduction_mask(sizes, slice_shape).is_none() {
        format!("expected type to be {} or a rank-reduced version. (size mismatch) ", cx.type_str(expected))
    } else if slice_elem != full_elem {
        format!("expected element type to be {}", cx.type_str(full_elem))
    } else {
        return;
    };
    plain(cx, body, op, msg);
}

pub(super) fn verify_extract_slice(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (full, slice) = (operand_type(body, op, 0), ty(body, body.results(op)[0]));
    if let Some(sizes) = verify_slice_lists(cx, body, op, full, &super::EXTRACT_SLICE) {
        verify_slice_type(cx, body, op, full, slice, &sizes);
    }
}

pub(super) fn verify_insert_slice(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (slice, full) = (operand_type(body, op, 0), operand_type(body, op, 1));
    if let Some(sizes) = verify_slice_lists(cx, body, op, full, &super::INSERT_SLICE) {
        verify_slice_type(cx, body, op, full, slice, &sizes);
    }
}

pub(super) fn verify_parallel_insert_slice(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let parent = cx.parent().map(|p| cx.ctx.str(p.name).to_string());
    if parent.as_deref() != Some("scf.forall.in_parallel") {
        let got = parent.unwrap_or_default();
        plain(cx, body, op, format!("expected ParallelCombiningOpInterface parent, got: {got}"));
        return;
    }
    let (slice, full) = (operand_type(body, op, 0), operand_type(body, op, 1));
    if let Some(sizes) = verify_slice_lists(cx, body, op, full, &super::PARALLEL_INSERT_SLICE) {
        verify_slice_type(cx, body, op, full, slice, &sizes);
    }
}

// ---- generate and pad ---------------------------------------------------------------------

/// The entry block's argument types and the type of the value its
/// terminator yields (when it is a `tensor.yield`).
fn region_shape(body: &Body, op: OpId) -> Option<(Vec<Type>, Option<Type>)> {
    let region = *body.op(op).regions.first()?;
    let block = *body.region(region).blocks.first()?;
    let args = body.block(block).args.iter().map(|&a| ty(body, a)).collect();
    let yielded = body.last_op(block).and_then(|t| body.operands(t).first().copied());
    Some((args, yielded.map(|v| ty(body, v))))
}

pub(super) fn verify_generate(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some((shape, element)) = ranked(ctx, ty(body, body.results(op)[0])) else { return };
    if body.operands(op).len() != dynamic_count(shape) {
        plain(cx, body, op, "must have as many index operands as dynamic extents in the result type".into());
        return;
    }
    let rank = shape.len();
    let Some((args, yielded)) = region_shape(body, op) else { return };
    if args.len() != rank || args.iter().any(|&a| !ctx.is_index(a)) {
        let msg = if args.len() != rank {
            "must have one body argument per input dimension"
        } else {
            "all body arguments must be index"
        };
        plain(cx, body, op, msg.into());
        return;
    }
    if yielded != Some(element) {
        cx.op_error(body, op, "body must be terminated with a `yield` operation of the tensor element type");
    }
}

/// Upstream's `PadOp::inferResultType`: each dimension grows by its low and
/// high padding, dynamic where any of the three is.
pub(super) fn padded_shape(shape: &[i64], low: &[i64], high: &[i64]) -> Option<Vec<i64>> {
    if low.len() != shape.len() || high.len() != shape.len() {
        return None;
    }
    let dims = shape.iter().zip(low.iter().zip(high));
    Some(
        // Wrapping as upstream's int64 sum does; the result type then differs.
        dims.map(|(&d, (&l, &h))| {
            if d == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                DYNAMIC
            } else {
                d.wrapping_add(l).wrapping_add(h)
            }
        })
        .collect(),
    )
}

pub(super) fn verify_pad(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (src, res) = (operand_type(body, op, 0), ty(body, body.results(op)[0]));
    let (Some((shape, _)), Some((result_shape, element))) = (ranked(ctx, src), ranked(ctx, res)) else { return };
    let (low, high) = (statics(ctx, body, op, "static_low"), statics(ctx, body, op, "static_high"));
    let Some(expected) = padded_shape(shape, &low, &high) else {
        let msg = format!(
            "failed to infer expectedType from sourceType {}, specified resultType is {}",
            cx.type_str(src),
            cx.type_str(res)
        );
        plain(cx, body, op, msg);
        return;
    };
    let matches = expected.len() == result_shape.len()
        && expected.iter().zip(result_shape).all(|(&e, &r)| e == r || e == DYNAMIC);
    if !matches {
        let expected_ty = ranked_tensor(ctx, expected, element);
        let msg = format!(
            "specified type {} does not match the inferred type {}",
            cx.type_str(res),
            cx.type_str(expected_ty)
        );
        plain(cx, body, op, msg);
        return;
    }
    let Some((args, yielded)) = region_shape(body, op) else { return };
    if args.len() != shape.len() {
        plain(cx, body, op, format!("expected the block to have {} arguments", shape.len()));
        return;
    }
    if let Some(i) = args.iter().position(|&a| !ctx.is_index(a)) {
        cx.op_error(body, op, format!("expected block argument {} to be an index", i + 1));
        return;
    }
    if yielded.is_some_and(|y| y != element) {
        cx.op_error(body, op, "expected yield type to match shape element type");
    }
}

// ---- reshape, expand_shape, collapse_shape -------------------------------------------------

pub(super) fn verify_reshape(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (src, shape_ty, res) = (operand_type(body, op, 0), operand_type(body, op, 1), ty(body, body.results(op)[0]));
    if ctx.element_type(src) != ctx.element_type(res) {
        cx.op_error(body, op, "element types of source and destination tensor types should be the same");
        return;
    }
    let Some(result_shape) = shape_of(ctx, res) else { return };
    let length = shape_of(ctx, shape_ty).and_then(|s| s.first().copied()).unwrap_or(DYNAMIC);
    let elements = |s: &[i64]| s.iter().try_fold(1i64, |acc, &d| (d != DYNAMIC).then(|| acc.wrapping_mul(d)));
    let msg = match shape_of(ctx, src).and_then(elements).zip(elements(result_shape)) {
        Some((a, b)) if a != b => "source and destination tensor should have the same number of elements",
        _ if length == DYNAMIC => {
            "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type"
        }
        _ if length != result_shape.len() as i64 => "length of shape operand differs from the result's tensor rank",
        _ => return,
    };
    cx.op_error(body, op, msg);
}

/// Upstream's `verifyReshapeLikeTypes` and `reshapeLikeShapesAreCompatible`
/// for tensors, then the collapsed type the groups imply.
fn verify_tensor_reshape(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, expanded: Type, collapsed: Type) {
    let ctx = cx.ctx;
    let groups = attr(ctx, body, op, "reassociation").and_then(|a| reassociation(ctx, a)).unwrap_or_default();
    let (Some((e_shape, e_elem)), Some((c_shape, _))) = (ranked(ctx, expanded), ranked(ctx, collapsed)) else {
        let msg = format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            cx.type_str(expanded),
            cx.type_str(collapsed)
        );
        cx.op_error(body, op, msg);
        return;
    };
    let (er, cr) = (e_shape.len(), c_shape.len());
    let msg = if er < cr {
        Some(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            cx.type_str(expanded),
            cx.type_str(collapsed)
        ))
    } else if cr != groups.len() {
        Some(format!("expected collapsed rank ({cr}) to equal the number of reassociation maps ({}).", groups.len()))
    } else {
        groups_error(&groups, e_shape, c_shape)
    };
    if let Some(msg) = msg {
        cx.op_error(body, op, msg);
        return;
    }
    let inferred: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter()
                .try_fold(1i64, |acc, &d| Some(e_shape[d as usize]).filter(|&s| s != DYNAMIC).map(|s| acc * s))
                .unwrap_or(DYNAMIC)
        })
        .collect();
    let expected = ranked_tensor(ctx, inferred, e_elem);
    let same = ranked(ctx, collapsed).is_some_and(|(s, e)| ranked_tensor(ctx, s.to_vec(), e) == expected);
    if !same {
        let msg =
            format!("expected collapsed type to be {}, but got {}", cx.type_str(expected), cx.type_str(collapsed));
        cx.op_error(body, op, msg);
    }
}

/// The group checks of a reshape: sizes, contiguity and the static sizes
/// each group collapses to.
fn groups_error(groups: &[Vec<i64>], expanded: &[i64], collapsed: &[i64]) -> Option<String> {
    let dims = groups.iter().flatten().map(|&d| d + 1).max().unwrap_or(0);
    if !groups.is_empty() && dims != expanded.len() as i64 {
        return Some(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {dims}.",
            expanded.len()
        ));
    }
    let mut next = 0;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return Some(format!("expected reassociation map #{i} to be valid and contiguous."));
            }
            next += 1;
        }
    }
    if !groups.is_empty() && next != dims {
        return Some(format!("expected reassociation map #{} to be valid and contiguous.", groups.len() - 1));
    }
    let mut start = 0;
    for (i, g) in groups.iter().enumerate() {
        let part = &expanded[start..start + g.len()];
        start += g.len();
        if part.contains(&DYNAMIC) {
            if collapsed[i] != DYNAMIC {
                return Some(format!("expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"));
            }
        } else {
            let size = part.iter().fold(1i64, |n, &d| n.wrapping_mul(d));
            if collapsed[i] != size {
                return Some(format!("expected dimension {i} of collapsed type to be static value of {size}"));
            }
        }
    }
    None
}

pub(super) fn verify_collapse_shape(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (src, res) = (operand_type(body, op, 0), ty(body, body.results(op)[0]));
    verify_tensor_reshape(cx, body, op, src, res);
}

pub(super) fn verify_expand_shape(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (src, res) = (operand_type(body, op, 0), ty(body, body.results(op)[0]));
    let rank = shape_of(ctx, res).map_or(0, |s| s.len());
    let output = statics(ctx, body, op, "static_output_shape");
    if output.len() != rank {
        let msg = format!(
            "expected number of static shape dims to be equal to the output rank ({rank}) but found {} inputs instead",
            output.len()
        );
        cx.op_error(body, op, msg);
        return;
    }
    let (dynamic, values) = (dynamic_count(&output), body.operands(op).len() - 1);
    if values != dynamic {
        let msg = format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
        );
        cx.op_error(body, op, msg);
        return;
    }
    verify_tensor_reshape(cx, body, op, res, src);
}

// ---- concat, gather, scatter ---------------------------------------------------------------

pub(super) fn verify_concat(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let inputs: Vec<(&[i64], Type)> = body.operands(op).iter().filter_map(|&v| ranked(ctx, ty(body, v))).collect();
    let Some((result_shape, element)) = ranked(ctx, ty(body, body.results(op)[0])) else { return };
    let rank = result_shape.len();
    let dim = attr(ctx, body, op, "dim").and_then(|a| int_value(ctx, a)).unwrap_or(0);
    if inputs.is_empty() {
        return cx.op_error(body, op, "requires at least one input");
    }
    if inputs.iter().any(|(s, _)| s.len() != rank) {
        return cx.op_error(body, op, "rank of concatenated inputs must match result rank");
    }
    if inputs.iter().any(|&(_, e)| e != element) {
        return cx.op_error(body, op, "inputs and result element type must match");
    }
    if dim < 0 || dim as usize >= rank {
        return cx.op_error(body, op, "concatenation dim must be less than the tensor rank");
    }
    let dim = dim as usize;
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            // Wrapping as upstream's int64 sum does.
            let all = inputs.iter().try_fold(0i64, |n, (s, _)| (s[dim] != DYNAMIC).then(|| n.wrapping_add(s[dim])));
            *size = all.unwrap_or(DYNAMIC);
            continue;
        }
        for (s, _) in &inputs {
            if s[i] != DYNAMIC && *size != DYNAMIC && s[i] != *size {
                return cx.op_error(
                    body,
                    op,
                    format!("static concatenation size mismatch along non-concatenated dimension {i}"),
                );
            }
            if s[i] != DYNAMIC {
                *size = s[i];
            }
        }
    }
    if !shapes_compatible(&sizes, result_shape) {
        let (r, e) = (cx.type_str(ty(body, body.results(op)[0])), cx.type_str(ranked_tensor(ctx, sizes, element)));
        cx.op_error(body, op, format!("result type {r}does not match inferred shape {e} static sizes"));
    }
}

/// Upstream's `verifyGatherOrScatterDims`, then the type of the gathered
/// or scattered slices (full or with the gathered dims dropped).
fn verify_gather_scatter(
    cx: &mut VerifyCx<'_>,
    body: &Body,
    op: OpId,
    kind: &str,
    full: Type,
    indices: Type,
    slices: Type,
) {
    let ctx = cx.ctx;
    let dims = statics(ctx, body, op, &format!("{kind}_dims"));
    let (Some((shape, element)), Some(index_shape)) = (ranked(ctx, full), shape_of(ctx, indices)) else { return };
    let rank_name = if kind == "gather" { "source" } else { "dest" };
    let rank = shape.len() as i64;
    let msg = if dims.is_empty() {
        Some(format!("{kind}_dims must be non-empty"))
    } else if dims.len() as i64 > rank {
        Some(format!("{kind}_dims overflow {rank_name} rank"))
    } else if index_shape.last() != Some(&(dims.len() as i64)) {
        Some(format!("{kind}_dims length must match the size of last dimension of indices"))
    } else if dims.iter().any(|&d| d < 0) {
        Some(format!("{kind}_dims value must be non-negative"))
    } else if dims.iter().any(|&d| d >= rank) {
        Some(format!("{kind}_dims value must be smaller than {rank_name} rank"))
    } else if dims.windows(2).any(|w| w[0] >= w[1]) {
        Some(format!("{kind}_dims values must be strictly increasing"))
    } else {
        None
    };
    if let Some(msg) = msg {
        return cx.op_error(body, op, msg);
    }
    let batch = &index_shape[..index_shape.len() - 1];
    let mut full_shape = batch.to_vec();
    let mut reduced = batch.to_vec();
    for (i, &d) in shape.iter().enumerate() {
        let gathered = dims.contains(&(i as i64));
        full_shape.push(if gathered { 1 } else { d });
        if !gathered {
            reduced.push(d);
        }
    }
    let (expected, reduced) = (ranked_tensor(ctx, full_shape, element), ranked_tensor(ctx, reduced, element));
    if slices != expected && slices != reduced {
        let what = if kind == "gather" { "result" } else { "source" };
        let msg = format!(
            "{what} type mismatch: expected {} or its rank-reduced variant {} (got: {})",
            cx.type_str(expected),
            cx.type_str(reduced),
            cx.type_str(slices)
        );
        cx.op_error(body, op, msg);
    }
}

pub(super) fn verify_gather(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (src, idx, res) = (operand_type(body, op, 0), operand_type(body, op, 1), ty(body, body.results(op)[0]));
    verify_gather_scatter(cx, body, op, "gather", src, idx, res);
}

pub(super) fn verify_scatter(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    if attr(ctx, body, op, "unique").is_none() {
        return cx.op_error(body, op, "requires 'unique' attribute to be set");
    }
    let (src, dest, idx) = (operand_type(body, op, 0), operand_type(body, op, 1), operand_type(body, op, 2));
    verify_gather_scatter(cx, body, op, "scatter", dest, idx, src);
}

fn int_value(ctx: &Context, a: crate::ir::Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        crate::ir::AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }
}

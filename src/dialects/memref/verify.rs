//! Verifiers of the memref ops, in upstream's order and wording. Messages
//! upstream emits without the op-name prefix are reported with `plain`.

use super::layout::{
    canonicalize_strided_layout, collapsed_layout, expanded_layout, has_identity_layout, memory_space, memref_parts,
    memref_rank_reduction_mask, memref_type, rank_reduction_mask, strided_layout, strides_and_offset, subview_type,
};
use super::syntax::{i64_values, is_elements_attr, rank_of, tensor_type_of};
use super::{attr, reassociation, ATOMIC_RMW_KIND_ENUM};
use crate::dialects::{alignment, view_like};
use crate::ir::{AttrKind, Body, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::Traits;
use crate::syntax::diag::Diagnostic;
use crate::verify::VerifyCx;

/// Report `msg` at the op without the `'op' op` prefix (upstream's `emitError`).
fn plain(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, msg: String) {
    cx.report(Diagnostic::error(body.op(op).loc, msg));
}

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

fn operand_type(body: &Body, op: OpId, i: usize) -> Type {
    ty(body, body.operands(op)[i])
}

fn result_type(body: &Body, op: OpId) -> Type {
    ty(body, body.results(op)[0])
}

fn statics(cx: &VerifyCx<'_>, body: &Body, op: OpId, name: &str) -> Vec<i64> {
    attr(cx.ctx, body, op, name).and_then(|a| i64_values(cx.ctx, a)).unwrap_or_default()
}

fn dynamic_dims(ctx: &Context, t: Type) -> usize {
    memref_parts(ctx, t).map_or(0, |p| p.shape.iter().filter(|&&d| d == DYNAMIC).count())
}

/// `alignment` of `alloc`, `alloca` and `realloc`: upstream accepts any
/// value from 0 up; the lowering rounds pointers up to it (`malloc`) or
/// hands it to LLVM (`alloca`), so it must be 0 (none) or a power of 2
/// LLVM can hold.
fn verify_alloc_alignment(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    alignment::verify(cx, body, op, "alignment", alignment::Zero::Allowed);
}

pub(super) fn verify_alloc_like(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_alloc_alignment(cx, body, op);
    let ctx = cx.ctx;
    let t = result_type(body, op);
    let spec = if ctx.str(body.op(op).name) == super::AllocOp::NAME { &super::ALLOC } else { &super::ALLOCA };
    let sizes = spec.operand_group(ctx, body, op, 0).len();
    let symbols = spec.operand_group(ctx, body, op, 1).len();
    if sizes != dynamic_dims(ctx, t) {
        cx.op_error(body, op, "dimension operand count does not equal memref dynamic dimension count");
        return;
    }
    let expected = match memref_parts(ctx, t).and_then(|p| p.layout).map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols,
        _ => 0,
    };
    if symbols != expected {
        let msg =
            format!("symbol operand count does not equal memref symbol count: expected {expected}, got {symbols}");
        cx.op_error(body, op, msg);
    }
}

pub(super) fn verify_realloc(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    verify_alloc_alignment(cx, body, op);
    let ctx = cx.ctx;
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let (s, r) = (cx.type_str(src), cx.type_str(res));
    let msg = if !has_identity_layout(ctx, src) {
        format!("unsupported layout for source memref type {s}")
    } else if !has_identity_layout(ctx, res) {
        format!("unsupported layout for result memref type {r}")
    } else if memory_space(ctx, src) != memory_space(ctx, res) {
        format!("different memory spaces specified for source memref type {s} and result memref type {r}")
    } else if ctx.element_type(src) != ctx.element_type(res) {
        format!("different element types specified for source memref type {s} and result memref type {r}")
    } else if dynamic_dims(ctx, res) > 0 && body.operands(op).len() < 2 {
        format!("missing dimension operand for result type {r}")
    } else if dynamic_dims(ctx, res) == 0 && body.operands(op).len() > 1 {
        format!("unnecessary dimension operand for result type {r}")
    } else {
        return;
    };
    plain(cx, body, op, msg);
}

/// `RegionBranchOpInterface` for alloca_scope: what the region returns is
/// what the op produces.
pub(super) fn verify_alloca_scope(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let inner = body.regions_body(op);
    let region = body.op(op).regions[0];
    let results: Vec<Type> = body.results(op).iter().map(|&v| ty(body, v)).collect();
    for &b in &inner.region(region).blocks {
        let Some(t) = inner.last_op(b) else { continue };
        if ctx.str(inner.op(t).name) != super::AllocaScopeReturnOp::NAME {
            continue;
        }
        let src: Vec<Type> = inner.operands(t).iter().map(|&v| ty(inner, v)).collect();
        if src.len() != results.len() {
            let msg = format!(
                " region control flow edge from Region #0 to parent results: source has {} operands, but target successor needs {}",
                src.len(),
                results.len()
            );
            cx.op_error(body, op, msg);
            return;
        }
        for (i, (&s, &d)) in src.iter().zip(&results).enumerate() {
            if s != d {
                let msg = format!(
                    " along control flow edge from Region #0 to parent results: source type #{i} {} should match input type #{i} {}",
                    cx.type_str(s),
                    cx.type_str(d)
                );
                cx.op_error(body, op, msg);
                return;
            }
        }
    }
}

/// Upstream's `areCastCompatible` for `memref.cast`.
pub(crate) fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some(x), Some(y)) => {
            if x.element != y.element {
                return false;
            }
            if x.layout != y.layout {
                let (Some((sa, oa)), Some((sb, ob))) = (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) else {
                    return false;
                };
                let ok = |p: i64, q: i64| p == DYNAMIC || q == DYNAMIC || p == q;
                if sa.len() != sb.len() || !ok(oa, ob) || sa.iter().zip(&sb).any(|(&p, &q)| !ok(p, q)) {
                    return false;
                }
            }
            x.memory_space == y.memory_space
                && x.shape.len() == y.shape.len()
                && x.shape.iter().zip(y.shape).all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        (x, y) => {
            let unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
            if (x.is_none() && !unranked(a)) || (y.is_none() && !unranked(b)) || (unranked(a) && unranked(b)) {
                return false;
            }
            ctx.element_type(a) == ctx.element_type(b) && memory_space(ctx, a) == memory_space(ctx, b)
        }
    }
}

fn cast_incompatible(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (a, b) = (operand_type(body, op, 0), result_type(body, op));
    let msg = format!("operand type {} and result type {} are cast incompatible", cx.type_str(a), cx.type_str(b));
    cx.op_error(body, op, msg);
}

pub(super) fn verify_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    if !cast_compatible(cx.ctx, operand_type(body, op, 0), result_type(body, op)) {
        cast_incompatible(cx, body, op);
    }
}

pub(super) fn verify_memory_space_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (a, b) = (operand_type(body, op, 0), result_type(body, op));
    let ok = match (memref_parts(ctx, a), memref_parts(ctx, b)) {
        (Some(x), Some(y)) => x.element == y.element && x.layout == y.layout && x.shape == y.shape,
        (None, None) => ctx.element_type(a) == ctx.element_type(b),
        _ => false,
    };
    if !ok {
        cast_incompatible(cx, body, op);
    }
}

pub(super) fn verify_dma_start(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let ops = body.operands(op);
    let n = ops.len();
    let is_memref = |i: usize| matches!(ctx.type_kind(ty(body, ops[i])), TypeKind::MemRef { .. });
    let all_index = |vs: &[ValueId]| vs.iter().all(|&v| ctx.is_index(ty(body, v)));
    let rank = |i: usize| rank_of(ctx, ty(body, ops[i]));
    let msg = (|| {
        if n < 4 {
            return Some("expected at least 4 operands".to_string());
        }
        if !is_memref(0) {
            return Some("expected source to be of memref type".into());
        }
        let src_rank = rank(0);
        if n < src_rank + 4 {
            return Some(format!("expected at least {} operands", src_rank + 4));
        }
        if !all_index(&ops[1..1 + src_rank]) {
            return Some("expected source indices to be of index type".into());
        }
        let dst = 1 + src_rank;
        if !is_memref(dst) {
            return Some("expected destination to be of memref type".into());
        }
        let mut expected = src_rank + rank(dst) + 4;
        if n < expected {
            return Some(format!("expected at least {expected} operands"));
        }
        let num = dst + 1 + rank(dst);
        if !all_index(&ops[dst + 1..num]) {
            return Some("expected destination indices to be of index type".into());
        }
        if !ctx.is_index(ty(body, ops[num])) {
            return Some("expected num elements to be of index type".into());
        }
        let tag = num + 1;
        if !is_memref(tag) {
            return Some("expected tag to be of memref type".into());
        }
        expected += rank(tag);
        if n < expected {
            return Some(format!("expected at least {expected} operands"));
        }
        if !all_index(&ops[tag + 1..expected]) {
            return Some("expected tag indices to be of index type".into());
        }
        if n != expected && n != expected + 2 {
            return Some("incorrect number of operands".into());
        }
        if n == expected + 2 && !all_index(&ops[expected..]) {
            return Some("expected stride and num elements per stride to be of type index".into());
        }
        None
    })();
    if let Some(msg) = msg {
        cx.op_error(body, op, msg);
    }
}

pub(super) fn verify_dma_wait(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let rank = rank_of(ctx, operand_type(body, op, 0));
    let indices = super::DMA_WAIT.operand_group(ctx, body, op, 1).len();
    if indices != rank {
        let msg = format!(
            "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {indices}"
        );
        cx.op_error(body, op, msg);
    }
}

/// `InferTypeOpInterface`: the results are the base buffer, offset, sizes
/// and strides of the source.
pub(super) fn verify_extract_strided_metadata(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let src = operand_type(body, op, 0);
    let Some(parts) = memref_parts(ctx, src) else { return };
    let index = ctx.index_type();
    let rank = parts.shape.len();
    let mut inferred = vec![memref_type(ctx, Vec::new(), parts.element, None, parts.memory_space), index];
    inferred.extend(std::iter::repeat(index).take(2 * rank));
    let actual: Vec<Type> = body.results(op).iter().map(|&v| ty(body, v)).collect();
    if inferred != actual {
        let list = |ts: &[Type]| ts.iter().map(|&t| cx.type_str(t)).collect::<Vec<_>>().join(", ");
        let msg = format!(
            "inferred type(s) {} are incompatible with return type(s) of operation {}",
            list(&inferred),
            list(&actual)
        );
        cx.op_error(body, op, msg);
        cx.op_error(body, op, "failed to infer returned types");
    }
}

pub(super) fn verify_generic_atomic_rmw(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let inner = body.regions_body(op);
    let region = body.op(op).regions[0];
    let args: &[ValueId] = inner.region(region).blocks.first().map_or(&[], |&b| &inner.block(b).args);
    if args.len() != 1 {
        cx.op_error(body, op, "expected single number of entry block arguments");
        return;
    }
    if result_type(body, op) != ty(inner, args[0]) {
        cx.op_error(body, op, "expected block argument of the same type result type");
        return;
    }
    for &b in &inner.region(region).blocks {
        let mut next = inner.first_op(b);
        while let Some(o) = next {
            next = inner.next_op(o);
            let t = cx.registry.traits_named(ctx, inner.op(o).name);
            if !t.contains(Traits::PURE) && !t.contains(Traits::RECURSIVE_EFFECTS) {
                let msg = "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects";
                cx.report(Diagnostic::error(inner.op(o).loc, msg));
                return;
            }
        }
    }
    // The yielded value has the op's result type (checked here, where that type is known).
    let result = result_type(body, op);
    for &b in &inner.region(region).blocks {
        let Some(t) = inner.last_op(b).filter(|&t| ctx.str(inner.op(t).name) == super::AtomicYieldOp::NAME) else {
            continue;
        };
        let Some(&v) = inner.operands(t).first() else { continue };
        if ty(inner, v) != result {
            let msg = format!(
                "types mismatch between yield op: {} and its parent: {}",
                cx.type_str(ty(inner, v)),
                cx.type_str(result)
            );
            cx.op_error(inner, t, msg);
        }
    }
}

/// `SymbolUserOpInterface`: the name refers to a global of the same type.
pub(super) fn verify_get_global(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(name) = attr(ctx, body, op, crate::static_ident!(ctx, "name")) else { return };
    let shown = match ctx.attr_kind(name) {
        AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => return,
    };
    if !cx.symbols_known() {
        return;
    }
    let global = cx.lookup_symbol(name).filter(|(b, g)| ctx.str(b.op(*g).name) == super::GlobalOp::NAME);
    let Some((gbody, g)) = global else {
        cx.op_error(body, op, format!("'{shown}' does not reference a valid global memref"));
        return;
    };
    let Some(AttrKind::Type(gt)) = attr(ctx, gbody, g, crate::static_ident!(ctx, "type")).map(|a| ctx.attr_kind(a))
    else {
        return;
    };
    let rt = result_type(body, op);
    if *gt != rt {
        let sym = crate::syntax::printer::attr_to_string(ctx, name);
        let msg = format!(
            "result type {} does not match type {} of the global memref {sym}",
            cx.type_str(rt),
            cx.type_str(*gt)
        );
        cx.op_error(body, op, msg);
    }
}

pub(super) fn verify_global(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(AttrKind::Type(t)) = attr(ctx, body, op, crate::static_ident!(ctx, "type")).map(|a| ctx.attr_kind(a))
    else {
        return;
    };
    let t = *t;
    if !matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|&d| d != DYNAMIC)) {
        cx.op_error(body, op, format!("type should be static shaped memref, but got {}", cx.type_str(t)));
        return;
    }
    if let Some(init) = attr(ctx, body, op, crate::static_ident!(ctx, "initial_value")) {
        let is_unit = matches!(ctx.attr_kind(init), AttrKind::Unit);
        if !is_unit && !is_elements_attr(ctx, init) {
            let shown = crate::syntax::printer::attr_to_string(ctx, init);
            cx.op_error(body, op, format!("initial value should be a unit or elements attribute, but got {shown}"));
            return;
        }
        if let Some(init_ty) = ctx.attr_type(init).filter(|_| !is_unit) {
            let tensor = tensor_type_of(ctx, t);
            if init_ty != tensor {
                let msg = format!(
                    "initial value expected to be of type {}, but was of type {}",
                    cx.type_str(tensor),
                    cx.type_str(init_ty)
                );
                cx.op_error(body, op, msg);
                return;
            }
        }
    }
    if let Some(AttrKind::Integer { value, .. }) =
        attr(ctx, body, op, crate::static_ident!(ctx, "alignment")).map(|a| ctx.attr_kind(a))
    {
        let v = num_traits::ToPrimitive::to_u64(value).unwrap_or(0);
        if !v.is_power_of_two() {
            let shown = num_traits::ToPrimitive::to_i64(value).map_or(value.to_string(), |x| (x as u64).to_string());
            plain(cx, body, op, format!("alignment attribute value {shown} is not a power of 2"));
        } else if v > alignment::MAX_ALIGNMENT {
            // The global becomes an llvm.mlir.global of this alignment.
            let msg = format!("alignment {v} is larger than LLVM's limit of {} (2^32)", alignment::MAX_ALIGNMENT);
            cx.op_error(body, op, msg);
        }
    }
}

/// `assume_alignment`: the lowering masks the pointer with `alignment - 1`.
pub(super) fn verify_assume_alignment(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let value = attr(ctx, body, op, crate::static_ident!(ctx, "alignment")).and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => num_traits::ToPrimitive::to_u64(value),
        _ => None,
    });
    if value.is_some_and(|v| !v.is_power_of_two()) {
        cx.op_error(body, op, "alignment must be power of 2");
    }
}

fn check_index_count(
    cx: &mut VerifyCx<'_>,
    body: &Body,
    op: OpId,
    memref: usize,
    msg: impl Fn(usize, usize) -> String,
) {
    let ctx = cx.ctx;
    let rank = rank_of(ctx, operand_type(body, op, memref));
    let indices = body.operands(op).len() - memref - 1;
    if rank != indices {
        cx.op_error(body, op, msg(rank, indices));
    }
}

pub(super) fn verify_load(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    check_index_count(cx, body, op, 0, |r, n| {
        format!("incorrect number of indices for load, expected {r} but got {n}")
    });
}

pub(super) fn verify_store(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    check_index_count(cx, body, op, 1, |_, _| "store index operand count not equal to memref rank".into());
}

pub(super) fn verify_prefetch(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    check_index_count(cx, body, op, 0, |_, _| "too few indices".into());
}

pub(super) fn verify_atomic_rmw(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let rank = rank_of(ctx, operand_type(body, op, 1));
    if rank != body.operands(op).len() - 2 {
        cx.op_error(body, op, "expects the number of subscripts to be equal to memref rank");
        return;
    }
    let Some(kind) =
        attr(ctx, body, op, crate::static_ident!(ctx, "kind")).and_then(|a| ATOMIC_RMW_KIND_ENUM.value_of(ctx, a))
    else {
        return;
    };
    let name = ATOMIC_RMW_KIND_ENUM.keyword(kind).unwrap_or_default();
    let value = operand_type(body, op, 0);
    let msg = match kind {
        0 | 3 | 6 | 9 if !ctx.is_float(value) => format!("with kind '{name}' expects a floating-point type"),
        1 | 4 | 5 | 7 | 8 | 10 | 11 | 12 if !ctx.is_integer(value) => {
            format!("with kind '{name}' expects an integer type")
        }
        _ => return,
    };
    cx.op_error(body, op, msg);
}

pub(super) fn verify_reshape(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let msg = if ctx.element_type(src) != ctx.element_type(res) {
        "element types of source and destination memref types should be the same"
    } else if memref_parts(ctx, src).is_some() && !has_identity_layout(ctx, src) {
        "source memref type should have identity affine map"
    } else if let Some(r) = memref_parts(ctx, res) {
        let shape_len = memref_parts(ctx, operand_type(body, op, 1)).map_or(DYNAMIC, |p| p.shape[0]);
        if !has_identity_layout(ctx, res) {
            "result memref type should have identity affine map"
        } else if shape_len == DYNAMIC {
            "cannot use shape operand with dynamic length to reshape to statically-ranked memref type"
        } else if shape_len != r.shape.len() as i64 {
            "length of shape operand differs from the result's memref rank"
        } else {
            return;
        }
    } else {
        return;
    };
    cx.op_error(body, op, msg);
}

pub(super) fn verify_view(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (base, view) = (operand_type(body, op, 0), result_type(body, op));
    let (b, v) = (cx.type_str(base), cx.type_str(view));
    let msg = if !has_identity_layout(ctx, base) {
        format!("unsupported map for base memref type {b}")
    } else if !has_identity_layout(ctx, view) {
        format!("unsupported map for result memref type {v}")
    } else if memory_space(ctx, base) != memory_space(ctx, view) {
        format!("different memory spaces specified for base memref type {b} and view memref type {v}")
    } else if body.operands(op).len() - 2 != dynamic_dims(ctx, view) {
        format!("incorrect number of size operands for type {v}")
    } else {
        return;
    };
    plain(cx, body, op, msg);
}

// ---- offsets, sizes and strides ---------------------------------------------------------

/// `OffsetSizeAndStrideOpInterface` of subview and reinterpret_cast.
fn verify_offsets_sizes_strides(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, max_ranks: [usize; 3]) -> bool {
    let ctx = cx.ctx;
    let spec =
        if ctx.str(body.op(op).name) == super::SubViewOp::NAME { &super::SUBVIEW } else { &super::REINTERPRET_CAST };
    let lists = [
        statics(cx, body, op, "static_offsets"),
        statics(cx, body, op, "static_sizes"),
        statics(cx, body, op, "static_strides"),
    ];
    let dynamic = [1, 2, 3].map(|g| spec.operand_group(ctx, body, op, g).len());
    view_like::verify_offsets_sizes_strides(cx, body, op, [&lists[0], &lists[1], &lists[2]], dynamic, max_ranks)
}

pub(super) fn verify_reinterpret_cast(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let Some(parts) = memref_parts(ctx, res) else { return };
    let rank = parts.shape.len();
    if !verify_offsets_sizes_strides(cx, body, op, [1, rank, rank]) {
        return;
    }
    let (s, r) = (cx.type_str(src), cx.type_str(res));
    let differs = |a: i64, b: i64| a != DYNAMIC && b != DYNAMIC && a != b;
    let msg = (|| {
        if memory_space(ctx, src) != parts.memory_space {
            return Some(format!("different memory spaces specified for source type {s} and result memref type {r}"));
        }
        if ctx.element_type(src) != Some(parts.element) {
            return Some(format!("different element types specified for source type {s} and result memref type {r}"));
        }
        let sizes = statics(cx, body, op, "static_sizes");
        for (i, (&actual, &expected)) in parts.shape.iter().zip(&sizes).enumerate() {
            if differs(actual, expected) {
                return Some(format!("expected result type with size = {expected} instead of {actual} in dim = {i}"));
            }
        }
        let Some((strides, offset)) = strides_and_offset(ctx, res) else {
            return Some(format!("expected result type to have strided layout but found {r}"));
        };
        let expected = statics(cx, body, op, "static_offsets").first().copied().unwrap_or(DYNAMIC);
        if differs(offset, expected) {
            return Some(format!("expected result type with offset = {expected} instead of {offset}"));
        }
        let expected_strides = statics(cx, body, op, "static_strides");
        for (i, (&actual, &expected)) in strides.iter().zip(&expected_strides).enumerate() {
            if differs(actual, expected) {
                return Some(format!("expected result type with stride = {expected} instead of {actual} in dim = {i}"));
            }
        }
        None
    })();
    if let Some(msg) = msg {
        plain(cx, body, op, msg);
    }
}

pub(super) fn verify_subview(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (base, sub) = (operand_type(body, op, 0), result_type(body, op));
    let Some(base_parts) = memref_parts(ctx, base) else { return };
    let rank = base_parts.shape.len();
    if !verify_offsets_sizes_strides(cx, body, op, [rank, rank, rank]) {
        return;
    }
    let (b, s) = (cx.type_str(base), cx.type_str(sub));
    if base_parts.memory_space != memory_space(ctx, sub) {
        plain(
            cx,
            body,
            op,
            format!("different memory spaces specified for base memref type {b} and subview memref type {s}"),
        );
        return;
    }
    if strides_and_offset(ctx, base).is_none() {
        plain(cx, body, op, format!("base type {b} is not strided"));
        return;
    }
    let sizes = statics(cx, body, op, "static_sizes");
    let offsets = statics(cx, body, op, "static_offsets");
    let strides = statics(cx, body, op, "static_strides");
    let Some(expected) = subview_type(ctx, base, &offsets, &sizes, &strides) else { return };
    let e = cx.type_str(expected);
    let Some(sub_parts) = memref_parts(ctx, sub) else { return };
    let layout_mismatch =
        format!("expected result type to be {e} or a rank-reduced version. (mismatch of result layout) ");
    let msg = if expected == sub {
        return;
    } else if sub_parts.shape.len() > sizes.len() {
        "expected result rank to be smaller or equal to the source rank. ".to_string()
    } else if rank_reduction_mask(&sizes, sub_parts.shape).is_none() {
        format!("expected result type to be {e} or a rank-reduced version. (mismatch of result sizes) ")
    } else if sub_parts.element != base_parts.element {
        format!("expected result element type to be {}", cx.type_str(base_parts.element))
    } else {
        match memref_rank_reduction_mask(ctx, expected, sub, &sizes) {
            None => layout_mismatch,
            Some(dropped) => {
                let (Some((es, eo)), Some((ss, so))) =
                    (strides_and_offset(ctx, expected), strides_and_offset(ctx, sub))
                else {
                    plain(cx, body, op, layout_mismatch);
                    return;
                };
                let kept: Vec<i64> = es.iter().zip(&dropped).filter(|(_, &d)| !d).map(|(&s, _)| s).collect();
                if eo != so || kept != ss {
                    layout_mismatch
                } else {
                    return;
                }
            }
        }
    };
    plain(cx, body, op, msg);
}

// ---- reshapes ---------------------------------------------------------------------------

/// Upstream's `verifyCollapsedShape`: the groups partition the expanded
/// dimensions in order and agree with the collapsed sizes.
fn verify_collapsed_shape(collapsed: &[i64], expanded: &[i64], groups: &[Vec<i64>]) -> Option<String> {
    if groups.len() != collapsed.len() {
        return Some(format!(
            "invalid number of reassociation groups: found {}, expected {}",
            groups.len(),
            collapsed.len()
        ));
    }
    let mut next = 0i64;
    for (c, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &d in group {
            if d != next {
                return Some("reassociation indices must be contiguous".into());
            }
            next += 1;
            if d >= expanded.len() as i64 {
                return Some(format!("reassociation index {d} is out of bounds"));
            }
            dynamic |= expanded[d as usize] == DYNAMIC;
        }
        if (collapsed[c] == DYNAMIC) != dynamic {
            return Some(format!("collapsed dim ({c}) must be dynamic if and only if reassociation group is dynamic"));
        }
        if !dynamic {
            let size = group.iter().fold(1i64, |acc, &d| acc.wrapping_mul(expanded[d as usize]));
            if size != collapsed[c] {
                return Some(format!(
                    "collapsed dim size ({}) must equal reassociation group size ({size})",
                    collapsed[c]
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            return Some("rank 0 memrefs can only be extended/collapsed with/from ones".into());
        }
    } else if next != expanded.len() as i64 {
        return Some(format!(
            "expanded rank ({}) inconsistent with number of reassociation indices ({next})",
            expanded.len()
        ));
    }
    None
}

fn groups_of(cx: &VerifyCx<'_>, body: &Body, op: OpId) -> Vec<Vec<i64>> {
    attr(cx.ctx, body, op, "reassociation").and_then(|a| reassociation(cx.ctx, a)).unwrap_or_default()
}

fn as_usize(groups: &[Vec<i64>]) -> Vec<Vec<usize>> {
    groups.iter().map(|g| g.iter().map(|&d| d as usize).collect()).collect()
}

pub(super) fn verify_collapse_shape(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else { return };
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 < r1 {
        let msg = format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1}).");
        cx.op_error(body, op, msg);
        return;
    }
    let groups = groups_of(cx, body, op);
    if let Some(msg) = verify_collapsed_shape(r.shape, s.shape, &groups) {
        cx.op_error(body, op, msg);
        return;
    }
    let layout = if has_identity_layout(ctx, src) {
        None
    } else {
        match collapsed_layout(ctx, src, &as_usize(&groups)) {
            Some(l) => Some(l),
            None => {
                cx.op_error(body, op, "invalid source layout map or collapsing non-contiguous dims");
                return;
            }
        }
    };
    let expected = memref_type(ctx, r.shape.to_vec(), s.element, layout, s.memory_space);
    if expected != res {
        let msg = format!("expected collapsed type to be {} but found {}", cx.type_str(expected), cx.type_str(res));
        cx.op_error(body, op, msg);
    }
}

pub(super) fn verify_expand_shape(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let (Some(s), Some(r)) = (memref_parts(ctx, src), memref_parts(ctx, res)) else { return };
    let (r0, r1) = (s.shape.len(), r.shape.len());
    if r0 > r1 {
        let msg = format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1}).");
        cx.op_error(body, op, msg);
        return;
    }
    let groups = groups_of(cx, body, op);
    if let Some(msg) = verify_collapsed_shape(s.shape, r.shape, &groups) {
        cx.op_error(body, op, msg);
        return;
    }
    let layout = if has_identity_layout(ctx, src) {
        None
    } else {
        match expanded_layout(ctx, src, r.shape, &as_usize(&groups)) {
            Some(l) => Some(l),
            None => {
                cx.op_error(body, op, "invalid source layout map");
                return;
            }
        }
    };
    let expected = memref_type(ctx, r.shape.to_vec(), s.element, layout, s.memory_space);
    if expected != res {
        let msg = format!("expected expanded type to be {} but found {}", cx.type_str(expected), cx.type_str(res));
        cx.op_error(body, op, msg);
        return;
    }
    let output = statics(cx, body, op, "static_output_shape");
    if output.len() != r1 {
        let msg = format!(
            "expected number of static shape bounds to be equal to the output rank ({r1}) but found {} inputs instead",
            output.len()
        );
        cx.op_error(body, op, msg);
        return;
    }
    let dynamic = output.iter().filter(|&&d| d == DYNAMIC).count();
    let values = super::EXPAND_SHAPE.operand_group(ctx, body, op, 1).len();
    if values != dynamic {
        let msg = format!(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {values} values"
        );
        cx.op_error(body, op, msg);
        return;
    }
    if let Some(pos) = r.shape.iter().zip(&output).position(|(&d, &o)| d != DYNAMIC && d != o) {
        cx.op_error(body, op, format!("invalid output shape provided at pos {pos}"));
    }
}

pub(super) fn verify_transpose(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let Some(AttrKind::AffineMap(map)) =
        attr(ctx, body, op, crate::static_ident!(ctx, "permutation")).map(|a| ctx.attr_kind(a))
    else {
        return;
    };
    let (src, res) = (operand_type(body, op, 0), result_type(body, op));
    let Some(s) = memref_parts(ctx, src) else { return };
    if !map.is_permutation() {
        cx.op_error(body, op, "expected a permutation map");
        return;
    }
    if map.num_dims != s.shape.len() {
        cx.op_error(body, op, "expected a permutation map of same rank as the input");
        return;
    }
    let Some((strides, offset)) = strides_and_offset(ctx, src) else { return };
    let perm: Vec<usize> = map.results.iter().filter_map(|e| e.as_dim()).collect();
    let shape: Vec<i64> = perm.iter().map(|&d| s.shape[d]).collect();
    let strides: Vec<i64> = perm.iter().map(|&d| strides[d]).collect();
    let layout = Some(strided_layout(ctx, offset, strides));
    let expected = canonicalize_strided_layout(ctx, memref_type(ctx, shape, s.element, layout, s.memory_space));
    if canonicalize_strided_layout(ctx, res) != expected {
        let msg = format!(
            "result type {} is not equivalent to the canonical transposed input type {}",
            cx.type_str(res),
            cx.type_str(expected)
        );
        cx.op_error(body, op, msg);
    }
}

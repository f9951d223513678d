//! The bufferization dialect: the ops that join tensors and buffers while a
//! program is bufferized (`to_tensor`, `to_memref`, `alloc_tensor`,
//! `materialize_in_destination`, `dealloc_tensor`) and the ownership-based
//! deallocation ops (`clone`, `dealloc`), declared in `ops.ods`. Verifiers,
//! folds and canonicalization patterns follow upstream's.

use crate::dialects::arith;
use crate::dialects::memref::{tensor_type_of, CastOp as MemRefCastOp};
use crate::ir::{Body, Context, OpId, Type, TypeKind, ValueId, DYNAMIC};
use crate::opdef::ods::constraints::TypeConstraint;
use crate::opdef::ods::InferInput;
use crate::opdef::Registry;
use crate::rewrite::{FoldCx, Folded, Rewriter};
use crate::verify::VerifyCx;

mod dealloc;
use dealloc::canonicalize_dealloc;
pub use dealloc::{build_dealloc_before, dealloc_lists};

include!(concat!(env!("OUT_DIR"), "/ods/bufferization.rs"));

pub fn register(r: &mut Registry) {
    crate::opdef::ods::register_all(r, OPS);
    r.add_materializer("bufferization", arith::materialize_constant);
    r.add_reify_result_shapes("bufferization", reify_result_shapes);
}

/// The sizes of `alloc_tensor`: its dynamic size operands, or the sizes of
/// the tensor it copies (upstream's `reifyResultShapes`).
fn reify_result_shapes(rw: &mut Rewriter<'_>, op: OpId) -> Option<crate::dialects::tensor::Shapes> {
    let ctx = rw.ctx;
    let alloc = AllocTensorOp::cast(ctx, rw.body, op)?;
    let (shape, _) = crate::dialects::tensor::ranked(ctx, rw.body.value_type(alloc.result(rw.body)))?;
    let shape = shape.to_vec();
    let copy = alloc.copy(ctx, rw.body);
    let dynamic = alloc.dynamic_sizes(ctx, rw.body).to_vec();
    let loc = rw.body.op(op).loc;
    let (mut next, mut sizes) = (dynamic.into_iter(), Vec::with_capacity(shape.len()));
    for (d, &size) in shape.iter().enumerate() {
        sizes.push(match (size == DYNAMIC, copy) {
            (false, _) => crate::rewrite::OpFoldResult::Attr(ctx.int_attr(ctx.index_type(), size)),
            (true, Some(copy)) => {
                crate::rewrite::OpFoldResult::Value(crate::dialects::tensor::create_dim(rw, loc, copy, d))
            }
            (true, None) => crate::rewrite::OpFoldResult::Value(next.next()?),
        });
    }
    Some(vec![sizes])
}

// ---- constraints and type relations -------------------------------------------------

fn is_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}
fn is_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}

pub static ANY_RANKED_OR_UNRANKED_MEM_REF: TypeConstraint =
    TypeConstraint { desc: "ranked or unranked memref of any type values", check: is_memref, build: None };
pub static ANY_RANKED_TENSOR: TypeConstraint = TypeConstraint {
    desc: "ranked tensor of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::RankedTensor { .. }),
    build: None,
};
pub static TENSOR_OR_MEM_REF: TypeConstraint = TypeConstraint {
    desc: "tensor of any type values or ranked or unranked memref of any type values",
    check: |c, t| is_tensor(c, t) || is_memref(c, t),
    build: None,
};

/// The tensor type with the shape and element type of a memref type.
fn tensor_of_memref(ctx: &Context, t: Type) -> Option<Type> {
    Some(tensor_type_of(ctx, t))
}

fn same_type(_: &Context, t: Type) -> Option<Type> {
    Some(t)
}

fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

// ---- verifiers ----------------------------------------------------------------------

fn verify_alloc_tensor(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (ctx, alloc) = (cx.ctx, AllocTensorOp(op));
    let ty = body.value_type(alloc.result(body));
    let dynamic = shape_of(ctx, ty).map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count());
    if alloc.copy(ctx, body).is_some() && !alloc.dynamic_sizes(ctx, body).is_empty() {
        // Upstream reports this without the op-name prefix.
        cx.report(crate::syntax::diag::Diagnostic::error(
            body.op(op).loc,
            "dynamic sizes not needed when copying a tensor".to_string(),
        ));
        return;
    }
    if alloc.copy(ctx, body).is_none() && alloc.dynamic_sizes(ctx, body).len() != dynamic {
        cx.report(crate::syntax::diag::Diagnostic::error(body.op(op).loc, format!("expected {dynamic} dynamic sizes")));
    }
}

/// The numbers of memrefs to deallocate and of retained memrefs: the
/// operands are the memrefs, one `i1` condition each, then the retained.
fn dealloc_counts(ctx: &Context, types: &[Type]) -> (usize, usize) {
    let memrefs = types.iter().filter(|&&t| !is_memref(ctx, t)).count();
    (memrefs, types.len().saturating_sub(2 * memrefs))
}

fn infer_dealloc(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
    let (_, retained) = dealloc_counts(ctx, input.operand_types);
    Ok(vec![ctx.integer_type(1); retained])
}

fn verify_dealloc(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (ctx, d) = (cx.ctx, DeallocOp(op));
    if d.memrefs(ctx, body).len() != d.conditions(ctx, body).len() {
        cx.op_error(body, op, "must have the same number of conditions as memrefs to deallocate");
    } else if d.retained(ctx, body).len() != body.results(op).len() {
        cx.op_error(body, op, "must have the same number of updated conditions (results) as retained operands");
    }
}

fn verify_materialize_in_destination(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let (ctx, m) = (cx.ctx, MaterializeInDestinationOp(op));
    let (source, dest) = (body.value_type(m.source(body)), body.value_type(m.dest(body)));
    let dest_is_tensor = is_tensor(ctx, dest);
    let msg = if !dest_is_tensor && !is_memref(ctx, dest) {
        Some("'dest' must be a tensor or a memref")
    } else if !shapes_compatible(ctx, source, dest) {
        Some("source/destination shapes are incompatible")
    } else if dest_is_tensor && (body.results(op).len() != 1 || body.value_type(body.results(op)[0]) != dest) {
        Some("tensor 'dest' implies exactly one tensor result")
    } else if !dest_is_tensor && !body.results(op).is_empty() {
        Some("memref 'dest' implies zero results")
    } else if dest_is_tensor && m.restrict(ctx, body).is_some() {
        Some("'restrict' is valid only for memref destinations")
    } else if m.writable(ctx, body).is_some() == dest_is_tensor {
        Some("'writable' must be specified if and only if the destination is of memref type")
    } else {
        None
    };
    if let Some(msg) = msg {
        cx.op_error(body, op, msg);
    }
}

/// Equal ranks and equal extents where both are static (unranked types are
/// compatible with any shape).
fn shapes_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (shape_of(ctx, a), shape_of(ctx, b)) {
        (Some(a), Some(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        _ => true,
    }
}

// ---- folds and canonicalization -----------------------------------------------------

fn defining(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    body.defining_op(v).filter(|&d| ctx.str(body.op(d).name) == name)
}

/// `to_tensor(to_memref(%t))` right after each other is `%t`.
fn fold_to_tensor(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let memref = body.operands(op)[0];
    match defining(cx.ctx, body, memref, ToMemrefOp::NAME) {
        Some(def) if body.next_op(def) == Some(op) => Folded::value(body.operands(def)[0]),
        _ => Folded::Failure,
    }
}

/// `to_memref(to_tensor(%m))` is `%m` when the types agree.
fn fold_to_memref(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    let tensor = body.operands(op)[0];
    match defining(cx.ctx, body, tensor, ToTensorOp::NAME) {
        Some(def) if body.value_type(body.operands(def)[0]) == body.value_type(body.results(op)[0]) => {
            Folded::value(body.operands(def)[0])
        }
        _ => Folded::Failure,
    }
}

/// `to_memref(to_tensor(%m))` with another layout becomes a `memref.cast`
/// where the cast is valid.
fn canonicalize_to_memref(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let ctx = rw.ctx;
    let tensor = rw.body.operands(op)[0];
    let Some(def) = defining(ctx, rw.body, tensor, ToTensorOp::NAME) else { return false };
    let source = rw.body.operands(def)[0];
    let (from, to) = (rw.body.value_type(source), rw.body.value_type(rw.body.results(op)[0]));
    if from == to || !crate::dialects::memref::cast_compatible(ctx, from, to) {
        return false;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let cast = MemRefCastOp::create(ctx, rw.body, loc, source, to);
    rw.insert(cast.0);
    let v = rw.body.results(cast.0)[0];
    rw.replace_op(op, &[v]);
    true
}

/// `clone` of a `memref.cast` clones the cast's source (upstream folds the
/// cast into the clone).
fn fold_clone(cx: &FoldCx<'_>, body: &mut Body, op: OpId) -> Folded {
    if crate::dialects::memref::fold::fold_memref_cast(cx.ctx, body, op, None) {
        Folded::InPlace
    } else {
        Folded::Failure
    }
}

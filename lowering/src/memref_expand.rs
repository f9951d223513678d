//! `memref-expand`: memref ops the LLVM lowering does not take, rewritten
//! into ones it does, as upstream's pass does it (ops built in upstream's
//! order, nothing folded):
//!
//! - `memref.atomic_rmw` with a `maximumf`, `minimumf`, `maxnumf` or
//!   `minnumf` kind becomes a `memref.generic_atomic_rmw` whose body applies
//!   the matching `arith` op to the current value and the operand;
//! - `memref.reshape` whose shape operand has a static size becomes a
//!   `memref.reinterpret_cast` of the source at offset 0: each size is the
//!   result type's when static, else loaded from the shape (cast to index
//!   when stored as an integer), and the strides are the suffix products of
//!   the sizes (each size materialized as a constant or a load).

use strata::dialects::memref::{
    AtomicRMWOp, AtomicYieldOp, GenericAtomicRMWOp, LoadOp, Ofr, ReshapeOp, ATOMIC_RMW_KIND_ENUM,
};
use strata::ir::{Location, OpId, OperationState, TypeKind, ValueId, DYNAMIC};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;

use crate::expand_strided_metadata::reinterpret_cast;
use crate::util::{constant_index, insert_value};

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(MemrefExpand))
}

struct MemrefExpand;

impl Pass for MemrefExpand {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        expand_body(cx, &mut target.body);
        Ok(())
    }
}

fn expand_body(cx: &PassCx<'_>, body: &mut strata::ir::Body) {
    let ctx = cx.ctx;
    let mut ops = Vec::new();
    for r in body.roots.clone() {
        body.walk_region(r, &mut |op| {
            let name = ctx.str(body.op(op).name);
            if name == AtomicRMWOp::NAME || name == ReshapeOp::NAME {
                ops.push(op);
            }
        });
    }
    let mut rw = Rewriter::new(ctx, cx.registry, body);
    for op in ops {
        if ctx.str(rw.body.op(op).name) == AtomicRMWOp::NAME {
            expand_atomic(&mut rw, op);
        } else {
            expand_reshape(&mut rw, op);
        }
    }
    strata::rewrite::greedy::for_each_isolated(body, &mut |_, inner| expand_body(cx, inner));
}

/// The `arith` op computing an atomic kind that LLVM has no atomic for.
fn float_min_max(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "maximumf" => "arith.maximumf",
        "minimumf" => "arith.minimumf",
        "maxnumf" => "arith.maxnumf",
        "minnumf" => "arith.minnumf",
        _ => return None,
    })
}

fn expand_atomic(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx;
    let a = AtomicRMWOp(op);
    let Some(kind) = a
        .kind(ctx, rw.body)
        .and_then(|k| ATOMIC_RMW_KIND_ENUM.value_of(ctx, k))
        .and_then(|v| ATOMIC_RMW_KIND_ENUM.keyword(v))
    else {
        return;
    };
    let Some(combine) = float_min_max(kind) else { return };
    let (value, memref) = (a.value(ctx, rw.body), a.memref(ctx, rw.body));
    let indices = a.indices(ctx, rw.body).to_vec();
    let ty = rw.body.value_type(a.result(rw.body));
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let generic = GenericAtomicRMWOp::create(ctx, rw.body, loc, memref, indices, ty);
    rw.insert(generic.0);
    let block = rw.body.create_block(generic.atomic_body(rw.body));
    let current = rw.body.add_block_arg(block, ty, Some(loc));
    let combined = rw.body.create_op(OperationState::new(ctx, combine, loc, vec![current, value], vec![ty]));
    rw.body.append_op(block, combined);
    let result = rw.body.results(combined)[0];
    let y = AtomicYieldOp::create(ctx, rw.body, loc, result).0;
    rw.body.append_op(block, y);
    let new = generic.result(rw.body);
    rw.replace_op(op, &[new]);
}

fn expand_reshape(rw: &mut Rewriter<'_>, op: OpId) {
    let ctx = rw.ctx;
    let r = ReshapeOp(op);
    let (source, shape) = (r.source(rw.body), r.shape(rw.body));
    let result_ty = rw.body.value_type(r.result(rw.body));
    let (TypeKind::MemRef { shape: result_shape, .. }, TypeKind::MemRef { shape: shape_shape, element, .. }) =
        (ctx.type_kind(result_ty).clone(), ctx.type_kind(rw.body.value_type(shape)).clone())
    else {
        return;
    };
    if shape_shape.len() != 1 || shape_shape[0] == DYNAMIC {
        return;
    }
    let loc = rw.body.op(op).loc;
    rw.set_insertion_point_before(op);
    let rank = result_shape.len();
    let mut sizes = vec![Ofr::Static(0); rank];
    let mut strides = vec![Ofr::Static(0); rank];
    let one = constant_index(rw, loc, 1);
    let mut stride = one;
    for i in (0..rank).rev() {
        let size = if result_shape[i] == DYNAMIC {
            let v = load_size(rw, loc, shape, element, i as i64);
            sizes[i] = Ofr::Value(v);
            v
        } else {
            sizes[i] = Ofr::Static(result_shape[i]);
            constant_index(rw, loc, result_shape[i])
        };
        strides[i] = Ofr::Value(stride);
        if i > 0 {
            let index = ctx.index_type();
            let mul = OperationState::new(ctx, "arith.muli", loc, vec![stride, size], vec![index]);
            let mul = rw.body.create_op(mul);
            stride = insert_value(rw, mul);
        }
    }
    let v = reinterpret_cast(rw, loc, source, result_ty, &[Ofr::Static(0)], &sizes, &strides);
    rw.replace_op(op, &[v]);
}

/// Element `i` of the shape operand, as an index.
fn load_size(rw: &mut Rewriter<'_>, loc: Location, shape: ValueId, element: strata::ir::Type, i: i64) -> ValueId {
    let ctx = rw.ctx;
    let at = constant_index(rw, loc, i);
    let load = LoadOp::create(ctx, rw.body, loc, shape, vec![at], element, None).0;
    let v = insert_value(rw, load);
    if ctx.is_index(element) {
        return v;
    }
    let cast = OperationState::new(ctx, "arith.index_cast", loc, vec![v], vec![ctx.index_type()]);
    let cast = rw.body.create_op(cast);
    insert_value(rw, cast)
}

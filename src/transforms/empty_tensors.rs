//! The passes that prepare `tensor.empty` for bufferization:
//!
//! * `empty-tensor-to-alloc-tensor`: every `tensor.empty` becomes a
//!   `bufferization.alloc_tensor` of the same sizes.
//! * `eliminate-empty-tensors`: a `tensor.empty` whose contents end up
//!   inserted into a slice of another tensor (through the destinations of
//!   linalg ops, `tensor.insert_slice`'s source) becomes an
//!   `extract_slice` of that tensor at the same place, so that bufferization
//!   writes the slice in place instead of allocating and copying. The
//!   contents of an empty tensor are undefined, so any tensor of its type
//!   may stand for it; the replacement is made only where the destination
//!   and the slice parameters are already defined.

use crate::dialects::bufferization::AllocTensorOp;
use crate::dialects::linalg::StructuredOp;
use crate::dialects::tensor::{EmptyOp, ExtractSliceOp, InsertSliceOp};
use crate::ir::{Body, Context, OpId, ValueId};
use crate::pass::registry::PassOptions;
use crate::pass::{Pass, PassCx, Target};
use crate::syntax::diag::Diagnostic;
use crate::transforms::ops_named;

struct EmptyToAlloc;
struct EliminateEmpty;

pub fn create_empty_to_alloc(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(EmptyToAlloc))
}

pub fn create_eliminate(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(EliminateEmpty))
}

/// Every op of the arena and of the isolated arenas nested in it, arena by arena.
fn for_each_arena(body: &mut Body, f: &mut dyn FnMut(&mut Body)) {
    f(body);
    for i in 0..body.num_ops() {
        let op = OpId(i as u32);
        if body.is_erased(op) {
            continue;
        }
        if let Some(inner) = body.inner_mut(op) {
            crate::stack::ensure_sufficient_stack(|| for_each_arena(inner, f));
        }
    }
}

impl Pass for EmptyToAlloc {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        for_each_arena(&mut target.body, &mut |body| {
            for op in ops_named(ctx, body, EmptyOp::NAME) {
                let sizes = body.operands(op).to_vec();
                let ty = body.value_type(body.results(op)[0]);
                let a = AllocTensorOp::create(ctx, body, body.op(op).loc, sizes, None, None, ty, None);
                body.insert_op_before(op, a.0);
                let (old, new) = (body.results(op)[0], body.results(a.0)[0]);
                body.replace_all_uses(old, new);
                body.erase_op(op);
            }
        });
        Ok(())
    }
}

/// The `tensor.empty` whose buffer `v` would be written into, following
/// results of structured ops back to their inits.
fn empty_source(ctx: &Context, body: &Body, mut v: ValueId) -> Option<OpId> {
    for _ in 0..64 {
        let def = body.defining_op(v)?;
        if ctx.str(body.op(def).name) == EmptyOp::NAME {
            return Some(def);
        }
        let s = StructuredOp::get(ctx, body, def)?;
        let index = body.results(def).iter().position(|&r| r == v)?;
        v = *s.inits(ctx, body).get(index)?;
    }
    None
}

/// Whether `v` is defined before `op` runs: a block argument of a block
/// holding `op`, or the result of an op before `op` (or before one of its
/// ancestors) in the same block.
fn defined_before(body: &Body, v: ValueId, op: OpId) -> bool {
    let Some(block) = body.value_block(v) else { return false };
    let def = body.defining_op(v);
    let mut cur = Some(op);
    while let Some(o) = cur {
        if body.parent_block(o) == Some(block) {
            let Some(d) = def else { return true };
            let mut p = body.prev_op(o);
            while let Some(x) = p {
                if x == d {
                    return true;
                }
                p = body.prev_op(x);
            }
            return false;
        }
        cur = body.parent_of_op(o);
    }
    false
}

impl Pass for EliminateEmpty {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        for_each_arena(&mut target.body, &mut |body| {
            for insert in ops_named(ctx, body, InsertSliceOp::NAME) {
                if body.is_erased(insert) {
                    continue;
                }
                let source = body.operands(insert)[0];
                let Some(empty) = empty_source(ctx, body, source) else { continue };
                let empty_ty = body.value_type(body.results(empty)[0]);
                if empty_ty != body.value_type(source) {
                    continue;
                }
                let i = InsertSliceOp(insert);
                let needed: Vec<ValueId> = std::iter::once(i.dest(ctx, body))
                    .chain(i.offsets(ctx, body).iter().copied())
                    .chain(i.sizes(ctx, body).iter().copied())
                    .chain(i.strides(ctx, body).iter().copied())
                    .collect();
                if !needed.iter().all(|&v| defined_before(body, v, empty)) {
                    continue;
                }
                let (Some(so), Some(ss), Some(st)) =
                    (i.static_offsets(ctx, body), i.static_sizes(ctx, body), i.static_strides(ctx, body))
                else {
                    continue;
                };
                let slice = ExtractSliceOp::create(
                    ctx,
                    body,
                    body.op(empty).loc,
                    needed[0],
                    i.offsets(ctx, body).to_vec(),
                    i.sizes(ctx, body).to_vec(),
                    i.strides(ctx, body).to_vec(),
                    empty_ty,
                    so,
                    ss,
                    st,
                );
                body.insert_op_before(empty, slice.0);
                let (old, new) = (body.results(empty)[0], body.results(slice.0)[0]);
                body.replace_all_uses(old, new);
                body.erase_op(empty);
            }
        });
        Ok(())
    }
}

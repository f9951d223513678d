//! Models of the bufferization ops.

use super::models::{read_only, reads_all, writable, Effect, Model};
use super::rewrite::Bufferizer;
use crate::dialects::bufferization::{AllocTensorOp, MaterializeInDestinationOp, ToMemrefOp, ToTensorOp};
use crate::dialects::memref::{CopyOp, DeallocOp};
use crate::ir::{Body, Context, OpId, TypeKind};

pub fn model(name: &str) -> Option<&'static Model> {
    Some(match name {
        ToTensorOp::NAME => &TO_TENSOR,
        ToMemrefOp::NAME => &TO_MEMREF,
        AllocTensorOp::NAME => &ALLOC_TENSOR,
        MaterializeInDestinationOp::NAME => &MATERIALIZE,
        "bufferization.dealloc_tensor" => &DEALLOC_TENSOR,
        _ => return None,
    })
}

/// `to_tensor` is a buffer already; its result may be written when it says
/// `writable`.
static TO_TENSOR: Model = Model::new(
    |_, _, _, _| Effect::NONE,
    |ctx, body, op, _| ToTensorOp(op).writable(ctx, body).is_some(),
    |_, _| Ok(()),
);

/// `to_memref` of a bufferized tensor is that tensor's buffer.
static TO_MEMREF: Model = Model::new(reads_all, writable, |bx, op| {
    let ctx = bx.ctx;
    let tensor = bx.body.operands(op)[0];
    let from_to_tensor = bx.body.defining_op(tensor).is_some_and(|d| ctx.str(bx.body.op(d).name) == ToTensorOp::NAME);
    if from_to_tensor {
        let buffer = bx.buffer(tensor);
        let result = bx.body.results(op)[0];
        let want = bx.body.value_type(result);
        let v = bx.cast(op, buffer, want);
        bx.body.replace_all_uses(result, v);
        bx.body.erase_op(op);
    }
    Ok(())
});

static ALLOC_TENSOR: Model = Model::new(reads_all, writable, bufferize_alloc_tensor);

fn bufferize_alloc_tensor(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let ctx = bx.ctx;
    let a = AllocTensorOp(op);
    let ty = bx.body.value_type(a.result(bx.body));
    let space = a.memory_space(ctx, bx.body);
    let alloc = match a.copy(ctx, bx.body) {
        Some(copy) => {
            let source = bx.buffer(copy);
            let alloc = bx.alloc_like(op, source, ty);
            let c = CopyOp::create(ctx, bx.body, bx.loc(op), source, alloc);
            bx.insert_before(op, c.0);
            alloc
        }
        None => {
            let sizes = a.dynamic_sizes(ctx, bx.body).to_vec();
            bx.alloc(op, ty, sizes)
        }
    };
    if let Some(space) = space {
        let alloc_op = bx.body.defining_op(alloc).expect("alloc");
        let t = bx.body.value_type(alloc);
        if let TypeKind::MemRef { shape, element, layout, .. } = ctx.type_kind(t).clone() {
            let space = Some(space).filter(|&s| !is_zero(ctx, s));
            bx.body.set_value_type(alloc, ctx.ty(TypeKind::MemRef { shape, element, layout, memory_space: space }));
        }
        let _ = alloc_op;
    }
    bx.replace(op, &[Some(alloc)]);
    Ok(())
}

fn is_zero(ctx: &Context, a: crate::ir::Attribute) -> bool {
    matches!(ctx.attr_kind(a), crate::ir::AttrKind::Integer { value, .. } if value.sign() == num_bigint::Sign::NoSign)
}

static MATERIALIZE: Model = Model::new(
    |ctx, body, op, i| match i {
        0 => Effect::READ,
        _ if is_tensor_operand(ctx, body, op, i) => Effect::dest(false, 0),
        _ => Effect::NONE,
    },
    writable,
    bufferize_materialize,
);

fn is_tensor_operand(ctx: &Context, body: &Body, op: OpId, i: usize) -> bool {
    super::analysis::is_tensor(ctx, body, body.operands(op)[i])
}

fn bufferize_materialize(bx: &mut Bufferizer<'_>, op: OpId) -> Result<(), String> {
    let (source, dest) = (bx.body.operands(op)[0], bx.body.operands(op)[1]);
    let same = bx.equivalent(source, dest) && bx.analysis.in_place.contains(&(op, 1));
    let src = bx.buffer(source);
    let target = if bx.is_tensor(dest) { bx.dest_buffer(op, 1, false) } else { dest };
    if !same {
        let c = CopyOp::create(bx.ctx, bx.body, bx.loc(op), src, target);
        bx.insert_before(op, c.0);
    }
    if bx.is_tensor(dest) {
        bx.replace(op, &[Some(target)]);
    } else {
        bx.body.erase_op(op);
    }
    Ok(())
}

static DEALLOC_TENSOR: Model = Model::new(
    |_, _, _, _| Effect::NONE,
    read_only,
    |bx, op| {
        let buffer = bx.buffer(bx.body.operands(op)[0]);
        let d = DeallocOp::create(bx.ctx, bx.body, bx.loc(op), buffer);
        bx.insert_before(op, d.0);
        bx.body.erase_op(op);
        Ok(())
    },
);

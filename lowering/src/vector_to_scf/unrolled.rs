//! Upstream's `lowering_n_d_unrolled` patterns (MLIR 19, `full-unroll`):
//! the leading dimension of a transfer is unrolled into one lower-rank
//! transfer per position, each guarded by its own in-bounds check, the
//! results collected with `vector.insert` (reads) or the vector taken
//! apart with `vector.extract` (writes). A read whose only user inserts it
//! into a larger vector inserts its pieces there directly; a write of an
//! extracted vector extracts its pieces from the extract's source.

use strata::dialects::memref::{mixed, statics_of, Ofr};
use strata::dialects::vector::{BroadcastOp, ExtractOp, InsertOp, SplatOp};
use strata::ir::{Location, OpId, Type, ValueId, DYNAMIC};
use strata::rewrite::Rewriter;

use super::xfer::{
    constant_index, drop_leading_dim, in_bounds_check, insert_value, new_read, new_write, set_mask, xfer_indices,
    NewXfer, Xfer,
};
use super::Options;

/// Upstream `UnrollTransferReadConversion` / `UnrollTransferWriteConversion`.
pub(super) fn unroll(rw: &mut Rewriter<'_>, op: OpId, o: Options) -> bool {
    let Some(x) = Xfer::of(rw, op) else { return false };
    if x.vector_rank(rw) <= o.target_rank
        || (x.is_tensor(rw) && !o.lower_tensors)
        || x.element_ty(rw) != x.source_element_ty(rw)
        || x.leading_scalable(rw)
        || x.is_tensor(rw)
    {
        return false;
    }
    if x.read {
        unroll_read(rw, &x);
    } else {
        unroll_write(rw, &x);
    }
    true
}

/// The position of a `vector.extract` or `vector.insert`.
fn position(rw: &Rewriter<'_>, op: OpId, first_dynamic: usize) -> Vec<Ofr> {
    let statics = statics_of(rw.ctx, rw.body, op, "static_position");
    mixed(&statics, &rw.body.operands(op)[first_dynamic..])
}

fn split(position: &[Ofr]) -> (Vec<i64>, Vec<ValueId>) {
    let mut values = Vec::new();
    let statics = position
        .iter()
        .map(|&p| match p {
            Ofr::Static(s) => s,
            Ofr::Value(v) => {
                values.push(v);
                DYNAMIC
            }
        })
        .collect();
    (statics, values)
}

fn parts(x: &Xfer, indices: Vec<ValueId>) -> NewXfer {
    NewXfer {
        loc: x.loc,
        source: x.source,
        indices,
        map: x.unpacked_map(),
        mask: None,
        in_bounds: x.in_bounds[1..].to_vec(),
    }
}

/// Upstream `maybeAssignMask`: the mask of piece `i` of `x`.
fn assign_mask(rw: &mut Rewriter<'_>, x: &Xfer, new: OpId, i: i64) {
    let Some(mask) = x.mask else { return };
    if x.is_broadcast_dim(0) {
        set_mask(rw, new, Some(mask));
        return;
    }
    if x.mask_rank(rw) > 1 {
        let ip = rw.insertion_point();
        rw.set_insertion_point_before(new);
        let mask_ty = drop_leading_dim(rw, rw.body.value_type(mask));
        let piece = extract(rw, x.loc, mask, &[Ofr::Static(i)], mask_ty);
        set_mask(rw, new, Some(piece));
        if let Some(ip) = ip {
            rw.set_insertion_point(ip);
        }
    }
}

fn extract(rw: &mut Rewriter<'_>, loc: Location, from: ValueId, position: &[Ofr], ty: Type) -> ValueId {
    let ctx = rw.ctx;
    let (statics, values) = split(position);
    let op = ExtractOp::create(ctx, rw.body, loc, from, values, ty, strata::dialects::memref::i64_array(ctx, &statics));
    insert_value(rw, op.0)
}

/// The single user of a read's result, when it is a `vector.insert`.
fn insert_user(rw: &Rewriter<'_>, x: &Xfer) -> Option<OpId> {
    let uses = rw.body.uses(rw.body.results(x.op)[0]);
    let u = uses.first().filter(|_| uses.len() == 1)?;
    (rw.ctx.str(rw.body.op(u.op).name) == InsertOp::NAME).then_some(u.op)
}

fn unroll_read(rw: &mut Rewriter<'_>, x: &Xfer) {
    let ctx = rw.ctx;
    let insert = insert_user(rw, x);
    let padding = x.padding.expect("a read has padding");
    let mut vec = match insert {
        Some(ins) => rw.body.operands(ins)[1],
        None => {
            let splat = SplatOp::create(ctx, rw.body, x.loc, padding, x.vector_ty);
            insert_value(rw, splat.0)
        }
    };
    let vec_ty = rw.body.value_type(vec);
    let prefix = insert.map(|ins| position(rw, ins, 2)).unwrap_or_default();
    let piece_ty = drop_leading_dim(rw, x.vector_ty);
    let dim = x.unpacked_dim();
    for i in 0..x.shape(rw)[0] {
        let iv = constant_index(rw, x.loc, i);
        let current = vec;
        vec = in_bounds_check(
            rw,
            x,
            iv,
            dim,
            Some(vec_ty),
            &mut |b| {
                let indices = xfer_indices(b, x, iv);
                let read = new_read(b, parts(x, indices), piece_ty, padding);
                assign_mask(b, x, read, i);
                let value = b.body.results(read)[0];
                let mut pos = prefix.clone();
                pos.push(Ofr::Static(i));
                let (statics, values) = split(&pos);
                let attr = strata::dialects::memref::i64_array(b.ctx, &statics);
                let op = InsertOp::create(b.ctx, b.body, x.loc, value, current, values, vec_ty, attr);
                Some(insert_value(b, op.0))
            },
            &mut |_| Some(current),
        )
        .expect("the check yields the vector");
    }
    match insert {
        Some(ins) => {
            rw.replace_op(ins, &[vec]);
            rw.erase_op(x.op);
        }
        None => rw.replace_op(x.op, &[vec]),
    }
}

fn unroll_write(rw: &mut Rewriter<'_>, x: &Xfer) {
    let ctx = rw.ctx;
    let vector = x.vector.expect("a write has a vector");
    let extract_op = rw.body.defining_op(vector).filter(|&d| ctx.str(rw.body.op(d).name) == ExtractOp::NAME);
    let (vec, prefix) = match extract_op {
        Some(e) => (rw.body.operands(e)[0], position(rw, e, 1)),
        None => (vector, Vec::new()),
    };
    let piece_ty = drop_leading_dim(rw, x.vector_ty);
    let rank = x.vector_rank(rw);
    let dim = x.unpacked_dim();
    for i in 0..x.shape(rw)[0] {
        let iv = constant_index(rw, x.loc, i);
        in_bounds_check(
            rw,
            x,
            iv,
            dim,
            None,
            &mut |b| {
                let indices = xfer_indices(b, x, iv);
                let mut pos = prefix.clone();
                pos.push(Ofr::Static(i));
                let element_ty = if rank == 1 { x.element_ty(b).expect("a vector") } else { piece_ty };
                let extracted = extract(b, x.loc, vec, &pos, element_ty);
                let value = if rank == 1 {
                    let op = BroadcastOp::create(b.ctx, b.body, x.loc, extracted, piece_ty);
                    insert_value(b, op.0)
                } else {
                    extracted
                };
                let write = new_write(b, parts(x, indices), value);
                assign_mask(b, x, write, i);
                None
            },
            &mut |_| None,
        );
    }
    rw.erase_op(x.op);
}

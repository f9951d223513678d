//! Upstream's `lowering_n_d` patterns (MLIR 19): a transfer of a rank
//! above the target goes through a stack buffer holding the whole vector.
//! `prepare` allocates the buffer (and one for the mask) at the start of
//! the enclosing allocation scope, stores (reads) the vector there and
//! labels the transfer; `unpack` then turns a labeled transfer into a loop
//! over its leading dimension of transfers one rank lower, reading and
//! writing the buffer through a `vector.type_cast` that moves that
//! dimension into the memref.

use strata::dialects::memref::layout::{memref_parts, memref_type};
use strata::dialects::memref::{AllocaOp, LoadOp, StoreOp, AUTOMATIC_ALLOCATION_SCOPES};
use strata::dialects::vector::{vector_parts, vector_type, SplatOp, TypeCastOp};
use strata::ir::{Location, OpId, Type, ValueId};
use strata::rewrite::Rewriter;

use super::xfer::{
    build_for, constant_index, in_bounds_check, insert_value, new_read, new_write, set_label, set_mask, silent,
    xfer_indices, yield_values, NewXfer, Xfer,
};
use super::Options;

/// The entry block of the nearest enclosing allocation scope of `op`.
fn allocation_scope_block(rw: &Rewriter<'_>, op: OpId) -> Option<strata::ir::BlockId> {
    let body = &*rw.body;
    let mut cur = op;
    loop {
        let block = body.parent_block(cur)?;
        let region = body.parent_region(block)?;
        match body.parent_op(region) {
            Some(parent) => {
                if AUTOMATIC_ALLOCATION_SCOPES.contains(&rw.ctx.str(body.op(parent).name)) {
                    return body.region(region).blocks.first().copied();
                }
                cur = parent;
            }
            // A root region of the arena: its owner is the isolated op.
            None => {
                let owner = rw.scope.map(|s| rw.ctx.str(s))?;
                return AUTOMATIC_ALLOCATION_SCOPES.contains(&owner).then(|| body.region(region).blocks[0]);
            }
        }
    }
}

fn load(rw: &mut Rewriter<'_>, loc: Location, memref: ValueId, indices: Vec<ValueId>) -> ValueId {
    let ctx = rw.ctx;
    let element = memref_parts(ctx, rw.body.value_type(memref)).expect("a memref").element;
    let op = LoadOp::create(ctx, rw.body, loc, memref, indices, element, None);
    insert_value(rw, op.0)
}

fn store(rw: &mut Rewriter<'_>, loc: Location, value: ValueId, memref: ValueId, indices: Vec<ValueId>) {
    let op = StoreOp::create(rw.ctx, rw.body, loc, value, memref, indices, None);
    rw.insert(op.0);
}

fn alloca(rw: &mut Rewriter<'_>, loc: Location, of: Type) -> ValueId {
    let ty = memref_type(rw.ctx, Vec::new(), of, None, None);
    let op = AllocaOp::create(rw.ctx, rw.body, loc, Vec::new(), Vec::new(), ty, None);
    insert_value(rw, op.0)
}

/// Upstream `checkPrepareXferOp`.
fn preparable(rw: &Rewriter<'_>, x: &Xfer, o: Options) -> bool {
    !x.labeled(rw)
        && x.vector_rank(rw) > o.target_rank
        && !x.leading_scalable(rw)
        && (o.lower_tensors || !x.is_tensor(rw))
        && x.element_ty(rw) == x.source_element_ty(rw)
        && allocation_scope_block(rw, x.op).is_some()
}

/// Upstream `PrepareTransferReadConversion` and
/// `PrepareTransferWriteConversion`.
pub(super) fn prepare(rw: &mut Rewriter<'_>, op: OpId, o: Options) -> bool {
    let Some(x) = Xfer::of(rw, op) else { return false };
    if !preparable(rw, &x, o) || x.is_tensor(rw) {
        return false;
    }
    let Some(scope) = allocation_scope_block(rw, op) else { return false };
    let ip = rw.insertion_point();
    rw.set_insertion_point_to_start(scope);
    let data = alloca(rw, x.loc, x.vector_ty);
    let mask = x.mask.map(|m| {
        let buffer = alloca(rw, x.loc, rw.body.value_type(m));
        rw.set_insertion_point_before(op);
        store(rw, x.loc, m, buffer, Vec::new());
        load(rw, x.loc, buffer, Vec::new())
    });
    if let Some(ip) = ip {
        rw.set_insertion_point(ip);
    }
    if x.read {
        let mut map = strata::ir::IrMapping::default();
        let clone = rw.body.clone_op(op, &mut map);
        set_label(rw, clone);
        rw.insert(clone);
        if mask.is_some() {
            set_mask(rw, clone, mask);
        }
        let value = rw.body.results(clone)[0];
        store(rw, x.loc, value, data, Vec::new());
        let loaded = load(rw, x.loc, data, Vec::new());
        rw.replace_op(op, &[loaded]);
    } else {
        let Some(vector) = x.vector else { return false };
        store(rw, x.loc, vector, data, Vec::new());
        let loaded = load(rw, x.loc, data, Vec::new());
        rw.modify(op, |b| b.set_operand(op, 0, loaded));
        set_label(rw, op);
        if mask.is_some() {
            set_mask(rw, op, mask);
        }
    }
    true
}

/// Upstream `unpackOneDim`: `memref<AxB x vector<CxD>>` to
/// `memref<AxBxC x vector<D>>`; `None` for a scalable leading dimension.
fn unpack_one_dim(rw: &Rewriter<'_>, buffer: Type) -> Option<Type> {
    let ctx = rw.ctx;
    let parts = memref_parts(ctx, buffer)?;
    let (shape, scalable, element) = vector_parts(ctx, parts.element)?;
    if scalable.first() == Some(&true) {
        return None;
    }
    let mut new_shape = parts.shape.to_vec();
    new_shape.push(*shape.first()?);
    let inner = vector_type(ctx, shape[1..].to_vec(), scalable[1..].to_vec(), element);
    Some(memref_type(ctx, new_shape, inner, None, None))
}

fn type_cast(rw: &mut Rewriter<'_>, loc: Location, buffer: ValueId, to: Type) -> ValueId {
    let op = TypeCastOp::create(rw.ctx, rw.body, loc, buffer, to);
    insert_value(rw, op.0)
}

/// The buffer access (store of a read's result, load of a write's vector)
/// a labeled transfer comes with: the memref and its indices.
fn buffer_access(rw: &Rewriter<'_>, x: &Xfer) -> Option<(OpId, ValueId, Vec<ValueId>)> {
    let body = &*rw.body;
    let access = if x.read {
        let uses = body.uses(body.results(x.op)[0]);
        let u = uses.first().filter(|_| uses.len() == 1)?;
        (rw.ctx.str(body.op(u.op).name) == StoreOp::NAME).then_some(u.op)?
    } else {
        let def = body.defining_op(x.vector?)?;
        (rw.ctx.str(body.op(def).name) == LoadOp::NAME).then_some(def)?
    };
    let operands = body.operands(access);
    let first = if x.read { 1 } else { 0 };
    Some((access, operands[first], operands[first + 1..].to_vec()))
}

/// The memref the mask of a labeled transfer is loaded from.
fn mask_buffer(rw: &Rewriter<'_>, x: &Xfer) -> Option<ValueId> {
    let def = rw.body.defining_op(x.mask?)?;
    (rw.ctx.str(rw.body.op(def).name) == LoadOp::NAME).then(|| rw.body.operands(def)[0])
}

/// Upstream `getMaskBufferLoadIndices`: the indices of the previous level's
/// load of the mask buffer, then `iv` unless dimension 0 is a broadcast.
fn mask_load_indices(rw: &Rewriter<'_>, x: &Xfer, iv: ValueId) -> Vec<ValueId> {
    let mut indices = Vec::new();
    if let Some(buffer) = mask_buffer(rw, x) {
        let body = &*rw.body;
        let load = body.uses(buffer).iter().map(|u| u.op).find(|&u| rw.ctx.str(body.op(u).name) == LoadOp::NAME);
        if let Some(load) = load {
            indices.extend_from_slice(&body.operands(load)[1..]);
        }
    }
    if !x.is_broadcast_dim(0) {
        indices.push(iv);
    }
    indices
}

/// Upstream `TransferOpConversion`: a labeled transfer becomes a loop over
/// its leading dimension.
pub(super) fn unpack(rw: &mut Rewriter<'_>, op: OpId, o: Options) -> bool {
    let Some(x) = Xfer::of(rw, op) else { return false };
    if !x.labeled(rw) || x.is_tensor(rw) {
        return false;
    }
    let Some((access, buffer, buffer_indices)) = buffer_access(rw, &x) else { return false };
    let Some(casted_ty) = unpack_one_dim(rw, rw.body.value_type(buffer)) else { return false };
    let casted = type_cast(rw, x.loc, buffer, casted_ty);
    let mut casted_mask = None;
    if let Some(mask) = mask_buffer(rw, &x).filter(|_| x.mask.is_some()) {
        casted_mask = Some(if x.is_broadcast_dim(0) || x.mask_rank(rw) == 1 {
            mask
        } else {
            let Some(ty) = unpack_one_dim(rw, rw.body.value_type(mask)) else { return false };
            type_cast(rw, x.loc, mask, ty)
        });
    }
    let ub = memref_parts(rw.ctx, casted_ty).map_or(0, |p| *p.shape.last().unwrap_or(&0));
    let lb = constant_index(rw, x.loc, 0);
    let ub = constant_index(rw, x.loc, ub);
    let step = constant_index(rw, x.loc, 1);
    let level = Level { x: &x, casted, casted_mask, buffer_indices, target_rank: o.target_rank };
    build_for(rw, x.loc, [lb, ub, step], Vec::new(), &mut |b, iv, _| {
        level.body(b, iv);
        yield_values(b, x.loc, Vec::new());
    });
    if x.read {
        rw.erase_op(access);
    }
    rw.erase_op(op);
    true
}

/// One level of unpacking: what the loop body needs.
struct Level<'a> {
    x: &'a Xfer,
    casted: ValueId,
    casted_mask: Option<ValueId>,
    buffer_indices: Vec<ValueId>,
    target_rank: usize,
}

impl Level<'_> {
    fn body(&self, b: &mut Rewriter<'_>, iv: ValueId) {
        let x = self.x;
        let dim = x.unpacked_dim();
        in_bounds_check(
            b,
            x,
            iv,
            dim,
            None,
            &mut |b| {
                self.in_bounds(b, iv);
                None
            },
            &mut |b| {
                if x.read {
                    self.padding_row(b, iv);
                }
                None
            },
        );
    }

    fn buffer_indices(&self, iv: ValueId) -> Vec<ValueId> {
        let mut indices = self.buffer_indices.clone();
        indices.push(iv);
        indices
    }

    /// Upstream `Strategy<..>::rewriteOp` and the mask of the new transfer.
    fn in_bounds(&self, b: &mut Rewriter<'_>, iv: ValueId) {
        let x = self.x;
        let elem_ty = memref_parts(b.ctx, b.body.value_type(self.casted)).expect("a memref").element;
        let rank = vector_parts(b.ctx, elem_ty).map_or(0, |(s, _, _)| s.len());
        let new = if x.read {
            let indices = xfer_indices(b, x, iv);
            let parts = self.parts(indices);
            let new = new_read(b, parts, elem_ty, x.padding.expect("a read has padding"));
            let value = b.body.results(new)[0];
            store(b, x.loc, value, self.casted, self.buffer_indices(iv));
            new
        } else {
            let indices = xfer_indices(b, x, iv);
            let value = load(b, x.loc, self.casted, self.buffer_indices(iv));
            new_write(b, self.parts(indices), value)
        };
        if rank > self.target_rank {
            set_label(b, new);
        }
        if let (Some(mask_buffer), true) = (self.casted_mask, x.is_broadcast_dim(0) || x.mask_rank(b) > 1) {
            let indices = mask_load_indices(b, x, iv);
            let ip = b.insertion_point();
            b.set_insertion_point_before(new);
            let mask = load(b, x.loc, mask_buffer, indices);
            set_mask(&mut silent(b), new, Some(mask));
            if let Some(ip) = ip {
                b.set_insertion_point(ip);
            }
        }
    }

    fn parts(&self, indices: Vec<ValueId>) -> NewXfer {
        let x = self.x;
        let in_bounds = x.in_bounds[1..].to_vec();
        NewXfer { loc: x.loc, source: x.source, indices, map: x.unpacked_map(), mask: None, in_bounds }
    }

    /// Upstream `Strategy<TransferReadOp>::handleOutOfBoundsDim`: the
    /// buffer row is filled with the padding.
    fn padding_row(&self, b: &mut Rewriter<'_>, iv: ValueId) {
        let x = self.x;
        let elem_ty = memref_parts(b.ctx, b.body.value_type(self.casted)).expect("a memref").element;
        let splat = SplatOp::create(b.ctx, b.body, x.loc, x.padding.expect("a read has padding"), elem_ty);
        let value = insert_value(b, splat.0);
        store(b, x.loc, value, self.casted, self.buffer_indices(iv));
    }
}

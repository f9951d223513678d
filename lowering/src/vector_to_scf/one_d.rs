//! Upstream's `TransferOp1dConversion` (MLIR 19): a 1-D transfer of a
//! memref that the LLVM lowering cannot make a vector load or store of
//! (its map is not a minor identity, or the last memref dimension is
//! strided) becomes a loop of scalar `memref.load` + `vector.insertelement`
//! (reads, the vector carried by the loop) or `vector.extractelement` +
//! `memref.store` (writes), each guarded by the in-bounds and mask check.

use strata::dialects::memref::layout::{memref_parts, strides_and_offset};
use strata::dialects::memref::{LoadOp, StoreOp};
use strata::dialects::vector::{ExtractElementOp, InsertElementOp, SplatOp};
use strata::ir::{OpId, ValueId};
use strata::rewrite::Rewriter;

use super::xfer::{add_index, build_for, constant_index, in_bounds_check, insert_value, yield_values, Xfer};

/// Whether the last dimension of memref type `t` has stride 1.
fn last_dim_unit_stride(rw: &Rewriter<'_>, t: strata::ir::Type) -> bool {
    strides_and_offset(rw.ctx, t).is_some_and(|(s, _)| s.last() == Some(&1))
}

pub(super) fn lower(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let Some(x) = Xfer::of(rw, op) else { return false };
    let source_ty = x.source_ty(rw);
    if x.map.num_results() == 0 || memref_parts(rw.ctx, source_ty).is_none() || x.vector_rank(rw) != 1 {
        return false;
    }
    // Upstream loops `vscale` times over a scalable vector; not supported.
    if x.leading_scalable(rw) {
        return false;
    }
    if x.map.is_minor_identity() && last_dim_unit_stride(rw, source_ty) {
        return false;
    }
    let n = x.shape(rw)[0];
    let lb = constant_index(rw, x.loc, 0);
    let ub = constant_index(rw, x.loc, n);
    let step = constant_index(rw, x.loc, 1);
    let inits = match x.padding {
        Some(padding) => {
            let splat = SplatOp::create(rw.ctx, rw.body, x.loc, padding, x.vector_ty);
            vec![insert_value(rw, splat.0)]
        }
        None => Vec::new(),
    };
    let for_op = build_for(rw, x.loc, [lb, ub, step], inits, &mut |b, iv, state| {
        if x.read {
            read_body(b, &x, iv, state[0]);
        } else {
            write_body(b, &x, iv);
        }
    });
    let results = rw.body.results(for_op).to_vec();
    rw.replace_op(op, &results);
    true
}

/// Upstream `get1dMemrefIndices`: the indices with the walked dimension's
/// index advanced by `iv`, and that dimension (`None` for a broadcast).
fn memref_indices(rw: &mut Rewriter<'_>, x: &Xfer, iv: ValueId) -> (Vec<ValueId>, Option<usize>) {
    let mut indices = x.indices.clone();
    let dim = x.unpacked_dim();
    if let Some(d) = dim {
        indices[d] = add_index(rw, x.loc, indices[d], iv);
    }
    (indices, dim)
}

fn read_body(b: &mut Rewriter<'_>, x: &Xfer, iv: ValueId, vec: ValueId) {
    let (indices, dim) = memref_indices(b, x, iv);
    let element = x.element_ty(b).expect("a vector");
    let next = in_bounds_check(
        b,
        x,
        iv,
        dim,
        Some(x.vector_ty),
        &mut |b| {
            let load = LoadOp::create(b.ctx, b.body, x.loc, x.source, indices.clone(), element, None);
            let value = insert_value(b, load.0);
            let ins = InsertElementOp::create(b.ctx, b.body, x.loc, value, vec, Some(iv), x.vector_ty);
            Some(insert_value(b, ins.0))
        },
        &mut |_| Some(vec),
    );
    yield_values(b, x.loc, next.into_iter().collect());
}

fn write_body(b: &mut Rewriter<'_>, x: &Xfer, iv: ValueId) {
    let (indices, dim) = memref_indices(b, x, iv);
    let element = x.element_ty(b).expect("a vector");
    let vector = x.vector.expect("a write has a vector");
    in_bounds_check(
        b,
        x,
        iv,
        dim,
        None,
        &mut |b| {
            let e = ExtractElementOp::create(b.ctx, b.body, x.loc, vector, Some(iv), element);
            let value = insert_value(b, e.0);
            let store = StoreOp::create(b.ctx, b.body, x.loc, value, x.source, indices.clone(), None);
            b.insert(store.0);
            None
        },
        &mut |_| None,
    );
    yield_values(b, x.loc, Vec::new());
}

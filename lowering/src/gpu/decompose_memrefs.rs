//! `gpu-decompose-memrefs` (upstream `GpuDecomposeMemrefsPass`, MLIR 19):
//! inside `gpu.launch`, memref accesses and views are rewritten on the base
//! buffer of their memref, so that the kernel computes addresses from the
//! buffer and explicit offsets:
//! * `memref.load`/`store` of rank above 0: a rank-0 `memref.reinterpret_cast`
//!   of the base buffer at the element's linear offset, accessed without
//!   indices;
//! * `memref.subview`: a `memref.reinterpret_cast` of the base buffer with the
//!   view's offset, sizes and strides.
//!
//! Offsets and strides are `affine.apply`s folded as upstream's
//! `makeComposedFoldedAffineApply`, over a `memref.extract_strided_metadata`
//! placed right after the memref's definition (outside the launch for a
//! value from above). Memrefs with a layout other than strided are left.
//!
//! Upstream gives the rank-0 cast the type `memref<T>` whatever the offset:
//! the access then reads the buffer's first element (and a static offset
//! fails verification). Strata gives it `memref<T, strided<[], offset: o>>`
//! unless the offset is 0 (see `tests/check/upstream_divergence_gpu.mlir`).

use strata::dialects::memref::layout::{memref_parts, memref_type, strided_layout};
use strata::dialects::memref::{LoadOp, Ofr, StoreOp};
use strata::ir::{AttrKind, OpId, Type, ValueId, DYNAMIC};
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::rewrite::greedy::{apply_pattern_set_greedily, GreedyConfig};
use strata::rewrite::Rewriter;
use strata::syntax::diag::Diagnostic;

use crate::expand_strided_metadata::{flat_offset_and_strides, reinterpret_cast};

struct GpuDecomposeMemrefs;

pub(crate) fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(GpuDecomposeMemrefs))
}

impl Pass for GpuDecomposeMemrefs {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let config = GreedyConfig { top_down: false, ..GreedyConfig::default() };
        apply_pattern_set_greedily(cx.ctx, cx.registry, Some(target.name), &mut target.body, &config, &patterns);
        Ok(())
    }
}

fn patterns(rw: &mut Rewriter<'_>, op: OpId) -> bool {
    let name = rw.ctx.str(rw.body.op(op).name);
    if !matches!(name, LoadOp::NAME | StoreOp::NAME | "memref.subview") || !inside_launch(rw, op) {
        return false;
    }
    let memref = rw.body.operands(op)[usize::from(name == StoreOp::NAME)];
    if !decomposable(rw, memref) {
        return false;
    }
    rw.set_insertion_point_before(op);
    match name {
        LoadOp::NAME | StoreOp::NAME => flatten_access(rw, op, memref),
        _ => flatten_subview(rw, op, memref),
    }
}

fn inside_launch(rw: &Rewriter<'_>, op: OpId) -> bool {
    let mut cur = rw.body.parent_of_op(op);
    while let Some(p) = cur {
        if rw.ctx.str(rw.body.op(p).name) == "gpu.launch" {
            return true;
        }
        cur = rw.body.parent_of_op(p);
    }
    false
}

/// A ranked memref of rank above 0 with an identity or strided layout.
fn decomposable(rw: &Rewriter<'_>, memref: ValueId) -> bool {
    let ctx = rw.ctx;
    let Some(parts) = memref_parts(ctx, rw.body.value_type(memref)) else { return false };
    let layout_ok = match parts.layout.map(|l| ctx.attr_kind(l)) {
        None | Some(AttrKind::StridedLayout { .. }) => true,
        Some(AttrKind::AffineMap(m)) => m.is_identity(),
        Some(_) => false,
    };
    !parts.shape.is_empty() && layout_ok
}

/// The rank-0 view of `base` at `offset` (identity when the offset is 0).
fn element_type_at(rw: &Rewriter<'_>, base: ValueId, offset: Ofr) -> Type {
    let ctx = rw.ctx;
    let parts = memref_parts(ctx, rw.body.value_type(base)).expect("a base buffer");
    let layout = match offset {
        Ofr::Static(0) => None,
        Ofr::Static(o) => Some(strided_layout(ctx, o, Vec::new())),
        Ofr::Value(_) => Some(strided_layout(ctx, DYNAMIC, Vec::new())),
    };
    memref_type(ctx, Vec::new(), parts.element, layout, parts.memory_space)
}

/// A load or store through a rank-0 cast of the base buffer.
fn flatten_access(rw: &mut Rewriter<'_>, op: OpId, memref: ValueId) -> bool {
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let store = ctx.str(rw.body.op(op).name) == StoreOp::NAME;
    let indices: Vec<Ofr> = rw.body.operands(op)[1 + usize::from(store)..].iter().map(|&v| Ofr::Value(v)).collect();
    let Some(flat) = flat_offset_and_strides(rw, loc, memref, &indices, None, true) else { return false };
    let ty = element_type_at(rw, flat.base, flat.offset);
    let view = reinterpret_cast(rw, loc, flat.base, ty, &[flat.offset], &[], &[]);
    let new = if store {
        let value = rw.body.operands(op)[0];
        StoreOp::create(ctx, rw.body, loc, value, view, Vec::new(), None).0
    } else {
        let result_ty = rw.body.value_type(rw.body.results(op)[0]);
        LoadOp::create(ctx, rw.body, loc, view, Vec::new(), result_ty, None).0
    };
    rw.insert(new);
    let results = rw.body.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// A subview as a cast of the base buffer with its offset, sizes and
/// strides (dropped dimensions left out), of the subview's own type.
fn flatten_subview(rw: &mut Rewriter<'_>, op: OpId, memref: ValueId) -> bool {
    let ctx = rw.ctx;
    let loc = rw.body.op(op).loc;
    let parts = strata::dialects::memref::subview_parts(ctx, rw.body, op);
    let Some(dropped) = strata::dialects::memref::dropped_dims(ctx, rw.body, op) else { return false };
    let Some(flat) = flat_offset_and_strides(rw, loc, memref, &parts.offsets, Some(&parts.strides), true) else {
        return false;
    };
    let keep: Vec<usize> = (0..flat.strides.len()).filter(|&i| !dropped.get(i).copied().unwrap_or(false)).collect();
    let sizes: Vec<Ofr> = keep.iter().map(|&i| parts.sizes[i]).collect();
    let strides: Vec<Ofr> = keep.iter().map(|&i| flat.strides[i]).collect();
    let result_ty = rw.body.value_type(rw.body.results(op)[0]);
    let v = reinterpret_cast(rw, loc, flat.base, result_ty, &[flat.offset], &sizes, &strides);
    rw.replace_op(op, &[v]);
    true
}

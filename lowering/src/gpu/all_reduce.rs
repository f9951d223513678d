//! `gpu.all_reduce` with a named operation, as a tree reduction through
//! workgroup memory: each thread stores its value at its linear id in a
//! 1024-element workgroup buffer (the most threads a block has), then ten
//! halving steps (512 down to 1), each followed by a `gpu.barrier`, add
//! `buf[i + s]` into `buf[i]` for `i < s` and `i + s` inside the block;
//! every thread then reads `buf[0]`, and a last barrier lets the buffer be
//! reused. The buffer is a new workgroup attribution of the function, which
//! the attribution lowering turns into a shared-memory global.

use strata::ir::{AttrKind, Attribute, Body, Location, OpId, Type, TypeKind, ValueId};
use strata::pass::PassCx;
use strata::rewrite::Rewriter;

use super::to_nvvm::reduce_combiner;
use crate::to_llvm::func::raw_op;
use crate::vector_to_scf::xfer::build_if;

/// The most threads in a block, the buffer's length.
const MAX_THREADS: i64 = 1024;

/// Expand every `gpu.all_reduce` of `gpu.func` `f` (already checked).
pub(super) fn expand_all_reductions(cx: &PassCx<'_>, module: &mut Body, f: OpId) {
    let ctx = cx.ctx;
    let reductions: Vec<OpId> = {
        let inner = module.regions_body(f);
        let mut v = Vec::new();
        for &r in &inner.roots {
            inner.walk_region(r, &mut |op| {
                if ctx.str(inner.op(op).name) == "gpu.all_reduce" && reduce_combiner(ctx, inner, op).is_ok() {
                    v.push(op);
                }
            });
        }
        v
    };
    if reductions.is_empty() {
        return;
    }
    let inputs = match strata::opdef::ods::attr(ctx, module, f, "function_type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => ctx.function_parts(*t).map_or(0, |(i, _)| i.len()),
        _ => 0,
    };
    let (workgroup, _) = strata::dialects::gpu::attribution_counts(ctx, module, f, inputs);
    let space =
        ctx.attr(AttrKind::Opaque { dialect: ctx.ident("gpu"), data: "address_space<workgroup>".into(), ty: None });
    let mut inner = module.take_inner(f).unwrap_or_default();
    let Some(entry) = inner.roots.first().and_then(|&r| inner.region(r).blocks.first().copied()) else {
        module.set_inner(f, Some(inner));
        return;
    };
    for (k, &op) in reductions.iter().enumerate() {
        let ty = inner.value_type(inner.operands(op)[0]);
        let buf_ty =
            ctx.ty(TypeKind::MemRef { shape: vec![MAX_THREADS], element: ty, layout: None, memory_space: Some(space) });
        let buffer = inner.insert_block_arg(entry, inputs + workgroup + k, buf_ty, None);
        expand(cx, &mut inner, op, buffer);
    }
    module.set_inner(f, Some(inner));
    let count = ctx.int_attr(ctx.integer_type(64), (workgroup + reductions.len()) as i64);
    let name = ctx.ident(strata::dialects::gpu::WORKGROUP_ATTRIBUTIONS);
    let mut attrs: Vec<_> =
        ctx.dict_entries(module.op(f).attributes).iter().filter(|(n, _)| *n != name).copied().collect();
    attrs.push((name, count));
    module.op_mut(f).attributes = ctx.dictionary(attrs);
}

fn expand(cx: &PassCx<'_>, body: &mut Body, op: OpId, buffer: ValueId) {
    let ctx = cx.ctx;
    let Ok(combiner) = reduce_combiner(ctx, body, op) else { return };
    let loc = body.op(op).loc;
    let value = body.operands(op)[0];
    let result = body.results(op)[0];
    let ty = body.value_type(value);
    let index = ctx.index_type();
    let mut rw = Rewriter::new(ctx, cx.registry, body);
    rw.set_insertion_point_before(op);
    let one_result =
        |rw: &mut Rewriter<'_>, name: &str, operands: Vec<ValueId>, ty: Type, props: Vec<(&str, Attribute)>| {
            let o = raw_op(rw, name, loc, operands, vec![ty], props);
            rw.body.results(o)[0]
        };
    let dim = |rw: &mut Rewriter<'_>, name: &str, d: &str| {
        let a = ctx.attr(AttrKind::Opaque { dialect: ctx.ident("gpu"), data: format!("dim {d}"), ty: None });
        one_result(rw, name, vec![], index, vec![("dimension", a)])
    };
    let [tx, ty_, tz] = ["x", "y", "z"].map(|d| dim(&mut rw, "gpu.thread_id", d));
    let [bx, by, bz] = ["x", "y", "z"].map(|d| dim(&mut rw, "gpu.block_dim", d));
    let muli = |rw: &mut Rewriter<'_>, a, b| one_result(rw, "arith.muli", vec![a, b], index, vec![]);
    let addi = |rw: &mut Rewriter<'_>, a, b| one_result(rw, "arith.addi", vec![a, b], index, vec![]);
    let z_rows = muli(&mut rw, by, tz);
    let rows = addi(&mut rw, ty_, z_rows);
    let row_start = muli(&mut rw, bx, rows);
    let linear = addi(&mut rw, tx, row_start);
    let plane = muli(&mut rw, bx, by);
    let size = muli(&mut rw, plane, bz);
    raw_op(&mut rw, "memref.store", loc, vec![value, buffer, linear], vec![], vec![]);
    barrier(&mut rw, loc);
    let mut s = MAX_THREADS / 2;
    while s >= 1 {
        let step = one_result(&mut rw, "arith.constant", vec![], index, vec![("value", ctx.int_attr(index, s))]);
        let partner = addi(&mut rw, linear, step);
        let cmp = |rw: &mut Rewriter<'_>, a, b| {
            let ult = ctx.int_attr(ctx.integer_type(64), 6);
            one_result(rw, "arith.cmpi", vec![a, b], ctx.integer_type(1), vec![("predicate", ult)])
        };
        let low = cmp(&mut rw, linear, step);
        let inside = cmp(&mut rw, partner, size);
        let both = one_result(&mut rw, "arith.andi", vec![low, inside], ctx.integer_type(1), vec![]);
        build_if(
            &mut rw,
            loc,
            both,
            vec![],
            &mut |rw| {
                let a = one_result(rw, "memref.load", vec![buffer, linear], ty, vec![]);
                let b = one_result(rw, "memref.load", vec![buffer, partner], ty, vec![]);
                let c = one_result(rw, combiner, vec![a, b], ty, vec![]);
                raw_op(rw, "memref.store", loc, vec![c, buffer, linear], vec![], vec![]);
                None
            },
            None,
        );
        barrier(&mut rw, loc);
        s /= 2;
    }
    let zero = one_result(&mut rw, "arith.constant", vec![], index, vec![("value", ctx.int_attr(index, 0))]);
    let total = one_result(&mut rw, "memref.load", vec![buffer, zero], ty, vec![]);
    barrier(&mut rw, loc);
    rw.replace_all_uses_with(result, total);
    rw.erase_op(op);
}

fn barrier(rw: &mut Rewriter<'_>, loc: Location) {
    raw_op(rw, "gpu.barrier", loc, vec![], vec![], vec![]);
}

//! How `strata compile` takes linalg on tensors, as frontends emit it:
//!
//! * `tensors-to-buffers` (when the module has tensors):
//!   `lower-tensor-pack-unpack` and `lower-tensor-gather-scatter` (packs,
//!   unpacks, gathers and scatters become ops bufferization takes), `linalg-decompose-aggregate-ops` (softmax),
//!   `linalg-decompose-winograd-ops` (the Winograd transforms),
//!   `convert-elementwise-to-linalg` and `eliminate-empty-tensors`, then
//!   `one-shot-bufferize` with function
//!   boundaries and identity layouts, tensor arguments read-only (the
//!   caller's buffers are never written) and every tensor result a new
//!   buffer the caller owns (a copy where the function would return an
//!   argument's or a constant's buffer). Such results are marked
//!   `strata.owned` for the C header and the Rust bindings.
//! * `buffers-to-loops`: after `tensors-to-buffers`, frees the buffers
//!   (`buffer-deallocation-pipeline`, `convert-bufferization-to-memref`);
//!   then, whenever linalg ops are left, `convert-linalg-to-affine-loops`
//!   and `canonicalize`, so that the `-O3` loop-nest pipeline applies.
//!
//! `lower-to-llvm` runs both first; both do nothing on a module without
//! tensors or linalg ops.

use strata::dialects::memref::{AllocOp, CopyOp, DimOp};
use strata::ir::{AttrKind, Attribute, Body, Context, OpId, TypeKind, ValueId, DYNAMIC};
use strata::pass::registry::PassOptions;
use strata::pass::{run_pipeline_on_target, Pass, PassCx, Target};
use strata::syntax::diag::Diagnostic;
use strata::transforms::module_functions as functions;

/// The module attribute `tensors-to-buffers` leaves for `buffers-to-loops`.
const BUFFERIZED: &str = "strata.bufferized";
/// The result attribute of a result the caller owns.
pub const OWNED: &str = "strata.owned";

pub(crate) fn create_tensors_to_buffers(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(TensorsToBuffers))
}

pub(crate) fn create_buffers_to_loops(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(BuffersToLoops))
}

struct TensorsToBuffers;
struct BuffersToLoops;

fn is_tensor(ctx: &Context, t: strata::ir::Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. })
}

/// Whether any function has a tensor in its type or its body.
pub fn has_tensors(ctx: &Context, module: &Body) -> bool {
    functions(ctx, module).into_iter().any(|f| {
        let in_type = strata::dialects::func::function_type(ctx, module, f)
            .is_some_and(|t| ctx.function_parts(t).is_some_and(|(i, o)| i.iter().chain(o).any(|&t| is_tensor(ctx, t))));
        in_type || {
            let inner = module.regions_body(f);
            let mut found = false;
            for &r in &inner.roots {
                inner.walk_region(r, &mut |op| {
                    found |= inner
                        .results(op)
                        .iter()
                        .chain(inner.operands(op))
                        .any(|&v| is_tensor(ctx, inner.value_type(v)));
                });
            }
            found
        }
    })
}

fn pipeline(cx: &PassCx<'_>, target: &mut Target, passes: &[&str]) -> Result<(), Diagnostic> {
    let passes: Vec<String> = passes.iter().map(|p| p.to_string()).collect();
    let pm = strata::tool::build_pipeline(&passes).map_err(|e| Diagnostic::error(target.loc, e))?;
    run_pipeline_on_target(cx, target, &pm)
}

impl Pass for TensorsToBuffers {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        if !has_tensors(ctx, &target.body) {
            return Ok(());
        }
        let funcs = functions(ctx, &target.body);
        // Which results were tensors, before the types change.
        let tensor_results: Vec<Vec<bool>> = funcs
            .iter()
            .map(|&f| {
                strata::dialects::func::function_type(ctx, &target.body, f)
                    .and_then(|t| ctx.function_parts(t).map(|(_, o)| o.iter().map(|&t| is_tensor(ctx, t)).collect()))
                    .unwrap_or_default()
            })
            .collect();
        for &f in &funcs {
            read_only_arguments(ctx, &mut target.body, f);
        }
        pipeline(
            cx,
            target,
            &[
                "lower-tensor-pack-unpack",
                "lower-tensor-gather-scatter",
                "linalg-decompose-aggregate-ops",
                "linalg-decompose-winograd-ops",
                "convert-elementwise-to-linalg",
                "eliminate-empty-tensors",
                "one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops",
            ],
        )?;
        for (&f, owned) in funcs.iter().zip(&tensor_results) {
            if owned.iter().any(|&o| o) {
                own_results(ctx, &mut target.body, f, owned);
            }
        }
        let mut entries = ctx.dict_entries(target.attributes).to_vec();
        entries.push((ctx.ident(BUFFERIZED), ctx.unit_attr()));
        target.attributes = ctx.dictionary(entries);
        Ok(())
    }
}

/// Mark the tensor arguments of `f` `bufferization.writable = false`.
fn read_only_arguments(ctx: &Context, module: &mut Body, f: OpId) {
    let Some(fty) = strata::dialects::func::function_type(ctx, module, f) else { return };
    let Some((inputs, _)) = ctx.function_parts(fty) else { return };
    let inputs = inputs.to_vec();
    if !inputs.iter().any(|&t| is_tensor(ctx, t)) {
        return;
    }
    let old = strata::opdef::ods::attr(ctx, module, f, "arg_attrs");
    let dicts: Vec<Attribute> = inputs
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let mut entries = strata::dialects::func::entry_dict(ctx, old, i)
                .map(|d| ctx.dict_entries(d).to_vec())
                .unwrap_or_default();
            if is_tensor(ctx, t) {
                entries.retain(|(k, _)| ctx.str(*k) != "bufferization.writable");
                entries.push((ctx.ident("bufferization.writable"), ctx.int_attr(ctx.integer_type(1), 0)));
            }
            ctx.dictionary(entries)
        })
        .collect();
    strata::opdef::ods::set_attr(ctx, module, f, "arg_attrs", ctx.attr(AttrKind::Array(dicts)));
}

/// Make every returned buffer of a former tensor result a `memref.alloc`
/// of its own (copying where the function returns another buffer) and mark
/// those results `strata.owned`.
fn own_results(ctx: &Context, module: &mut Body, f: OpId, owned: &[bool]) {
    let Some(body) = module.inner_mut(f) else { return };
    let mut returns = Vec::new();
    for &r in &body.roots.clone() {
        body.walk_region(r, &mut |op| {
            if ctx.str(body.op(op).name) == "func.return" {
                returns.push(op);
            }
        });
    }
    for ret in returns {
        for (i, &own) in owned.iter().enumerate() {
            let v = body.operands(ret)[i];
            if own && !is_lone_allocation(ctx, body, v, ret) {
                let copy = copy_before(ctx, body, ret, v);
                body.set_operand(ret, i, copy);
            }
        }
    }
    let old = strata::opdef::ods::attr(ctx, module, f, "res_attrs");
    let dicts: Vec<Attribute> = owned
        .iter()
        .enumerate()
        .map(|(i, &own)| {
            let mut entries = strata::dialects::func::entry_dict(ctx, old, i)
                .map(|d| ctx.dict_entries(d).to_vec())
                .unwrap_or_default();
            if own {
                entries.push((ctx.ident(OWNED), ctx.unit_attr()));
            }
            ctx.dictionary(entries)
        })
        .collect();
    strata::opdef::ods::set_attr(ctx, module, f, "res_attrs", ctx.attr(AttrKind::Array(dicts)));
}

/// Whether `v` is a `memref.alloc` returned once by `ret` and used by no
/// other return, call or branch (nothing else may free or keep it).
fn is_lone_allocation(ctx: &Context, body: &Body, v: ValueId, ret: OpId) -> bool {
    let Some(def) = body.defining_op(v) else { return false };
    ctx.str(body.op(def).name) == AllocOp::NAME
        && body.operands(ret).iter().filter(|&&w| w == v).count() == 1
        && body.uses(v).iter().all(|u| {
            let name = ctx.str(body.op(u.op).name);
            u.op == ret
                || !(name == "func.return" || name == "func.call" || name.starts_with("cf.") || name == "scf.yield")
        })
}

/// `memref.alloc` of `v`'s shape and a `memref.copy` of `v` into it, before `op`.
fn copy_before(ctx: &Context, body: &mut Body, op: OpId, v: ValueId) -> ValueId {
    let loc = body.op(op).loc;
    let ty = body.value_type(v);
    let TypeKind::MemRef { shape, element, memory_space, .. } = ctx.type_kind(ty).clone() else { return v };
    let mut sizes = Vec::new();
    for (d, &extent) in shape.iter().enumerate() {
        if extent == DYNAMIC {
            let c = strata::dialects::arith::ConstantOp::create(
                ctx,
                body,
                loc,
                ctx.index_type(),
                ctx.int_attr(ctx.index_type(), d as i64),
            );
            body.insert_op_before(op, c.0);
            let index = body.results(c.0)[0];
            let dim = DimOp::create(ctx, body, loc, v, index, ctx.index_type());
            body.insert_op_before(op, dim.0);
            sizes.push(body.results(dim.0)[0]);
        }
    }
    let alloc_ty = ctx.ty(TypeKind::MemRef { shape, element, layout: None, memory_space });
    let align = ctx.int_attr(ctx.integer_type(64), 64);
    let a = AllocOp::create(ctx, body, loc, sizes, Vec::new(), alloc_ty, Some(align));
    body.insert_op_before(op, a.0);
    let alloc = body.results(a.0)[0];
    let c = CopyOp::create(ctx, body, loc, v, alloc);
    body.insert_op_before(op, c.0);
    alloc
}

impl Pass for BuffersToLoops {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let bufferized = ctx.dict_get(target.attributes, BUFFERIZED).is_some();
        if bufferized {
            let entries: Vec<_> = ctx
                .dict_entries(target.attributes)
                .iter()
                .filter(|(k, _)| ctx.str(*k) != BUFFERIZED)
                .copied()
                .collect();
            target.attributes = ctx.dictionary(entries);
            pipeline(cx, target, &["buffer-deallocation-pipeline", "convert-bufferization-to-memref"])?;
        }
        if has_linalg(ctx, &target.body) {
            // canonicalize folds the loops' index computations
            // (`affine.apply`) into the accesses, where the -O3 loop passes
            // read them (a convolution's `A[oh + kh, ...]`).
            pipeline(cx, target, &["convert-linalg-to-affine-loops", "canonicalize"])?;
        }
        Ok(())
    }
}

fn has_linalg(ctx: &Context, module: &Body) -> bool {
    functions(ctx, module).into_iter().any(|f| {
        let inner = module.regions_body(f);
        let mut found = false;
        for &r in &inner.roots {
            inner.walk_region(r, &mut |op| found |= ctx.str(inner.op(op).name).starts_with("linalg."));
        }
        found
    })
}

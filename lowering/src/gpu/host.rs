//! `gpu-to-llvm`: the host side of GPU code to calls of the runtime's
//! `mgpu*` entry points. It runs after device compilation, which replaced
//! each `gpu.module @m` by `llvm.mlir.global @m` holding its PTX:
//! * `gpu.launch_func @m::@k` loads the module (`mgpuModuleLoad`, which
//!   loads each image once), looks the kernel up and launches it with a
//!   stack array of pointers to each argument (memrefs as their descriptor
//!   fields, the kernel's parameters);
//! * `gpu.alloc`/`gpu.dealloc` are `mgpuMemAlloc`/`mgpuMemFree`,
//!   `gpu.memcpy` is `mgpuMemcpy` of contiguous memrefs, `gpu.memset` of
//!   32-bit elements `mgpuMemset32`.
//!
//! As upstream, an `!gpu.async.token` is a CUDA stream (`!llvm.ptr`): an
//! async op runs on the stream of its first dependency, or on a new one
//! (`mgpuStreamCreate`) when it has none, and its token is that stream;
//! further dependencies are waited for through events (`mgpuEventCreate`,
//! `mgpuEventRecord` on their stream, `mgpuStreamWaitEvent`). `gpu.wait
//! async [deps]` joins its dependencies on a new stream the same way, and
//! `gpu.wait [deps]` synchronizes and destroys their streams. A synchronous
//! op waits for its dependencies' streams, then completes before the next
//! op starts: a synchronous launch gets a stream of its own, waited for and
//! destroyed, and a copy or memset runs on the null stream, which is then
//! synchronized.

use strata::conversion::{apply_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Mode};
use strata::dialects::gpu::LAUNCH_FUNC;
use strata::dialects::llvm::{LlvmType, LlvmTypes};
use strata::ir::{AttrKind, Body, Context, Location, OpId, Type, TypeKind, ValueId};
use strata::opdef::ods::attr;
use strata::pass::registry::PassOptions;
use strata::pass::{Pass, PassCx, Target};
use strata::syntax::diag::Diagnostic;

use super::to_nvvm::{static_identity_shape, top_ops, walk_all};
use crate::to_llvm::descriptor::{extract_value, gep};
use crate::to_llvm::{build, build1, call, convert_type, declare_function, int_constant, llvm_attr, type_converter};

pub struct GpuToLlvm;

pub fn create(_: &PassOptions) -> Result<Box<dyn Pass>, String> {
    Ok(Box::new(GpuToLlvm))
}

/// The discardable attribute through which the pass hands each launch the
/// byte size of its module's PTX global (patterns see only their op).
const PTX_SIZE: &str = "gpu_to_llvm.ptx_size";

const HOST_OPS: &[&str] = &["gpu.launch_func", "gpu.alloc", "gpu.dealloc", "gpu.memcpy", "gpu.memset", "gpu.wait"];

impl Pass for GpuToLlvm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        let ctx = cx.ctx;
        let sizes = ptx_globals(ctx, &target.body);
        let kernels = check_host_ops(ctx, &target.body, &sizes)?;
        if kernels.is_empty() && !has_host_ops(ctx, &target.body) {
            return Ok(());
        }
        declare_runtime(ctx, &mut target.body);
        for (module, kernel) in &kernels {
            let name = kernel_name_global(module, kernel);
            let mut bytes = kernel.clone().into_bytes();
            bytes.push(0);
            let ty = ctx.llvm_array_type(bytes.len() as u64, ctx.integer_type(8));
            let props = vec![
                ("sym_name", ctx.string_attr(&name)),
                ("global_type", ctx.type_attr(ty)),
                ("linkage", llvm_attr(ctx, "linkage<internal>".into())),
                ("constant", ctx.unit_attr()),
                ("value", ctx.string_attr(&String::from_utf8_lossy(&bytes))),
            ];
            crate::to_llvm::prepend_module_op(ctx, &mut target.body, "llvm.mlir.global", props);
        }
        stash_sizes(ctx, &mut target.body, &sizes);
        let mut ct = ConversionTarget::new();
        for op in HOST_OPS {
            ct.add_illegal_op(op);
        }
        let mut converter = type_converter();
        converter.add_conversion(|ctx, t| {
            (t == strata::dialects::gpu::async_token_type(ctx)).then(|| vec![ctx.llvm_ptr_type()])
        });
        apply_conversion(ctx, cx.registry, &mut target.body, &ct, PATTERNS, Some(&converter), Mode::Partial)
            .map_err(|mut e| e.remove(0))
    }
}

/// The name of the global holding the NUL-terminated name of `kernel`.
fn kernel_name_global(module: &str, kernel: &str) -> String {
    format!("{module}_{kernel}_kernel_name")
}

/// The module's PTX globals (compiled `gpu.module`s): name → byte size.
fn ptx_globals(ctx: &Context, body: &Body) -> Vec<(String, u64)> {
    let mut out = Vec::new();
    for op in top_ops(body) {
        if ctx.str(body.op(op).name) != "llvm.mlir.global" {
            continue;
        }
        let name = attr(ctx, body, op, "sym_name").and_then(|a| ctx.as_string(a));
        let ty = attr(ctx, body, op, "global_type").map(|a| ctx.attr_kind(a));
        if let (Some(n), Some(AttrKind::Type(t))) = (name, ty) {
            if let Some(LlvmType::Array { len, .. }) = ctx.llvm_kind(*t) {
                out.push((String::from_utf8_lossy(n).into_owned(), *len));
            }
        }
    }
    out
}

fn has_host_ops(ctx: &Context, body: &Body) -> bool {
    let mut any = false;
    walk_all(body, &mut |b, op| any |= HOST_OPS.contains(&ctx.str(b.op(op).name)));
    any
}

/// Check every host op before anything changes; returns the launched
/// (module, kernel) pairs.
fn check_host_ops(ctx: &Context, body: &Body, sizes: &[(String, u64)]) -> Result<Vec<(String, String)>, Diagnostic> {
    let mut kernels: Vec<(String, String)> = Vec::new();
    let mut err = None;
    walk_all(body, &mut |b, op| {
        if err.is_some() {
            return;
        }
        let name = ctx.str(b.op(op).name);
        if name == "gpu.launch" {
            err = Some(Diagnostic::error(
                b.op(op).loc,
                "'gpu.launch' op: the kernel must be outlined into a gpu.module first (gpu-kernel-outlining)",
            ));
            return;
        }
        if !HOST_OPS.contains(&name) {
            return;
        }
        let loc = b.op(op).loc;
        if name == "gpu.launch_func" && !LAUNCH_FUNC.operand_group(ctx, b, op, 12).is_empty() {
            err = Some(Diagnostic::error(
                loc,
                "'gpu.launch_func' op: launching on a given stream object is not supported yet",
            ));
            return;
        }
        match name {
            "gpu.launch_func" => {
                let Some(AttrKind::SymbolRef { root, nested }) = attr(ctx, b, op, "kernel").map(|a| ctx.attr_kind(a))
                else {
                    return;
                };
                let module = ctx.str(*root).to_string();
                let Some(kernel) = nested.last().map(|k| ctx.str(*k).to_string()) else { return };
                if !sizes.iter().any(|(n, _)| *n == module) {
                    err = Some(Diagnostic::error(
                        loc,
                        format!("kernel module '{module}' is not compiled: gpu-to-llvm needs its PTX global (lower-gpu-to-nvvm compiles it first)"),
                    ));
                    return;
                }
                if !LAUNCH_FUNC.operand_group(ctx, b, op, 7).is_empty() {
                    err = Some(Diagnostic::error(
                        loc,
                        "'gpu.launch_func' op: thread block clusters are not supported yet",
                    ));
                    return;
                }
                if !kernels.contains(&(module.clone(), kernel.clone())) {
                    kernels.push((module, kernel));
                }
            }
            "gpu.memcpy" | "gpu.memset" | "gpu.alloc" => {
                let memref =
                    b.operands(op).iter().chain(b.results(op)).map(|&v| b.value_type(v)).find(|&t| is_memref(ctx, t));
                let Some(ty) = memref else { return };
                let contiguous =
                    name == "gpu.alloc" && identity_layout(ctx, ty) || static_or_dynamic_contiguous(ctx, ty);
                if !contiguous {
                    err = Some(Diagnostic::error(
                        loc,
                        format!("'{name}' op: only memrefs with the identity layout are supported"),
                    ));
                } else if name == "gpu.memset" && element_bytes(ctx, ty) != Some(4) {
                    err = Some(Diagnostic::error(loc, "'gpu.memset' op: only 32-bit elements are supported yet"));
                } else if name == "gpu.alloc" && attr(ctx, b, op, "hostShared").is_some() {
                    err = Some(Diagnostic::error(loc, "'gpu.alloc' op: host_shared allocations are not supported yet"));
                } else if element_bytes(ctx, ty).is_none() {
                    err = Some(Diagnostic::error(loc, format!("'{name}' op: unsupported element type")));
                }
            }
            _ => {}
        }
    });
    err.map_or(Ok(kernels), Err)
}

fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { .. })
}

fn identity_layout(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { layout: None, .. })
}

fn static_or_dynamic_contiguous(ctx: &Context, ty: Type) -> bool {
    identity_layout(ctx, ty) || static_identity_shape(ctx, ty).is_some()
}

/// The byte size of a memref's element.
fn element_bytes(ctx: &Context, ty: Type) -> Option<i64> {
    let TypeKind::MemRef { element, .. } = ctx.type_kind(ty) else { return None };
    match ctx.type_kind(*element) {
        TypeKind::Index => Some(8),
        TypeKind::Integer { width, .. } if width % 8 == 0 => Some(i64::from(*width / 8)),
        TypeKind::Float(f) => Some(i64::from(f.bit_width() / 8)),
        _ => None,
    }
}

/// Record on each launch the size of its module's PTX.
fn stash_sizes(ctx: &Context, body: &mut Body, sizes: &[(String, u64)]) {
    let mut launches = Vec::new();
    collect_launches(ctx, body, &mut Vec::new(), &mut launches);
    for (path, op) in launches {
        let mut b: &mut Body = body;
        for &p in &path {
            b = b.op_mut(p).inner.as_deref_mut().expect("path of nested arenas");
        }
        let Some(AttrKind::SymbolRef { root, .. }) = attr(ctx, b, op, "kernel").map(|a| ctx.attr_kind(a)) else {
            continue;
        };
        let Some(&(_, size)) = sizes.iter().find(|(n, _)| n == ctx.str(*root)) else { continue };
        let mut entries = ctx.dict_entries(b.op(op).attributes).to_vec();
        entries.push((ctx.ident(PTX_SIZE), ctx.int_attr(ctx.integer_type(64), size as i64)));
        b.op_mut(op).attributes = ctx.dictionary(entries);
    }
}

/// The launches in `body`, each with the path of ops whose arenas lead to it.
fn collect_launches(ctx: &Context, body: &Body, path: &mut Vec<OpId>, out: &mut Vec<(Vec<OpId>, OpId)>) {
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            if ctx.str(body.op(op).name) == "gpu.launch_func" {
                out.push((path.clone(), op));
            }
            if let Some(inner) = body.op(op).inner.as_deref() {
                path.push(op);
                strata::stack::ensure_sufficient_stack(|| collect_launches(ctx, inner, path, out));
                path.pop();
            }
        });
    }
}

/// Declare the runtime's entry points the lowering calls.
fn declare_runtime(ctx: &Context, module: &mut Body) {
    let ptr = ctx.llvm_ptr_type();
    let i64t = ctx.integer_type(64);
    let i32t = ctx.integer_type(32);
    let void = ctx.llvm_void_type();
    let decls: [(&str, Type, Vec<Type>); 14] = [
        ("mgpuModuleLoad", ptr, vec![ptr, i64t]),
        ("mgpuModuleGetFunction", ptr, vec![ptr, ptr]),
        ("mgpuLaunchKernel", void, vec![ptr, i64t, i64t, i64t, i64t, i64t, i64t, i32t, ptr, ptr, ptr, i64t]),
        ("mgpuStreamCreate", ptr, vec![]),
        ("mgpuStreamSynchronize", void, vec![ptr]),
        ("mgpuStreamDestroy", void, vec![ptr]),
        ("mgpuStreamWaitEvent", void, vec![ptr, ptr]),
        ("mgpuEventCreate", ptr, vec![]),
        ("mgpuEventRecord", void, vec![ptr, ptr]),
        ("mgpuEventDestroy", void, vec![ptr]),
        ("mgpuMemAlloc", ptr, vec![i64t, ptr, ctx.integer_type(1)]),
        ("mgpuMemFree", void, vec![ptr, ptr]),
        ("mgpuMemcpy", void, vec![ptr, ptr, i64t, ptr]),
        ("mgpuMemset32", void, vec![ptr, i32t, i64t, ptr]),
    ];
    for (name, result, params) in decls.into_iter().rev() {
        declare_function(ctx, module, name, ctx.llvm_func_type(result, params, false));
    }
}

const PATTERNS: &[ConversionPattern] = &[
    ConversionPattern { root: Some("gpu.launch_func"), apply: launch_func },
    ConversionPattern { root: Some("gpu.alloc"), apply: alloc },
    ConversionPattern { root: Some("gpu.dealloc"), apply: dealloc },
    ConversionPattern { root: Some("gpu.memcpy"), apply: memcpy },
    ConversionPattern { root: Some("gpu.memset"), apply: memset },
    ConversionPattern { root: Some("gpu.wait"), apply: wait },
];

fn null(rw: &mut ConversionRewriter<'_, '_>, loc: Location) -> ValueId {
    let ptr = rw.rw.ctx.llvm_ptr_type();
    build1(rw, "llvm.mlir.zero", loc, vec![], ptr, vec![])
}

fn is_token(ctx: &Context, body: &Body, v: ValueId) -> bool {
    body.value_type(v) == strata::dialects::gpu::async_token_type(ctx)
}

/// The converted async dependencies of `op` (its leading token operands),
/// each stream once: tokens of one chain are the same stream behind the
/// conversion's casts.
fn dependencies(rw: &ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> Vec<ValueId> {
    let (ctx, body) = (rw.rw.ctx, &*rw.rw.body);
    let count = body.operands(op).iter().take_while(|&&v| is_token(ctx, body, v)).count();
    let mut deps: Vec<ValueId> = Vec::new();
    let mut streams: Vec<ValueId> = Vec::new();
    for &d in &operands[..count] {
        let stream = behind_casts(rw, d);
        if !streams.contains(&stream) {
            streams.push(stream);
            deps.push(d);
        }
    }
    deps
}

/// The value `v` is, through casts and the replacements of the ops
/// converted before.
fn behind_casts(rw: &ConversionRewriter<'_, '_>, mut v: ValueId) -> ValueId {
    let (ctx, body) = (rw.rw.ctx, &*rw.rw.body);
    loop {
        if let Some(p) = rw.pending.as_deref() {
            v = p.lookup(v);
        }
        match body.defining_op(v) {
            Some(def) if ctx.str(body.op(def).name) == strata::conversion::CAST && body.operands(def).len() == 1 => {
                v = body.operands(def)[0];
            }
            _ => return v,
        }
    }
}

fn is_async(rw: &ConversionRewriter<'_, '_>, op: OpId) -> bool {
    rw.rw.body.results(op).iter().any(|&r| is_token(rw.rw.ctx, rw.rw.body, r))
}

/// The stream `op` runs on, set up before it: for an async op the stream
/// of its first dependency (a new one without dependencies), made to wait
/// for the others; `None` for a synchronous op, whose dependencies are
/// waited for here.
fn stream_of(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> Option<Option<ValueId>> {
    let loc = rw.rw.body.op(op).loc;
    let deps = dependencies(rw, op, operands);
    let ptr = rw.rw.ctx.llvm_ptr_type();
    rw.rw.set_insertion_point_before(op);
    if !is_async(rw, op) {
        for d in deps {
            call(rw, loc, "mgpuStreamSynchronize", vec![d], None);
        }
        return Some(None);
    }
    let stream = match deps.first() {
        Some(&s) => s,
        None => call(rw, loc, "mgpuStreamCreate", vec![], Some(ptr))?,
    };
    let events: Vec<ValueId> = deps.iter().skip(1).map(|&d| record_event(rw, loc, d)).collect::<Option<_>>()?;
    wait_events(rw, loc, stream, &events);
    Some(Some(stream))
}

/// A new event recorded on `stream`.
fn record_event(rw: &mut ConversionRewriter<'_, '_>, loc: Location, stream: ValueId) -> Option<ValueId> {
    let event = call(rw, loc, "mgpuEventCreate", vec![], Some(rw.rw.ctx.llvm_ptr_type()))?;
    call(rw, loc, "mgpuEventRecord", vec![event, stream], None);
    Some(event)
}

/// Make `stream` wait for each of `events`, then destroy them (the driver
/// keeps them until the wait is done).
fn wait_events(rw: &mut ConversionRewriter<'_, '_>, loc: Location, stream: ValueId, events: &[ValueId]) {
    for &e in events {
        call(rw, loc, "mgpuStreamWaitEvent", vec![stream, e], None);
    }
    for &e in events {
        call(rw, loc, "mgpuEventDestroy", vec![e], None);
    }
}

/// Replace `op` by `values` followed, when `op` is async, by its stream.
fn replace_with_token(
    rw: &mut ConversionRewriter<'_, '_>,
    op: OpId,
    mut values: Vec<ValueId>,
    stream: Option<ValueId>,
) {
    if is_async(rw, op) {
        let Some(stream) = stream else { return };
        values.push(stream);
    }
    rw.replace_op(op, &values);
}

/// Wait for a synchronous op's work, queued on the null stream, which
/// the runtime's (non-blocking) streams do not wait for.
fn complete_on_null_stream(rw: &mut ConversionRewriter<'_, '_>, loc: Location, on: Option<ValueId>, null: ValueId) {
    if on.is_none() {
        call(rw, loc, "mgpuStreamSynchronize", vec![null], None);
    }
}

/// A stream argument: `stream`, or the null stream.
fn stream_or_null(rw: &mut ConversionRewriter<'_, '_>, loc: Location, stream: Option<ValueId>) -> ValueId {
    match stream {
        Some(s) => s,
        None => null(rw, loc),
    }
}

/// The operand positions of group `g` of `op` (groups are contiguous, in
/// order).
fn group_positions(spec: &strata::opdef::ods::OpSpec, ctx: &Context, body: &Body, op: OpId, g: usize) -> Vec<usize> {
    let start: usize = (0..g).map(|j| spec.operand_group(ctx, body, op, j).len()).sum();
    (start..start + spec.operand_group(ctx, body, op, g).len()).collect()
}

/// The converted operand `v` of original type `ty` as the values the
/// kernel's parameters take (a memref as its descriptor's fields).
fn kernel_fields(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type, v: ValueId) -> Option<Vec<ValueId>> {
    let ctx = rw.rw.ctx;
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => {
            let types = crate::to_llvm::func::expanded_types(ctx, ty)?;
            let r = shape.len() as i64;
            let mut pos = vec![vec![0], vec![1], vec![2]];
            pos.extend((0..r).map(|i| vec![3, i]));
            pos.extend((0..r).map(|i| vec![4, i]));
            Some(pos.iter().zip(types).map(|(p, t)| extract_value(rw, loc, v, p, t)).collect())
        }
        TypeKind::UnrankedMemRef { .. } => None,
        _ => Some(vec![v]),
    }
}

fn launch_func(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let loc = body.op(op).loc;
    let Some(AttrKind::SymbolRef { root, nested }) = attr(ctx, body, op, "kernel").map(|a| ctx.attr_kind(a)) else {
        return false;
    };
    let (module, Some(kernel)) = (ctx.str(*root).to_string(), nested.last().map(|k| ctx.str(*k).to_string())) else {
        return false;
    };
    let Some(size) = attr(ctx, body, op, PTX_SIZE).and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => i64::try_from(value).ok(),
        _ => None,
    }) else {
        return false;
    };
    let group = |g: usize| group_positions(&LAUNCH_FUNC, ctx, body, op, g);
    let dims: Vec<usize> = (1..7).flat_map(group).collect();
    let smem = group(10);
    let args = group(11);
    let arg_types: Vec<Type> = args.iter().map(|&i| body.value_type(body.operands(op)[i])).collect();
    let i64t = ctx.integer_type(64);
    let i32t = ctx.integer_type(32);
    let ptr = ctx.llvm_ptr_type();
    rw.rw.set_insertion_point_before(op);
    let mut fields = Vec::new();
    for (&i, &ty) in args.iter().zip(&arg_types) {
        let Some(f) = kernel_fields(rw, loc, ty, operands[i]) else { return false };
        fields.extend(f);
    }
    let image = build1(rw, "llvm.mlir.addressof", loc, vec![], ptr, vec![("global_name", ctx.symbol_ref(&module))]);
    let image_size = int_constant(rw, loc, i64t, size);
    let Some(loaded) = call(rw, loc, "mgpuModuleLoad", vec![image, image_size], Some(ptr)) else { return false };
    let name_global = kernel_name_global(&module, &kernel);
    let name = build1(rw, "llvm.mlir.addressof", loc, vec![], ptr, vec![("global_name", ctx.symbol_ref(&name_global))]);
    let Some(function) = call(rw, loc, "mgpuModuleGetFunction", vec![loaded, name], Some(ptr)) else { return false };
    let Some(own_stream) = stream_of(rw, op, operands) else { return false };
    let stream = match own_stream {
        Some(s) => s,
        None => {
            let Some(s) = call(rw, loc, "mgpuStreamCreate", vec![], Some(ptr)) else { return false };
            s
        }
    };
    let one = int_constant(rw, loc, i64t, 1);
    let mut slots = Vec::new();
    for &f in &fields {
        let ty = rw.rw.body.value_type(f);
        let slot = build1(rw, "llvm.alloca", loc, vec![one], ptr, vec![("elem_type", ctx.type_attr(ty))]);
        build(rw, "llvm.store", loc, vec![f, slot], vec![], vec![]);
        slots.push(slot);
    }
    let count = int_constant(rw, loc, i64t, slots.len() as i64);
    let params = build1(rw, "llvm.alloca", loc, vec![count], ptr, vec![("elem_type", ctx.type_attr(ptr))]);
    for (i, &slot) in slots.iter().enumerate() {
        let idx = int_constant(rw, loc, i64t, i as i64);
        let at = gep(rw, loc, params, ptr, idx);
        build(rw, "llvm.store", loc, vec![slot, at], vec![], vec![]);
    }
    let mut launch_args = vec![function];
    launch_args.extend(dims.iter().map(|&i| operands[i]));
    let shared = match smem.first() {
        Some(&i) => operands[i],
        None => int_constant(rw, loc, i32t, 0),
    };
    let extra = null(rw, loc);
    launch_args.extend([shared, stream, params, extra, count]);
    call(rw, loc, "mgpuLaunchKernel", launch_args, None);
    if own_stream.is_none() {
        call(rw, loc, "mgpuStreamSynchronize", vec![stream], None);
        call(rw, loc, "mgpuStreamDestroy", vec![stream], None);
    }
    replace_with_token(rw, op, vec![], own_stream);
    true
}

/// The number of elements of a memref from its (converted) descriptor.
fn element_count(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type, desc: ValueId) -> ValueId {
    let ctx = rw.rw.ctx;
    let i64t = ctx.integer_type(64);
    let rank = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => shape.len(),
        _ => 0,
    };
    let mut n = int_constant(rw, loc, i64t, 1);
    for d in 0..rank {
        let s = extract_value(rw, loc, desc, &[3, d as i64], i64t);
        n = build1(rw, "llvm.mul", loc, vec![n, s], i64t, vec![]);
    }
    n
}

/// The address of a memref's first element (aligned pointer plus offset).
fn data_pointer(rw: &mut ConversionRewriter<'_, '_>, loc: Location, ty: Type, desc: ValueId) -> Option<ValueId> {
    let ctx = rw.rw.ctx;
    let TypeKind::MemRef { element, .. } = ctx.type_kind(ty) else { return None };
    let el = convert_type(ctx, *element)?;
    let ptr = crate::to_llvm::descriptor::pointer_type(ctx, rw.rw.body.value_type(desc));
    let aligned = extract_value(rw, loc, desc, &[1], ptr);
    let offset = extract_value(rw, loc, desc, &[2], ctx.integer_type(64));
    Some(gep(rw, loc, aligned, el, offset))
}

fn alloc(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let loc = body.op(op).loc;
    let ty = body.value_type(body.results(op)[0]);
    let (TypeKind::MemRef { shape, .. }, Some(bytes)) = (ctx.type_kind(ty), element_bytes(ctx, ty)) else {
        return false;
    };
    let shape = shape.clone();
    let Some(desc_ty) = convert_type(ctx, ty) else { return false };
    let i64t = ctx.integer_type(64);
    let ptr_ty = crate::to_llvm::descriptor::pointer_type(ctx, desc_ty);
    let dynamic_sizes = group_positions(&strata::dialects::gpu::ALLOC, ctx, body, op, 1);
    rw.rw.set_insertion_point_before(op);
    let mut dynamic = dynamic_sizes.iter().map(|&i| &operands[i]);
    let mut sizes = Vec::new();
    for &d in &shape {
        sizes.push(if d < 0 {
            let Some(&v) = dynamic.next() else { return false };
            v
        } else {
            int_constant(rw, loc, i64t, d)
        });
    }
    let mut strides = vec![int_constant(rw, loc, i64t, 1); shape.len()];
    for k in (0..shape.len().saturating_sub(1)).rev() {
        strides[k] = build1(rw, "llvm.mul", loc, vec![strides[k + 1], sizes[k + 1]], i64t, vec![]);
    }
    let mut total = int_constant(rw, loc, i64t, bytes);
    for &s in &sizes {
        total = build1(rw, "llvm.mul", loc, vec![total, s], i64t, vec![]);
    }
    let Some(on) = stream_of(rw, op, operands) else { return false };
    let stream = stream_or_null(rw, loc, on);
    let host_shared = int_constant(rw, loc, ctx.integer_type(1), 0);
    let Some(p) = call(rw, loc, "mgpuMemAlloc", vec![total, stream, host_shared], Some(ctx.llvm_ptr_type())) else {
        return false;
    };
    let p =
        if ptr_ty == ctx.llvm_ptr_type() { p } else { build1(rw, "llvm.addrspacecast", loc, vec![p], ptr_ty, vec![]) };
    let mut desc = crate::to_llvm::descriptor::undef(rw, loc, desc_ty);
    desc = crate::to_llvm::descriptor::insert_value(rw, loc, desc, p, &[0]);
    desc = crate::to_llvm::descriptor::insert_value(rw, loc, desc, p, &[1]);
    let zero = int_constant(rw, loc, i64t, 0);
    desc = crate::to_llvm::descriptor::insert_value(rw, loc, desc, zero, &[2]);
    for (d, (&s, &st)) in sizes.iter().zip(&strides).enumerate() {
        desc = crate::to_llvm::descriptor::insert_value(rw, loc, desc, s, &[3, d as i64]);
        desc = crate::to_llvm::descriptor::insert_value(rw, loc, desc, st, &[4, d as i64]);
    }
    replace_with_token(rw, op, vec![desc], on);
    true
}

fn dealloc(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let loc = rw.rw.body.op(op).loc;
    let Some(&desc) = operands.last() else { return false };
    rw.rw.set_insertion_point_before(op);
    let ptr = crate::to_llvm::descriptor::pointer_type(ctx, rw.rw.body.value_type(desc));
    let allocated = extract_value(rw, loc, desc, &[0], ptr);
    let allocated = if ptr == ctx.llvm_ptr_type() {
        allocated
    } else {
        build1(rw, "llvm.addrspacecast", loc, vec![allocated], ctx.llvm_ptr_type(), vec![])
    };
    let Some(on) = stream_of(rw, op, operands) else { return false };
    let stream = stream_or_null(rw, loc, on);
    call(rw, loc, "mgpuMemFree", vec![allocated, stream], None);
    replace_with_token(rw, op, vec![], on);
    true
}

fn memcpy(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let loc = body.op(op).loc;
    let n = body.operands(op).len();
    let (dst_ty, src_ty) = (body.value_type(body.operands(op)[n - 2]), body.value_type(body.operands(op)[n - 1]));
    let Some(bytes) = element_bytes(ctx, src_ty) else { return false };
    let (dst, src) = (operands[n - 2], operands[n - 1]);
    rw.rw.set_insertion_point_before(op);
    let count = element_count(rw, loc, src_ty, src);
    let i64t = ctx.integer_type(64);
    let width = int_constant(rw, loc, i64t, bytes);
    let size = build1(rw, "llvm.mul", loc, vec![count, width], i64t, vec![]);
    let (Some(d), Some(s)) = (data_pointer(rw, loc, dst_ty, dst), data_pointer(rw, loc, src_ty, src)) else {
        return false;
    };
    let Some(on) = stream_of(rw, op, operands) else { return false };
    let stream = stream_or_null(rw, loc, on);
    call(rw, loc, "mgpuMemcpy", vec![d, s, size, stream], None);
    complete_on_null_stream(rw, loc, on, stream);
    replace_with_token(rw, op, vec![], on);
    true
}

fn memset(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let body = &*rw.rw.body;
    let loc = body.op(op).loc;
    let n = body.operands(op).len();
    let dst_ty = body.value_type(body.operands(op)[n - 2]);
    let (dst, value) = (operands[n - 2], operands[n - 1]);
    let i32t = ctx.integer_type(32);
    rw.rw.set_insertion_point_before(op);
    let value = if rw.rw.body.value_type(value) == i32t {
        value
    } else {
        build1(rw, "llvm.bitcast", loc, vec![value], i32t, vec![])
    };
    let count = element_count(rw, loc, dst_ty, dst);
    let Some(d) = data_pointer(rw, loc, dst_ty, dst) else { return false };
    let Some(on) = stream_of(rw, op, operands) else { return false };
    let stream = stream_or_null(rw, loc, on);
    call(rw, loc, "mgpuMemset32", vec![d, value, count, stream], None);
    complete_on_null_stream(rw, loc, on, stream);
    replace_with_token(rw, op, vec![], on);
    true
}

/// `gpu.wait async [deps]`: a new stream waiting for each dependency
/// through an event recorded on its stream; `gpu.wait [deps]`: each
/// dependency's stream synchronized and destroyed.
fn wait(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let loc = rw.rw.body.op(op).loc;
    let deps = dependencies(rw, op, operands);
    rw.rw.set_insertion_point_before(op);
    if !is_async(rw, op) {
        for d in deps {
            call(rw, loc, "mgpuStreamSynchronize", vec![d], None);
            call(rw, loc, "mgpuStreamDestroy", vec![d], None);
        }
        rw.replace_op(op, &[]);
        return true;
    }
    let Some(events) = deps.iter().map(|&d| record_event(rw, loc, d)).collect::<Option<Vec<_>>>() else {
        return false;
    };
    let Some(stream) = call(rw, loc, "mgpuStreamCreate", vec![], Some(rw.rw.ctx.llvm_ptr_type())) else {
        return false;
    };
    wait_events(rw, loc, stream, &events);
    rw.replace_op(op, &[stream]);
    true
}

//! Verifiers of the gpu dialect, with upstream's messages: kernels and
//! their bodies, launches against the kernel they name, reductions, and
//! memory ops.

use super::syntax::{attribution_counts, KERNEL_ATTR, LAUNCH_CONFIG_ARGS};
use super::{address_space_of, ALL_REDUCE_OPERATION, CONTAINER_MODULE_ATTR, LAUNCH, LAUNCH_FUNC};
use crate::ir::{AttrKind, Body, Context, OpId, Type, TypeKind, ValueId};
use crate::opdef::ods::attr;
use crate::opdef::symbols::lookup_symbol;
use crate::syntax::diag::Diagnostic;
use crate::verify::VerifyCx;

/// The function type of a `gpu.func`, if well formed.
pub(super) fn func_type(ctx: &Context, body: &Body, op: OpId) -> Option<Type> {
    match attr(ctx, body, op, crate::static_ident!(ctx, "function_type")).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) if ctx.function_parts(*t).is_some() => Some(*t),
        _ => None,
    }
}

/// Attributions are memrefs, in the given address space when they name one.
fn verify_attributions(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, values: &[ValueId], space: &str) -> bool {
    let ctx = cx.ctx;
    let inner = body.regions_body(op);
    for &v in values {
        let TypeKind::MemRef { memory_space, .. } = ctx.type_kind(inner.value_type(v)) else {
            cx.op_error(body, op, "expected memref type in attribution");
            return false;
        };
        if let Some(found) = memory_space.and_then(|m| address_space_of(ctx, m)) {
            if found != space {
                cx.op_error(body, op, format!("expected memory space {space} in attribution"));
                return false;
            }
        }
    }
    true
}

/// The entry block arguments of the op's region, if it has a block.
fn entry_args(body: &Body, op: OpId) -> Option<Vec<ValueId>> {
    let inner = body.regions_body(op);
    let r = *body.op(op).regions.first()?;
    inner.region(r).blocks.first().map(|&b| inner.block(b).args.clone())
}

/// Both attribution lists after the first `fixed` region arguments.
fn check_attributions(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, args: &[ValueId], fixed: usize) {
    let (workgroup, _) = attribution_counts(cx.ctx, body, op, fixed);
    let rest = &args[fixed.min(args.len())..];
    let (wg, private) = rest.split_at(workgroup.min(rest.len()));
    if verify_attributions(cx, body, op, wg, "workgroup") {
        verify_attributions(cx, body, op, private, "private");
    }
}

pub(super) fn verify_func(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    if attr(ctx, body, op, crate::static_ident!(ctx, "sym_name")).and_then(|a| ctx.as_string(a)).is_none() {
        cx.op_error(body, op, "requires string attribute 'sym_name'");
        return;
    }
    let Some(fty) = func_type(ctx, body, op) else { return };
    let (inputs, results) = ctx.function_parts(fty).expect("function type");
    if attr(ctx, body, op, KERNEL_ATTR).is_some() && !results.is_empty() {
        cx.op_error(body, op, "expected void return type for kernel function");
        return;
    }
    let Some(args) = entry_args(body, op) else {
        cx.op_error(body, op, "expected body with at least one block");
        return;
    };
    let (workgroup, _) = attribution_counts(ctx, body, op, inputs.len());
    if args.len() < inputs.len() + workgroup {
        let msg = format!("expected at least {} arguments to body region", inputs.len() + workgroup);
        cx.op_error(body, op, msg);
        return;
    }
    let inner = body.regions_body(op);
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        let at = inner.value_type(a);
        if at != t {
            let msg =
                format!("expected body region argument #{i} to be of type {}, got {}", cx.type_str(t), cx.type_str(at));
            cx.op_error(body, op, msg);
            return;
        }
    }
    check_attributions(cx, body, op, &args, inputs.len());
}

/// `gpu.return` returns what the enclosing `gpu.func` declares.
pub(super) fn verify_return(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let Some(parent) = cx.parent() else { return };
    let (Some(fty), loc) = (parent.function_type, parent.loc) else { return };
    let Some((_, results)) = cx.ctx.function_parts(fty) else { return };
    let results = results.to_vec();
    let operands = body.operands(op);
    if results.len() != operands.len() {
        let d = cx
            .make_op_error(body, op, format!("expected {} result operands", results.len()))
            .with_note(loc, "return type declared here");
        cx.report(d);
        return;
    }
    for (i, (&t, &v)) in results.iter().zip(operands).enumerate() {
        let vt = body.value_type(v);
        if vt != t {
            let msg = format!("unexpected type `{}' for operand #{i}", cx.type_str(vt));
            cx.op_error(body, op, msg);
            return;
        }
    }
}

pub(super) fn verify_launch(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let clustered = !LAUNCH.operand_group(ctx, body, op, 7).is_empty();
    let fixed = if clustered { LAUNCH_CONFIG_ARGS + 6 } else { LAUNCH_CONFIG_ARGS };
    if let Some(args) = entry_args(body, op) {
        let (workgroup, _) = attribution_counts(ctx, body, op, fixed);
        if args.len() < fixed + workgroup {
            cx.op_error(body, op, "unexpected number of region arguments");
            return;
        }
        check_attributions(cx, body, op, &args, fixed);
    }
    let region = body.op(op).regions[0];
    for &b in &body.region(region).blocks {
        let Some(last) = body.last_op(b) else { continue };
        if !body.op(last).successors.is_empty() || ctx.str(body.op(last).name) == super::TerminatorOp::NAME {
            continue;
        }
        let d = Diagnostic::error(body.op(last).loc, "expected 'gpu.terminator' or a terminator with successors")
            .with_note(body.op(op).loc, "in 'gpu.launch' body region");
        cx.report(d);
        return;
    }
}

/// `gpu.launch_func` sits in a module marked `gpu.container_module`, and
/// its cluster sizes have one type. A launch verified apart from its
/// module (after a nested pass) is left to the module's verification.
pub(super) fn verify_launch_func(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    if !cx.symbols_known() {
        return;
    }
    let Some(module) = cx.ancestors().iter().rev().find(|a| ctx.str(a.name) == "builtin.module") else {
        cx.op_error(body, op, "expected to belong to a module");
        return;
    };
    if ctx.dict_get(module.attributes, CONTAINER_MODULE_ATTR).is_none() {
        let msg = format!("expected the closest surrounding module to have the '{CONTAINER_MODULE_ATTR}' attribute");
        cx.op_error(body, op, msg);
        return;
    }
    let clusters: Vec<Type> = (7..10)
        .filter_map(|g| LAUNCH_FUNC.operand_group(ctx, body, op, g).first().map(|&v| body.value_type(v)))
        .collect();
    if clusters.windows(2).any(|w| w[0] != w[1]) {
        cx.op_error(body, op, "expects types of the cluster dimensions must be the same");
    }
}

/// The `gpu.container_module` attribute (upstream's
/// `GPUDialect::verifyOperationAttribute`): it marks a `builtin.module`,
/// and each `gpu.launch_func` in the module's functions names a kernel of
/// one of its `gpu.module`s whose signature the launch's operands match.
/// Stops at the first failing launch, as upstream.
pub(super) fn verify_container_module(
    cx: &mut VerifyCx<'_>,
    body: &Body,
    op: OpId,
    name: &str,
    value: crate::ir::Attribute,
) -> bool {
    let ctx = cx.ctx;
    if name != CONTAINER_MODULE_ATTR || !matches!(ctx.attr_kind(value), AttrKind::Unit) {
        return true;
    }
    if ctx.str(body.op(op).name) != "builtin.module" {
        let msg = format!("expected '{CONTAINER_MODULE_ATTR}' attribute to be attached to 'builtin.module'");
        cx.report(Diagnostic::error(body.op(op).loc, msg));
        return false;
    }
    let module = body.regions_body(op);
    let table = body.op(op).regions.clone();
    for &r in &table {
        for &b in &module.region(r).blocks {
            for func in module.block_ops(b) {
                let fbody = module.regions_body(func);
                for &fr in &module.op(func).regions {
                    for &fb in &fbody.region(fr).blocks {
                        for launch in fbody.block_ops(fb) {
                            if ctx.str(fbody.op(launch).name) != super::LaunchFuncOp::NAME {
                                continue;
                            }
                            if let Some(d) = check_kernel(cx, module, &table, fbody, launch) {
                                cx.report(d);
                                return false;
                            }
                        }
                    }
                }
            }
        }
    }
    true
}

/// What is wrong with the kernel `launch` names, looked up in `module`.
fn check_kernel(
    cx: &VerifyCx<'_>,
    module: &Body,
    table: &[crate::ir::RegionId],
    body: &Body,
    launch: OpId,
) -> Option<Diagnostic> {
    let ctx = cx.ctx;
    let error = |msg: String| Some(cx.make_op_error(body, launch, msg));
    let kernel = attr(ctx, body, launch, crate::static_ident!(ctx, "kernel"))?;
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(kernel) else { return None };
    let container = ctx.str(*root);
    let Some(kmodule) = lookup_symbol(ctx, module, table, *root) else {
        return error(format!("kernel container '{container}' is undefined"));
    };
    let kind = ctx.str(module.op(kmodule).name);
    // A compiled module: upstream's `gpu.binary`, or the constant global
    // holding the PTX that Strata's device compilation puts in its place.
    if matches!(kind, "gpu.binary" | "llvm.mlir.global") {
        return None;
    }
    if kind != super::GPUModuleOp::NAME {
        return error(format!("kernel module '{container}' is undefined"));
    }
    let kernel_text = crate::syntax::printer::attr_to_string(ctx, kernel);
    // Resolve the nested references one symbol table after the other.
    let (mut kbody, mut func) = (module, kmodule);
    for &n in nested {
        let inner = kbody.regions_body(func);
        match lookup_symbol(ctx, inner, &kbody.op(func).regions, n) {
            Some(f) => (kbody, func) = (inner, f),
            None => return error(format!("kernel function '{kernel_text}' is undefined")),
        }
    }
    let kname = ctx.str(kbody.op(func).name);
    if !cx.registry.traits(kname).contains(crate::opdef::Traits::FUNCTION_LIKE) {
        let d = cx
            .make_op_error(body, launch, format!("referenced kernel '{kernel_text}' is not a function"))
            .with_note(kbody.op(func).loc, "see the kernel definition here");
        return Some(d);
    }
    if ctx.dict_get(kbody.op(func).attributes, KERNEL_ATTR).is_none() {
        return error(format!("kernel function is missing the '{KERNEL_ATTR}' attribute"));
    }
    if kname != super::GPUFuncOp::NAME {
        return None;
    }
    let (inputs, _) = ctx.function_parts(func_type(ctx, kbody, func)?)?;
    let operands = LAUNCH_FUNC.operand_group(ctx, body, launch, 11);
    if operands.len() != inputs.len() {
        return error(format!("got {} kernel operands but expected {}", operands.len(), inputs.len()));
    }
    let mismatch = operands.iter().zip(inputs).position(|(&v, &t)| body.value_type(v) != t);
    mismatch.and_then(|i| error(format!("type of function argument {i} does not match")))
}

/// Whether the reduction `kind` applies to elements of type `t`.
fn reduction_fits(ctx: &Context, kind: &str, t: Type) -> bool {
    match kind {
        "minnumf" | "maxnumf" | "minimumf" | "maximumf" => ctx.is_float(t),
        "minsi" | "minui" | "maxsi" | "maxui" | "and" | "or" | "xor" => ctx.is_integer(t),
        _ => true,
    }
}

fn incompatible(cx: &VerifyCx<'_>, body: &Body, op: OpId, kind: &str, t: Type) -> Diagnostic {
    let msg = format!("`{kind}` reduction operation is not compatible with type {}", cx.type_str(t));
    Diagnostic::error(body.op(op).loc, msg)
}

pub(super) fn verify_all_reduce(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let loc = body.op(op).loc;
    let ty = body.value_type(body.results(op)[0]);
    let kind =
        attr(ctx, body, op, crate::static_ident!(ctx, "op")).and_then(|a| ALL_REDUCE_OPERATION.keyword_of(ctx, a));
    let inner = body.regions_body(op);
    let region = body.op(op).regions[0];
    let blocks = &inner.region(region).blocks;
    if blocks.is_empty() != kind.is_some() {
        cx.report(Diagnostic::error(loc, "expected either an op attribute or a non-empty body"));
        return;
    }
    if let Some(kind) = kind {
        if !reduction_fits(ctx, kind, ty) {
            let d = incompatible(cx, body, op, kind, ty);
            cx.report(d);
        }
        return;
    }
    let args = &inner.block(blocks[0]).args;
    if args.len() != 2 {
        cx.report(Diagnostic::error(loc, "expected two region arguments"));
        return;
    }
    if args.iter().any(|&a| inner.value_type(a) != ty) {
        cx.report(Diagnostic::error(loc, "incorrect region argument type"));
        return;
    }
    let mut yields = 0;
    for &b in blocks {
        let Some(last) = inner.last_op(b) else { continue };
        if ctx.str(inner.op(last).name) != super::YieldOp::NAME {
            continue;
        }
        let operands = inner.operands(last);
        if operands.len() != 1 {
            cx.report(Diagnostic::error(loc, "expected one gpu.yield operand"));
            return;
        }
        if inner.value_type(operands[0]) != ty {
            cx.report(Diagnostic::error(loc, "incorrect gpu.yield type"));
            return;
        }
        yields += 1;
    }
    if yields == 0 {
        cx.report(Diagnostic::error(loc, "expected gpu.yield op in region"));
    }
}

pub(super) fn verify_subgroup_reduce(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let ty = body.value_type(body.results(op)[0]);
    let mut element = ty;
    if let TypeKind::Vector { scalable, element: e, .. } = ctx.type_kind(ty) {
        if scalable.iter().any(|&s| s) {
            cx.op_error(body, op, "is not compatible with scalable vector types");
            return;
        }
        element = *e;
    }
    let Some(kind) =
        attr(ctx, body, op, crate::static_ident!(ctx, "op")).and_then(|a| ALL_REDUCE_OPERATION.keyword_of(ctx, a))
    else {
        return;
    };
    if !reduction_fits(ctx, kind, element) {
        let d = incompatible(cx, body, op, kind, ty);
        cx.report(d);
    }
}

pub(super) fn verify_alloc(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let spec = &super::ALLOC;
    let memref = body.value_type(body.results(op)[0]);
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(memref) else { return };
    let dynamic = shape.iter().filter(|&&d| d == crate::ir::DYNAMIC).count();
    if spec.operand_group(ctx, body, op, 1).len() != dynamic {
        cx.op_error(body, op, "dimension operand count does not equal memref dynamic dimension count");
        return;
    }
    let symbols = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols,
        _ => 0,
    };
    if spec.operand_group(ctx, body, op, 2).len() != symbols {
        cx.op_error(body, op, "symbol operand count does not equal memref symbol count");
    }
}

pub(super) fn verify_memcpy(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let spec = &super::MEMCPY;
    let dst = body.value_type(spec.operand_group(ctx, body, op, 1)[0]);
    let src = body.value_type(spec.operand_group(ctx, body, op, 2)[0]);
    let parts = |t: Type| match ctx.type_kind(t) {
        TypeKind::MemRef { shape, element, .. } => (Some(shape.clone()), *element),
        TypeKind::UnrankedMemRef { element, .. } => (None, *element),
        _ => (None, t),
    };
    let ((ds, de), (ss, se)) = (parts(dst), parts(src));
    if de != se {
        cx.op_error(body, op, "arguments have incompatible element type");
        return;
    }
    if let (Some(d), Some(s)) = (ds, ss) {
        let compatible = d.len() == s.len()
            && d.iter().zip(&s).all(|(&a, &b)| a == b || a == crate::ir::DYNAMIC || b == crate::ir::DYNAMIC);
        if !compatible {
            cx.op_error(body, op, "arguments have incompatible shape");
        }
    }
}

/// Dynamic shared memory is a `memref<?xi8>` in workgroup memory, in a
/// symbol table.
pub(super) fn verify_dynamic_shared_memory(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    if !cx.ancestors().iter().any(|a| a.is_symbol_table) {
        cx.op_error(body, op, "must be inside an op with symbol table");
        return;
    }
    let TypeKind::MemRef { shape, memory_space, .. } = ctx.type_kind(body.value_type(body.results(op)[0])) else {
        return;
    };
    if memory_space.and_then(|m| address_space_of(ctx, m)) != Some("workgroup") {
        cx.op_error(body, op, "address space must be address_space<workgroup>");
        return;
    }
    if !shape.contains(&crate::ir::DYNAMIC) {
        cx.op_error(body, op, "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>");
    }
}

/// Upstream's `isLastMemrefDimUnitStride`: a strided layout whose
/// innermost stride is 1 (a rank-0 memref has none to check).
fn last_dim_unit_stride(ctx: &Context, memref: Type) -> bool {
    crate::dialects::memref::layout::strides_and_offset(ctx, memref)
        .is_some_and(|(strides, _)| strides.last().map_or(true, |&s| s == 1))
}

/// An error without the op's name, as upstream's `emitError`.
fn plain_error(cx: &mut VerifyCx<'_>, body: &Body, op: OpId, msg: &str) {
    cx.report(Diagnostic::error(body.op(op).loc, msg));
}

pub(super) fn verify_subgroup_mma_load_matrix(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let src = body.value_type(body.operands(op)[0]);
    if !last_dim_unit_stride(cx.ctx, src) {
        plain_error(cx, body, op, "expected source memref most minor dim must have unit stride");
    }
}

pub(super) fn verify_subgroup_mma_store_matrix(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    let ctx = cx.ctx;
    let (src, dst) = (body.value_type(body.operands(op)[0]), body.value_type(body.operands(op)[1]));
    if !last_dim_unit_stride(ctx, dst) {
        plain_error(cx, body, op, "expected destination memref most minor dim must have unit stride");
    } else if super::mma_matrix(ctx, src).is_some_and(|m| m.operand != super::MmaOperand::C) {
        plain_error(cx, body, op, "expected the operand matrix being stored to have 'COp' operand type");
    }
}

pub(super) fn verify_subgroup_mma_compute(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    use super::MmaOperand::{A, B, C};
    let ctx = cx.ctx;
    let types: Vec<_> = body.operands(op).iter().filter_map(|&v| super::mma_matrix(ctx, body.value_type(v))).collect();
    let [a, b, c] = types[..] else { return };
    if (a.operand, b.operand, c.operand) != (A, B, C) {
        plain_error(cx, body, op, "operands must be in the order AOp, BOp, COp");
    } else if a.shape[1] != b.shape[0] || a.shape[0] != c.shape[0] || b.shape[1] != c.shape[1] {
        plain_error(cx, body, op, "operand shapes do not satisfy matmul constraints");
    }
}

/// A `gpu.binary` is a symbol of a symbol table.
pub(super) fn verify_binary(cx: &mut VerifyCx<'_>, body: &Body, op: OpId) {
    if !cx.parent_is_symbol_table() {
        cx.op_error(body, op, "symbol's parent must have the SymbolTable trait");
    }
}

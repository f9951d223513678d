//! `gpu.printf` to NVPTX's device printf, as upstream's
//! `GPUPrintfOpToVPrintfLowering`: `vprintf(format, args)` where `format`
//! points to an internal constant global (`printfFormat_N`, generic address
//! space) holding the NUL-terminated format string and `args` to a stack
//! buffer (`llvm.alloca` of a struct) holding the arguments, floats
//! promoted to `f64` as C's varargs promote them.

use strata::dialects::llvm::LlvmTypes;
use strata::ir::float::FloatKind;
use strata::ir::{AttrKind, Body, Context, OpId, TypeKind, ValueId};
use strata::opdef::ods::{attr, set_attr};

use crate::to_llvm::descriptor::{gep_indices, GepIndex};
use crate::to_llvm::memref::index_constant;
use crate::to_llvm::{build, build1, call, declare_function, llvm_attr, prepend_module_op};
use strata::conversion::ConversionRewriter;

/// The discardable attribute naming the format global of a `gpu.printf`
/// until it is lowered.
const FORMAT_GLOBAL: &str = "strata.printf_format";

/// The NUL-terminated format of a `gpu.printf`.
fn format_bytes(ctx: &Context, body: &Body, op: OpId) -> Vec<u8> {
    let mut bytes = attr(ctx, body, op, "format").and_then(|a| ctx.as_string(a)).unwrap_or_default().to_vec();
    bytes.push(0);
    bytes
}

/// Declare `vprintf` and one format global per `gpu.printf` in `module` (a
/// `gpu.module`'s arena), in walk order, as upstream creates them (each at
/// the start of the module), and tag each printf with its global.
pub(super) fn declare_formats(ctx: &Context, module: &mut Body) {
    let ops = super::to_nvvm::top_ops(module);
    let mut existing: std::collections::BTreeSet<String> = ops
        .iter()
        .filter_map(|&op| attr(ctx, module, op, "sym_name").and_then(|a| ctx.as_string(a)))
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .collect();
    let mut formats = Vec::new();
    for op in ops {
        let Some(mut inner) = module.take_inner(op) else { continue };
        let mut printfs = Vec::new();
        for &r in &inner.roots {
            inner.walk_region(r, &mut |o| {
                if ctx.str(inner.op(o).name) == "gpu.printf" {
                    printfs.push(o);
                }
            });
        }
        for p in printfs {
            let mut k = formats.len();
            let name = loop {
                let name = format!("printfFormat_{k}");
                if !existing.contains(&name) {
                    break name;
                }
                k += 1;
            };
            existing.insert(name.clone());
            set_attr(ctx, &mut inner, p, FORMAT_GLOBAL, ctx.symbol_ref(&name));
            formats.push((name, format_bytes(ctx, &inner, p)));
        }
        module.set_inner(op, Some(inner));
    }
    if formats.is_empty() {
        return;
    }
    let ptr = ctx.llvm_ptr_type();
    declare_function(ctx, module, "vprintf", ctx.llvm_func_type(ctx.integer_type(32), vec![ptr, ptr], false));
    for (name, bytes) in formats {
        let ty = ctx.llvm_array_type(bytes.len() as u64, ctx.integer_type(8));
        let props = vec![
            ("addr_space", ctx.int_attr(ctx.integer_type(32), 0)),
            ("constant", ctx.unit_attr()),
            ("global_type", ctx.type_attr(ty)),
            ("linkage", llvm_attr(ctx, "linkage<internal>".into())),
            ("sym_name", ctx.string_attr(&name)),
            ("value", ctx.attr(AttrKind::String { value: bytes, ty: None })),
        ];
        prepend_module_op(ctx, module, "llvm.mlir.global", props);
    }
}

/// The conversion pattern: the call of `vprintf` with the packed arguments.
pub(super) fn lower(rw: &mut ConversionRewriter<'_, '_>, op: OpId, operands: &[ValueId]) -> bool {
    let ctx = rw.rw.ctx;
    let Some(global) = crate::to_llvm::get_attr(rw, op, FORMAT_GLOBAL) else { return false };
    let len = format_bytes(ctx, rw.rw.body, op).len();
    let loc = rw.rw.body.op(op).loc;
    let ptr = ctx.llvm_ptr_type();
    rw.rw.set_insertion_point_before(op);
    let address = build1(rw, "llvm.mlir.addressof", loc, vec![], ptr, vec![("global_name", global)]);
    let array = ctx.llvm_array_type(len as u64, ctx.integer_type(8));
    let start = gep_indices(rw, loc, address, array, &[GepIndex::Const(0), GepIndex::Const(0)]);
    let f64t = ctx.float_type(FloatKind::F64);
    let mut args = Vec::new();
    for &arg in operands {
        let ty = rw.rw.body.value_type(arg);
        // Upstream extends every float, f64 included (an invalid `fpext`
        // LLVM rejects); an f64 is passed as it is.
        let promoted = match ctx.type_kind(ty) {
            TypeKind::Float(f) if f.bit_width() < 64 => build1(rw, "llvm.fpext", loc, vec![arg], f64t, vec![]),
            _ => arg,
        };
        args.push(promoted);
    }
    let types = args.iter().map(|&a| rw.rw.body.value_type(a)).collect();
    let st = ctx.llvm_struct_type(types);
    let one = index_constant(rw, loc, 1);
    let buffer = build1(rw, "llvm.alloca", loc, vec![one], ptr, vec![("elem_type", ctx.type_attr(st))]);
    for (i, &a) in args.iter().enumerate() {
        let slot = gep_indices(rw, loc, buffer, st, &[GepIndex::Const(0), GepIndex::Const(i as i32)]);
        build(rw, "llvm.store", loc, vec![a, slot], vec![], vec![]);
    }
    call(rw, loc, "vprintf", vec![start, buffer], Some(ctx.integer_type(32)));
    rw.erase_op(op);
    true
}

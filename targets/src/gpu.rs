//! Device code of the GPU lowering: a lowered `gpu.module` (llvm and nvvm
//! ops) compiled to PTX for a chip, which the lowering embeds in the host
//! module (`strata_lowering::gpu`) or `--emit ptx` writes.

use inkwell::context::Context as LlvmContext;
use inkwell::targets::FileType;
use strata::dialects::Registry;
use strata::ir::{Body, Context, Module};
use strata::pass::{PassCx, Target};
use strata::syntax::diag::Diagnostic;

use crate::codegen::{translate_body, TranslateOptions};
use crate::compile::{
    device_options, load_ir, optimize, target_machine, CompileError, CompileOptions, DEFAULT_GPU_CHIP,
};

/// The optimization level of device code.
const DEVICE_OPT_LEVEL: u8 = 2;

/// `chip`, or the default, checked against the chips Strata knows.
pub fn checked_chip(chip: Option<&str>) -> Result<String, CompileError> {
    let opts = CompileOptions { gpu_chip: chip.map(str::to_string), ..Default::default() };
    device_options(&opts)?;
    Ok(chip.unwrap_or(DEFAULT_GPU_CHIP).to_string())
}

/// PTX for `chip` of the body of a lowered `gpu.module`.
pub fn compile_device_module(ctx: &Context, body: &Body, chip: &str) -> Result<String, String> {
    let ir = translate_body(ctx, body, &TranslateOptions::default()).map_err(|d| d.message)?;
    let opts = device_options(&CompileOptions {
        gpu_chip: Some(chip.to_string()),
        opt_level: DEVICE_OPT_LEVEL,
        ..Default::default()
    })
    .map_err(|e| e.to_string())?;
    let machine = target_machine(&opts).map_err(|e| e.to_string())?;
    let llvm = LlvmContext::create();
    let m = load_ir(&llvm, &ir, "gpu.module").map_err(|e| e.to_string())?;
    m.set_triple(&machine.get_triple());
    m.set_data_layout(&machine.get_target_data().get_data_layout());
    optimize(&m, &machine, DEVICE_OPT_LEVEL)?;
    let buf = machine.write_to_memory_buffer(&m, FileType::Assembly).map_err(|e| e.to_string())?;
    String::from_utf8(buf.as_slice().to_vec()).map_err(|e| e.to_string())
}

/// Lower and compile every `gpu.module` of `module` (outlining first when
/// that pass is registered): (module name, PTX) in module order.
pub fn device_modules(
    ctx: &Context,
    registry: &Registry,
    module: &mut Module,
    chip: &str,
) -> Result<Vec<(String, String)>, Diagnostic> {
    strata_lowering::gpu::set_device_compiler(compile_device_module);
    let cx = PassCx { ctx, registry };
    let data = module.body.op(module.op);
    let mut target = Target {
        name: data.name,
        loc: data.loc,
        attributes: data.attributes,
        properties: data.properties,
        body: module.body.take_inner(module.op).unwrap_or_default(),
        has_values: false,
    };
    let r = strata_lowering::gpu::pipeline::run_outlining(&cx, &mut target)
        .and_then(|()| strata_lowering::gpu::pipeline::compile_device_modules(&cx, &mut target, chip));
    module.body.set_inner(module.op, Some(target.body));
    r
}

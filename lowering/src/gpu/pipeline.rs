//! `lower-gpu-to-nvvm`: a module with GPU code to the llvm dialect, its
//! kernels compiled to PTX held in constant globals, so that one object
//! file is the whole program.

use std::sync::OnceLock;
use strata::dialects::llvm::LlvmTypes;

use strata::ir::{Body, Context, OpId};
use strata::pass::registry::{flag, PassOptions};
use strata::pass::{Pass, PassCx, Target};
use strata::syntax::diag::Diagnostic;

use super::to_nvvm::{convert_module_body, top_ops};
use crate::to_llvm::llvm_attr;

/// The GPU chip when none is given.
pub const DEFAULT_CHIP: &str = "sm_80";

/// Compiles the body of a lowered `gpu.module` (llvm and nvvm ops) to PTX
/// for a chip; the code generator provides it.
pub type DeviceCompiler = fn(&Context, &Body, &str) -> Result<String, String>;

static DEVICE_COMPILER: OnceLock<DeviceCompiler> = OnceLock::new();

/// The name of the one pass that calls the device compiler: a tool without
/// the code generator hands pipelines naming it to one that has it.
pub const LOWER_GPU_TO_NVVM: &str = "lower-gpu-to-nvvm";

/// Install the device compiler (the first one installed stays).
pub fn set_device_compiler(f: DeviceCompiler) {
    let _ = DEVICE_COMPILER.set(f);
}

pub struct LowerGpuToNvvm {
    pub chip: String,
    pub emit_c_interface: bool,
    /// Run `gpu-map-parallel-loops` and `convert-parallel-loops-to-gpu`
    /// first, so that `scf.parallel` nests run on the GPU.
    pub parallel_loops_to_gpu: bool,
}

pub fn create(opts: &PassOptions) -> Result<Box<dyn Pass>, String> {
    let chip = opts.get("chip").cloned().unwrap_or_else(|| DEFAULT_CHIP.into());
    Ok(Box::new(LowerGpuToNvvm {
        chip,
        emit_c_interface: flag(opts, "emit-c-interface"),
        parallel_loops_to_gpu: flag(opts, "parallel-loops-to-gpu"),
    }))
}

impl Pass for LowerGpuToNvvm {
    fn run(&self, cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
        if self.parallel_loops_to_gpu {
            strata::transforms::gpu_map_parallel_loops::map_loops_in_functions(cx.ctx, &mut target.body);
            crate::scf_to_gpu::convert_body(cx, &mut target.body)?;
        }
        run_outlining(cx, target)?;
        for (name, ptx) in compile_device_modules(cx, target, &self.chip)? {
            replace_with_image(cx.ctx, &mut target.body, &name, &ptx);
        }
        super::host::GpuToLlvm.run(cx, target)?;
        crate::to_llvm::passes::lower_host(cx, target, self.emit_c_interface)
    }
}

/// `gpu-kernel-outlining`, when it is registered.
pub fn run_outlining(cx: &PassCx<'_>, target: &mut Target) -> Result<(), Diagnostic> {
    let Some(info) = strata::pass::lookup("gpu-kernel-outlining") else { return Ok(()) };
    let opts = info.parse_options("").map_err(|e| Diagnostic::error(target.loc, e))?;
    let pass = (info.create)(&opts).map_err(|e| Diagnostic::error(target.loc, e))?;
    pass.run(cx, target)
}

/// Lower every `gpu.module` of `target` with `convert-gpu-to-nvvm` and
/// compile it for `chip`: (module name, PTX) in module order. The modules
/// stay in place, lowered.
pub fn compile_device_modules(
    cx: &PassCx<'_>,
    target: &mut Target,
    chip: &str,
) -> Result<Vec<(String, String)>, Diagnostic> {
    let ctx = cx.ctx;
    let modules: Vec<OpId> =
        top_ops(&target.body).into_iter().filter(|&op| ctx.str(target.body.op(op).name) == "gpu.module").collect();
    let mut out = Vec::new();
    for op in modules {
        let loc = target.body.op(op).loc;
        let name = strata::opdef::ods::attr(ctx, &target.body, op, "sym_name")
            .and_then(|a| ctx.as_string(a))
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .ok_or_else(|| Diagnostic::error(loc, "gpu.module without a name"))?;
        let data = target.body.op(op);
        let mut inner = Target {
            name: data.name,
            loc,
            attributes: data.attributes,
            properties: data.properties,
            body: target.body.take_inner(op).unwrap_or_default(),
            has_values: false,
        };
        let r = convert_module_body(cx, &mut inner);
        target.body.set_inner(op, Some(inner.body));
        r?;
        let compiler = DEVICE_COMPILER.get().ok_or_else(|| {
            Diagnostic::error(loc, "no device compiler is installed: GPU code is compiled by `strata compile`")
        })?;
        let ptx = compiler(ctx, target.body.regions_body(op), chip)
            .map_err(|e| Diagnostic::error(loc, format!("cannot compile gpu.module @{name} to PTX: {e}")))?;
        out.push((name, ptx));
    }
    Ok(out)
}

/// Replace `gpu.module @name` by an internal constant global `@name`
/// holding `ptx`, NUL-terminated.
fn replace_with_image(ctx: &Context, module: &mut Body, name: &str, ptx: &str) {
    let Some(op) = top_ops(module).into_iter().find(|&op| {
        ctx.str(module.op(op).name) == "gpu.module"
            && strata::opdef::ods::attr(ctx, module, op, "sym_name").and_then(|a| ctx.as_string(a))
                == Some(name.as_bytes())
    }) else {
        return;
    };
    let mut bytes = ptx.to_string();
    bytes.push('\0');
    let ty = ctx.llvm_array_type(bytes.len() as u64, ctx.integer_type(8));
    let props = vec![
        ("sym_name", ctx.string_attr(name)),
        ("global_type", ctx.type_attr(ty)),
        ("linkage", llvm_attr(ctx, "linkage<internal>".into())),
        ("constant", ctx.unit_attr()),
        ("value", ctx.string_attr(&bytes)),
    ];
    module.erase_op(op);
    crate::to_llvm::prepend_module_op(ctx, module, "llvm.mlir.global", props);
}

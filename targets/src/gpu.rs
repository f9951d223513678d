//! Device code of the GPU lowering: a lowered `gpu.module` (llvm and nvvm
//! ops) compiled to PTX for a chip, which the lowering embeds in the host
//! module (`strata_lowering::gpu`) or `--emit ptx` writes. A module calling
//! libdevice's `__nv_*` math functions gets libdevice's bitcode linked in
//! (its functions internal, so that the optimizer keeps only those used).

use std::path::{Path, PathBuf};

use inkwell::context::Context as LlvmContext;
use inkwell::module::{FlagBehavior, Linkage, Module as LlvmModule};
use inkwell::targets::{FileType, TargetMachine};
use strata::ir::{Body, Context, Module};
use strata::opdef::Registry;
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

/// Whether `body` holds GPU code: gpu ops (a `gpu.module`, a launch), or,
/// in the llvm dialect, kernels marked `nvvm.kernel` or nvvm ops.
pub fn has_device_code(ctx: &Context, body: &Body) -> bool {
    if strata_lowering::gpu::has_gpu_code(ctx, body) {
        return true;
    }
    let mut any = false;
    walk_all(body, &mut |b, op| {
        let data = b.op(op);
        any |= ctx.str(data.name).starts_with("nvvm.")
            || (ctx.str(data.name) == "llvm.func" && ctx.dict_get(data.attributes, "nvvm.kernel").is_some());
    });
    any
}

/// Visit every op of `body`, isolated ones' regions included.
fn walk_all(body: &Body, f: &mut dyn FnMut(&Body, strata::ir::OpId)) {
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            f(body, op);
            if let Some(inner) = body.op(op).inner.as_deref() {
                walk_all(inner, f);
            }
        });
    }
}

/// PTX for `chip` of the body of a lowered `gpu.module`.
pub fn compile_device_module(ctx: &Context, body: &Body, chip: &str) -> Result<String, String> {
    let ir = translate_body(ctx, body, &TranslateOptions::default()).map_err(|d| d.message)?;
    let opts = device_options(&CompileOptions {
        gpu_chip: Some(chip.to_string()),
        opt_level: DEVICE_OPT_LEVEL,
        ..Default::default()
    })
    .map_err(|e| e.message())?;
    let machine = target_machine(&opts).map_err(|e| e.message())?;
    let llvm = LlvmContext::create();
    let m = load_ir(&llvm, &ir, "gpu.module").map_err(|e| e.to_string())?;
    m.set_triple(&machine.get_triple());
    m.set_data_layout(&machine.get_target_data().get_data_layout());
    link_libdevice(&llvm, &m, &machine)?;
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

/// The environment variable naming libdevice's bitcode file.
pub const LIBDEVICE_ENV: &str = "STRATA_LIBDEVICE";

/// Where libdevice is looked for: `$STRATA_LIBDEVICE`, the CUDA tools
/// `scripts/setup` installs (pip's `nvidia-cuda-nvcc-cu12` in
/// `${XDG_CACHE_HOME:-~/.cache}/strata/cudatools`), then the CUDA toolkit's
/// usual places.
pub fn libdevice_candidates() -> Vec<PathBuf> {
    const FILE: &str = "libdevice.10.bc";
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os(LIBDEVICE_ENV) {
        out.push(PathBuf::from(p));
        return out;
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache")));
    if let Some(cache) = cache {
        let lib = cache.join("strata/cudatools/lib");
        let mut pythons: Vec<PathBuf> = std::fs::read_dir(&lib)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("python3")))
            .collect();
        pythons.sort();
        for py in pythons {
            out.push(py.join("site-packages/nvidia/cuda_nvcc/nvvm/libdevice").join(FILE));
        }
    }
    for dir in ["/usr/lib/cuda/nvvm/libdevice", "/usr/local/cuda/nvvm/libdevice"] {
        out.push(Path::new(dir).join(FILE));
    }
    out
}

/// libdevice's bitcode file, or a message saying where it was looked for
/// and how to install it.
pub fn find_libdevice() -> Result<PathBuf, String> {
    let candidates = libdevice_candidates();
    if let Some(found) = candidates.iter().find(|p| p.is_file()) {
        return Ok(found.clone());
    }
    let looked: Vec<String> = candidates.iter().map(|p| format!("'{}'", p.display())).collect();
    Err(format!(
        "the kernels call libdevice math functions, but NVIDIA's libdevice (libdevice.10.bc) was not found \
         (looked at {}); install it with scripts/setup or `pip install nvidia-cuda-nvcc-cu12`, \
         or point {LIBDEVICE_ENV} at libdevice.10.bc",
        looked.join(", ")
    ))
}

/// Link libdevice into `m` when it declares `__nv_*` functions: the linked
/// functions become internal (unused ones are dropped by the optimizer),
/// and `nvvm-reflect-ftz` is 0, as clang and upstream MLIR set it, so that
/// libdevice keeps denormals.
pub(crate) fn link_libdevice<'l>(
    llvm: &'l LlvmContext,
    m: &LlvmModule<'l>,
    machine: &TargetMachine,
) -> Result<(), String> {
    let needed = undefined_libdevice_functions(m);
    if needed.is_empty() {
        return Ok(());
    }
    let path = find_libdevice()?;
    let own: Vec<Vec<u8>> = m
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .map(|f| f.get_name().to_bytes().to_vec())
        .chain(m.get_globals().filter(|g| !g.is_declaration()).map(|g| g.get_name().to_bytes().to_vec()))
        .collect();
    let lib = LlvmModule::parse_bitcode_from_path(&path, llvm)
        .map_err(|e| format!("cannot read libdevice '{}': {e}", path.display()))?;
    // Same triple and layout, so that the linker does not warn.
    lib.set_triple(&machine.get_triple());
    lib.set_data_layout(&machine.get_target_data().get_data_layout());
    m.link_in_module(lib).map_err(|e| format!("cannot link libdevice '{}': {e}", path.display()))?;
    // A file that is not libdevice (or an older one) leaves calls that
    // ptxas would reject as undefined: name them now.
    let missing = undefined_libdevice_functions(m);
    if !missing.is_empty() {
        return Err(format!(
            "libdevice '{}' does not define {} the kernels call: {}; point {LIBDEVICE_ENV} at NVIDIA's \
             libdevice.10.bc",
            path.display(),
            if missing.len() == 1 { "a function" } else { "functions" },
            missing.join(", ")
        ));
    }
    for f in m.get_functions() {
        if f.count_basic_blocks() > 0 && !own.iter().any(|n| n.as_slice() == f.get_name().to_bytes()) {
            f.set_linkage(Linkage::Internal);
        }
    }
    for g in m.get_globals() {
        if !g.is_declaration() && !own.iter().any(|n| n.as_slice() == g.get_name().to_bytes()) {
            g.set_linkage(Linkage::Internal);
        }
    }
    m.add_basic_value_flag("nvvm-reflect-ftz", FlagBehavior::Override, llvm.i32_type().const_zero());
    Ok(())
}

/// The `__nv_*` functions `m` declares but does not define, by name.
fn undefined_libdevice_functions(m: &LlvmModule<'_>) -> Vec<String> {
    m.get_functions()
        .filter(|f| f.count_basic_blocks() == 0 && f.get_name().to_bytes().starts_with(b"__nv_"))
        .map(|f| f.get_name().to_string_lossy().into_owned())
        .collect()
}

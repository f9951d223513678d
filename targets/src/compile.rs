//! The compile driver: `.mlir` text → lowered llvm dialect → LLVM IR →
//! optimized LLVM module → object file, assembly, LLVM IR or bitcode.

use std::path::Path;

use inkwell::context::Context as LlvmContext;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module as LlvmModule;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;
use strata::ir::{Context, Module};
use strata::opdef::Registry;
use strata::pass::{run_pipeline, RunOptions, RunReport};
use strata::syntax::diag::{render, Diagnostic, Source, SourceText};
use strata::syntax::parser::{parse_source, ParseOptions};
use strata::syntax::printer::{print_module, PrintOptions};

use crate::codegen::{translate_module, TranslateOptions};

/// What `strata compile` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Emit {
    /// A relocatable object file (`.o`).
    Obj,
    /// Target assembly (`.s`).
    Asm,
    /// LLVM IR text (`.ll`).
    Llvm,
    /// LLVM bitcode (`.bc`).
    Bc,
    /// The module lowered to the llvm dialect (`.mlir`).
    Mlir,
    /// A C header declaring the module's exported functions (`.h`).
    Header,
    /// NVIDIA PTX assembly for `--gpu-chip` (`.ptx`).
    Ptx,
}

/// The GPU chips `--gpu-chip` accepts, with the PTX ISA version each needs
/// (the lowest that LLVM 19 and the chip support, so older drivers load it).
pub const GPU_CHIPS: &[(&str, &str)] = &[
    ("sm_70", "+ptx60"),
    ("sm_75", "+ptx63"),
    ("sm_80", "+ptx70"),
    ("sm_86", "+ptx71"),
    ("sm_89", "+ptx78"),
    ("sm_90", "+ptx78"),
    ("sm_90a", "+ptx80"),
];

/// The default GPU chip.
pub const DEFAULT_GPU_CHIP: &str = "sm_80";

/// The NVPTX triple of device code.
pub use crate::triple::NVPTX_TRIPLE;

/// Options of one compilation.
#[derive(Clone, Debug)]
pub struct CompileOptions {
    pub emit: Emit,
    /// Target triple; the host's when `None`.
    pub target: Option<String>,
    /// CPU name (`native` for the host's); generic when `None`.
    pub cpu: Option<String>,
    /// LLVM target features (`+avx2,-fma`).
    pub features: Option<String>,
    /// LLVM optimization level, 0 to 3.
    pub opt_level: u8,
    /// Carry MLIR locations into DWARF line tables.
    pub debug_info: bool,
    /// Run the `lower-to-llvm` pipeline first (off for input already in the llvm dialect).
    pub lower: bool,
    /// Give every function a `_mlir_ciface_` C interface wrapper.
    pub c_interface: bool,
    /// The NVIDIA GPU chip of device code (`sm_90`); [`DEFAULT_GPU_CHIP`] when `None`.
    pub gpu_chip: Option<String>,
    /// Accept ops, types and attributes of dialects Strata does not register.
    pub allow_unregistered: bool,
    /// Let LLVM fuse multiplications and additions (`fp-contract`: clang's
    /// `-ffp-contract=fast`); off keeps results bit-identical to the
    /// unfused program.
    pub fp_contract: bool,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            emit: Emit::Obj,
            target: None,
            cpu: None,
            features: None,
            opt_level: 2,
            debug_info: false,
            lower: true,
            c_interface: false,
            gpu_chip: None,
            allow_unregistered: false,
            fp_contract: false,
        }
    }
}

/// Why a compilation failed. `Display` is the message: for
/// [`CompileError::Input`] the rendered, located diagnostics
/// (`file:line:col: error: ...`), for the others one sentence without a
/// place ([`CompileError::is_located`] tells them apart).
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// Problems in the input, rendered with file, line, column and caret.
    #[error("{0}")]
    Input(String),
    /// The target cannot be set up (unknown triple, CPU, feature).
    #[error("{0}")]
    Target(String),
    /// What was asked for cannot be made from this input (PTX of a module
    /// without GPU code, several PTX files to one output).
    #[error("{0}")]
    Invalid(String),
    /// LLVM rejected what Strata produced: a bug in Strata.
    #[error("internal compiler error: {message}\nThis is a bug in Strata; please report it with the input. The LLVM IR was:\n{ir}")]
    Bug { message: String, ir: String },
}

impl CompileError {
    /// The message of the error (target errors carry no prefix; the CLI
    /// adds `strata: error:`).
    pub fn message(&self) -> String {
        self.to_string()
    }

    /// Whether the message is rendered diagnostics at places in the input.
    pub fn is_located(&self) -> bool {
        matches!(self, CompileError::Input(_))
    }
}

impl From<crate::triple::TargetError> for CompileError {
    fn from(e: crate::triple::TargetError) -> Self {
        CompileError::Target(e.to_string())
    }
}

/// What a compilation writes.
#[derive(Debug)]
pub enum Output {
    /// One file.
    File(Vec<u8>),
    /// `--emit ptx` of a module with several `gpu.module`s: the PTX of
    /// each, by module name, in module order (see [`per_module_path`]).
    PerModule(Vec<(String, Vec<u8>)>),
}

/// Compile MLIR source text named `name`; returns the bytes to write.
/// PTX of several `gpu.module`s, which is several files, is refused.
pub fn compile_source(name: &str, text: impl Into<SourceText>, opts: &CompileOptions) -> Result<Vec<u8>, CompileError> {
    one_file(name, compile_source_with_header(name, text, opts, false)?.0)
}

/// The bytes of an output that is one file; PTX of several modules is refused.
fn one_file(name: &str, out: Output) -> Result<Vec<u8>, CompileError> {
    match out {
        Output::File(bytes) => Ok(bytes),
        Output::PerModule(modules) => Err(several_modules_error(name, &modules)),
    }
}

/// The error for PTX of several modules written where one file goes.
pub fn several_modules_error(name: &str, modules: &[(String, Vec<u8>)]) -> CompileError {
    let names: Vec<String> = modules.iter().map(|(m, _)| format!("@{m}")).collect();
    CompileError::Invalid(format!(
        "'{name}': the module has {} gpu.modules ({}), each compiled to a PTX file of its own, \
         which cannot go to one output: give `-o FILE.ptx` to write FILE.<module>.ptx for each",
        modules.len(),
        names.join(", ")
    ))
}

/// The file the PTX of `gpu.module @module` goes to when `-o out` names
/// the output of several modules: `out.ptx` → `out.<module>.ptx` (the name
/// goes before the extension, or is added with `.ptx` when there is none);
/// characters other than letters, digits, `_`, `-` and `.` in the module's
/// name become `_`.
pub fn per_module_path(out: &Path, module: &str) -> std::path::PathBuf {
    let safe: String =
        module.chars().map(|c| if c.is_ascii_alphanumeric() || "_-.".contains(c) { c } else { '_' }).collect();
    let stem = out.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let name = match out.extension() {
        Some(ext) => format!("{stem}.{safe}.{}", ext.to_string_lossy()),
        None => format!("{stem}.{safe}.ptx"),
    };
    out.with_file_name(name)
}

/// [`compile_source`], and with `header` also the C header of the module as
/// parsed (one parse serves both).
pub fn compile_source_with_header(
    name: &str,
    text: impl Into<SourceText>,
    opts: &CompileOptions,
    header: bool,
) -> Result<(Output, Option<String>), CompileError> {
    check_options(opts)?;
    let src = Source::new(name, text);
    let registry = Registry::with_all_dialects();
    let ctx = Context::new();
    register_lowering();
    let module = parse_and_verify(&ctx, &registry, &src, opts.allow_unregistered)?;
    compile_parsed(&ctx, &registry, &src, module, opts, header)
}

/// Compile a module already parsed (and perhaps transformed) from `src`,
/// whose ops are those of `registry`: a user's driver parses IR of its own
/// dialect, lowers it to Strata's dialects with its own passes and hands
/// the module here. The module is verified first; diagnostics point into
/// `src`. Returns the bytes to write, as [`compile_source`].
pub fn compile_module(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    module: Module,
    opts: &CompileOptions,
) -> Result<Vec<u8>, CompileError> {
    check_options(opts)?;
    register_lowering();
    check_compilable(ctx, registry, src, &module)?;
    one_file(&src.name, compile_parsed(ctx, registry, src, module, opts, false)?.0)
}

/// The part of [`compile_source_with_header`] after parsing.
fn compile_parsed(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    mut module: Module,
    opts: &CompileOptions,
    header: bool,
) -> Result<(Output, Option<String>), CompileError> {
    let name = src.name.as_str();
    let is_nvptx = is_nvptx(opts);
    if opts.lower {
        // The header and the bindings describe the bufferized functions.
        bufferize_tensors(ctx, registry, src, &mut module)?;
    }
    let header = if header || opts.emit == Emit::Header { Some(header_of(ctx, &module, src, opts)?) } else { None };
    if let (Emit::Header, Some(h)) = (opts.emit, &header) {
        return Ok((Output::File(h.clone().into_bytes()), header));
    }
    if opts.emit == Emit::Ptx && !crate::gpu::has_device_code(ctx, module.inner()) {
        return Err(CompileError::Invalid(format!(
            "'{name}' has no GPU code to write PTX for: --emit ptx compiles the module's gpu.modules \
             (gpu.launch_func, gpu.launch), or llvm.func kernels marked nvvm.kernel"
        )));
    }
    if opts.emit == Emit::Ptx && opts.lower {
        if let Some(mut modules) = device_code_of(ctx, registry, src, &mut module, opts)? {
            let out = match modules.len() {
                1 => Output::File(modules.remove(0).1.into_bytes()),
                _ => Output::PerModule(modules.into_iter().map(|(n, p)| (n, p.into_bytes())).collect()),
            };
            return Ok((out, header));
        }
    }
    let nests = if opts.opt_level >= 3 && opts.lower { Some(host_optimization_pipeline(opts, true)?) } else { None };
    let lower = opts.lower.then(|| LowerOptions {
        c_interface: opts.c_interface,
        gpu_chip: opts.gpu_chip.clone(),
        optimize: nests,
        fp_contract: opts.fp_contract,
    });
    lower_module(ctx, registry, src, &mut module, lower)?;
    if opts.emit == Emit::Mlir {
        return Ok((Output::File(print_module(ctx, registry, &module, &PrintOptions::default()).into_bytes()), header));
    }
    if opts.emit != Emit::Ptx && !is_nvptx {
        if let Some(d) = first_nvvm_op(ctx, module.inner()) {
            return Err(input_error(ctx, src, &[d]));
        }
    }
    let elf = !is_nvptx && matches!(opts.emit, Emit::Obj | Emit::Asm);
    let topts = TranslateOptions { debug_info: opts.debug_info, elf };
    let ir = translate_module(ctx, &module, &topts).map_err(|d| input_error(ctx, src, &[d]))?;
    let llvm = LlvmContext::create();
    if is_nvptx && opts.emit == Emit::Obj {
        return Err(CompileError::Target(
            "NVPTX has no object files: write PTX with --emit ptx (and --gpu-chip)".into(),
        ));
    }
    let machine = if opts.emit == Emit::Ptx || is_nvptx {
        target_machine(&device_options(opts)?)?
    } else {
        target_machine(opts)?
    };
    let m = load_ir(&llvm, &ir, name)?;
    m.set_triple(&machine.get_triple());
    m.set_data_layout(&machine.get_target_data().get_data_layout());
    if opts.emit == Emit::Ptx || is_nvptx {
        crate::gpu::link_libdevice(&llvm, &m, &machine).map_err(CompileError::Target)?;
    }
    optimize(&m, &machine, opts.opt_level).map_err(|message| CompileError::Bug { message, ir: ir.clone() })?;
    let bytes = emit(&m, &machine, opts.emit).map_err(|message| CompileError::Bug { message, ir })?;
    Ok((Output::File(bytes), header))
}

/// Whether `opts` target NVPTX.
fn is_nvptx(opts: &CompileOptions) -> bool {
    opts.target.as_deref().is_some_and(|t| t.starts_with("nvptx"))
}

/// Check the target and its CPU and features before any work.
fn check_options(opts: &CompileOptions) -> Result<(), CompileError> {
    if let Some(t) = &opts.target {
        crate::triple::check_target(t, true)?;
    }
    if opts.emit == Emit::Ptx || is_nvptx(opts) {
        check_target_options(&device_options(opts)?)
    } else {
        check_target_options(opts)
    }
}

/// How `lower-to-llvm` runs.
#[derive(Clone, Debug, Default)]
pub struct LowerOptions {
    /// Give every function a C interface wrapper.
    pub c_interface: bool,
    /// The GPU chip of the module's device code; [`DEFAULT_GPU_CHIP`] when `None`.
    pub gpu_chip: Option<String>,
    /// A pipeline of loop-nest optimizations to run before lowering (`-O3`:
    /// [`crate::tuning::optimization_pipeline`]).
    pub optimize: Option<String>,
    /// Run `fp-contract` before lowering.
    pub fp_contract: bool,
}

/// The `-O3` loop-nest pipeline for the host code of `opts`' target.
/// (`scratch`: see [`crate::tuning::optimization_pipeline`]).
pub fn host_optimization_pipeline(opts: &CompileOptions, scratch: bool) -> Result<String, CompileError> {
    let machine = target_machine(opts)?;
    let native = opts.cpu.as_deref() == Some("native") && opts.target.is_none();
    Ok(crate::tuning::optimization_pipeline(&crate::tuning::target_shape(&machine, native), scratch))
}

/// Parse (accepting unregistered dialects with `allow_unregistered`) and
/// verify `src`, text or bytecode (told apart by the bytecode magic number),
/// and check it against the limits of compiled code ([`crate::limits`]).
pub fn parse_and_verify(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    allow_unregistered: bool,
) -> Result<Module, CompileError> {
    let module = if strata::bytecode::is_bytecode(src.text.bytes()) {
        strata::bytecode::read(ctx, registry, &src.name, src.text.bytes(), allow_unregistered)
            .map_err(|e| CompileError::Input(format!("{}: error: {e}", src.name)))?
    } else {
        let parsed = parse_source(ctx, registry, src, 0..src.text.len(), ParseOptions { allow_unregistered });
        parsed.map_err(|d| input_error(ctx, src, &[d]))?
    };
    check_compilable(ctx, registry, src, &module)?;
    Ok(module)
}

/// Verify `module` of `src` and check it against the limits of compiled
/// code ([`crate::limits`]).
fn check_compilable(ctx: &Context, registry: &Registry, src: &Source, module: &Module) -> Result<(), CompileError> {
    let mut errors = strata::verify::verify_module(ctx, registry, module);
    if errors.is_empty() {
        errors = crate::limits::check_module(ctx, module);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(input_error(ctx, src, &errors))
    }
}

/// The C header of the parsed `module` of `src` for the target of `opts`.
fn header_of(ctx: &Context, module: &Module, src: &Source, opts: &CompileOptions) -> Result<String, CompileError> {
    let machine = target_machine(opts)?;
    let hopts = crate::header::HeaderOptions {
        source_name: &src.name,
        guard_key: &src.name,
        c_interface_all: opts.c_interface,
    };
    Ok(crate::header::generate(ctx, &[module], &machine.get_target_data(), &hopts))
}

/// Register the lowering passes and the device compiler they call.
pub fn register_lowering() {
    strata_lowering::register();
    strata_lowering::gpu::set_device_compiler(crate::gpu::compile_device_module);
}

/// Bring a module on tensors to buffers (`tensors-to-buffers`): tensor
/// arguments and results become memref descriptors, results owned by the
/// caller. Nothing changes in a module without tensors.
pub fn bufferize_tensors(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    module: &mut Module,
) -> Result<(), CompileError> {
    if !strata_lowering::tensors::has_tensors(ctx, module.inner()) {
        return Ok(());
    }
    register_lowering();
    let pm = strata::tool::build_pipeline(&["tensors-to-buffers".to_string()]).map_err(CompileError::Target)?;
    let mut report = RunReport::default();
    run_pipeline(ctx, registry, module, &pm, &RunOptions::default(), &mut report)
        .map_err(|errors| input_error(ctx, src, &errors))
}

/// With `lower`, lower the parsed `module` of `src` to the llvm dialect
/// (GPU code through `lower-gpu-to-nvvm`).
pub fn lower_module(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    module: &mut Module,
    lower: Option<LowerOptions>,
) -> Result<(), CompileError> {
    if let Some(lower) = lower.filter(|_| !is_llvm_dialect_only(ctx, module.inner())) {
        let pass = if strata_lowering::gpu::has_gpu_code(ctx, module.inner()) {
            let chip = crate::gpu::checked_chip(lower.gpu_chip.as_deref())?;
            format!("lower-gpu-to-nvvm=chip={chip} emit-c-interface={}", lower.c_interface)
        } else if lower.c_interface {
            "lower-to-llvm=emit-c-interface=true".to_string()
        } else {
            "lower-to-llvm".to_string()
        };
        // Tensors become buffers and linalg loops before the loop nests are
        // optimized.
        let mut passes = vec!["tensors-to-buffers".to_string(), "buffers-to-loops".to_string()];
        // Before the loop-nest pipeline, whose GEMM kernels fuse only what
        // may be contracted.
        if lower.fp_contract {
            passes.push("fp-contract".to_string());
        }
        passes.extend(lower.optimize.iter().map(|p| format!("pipeline:{p}")));
        passes.push(pass);
        let pm = strata::tool::build_pipeline(&passes).map_err(CompileError::Target)?;
        let mut report = RunReport::default();
        run_pipeline(ctx, registry, module, &pm, &RunOptions::default(), &mut report)
            .map_err(|errors| input_error(ctx, src, &errors))?;
    }
    Ok(())
}

/// The PTX of each `gpu.module` of `src` (name, PTX), or `None` when it
/// has no GPU code.
fn device_code_of(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    module: &mut Module,
    opts: &CompileOptions,
) -> Result<Option<Vec<(String, String)>>, CompileError> {
    if !strata_lowering::gpu::has_gpu_code(ctx, module.inner()) {
        return Ok(None);
    }
    let chip = crate::gpu::checked_chip(opts.gpu_chip.as_deref())?;
    let modules = crate::gpu::device_modules(ctx, registry, module, &chip).map_err(|d| input_error(ctx, src, &[d]))?;
    if modules.is_empty() {
        return Err(CompileError::Invalid(format!("'{}': the module has no gpu.module to write PTX for", src.name)));
    }
    Ok(Some(modules))
}

/// An error at the first nvvm op of host code (LLVM's CPU backends cannot
/// select NVPTX intrinsics: such code belongs in a gpu.module or needs
/// `--emit ptx`).
fn first_nvvm_op(ctx: &Context, body: &strata::ir::Body) -> Option<Diagnostic> {
    let mut found = None;
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            let name = ctx.str(body.op(op).name);
            if found.is_none() && name.starts_with("nvvm.") {
                let msg =
                    format!("'{name}' op is NVPTX device code: put it in a gpu.module, or compile it with `strata compile --emit ptx`");
                found = Some(Diagnostic::error(body.op(op).loc, msg));
            }
            if let (None, Some(inner)) = (&found, body.op(op).inner.as_deref()) {
                found = strata::stack::ensure_sufficient_stack(|| first_nvvm_op(ctx, inner));
            }
        });
    }
    found
}

/// Whether every op below the module is in the llvm dialect (or nvvm, for
/// device code) already.
fn is_llvm_dialect_only(ctx: &Context, body: &strata::ir::Body) -> bool {
    let mut only = true;
    for &r in &body.roots {
        body.walk_region(r, &mut |op| {
            let name = ctx.str(body.op(op).name);
            only &= name.starts_with("llvm.") || name.starts_with("nvvm.");
            if let Some(inner) = body.op(op).inner.as_deref() {
                only &= strata::stack::ensure_sufficient_stack(|| is_llvm_dialect_only(ctx, inner));
            }
        });
    }
    only
}

/// The located error of `diags` in `src`.
pub fn input_error(ctx: &Context, src: &Source, diags: &[Diagnostic]) -> CompileError {
    let mut out = String::new();
    for d in diags {
        render(ctx, Some(src), d, &mut out);
    }
    CompileError::Input(out.trim_end().to_string())
}

/// Parse LLVM IR text into a verified module of `llvm`.
pub fn load_ir<'l>(llvm: &'l LlvmContext, ir: &str, name: &str) -> Result<LlvmModule<'l>, CompileError> {
    let buf = MemoryBuffer::create_from_memory_range_copy(ir.as_bytes(), name);
    let m = llvm
        .create_module_from_ir(buf)
        .map_err(|e| CompileError::Bug { message: e.to_string(), ir: number_lines(ir) })?;
    m.verify().map_err(|e| CompileError::Bug { message: e.to_string(), ir: number_lines(ir) })?;
    Ok(m)
}

fn number_lines(ir: &str) -> String {
    ir.lines().enumerate().map(|(i, l)| format!("{:>5} | {l}\n", i + 1)).collect()
}

/// The LLVM targets Strata generates code for.
pub fn initialize_targets() {
    let config = InitializationConfig::default();
    Target::initialize_x86(&config);
    Target::initialize_aarch64(&config);
    Target::initialize_nvptx(&config);
}

/// The options for device code: the NVPTX triple, the chip as CPU and its
/// PTX version as a feature (before any features the user gave).
pub fn device_options(opts: &CompileOptions) -> Result<CompileOptions, CompileError> {
    let chip = opts.gpu_chip.as_deref().unwrap_or(DEFAULT_GPU_CHIP);
    let Some(&(_, ptx)) = GPU_CHIPS.iter().find(|(c, _)| *c == chip) else {
        let known: Vec<&str> = GPU_CHIPS.iter().map(|c| c.0).collect();
        return Err(CompileError::Target(format!("unknown GPU chip '{chip}' (known: {})", known.join(", "))));
    };
    let features = match &opts.features {
        Some(f) if !f.is_empty() => format!("{ptx},{f}"),
        _ => ptx.to_string(),
    };
    Ok(CompileOptions {
        target: Some(NVPTX_TRIPLE.into()),
        cpu: Some(chip.into()),
        features: Some(features),
        ..opts.clone()
    })
}

/// The LLVM target of the options' triple, with their CPU and features
/// checked against what LLVM knows of it ([`crate::llvm_targets`]).
fn checked_target(opts: &CompileOptions) -> Result<(TargetTriple, Target), CompileError> {
    initialize_targets();
    let triple = match &opts.target {
        Some(t) => TargetTriple::create(t),
        None => TargetMachine::get_default_triple(),
    };
    let target = Target::from_triple(&triple).map_err(|e| {
        CompileError::Target(format!(
            "unknown target '{}': {e} (see `strata targets`)",
            triple.as_str().to_string_lossy()
        ))
    })?;
    let name = target.get_name().to_string_lossy().into_owned();
    let shown = triple.as_str().to_string_lossy().into_owned();
    match opts.cpu.as_deref() {
        // LLVM names the host's CPU for the host's triple.
        Some("native") if opts.target.is_none() => Ok(()),
        Some("native") => {
            let host = TargetMachine::get_host_cpu_name().to_string();
            crate::llvm_targets::check_cpu(&name, &shown, &host)
                .map_err(|_| format!("this machine's CPU, '{host}' (--mcpu native), is not a CPU of target {shown}"))
        }
        Some(cpu) => crate::llvm_targets::check_cpu(&name, &shown, cpu),
        None => Ok(()),
    }
    .and_then(|()| crate::llvm_targets::check_features(&name, &shown, opts.features.as_deref().unwrap_or("")))
    .map_err(CompileError::Target)?;
    Ok((triple, target))
}

/// Check the options' triple, CPU and features before any code is generated.
pub fn check_target_options(opts: &CompileOptions) -> Result<(), CompileError> {
    checked_target(opts).map(|_| ())
}

/// A position-independent target machine for the options' triple and CPU.
pub fn target_machine(opts: &CompileOptions) -> Result<TargetMachine, CompileError> {
    let (triple, target) = checked_target(opts)?;
    let (cpu, features) = match opts.cpu.as_deref() {
        Some("native") => (
            TargetMachine::get_host_cpu_name().to_string(),
            opts.features.clone().unwrap_or_else(|| TargetMachine::get_host_cpu_features().to_string()),
        ),
        Some(c) => (c.to_string(), opts.features.clone().unwrap_or_default()),
        None => ("generic".to_string(), opts.features.clone().unwrap_or_default()),
    };
    let level = match opts.opt_level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    };
    target
        .create_target_machine(&triple, &cpu, &features, level, RelocMode::PIC, CodeModel::Default)
        .ok_or_else(|| CompileError::Target(format!("cannot create a target machine for CPU '{cpu}'")))
}

/// LLVM's standard pipeline at `-O<level>`, after the lowering of the
/// matrix intrinsics (`vector.flat_transpose`, `vector.matrix_multiply`),
/// which LLVM's code generators cannot select and its standard pipelines
/// lower only when asked to.
pub fn optimize(m: &LlvmModule<'_>, machine: &TargetMachine, level: u8) -> Result<(), String> {
    let pipeline = format!("function(lower-matrix-intrinsics),default<O{}>", level.min(3));
    m.run_passes(&pipeline, machine, PassBuilderOptions::create()).map_err(|e| e.to_string())
}

fn emit(m: &LlvmModule<'_>, machine: &TargetMachine, what: Emit) -> Result<Vec<u8>, String> {
    match what {
        Emit::Llvm => Ok(m.print_to_string().to_bytes().to_vec()),
        Emit::Bc => Ok(m.write_bitcode_to_memory().as_slice().to_vec()),
        Emit::Obj | Emit::Asm | Emit::Ptx => {
            let ft = if what == Emit::Obj { FileType::Object } else { FileType::Assembly };
            machine.write_to_memory_buffer(m, ft).map(|b| b.as_slice().to_vec()).map_err(|e| e.to_string())
        }
        Emit::Mlir | Emit::Header => Err("internal: MLIR and header output are written before translation".into()),
    }
}

/// The default output path for `input` and `emit`: the input's stem with
/// the emitted kind's extension, in the current directory.
pub fn default_output(input: &Path, emit: Emit) -> std::path::PathBuf {
    let ext = match emit {
        Emit::Obj => "o",
        Emit::Asm => "s",
        Emit::Llvm => "ll",
        Emit::Bc => "bc",
        Emit::Mlir => "llvm.mlir",
        Emit::Header => "h",
        Emit::Ptx => "ptx",
    };
    let stem = input.file_stem().map_or("out".into(), |s| s.to_string_lossy().into_owned());
    std::path::PathBuf::from(format!("{stem}.{ext}"))
}

//! The JIT runner behind `strata run`, the work-alike of upstream's
//! `mlir-cpu-runner`: lower and compile a module in memory, resolve calls
//! into the Strata runtime and into `--shared-libs`, call an entry function
//! without arguments, and print its result as upstream does. The entry's
//! signature is checked before anything is compiled (`entry`).

use std::path::{Path, PathBuf};

use inkwell::context::Context as LlvmContext;
use inkwell::execution_engine::ExecutionEngine;
use inkwell::OptimizationLevel;
use strata::ir::Context;
use strata::opdef::Registry;
use strata::syntax::diag::{Source, SourceText};

use crate::codegen::{translate_module, TranslateOptions};
use crate::compile::{
    host_optimization_pipeline, lower_module, optimize, parse_and_verify, register_lowering, target_machine,
    CompileError, CompileOptions, LowerOptions,
};

mod entry;

/// The result type of the entry function (`--entry-point-result`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EntryResult {
    Void,
    I32,
    I64,
    F32,
}

/// Options of one run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    pub entry: String,
    pub result: EntryResult,
    /// Shared libraries whose symbols the module may call.
    pub shared_libs: Vec<PathBuf>,
    /// LLVM optimization level, 0 to 3.
    pub opt_level: u8,
    /// Accept ops, types and attributes of dialects Strata does not register.
    pub allow_unregistered: bool,
    /// Let multiplications and additions fuse (`fp-contract`).
    pub fp_contract: bool,
}

/// Why a run failed before the entry function was called. `Display` is
/// the message: rendered located diagnostics when [`RunError::is_located`],
/// else one sentence without a place.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error(transparent)]
    Compile(#[from] CompileError),
    #[error("cannot load shared library '{path}': {reason}")]
    Library { path: String, reason: String },
    #[error("cannot create the JIT: {0}")]
    Jit(String),
    /// The module defines no function named by `-e`.
    #[error("'{file}' has no function '@{entry}' to run (choose one with -e NAME)")]
    NoEntry { file: String, entry: String },
    /// The entry function cannot be called as asked (rendered, located).
    #[error("{0}")]
    Entry(String),
    #[error(
        "the module uses {} that neither it, the Strata runtime, the C library nor a --shared-libs \
         library defines: {}",
        if .0.len() == 1 { "a symbol" } else { "symbols" },
        .0.join(", ")
    )]
    Unresolved(Vec<String>),
}

impl RunError {
    /// Whether the message is rendered diagnostics at places in the input.
    pub fn is_located(&self) -> bool {
        match self {
            RunError::Compile(e) => e.is_located(),
            RunError::Entry(_) => true,
            _ => false,
        }
    }
}

/// Compile `text` in memory and call its entry function; returns what the
/// runner prints for the result (empty for `void`).
pub fn run_source(name: &str, text: impl Into<SourceText>, opts: &RunOptions) -> Result<String, RunError> {
    let src = Source::new(name, text);
    let registry = Registry::with_all_dialects();
    let ctx = Context::new();
    register_lowering();
    let mut module = parse_and_verify(&ctx, &registry, &src, opts.allow_unregistered)?;
    entry::check(&ctx, &module, &src, &opts.entry, opts.result)?;
    let copts = CompileOptions { opt_level: opts.opt_level, cpu: Some("native".into()), ..CompileOptions::default() };
    // The JIT's code is freed before the process exits: no per-thread
    // buffers whose destructors would point into it.
    let nests = if opts.opt_level >= 3 { Some(host_optimization_pipeline(&copts, false)?) } else { None };
    let lower = LowerOptions { optimize: nests, fp_contract: opts.fp_contract, ..LowerOptions::default() };
    lower_module(&ctx, &registry, &src, &mut module, Some(lower))?;
    let ir = translate_module(&ctx, &module, &TranslateOptions { elf: true, ..TranslateOptions::default() })
        .map_err(|d| CompileError::Input(render_one(&ctx, &src, &d)))?;
    for lib in &opts.shared_libs {
        load_library(lib)?;
    }
    let llvm = LlvmContext::create();
    let m = crate::compile::load_ir(&llvm, &ir, name)?;
    let machine = target_machine(&copts)?;
    m.set_triple(&machine.get_triple());
    m.set_data_layout(&machine.get_target_data().get_data_layout());
    optimize(&m, &machine, opts.opt_level).map_err(|message| CompileError::Bug { message, ir: ir.clone() })?;
    if m.get_function(&opts.entry).is_none_or_declaration() {
        return Err(RunError::NoEntry { file: name.to_string(), entry: opts.entry.clone() });
    }
    provide_libcalls();
    let level = if opts.opt_level == 0 { OptimizationLevel::None } else { OptimizationLevel::Default };
    let ee = m.create_jit_execution_engine(level).map_err(|e| RunError::Jit(e.to_string()))?;
    // Calling a symbol nothing defines would jump to address 0: refuse.
    let mut missing = Vec::new();
    for f in m.get_functions().filter(|f| f.count_basic_blocks() == 0 && f.get_intrinsic_id() == 0) {
        let name = f.get_name().to_string_lossy().into_owned();
        if let Some(addr) = crate::jit_symbols::symbol_address(&name) {
            ee.add_global_mapping(&f, addr);
        } else if inkwell::support::search_for_address_of_symbol(&name).is_none() {
            missing.push(name);
        }
    }
    for g in m.get_globals().filter(|g| g.get_initializer().is_none()) {
        let name = g.get_name().to_string_lossy().into_owned();
        if inkwell::support::search_for_address_of_symbol(&name).is_none() {
            missing.push(name);
        }
    }
    if !missing.is_empty() {
        return Err(RunError::Unresolved(missing));
    }
    Ok(call_entry(&ee, &opts.entry, opts.result))
}

/// Load the shared library at `path` for the module's calls; a failure
/// says why, in the system loader's words.
fn load_library(path: &Path) -> Result<(), RunError> {
    let fail = |reason: String| RunError::Library { path: path.display().to_string(), reason };
    #[cfg(unix)]
    {
        let c_path = std::ffi::CString::new(path.as_os_str().as_encoded_bytes())
            .map_err(|_| fail("the path holds a NUL byte".into()))?;
        // SAFETY: dlopen reads a NUL-terminated path; dlerror returns a
        // NUL-terminated message (or null), read before any other dl call.
        // The library stays loaded, as LLVM's own load below keeps it.
        let handle = unsafe { libc::dlopen(c_path.as_ptr(), libc::RTLD_LAZY | libc::RTLD_GLOBAL) };
        if handle.is_null() {
            let reason = unsafe {
                let e = libc::dlerror();
                if e.is_null() {
                    "the loader gave no reason".to_string()
                } else {
                    std::ffi::CStr::from_ptr(e).to_string_lossy().into_owned()
                }
            };
            return Err(fail(reason));
        }
    }
    inkwell::support::load_library_permanently(path).map_err(|e| fail(format!("{e:?}")))
}

/// Make the runtime's definitions of the functions code generation calls
/// on its own ([`crate::jit_symbols::LIBCALLS`]) visible to the JIT's
/// symbol search, where the process has none.
fn provide_libcalls() {
    for &name in crate::jit_symbols::LIBCALLS {
        if inkwell::support::search_for_address_of_symbol(name).is_some() {
            continue;
        }
        let Some(addr) = crate::jit_symbols::symbol_address(name) else { continue };
        let name = std::ffi::CString::new(name).expect("no NUL in a symbol name");
        // SAFETY: LLVM copies the name into its process-wide symbol table;
        // the address is that of a function linked into this binary.
        unsafe { inkwell::llvm_sys::support::LLVMAddSymbol(name.as_ptr(), addr as *mut std::ffi::c_void) };
    }
}

trait DeclarationCheck {
    fn is_none_or_declaration(&self) -> bool;
}

impl DeclarationCheck for Option<inkwell::values::FunctionValue<'_>> {
    fn is_none_or_declaration(&self) -> bool {
        self.map_or(true, |f| f.count_basic_blocks() == 0)
    }
}

/// Call the entry function and format its result like `mlir-cpu-runner`.
fn call_entry(ee: &ExecutionEngine<'_>, entry: &str, result: EntryResult) -> String {
    // SAFETY: the entry function was compiled from verified IR with the
    // signature the user named; calling JIT-compiled user code is what the
    // runner is for, and a wrong `--entry-point-result` is the user's
    // contract to keep, as with `mlir-cpu-runner`.
    let printed = unsafe {
        match result {
            EntryResult::Void => {
                if let Ok(f) = ee.get_function::<unsafe extern "C" fn()>(entry) {
                    f.call();
                }
                String::new()
            }
            EntryResult::I32 => ee
                .get_function::<unsafe extern "C" fn() -> i32>(entry)
                .map(|f| format!("{}\n", f.call()))
                .unwrap_or_default(),
            EntryResult::I64 => ee
                .get_function::<unsafe extern "C" fn() -> i64>(entry)
                .map(|f| format!("{}\n", f.call()))
                .unwrap_or_default(),
            EntryResult::F32 => ee
                .get_function::<unsafe extern "C" fn() -> f32>(entry)
                .map(|f| format!("{}\n", format_e(f64::from(f.call()))))
                .unwrap_or_default(),
        }
    };
    // The module prints through C's stdio: flush it before Rust prints.
    // SAFETY: fflush(NULL) flushes every C output stream; no pointer is read.
    unsafe { fflush(std::ptr::null_mut()) };
    printed
}

extern "C" {
    fn fflush(stream: *mut std::ffi::c_void) -> std::ffi::c_int;
}

/// C's `%e` format: `4.500000e+00`.
fn format_e(v: f64) -> String {
    if !v.is_finite() {
        return if v.is_nan() {
            "nan".into()
        } else if v > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    let s = format!("{v:.6e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mant}e{sign}{:02}", exp.abs())
}

fn render_one(ctx: &Context, src: &Source, d: &strata::syntax::diag::Diagnostic) -> String {
    let mut out = String::new();
    strata::syntax::diag::render(ctx, Some(src), d, &mut out);
    out.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::format_e;

    #[test]
    fn floats_print_like_c_percent_e() {
        assert_eq!(format_e(4.5), "4.500000e+00");
        assert_eq!(format_e(-0.00125), "-1.250000e-03");
        assert_eq!(format_e(1e100), "1.000000e+100");
    }
}

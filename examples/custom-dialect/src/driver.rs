//! The steps of the example's driver (`src/main.rs`), each a function a
//! test can call: parse a file using the poly dialect, check its round
//! trip through `mlir-opt-19` in generic form, lower it with a pass
//! pipeline, compile it with `strata_targets` into an object file and a C
//! header, and build and run a C program against them.
//!
//! Every error is an [`Error`]; errors in the input are rendered
//! diagnostics (`file:line:col: error: ...`, the source line and a caret).

use std::path::{Path, PathBuf};
use std::process::Command;

use strata::ir::{Context, Module};
use strata::opdef::Registry;
use strata::pass::{run_pipeline, RunOptions, RunReport};
use strata::syntax::diag::{Source, SourceText};
use strata::syntax::printer::{print_module, PrintOptions};
use strata_targets::compile::{
    compile_module, input_error, parse_and_verify, target_machine, CompileError, CompileOptions,
};
use strata_targets::header::{self, HeaderOptions};

/// The pipeline the driver runs unless told otherwise: canonicalize (the
/// fold and the pattern of the poly ops), then lower poly.
pub const DEFAULT_PIPELINE: &str = "builtin.module(func.func(canonicalize),convert-poly-to-standard{unroll=false})";

/// The upstream tool the round trip goes through.
pub const MLIR_OPT: &str = "mlir-opt-19";

/// Why a step failed.
#[derive(Debug)]
pub enum Error {
    /// Problems in the input or with compiling it ([`CompileError`]'s
    /// `Input` errors are rendered diagnostics).
    Compile(CompileError),
    /// A pass pipeline that does not parse.
    Pipeline(String),
    /// The round trip through mlir-opt-19 changed the IR.
    RoundTrip(String),
    /// A tool the driver runs could not start or failed.
    Tool(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Compile(e) => write!(f, "{e}"),
            Error::Pipeline(e) | Error::RoundTrip(e) | Error::Tool(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for Error {}

impl From<CompileError> for Error {
    fn from(e: CompileError) -> Self {
        Error::Compile(e)
    }
}

impl Error {
    /// Whether the message is located diagnostics (which carry their own
    /// `file:line:col: error:` prefix).
    pub fn is_located(&self) -> bool {
        matches!(self, Error::Compile(e) if e.is_located())
    }
}

/// The source `path` holds, named by the path as given.
pub fn read_source(path: &Path) -> Result<Source, Error> {
    let text =
        SourceText::read_file(path).map_err(|e| Error::Tool(format!("cannot read '{}': {e}", path.display())))?;
    Ok(Source::new(path.display().to_string(), text))
}

/// Parse and verify `src` with the dialects of `registry`.
pub fn parse(ctx: &Context, registry: &Registry, src: &Source) -> Result<Module, Error> {
    Ok(parse_and_verify(ctx, registry, src, false)?)
}

/// `module` in generic form.
pub fn generic_form(ctx: &Context, registry: &Registry, module: &Module) -> String {
    print_module(ctx, registry, module, &PrintOptions { generic: true, ..Default::default() })
}

/// Check that `module`'s generic form goes through `mlir-opt-19
/// --allow-unregistered-dialect` unchanged (upstream does not know the poly
/// dialect and keeps its ops, types and attributes as written), and that
/// Strata reads mlir-opt's output back to the same generic form. Returns
/// that form.
pub fn round_trip(ctx: &Context, registry: &Registry, module: &Module) -> Result<String, Error> {
    let generic = generic_form(ctx, registry, module);
    let dir = tempfile::tempdir().map_err(|e| Error::Tool(format!("cannot make a directory: {e}")))?;
    let file = dir.path().join("generic.mlir");
    std::fs::write(&file, &generic).map_err(|e| Error::Tool(format!("cannot write '{}': {e}", file.display())))?;
    let out = Command::new(MLIR_OPT)
        .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
        .arg(&file)
        .output()
        .map_err(|e| Error::Tool(format!("cannot run {MLIR_OPT}: {e}")))?;
    if !out.status.success() {
        return Err(Error::Tool(format!(
            "{MLIR_OPT} rejected the generic form:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    let upstream = String::from_utf8_lossy(&out.stdout).into_owned();
    // mlir-opt ends its output with an empty line.
    if upstream.trim_end() != generic.trim_end() {
        return Err(Error::RoundTrip(format!("{MLIR_OPT} printed the generic form differently:\n{upstream}")));
    }
    let src = Source::new(format!("{MLIR_OPT} output"), upstream);
    let back = parse(ctx, registry, &src)?;
    let again = generic_form(ctx, registry, &back);
    if again != generic {
        return Err(Error::RoundTrip(format!("Strata reads {MLIR_OPT}'s output back differently:\n{again}")));
    }
    Ok(generic)
}

/// Run the textual pass pipeline `pipeline` on `module` (parsed from
/// `src`, to which its errors point). It may name this crate's passes
/// (registered by [`crate::registry`]), Strata's transforms and its
/// lowering passes.
pub fn run_passes(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    module: &mut Module,
    pipeline: &str,
) -> Result<(), Error> {
    strata_targets::compile::register_lowering();
    // `build_pipeline` registers Strata's transforms (`canonicalize`, ...).
    let pm = strata::tool::build_pipeline(&[format!("pipeline:{pipeline}")]).map_err(Error::Pipeline)?;
    let mut report = RunReport::default();
    run_pipeline(ctx, registry, module, &pm, &RunOptions::default(), &mut report)
        .map_err(|errors| Error::Compile(input_error(ctx, src, &errors)))
}

/// An object file and the C header declaring its functions.
pub struct Compiled {
    pub object: Vec<u8>,
    pub header: String,
}

/// Compile `module` (in Strata's dialects by now) for the host, with C
/// interfaces (`_mlir_ciface_<name>`, memrefs passed by descriptor).
pub fn compile(ctx: &Context, registry: &Registry, src: &Source, module: Module) -> Result<Compiled, Error> {
    let opts = CompileOptions { c_interface: true, ..CompileOptions::default() };
    let machine = target_machine(&opts)?;
    let hopts = HeaderOptions { source_name: &src.name, guard_key: &src.name, c_interface_all: true };
    let header = header::generate(ctx, &[&module], &machine.get_target_data(), &hopts);
    let object = compile_module(ctx, registry, src, module, &opts)?;
    Ok(Compiled { object, header })
}

/// The C compiler: `$CC`, else `cc`.
fn c_compiler() -> String {
    std::env::var("CC").unwrap_or_else(|_| "cc".to_string())
}

/// Write `compiled` as `<stem>.o` and `<stem>.h` into `dir`, build the C
/// program `main_c` (which includes `<stem>.h`) against them and run it;
/// its standard output. Fails when the program exits unsuccessfully (it
/// checks its answers).
pub fn link_and_run(compiled: &Compiled, stem: &str, main_c: &Path, dir: &Path) -> Result<String, Error> {
    let write = |path: PathBuf, bytes: &[u8]| {
        std::fs::write(&path, bytes).map_err(|e| Error::Tool(format!("cannot write '{}': {e}", path.display())))
    };
    let object = dir.join(format!("{stem}.o"));
    write(object.clone(), &compiled.object)?;
    write(dir.join(format!("{stem}.h")), compiled.header.as_bytes())?;
    let exe = dir.join("main");
    let cc = c_compiler();
    let status = Command::new(&cc)
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-O2", "-I"])
        .arg(dir)
        .arg(main_c)
        .arg(&object)
        .args(["-lm", "-o"])
        .arg(&exe)
        .status()
        .map_err(|e| Error::Tool(format!("cannot run the C compiler '{cc}': {e}")))?;
    if !status.success() {
        return Err(Error::Tool(format!("'{cc}' failed to build '{}' ({status})", main_c.display())));
    }
    let out = Command::new(&exe).output().map_err(|e| Error::Tool(format!("cannot run '{}': {e}", exe.display())))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        return Err(Error::Tool(format!("the C program failed ({}):\n{stdout}", out.status)));
    }
    Ok(stdout)
}

//! `strata opt`: the `mlir-opt` work-alike.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::process::ExitCode;

use clap::Args;
use strata::syntax::diag::SourceText;
use strata::tool::{run_opt_to, OptOptions};

/// What `strata opt` does, in both binaries' help.
pub const ABOUT: &str = "Parse, verify, transform and print MLIR (upstream `mlir-opt` flags are accepted)";

#[derive(Args, Debug)]
pub struct OptArgs {
    /// Input file; `-` (the default) reads standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file; `-` (the default) writes standard output.
    #[arg(short = 'o', default_value = "-")]
    pub output: String,
    /// Print operations in the generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub generic: bool,
    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    pub debug_info: bool,
    /// Accept ops, types and attributes of dialects Strata does not register.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered: bool,
    /// Split the input on `// -----` lines and process each chunk on its own.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check diagnostics against `// expected-error {{...}}` annotations.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Run a textual pass pipeline, e.g. `builtin.module(strip-debuginfo)`.
    #[arg(long = "pass-pipeline")]
    pub pass_pipeline: Option<String>,
    /// Skip verification of the parsed input.
    #[arg(long = "no-implicit-module", hide = true)]
    pub no_implicit_module: bool,
    /// Passes to run, in order (`--strip-debuginfo`, ...); see `strata opt --list-passes`.
    #[arg(long = "pass", value_name = "PASS", hide = true)]
    pub passes: Vec<String>,
    /// List the available passes and their options.
    #[arg(long = "list-passes")]
    pub list_passes: bool,
    /// Print the IR to standard error before each pass.
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_ir_before_all: bool,
    /// Print the IR to standard error after each pass.
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_ir_after_all: bool,
    /// Report the wall time of parsing, verification, each pass and printing.
    #[arg(long = "mlir-timing")]
    pub timing: bool,
    /// Run passes on one thread (nested pipelines otherwise run on isolated
    /// ops such as functions in parallel).
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,
    /// Verify the IR after each pass (default true).
    #[arg(long = "verify-each", default_value = "true", action = clap::ArgAction::Set, value_name = "BOOL")]
    pub verify_each: bool,
}

/// Accept upstream spellings: `-flag` as `--flag`, and pass flags
/// (`--strip-debuginfo`) as `--pass strip-debuginfo`.
pub fn normalize_args(args: impl Iterator<Item = OsString>) -> Vec<OsString> {
    let mut out = Vec::new();
    for (i, a) in args.enumerate() {
        let Some(s) = a.to_str() else {
            out.push(a);
            continue;
        };
        if i == 0 || s == "-" || !s.starts_with('-') {
            out.push(a);
            continue;
        }
        let long = if s.starts_with("--") {
            s.to_string()
        } else if s.len() > 2 && !s.starts_with("-o") && !s.starts_with("-h") && !s.starts_with("-V") {
            format!("-{s}")
        } else {
            out.push(a);
            continue;
        };
        let name = long[2..].split('=').next().unwrap_or("");
        if strata::pass::is_pass_name(name) {
            out.push("--pass".into());
            out.push(long[2..].to_string().into());
        } else {
            out.push(long.into());
        }
    }
    out
}

pub fn run(a: OptArgs) -> ExitCode {
    if a.list_passes {
        for (name, help) in strata::pass::list_passes() {
            println!("  --{name:24} {help}");
            for o in strata::pass::lookup(name).map_or(&[][..], |p| p.options) {
                println!("      {:22} {} (default: {})", format!("{}=", o.name), o.help, o.default);
            }
        }
        return ExitCode::SUCCESS;
    }
    let (name, text) = match read_source(&a.input, &a.output) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("strata: error: cannot read '{}': {e}", a.input);
            return ExitCode::FAILURE;
        }
    };
    let mut pipeline = a.passes.clone();
    if let Some(p) = &a.pass_pipeline {
        pipeline.push(format!("pipeline:{p}"));
    }
    let opts = OptOptions {
        generic: a.generic,
        debug_info: a.debug_info,
        allow_unregistered: a.allow_unregistered,
        split_input_file: a.split_input_file,
        verify_diagnostics: a.verify_diagnostics,
        passes: pipeline,
        print_ir_before_all: a.print_ir_before_all,
        print_ir_after_all: a.print_ir_after_all,
        timing: a.timing,
        disable_threading: a.disable_threading,
        no_verify_each: !a.verify_each,
        exiting: true,
    };
    // The IR is written as it is printed, not held whole.
    let result = if a.output == "-" {
        run_opt_to(&name, text, &opts, &mut IgnoreErrors(std::io::stdout().lock()))
    } else {
        match std::fs::File::create(&a.output) {
            Ok(mut f) => run_opt_to(&name, text, &opts, &mut f),
            Err(e) => {
                eprintln!("strata: error: cannot write '{}': {e}", a.output);
                return ExitCode::FAILURE;
            }
        }
    };
    let _ = std::io::stderr().write_all(result.report.as_bytes());
    let _ = std::io::stderr().write_all(result.diagnostics.as_bytes());
    if result.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Standard output whose write errors are ignored (a closed pipe is not a
/// failure of the run).
struct IgnoreErrors<W>(W);

impl<W: Write> Write for IgnoreErrors<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let _ = self.0.write_all(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        let _ = self.0.flush();
        Ok(())
    }
}

/// The name and text of an input file (`-`: standard input), of any bytes.
pub fn read_input(path: &str) -> std::io::Result<(String, SourceText)> {
    let bytes = if path == "-" {
        let mut v = Vec::new();
        std::io::stdin().read_to_end(&mut v)?;
        v
    } else {
        std::fs::read(path)?
    };
    let name = if path == "-" { "<stdin>".to_string() } else { path.to_string() };
    Ok((name, SourceText::from_bytes(bytes)))
}

/// The input of `strata opt`: a large file is mapped rather than read
/// ([`SourceText::read_file`]), unless the output goes to that same file,
/// which creating the output truncates while the input is still parsed.
fn read_source(path: &str, output: &str) -> std::io::Result<(String, SourceText)> {
    if path == "-" || (output != "-" && same_file(path, output)) {
        return read_input(path);
    }
    Ok((path.to_string(), SourceText::read_file(std::path::Path::new(path))?))
}

/// Whether `a` and `b` name one existing file.
fn same_file(a: &str, b: &str) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        std::fs::canonicalize(a).ok().is_some_and(|x| std::fs::canonicalize(b).ok() == Some(x))
    }
}

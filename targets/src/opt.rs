//! `strata opt`: the `mlir-opt` work-alike.

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::path::Path;
use std::process::ExitCode;

use clap::Args;
use strata::syntax::diag::SourceText;
use strata::tool::{run_opt_to, OptOptions};

use crate::output::Output;
use crate::report;

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
    /// Write MLIR bytecode instead of text.
    #[arg(long = "emit-bytecode")]
    pub emit_bytecode: bool,
    /// The bytecode version to write (0 to 6; the newest by default).
    #[arg(long = "emit-bytecode-version", value_name = "N")]
    pub emit_bytecode_version: Option<u64>,
    /// Verify the IR after each pass (default true).
    #[arg(long = "verify-each", default_value = "true", action = clap::ArgAction::Set, value_name = "BOOL")]
    pub verify_each: bool,
}

pub fn run(a: OptArgs) -> ExitCode {
    if a.list_passes {
        print!("{}", list_passes());
        return ExitCode::SUCCESS;
    }
    let (name, text) = match read_source(&a.input) {
        Ok(v) => v,
        Err(e) => return report::error(format_args!("cannot read {}: {e}", report::quoted(&a.input))),
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
        emit_bytecode: a.emit_bytecode,
        emit_bytecode_version: a.emit_bytecode_version,
        exiting: true,
    };
    // The IR is written as it is printed, not held whole; a file is
    // replaced only when the whole run succeeds.
    let (result, file) = if a.output == "-" {
        (run_opt_to(&name, text, &opts, &mut IgnoreErrors(std::io::stdout().lock())), None)
    } else {
        let mut file = match Output::create(Path::new(&a.output)) {
            Ok(f) => f,
            Err(e) => return report::error(e),
        };
        (run_opt_to(&name, text, &opts, file.writer()), Some(file))
    };
    let _ = std::io::stderr().write_all(result.report.as_bytes());
    let _ = std::io::stderr().write_all(result.diagnostics.as_bytes());
    if !result.success {
        return ExitCode::FAILURE;
    }
    match crate::output::commit(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => report::error(e),
    }
}

/// `--list-passes`: each pass with its description, then each of its
/// options with its description and, when it has one, its default value
/// (unless the description already gives it).
fn list_passes() -> String {
    let passes = strata::pass::list_passes();
    let options = |name| strata::pass::lookup(name).map_or(&[][..], |p| p.options);
    // Descriptions start in one column, after the longest name.
    let option_width = passes.iter().flat_map(|(n, _)| options(n)).map(|o| o.name.len() + 3);
    let width = passes.iter().map(|(n, _)| n.len()).chain(option_width).max().unwrap_or(0);
    let mut out = String::new();
    for (name, help) in passes {
        let _ = writeln!(out, "  --{name:width$} {help}");
        for o in options(name) {
            let mut line = format!("      {:w$} {}", format!("{}=", o.name), o.help.trim_end(), w = width - 2);
            if !o.default.is_empty() && !o.help.contains("(default") {
                let _ = write!(line, " (default: {})", o.default);
            }
            let _ = writeln!(out, "{}", line.trim_end());
        }
    }
    out
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
/// ([`SourceText::read_file`]). Writing the output over the input file is
/// safe: the output replaces the file only when the run is over, and the
/// mapping keeps the old contents.
fn read_source(path: &str) -> std::io::Result<(String, SourceText)> {
    if path == "-" {
        return read_input(path);
    }
    Ok((path.to_string(), SourceText::read_file(Path::new(path))?))
}

#[cfg(test)]
mod tests {
    #[test]
    fn listed_options_give_each_default_once_and_no_empty_one() {
        strata_lowering::register();
        let list = super::list_passes();
        assert!(list.contains("fast-mem-capacity="), "{list}");
        for line in list.lines() {
            assert!(!line.contains("(default: )"), "{line}");
            assert!(line.matches("(default").count() <= 1, "{line}");
        }
        let line = list.lines().find(|l| l.contains("max-iterations=")).unwrap();
        assert!(line.ends_with("(default: 10)"), "{line}");
        // Descriptions start in one column, after the longest name.
        let column = |l: &str| {
            let name_end = l.len() - l.trim_start().len() + l.trim_start().find(' ').unwrap();
            name_end + l[name_end..].len() - l[name_end..].trim_start().len()
        };
        let columns: std::collections::BTreeSet<usize> = list.lines().map(column).collect();
        assert_eq!(columns.len(), 1, "{list}");
    }
}

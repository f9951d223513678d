//! The driver behind `strata opt`: split input, parse, verify, run passes,
//! print, and check diagnostics against expectations. It never panics on bad
//! input and keeps going with the next `--split-input-file` chunk after an
//! error.

use std::io::Write;
use std::time::Instant;

use crate::ir::Context;
use crate::opdef::Registry;
use crate::pass::{parse_pipeline, run_pipeline, OpPassManager, RunOptions, RunReport};
use crate::syntax::diag::{render, Diagnostic, Severity, Source, SourceText};
use crate::syntax::expect::{self, ExpectKind, Produced};
use crate::syntax::parser::{parse_source, ParseOptions};
use crate::syntax::printer::{write_module, PrintOptions};

/// Options of one `strata opt` run, named after upstream's flags.
#[derive(Clone, Debug, Default)]
pub struct OptOptions {
    pub generic: bool,
    pub debug_info: bool,
    pub allow_unregistered: bool,
    pub split_input_file: bool,
    pub verify_diagnostics: bool,
    /// Pass flags (`canonicalize`, `canonicalize=max-iterations=2`), or
    /// `pipeline:<text>` for a textual pipeline, in order.
    pub passes: Vec<String>,
    /// Print the IR before each pass (`--mlir-print-ir-before-all`).
    pub print_ir_before_all: bool,
    /// Print the IR after each pass (`--mlir-print-ir-after-all`).
    pub print_ir_after_all: bool,
    /// Report wall time per phase and pass (`--mlir-timing`).
    pub timing: bool,
    /// Run nested pipelines on one thread (`--mlir-disable-threading`).
    pub disable_threading: bool,
    /// Skip verification after each pass (`--verify-each=false`).
    pub no_verify_each: bool,
    /// Write bytecode instead of text (`--emit-bytecode`).
    pub emit_bytecode: bool,
    /// The bytecode version to write (`--emit-bytecode-version`; the
    /// newest when unset).
    pub emit_bytecode_version: Option<u64>,
    /// The process exits after the run: leave the IR to the operating system
    /// instead of freeing it op by op (clang's `-disable-free`). Split input
    /// chunks are still freed one by one.
    pub exiting: bool,
}

/// What a run produced: the printed IR, the rendered diagnostics, success.
#[derive(Debug)]
pub struct OptResult {
    pub output: String,
    pub diagnostics: String,
    pub success: bool,
    /// IR dumps and timing reports, for standard error.
    pub report: String,
}

/// The marker line of `--split-input-file`.
const SPLIT_MARKER: &str = "// -----";

/// Byte ranges of the chunks of `text` (the whole text when not splitting).
/// As mlir-opt-19, every occurrence of the marker splits, also one inside a
/// longer line (the rest of that line starts the next chunk).
pub fn split_chunks(text: &str, split: bool) -> Vec<std::ops::Range<usize>> {
    if !split {
        return std::iter::once(0..text.len()).collect();
    }
    let mut chunks = Vec::new();
    let mut start = 0;
    for (pos, _) in text.match_indices(SPLIT_MARKER) {
        chunks.push(start..pos);
        start = pos + SPLIT_MARKER.len();
    }
    chunks.push(start..text.len());
    chunks
}

/// Run the whole `opt` job on one buffer.
pub fn run_opt(name: &str, text: String, opts: &OptOptions) -> OptResult {
    let mut out = Vec::new();
    let mut result = run_opt_to(name, text, opts, &mut out);
    result.output = String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    result
}

/// Like [`run_opt`], but the printed IR goes to `out` as it is printed
/// (the result's `output` stays empty), so it is never held whole.
pub fn run_opt_to(name: &str, text: impl Into<SourceText>, opts: &OptOptions, out: &mut dyn Write) -> OptResult {
    run_opt_with(&Registry::with_all_dialects(), name, text, opts, out)
}

/// Like [`run_opt_to`], with the dialects of `registry`: the driver of a
/// tool of one's own (`toy-opt`) that knows a dialect defined outside
/// Strata. Passes are looked up in the pass registry
/// ([`crate::pass::register_passes`]).
pub fn run_opt_with(
    registry: &Registry,
    name: &str,
    text: impl Into<SourceText>,
    opts: &OptOptions,
    out: &mut dyn Write,
) -> OptResult {
    let start = Instant::now();
    let src = Source::new(name, text);
    let ctx = Context::new();
    let pm = match build_pipeline(&opts.passes) {
        Ok(pm) => pm,
        Err(e) => {
            let diagnostics = format!("strata: error: {e}\n");
            return OptResult { output: String::new(), diagnostics, success: false, report: String::new() };
        }
    };
    if let Some(e) = bytecode_option_error(opts) {
        return OptResult {
            output: String::new(),
            diagnostics: format!("strata: error: {e}\n"),
            success: false,
            report: String::new(),
        };
    }
    let mut diagnostics = String::new();
    let mut success = true;
    let mut report = RunReport::default();
    let mut printed_any = false;
    if crate::bytecode::is_bytecode(src.text.bytes()) {
        let mut output =
            ChunkOutput { out: &mut *out, report: &mut report, printed_any: &mut printed_any, error: None };
        (diagnostics, success) = process_bytecode(&ctx, registry, &src, opts, &pm, &mut output);
    }
    let chunks = if crate::bytecode::is_bytecode(src.text.bytes()) {
        vec![]
    } else {
        split_chunks(&src.text, opts.split_input_file)
    };
    for range in chunks {
        let mut output =
            ChunkOutput { out: &mut *out, report: &mut report, printed_any: &mut printed_any, error: None };
        let diags = process_chunk(&ctx, registry, &src, range.clone(), opts, &pm, &mut output);
        if let Some(e) = output.error {
            success = false;
            diagnostics.push_str(&format!("strata: error: cannot write the output: {e}\n"));
        }
        if opts.verify_diagnostics {
            let problems = check_expectations(&ctx, &src, range, &diags);
            success &= problems.is_empty();
            for d in &problems {
                render(&ctx, Some(&src), d, &mut diagnostics);
            }
        } else {
            success &= diags.is_empty();
            for d in &diags {
                render(&ctx, Some(&src), d, &mut diagnostics);
            }
        }
    }
    let mut text = std::mem::take(&mut report.dumps);
    if opts.timing {
        text.push_str(&crate::pass::format_timing(&report.timings, start.elapsed()));
    }
    if opts.exiting {
        std::mem::forget(ctx);
        std::mem::forget(src);
    }
    OptResult { output: String::new(), diagnostics, success, report: text }
}

/// Where a chunk's results go: its printed module, and its timings and
/// IR dumps.
struct ChunkOutput<'o> {
    out: &'o mut dyn Write,
    report: &'o mut RunReport,
    /// Whether an earlier chunk printed a module (the split marker goes between).
    printed_any: &'o mut bool,
    error: Option<std::io::Error>,
}

/// The pipeline of the pass flags and textual pipelines, in order.
pub fn build_pipeline(passes: &[String]) -> Result<OpPassManager, String> {
    crate::transforms::passes::register_passes();
    let mut pm = OpPassManager::new("builtin.module");
    for p in passes {
        match p.strip_prefix("pipeline:") {
            Some(text) => pm.append(parse_pipeline(text).map_err(|e| format!("invalid pass pipeline: {e}"))?),
            None => pm.add_pass_flag(p)?,
        }
    }
    Ok(pm)
}

/// Parse, verify, transform and print one chunk.
fn process_chunk(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    range: std::ops::Range<usize>,
    opts: &OptOptions,
    pm: &OpPassManager,
    output: &mut ChunkOutput<'_>,
) -> Vec<Diagnostic> {
    let report = &mut *output.report;
    let popts = ParseOptions { allow_unregistered: opts.allow_unregistered };
    let start = Instant::now();
    let parsed = parse_source(ctx, registry, src, range.clone(), popts);
    report.time("Parser", start.elapsed());
    match parsed {
        Ok(m) => process_module(ctx, registry, m, opts, pm, output),
        Err(d) => vec![d],
    }
}

/// The bytecode flags' misuse, worded as mlir-opt-19 words it.
fn bytecode_option_error(opts: &OptOptions) -> Option<String> {
    let v = opts.emit_bytecode_version?;
    if !opts.emit_bytecode {
        return Some("bytecode version while not emitting bytecode".into());
    }
    let max = crate::bytecode::CURRENT_VERSION;
    (v > max).then(|| format!("unsupported version requested {v}, must be in range [0, {max}]"))
}

/// Read, verify, transform and print a bytecode file: the rendered
/// diagnostics and whether the run succeeded.
fn process_bytecode(
    ctx: &Context,
    registry: &Registry,
    src: &Source,
    opts: &OptOptions,
    pm: &OpPassManager,
    output: &mut ChunkOutput<'_>,
) -> (String, bool) {
    let name = &src.name;
    if opts.split_input_file {
        return (format!("{name}: error: --split-input-file does not apply to bytecode input\n"), false);
    }
    let start = Instant::now();
    let read = crate::bytecode::read(ctx, registry, name, src.text.bytes(), opts.allow_unregistered);
    output.report.time("Parser", start.elapsed());
    let module = match read {
        Ok(m) => m,
        Err(e) => return (format!("{name}: error: {e}\n"), false),
    };
    let diags = process_module(ctx, registry, module, opts, pm, output);
    let mut text = String::new();
    for d in &diags {
        render(ctx, Some(src), d, &mut text);
    }
    if let Some(e) = &output.error {
        text.push_str(&format!("strata: error: cannot write the output: {e}\n"));
    }
    let ok = diags.is_empty() && output.error.is_none();
    (text, ok)
}

/// Verify, transform and print one parsed module.
fn process_module(
    ctx: &Context,
    registry: &Registry,
    mut module: crate::ir::Module,
    opts: &OptOptions,
    pm: &OpPassManager,
    output: &mut ChunkOutput<'_>,
) -> Vec<Diagnostic> {
    let report = &mut *output.report;
    let start = Instant::now();
    let errors = crate::verify::verify_module(ctx, registry, &module);
    report.time("Verifier", start.elapsed());
    if !errors.is_empty() {
        return errors;
    }
    if !pm.elements.is_empty() {
        let ropts = RunOptions {
            print_ir_before_all: opts.print_ir_before_all,
            print_ir_after_all: opts.print_ir_after_all,
            timing: opts.timing,
            disable_threading: opts.disable_threading,
            no_verify_each: opts.no_verify_each,
        };
        if let Err(errors) = run_pipeline(ctx, registry, &mut module, pm, &ropts, report) {
            return errors;
        }
    }
    let popts = PrintOptions { generic: opts.generic, debug_info: opts.debug_info };
    let start = Instant::now();
    let out = &mut *output.out;
    let mut written = if std::mem::replace(output.printed_any, true) {
        out.write_all(format!("{SPLIT_MARKER}\n").as_bytes())
    } else {
        Ok(())
    };
    if opts.emit_bytecode {
        let version = opts.emit_bytecode_version.unwrap_or(crate::bytecode::CURRENT_VERSION);
        written = written.and_then(|()| {
            let bytes = crate::bytecode::write(ctx, registry, &module, version).map_err(std::io::Error::other)?;
            out.write_all(&bytes)
        });
        output.error = written.err();
    } else {
        written = written.and_then(|()| write_module(ctx, registry, &module, &popts, out));
        // As mlir-opt: a blank line ends each printed module.
        output.error = written.and_then(|()| out.write_all(b"\n")).err();
    }
    report.time("Output", start.elapsed());
    if opts.exiting && !opts.split_input_file {
        std::mem::forget(module);
    }
    Vec::new()
}

/// Compare produced diagnostics with the chunk's `expected-*` annotations.
fn check_expectations(
    ctx: &Context,
    src: &Source,
    range: std::ops::Range<usize>,
    diags: &[Diagnostic],
) -> Vec<Diagnostic> {
    let first_line = src.line_col(range.start).0;
    let to_diag = |(line, col, msg): (u32, u32, String)| Diagnostic::error(ctx.file_loc(&src.name, line, col), msg);
    let mut expected = match expect::parse_expectations(&src.text[range], first_line) {
        Ok(e) => e,
        Err(errs) => return errs.into_iter().map(to_diag).collect(),
    };
    let mut produced = Vec::new();
    let mut unlocated = Vec::new();
    for d in diags {
        for d in std::iter::once(d).chain(d.notes.iter()) {
            match ctx.file_line_col(d.loc).filter(|(f, _, _)| *f == src.name) {
                Some((_, line, col)) => produced.push(Produced {
                    kind: match d.severity {
                        Severity::Error => ExpectKind::Error,
                        Severity::Warning => ExpectKind::Warning,
                        Severity::Remark => ExpectKind::Remark,
                        Severity::Note => ExpectKind::Note,
                    },
                    line,
                    col,
                    message: d.message.clone(),
                }),
                None => unlocated
                    .push(Diagnostic::error(d.loc, format!("unexpected {}: {}", d.severity.as_str(), d.message))),
            }
        }
    }
    let mut problems: Vec<Diagnostic> = expect::check(&mut expected, &produced).into_iter().map(to_diag).collect();
    problems.extend(unlocated);
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_chunks_on_marker_lines() {
        let t = "a\n// -----\nb\n// -----\nc";
        let c = split_chunks(t, true);
        assert_eq!(c.iter().map(|r| &t[r.clone()]).collect::<Vec<_>>(), vec!["a\n", "\nb\n", "\nc"]);
        assert_eq!(split_chunks(t, false), vec![0..t.len()]);
    }

    #[test]
    fn split_chunks_on_marker_inside_a_line() {
        let t = "a\n// CHECK: // -----\nb";
        let c = split_chunks(t, true);
        assert_eq!(c.iter().map(|r| &t[r.clone()]).collect::<Vec<_>>(), vec!["a\n// CHECK: ", "\nb"]);
    }

    #[test]
    fn streamed_output_of_a_large_module_equals_the_printed_text() {
        // Larger than the printer's chunk, with split chunks and a failing one.
        let mut text = String::from("module {\n");
        for i in 0..5000 {
            text.push_str(&format!("  %{i} = \"tst.op\"() {{n = {i} : i64}} : () -> i32\n"));
        }
        text.push_str("}\n// -----\n\"tst.bad\"(%x) : (i32) -> ()\n// -----\n\"tst.last\"() : () -> ()\n");
        let opts = OptOptions { allow_unregistered: true, split_input_file: true, ..Default::default() };
        let streamed = run_opt("in.mlir", text.clone(), &opts);
        assert!(!streamed.success);
        let first = run_opt("in.mlir", text[..text.find("// -----").unwrap()].to_string(), &opts).output;
        assert!(first.len() > 1 << 17);
        assert!(streamed.output.starts_with(&first));
        assert!(streamed.output[first.len()..].starts_with("// -----\nmodule {\n  \"tst.last\""));
    }
}

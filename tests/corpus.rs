//! The corpus under `tests/corpus/` and `tests/invalid/`, checked against
//! Strata itself (round trips) and against the referee `mlir-opt-19`.

mod common;

use std::path::PathBuf;
use std::process::Command;

use strata::ir::Context;
use strata::opdef::Registry;
use strata::pass::{run_pipeline, RunOptions, RunReport};
use strata::syntax::diag::{Diagnostic, Severity, Source};
use strata::syntax::parser::{parse_source, ParseOptions};
use strata::testing::header::parse_header;
use strata::tool::{build_pipeline, run_opt, split_chunks, OptOptions};

fn files(dir: &str) -> Vec<PathBuf> {
    common::mlir_files(dir, false)
}

/// The three print modes every corpus file is checked in.
const MODES: [(&str, bool, bool); 3] = [("custom", false, false), ("generic", true, false), ("debuginfo", false, true)];

fn opts(generic: bool, debug_info: bool) -> OptOptions {
    OptOptions { generic, debug_info, allow_unregistered: true, ..Default::default() }
}

fn strata_print(name: &str, text: &str, o: &OptOptions) -> String {
    let r = run_opt(name, text.to_string(), o);
    assert!(r.success, "{name}: strata rejected valid input:\n{}", r.diagnostics);
    r.output
}

/// `mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic [extra]` on `text`.
fn referee_generic(text: &str, extra: &[&str]) -> Result<String, String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.mlir");
    std::fs::write(&path, text).unwrap();
    let out = Command::new("mlir-opt-19")
        .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
        .args(extra)
        .arg(&path)
        .output()
        .expect("mlir-opt-19 is required (scripts/setup installs it)");
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).replace(&path.display().to_string(), "<file>"))
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn corpus_round_trips_to_a_fixed_point_in_every_print_mode() {
    for f in files("corpus") {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.display().to_string();
        for (mode, generic, debug) in MODES {
            let o = opts(generic, debug);
            let once = strata_print(&name, &text, &o);
            let twice = strata_print(&name, &once, &o);
            assert_eq!(once, twice, "{name} ({mode}): printing is not a fixed point");
        }
    }
}

#[test]
fn corpus_output_means_the_same_to_the_referee() {
    for f in files("corpus") {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.display().to_string();
        for (mode, generic, debug) in MODES {
            let ours = strata_print(&name, &text, &opts(generic, debug));
            let extra: &[&str] = if debug { &["--mlir-print-debuginfo"] } else { &[] };
            let want = referee_generic(&text, extra).unwrap_or_else(|e| panic!("referee rejects {name}: {e}"));
            let got = referee_generic(&ours, extra)
                .unwrap_or_else(|e| panic!("referee rejects strata's {mode} output of {name}:\n{e}\n{ours}"));
            if debug {
                // Locations of the input file name differ only by the temporary path.
                assert_eq!(got.lines().count(), want.lines().count(), "{name} ({mode})");
            } else {
                assert_eq!(got, want, "{name} ({mode}): strata's output means something else to mlir-opt-19");
            }
        }
    }
}

/// `mlir-opt-19 --allow-unregistered-dialect [extra] FILE`, run from the
/// repository root so that file locations read the same as Strata's.
fn referee_file(rel: &str, extra: &[&str]) -> String {
    let out = Command::new("mlir-opt-19")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("--allow-unregistered-dialect")
        .args(extra)
        .arg(rel)
        .output()
        .expect("mlir-opt-19 is required (scripts/setup installs it)");
    assert!(out.status.success(), "referee rejects {rel}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("referee output is UTF-8")
}

#[test]
fn corpus_prints_exactly_as_the_referee() {
    let mut failures = Vec::new();
    for f in files("corpus") {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let rel = format!("tests/corpus/{name}");
        let text = std::fs::read_to_string(&f).unwrap();
        for (mode, generic, debug) in MODES {
            let mut extra = Vec::new();
            if generic {
                extra.push("--mlir-print-op-generic");
            }
            if debug {
                extra.push("--mlir-print-debuginfo");
            }
            let ours = strata_print(&rel, &text, &opts(generic, debug));
            if ours != referee_file(&rel, &extra) {
                failures.push(format!("{name} ({mode})"));
            }
        }
    }
    assert!(failures.is_empty(), "output differs from mlir-opt-19 for: {}", failures.join(", "));
}

/// Invalid cases Strata does not reject yet, as `file:line` of the chunk
/// start; the test fails when this list is out of date in either direction.
const KNOWN_GAPS: &str = include_str!("invalid/KNOWN_GAPS.txt");

#[test]
fn every_invalid_case_is_rejected_by_strata_and_the_referee_with_a_located_error() {
    let mut gaps = Vec::new();
    for f in files("invalid") {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.display().to_string();
        let short = f.file_name().unwrap().to_string_lossy().into_owned();
        for range in split_chunks(&text, true) {
            let chunk = &text[range.clone()];
            if chunk.trim().is_empty() {
                continue;
            }
            // Keep line numbers of the whole file: pad with the preceding newlines.
            let padded = "\n".repeat(text[..range.start].matches('\n').count()) + chunk;
            let first_line = text[..range.start].matches('\n').count() + 1;
            assert!(referee_generic(&padded, &[]).is_err(), "{name}:{first_line}: the referee accepts this case");
            let r = run_opt(&name, padded.clone(), &opts(false, false));
            if r.success {
                gaps.push(format!("{short}:{first_line}"));
                continue;
            }
            assert!(
                r.diagnostics.starts_with(&format!("{name}:")) && r.diagnostics.contains(": error: "),
                "{name}:{first_line}: diagnostic is not located:\n{}",
                r.diagnostics
            );
        }
    }
    let known: Vec<&str> = KNOWN_GAPS.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    assert_eq!(gaps, known, "invalid cases accepted by strata differ from tests/invalid/KNOWN_GAPS.txt");
}

/// Files whose every case gives exactly upstream's diagnostics under
/// `--verify-diagnostics`; the others are tracked in KNOWN_GAPS.txt and the issue notes.
const EXACT_DIAGNOSTIC_FILES: &[&str] = &[
    "affine.mlir",
    "aliases_locations.mlir",
    "attributes.mlir",
    "builtin_ops.mlir",
    "dominance.mlir",
    "func_call.mlir",
    "lexer.mlir",
    "op_syntax.mlir",
    "resources.mlir",
    "shaped_types.mlir",
    "symbols_isolation.mlir",
    "types.mlir",
    "values.mlir",
];

#[test]
fn diagnostics_match_upstream_annotations_exactly() {
    for f in files("invalid") {
        let short = f.file_name().unwrap().to_string_lossy().into_owned();
        if !EXACT_DIAGNOSTIC_FILES.contains(&short.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&f).unwrap();
        let o = OptOptions { split_input_file: true, verify_diagnostics: true, ..opts(false, false) };
        let r = run_opt(&f.display().to_string(), text, &o);
        assert!(r.success, "{short}: --verify-diagnostics failed:\n{}", r.diagnostics);
    }
}

#[test]
fn verify_diagnostics_reports_a_missing_expected_error() {
    let text = "// expected-error @+1 {{nothing like this}}\n\"tst.op\"() : () -> ()\n";
    let o = OptOptions { verify_diagnostics: true, ..opts(false, false) };
    let r = run_opt("t.mlir", text.to_string(), &o);
    assert!(!r.success);
    assert!(r.diagnostics.contains("was not produced"), "{}", r.diagnostics);
}

/// The error diagnostics (with their notes) of one chunk of `src` run
/// through the parser, the verifier and, when `opts` names passes, the
/// file's pipeline, as (file, line, column, message).
fn chunk_errors(src: &Source, range: std::ops::Range<usize>, opts: &OptOptions) -> Vec<(String, u32, u32, String)> {
    let ctx = Context::new();
    let registry = Registry::with_all_dialects();
    let popts = ParseOptions { allow_unregistered: opts.allow_unregistered };
    let diags = match parse_source(&ctx, &registry, src, range, popts) {
        Err(d) => vec![d],
        Ok(mut module) => {
            let errors = strata::verify::verify_module(&ctx, &registry, &module);
            if !errors.is_empty() || opts.passes.is_empty() {
                errors
            } else {
                let pm = build_pipeline(&opts.passes).expect("the file's pipeline builds");
                let ropts = RunOptions::default();
                run_pipeline(&ctx, &registry, &mut module, &pm, &ropts, &mut RunReport::default())
                    .err()
                    .unwrap_or_default()
            }
        }
    };
    let located = |d: &Diagnostic| match ctx.file_line_col(d.loc) {
        Some((f, l, c)) => (f.to_string(), l, c, d.message.clone()),
        None => (String::new(), 0, 0, d.message.clone()),
    };
    diags.iter().filter(|d| d.severity == Severity::Error).map(located).collect()
}

/// Every `// -----` chunk with an `expected-error` in every `.mlir` file
/// under `tests/` (invalid cases, dialect invalid cases, diagnostics check
/// files) is rejected by the parser, the verifier or the file's pipeline
/// with an error located on a line of that chunk, and nothing panics. The
/// annotations are not matched here (that is `--verify-diagnostics`'s job in
/// the other tests), so this holds for the files that do not match upstream
/// exactly too.
#[test]
fn every_expected_error_chunk_fails_with_an_error_located_inside_it_and_nothing_panics() {
    strata_lowering::register();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    let mut chunks = 0;
    for f in common::mlir_files("", true) {
        let text = std::fs::read_to_string(&f).unwrap();
        if !text.contains("expected-error") {
            continue;
        }
        let name = f.strip_prefix(root).unwrap_or(&f).display().to_string();
        let opts = match parse_header(&text) {
            Ok(h) if text.contains("// PIPELINE:") => h.options,
            // tests/invalid/ runs with unregistered dialects allowed (see above).
            _ => OptOptions { allow_unregistered: name.starts_with("tests/invalid/"), ..Default::default() },
        };
        let src = Source::new(name.clone(), text.clone());
        for range in split_chunks(&text, true) {
            let chunk = &text[range.clone()];
            if !chunk.contains("expected-error") {
                continue;
            }
            chunks += 1;
            let first = text[..range.start].matches('\n').count() as u32 + 1;
            let last = first + chunk.matches('\n').count() as u32;
            let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| chunk_errors(&src, range, &opts)));
            let Ok(errors) = run else {
                problems.push(format!("{name}:{first}: panicked"));
                continue;
            };
            let inside = |(file, line, col, _): &(String, u32, u32, String)| {
                *file == name && (first..=last).contains(line) && *col >= 1
            };
            if !errors.iter().any(inside) {
                problems.push(format!("{name}:{first}-{last}: no error located in the chunk; errors: {errors:?}"));
            }
        }
    }
    assert!(chunks > 500, "only {chunks} chunks with expected-error found");
    assert!(problems.is_empty(), "{} of {chunks} chunks:\n{}", problems.len(), problems.join("\n"));
}

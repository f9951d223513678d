//! The corpus under `tests/corpus/` and `tests/invalid/`, checked against
//! Strata itself (round trips) and against the referee `mlir-opt-19`.

mod common;

use std::path::PathBuf;
use std::process::Command;

use strata::tool::{run_opt, split_chunks, OptOptions};

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

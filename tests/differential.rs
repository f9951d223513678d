//! Differential test against upstream: every file under
//! `tests/check/canonicalize/`, `tests/check/passes/` and
//! `tests/check/lowering/` (recursively) is
//! run through `run_opt` with its `// PIPELINE:` flags and through
//! `mlir-opt-19` with the same flags;
//! both outputs are normalized by a plain `mlir-opt-19` round trip and must
//! be equal. All mismatching files are reported together. `mlir-opt-19` is
//! required (scripts/setup installs it). `STRATA_CHECK_FILTER=<substring
//! of the path>` compares some files only.

mod common;

use std::process::{Command, Stdio};

use strata::testing::header::parse_header;
use strata::tool::run_opt;

const MLIR_OPT: &str = "mlir-opt-19";

/// The folders under `tests/check/` whose files are compared with upstream.
const DIRS: [&str; 3] = ["canonicalize", "passes", "lowering"];

/// Run `mlir-opt-19 args` on `input`; Err: its diagnostics.
fn mlir_opt(args: &[String], input: &str) -> Result<String, String> {
    let mut child = Command::new(MLIR_OPT)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {MLIR_OPT}: {e}"))?;
    use std::io::Write;
    child.stdin.take().unwrap().write_all(input.as_bytes()).map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Normalize a (possibly split) output: each `// -----` chunk round-tripped.
fn normalize(text: &str) -> Result<String, String> {
    mlir_opt(&["--split-input-file".to_string(), "--allow-unregistered-dialect".to_string()], text)
}

#[test]
fn canonicalize_outputs_match_mlir_opt_19() {
    strata_lowering::register();
    assert!(
        Command::new(MLIR_OPT).arg("--version").output().is_ok(),
        "{MLIR_OPT} is required (scripts/setup installs it)"
    );
    let filter = std::env::var("STRATA_CHECK_FILTER").unwrap_or_default();
    let files: Vec<_> = DIRS
        .iter()
        .flat_map(|d| common::mlir_files(&format!("check/{d}"), true))
        .filter(|p| p.display().to_string().contains(&filter))
        .collect();
    let mut failures = String::new();
    for path in &files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let header = match parse_header(&text) {
            Ok(h) => h,
            Err(e) => {
                failures += &format!("{name}: bad header: {e}\n");
                continue;
            }
        };
        let ours = run_opt(&name, text.clone(), &header.options);
        if !ours.success {
            failures += &format!("{name}: strata failed:\n{}\n", ours.diagnostics);
            continue;
        }
        let theirs = match mlir_opt(&header.flags, &text) {
            Ok(t) => t,
            Err(e) => {
                failures += &format!("{name}: {MLIR_OPT} failed:\n{e}\n");
                continue;
            }
        };
        match (normalize(&ours.output), normalize(&theirs)) {
            (Ok(a), Ok(b)) if a == b => {}
            (Ok(a), Ok(b)) => {
                failures += &format!("{name}: output differs\n--- strata\n{a}\n--- {MLIR_OPT}\n{b}\n");
            }
            (Err(e), _) | (_, Err(e)) => failures += &format!("{name}: normalization failed:\n{e}\n"),
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

//! Dialect tests under `tests/dialects/`: each file must print exactly as
//! `mlir-opt-19` prints it (custom and generic form), and printing must reach
//! a fixed point. Files under `tests/dialects/invalid/` hold upstream-style
//! `expected-error` cases that both Strata and `mlir-opt-19` must satisfy
//! under `--verify-diagnostics`.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use strata::tool::{run_opt, OptOptions};

fn files(dir: &str) -> Vec<PathBuf> {
    common::mlir_files(dir, false)
}

/// `mlir-opt-19 ARGS FILE`: (success, stdout, stderr).
fn referee(args: &[&str], file: &Path) -> (bool, String, String) {
    let out = Command::new("mlir-opt-19")
        .args(args)
        .arg(file)
        .output()
        .expect("mlir-opt-19 is required (scripts/setup installs it)");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn dialect_files_print_exactly_as_the_referee_prints_them() {
    for f in files("dialects") {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.display().to_string();
        for generic in [false, true] {
            let opts = OptOptions { generic, split_input_file: true, ..Default::default() };
            let ours = run_opt(&name, text.clone(), &opts);
            assert!(ours.success, "{name}: strata rejected valid input:\n{}", ours.diagnostics);
            let mut args = vec!["--split-input-file"];
            if generic {
                args.push("--mlir-print-op-generic");
            }
            let (ok, theirs, err) = referee(&args, &f);
            assert!(ok, "referee rejects {name}: {err}");
            assert_eq!(ours.output, theirs, "{name} (generic: {generic}): output differs from mlir-opt-19");
            let again = run_opt(&name, ours.output.clone(), &opts);
            assert_eq!(again.output, ours.output, "{name} (generic: {generic}): printing is not a fixed point");
        }
    }
}

#[test]
fn dialect_invalid_cases_are_diagnosed_like_the_referee() {
    for f in files("dialects/invalid") {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.display().to_string();
        let opts = OptOptions { split_input_file: true, verify_diagnostics: true, ..Default::default() };
        let ours = run_opt(&name, text, &opts);
        assert!(ours.success, "{name}: strata's diagnostics differ from the expectations:\n{}", ours.diagnostics);
        let (ok, _, err) = referee(&["--split-input-file", "--verify-diagnostics"], &f);
        assert!(ok, "{name}: mlir-opt-19's diagnostics differ from the expectations:\n{err}");
    }
}

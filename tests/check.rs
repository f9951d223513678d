//! Check tests under `tests/check/` (recursively): each `.mlir` file names
//! its `strata opt` flags in a `// PIPELINE:` header, is run through
//! `run_opt`, and the output must satisfy the file's FileCheck directives
//! (`strata::testing::filecheck`). See `docs/testing.md`.
//!
//! Every file is run and all failures are reported together. Set
//! `STRATA_CHECK_FILTER=<substring of the path>` to run some files only.

use std::fmt::Write;
mod common;

use std::path::Path;

use strata::testing::filecheck::{render_all, CheckFile, CheckOptions};
use strata::testing::header::parse_header;
use strata::tool::run_opt;

/// Run one check test. `name` is how the file is named in messages and in
/// the locations `strata opt` prints. Err: every problem, readable.
fn run_check_test(name: &str, text: &str) -> Result<(), String> {
    let header = parse_header(text).map_err(|e| format!("{name}: error: {e}\n"))?;
    let checks = CheckFile::parse(name, text, &CheckOptions::default());
    // A diagnostics test may have nothing to check in the printed output.
    let no_checks = matches!(&checks, Err(e) if e.len() == 1 && e[0].message.starts_with("no check strings"));
    if no_checks && header.options.verify_diagnostics {
        let result = run_opt(name, text.to_string(), &header.options);
        return if result.success { Ok(()) } else { Err(failed_run(name, &header.flags, &result.diagnostics)) };
    }
    let checks = checks.map_err(|e| render_all(&e))?;
    let result = run_opt(name, text.to_string(), &header.options);
    if !result.success {
        return Err(failed_run(name, &header.flags, &result.diagnostics));
    }
    checks.check("output", &result.output).map_err(|e| {
        let mut s = render_all(&e);
        let _ = writeln!(s, "\nfull output of `{}`:", command(&header.flags));
        for (n, line) in result.output.lines().enumerate() {
            let _ = writeln!(s, "{:>6} | {line}", n + 1);
        }
        s
    })
}

fn failed_run(name: &str, flags: &[String], diagnostics: &str) -> String {
    format!("{name}: error: `{}` failed:\n{diagnostics}", command(flags))
}

/// `strata opt FLAGS`, for messages.
fn command(flags: &[String]) -> String {
    std::iter::once("strata opt").chain(flags.iter().map(String::as_str)).collect::<Vec<_>>().join(" ")
}

#[test]
fn check_files_satisfy_their_check_lines() {
    strata_lowering::register();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = common::mlir_files("check", true);
    let filter = std::env::var("STRATA_CHECK_FILTER").unwrap_or_default();
    let mut failures = Vec::new();
    let mut ran = 0;
    for f in &files {
        // Relative names keep printed locations independent of the checkout.
        let name = f.strip_prefix(root).unwrap_or(f).display().to_string();
        if !name.contains(&filter) {
            continue;
        }
        ran += 1;
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{name}: {e}"));
        if let Err(e) = run_check_test(&name, &text) {
            failures.push(e);
        }
    }
    assert!(ran > 0, "STRATA_CHECK_FILTER={filter:?} selects no file");
    assert!(failures.is_empty(), "{} of {ran} check files failed:\n\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn a_wrong_check_line_fails_with_its_location_and_the_output() {
    let text = "// PIPELINE: --mlir-print-op-generic\n\
                // CHECK: \"func.func\"\n\
                // CHECK-NEXT: \"arith.subi\"\n\
                func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
    let err = run_check_test("mem.mlir", text).unwrap_err();
    assert!(err.starts_with("mem.mlir:3:16: error: CHECK-NEXT: expected string not found in input"), "{err}");
    assert!(err.contains("full output of `strata opt --mlir-print-op-generic`:"), "{err}");
    assert!(run_check_test("mem.mlir", &text.replace("CHECK-NEXT: \"arith.subi\"", "CHECK: \"arith.addi\"")).is_ok());
}

#[test]
fn a_file_without_checks_or_with_a_bad_header_fails() {
    let err = run_check_test("mem.mlir", "// PIPELINE:\nmodule {}\n").unwrap_err();
    assert!(err.contains("no check strings found"), "{err}");
    let err = run_check_test("mem.mlir", "// PIPELINE: --frobnicate\n// CHECK: module\nmodule {}\n").unwrap_err();
    assert!(err.contains("unknown flag '--frobnicate'"), "{err}");
    let err = run_check_test("mem.mlir", "// PIPELINE:\n// CHECK: module\nmodule {\n").unwrap_err();
    assert!(err.contains("`strata opt` failed") && err.contains("mem.mlir:"), "{err}");
}

#[test]
fn a_diagnostics_test_needs_no_check_lines_but_its_expectations_are_enforced() {
    let text = "// PIPELINE:\n// VERIFY-DIAGNOSTICS\n\
                func.func @f() -> i32 {\n  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}\n  return\n}\n";
    run_check_test("mem.mlir", text).unwrap();
    let err = run_check_test("mem.mlir", &text.replace("has 0 operands", "has 9 operands")).unwrap_err();
    assert!(err.contains("failed"), "{err}");
}

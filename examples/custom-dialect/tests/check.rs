//! Check tests of the poly dialect under `tests/check/`, in the format of
//! Strata's own (its `docs/testing.md`): each `.mlir` file names its
//! `strata opt` flags in a `// PIPELINE:` header and is run through
//! `strata::tool::run_opt_with` with this crate's registry; the output
//! must satisfy the file's FileCheck directives, and with
//! `// VERIFY-DIAGNOSTICS` the diagnostics its `expected-error` lines.

use std::path::Path;

use strata::testing::filecheck::{render_all, CheckFile, CheckOptions};
use strata::testing::header::parse_header;
use strata::tool::{run_opt_with, OptOptions};

/// Run the opt job of a test on `text`: (printed IR, diagnostics, success).
fn opt(name: &str, text: &str, options: &OptOptions) -> (String, String, bool) {
    let registry = poly_dialect::registry();
    let mut out = Vec::new();
    let result = run_opt_with(&registry, name, text.to_string(), options, &mut out);
    (String::from_utf8_lossy(&out).into_owned(), result.diagnostics, result.success)
}

/// Run one check test; Err: every problem, readable.
fn run_check_test(name: &str, text: &str) -> Result<(), String> {
    poly_dialect::lower::register_passes();
    let header = parse_header(text).map_err(|e| format!("{name}: error: {e}"))?;
    let (output, diagnostics, success) = opt(name, text, &header.options);
    if !success {
        return Err(format!("{name}: error: `strata opt {}` failed:\n{diagnostics}", header.flags.join(" ")));
    }
    if header.options.verify_diagnostics && !text.contains("CHECK") {
        return Ok(());
    }
    let checks = CheckFile::parse(name, text, &CheckOptions::default()).map_err(|e| render_all(&e))?;
    checks.check("output", &output).map_err(|e| format!("{}\nfull output:\n{output}", render_all(&e)))
}

#[test]
fn check_files_satisfy_their_check_lines() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/check");
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.retain(|f| f.extension().is_some_and(|e| e == "mlir"));
    files.sort();
    assert!(!files.is_empty(), "no check files in {}", dir.display());
    let mut failures = Vec::new();
    for f in &files {
        let name = format!("tests/check/{}", f.file_name().unwrap().to_string_lossy());
        let text = std::fs::read_to_string(f).unwrap();
        if let Err(e) = run_check_test(&name, &text) {
            failures.push(e);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} check files failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn a_wrong_expectation_fails() {
    let text = "// PIPELINE:\n// VERIFY-DIAGNOSTICS\n\
                // expected-error @+1 {{a polynomial has at least one coefficient}}\n\
                \"test.op\"() : () -> !poly.poly<1 x f32>\n";
    let err = run_check_test("mem.mlir", text).unwrap_err();
    assert!(err.contains("expected error \"a polynomial has at least one coefficient\" was not produced"), "{err}");
}

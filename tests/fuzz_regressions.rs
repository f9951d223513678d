//! Minimized inputs found by the fuzz targets under `fuzz/` (see
//! docs/testing.md, "Fuzzing"), run the way the target that found each one
//! runs it: every one must give a located diagnostic or succeed, never panic.

use strata::tool::{run_opt, OptOptions};

/// Print `text`, re-parse the print and print again: both prints must be
/// equal, in the custom and the generic form (the `roundtrip` target).
fn assert_roundtrips(text: &str) {
    for generic in [false, true] {
        let opts = OptOptions { generic, allow_unregistered: true, ..Default::default() };
        let first = run_opt("in.mlir", text.to_string(), &opts);
        assert!(first.success, "the input does not parse and verify:\n{}", first.diagnostics);
        let second = run_opt("printed.mlir", first.output.clone(), &opts);
        assert!(
            second.success,
            "the printed module (generic: {generic}) does not parse:\n{}\n{}",
            second.diagnostics, first.output
        );
        assert_eq!(first.output, second.output, "printing is not a fixed point (generic: {generic})");
    }
}

/// `vector.print punctuation <newline>` prints as a bare `vector.print` (the
/// punctuation is the default); the `%x =` of the next op is not its
/// operand. (mlir-opt-19 fails on its own print here.)
#[test]
fn bare_vector_print_before_an_op_with_results_roundtrips() {
    assert_roundtrips(
        "func.func @f() {\n  vector.print punctuation <newline>\n  %c = arith.constant 1.5 : f32\n  \
         vector.print\n  %a, %b = \"tst.two\"() : () -> (i32, i32)\n  vector.print\n  \
         %p:2 = \"tst.two\"() : () -> (i32, i32)\n  vector.print %c : f32\n  return\n}\n",
    );
}

/// The operand form still parses, and an operand without its type is still
/// an error at the op.
#[test]
fn vector_print_operand_needs_its_type() {
    let opts = OptOptions::default();
    let r = run_opt("in.mlir", "func.func @f(%x: f32) {\n  vector.print %x\n  return\n}\n".to_string(), &opts);
    assert!(!r.success);
    assert!(r.diagnostics.starts_with("in.mlir:2:18: error: expected ':'"), "{}", r.diagnostics);
}

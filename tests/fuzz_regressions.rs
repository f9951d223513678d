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

/// `strata opt` on `text`, on a thread with a main thread's stack of an
/// unoptimized build (as tests/cli.rs): the limits must hold within it.
fn opt_on_big_stack(text: String) -> strata::tool::OptResult {
    let opts = OptOptions { allow_unregistered: true, ..Default::default() };
    let run = move || run_opt("in.mlir", text, &opts);
    std::thread::Builder::new().stack_size(64 << 20).spawn(run).unwrap().join().expect("no panic")
}

/// Run `strata opt` on `text` and return its diagnostics, asserting that it
/// failed with a located error.
fn located_error(text: String) -> String {
    let r = opt_on_big_stack(text);
    assert!(!r.success, "accepted");
    assert!(r.diagnostics.starts_with("in.mlir:1:"), "not located:\n{}", r.diagnostics);
    r.diagnostics
}

fn affine_map_attr(expr: &str) -> String {
    format!("#m = affine_map<(d0)[s0] -> ({expr})>\n\"t.op\"() {{a = #m}} : () -> ()\n")
}

/// Parentheses and negations in an affine expression recurse in the
/// parser: a depth limit, not a stack overflow.
#[test]
fn deeply_parenthesized_affine_expressions_are_rejected() {
    let n = 100_000;
    for expr in [format!("{}d0{}", "(".repeat(n), ")".repeat(n)), format!("{}d0", "-".repeat(n))] {
        let d = located_error(affine_map_attr(&expr));
        assert!(d.contains("error: nesting deeper than 1000 levels is not supported"), "{d}");
    }
    // Below the limit they still parse (and simplify away).
    let expr = format!("{}d0 + s0{}", "(".repeat(500), ")".repeat(500));
    let r = opt_on_big_stack(affine_map_attr(&expr));
    assert!(r.success, "{}", r.diagnostics);
    assert!(r.output.starts_with("#map = affine_map<(d0)[s0] -> (d0 + s0)>"), "{}", r.output);
}

/// A long chain of binary operators builds a deep tree without any
/// parentheses; the printer and the passes recurse over it (and so does
/// dropping it).
#[test]
fn affine_expressions_of_deep_operator_chains_are_rejected() {
    let n = 100_000;
    for op in [" floordiv 2", " * s0", " mod s0", " + d0 floordiv s0"] {
        let d = located_error(affine_map_attr(&format!("d0{}", op.repeat(n))));
        assert!(d.contains("error: affine expression deeper than 1000 levels is not supported"), "{op}: {d}");
    }
    let r = opt_on_big_stack(affine_map_attr(&format!("d0{}", " mod s0".repeat(500))));
    assert!(r.success, "{}", r.diagnostics);
}

/// A type or attribute whose dialect namespace is empty (`!.x<...>`, found
/// inside `!llvm.func<...>` and unregistered bodies) used to parse and print
/// as `!<x<...>>`, which does not parse. It is an error, as upstream's, at the
/// symbol after the dot.
#[test]
fn empty_dialect_namespace_is_an_error() {
    for (text, col) in [
        ("\"t.x\"() {a = !.0xof<o -> b>} : () -> ()\n", 16),
        ("\"t.x\"() {a = #.9223372036854775808<!llvm.ptr, i2>} : () -> ()\n", 16),
        ("func.func private @f(!llvm.func<i32 (!..)>)\n", 40),
    ] {
        let d = located_error(text.to_string());
        assert!(d.starts_with(&format!("in.mlir:1:{col}: error: invalid dialect namespace '\"\"'")), "{d}");
    }
}

/// `!dialect.` with no body is a pretty name with an empty body (`!a<>`), and
/// `$` may follow the first character of a namespace.
#[test]
fn unusual_but_valid_dialect_names_roundtrip() {
    assert_roundtrips("\"t.x\"() {a = !a., b = #b., c = !a$b.c<x>, d = !a..b<x>} : () -> ()\n");
}

//! Bad input of every kind gives a located diagnostic, never a panic.

use strata::tool::{run_opt, OptOptions};

fn run(text: &str) -> strata::tool::OptResult {
    run_opt("bad.mlir", text.to_string(), &OptOptions { allow_unregistered: true, ..Default::default() })
}

#[test]
fn truncated_input_and_huge_integers_are_diagnosed() {
    for (text, msg) in [
        ("func.func @f(%a: i32) {\n  return %a : i32\n", "expected '}' to end a region"),
        ("\"t.op\"() {a = 123456789012345678901234567890 : i32} : () -> ()", "integer constant out of range"),
        ("\"t.op\"() {a = \"unterminated} : () -> ()", "expected '\"' in string literal"),
        ("\"t.op\"() : () -> i99999999", "integer bitwidth is limited"),
    ] {
        let r = run(text);
        assert!(!r.success, "{text}");
        assert!(r.diagnostics.contains(msg) && r.diagnostics.contains("bad.mlir:"), "{text}: {}", r.diagnostics);
        assert!(r.diagnostics.contains('^'), "no caret: {}", r.diagnostics);
    }
}

#[test]
fn split_input_file_continues_after_a_failed_chunk() {
    let text = "\"t.a\"() : () -> ()\n// -----\n%x = \"t.b\"(%y) : (i32) -> i32\n// -----\n\"t.c\"() : () -> ()\n";
    let o = OptOptions { allow_unregistered: true, split_input_file: true, ..Default::default() };
    let r = run_opt("s.mlir", text.to_string(), &o);
    assert!(!r.success);
    assert!(r.diagnostics.contains("s.mlir:3:"), "{}", r.diagnostics);
    assert!(r.output.contains("\"t.a\"") && r.output.contains("\"t.c\""), "{}", r.output);
}

#[test]
fn output_is_deterministic_across_runs_and_threads() {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/attrs_aggregate.mlir")).unwrap();
    let o = OptOptions { allow_unregistered: true, ..Default::default() };
    let first = run_opt("d.mlir", text.clone(), &o).output;
    let outs: Vec<String> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..4).map(|_| s.spawn(|| run_opt("d.mlir", text.clone(), &o).output)).collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(outs.iter().all(|o| *o == first));
}

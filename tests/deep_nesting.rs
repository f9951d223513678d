//! Deeply nested input: 20 000 nested regions parse, verify and print, and
//! the passes run on deep nests, on a thread whose stack is far smaller
//! than the recursion would need without `strata::stack` (a debug build
//! takes about 10 KiB of stack per level); nesting past the limits is a
//! located error, never a stack overflow.

use std::io::Write;

use strata::syntax::diag::SourceText;
use strata::syntax::parser::{MAX_ATTRIBUTE_NESTING, MAX_NESTING};
use strata::testing::nesting::nested_ifs;
use strata::tool::{run_opt, run_opt_to, OptOptions, OptResult};

/// Stack of the threads the tests run on: 2 MiB, room for some 200 levels
/// of unguarded recursion.
const STACK: usize = 2 << 20;

fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(STACK).spawn(f).unwrap().join().expect("no panic, no overflow")
}

/// `n` levels of alternating `affine.for` and `affine.if` around an
/// access.
fn nested_affine(n: usize) -> String {
    let mut s = String::from(
        "#set = affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>\nfunc.func @g(%m: memref<8xf32>, %n: index) {\n",
    );
    for i in 0..n {
        s += &if i % 2 == 0 {
            format!("affine.for %i{i} = 0 to %n {{\n")
        } else {
            format!("affine.if #set(%i{})[%n] {{\n", i - 1)
        };
    }
    s += "%v = affine.load %m[0] : memref<8xf32>\naffine.store %v, %m[1] : memref<8xf32>\n";
    s += &"}\n".repeat(n);
    s += "return\n}\n";
    s
}

/// Counts the lines printed and keeps the last few.
#[derive(Default)]
struct Sink {
    lines: usize,
    tail: Vec<u8>,
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.lines += memchr::memchr_iter(b'\n', buf).count();
        let keep = buf.len().min(4096);
        self.tail.extend_from_slice(&buf[buf.len() - keep..]);
        let cut = self.tail.len().saturating_sub(4096);
        self.tail.drain(..cut);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn twenty_thousand_nested_regions_parse_verify_and_print() {
    let n = 20_000;
    let (r, sink) = on_small_stack(move || {
        let mut sink = Sink::default();
        let r = run_opt_to("deep.mlir", SourceText::from(nested_ifs(n)), &OptOptions::default(), &mut sink);
        (r, sink)
    });
    assert!(r.success, "{}", r.diagnostics);
    // Each level prints its constant, compare, `scf.if`, yield, `} else {`,
    // yield and `}`.
    assert!(sink.lines > 7 * n, "{} lines", sink.lines);
    let tail = String::from_utf8_lossy(&sink.tail);
    assert!(tail.ends_with("    return %0 : i32\n  }\n}\n\n"), "{tail}");
}

/// The printed form of a few thousand levels (as deep as mlir-opt-19 goes
/// on its 8 MiB stack) is upstream's.
#[test]
fn deep_nesting_prints_as_upstream() {
    let text = nested_ifs(2000);
    let ours = on_small_stack({
        let text = text.clone();
        move || run_opt("deep.mlir", text, &OptOptions::default())
    });
    assert!(ours.success, "{}", ours.diagnostics);
    let out = std::process::Command::new("mlir-opt-19")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(text.as_bytes())?;
            c.wait_with_output()
        })
        .expect("mlir-opt-19 is required (scripts/setup installs it)");
    assert_eq!(ours.output, String::from_utf8(out.stdout).unwrap());
}

fn opt(text: String, passes: &[&str]) -> OptResult {
    let opts = OptOptions { passes: passes.iter().map(|p| p.to_string()).collect(), ..Default::default() };
    on_small_stack(move || run_opt("deep.mlir", text, &opts))
}

/// Each pass walks, rewrites, clones or converts the nest (the nested pass
/// pipelines run on threads of their own, here of the test's stack size).
#[test]
fn passes_run_on_deep_nests() {
    let ifs = nested_ifs(1000);
    for passes in [
        &["canonicalize"][..],
        &["cse"],
        &["inline"],
        &["symbol-dce"],
        &["sccp"],
        &["loop-invariant-code-motion"],
        &["inline", "canonicalize", "cse", "symbol-dce", "sccp"],
        &["convert-scf-to-cf"],
        &["strip-debuginfo"],
    ] {
        let r = opt(ifs.clone(), passes);
        assert!(r.success, "{passes:?}: {}", r.diagnostics);
    }
    let affine = nested_affine(1000);
    for pass in [
        "canonicalize",
        "cse",
        "lower-affine",
        "affine-loop-invariant-code-motion",
        "affine-loop-normalize",
        "affine-simplify-structures",
        "affine-scalrep",
        "affine-loop-unroll",
        "affine-loop-unroll-jam",
        "affine-loop-fusion",
        "affine-loop-tile",
        "affine-super-vectorize",
        "affine-data-copy-generate",
    ] {
        let r = opt(affine.clone(), &[pass]);
        assert!(r.success, "{pass}: {}", r.diagnostics);
    }
}

/// The dialect conversions down to the llvm dialect, on a smaller nest:
/// the lowered function is one region of three blocks per level.
#[test]
fn lowering_to_llvm_runs_on_deep_nests() {
    strata_lowering::register();
    for text in [nested_ifs(300), nested_affine(300)] {
        let r = opt(text, &["lower-to-llvm"]);
        assert!(r.success, "{}", r.diagnostics);
        assert!(r.output.contains("llvm.cond_br"), "{}", &r.output[..2000.min(r.output.len())]);
    }
}

/// The error of input nested past a limit: located in the input.
fn nesting_error(text: String) -> String {
    let opts = OptOptions { allow_unregistered: true, ..Default::default() };
    let r = on_small_stack(move || run_opt("deep.mlir", text, &opts));
    assert!(!r.success, "accepted");
    assert!(r.diagnostics.starts_with("deep.mlir:"), "not located:\n{}", r.diagnostics);
    r.diagnostics.lines().next().unwrap().to_string()
}

#[test]
fn regions_nested_past_the_limit_are_a_located_error() {
    let n = MAX_NESTING + 1;
    let text = "\"t.op\"() ({\n".repeat(n) + &"}) : () -> ()\n".repeat(n);
    let e = nesting_error(text);
    assert_eq!(e, format!("deep.mlir:{n}:11: error: nesting deeper than {MAX_NESTING} levels is not supported"));
}

/// Fuzz-like: each construct the parser recurses on, nested just past its
/// limit, inside a few regions; the error points into the nest.
#[test]
fn types_attributes_and_expressions_nested_past_the_limit_are_located_errors() {
    let n = MAX_ATTRIBUTE_NESTING + 1;
    let wrap = |attr: String| format!("\"t.a\"() ({{\n\"t.b\"() {{a = {attr}}} : () -> ()\n}}) : () -> ()\n");
    let cases = [
        wrap(format!("{}0{}", "[".repeat(n), "]".repeat(n))),
        wrap(format!("{}i32{}", "tuple<".repeat(n), ">".repeat(n))),
        wrap(format!("{}i32{}", "vector<2x".to_string() + &"tuple<".repeat(n), ">".repeat(n + 1))),
        wrap(format!("{}i32{}", "!llvm.struct<(".to_string() + &"struct<(".repeat(n), ")>".repeat(n + 1))),
        wrap(format!("{}i32{}", "memref<2x".to_string() + &"complex<".repeat(n), ">".repeat(n + 1))),
        wrap(format!("dense<{}1{}> : tensor<1xi32>", "[".repeat(n), "]".repeat(n))),
        wrap(format!("{{b = {}1{}}}", "{c = ".repeat(n), "}".repeat(n))),
        wrap(format!("affine_map<(d0) -> ({}d0{})>", "(".repeat(n), ")".repeat(n))),
        wrap(format!("affine_map<(d0) -> ({}d0)>", "-".repeat(n))),
        wrap(format!("affine_map<(d0) -> (d0{})>", " floordiv 2".repeat(n))),
        format!("\"t.c\"() : () -> () loc({}unknown{})\n", "callsite(".repeat(n), " at unknown)".repeat(n)),
        format!("\"t.c\"() : () -> () loc({}unknown{})\n", "fused[".repeat(n), "]".repeat(n)),
        format!("\"t.c\"() : () -> ({}i32{})\n", "(".repeat(n), ") -> i32".repeat(n)),
    ];
    for text in cases {
        let e = nesting_error(text.clone());
        assert!(e.contains("deeper than 1000 levels is not supported"), "{}...: {e}", &text[..80]);
    }
}

/// The same constructs nested just within their limit, inside 1000 nested
/// regions: parsed, verified, printed and printed again (the printer and
/// the alias finder recurse over them too).
#[test]
fn types_attributes_and_expressions_nested_to_the_limit_print() {
    let n = MAX_ATTRIBUTE_NESTING - 2;
    let attrs = [
        format!("{}0{}", "[".repeat(n), "]".repeat(n)),
        format!("{}i32{}", "tuple<".repeat(n), ">".repeat(n)),
        format!("{}i32{}", "!llvm.struct<(".to_string() + &"struct<(".repeat(n - 1), ")>".repeat(n)),
        format!("{}i32{}", "(".repeat(n), ") -> i32".repeat(n)),
        format!("dense<{}1{}> : tensor<{}i32>", "[".repeat(n), "]".repeat(n), "1x".repeat(n)),
        format!("{}1{}", "{c = ".repeat(n), "}".repeat(n)),
        format!("affine_map<(d0) -> ({}d0{})>", "(".repeat(n), " + 1)".repeat(n)),
        format!("affine_map<(d0) -> (d0{})>", " floordiv 2".repeat(n)),
    ];
    let regions = 1000;
    for attr in attrs {
        let text = "\"t.a\"() ({\n".repeat(regions)
            + &format!("\"t.b\"() {{a = {attr}}} : () -> () loc({}unknown{})\n", "fused[".repeat(n), "]".repeat(n))
            + &"}) : () -> ()\n".repeat(regions);
        for generic in [false, true] {
            let opts = OptOptions { allow_unregistered: true, generic, debug_info: true, ..Default::default() };
            let first = on_small_stack({
                let (text, opts) = (text.clone(), opts.clone());
                move || run_opt("deep.mlir", text, &opts)
            });
            assert!(first.success, "{}: {}", &attr[..40], first.diagnostics);
            let again = on_small_stack({
                let printed = first.output.clone();
                move || run_opt("printed.mlir", printed, &opts)
            });
            assert!(again.success, "{}: {}", &attr[..40], again.diagnostics);
            assert_eq!(first.output, again.output);
        }
    }
}

/// Nested isolated ops (modules in modules, each an arena of its own) are
/// nesting too: the nested pass pipelines, conversions and drops recurse
/// over them.
#[test]
fn passes_run_on_deeply_nested_modules() {
    strata_lowering::register();
    let n = 2000;
    let text = "module {\n".repeat(n) + "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n" + &"}\n".repeat(n);
    for passes in [
        &[][..],
        &["canonicalize"],
        &["cse"],
        &["inline"],
        &["symbol-dce"],
        &["sccp"],
        &["loop-invariant-code-motion"],
        &["lower-affine"],
        &["convert-scf-to-cf"],
        &["pipeline:builtin.module(func.func(canonicalize,cse))"],
    ] {
        // Each module level takes less stack than a region level: a
        // smaller stack still needs the guards.
        let opts = OptOptions { passes: passes.iter().map(|p| p.to_string()).collect(), ..Default::default() };
        let text = text.clone();
        let run = move || run_opt("deep.mlir", text, &opts);
        let r = std::thread::Builder::new().stack_size(512 << 10).spawn(run).unwrap().join().expect("no overflow");
        assert!(r.success, "{passes:?}: {}", r.diagnostics);
        assert_eq!(r.output.matches("module {").count(), n, "{passes:?}");
    }
}

//! Generated inputs of the parse + verify + print throughput benchmark.
//!
//! Shared by the criterion bench (`benches/parse_print.rs`, scaled down) and
//! `examples/gen_bench_inputs.rs` (full size, used by `benches/compare.sh`).
//! Ops are unregistered `tst.*` ops so that Strata and `mlir-opt-19` (both with
//! `--allow-unregistered-dialect`) treat them alike; functions, calls and
//! returns are the func dialect, which both tools verify.

use std::fmt::Write;

/// One `func.func` with about `ops` arith-like ops in a single block: a mix of
/// constants with attributes, integer and float arithmetic, compares, selects
/// and result-less ops, each using recent values.
pub fn big_function(ops: usize) -> String {
    let groups = ops.div_ceil(8);
    let mut s = String::with_capacity(groups * 8 * 80);
    s.push_str("func.func @big(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: tensor<4xf32>) -> i32 {\n");
    let (mut int_a, mut int_b, mut flt) = ("%arg0".to_string(), "%arg1".to_string(), "%arg2".to_string());
    for g in 0..groups {
        let v = g * 7;
        let (a, m, f, p) = (v + 1, v + 2, v + 4, v + 5);
        let _ = writeln!(s, "  %{v} = \"tst.constant\"() {{value = {} : i32}} : () -> i32", g % 1000);
        let _ = writeln!(s, "  %{a} = \"tst.addi\"({int_a}, %{v}) : (i32, i32) -> i32");
        let _ =
            writeln!(s, "  %{m} = \"tst.muli\"(%{a}, {int_b}) {{overflow = [\"nsw\", \"nuw\"]}} : (i32, i32) -> i32");
        let _ = writeln!(s, "  %{} = \"tst.sitofp\"(%{m}) : (i32) -> f32", v + 3);
        let _ = writeln!(
            s,
            "  %{f} = \"tst.mulf\"(%{}, {flt}) {{fastmath = \"contract\", scale = 1.5 : f32}} : (f32, f32) -> f32",
            v + 3
        );
        let _ = writeln!(s, "  %{p} = \"tst.cmpi\"(%{a}, %{m}) {{predicate = {} : i64}} : (i32, i32) -> i1", g % 10);
        let _ = writeln!(s, "  %{} = \"tst.select\"(%{p}, %{a}, %{m}) : (i1, i32, i32) -> i32", v + 6);
        let _ = writeln!(s, "  \"tst.store\"(%{f}, %arg3) {{index = [{}, 0]}} : (f32, tensor<4xf32>) -> ()", g % 4);
        int_b = std::mem::replace(&mut int_a, format!("%{}", v + 6));
        flt = format!("%{}", v + 4);
    }
    let _ = writeln!(s, "  return {int_a} : i32\n}}");
    s
}

/// A module of `n` small functions; each calls the previous one, some have
/// several blocks joined by unregistered branch ops, every tenth is private
/// and external.
pub fn many_functions(n: usize) -> String {
    let mut s = String::with_capacity(n * 400);
    s.push_str("module {\n");
    for i in 0..n {
        if i % 10 == 9 {
            let _ = writeln!(s, "  func.func private @f{i}(i32, i32) -> i32 attributes {{tst.id = {i} : i64}}");
            continue;
        }
        let _ = writeln!(s, "  func.func @f{i}(%a: i32, %b: i32) -> i32 attributes {{tst.id = {i} : i64}} {{");
        let _ = writeln!(s, "    %0 = \"tst.addi\"(%a, %b) : (i32, i32) -> i32");
        let callee = if i == 0 { None } else { Some(i - 1) };
        match callee {
            Some(c) => _ = writeln!(s, "    %1 = func.call @f{c}(%0, %b) : (i32, i32) -> i32"),
            None => _ = writeln!(s, "    %1 = \"tst.muli\"(%0, %b) : (i32, i32) -> i32"),
        }
        if i % 3 == 0 {
            s.push_str("    %2 = \"tst.cmpi\"(%0, %1) {predicate = 2 : i64} : (i32, i32) -> i1\n");
            s.push_str("    \"tst.cond_br\"(%2, %0, %1)[^bb1, ^bb2] : (i1, i32, i32) -> ()\n");
            s.push_str("  ^bb1(%x: i32):\n    \"tst.br\"(%x)[^bb3] : (i32) -> ()\n");
            s.push_str("  ^bb2(%y: i32):\n    %3 = \"tst.neg\"(%y) : (i32) -> i32\n");
            s.push_str("    \"tst.br\"(%3)[^bb3] : (i32) -> ()\n");
            s.push_str("  ^bb3(%r: i32):\n    return %r : i32\n  }\n");
        } else {
            s.push_str("    %2 = \"tst.muli\"(%1, %0) : (i32, i32) -> i32\n    return %2 : i32\n  }\n");
        }
    }
    s.push_str("}\n");
    s
}

/// `nests` loop nests of `depth` nested unregistered region ops in one
/// function; each level uses the induction variables of the enclosing level
/// and a value of the function entry, so dominance is checked across regions.
pub fn loop_nests(nests: usize, depth: usize) -> String {
    let mut s = String::with_capacity(nests * depth * 300);
    s.push_str("func.func @loops(%lb: index, %ub: index, %buf: memref<?xf32>) {\n");
    s.push_str("  %step = \"tst.constant\"() {value = 1 : index} : () -> index\n");
    let mut next = 0usize;
    for _ in 0..nests {
        let mut outer = "%lb".to_string();
        for d in 0..depth {
            let pad = "  ".repeat(d + 1);
            let _ = writeln!(s, "{pad}\"tst.for\"({outer}, %ub, %step) ({{\n{pad}^bb0(%i{next}: index):");
            let _ = writeln!(s, "{pad}  %v{next} = \"tst.addi\"(%i{next}, {outer}) : (index, index) -> index");
            let _ = writeln!(
                s,
                "{pad}  %w{next} = \"tst.load\"(%buf, %v{next}) {{nontemporal = false}} : (memref<?xf32>, index) -> f32"
            );
            outer = format!("%v{next}");
            next += 1;
        }
        for d in (0..depth).rev() {
            let pad = "  ".repeat(d + 1);
            let _ = writeln!(s, "{pad}  \"tst.yield\"() : () -> ()");
            let _ = writeln!(s, "{pad}}}) {{tst.depth = {d} : i64}} : (index, index, index) -> ()");
        }
    }
    s.push_str("  return\n}\n");
    s
}

/// The three inputs at a scale factor: `1.0` is the full size
/// (1 000 000 ops, 10 000 functions, loop nests 64 deep).
pub fn inputs(scale: f64) -> Vec<(&'static str, String)> {
    let n = |full: f64| ((full * scale) as usize).max(1);
    vec![
        ("big_function", big_function(n(1_000_000.0))),
        ("many_functions", many_functions(n(10_000.0))),
        ("loop_nests", loop_nests(n(1_000.0), 64)),
    ]
}

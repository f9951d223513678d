//! Generated inputs of the parse + verify + print throughput benchmark.
//!
//! Shared by the criterion bench (`benches/parse_print.rs`, scaled down) and
//! `examples/gen_bench_inputs.rs` (full size, used by `benches/compare.sh`).
//! The first three inputs use unregistered `tst.*` ops so that Strata and
//! `mlir-opt-19` (both with `--allow-unregistered-dialect`) treat them alike;
//! functions, calls and returns are the func dialect, which both tools
//! verify. The arith/scf and affine inputs are registered ops throughout, so
//! both tools run their op parsers, verifiers and printers.

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

/// `n` functions of registered arith and scf ops: an `scf.for` with
/// loop-carried values around integer and float arithmetic with overflow and
/// fast-math flags, compares, selects, casts, an `scf.if` with results and
/// memref loads and stores, so both tools run their real op verifiers,
/// parsers and printers.
pub fn arith_scf(n: usize) -> String {
    let mut s = String::with_capacity(n * 1800);
    for i in 0..n {
        let _ = writeln!(
            s,
            "func.func @k{i}(%buf: memref<?xf32>, %idx: memref<128xi32>, %n: index, %a: i32, %x: f32) -> (i32, f32) {{"
        );
        s.push_str(concat!(
            "  %c0 = arith.constant 0 : index\n",
            "  %c1 = arith.constant 1 : index\n",
            "  %c7 = arith.constant 7 : i32\n",
            "  %half = arith.constant 5.000000e-01 : f32\n",
            "  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a, %facc = %x) -> (i32, f32) {\n",
            "    %ii = arith.index_cast %i : index to i32\n",
            "    %s = arith.addi %acc, %ii overflow<nsw> : i32\n",
            "    %m = arith.muli %s, %c7 overflow<nsw, nuw> : i32\n",
            "    %d = arith.remsi %m, %c7 : i32\n",
            "    %cmp = arith.cmpi slt, %d, %ii : i32\n",
            "    %sel = arith.select %cmp, %m, %d : i32\n",
            "    %v = memref.load %buf[%i] : memref<?xf32>\n",
            "    %f = arith.sitofp %sel : i32 to f32\n",
            "    %p = arith.mulf %v, %f fastmath<fast> : f32\n",
            "    %q = arith.addf %facc, %p fastmath<contract> : f32\n",
            "    %big = arith.cmpf ogt, %q, %half : f32\n",
            "    %g = scf.if %big -> (f32) {\n",
            "      %h = arith.mulf %q, %half : f32\n",
            "      memref.store %h, %buf[%i] : memref<?xf32>\n",
            "      scf.yield %h : f32\n",
            "    } else {\n",
            "      %e = arith.negf %q : f32\n",
            "      scf.yield %e : f32\n",
            "    }\n",
            "    %k = arith.andi %sel, %c7 : i32\n",
            "    %kk = arith.index_cast %k : i32 to index\n",
            "    memref.store %sel, %idx[%kk] : memref<128xi32>\n",
            "    scf.yield %sel, %g : i32, f32\n",
            "  }\n",
            "  return %r#0, %r#1 : i32, f32\n",
            "}\n",
        ));
    }
    s
}

/// `n` functions of affine loop nests: tiled loops with `affine.min` upper
/// bounds, map-indexed `affine.load`/`affine.store`, `affine.apply` and an
/// `affine.if` on an integer set, exercising the affine map parser and
/// printer and the valid dim/symbol rules.
pub fn affine_nests(n: usize) -> String {
    let mut s = String::with_capacity(n * 1500 + 200);
    s.push_str("#lb = affine_map<(d0) -> (d0)>\n");
    s.push_str("#tile = affine_map<(d0)[s0] -> (d0 + 32, s0)>\n");
    s.push_str("#set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>\n");
    for i in 0..n {
        let _ =
            writeln!(s, "func.func @a{i}(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>, %n: index) {{");
        s.push_str(concat!(
            "  %cst0 = arith.constant 0.000000e+00 : f32\n",
            "  affine.for %i0 = 0 to %n step 32 {\n",
            "    affine.for %j0 = 0 to %n step 32 {\n",
            "      affine.for %i = #lb(%i0) to min #tile(%i0)[%n] {\n",
            "        affine.for %j = #lb(%j0) to min #tile(%j0)[%n] {\n",
            "          %acc = affine.for %k = 0 to %n iter_args(%sum = %cst0) -> (f32) {\n",
            "            %a = affine.load %A[%i, %k] : memref<?x?xf32>\n",
            "            %b = affine.load %B[%k, %j] : memref<?x?xf32>\n",
            "            %p = arith.mulf %a, %b : f32\n",
            "            %t = arith.addf %sum, %p : f32\n",
            "            affine.yield %t : f32\n",
            "          }\n",
            "          %ij = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 floordiv 4 - s0 mod 3)>(%i, %j)[%n]\n",
            "          affine.if #set(%i, %j)[%n] {\n",
            "            affine.store %acc, %C[%i, %j] : memref<?x?xf32>\n",
            "          } else {\n",
            "            affine.store %acc, %C[%j, %i + 1] : memref<?x?xf32>\n",
            "          }\n",
            "          %m = affine.min affine_map<(d0)[s0] -> (d0, s0 - 1, 64)>(%ij)[%n]\n",
            "          affine.store %acc, %C[%ij, %j floordiv 2] : memref<?x?xf32>\n",
            "          memref.store %acc, %C[%m, %j] : memref<?x?xf32>\n",
            "        }\n",
            "      }\n",
            "    }\n",
            "  }\n",
            "  return\n",
            "}\n",
        ));
    }
    s
}

/// The inputs at a scale factor: `1.0` is full size (1 000 000 ops, 10 000
/// functions, loop nests 64 deep, 4 000 arith/scf kernels, 4 000 affine
/// nests).
pub fn inputs(scale: f64) -> Vec<(&'static str, String)> {
    let n = |full: f64| ((full * scale) as usize).max(1);
    vec![
        ("big_function", big_function(n(1_000_000.0))),
        ("many_functions", many_functions(n(10_000.0))),
        ("loop_nests", loop_nests(n(1_000.0), 64)),
        ("arith_scf", arith_scf(n(4_000.0))),
        ("affine_nests", affine_nests(n(4_000.0))),
    ]
}

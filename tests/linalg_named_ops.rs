//! The named-op table (`src/dialects/linalg/named_ops.def`) against
//! `mlir-opt-19`: one instance of every named op, on memrefs whose shapes
//! the op's own maps give, generalized by both (`--linalg-generalize-named-ops`
//! prints each op's maps, iterator types and payload) and printed in the
//! custom and generic forms.

use std::io::Write;
use std::process::Command;

use strata::dialects::linalg::named::{named_ops, NamedOp, OperandShape};
use strata::tool::{run_opt, OptOptions};

/// A function holding one memref instance of `op` (element types `elem`
/// for the inputs and `out` for the output), or `None` when a rank-polymorphic op is instantiated at rank 2.
fn instance(op: &NamedOp, elem: &str, out: &str) -> String {
    let loops = if op.polymorphic { 2 } else { op.loops.len() };
    let sizes: Vec<i64> = (0..loops).map(|i| 2 + i as i64).collect();
    let defaults: Vec<Vec<i64>> = op.index_attrs.iter().map(|a| a.default.clone()).collect();
    let ranks: Vec<usize> = op
        .operands
        .iter()
        .map(|o| match &o.shape {
            OperandShape::Indexed(es) => es.len(),
            OperandShape::Scalar => 0,
            OperandShape::Any => 2,
        })
        .collect();
    let maps = op.indexing_maps(&ranks, &defaults);
    let last: Vec<i64> = sizes.iter().map(|s| s - 1).collect();
    let mut types = Vec::new();
    for (o, m) in op.operands.iter().zip(&maps) {
        let t = if o.output { out } else { elem };
        let ty = match &o.shape {
            OperandShape::Scalar if !o.output => o.ty.clone().unwrap_or(t.to_string()),
            _ => {
                let dims: Vec<String> =
                    m.results.iter().map(|e| (e.eval(&last, &[]).unwrap() + 1).to_string()).collect();
                format!("memref<{}{t}>", dims.iter().map(|d| format!("{d}x")).collect::<String>())
            }
        };
        types.push(ty);
    }
    let n = op.num_inputs();
    let args: Vec<String> = types.iter().enumerate().map(|(i, t)| format!("%a{i}: {t}")).collect();
    let names = |r: std::ops::Range<usize>| r.map(|i| format!("%a{i}")).collect::<Vec<_>>().join(", ");
    let ins = if n > 0 { format!(" ins({} : {})", names(0..n), types[..n].join(", ")) } else { String::new() };
    let outs = format!(" outs({} : {})", names(n..types.len()), types[n..].join(", "));
    format!("func.func @f({}) {{\n  {}{ins}{outs}\n  return\n}}\n", args.join(", "), op.name)
}

fn referee(args: &[&str], text: &str) -> String {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(text.as_bytes()).unwrap();
    let out = Command::new("mlir-opt-19").args(args).arg(f.path()).output().expect("mlir-opt-19 is required");
    assert!(out.status.success(), "referee rejects:\n{text}\n{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn every_named_op_generalizes_and_prints_as_the_referee() {
    for op in named_ops() {
        // batch_reduce_matmul multiplies before casting (upstream's body) and
        // the elementwise ops do not cast: both need one element type.
        let uncast = op.name.ends_with("batch_reduce_matmul")
            || (op.polymorphic && op.fn_attrs.is_empty() && !op.name.ends_with("fill"));
        let variants: &[(&str, &str)] = if op.name.ends_with("div_unsigned") {
            &[("i32", "i32")]
        } else if uncast {
            &[("f32", "f32")]
        } else if op.name.ends_with("elemwise_unary") {
            &[("f32", "f32"), ("f16", "f32")]
        } else {
            &[("f32", "f32"), ("i8", "i32"), ("f16", "f32")]
        };
        for (elem, out) in variants {
            let text = instance(op, elem, out);
            let cases: [(&[&str], OptOptions); 3] = [
                (&[], OptOptions::default()),
                (&["--mlir-print-op-generic"], OptOptions { generic: true, ..Default::default() }),
                (
                    &["--linalg-generalize-named-ops"],
                    OptOptions { passes: vec!["linalg-generalize-named-ops".into()], ..Default::default() },
                ),
            ];
            for (args, opts) in cases {
                let ours = run_opt("named.mlir", text.clone(), &opts);
                assert!(ours.success, "{}: strata rejects:\n{text}\n{}", op.name, ours.diagnostics);
                assert_eq!(ours.output, referee(args, &text), "{} {args:?} differs on\n{text}", op.name);
            }
        }
    }
}

//! The pass manager as users drive it: pipelines, options, IR dumps,
//! timing and threading.

use strata::tool::{run_opt, OptOptions};

const INPUT: &str = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.addi %a, %a : i32\n  %2 = arith.muli %0, %1 : i32\n  return %2 : i32\n}\nfunc.func @g(%a: i32) -> i32 {\n  %0 = arith.subi %a, %a : i32\n  %1 = arith.subi %a, %a : i32\n  %2 = arith.muli %0, %1 : i32\n  return %2 : i32\n}\n";

fn run(passes: &[&str], f: impl FnOnce(&mut OptOptions)) -> strata::tool::OptResult {
    let mut opts = OptOptions { passes: passes.iter().map(|s| s.to_string()).collect(), ..Default::default() };
    f(&mut opts);
    run_opt("in.mlir", INPUT.to_string(), &opts)
}

#[test]
fn nested_pipeline_runs_on_every_function_with_or_without_threads() {
    let threaded = run(&["pipeline:builtin.module(func.func(cse))"], |_| {});
    let single = run(&["pipeline:builtin.module(func.func(cse))"], |o| o.disable_threading = true);
    assert!(threaded.success, "{}", threaded.diagnostics);
    assert_eq!(threaded.output, single.output);
    assert_eq!(threaded.output.matches("arith.addi").count(), 1, "{}", threaded.output);
    assert_eq!(threaded.output.matches("arith.subi").count(), 1, "{}", threaded.output);
}

#[test]
fn ir_is_dumped_after_each_pass() {
    let r = run(&["cse", "canonicalize"], |o| o.print_ir_after_all = true);
    assert!(r.success);
    let cse = r.report.find("// -----// IR Dump After CSE (cse) //----- //").expect("cse dump");
    let canon = r.report.find("// -----// IR Dump After Canonicalizer (canonicalize) //----- //").expect("dump");
    assert!(cse < canon);
}

#[test]
fn timing_reports_each_pass() {
    let r = run(&["cse"], |o| o.timing = true);
    for name in ["Execution time report", "Parser", "Verifier", "CSE (cse)", "Output", "Total"] {
        assert!(r.report.contains(name), "{name} missing from:\n{}", r.report);
    }
}

#[test]
fn bad_pipelines_and_options_are_errors() {
    for (passes, msg) in [
        (&["pipeline:builtin.module(nope)"][..], "'nope' does not refer to a registered pass"),
        (&["canonicalize=max-iterations=x"], "value invalid for uint argument 'max-iterations'"),
        (&["canonicalize=bogus=1"], "no such option bogus"),
        (&["pipeline:builtin.module(cse"], "unbalanced '('"),
        (&["pipeline:builtin.module(inline{default-pipeline=bogus})"], "'bogus' does not refer to a registered pass"),
        (&["pipeline:builtin.module(inline{op-pipelines=cse})"], "wrapped with the anchor operation type"),
        (&["pipeline:builtin.module(inline{op-pipelines=func.func(cse})"], "unterminated quote or bracket"),
        (&["pipeline:builtin.module(inline{inlining-threshold=-3})"], "value invalid for uint argument"),
    ] {
        let r = run(passes, |_| {});
        assert!(!r.success, "{passes:?}");
        assert!(r.diagnostics.contains(msg), "{passes:?}: {}", r.diagnostics);
    }
}

/// Option values may hold spaces inside quotes and brackets: the inliner's
/// pipelines run on each function (here cse, then canonicalize bottom-up).
#[test]
fn inline_runs_its_pipelines_with_nested_options() {
    let r = run(
        &["pipeline:builtin.module(inline{default-pipeline=\"cse,canonicalize{max-iterations=2 top-down=false}\"})"],
        |_| {},
    );
    assert!(r.success, "{}", r.diagnostics);
    assert_eq!(r.output.matches("arith.addi").count(), 1, "{}", r.output);
    assert!(!r.output.contains("arith.subi"), "{}", r.output);
}

/// affine-super-vectorize reports bad options at the function, with
/// upstream's messages (a remark for mismatched list lengths, as upstream),
/// and fails; none of them panics.
#[test]
fn super_vectorize_bad_options_are_diagnosed_at_the_function() {
    for (options, msg) in [
        ("virtual-vector-size=0", "in.mlir:1:1: error: Vectorization factor must be greater than zero."),
        ("virtual-vector-size=8,-2", "in.mlir:1:1: error: Vectorization factor must be greater than zero."),
        (
            "virtual-vector-size=4,8 test-fastest-varying=0",
            "in.mlir:1:1: remark: Fastest varying pattern specified with different size than the vector size.",
        ),
        (
            "virtual-vector-size=4,8 vectorize-reductions=true",
            "in.mlir:1:1: error: Vectorizing reductions is supported only for 1-D vectors.",
        ),
        ("virtual-vector-size=4x", "invalid value '4x' for option virtual-vector-size"),
    ] {
        let pass = format!("affine-super-vectorize={options}");
        let r = run(&[pass.as_str()], |_| {});
        assert!(!r.success, "{options}");
        assert!(r.diagnostics.contains(msg), "{options}: {}", r.diagnostics);
    }
    for options in ["", "virtual-vector-size=2,2,2,2"] {
        let pass = format!("affine-super-vectorize={options}");
        let r = run(&[pass.as_str()], |_| {});
        assert!(r.success, "{options}: nothing to vectorize with no sizes or more than 3: {}", r.diagnostics);
    }
}

/// linalg-block-pack-matmul refuses options that mlir-opt-19 crashes on
/// (a block factor of 0, an mnk-order that is not a permutation of three)
/// with an error naming the option.
#[test]
fn block_pack_matmul_bad_options_are_errors() {
    for (options, msg) in [
        ("block-factors=32,0,16", "linalg-block-pack-matmul: block-factors must be positive"),
        ("block-factors=8,8,8 mnk-order=0,1", "linalg-block-pack-matmul: mnk-order must be a permutation of 0,1,2"),
        ("block-factors=8,8,8 mnk-order=0,1,1", "linalg-block-pack-matmul: mnk-order must be a permutation of 0,1,2"),
        ("block-factors=8,8,8 mnk-padded-multiples=16,16", "mnk-padded-multiples must be empty or three sizes"),
        ("block-factors=8,x,8", "invalid value 'x' for option block-factors"),
        ("allow-padding=maybe", "invalid value 'maybe' for option allow-padding"),
    ] {
        let pass = format!("linalg-block-pack-matmul={options}");
        let r = run(&[pass.as_str()], |_| {});
        assert!(!r.success, "{options}");
        assert!(r.diagnostics.contains(msg), "{options}: {}", r.diagnostics);
    }
}

/// linalg-winograd-conv2d refuses an F(m, r) it has no matrices for, and
/// options that are not numbers, with an error naming them.
#[test]
fn winograd_conv2d_bad_options_are_errors() {
    for (options, msg) in [
        ("m=3", "linalg-winograd-conv2d: F(3, 3) is not implemented; m and r may be 2 and 3, 4 and 3, or 2 and 5"),
        ("m=4 r=5", "linalg-winograd-conv2d: F(4, 5) is not implemented"),
        ("m=x", "'x' value invalid for uint argument 'm'"),
    ] {
        let pass = format!("linalg-winograd-conv2d={options}");
        let r = run(&[pass.as_str()], |_| {});
        assert!(!r.success, "{options}");
        assert!(r.diagnostics.contains(msg), "{options}: {}", r.diagnostics);
    }
    for options in ["", "m=2 r=3", "m=2 r=5"] {
        let pass = format!("linalg-winograd-conv2d={options}");
        let r = run(&[pass.as_str()], |_| {});
        assert!(r.success, "{options}: {}", r.diagnostics);
    }
}

#[test]
fn nested_passes_dump_the_op_they_ran_on() {
    let r = run(&["pipeline:builtin.module(func.func(cse),cse)"], |o| {
        o.print_ir_after_all = true;
        o.disable_threading = true;
    });
    assert!(r.success, "{}", r.diagnostics);
    // As mlir-opt-19: each function alone after each nested pass (one blank
    // line after it), then the module after the module-level pass (two).
    let dumps: Vec<&str> = r.report.split("// -----// IR Dump After CSE (cse) //----- //\n").skip(1).collect();
    assert_eq!(dumps.len(), 3, "{}", r.report);
    assert!(dumps[0].starts_with("func.func @f(") && dumps[0].ends_with("}\n\n"), "{}", dumps[0]);
    assert!(dumps[1].starts_with("func.func @g(") && dumps[1].ends_with("}\n\n"), "{}", dumps[1]);
    assert!(dumps[2].starts_with("module {\n") && dumps[2].ends_with("}\n\n\n"), "{}", dumps[2]);
}

/// A pass that breaks the IR: it erases the terminator of each block.
struct DropTerminators;

impl strata::pass::Pass for DropTerminators {
    fn run(
        &self,
        _cx: &strata::pass::PassCx<'_>,
        target: &mut strata::pass::Target,
    ) -> Result<(), strata::syntax::diag::Diagnostic> {
        let body = &mut target.body;
        let blocks: Vec<_> = body.roots.iter().flat_map(|&r| body.region(r).blocks.clone()).collect();
        for b in blocks {
            if let Some(t) = body.last_op(b) {
                body.erase_op(t);
            }
        }
        Ok(())
    }
}

static DROP_TERMINATORS: strata::pass::PassInfo = strata::pass::PassInfo {
    name: "test-drop-terminators",
    display: "DropTerminators",
    help: "erase block terminators",
    anchor: Some("func.func"),
    options: &[],
    create: |_| Ok(Box::new(DropTerminators)),
};

#[test]
fn ir_is_verified_after_each_nested_pass() {
    use strata::pass::{run_pipeline, Element, OpPassManager, RunOptions, RunReport};
    let ctx = strata::ir::Context::new();
    let registry = strata::opdef::Registry::with_all_dialects();
    let src = "func.func @f() {\n  return\n}\n";
    let parse = || strata::syntax::parser::parse_str(&ctx, &registry, src, Default::default()).expect("parses");
    let mut nested = OpPassManager::new("func.func");
    nested.elements.push(Element::Pass {
        pass: Box::new(DropTerminators),
        info: &DROP_TERMINATORS,
        options: String::new(),
    });
    let mut pm = OpPassManager::new("builtin.module");
    pm.elements.push(Element::Nested(nested));
    for disable_threading in [false, true] {
        let mut m = parse();
        let ropts = RunOptions { disable_threading, ..Default::default() };
        let errors = run_pipeline(&ctx, &registry, &mut m, &pm, &ropts, &mut RunReport::default())
            .expect_err("the broken function is reported");
        assert!(errors.iter().any(|d| d.message.contains("empty block: expect at least a terminator")), "{errors:?}");
    }
    // Without verification the broken IR goes through.
    let ropts = RunOptions { no_verify_each: true, ..Default::default() };
    assert!(run_pipeline(&ctx, &registry, &mut parse(), &pm, &ropts, &mut RunReport::default()).is_ok());
}

#[test]
fn ir_is_dumped_before_and_after_each_pass_in_order() {
    let r = run(&["pipeline:builtin.module(func.func(cse),canonicalize)"], |o| {
        o.print_ir_before_all = true;
        o.print_ir_after_all = true;
        o.disable_threading = true;
    });
    assert!(r.success, "{}", r.diagnostics);
    let headers: Vec<&str> = r.report.lines().filter(|l| l.starts_with("// -----// IR Dump")).collect();
    assert_eq!(
        headers,
        [
            "// -----// IR Dump Before CSE (cse) //----- //",
            "// -----// IR Dump After CSE (cse) //----- //",
            "// -----// IR Dump Before CSE (cse) //----- //",
            "// -----// IR Dump After CSE (cse) //----- //",
            "// -----// IR Dump Before Canonicalizer (canonicalize) //----- //",
            "// -----// IR Dump After Canonicalizer (canonicalize) //----- //",
        ]
    );
    // Before CSE, @f still has both additions.
    let first = r.report.split("// -----// IR Dump After").next().unwrap_or_default();
    assert_eq!(first.matches("arith.addi").count(), 2, "{first}");
}

/// The buffer hoisting passes and the linalg rewrites take no options: an
/// option given to one of them is a diagnostic naming it, not a panic, on
/// the command line and in a pipeline.
#[test]
fn optionless_hoisting_and_linalg_passes_refuse_options() {
    for pass in [
        "buffer-hoisting",
        "buffer-loop-hoisting",
        "linalg-inline-scalar-operands",
        "linalg-specialize-generic-ops",
        "linalg-named-op-conversion",
    ] {
        let flag = format!("{pass}=bogus=1");
        let nested = format!("pipeline:builtin.module(func.func({pass}{{max-iterations=2}}))");
        for passes in [flag.as_str(), nested.as_str()] {
            let r = run(&[passes], |_| {});
            assert!(!r.success, "{passes}");
            assert!(r.diagnostics.contains("no such option"), "{passes}: {}", r.diagnostics);
            assert!(r.diagnostics.contains(pass), "{passes}: {}", r.diagnostics);
        }
        let r = run(&[pass], |_| {});
        assert!(r.success, "{pass}: {}", r.diagnostics);
    }
}

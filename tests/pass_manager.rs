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
    ] {
        let r = run(passes, |_| {});
        assert!(!r.success, "{passes:?}");
        assert!(r.diagnostics.contains(msg), "{passes:?}: {}", r.diagnostics);
    }
}

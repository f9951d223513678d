//! Inputs that parse and verify go through the `lower-to-llvm` pipeline,
//! registered and built as `strata compile` does (without LLVM codegen):
//! the pipeline must succeed or report diagnostics, and what it produces
//! must verify.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata::opdef::Registry;
use strata::ir::Context;
use strata::pass::{run_pipeline, RunOptions, RunReport};
use strata::syntax::diag::{render, Source};
use strata::syntax::parser::{parse_source, ParseOptions};
use strata::syntax::printer::{print_module, PrintOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    strata_lowering::register();
    let registry = Registry::with_all_dialects();
    let ctx = Context::new();
    let src = Source::new("fuzz.mlir", text.to_string());
    let Ok(mut module) = parse_source(&ctx, &registry, &src, 0..text.len(), ParseOptions::default()) else { return };
    if !strata::verify::verify_module(&ctx, &registry, &module).is_empty() {
        return;
    }
    let pm = strata::tool::build_pipeline(&["lower-to-llvm".to_string()]).expect("lower-to-llvm is registered");
    let ropts = RunOptions { disable_threading: true, ..RunOptions::default() };
    let mut report = RunReport::default();
    if run_pipeline(&ctx, &registry, &mut module, &pm, &ropts, &mut report).is_err() {
        return;
    }
    // The pass manager verified the result after each pass; print it as
    // `--emit mlir` does.
    let _ = print_module(&ctx, &registry, &module, &PrintOptions::default());
    let errors = strata::verify::verify_module(&ctx, &registry, &module);
    if !errors.is_empty() {
        let mut msg = String::new();
        for d in &errors {
            render(&ctx, Some(&src), d, &mut msg);
        }
        panic!("lower-to-llvm produced a module that does not verify:\n{msg}");
    }
});

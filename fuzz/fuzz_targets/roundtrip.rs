//! Inputs that parse and verify are printed, the text re-parsed and printed
//! again: both prints must be equal, in the custom and the generic form.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata::opdef::Registry;
use strata::ir::Context;
use strata::syntax::diag::{render, Source};
use strata::syntax::parser::{parse_source, ParseOptions};
use strata::syntax::printer::{print_module, PrintOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let registry = Registry::with_all_dialects();
    let ctx = Context::new();
    let popts = || ParseOptions { allow_unregistered: true };
    let src = Source::new("fuzz.mlir", text.to_string());
    let Ok(module) = parse_source(&ctx, &registry, &src, 0..text.len(), popts()) else { return };
    if !strata::verify::verify_module(&ctx, &registry, &module).is_empty() {
        return;
    }
    for generic in [false, true] {
        let opts = PrintOptions { generic, debug_info: false };
        let first = print_module(&ctx, &registry, &module, &opts);
        let src2 = Source::new("printed.mlir", first.clone());
        let reparsed = match parse_source(&ctx, &registry, &src2, 0..first.len(), popts()) {
            Ok(m) => m,
            Err(d) => {
                let mut msg = String::new();
                render(&ctx, Some(&src2), &d, &mut msg);
                panic!("the printed module (generic: {generic}) does not parse:\n{msg}\n--- printed ---\n{first}");
            }
        };
        let errors = strata::verify::verify_module(&ctx, &registry, &reparsed);
        if !errors.is_empty() {
            let mut msg = String::new();
            for d in &errors {
                render(&ctx, Some(&src2), d, &mut msg);
            }
            panic!("the printed module (generic: {generic}) does not verify:\n{msg}\n--- printed ---\n{first}");
        }
        let second = print_module(&ctx, &registry, &reparsed, &opts);
        assert_eq!(first, second, "printing is not a fixed point (generic: {generic})");
    }
});

//! Lexer and parser on raw bytes, as `strata opt` reads a file: any input
//! must give a module or a diagnostic, never a panic, overflow or hang.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata::opdef::Registry;
use strata::ir::Context;
use strata::syntax::diag::Source;
use strata::syntax::parser::{parse_source, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    let len = text.len();
    let src = Source::new("fuzz.mlir", text);
    let registry = Registry::with_all_dialects();
    let ctx = Context::new();
    for allow_unregistered in [false, true] {
        let _ = parse_source(&ctx, &registry, &src, 0..len, ParseOptions { allow_unregistered });
    }
});

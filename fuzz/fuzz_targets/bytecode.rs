//! The bytecode reader on raw bytes, as `strata opt` reads a file that
//! starts with the bytecode magic number: any input must give a module or
//! an error, never a panic, overflow, hang or an allocation out of
//! proportion to the input. A module that reads is verified, printed and
//! written back as bytecode, which must read again.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata::ir::Context;
use strata::opdef::Registry;
use strata::syntax::printer::{print_module, PrintOptions};

fuzz_target!(|data: &[u8]| {
    let registry = Registry::with_all_dialects();
    let ctx = Context::new();
    let Ok(module) = strata::bytecode::read(&ctx, &registry, "fuzz.mlirbc", data, true) else { return };
    if !strata::verify::verify_module(&ctx, &registry, &module).is_empty() {
        return;
    }
    let _ = print_module(&ctx, &registry, &module, &PrintOptions::default());
    if let Ok(bytes) = strata::bytecode::write(&ctx, &registry, &module, strata::bytecode::CURRENT_VERSION) {
        if let Err(e) = strata::bytecode::read(&ctx, &registry, "again.mlirbc", &bytes, true) {
            panic!("Strata's own bytecode does not read back: {e}");
        }
    }
});

//! Structure-aware: the input's bytes are the choices of the random program
//! generator (`strata::testing::random_program::module_from_bytes`), so
//! every input is a valid program over arith, scf and memref without
//! undefined behaviour. It must compile to LLVM IR and to an object file
//! at -O0 and -O2, as `strata compile` does: any error is a finding (the
//! program is valid), and so is a panic or an abort inside LLVM.
//!
//! What the programs print is compared with upstream MLIR by the
//! random-program test of `targets/tests/run.rs`; this target explores
//! more shapes than its seeds reach.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata::testing::random_program::module_from_bytes;
use strata_targets::compile::{compile_source, CompileOptions, Emit};

fuzz_target!(|data: &[u8]| {
    let text = module_from_bytes(data);
    for (emit, opt_level) in [(Emit::Llvm, 0), (Emit::Obj, 2)] {
        let opts = CompileOptions { emit, opt_level, ..CompileOptions::default() };
        if let Err(e) = compile_source("fuzz.mlir", text.clone(), &opts) {
            panic!("a generated program does not compile ({emit:?}, -O{opt_level}):\n{e}\n{text}");
        }
    }
});

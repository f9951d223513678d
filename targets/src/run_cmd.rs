//! `strata run`: execute a function of an MLIR module in-process, like
//! upstream's `mlir-cpu-runner`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use strata_targets::jit::{run_source, EntryResult, RunOptions};

use crate::report;

#[derive(Args, Debug)]
pub struct RunArgs {
    /// Input `.mlir` file; `-` (the default) reads standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// The function to call: one the module defines, without arguments.
    #[arg(short = 'e', default_value = "main")]
    pub entry: String,
    /// The entry function's result type (checked against its signature); a
    /// result is printed on its own line.
    #[arg(long = "entry-point-result", value_enum, default_value = "void")]
    pub result: EntryResult,
    /// Shared libraries to load so the module can call into them (comma-separated or repeated).
    #[arg(long = "shared-libs", value_delimiter = ',')]
    pub shared_libs: Vec<PathBuf>,
    /// Optimization level: -O0 to -O3 (default -O2); -O3 also optimizes loop nests
    /// (GEMM-like nests become packed, register-tiled vector code) for this CPU.
    #[arg(short = 'O', default_value = "2", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
    /// Accept ops, types and attributes of dialects Strata does not register
    /// (they must still be lowered away).
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered: bool,
    /// Floating-point contraction: `fast` lets multiplications and additions
    /// fuse into fused multiply-adds; `off` (the default) keeps every rounding.
    #[arg(long = "fp-contract", value_enum, default_value = "off")]
    pub fp_contract: crate::compile_cmd::FpContract,
}

pub fn run(a: RunArgs) -> ExitCode {
    let (name, text) = match crate::opt::read_input(&a.input) {
        Ok(v) => v,
        Err(e) => return report::error(format_args!("cannot read {}: {e}", report::quoted(&a.input))),
    };
    let opts = RunOptions {
        entry: a.entry,
        result: a.result,
        shared_libs: a.shared_libs,
        opt_level: a.opt_level,
        allow_unregistered: a.allow_unregistered,
        fp_contract: a.fp_contract == crate::compile_cmd::FpContract::Fast,
    };
    match run_source(&name, text, &opts) {
        Ok(printed) => {
            print!("{printed}");
            ExitCode::SUCCESS
        }
        Err(e) => report::failure(&e, e.is_located()),
    }
}

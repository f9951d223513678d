//! `strata run`: execute a function of an MLIR module in-process, like
//! upstream's `mlir-cpu-runner`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use strata_targets::jit::{run_source, EntryResult, RunOptions};

#[derive(Args, Debug)]
pub struct RunArgs {
    /// Input `.mlir` file; `-` (the default) reads standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// The function to call; it takes no arguments.
    #[arg(short = 'e', default_value = "main")]
    pub entry: String,
    /// The entry function's result type; a result is printed on its own line.
    #[arg(long = "entry-point-result", value_enum, default_value = "void")]
    pub result: EntryResult,
    /// Shared libraries to load so the module can call into them (comma-separated or repeated).
    #[arg(long = "shared-libs", value_delimiter = ',')]
    pub shared_libs: Vec<PathBuf>,
    /// Optimization level: -O0 to -O3 (default -O2); -O3 also optimizes loop nests
    /// (GEMM-like nests become packed, register-tiled vector code) for this CPU.
    #[arg(short = 'O', default_value = "2", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
}

pub fn run(a: RunArgs) -> ExitCode {
    let (name, text) = match crate::opt::read_input(&a.input) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("strata: error: cannot read '{}': {e}", a.input);
            return ExitCode::FAILURE;
        }
    };
    let opts = RunOptions { entry: a.entry, result: a.result, shared_libs: a.shared_libs, opt_level: a.opt_level };
    match run_source(&name, text, &opts) {
        Ok(printed) => {
            print!("{printed}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Accept `mlir-cpu-runner`'s single-dash spellings (`-entry-point-result=i32`,
/// `-shared-libs=...`, `-O3` stays as is).
pub fn normalize_args(args: Vec<std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    args.into_iter()
        .map(|a| match a.to_str() {
            Some(s) if s.starts_with("-entry-point-result") || s.starts_with("-shared-libs") => format!("-{s}").into(),
            _ => a,
        })
        .collect()
}

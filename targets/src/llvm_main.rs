//! `strata-llvm`: the whole `strata` command-line tool, code generation
//! included. The `strata` binary (`main.rs`) runs `strata opt` itself,
//! without loading LLVM, and hands every other command to this one.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[global_allocator]
static GLOBAL: alloc::MiMalloc = alloc::MiMalloc;

mod alloc;
mod args;
mod compile_cmd;
mod lib_cmd;
mod opt;
mod output;
mod report;
mod run_cmd;
mod runtime;

/// Strata: an MLIR-compatible ahead-of-time compiler.
const ABOUT: &str = "Strata: an MLIR-compatible ahead-of-time compiler (MLIR 19 syntax, LLVM 19 code generation)";

const LONG_ABOUT: &str = "Strata: an MLIR-compatible ahead-of-time compiler (MLIR 19 syntax, LLVM 19 code generation).

  strata compile kernel.mlir -O3 -o kernel.o -H kernel.h   object file and C header
  strata compile kernel.mlir --target aarch64-linux-gnu    cross-compile
  strata compile gpu.mlir --emit ptx --gpu-chip sm_90      PTX for an NVIDIA GPU
  strata lib a.mlir b.mlir --name k --out-dir out          libk.a (code + runtime) and k.h
  strata run test.mlir -e main                             run in-process, like mlir-cpu-runner
  strata opt --lower-affine --cse kernel.mlir              run passes, like mlir-opt

Rust build scripts use the strata_targets::Build API. See docs/user-guide.md.";

#[derive(Parser)]
#[command(name = "strata", version, about = ABOUT, long_about = LONG_ABOUT)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    #[command(about = opt::ABOUT)]
    Opt(opt::OptArgs),
    /// Compile MLIR to an object file, assembly, LLVM IR, bitcode, a C header or PTX (lowering it to the llvm dialect first).
    Compile(compile_cmd::CompileArgs),
    /// Bundle several MLIR files into one static library (objects and runtime) with one C header.
    Lib(lib_cmd::LibArgs),
    /// Run a function of an MLIR module in-process (like `mlir-cpu-runner`), with the Strata runtime available.
    Run(run_cmd::RunArgs),
    /// Write the C runtime library (libstrata_runtime.a) and its header for a target.
    #[command(long_about = runtime::LONG_ABOUT)]
    Runtime(runtime::RuntimeArgs),
    /// List the LLVM targets this build can generate code for.
    Targets,
}

fn main() -> ExitCode {
    // What still makes LLVM give up is reported as an internal error.
    strata_targets::install_fatal_error_handler();
    strata_lowering::register();
    // lower-gpu-to-nvvm compiles kernels with this crate's code generator,
    // in every command (`strata opt --lower-gpu-to-nvvm` included).
    strata_lowering::gpu::set_device_compiler(strata_targets::gpu::compile_device_module);
    let cli: Cli = args::parse(std::env::args_os().collect());
    match cli.command {
        Command::Opt(a) => opt::run(a),
        Command::Compile(a) => compile_cmd::run(a),
        Command::Lib(a) => lib_cmd::run(a),
        Command::Run(a) => run_cmd::run(a),
        Command::Runtime(a) => runtime::run(a),
        Command::Targets => {
            print_targets();
            ExitCode::SUCCESS
        }
    }
}

fn print_targets() {
    use inkwell::targets::Target;
    strata_targets::compile::initialize_targets();
    let mut t = Target::get_first();
    while let Some(target) = t {
        let name = target.get_name().to_string_lossy().into_owned();
        let desc = target.get_description().to_string_lossy().into_owned();
        println!("{name:12} {desc}");
        t = target.get_next();
    }
}

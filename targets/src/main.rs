//! The `strata` command-line tool.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod opt;
mod runtime;

/// Strata: an MLIR-compatible ahead-of-time compiler.
#[derive(Parser)]
#[command(name = "strata", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse, verify, transform and print MLIR (upstream `mlir-opt` flags are accepted).
    Opt(opt::OptArgs),
    /// Write the C runtime library (libstrata_runtime.a) and its header for a target.
    #[command(long_about = runtime::LONG_ABOUT)]
    Runtime(runtime::RuntimeArgs),
    /// List the LLVM targets this build can generate code for.
    Targets,
}

fn main() -> ExitCode {
    strata_lowering::register();
    let args = opt::normalize_args(std::env::args_os());
    let cli = Cli::parse_from(args);
    match cli.command {
        Command::Opt(a) => opt::run(a),
        Command::Runtime(a) => runtime::run(a),
        Command::Targets => {
            print_targets();
            ExitCode::SUCCESS
        }
    }
}

fn print_targets() {
    use inkwell::targets::{InitializationConfig, Target};
    let config = InitializationConfig::default();
    Target::initialize_x86(&config);
    Target::initialize_aarch64(&config);
    Target::initialize_nvptx(&config);
    let mut t = Target::get_first();
    while let Some(target) = t {
        let name = target.get_name().to_string_lossy().into_owned();
        let desc = target.get_description().to_string_lossy().into_owned();
        println!("{name:12} {desc}");
        t = target.get_next();
    }
}

//! The `strata` command-line tool.
//!
//! `strata opt` runs here, in a binary that does not link LLVM: loading
//! libLLVM and relocating it takes about 15 ms, as long as parsing,
//! verifying and printing a few thousand ops. Every other command (and
//! `strata opt` with `lower-gpu-to-nvvm`, which compiles kernels to PTX) is
//! handed to `strata-llvm`, installed next to this binary, with the same
//! arguments; it parses them with the same command-line definition, so help
//! and errors read the same either way.

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

#[global_allocator]
static GLOBAL: alloc::MiMalloc = alloc::MiMalloc;

mod alloc;
mod args;
mod opt;
// Shared with `strata-llvm`, whose commands use the rest of them.
#[allow(dead_code)]
mod output;
#[allow(dead_code)]
mod report;

/// The one subcommand this binary runs; `strata-llvm` defines them all.
#[derive(Parser)]
#[command(name = "strata", version)]
struct OptCli {
    #[command(subcommand)]
    command: OptCommand,
}

#[derive(Subcommand)]
enum OptCommand {
    #[command(about = opt::ABOUT)]
    Opt(opt::OptArgs),
}

/// The binary holding the commands that need LLVM.
const LLVM_BINARY: &str = "strata-llvm";

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    if !runs_here(&args) {
        return hand_over(&args);
    }
    strata_lowering::register();
    let OptCommand::Opt(a) = args::parse::<OptCli>(args).command;
    opt::run(a)
}

/// Whether this binary runs the command: `strata opt`, unless a pass needs
/// the code generator (`lower-gpu-to-nvvm` compiles `gpu.module`s to PTX).
fn runs_here(args: &[OsString]) -> bool {
    let needs_codegen = |a: &OsString| a.to_string_lossy().contains(strata_lowering::gpu::LOWER_GPU_TO_NVVM);
    args.get(1).is_some_and(|a| a == "opt") && !args.iter().any(needs_codegen)
}

/// Run `strata-llvm` from this binary's directory in place of this process,
/// with the same arguments (and the same `argv[0]`, which clap names the
/// tool by in usage lines).
fn hand_over(args: &[OsString]) -> ExitCode {
    let path = std::env::current_exe().ok().and_then(|exe| Some(exe.parent()?.join(LLVM_BINARY)));
    let Some(path) = path.filter(|p| p.is_file()) else {
        return report::error(format_args!(
            "this command needs '{LLVM_BINARY}', which is installed next to 'strata', and it is not there"
        ));
    };
    let mut cmd = std::process::Command::new(&path);
    cmd.args(args.iter().skip(1));
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        if let Some(arg0) = args.first() {
            cmd.arg0(arg0);
        }
        let err = cmd.exec();
        report::error(format_args!("cannot run {}: {err}", report::quoted(&path)))
    }
    #[cfg(not(unix))]
    match cmd.status() {
        Ok(status) => ExitCode::from(status.code().map_or(1, |c| c as u8)),
        Err(err) => report::error(format_args!("cannot run {}: {err}", report::quoted(&path))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<OsString> {
        a.iter().map(OsString::from).collect()
    }

    #[test]
    fn only_opt_without_gpu_lowering_runs_here() {
        assert!(runs_here(&args(&["strata", "opt", "-canonicalize", "x.mlir"])));
        assert!(runs_here(&args(&["strata", "opt"])));
        assert!(!runs_here(&args(&["strata", "opt", "--lower-gpu-to-nvvm=chip=sm_90", "x.mlir"])));
        assert!(!runs_here(&args(&["strata", "opt", "--pass-pipeline=builtin.module(lower-gpu-to-nvvm)"])));
        assert!(!runs_here(&args(&["strata", "compile", "x.mlir"])));
        assert!(!runs_here(&args(&["strata", "--help"])));
        assert!(!runs_here(&args(&["strata"])));
    }
}

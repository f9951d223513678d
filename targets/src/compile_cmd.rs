//! `strata compile`: MLIR to an object file, assembly, LLVM IR or bitcode.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use strata_targets::compile::{
    compile_source_with_header, default_output, per_module_path, several_modules_error, CompileOptions, Emit, Output,
};

#[derive(Args, Debug)]
pub struct CompileArgs {
    /// Input `.mlir` file; `-` reads standard input.
    pub input: String,
    /// Output file (default: the input's name with the emitted kind's
    /// extension, in the current directory); `-` writes standard output.
    /// The PTX of several gpu.modules goes to one file each,
    /// `FILE.<module>.ptx` for `-o FILE.ptx`.
    #[arg(short = 'o')]
    pub output: Option<String>,
    /// What to write: an object file, assembly, LLVM IR, LLVM bitcode, the
    /// module lowered to the llvm dialect, a C header, or PTX.
    #[arg(long, value_enum, default_value = "obj")]
    pub emit: Emit,
    #[command(flatten)]
    pub machine: MachineArgs,
    /// Emit DWARF line tables that map machine code to `.mlir` source lines.
    #[arg(short = 'g')]
    pub debug_info: bool,
    /// Give every function a C interface wrapper, `_mlir_ciface_<name>`
    /// (memrefs passed by pointer to their descriptor); without it only
    /// functions marked `llvm.emit_c_interface` get one.
    #[arg(long)]
    pub emit_c_interface: bool,
    /// The NVIDIA GPU chip of device code (`--emit ptx`): sm_70, sm_75,
    /// sm_80 (default), sm_86, sm_89, sm_90 or sm_90a; the PTX version
    /// follows the chip.
    #[arg(long, value_name = "CHIP")]
    pub gpu_chip: Option<String>,
    /// Also write a C header declaring the module's exported functions and
    /// memref descriptor types (the same as `--emit header`).
    #[arg(short = 'H', value_name = "HEADER")]
    pub header: Option<String>,
}

/// The target machine and optimization level, shared by `compile` and `lib`.
#[derive(Args, Debug)]
pub struct MachineArgs {
    /// Target triple (default: the host's), e.g. `aarch64-linux-gnu`.
    #[arg(long)]
    pub target: Option<String>,
    /// Target CPU (`native` for this machine's); generic by default.
    #[arg(long)]
    pub mcpu: Option<String>,
    /// Target features, e.g. `+avx2,+fma`.
    #[arg(long)]
    pub mattr: Option<String>,
    /// Optimization level: -O0, -O1, -O2 (default) or -O3, which also optimizes loop
    /// nests before lowering (GEMM-like nests become cache-blocked, packed, register-tiled
    /// vector code sized for the target: give --mcpu for its vector width).
    #[arg(short = 'O', default_value = "2", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
}

pub fn run(a: CompileArgs) -> ExitCode {
    let (name, text) = match crate::opt::read_input(&a.input) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("strata: error: cannot read '{}': {e}", a.input);
            return ExitCode::FAILURE;
        }
    };
    let opts = CompileOptions {
        emit: a.emit,
        target: a.machine.target,
        cpu: a.machine.mcpu,
        features: a.machine.mattr,
        opt_level: a.machine.opt_level,
        debug_info: a.debug_info,
        lower: true,
        c_interface: a.emit_c_interface,
        gpu_chip: a.gpu_chip,
    };
    let (output, header) = match compile_source_with_header(&name, text, &opts, a.header.is_some()) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if let (Some(path), Some(h)) = (&a.header, header) {
        if let Err(e) = std::fs::write(path, h) {
            eprintln!("strata: error: cannot write '{path}': {e}");
            return ExitCode::FAILURE;
        }
    }
    let out = a.output.unwrap_or_else(|| default_output(&PathBuf::from(&a.input), a.emit).display().to_string());
    match output {
        Output::File(bytes) => write(&out, &bytes),
        Output::PerModule(modules) if out == "-" => {
            eprintln!("{}", several_modules_error(&name, &modules));
            ExitCode::FAILURE
        }
        Output::PerModule(modules) => {
            for (module, ptx) in &modules {
                let path = per_module_path(std::path::Path::new(&out), module).display().to_string();
                if write(&path, ptx) != ExitCode::SUCCESS {
                    return ExitCode::FAILURE;
                }
                eprintln!("strata: wrote {path} (gpu.module @{module})");
            }
            ExitCode::SUCCESS
        }
    }
}

/// Write `bytes` to the file `out`, or standard output for `-`.
fn write(out: &str, bytes: &[u8]) -> ExitCode {
    let written =
        if out == "-" { std::io::Write::write_all(&mut std::io::stdout(), bytes) } else { std::fs::write(out, bytes) };
    if let Err(e) = written {
        eprintln!("strata: error: cannot write '{out}': {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

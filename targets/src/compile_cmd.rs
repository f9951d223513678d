//! `strata compile`: MLIR to an object file, assembly, LLVM IR or bitcode.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use strata_targets::compile::{
    compile_source_with_header, default_output, per_module_path, several_modules_error, CompileOptions, Emit, Output,
};

use crate::{output, report};

#[derive(Args, Debug)]
pub struct CompileArgs {
    /// Input `.mlir` file; `-` reads standard input.
    pub input: String,
    /// Output file (default: the input's name with the emitted kind's
    /// extension, in the current directory; for standard input, standard
    /// output, which object files and bitcode must ask for with `-o -`);
    /// `-` writes standard output.
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
    /// memref descriptor types (the same as `--emit header`); `-` writes
    /// standard output.
    #[arg(short = 'H', value_name = "HEADER")]
    pub header: Option<String>,
    /// Accept ops, types and attributes of dialects Strata does not register
    /// (they must still be lowered away or carry no code).
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered: bool,
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
    /// Floating-point contraction: `fast` lets multiplications and additions
    /// fuse into fused multiply-adds (faster, results may differ in the last
    /// bits); `off` (the default) keeps every rounding of the program.
    #[arg(long = "fp-contract", value_enum, default_value = "off")]
    pub fp_contract: FpContract,
}

/// `--fp-contract`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpContract {
    Off,
    Fast,
}

pub fn run(a: CompileArgs) -> ExitCode {
    let (out, header_path) = match output_paths(&a) {
        Ok(v) => v,
        Err(e) => return report::error(e),
    };
    let (name, text) = match crate::opt::read_input(&a.input) {
        Ok(v) => v,
        Err(e) => return report::error(format_args!("cannot read {}: {e}", report::quoted(&a.input))),
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
        allow_unregistered: a.allow_unregistered,
        fp_contract: a.machine.fp_contract == FpContract::Fast,
    };
    let (output, header) = match compile_source_with_header(&name, text, &opts, header_path.is_some()) {
        Ok(v) => v,
        Err(e) => return report::failure(&e, e.is_located()),
    };
    // Everything is staged first, and put in place only when all of it could be written.
    let mut files = Vec::new();
    let mut wrote = Vec::new();
    if let (Some(path), Some(h)) = (&header_path, header) {
        files.push(output::stage(path, h.as_bytes()));
    }
    match output {
        Output::File(bytes) => files.push(output::stage(&out, &bytes)),
        Output::PerModule(modules) if out == Path::new("-") => {
            let e = several_modules_error(&name, &modules);
            return report::failure(&e, e.is_located());
        }
        Output::PerModule(modules) => {
            for (module, ptx) in &modules {
                let path = per_module_path(&out, module);
                files.push(output::stage(&path, ptx));
                wrote.push(format!("wrote {} (gpu.module @{module})", path.display()));
            }
        }
    }
    let staged = match files.into_iter().collect::<Result<Vec<_>, _>>() {
        Ok(s) => s,
        Err(e) => return report::error(e),
    };
    if let Err(e) = output::commit(staged) {
        return report::error(e);
    }
    wrote.iter().for_each(report::info);
    ExitCode::SUCCESS
}

/// Where the output and the header (`-H`) go; `-` is standard output.
/// Without `-o`, the output is named after the input file; the input
/// `-` (standard input) names none, so text goes to standard output and
/// binary output needs `-o`.
fn output_paths(a: &CompileArgs) -> Result<(PathBuf, Option<PathBuf>), String> {
    let stdout = PathBuf::from("-");
    let out = match &a.output {
        Some(o) => PathBuf::from(o),
        None if a.input != "-" => default_output(Path::new(&a.input), a.emit),
        None if !matches!(a.emit, Emit::Obj | Emit::Bc) => stdout.clone(),
        None => {
            let emit = a.emit.to_possible_value().map_or(String::new(), |v| v.get_name().to_string());
            return Err(format!(
                "--emit {emit} writes binary data, and the input is standard input, which gives no file name \
                 to name the output after: give -o FILE (or -o - for standard output)"
            ));
        }
    };
    let header = a.header.as_ref().map(PathBuf::from);
    if out == stdout && header.as_ref() == Some(&stdout) {
        return Err("the output and the header (-H) cannot both go to standard output: give -o FILE or -H FILE".into());
    }
    Ok((out, header))
}

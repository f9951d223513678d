//! `strata lib`: several `.mlir` files bundled into one static library
//! (their objects and the runtime) with one C header.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use strata_targets::Build;

#[derive(Args, Debug)]
pub struct LibArgs {
    /// The `.mlir` files to compile into the library.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The library's name: writes `lib<NAME>.a` and `<NAME>.h`.
    #[arg(long)]
    pub name: String,
    /// Directory to write into (created if missing).
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub out_dir: PathBuf,
    #[command(flatten)]
    pub machine: crate::compile_cmd::MachineArgs,
    /// Also write safe Rust bindings, `<NAME>.rs`.
    #[arg(long)]
    pub rust: bool,
}

pub fn run(a: LibArgs) -> ExitCode {
    if let Err(e) = std::fs::create_dir_all(&a.out_dir) {
        eprintln!("strata: error: cannot create '{}': {e}", a.out_dir.display());
        return ExitCode::FAILURE;
    }
    // Objects and the runtime's sources are built in a scratch directory;
    // only the library, the header and the bindings are kept.
    let scratch = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("strata: error: cannot create a temporary directory: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut b = Build::new();
    b.files(&a.inputs)
        .out_dir(scratch.path())
        .opt_level(a.machine.opt_level)
        .cargo_metadata(false)
        .header(true)
        .bindings(a.rust);
    if let Some(t) = &a.machine.target {
        b.target(t);
    }
    if let Some(c) = &a.machine.mcpu {
        b.cpu(c);
    }
    if let Some(f) = &a.machine.mattr {
        b.features(f);
    }
    match b.try_compile(&a.name) {
        Ok(_) => {}
        // Compile errors are rendered diagnostics already.
        Err(e @ strata_targets::BuildError::Compile(_)) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
        Err(e) => {
            eprintln!("strata: error: {e}");
            return ExitCode::FAILURE;
        }
    }
    let mut outputs = vec![format!("lib{}.a", a.name), format!("{}.h", a.name)];
    if a.rust {
        outputs.push(format!("{}.rs", a.name));
    }
    for f in outputs {
        let to = a.out_dir.join(&f);
        if let Err(e) = std::fs::copy(scratch.path().join(&f), &to) {
            eprintln!("strata: error: cannot write '{}': {e}", to.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

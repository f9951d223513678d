//! `strata lib`: several `.mlir` files bundled into one static library
//! (their objects and the runtime) with one C header.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use strata_targets::Build;

use crate::output::{self, NewDir};
use crate::report;

#[derive(Args, Debug)]
pub struct LibArgs {
    /// The `.mlir` files to compile into the library.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// The library's name: writes `lib<NAME>.a` and `<NAME>.h`. ASCII
    /// letters, digits, `_` and `-`, starting with a letter or `_`.
    #[arg(long)]
    pub name: String,
    /// Directory to write into (created if missing; not left behind when
    /// the command fails).
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub out_dir: PathBuf,
    #[command(flatten)]
    pub machine: crate::compile_cmd::MachineArgs,
    /// Also write safe Rust bindings, `<NAME>.rs`.
    #[arg(long)]
    pub rust: bool,
    /// Accept ops, types and attributes of dialects Strata does not register
    /// (they must still be lowered away or carry no code).
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered: bool,
}

pub fn run(a: LibArgs) -> ExitCode {
    // Objects and the runtime's sources are built in a scratch directory;
    // only the library, the header and the bindings are kept.
    let scratch = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => return report::error(format_args!("cannot create a temporary directory: {e}")),
    };
    let mut b = Build::new();
    b.files(&a.inputs)
        .out_dir(scratch.path())
        .opt_level(a.machine.opt_level)
        .cargo_metadata(false)
        .header(true)
        .bindings(a.rust)
        .allow_unregistered_dialect(a.allow_unregistered)
        .fp_contract(a.machine.fp_contract == crate::compile_cmd::FpContract::Fast);
    if let Some(t) = &a.machine.target {
        b.target(t);
    }
    if let Some(c) = &a.machine.mcpu {
        b.cpu(c);
    }
    if let Some(f) = &a.machine.mattr {
        b.features(f);
    }
    if let Err(e) = b.try_compile(&a.name) {
        return report::failure(&e, e.is_located());
    }
    match install(&a, scratch.path()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => report::error(e),
    }
}

/// Move the library, the header and the bindings from `scratch` into the
/// output directory, creating it, all or none.
fn install(a: &LibArgs, scratch: &Path) -> Result<(), String> {
    let dir = NewDir::create(&a.out_dir).map_err(|e| e.to_string())?;
    let mut names = vec![format!("lib{}.a", a.name), format!("{}.h", a.name)];
    if a.rust {
        names.push(format!("{}.rs", a.name));
    }
    let mut staged = Vec::new();
    for f in names {
        let from = scratch.join(&f);
        let bytes = std::fs::read(&from).map_err(|e| format!("cannot read {}: {e}", report::quoted(&from)))?;
        staged.push(output::stage(&a.out_dir.join(&f), &bytes).map_err(|e| e.to_string())?);
    }
    output::commit(staged).map_err(|e| e.to_string())?;
    dir.keep();
    Ok(())
}

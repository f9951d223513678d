//! The example's driver:
//!
//! ```text
//! poly-driver [--pass-pipeline=PIPELINE] [--print-ir] [FILE.mlir [MAIN.c]]
//! ```
//!
//! Parses `FILE.mlir` (the crate's `kernels.mlir` when none is given),
//! which uses the poly dialect, checks its round trip through
//! `mlir-opt-19` in generic form, runs the pass pipeline (canonicalize and
//! `convert-poly-to-standard` unless given), and compiles the result into
//! an object file and a C header with `strata_targets`. With a C program
//! (the crate's `main.c` for the crate's `kernels.mlir`), it builds the
//! program against them, runs it and fails when the program does: the
//! program checks the kernels' answers against its own computation.
//! `--print-ir` prints the module after the pipeline.

use std::path::PathBuf;
use std::process::ExitCode;

use poly_dialect::driver::{self, Error, DEFAULT_PIPELINE};
use strata::ir::Context;
use strata::syntax::printer::{print_module, PrintOptions};

/// What the command line asks for.
struct Args {
    pipeline: String,
    print_ir: bool,
    input: PathBuf,
    program: Option<PathBuf>,
}

fn parse_args() -> Result<Args, String> {
    let mut args =
        Args { pipeline: DEFAULT_PIPELINE.to_string(), print_ir: false, input: PathBuf::new(), program: None };
    let mut files = Vec::new();
    for a in std::env::args().skip(1) {
        if let Some(p) = a.strip_prefix("--pass-pipeline=") {
            args.pipeline = p.to_string();
        } else if a == "--print-ir" {
            args.print_ir = true;
        } else if a.starts_with('-') {
            return Err(format!("unknown option '{a}' (usage: poly-driver [--pass-pipeline=PIPELINE] [--print-ir] [FILE.mlir [MAIN.c]])"));
        } else {
            files.push(PathBuf::from(a));
        }
    }
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    match files.len() {
        0 => (args.input, args.program) = (here.join("kernels.mlir"), Some(here.join("main.c"))),
        1 | 2 => (args.input, args.program) = (files[0].clone(), files.get(1).cloned()),
        _ => return Err("too many files (usage: poly-driver [OPTIONS] [FILE.mlir [MAIN.c]])".to_string()),
    }
    Ok(args)
}

fn run(args: &Args) -> Result<(), Error> {
    let ctx = Context::new();
    let registry = poly_dialect::registry();
    let src = driver::read_source(&args.input)?;
    let mut module = driver::parse(&ctx, &registry, &src)?;
    let generic = driver::round_trip(&ctx, &registry, &module)?;
    println!("round trip: {} lines of generic IR, the same through {}", generic.lines().count(), driver::MLIR_OPT);
    driver::run_passes(&ctx, &registry, &src, &mut module, &args.pipeline)?;
    if args.print_ir {
        print!("{}", print_module(&ctx, &registry, &module, &PrintOptions::default()));
    }
    let compiled = driver::compile(&ctx, &registry, &src, module)?;
    println!("compiled '{}' ({} bytes of object code)", src.name, compiled.object.len());
    let Some(program) = &args.program else { return Ok(()) };
    let dir = tempfile::tempdir().map_err(|e| Error::Tool(format!("cannot make a directory: {e}")))?;
    let stem = args.input.file_stem().map_or("kernels".into(), |s| s.to_string_lossy().into_owned());
    print!("{}", driver::link_and_run(&compiled, &stem, program, dir.path())?);
    Ok(())
}

fn main() -> ExitCode {
    let result = parse_args().map_err(Error::Tool).and_then(|args| run(&args));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_located() => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("poly-driver: error: {e}");
            ExitCode::FAILURE
        }
    }
}

//! `strata runtime`: writes the C runtime library `libstrata_runtime.a` and
//! its header `strata_runtime.h` for a target.
//!
//! The runtime (`targets/runtime/`) provides what lowered code calls
//! (`memrefCopy`, the `vector.print` helpers, `printMemref*`, ..., and the
//! `mgpu*` GPU entry points on the CUDA driver API) under upstream MLIR's
//! names. For the target Strata itself is built for, the
//! archive compiled by `build.rs` is embedded in the binary and written out
//! as is; for another target the embedded C sources are compiled with that
//! target's C compiler (`<arch>-linux-gnu-gcc`, or `clang-19 --target=...`)
//! and archived.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use clap::Args;
use strata_targets::triple::{check_linux_target, Arch, TargetError};

use crate::output::{self, NewDir};

include!(concat!(env!("OUT_DIR"), "/runtime_sources.rs"));

/// The runtime archive built by `build.rs` for [`HOST_TARGET`].
const HOST_ARCHIVE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/libstrata_runtime.a"));
/// The target this `strata` is built for.
const HOST_TARGET: &str = env!("STRATA_RUNTIME_HOST_TARGET");

const ARCHIVE_NAME: &str = "libstrata_runtime.a";
const HEADER_NAME: &str = "strata_runtime.h";

/// `strata runtime --help`.
pub(crate) const LONG_ABOUT: &str = "Write the Strata C runtime library (libstrata_runtime.a) and its header \
(strata_runtime.h) into DIR.

The runtime has the entry points of upstream MLIR's mlir_c_runner_utils and mlir_runner_utils \
(memrefCopy, printF32, printI64, printNewline, ..., printMemrefF32 and the other printMemref*, \
verifyMemRef*, rtclock, mlirAlignedAlloc, ...) with upstream's output, so code lowered by Strata or \
by mlir-opt links against it unchanged. Link with:

    cc main.c lowered.o -I DIR DIR/libstrata_runtime.a

It also has the GPU entry points of upstream's CUDA runtime wrappers (mgpuModuleLoad, \
mgpuModuleLoadJIT, mgpuModuleGetFunction, mgpuLaunchKernel, mgpuMemAlloc, mgpuMemcpy, \
mgpuStreamCreate, mgpuEventRecord, ...), which load NVIDIA's driver (libcuda.so.1) with dlopen \
on their first call: no CUDA SDK is needed to build or link, only the driver to run. Each \
module image is loaded once and stays loaded; a driver error stops the program with a message \
naming the failed call. On glibc before 2.34 add -ldl -lpthread when linking.

For the target strata is built for, the library is written from the strata binary. For another \
target (--target aarch64-linux-gnu) its C sources are compiled with that target's C compiler: \
<arch>-linux-gnu-gcc, or clang-19 or clang with --target, which need the target's C library \
headers (Debian: libc6-dev-arm64-cross).";

#[derive(Args, Debug)]
pub(crate) struct RuntimeArgs {
    /// Directory to write libstrata_runtime.a and strata_runtime.h into (created if missing).
    #[arg(long, value_name = "DIR")]
    pub(crate) out_dir: PathBuf,
    /// Target triple: x86_64 or aarch64 Linux, e.g. `aarch64-linux-gnu` (default: the
    /// target strata is built for).
    #[arg(long, value_name = "TRIPLE")]
    pub(crate) target: Option<String>,
}

pub(crate) fn run(a: RuntimeArgs) -> ExitCode {
    match write_runtime(&a.out_dir, a.target.as_deref()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => crate::report::error(e),
    }
}

/// Why the runtime could not be written.
#[derive(Debug, thiserror::Error)]
pub(crate) enum RuntimeError {
    #[error("{0}")]
    Target(#[from] TargetError),
    #[error(
        "no C compiler for '{triple}' found (tried {tried}); install {gcc} and {libc} \
         (Debian/Ubuntu), or clang-19 and {libc}"
    )]
    NoCompiler { triple: String, tried: String, gcc: &'static str, libc: &'static str },
    #[error("no archiver found (tried {tried}); install binutils for the target or llvm-19")]
    NoArchiver { tried: String },
    #[error("'{command}' failed{hint}:\n{output}")]
    ToolFailed { command: String, output: String, hint: String },
    #[error("cannot write '{}': {source}", path.display())]
    Write { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Output(#[from] output::OutputError),
}

/// The Debian/Ubuntu package of the GNU C cross compiler for `arch`.
fn cross_gcc_package(arch: Arch) -> &'static str {
    match arch {
        Arch::X86_64 => "gcc-x86-64-linux-gnu",
        Arch::Aarch64 => "gcc-aarch64-linux-gnu",
    }
}

/// The Debian/Ubuntu package of the C library headers for `arch`.
fn cross_libc_package(arch: Arch) -> &'static str {
    match arch {
        Arch::X86_64 => "libc6-dev-amd64-cross",
        Arch::Aarch64 => "libc6-dev-arm64-cross",
    }
}

/// Writes `libstrata_runtime.a` and `strata_runtime.h` for `triple` (the
/// target strata is built for when `None`) into `out_dir`, creating it;
/// nothing is written, and no directory created, when it fails.
pub(crate) fn write_runtime(out_dir: &Path, triple: Option<&str>) -> Result<(), RuntimeError> {
    let archive = match triple {
        None => HOST_ARCHIVE.to_vec(),
        Some(triple) => {
            let arch = check_linux_target(triple)?;
            if check_linux_target(HOST_TARGET).ok() == Some(arch) {
                HOST_ARCHIVE.to_vec()
            } else {
                compile_runtime(arch)?
            }
        }
    };
    let dir = NewDir::create(out_dir)?;
    let header = source(&format!("include/{HEADER_NAME}")).as_bytes();
    let staged =
        [output::stage(&out_dir.join(ARCHIVE_NAME), &archive)?, output::stage(&out_dir.join(HEADER_NAME), header)?];
    output::commit(staged)?;
    dir.keep();
    Ok(())
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), RuntimeError> {
    std::fs::write(path, bytes).map_err(|source| RuntimeError::Write { path: path.to_path_buf(), source })
}

/// The embedded runtime file at `path` (relative to `targets/runtime`).
fn source(path: &str) -> &'static str {
    RUNTIME_SOURCES.iter().find(|(p, _)| *p == path).map(|(_, text)| *text).expect("embedded runtime file")
}

/// A C compiler for a target: the program and the arguments that select the target.
struct Compiler {
    program: String,
    target_args: Vec<String>,
}

impl Compiler {
    fn command(&self) -> Command {
        let mut c = Command::new(&self.program);
        c.args(&self.target_args);
        c
    }
}

/// The first of `<arch>-linux-gnu-gcc`, `clang-19`, `clang` that runs.
fn find_compiler(arch: Arch) -> Result<Compiler, RuntimeError> {
    let triple = format!("{}-linux-gnu", arch.gnu_name());
    let candidates = [
        Compiler { program: format!("{triple}-gcc"), target_args: vec![] },
        Compiler { program: "clang-19".into(), target_args: vec![format!("--target={triple}")] },
        Compiler { program: "clang".into(), target_args: vec![format!("--target={triple}")] },
    ];
    let tried = candidates.iter().map(|c| c.program.as_str()).collect::<Vec<_>>().join(", ");
    candidates.into_iter().find(|c| runs(&c.program)).ok_or(RuntimeError::NoCompiler {
        triple,
        tried,
        gcc: cross_gcc_package(arch),
        libc: cross_libc_package(arch),
    })
}

/// Whether `program --version` runs and succeeds.
fn runs(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Compiles the embedded sources for `arch` and returns the archive's bytes.
fn compile_runtime(arch: Arch) -> Result<Vec<u8>, RuntimeError> {
    let compiler = find_compiler(arch)?;
    let archivers = [format!("{}-linux-gnu-ar", arch.gnu_name()), "llvm-ar-19".into(), "llvm-ar".into()];
    let archiver =
        archivers.iter().find(|a| runs(a)).ok_or_else(|| RuntimeError::NoArchiver { tried: archivers.join(", ") })?;
    let hint = if compiler.target_args.is_empty() {
        String::new()
    } else {
        format!(" (clang needs the target's C library headers: install {})", cross_libc_package(arch))
    };
    build_archive(&compiler, archiver, &hint)
}

/// Writes the sources into a temporary directory, compiles each `.c` file
/// and archives the objects.
fn build_archive(compiler: &Compiler, archiver: &str, hint: &str) -> Result<Vec<u8>, RuntimeError> {
    let temp_error = |source| RuntimeError::Write { path: std::env::temp_dir(), source };
    let dir = tempfile::Builder::new().prefix("strata-runtime").tempdir().map_err(temp_error)?;
    for (path, text) in RUNTIME_SOURCES {
        let file = dir.path().join(path);
        if let Some(parent) = file.parent() {
            std::fs::create_dir_all(parent).map_err(|source| RuntimeError::Write { path: parent.into(), source })?;
        }
        write_file(&file, text.as_bytes())?;
    }
    let mut objects = Vec::new();
    for (path, _) in RUNTIME_SOURCES.iter().filter(|(p, _)| p.ends_with(".c")) {
        let object = dir.path().join(path.replace('/', "_").replace(".c", ".o"));
        let mut cmd = compiler.command();
        cmd.args(["-std=c99", "-O2", "-fPIC", "-Wall", "-Wextra", "-Iinclude", "-c", path, "-o"])
            .arg(&object)
            .current_dir(dir.path());
        run_tool(cmd, hint)?;
        objects.push(object);
    }
    let archive = dir.path().join(ARCHIVE_NAME);
    let mut cmd = Command::new(archiver);
    cmd.arg("rcs").arg(&archive).args(&objects);
    run_tool(cmd, "")?;
    std::fs::read(&archive).map_err(|source| RuntimeError::Write { path: archive, source })
}

fn run_tool(mut cmd: Command, hint: &str) -> Result<(), RuntimeError> {
    let command = std::iter::once(cmd.get_program().to_os_string())
        .chain(cmd.get_args().map(OsString::from))
        .map(|a| a.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ");
    let failed = |output: String| RuntimeError::ToolFailed { command: command.clone(), output, hint: hint.to_string() };
    let output = cmd.output().map_err(|e| failed(e.to_string()))?;
    if output.status.success() {
        return Ok(());
    }
    let mut text = String::from_utf8_lossy(&output.stderr).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stdout));
    Err(failed(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_targets_are_refused_before_anything_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("rt");
        for triple in ["sparc-sun-solaris", "x86_64-pc-windows-msvc", "nvptx64-nvidia-cuda"] {
            let err = write_runtime(&out, Some(triple)).unwrap_err();
            assert!(err.to_string().contains(&format!("'{triple}'")), "{err}");
            assert!(err.to_string().contains("aarch64-linux-gnu"), "{err}");
            assert!(!out.exists());
        }
    }

    #[test]
    fn embedded_sources_hold_the_header_and_every_c_file() {
        assert!(source("include/strata_runtime.h").contains("void memrefCopy("));
        assert!(RUNTIME_SOURCES.iter().any(|(p, _)| *p == "src/memref_copy.c"));
        assert!(RUNTIME_SOURCES.iter().all(|(p, _)| p.starts_with("include/") || p.starts_with("src/")));
    }

    /// The run-time compilation path, exercised with the host's `cc`.
    #[test]
    fn sources_compile_and_archive_with_the_host_compiler() {
        if !runs("cc") || !runs("ar") {
            eprintln!("skipped: no host `cc` or `ar`");
            return;
        }
        let compiler = Compiler { program: "cc".into(), target_args: vec!["-Werror".into(), "-pedantic".into()] };
        let archive = build_archive(&compiler, "ar", "").unwrap();
        assert!(archive.starts_with(b"!<arch>\n"));
    }
}

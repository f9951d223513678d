//! Helpers shared by the integration tests of `strata-targets`: the runtime
//! written by `strata runtime`, compiling and running C drivers, and finding
//! the tools the tests need.

// Each test crate uses its own subset of these helpers.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tempfile::TempDir;

/// `strata run -e main --entry-point-result=void <opt> -` on `program`
/// given on standard input; its standard output (the run must succeed).
pub fn strata_run_program(program: &str, opt: &str) -> String {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["run", "-e", "main", "--entry-point-result=void", opt, "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run strata");
    child.stdin.take().unwrap().write_all(program.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "strata run {opt} failed:\n{}\n{program}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Runs `strata runtime --out-dir out_dir [--target target]`.
pub fn strata_runtime(out_dir: &Path, target: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_strata"));
    cmd.arg("runtime").arg("--out-dir").arg(out_dir);
    if let Some(t) = target {
        cmd.args(["--target", t]);
    }
    cmd.output().expect("run strata")
}

/// A temporary directory holding what `strata runtime` wrote (in `rt/`),
/// with room for the test's own files next to it.
pub struct Runtime {
    tmp: TempDir,
}

impl Runtime {
    pub fn write(target: Option<&str>) -> Runtime {
        let tmp = tempfile::tempdir().unwrap();
        let out = strata_runtime(&tmp.path().join("rt"), target);
        assert!(out.status.success(), "strata runtime failed:\n{}", String::from_utf8_lossy(&out.stderr));
        Runtime { tmp }
    }

    pub fn dir(&self) -> PathBuf {
        self.tmp.path().join("rt")
    }

    pub fn archive(&self) -> PathBuf {
        self.dir().join("libstrata_runtime.a")
    }

    /// A path in the temporary directory, outside `rt/`.
    pub fn path(&self, name: &str) -> PathBuf {
        self.tmp.path().join(name)
    }
}

/// Builds the mock `libcuda.so.1` (`tests/gpu/mock_cuda.c`) with `cc`
/// into `dir`, alone, so that `LD_LIBRARY_PATH=dir` selects it.
pub fn build_mock_cuda(cc: &str, dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    run({
        let mut c = Command::new(cc);
        c.args(["-std=c11", "-shared", "-fPIC", "-Wall", "-Wextra", "-pedantic", "-Werror", "-I"])
            .arg(manifest.join("runtime/src"))
            .arg(manifest.join("tests/gpu/mock_cuda.c"))
            .args(["-Wl,-soname,libcuda.so.1", "-lpthread", "-o"])
            .arg(dir.join("libcuda.so.1"));
        c
    });
}

/// Whether `program --version` runs and succeeds.
pub fn have(program: &str) -> bool {
    Command::new(program).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Compiles the C driver `source` with `compiler` (strict C99, warnings are
/// errors) against the header in `include`, linking `link`.
pub fn compile(compiler: &str, source: &Path, include: &Path, link: &[String], out: &Path) {
    let output = Command::new(compiler)
        .args(["-std=c99", "-O1", "-Wall", "-Wextra", "-pedantic", "-Werror", "-I"])
        .arg(include)
        .arg(source)
        .arg("-o")
        .arg(out)
        .args(link)
        .output()
        .unwrap_or_else(|e| panic!("run {compiler}: {e}"));
    assert!(
        output.status.success(),
        "{compiler} {} failed:\n{}",
        source.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Runs `cmd`, which must succeed; returns its stdout and stderr.
pub fn run(mut cmd: Command) -> (String, String) {
    let output = cmd.output().unwrap_or_else(|e| panic!("run {cmd:?}: {e}"));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(output.status.success(), "{cmd:?} failed ({}):\n{stdout}\n{stderr}", output.status);
    (stdout, stderr)
}

/// Whether mlir-opt-19, mlir-translate-19 and clang-19, which
/// [`lower_with_upstream`] runs, are installed; if not, says which is
/// missing, for the test to skip.
pub fn have_upstream_lowering_tools() -> bool {
    match ["mlir-opt-19", "mlir-translate-19", "clang-19"].into_iter().find(|t| !have(t)) {
        Some(t) => {
            eprintln!("skipped: `{t}` not found (scripts/setup installs it)");
            false
        }
        None => true,
    }
}

/// What `mlir-translate-19 --mlir-to-llvmir` writes for the module `input`
/// (any bytes), which it must translate.
pub fn upstream_llvm_ir(input: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.mlir");
    std::fs::write(&path, input).unwrap();
    let out = Command::new("mlir-translate-19")
        .arg("--mlir-to-llvmir")
        .arg(&path)
        .output()
        .expect("mlir-translate-19 is required (scripts/setup installs it)");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// Lowers `input` with `mlir-opt-19 passes`, translates the result with
/// `mlir-translate-19` and compiles it with `clang-19 -c -O1`; returns the
/// lowered MLIR and the object, written next to `rt`'s directory.
pub fn lower_with_upstream(rt: &Runtime, input: &Path, passes: &[&str]) -> (PathBuf, PathBuf) {
    let lowered = rt.path("lowered.mlir");
    run({
        let mut c = Command::new("mlir-opt-19");
        c.args(passes).arg(input).arg("-o").arg(&lowered);
        c
    });
    let ll = rt.path("lowered.ll");
    run({
        let mut c = Command::new("mlir-translate-19");
        c.arg("--mlir-to-llvmir").arg(&lowered).arg("-o").arg(&ll);
        c
    });
    let object = rt.path("lowered.o");
    run({
        let mut c = Command::new("clang-19");
        c.args(["-c", "-O1", "-Wno-override-module"]).arg(&ll).arg("-o").arg(&object);
        c
    });
    (lowered, object)
}

/// NVIDIA's PTX assembler: `$STRATA_PTXAS` if set, else the one
/// `scripts/setup` installs in `${XDG_CACHE_HOME:-$HOME/.cache}/strata/cudatools/bin`.
/// Panics, saying how to install it, when there is none: tests that check
/// PTX with ptxas must not pass without it.
pub fn ptxas() -> PathBuf {
    if let Some(path) = std::env::var_os("STRATA_PTXAS") {
        let path = PathBuf::from(path);
        assert!(have(path.to_str().unwrap_or_default()), "STRATA_PTXAS={} does not run", path.display());
        return path;
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cache")))
        .expect("neither XDG_CACHE_HOME nor HOME is set");
    let path = cache.join("strata/cudatools/bin/ptxas");
    assert!(
        have(path.to_str().expect("UTF-8 path")),
        "ptxas not found at {}: run scripts/setup (it installs nvidia-cuda-nvcc-cu12 there) \
         or point STRATA_PTXAS at a ptxas",
        path.display()
    );
    path
}

/// Assembles the PTX file `ptx` with ptxas for `chip` into a non-empty
/// cubin next to it.
pub fn assemble_ptx(ptx: &Path, chip: &str) {
    let cubin = ptx.with_extension(format!("{chip}.cubin"));
    run({
        let mut c = Command::new(ptxas());
        c.arg(format!("-arch={chip}")).arg(ptx).arg("-o").arg(&cubin);
        c
    });
    assert!(std::fs::metadata(&cubin).unwrap().len() > 0, "{chip}: empty cubin from {}", ptx.display());
}

/// The lines of the mock driver's log that record calls of `name`.
pub fn calls<'a>(log: &'a [String], name: &str) -> Vec<&'a str> {
    log.iter().filter(|l| l.split(' ').next() == Some(name)).map(String::as_str).collect()
}

// ---- tensor programs (gather_scatter.rs, pack_unpack.rs) ----

/// MLIR that prints tensor `v` of type `ty` (static type `static_ty`)
/// with printMemrefF32.
pub fn print_tensor(v: &str, ty: &str, static_ty: &str) -> String {
    let name = &v[1..];
    let (memref, static_memref) = (ty.replace("tensor<", "memref<"), static_ty.replace("tensor<", "memref<"));
    format!(
        "  %m{name} = bufferization.to_memref {v} : {memref}\n  %s{name} = memref.cast %m{name} : {memref} to {static_memref}\n  %p{name} = memref.cast %s{name} : {static_memref} to memref<*xf32>\n  call @printMemrefF32(%p{name}) : (memref<*xf32>) -> ()\n"
    )
}

/// The row-major index of element `flat` of `shape`.
pub fn unflatten(mut flat: usize, shape: &[usize]) -> Vec<usize> {
    let mut index = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        index[d] = flat % shape[d];
        flat /= shape[d];
    }
    index
}

/// The row-major offset of `index` in `shape`.
pub fn flatten(index: &[usize], shape: &[usize]) -> usize {
    index.iter().zip(shape).fold(0, |acc, (&i, &n)| acc * n + i)
}

/// A nested dense literal of `values` (already spelled) in `shape`.
pub fn dense(values: &[String], shape: &[usize]) -> String {
    if shape.is_empty() {
        return values[0].clone();
    }
    let inner: usize = shape[1..].iter().product();
    let parts: Vec<String> = values.chunks(inner.max(1)).map(|c| dense(c, &shape[1..])).collect();
    format!("[{}]", parts.join(", "))
}

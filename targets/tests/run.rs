//! Differential execution: every program under `tests/run/` is run with
//! `strata run` (at -O0 and -O3) and with upstream MLIR 19's own lowering
//! (`mlir-opt-19 <pipeline> | mlir-cpu-runner-19` with upstream's runner
//! libraries). Each program prints its results; the outputs must be equal.
//!
//! The heap address `printMemref*` prints (`base@ = 0x...`) differs
//! between runs and is replaced by `base@ = ADDR` on both sides.
//!
//! A file may replace the upstream pipeline with a header line
//! `// UPSTREAM-PIPELINE: <mlir-opt-19 flags>` (for instance to add
//! `--arith-expand`, which upstream needs for `arith.ceildivsi` and friends
//! but Strata's `convert-arith-to-llvm` does not).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Upstream's CPU lowering, in the order that works in MLIR 19.
const UPSTREAM_PIPELINE: &str = "--convert-vector-to-scf --lower-affine --convert-scf-to-cf \
     --convert-vector-to-llvm --convert-math-to-llvm --expand-strided-metadata \
     --finalize-memref-to-llvm --convert-arith-to-llvm --convert-index-to-llvm \
     --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts";

const RUNNER_LIBS: &str = "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-19/lib/libmlir_runner_utils.so";

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no programs in {}", dir.display());
    v
}

/// `text` with the addresses `printMemref*` prints replaced by `ADDR`.
fn normalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("base@ = 0x") {
        let start = at + "base@ = ".len();
        out.push_str(&rest[..start]);
        out.push_str("ADDR");
        rest = rest[start + 2..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
    }
    out.push_str(rest);
    out
}

fn upstream_pipeline(source: &str) -> String {
    source
        .lines()
        .take_while(|l| l.starts_with("//") || l.trim().is_empty())
        .find_map(|l| l.strip_prefix("// UPSTREAM-PIPELINE:"))
        .map_or_else(|| UPSTREAM_PIPELINE.to_string(), |p| p.trim().to_string())
}

/// stdout of `cmd` fed `input`, or an error with its stderr.
fn run(cmd: &mut Command, input: &[u8]) -> Result<String, String> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {cmd:?}: {e}"))?;
    child.stdin.take().unwrap().write_all(input).map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("{cmd:?} failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    String::from_utf8(out.stdout).map_err(|e| e.to_string())
}

fn upstream_output(source: &str) -> Result<String, String> {
    let pipeline = upstream_pipeline(source);
    let lowered = run(Command::new("mlir-opt-19").args(pipeline.split_whitespace()), source.as_bytes())?;
    run(
        Command::new("mlir-cpu-runner-19").args([
            "-e",
            "main",
            "-entry-point-result=void",
            &format!("-shared-libs={RUNNER_LIBS}"),
        ]),
        lowered.as_bytes(),
    )
}

fn strata_output(file: &Path, opt: &str) -> Result<String, String> {
    run(
        Command::new(env!("CARGO_BIN_EXE_strata"))
            .args(["run", "-e", "main", "--entry-point-result=void", opt])
            .arg(file),
        b"",
    )
}

#[test]
fn programs_print_what_upstream_mlir_19_prints() {
    let mut failures = Vec::new();
    for file in programs() {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let source = std::fs::read_to_string(&file).unwrap();
        let expected = match upstream_output(&source) {
            Ok(o) if o.trim().is_empty() => {
                failures.push(format!("{name}: upstream printed nothing; a program must print its results"));
                continue;
            }
            Ok(o) => normalize(&o),
            Err(e) => {
                failures.push(format!("{name}: upstream: {e}"));
                continue;
            }
        };
        for opt in ["-O0", "-O3"] {
            match strata_output(&file, opt).map(|o| normalize(&o)) {
                Ok(got) if got == expected => {}
                Ok(got) => failures.push(format!(
                    "{name} ({opt}): output differs from upstream's\n--- upstream\n{expected}--- strata\n{got}"
                )),
                Err(e) => failures.push(format!("{name} ({opt}): {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn calling_an_undefined_function_is_an_error_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("undefined.mlir");
    std::fs::write(
        &file,
        "func.func private @nowhere_defined(i64) -> i64\nfunc.func @main() {\n  %c = arith.constant 1 : i64\n  \
         %r = func.call @nowhere_defined(%c) : (i64) -> i64\n  return\n}\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_strata")).args(["run", "-e", "main"]).arg(&file).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("nowhere_defined") && err.contains("--shared-libs"), "{err}");
}

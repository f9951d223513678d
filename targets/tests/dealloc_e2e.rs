//! Buffer deallocation end to end: every program under `tests/dealloc/`
//! (allocations in loops, in branches, carried through iterations, returned
//! from functions) goes through `strata opt --buffer-deallocation-pipeline
//! --convert-bufferization-to-memref` (with and without
//! `private-function-dynamic-ownership`); then
//! - `strata run` prints what `mlir-opt-19` (the same two passes and
//!   upstream's CPU lowering) and `mlir-cpu-runner-19` print;
//! - compiled with `strata compile` and linked with the runtime, the
//!   program runs under valgrind with no block definitely lost, where the
//!   same program compiled without the pipeline loses blocks.
//!
//! Each program's `@main` returns an `i32` (0), so that the object links
//! as the executable's entry.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The deallocation passes, with each value of the pipeline's option.
const DEALLOC: &[&[&str]] = &[
    &["--buffer-deallocation-pipeline", "--convert-bufferization-to-memref"],
    &["--buffer-deallocation-pipeline=private-function-dynamic-ownership=true", "--convert-bufferization-to-memref"],
];

const UPSTREAM_LOWERING: &[&str] = &[
    "--convert-vector-to-scf",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--convert-math-to-llvm",
    "--expand-strided-metadata",
    "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
];

const RUNNER_LIBS: &str = "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-19/lib/libmlir_runner_utils.so";

fn programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dealloc");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    v.sort();
    assert!(!v.is_empty(), "no programs in {}", dir.display());
    v
}

/// stdout of `cmd` fed `input`; panics with its stderr when it fails.
fn output(cmd: &mut Command, input: &[u8]) -> String {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {cmd:?}: {e}"));
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{cmd:?} failed ({}):\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// `text` with the heap addresses `printMemref*` prints replaced by `ADDR`.
fn normalize(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("base@ = 0x") {
            Some(at) => {
                let rest = l[at + 10..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
                format!("{}ADDR{rest}", &l[..at + 8])
            }
            None => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn strata() -> Command {
    Command::new(env!("CARGO_BIN_EXE_strata"))
}

/// The program after Strata's deallocation passes.
fn deallocated(file: &Path, passes: &[&str]) -> String {
    output(strata().arg("opt").args(passes).arg(file), b"")
}

fn upstream_run(source: &str, passes: &[&str]) -> String {
    let lowered = output(Command::new("mlir-opt-19").args(passes).args(UPSTREAM_LOWERING), source.as_bytes());
    output(
        Command::new("mlir-cpu-runner-19").args([
            "-e",
            "main",
            "-entry-point-result=i32",
            &format!("-shared-libs={RUNNER_LIBS}"),
        ]),
        lowered.as_bytes(),
    )
}

/// Compile `text` with `strata compile`, link it with the runtime into an
/// executable in `rt`'s directory, and run it under valgrind: its stdout
/// and valgrind's report.
fn valgrind(rt: &common::Runtime, name: &str, text: &str) -> (String, String) {
    let (src, obj, exe) = (rt.path(&format!("{name}.mlir")), rt.path(&format!("{name}.o")), rt.path(name));
    std::fs::write(&src, text).unwrap();
    common::run({
        let mut c = strata();
        c.arg("compile").arg(&src).arg("-o").arg(&obj);
        c
    });
    common::run({
        // The module's wrapper of `printMemrefF32` and the runtime's both
        // define the symbol; the module's (first) one calls the runtime's
        // `_mlir_ciface_` entry.
        let mut c = Command::new("clang-19");
        c.arg(&obj).arg(rt.archive()).args(["-lm", "-Wl,--allow-multiple-definition", "-o"]).arg(&exe);
        c
    });
    let out = Command::new("valgrind")
        .args(["--leak-check=full", "--errors-for-leak-kinds=definite", "--error-exitcode=99"])
        .arg(&exe)
        .output()
        .expect("run valgrind");
    let report = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.code().is_some(), "{name} was killed under valgrind:\n{report}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), report)
}

#[test]
fn deallocated_programs_print_what_upstream_mlir_19_prints() {
    for file in programs() {
        let source = std::fs::read_to_string(&file).unwrap();
        for passes in DEALLOC {
            let expected = normalize(&upstream_run(&source, passes));
            assert!(!expected.trim().is_empty(), "{}: upstream printed nothing", file.display());
            let text = deallocated(&file, passes);
            let got = output(strata().args(["run", "-e", "main", "--entry-point-result=i32", "-"]), text.as_bytes());
            assert_eq!(normalize(&got), expected, "{} {passes:?}", file.display());
        }
    }
}

#[test]
fn deallocated_programs_lose_no_memory_under_valgrind() {
    let rt = common::Runtime::write(None);
    for file in programs() {
        let name = file.file_stem().unwrap().to_string_lossy().into_owned();
        let run = output(strata().args(["run", "-e", "main", "--entry-point-result=i32"]).arg(&file), b"");
        for passes in DEALLOC {
            let (stdout, report) = valgrind(&rt, &name, &deallocated(&file, passes));
            assert!(report.contains("All heap blocks were freed"), "{name} {passes:?} leaks:\n{report}");
            // `strata run` also prints the returned 0.
            assert_eq!(normalize(&format!("{stdout}0\n")), normalize(&run), "{name} {passes:?}: output under valgrind");
        }
        // The check can fail: without the pipeline the same program leaks.
        let source = std::fs::read_to_string(&file).unwrap();
        let (_, leaky) = valgrind(&rt, &format!("{name}_leaky"), &source);
        assert!(leaky.contains("definitely lost:"), "{name} without deallocation should leak:\n{leaky}");
    }
}

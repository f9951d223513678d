//! What `strata run` refuses before it runs anything: an entry function it
//! cannot call as asked (arguments, another result type than
//! `--entry-point-result`, a declaration, no such function), in the MLIR
//! and in the llvm dialect, with a located error where mlir-cpu-runner-19
//! also refuses; and a `--shared-libs` library the loader cannot load,
//! with the loader's reason.

mod common;

use std::path::Path;
use std::process::{Command, Output};

const FUNC: &str = "\
func.func @args(%x: i32) -> i32 {
  return %x : i32
}
func.func @two() -> (i32, i32) {
  %c = arith.constant 1 : i32
  return %c, %c : i32, i32
}
func.func @one() -> i32 {
  %c = arith.constant 3 : i32
  return %c : i32
}
func.func @index() -> index {
  %c = arith.constant 4 : index
  return %c : index
}
func.func private @decl() -> i32
memref.global @data : memref<2xf32> = dense<0.0>
";

const LLVM: &str = "\
llvm.func @args(%x: i32) -> i32 {
  llvm.return %x : i32
}
llvm.func @one() -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  llvm.return %c : i32
}
llvm.func @decl() -> i32
";

fn strata_run(file: &Path, entry: &str, result: &str, more: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["run", "-O0", "-e", entry, &format!("--entry-point-result={result}")])
        .args(more)
        .arg(file)
        .output()
        .unwrap()
}

/// (entry, result, error line, located)
const REFUSED: &[(&str, &str, &str, bool)] = &[
    ("args", "i32", ":1:1: error: entry function '@args' takes arguments (i32), but strata run calls it without any", true),
    ("one", "f32", "error: entry function '@one' returns i32, but --entry-point-result=f32 expects one f32 result: pass --entry-point-result=i32", true),
    ("one", "void", "error: entry function '@one' returns i32, but --entry-point-result=void expects no result", true),
    ("decl", "i32", "error: entry function '@decl' is a declaration: strata run calls a function the module defines", true),
    ("nothing", "i32", "has no function '@nothing' to run (choose one with -e NAME)", false),
];

#[test]
fn entries_that_cannot_be_called_as_asked_are_refused_with_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let func = dir.path().join("func.mlir");
    std::fs::write(&func, FUNC).unwrap();
    let llvm = dir.path().join("llvm.mlir");
    std::fs::write(&llvm, LLVM).unwrap();
    for file in [&func, &llvm] {
        for &(entry, result, message, located) in REFUSED {
            let out = strata_run(file, entry, result, &[]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{entry} {result}: {err}");
            assert!(out.stdout.is_empty(), "{entry}: printed {}", String::from_utf8_lossy(&out.stdout));
            let first = err.lines().next().unwrap_or_default();
            assert!(first.contains(message), "{entry} {result}:\n{err}");
            if located {
                assert!(first.starts_with(&format!("{}:", file.display())), "{err}");
                assert!(err.lines().nth(2).is_some_and(|l| l.trim() == "^"), "no caret:\n{err}");
            } else {
                assert!(first.starts_with(&format!("strata: error: '{}'", file.display())), "{err}");
            }
        }
    }
    let refused: [(&str, &str, &str); 3] = [
        ("two", "i32", "returns i32, i32, but --entry-point-result=i32 expects one i32 result"),
        ("data", "void", "'@data' is a 'memref.global', not a function"),
        (
            "index",
            "i32",
            "returns index, but --entry-point-result=i32 expects one i32 result: pass --entry-point-result=i64",
        ),
    ];
    for (entry, result, message) in refused {
        let out = strata_run(&func, entry, result, &[]);
        assert!(String::from_utf8_lossy(&out.stderr).contains(message), "{}", String::from_utf8_lossy(&out.stderr));
    }
    // Without the declaration, which nothing defines, the good entries run.
    let defined = dir.path().join("defined.mlir");
    std::fs::write(&defined, FUNC.replace("func.func private @decl() -> i32\n", "")).unwrap();
    for (entry, result, printed) in [("one", "i32", "3\n"), ("index", "i64", "4\n")] {
        let out = strata_run(&defined, entry, result, &[]);
        assert_eq!(String::from_utf8_lossy(&out.stdout), printed, "{}", String::from_utf8_lossy(&out.stderr));
    }
}

/// The referee: mlir-cpu-runner-19 refuses the same llvm-dialect entries
/// (and runs the good one).
#[test]
fn mlir_cpu_runner_19_refuses_the_same_entries() {
    if !common::have("mlir-cpu-runner-19") {
        eprintln!("skipped: mlir-cpu-runner-19 not found (scripts/setup installs it)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let llvm = dir.path().join("llvm.mlir");
    std::fs::write(&llvm, LLVM).unwrap();
    for &(entry, result, _, _) in REFUSED {
        let out = Command::new("mlir-cpu-runner-19")
            .args(["-e", entry, &format!("--entry-point-result={result}")])
            .arg(&llvm)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success() && err.starts_with("Error: "), "{entry} {result}: {err}");
    }
    let out = Command::new("mlir-cpu-runner-19").args(["-e", "one", "--entry-point-result=i32"]).arg(&llvm).output();
    assert_eq!(String::from_utf8_lossy(&out.unwrap().stdout), "3\n");
}

#[test]
fn a_library_that_does_not_load_is_refused_with_the_loaders_reason() {
    let dir = tempfile::tempdir().unwrap();
    let prog = dir.path().join("p.mlir");
    std::fs::write(&prog, "func.func @one() -> i32 {\n  %c = arith.constant 3 : i32\n  return %c : i32\n}\n").unwrap();
    let not_elf = dir.path().join("libnot.so");
    std::fs::write(&not_elf, "not a shared object\n".repeat(20)).unwrap();
    let missing = dir.path().join("libmissing.so");
    for (lib, reason) in [(&missing, "No such file or directory"), (&not_elf, "invalid ELF header")] {
        let out = strata_run(&prog, "one", "i32", &[&format!("--shared-libs={}", lib.display())]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.starts_with(&format!("strata: error: cannot load shared library '{}': ", lib.display())), "{err}");
        assert!(err.contains(reason), "the loader's reason is missing: {err}");
    }
}

//! Bytecode at the command line: `strata opt --emit-bytecode` writes it,
//! and `opt` and `compile` read it whatever the file is called; bad files
//! and misused flags are one-line errors, never panics.

use std::path::Path;
use std::process::{Command, Output};

const GOOD: &str = "func.func @add(%a: i32, %b: i32) -> i32 {\n  %c = arith.addi %a, %b : i32\n  return %c : i32\n}\n";

fn strata(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_strata")).current_dir(dir).args(args).output().expect("run strata")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `good.mlir` and its bytecode in `add.txt` (a name that says nothing).
fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("good.mlir"), GOOD).unwrap();
    let out = strata(dir.path(), &["opt", "--emit-bytecode", "good.mlir", "-o", "add.txt"]);
    assert!(out.status.success(), "{}", stderr(&out));
    dir
}

#[test]
fn bytecode_is_recognized_by_its_magic_number_whatever_the_name() {
    let dir = setup();
    let bytes = std::fs::read(dir.path().join("add.txt")).unwrap();
    assert!(bytes.starts_with(b"ML\xefR"));
    let from_text = strata(dir.path(), &["opt", "good.mlir"]);
    let from_bytecode = strata(dir.path(), &["opt", "add.txt"]);
    assert!(from_bytecode.status.success(), "{}", stderr(&from_bytecode));
    assert_eq!(from_bytecode.stdout, from_text.stdout);
}

#[test]
fn compile_reads_bytecode_input() {
    let dir = setup();
    let out = strata(dir.path(), &["compile", "add.txt", "--emit", "llvm", "-o", "add.ll"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let ir = std::fs::read_to_string(dir.path().join("add.ll")).unwrap();
    assert!(ir.contains("define i32 @add(i32 %a0, i32 %a1)") && ir.contains("add i32"), "{ir}");
}

#[test]
fn a_truncated_file_is_an_error_naming_file_section_and_offset() {
    let dir = setup();
    let bytes = std::fs::read(dir.path().join("add.txt")).unwrap();
    std::fs::write(dir.path().join("cut.mlirbc"), &bytes[..bytes.len() / 2]).unwrap();
    for cmd in ["opt", "compile"] {
        let out = strata(dir.path(), &[cmd, "cut.mlirbc"]);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "{cmd}: {err}");
        assert!(err.starts_with("cut.mlirbc: error: invalid bytecode: "), "{cmd}: {err}");
        assert!(err.contains("section, byte offset "), "{cmd}: {err}");
        assert!(!err.contains("panicked"), "{cmd}: {err}");
    }
}

#[test]
fn bytecode_flags_are_checked_as_mlir_opt_19_checks_them() {
    let dir = setup();
    let out = strata(dir.path(), &["opt", "--emit-bytecode-version=3", "good.mlir"]);
    assert_eq!(stderr(&out), "strata: error: bytecode version while not emitting bytecode\n");
    let out = strata(dir.path(), &["opt", "--emit-bytecode", "--emit-bytecode-version=9", "good.mlir"]);
    assert_eq!(stderr(&out), "strata: error: unsupported version requested 9, must be in range [0, 6]\n");
    let out = strata(dir.path(), &["opt", "--split-input-file", "add.txt"]);
    assert_eq!(stderr(&out), "add.txt: error: --split-input-file does not apply to bytecode input\n");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn every_version_round_trips_through_strata() {
    let dir = setup();
    let expected = strata(dir.path(), &["opt", "good.mlir"]).stdout;
    for v in 0..=6 {
        let flag = format!("--emit-bytecode-version={v}");
        let out = strata(dir.path(), &["opt", "--emit-bytecode", &flag, "good.mlir", "-o", "v.bc"]);
        assert!(out.status.success(), "{v}: {}", stderr(&out));
        let back = strata(dir.path(), &["opt", "v.bc"]);
        assert_eq!(back.stdout, expected, "version {v}: {}", stderr(&back));
    }
}

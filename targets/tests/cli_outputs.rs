//! Where the `strata` commands write, and what a failed one leaves: an
//! output is written whole or not at all (an existing file stays as it was,
//! no temporary file or new directory is left), standard input sends text
//! to standard output and needs `-o` for binary output, and every
//! subcommand takes its long flags with one dash as upstream tools do.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const GOOD: &str = "func.func @add(%a: i32, %b: i32) -> i32 {\n  %c = arith.addi %a, %b : i32\n  return %c : i32\n}\n";
/// Parses and lowers, but its device code cannot go into a host object:
/// the failure comes late.
const FAILS_LATE: &str = "func.func @f() -> i32 {\n  %t = nvvm.read.ptx.sreg.tid.x : i32\n  return %t : i32\n}\n";

fn strata_in(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    pipe.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(pipe);
    child.wait_with_output().unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The names in `dir`, sorted.
fn listing(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    v.sort();
    v
}

#[test]
fn failed_commands_leave_existing_outputs_as_they_were_and_no_temporary_files() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("bad.mlir"), "func.func @f( {\n").unwrap();
    std::fs::write(d.join("late.mlir"), FAILS_LATE).unwrap();
    std::fs::write(d.join("unknown.mlir"), "func.func @f() {\n  \"t.unknown\"() : () -> ()\n  return\n}\n").unwrap();
    std::fs::write(d.join("out"), "keep").unwrap();
    std::fs::write(d.join("out.h"), "keep header").unwrap();
    let before = listing(d);
    let mut runs: Vec<Vec<&str>> = vec![
        vec!["opt", "bad.mlir", "-o", "out"],
        vec!["opt", "-allow-unregistered-dialect", "-lower-to-llvm", "unknown.mlir", "-o", "out"],
    ];
    for emit in ["obj", "asm", "llvm", "bc", "mlir", "header"] {
        // A header needs no lowering: only bad syntax fails it.
        let inputs: &[&str] = if emit == "header" { &["bad.mlir"] } else { &["bad.mlir", "late.mlir"] };
        for input in inputs {
            runs.push(vec!["compile", input, "--emit", emit, "-o", "out", "-H", "out.h"]);
        }
    }
    for args in runs {
        let out = strata_in(d, &args, None);
        assert_eq!(out.status.code(), Some(1), "strata {args:?}: {}", stderr(&out));
        assert_eq!(std::fs::read_to_string(d.join("out")).unwrap(), "keep", "strata {args:?} wrote its output");
        assert_eq!(std::fs::read_to_string(d.join("out.h")).unwrap(), "keep header", "strata {args:?}");
        assert_eq!(listing(d), before, "strata {args:?} left files behind");
    }
    // A successful run replaces the file.
    std::fs::write(d.join("good.mlir"), GOOD).unwrap();
    let out = strata_in(d, &["compile", "good.mlir", "--emit", "llvm", "-o", "out", "-H", "out.h"], None);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read_to_string(d.join("out")).unwrap().contains("define i32 @add"));
    assert!(std::fs::read_to_string(d.join("out.h")).unwrap().contains("int32_t add(int32_t arg0, int32_t arg1);"));
}

#[test]
fn a_failed_library_build_creates_no_directory_and_keeps_an_existing_library() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("late.mlir"), FAILS_LATE).unwrap();
    let out = strata_in(d, &["lib", "late.mlir", "--name", "k", "--out-dir", "new/lib"], None);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(!d.join("new").exists(), "a failed strata lib left its --out-dir behind");
    std::fs::create_dir(d.join("old")).unwrap();
    std::fs::write(d.join("old/libk.a"), "keep").unwrap();
    let out = strata_in(d, &["lib", "late.mlir", "--name", "k", "--out-dir", "old"], None);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(listing(&d.join("old")), ["libk.a"]);
    assert_eq!(std::fs::read_to_string(d.join("old/libk.a")).unwrap(), "keep");
    let out = strata_in(d, &["runtime", "--target", "x86_64-pc-windows-msvc", "--out-dir", "rt/new"], None);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(!d.join("rt").exists(), "a failed strata runtime left its --out-dir behind");
}

#[test]
fn standard_input_sends_text_to_standard_output_and_needs_o_for_binary_output() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (emit, expected) in [
        ("llvm", "define i32 @add"),
        ("asm", "add:"),
        ("mlir", "llvm.func @add"),
        ("header", "int32_t add(int32_t arg0, int32_t arg1);"),
    ] {
        let out = strata_in(d, &["compile", "-", "--emit", emit], Some(GOOD));
        assert!(out.status.success(), "--emit {emit}: {}", stderr(&out));
        assert!(String::from_utf8_lossy(&out.stdout).contains(expected), "--emit {emit}");
    }
    for emit in ["obj", "bc"] {
        let out = strata_in(d, &["compile", "-", "--emit", emit], Some(GOOD));
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "--emit {emit}: {err}");
        assert!(err.starts_with(&format!("strata: error: --emit {emit} writes binary data")), "{err}");
        assert!(err.contains("-o FILE"), "{err}");
        assert!(out.stdout.is_empty());
    }
    let out = strata_in(d, &["compile", "-", "-o", "-"], Some(GOOD));
    assert!(out.status.success() && out.stdout.starts_with(b"\x7fELF"), "{}", stderr(&out));
    // The header alone to standard output; both there is refused.
    let out = strata_in(d, &["compile", "-", "-o", "k.o", "-H", "-"], Some(GOOD));
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("#ifndef STRATA_STDIN_"));
    let out = strata_in(d, &["compile", "-", "--emit", "llvm", "-H", "-"], Some(GOOD));
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot both go to standard output"), "{}", stderr(&out));
    assert_eq!(listing(d), ["k.o"], "standard input named a file");
}

#[test]
fn every_subcommand_takes_long_flags_with_one_dash() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("k.mlir"), GOOD).unwrap();
    let out = strata_in(d, &["compile", "k.mlir", "-emit", "llvm", "-o", "-"], None);
    assert!(String::from_utf8_lossy(&out.stdout).contains("define i32 @add"), "{}", stderr(&out));
    let out = strata_in(d, &["compile", "k.mlir", "-emit=asm", "-emit-c-interface", "-O3", "-o", "-"], None);
    assert!(String::from_utf8_lossy(&out.stdout).contains("_mlir_ciface_add:"), "{}", stderr(&out));
    let out = strata_in(d, &["lib", "k.mlir", "-name", "k", "-out-dir", "out"], None);
    assert!(out.status.success() && d.join("out/libk.a").is_file(), "{}", stderr(&out));
    let main = "func.func @main() -> i32 {\n  %c = arith.constant 42 : i32\n  return %c : i32\n}\n";
    let out = strata_in(d, &["run", "-e", "main", "-entry-point-result=i32", "-O0", "-"], Some(main));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "42\n", "{}", stderr(&out));
    let out = strata_in(d, &["runtime", "-out-dir", "rt"], None);
    assert!(out.status.success() && d.join("rt/libstrata_runtime.a").is_file(), "{}", stderr(&out));
    // An unknown one is named as a long flag, with the one it resembles.
    let out = strata_in(d, &["compile", "k.mlir", "-emitt", "llvm"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("strata: error: unexpected argument '--emitt'"), "{}", stderr(&out));
    assert!(stderr(&out).contains("--emit"), "{}", stderr(&out));
}

/// The parser's advice names `-allow-unregistered-dialect`: every command
/// that reads MLIR has it.
#[test]
fn the_flag_the_parser_suggests_exists_on_every_command_that_parses() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let tagged = "func.func @main() -> i32 attributes {foo.tag = #foo.kernel<1>} {\n  \
                  %c = arith.constant 7 : i32\n  return %c : i32\n}\n";
    std::fs::write(d.join("t.mlir"), tagged).unwrap();
    let out = strata_in(d, &["compile", "t.mlir", "-o", "-", "--emit", "llvm"], None);
    assert!(stderr(&out).contains("use --allow-unregistered-dialect"), "{}", stderr(&out));
    let runs: [&[&str]; 4] = [
        &["compile", "t.mlir", "--emit", "llvm", "-o", "-", "-allow-unregistered-dialect"],
        &["run", "t.mlir", "--entry-point-result=i32", "-allow-unregistered-dialect"],
        &["lib", "t.mlir", "--name", "t", "--out-dir", "lib", "--allow-unregistered-dialect"],
        &["opt", "t.mlir", "-allow-unregistered-dialect"],
    ];
    for args in runs {
        let out = strata_in(d, args, None);
        assert!(out.status.success(), "strata {args:?}: {}", stderr(&out));
    }
    let out = strata_in(d, &["run", "t.mlir", "--entry-point-result=i32", "-allow-unregistered-dialect"], None);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "7\n");
}

//! Deeply nested input through every command of the `strata` binary: `opt`
//! with the default pipeline (20 000 nested `scf.if`s) and with several
//! passes, `compile` at -O0, -O2 and -O3 to an object file, and `run`. The
//! lowering is quadratic in the nesting depth (each level becomes blocks of
//! one function, and predecessor queries and identical-block merging scan
//! the function's blocks), so the commands that lower run on 400 levels in
//! this debug build; docs/troubleshooting.md has the figures for 20 000.

use std::path::Path;
use std::process::{Command, Output};

use strata::testing::nesting::nested_ifs;

fn strata(args: &[&str], input: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_strata")).args(args).arg(input).output().expect("run strata")
}

fn assert_ok(out: &Output, what: &str) {
    assert!(out.status.success(), "{what}: {}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn every_command_handles_deep_nesting() {
    let dir = tempfile::tempdir().unwrap();
    let deep = dir.path().join("deep.mlir");
    std::fs::write(&deep, nested_ifs(20_000)).unwrap();
    let out = strata(&["opt", "-o", "/dev/null"], &deep);
    assert_ok(&out, "opt");

    let mid = dir.path().join("mid.mlir");
    std::fs::write(&mid, nested_ifs(1000)).unwrap();
    let out =
        strata(&["opt", "--inline", "--canonicalize", "--cse", "--sccp", "--symbol-dce", "-o", "/dev/null"], &mid);
    assert_ok(&out, "opt with passes");

    let small = dir.path().join("small.mlir");
    std::fs::write(&small, nested_ifs(400)).unwrap();
    for level in ["-O0", "-O2", "-O3"] {
        let obj = dir.path().join(format!("out{level}.o"));
        let out = strata(&["compile", level, "-o", obj.to_str().unwrap()], &small);
        assert_ok(&out, level);
        assert!(std::fs::metadata(&obj).unwrap().len() > 0);
    }
    let out = strata(&["run", "-e", "main", "--entry-point-result=i32"], &small);
    assert_ok(&out, "run");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "2");
}

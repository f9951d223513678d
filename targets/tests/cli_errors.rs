//! How the `strata` commands refuse: every error line is
//! `file:line:col: error: ...` (with the source line and a caret) when it
//! has a place in the input, else `strata: error: ...`, with paths quoted
//! 'like this'; targets other than x86_64/aarch64 Linux (and NVPTX for PTX)
//! are refused by every command and by the `Build` API; `strata lib`
//! checks its `--name` and refuses two definitions of one public symbol.

use std::path::Path;
use std::process::{Command, Output};

const GOOD: &str = "func.func @add(%a: i32, %b: i32) -> i32 {\n  %c = arith.addi %a, %b : i32\n  return %c : i32\n}\n";

fn strata_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_strata")).args(args).current_dir(dir).output().unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Whether `line` starts `file:line:col: error: `.
fn is_located_error(line: &str) -> bool {
    let Some((place, _)) = line.split_once(": error: ") else { return false };
    let parts: Vec<&str> = place.rsplitn(3, ':').collect();
    parts.len() == 3 && parts[..2].iter().all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()))
}

#[test]
fn every_error_is_located_or_starts_with_strata_error() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("k.mlir"), GOOD).unwrap();
    std::fs::write(d.join("bad.mlir"), "func.func @f() -> i32 {\n  return\n}\n").unwrap();
    let plain: [&[&str]; 10] = [
        &["compile", "missing.mlir"],
        &["opt", "missing.mlir"],
        &["run", "missing.mlir"],
        &["compile", "k.mlir", "--target", "x86_64-pc-windows-msvc"],
        &["compile", "k.mlir", "--emit", "ptx", "-o", "-"],
        &["compile", "k.mlir", "--gpu-chip", "sm_10", "--emit", "ptx"],
        &["run", "k.mlir", "-e", "nothing"],
        &["lib", "k.mlir", "--name", "a/b"],
        &["runtime", "--out-dir", "rt", "--target", "i686-linux-gnu"],
        &["compile", "k.mlir", "--no-such-flag"],
    ];
    for args in plain {
        let out = strata_in(d, args);
        let err = stderr(&out);
        assert!(!out.status.success(), "strata {args:?} succeeded");
        assert!(err.starts_with("strata: error: "), "strata {args:?}:\n{err}");
        assert!(!err.contains('`') || !err.contains(".mlir`"), "a path in backquotes: {err}");
    }
    let out = strata_in(d, &["compile", "missing.mlir"]);
    assert!(stderr(&out).starts_with("strata: error: cannot read 'missing.mlir': "), "{}", stderr(&out));
    let located: [&[&str]; 4] = [
        &["compile", "bad.mlir", "-o", "-"],
        &["opt", "bad.mlir"],
        &["run", "bad.mlir"],
        &["lib", "bad.mlir", "--name", "k"],
    ];
    for args in located {
        let out = strata_in(d, args);
        let err = stderr(&out);
        let first = err.lines().next().unwrap_or_default();
        assert!(first.starts_with("bad.mlir:2:3: error: ") && is_located_error(first), "strata {args:?}:\n{err}");
        assert_eq!(err.lines().nth(2), Some("  ^"), "strata {args:?}: no caret:\n{err}");
    }
}

/// Ops on tensors `strata compile` rewrites before bufferization but
/// cannot rewrite (a Winograd transform of an F(m, r) without matrices, a
/// gather of complex numbers) are errors at the op, from `compile` and
/// `run` alike, not an unlocated bufferization failure.
#[test]
fn tensor_ops_the_compile_pipeline_cannot_rewrite_are_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("w.mlir"),
        "func.func @o(%o: tensor<5x5x1x1x1x1xf32>, %oo: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {\n  %0 = linalg.winograd_output_transform m(3) r(3) ins(%o : tensor<5x5x1x1x1x1xf32>) outs(%oo : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>\n  return %0 : tensor<1x3x3x1xf32>\n}\nfunc.func @main() {\n  return\n}\n",
    )
    .unwrap();
    std::fs::write(
        d.join("g.mlir"),
        "func.func @g(%s: tensor<4xcomplex<f32>>, %i: tensor<2x1xindex>) -> tensor<2x1xcomplex<f32>> {\n  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4xcomplex<f32>>, tensor<2x1xindex>) -> tensor<2x1xcomplex<f32>>\n  return %0 : tensor<2x1xcomplex<f32>>\n}\nfunc.func @main() {\n  return\n}\n",
    )
    .unwrap();
    for (file, msg) in [
        ("w.mlir", "'linalg.winograd_output_transform' with m(3) r(3) is not supported"),
        ("g.mlir", "'tensor.gather' is lowered for integer, index and floating-point elements only"),
    ] {
        for args in [&["compile", file, "-o", "x.o"][..], &["run", file, "-e", "main"][..]] {
            let out = strata_in(d, args);
            let err = stderr(&out);
            let first = err.lines().next().unwrap_or_default();
            assert!(!out.status.success(), "strata {args:?} succeeded");
            assert!(first.starts_with(&format!("{file}:2:8: error: {msg}")), "strata {args:?}:\n{err}");
            assert_eq!(err.lines().nth(2), Some("       ^"), "strata {args:?}: no caret:\n{err}");
        }
        assert!(!d.join("x.o").exists());
    }
}

#[test]
fn targets_other_than_linux_are_refused_by_every_command_with_the_supported_list() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("k.mlir"), GOOD).unwrap();
    for triple in ["x86_64-pc-windows-msvc", "arm64-apple-macos", "i686-linux-gnu"] {
        for args in [
            vec!["compile", "k.mlir", "-o", "k.o", "--target", triple],
            vec!["compile", "k.mlir", "--emit", "header", "-o", "k.h", "--target", triple],
            vec!["lib", "k.mlir", "--name", "k", "--out-dir", "lib", "--target", triple],
            vec!["runtime", "--out-dir", "rt", "--target", triple],
        ] {
            let out = strata_in(d, &args);
            let err = stderr(&out);
            assert_eq!(out.status.code(), Some(1), "strata {args:?}: {err}");
            assert!(err.starts_with(&format!("strata: error: unsupported target '{triple}'")), "{err}");
            for supported in ["x86_64-linux-gnu", "aarch64-unknown-linux-gnu", "nvptx64-nvidia-cuda"] {
                assert!(err.contains(supported), "{err}");
            }
        }
    }
    assert_eq!(std::fs::read_dir(d).unwrap().count(), 1, "a refused command wrote something");
    // The spellings in use are accepted.
    for triple in ["aarch64-linux-gnu", "aarch64-unknown-linux-gnu", "x86_64-unknown-linux-gnu", "x86_64-linux-gnu"] {
        let out = strata_in(d, &["compile", "k.mlir", "-o", "-", "--emit", "asm", "--target", triple]);
        assert!(out.status.success(), "{triple}: {}", stderr(&out));
    }
    let out = strata_in(d, &["lib", "k.mlir", "--name", "k", "--target", "nvptx64-nvidia-cuda"]);
    assert!(stderr(&out).contains("is for GPU code"), "{}", stderr(&out));
}

#[test]
fn the_build_api_refuses_other_targets_and_bad_names() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.mlir");
    std::fs::write(&file, GOOD).unwrap();
    let mut b = strata_targets::Build::new();
    b.file(&file).out_dir(dir.path()).cargo_metadata(false).target("x86_64-pc-windows-msvc");
    let err = b.try_compile("k").unwrap_err();
    assert!(err.to_string().starts_with("unsupported target 'x86_64-pc-windows-msvc'"), "{err}");
    assert!(!err.is_located());
    b.target("x86_64-linux-gnu");
    let err = b.try_compile("lib/k").unwrap_err();
    assert!(err.to_string().starts_with("invalid library name 'lib/k'"), "{err}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "a refused build wrote something");
}

#[test]
fn library_names_are_checked_before_anything_is_built() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("k.mlir"), GOOD).unwrap();
    for name in ["", "a/b", "1k", "-k", "k.so", "k k"] {
        let out = strata_in(d, &["lib", "k.mlir", &format!("--name={name}"), "--out-dir", "out"]);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "--name {name:?}: {err}");
        assert!(err.starts_with(&format!("strata: error: invalid library name '{name}'")), "{err}");
        assert!(err.contains("letters, digits, '_' and '-'"), "{err}");
        assert!(!err.contains("/tmp"), "{err}");
        assert!(!d.join("out").exists());
    }
    for name in ["k", "my_kernels", "_k2", "k-v2"] {
        let out = strata_in(d, &["lib", "k.mlir", "--name", name, "--out-dir", "out"]);
        assert!(out.status.success(), "--name {name}: {}", stderr(&out));
        assert!(d.join(format!("out/lib{name}.a")).is_file());
    }
}

#[test]
fn a_symbol_defined_in_two_library_files_is_an_error_naming_both() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir_all(d.join("a")).unwrap();
    std::fs::create_dir_all(d.join("b")).unwrap();
    let saxpy = "func.func @saxpy(%a: f32, %x: f32, %y: f32) -> f32 {\n  %m = arith.mulf %a, %x : f32\n  \
                 %r = arith.addf %m, %y : f32\n  return %r : f32\n}\n";
    std::fs::write(d.join("a/k.mlir"), format!("{GOOD}{saxpy}")).unwrap();
    // Private functions and declarations of the same name are no clash.
    let b = format!("func.func private @add(i32, i32) -> i32\n\n{saxpy}func.func private @helper() {{\n  return\n}}\n");
    std::fs::write(d.join("b/k.mlir"), &b).unwrap();
    std::fs::write(d.join("c.mlir"), "func.func private @helper() {\n  return\n}\n").unwrap();
    let out = strata_in(d, &["lib", "a/k.mlir", "b/k.mlir", "c.mlir", "--name", "k", "--out-dir", "out", "--rust"]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines[0],
        "a/k.mlir:5:1: error: public symbol '@saxpy' is defined in both 'a/k.mlir' and 'b/k.mlir': \
         a library can define it only once",
        "{err}"
    );
    assert_eq!(lines[1], "func.func @saxpy(%a: f32, %x: f32, %y: f32) -> f32 {", "{err}");
    assert_eq!(lines[3], "b/k.mlir:3:1: note: '@saxpy' is defined again here", "{err}");
    assert_eq!(lines.len(), 6, "one error and its note:\n{err}");
    assert!(!d.join("out").exists());
    // Apart, both libraries build.
    for f in ["a/k.mlir", "b/k.mlir"] {
        let out = strata_in(d, &["lib", f, "c.mlir", "--name", "k", "--out-dir", "out"]);
        assert!(out.status.success(), "{f}: {}", stderr(&out));
    }
}

//! Programs on tensors as frontends emit them (`tests/e2e/tensors.mlir`:
//! dense constants, `tensor.empty` + `linalg.fill` + named ops,
//! `linalg.generic` reductions, `tensor.pad`, reshapes, dynamic shapes,
//! `scf.for` carrying tensors, elementwise arith on tensors) compiled with
//! `strata compile` without a pass list, its C header included by a C
//! driver that owns and frees the results; answers computed here. Under
//! valgrind (when installed) the program must not lose memory.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn e2e(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e").join(name)
}

fn strata(args: &[&std::ffi::OsStr]) {
    let out = Command::new(env!("CARGO_BIN_EXE_strata")).args(args).output().expect("run strata");
    assert!(out.status.success(), "strata failed:\n{}", String::from_utf8_lossy(&out.stderr));
}

/// Compile tensors.mlir into DIR (object and header) with `extra` flags and
/// link it with tensors.c and the runtime (`memrefCopy` of strided
/// buffers) using `cc`, for `target`; returns the program.
fn build(dir: &Path, extra: &[&str], cc: &str, target: Option<&str>) -> PathBuf {
    let rt = dir.join("rt");
    let out = common::strata_runtime(&rt, target);
    assert!(out.status.success(), "strata runtime failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let kernel = e2e("tensors.mlir");
    let obj = dir.join("tensors.o");
    let header = dir.join("tensors.h");
    let mut args: Vec<&std::ffi::OsStr> = vec!["compile".as_ref(), kernel.as_os_str(), "--emit-c-interface".as_ref()];
    args.extend(extra.iter().map(std::ffi::OsStr::new));
    strata(&[&args[..], &["-o".as_ref(), obj.as_os_str()]].concat());
    strata(&[&args[..], &["--emit".as_ref(), "header".as_ref(), "-o".as_ref(), header.as_os_str()]].concat());
    let exe = dir.join("prog");
    let out = Command::new(cc)
        .arg(e2e("tensors.c"))
        .arg(&obj)
        .arg(rt.join("libstrata_runtime.a"))
        .arg("-I")
        .arg(dir)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .output()
        .expect("run the C compiler");
    assert!(out.status.success(), "linking failed:\n{}", String::from_utf8_lossy(&out.stderr));
    exe
}

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().expect("run the program");
    assert!(out.status.success(), "the program failed: {:?}\n{}", out.status, String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

fn floats(values: impl IntoIterator<Item = f32>) -> String {
    values.into_iter().map(|v| format!(" {v:.2}")).collect()
}

/// What tensors.c prints, computed here.
fn expected() -> String {
    let x = [[1.0f32, 2.0, 3.0], [4.0, 5.0, 6.0]];
    let w = [[1.0f32, -1.0], [0.5, 2.0], [-2.0, 1.0]];
    let b = [0.25f32, -0.5];
    let dense = (0..2).flat_map(|i| (0..2).map(move |j| (i, j))).map(|(i, j)| {
        let s: f32 = (0..3).map(|k| x[i][k] * w[k][j]).sum::<f32>() + b[j];
        s.max(0.0)
    });
    let mut s = format!("dense{}\n", floats(dense));
    let rows = (0..3).map(|i| (0..4).map(|j| (i * 4 + j) as f32).sum::<f32>());
    s += &format!("row_sums 3:{}\n", floats(rows));
    let small = [[1.0f32, 2.0], [3.0, 4.0]];
    let padded = (0..4).flat_map(|i| (0..4).map(move |j| (i, j))).map(|(i, j): (usize, usize)| {
        if (1..3).contains(&i) && (1..3).contains(&j) {
            small[i - 1][j - 1]
        } else {
            0.0
        }
    });
    s += &format!("pad_flat{}\n", floats(padded));
    let v = [0.5f32, 1.0, 1.5, 2.0];
    s += &format!("accumulate{}\n", floats(v.iter().map(|x| x + x + x)));
    s += &format!("input{}\n", floats(v));
    s += &format!("doubling{}\n", floats(v.iter().map(|x| x * 32.0)));
    let m: Vec<f32> = (0..16).map(|i| i as f32).collect();
    let sl = m.iter().enumerate().map(|(k, &e)| match (k / 4, k % 4) {
        (2, 2) => -1.0,
        (1..=2, _) => e + e,
        _ => e,
    });
    s += &format!("slices{}\n", floats(sl));
    s += &format!("unchanged{}\n", floats(m));
    let logits = [[1.0f32, 2.0, 3.0, 4.0], [-1.0, 0.0, 0.0, 1.0]];
    let softmax = logits.iter().flat_map(|row| {
        let max = row.iter().copied().fold(f32::MIN, f32::max);
        let sum: f32 = row.iter().map(|x| (x - max).exp()).sum();
        row.iter().map(move |x| (x - max).exp() / sum)
    });
    s += &format!("softmax{}\n", floats(softmax));
    // 40 is halved 4 times to 2.5 (below 3); then every element negated.
    let hv = [40.0f32, 8.0, -2.0, 1.0];
    s += &format!("halve_negate{}\n", floats(hv.iter().map(|x| -x / 16.0)));
    s += &format!("kept{}\n", floats(hv));
    s += &format!("stack 5:{}\n", floats([1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0, 1.0, 2.0, 3.0, 4.0]));
    s
}

#[test]
fn tensor_programs_compute_the_answers_at_o0_and_o3() {
    for opt in ["-O0", "-O3"] {
        let dir = tempfile::tempdir().unwrap();
        let exe = build(dir.path(), &[opt], "cc", None);
        assert_eq!(run(&mut Command::new(&exe)), expected(), "at {opt}");
    }
}

#[test]
fn tensor_programs_compute_the_answers_on_aarch64() {
    let dir = tempfile::tempdir().unwrap();
    let exe = build(dir.path(), &["--target", "aarch64-linux-gnu"], "aarch64-linux-gnu-gcc", Some("aarch64-linux-gnu"));
    let out = run(Command::new("qemu-aarch64").args(["-L", "/usr/aarch64-linux-gnu"]).arg(&exe));
    assert_eq!(out, expected());
}

#[test]
fn tensor_programs_lose_no_memory() {
    if Command::new("valgrind").arg("--version").output().is_err() {
        panic!("valgrind is required (scripts/setup installs it)");
    }
    let dir = tempfile::tempdir().unwrap();
    let exe = build(dir.path(), &["-O2"], "cc", None);
    let out = Command::new("valgrind")
        .args(["--leak-check=full", "--errors-for-leak-kinds=definite", "--error-exitcode=9"])
        .arg(&exe)
        .output()
        .expect("run valgrind");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "valgrind reports errors or leaks:\n{log}");
    assert!(log.contains("definitely lost: 0 bytes") || log.contains("All heap blocks were freed"), "{log}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected());
}

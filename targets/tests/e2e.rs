//! End-to-end tests: kernels under `tests/e2e/` are compiled with
//! `strata compile`, linked with a C driver built with the `cc` crate's
//! compiler, run, and their output compared with answers computed here.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn e2e(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e").join(name)
}

/// `strata compile KERNEL -o DIR/kernel.o ARGS`.
fn compile(kernel: &Path, dir: &Path, args: &[&str]) -> PathBuf {
    let obj = dir.join("kernel.o");
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("compile")
        .arg(kernel)
        .arg("-o")
        .arg(&obj)
        .args(args)
        .output()
        .expect("run strata");
    assert!(out.status.success(), "strata compile failed:\n{}", String::from_utf8_lossy(&out.stderr));
    obj
}

/// Build `driver` with the host C compiler and link `objs`: the program.
fn link(driver: &Path, objs: &[PathBuf], dir: &Path) -> PathBuf {
    let host = env!("STRATA_RUNTIME_HOST_TARGET");
    let compiler =
        cc::Build::new().target(host).host(host).opt_level(0).cargo_metadata(false).warnings(false).get_compiler();
    let exe = dir.join("prog");
    let mut cmd = compiler.to_command();
    cmd.arg(driver).args(objs).arg("-o").arg(&exe).arg("-lm");
    let out = cmd.output().expect("run the C compiler");
    assert!(out.status.success(), "linking failed:\n{}", String::from_utf8_lossy(&out.stderr));
    exe
}

/// Build `driver` with the host C compiler, link `objs`, run, return stdout.
fn link_and_run(driver: &Path, objs: &[PathBuf], dir: &Path) -> String {
    let exe = link(driver, objs, dir);
    let run = Command::new(&exe).output().expect("run the program");
    assert!(run.status.success(), "the program failed: {:?}\n{}", run.status, String::from_utf8_lossy(&run.stderr));
    String::from_utf8(run.stdout).expect("UTF-8 output")
}

/// The AArch64 Linux target the cross tests build for.
const AARCH64: &str = "aarch64-linux-gnu";

/// Build `driver` with `aarch64-linux-gnu-gcc`, link `objs`, run under
/// qemu, return stdout.
fn cross_link_and_run(driver: &Path, objs: &[PathBuf], dir: &Path) -> String {
    let exe = dir.join("prog-aarch64");
    let out = Command::new("aarch64-linux-gnu-gcc")
        .arg(driver)
        .args(objs)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .output()
        .expect("run aarch64-linux-gnu-gcc (scripts/setup installs gcc-aarch64-linux-gnu)");
    assert!(out.status.success(), "linking failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new("qemu-aarch64")
        .args(["-L", "/usr/aarch64-linux-gnu"])
        .arg(&exe)
        .output()
        .expect("run qemu-aarch64 (scripts/setup installs qemu-user)");
    assert!(
        run.status.success(),
        "the program failed under qemu: {:?}\n{}",
        run.status,
        String::from_utf8_lossy(&run.stderr)
    );
    String::from_utf8(run.stdout).expect("UTF-8 output")
}

/// Compile `kernel` for AArch64 at `-O2`, link it with `driver` (and the
/// runtime when `runtime`), run it under qemu: the answers must be the
/// x86-64 ones.
fn cross_check(kernel: &str, driver: &str, runtime: bool, expected: &str) {
    let dir = tempfile::tempdir().unwrap();
    let obj = compile(&e2e(kernel), dir.path(), &["--target", AARCH64]);
    let mut objs = vec![obj];
    if runtime {
        objs.push(runtime_archive_for(dir.path(), Some(AARCH64)));
    }
    assert_eq!(cross_link_and_run(&e2e(driver), &objs, dir.path()), expected, "{kernel} on AArch64");
}

fn floor_div(a: i64, b: i64) -> i64 {
    let (q, r) = (a / b, a % b);
    if r != 0 && ((r < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

fn ceil_div(a: i64, b: i64) -> i64 {
    -floor_div(-a, b)
}

/// What scalars.c must print, computed with 64-bit arithmetic.
fn scalars_expected() -> String {
    let a: [i32; 10] = [7, -7, 6, -6, 0, 1, -1, i32::MIN, i32::MAX, i32::MIN + 1];
    let b: [i32; 8] = [2, -2, 3, -3, 1, -1, i32::MAX, 7];
    let mut s = String::new();
    for &x in &a {
        for &y in &b {
            if x == i32::MIN && y == -1 {
                continue;
            }
            let (ux, uy) = (x as u32 as u64, y as u32 as u64);
            s += &format!(
                "{x} {y}: floor {} ceil {} div {} rem {} ceilu {} divu {} remu {}\n",
                floor_div(x.into(), y.into()),
                ceil_div(x.into(), y.into()),
                x / y,
                x % y,
                ux.div_ceil(uy),
                ux / uy,
                ux % uy
            );
        }
    }
    s += "wrap -128 127 -56\n";
    s += &format!("mulhi {} {}\n", (-32768i32 * -32768) >> 16, (300i32 * -400) >> 16);
    // oeq one ueq une olt ult ord uno, bit 0 first.
    s += &format!("cmpf {} {} {} {}\n", 2 | 8 | 16 | 32 | 64, 1 | 4 | 64, 4 | 8 | 32 | 128, 1 | 4 | 64);
    s += "switch 100 -10 2000 -1\n";
    s += &format!("sum 0 55 {}\n", 100000i64 * 100001 / 2);
    s += "call 10 17\n";
    s += "index 12 -3\n";
    s += &format!("math {:.6}\n", 4.0f64.tanh() + 2.0);
    s
}

#[test]
fn scalar_kernels_compute_the_known_answers_at_every_optimization_level() {
    let expected = scalars_expected();
    for level in ["-O0", "-O2", "-O3"] {
        let dir = tempfile::tempdir().unwrap();
        let obj = compile(&e2e("scalars.mlir"), dir.path(), &[level]);
        let out = link_and_run(&e2e("scalars.c"), &[obj], dir.path());
        assert_eq!(out, expected, "at {level}");
    }
}

/// `strata runtime --out-dir DIR/rt`: the runtime library to link with.
fn runtime_archive(dir: &Path) -> PathBuf {
    runtime_archive_for(dir, None)
}

/// `strata runtime --out-dir DIR/rt [--target TARGET]`.
fn runtime_archive_for(dir: &Path, target: Option<&str>) -> PathBuf {
    let rt = dir.join("rt");
    let out = common::strata_runtime(&rt, target);
    assert!(out.status.success(), "strata runtime failed:\n{}", String::from_utf8_lossy(&out.stderr));
    rt.join("libstrata_runtime.a")
}

/// `values` printed as memref.c prints floats.
fn floats(values: impl IntoIterator<Item = f32>) -> String {
    values.into_iter().map(|v| format!(" {v:.2}")).collect()
}

/// What memref.c must print, computed here.
fn memref_expected() -> String {
    let (rows, cols) = (3usize, 5usize);
    let a: Vec<f32> = (0..rows * cols).map(|k| ((k / cols) * 10 + k % cols) as f32 * 0.5).collect();
    let at = |i: usize, j: usize| a[i * cols + j];
    let mut s = format!("scaled{}\n", floats(a.iter().copied()));
    let window: f32 = (1..3).flat_map(|i| (0..3).map(move |j| (i, j * 2))).map(|(i, j)| at(i, j)).sum();
    s += &format!("window {window:.2}\n");
    s += &format!(
        "transposed{}\n",
        floats((0..cols).flat_map(|j| (0..rows).map(move |i| (i, j))).map(|(i, j)| at(i, j)))
    );
    s += &format!("copied{}\n", floats(a.iter().copied()));
    s += "primes 2 3 5 7 11 13 17 19\n";
    s += "counter 5 12\n";
    let input = [3i64, 1, 4, 1, 5, 9, 2, 6];
    let prefix: Vec<String> = input
        .iter()
        .scan(0, |acc, &x| {
            *acc += x;
            Some(acc.to_string())
        })
        .collect();
    s += &format!("prefix {} misaligned 0\n", prefix.join(" "));
    let mut hist = [0; 5];
    for i in 0..100 {
        hist[(i * 7) % 5] += 1;
    }
    s += &format!("histogram {} {} {} {} {}\n", hist[0], hist[1], hist[2], hist[3], hist[4]);
    let xs = [-3.5f32, 2.0, 7.25, -8.0, 1.0];
    let max_abs = xs.iter().fold(0.0f32, |m, x| m.max(x.abs()));
    let max = xs.iter().fold(-100.0f32, |m, &x| m.max(x));
    s += &format!("max {max_abs:.2} {max:.2}\n");
    s += &format!("squares {}\n", (0..10i64).map(|i| i * i).sum::<i64>());
    // grow(n, m): 1..=n, then 100 + i up to m (or cut to m), then cut to 2.
    let grow = |n: i64, m: i64| {
        let v: Vec<i64> = (0..m).map(|i| if i < n { i + 1 } else { 100 + i }).collect();
        v.iter().sum::<i64>() * 1000 + v[0] + v[1]
    };
    s += &format!("grow {} {}\n", grow(3, 7), grow(5, 4));
    let (mut cell, mut olds) = (3i64, 0i64);
    for _ in 0..6 {
        olds += cell;
        cell = if cell < 50 { cell * 3 } else { cell - 50 };
    }
    s += &format!("cycle {olds} {cell}\n");
    s
}

/// `%g` of C's printf for the values the vector kernels produce (integers
/// and halves of moderate size).
fn g(x: f32) -> String {
    if x == x.trunc() {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

/// What vector.c must print, computed here from the same inputs.
fn vector_expected() -> String {
    const N: usize = 11;
    let a: Vec<f32> = (0..N).map(|i| (i + 1) as f32).collect();
    let b: Vec<f32> = (0..N).map(|i| (2 * i as i64 - 5) as f32).collect();
    let dot = |lo: usize, n: usize| -> f32 { (lo..lo + n).map(|i| a[i] * b[i]).sum() };
    let mut s = String::new();
    for n in 0..=N {
        s += &format!("dot {n} {}\n", g(dot(0, n)));
    }
    s += &format!("dot-offset {}\n", g(dot(2, 7)));
    for i in 0..=N {
        let y = a.get(i).map_or(1000.0, |&ai| 0.5 * ai + (3 * i) as f32);
        s += &format!("saxpy {i} {}\n", g(y));
    }
    let v: [i32; 13] = [5, -3, 17, -100, 42, 0, -1, 41, 8, -9, 99, -2, 7];
    for n in (1..=13).step_by(4) {
        let max = v[..n].iter().max().unwrap();
        let neg = v[..n].iter().filter(|&&x| x < 0).count();
        s += &format!("maxneg {n} {max} {neg}\n");
    }
    let m: Vec<f32> = (0..16).map(|i| (i % 5) as f32 - 1.0).collect();
    let x = [1.0, -2.0, 3.0, 0.5f32];
    let mv: Vec<String> = (0..4).map(|i| g((0..4).map(|j| m[4 * i + j] * x[j]).sum::<f32>() + 1.0)).collect();
    s += &format!("matvec {}\n", mv.join(" "));
    let big = (0..4).map(|i| (0..4).map(|j| m[4 * i + j]).sum::<f32>()).fold(f32::MIN, f32::max);
    for i in 0..4 {
        let row: Vec<String> = (0..4).map(|j| g(m[4 * j + i] * big)).collect();
        s += &format!("t {}\n", row.join(" "));
    }
    let (idx, out) = ([7, 0, 3, 100, 5, 2, 1, 6], [1, 0, 2, 3, 4, 7, 6, 5]);
    let mut dst = [-7i64; 8];
    for lane in (0..8).filter(|&l| l != 3) {
        dst[out[lane]] = 10 * idx[lane];
    }
    s += &format!("permute {}\n", dst.map(|d| d.to_string()).join(" "));
    let idx = [0, 2, 4, 6, 1, 3, 5, 6];
    let kept = [true, true, false, true, true, false, true, true];
    let g: Vec<String> = (0..8).map(|i| if kept[i] { (10 * (1 + idx[i])).to_string() } else { "-1".into() }).collect();
    s += &format!("gather2d {}\n", g.join(" "));
    for (i, j) in [(0, 0), (2, 1), (1, 2)] {
        let mut o: Vec<i64> = (1..=12).collect();
        o[4 * j + i] = -o[4 * j + i];
        let o: Vec<String> = o.iter().map(i64::to_string).collect();
        s += &format!("pick {} {}\n", 4 * i + j + 1, o.join(" "));
    }
    s
}

#[test]
fn memref_kernels_compute_the_known_answers_through_descriptors() {
    let expected = memref_expected();
    for level in ["-O0", "-O2"] {
        let dir = tempfile::tempdir().unwrap();
        let obj = compile(&e2e("memref.mlir"), dir.path(), &[level]);
        let rt = runtime_archive(dir.path());
        let out = link_and_run(&e2e("memref.c"), &[obj, rt], dir.path());
        assert_eq!(out, expected, "at {level}");
    }
}

#[test]
fn vector_kernels_over_memrefs_from_c_compute_the_known_answers() {
    let expected = vector_expected();
    for level in ["-O0", "-O2"] {
        let dir = tempfile::tempdir().unwrap();
        let obj = compile(&e2e("vector.mlir"), dir.path(), &[level]);
        let out = link_and_run(&e2e("vector.c"), &[obj], dir.path());
        assert_eq!(out, expected, "at {level}");
    }
}

/// Run `strata compile FILE --emit llvm` on `text`; (success, stderr).
fn compile_text(text: &str) -> (bool, String) {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("bad.mlir");
    std::fs::write(&f, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["compile", "--emit", "llvm", "-o", "-"])
        .arg(&f)
        .output()
        .expect("run strata");
    (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn an_op_no_pass_lowers_is_reported_with_its_location_and_the_pass() {
    let (ok, err) = compile_text(
        "func.func @f(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>) {\n  %c0 = arith.constant 0 : index\n  \
         %c4 = arith.constant 4 : index\n  memref.dma_start %a[%c0], %b[%c0], %c4, %t[%c0] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>\n  \
         return\n}\n",
    );
    assert!(!ok);
    assert!(err.contains("bad.mlir:4:"), "{err}");
    assert!(err.contains("'memref.dma_start'") && err.contains("finalize-memref-to-llvm"), "{err}");
    assert!(err.contains("^"), "no caret: {err}");
}

#[test]
fn a_vector_op_the_llvm_lowering_cannot_express_is_reported_with_the_reason() {
    let (ok, err) =
        compile_text("func.func @f(%v: vector<2xi128>) {\n  vector.print %v : vector<2xi128>\n  return\n}\n");
    assert!(!ok);
    assert!(err.contains("bad.mlir:2:3"), "{err}");
    assert!(err.contains("'vector.print' op cannot be lowered by convert-vector-to-llvm: no runtime printer"), "{err}");
    let (ok, err) = compile_text(
        "func.func @f(%v: vector<[4]xf32>) -> f32 {\n  %r = vector.reduction <add>, %v : vector<[4]xf32> into f32\n  return %r : f32\n}\n",
    );
    assert!(!ok && err.contains("scalable vectors are not supported"), "{err}");
}

#[test]
fn invalid_input_is_a_diagnostic_not_a_crash() {
    let (ok, err) = compile_text("func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n");
    assert!(!ok);
    assert!(err.contains("bad.mlir:2:3: error"), "{err}");
    let (ok, err) = compile_text("func.func @f( {\n");
    assert!(!ok && err.contains("bad.mlir:1:"), "{err}");
}

#[test]
fn a_memref_op_that_cannot_be_lowered_is_reported_with_the_reason() {
    let (ok, err) = compile_text(
        "func.func @f(%m: memref<4xf32, \"gpu\">, %i: index) -> f32 {\n  %v = memref.load %m[%i] : memref<4xf32, \"gpu\">\n  return %v : f32\n}\n",
    );
    assert!(!ok);
    assert!(err.contains("bad.mlir:2:"), "{err}");
    assert!(err.contains("'memref.load'") && err.contains("finalize-memref-to-llvm"), "{err}");
    assert!(err.contains("not an integer address space"), "{err}");
}

#[test]
fn scalar_kernels_give_the_same_answers_on_aarch64() {
    cross_check("scalars.mlir", "scalars.c", false, &scalars_expected());
}

#[test]
fn memref_kernels_give_the_same_answers_on_aarch64() {
    cross_check("memref.mlir", "memref.c", true, &memref_expected());
}

#[test]
fn vector_kernels_give_the_same_answers_on_aarch64() {
    cross_check("vector.mlir", "vector.c", false, &vector_expected());
}

#[test]
fn target_features_reach_the_code_sve_runs_on_an_sve_cpu_and_traps_on_cortex_a57() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/c");
    let dir = tempfile::tempdir().unwrap();
    let h = dir.path().join("kernels.h");
    let obj = compile(
        &example.join("kernels.mlir"),
        dir.path(),
        &["--target", AARCH64, "--mattr", "+sve", "-O3", "-H", h.to_str().unwrap()],
    );
    let exe = dir.path().join("sve");
    let link = [obj.display().to_string(), "-lm".into()];
    common::compile("aarch64-linux-gnu-gcc", &example.join("main.c"), dir.path(), &link, &exe);
    let run = |cpu: &str| {
        Command::new("qemu-aarch64")
            .args(["-cpu", cpu, "-L", "/usr/aarch64-linux-gnu"])
            .arg(&exe)
            .arg("40")
            .output()
            .unwrap()
    };
    let sve = run("max");
    assert!(sve.status.success() && String::from_utf8_lossy(&sve.stdout).contains("correct"));
    // SIGILL (4): the loops were vectorized with SVE instructions.
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(run("cortex-a57").status.signal(), Some(4));
}

/// What gemm.c prints when every kernel agrees with its C loops.
fn gemm_expected() -> String {
    let sizes = [(1, 1, 1), (5, 7, 3), (13, 70, 9), (67, 130, 600), (130, 33, 17)];
    let mut out: String = sizes
        .iter()
        .flat_map(|(m, n, k)| ["ijk", "at", "bt", "f64"].map(|v| format!("{v} {m}x{n}x{k} same\n")))
        .collect();
    out.push_str("batch 1x40x40x40 same\nbatch 3x67x130x60 same\n");
    out.push_str("conv 1x8x8x64 3x3 same\nconv 2x5x13x40 2x3 same\nthreads same\n");
    out
}

#[test]
fn gemm_nests_at_o3_agree_bit_for_bit_with_plain_loops_for_sse_and_the_host_vectors() {
    let expected = gemm_expected();
    for args in [&["-O3"][..], &["-O3", "--mcpu", "native"]] {
        let dir = tempfile::tempdir().unwrap();
        let obj = compile(&e2e("gemm.mlir"), dir.path(), args);
        assert_eq!(link_and_run(&e2e("gemm.c"), &[obj], dir.path()), expected, "with {args:?}");
    }
}

/// The packing buffers `-O3` keeps per thread are freed when each thread
/// exits (and the main thread's at exit): nothing leaks, nothing is read
/// or written out of bounds.
#[test]
fn gemm_scratch_buffers_are_freed_when_threads_exit() {
    if Command::new("valgrind").arg("--version").output().is_err() {
        panic!("valgrind is required (scripts/setup installs it)");
    }
    let dir = tempfile::tempdir().unwrap();
    let obj = compile(&e2e("gemm.mlir"), dir.path(), &["-O3"]);
    let exe = link(&e2e("gemm.c"), &[obj], dir.path());
    let out = Command::new("valgrind")
        .args(["--leak-check=full", "--show-leak-kinds=definite,possible", "--error-exitcode=9"])
        .args(["--errors-for-leak-kinds=definite,possible"])
        .arg(&exe)
        .output()
        .expect("run valgrind");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "valgrind reports errors or leaks:\n{log}");
    assert!(log.contains("All heap blocks were freed"), "{log}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), gemm_expected());
}

/// `alias.c`'s output with alias.mlir compiled by `strata compile ARGS`.
fn alias_run(kernel: &Path, args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let obj = compile(kernel, dir.path(), args);
    link_and_run(&e2e("alias.c"), &[obj], dir.path())
}

#[test]
fn o3_keeps_the_meaning_of_nests_whose_memrefs_alias() {
    let kernel = e2e("alias.mlir");
    let plain = alias_run(&kernel, &["-O0"]);
    assert_eq!(plain.lines().count(), 8, "{plain}");
    for args in [&["-O3"][..], &["-O3", "--mcpu", "native"]] {
        assert_eq!(alias_run(&kernel, args), plain, "with {args:?}");
    }
    // The cases are sensitive: the same transformations without the
    // run-time check change the aliased results (and only those).
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["opt", "--affine-gemm=assume-no-alias=true", "--affine-loop-interchange=assume-no-alias=true"])
        .arg(&kernel)
        .output()
        .expect("run strata opt");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let unchecked = dir.path().join("unchecked.mlir");
    std::fs::write(&unchecked, out.stdout).unwrap();
    let reordered = alias_run(&unchecked, &["-O0"]);
    let differing: Vec<&str> = plain
        .lines()
        .zip(reordered.lines())
        .filter(|(p, r)| p != r)
        .map(|(p, _)| p.rsplitn(3, ' ').last().unwrap_or(p))
        .collect();
    assert_eq!(differing, ["mm c=a", "mm c=b", "mm overlap", "walk overlap"], "{plain}\n{reordered}");
}

#[test]
fn gemm_nests_at_o3_agree_bit_for_bit_with_plain_loops_on_aarch64_neon() {
    let dir = tempfile::tempdir().unwrap();
    let obj = compile(&e2e("gemm.mlir"), dir.path(), &["-O3", "--target", AARCH64]);
    assert_eq!(cross_link_and_run(&e2e("gemm.c"), &[obj], dir.path()), gemm_expected());
}

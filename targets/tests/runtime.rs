//! `strata runtime`: C drivers (`tests/runtime/*.c`) linked against the
//! library it writes must print the expected text, and, where upstream
//! MLIR 19's runner libraries are installed, exactly what the same drivers
//! print linked against those. Also: a program lowered by `mlir-opt-19`
//! links and runs unchanged, the cross build for AArch64 runs under qemu,
//! the header compiles as C99 and C++, and bad targets are clear errors.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{compile, have, have_upstream_lowering_tools, lower_with_upstream, run, strata_runtime, Runtime};

const UPSTREAM_LIB_DIR: &str = "/usr/lib/llvm-19/lib";

fn drivers() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/runtime")
}

fn driver(name: &str) -> PathBuf {
    drivers().join(name)
}

fn expected(name: &str) -> String {
    std::fs::read_to_string(driver(name)).unwrap_or_else(|e| panic!("read {name}: {e}"))
}

fn upstream_installed() -> bool {
    ["libmlir_c_runner_utils.so", "libmlir_runner_utils.so", "libmlir_float16_utils.so"]
        .iter()
        .all(|lib| Path::new(UPSTREAM_LIB_DIR).join(lib).exists())
}

fn upstream_link_args() -> Vec<String> {
    vec![
        format!("-L{UPSTREAM_LIB_DIR}"),
        "-lmlir_c_runner_utils".into(),
        "-lmlir_runner_utils".into(),
        "-lmlir_float16_utils".into(),
        format!("-Wl,-rpath,{UPSTREAM_LIB_DIR}"),
    ]
}

/// Replaces the addresses after `base@ = 0x`, which differ from run to run.
fn normalize(text: &str) -> String {
    const MARK: &str = "base@ = 0x";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(MARK) {
        out.push_str(&rest[..at + MARK.len()]);
        out.push_str("ADDR");
        rest = rest[at + MARK.len()..].trim_start_matches(|c: char| c.is_ascii_hexdigit());
    }
    out.push_str(rest);
    out
}

/// Builds `driver` against the runtime in `rt` and runs it.
fn run_driver(rt: &Runtime, name: &str) -> (String, String) {
    let exe = rt.path(name.trim_end_matches(".c"));
    compile("cc", &driver(name), &rt.dir(), &[rt.archive().display().to_string()], &exe);
    run(Command::new(exe))
}

/// Builds `driver` against upstream's runner libraries and runs it.
fn run_driver_upstream(rt: &Runtime, name: &str) -> (String, String) {
    let exe = rt.path(&format!("{}-upstream", name.trim_end_matches(".c")));
    compile("cc", &driver(name), &rt.dir(), &upstream_link_args(), &exe);
    run(Command::new(exe))
}

fn assert_same(what: &str, actual: &str, expected: &str) {
    if actual == expected {
        return;
    }
    let line = actual.lines().zip(expected.lines()).position(|(a, e)| a != e).unwrap_or(0);
    panic!(
        "{what} differs from line {}:\n--- actual\n{}\n--- expected\n{}",
        line + 1,
        actual.lines().skip(line).take(6).collect::<Vec<_>>().join("\n"),
        expected.lines().skip(line).take(6).collect::<Vec<_>>().join("\n"),
    );
}

#[test]
fn printing_helpers_print_the_expected_text() {
    let rt = Runtime::write(None);
    let (stdout, stderr) = run_driver(&rt, "print.c");
    assert_same("stdout", &normalize(&stdout), &expected("print.stdout"));
    assert_same("stderr", &normalize(&stderr), &expected("print.stderr"));
}

#[test]
fn printing_helpers_match_upstream_runner_utils() {
    if !upstream_installed() {
        eprintln!(
            "skipped: upstream MLIR 19 runner libraries not found in {UPSTREAM_LIB_DIR} (scripts/setup installs them)"
        );
        return;
    }
    let rt = Runtime::write(None);
    let (stdout, stderr) = run_driver(&rt, "print.c");
    let (up_stdout, up_stderr) = run_driver_upstream(&rt, "print.c");
    assert_same("stdout against upstream", &normalize(&stdout), &normalize(&up_stdout));
    assert_same("stderr against upstream", &normalize(&stderr), &normalize(&up_stderr));
}

#[test]
fn empty_memrefs_print_brackets_without_elements() {
    let rt = Runtime::write(None);
    let (stdout, _) = run_driver(&rt, "empty.c");
    assert_same("stdout", &normalize(&stdout), &expected("empty.stdout"));
}

/// The hand-written cases of copy.c: contiguous, strided (rank 2 and 3,
/// with offsets), transposed, broadcast, rank 0, empty and onto itself.
const COPY_CASES: usize = 16;

#[test]
fn memref_copy_agrees_with_an_element_by_element_copy() {
    let rt = Runtime::write(None);
    let (stdout, _) = run_driver(&rt, "copy.c");
    assert!(!stdout.contains("FAIL"), "{stdout}");
    assert_eq!(stdout.lines().filter(|l| l.starts_with("ok ")).count(), COPY_CASES, "{stdout}");
}

#[test]
fn memref_copy_matches_upstream_on_random_layouts() {
    if !upstream_installed() {
        eprintln!(
            "skipped: upstream MLIR 19 runner libraries not found in {UPSTREAM_LIB_DIR} (scripts/setup installs them)"
        );
        return;
    }
    let rt = Runtime::write(None);
    let (stdout, _) = run_driver(&rt, "copy.c");
    let (up_stdout, _) = run_driver_upstream(&rt, "copy.c");
    assert_same("memrefCopy results against upstream", &stdout, &up_stdout);
}

/// Global symbols the archive defines: every upstream runner entry point
/// but the sparse-tensor ones, the generic allocation functions, the
/// `mgpu*` entry points of upstream's CUDA runtime wrappers (but the cuSPARSE
/// ones), and the bf16 truncations (weak; upstream's return in an integer
/// register, Strata's in a floating-point one as LLVM 19 expects).
const SYMBOLS: &[&str] = &[
    "__truncdfbf2",
    "__truncsfbf2",
    "_mlir_ciface_nanoTime",
    "_mlir_ciface_printMemref0dF32",
    "_mlir_ciface_printMemref1dC32",
    "_mlir_ciface_printMemref1dC64",
    "_mlir_ciface_printMemref1dF32",
    "_mlir_ciface_printMemref1dF64",
    "_mlir_ciface_printMemref1dI32",
    "_mlir_ciface_printMemref1dI64",
    "_mlir_ciface_printMemref1dI8",
    "_mlir_ciface_printMemref1dInd",
    "_mlir_ciface_printMemref2dF32",
    "_mlir_ciface_printMemref3dF32",
    "_mlir_ciface_printMemref4dF32",
    "_mlir_ciface_printMemrefBF16",
    "_mlir_ciface_printMemrefC32",
    "_mlir_ciface_printMemrefC64",
    "_mlir_ciface_printMemrefF16",
    "_mlir_ciface_printMemrefF32",
    "_mlir_ciface_printMemrefF64",
    "_mlir_ciface_printMemrefI16",
    "_mlir_ciface_printMemrefI32",
    "_mlir_ciface_printMemrefI64",
    "_mlir_ciface_printMemrefI8",
    "_mlir_ciface_printMemrefInd",
    "_mlir_ciface_printMemrefShapeC32",
    "_mlir_ciface_printMemrefShapeC64",
    "_mlir_ciface_printMemrefShapeF32",
    "_mlir_ciface_printMemrefShapeF64",
    "_mlir_ciface_printMemrefShapeI32",
    "_mlir_ciface_printMemrefShapeI64",
    "_mlir_ciface_printMemrefShapeI8",
    "_mlir_ciface_printMemrefShapeInd",
    "_mlir_ciface_printMemrefVector4x4xf32",
    "_mlir_ciface_shuffle",
    "_mlir_ciface_stdSortF32",
    "_mlir_ciface_stdSortF64",
    "_mlir_ciface_stdSortI64",
    "_mlir_ciface_verifyMemRefBF16",
    "_mlir_ciface_verifyMemRefC32",
    "_mlir_ciface_verifyMemRefC64",
    "_mlir_ciface_verifyMemRefF16",
    "_mlir_ciface_verifyMemRefF32",
    "_mlir_ciface_verifyMemRefF64",
    "_mlir_ciface_verifyMemRefI16",
    "_mlir_ciface_verifyMemRefI32",
    "_mlir_ciface_verifyMemRefI64",
    "_mlir_ciface_verifyMemRefI8",
    "_mlir_ciface_verifyMemRefInd",
    "_mlir_memref_to_llvm_aligned_alloc",
    "_mlir_memref_to_llvm_alloc",
    "_mlir_memref_to_llvm_free",
    "memrefCopy",
    "mgpuEventCreate",
    "mgpuEventDestroy",
    "mgpuEventRecord",
    "mgpuEventSynchronize",
    "mgpuLaunchKernel",
    "mgpuMemAlloc",
    "mgpuMemFree",
    "mgpuMemHostRegister",
    "mgpuMemHostRegisterMemRef",
    "mgpuMemHostUnregister",
    "mgpuMemHostUnregisterMemRef",
    "mgpuMemcpy",
    "mgpuMemset16",
    "mgpuMemset32",
    "mgpuModuleGetFunction",
    "mgpuModuleLoad",
    "mgpuModuleLoadJIT",
    "mgpuModuleUnload",
    "mgpuSetDefaultDevice",
    "mgpuStreamCreate",
    "mgpuStreamDestroy",
    "mgpuStreamSynchronize",
    "mgpuStreamWaitEvent",
    "mlirAlignedAlloc",
    "mlirAlignedFree",
    "mlirAlloc",
    "mlirFree",
    "printBF16",
    "printClose",
    "printComma",
    "printF16",
    "printF32",
    "printF64",
    "printFlops",
    "printI64",
    "printMemrefC32",
    "printMemrefC64",
    "printMemrefF32",
    "printMemrefF64",
    "printMemrefI32",
    "printMemrefI64",
    "printMemrefInd",
    "printNewline",
    "printOpen",
    "printString",
    "printU64",
    "rtclock",
    "rtdrand",
    "rtrand",
    "rtsrand",
    "verifyMemRefC32",
    "verifyMemRefC64",
    "verifyMemRefF32",
    "verifyMemRefF64",
    "verifyMemRefI32",
    "verifyMemRefInd",
];

/// Names of defined global symbols in `nm` output.
fn defined_symbols(nm_output: &str) -> Vec<String> {
    let mut names: Vec<String> = nm_output
        .lines()
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            match fields.as_slice() {
                [_, kind, name] if kind.len() == 1 && kind != &"U" => Some(name.to_string()),
                _ => None,
            }
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn archive_defines_every_upstream_runner_entry_point() {
    if !have("nm") {
        eprintln!("skipped: no `nm`");
        return;
    }
    let rt = Runtime::write(None);
    let (nm, _) = run({
        let mut c = Command::new("nm");
        c.args(["-g", "--defined-only"]).arg(rt.archive());
        c
    });
    // strata_* are the library's internal (hidden) functions and tables.
    let ours: Vec<String> = defined_symbols(&nm).into_iter().filter(|s| !s.starts_with("strata_")).collect();
    assert_eq!(ours, SYMBOLS, "symbols defined by libstrata_runtime.a");

    if !upstream_installed() {
        eprintln!("skipped the comparison with upstream: runner libraries not found in {UPSTREAM_LIB_DIR}");
        return;
    }
    let mut cmd = Command::new("nm");
    cmd.args(["-D", "--defined-only"]);
    for lib in ["libmlir_c_runner_utils.so", "libmlir_runner_utils.so", "libmlir_float16_utils.so"] {
        cmd.arg(Path::new(UPSTREAM_LIB_DIR).join(lib));
    }
    let (nm, _) = run(cmd);
    let is_sparse = |s: &str| {
        s.contains("parse")
            || s.contains("LexInsert")
            || s.contains("lexInsert")
            || s.contains("expInsert")
            || s == "getTensorFilename"
    };
    let not_provided = ["__bss_start", "_edata", "_end"];
    let missing: Vec<String> = defined_symbols(&nm)
        .into_iter()
        .filter(|s| !s.starts_with("_Z") && !is_sparse(s) && !not_provided.contains(&s.as_str()))
        .filter(|s| !SYMBOLS.contains(&s.as_str()))
        .collect();
    assert!(missing.is_empty(), "upstream entry points missing from the runtime: {missing:?}");
}

#[test]
fn header_compiles_as_c99_and_cxx() {
    let rt = Runtime::write(None);
    let source = rt.path("header.c");
    std::fs::write(
        &source,
        "#include \"strata_runtime.h\"\n\
         STRATA_MEMREF(MemRef5dI8, int8_t, 5);\n\
         int main(void) {\n\
         \x20 MemRef5dI8 m;\n\
         \x20 StrataUnrankedMemRef u = {5, &m};\n\
         \x20 (void)u;\n\
         \x20 return (int)(sizeof(StrataMemRef2dF32) - (3 + 4) * 8) + (int)sizeof(m.strides) - 40;\n\
         }\n",
    )
    .unwrap();
    let include = format!("-I{}", rt.dir().display());
    let strict = ["-Wall", "-Wextra", "-pedantic", "-Werror"];
    let c_out = rt.path("header-c");
    run({
        let mut c = Command::new("cc");
        c.args(["-std=c99", &include]).args(strict).arg(&source).arg("-o").arg(&c_out);
        c
    });
    run(Command::new(&c_out));
    if !have("c++") {
        eprintln!("skipped the C++ half: no `c++`");
        return;
    }
    let cxx_out = rt.path("header-cxx");
    run({
        let mut c = Command::new("c++");
        c.args(["-x", "c++", "-std=c++11", &include]).args(strict).arg(&source).arg("-o").arg(&cxx_out);
        c
    });
    run(Command::new(&cxx_out));
}

/// A program lowered by upstream's mlir-opt-19 calls memrefCopy,
/// _mlir_ciface_printMemrefF32, printMemrefI64 and the vector.print helpers.
#[test]
fn program_lowered_by_mlir_opt_links_and_runs() {
    if !have_upstream_lowering_tools() {
        return;
    }
    let rt = Runtime::write(None);
    let input = driver("memref_copy_and_print.mlir");
    let (lowered, object) = lower_with_upstream(
        &rt,
        &input,
        &[
            "--convert-vector-to-scf",
            "--convert-scf-to-cf",
            "--expand-strided-metadata",
            "--lower-affine",
            "--convert-vector-to-llvm",
            "--finalize-memref-to-llvm",
            "--convert-arith-to-llvm",
            "--convert-func-to-llvm",
            "--convert-cf-to-llvm",
            "--reconcile-unrealized-casts",
        ],
    );
    let exe = rt.path("lowered");
    run({
        let mut c = Command::new("cc");
        c.arg(&object).arg(rt.archive()).arg("-o").arg(&exe);
        c
    });
    let (stdout, _) = run(Command::new(&exe));
    assert_same("stdout", &normalize(&stdout), &expected("memref_copy_and_print.stdout"));

    if !upstream_installed() || !have("mlir-cpu-runner-19") {
        eprintln!("skipped the comparison with mlir-cpu-runner-19 on upstream's libraries: not installed");
        return;
    }
    let (up_stdout, _) = run({
        let mut c = Command::new("mlir-cpu-runner-19");
        c.args(["-e", "entry", "-entry-point-result=void"])
            .arg(format!(
                "-shared-libs={UPSTREAM_LIB_DIR}/libmlir_c_runner_utils.so,{UPSTREAM_LIB_DIR}/libmlir_runner_utils.so"
            ))
            .arg(&lowered);
        c
    });
    assert_same("stdout against mlir-cpu-runner-19", &normalize(&stdout), &normalize(&up_stdout));
}

#[test]
fn unknown_target_is_a_clear_error() {
    let tmp = tempfile::tempdir().unwrap();
    let out = strata_runtime(&tmp.path().join("rt"), Some("sparc-sun-solaris"));
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("unsupported target 'sparc-sun-solaris'"), "{stderr}");
    assert!(stderr.contains("aarch64-linux-gnu"), "the message names a supported triple: {stderr}");
    assert!(!tmp.path().join("rt").exists(), "nothing is written on error");
}

/// A triple that is not the host's, so that `strata runtime` must compile.
fn foreign_triple() -> &'static str {
    if cfg!(target_arch = "aarch64") {
        "x86_64-linux-gnu"
    } else {
        "aarch64-linux-gnu"
    }
}

#[test]
fn missing_cross_compiler_names_what_to_install() {
    let tmp = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["runtime", "--target", foreign_triple(), "--out-dir"])
        .arg(tmp.path().join("rt"))
        .env("PATH", tmp.path())
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(&format!("no C compiler for '{}' found", foreign_triple())), "{stderr}");
    assert!(stderr.contains("install gcc-"), "{stderr}");
}

#[test]
fn host_triple_spellings_write_the_built_in_archive() {
    let host = if cfg!(target_arch = "x86_64") {
        ["x86_64-linux-gnu", "x86_64-unknown-linux-gnu"]
    } else if cfg!(target_arch = "aarch64") {
        ["aarch64-linux-gnu", "aarch64-unknown-linux-gnu"]
    } else {
        eprintln!("skipped: host is neither x86_64 nor aarch64");
        return;
    };
    if !cfg!(target_os = "linux") {
        eprintln!("skipped: host is not Linux");
        return;
    }
    let default = std::fs::read(Runtime::write(None).archive()).unwrap();
    for triple in host {
        let rt = Runtime::write(Some(triple));
        assert!(std::fs::read(rt.archive()).unwrap() == default, "{triple}: not the built-in archive");
        assert!(rt.dir().join("strata_runtime.h").exists());
    }
}

#[test]
fn cross_built_aarch64_runtime_runs_under_qemu() {
    if cfg!(target_arch = "aarch64") {
        eprintln!("skipped: the host is AArch64");
        return;
    }
    if !have("aarch64-linux-gnu-gcc") || !have("qemu-aarch64") {
        eprintln!(
            "skipped: aarch64-linux-gnu-gcc or qemu-aarch64 not found \
             (install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user; scripts/setup does)"
        );
        return;
    }
    let rt = Runtime::write(Some("aarch64-linux-gnu"));
    let host = Runtime::write(None);
    for name in ["print.c", "copy.c"] {
        let exe = rt.path(name.trim_end_matches(".c"));
        compile("aarch64-linux-gnu-gcc", &driver(name), &rt.dir(), &[rt.archive().display().to_string()], &exe);
        let (stdout, stderr) = run({
            let mut c = Command::new("qemu-aarch64");
            c.args(["-L", "/usr/aarch64-linux-gnu"]).arg(&exe);
            c
        });
        if name == "print.c" {
            assert_same("aarch64 stdout", &normalize(&stdout), &expected("print.stdout"));
            assert_same("aarch64 stderr", &normalize(&stderr), &expected("print.stderr"));
        } else {
            let (host_stdout, _) = run_driver(&host, name);
            assert_same("aarch64 memrefCopy results against the host's", &stdout, &host_stdout);
        }
    }
}

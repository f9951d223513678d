//! Generated C headers: they compile warning-free as C11 and C++17, their
//! descriptor layouts (checked by `static_assert`s computed from LLVM's
//! data layout) hold for the x86-64 and AArch64 C compilers, and a C
//! program calling compiled functions through one gets the right values.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn input(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/header").join(name)
}

/// `strata compile FILE ARGS`, which must succeed.
fn strata_compile(file: &Path, args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_strata")).arg("compile").arg(file).args(args).output().unwrap();
    assert!(out.status.success(), "strata compile {args:?} failed:\n{}", String::from_utf8_lossy(&out.stderr));
}

fn header_for(file: &Path, dir: &Path, target: Option<&str>) -> (PathBuf, String) {
    let stem = file.file_stem().unwrap().to_string_lossy();
    let h = dir.join(format!("{stem}.h"));
    let mut args = vec!["--emit", "header", "-o", h.to_str().unwrap()];
    if let Some(t) = target {
        args.extend(["--target", t]);
    }
    strata_compile(file, &args);
    let text = std::fs::read_to_string(&h).unwrap();
    (h, text)
}

/// Compile `source` (C or C++ by extension) with `compiler` and `flags`.
fn compiles(compiler: &str, flags: &[&str], source: &Path, include: &Path) -> Result<(), String> {
    let out = Command::new(compiler)
        .args(flags)
        .arg("-I")
        .arg(include)
        .arg("-c")
        .arg(source)
        .arg("-o")
        .arg(include.join("out.o"))
        .output()
        .map_err(|e| format!("cannot run {compiler}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("{compiler} {flags:?} rejected the header:\n{}", String::from_utf8_lossy(&out.stderr)))
    }
}

fn write_includer(dir: &Path, ext: &str, body: &str) -> PathBuf {
    let p = dir.join(format!("use.{ext}"));
    std::fs::write(&p, format!("#include \"kinds.h\"\n{body}")).unwrap();
    p
}

#[test]
fn header_declares_every_exported_function() {
    let dir = tempfile::tempdir().unwrap();
    let (_, h) = header_for(&input("kinds.mlir"), dir.path(), None);
    for expected in [
        "int64_t scalars(bool arg0, int8_t arg1, int16_t arg2, int32_t arg3, int64_t arg4, int64_t arg5, float arg6, double arg7, uint8_t arg8, int32_t arg9);",
        "void _mlir_ciface_memrefs(StrataMemRef0DF32 *arg0, StrataMemRef1DF64 *arg1, StrataMemRef2DI32 *arg2, StrataMemRef3DI8 *arg3, StrataMemRef1DI1 *arg4, StrataMemRef1DIndex *arg5, StrataMemRef1DF16 *arg6, StrataMemRef1DBF16 *arg7, StrataMemRef1DI16 *arg8, StrataMemRef1DI64 *arg9, StrataMemRef1DUI32 *arg10);",
        "double strided(double *arg0_allocated, double *arg0_aligned, int64_t arg0_offset, int64_t arg0_size0, int64_t arg0_size1, int64_t arg0_stride0, int64_t arg0_stride1, int64_t arg1_rank, void *arg1_descriptor);",
        "void _mlir_ciface_make(StrataMemRef2DF32 *result, int64_t arg0);",
        "void _mlir_ciface_two(StrataResults_two *result, int64_t arg0);",
        "/* func.func @make(index) -> memref<?x?xf32> */",
        "@vec has no prototype: vector<4xf32> has no C equivalent.",
        "#if defined(STRATA_HAS_BFLOAT16) && defined(STRATA_HAS_FLOAT16)",
    ] {
        assert!(h.contains(expected), "the header lacks `{expected}`:\n{h}");
    }
    // Functions that return a memref or several values have no plain
    // prototype; private functions and declarations are not exported.
    for absent in ["make(int64_t", "plain_two(int64_t", "hidden", "imported", "_mlir_ciface_scalars"] {
        assert!(!h.contains(absent), "the header declares `{absent}`:\n{h}");
    }
}

#[test]
fn header_compiles_without_warnings_in_c_and_cxx() {
    let dir = tempfile::tempdir().unwrap();
    header_for(&input("kinds.mlir"), dir.path(), None);
    let c = write_includer(
        dir.path(),
        "c",
        "int main(void) { float d[6]; StrataMemRef2DF32 m = strata_memref_2d_f32(d, 2, 3); return (int)m.strides[1] - 1; }\n",
    );
    let cc = write_includer(
        dir.path(),
        "cc",
        "int main() { float d[6] = {0, 1, 2, 3, 4, 5}; StrataMemRef2DF32 m = strata_memref_2d_f32(d, 2, 3);\n\
         strata::View<StrataMemRef2DF32, float, 2> v(m); return v(1, 2) == 5.0f ? 0 : 1; }\n",
    );
    let mut errors = Vec::new();
    for (compiler, flags, src) in [
        ("gcc", &["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic"][..], &c),
        ("g++", &["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic"][..], &cc),
        ("clang-19", &["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic"][..], &c),
        ("clang-19", &["-x", "c++", "-std=c++17", "-Wall", "-Wextra", "-Werror"][..], &cc),
    ] {
        errors.extend(compiles(compiler, flags, src, dir.path()).err());
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn descriptor_layouts_hold_for_the_aarch64_c_compiler() {
    // The static_asserts are computed from LLVM's AArch64 data layout; the
    // cross compiler checks them against the AArch64 C ABI.
    let dir = tempfile::tempdir().unwrap();
    let (_, h) = header_for(&input("kinds.mlir"), dir.path(), Some("aarch64-linux-gnu"));
    assert!(h.contains("STRATA_STATIC_ASSERT(sizeof(StrataMemRef3DI8) == 72,"), "{h}");
    let c = write_includer(dir.path(), "c", "int main(void) { return 0; }\n");
    compiles("aarch64-linux-gnu-gcc", &["-std=c11", "-Wall", "-Wextra", "-Werror"], &c, dir.path()).unwrap();
}

#[test]
fn c_program_calls_compiled_functions_through_the_header() {
    let dir = tempfile::tempdir().unwrap();
    let obj = dir.path().join("abi.o");
    let h = dir.path().join("abi.h");
    strata_compile(&input("abi.mlir"), &["-o", obj.to_str().unwrap(), "-H", h.to_str().unwrap()]);
    let exe = dir.path().join("abi");
    common::compile("gcc", &input("abi.c"), dir.path(), &[obj.display().to_string()], &exe);
    let run = Command::new(&exe).output().unwrap();
    assert!(run.status.success());
    // mix: true selects -100 + 30000; false passes 2.5 through. several:
    // 14 * 3, the view unchanged, 5 * 0.5.
    assert_eq!(String::from_utf8_lossy(&run.stdout), "mix 29900 2.5\nsame 1 0 2 3 3 1\nseveral 42 2 3 2 2.5\n");
}

#[test]
fn c_example_builds_against_its_header_and_checks_its_answers() {
    let dir = tempfile::tempdir().unwrap();
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/c");
    let obj = dir.path().join("kernels.o");
    let h = dir.path().join("kernels.h");
    strata_compile(&example.join("kernels.mlir"), &["-O3", "-o", obj.to_str().unwrap(), "-H", h.to_str().unwrap()]);
    let exe = dir.path().join("example");
    common::compile("gcc", &example.join("main.c"), dir.path(), &[obj.display().to_string(), "-lm".into()], &exe);
    // Odd sizes exercise the vectorized loops' remainders.
    for n in ["1", "67"] {
        let run = Command::new(&exe).arg(n).output().unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(run.status.success() && stdout.contains(": correct,"), "n = {n}:\n{stdout}");
    }
}

#[test]
fn cross_example_runs_under_qemu_with_the_same_answers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let run = Command::new(root.join("examples/cross/run.sh"))
        .arg("33")
        .env("STRATA", env!("CARGO_BIN_EXE_strata"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    // main.c fills B with (i % 5) / 2; the column sums add up to all of it.
    let total: f64 = (0..33 * 33).map(|i| f64::from(i % 5) * 0.5).sum();
    let sums = format!("total {total:.1} (expected {total:.1})");
    assert!(
        run.status.success() && stdout.contains("sgemm 33x33: correct,") && stdout.contains(&sums),
        "{stdout}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
}

#[test]
fn strata_lib_bundles_files_and_runtime_into_one_library_and_header() {
    let dir = tempfile::tempdir().unwrap();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("lib")
        .arg(root.join("examples/c/kernels.mlir"))
        .arg(root.join("examples/rust/kernels/stats.mlir"))
        .args(["--name", "kernels", "--out-dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "strata lib failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let mut files: Vec<String> =
        std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    files.sort();
    assert_eq!(files, ["kernels.h", "libkernels.a"]);
    let h = std::fs::read_to_string(dir.path().join("kernels.h")).unwrap();
    assert!(h.contains("_mlir_ciface_sgemm(") && h.contains("_mlir_ciface_prefix_sums("), "{h}");
    // The library holds both files' functions and the runtime.
    let nm = Command::new("nm").arg(dir.path().join("libkernels.a")).output().unwrap();
    let symbols = String::from_utf8_lossy(&nm.stdout);
    for sym in ["_mlir_ciface_sgemm", "_mlir_ciface_prefix_sums", "memrefCopy", "printMemrefF32"] {
        assert!(symbols.lines().any(|l| l.ends_with(&format!(" T {sym}"))), "libkernels.a lacks {sym}");
    }
    let exe = dir.path().join("example");
    let link = Command::new("gcc")
        .args(["-std=c11", "-Wall", "-Werror", "-I"])
        .arg(dir.path())
        .arg(root.join("examples/c/main.c"))
        .arg("-L")
        .arg(dir.path())
        .args(["-lkernels", "-lm", "-o"])
        .arg(&exe)
        .output()
        .unwrap();
    assert!(link.status.success(), "linking failed:\n{}", String::from_utf8_lossy(&link.stderr));
    let run = Command::new(&exe).arg("40").output().unwrap();
    assert!(run.status.success() && String::from_utf8_lossy(&run.stdout).contains("sgemm 40x40: correct,"));
}

#[test]
fn strata_lib_reports_bad_input_with_its_location() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.mlir");
    std::fs::write(&bad, "func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_strata"))
        .arg("lib")
        .arg(&bad)
        .args(["--name", "k", "--out-dir"])
        .arg(dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("bad.mlir:2:3: error:") && err.contains('^'), "{err}");
    assert!(!dir.path().join("libk.a").exists());
}

/// Two inputs of one name in two directories give two include guards: a
/// file including both headers sees both modules' functions. The guard
/// depends on the path as given, not on where the tree is.
#[test]
fn headers_of_same_named_files_have_their_own_guards_wherever_they_are_built() {
    let mut headers = Vec::new();
    for _ in 0..2 {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        for (sub, f) in [("a", "fa"), ("b", "fb")] {
            std::fs::create_dir_all(d.join(sub)).unwrap();
            let text = format!("func.func @{f}(%x: i32) -> i32 {{\n  return %x : i32\n}}\n");
            std::fs::write(d.join(sub).join("kernels.mlir"), text).unwrap();
            let input = format!("{sub}/kernels.mlir");
            let out = Command::new(env!("CARGO_BIN_EXE_strata"))
                .args(["compile", &input, "--emit", "header", "-o", &format!("{sub}/kernels.h")])
                .current_dir(d)
                .output()
                .unwrap();
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        }
        let both = d.join("both.c");
        std::fs::write(
            &both,
            "#include \"a/kernels.h\"\n#include \"b/kernels.h\"\nint both(int x) { return fa(x) + fb(x); }\n",
        )
        .unwrap();
        compiles("gcc", &["-std=c11", "-Wall", "-Werror"], &both, d).unwrap();
        let read = |sub: &str| std::fs::read_to_string(d.join(sub).join("kernels.h")).unwrap();
        headers.push((read("a"), read("b")));
    }
    assert!(headers[0].0.contains("#ifndef STRATA_KERNELS_"), "{}", headers[0].0);
    assert_eq!(headers[0], headers[1], "the headers depend on the directory they were built in");
}

/// With `--emit-c-interface`, a declared function that C defines keeps its
/// plain calling convention: the object links against it, and C calls the
/// module through `_mlir_ciface_`.
#[test]
fn c_interface_modules_call_declared_c_functions_directly() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let module = d.join("scale.mlir");
    std::fs::write(
        &module,
        "func.func private @scale(memref<?xf32>, f32)\n\
         func.func @apply(%m: memref<?xf32>, %s: f32) {\n  \
         call @scale(%m, %s) : (memref<?xf32>, f32) -> ()\n  return\n}\n",
    )
    .unwrap();
    let obj = d.join("scale.o");
    let h = d.join("scale.h");
    strata_compile(&module, &["--emit-c-interface", "-o", obj.to_str().unwrap(), "-H", h.to_str().unwrap()]);
    let main = d.join("main.c");
    std::fs::write(
        &main,
        "#include <stdio.h>\n#include \"scale.h\"\n\
         void scale(float *allocated, float *aligned, int64_t offset, int64_t size, int64_t stride, float s) {\n\
         \x20 (void)allocated;\n\
         \x20 for (int64_t i = 0; i < size; ++i) aligned[offset + i * stride] *= s;\n}\n\
         int main(void) {\n\
         \x20 float v[3] = {1.0f, 2.0f, 3.0f};\n\
         \x20 StrataMemRef1DF32 m = strata_memref_1d_f32(v, 3);\n\
         \x20 _mlir_ciface_apply(&m, 2.0f);\n\
         \x20 printf(\"%g %g %g\\n\", v[0], v[1], v[2]);\n\
         \x20 return 0;\n}\n",
    )
    .unwrap();
    let exe = d.join("scale");
    common::compile("gcc", &main, d, &[obj.display().to_string()], &exe);
    let run = Command::new(&exe).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "2 4 6\n");
}

//! Input that LLVM cannot compile never reaches it: `strata compile`
//! rejects it with an error located in the `.mlir` file (vectors beyond
//! the size limit, alignments and address spaces LLVM IR cannot hold), and
//! `--mcpu`/`--mattr` values LLVM does not know for the target (or a 32-bit
//! CPU for a 64-bit target) are errors naming the near ones. Nothing here
//! may abort inside LLVM, print LLVM's warnings, or be reported as an
//! internal error. What LLVM still gives up on (an intrinsic of another
//! target) is reported by Strata's handler of LLVM's fatal errors.

use std::process::Output;

/// `strata compile FILE -o OUT ARGS` on `text` written to `name`.
fn compile(name: &str, text: &str, args: &[&str]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(name);
    std::fs::write(&file, text).unwrap();
    std::process::Command::new(env!("CARGO_BIN_EXE_strata"))
        .current_dir(dir.path())
        .args(["compile", name, "-o", "out"])
        .args(args)
        .output()
        .expect("run strata")
}

/// The run failed with exit status 1 and `expected` in its errors, and
/// nothing inside LLVM was reached.
fn assert_rejected(out: &Output, expected: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(expected), "expected {expected:?} in:\n{stderr}");
    for word in ["LLVM ERROR", "internal compiler error", "internal error", "not a recognized", "panicked"] {
        assert!(!stderr.contains(word), "{word:?} in:\n{stderr}");
    }
}

const WIDE_STORE: &str = "func.func @f(%m: memref<65536xf32>) {
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<1.0> : vector<65536xf32>
  vector.store %v, %m[%c0] : memref<65536xf32>, vector<65536xf32>
  return
}
";

#[test]
fn a_vector_beyond_the_size_limit_is_rejected_where_its_type_is_used() {
    let out = compile("wide.mlir", WIDE_STORE, &[]);
    assert_rejected(
        &out,
        "wide.mlir:3:8: error: type 'vector<65536xf32>' has 65536 elements; a vector in compiled code may have at most 4096",
    );
    // 2^24 lanes took LLVM minutes.
    let huge = WIDE_STORE.replace("65536", "16777216");
    assert_rejected(&compile("huge.mlir", &huge, &[]), "huge.mlir:3:8: error: type 'vector<16777216xf32>'");
}

#[test]
fn the_vector_size_limit_counts_every_dimension_and_looks_inside_other_types() {
    let text = "func.func private @ext(vector<128x64xf32>)\n";
    assert_rejected(&compile("nd.mlir", text, &[]), "nd.mlir:1:1: error: type 'vector<128x64xf32>' has 8192 elements");
    let text = "llvm.func @g() -> !llvm.array<2 x vector<8192xi8>> {
  %0 = llvm.mlir.undef : !llvm.array<2 x vector<8192xi8>>
  llvm.return %0 : !llvm.array<2 x vector<8192xi8>>
}
";
    assert_rejected(&compile("llvm.mlir", text, &["--emit", "llvm"]), "llvm.mlir:1:1: error: type 'vector<8192xi8>'");
}

#[test]
fn a_vector_at_the_size_limit_compiles() {
    let text = WIDE_STORE.replace("65536", "4096");
    let out = compile("limit.mlir", &text, &["-O0"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = "func.func @f(%a: vector<64x64xf32>) -> vector<64x64xf32> {
  %0 = arith.addf %a, %a : vector<64x64xf32>
  return %0 : vector<64x64xf32>
}
";
    let out = compile("nd_limit.mlir", text, &["-O0"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn an_alignment_llvm_cannot_hold_is_a_verifier_error_at_the_op() {
    let load = "llvm.func @f(%p: !llvm.ptr) -> f32 {
  %v = llvm.load %p {alignment = 3 : i64} : !llvm.ptr -> f32
  llvm.return %v : f32
}
";
    assert_rejected(
        &compile("load.mlir", load, &[]),
        "load.mlir:2:8: error: 'llvm.load' op alignment 3 is not a power of 2 (or 0 for none)",
    );
    let alloca = "func.func @f() {
  %0 = memref.alloca() {alignment = 24} : memref<4xf32>
  return
}
";
    assert_rejected(
        &compile("alloca.mlir", alloca, &[]),
        "alloca.mlir:2:8: error: 'memref.alloca' op alignment 24 is not a power of 2 (or 0 for none)",
    );
}

#[test]
fn an_address_space_beyond_24_bits_is_rejected_where_it_is_used() {
    let ptr = "llvm.func @f(%p: !llvm.ptr<16777216>) -> i32 {
  %v = llvm.load %p : !llvm.ptr<16777216> -> i32
  llvm.return %v : i32
}
";
    assert_rejected(
        &compile("ptr.mlir", ptr, &[]),
        "ptr.mlir:1:1: error: address space 16777216 is outside the range LLVM IR allows, 0 to 16777215",
    );
    let global = "llvm.mlir.global internal @g(0 : i32) {addr_space = 16777216 : i32} : i32\n";
    assert_rejected(
        &compile("global.mlir", global, &[]),
        "global.mlir:1:1: error: address space 16777216 is outside the range LLVM IR allows, 0 to 16777215",
    );
}

const KERNEL: &str = "func.func @f(%x: f32) -> f32 {\n  %y = arith.addf %x, %x : f32\n  return %y : f32\n}\n";

#[test]
fn a_32_bit_cpu_for_a_64_bit_target_is_an_error() {
    for cpu in ["i386", "i486", "pentium", "pentium4", "athlon-xp"] {
        let out = compile("k.mlir", KERNEL, &["--target", "x86_64-linux-gnu", "--mcpu", cpu]);
        assert_rejected(
            &out,
            &format!("error: CPU '{cpu}' cannot run the 64-bit code of target x86_64-linux-gnu: give a 64-bit CPU"),
        );
    }
    // 32-bit targets are not supported at all: the triple is refused first.
    let out = compile("k.mlir", KERNEL, &["--target", "i686-linux-gnu", "--mcpu", "i386"]);
    assert_rejected(&out, "error: unsupported target 'i686-linux-gnu'");
}

#[test]
fn an_unknown_cpu_is_an_error_with_the_near_names() {
    let out = compile("k.mlir", KERNEL, &["--target", "x86_64-linux-gnu", "--mcpu", "skylak"]);
    assert_rejected(&out, "error: unknown CPU 'skylak' for target x86_64-linux-gnu (did you mean 'skylake'?)");
    let out = compile("k.mlir", KERNEL, &["--target", "aarch64-linux-gnu", "--mcpu", "neoverse-v9"]);
    assert_rejected(&out, "error: unknown CPU 'neoverse-v9' for target aarch64-linux-gnu (did you mean 'neoverse-v1'");
    // Before any code is generated: also for the llvm dialect output.
    let out = compile("k.mlir", KERNEL, &["--mcpu", "no-such-cpu", "--emit", "mlir"]);
    assert_rejected(&out, "error: unknown CPU 'no-such-cpu'");
}

#[test]
fn a_feature_without_a_sign_or_unknown_to_the_target_is_an_error() {
    let out = compile("k.mlir", KERNEL, &["--target", "x86_64-linux-gnu", "--mattr", "avx2"]);
    assert_rejected(&out, "error: target feature 'avx2' needs a '+' to enable it or a '-' to disable it ('+avx2')");
    let out = compile("k.mlir", KERNEL, &["--target", "x86_64-linux-gnu", "--mattr", "+avx2,+fma3"]);
    assert_rejected(&out, "error: unknown target feature '+fma3' for target x86_64-linux-gnu (did you mean '+fma', ");
    let out = compile("k.mlir", KERNEL, &["--target", "aarch64-linux-gnu", "--mattr", "+avx2"]);
    assert_rejected(&out, "error: unknown target feature '+avx2' for target aarch64-linux-gnu");
    let out =
        compile("k.mlir", KERNEL, &["--target", "aarch64-linux-gnu", "--mcpu", "neoverse-v1", "--mattr", "+sve,-neon"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn strata_lib_and_the_build_api_check_the_cpu_and_features_too() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("k.mlir");
    std::fs::write(&file, KERNEL).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_strata"))
        .args(["lib", "--name", "k", "--out-dir"])
        .arg(dir.path().join("out"))
        .arg(&file)
        .args(["--target", "x86_64-linux-gnu", "--mcpu", "i486"])
        .output()
        .expect("run strata");
    assert_rejected(&out, "error: CPU 'i486' cannot run the 64-bit code of target x86_64-linux-gnu");
    let err = strata_targets::Build::new()
        .file(&file)
        .target("x86_64-linux-gnu")
        .features("sse4.2")
        .out_dir(dir.path())
        .cargo_metadata(false)
        .try_compile("k")
        .unwrap_err()
        .to_string();
    assert!(err.contains("target feature 'sse4.2' needs a '+' to enable it"), "{err}");
}

#[test]
fn a_fatal_error_in_llvm_is_an_internal_error_with_exit_status_70() {
    // An x86 intrinsic compiled for AArch64: LLVM cannot select it.
    let text = "llvm.func @llvm.x86.sse2.pause()
llvm.func @f() {
  llvm.call @llvm.x86.sse2.pause() : () -> ()
  llvm.return
}
";
    let out = compile("pause.mlir", text, &["--target", "aarch64-linux-gnu"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(strata_targets::FATAL_ERROR_EXIT_CODE), "{:?}\n{stderr}", out.status);
    assert!(stderr.starts_with("strata: internal error: Cannot select: intrinsic %llvm.x86.sse2.pause\n"), "{stderr}");
    assert!(!stderr.contains("LLVM ERROR") && !stderr.contains("Stack dump"), "{stderr}");
}
